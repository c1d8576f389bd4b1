"""Family O5's steps in the behaviour check (behave.py): what the board must show after them."""

from __future__ import annotations

from typing import Any

from . import state as st

VERBS = frozenset(("cardo5_enter_area", "cardo5_extra_turn"))


def extra_verbs(effect: list[dict[str, Any]]) -> frozenset[str]:
    """Verbs compared for a text of the family: the waiting step after a card put into a battle area (its queue entry)."""
    if any(x.get("do") == "cardo5_enter_area" for x in effect):
        return frozenset(("at_turn_end", "cardo5_make_g", "together"))
    return frozenset()


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any, every: list[dict[str, Any]]) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb.

    cardo5_enter_area (cardo5steps.py, R-311): a unit off the field came into a battle area, controlled by the text's
    player, in the roll state said, in its squad there (at the front when said), with a unit (an enemy one when said) in
    that area. at_turn_end after it: the waiting effect is queued for the turn's end on the card that came in."""
    s = sc.state
    if step["do"] == "cardo5_extra_turn":  # the player's extra turn is marked, with the rules of that turn
        from .cardo5locks import EXTRA, LOCK_G_REROLL, LOCK_ONE_SQUAD, NAME_LOCK, PENDING, PHASES

        marks = {k for seat, k in s.skips if seat == 0}
        want = {EXTRA} | ({PENDING + LOCK_G_REROLL} if step["rules"] in ("gs_only", "one_squad") else set()) | (
            {PENDING + LOCK_ONE_SQUAD} if step["rules"] == "one_squad" else set()) | (
            {PENDING + NAME_LOCK + s.defs[sc.iid("me")].name_ja} if step["rules"] == "no_name" else set())
        if step["rules"] == "only":  # the phases not said are skipped (the further one may be played too)
            want |= {PENDING + p for p in PHASES if p not in step["phases"] and p != step.get("further_phase")}
        return [] if want <= marks else [f"extra turn: {sorted(want - marks)} not marked"]
    if step["do"] == "cardo5_enter_area":
        from .stats import area_of, squad_index

        came = [i for i in range(len(b.zone)) if b.zone[i] not in st.FIELD_ZONES and b.zone[i] != st.CUT
                and a.zone[i] == st.BATTLE]
        if not came:
            return ["enter a battle area: no card came in"]
        out = []
        for i in came:
            qi = squad_index(s, i)
            area = area_of(s, i)
            others = [u for u in range(len(s.zone)) if u != i and a.zone[u] == st.BATTLE and area_of(s, u) == area]
            if s.ctrl[i] != 0 or qi < 0 or qi % 2 != 0:
                out.append(f"enter a battle area: card {i} is not in its player's squad")
            elif a.rolled[i] != bool(step["rolled"]):
                out.append(f"enter a battle area: card {i} came in the other roll state")
            elif step["with"] == "enemy" and not any(s.ctrl[u] == 1 for u in others):
                out.append(f"enter a battle area: card {i} is in an area without enemy units")
            elif step["with"] == "any" and not others:
                out.append(f"enter a battle area: card {i} is in an area without units")
            elif step["position"] == "front" and s.squads[qi][:1] != [i]:
                out.append(f"enter a battle area: card {i} is not at the front of its squad")
        return out
    if step["do"] == "at_turn_end" and any(x.get("do") == "cardo5_enter_area" for x in every):
        waiting = [w for w in s.order_queue if w[0] == "waiting" and list(w[1][1]) == list(step["steps"])]
        if not waiting:
            return ["at the turn's end: nothing waits"]
        entered = {i for i in range(len(b.zone)) if b.zone[i] not in st.FIELD_ZONES and a.zone[i] == st.BATTLE}
        bound = {i for _, v in waiting[-1][1][2] for i in v}
        return [] if entered & bound else ["at the turn's end: the waiting step names another card"]
    return None
