"""Issue 14 family K5: steps of the long tail, part 2.

- verb `draw_to`: 「自軍手札がN枚になるまで、カードを引く」: that side's player draws until the hand holds N cards
  (nothing when it already holds N or more; fewer when the home runs out, P61 ドロー).
"""

from __future__ import annotations

from .effects import Step, side_seat, val, verb
from .places import draw
from .state import HAND, Resolving, State


@verb("draw_to")
def _draw_to(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    n = val(s, ctx, st["count"]) - len(s.place(who, HAND))
    if n > 0:
        draw(s, who, n)
