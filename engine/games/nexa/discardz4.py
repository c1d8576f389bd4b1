"""「（step）。この効果で、ユニット以外のカードが廃棄された場合、（自軍は）カード1枚を引く。」 (issue 14, family Z4; ruling
R-245): `watch_discarded` notes how many cards each junkyard holds, runs its first step (a hand's card chosen and
discarded, the top cards of a pile discarded), and `if_discarded` runs its steps when a card put into a junkyard since
fits the selector (the card as it is in the junkyard: its printed kind and traits, P61)."""

from __future__ import annotations

from .effects import Step, seat_of, source_of, verb
from .state import JUNK, Resolving, State
from .targets import matches


@verb("watch_discarded")
def _watch_discarded(s: State, ctx: Resolving, st: Step) -> list[Step]:
    ctx.bound["_junk_before"] = (len(s.place(0, JUNK)), len(s.place(1, JUNK)))
    return list(st["steps"])


@verb("if_discarded")
def _if_discarded(s: State, ctx: Resolving, st: Step) -> list[Step]:
    before = ctx.bound.get("_junk_before", (0, 0))
    flt = {"side": "any", **st["of"], "zone": "junkyard"}
    for seat in (0, 1):
        for c in s.place(seat, JUNK)[before[seat]:]:
            if matches(s, flt, c, seat_of(ctx), source_of(ctx), by_effect=False):
                return list(st["steps"])
    return []
