"""「（selector）が破壊されて廃棄された場合」 (issue 14, family Z5; ruling R-330): texts heard when a destroyed card
that fits goes to the junkyard (P39: at the end of the cut, or at once outside free timings), the card matched as it
was on the field, before it left (its side, its traits, its squad, what it was engaged with).

`before_discard` runs where a destroyed card is discarded (cut.py, turn.py), before the move, and returns the texts
that hear it; leavesz4's `queue_leavers` queues them once the card is in the junkyard.
"""

from __future__ import annotations

from typing import Final

from .cards import Ability
from .state import State
from .stats import cached, field_triggered_abilities
from .targets import matches, side_of

_NONE: Final[tuple[tuple[int, Ability], ...]] = ()
_KEY: Final = "card_destroyed_out"


def _watchers(s: State) -> tuple[tuple[int, Ability], ...]:
    """(card, text) of every card_destroyed_out text on the field, for the state version (most boards: none)."""
    c = cached(s)
    hit: tuple[tuple[int, Ability], ...] | None = c.get(_KEY)
    if hit is None:
        hit = tuple((iid, a) for iid, a in field_triggered_abilities(s) if a.on == _KEY) or _NONE
        c[_KEY] = hit
    return hit


def before_discard(s: State, iid: int) -> list[tuple[int, Ability]] | None:
    """The texts that hear the destroyed `iid` go to the junkyard, matched now, while it is on the field; None if none."""
    watch = _watchers(s)
    if not watch or iid in s.chip_specs:
        return None
    hits = [(other, a) for other, a in watch if a.of is not None and matches(s, a.of, iid, side_of(s, other), other)]
    return hits or None

