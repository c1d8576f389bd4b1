"""Behaviour checks of issue 14 family B4 (behave.py asks these): what the board must show after a text of these
constructs resolved."""

from __future__ import annotations

from typing import Any

from . import state as st
from .battleb4 import BAN, moves_banned
from .behave_b3 import expect_step as b3_expect_step

VERBS = frozenset(("sortie_ban", "fix_one", "lose_keywords"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "sortie_ban":  # the seats it names may not sortie (nor move units in, for 「移動」) this turn
        s = sc.state
        seats = (0, 1) if step["side"] == "all" else (0 if step["side"] == "own" else 1,)
        for seat in seats:
            held = any(g[2] == BAN and g[3] == (seat, step["ban"]) for g in s.grants)
            if not held or (step["ban"] == "move") != moves_banned(s, seat):
                return [f"sortie_ban {step['side']} {step['ban']}: seat {seat} is not banned as printed"]
        return []
    if step["do"] == "lose_keywords":  # one card lost every special effect named, until the turn ends
        s = sc.state
        lost: dict[int, set[str]] = {}
        for g in s.grants:
            if g[2] == "lose_keyword" and g[1] == s.stamp[g[0]]:
                lost.setdefault(g[0], set()).add(str(g[3]))
        if not any(set(step["keywords"]) <= ks for ks in lost.values()):
            return [f"lose_keywords {step['keywords']}: no card lost them all"]
        return []
    if step["do"] == "fix_one":  # the value picked (the first option: 格闘力) is the one printed, on every target
        from .stats import stats

        s = sc.state
        names = ("melee", "shooting", "defence")
        fixed = [(e.cards[0], e.text["en"]) for e in a.events if e.kind == "modify" and " fixed at " in e.text["en"]]
        if not fixed:
            return ["fix_one: no card had a value fixed"]
        for i, words in fixed:
            k = next(j for j, n in enumerate(names) if f": {n} fixed at " in words)
            if s.zone[i] in st.FIELD_ZONES and stats(s, i)[k] != max(int(step["value"]), 0):
                return [f"fix_one: card {i} has {stats(s, i)}, not {names[k]} {step['value']}"]
        return []
    if step["do"] == "side_picks" and step.get("then") == "to_area":  # that side's own unit, into this card's area
        s = sc.state
        seat = 0 if step["side"] == "own" else 1
        went = [e.cards[0] for e in a.events if e.kind == "move" and "joins the squad" in e.text["en"]]
        if not went:
            return [f"{step['side']} picks a unit into this card's area: none went"]
        if any(s.ctrl[i] != seat or b.zone[i] not in (st.DEPLOY, st.BATTLE) for i in went):
            return [f"{step['side']} picks a unit into this card's area: a card of the other side went"]
        moved: dict[str, Any] = {"do": "to_area", "target": "_side_picked"}
        moved.update({k: step[k] for k in ("area", "position", "rolled") if k in step})
        return b3_expect_step(moved, b, a, sc, [])
    return None


def expect_split(step: dict[str, Any], amount: int, b: Any, a: Any, sc: Any) -> list[str]:
    """「…ダメージを振り分けて与える」 (R-232): the amount dealt in all, shared out among the targets, each at least 1
    while the amount allows."""
    dealt: dict[int, int] = {}
    for e in a.events:
        if e.kind == "damage" and e.cards and e.text["en"].split(" ", 1)[0].isdigit():
            dealt[e.cards[0]] = dealt.get(e.cards[0], 0) + int(e.text["en"].split(" ", 1)[0])
    if amount <= 0:
        return []
    if not dealt:
        return [f"split damage {amount}: no card took any"]
    if sum(dealt.values()) != amount:
        return [f"split damage {amount}: {sum(dealt.values())} dealt in all"]
    return []


def seed(sc: Any, ab: dict[str, Any]) -> None:
    """A text naming 「「サイコミュ」の効果でダメージを受けている」 cards: the damage the board starts with is a サイコミュ
    text's (as behave_b3.seed for the other kinds)."""
    if "'damaged_by': 'psycommu'" not in repr(ab):
        return
    from .battlestates import DAMAGED

    s = sc.state
    for i in range(len(s.zone)):
        if s.damage[i] > 0:
            s.grants.append((i, s.stamp[i], DAMAGED, "psycommu", "turn_end"))
    s.version += 1
