"""Canonical wordings of family K7's constructs (grammar_cardk7.lark; called from printer.py by one hook each)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .cardk7 import WORDING_EACH_PLAYER, WORDING_NEGATED, WORDING_WITH

_AREA_JA = {"space": "宇宙", "earth": "地球"}
_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}


def limit(lim: dict[str, Any]) -> str | None:
    """「この効果は、プレイヤー毎に1ターンにN回しか適用できない。」 (cardk7_each_player_limit), else None."""
    if lim.get("wording") == WORDING_EACH_PLAYER:
        return f"この効果は、プレイヤー毎に1ターンに{lim['count']}回しか適用できない。"
    return None


def condition(cond: dict[str, Any]) -> str | None:
    """「このターン、自軍コマンドが解決されている」 (cardk7_c_command_resolved), else None."""
    if set(cond) == {"command_resolved"} and cond["command_resolved"] in _JA_SIDE:
        return f"このターン、{_JA_SIDE[cond['command_resolved']]}コマンドが解決されている"
    return None


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[..., str]) -> str | None:
    """「…を、宇宙エリアの任意の順番に（リロール状態で）移す」 (cardk7_s_to_named_area), else None."""
    if s["do"] == "to_area" and s["area"] in _AREA_JA and "position" not in s:
        state = "" if "rolled" not in s else ("ロール状態で" if s["rolled"] else "リロール状態で")
        return f"{target(s['target'], targets)}を、{_AREA_JA[s['area']]}エリアの任意の順番に{state}移す"
    return None


def with_may(s: dict[str, Any], whole: Callable[[dict[str, Any]], str]) -> str | None:
    """「（step）と共に、（step）できる」 (cardk7_with_may), else None."""
    if s["do"] != "sequence" or s.get("wording") != WORDING_WITH or len(s["steps"]) != 2:
        return None
    first, second = s["steps"]
    if second.get("do") != "optional" or len(second["steps"]) != 1:
        return None
    said = whole(second)  # 「…できる」 (printer's wording of an optional step)
    return f"{whole(first)}と共に、{said}"


def negated_then(s: dict[str, Any], target: Callable[[Any], str], whole: Callable[[dict[str, Any]], str]) -> str | None:
    """「…を、破壊を無効にした上で、自軍Gにする」 (cardk7_s_negate_then), else None."""
    if s["do"] != "together" or s.get("wording") != WORDING_NEGATED or len(s["steps"]) != 2:
        return None
    said = target(s["steps"][0]["target"])
    rest = whole(s["steps"][1])  # said again: 「対象を…」 (a target named before) or 「このカードを、…」
    m = re.match(r"(このカード|対象\d*)を、?", rest)
    return f"{said}を、破壊を無効にした上で、{rest[m.end():]}" if m else None
