"""「自軍ジャンクヤードに、…が（新たに）移動した場合」, 「場、または手札から、敵軍ジャンクヤードに…が移動した場合」 (issue 14,
family Z5; ruling R-331): texts heard when a card that fits arrives in a junkyard (P61, P62), matched where it arrived
(the junkyard's side is its owner's).

places.move calls `arrived` after a card reaches a junkyard; card lists with no such text pay one flag
(stats._GameCards.junk_watched).
"""

from __future__ import annotations

from typing import Final

from .cards import Ability
from .state import FIELD_ZONES, HAND, State
from .stats import cached, field_triggered_abilities, game_cards
from .targets import matches, side_of

_NONE: Final[tuple[tuple[int, Ability], ...]] = ()
_KEY: Final = "z5_junk_watchers"
EVENTS: Final = ("card_to_junkyard", "card_to_junkyard_from_play")


def _watchers(s: State) -> tuple[tuple[int, Ability], ...]:
    """(card, text) of every text on the field that hears a junkyard arrival, for the state version."""
    c = cached(s)
    hit: tuple[tuple[int, Ability], ...] | None = c.get(_KEY)
    if hit is None:
        hit = tuple((iid, a) for iid, a in field_triggered_abilities(s) if a.on in EVENTS) or _NONE
        c[_KEY] = hit
    return hit


def arrived(s: State, iid: int, origin: int) -> None:
    """`iid` came to a junkyard from zone `origin`: queue the texts that hear it (each once a turn unless 毎に, P68)."""
    if not game_cards(s).junk_watched:
        return
    from .effects import _add_trigger

    from_play = origin in FIELD_ZONES or origin == HAND
    for other, a in _watchers(s):
        if a.on == "card_to_junkyard_from_play" and not from_play:
            continue
        if a.of is not None and matches(s, a.of, iid, side_of(s, other), other, by_effect=False):
            _add_trigger(s, other, a.index, a.every)
