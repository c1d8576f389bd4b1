"""Printer of family K9's constructs (textc/cardk9.py compiles them): canonical Japanese, or None for another family's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def step(s: dict[str, Any], target: Callable[[Any], str], stats: Callable[[list[Any]], str]) -> str | None:
    """A step of the family in words (without 。), or None."""
    if s.get("do") == "modify" and any(isinstance(v, dict) and "per_count" in v for v in s["stats"]):  # 「…1枚につき、ターン終了時まで+1/+1/+1を得る」
        pers = [v["per_count"] for v in s["stats"] if isinstance(v, dict)]
        if not pers or any(p["of"] != pers[0]["of"] or p["each"] != pers[0]["each"] for p in pers):
            return None
        values = [v["per_count"]["gives"] if isinstance(v, dict) else v for v in s["stats"]]
        who = target({**pers[0]["of"], "count": "bare"})
        return f"{target(s['target'])}は、{who}{pers[0]['each']}枚につき、ターン終了時まで{stats(values)}を得る"
    return None


def ability(a: dict[str, Any]) -> str | None:
    """A whole ability of the family in words, or None: 「『恒常』：自軍ターン開始時に、このカードがジャンクヤードにある場合、…」."""
    if a["kind"] == "triggered" and a.get("on") == "own_turn_start" and a.get("condition") == {"self_in": "junkyard"}:
        from .printer import _ability

        words: str = _ability({k: v for k, v in a.items() if k != "condition"})  # 「『起動』：自軍ターン開始時に…」
        start = "『起動』：自軍ターン開始時"  # (「自軍ターン開始時、」: the core trigger's words)
        if words.startswith(start):
            return "『恒常』：自軍ターン開始時に、このカードがジャンクヤードにある場合、" + words.removeprefix(start).lstrip("、")
    return None
