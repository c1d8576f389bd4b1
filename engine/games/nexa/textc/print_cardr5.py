"""Printer of issue 14's family R5 (textc/cardr5.py): named step results and looking at cards."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_SIDE = {"own": "自軍", "enemy": "敵軍"}
_DID = {"discarded": "廃棄した", "destroyed": "破壊した"}


def step(s: dict[str, Any], targets: Any, target: Callable[..., str],
         step_of: Callable[[dict[str, Any], Any], str]) -> str | None:
    """This family's wordings, else None."""
    do = s["do"]
    if do == "discard_hand" and s.get("wording") == "cardr5_side":
        return f"{_SIDE[s['side']]}は、自分の手札{s['count']}枚を無作為に廃棄する"
    if do == "discard_hand" and s.get("wording") == "cardr5_picked":
        return f"{_SIDE[s['side']]}手札{s['count']}枚を無作為に選んで廃棄する"
    if do == "cardr5_hand_to_home":
        end = "上" if s["to"] == "home_top" else "下"
        return f"{_SIDE[s['side']]}は、自分の手札{s['count']}枚を選んで、{s['owner_word']}の本国の{end}に移す"
    if do == "cardr5_discard_draw":
        return f"{_SIDE[s['side']]}は、自分の手札{s['count']}枚を選んで廃棄し、カード{s['draw']}枚を引く"
    if do == "cardr5_negate_that":
        return "その破壊を無効にする"
    if do == "cardr5_to_home_shuffle":
        end = "上" if s["to"] == "home_top" else "下"
        return f"{target(s['target'], targets)}を持ち主の本国の{end}に移し、その本国をシャッフルする"
    if do == "cardr5_hand_refresh":
        return "全ての軍は、自分の手札を全て廃棄し、その後、それぞれ廃棄した枚数だけ、カードを引く"
    if do == "sequence" and s.get("wording") == "cardr5_g_onto":
        n = s["steps"][1]["count"]
        return f"このカードを、キャラとして、そのユニットにセットし、自軍本国の上のカード{n}枚を、ロール状態で持ち主のGにする"
    if do == "optional" and s["steps"][0].get("cardr5_unshuffled"):  # the shuffle is a step of its own, said later
        inner = {k: v for k, v in s["steps"][0].items() if k != "cardr5_unshuffled"}
        return step_of({"do": "optional", "steps": [inner]}, targets).removesuffix("。その後、自軍本国をシャッフルする")
    if do == "cardr5_name_kind":
        pile = "自軍本国" if s["zone"] == "home" else "自軍捨て山"
        body = "".join(step_of(x, targets) for x in s["steps"])
        return (f"カードの種類1つを指定し、{pile}の上のカード1枚を表にする。表にしたカードが、指定した種類のカードであった場合、"
                f"{body}")
    if do == "to_hangar" and isinstance(s.get("target"), str) and _hand_picked(targets.get(s["target"])):
        sel = targets[s["target"]]
        if hasattr(targets, "again"):
            targets.again(s["target"])
        n = sel["count"]
        what = "任意の枚数の自軍手札" if isinstance(n, dict) else f"自軍手札{n}枚"
        return f"{what}を選んで、自軍ハンガーに移す"
    if do == "cardr5_reveal":
        n = s["count"]
        return f"自軍本国の上のカード{_n(n)}枚を表にする"
    if do == "cardr5_either_discard_top":
        return f"捨て山1つの上のカード{_n(s['count'])}枚を廃棄する"
    if do == "cardr5_shuffle_home":
        return "自軍本国をシャッフルする"
    if do != "cardr5_watch":
        return None
    *prefix, check = s["steps"]
    out = ""
    for i, p in enumerate(prefix):
        then = "その場合、" if i and s.get("then") and not p.get("after") else ""
        out += then + step_of(p, targets) + "。"
    return out + _check(s["kind"], s.get("wording", ""), check, targets, target, step_of)


def _check(kind: str, wording: str, check: dict[str, Any], targets: Any, target: Callable[..., str],
           step_of: Callable[[dict[str, Any], Any], str]) -> str:
    from .carda import _JA_TYPE

    body = "".join(step_of(x, targets) for x in check["steps"])
    if wording.startswith("cardr5_not"):
        neg = "以外の" if wording.endswith("_iga") else "ではない"
        said = f"この効果で廃棄したカードが、{_JA_TYPE[check['of']['not_type'][0]]}{neg}場合、"
        if "_first" in wording:
            return f"さらに、{said}{body}"
        return said + ("さらに、" if "_further" in wording else "") + body
    what = target({**check["of"], "count": "bare"}, {})
    return f"この効果で、{what}を{_DID[kind]}場合、{body}"


def _hand_picked(sel: Any) -> bool:
    """Cards of the own hand picked on resolution (「自軍手札1枚を選んで」, 「任意の枚数の自軍手札を選んで」)."""
    if not isinstance(sel, dict) or sel.get("choose") != "resolution" or sel.get("zone") != "hand":
        return False
    n = sel.get("count")
    return set(sel) == {"side", "zone", "count", "choose"} and sel.get("side") == "own" and (
        isinstance(n, int) or n == {"from": 1, "upto": 99})


def value(v: Any, target: Callable[..., str]) -> str | None:
    """「（この効果で）表にしたカードの中にある…の枚数（…の合計国力の合計値）」, else None."""
    if not isinstance(v, dict) or "cardr5_shown" not in v:
        return None
    arg = v["cardr5_shown"]
    what = target({**arg["of"], "count": "bare"}, {}) if arg["of"] else "カード"
    head = "この効果で" if arg["said"] else ""
    tail = "の枚数" if arg["what"] == "count" else "の合計国力の合計値"
    return f"{head}表にしたカードの中にある{what}{tail}"


def _n(n: Any) -> str:
    return f"1~{n['upto']}" if isinstance(n, dict) else str(n)
