"""Family B5 of issue 14 (textc/cardb5.py names these): battle states and events, third round.

「自軍部隊が、敵軍部隊に戦闘ダメージを与えている」 (P71): a squad of that side dealt battle damage to an enemy squad this
turn. battle.battle_damage records every card of a squad that deals it (State.dealt, only in games whose cards ask,
ownstates.asks_dealt), with its stamp and 0 for damage to a squad; the side is the card's controller as it dealt.
"""

from __future__ import annotations

from typing import Any, Final

from .state import BATTLE, DEPLOY, State
from .stats import area_of, host_of
from .targets import side_of

MUST: Final = "must_sortie"
HOME_REDUCE: Final = "home_reduce"  # a grant (source, stamp, HOME_REDUCE, (seat, left), until): a pool of reduction


def side_dealt_unit(s: State, side: str, seat: int) -> bool:
    """Did a squad of `side` (seen from `seat`) deal battle damage to an enemy squad this turn?"""
    want = seat if side == "own" else 1 - seat
    return any(k == 0 and side_of(s, u) == want for u, _stamp, k in s.dealt)


def forced_drafted(s: State, seat: int) -> bool:
    """「可能な限り出撃する」 (R-324): every unit of `seat`'s deploy area that must sortie (its own status, or one of its set
    cards') and can sortie to either area is in the sortie being declared."""
    from .battle import can_sortie
    from .places import set_cards
    from .stats import has_status

    drafted = s.sortie_draft[0] + s.sortie_draft[1]
    for u in s.place(seat, DEPLOY):
        if u in drafted or not (has_status(s, u, MUST) or any(has_status(s, c, MUST) for c in set_cards(s, u))):
            continue
        if can_sortie(s, u, seat, 0) or can_sortie(s, u, seat, 1):
            return False
    return True


def self_sortied(s: State, source: int) -> bool:
    """「このカードが出撃している」: its set group is in a battle area, attacking or defending (P32, P33)."""
    h = host_of(s, source)
    return bool(s.zone[h] == BATTLE and area_of(s, h) >= 0)


def both_speeds_of(s: State, ctx: Any, st: dict[str, Any]) -> None:
    """「このターン、対象が与える戦闘ダメージは、「速度1」と「速度2」の両方で与えられる」 (R-168, R-322): every unit of the
    targeted squad as the text resolves carries it (as battlesteps.both_speeds marks this card's unit)."""
    from .battlestates import BOTH
    from .effects import resolve_target
    from .places import emit, name
    from .stats import squad_index

    for iid in resolve_target(s, ctx, st["target"])[:1]:
        q = squad_index(s, iid)
        if q < 0:
            continue
        for u in s.squads[q]:
            if u >= 0:
                s.grants.append((u, s.stamp[u], BOTH, True, st["until"]))
                emit(s, "grant", f"{name(s, u)}の部隊は速度1と速度2の両方で戦闘ダメージを与える",
                     f"{name(s, u, 'en')}: status both_speeds", (u,))
    s.version += 1


def home_reduced(s: State, seat: int, n: int) -> int:
    """The battle damage `seat`'s home takes of `n`, after the pools of 「…合計6まで減殺する」 (R-326), which are used up in
    the order they were made (each grant replaced by one with what is left)."""
    for k, g in enumerate(s.grants):
        if n <= 0:
            break
        if g[2] != HOME_REDUCE or g[3][0] != seat or g[3][1] <= 0:
            continue
        used = min(n, int(g[3][1]))
        n -= used
        s.grants[k] = (g[0], g[1], g[2], (seat, int(g[3][1]) - used), g[4])
        s.version += 1
    return n
