"""Canonical wordings of grammar_cardz3.lark's constructs (called from printer.py by one hook)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardz3 import HOME_OR

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}


def step(s: dict[str, Any], targets: dict[str, Any], print_step: Callable[[dict[str, Any], dict[str, Any]], str],
         target: Callable[[Any, dict[str, Any]], str]) -> str | None:
    """One step of the family in words, or None."""
    if s["do"] == "to_own_deploy":
        state = "" if "rolled" not in s else ("ロール" if s["rolled"] else "リロール") + "状態で"
        return f"{target(s['target'], targets)}を自軍配備エリアに{state}移す"
    if s["do"] == "choose_one" and s.get("wording") == HOME_OR:
        home, other = (o["steps"][0] for o in s["options"])
        return f"{_JA_SIDE[home['side']]}本国、または{print_step(other, targets)}"
    return None
