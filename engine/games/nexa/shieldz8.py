"""「自軍本国は、このターン、5以上の戦闘ダメージを受けない」 (issue 14, family Z8; R-489): a grant (source, stamp, MIN_SHIELD,
(seat, N), until) of verb `cardz8_home_min_shield` (stepsz8.py); battle.battle_damage asks `min_shielded` behind
`if s.grants`, where a squad's battle damage would reach a home: a damage of N or more from one squad is not dealt."""

from __future__ import annotations

from typing import Final

from .state import State

MIN_SHIELD: Final = "cardz8_home_min_shield"


def min_shielded(s: State, seat: int, n: int) -> bool:
    """Does an effect keep this battle damage (n, of one squad) off `seat`'s home?"""
    return any(g[2] == MIN_SHIELD and g[3][0] == seat and n >= g[3][1] for g in s.grants)


REDUCE_FROM: Final = "cardz8_home_reduce_from"  # (source, stamp, REDUCE_FROM, (seat, ((unit, stamp), …), N), until)


def reduced_from(s: State, seat: int, squad: list[int], n: int) -> int:
    """「このターン、対象が自軍本国に与える戦闘ダメージはN減殺される」: the battle damage this squad deals `seat`'s home, less N
    for each such effect naming one of its units (as family B6's R-421 names a squad by its units)."""
    for g in s.grants:
        if g[2] == REDUCE_FROM and g[3][0] == seat and any(s.stamp[u] == stamp and u in squad for u, stamp in g[3][1]):
            n -= g[3][2]
    return max(n, 0)
