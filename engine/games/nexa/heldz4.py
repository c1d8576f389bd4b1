"""「自軍手札、自軍ハンガーにある、「特徴：A」を持つ全てのユニットは、「クイック」を得る。」 (issue 14, family Z4): a 常駐
text giving クイック to cards of the hand or hangar, read when such a card's play timing is asked (P50, P62).

The engine's play timing of a card comes from its printed クイック (stats.play_timing); `quick_held` adds the クイック
a text on the field gives it off the field. Card lists without such a text pay one flag
(stats._GameCards.quick_off_field).
"""

from __future__ import annotations

from typing import Any

from .conditions import holds
from .state import FIELD_ZONES, State
from .stats import applied_kinds, cached, gives_quick_off_field, static_sources
from .targets import matches


def _givers(s: State) -> tuple[tuple[int, dict[str, Any]], ...]:
    c = cached(s)
    hit: tuple[tuple[int, dict[str, Any]], ...] | None = c.get("z4_quick_held")
    if hit is None:
        hit = c["z4_quick_held"] = tuple((src, app) for src, app in static_sources(s) if gives_quick_off_field(app))
    return hit


def quick_held(s: State, iid: int) -> bool:
    """Does a 常駐 text on the field give this card of a hand or hangar クイック?"""
    if "keyword" not in applied_kinds(s) or s.zone[iid] in FIELD_ZONES:
        return False
    for src, app in _givers(s):
        seat = s.ctrl[src] if s.ctrl[src] >= 0 else s.owner[src]
        cond = app.get("condition")
        if cond is not None and not holds(s, cond, src, seat):
            continue
        if matches(s, app["target"], iid, seat, src, by_effect=False):
            return True
    return False
