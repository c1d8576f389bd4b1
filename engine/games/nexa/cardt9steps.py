"""Issue 14 family T9: the verbs of textc/cardt9.py's constructs.

- verb `cardt9_rule_draw_from`: 「このターン、自軍は、規定の効果でカードを引く場所を、自軍捨て山の上に変更する」: until the
  turn ends the player's rule draw takes the top card of its own discard pile (cardt9rules.py, R-540).
"""

from __future__ import annotations

from .cardt9rules import DRAW_FROM_DISCARD
from .effects import Step, seat_of, verb
from .places import emit
from .state import Resolving, State


@verb("cardt9_rule_draw_from")
def _rule_draw_from(s: State, ctx: Resolving, st: Step) -> None:
    me = seat_of(ctx)
    seat = me if st["side"] == "own" else 1 - me
    s.skips.add((seat, DRAW_FROM_DISCARD))
    emit(s, "grant", "このターン規定の効果で捨て山の上からカードを引く", "this turn's rule draw is from the discard pile", ())
    s.version += 1
