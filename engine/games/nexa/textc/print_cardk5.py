"""Canonical wordings of family K5's constructs (grammar_cardk5.lark; called from printer.py by one hook each)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardb import PROTECTION_JA
from .cardb3 import WORDING_TOPIC
from .cardk5 import HAS_CHARACTER, WORDING_COND_FIRST

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}
_JA_TYPE = {"unit": "ユニット", "character": "キャラ", "g": "G", "command": "コマンド", "operation": "オペレーション"}
TRIGGERS = {"enemy_turn_end": "敵軍ターン終了時に、"}  # printer._TRIGGER's words of family K5's triggers
# the states of family B3's topic form of a protection this family adds (grammar_cardk5.lark), by repr of the condition
_TOPIC_STATES = {repr(HAS_CHARACTER): "キャラがセットされている", repr({"self_in": "deploy"}): "配備エリアにいる",
                 repr({"self_in": "battle"}): "戦闘エリアにいる"}  # printer._TRIGGER's words of family K5's triggers


def continuous(c: dict[str, Any], target: Callable[..., str], condition: Callable[[Any], str]) -> str | None:
    """One continuous application of the family in words, or None."""
    if c["apply"] == "status" and c.get("wording") == WORDING_COND_FIRST and c["status"] in PROTECTION_JA:
        return f"{condition(c['condition'])}場合、{target(c['target'], {})}は、{PROTECTION_JA[c['status']]}。"
    if c["apply"] == "cost" and c.get("wording") == "cond_first" and "total" not in c \
            and set(c) == {"apply", "target", "roll", "condition", "wording"} and isinstance(c["roll"], int):
        return f"{condition(c['condition'])}場合、{target(c['target'], {})}は、ロールコスト{c['roll']:+d}してプレイできる。"
    if c["apply"] == "status" and c.get("wording") == WORDING_TOPIC and c["status"] in PROTECTION_JA \
            and (state := _TOPIC_STATES.get(repr(c.get("condition")))) is not None:
        return f"{target(c['target'], {})}は、{state}場合、{PROTECTION_JA[c['status']]}。"
    return None


def search_x(steps: list[dict[str, Any]]) -> Any:
    """The value X stands for in a search's filter (「その中にある、X以下の合計国力を持つ…」), else None."""
    for st in steps:
        if "steps" in st and (inner := search_x(st["steps"])) is not None:
            return inner
        if st.get("do") == "search" and isinstance(v := st["filter"].get("max_total_cost"), dict):
            return v
    return None


def trigger(a: dict[str, Any], target: Callable[..., str] | None = None) -> str | None:
    """「このカード、または自軍「A」が場に出た場合、」 (cardk5_on_self_or_named), 「このカード以外のキャラが破壊された
    場合、」 (cardk5_on_watched_destroyed), else None."""
    of = a.get("of")
    if a.get("on") == "card_destroyed" and isinstance(of, dict) and isinstance(of.get("type"), str) \
            and target is not None and not a.get("condition") and not a.get("wording"):  # another family's wording
        return f"{target({**of, 'count': 'bare'}, {})}が破壊された場合、"
    if a.get("on") not in ("card_enters", "card_played") or not isinstance(of, dict) or set(of) != {"side", "name"}:
        return None
    own = "played" if a["on"] == "card_played" else "enters_field"
    if a.get("also_on") != [own] or a.get("condition") or a.get("every"):
        return None
    side = {"own": "自軍", "enemy": "敵軍"}[of["side"]]
    played = "プレイされて" if a["on"] == "card_played" else ""
    return f"このカード、または{side}「{of['name']}」が{played}場に出た場合、"


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[[Any, dict[str, Any]], str],
         stats: Callable[[list[Any]], str], whole: Callable[[dict[str, Any]], str]) -> str | None:
    """One step of the family in words, or None."""
    if s["do"] == "wait" and s["at"] == "next_draw":
        return "次のドローフェイズ開始時に、" + "".join(whole(x) for x in s["steps"])
    if s["do"] == "modify_status" and s["until"] == "turn_end":
        return (f"{target(s['target'], targets)}は、ターン終了時まで{stats(s['stats'])}を得ると共に"
                f"{PROTECTION_JA[s['status']]}")
    if s["do"] == "discard_hand" and s.get("wording") == "upto" and set(s) == {"do", "side", "count", "wording"}:
        return f"{_JA_SIDE[s['side']]}は、自分の手札を{s['count']}枚まで、可能な限り選んで廃棄する"
    if s["do"] == "optional" and len(s["steps"]) == 1 and s["steps"][0]["do"] == "reroll_to":
        side, n = _JA_SIDE[s["steps"][0]["side"]], s["steps"][0]["count"]
        return f"リロール状態の{side}Gが{n}枚になるように、任意の枚数の{side}Gをリロールできる"
    if s["do"] == "units_down_to":
        return f"全ての軍は、自分のユニットが{s['count']}枚になるように、自分のユニットを、可能な限り選んで廃棄する"
    if s["do"] == "draw_to":
        return f"{_JA_SIDE[s['side']]}手札が{s['count']}枚になるまで、カードを引く"
    return None


def condition(cond: dict[str, Any], target: Callable[..., str]) -> str | None:
    """「AとBがいる」 (cardk5_c_present_both), 「全ての自軍Gがロール状態の」 (cardk5_c_all_rolled), 「自軍手札が5枚
    以上ある」, else None."""
    if set(cond) == {"hand_at_least"}:
        return f"自軍手札が{cond['hand_at_least']}枚以上ある"
    if set(cond) == {"hand_at_most"}:
        return f"自軍手札が{cond['hand_at_most']}枚以下の"
    eq = cond.get("equal") if set(cond) == {"equal"} else None
    if isinstance(eq, list) and len(eq) == 2 and all(isinstance(v, dict) and set(v) == {"count"} for v in eq):
        a, b = eq[0]["count"], eq[1]["count"]
        if isinstance(a, dict) and set(a) == {"side", "type"} and b == {**a, "rolled": True} \
                and a["side"] in _JA_SIDE and a["type"] in _JA_TYPE:
            return f"全ての{_JA_SIDE[a['side']]}{_JA_TYPE[a['type']]}がロール状態の"
    both = cond.get("all") if set(cond) == {"all"} else None
    if isinstance(both, list) and len(both) == 2 and all(
            isinstance(c, dict) and set(c) == {"exists"} and "self" not in c["exists"] for c in both):
        a, b = (target({**c["exists"], "count": "bare"}, {}) for c in both)
        return f"{a}と、{b}がいる"
    return None


_JA_COLOUR = {"blue": "青", "green": "緑", "black": "黒", "red": "赤", "brown": "茶", "white": "白", "purple": "紫"}


def cost_either(cost: dict[str, Any]) -> str:
    """〔黒2/赤2〕: a cost paid one way or the other."""
    return "〔" + "/".join(f"{_JA_COLOUR[c]}{n}" for alt in cost["pay_either"] for c, n in alt.items()) + "〕"
