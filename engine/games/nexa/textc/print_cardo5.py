"""Canonical wordings of grammar_cardo5.lark's constructs (called from printer.py by its hooks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardb import PROTECTION_JA
from .cardo5 import PHASE_OF, REF_WORDING

Target = Callable[[Any, dict[str, Any]], str]
_REF_JA = {v: k for k, v in REF_WORDING.items()}
_PHASE_JA = {v: k for k, v in PHASE_OF.items()}
_TURN_RULES_JA = {"no_name": "このカードと同名のカードをプレイできない",
                  "one_squad": "自軍部隊1つしか出撃できず、全ての自軍Gはリロールできない。さらに、この記述の効果は使用できない"}


def step(s: dict[str, Any], targets: dict[str, Any], target: Target) -> str | None:
    """One step of the family in words (without 。), or None: only its own verbs and wording keys."""
    if s["do"] == "cardo5_enter_area":
        as_own = "（自軍ユニットとして）" if s.get("as_own") else ""
        state = "ロール状態" if s["rolled"] else "リロール状態"
        if s["with"] == "own_squad":
            return f"{target(s['target'], targets)}を、自軍部隊の先頭に{state}で出す"
        order = "に" if s["position"] == "back" else "の任意の順番に"
        return f"{target(s['target'], targets)}を、{as_own}{s['said']}戦闘エリア{order}、{state}で出す"
    if s["do"] == "status" and s.get("until") == "defence_end":  # 「…は、防御ステップ終了時まで、<protection>」
        from .cardb import PROTECTION_JA

        return f"{target(s['target'], targets)}は、防御ステップ終了時まで、{PROTECTION_JA[s['status']]}"
    if s["do"] == "status" and s.get("wording") == "cardo5_while_rolled":  # 「このターン、対象は、ロール状態である場合、…」
        return f"このターン、{target(s['target'], targets)}は、ロール状態である場合、敵軍効果の対象にならない"
    if s["do"] == "status" and s.get("wording") == "cardo5_this_turn":  # 「このカードは、このターン、帰還ステップの…」
        return "このカードは、このターン、帰還ステップの規定の効果ではロールしない"
    if s["do"] == "may_by" and [x["do"] for x in s["steps"]] == ["recover"]:  # 「敵軍は、自分の本国をN回復できる」
        side = {"own": "自軍", "enemy": "敵軍"}[s["side"]]
        return f"{side}は、自分の本国を{s['steps'][0]['count']}回復できる"
    if s["do"] == "cardo5_extra_turn":
        head = "このターン終了直後" if s.get("wording") == "bare" else "このターンの終了直後"
        if s["rules"] == "only":
            first, second = (_PHASE_JA[p] for p in s["phases"])
            rules = f"{first}と{second}のみ行われる"
            if "further_name" in s:
                rules += (f"。本来の名称が「{s['further_name']}」であるカードが、自軍G、または自軍ジャンクヤードにある場合、"
                          f"（さらに）{_PHASE_JA[s['further_phase']]}も行われる")
        else:
            rules = _TURN_RULES_JA.get(s["rules"]) or f"全ての自軍Gはリロールできず、{_PHASE_JA[s['only']]}のみ行われる"
        return f"{head}、新たな自軍ターンを開始する。新たなターンでは、{rules}"
    if s["do"] == "at_turn_end" and s.get("wording") in _REF_JA:
        (follow,) = s["steps"]
        ref = _REF_JA[s["wording"]]
        if follow["do"] == "bounce":
            return f"ターン終了時に、{ref}を、持ち主の手札に移す"
        state = "ロール状態" if follow["rolled"] else "リロール状態"
        return f"ターン終了時に、{ref}を{state}で自軍Gにする"
    return None


def ability(a: dict[str, Any]) -> str | None:
    """A whole ability of the family in words, or None: 「『起動』：このカードは、ターン終了時に、持ち主の手札に移る。」, and
    「『起動』：このカードは、ユニットがN枚のみの部隊にいる状態で（event）場合、…」."""
    if a["kind"] == "triggered" and a.get("on") == "own_turn_end" and a.get("condition") == {"self_in": "junkyard"}:
        from .printer import _ability

        words: str = _ability({k: v for k, v in a.items() if k != "condition"})  # 「『起動』：自軍ターン終了時に…」
        start = "『起動』：自軍ターン終了時に"
        if words.startswith(start):
            return "『恒常』：自軍ターン終了時に、このカードが自軍ジャンクヤードにある場合、" + words.removeprefix(start).lstrip("、")
    cont = a.get("continuous") or [{}]
    if a["kind"] == "static" and len(cont) == 2 and cont[0]["apply"] == "modify" and cont[1]["apply"] == "status" \
            and cont[1]["status"] in PROTECTION_JA and cont[1]["status"] != "stays_rerolled" \
            and cont[0].get("condition") == cont[1].get("condition") is not None and cont[0]["target"] == cont[1]["target"]:
        from .printer import _condition, _stats, _target

        return (f"『常駐』：{_condition(cont[0]['condition'])}場合、{_target(cont[0]['target'], {})}は、"
                f"{_stats(cont[0]['stats'])}を得ると共に、{PROTECTION_JA[cont[1]['status']]}。")
    if a["kind"] == "static" and len(cont) == 1 and str(cont[0].get("header", "")).startswith("cardo5_group_unit"):
        from .printer import _continuous

        c = cont[0]
        plain = {k: v for k, v in c.items() if k not in ("header", "condition")}
        said: str = _continuous(plain)  # 「このカードは、破壊されて廃棄される場合、廃棄される代わりに…。」
        head = "『起動』：" if c["header"] == "cardo5_group_unit_trigger" else "『常駐』："
        return head + said.replace("このカードは、", "このカードは、このセットグループのユニットが", 1)
    cond = a.get("condition")
    if a["kind"] == "triggered" and a.get("wording") == "topic" and isinstance(cond, dict) \
            and set(cond) == {"self_squad_units"}:
        from .printer import _ability

        bare: str = _ability({k: v for k, v in a.items() if k != "condition"})
        head = "『起動』：このカードは、"
        if bare.startswith(head):
            return f"{head}ユニットが{cond['self_squad_units']}枚のみの部隊にいる状態で{bare.removeprefix(head)}"
    if a["kind"] == "triggered" and a.get("wording") == "cardo5_topic" and a.get("on") == "turn_end" \
            and a.get("effect") == [{"do": "bounce", "target": "self"}]:
        return "『起動』：このカードは、ターン終了時に、持ち主の手札に移る。"
    return None
