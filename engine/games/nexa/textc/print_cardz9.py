"""Canonical wordings of grammar_cardz9.lark's constructs (family Z9; called from printer.py by its hooks)."""

from __future__ import annotations

from typing import Any


def condition(cond: dict[str, Any]) -> str | None:
    """A condition of the family in words (its own keys only), else None."""
    if len(cond) == 1:
        if "junkyard_at_least" in cond:
            return f"自軍ジャンクヤードにカードが{cond['junkyard_at_least']}枚以上ある"
        if "enemy_junkyard_at_least" in cond:
            return f"敵軍ジャンクヤードにカードが{cond['enemy_junkyard_at_least']}枚以上ある"
    return None

