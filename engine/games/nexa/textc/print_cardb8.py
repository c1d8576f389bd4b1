"""Canonical wordings of grammar_cardb8.lark's constructs (family B8: battle, round 3), called from printer.py's small
hooks; textc/cardb8.py builds the same constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

_THIS_TURN_ON: Final = {"deals_home_damage": "このカードの部隊が敵軍本国に戦闘ダメージを与えた場合",
                        "deals_battle_damage": "このカードの部隊が戦闘ダメージを与えた場合",
                        "deals_unit_damage": "このカードの部隊が敵軍部隊に戦闘ダメージを与えた場合",
                        "enemy_unit_sorties": "敵軍ユニットが出撃した場合",
                        "own_unit_sorties": "自軍ユニットが出撃した場合"}
_REF_WATCH: Final = {"becomes_engaged": "が交戦中となった場合", "defence_sortie": "が防御に出撃した場合",
                     "attack_sortie": "が攻撃に出撃した場合", "deals_battle_damage": "の部隊が戦闘ダメージを与えた場合"}


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[..., str],
         inner: Callable[[dict[str, Any]], str]) -> str | None:
    """This family's steps in words, or None."""
    if s["do"] == "cardb8_this_turn":  # 「このターン、（trigger）場合、…」
        when = (f"{target(s['target'], targets)}{_REF_WATCH[s['on']]}" if "target" in s else _THIS_TURN_ON[s["on"]])
        return f"このターン、{when}、" + "。".join(inner(x) for x in s["steps"])
    return None
