"""Canonical wordings of grammar_cardo8.lark's constructs (family O8: rule overrides, durations and states, round 3),
called from printer.py's small hooks; textc/cardo8.py builds the same constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardo8 import AREA_JA, MOVED, MOVED_OF

_AREA_WORD = {v: k for k, v in AREA_JA.items()}


def trigger(a: dict[str, Any], target: Callable[..., str]) -> str | None:
    """This family's triggers, or None."""
    on = a.get("on")
    if on == MOVED:
        if a.get("wording") == "cardo8_area":
            return f"このカードが{_AREA_WORD[a['condition']['exists']['area']]}エリアに移動した場合、"
        return None if "condition" in a else "このカードが戦闘エリアに移動した場合、"
    if on == MOVED_OF:
        return f"{target({**a['of'], 'count': 'bare'}, {})}が戦闘エリアに移動した場合、"
    return None
