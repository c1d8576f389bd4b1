"""Behaviour checks of issue 14 family R3 (behave.py asks these): what the board must show after a text
of these constructs resolved (textc/cardr3.py, cardr3steps.py)."""

from __future__ import annotations

from typing import Any

from . import state as st

VERBS = frozenset(("cardr3_place", "cardr3_random", "cardr3_and_set", "cardr3_side_does", "cardr3_look_may", "cardr3_swap_top"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    s = sc.state
    n = len(b.zone)
    do = step["do"]
    if do == "cardr3_place":
        to = step["to"]
        if to == "gzone":  # a card of the hand is now a G, in the roll state said (P53)
            made = [i for i in range(n) if b.zone[i] != st.GZONE and a.zone[i] == st.GZONE]
            if not made:
                return ["made a G: no card became one"]
            if all(a.rolled[i] != bool(step.get("rolled")) for i in made):
                return ["made a G: in the other roll state"]
            return []
        if to == "enemy_hangar":
            moved = [i for i in range(n) if b.zone[i] != st.HANGAR and a.zone[i] == st.HANGAR and s.owner[i] == 1]
            return [] if moved else ["to the enemy's hangar: no card went there"]
        went = [i for i in range(n) if b.zone[i] != st.HOME and a.zone[i] == st.HOME]
        if not went:
            return [f"to the home ({to}): no card went there"]
        top = to in ("home_top", "home_either")  # 上か下: the first option, the top
        for i in went:
            pile = s.place(s.owner[i], st.HOME)
            if i in pile and (pile[-1] if top else pile[0]) != i and len(went) == 1:
                return [f"to the home ({to}): card {i} is not at the {'top' if top else 'bottom'}"]
        return []
    if do == "cardr3_and_set":  # a unit came into the deploy area as said, and this card is set on it (P66)
        me = sc.iid("me")
        host = s.set_to[me] if s.zone[me] == st.SET else -1
        if host < 0 or b.zone[host] == st.DEPLOY or a.zone[host] != st.DEPLOY:
            return ["and set: this card is not set on a unit that came in"]
        if a.rolled[host] != bool(step["steps"][0].get("rolled")):
            return ["and set: the unit came in the other roll state"]
        return []
    if do == "cardr3_side_does":  # that side's own cards: as many as it may pick changed as the step says
        from .targets import count_spec

        lo, hi, _ = count_spec(step["filter"])
        then = step["then"]
        out: list[str] = []
        for seat in ((0, 1) if step["side"] == "any" else (0 if step["side"] == "own" else 1,)):
            mine = [i for i in range(n) if s.owner[i] == seat and b.zone[i] in st.FIELD_ZONES]
            if then in ("roll", "reroll"):
                hit = [i for i in mine if a.rolled[i] == (then == "roll") and b.rolled[i] != (then == "roll")]
            elif then == "bounce":
                hit = [i for i in mine if a.zone[i] == st.HAND and b.zone[i] != st.SET]
            elif then == "damage":  # 「…1枚にXダメージを与える」 (family V5): damage on it, or destroyed by it
                hit = [i for i in mine if b.zone[i] != st.SET and (a.damage[i] > b.damage[i] or a.zone[i] == st.JUNK
                                                                   or (a.destroyed[i] and not b.destroyed[i]))]
            else:  # a set card going with its unit is not one more picked (P66)
                hit = [i for i in mine if b.zone[i] != st.SET
                       and (a.zone[i] == st.JUNK or (a.destroyed[i] and not b.destroyed[i]))]
            if not (0 if step.get("may") else 1) <= len(hit) <= hi:
                out.append(f"seat {seat} {then}s {lo}~{hi} of its own: {len(hit)} did")
        return out
    if do == "cardr3_swap_top":  # as many hand cards went on top of the home as home cards came to the hand
        up = [i for i in range(n) if b.zone[i] == st.HAND and a.zone[i] == st.HOME and s.owner[i] == 0]
        down = [i for i in range(n) if b.zone[i] == st.HOME and a.zone[i] == st.HAND and s.owner[i] == 0]
        pile = s.place(0, st.HOME)
        if len(up) != int(step["count"]) or len(down) != len(up) or set(pile[-len(up):]) != set(up):
            return [f"swap {step['count']}: {len(up)} up, {len(down)} down"]
        return []
    if do == "cardr3_look_may":  # the card looked at (the top of the own home) went where said ("yes" answered)
        went = [i for i in range(n) if b.zone[i] == st.HOME and a.zone[i] == st.JUNK and s.owner[i] == 0]
        return [] if len(went) == 1 else [f"look, then that card: {len(went)} went to the junkyard"]
    if do == "cardr3_random":  # that side's hand lost the cards, its G zone gained them rerolled
        seat = 0 if step["side"] == "own" else 1
        made = [i for i in range(n) if b.zone[i] == st.HAND and a.zone[i] == st.GZONE and s.owner[i] == seat]
        want = min(int(step["count"]), b.counts[(seat, st.HAND)])
        if len(made) != want or any(a.rolled[i] for i in made):
            return [f"random {step['count']} of the hand made G: {len(made)} did"]
        return []
    return None


def hand_out(every: list[dict[str, Any]], b: Any, a: Any, sc: Any, who: int) -> int:
    """Cards this family's steps of the same text took out of that player's hand (a draw's count nets them)."""
    if not any(x["do"] in VERBS or (x["do"] == "move" and str(x.get("to")).startswith("home"))
               or (x["do"] == "set_on" and x.get("onto") == "own_unit") for x in every):
        return 0
    s = sc.state
    return sum(1 for i in range(len(b.zone)) if b.zone[i] == st.HAND and a.zone[i] in (st.HOME, st.GZONE, st.SET)
               and s.owner[i] == who)


def wants_enemy_hangar(a: dict[str, Any]) -> bool:
    """A text that takes a card of the enemy's hangar (「敵軍ハンガーにあるカード1枚を選んで廃棄する」): the board gives one."""
    return any(isinstance(sel, dict) and sel.get("side") == "enemy" and sel.get("zone") == "hangar"
               for sel in a.get("targets", {}).values())
