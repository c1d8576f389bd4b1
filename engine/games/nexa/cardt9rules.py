"""Issue 14 family T9: rule changes its texts make, read by the turn's rule effects (turn.py).

- 「このターン、自軍は、規定の効果でカードを引く場所を、自軍捨て山の上に変更する」 (verb cardt9_rule_draw_from,
  cardt9steps.py): kept in `State.skips` as (seat, DRAW_FROM_DISCARD) — a "lock:" key, so cleared at every turn's
  end (turn._end_turn) — the player's rule draw (P59) then takes the top card of its own discard pile (R-540). The
  turn's draw costs one set lookup more.
"""

from __future__ import annotations

from typing import Final

from .places import draw, emit, name, put
from .state import DISCARD, HAND, State

DRAW_FROM_DISCARD: Final = "lock:draw_from_discard"


def rule_draw(s: State, seat: int) -> int:
    """The draw phase's rule draw of one card (P59), from the place an effect changed it to (R-540)."""
    if (seat, DRAW_FROM_DISCARD) not in s.skips:
        return draw(s, seat, 1)
    pile = s.place(seat, DISCARD)
    if not pile:
        return 0
    iid = pile.pop()
    put(s, iid, HAND, seat)
    emit(s, "draw", f"{name(s, iid)}を捨て山から引いた", f"drew {name(s, iid, 'en')} from the discard pile", (iid,), seat,
         private_to=seat, public=(f"{s.players[seat]}: 捨て山から1枚引いた", f"{s.players[seat]} drew a card from the discard pile"))
    return 1
