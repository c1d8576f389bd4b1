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
