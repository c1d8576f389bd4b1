"""NEX-A rulebook P78: how a classic card's cost reads when it is played in a NEX-A match.

Cards other than G (and ACE, which classic has none of) pay: (1) a roll cost of the card's own
specified colour equal to its original total power; (2) then remove own hand cards or Gs from the game,
X in all, X = the original specified power (X=0 counts as 1).
"""

from __future__ import annotations

from dataclasses import dataclass

from .schema import CardModel


@dataclass(frozen=True)
class NexaCost:
    colour: str
    roll: int
    remove: int


def nexa_cost(card: CardModel) -> NexaCost | None:
    """The NEX-A reading of `card`'s cost; None for a G (P78 leaves Gs as they are)."""
    if card.type == "g":
        return None
    return NexaCost(card.colour, card.total, max(1, card.need))
