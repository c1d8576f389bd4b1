"""Family Z8's wordings in canonical Japanese (issue 14; textc/cardz8.py compiles them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_SIDE = {"own": "自軍", "enemy": "敵軍"}


def _back(b: dict[str, Any]) -> str:
    if b["to"] == "hand":
        return "抜き出したカードを持ち主の手札に移す"
    state = "ロール状態" if b.get("rolled") else "リロール状態"
    group = "１つのセットグループとして、" if b.get("group") else ""
    return f"（抜き出した）対象を{group}持ち主の配備エリアに{state}で出す"


def step(s: dict[str, Any], ref: Callable[[Any], str], targets: dict[str, Any]) -> str | None:
    """A step of the family in words, else None."""
    if s["do"] == "to_hangar" and s.get("side") == "enemy" and isinstance(s.get("target"), str):
        sel = targets.get(s["target"])  # 「自軍手札1枚を選んで、敵軍ハンガーに移す」
        if isinstance(sel, dict) and sel.get("zone") == "hand" and sel.get("choose") == "resolution":
            return f"{ref(s['target'])}を選んで、敵軍ハンガーに移す"
    if s["do"] == "bounce" and s.get("wording") == "cardz8_own_hand":
        return f"{ref(s['target'])}を、自軍手札に移す"
    if s["do"] == "no_reroll" and s["until"] == "turn_end":
        return f"このターン、{ref(s['target'])}は、リロールする事ができない"
    if s["do"] == "cardz8_roll_lock":
        return f"{ref(s['target'])}をロールする。このターン、対象は、リロールする事ができない"
    if s["do"] == "cardz8_draw_per":
        return f"ロールしたユニット１枚につき、カード{s['count']}枚を引く"
    if s["do"] == "cardz8_home_min_shield":
        return f"{_SIDE[s['side']]}本国は、このターン、{s['min']}以上の戦闘ダメージを受けない"
    if s["do"] == "cardz8_home_reduce_from":
        return f"このターン、対象が{_SIDE[s['side']]}本国に与える戦闘ダメージは{s['amount']}減殺される"
    if s["do"] == "cardz8_hand_under":
        return "自軍手札全てを、任意の順番で自軍本国の下に移す"
    if s["do"] == "cardz8_hand_to_other_hangar":
        return f"{_SIDE[s['side']]}は、自分の手札{s['count']}枚を選んで、相手のハンガーに移す"
    if s["do"] == "cardz8_whole_hand_hangar":
        then = f"。その後、{_SIDE[s['side']]}は、移した枚数分だけ、カードを引く" if s.get("draw") else ""
        return f"全ての{_SIDE[s['side']]}手札を、{_SIDE[s['to']]}ハンガーに移す{then}"
    if s["do"] == "cardz8_hold_out":  # 「…を抜き出す。ターン終了時に、…」 (one step of two sentences)
        held = f"{_SIDE[s['side']]}手札{s['count']}枚を無作為に" if s.get("random") else f"{ref(s['target'])}を"
        return f"{held}抜き出す。ターン終了時に、{_back(s)}"
    if s["do"] == "cardz8_to_squad":  # 「…を、このカードの部隊の先頭に移す」
        at = "先頭" if s["position"] == "front" else "任意の順番"
        state = "" if "rolled" not in s else ("、ロール状態で" if s["rolled"] else "、リロール状態で")
        return f"{ref(s['target'])}を、このカードの部隊の{at}に{state}移す"
    if s["do"] == "cardz8_enter":
        where = "このカードと同じエリアに" if s["where"] == "same_area" else "自軍配備エリア、または敵軍部隊がいる戦闘エリアに、"
        return f"{ref(s['target'])}を、{where}{'ロール状態' if s['rolled'] else 'リロール状態'}で出す"
    return None


def continuous(c: dict[str, Any]) -> str | None:
    """A continuous application of the family in words, else None."""
    if c["apply"] == "cardz8_play_from_junk":
        return "このカードは、自軍ジャンクヤードにある場合、自軍ハンガーにあるかのように、プレイできる。"
    return None
