"""Canonical wordings of family K6's constructs (grammar_cardk6.lark; called from printer.py by one hook each)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardk6 import (
    WORDING_AND,
    WORDING_NAMED_OR_SELF,
    WORDING_PM,
    WORDING_THEN_IF,
)

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}
# selector qualifiers of the family (printer._QUALIFIER): 「N以上の格闘力を持つ」, 「N以下の…」 / 「X以下の…」
QUALIFIERS: dict[str, Any] = {"area": lambda v: {"space": "宇宙エリアにいる", "earth": "地球エリアにいる"}[v],
                              "min_melee": lambda v: f"{v}以上の格闘力を持つ",
                              "max_melee": lambda v: f"{v if isinstance(v, int) else 'X'}以下の格闘力を持つ"}
_JA_DO = {"destroy": "破壊する", "discard": "廃棄する", "bounce": "持ち主の手札に移す"}


def _pick_words(s: dict[str, Any], whole: Callable[[dict[str, Any]], str]) -> tuple[str, str] | None:
    """One pick of a side's own cards in words, without 「敵軍は、」 and 「を選んで…」: (words, verb)."""
    side = _JA_SIDE.get(s.get("side", ""), "")
    if s["do"] == "discard_hand" and set(s) == {"do", "side", "count"}:
        return f"自分の手札{s['count']}枚", "廃棄する"
    if s["do"] == "side_picks" and set(s) == {"do", "side", "filter", "count", "then"} and s["then"] in _JA_DO:
        words, verb = whole(s), _JA_DO[s["then"]]
        head, tail = f"{side}は、", f"を選んで{verb}"
        if words.startswith(head) and words.endswith(tail):
            return words[len(head):-len(tail)], verb
    return None


def step(s: dict[str, Any], whole: Callable[[dict[str, Any]], str]) -> str | None:
    """One step of the family in words, or None."""
    if s["do"] == "side_either" or (s["do"] == "sequence" and s.get("wording") == WORDING_AND):
        steps = s["picks"] if s["do"] == "side_either" else s["steps"]
        picks = [_pick_words(x, whole) for x in steps]
        if len(picks) != 2 or picks[0] is None or picks[1] is None or picks[0][1] != picks[1][1]:
            return None
        join = "、または" if s["do"] == "side_either" else "と"
        return f"{_JA_SIDE[steps[0]['side']]}は、{picks[0][0]}{join}{picks[1][0]}を選んで{picks[0][1]}"
    return None


def further(s: dict[str, Any], condition: Callable[[Any], str], whole: Callable[[dict[str, Any]], str]) -> str | None:
    """「その後、（condition）場合、step」 (cardk6_then_if), else None."""
    if s["do"] == "if" and s.get("wording") == WORDING_THEN_IF and len(s["then"]) == 1 and "else" not in s:
        return f"{condition(s['condition'])}場合、{whole(s['then'][0])}"  # (その後、: printer._step, its `after`)
    return None


def _named(cond: Any) -> str | None:
    """「自軍「A」」 of a named presence {exists: {side, name}}, else None."""
    if isinstance(cond, dict) and set(cond) == {"exists"} and isinstance(sel := cond["exists"], dict) \
            and set(sel) == {"side", "name"} and sel["side"] in _JA_SIDE:
        return f"{_JA_SIDE[sel['side']]}「{sel['name']}」"
    return None


def condition(cond: dict[str, Any]) -> str | None:
    """「敵軍手札が0枚の」 (cardk6_c_hand_is), 「自軍「A」（、または自軍「B」）がいる」 (cardk6_c_named), else None."""
    if (one := _named(cond)) is not None:
        return f"{one}がいる"
    either = cond.get("any") if set(cond) == {"any"} else None
    if isinstance(either, list) and len(either) == 2 and None not in (names := [_named(c) for c in either]):
        return f"{names[0]}、または{names[1]}がいる"
    eq = cond.get("equal") if set(cond) == {"equal"} else None
    if isinstance(eq, list) and len(eq) == 2 and isinstance(eq[0], dict) and set(eq[0]) == {"hand_count"} \
            and eq[0]["hand_count"] in _JA_SIDE and isinstance(eq[1], int):
        return f"{_JA_SIDE[eq[0]['hand_count']]}手札が{eq[1]}枚の"
    return None


def continuous(c: dict[str, Any], target: Callable[..., str]) -> str | None:
    """「このカードは、戦闘エリアに自軍ユニットが2枚以上いる場合、（protection）。」 (cardk6_ts_area_count), else None."""
    from .cardb import PROTECTION_JA
    from .cardb3 import WORDING_TOPIC

    cond = c.get("condition")
    if c["apply"] != "status" or c.get("wording") != WORDING_TOPIC or c["status"] not in PROTECTION_JA \
            or not isinstance(cond, dict) or set(cond) != {"exists", "min"}:
        return None
    sel = cond["exists"]
    if sel != {"zone": "battle", "side": sel.get("side"), "type": "unit"} or sel["side"] not in _JA_SIDE:
        return None
    return (f"{target(c['target'], {})}は、戦闘エリアに{_JA_SIDE[sel['side']]}ユニットが{cond['min']}枚以上いる場合、"
            f"{PROTECTION_JA[c['status']]}。")


def trigger(a: dict[str, Any]) -> str | None:
    """「自軍「A」が場に出た、または自軍「A」がいる状態で、このカードが場に出た場合、」 (cardk6_on_named_or_self_with)."""
    if a.get("wording") != WORDING_NAMED_OR_SELF or a.get("on") != "card_enters":
        return None
    of, own = a["of"], a.get("also_on")
    if set(of) != {"side", "name"} or of["side"] not in _JA_SIDE or a.get("condition") != {"exists": of} \
            or own not in (["played"], ["enters_field"]) or a.get("every"):
        return None
    named = f"{_JA_SIDE[of['side']]}「{of['name']}」"
    played = "プレイされて" if own == ["played"] else ""
    return f"{named}が場に出た、または{named}がいる状態で、このカードが{played}場に出た場合、"


def ability(a: dict[str, Any], whole: Callable[[dict[str, Any]], str], condition: Callable[[Any], str]) -> str | None:
    """「（steps）。（condition）場合、このカードは、ロールコスト-1してプレイできる。」 (cardk6_timed_cheaper_roll)."""
    c = a.get("cost", {})
    if "cheaper_roll_by" not in c or "cheaper_by" in c:
        return None
    rest = {k: v for k, v in c.items() if k not in ("cheaper_if", "cheaper_roll_by")}
    bare = {k: v for k, v in a.items() if k != "cost"} | ({"cost": rest} if rest else {})
    return whole(bare) + f"{condition(c['cheaper_if'])}場合、このカードは、ロールコスト-{c['cheaper_roll_by']}してプレイできる。"


def step_with_target(s: dict[str, Any], target: Callable[[Any], str]) -> str | None:
    """「敵軍キャラ1枚を、別の敵軍ユニットにセットする」 (R-342), else None."""
    if s["do"] == "set_on" and s.get("onto") == "other_enemy":
        return f"{target(s['target'])}を、別の敵軍ユニットにセットする"
    return None


def squad_step(s: dict[str, Any], targets: dict[str, Any]) -> str | None:
    """「部隊1つの部隊戦闘力を、部隊解散まで±3する」 (cardk6_s_squad_pm), else None."""
    if s["do"] == "squad_power_pm" and s.get("wording") == WORDING_PM and isinstance(s["amount"], int):
        from .cardc import _squad

        return f"{_squad(s['target'], targets)}の部隊戦闘力を部隊解散まで±{s['amount']}する"
    return None
