"""Canonical wordings of grammar_cardb.lark's constructs (called from printer.py's small hooks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardb import NEGATED_TO_JA, PLAY_NOUN, PROTECTION_JA, UNTIL_JA
from .compiler import COLOUR, SIDE, TYPE

_JA_SIDE = {v: k for k, v in SIDE.items()}
_JA_TYPE = {v: k for k, v in TYPE.items()}
_JA_COLOUR = {v: k for k, v in COLOUR.items()}

Target = Callable[[Any, dict[str, Any]], str]


def _stats(stats: list[int]) -> str:
    return "/".join(f"{n:+d}" for n in stats)


def step(s: dict[str, Any], targets: dict[str, Any], target: Target) -> str | None:
    """One step of the family in words, or None when it is not one of them."""
    do = s["do"]
    if do == "status" and s.get("until") in UNTIL_JA and s["status"] in PROTECTION_JA:
        return f"{target(s['target'], targets)}は、{UNTIL_JA[s['until']]}{PROTECTION_JA[s['status']]}"
    if do == "add_coin" and "stats" not in s and "keyword" not in s:
        name = s.get("coin", "")
        on = f"の上に{name}コイン" if name else "の上にコイン"
        return f"{target(s['target'], targets)}{on}{s['count']}個を乗せる"
    if do == "take_coins":
        holder = (target(s["target"], targets) if "target" in s
                  else _JA_SIDE[s["from"]["side"]] + _JA_TYPE[s["from"]["type"]])
        kind = _stats(s["stats"]) if "stats" in s else s.get("coin", "")
        return f"{holder}の上にある{kind}コイン{s['count']}個を取り除く"
    if do == "negate_play":
        noun = {v: k for k, v in PLAY_NOUN.items()}[s["noun"]]
        return f"{target({**s['play'], 'count': 1}, targets)}のプレイを無効にし、{noun}{NEGATED_TO_JA[s['to']]}"
    if do == "distribute_coins":
        sel = targets[s["target"]] if isinstance(s["target"], str) else s["target"]
        who = target({**sel, "count": "bare"}, targets) + f"1~{sel['count']['upto']}枚"
        kind = _stats(s["stats"]) if "stats" in s else s.get("coin", "")
        return f"{who}の上に{kind}コイン{s['count']}個を振り分けて乗せる"
    if do == "pay_roll":
        return "〔R〕を支払う"
    if do == "player_coin":
        return f"{_JA_SIDE[s['side']]}は{s['coin']}コイン{s['count']}個を得る"
    return None


REDIRECT_EVENT = {"refit": "「改装」の効果で廃棄される場合、廃棄される", "destroyed": "破壊されて廃棄される場合、廃棄される",
                  "resolved_from_hand": "自軍手札からプレイされて解決された場合、ジャンクヤードに移る"}  # family O2
REDIRECT_TO = {("hangar", False): "持ち主のハンガーに移る", ("hand", False): "持ち主の手札に移る",
               ("gzone", False): "持ち主のGになる", ("gzone", True): "ロール状態で持ち主のGになる"}


def continuous(c: dict[str, Any], target: Target, condition: Any = None) -> str | None:
    """One continuous application of the family in words, or None."""
    if c["apply"] == "status" and c["status"] in PROTECTION_JA:
        who = target(c["target"], {})
        cond = c.get("condition")
        if cond and "exists" in cond:  # presence conditions are worded inside, as printer._continuous does
            return f"{who}は、{target({**cond['exists'], 'count': 'bare'}, {})}がいる場合、{PROTECTION_JA[c['status']]}。"
        pre = f"{condition(cond)}場合、" if cond else ""
        return f"{pre}{who}は、{PROTECTION_JA[c['status']]}。"
    if c["apply"] == "pay_as_g":
        who = target(c["target"], {})
        cond = c.get("condition")
        pre = f"、{target({**cond['exists'], 'count': 'bare'}, {})}がいる場合" if cond else ""
        return (f"{who}は{pre}、ロールコストの支払いにおいて、{_JA_COLOUR[c['colour']]}のGサインを持つ自軍Gとして"
                "扱う事ができる。（注：国力は発生しない）")
    if c["apply"] == "redirect":
        to = REDIRECT_TO[(c["to"], bool(c.get("rolled")))]
        if c["target"] == "self":
            return f"このカードは、{REDIRECT_EVENT[c['event']]}代わりに{to}。"
        return f"プレイされて解決された自軍コマンドは、ジャンクヤードに移る代わりに{to}。"
    if c["apply"] != "unnegatable":
        return None
    by = c.get("by", {})
    if not by:
        negator = "敵軍効果"
    elif "max_total_cost" in by:
        negator = f"{by['max_total_cost']}以下の合計国力を持つ敵軍コマンド"
    else:
        negator = "敵軍コマンド"
    cond = c.get("condition")
    pre = f"{target({**cond['exists'], 'count': 'bare'}, {})}がいる場合、" if cond else ""
    return f"{pre}このカードのプレイは、{negator}では無効にならない。"


def gain_replaced(a: dict[str, Any]) -> str:
    """「『起動』：このカードは、「ゲイン」の効果で戦闘修正を得る場合、その戦闘修正の代わりに…」"""
    from .compiler import SIMPLE_KW

    step = a["effect"][0]["steps"][0]
    head = "『起動』：このカードは、「ゲイン」の効果で戦闘修正を得る場合、"
    if step["do"] == "modify":
        return f"{head}その戦闘修正の代わりに、ターン終了時まで{_stats(step['stats'])}を得る事ができる。"
    kw = {v: k for k, v in SIMPLE_KW.items()}[step["keyword"]]
    return f"{head}その戦闘修正を得る代わりに、ターン終了時まで「{kw}」を得る事ができる。"
