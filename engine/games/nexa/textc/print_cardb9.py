"""Canonical wordings of grammar_cardb9.lark's constructs (family B9: battle, round 4), called from printer.py's small
hooks; textc/cardb9.py builds the same constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def step(s: dict[str, Any], target: Callable[[Any], str], inner: Callable[[dict[str, Any]], str]) -> str | None:
    """This family's steps in words, or None."""
    if s["do"] == "sequence" and s.get("wording") == "b9_turn_first":  # 「このターン、対象は全ての戦闘修正を失う」
        return f"このターン、{target(s['steps'][0]['target'])}は、全ての戦闘修正を失う"
    if s["do"] == "sequence" and s.get("wording") == "b9_no_sortie_lose_used":  # 「…は、このターン、出撃できず、…」
        return (f"{target(s['steps'][0]['target'])}は、このターン、出撃できず、対象の持つ全ての使用型テキストを、"
                "ターン終了時まで無効にする")
    if s["do"] == "cardb9_empty_area" and len(s["steps"]) == 1:  # 「…を、（自軍）ユニットがいない戦闘エリアに移す」
        moved = inner(s["steps"][0])
        if not moved.endswith("、戦闘エリアに移す"):
            return None  # pragma: no cover - compiler and printer agree
        side = "自軍" if s.get("side") == "own" else ""
        return moved.removesuffix("戦闘エリアに移す") + f"{side}ユニットがいない戦闘エリアに移す"
    return None


def trigger(a: dict[str, Any], target: Callable[..., str], condition: Callable[[Any], str]) -> str | None:
    """「（condition）状態で、（selector）がダメージを受ける毎に、」 (R-551), or None."""
    if a.get("on") != "card_damaged":
        return None
    state = f"{condition(a['condition'])}状態で、" if a.get("condition") else ""
    return f"{state}{target({**a['of'], 'count': 'bare'}, {})}がダメージを受ける毎に、"
