"""Family T5 of the card-text printer (issue 14): the wordings of textc/cardt5.py's constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

G_PLAY = "この効果のプレイは、Gのプレイとしても扱う。"


def ability(a: dict[str, Any], again: Callable[[dict[str, Any]], str]) -> str | None:
    """A whole text of family T5's, or None for another."""
    cost = a.get("cost")
    if cost and cost.get("g_play"):  # 「この効果のプレイは、Gのプレイとしても扱う」
        return again({**a, "cost": {k: v for k, v in cost.items() if k != "g_play"}}) + G_PLAY
    return None
