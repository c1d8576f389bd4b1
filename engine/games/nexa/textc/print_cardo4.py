"""Canonical wordings of grammar_cardo4.lark's constructs (called from printer.py by its hooks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Target = Callable[[Any, dict[str, Any]], str]
# 〈このカードは、Gとして場に出る場合、ロール状態で出す事ができる。その場合、…〉's first step (textc/cardo4.py)
ENTER_ROLLED = {"do": "optional", "steps": [{"do": "roll", "target": "self"}]}


def step(s: dict[str, Any], targets: dict[str, Any], target: Target) -> str | None:
    """One step of the family in words (without 。), or None: only its own wording keys."""
    if s["do"] == "if" and s.get("wording") == "further" and s["then"][0].get("until") == "cut_end":  # 「…さらにカット…」
        from .cardb import PROTECTION_JA
        from .printer import _condition

        then = s["then"][0]
        return f"{_condition(s['condition'])}場合、{target(then['target'], targets)}は、さらにカット終了時まで、" + \
            PROTECTION_JA[then["status"]]
    if s["do"] == "together" and s.get("wording") == "and" and s["steps"][0]["do"] == "grant_trait":
        first = s["steps"][0]  # 「…は、ターン終了時まで、「特徴：A」を得ると共に、リロールできる」
        return f"{target(first['target'], targets)}は、ターン終了時まで、「特徴：{first['trait']}」を得ると共に、リロールできる"
    if s["do"] == "set_blank" and s["what"] in ("hand", "hand_hangar"):  # 「自軍手札1枚を選んで、記述を持たない…」
        said = f"自軍手札{s['count']}枚" if s["what"] == "hand" else f"自軍手札、または自軍ハンガーにあるカード{s['count']}枚"
        onto = "このカード" if s["onto"] == "self" else target(s["target"], targets)
        face = "裏向き" if s["face"] == "down" else "表向き"
        return f"{said}を選んで、記述を持たないセットカードとして、{onto}に{face}でセットする"
    return None


def ability(a: dict[str, Any], continuous: Callable[[dict[str, Any]], str],
            whole: Callable[[dict[str, Any]], str]) -> str | None:
    """A whole ability of the family in words, or None: a replacement printed as 『起動』 (cardo4_trigger_redirect); a
    step's move replaced under a condition (instead_if), said after the text as its own sentence."""
    if a["kind"] == "static" and len(a["continuous"]) == 1 and a["continuous"][0].get("header") == "trigger":
        return "『起動』：" + continuous({k: v for k, v in a["continuous"][0].items() if k != "header"})
    if a["kind"] == "triggered" and a.get("on") == "enters_as_g" and a.get("effect") and a.get("wording") == "topic" \
            and a["effect"][0] == ENTER_ROLLED and a.get("all_or_nothing"):
        rest = whole({k: v for k, v in a.items() if k != "wording"} | {"effect": a["effect"][1:], "all_or_nothing": False})
        head = "『起動』：このカードがGとして場に出た場合、"
        if len(a["effect"]) < 2 or not rest.startswith(head):
            return None
        return "『起動』：このカードは、Gとして場に出る場合、ロール状態で出す事ができる。その場合、" + rest[len(head):]
    if a["kind"] in ("activated", "play") and len(a.get("effect", ())) == 1:
        first = a["effect"][0]
        inner = first.get("steps", ()) if first["do"] == "together" else (first,)
        hit = next((x for x in inner if x.get("do") == "instead_if"), None)
        if hit is None:
            return None
        plain = [{"do": hit["of"], "target": hit["target"]} if x is hit else x for x in inner]
        back = {**first, "steps": plain} if first["do"] == "together" else plain[0]
        name = hit["condition"]["exists"]["name"]
        which = "" if not hit["ref"] else f"対象{hit['ref'] if hit['ref'] > 1 else ''}を"
        to = "廃棄する" if hit["to"] == "junkyard" else "持ち主の捨て山の下に移す"
        return (whole({**a, "effect": [back]}) + f"本来の名称が「{name}」であるカードが、自軍G、または自軍ジャンクヤードにある"
                f"場合、{which}持ち主の手札に移す代わりに{to}。") + ("（注：場にセットされているキャラも対象にできる）" if hit.get("note") else "")
    return None


