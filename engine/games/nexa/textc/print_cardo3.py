"""Canonical wordings of grammar_cardo3.lark's constructs (called from printer.py by its hooks)."""

from __future__ import annotations

from typing import Any

from .compiler import COLOUR

_JA_COLOUR = {v: k for k, v in COLOUR.items()}


def continuous(c: dict[str, Any]) -> str | None:
    """One continuous application of the family in words, or None."""
    if c["apply"] == "g_as_colour":
        return (f"{_JA_COLOUR[c['from']]}のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、"
                f"{_JA_COLOUR[c['colour']]}のGサインを持つGとしても扱える。")
    return None
