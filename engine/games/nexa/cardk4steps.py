"""Issue 14 family K4: steps of the long tail.

- verb `lock_plays`: 「敵軍は、このターン、コマンドをプレイできない」, 「全ての軍は、このターン、テキストをプレイできない」: the
  player (both players for 「全ての軍」) cannot play commands (texts) until the turn ends (P43, P44: a play is declared
  only when allowed). Kept in `State.skips` (playlocks.py), cleared at every turn's end (turn._end_turn); play.py
  reads them with one set lookup.
- verb `withdraw_rerolled`: 「…ユニット1枚を、持ち主の配備エリアにリロール状態で移す」: `withdraw` (a unit of a battle area to
  the deploy area, a card another player took back to its owner, R-171), then its set group rerolled (P66).
"""

from __future__ import annotations

from . import zonesz3
from .effects import Step, resolve_target, seat_of, verb
from .places import emit, move, set_rolled
from .playlocks import LOCKS
from .state import BATTLE, DEPLOY, FIELD_ZONES, Resolving, State
from .stats import host_of


@verb("lock_plays")
def _lock_plays(s: State, ctx: Resolving, st: Step) -> None:
    me = seat_of(ctx)
    seats = (me, 1 - me) if st["side"] == "any" else (me,) if st["side"] == "own" else (1 - me,)
    for seat in seats:
        s.skips.add((seat, LOCKS[st["what"]]))
    what = {"text": ("テキスト", "texts"), "command": ("コマンド", "commands"),
            "unit_text": ("ユニットのテキスト", "unit texts")}[st["what"]]
    emit(s, "grant", f"このターン{what[0]}をプレイできない", f"no {what[1]} played this turn", ())
    s.version += 1


@verb("withdraw_rerolled")
def _withdraw_rerolled(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"]):
        h = host_of(s, iid)
        if not zonesz3.back_to_owner(s, h) and s.zone[h] == BATTLE:
            move(s, h, DEPLOY, s.ctrl[h], controller=s.ctrl[h])
        if s.zone[h] in FIELD_ZONES:
            set_rolled(s, h, False)
