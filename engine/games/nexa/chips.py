"""The verb `chip_squad` (issue 14 family K): 「…チップ｛UNIT…｝1個をこのカードの部隊の任意の順番に出す」.

Chips (P67) made as the verb `chip` makes them, put into the squad of the card whose text this is, at
the place in it the player picks (任意の順番: before any unit, or last). Without that squad (the card is
not in a battle area) the step cannot apply and makes nothing.
"""

from __future__ import annotations

from .effects import VERB_FUNCS, Step, StepFailed, ask_option, seat_of, source_of, verb
from .places import emit, move, name
from .state import BATTLE, DEPLOY, Resolving, State
from .stats import host_of, squad_index


@verb("chip_squad")
def _chip_squad(s: State, ctx: Resolving, st: Step) -> None:
    me = host_of(s, source_of(ctx))
    seat = seat_of(ctx)
    if s.zone[me] != BATTLE or s.ctrl[me] != seat:
        raise StepFailed()
    chips_into_squad(s, ctx, st, seat, squad_index(s, me))


def chips_into_squad(s: State, ctx: Resolving, st: Step, seat: int, qi: int) -> None:
    """The chips `st` makes join squad `qi`, at the place the player picks in it (before any unit, or last; an empty
    squad asks nothing): 「…の任意の順番に出す」 (families K and B5)."""
    squad = [u for u in s.squads[qi] if u >= 0]
    at = len(squad)
    if squad:
        labels = [{"ja": f"{name(s, u)}の前", "en": f"before {name(s, u, 'en')}"} for u in squad]
        labels.append({"ja": "最後尾", "en": "at the back"})
        at = ask_option(s, ctx, seat, len(labels), labels, ("チップを出す位置", "Where the chips go in the squad"))
    before = len(s.defs)
    VERB_FUNCS["chip"](s, ctx, {k: v for k, v in st.items() if k != "area"} | {"do": "chip"})
    made = [i for i in range(before, len(s.defs)) if s.zone[i] == DEPLOY]
    for iid in made:
        move(s, iid, BATTLE, seat, controller=seat)
    order = [u for u in s.squads[qi] if u >= 0 and u not in made]
    place = order.index(squad[at]) if at < len(squad) and squad[at] in order else len(order)
    s.squads[qi] = order[:place] + made + order[place:]
    s.version += 1
    emit(s, "move", "チップを部隊に出した", "chips joined the squad", tuple(made), seat)
