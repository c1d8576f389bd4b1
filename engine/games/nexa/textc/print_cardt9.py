"""Family T9 of the card-text printer (issue 14): the wordings of textc/cardt9.py's constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardt9 import AT_RESOLUTION
from .compiler import COLOUR

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}
_JA_COLOUR = {v: k for k, v in COLOUR.items()}


def trigger(a: dict[str, Any], target: Callable[[Any, dict[str, Any]], str]) -> str | None:
    """「（selector）がプレイされて解決される毎に、」, else None."""
    if a.get("on") == "card_resolved" and a.get("every"):
        return target({**a["of"], "count": "bare"}, {}) + "がプレイされて解決される毎に、"
    return None


def continuous(c: dict[str, Any]) -> str | None:
    """One continuous application of the family in words, or None."""
    if c["apply"] == "cardt9_pays_roll" and set(c) == {"apply", "target", "from"}:
        return (f"このカードをプレイする場合、このカードのロールコストは、{_JA_COLOUR[c['from']]}のGサインを持つ自軍Gでも"
                "支払う事ができる。")
    return None


def step(s: dict[str, Any], condition: Callable[[Any], str], whole: Callable[[dict[str, Any]], str]) -> str | None:
    """One step of the family in words, or None."""
    if s["do"] == "if" and s.get("wording") == AT_RESOLUTION and len(s["then"]) == 1 and "else" not in s:
        return f"（この効果の解決時に）{condition(s['condition'])}場合、{whole(s['then'][0])}"
    if s["do"] == "cardt9_rule_draw_from":
        side = _JA_SIDE[s["side"]]
        return f"このターン、{side}は、規定の効果でカードを引く場所を、{side}捨て山の上に変更する"
    return None
