"""Canonical wordings of grammar_cardb5.lark's constructs (family B5: battle, sorties and damage, third round),
called from printer.py's small hooks; textc/cardb5.py builds the same constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardb5 import WEVENT

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}


def trigger(a: dict[str, Any], target: Callable[..., str]) -> str | None:
    """This family's triggers, or None."""
    on = a.get("on")
    if a.get("wording") == "b5_watched_or":  # 「「特徴：A」を持つ自軍ユニットが、場に出た、または交戦中となった場合、」
        said = "、または".join(WEVENT[e] for e in (on, *a["also_on"]))
        return f"{target({**a['of'], 'count': 'bare'}, {})}が、{said}場合、"
    if on in ("own_home_battle_damaged", "enemy_home_battle_damaged"):  # 「自軍本国に戦闘ダメージが与えられた場合、」
        side = _JA_SIDE[on.split("_")[0]]
        if a.get("wording") == "b5_taken":
            return f"{side}本国が、戦闘ダメージを受けた場合、"
        return f"{side}本国に、戦闘ダメージが与えられた場合、"
    return None


def condition(cond: dict[str, Any]) -> str | None:
    """「自軍部隊が、敵軍部隊に戦闘ダメージを与えている」, or None."""
    if set(cond) == {"side_dealt_unit"}:
        return f"{_JA_SIDE[cond['side_dealt_unit']]}部隊が、敵軍部隊に戦闘ダメージを与えている"
    return None
