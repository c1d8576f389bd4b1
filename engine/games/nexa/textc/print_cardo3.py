"""Canonical wordings of grammar_cardo3.lark's constructs (called from printer.py by its hooks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .compiler import COLOUR

_JA_COLOUR = {v: k for k, v in COLOUR.items()}
Target = Callable[[Any, dict[str, Any]], str]


def continuous(c: dict[str, Any]) -> str | None:
    """One continuous application of the family in words, or None."""
    if c["apply"] == "g_as_colour":
        return (f"{_JA_COLOUR[c['from']]}のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、"
                f"{_JA_COLOUR[c['colour']]}のGサインを持つGとしても扱える。")
    if c["apply"] == "refit_as_g":
        of = "このカードの" if c["of"] == "self" else "このカードと同じ属性のGサインを持つ自軍ユニットの"
        how = "として扱う" if c.get("wording") == "plain" else "としても扱う事ができる"
        note = "（注：自軍Gの枚数として数える事ができる）" if c.get("note") == "count" else ""
        return f"このカードは、{of}「改装」の効果において、自軍G{how}。{note}"
    return None


def step(s: dict[str, Any], targets: dict[str, Any], target: Target) -> str | None:
    """One step of the family in words (without 。), or None."""
    if s["do"] == "make_g" and s.get("owner"):
        return f"{target(s['target'], targets)}を持ち主のGにする"
    return None
