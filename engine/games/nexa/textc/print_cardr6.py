"""Printer of issue 14's family R6 (textc/cardr6.py): named step results and looking at cards, round 2."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_CMP = {"cardr6_at_least": "以上の", "cardr6_at_most": "以下の"}
_SIDE = {"own": "自軍", "enemy": "敵軍"}


def condition(cond: dict[str, Any], value: Callable[[Any], str]) -> str | None:
    """「（値）が8以上の」, 「（値）が、（値）以上の」, else None."""
    if len(cond) != 1:
        return None
    key, arg = next(iter(cond.items()))
    if key not in _CMP:
        return None
    a, b = arg
    if isinstance(b, int):
        return f"{value(a)}が{b}{_CMP[key]}"
    return f"{value(a)}が、{value(b)}{_CMP[key]}"


def step(s: dict[str, Any]) -> str | None:
    """This family's verbs in words, else None."""
    if s["do"] == "cardr6_random_hangar":
        side = _SIDE[s["side"]]
        to = _SIDE[s.get("to", s["side"])]  # the other side's hangar (family Z8, R-482)
        return f"{side}手札{s['count']}枚を、無作為に{to}ハンガーに移す"
    if s["do"] == "cardr6_hand_under_draw":
        return (f"自軍手札1～{s['count']['upto']}枚を持ち主の本国の下に移す事ができる。その場合、移した枚数だけカードを"
                "引く")
    if s["do"] == "cardr6_each_discard_draw":
        return (f"全ての軍は、自分の手札{s['count']}枚を、可能な限り選んで廃棄する。その後、廃棄した軍は、"
                f"カード{s['draw']}枚を引く")
    return None


def step_whole(s: dict[str, Any], whole: Callable[[dict[str, Any]], str]) -> str | None:
    """「…を、可能な限り選んで…」: family K6's side_either said with 可能な限り (R-364), else None."""
    if s["do"] != "side_either" or s["picks"][0].get("wording") != "cardr6_most":
        return None
    first = {k: v for k, v in s["picks"][0].items() if k != "wording"}
    words = whole({**s, "picks": [first, *s["picks"][1:]]})
    head, sep, tail = words.rpartition("を選んで")
    return f"{head}を、可能な限り選んで{tail}" if sep else None
