"""Canonical wordings of grammar_cardz3.lark's constructs (called from printer.py by one hook)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardz3 import HOME_OR

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}
ARRANGE_NOTE = "（注：戻す場所は個別で選択できない）"


def note(a: dict[str, Any]) -> str:
    """The note after a text whose cards go back on top or to the bottom together (wording together), else ""."""
    return ARRANGE_NOTE if "'wording': 'together'" in repr(a.get("effect", [])) else ""


def step(s: dict[str, Any], targets: dict[str, Any], print_step: Callable[[dict[str, Any], dict[str, Any]], str],
         target: Callable[[Any, dict[str, Any]], str]) -> str | None:
    """One step of the family in words, or None."""
    if s["do"] == "move" and s.get("wording") == "discard":  # 「敵軍ハンガーにある…を廃棄する」
        return f"{target(s['target'], targets)}を廃棄する"
    if s["do"] == "move" and s.get("wording") == "own_home":
        return f"{target(s['target'], targets)}を、自軍本国の{'上' if s['to'] == 'home_top' else '下'}に移す"
    if s["do"] == "tops_to_junk" and s.get("wording") == "each_upto":
        return f"全ての軍は、自分の捨て山の上のカード{s['count']}枚までを可能な限り廃棄する"
    if s["do"] == "tops_to_junk":
        return f"全ての{'本国' if s['zone'] == 'home' else '捨て山'}の上のカード{s['count']}枚を廃棄する"
    if s["do"] == "to_hangar" and s.get("side") == "enemy":
        return f"{target(s['target'], targets)}を敵軍ハンガーに移す"
    if s["do"] == "pile_to_home" and s["side"] == "own":
        return f"自軍捨て山の全てのカードを、自軍本国の{'上' if s['to'] == 'top' else '下'}に移す"
    if s["do"] == "pile_to_home":
        return f"全ての捨て山の、全てのカードを持ち主の本国の{'上' if s['to'] == 'top' else '下'}に移す"
    if s["do"] == "shuffle_homes":
        return "全ての本国をシャッフルする"
    if s["do"] == "each_pile_top":
        return f"全ての軍は、自分の本国、または自分の捨て山の上のカード{s['count']}枚を廃棄する"
    if s["do"] == "choose_one" and s.get("wording") == "reroll_or":
        first, second = (o["steps"][0] for o in s["options"])
        stats = "/".join(f"{n:+d}" for n in second["stats"])
        other = "" if first["target"] == second["target"] else f"{target(second['target'], targets)}は、"  # not one target:
        return f"{target(first['target'], targets)}は、リロールする。または、{other}ターン終了時まで{stats}を得る"  # not exact
    if s["do"] == "side_picks" and s["then"] == "roll":  # (family T2's other verbs: textc/cardt2.py)
        said = print_step({**s, "then": "destroy"}, targets)
        return said.removesuffix("破壊する") + "ロールする"
    if s["do"] == "sequence" and s.get("wording") == "own":
        first, then = s["steps"]
        where = "自軍ハンガー" if first["do"] == "to_hangar" else "自軍手札"
        return f"{target(first['target'], targets)}を{where}に移し、{print_step(then, targets)}"
    if s["do"] == "take_top" and s.get("wording") == "plain":
        return print_step({k: v for k, v in s.items() if k != "wording"}, targets).replace("リロール状態で自軍Gにする", "自軍Gにする")
    if s["do"] == "to_own_deploy":
        state = "" if "rolled" not in s else ("ロール" if s["rolled"] else "リロール") + "状態で"
        return f"{target(s['target'], targets)}を自軍配備エリアに{state}移す"
    if s["do"] == "choose_one" and s.get("wording") == HOME_OR:
        home, other = (o["steps"][0] for o in s["options"])
        return f"{_JA_SIDE[home['side']]}本国、または{print_step(other, targets)}"
    return None
