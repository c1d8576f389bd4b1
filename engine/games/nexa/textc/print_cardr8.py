"""Printer of issue 14's family R8 (textc/cardr8.py): named step results and looking at cards, round 3."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardr8 import BARE, JUNK_SET, NOT_SWAPPED, OWN_HOME, PUT_BACK, REST, THEN_SET

__all__ = ["BARE", "REST", "step_whole", "target"]


def step_whole(s: dict[str, Any], whole: Callable[[dict[str, Any]], str], target: Callable[[Any], str]) -> str | None:
    """This family's verbs and wordings of shared verbs, else None."""
    if s["do"] == "cardr8_look_swap":  # (a may of itself: 「…事ができる」)
        return _swap(s, target)
    if s["do"] == "cardr8_look_set_host" and s["zone"] in _PILE:
        pile = _PILE[s["zone"]]
        what = target({**s["filter"], "count": "bare"})
        return f"{pile}のカードを全て見て、その中にある{what}1枚を、そのユニットにセットできる。その後、{pile}をシャッフルする"
    if s["do"] == "cardr8_look_enter":
        top = s.get("top")
        if top is None:
            return None
        n = f"1~{top['upto']}" if isinstance(top, dict) else str(top)
        what = target({**s["filter"], "count": "bare"})
        state = "ロール" if s["rolled"] else "リロール"
        return (f"{_PILE[s['zone']]}の上のカード{n}枚を見て、その中にある{what}1枚を、敵軍ユニットのいる戦闘エリアに{state}"
                "状態で出す事ができる")
    if s["do"] == "sequence" and s.get("wording") == OWN_HOME and len(s["steps"]) == 1:  # the home looked at, said 自軍本国
        said = whole(s["steps"][0])
        return said.replace("元の本国の上か下に戻す", "自軍本国の上か下に移す").replace("元の本国の上に移す", "自軍本国の上に移す")
    if s["do"] == "sequence" and s.get("wording") == PUT_BACK:
        return "ターン終了時に、この効果で出したユニットを自軍本国の上に移す"
    if s["do"] == "sequence" and s.get("wording") == NOT_SWAPPED and len(s["steps"]) == 1:
        return "この効果でこのユニットを置き換えなかった場合、" + "".join(whole(x) for x in s["steps"][0]["steps"])
    if s["do"] == "sequence" and s.get("wording") == REST:  # the steps after a その場合 run, each its own sentence
        return "。".join(whole(x) for x in s["steps"])
    if s["do"] == "sequence" and s.get("wording") == THEN_SET and len(s["steps"]) == 1:
        inner = whole(s["steps"][0])
        if inner.endswith(_SET_MAY):
            return inner.removesuffix(_SET_MAY) + "で出す事ができる。その場合、このカードを、そのユニットにセットする"
        return None
    if s["do"] == "optional" and len(s["steps"]) == 1 and s["steps"][0].get("wording") == BARE:
        return _unsaid_one(whole({**s, "steps": [_plain(s["steps"][0])]}))
    if s["do"] == "search" and s.get("wording") == BARE:  # 「その中にある…ユニットを」: one card, its count unsaid
        return _unsaid_one(whole(_plain(s)))
    return None


_SET_MAY = "で出し、このカードをセットできる"


def _plain(s: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in s.items() if k != "wording"}


def _unsaid_one(out: str) -> str:
    """「その中にある…ユニット1枚を」 said 「その中にある…ユニットを」."""
    start = out.find("その中にある")
    at = out.find("1枚を", start) if start >= 0 else -1
    return out[:at] + out[at + 2:] if at >= 0 else out


_PILE = {"home": "自軍本国", "discard": "自軍捨て山"}


def _swap(s: dict[str, Any], target: Callable[[Any], str]) -> str:
    """「…を見て、その中にある…1枚と、…を置き換える事ができる」 (R-454)."""
    pile = _PILE[s["zone"]]
    top = s.get("top")
    if top is None:
        head = f"{pile}のカードを全て見て、"
    else:
        head = f"{pile}の上のカード{'1~' + str(top['upto']) if isinstance(top, dict) else top}枚を見て、"
    flt = s["filter"]
    what = f"「{flt['name']}」" if set(flt) == {"name"} else target({**flt, "count": "bare"})
    old = "このカード" if s["target"] == "self" else target(s["target"])
    out = f"{head}その中にある{what}1枚と、{old}を置き換える事ができる"
    return out if top is not None and not s.get("shuffled") else out + f"。その後、{pile}をシャッフルする"


def target(sel: Any) -> str | None:
    """「自軍セットカード1～2枚」 (R-457), else None."""
    if not isinstance(sel, dict) or sel.get("set_card") is not True or set(sel) != {"side", "set_card", "count"}:
        return None
    n = sel["count"]
    if not (isinstance(n, dict) and n.get("from") == 1 and "upto" in n):
        return None
    return {"own": "自軍", "enemy": "敵軍"}.get(sel["side"], "") + f"セットカード1~{n['upto']}枚"


_DRAW: dict[str, Any] = {"do": "draw", "side": "own", "count": 1}  # (a step whose words stand in for this family's)


def ability(a: dict[str, Any], print_ability: Callable[[dict[str, Any]], str]) -> str | None:
    """A whole text of this family in words, else None: 「『起動』：（trigger）、自軍ジャンクヤードにあるこのカードを、その
    ユニットにセットできる。」 (R-458)."""
    eff = a.get("effect", [])
    if a.get("kind") != "triggered" or len(eff) != 1 or eff[0].get("wording") != JUNK_SET:
        return None
    said = print_ability({**{k: v for k, v in a.items() if k != "condition"}, "effect": [_DRAW]})
    if not said.endswith("カード1枚を引く。"):
        return None
    return said.removesuffix("カード1枚を引く。") + "自軍ジャンクヤードにあるこのカードを、そのユニットにセットできる。"
