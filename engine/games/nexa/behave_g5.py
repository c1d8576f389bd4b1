"""The behaviour check's part for family G5 of issue 14 (engine/games/nexa/behave.py calls these)."""

from __future__ import annotations

from typing import Any

VERBS = frozenset(("gsign_colour",))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any, every: list[dict[str, Any]]) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "gsign_colour":  # a card's G sign is of the first colour now (the first option picked), and a
        # G of it pays as that colour (costs.g_colour) while selectors read it (targets)
        from .cardg5rules import GSIGN, gsign_colour
        from .costs import g_colour
        from .state import GZONE

        s = sc.state
        want = step["colours"][0]
        changed = [g[0] for g in s.grants if g[2] == GSIGN and g[1] == s.stamp[g[0]]]
        if not changed:
            return [f"G-sign colour to {want}: no card changed"]
        for iid in changed:
            if gsign_colour(s, iid) != want:
                return [f"G-sign colour to {want}: card {iid} reads {gsign_colour(s, iid)}"]
            if s.zone[iid] == GZONE and g_colour(s, iid) != want:
                return [f"G-sign colour to {want}: G {iid} pays as {g_colour(s, iid)}"]
        return []
    return None
