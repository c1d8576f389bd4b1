"""Canonical wordings of grammar_cardo6.lark's constructs (called from printer.py by its hooks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardo6 import STAR_NOTE, STATE_ENTERED


def note(reminder: str) -> str | None:
    """A note of the family on a line of its own, else None."""
    return "（注：＊が加えられた数値は、０として扱う）" if reminder == STAR_NOTE else None


def step(s: dict[str, Any], condition: Callable[[dict[str, Any]], str],
         whole: Callable[[dict[str, Any]], str]) -> str | None:
    """One step of the family in words (without 。), or None: only its own wording keys."""
    if s.get("wording") == STATE_ENTERED and s["do"] == "if" and len(s["then"]) == 1:
        return f"{condition(s['condition'])}状態で、このカードが場に出た場合、（さらに）{whole(s['then'][0])}"
    return None
