"""Canonical wordings of grammar_cardz4.lark's constructs (called from printer.py by its hooks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardz4 import ENTER_NOTE, FULL_PILE_NOTE, IN_JUNKYARD, MOVED_NOTE, SELF_IN_BATTLE


def note(reminder: str) -> str | None:
    """A note of the family on a line of its own, else None."""
    if reminder == MOVED_NOTE:
        return "（注：カードをハンガーに移さなかった場合、残りは廃棄しない）"
    if reminder == ENTER_NOTE:
        return "（注：このカードが場に出た時にも起動する）"
    if reminder.startswith(FULL_PILE_NOTE):
        return f"（注：自軍捨て山が{reminder.removeprefix(FULL_PILE_NOTE)}枚以下の場合、自軍捨て山を選択できない）"
    return None


def trigger(a: dict[str, Any], target: Callable[[Any, dict[str, Any]], str]) -> str | None:
    """The wording of a card_leaves trigger (「…が場から離れた場合、」), else None."""
    if a.get("on") != "card_leaves":
        return None
    if a["of"] == SELF_IN_BATTLE:
        return "このカードが、戦闘エリアにいる状態で場から離れた場合、"
    return f"{target({**a['of'], 'count': 'bare'}, {})}が場から離れた場合、"


def continuous(c: dict[str, Any], target: Callable[[Any, dict[str, Any]], str]) -> str | None:
    """A continuous application of the family in words, or None."""
    if c["apply"] == "status" and c["status"] == "enemy_phase_reroll" and c["target"] == "self" and set(c) == {
            "apply", "target", "status"}:
        return "このカードは、敵軍リロールフェイズの規定の効果でもリロールする。"
    if c["apply"] == "cost" and c.get("wording") == "gain":
        return f"{target(c['target'], {})}は、合計国力{c['total']:+d}を得る。"
    return None


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[[Any, dict[str, Any]], str],
         print_step: Callable[[dict[str, Any], dict[str, Any]], str]) -> str | None:
    """One step of the family in words, or None."""
    if s["do"] == "sequence" and s.get("wording") == "cardz4_hands_and":
        units = s["steps"][1]
        end = "上" if units["to"] == "home_top" else "下"
        return f"全ての手札と{target(units['target'], targets)}を持ち主の本国の{end}に移す"
    if s["do"] == "discard_hand" and s.get("wording") == "cardz4_upto":
        return f"{'自軍' if s['side'] == 'own' else '敵軍'}手札{s['count']}枚までを、可能な限り廃棄する"
    if s["do"] == "each_top_hangar":
        return f"全ての軍は、自分の本国の上のカード{s['count']}枚を、持ち主のハンガーに移す事ができる"
    if s["do"] == "each_top_g":
        return f"全ての軍は、自分の本国の上のカード{s['count']}枚を自分のGにする"
    if s["do"] == "withdraw_state":
        return f"{target(s['target'], targets)}を持ち主の配備エリアに{'ロール' if s['rolled'] else 'リロール'}状態で移す"
    if s["do"] == "watch_discarded":
        first, check = s["steps"]
        what = target({**check["of"], "count": "bare"}, {})
        return f"{print_step(first, targets)}。この効果で、{what}が廃棄された場合、" + "".join(
            print_step(x, targets) for x in check["steps"])
    if s["do"] == "together" and s.get("wording") == "cardz4_protect":
        from .cardb import PROTECTION_JA

        mod, prot = s["steps"]
        if prot["target"] != mod["target"] or prot.get("until") != "turn_end":
            return None  # (not one target: no wording of this family)
        stats = "/".join(f"{n:+d}" if isinstance(n, int) else str(n) for n in mod["stats"])
        return f"{target(mod['target'], targets)}は、ターン終了時まで{stats}を得ると共に、{PROTECTION_JA[prot['status']]}"
    return None


def ability(a: dict[str, Any], print_ability: Callable[[dict[str, Any]], str]) -> str | None:
    """A whole text of the family in words (「『恒常』：このカードが自軍ジャンクヤードにある状態で、…」), else None."""
    eff = a.get("effect", [])
    if a.get("kind") == "triggered" and eff and eff[0].get("do") == "optional" \
            and eff[0]["steps"][0].get("wording") == "cardz4_moved":  # the note said after the text (R-248)
        bare = [{**eff[0], "steps": [{k: v for k, v in eff[0]["steps"][0].items() if k != "wording"}]}, *eff[1:]]
        return print_ability({**a, "effect": bare}) + "（注：カードをハンガーに移さなかった場合、残りは廃棄しない）"
    if a.get("kind") == "triggered" and a.get("condition") == IN_JUNKYARD:
        said = print_ability({k: v for k, v in a.items() if k != "condition"})
        return "『恒常』：このカードが自軍ジャンクヤードにある状態で、" + said.removeprefix("『起動』：")
    return None


def one_place(said: str) -> str:
    """「ジャンクヤードにあるカード2枚」 said of one junkyard: 「ジャンクヤード1つにあるカード2枚」."""
    return said.replace("ジャンクヤードにある", "ジャンクヤード1つにある", 1)
