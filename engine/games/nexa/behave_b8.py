"""Behaviour check helpers of issue 14, family B8 (behave.py calls them when it checks a step)."""

from __future__ import annotations

from typing import Any, Final

from . import state as st
from .battleb8 import AREA_BAN
from .cardb8wait import PREFIX
from .playlocks import LOCK_CARD, LOCK_TEXT

VERBS: Final = frozenset(("cardb8_this_turn", "cardb8_lock_all_plays", "cardb8_area_ban", "cardb8_squad_power",
                           "cardb8_enemy_g"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "cardb8_this_turn":  # 「このターン、…場合、…」: its steps wait for the event named
        want = "sortie:" if step["on"].endswith("_unit_sorties") else f"{step['on']}:"
        steps = list(step["steps"])
        for kind, payload in sc.state.order_queue:
            if kind.startswith(PREFIX + want) and list(payload[1])[-len(steps):] == steps:
                return []
        return [f"cardb8_this_turn: nothing waits for {step['on']}"]
    if step["do"] == "cardb8_squad_power":  # family C's squad_power, as behave compares it
        from .behave import _expect

        return _expect([{**step, "do": "squad_power"}], b, a, sc)
    if step["do"] == "cardb8_enemy_g":  # a card went to the other player's G zone, under that player
        moved = [i for i in range(len(a.zone)) if a.zone[i] == st.GZONE and b.zone[i] != st.GZONE]
        return [] if any(sc.state.ctrl[i] == 1 for i in moved) else ["cardb8_enemy_g: no card became the enemy's G"]
    if step["do"] == "cardb8_area_ban":  # the side said is barred from one battle area
        seat = {"own": 0, "enemy": 1}[step["side"]]
        bans = [g[3] for g in sc.state.grants if g[2] == AREA_BAN]
        if not bans:
            return ["cardb8_area_ban: no area barred"]
        ok = all(b[0] == seat and b[2] == step["ban"] and b[3] == step["without"] for b in bans)
        return [] if ok else [f"cardb8_area_ban: {bans}, not seat {seat} {step['ban']} {step['without']!r}"]
    if step["do"] == "cardb8_lock_all_plays":  # the side said, and only it, plays no card and no text this turn
        wanted = {"own": {0}, "enemy": {1}}[step["side"]]
        have = {seat for seat in (0, 1) if {(seat, LOCK_CARD), (seat, LOCK_TEXT)} <= sc.state.skips}
        return [] if have == wanted else [f"cardb8_lock_all_plays: players {sorted(have)}, not {sorted(wanted)}"]
    return None


def area_then(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str]:
    """「…を、別の戦闘エリアの任意の順番に移し、対象に3ダメージを与える」: a unit joined a squad of a battle area, and that unit then
    took the damage (destroyed by it, or discarded since, counts)."""
    went = [e.cards[0] for e in a.events if e.kind == "move" and "joins the squad" in e.text["en"]]
    if not went:
        return ["b8_area_then: no unit went into a battle area"]
    then = step["steps"][1]
    if then["do"] != "damage" or not isinstance(then["amount"], int):
        return [f"b8_area_then: {then['do']} not compared"]
    hit = [i for i in went if a.damage[i] - b.damage[i] == then["amount"] or (a.destroyed[i] and not b.destroyed[i])
           or (a.zone[i] == st.JUNK and b.zone[i] != st.JUNK)]
    return [] if hit else [f"b8_area_then: {went} moved but took no {then['amount']} damage"]
