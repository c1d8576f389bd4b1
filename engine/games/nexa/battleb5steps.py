"""Verbs of issue 14 family B5 (textc/cardb5.py names them; effects.py imports this module to register them)."""

from __future__ import annotations

from typing import Final

from .chips import chips_into_squad
from .effects import Step, StepFailed, ask_option, seat_of, verb
from .places import emit
from .state import AREAS, Resolving, State
from .targets import matches

_AREA_JA: Final = {"space": "宇宙エリア", "earth": "地球エリア"}


def fitting_cases(s: State, ctx: Resolving, st: Step, card: int) -> list[Step]:
    """「表にしたカードが、緑のロールコストを持つ場合、A。赤のロールコストを持つ場合、B。」: the further cases of the card
    `reveal_top` shows (its `also`), each read as the card is shown, before any step moves it; every case the card fits
    applies, in the order written, so a card with both roll-cost colours applies both (R-323)."""
    out: list[Step] = []
    for case in st["also"]:
        flt = {**case["if"], "zone": st["zone"], "side": "any"}
        if matches(s, flt, card, seat_of(ctx), ctx.entry.source, by_effect=False):
            out.append({"do": "reveal_branch", "if": case["if"], "steps": case["steps"], "fits": True})
    return out


@verb("reveal_branch")
def _reveal_branch(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """A case of the card shown that fitted it as it was shown (fitting_cases): its steps."""
    return list(st["steps"]) if st.get("fits") else []


@verb("chip_area")
def _chip_area(s: State, ctx: Resolving, st: Step) -> None:
    """「…チップ{UNIT…}1個を戦闘エリアの任意の順番に出す」 / 「…を自軍部隊1つの任意の順番に出す」 (R-325): the player picks a
    battle area (any, or one where an own squad is; with one such area it is not asked), then the place in the own squad
    there (before any unit, or last); the chips (P67) join it, forming the squad when there is none (P70), and the
    areas' engagement is checked."""
    from .battle import update_squads

    seat = seat_of(ctx)
    areas = [a for a in (0, 1) if st["area"] == "any" or any(u >= 0 for u in s.squads[a * 2 + seat])
             or (st["area"] == "unit_area" and any(u >= 0 for u in s.squads[a * 2 + 1 - seat]))]  # (family B9, R-552)
    if not areas:
        raise StepFailed()
    labels = [{"ja": _AREA_JA[AREAS[a]], "en": f"the {AREAS[a]} area"} for a in areas]
    area = areas[ask_option(s, ctx, seat, len(areas), labels, ("チップを出す戦闘エリア", "Where the chips go"))] \
        if len(areas) > 1 else areas[0]
    chips_into_squad(s, ctx, st, seat, area * 2 + seat)  # (chips.py, as family K's chip_squad)
    update_squads(s)


@verb("home_reduce")
def _home_reduce(s: State, ctx: Resolving, st: Step) -> None:
    """「このターン、自軍本国が受ける戦闘ダメージを、合計6まで減殺する」 (R-326): a pool that side's home draws on at each
    battle damage it would take this turn (battleb5.home_reduced)."""
    from .battleb5 import HOME_REDUCE
    from .effects import side_seat, source_of

    seat = side_seat(ctx, st["side"])
    src = source_of(ctx)
    s.grants.append((src, s.stamp[src], HOME_REDUCE, (seat, int(st["amount"])), st["until"]))
    emit(s, "grant", f"{s.players[seat]}の本国が受ける戦闘ダメージを合計{st['amount']}まで減殺",
         f"{s.players[seat]}'s home: battle damage reduced by {st['amount']} in all", (src,), seat)
    s.version += 1
