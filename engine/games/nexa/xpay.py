"""Payments while an effect resolves (issue 14, family V): 「Xを支払う事ができる。その場合、…X…」, and
「敵軍は1を支払う（事ができる）」, paid (and chosen) by the other player.

The controller chooses X (at least 1, at most the text's cap and what their rerolled Gs can pay,
P65), rolls the Gs for it as 「Nを支払う」 does (R-32), and the later steps read that X.
"""

from __future__ import annotations

from .costs import auto_payment
from .effects import (
    Step,
    StepFailed,
    _all_or_nothing,
    ask_option,
    ask_yes_no,
    pay_now,
    precheck,
    seat_of,
    side_seat,
    verb,
)
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
    ctx.entry = ctx.entry._replace(x=x)  # the later steps' X (val reads ctx.entry.x)
    emit(s, "pay", f"{s.players[seat]}: X={x}、Gを{len(chosen)}枚ロールして支払った",
         f"{s.players[seat]} paid X={x}, rolling {len(chosen)} G", tuple(chosen))


@verb("pay_by")
def _pay_by(s: State, ctx: Resolving, st: Step) -> None:
    """「敵軍は1を支払う」: that side's player rolls rerolled Gs for it (R-32); the step fails if they cannot."""
    pay_now(s, side_seat(ctx, st["side"]), st["pay"])


@verb("may_by")
def _may_by(s: State, ctx: Resolving, st: Step) -> list[Step] | None:
    """「敵軍は1を支払う事ができる。その場合、…」: that side's player says whether they do (as `optional`
    asks the controller; declined, a その場合 rest is not applied, R-30)."""
    seat = side_seat(ctx, st["side"])
    if ask_yes_no(s, ctx, seat, ("支払いますか？", "Pay?")):
        if _all_or_nothing(s, ctx) and not precheck(s, ctx, tuple(st["steps"])):
            raise StepFailed
        return list(st["steps"])
    if _all_or_nothing(s, ctx):
        raise StepFailed
    return None
