"""Canonical wordings of family G5's constructs (grammar_cardg5.lark; called from printer.py by one hook each)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_COLOUR_JA = {"blue": "青", "green": "緑", "black": "黒", "red": "赤", "brown": "茶", "white": "白", "purple": "紫"}
_UNTIL_JA = {"phase_end": "フェイズ終了時まで", "turn_end": "ターン終了時まで"}


def step(s: dict[str, Any], target: Callable[[Any], str]) -> str | None:
    """One step of the family in words, or None for another family's step."""
    if s.get("do") == "gsign_colour":
        cs = [_COLOUR_JA[c] for c in s["colours"]]
        until = _UNTIL_JA[s["until"]]
        who = target(s["target"])
        if s.get("wording") == "held":
            return f"{who}が持つGサインの色を、{until}、{cs[0]}に変更する"
        if s.get("wording") == "either":
            return f"{who}のGサインの色を、{until}{cs[0]}、または{cs[1]}に変更する"
        if len(cs) == 1:
            return f"{who}のGサインの色を、{until}{cs[0]}に変更する"
        return f"{who}のGサインの色を、{until}{'、'.join(cs)}のいずれか１つに変更する"
    return None
