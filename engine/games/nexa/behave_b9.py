"""Behaviour check helpers of issue 14, family B9 (behave.py calls them when it checks a step)."""

from __future__ import annotations

from typing import Any, Final

from .cardb9steps import empty_areas
from .stats import area_of

VERBS: Final = frozenset(("cardb9_empty_area",))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] != "cardb9_empty_area":
        return None
    s = sc.state
    own_only = step.get("side") == "own"
    went = [e.cards[0] for e in a.events if e.kind == "move" and "joins the squad" in e.text["en"]]
    if not went:  # no area without a unit (of the own side): nothing moved, and none is empty now
        return [] if not empty_areas(s, 0, own_only) else ["cardb9_empty_area: an empty area but nothing moved"]
    areas = {area_of(s, i) for i in went}
    if len(areas) != 1:
        return [f"cardb9_empty_area: the units went to areas {sorted(areas)}"]
    area = areas.pop()
    seats = (0,) if own_only else (0, 1)
    others = [u for q in seats for u in s.squads[area * 2 + q] if u >= 0 and u not in went]
    return [] if not others else [f"cardb9_empty_area: the area held units {others} already"]
