"""Canonical wordings of grammar_cardo9.lark's constructs (family O9: rule overrides, durations and states, round 4),
called from printer.py's small hooks; textc/cardo9.py builds the same constructs."""

from __future__ import annotations

from typing import Any

from .cardc import _squad
from .cardo9 import SQUAD_TO_HOME


def step(s: dict[str, Any], targets: dict[str, Any]) -> str | None:
    """This family's steps in words, or None."""
    if s.get("do") == SQUAD_TO_HOME and s.get("until") == "turn_end":
        return f"このターン、{_squad(s['target'], targets)}が与える戦闘ダメージは、敵軍部隊の代わりに敵軍本国に与えられる"
    return None
