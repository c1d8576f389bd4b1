"""Family T5 of the card-text printer (issue 14): the wordings of textc/cardt5.py's constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .compiler import SIMPLE_KW

_JA_KW = {v: k for k, v in SIMPLE_KW.items()}

G_PLAY = "この効果のプレイは、Gのプレイとしても扱う。"


def ability(a: dict[str, Any], again: Callable[[dict[str, Any]], str]) -> str | None:
    """A whole text of family T5's, or None for another."""
    cost = a.get("cost")
    if cost and cost.get("g_play"):  # 「この効果のプレイは、Gのプレイとしても扱う」 (R-300)
        return again({**a, "cost": {k: v for k, v in cost.items() if k != "g_play"}}) + G_PLAY
    return None


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[[Any, dict[str, Any]], str],
         stats: Callable[[list[Any]], str]) -> str | None:
    """One step of the family in words, or None."""
    if s["do"] == "grant_any_or_modify" and s.get("until") == "turn_end":
        kws = "".join(f"「{_JA_KW[k]}」" for k in s["keywords"])
        return f"{target(s['target'], targets)}は、ターン終了時まで{kws}{stats(s['stats'])}のいずれか1つを得る"
    return None


def continuous(c: dict[str, Any]) -> str | None:
    """One continuous application of the family in words (with its 。), or None."""
    if c["apply"] == "gain_unlimited" and c.get("target") == "self" and set(c) == {"apply", "target"}:
        return "このカードの「ゲイン」の使用は、「1ターンに1回のみ」の制限に含まれない。"
    return None
