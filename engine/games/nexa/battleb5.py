"""Family B5 of issue 14 (textc/cardb5.py names these): battle states and events, third round.

「自軍部隊が、敵軍部隊に戦闘ダメージを与えている」 (P71): a squad of that side dealt battle damage to an enemy squad this
turn. battle.battle_damage records every card of a squad that deals it (State.dealt, only in games whose cards ask,
ownstates.asks_dealt), with its stamp and 0 for damage to a squad; the side is the card's controller as it dealt.
"""

from __future__ import annotations

from .state import State
from .targets import side_of


def side_dealt_unit(s: State, side: str, seat: int) -> bool:
    """Did a squad of `side` (seen from `seat`) deal battle damage to an enemy squad this turn?"""
    want = seat if side == "own" else 1 - seat
    return any(k == 0 and side_of(s, u) == want for u, _stamp, k in s.dealt)
