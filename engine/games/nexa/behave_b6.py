"""Behaviour check helpers of issue 14, family B6 (behave.py calls them when it checks a step)."""

from __future__ import annotations

from typing import Any, Final

from . import state as st
from .battleb6 import SHIELD_FROM
from .cardo5locks import LOCK_ONE_SQUAD

VERBS: Final = frozenset(("cardb6_one_squad", "cardb6_home_shield_from", "cardb6_modify_like"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "cardb6_one_squad":  # the side said, and only it, sorties one squad only this turn
        want = {"own": {0}, "enemy": {1}}[step["side"]]
        have = {seat for seat in (0, 1) if (seat, LOCK_ONE_SQUAD) in sc.state.skips}
        return [] if have == want else [f"cardb6_one_squad: players {sorted(have)}, not {sorted(want)}"]
    if step["do"] == "cardb6_home_shield_from":  # the home said is shielded from the chosen squad's units
        seat = {"own": 0, "enemy": 1}[step["side"]]
        grants = [g for g in sc.state.grants if g[2] == SHIELD_FROM]
        if not grants or any(g[3][0] != seat for g in grants) or not all(g[3][1] for g in grants):
            return [f"cardb6_home_shield_from: grants {[g[3] for g in grants]}, not of seat {seat}"]
        return []
    if step["do"] == "cardb6_modify_like":  # a card gained the printed values of a chosen character
        s = sc.state
        wants = [list(s.defs[c].stats or (0, 0, 0)) for c in range(len(s.zone))
                 if s.defs[c].type == "character" and s.zone[c] in (st.GZONE, st.SET, st.DEPLOY, st.BATTLE)]
        if not wants or all(w == [0, 0, 0] for w in wants):
            return []  # nothing to read, or nothing that shows
        for i, was in b.stats.items():
            now = a.stats.get(i)
            if now is not None and list(now) != list(was) and any(
                    list(now) == [max(0, x + w) for x, w in zip(was, want, strict=True)] for want in wants):
                return []
        return [f"cardb6_modify_like: no card gained one of {wants}"]
    return None
