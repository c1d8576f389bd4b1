"""Family V9 of issue 14: the wordings of textc/cardv9.py printed back."""

from __future__ import annotations

from typing import Any

from .cardv9 import MOVED, STAT_JA


def value(v: Any) -> str | None:
    """A value of the family in words, or None."""
    if isinstance(v, dict) and set(v) == {MOVED}:
        return f"この効果で自軍ハンガーに移したユニットの{STAT_JA[v[MOVED][1]]}"
    return None
