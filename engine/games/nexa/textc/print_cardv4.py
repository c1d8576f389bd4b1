"""Canonical wordings of grammar_cardv4.lark's constructs (called from printer.py by one hook each)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}
_JA_TYPE = {"unit": "ユニット", "character": "キャラ", "command": "コマンド", "operation": "オペレーション", "g": "G"}


def _named_coin(v: Any) -> bool:
    """A coin with a name (DG細胞コイン), not a coin of combat modifiers nor any coin."""
    return isinstance(v, str) and v != "any" and v[:1] not in ("+", "-")


def _has_coin(v: Any) -> str:
    if _named_coin(v):
        return f"{v}コインが乗っている"  # 「DG細胞コインが乗っている」
    return ("" if v == "any" else v) + "コインが上にある"  # family V's wording (textc/cardv.py)


QUALIFIERS: dict[str, Callable[[Any], str]] = {
    "roll_cost": lambda v: f"ロールコスト{v}を持つ",
    "total_cost": lambda v: f"合計国力{v}を持つ",
    "has_coin": _has_coin,
}


def print_target(sel: Any) -> str | None:
    """「そのユニット」 (selector key cause), 「…任意の枚数の…」 (count 1 to any), or None."""
    from .cardv4 import ANY_TARGETS, CAUSE_WORDS

    if isinstance(sel, dict) and "cause" in sel:
        return CAUSE_WORDS[sel["cause"]]
    if isinstance(sel, dict) and sel.get("count") == ANY_TARGETS:  # 「自軍ジャンクヤードにある任意の枚数のオペ」
        from .printer import _target

        return any_number(sel, _target)
    return None


def print_value(v: Any) -> str | None:
    """「この効果のコストでロールした自軍Gの、本来のロールコストの値」 (value paid_gs), or None."""
    from .cardv4 import PAID_JA

    if isinstance(v, dict) and set(v) == {"paid_gs"}:
        return f"この効果のコストでロールした自軍Gの、{PAID_JA[v['paid_gs']]}"
    return None


def any_number(sel: dict[str, Any], target: Callable[[Any, dict[str, Any]], str]) -> str:
    """「…、任意の枚数の敵軍ユニット」: the qualifiers, then 任意の枚数の before the side and type."""
    whole = target({**sel, "count": "bare"}, {})
    kind = target({**({"type": sel["type"]} if "type" in sel else {}), "count": "bare"}, {})
    for tail in (_JA_SIDE.get(sel.get("side", "any"), "") + kind, kind):
        if whole.endswith(tail):
            return whole[: len(whole) - len(tail)] + "任意の枚数の" + tail
    return whole


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[[Any, dict[str, Any]], str],
         print_step: Callable[[dict[str, Any], dict[str, Any]], str]) -> str | None:
    """One step of the family in words, or None."""
    ref = s.get("target")
    sel = targets.get(ref) if isinstance(ref, str) else ref
    if isinstance(sel, dict) and "coins_below" in sel:  # 「この効果は、…コインがN個以上乗っているユニットを…」
        plain = {k: v for k, v in sel.items() if k not in ("coins_below", "coin_kind")}
        inner = {**targets, ref: plain} if isinstance(ref, str) else targets
        head = print_step({**s, "target": ref if isinstance(ref, str) else plain}, inner)
        return f"{head}。この効果は、{sel['coin_kind']}コインが{sel['coins_below']}個以上乗っているユニットを対象にできない"
    if s["do"] == "sequence" and s.get("wording") == "coin":  # 「…コイン1個を乗せ、カード1枚を引く」
        first = print_step(s["steps"][0], targets)
        return f"{first[:-1]}、{print_step(s['steps'][1], targets)}" if first.endswith("乗せる") else None
    if s["do"] == "modify" and s.get("until") == "this_turn" and "instead" not in s \
            and all(isinstance(v, int) for v in s["stats"]):  # 「…は、このターン、-2/+0/+0を得る」
        return f"{target(s['target'], targets)}は、このターン、" + "/".join(f"{v:+d}" for v in s["stats"]) + "を得る"
    if s["do"] == "distribute_coins":  # 「任意の枚数の…の上に…コインN個を振り分けて乗せる」
        ref = s["target"]
        sel = targets.get(ref) if isinstance(ref, str) else ref
        if not (isinstance(sel, dict) and sel.get("count") == {"from": 1, "upto": s["count"]}):
            return None
        kind = "/".join(f"{v:+d}" for v in s["stats"]) if "stats" in s else s.get("coin", "")
        return f"{any_number(sel, target)}の上に{kind}コイン{s['count']}個を振り分けて乗せる"
    if s["do"] == "share_damage":
        ref = s["target"]
        sel = targets.get(ref) if isinstance(ref, str) else ref
        if isinstance(sel, dict) and sel.get("count") == {"from": 1, "upto": s["amount"]}:
            head = f"{any_number(sel, target)}に{s['amount']}ダメージを振り分けて与える"
            if "instead" not in sel:
                return head
            from .printer import (
                _condition,  # 「この効果の対象部分は、…場合、…に変更される」 (as cards2.py says it)
            )

            inst = sel["instead"]
            if inst.get("may") or "count" in inst:
                return None
            other = any_number({**inst["sel"], "count": sel["count"]}, target)
            return f"{head}。この効果の対象部分は、{_condition(inst['if'])}場合、『{other}』に変更される"
        return f"{target(ref, targets)}に{s['amount']}ダメージを振り分けて与える"
    return None


def print_condition(cond: dict[str, Any]) -> str | None:
    """「自軍脱出コインがある」 (condition own_player_coin), or None."""
    if set(cond) == {"own_player_coin"}:
        return f"自軍{cond['own_player_coin']}コインがある"
    return None
