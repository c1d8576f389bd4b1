"""Family R4 of issue 14 (grammar_cardr4.lark, textc/cardr4.py): printing back a hand looked at and the cards a
look takes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def look_x(steps: list[dict[str, Any]]) -> Any:
    """The value X stands for in what a look takes (「その中にある、X以下の合計国力を持つ…」), if one does."""
    for st in steps:
        if "steps" in st:
            inner = look_x(st["steps"])
            if inner is not None:
                return inner
        if st.get("do") == "search" and isinstance(st.get("filter", {}).get("max_total_cost"), dict):
            return st["filter"]["max_total_cost"]
    return None


_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}

# 「Gサインを持つ」 (a G sign of any colour); 「記述を持たない」 is said only by this family's condition
QUALIFIERS: dict[str, Any] = {"cardr4_gsign": lambda v: "Gサインを持つ",
                              "cardr4_kw_any": lambda v: "".join(f"「{_kw_ja(k)}」" for k in v) + "を持つ",
                              "cardr4_min_roll": lambda v: "複数のロールコストを持つ",
                              "cardr4_rolls_at_least": lambda v: f"ロールコストを{v}つ以上持つ",
                              "cardr4_roll_min": lambda v: f"{v}以上のロールコストを持つ"}


def _kw_ja(name: str) -> str:
    from .cardc import KEYWORD_HELD

    return next(k for k, v in KEYWORD_HELD.items() if v == name)


def step(s: dict[str, Any], targets: Any, target: Callable[[Any, Any], str],
         step: Callable[[dict[str, Any], Any], str]) -> str | None:
    """This family's steps in canonical words (without 。), or None for another printer."""
    do = s["do"]
    if do == "search" and s.get("zone") == "hand" and s.get("to") == "gzone":
        what = target({**s["filter"], "count": s["count"]}, {})
        return f"敵軍手札を全て見て、その中にある{what}を敵軍Gにする"
    if do == "search" and s.get("wording") == "cardr4_shown":
        from .compiler import TYPE

        kind = {v: k for k, v in TYPE.items()}.get(s["filter"].get("type", "card"), "カード")
        quals = target({**s["filter"], "count": "bare"}, {}).removesuffix(kind)
        top = s["top"]
        n = f"1～{top['upto']}" if isinstance(top, dict) else str(top)
        return f"自軍本国の上のカード{n}枚を表にして、その中にある{quals}全ての{kind}を自軍手札に移す"
    if do == "search" and s.get("wording") == "cardr4_any_order":
        top = s["top"]
        n = f"1～{top['upto']}" if isinstance(top, dict) else str(top)
        return f"自軍本国の上のカード{n}枚を見て、その中にある任意の枚数のカードを、任意の順番で自軍捨て山の上に移す"
    if do == "cardr4_hand_blank":
        if "chooser" in s:
            face = "裏向き" if s["face"] == "down" else "表向き"
            return (f"{_JA_SIDE[s['chooser']]}は、自分の手札{s['count']}枚を選んで、記述を持たないセットカードとして、"
                    f"このカードに{face}でセットする")
        what = target({**s["filter"], "count": s["count"]}, {})
        return f"敵軍手札を全て見て、その中にある{what}を、記述を持たないセットカードとして、このカードにセットする"
    if do == "sequence" and s.get("wording") == "cardr4_look_if":
        look, cond = s["steps"]
        sel = {k: v for k, v in cond["condition"]["exists"].items() if k not in ("side", "zone")}
        return (f"{_JA_SIDE[look['side']]}手札を全て見る。その中に、{target({**sel, 'count': 'bare'}, {})}がある場合、"
                + step(cond["then"][0], targets))
    return None


def condition(cond: dict[str, Any]) -> str | None:
    """「記述を持たない自軍セットカードがある」, or None for another printer."""
    ex = cond.get("exists")
    if isinstance(ex, dict) and ex.get("cardr4_blank") and set(ex) == {"side", "set_card", "cardr4_blank"}:
        return f"記述を持たない{_JA_SIDE[ex['side']]}セットカードがある"
    return None


def ability(a: dict[str, Any], ability: Callable[[dict[str, Any]], str],
            condition: Callable[[dict[str, Any]], str]) -> str | None:
    """「…。この効果は、（condition）場合、使用できない。」: the text printed without its condition, then it."""
    if a.get("wording") != "cardr4_unusable":
        return None
    bare = ability({k: v for k, v in a.items() if k not in ("wording", "condition")})
    return f"{bare}この効果は、{condition(a['condition']['not'])}場合、使用できない。"


def continuous(c: dict[str, Any], target: Callable[[Any, Any], str]) -> str | None:
    """「…は、（そのユニットが）場に出たターンと次のターン中、「速攻」を得る。」, or None for another printer."""
    t = c.get("target")
    if not (isinstance(t, dict) and t.get("cardr4_recent")):
        return None
    from .compiler import SIMPLE_KW

    who = target({k: v for k, v in t.items() if k != "cardr4_recent"}, {})
    if c["apply"] == "keyword":
        kw = next(k for k, v in SIMPLE_KW.items() if v == c["keyword"])
        return f"{who}は、（そのユニットが）場に出たターンと次のターン中、「{kw}」を得る。"
    return f"{who}は、（そのユニットが）場に出たターンと次のターン中、戦闘ダメージを受けない。"


def print_target(sel: Any) -> str | None:
    """「自軍ジャンクヤードにある「バグ」1枚」, or None for another printer."""
    if isinstance(sel, dict) and sel.get("zone") == "junkyard" and "name" in sel and set(sel) == {
            "side", "zone", "name", "count"} and sel["side"] == "own" and isinstance(sel["count"], int):
        return f"自軍ジャンクヤードにある「{sel['name']}」{sel['count']}枚"
    return None
