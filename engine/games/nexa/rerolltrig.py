"""Triggers of family V3 (issue 14): 「このカードがリロールした場合」 and 「自軍本国が回復する毎に」.

`reroll` rerolls a card's set group (P66) as places.set_rolled does and lets every card of the group that
was rolled hear 「このカードがリロールした場合」 (event rerolled, R-123); `recovered` lets the texts of both
sides hear that a player's home recovered (「自軍本国が回復する毎に」: own_home_recovers, enemy_…), once per
recovery that brought a card back.
"""

from __future__ import annotations

from .state import SET, State
from .stats import game_cards


def reroll(s: State, iid: int) -> None:
    """Reroll the set group of `iid` (P66); each of its cards that was rolled hears it rerolled."""
    from .effects import queue_trigger
    from .places import set_cards, set_rolled

    if not game_cards(s).hears_rerolled:  # no card of the game hears 「このカードがリロールした場合」: the reroll alone
        set_rolled(s, iid, False)
        return
    host = iid
    while s.zone[host] == SET and s.set_to[host] >= 0:
        host = s.set_to[host]
    group = [host, *set_cards(s, host)]
    was = [c for c in group if s.rolled[c]]
    set_rolled(s, iid, False)
    for c in was:
        if not s.rolled[c]:
            queue_trigger(s, "rerolled", c)


def recovered(s: State, seat: int, moved: int) -> None:
    """A recovery brought `moved` cards back to `seat`'s home: 「…本国が回復する毎に」 is heard once (R-123)."""
    if moved > 0:
        from .effects import queue_global

        queue_global(s, "home_recovers", seat)
