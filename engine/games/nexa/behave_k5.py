"""The behaviour check's part for family K5 of issue 14 (engine/games/nexa/behave.py calls these)."""

from __future__ import annotations

from typing import Any

from . import state as st


def coins_lower_defence(steps: list[dict[str, Any]]) -> bool:
    """Does a step put coins lowering defence (「対象の上に-1/-1/-1コイン2個を乗せる」) on what the text saves?"""
    saved = [x.get("target") for x in steps if x.get("do") == "negate_destruction" and isinstance(x.get("target"), str)]
    return any(x.get("do") == "add_coin" and x.get("target") in saved and isinstance(x.get("stats"), list)
               and isinstance(x["stats"][2], int) and x["stats"][2] < 0 for x in steps)


def group_saved(steps: list[dict[str, Any]]) -> bool:
    """Does the text save its own set group (「このセットグループの破壊を無効にする」)?"""
    return any(x.get("do") == "negate_destruction" and isinstance(t := x.get("target"), dict) and t.get("group")
               and set(t) == {"group", "count"} for x in steps)


def named_enterer(base: dict[str, Any], name: str) -> dict[str, Any]:
    """A filler of the name a trigger watches for (「このカード、または自軍「A」が場に出た場合」)."""
    return {**base, "number": "BH-named-enterer", "name": {"ja": name, "en": name}}


VERBS = frozenset(("draw_to", "modify_status", "reroll_to", "units_down_to"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any, every: list[dict[str, Any]]) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "draw_to":  # drawn up to N: the hand holds N after a draw, or held N or more already
        seat = 0 if step["side"] == "own" else 1
        drawn = sum(1 for i in range(len(b.zone)) if b.zone[i] == st.HOME and a.zone[i] == st.HAND
                    and sc.state.owner[i] == seat)
        hand = a.counts[(seat, st.HAND)]
        if (drawn and hand != step["count"]) or (not drawn and hand < step["count"]):
            return [f"draw up to {step['count']}: {drawn} drawn, hand {hand}"]
        return []
    if step["do"] == "reroll_to":  # the own rerolled Gs brought up to N (as far as rolled ones allow), or left at N+
        seat = 0 if step["side"] == "own" else 1
        gs = [i for i in range(len(a.zone)) if a.zone[i] == st.GZONE and sc.state.owner[i] == seat]
        before = sum(1 for i in gs if not b.rolled[i])
        after = sum(1 for i in gs if not a.rolled[i])
        want = before if before >= step["count"] else min(step["count"], len(gs))
        return [] if after == want else [f"reroll up to {step['count']}: {before} rerolled Gs became {after}"]
    if step["do"] == "units_down_to":  # each side keeps N units on the field (fewer kept what they had)
        out = []
        for seat in (0, 1):
            def held(snap: Any, seat: int = seat) -> int:
                return sum(1 for i in range(len(snap.zone)) if snap.zone[i] in (st.DEPLOY, st.BATTLE)
                           and sc.state.owner[i] == seat and sc.state.defs[i].type == "unit")
            if held(a) != min(held(b), step["count"]):
                out.append(f"units down to {step['count']}: side {seat} went {held(b)}→{held(a)}")
        return out
    if step["do"] == "modify_status":  # the change as `modify` shows it, and the status as `status` does
        from .behave import _expect

        until = step.get("until", "turn_end")
        return _expect([{"do": "modify", "target": step["target"], "stats": step["stats"], "until": until},
                        {"do": "status", "target": step["target"], "status": step["status"], "until": until}],
                       b, a, sc, every)
    return None
