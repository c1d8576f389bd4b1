"""A graphic's guard and gain levels in the public scrape (issue 14, ruling R-60).

The rulebook (P29) gives a graphic a ガードレベル (the guard system's text) and a ゲインレベル (read
by ゲイン in place of a roll cost); a graphic has no cost. The scrape has no level columns: a few
graphic records carry two numbers in the cost columns, in the card's printed order (guard, then
gain: the gain level stands where a roll cost would, P29), the others carry none. R-60 reads the
numbers where they are, and gives a graphic without them levels of 0 (the guard system adds
nothing, ゲイン reads 0). Either way the import report says so (`defaulted`).
"""

from __future__ import annotations

import unicodedata
from typing import Any

READ = "graphic levels read from the cost columns (R-60)"
ABSENT = "graphic levels not in the record: 0 (R-60)"


def _level(raw: Any) -> int | None:
    s = unicodedata.normalize("NFKC", str(raw or "")).strip()
    return int(s) if s.isdigit() else None


def graphic_levels(rec: dict[str, Any]) -> tuple[dict[str, int], str]:
    """(guard_level and gain_level for the card, the report's note on where they came from)."""
    guard, gain = _level(rec.get("totalCostLengthStr")), _level(rec.get("colorCost"))
    if guard is not None and gain is not None:
        return {"guard_level": guard, "gain_level": gain}, READ
    return {"guard_level": 0, "gain_level": 0}, ABSENT
