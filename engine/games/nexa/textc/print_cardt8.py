"""Family T8 of the card-text printer (issue 14): the wordings of textc/cardt8.py's constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardt8 import WHAT_JA


def step(s: dict[str, Any], target: Callable[[Any], str]) -> str | None:
    """One step of the family in words, or None."""
    do = s["do"]
    if do == "cardt8_lose_one":
        pending = {"still": "と、まだ未解決のその効果", "bare": "と、未解決のその効果"}.get(s.get("pending", ""), "")
        what = f"{target(s['target'])}が持つ{WHAT_JA[s['what']]}{pending}を"
        if s.get("until") == "this_turn":
            return f"このターン、{what}無効にする"
        pick = "選んで、" if s.get("wording") == "pick" else ""
        return f"{what}{pick}ターン終了時まで無効にする"
    if do == "cardt8_gain_lost":
        word = "テキスト" if s["what"] == "text" else "特殊効果"
        return f"{target(s['target'])}は、ターン終了時まで、無効にした{word}と同じ{word}を得る"
    return None
