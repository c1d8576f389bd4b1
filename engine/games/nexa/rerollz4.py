"""「このカードは、敵軍リロールフェイズの規定の効果でもリロールする。」 (issue 14, family Z4; ruling R-244): the reroll phase's
rule (P40) rerolls the set group of such a card in the other player's turn too. Read once a turn, at that rule;
boards without the status pay one cached lookup (stats.applied_kinds)."""

from __future__ import annotations

from typing import Final

from .state import SET, State
from .stats import applied_kinds, continuous_table

_NONE: Final[frozenset[int]] = frozenset()


def also_rerolled(s: State, active: int) -> frozenset[int]:
    """The cards of the other player (their set group's host: the rule reads hosts, P66) with the status."""
    if "status" not in applied_kinds(s):
        return _NONE
    out: set[int] = set()
    for iid, entry in continuous_table(s).items():
        if "enemy_phase_reroll" in entry.status and s.ctrl[iid] >= 0 and s.ctrl[iid] != active:
            host = iid
            while s.zone[host] == SET and s.set_to[host] >= 0:
                host = s.set_to[host]
            out.add(host)
    return frozenset(out)
