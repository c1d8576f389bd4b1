"""Family Z9 (issue 14): 「このカードは、（自軍｜敵軍）効果で（ロール｜リロール）した場合、…」 (R-560).

A card hears that an effect of its own side or of the other side rolled or rerolled it: the verbs roll and reroll
(effects.py) ask `group_rolled` before they act and `heard` after, only when a card of the game hears such an event
(stats.GameCards.hears_by_effect); every card of the set group (P66) whose state the effect changed hears it, the side
being the resolving effect's controller against the card's own side (P63). A cost (not an effect) and the reroll
phase's rule effect (規定の効果) are heard by none of these (R-560).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from .places import set_cards
from .state import SET, State
from .targets import side_of

ROLLED: Final = ("cardz9_rolled_by_own", "cardz9_rolled_by_enemy")
REROLLED: Final = ("cardz9_rerolled_by_own", "cardz9_rerolled_by_enemy")
EVENTS: Final = (*ROLLED, *REROLLED)


def group_of(s: State, iid: int) -> list[int]:
    """The set group of `iid` (P66): its host first, then the cards set on it."""
    host = iid
    while s.zone[host] == SET and s.set_to[host] >= 0:
        host = s.set_to[host]
    return [host, *set_cards(s, host)]


def group_rolled(s: State, iid: int) -> list[tuple[int, bool]]:
    """Each card of `iid`'s set group with its rolled state, before an effect rolls or rerolls it."""
    return [(c, s.rolled[c]) for c in group_of(s, iid)]


def heard(s: State, before: list[tuple[int, bool]], seat: int, queue_trigger: Callable[[State, str, int], None]) -> None:
    """Every card whose state changed since `before` hears it, by the effect of `seat` (自軍 or 敵軍 for that card)."""
    for c, was in before:
        now = s.rolled[c]
        if now == was:
            continue
        events = ROLLED if now else REROLLED
        queue_trigger(s, events[0] if side_of(s, c) == seat else events[1], c)
