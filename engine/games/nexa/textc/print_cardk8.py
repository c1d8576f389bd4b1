"""Canonical wordings of grammar_cardk8.lark's constructs (family K8; called from printer.py by its hooks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardk8 import AFTER_COST, FURTHER_FIRST, LOSE_EITHER
from .compiler import SIMPLE_KW

_KW_JA = {v: k for k, v in SIMPLE_KW.items()}
_SIDE_JA = {"own": "自軍", "enemy": "敵軍"}


def step(s: dict[str, Any], whole: Callable[[dict[str, Any]], str],
         condition: Callable[[dict[str, Any]], str], target: Callable[[Any], str]) -> str | None:
    """A step of the family in words (its verbs and wording keys only), else None."""
    if s["do"] == "kw_retarget" and s.get("until") == "turn_end":
        kw = {"psycommu": "サイコミュ", "area_weapon": "範囲兵器"}[s["keyword"]]
        who = target(s["target"]).replace(f"「{kw}」を持つ", "", 1)  # (the unit's keyword, said by 「が持つ」)
        return f"{who}が持つ、「{kw}」1つの対象部分を、ターン終了時まで『{target(s['to'])}』に変更する"
    if s["do"] == "sortie_ban" and s.get("until") == "next_turn_end":  # (family B4's verb, R-234)
        from .cardb4 import BAN

        who = "全ての軍" if s["side"] == "all" else _SIDE_JA[s["side"]]
        ban = ("出撃させることができない" if s.get("wording") == "cardk8_koto"
               else {v: k for k, v in BAN.items()}[s["ban"]])
        return f"{who}は、このターンと次のターン、ユニットを{ban}"
    if s["do"] == "lose_stat_mods":
        stat = {"melee": "格闘力", "shooting": "射撃力", "defence": "防御力"}[s["stat"]]
        return f"{target(s['target'])}は、このターン、全ての{stat}修正を失う"
    if s["do"] == "replace_by":
        return f"{target(s['target'])}と、このカードを置き換える"
    if s["do"] == "lose_keyword" and s.get("until") == "turn_end" and set(s) == {"do", "target", "keyword", "until"}:
        return f"{target(s['target'])}は、ターン終了時まで、「{_KW_JA[s['keyword']]}」を失う"
    if s.get("wording") == LOSE_EITHER and s["do"] == "choose_one":
        first, second = (o["steps"][0] for o in s["options"])
        return (f"{target(first['target'])}は、ターン終了時まで、「{_KW_JA[first['keyword']]}」、"
                f"または「{_KW_JA[second['keyword']]}」を失う")
    if s.get("wording") == FURTHER_FIRST and s["do"] == "if" and len(s["then"]) == 1 and not s.get("else"):
        return f"（さらに）{condition(s['condition'])}場合、{whole(s['then'][0])}"
    return None


def static(c: dict[str, Any], target: Callable[[Any, dict[str, Any]], str]) -> str | None:
    """A 常駐 application of the family in words (with its 。), else None."""
    if c.get("apply") == "keyword" and c.get("wording") == "costed" and c.get("keyword") == "gain" and "condition" in c:
        from .printer import _condition

        return f"{_condition(c['condition'])}場合、{target(c['target'], {})}は、「〔１〕：ゲイン」を得る。"
    if c.get("apply") == "lose_text" and c.get("wording") == "passive" and "condition" in c:
        from .printer import _condition

        return f"{_condition(c['condition'])}場合、{target(c['target'], {})}が持つ、全てのテキストは無効になる。"
    if c.get("apply") != "area_ban":
        return None
    side = {"own": "自軍", "enemy": "敵軍"}[c["side"]]
    if "squad_of" in c:
        return f"{side}は、このカードがいる戦闘エリアに、ユニットが{c['squad_of']}枚のみの部隊を出撃させる事ができない。"
    quals = target({**{k: v for k, v in c["unit"].items() if k != "type"}, "count": "bare"}, {})
    quals = quals[: -len("カード")] if quals.endswith("カード") else quals
    return f"{side}は、このカードがいる戦闘エリアに、{quals}自分のユニットを出撃させる事ができない。"


def note(a: dict[str, Any]) -> str:
    """「（注：コスト支払い後の枚数を参照する）」 after the text that said it, else ""."""
    return "（注：コスト支払い後の枚数を参照する）" if a.get("wording") == AFTER_COST else ""


def target(sel: Any, words: Callable[[Any], str]) -> str | None:
    """「「特徴：A」を持つ自軍ユニット、または自軍「B」」 / 「自軍「B」または、…」 (any_of of a selector and a name), else None."""
    if not isinstance(sel, dict) or set(sel) - {"count", "zone"} != {"side", "any_of"} or sel["side"] not in _SIDE_JA:
        return None
    pair = sel["any_of"]
    if not isinstance(pair, list) or len(pair) != 2:
        return None
    named = [p for p in pair if isinstance(p, dict) and set(p) == {"name"} and isinstance(p["name"], str)]
    other = [p for p in pair if p not in named and isinstance(p, dict) and "side" not in p and "name" not in p]
    if len(named) != 1 or len(other) != 1:
        return None
    side = _SIDE_JA[sel["side"]]
    said = words({**other[0], "side": sel["side"], "count": "bare"})
    if pair[0] is named[0]:
        return f"{side}「{named[0]['name']}」または、{said}"
    return f"{said}、または{side}「{named[0]['name']}」"


def condition(cond: dict[str, Any]) -> str | None:
    """A condition of the family in words (its own shapes only), else None."""
    both = cond.get("all") if set(cond) == {"all"} else None
    if isinstance(both, list) and len(both) == 2 and all(
            isinstance(c, dict) and set(c) == {"exists"} and set(c["exists"]) == {"side", "name"}
            and c["exists"]["side"] in _SIDE_JA for c in both):
        a, b = (c["exists"] for c in both)
        return f"{_SIDE_JA[a['side']]}「{a['name']}」と{_SIDE_JA[b['side']]}「{b['name']}」がいる"
    return None
