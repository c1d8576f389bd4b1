"""Family T5 of the card-text printer (issue 14): the wordings of textc/cardt5.py's constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardb import PROTECTION_JA
from .compiler import SIMPLE_KW

_JA_KW = {v: k for k, v in SIMPLE_KW.items()}
_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}

G_PLAY = "この効果のプレイは、Gのプレイとしても扱う。"


def ability(a: dict[str, Any], again: Callable[[dict[str, Any]], str]) -> str | None:
    """A whole text of family T5's, or None for another."""
    fx = a.get("effect") or []
    if a.get("kind") == "triggered" and a.get("on") == "enters_field" and len(fx) == 1 \
            and fx[0].get("wording") == "cardt5_entered" and set(a) <= {"kind", "on", "effect", "text"}:
        return f"『起動』：このカードは、場に出たターン中、「{_JA_KW[fx[0]['keyword']]}」を得る。"
    cost = a.get("cost")
    if cost and cost.get("g_play"):  # 「この効果のプレイは、Gのプレイとしても扱う」 (R-300)
        return again({**a, "cost": {k: v for k, v in cost.items() if k != "g_play"}}) + G_PLAY
    if cost and "changed_if" in cost:  # 「この効果のコストは、（condition）場合、〔N〕に変更される」
        from .printer import _cost

        base = again({**a, "cost": {k: v for k, v in cost.items() if k not in ("changed_if", "changed_to")}})
        every = "毎" if a.get("repeatable") else ""
        to = _cost({"pay": cost["changed_to"]})
        return f"{base}この効果のコストは、{_set_condition(cost['changed_if']['exists'])}場合、{to[:-1]}{every}〕に変更される。"
    return None


def _set_condition(sel: dict[str, Any]) -> str:
    """「このカードが「特徴：A」を持つユニットにセットされている」 / 「このカードに「特徴：A」を持つキャラがセットされている」."""
    quals = "".join(f"「特徴：{t}」を持つ" for t in ([sel["trait"]] if "trait" in sel else []))
    if sel.get("host"):
        return f"このカードが、{quals}ユニットにセットされている"
    return f"このカードに、{quals}キャラがセットされている"


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[[Any, dict[str, Any]], str],
         stats: Callable[[list[Any]], str]) -> str | None:
    """One step of the family in words, or None."""
    if s["do"] == "lock_plays_both":
        return f"このターン、{_JA_SIDE[s['side']]}は、コマンドとテキストをプレイできない"
    if s["do"] == "grant_keyword" and s.get("wording") == "cardt5_after":
        return f"{target(s['target'], targets)}は、このターン、「{_JA_KW[s['keyword']]}」を得る"
    if s["do"] == "status" and s.get("wording") == "cardt5_after" and s["status"] in PROTECTION_JA:
        return f"{target(s['target'], targets)}は、このターン、{PROTECTION_JA[s['status']]}"
    if s["do"] == "set_onto":  # 「…を、（unit）にセットする」: the unit a target, or chosen on resolution (no count)
        if "onto_any" in s:
            unit = target({**s["onto_any"], "count": "bare"}, {})
        else:
            sel = targets.get(s["onto_unit"], s["onto_unit"]) if isinstance(s["onto_unit"], str) else s["onto_unit"]
            unit = target({k: v for k, v in sel.items() if not (k == "has_character" and s.get("p66"))}, {})
        return f"{target(s['target'], targets)}を、{unit}にセットする"
    if s["do"] == "pay_most":
        return f"（{_JA_SIDE[s['side']]}は）可能な限り、〔{s['count']}〕を支払う"
    if s["do"] == "grant_any_or_modify" and s.get("until") == "turn_end":
        kws = "".join(f"「{_JA_KW[k]}」" for k in s["keywords"])
        return f"{target(s['target'], targets)}は、ターン終了時まで{kws}{stats(s['stats'])}のいずれか1つを得る"
    return None


def continuous(c: dict[str, Any]) -> str | None:
    """One continuous application of the family in words (with its 。), or None."""
    if c["apply"] == "gain_unlimited" and c.get("target") == "self" and set(c) == {"apply", "target"}:
        return "このカードの「ゲイン」の使用は、「1ターンに1回のみ」の制限に含まれない。"
    return None


def _any_of(subs: Any) -> str:
    """「このカードと同じ属性のGサインを持つ、または、「特徴：A」を持つ、」 (cardt5_q_series_or_trait); other shapes of
    any_of are said by their families' target printers before qualifiers are read (nothing here)."""
    if isinstance(subs, list) and len(subs) == 2 and subs[0] == {"same_series": True} and set(subs[1]) == {"trait"}:
        return f"このカードと同じ属性のGサインを持つ、または、「特徴：{subs[1]['trait']}」を持つ、"
    return ""


QUALIFIERS: dict[str, Callable[[Any], str]] = {
    "any_of": _any_of,
}


def trigger(a: dict[str, Any], target: Callable[..., str]) -> str | None:
    """「このセットグループのテキストをプレイした場合、」 / 「（selector）のテキストがプレイされた場合、」, else None."""
    if a.get("condition") or a.get("wording") or a.get("every"):
        return None
    if a.get("on") == "group_text_played":
        return "このセットグループのテキストをプレイした場合、"
    if a.get("on") == "card_text_played":
        return f"{target({**a['of'], 'count': 'bare'}, {})}のテキストがプレイされた場合、"
    if a.get("on") == "card_gain_played":
        return f"{target({**a['of'], 'count': 'bare'}, {})}が持つ「ゲイン」の効果を使用した場合、"
    return None
