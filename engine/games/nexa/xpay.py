"""「Xを支払う事ができる。その場合、…X…」 (issue 14, family V): a payment of X while an effect resolves.

The controller chooses X (at least 1, at most the text's cap and what their rerolled Gs can pay,
P65), rolls the Gs for it as 「Nを支払う」 does (R-32), and the later steps read that X.
"""

from __future__ import annotations

from dataclasses import replace

from .costs import auto_payment
from .effects import Step, StepFailed, ask_option, seat_of, verb
from .places import emit, set_rolled
from .state import Resolving, State

MAX_X = 20  # as play.MAX_X: the most an X is offered up to


@verb("pay_x")
def _pay_x(s: State, ctx: Resolving, st: Step) -> None:
    seat = seat_of(ctx)
    colour = st.get("colour", "any")
    cap = int(st.get("max", MAX_X))
    options = [x for x in range(1, cap + 1) if auto_payment(s, seat, {colour: x}) is not None]
    if not options:
        raise StepFailed
    pick = 0 if len(options) == 1 else ask_option(
        s, ctx, seat, len(options), [{"ja": f"X={x}", "en": f"X={x}"} for x in options], ("Xを選ぶ", "Choose X"))
    x = options[pick]
    chosen = auto_payment(s, seat, {colour: x}) or []
    for g in chosen:
        set_rolled(s, g, True)
    ctx.entry = replace(ctx.entry, x=x)  # the later steps' X (val reads ctx.entry.x)
    emit(s, "pay", f"{s.players[seat]}: X={x}、Gを{len(chosen)}枚ロールして支払った",
         f"{s.players[seat]} paid X={x}, rolling {len(chosen)} G", tuple(chosen))
