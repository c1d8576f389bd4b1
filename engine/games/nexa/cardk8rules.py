"""Issue 14 family K8: rules a card's 常駐 text changes (ruling R-501).

- continuous `area_ban`: 「敵軍は、このカードがいる戦闘エリアに、3以下の合計国力を持つ自分のユニットを出撃させる事ができない」 /
  「…、ユニットが1枚のみの部隊を出撃させる事ができない」: while the card is in a battle area, the side named may not sortie a unit
  that fits (`unit`) into that area (battle.can_sortie), and a squad of exactly `squad_of` units sortieing there fails the
  sortie check (battle.perform_sortie, as 高機動's: P70 step 3, R-07). Read only when the game's cards have such a text
  (stats._GameCards.area_bans).
"""

from __future__ import annotations

from typing import Any, Final

from .state import State
from .stats import area_of, static_sources
from .targets import matches, side_of

AREA_BAN: Final = "area_ban"


def _bans(s: State, seat: int, area: int) -> list[dict[str, Any]]:
    """The area_ban applications in force against `seat` in battle area `area`."""
    out = []
    for src, c in static_sources(s):
        if c.get("apply") != AREA_BAN or area_of(s, src) != area:
            continue
        mine = side_of(s, src) == seat
        if (c["side"] == "own") == mine:
            out.append(c)
    return out


def unit_banned(s: State, iid: int, seat: int, area: int) -> bool:
    """May `seat`'s unit not sortie into `area` (a unit selector of an area_ban there fits it)?"""
    for c in _bans(s, seat, area):
        sel = c.get("unit")
        if sel is not None and matches(s, sel, iid, seat, -1, by_effect=False):
            return True
    return False


def squad_banned(s: State, seat: int, area: int, units: list[int]) -> bool:
    """Does a squad of these units fail its sortie into `area` (its size is one an area_ban there names)?"""
    return any(c.get("squad_of") == len(units) for c in _bans(s, seat, area))
