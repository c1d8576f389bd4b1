"""Canonical wordings of grammar_cardo8.lark's constructs (family O8: rule overrides, durations and states, round 3),
called from printer.py's small hooks; textc/cardo8.py builds the same constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardo8 import (
    AREA_JA,
    BARE,
    DISCARD_TO_JUNK,
    DISCARDED,
    GUARD,
    MOVED,
    MOVED_OF,
    PAY_FOR,
    PLAYED_OR_FIELD,
    REFIT_RESOLVED,
    TOTAL_TO_IF,
)

_AREA_WORD = {v: k for k, v in AREA_JA.items()}
_PAY_FOR_JA = {v: k for k, v in PAY_FOR.items()}
_PAY_FOR_SAID = {"自軍ユニットが持つ「サイコミュ」": "自軍ユニットが持つ「サイコミュ」",
                 "このカード以外の自軍カードが持つテキストのプレイとコマンドのプレイ":
                 "このカード以外の自軍カードが持つテキストのプレイと、コマンドのプレイ"}


def trigger(a: dict[str, Any], target: Callable[..., str]) -> str | None:
    """This family's triggers, or None."""
    on = a.get("on")
    if on == MOVED:
        if a.get("wording") == "cardo8_area":
            return f"このカードが{_AREA_WORD[a['condition']['exists']['area']]}エリアに移動した場合、"
        return None if "condition" in a else "このカードが戦闘エリアに移動した場合、"
    if a.get("wording") == REFIT_RESOLVED:
        return f"{target({**a['of'], 'count': 'bare'}, {})}が持つ「改装」の効果がプレイされて解決された場合、"
    if on == MOVED_OF:
        return f"{target({**a['of'], 'count': 'bare'}, {})}が戦闘エリアに移動した場合、"
    return None


def continuous(c: dict[str, Any], target: Callable[..., str], condition: Callable[..., str] | None = None) -> str | None:
    """This family's continuous applications (pay_as_g with `for`, a redirect in its words, a cost), or None."""
    if c.get("apply") == "cost" and c.get("wording") == TOTAL_TO_IF and condition is not None:
        return f"{condition(c['condition'])}場合、{target(c['target'], {})}は、合計国力{c['total_to']}としてプレイできる。"
    if c.get("apply") == "redirect" and c.get("event") == DISCARD_TO_JUNK and c.get("target") == "self":
        from .print_cardb import REDIRECT_TO

        return (f"このカードは、捨て山から自軍ジャンクヤードに移る場合、ジャンクヤードに移る代わりに、"
                f"{REDIRECT_TO[(c['to'], bool(c.get('rolled')))]}。")
    if c.get("apply") == "redirect" and c.get("wording") == DISCARDED:
        return "このカードは、手札からプレイされて解決された場合、廃棄される代わりに自軍ハンガーに移る。"
    if c.get("apply") != "pay_as_g" or "for" not in c:
        return None
    from .print_cardb import _JA_COLOUR

    said = _PAY_FOR_JA[c["for"]]
    said = _PAY_FOR_SAID.get(said, said)
    note = "" if c.get("wording") == BARE else "（注：国力は発生しない）"
    return (f"{target(c['target'], {})}は、{said}のロールコストの支払いにおいて、{_JA_COLOUR[c['colour']]}のGサインを持つ"
            f"自軍Gとして扱う事ができる。{note}")


def target(sel: Any, words: Callable[..., str]) -> str | None:
    """「このセットグループの「特徴：A」を持つユニット」 (cardo8_t_group_qual), 「プレイされている自軍ユニット1枚」, or None."""
    if isinstance(sel, dict) and sel.get("zone") in ("cut", PLAYED_OR_FIELD):
        plain = words({k: v for k, v in sel.items() if k != "zone"}, {})
        return f"プレイされている{plain}" if sel["zone"] == "cut" else f"{plain}、または、プレイされている{plain}"
    if not isinstance(sel, dict) or not sel.get("group") or sel.get("count") != "all" or set(sel) <= {"group", "type", "count"}:
        return None
    return "このセットグループの" + words({k: v for k, v in sel.items() if k != "group"} | {"count": "bare"}, {})


def step(s: dict[str, Any], words: Callable[[Any], str]) -> str | None:
    """This family's steps in words, or None."""
    if s.get("do") == "cardt6_lose_other_texts" and s.get("until") == "turn_end" and "and_status" not in s:
        return f"{words(s['target'])}が持つ、特殊効果以外の全てのテキストを、ターン終了時まで、無効にする"
    if s.get("do") == "cardo8_protect_roll_upto" and s.get("until") == "cut_end":
        return f"{words(s['target'])}は、カット終了時まで、{s['amount']}以下のロールコストを持つ敵軍コマンドの対象にならない"
    inner = s.get("steps") if s.get("do") == "at_turn_end" else None
    if isinstance(inner, list) and len(inner) == 2 and inner[0].get("do") == "roll" and set(inner[0]) == {"do", "target"} \
            and inner[1] == {"do": "no_reroll", "target": inner[0]["target"], "until": "next_turn_end"}:
        return f"{words(inner[0]['target'])}は、ターン終了時にロールすると共に、次のターン中、リロールできない"
    if s.get("do") == "status" and s.get("status") == GUARD:
        return f"{words(s['target'])}は、カット終了時まで敵軍効果の対象にならず、プレイが無効にならない"
    return None


def condition(cond: dict[str, Any], target: Callable[..., str]) -> str | None:
    """「自軍ユニットの枚数が敵軍ユニットより少ない」 (cardo8_c_fewer), 「このカードがリロール状態の」, or None."""
    if cond == {"self_rolled": False}:
        return "このカードがリロール状態の"
    inner = cond.get("not") if set(cond) == {"not"} else None
    pair = inner.get("cardr6_at_least") if isinstance(inner, dict) and set(inner) == {"cardr6_at_least"} else None
    if not (isinstance(pair, list) and len(pair) == 2 and all(isinstance(v, dict) and set(v) == {"count"} for v in pair)):
        return None
    a, b = (target({**v["count"], "count": "bare"}, {}) for v in pair)
    return f"{a}の枚数が{b}より少ない"


def _place_of(v: Any) -> str:
    """「「供給」を持つ自軍ユニットと同じエリアにいる」 (cardo8_place_of)."""
    from .compiler import COST_KW, SIMPLE_KW

    words = {v2: k for k, v2 in {**SIMPLE_KW, **COST_KW}.items()}
    side = {"own": "自軍", "enemy": "敵軍"}[v["side"]]
    return f"「{words[v['keyword']]}」を持つ{side}ユニットと同じエリアにいる"


QUALIFIERS: dict[str, Callable[[Any], str]] = {"cardo8_place_of": _place_of}
