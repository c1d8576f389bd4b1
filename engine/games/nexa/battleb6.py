"""Issue 14 family B6: battle, round 2 — rules read by battle.py.

- 「このターン、自軍本国は、対象から戦闘ダメージを受けない」 (ruling R-421): a grant (source, stamp, SHIELD_FROM,
  (seat, ((unit, stamp), …)), until) names the units of the chosen squad when the effect resolved; a squad holding one of
  them deals no battle damage to that seat's home this turn (battle.battle_damage asks behind `if s.grants`, only where a
  squad's battle damage would reach a home).
"""

from __future__ import annotations

from typing import Final

from .state import State

SHIELD_FROM: Final = "cardb6_home_shield_from"


def shielded_from(s: State, seat: int, squad: list[int]) -> bool:
    """Does an effect keep the battle damage of this squad off `seat`'s home now?"""
    for g in s.grants:
        if g[2] != SHIELD_FROM or g[3][0] != seat:
            continue
        for u, stamp in g[3][1]:
            if s.stamp[u] == stamp and u in squad:
                return True
    return False
