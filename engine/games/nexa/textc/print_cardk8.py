"""Canonical wordings of grammar_cardk8.lark's constructs (family K8; called from printer.py by its hooks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardk8 import FURTHER_FIRST


def step(s: dict[str, Any], whole: Callable[[dict[str, Any]], str],
         condition: Callable[[dict[str, Any]], str]) -> str | None:
    """A step of the family in words (its wording keys only), else None."""
    if s.get("wording") == FURTHER_FIRST and s["do"] == "if" and len(s["then"]) == 1 and not s.get("else"):
        return f"（さらに）{condition(s['condition'])}場合、{whole(s['then'][0])}"
    return None
