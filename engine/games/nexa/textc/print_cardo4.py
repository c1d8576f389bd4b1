"""Canonical wordings of grammar_cardo4.lark's constructs (called from printer.py by its hooks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Target = Callable[[Any, dict[str, Any]], str]


def step(s: dict[str, Any], targets: dict[str, Any], target: Target) -> str | None:
    """One step of the family in words (without 。), or None: only its own wording keys."""
    if s["do"] == "if" and s.get("wording") == "further" and s["then"][0].get("until") == "cut_end":  # 「…さらにカット…」
        from .cardb import PROTECTION_JA
        from .printer import _condition

        then = s["then"][0]
        return f"{_condition(s['condition'])}場合、{target(then['target'], targets)}は、さらにカット終了時まで、" + \
            PROTECTION_JA[then["status"]]
    return None
