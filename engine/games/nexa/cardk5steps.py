"""Issue 14 family K5: steps of the long tail, part 2.

- verb `draw_to`: 「自軍手札がN枚になるまで、カードを引く」: that side's player draws until the hand holds N cards
  (nothing when it already holds N or more; fewer when the home runs out, P61 ドロー).
- verb `modify_status`: 「…は、ターン終了時まで+4/+4/+4を得ると共に敵軍効果の対象にならない」: the engine's `modify`
  and `status` on the same card, for the same duration (P56, P57).
"""

from __future__ import annotations

from .effects import VERB_FUNCS, Step, side_seat, val, verb
from .places import draw
from .state import HAND, Resolving, State


@verb("draw_to")
def _draw_to(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    n = val(s, ctx, st["count"]) - len(s.place(who, HAND))
    if n > 0:
        draw(s, who, n)


@verb("modify_status")
def _modify_status(s: State, ctx: Resolving, st: Step) -> None:
    until = st.get("until", "turn_end")
    VERB_FUNCS["modify"](s, ctx, {"do": "modify", "target": st["target"], "stats": st["stats"], "until": until})
    VERB_FUNCS["status"](s, ctx, {"do": "status", "target": st["target"], "status": st["status"], "until": until})
