"""Family R4 of issue 14 (grammar_cardr4.lark, textc/cardr4.py): printing back a hand looked at and the cards a
look takes."""

from __future__ import annotations

from typing import Any


def look_x(steps: list[dict[str, Any]]) -> Any:
    """The value X stands for in what a look takes (「その中にある、X以下の合計国力を持つ…」), if one does."""
    for st in steps:
        if "steps" in st:
            inner = look_x(st["steps"])
            if inner is not None:
                return inner
        if st.get("do") == "search" and isinstance(st.get("filter", {}).get("max_total_cost"), dict):
            return st["filter"]["max_total_cost"]
    return None
