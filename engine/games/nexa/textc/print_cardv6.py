"""Canonical wordings of grammar_cardv6.lark's constructs (called from printer.py by one hook each)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}


def at_least(sel: dict[str, Any], target: Callable[[Any, dict[str, Any]], str]) -> str:
    """「2枚以上の敵軍ユニット」: N枚以上の before the qualifiers, side and type."""
    whole = target({**sel, "count": "bare"}, {})
    return f"{sel['count']['from']}枚以上の{whole}"


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[[Any, dict[str, Any]], str]) -> str | None:
    """One step of the family in words, or None."""
    if s["do"] == "cardv6_group_coin":  # 「自軍セットグループ1つの全てのカードの上に、…コインN個を乗せる」
        kind = "/".join(f"{v:+d}" for v in s["stats"])
        return f"{target(s['target'], targets)}の全てのカードの上に、{kind}コイン{s['count']}個を乗せる"
    if s["do"] == "cardv6_clear_coins":  # 「全ての+1/+1/+1コイン、または全ての-1/-1/-1コインを取り除く」
        a, b = s["kinds"]
        return f"全ての{a}コイン、または全ての{b}コインを取り除く"
    if s["do"] == "cardv6_reveal_at_least":
        from .printer import _step

        pile = {"home": "自軍本国", "discard": "自軍捨て山"}[s["zone"]]
        return (f"{pile}の上のカード1枚を表にする。表にしたカードのロールコスト、またはゲインレベルの値が{s['at_least']}以上の場合、"
                + "".join(_step(x, targets) for x in s["steps"]))
    if s["do"] == "distribute_coins" and s.get("count") == "X" and "stats" in s:
        ref = s["target"]
        sel = targets.get(ref) if isinstance(ref, str) else ref
        if not isinstance(sel, dict):
            return None
        count = sel.get("count")
        if not (isinstance(count, dict) and count.get("upto") == 99 and count.get("from", 1) >= 2):
            return None
        kind = "/".join(f"{v:+d}" for v in s["stats"])
        return f"{at_least(sel, target)}の上に{kind}コインX個を振り分けて乗せる"
    return None
