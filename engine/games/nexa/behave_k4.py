"""Behaviour check helpers of issue 14, family K4 (behave.py calls them when it builds a scenario)."""

from __future__ import annotations

from typing import Any


def k4_board(rerolled: list[Any], own: dict[str, Any]) -> None:
    """A reroll of own units of one G sign colour (「白のGサインを持つ、全ての自軍ユニットは、…リロールできる」): a rolled own
    unit of that colour in the deploy area, so that the reroll shows on the board."""
    for sel in rerolled:
        if isinstance(sel, dict) and sel.get("side") == "own" and sel.get("type") == "unit" \
                and isinstance(sel.get("gsign_colour"), str):
            own["deploy"].append({"card": f"BH-{sel['gsign_colour']}-1", "rolled": True})
            return
