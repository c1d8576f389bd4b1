"""Issue 14 family K4: steps of the long tail.

- verb `lock_plays`: 「敵軍は、このターン、コマンドをプレイできない」, 「全ての軍は、このターン、テキストをプレイできない」: the
  player (both players for 「全ての軍」) cannot play commands (texts) until the turn ends (P43, P44: a play is declared
  only when allowed). Kept in `State.skips` (playlocks.py), cleared at every turn's end (turn._end_turn); play.py
  reads them with one set lookup.
"""

from __future__ import annotations

from .effects import Step, seat_of, verb
from .places import emit
from .playlocks import LOCKS
from .state import Resolving, State


@verb("lock_plays")
def _lock_plays(s: State, ctx: Resolving, st: Step) -> None:
    me = seat_of(ctx)
    seats = (me, 1 - me) if st["side"] == "any" else (me,) if st["side"] == "own" else (1 - me,)
    for seat in seats:
        s.skips.add((seat, LOCKS[st["what"]]))
    what = {"text": ("テキスト", "texts"), "command": ("コマンド", "commands")}[st["what"]]
    emit(s, "grant", f"このターン{what[0]}をプレイできない", f"no {what[1]} played this turn", ())
    s.version += 1
