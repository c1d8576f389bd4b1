"""Family R3 of issue 14 printed back (textc/cardr3.py compiles these): 「自軍手札1枚」, 「…を選んで…」 and
the places the cards go."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}
_HOME = {"home_top": "上", "home_bottom": "下"}


def print_target(sel: dict[str, Any]) -> str | None:
    """「自軍手札1枚」: a hand's cards of any type (no type key), or None for another printer."""
    if sel.get("zone") == "hand" and "type" not in sel and set(sel) <= {"side", "zone", "count", "choose"}:
        if sel["count"] == "all":  # 「自軍手札全て」 (family Z6, cardz6.py)
            return f"{_JA_SIDE[sel['side']]}手札全て"
        return f"{_JA_SIDE[sel['side']]}手札{sel['count']}枚"
    return None


def step(s: dict[str, Any], targets: Any, target: Callable[[Any, Any], str],
               step: Callable[[dict[str, Any], Any], str]) -> str | None:
    """This family's steps in canonical words (without 。), or None for another printer."""
    do = s["do"]
    if do == "optional" and len(s["steps"]) == 1 and s["steps"][0]["do"] == "cardr3_and_set":
        return _and_set(s["steps"][0], targets, step, may=True)
    if do == "cardr3_and_set":
        return _and_set(s, targets, step, may=False)
    if do == "cardr3_side_does" and s.get("then") != "damage":  # (then damage: family V5, print_cardv5.py)
        from .compiler import TYPE

        kind = {v: k for k, v in TYPE.items()}.get(s["filter"].get("type", "card"), "カード")
        quals = target({k: v for k, v in s["filter"].items() if k != "side"} | {"count": "bare"}, {})
        c = s["filter"]["count"]
        n = f"{c['from']}~{c['upto']}" if isinstance(c, dict) else str(c)
        verb = {"roll": "ロール", "reroll": "リロール", "discard": "廃棄", "destroy": "破壊", "bounce": "持ち主の手札に移"}[
            s["then"]]
        who = "全ての軍" if s["side"] == "any" else _JA_SIDE[s["side"]]
        pick = "選んで" if s.get("wording") == "chosen" else ""
        return (f"{who}は、{quals.removesuffix(kind)}自分の{kind}{n}枚を{pick}{verb}"
                + ("できる" if s.get("may") else "す" if s["then"] == "bounce" else "する"))
    if do == "cardr3_look_may":
        return f"自軍本国の上のカード{s['count']}枚を見て、そのカードを廃棄できる"
    if do == "cardr3_random":
        side = _JA_SIDE[s["side"]]
        return f"{side}手札{s['count']}枚を無作為に{side}Gにする"
    ref = s.get("target")
    sel = targets.get(ref) if isinstance(ref, str) and ref != "self" else ref
    chosen = isinstance(sel, dict) and sel.get("choose") == "resolution" and do != "to_squad"
    if isinstance(ref, str) and ref in getattr(targets, "seen", set()):
        chosen = False  # 「対象」: a target named before is not chosen again
    if not chosen and do != "cardr3_place" and not (do == "set_on" and s.get("onto") == "own_unit"):
        return None
    assert isinstance(sel, dict)
    plain = {k: v for k, v in sel.items() if k != "choose"}
    words = target(plain, {})
    pick = "を選んで" if chosen else "を"
    if do == "cardr3_place":
        to = s["to"]
        if to == "gzone":
            what = f"{'ロール' if s.get('rolled') else 'リロール'}状態で自軍Gにする"
        elif to == "enemy_hangar":
            what = "敵軍ハンガーに移す"
        elif to == "home_either":
            what = "持ち主の本国の上か下に移す"
        else:
            owner = "自軍" if s.get("wording") == "own" else "持ち主の"
            what = f"{owner}本国の{_HOME[to]}に移す"
        out = words + pick + what
    elif do == "cardr3_swap_top":
        out = words + pick + f"自軍本国の上のカード{s['count']}枚と入れ替える"
    elif do == "set_on" and s["onto"] == "own_unit":
        out = words + pick + "自軍ユニット1枚にセットする"
    elif do in _CHOSEN_VERBS:
        out = step({**s, "target": plain}, targets)
        if not out.startswith(words + "を選んで"):  # (the core wording of 「…を選んで廃棄する」 says it already)
            if not out.startswith(words + "を"):
                return None
            out = words + "を選んで" + out[len(words) + 1:]
    else:
        return None
    if isinstance(ref, str) and hasattr(targets, "again"):
        targets.again(ref)  # printed here: a later mention is 「対象」
    return out


_CHOSEN_VERBS = frozenset(("move", "put_into_play", "roll", "reroll", "destroy",
                           "bounce",  # 「…を選んで持ち主の手札に移す」 (family Z8)
                           "discard",  # 「自軍GX枚を選んで廃棄する」 (family Z8)
                           ))


def print_condition(cond: dict[str, Any]) -> str | None:
    """This family's conditions in words, or None for another printer."""
    if cond == {"exists": {"self": True, "has_character": False}}:
        return "このカードにキャラがセットされていない"
    return None


def _and_set(s: dict[str, Any], targets: Any, step: Callable[[dict[str, Any], Any], str], may: bool) -> str:
    """「…で出し、このカードをセットできる（する）」: the inner step's wording, its 「で出す」 carrying on."""
    inner = step(s["steps"][0], targets)
    tail = "で出し、このカードをセット" + ("できる" if may else "する")
    if "で出す。その後、" in inner:  # a whole pile looked at, then shuffled
        return inner.replace("で出す。その後、", tail + "。その後、", 1)
    if not inner.endswith("で出す"):
        raise ValueError("no wording for this step and set")  # pragma: no cover - compiler and printer agree
    return inner.removesuffix("で出す") + tail
