"""verb `cardz6_onto_pile` (issue 14, family Z6; R-401): 「…を、持ち主の、本国、または捨て山の上に移す」. Each card goes
on top of its owner's home or of its owner's discard pile (P61: a card goes to its owner's place); the effect's
controller says which, card by card."""

from __future__ import annotations

from typing import Final

from .effects import Step, move_to, resolve_target, seat_of, source_of, val, verb
from .overrides import unmoved
from .places import emit
from .state import DISCARD, HOME, Resolving, State
from .take_top import ask_nth

PILES: Final = ("home_top", "discard")
LABELS: Final = [{"ja": "本国の上", "en": "top of the home"}, {"ja": "捨て山の上", "en": "top of the discard pile"}]


@verb("cardz6_onto_pile")
def _onto_pile(s: State, ctx: Resolving, st: Step) -> None:
    seat = seat_of(ctx)
    cards = [iid for iid in resolve_target(s, ctx, st["target"]) if not unmoved(s, iid, seat, source_of(ctx))]
    picks = [ask_nth(ctx, seat, nth, LABELS, ("どちらの上に移すか", "Onto which pile")) for nth in range(len(cards))]
    for iid, pick in zip(cards, picks, strict=True):  # (every question first: a step asked again is run again from its start)
        move_to(s, iid, PILES[pick], s.owner[iid])


@verb("cardz6_piles_total")
def _piles_total(s: State, ctx: Resolving, st: Step) -> None:
    """「…は、自分の本国と、自分の捨て山の上のカード合計N枚を、可能な限り廃棄する」: each player named, the controller
    first, sends N cards all told (fewer only if both piles hold fewer) from the tops of their home and discard pile to
    their junkyard, saying how many come from the home (R-402)."""
    me = seat_of(ctx)
    side = st["side"]
    seats = (me, 1 - me) if side == "any" else (me,) if side == "own" else (1 - me,)
    n = val(s, ctx, st["count"])
    asked = 0
    plan: list[tuple[int, list[int]]] = []
    for seat in seats:  # every question first: a step asked again is run again from its start
        home, pile = s.place(seat, HOME), s.place(seat, DISCARD)
        total = min(n, len(home) + len(pile))
        lo, hi = max(0, total - len(pile)), min(total, len(home))
        k = lo
        if hi > lo:
            k = lo + ask_nth(ctx, seat, asked, [{"ja": f"本国から{i}枚", "en": f"{i} from the home"}
                                               for i in range(lo, hi + 1)], ("本国から何枚か", "How many from the home"))
            asked += 1
        plan.append((seat, home[len(home) - k:][::-1] + pile[len(pile) - (total - k):][::-1]))
    for seat, taken in plan:
        for c in taken:
            move_to(s, c, "junkyard", seat)
        if taken:
            emit(s, "discard", f"{s.players[seat]}: 本国と捨て山の上のカード{len(taken)}枚を廃棄",
                 f"{s.players[seat]} discarded {len(taken)} from the tops of home and discard pile", tuple(taken), seat)
