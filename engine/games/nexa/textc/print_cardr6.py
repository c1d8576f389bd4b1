"""Printer of issue 14's family R6 (textc/cardr6.py): named step results and looking at cards, round 2."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_CMP = {"cardr6_at_least": "以上の", "cardr6_at_most": "以下の"}


def condition(cond: dict[str, Any], value: Callable[[Any], str]) -> str | None:
    """「（値）が8以上の」, 「（値）が、（値）以上の」, else None."""
    if len(cond) != 1:
        return None
    key, arg = next(iter(cond.items()))
    if key not in _CMP:
        return None
    a, b = arg
    if isinstance(b, int):
        return f"{value(a)}が{b}{_CMP[key]}"
    return f"{value(a)}が、{value(b)}{_CMP[key]}"
