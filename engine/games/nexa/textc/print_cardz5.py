"""Canonical wordings of grammar_cardz5.lark's constructs (called from printer.py by its hooks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardz5 import FURTHER, HOME_AND

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}


def step(s: dict[str, Any], whole: Callable[[dict[str, Any]], str], condition: Callable[[Any], str],
         ref: Callable[[Any], str], targets: dict[str, Any]) -> str | None:
    """A step of the family in words, else None."""
    if s["do"] == "home_shield" and s.get("until") == "next_turn_end" and s.get("wording") == "pre":
        return f"次のターン、{_JA_SIDE[s['side']]}本国は戦闘ダメージを受けない"
    if s["do"] == "take_top" and s["side"] == "enemy" and s["zone"] == "home" and s["to"] == "hangar" \
            and isinstance(s["count"], int) and set(s) <= {"do", "side", "zone", "count", "to", "after"}:
        return f"敵軍本国の上のカード{s['count']}枚を敵軍ハンガーに移す"
    if s["do"] == "if_same_gsign" and len(s["then"]) == 1:
        return f"{ref(s['target'])}が、それぞれ同じGサインを持つ場合、{whole(s['then'][0])}"
    if s["do"] == "no_reroll" and s.get("until") == "next_turn_end":
        return f"{ref(s['target'])}は、このターンと次のターン、リロールできない"
    if s["do"] == "held_play":
        what = ("コストを支払わずにプレイできる" if s.get("free") else "「クイック」を得る" if s.get("keyword") == "quick"
                else f"合計国力{s['total']:+d}してプレイできる")
        return f"このターン、（ハンガーにある）{ref(s['target'])}は、{what}"
    if s["do"] == "sequence" and s.get("wording") == HOME_AND and len(s["steps"]) == 2:
        home, unit = s["steps"]
        amount = unit["amount"] if isinstance(unit["amount"], int) else "X"  # (an X the text defines after)
        return f"{_JA_SIDE[home['side']]}本国と、{ref(unit['target'])}に{amount}ダメージを与える"
    if s.get("wording") != FURTHER:
        return None
    if s["do"] == "if" and len(s["then"]) == 1 and not s.get("else"):
        return f"{condition(s['condition'])}場合、（さらに）{whole(s['then'][0])}"
    if s["do"] == "sequence" and len(s["steps"]) == 1:
        return f"（さらに）{whole(s['steps'][0])}"
    return None


def condition(cond: dict[str, Any]) -> str | None:
    """A condition of the family in words, else None."""
    eq = cond.get("equal")
    if set(cond) != {"equal"} or not isinstance(eq, list) or len(eq) != 2 or not isinstance(eq[1], int):
        return None
    a = eq[0]
    if isinstance(a, dict) and set(a) == {"hand_count"}:
        return f"{_JA_SIDE[a['hand_count']]}手札が{eq[1]}枚の"
    if isinstance(a, dict) and set(a) == {"count"} and isinstance(a["count"], dict) \
            and set(a["count"]) == {"side", "zone"} and a["count"]["zone"] == "discard":
        return f"{_JA_SIDE[a['count']['side']]}捨て山のカードが{eq[1]}枚の"
    return None


def trigger(a: dict[str, Any], target: Callable[[Any, dict[str, Any]], str]) -> str | None:
    """The family's trigger wordings, else None."""
    on, of = a.get("on"), a.get("of")
    if on == "card_destroyed_out" and isinstance(of, dict) and not a.get("condition"):
        return f"{target({**of, 'count': 'bare'}, {})}が破壊されて廃棄" + ("される毎に、" if a.get("every") else "される場合、")
    if on in ("card_to_junkyard", "card_to_junkyard_from_play") and isinstance(of, dict) and not a.get("condition"):
        return _to_junk(a, of, target)
    if on in ("card_enters", "card_played") and isinstance(of, dict) and set(of) == {"side", "name"} \
            and a.get("condition") == {"exists": of} and not a.get("every"):
        played = on == "card_played"
        if a.get("also_on") != ["played" if played else "enters_field"]:
            return None
        named = f"{_JA_SIDE[of['side']]}「{of['name']}」"
        return (f"{named}が場に出た、または{named}がいる状態で、このカードが"
                + ("プレイされて" if played else "") + "場に出た場合、")
    return None


def ability(a: dict[str, Any], whole: Callable[[dict[str, Any]], str]) -> str | None:
    """A whole text of the family (its condition said inside the trigger), else None."""
    cond = a.get("condition")
    if a.get("kind") == "triggered" and a.get("on") in ("own_home_recovers", "enemy_home_recovers") \
            and isinstance(cond, dict) and set(cond) == {"turn"} and not a.get("every") and not a.get("wording"):
        bare = whole({k: v for k, v in a.items() if k != "condition"})  # 「自軍ターン中に自軍本国が回復した場合」
        head = "『起動』："
        return f"{head}{_JA_SIDE[cond['turn']]}ターン中に" + bare[len(head):] if bare.startswith(head) else None
    if a.get("kind") == "triggered" and isinstance(cond, dict) and set(cond) == {"any"} and len(cond["any"]) == 2 \
            and cond["any"][0] == {"entered_this_turn": True}:
        named = cond["any"][1].get("exists", {})
        if set(named) != {"side", "name", "entered_this_turn"}:
            return None
        bare = whole({k: v for k, v in a.items() if k != "condition"})
        head = "『起動』："
        if not bare.startswith(head):
            return None
        return f"{head}このカード、または{_JA_SIDE[named['side']]}「{named['name']}」が場に出たターン中に、" + bare[len(head):]
    return None


_JA_TYPE = {"unit": "ユニット", "character": "キャラ", "operation": "オペレーション", "command": "コマンド"}


def _to_junk(a: dict[str, Any], of: dict[str, Any], target: Callable[[Any, dict[str, Any]], str]) -> str | None:
    """「自軍ジャンクヤードに、…が移動した場合、」 (「場、または手札から、」 first for card_to_junkyard_from_play)."""
    types = of.get("type")
    names = [] if types is None else [types] if isinstance(types, str) else list(types)
    if len(names) > 2 or any(t not in _JA_TYPE for t in names):
        return None
    rest = {k: v for k, v in of.items() if k not in ("side", "zone", "type")}
    if rest:
        first = target({**rest, **({"type": names[0]} if names else {}), "count": "bare"}, {})
    else:
        first = _JA_TYPE[names[0]] if names else "カード"
    if len(names) == 2:
        first += "か" + _JA_TYPE[names[1]]
    head = "場、または手札から、" if a["on"] == "card_to_junkyard_from_play" else ""
    when = "移動する毎に、" if a.get("every") else "移動した場合、"
    return f"{head}{_JA_SIDE[of['side']]}ジャンクヤードに、{first}が{when}"
