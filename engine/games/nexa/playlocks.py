"""Issue 14 family K4: a player who cannot play commands (texts) this turn (verb lock_plays, cardk4steps.py).

Kept in `State.skips` as (seat, LOCK_COMMAND) / (seat, LOCK_TEXT), cleared at every turn's end (turn._end_turn).
"""

from __future__ import annotations

from typing import Final

LOCK_TEXT: Final = "lock:text"
LOCK_COMMAND: Final = "lock:command"
LOCK_UNIT_TEXT: Final = "lock:unit_text"  # 「ユニットのテキストをプレイできない」: the texts of units only
LOCK_CARD: Final = "lock:card"  # 「カードとテキストをプレイできない」: no card played at all (family B8, cardb8steps.py)
LOCKS: Final = {"text": LOCK_TEXT, "command": LOCK_COMMAND, "unit_text": LOCK_UNIT_TEXT}