def continuous(c: dict[str, Any], target: Target) -> str | None:
    """One continuous application of the family in words, or None."""
    if c["apply"] == "no_reroll" and "condition" not in c:
        return f"{target(c['target'], {})}は、リロールできない。"
    if c["apply"] == "unplayable" and c["target"] == "self":
        return "このカードは、プレイできない。"
    if c["apply"] == "status" and c["status"] in ("cannot_sortie", "cannot_attack") \
            and set(c.get("condition") or {}) == {"not"}:  # 「…は、敵軍ユニットがいない場合、攻撃に出撃できない」
        from .cardo import SORTIE_BAN

        ban = {v: k for k, v in SORTIE_BAN.items()}[c["status"]]
        absent = target({**c["condition"]["not"]["exists"], "count": "bare"}, {})
        return f"{target(c['target'], {})}は、{absent}がいない場合、{ban}。"
    if c["apply"] == "keyword" and c.get("wording") == "costed" and c["keyword"] == "gain" and "condition" not in c:
        return f"{target(c['target'], {})}は、「〔1〕：ゲイン」を得る。"
    if c["apply"] == "redirect" and isinstance(c["target"], dict) and c["target"].get("count") == "all" \
            and c["event"] == "destroyed":  # 「このセットグループのキャラは、破壊されて廃棄される場合、…」
        from .print_cardb import REDIRECT_EVENT, REDIRECT_TO

        return (f"{target(c['target'], {})}は、{REDIRECT_EVENT[c['event']]}代わりに"
                f"{REDIRECT_TO[(c['to'], bool(c.get('rolled')))]}。")
    return None


def trigger(a: dict[str, Any], target: Target) -> str | None:
    """「このセットグループの、「特徴：A」を持つ自軍ユニットが攻撃に出撃した場合、」 (cardo4_on_group_watched), or None."""
    from .cardb3 import WATCH

    if a.get("on") == "group_refit_out" and "condition" not in a:
        return "このセットグループのユニットが、「改装」の効果で廃棄された場合、"
    if a.get("on") == "card_refit_out" and "condition" not in a:
        return target({**a["of"], "count": "bare"}, {}) + "が、「改装」の効果で廃棄された場合、"
    of = a.get("of")
    if a.get("on") not in WATCH or not isinstance(of, dict) or not of.get("group") or "condition" in a \
            or set(of) <= {"group", "type", "count"}:
        return None
    rest = {k: v for k, v in of.items() if k != "group"}
    return "このセットグループの、" + target({**rest, "count": "bare"}, {}) + WATCH[a["on"]] + "、"


def condition(cond: dict[str, Any], words: Callable[[dict[str, Any]], str]) -> str | None:
    """「このカードが、「特徴：A」を持つキャラと「特徴：B」を持つキャラがセットされている状態で、…」, or None."""
    both = cond.get("all")
    if not (isinstance(both, list) and len(both) == 3 and all(set(x) == {"has_character_trait"} for x in both[:2])):
        return None
    state = words(both[2])
    if not state.startswith("このカードが"):
        return None
    return (f"このカードが、「特徴：{both[0]['has_character_trait']}」を持つキャラと「特徴：{both[1]['has_character_trait']}」"
            f"を持つキャラがセットされている状態で、{state[len('このカードが'):]}")


def target(sel: Any, words: Target) -> str | None:
    """「このセットグループの、…自軍ユニット1枚」 (cardo4_t_group_chosen), or None."""
    if not isinstance(sel, dict) or not sel.get("group") or not isinstance(sel.get("count"), int):
        return None
    return "このセットグループの、" + words({k: v for k, v in sel.items() if k != "group"}, {})
