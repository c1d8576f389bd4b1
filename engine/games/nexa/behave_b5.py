"""Behaviour checks of issue 14 family B5 (behave.py asks these): the board a text of these constructs needs."""

from __future__ import annotations

from typing import Any

from . import state as st


def board(named: dict[str, Any], enemy: dict[str, Any], filler: str) -> None:
    """A squad target of the enemy's with a size (「ユニットが1枚のみの敵軍部隊1つ」): a lone enemy unit waits on earth."""
    if any(isinstance(x, dict) and x.get("squad") and x.get("side") == "enemy" and x.get("squad_units") == 1
           for x in named.values()) and not enemy["battle"].get("earth"):
        enemy["battle"]["earth"] = [{"card": filler}]


def seed(sc: Any, ab: dict[str, Any]) -> None:
    """A text asking 「自軍部隊が、敵軍部隊に戦闘ダメージを与えている」 (battleb5.py): the units of that side's squads in the
    battle areas dealt battle damage to an enemy squad this turn (State.dealt, as battle.battle_damage records it)."""
    s = sc.state
    me = sc.iid("me")
    if ab.get("wording") == "b5_watched_or":  # 「…が、場に出た、または交戦中となった場合」: the board's setup engaged the
        s.fired = {f for f in s.fired if f[0] != me}  # areas, which the text heard; it is played at the enterer's entry
        s.version += 1
    said = repr(ab.get("condition"))
    if "side_dealt_unit" not in said:
        return
    mine = s.ctrl[me] if s.ctrl[me] >= 0 else 0
    for side, seat in (("own", mine), ("enemy", 1 - mine)):
        if f"'side_dealt_unit': '{side}'" in said:
            for i in range(len(s.zone)):
                if s.zone[i] == st.BATTLE and s.ctrl[i] == seat:
                    s.dealt.add((i, s.stamp[i], 0))
    s.version += 1


VERBS = frozenset(("chip_area", "home_reduce"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "home_reduce":  # the pool of reduction stands for that side's home
        from .battleb5 import HOME_REDUCE

        seat = 0 if step["side"] == "own" else 1
        pools = [g for g in sc.state.grants if g[2] == HOME_REDUCE and g[3] == (seat, step["amount"])]
        return [] if pools else [f"home_reduce: no pool of {step['amount']} for the {step['side']} home"]
    if step["do"] == "chip_area":  # chips made (P67) in an own squad of a battle area
        s = sc.state
        made = [i for i in range(len(b.zone), len(s.defs)) if s.defs[i].name_ja == step["name"]["ja"]]
        placed = [i for i in made if s.zone[i] == st.BATTLE and any(i in q for q in s.squads[0::2])]
        want = step.get("count", 1)
        if not isinstance(want, int) or len(placed) != want:
            return [f"chip_area: {len(placed)} chip(s) {step['name']['ja']} in an own squad, not {want}"]
        return []
    if step["do"] == "both_speeds" and "target" in step:  # the targeted squad deals its damage at both speeds
        from .battlestates import both_speed_squads
        from .stats import squad_index

        marked = [e.cards[0] for e in a.events if e.kind == "grant" and e.text["en"].endswith("status both_speeds")]
        if not marked:
            return ["both_speeds: no squad was marked"]
        both = both_speed_squads(sc.state)
        return [f"both_speeds: the squad of card {u} is not marked" for u in marked if squad_index(sc.state, u) not in both]
    return None
