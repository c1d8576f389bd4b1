"""verb `cardz6_onto_pile` (issue 14, family Z6; R-401): 「…を、持ち主の、本国、または捨て山の上に移す」. Each card goes
on top of its owner's home or of its owner's discard pile (P61: a card goes to its owner's place); the effect's
controller says which, card by card."""

from __future__ import annotations

from typing import Final

from .effects import Step, move_to, resolve_target, seat_of, source_of, verb
from .overrides import unmoved
from .state import Resolving, State
from .take_top import ask_nth

PILES: Final = ("home_top", "discard")
LABELS: Final = [{"ja": "本国の上", "en": "top of the home"}, {"ja": "捨て山の上", "en": "top of the discard pile"}]


@verb("cardz6_onto_pile")
def _onto_pile(s: State, ctx: Resolving, st: Step) -> None:
    seat = seat_of(ctx)
    for nth, iid in enumerate(resolve_target(s, ctx, st["target"])):
        if unmoved(s, iid, seat, source_of(ctx)):
            continue  # 「敵軍効果では移動しない」 (family O5, R-310)
        pick = ask_nth(ctx, seat, nth, LABELS, ("どちらの上に移すか", "Onto which pile"))
        move_to(s, iid, PILES[pick], s.owner[iid])
