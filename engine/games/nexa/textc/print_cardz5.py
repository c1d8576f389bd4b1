"""Canonical wordings of grammar_cardz5.lark's constructs (called from printer.py by its hooks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}


def trigger(a: dict[str, Any], target: Callable[[Any, dict[str, Any]], str]) -> str | None:
    """The family's trigger wordings, else None."""
    on, of = a.get("on"), a.get("of")
    if on == "card_destroyed_out" and isinstance(of, dict) and not a.get("condition"):
        return f"{target({**of, 'count': 'bare'}, {})}が破壊されて廃棄" + ("される毎に、" if a.get("every") else "される場合、")
    if on in ("card_enters", "card_played") and isinstance(of, dict) and set(of) == {"side", "name"} \
            and a.get("condition") == {"exists": of} and not a.get("every"):
        played = on == "card_played"
        if a.get("also_on") != ["played" if played else "enters_field"]:
            return None
        named = f"{_JA_SIDE[of['side']]}「{of['name']}」"
        return (f"{named}が場に出た、または{named}がいる状態で、このカードが"
                + ("プレイされて" if played else "") + "場に出た場合、")
    return None
