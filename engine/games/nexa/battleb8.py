"""Issue 14 family B8: a side may not bring units into one battle area this turn (verb cardb8_area_ban, cardb8steps.py;
ruling R-473).

A grant (source, stamp, AREA_BAN, (seat, area, ban, without), "turn_end"): `seat`'s units that fit `without` ("" any unit,
"character" a unit without a character set, else a keyword it lacks) may not sortie into `area` (ban "sortie"), nor go
there at all (ban "move": by a sortie or by an effect). Read behind `if s.grants` by battle._can_sortie and the moving verbs
(effects to_battle, battlesteps to_area, cardt2steps to_unit_area); no import of effects.
"""

from __future__ import annotations

from typing import Final

from .state import State
from .stats import has_character, has_keyword

AREA_BAN: Final = "cardb8_area_ban"


def area_banned(s: State, iid: int, seat: int, area: int, sortie: bool) -> bool:
    """May `seat`'s unit `iid` not go into battle area `area` now (by a sortie when `sortie`, else by an effect)?"""
    for g in s.grants:
        if g[2] == AREA_BAN:
            who, where, ban, without = g[3]
            if who == seat and where == area and (sortie or ban == "move") and (
                    not without or (not has_character(s, iid) if without == "character"
                                    else not has_keyword(s, iid, without))):
                return True
    return False
