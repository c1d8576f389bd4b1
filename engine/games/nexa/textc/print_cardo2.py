"""Canonical wordings of grammar_cardo2.lark's constructs (called from printer.py by its hooks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardo2 import MELEE_POWER, MELEE_POWER_USE, pm_noted, untargeted
from .compiler import SIMPLE_KW

_JA_KW = {v: k for k, v in SIMPLE_KW.items()}
_JA_TYPE = {"unit": "ユニット", "character": "キャラ", "operation": "オペ", "command": "コマンド", "graphic": "グラフィック",
            "ace": "ACE"}
NO_TARGET_NOTE = "（注：対象は取らない）"
PM_NOTE = "±のルール＞プラスマイナスは効果の使用者が選択する"

Target = Callable[[Any, dict[str, Any]], str]


def _strip(v: Any) -> Any:
    """The data without the note's marks (the printer prints the note once, after the steps)."""
    if isinstance(v, dict):
        return {k: _strip(x) for k, x in v.items() if k != "untargeted" and (k, x) != ("note", "pm_rule")}
    if isinstance(v, list):
        return [_strip(x) for x in v]
    return v


def ability(a: dict[str, Any], whole: Callable[[dict[str, Any]], str], target: Target) -> str | None:
    """A whole ability of the family in words, or None."""
    if a["kind"] not in ("static", "constant") and untargeted(a):
        return whole(_strip(a)) + NO_TARGET_NOTE
    if a["kind"] not in ("static", "constant") and pm_noted(a):
        return whole(_strip(a)) + PM_NOTE
    if "cheaper_if" in a.get("cost", {}):  # 「…場合、このカードは、合計国力-2してプレイできる。」
        c = a["cost"]
        rest = {k: v for k, v in c.items() if k not in ("cheaper_if", "cheaper_by")}
        from .printer import _condition  # (family G5's presences: the general wording)

        said = condition(c["cheaper_if"]) or _condition(c["cheaper_if"])
        return whole({**a, "cost": rest}) + f"{said}場合、このカードは、合計国力-{c['cheaper_by']}してプレイできる。"
    if "free_if" in a.get("cost", {}):  # 「…場合、この効果のコストは0に変更される」
        cond = a["cost"]["free_if"]["exists"]
        who = "このカード" if cond.get("self") else "自軍ユニット"
        rest = {k: v for k, v in a["cost"].items() if k != "free_if"}
        return whole({**a, "cost": rest}) + f"{who}の「専用機のセット」が成立している場合、この効果のコストは0に変更される。"
    cs = a.get("continuous", [])
    if a["kind"] == "static" and len(cs) == 2 and all(c["apply"] == "redirect" for c in cs) \
            and cs[0]["target"] == "self" and cs[1]["target"] != "self":  # 「このカード、または…全ての自軍ユニットは」
        from .print_cardb import continuous as cardb_continuous

        one = cardb_continuous(cs[0], target, lambda c: "")
        if one is None or not one.startswith("このカードは、"):
            return None
        return f"『常駐』：このカード、または{target({**cs[1]['target'], 'count': 'all'}, {})}は、" + one[len("このカードは、"):]
    if a["kind"] == "static" and len(cs) == 2 and cs[0]["apply"] == "keyword" and cs[1].get("status") == "melee_power" \
            and cs[0]["target"] == cs[1]["target"]:  # 「…は、「強襲」を得ると共に、射撃力の代わりに…」
        return (f"『常駐』：{target(cs[0]['target'], {})}は、「{_JA_KW[cs[0]['keyword']]}」を得ると共に、"
                f"{MELEE_POWER[cs[1].get('wording', 0)]}。")
    return None


def continuous(c: dict[str, Any], target: Target) -> str | None:
    """One continuous application of the family in words, or None."""
    if c["apply"] == "status" and c["status"] == "melee_power" and "condition" not in c:
        return f"{target(c['target'], {})}は、{MELEE_POWER[c.get('wording', 0)]}。"
    if c["apply"] == "gain_as":
        how = "、Gサインを任意の属性として扱う" if c.get("any_series") else "として扱う"
        return f"このカードは、「ゲイン」の効果において、ロールコストを{c['roll']}{how}。"
    if c["apply"] == "refit_total":
        return f"このカードは、自軍手札、または自軍ハンガーにある場合、「改装」の効果において、合計国力{c['total']}として扱う。"
    if c["apply"] == "deck_copies":
        return f"{target(c['target'], {})}は、デッキに{c['min']}枚以上入れられる。"
    return None


