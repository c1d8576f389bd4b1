"""「（selector）が場から離れた場合」 (issue 14, family Z4; ruling R-240): texts heard when a card leaves the field
(P62), the card matched as it was on the field, before it left (its side, its traits, its area), so that
「敵軍カード」 or 「このカードが、戦闘エリアにいる状態で」 read what the card was, not where it went.

`before_leaving` runs in places.move before the card is taken off the field and returns the texts that hear
it; `queue_leavers` queues them once the move is done (after the card's own 「このカードが場から離れた場合」).
"""

from __future__ import annotations

from typing import Final

from .cards import Ability
from .state import FIELD_ZONES, State
from .stats import cached, field_triggered_abilities
from .targets import matches, side_of

_NONE: Final[tuple[tuple[int, Ability], ...]] = ()


def _watchers(s: State) -> tuple[tuple[int, Ability], ...]:
    """(card, text) of every card_leaves text on the field, for the state version (most boards: none)."""
    c = cached(s)
    hit: tuple[tuple[int, Ability], ...] | None = c.get("card_leaves")
    if hit is None:
        hit = tuple((iid, a) for iid, a in field_triggered_abilities(s) if a.on == "card_leaves") or _NONE
        c["card_leaves"] = hit
    return hit


def before_leaving(s: State, iid: int, dest: int) -> list[tuple[int, Ability]] | None:
    """The texts that hear `iid` leave the field for `dest`, matched now, while it is still there; None if none."""
    if dest in FIELD_ZONES or s.zone[iid] not in FIELD_ZONES or iid in s.chip_specs:
        return None
    watch = _watchers(s)
    if not watch:
        return None
    hits = [(other, a) for other, a in watch if a.of is not None and matches(s, a.of, iid, side_of(s, other), other)]
    return hits or None


def queue_leavers(s: State, hits: list[tuple[int, Ability]]) -> None:
    """Queue the texts `before_leaving` found (each once a turn unless 毎に, P68)."""
    from .effects import _add_trigger

    for other, a in hits:
        left = s.zone[other] not in FIELD_ZONES  # this card itself left: it hears it as its owner's (P68)
        _add_trigger(s, other, a.index, a.every, owner_seat=s.owner[other] if left else None)
