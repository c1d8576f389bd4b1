"""Canonical wordings of family K7's constructs (grammar_cardk7.lark; called from printer.py by one hook each)."""

from __future__ import annotations

from typing import Any

from .cardk7 import WORDING_EACH_PLAYER


def limit(lim: dict[str, Any]) -> str | None:
    """「この効果は、プレイヤー毎に1ターンにN回しか適用できない。」 (cardk7_each_player_limit), else None."""
    if lim.get("wording") == WORDING_EACH_PLAYER:
        return f"この効果は、プレイヤー毎に1ターンに{lim['count']}回しか適用できない。"
    return None