def step(s: dict[str, Any], targets: dict[str, Any], target: Target) -> str | None:
    """One step of the family in words (without 。), or None."""
    if s["do"] == "if" and s.get("wording") == "further":  # 「…場合、対象は、ターン終了時までさらに…」
        from .printer import _condition

        return f"{_condition(s['condition'])}場合、{target(s['then'][0]['target'], targets)}は、ターン終了時までさらに" + \
            _further(s["then"][0])
    if s["do"] == "together" and s.get("wording") == "and" and s["steps"][0]["do"] in ("grant_keyword", "modify"):
        first = s["steps"][0]
        what = (f"「{_JA_KW[first['keyword']]}」" if first["do"] == "grant_keyword"
                else "/".join(f"{n:+d}" if isinstance(n, int) else "+X" for n in first["stats"]))
        return f"{target(first['target'], targets)}は、ターン終了時まで{what}を得ると共に、リロールできる"
    if s["do"] == "battle_damage_to":  # 置き換え of battle damage (damageto.py)
        if s["to"] == "own_home":
            return "このカードの部隊が受ける全ての戦闘ダメージは、このターン、対象の代わりに自軍本国に与えられる"
        if s["to"] == "both_homes":
            return "このカードの部隊が与える戦闘ダメージは、このターン、敵軍部隊の代わりに自軍本国と敵軍本国に与えられる"
        return f"このカードの部隊が与える戦闘ダメージは、このターン、敵軍本国の代わりに{target(s['target'], targets)}に与えられる"
    if s["do"] == "take_damage":  # 置き換え of damage (damageto.py)
        of = "に与えられる全てのダメージ" if s.get("wording") else "が受ける全てのダメージ"
        to = "このカード" if s["to"] == "self" else "このセットグループのユニット"
        return f"{target(s['target'], targets)}{of}は、このターン、対象の代わりに{to}に与えられる"
    if s["do"] == "status" and s["status"] == "double_g" and s.get("until") == "turn_end":
        return f"{target(s['target'], targets)}は、このターン、ロールコストの支払いにおいて、2枚分のGとして扱う事ができる"
    if s["do"] == "status" and s["status"] == "melee_power" and s.get("until") == "turn_end":
        return f"このターン、{target(s['target'], targets)}は、{MELEE_POWER_USE}"
    return None


def _further(st: dict[str, Any]) -> str:
    from .cardb import PROTECTION_JA

    if st["do"] == "modify":
        return "/".join(f"{n:+d}" for n in st["stats"]) + "を得る"
    if st["do"] == "modify_pm":
        return "/".join(f"±{n}" for n in st["stats"]) + "を得る"
    if st["do"] == "grant_keyword":
        return f"「{_JA_KW[st['keyword']]}」を得る"
    return PROTECTION_JA[st["status"]]


def condition(cond: dict[str, Any]) -> str | None:
    """A condition of the family in words, or None."""
    both = cond.get("all")
    if isinstance(both, list) and len(both) == 2 and both[0] == {"exists": {"self": True, "has_character": True}}:
        from .printer import _condition

        states = _condition(both[1])
        if states.startswith("このカードが"):
            return "このカードが、キャラがセットされている状態で、" + states[len("このカードが"):]
    ex = cond.get("exists")
    if isinstance(ex, dict) and set(ex) == {"name", "zone", "side"} and ex["zone"] == ["gzone", "junkyard"]:
        return f"本来の名称が「{ex['name']}」であるカードが自軍Gまたは自軍ジャンクヤードにある"
    return None


def _x_or(v: Any, word: str) -> str:
    return f"{v}{word}" if isinstance(v, int) else f"X{word}"


QUALIFIERS: dict[str, Any] = {
    "max_roll_cost": lambda v: _x_or(v, "以下のロールコストを持つ"),
    "printed_type": lambda v: f"本来の種類が{_JA_TYPE[v]}である",
}


def selector_x(a: dict[str, Any]) -> Any:
    """The value X stands for in 「X以下のロールコストを持つ」 (Xの値は…とする), or None."""
    sels = list(a.get("targets", {}).values()) + [st.get("target") for st in a.get("effect", [])]
    for sel in sels:
        if isinstance(sel, dict) and isinstance(sel.get("max_roll_cost"), dict):
            return sel["max_roll_cost"]
    return None
