"""Behaviour checks of issue 14 family V8's constructs (textc/grammar_cardv8.lark), called from behave._expect."""

from __future__ import annotations

from typing import Any, Final

VERBS: Final = frozenset((
    "cardv8_grant_valued",
    "cardv8_held_gains",
    "cardv8_squad_split",
))

_SHOWN_ROLL: Final = {"target_stat": ["_revealed", "roll_or_gain"]}


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another step."""
    if "'cardv8_taken'" in repr(step):  # the values read the cards the step before took, known only now
        _taken_values(step, b, a, sc)
    if step["do"] in ("squad_power", "squad_power_pm") and step.get("amount") == _SHOWN_ROLL:
        return _shown_squad(b, a, sc)
    if step["do"] == "cardv8_grant_valued":
        return _grant_valued(step, b, a, sc)
    if step["do"] == "cardv8_held_gains":
        return _held_gains(step, sc)
    if step["do"] == "cardv8_squad_split":
        return _squad_split(step, b, a, sc)
    return None


def _squad_split(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str]:
    """The X read before the step (the squad's power as it stood, less 2) dealt in all to units of one squad (R-435)."""
    from .stats import squad_index

    v = step["amount"]
    want = max(v if isinstance(v, int) else b.values.get(repr(v), 0), 0)
    shares = [(e.cards[0], int(e.text["en"].split()[0])) for e in a.events if e.kind == "damage" and e.cards]
    hit = [i for i, _n in shares]
    dealt = sum(n for _i, n in shares)
    if dealt != want:
        return [f"squad split: {dealt} damage dealt, not {want}"]
    if len({squad_index(sc.state, i) for i in hit if b.zone[i] == a.zone[i]}) > 1:  # (a unit destroyed has left)
        return ["squad split: units of two squads damaged"]
    return []


def _held_gains(step: dict[str, Any], sc: Any) -> list[str]:
    """The hangar card chosen plays with クイック, its total and roll cost lowered as said (R-434)."""
    from . import state as st
    from .costs import card_cost
    from .heldz5 import held_quick

    s = sc.state
    got = [i for i in range(len(s.defs)) if s.zone[i] == st.HANGAR and held_quick(s, i)]
    if not got:
        return ["held gains: no card of a hangar has クイック"]
    out: list[str] = []
    for i in got:
        d = s.defs[i]
        total, roll = card_cost(s, i, s.zseat[i])
        if total != max(d.total_cost + int(step.get("total", 0)), 0):
            out.append(f"held gains: {d.name_en} total {total}, not {d.total_cost}{int(step.get('total', 0)):+d}")
        paid = sum(v for v in roll.values() if isinstance(v, int))
        if "roll" in step and d.roll_total and paid != max(d.roll_total + int(step["roll"]), 0):
            out.append(f"held gains: {d.name_en} roll {paid}, not {d.roll_total}{int(step['roll']):+d}")
    return out


def _shown_squad(b: Any, a: Any, sc: Any) -> list[str]:
    """「…部隊戦闘力を、部隊解散まで±Xする。Xの値は、表にしたカードの、ロールコスト、またはゲインレベルの値」: played as
    + (the first option), a squad changed by the shown card's value (R-430)."""
    shown = [c for e in a.events if e.kind == "reveal" for c in e.cards]
    if not shown:
        return ["reveal: no card shown"]
    d = sc.state.defs[shown[0]]
    v = d.gain_level if d.type == "graphic" and d.gain_level is not None else d.roll_total
    if v and not [q for q, m in enumerate(a.squad_mods) if m - b.squad_mods[q] == v]:
        return [f"squad power +{v} (the shown card's): no squad changed so"]
    return []


def _grant_valued(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str]:
    """The special effect with the value read before the step (X: the X chosen), its text at the printed cost (R-431)."""
    from .stats import abilities, keywords

    v = step["amount"]
    n = v if isinstance(v, int) else b.values.get(repr(v), b.values.get(repr("X"), 0))
    name = step["keyword"]
    got = [i for i, kws in a.kws.items() if name in kws and name not in b.kws.get(i, frozenset())]
    if n < 1:
        return [f"grant {name} {n}: a value below 1 was given"] if got else []
    if not got:
        return [f"grant {name} {n}: nobody gained it"]
    pay = step.get("cost")
    want = {} if pay == {"any": 0} else {"pay": dict(pay)} if pay else {"pay": {"any": 1}}
    s = sc.state
    if not any(keywords(s, i).get(name) == n and any(x.keyword == name and x.cost == want for x in abilities(s, i))
               for i in got):
        return [f"grant {name} {n}: the value or its text at its cost is missing"]
    return []


def _taken_values(step: dict[str, Any], b: Any, a: Any, sc: Any) -> None:
    """「廃棄したカードの…」: the values the step reads, from the cards that went from the top of a pile to the junkyard;
    the plain comparison (behave._expect) then uses them."""
    from . import state as st
    from .targets import value

    s = sc.state
    taken = tuple(i for i in range(len(b.zone)) if b.zone[i] in (st.HOME, st.DISCARD) and a.zone[i] == st.JUNK)
    me = sc.labels.get("me", -1)
    for v in [step.get("amount"), *step.get("stats", ())]:
        if isinstance(v, dict) and "'cardv8_taken'" in repr(v):
            b.values[repr(v)] = value(s, v, me, 0, {"_taken_top": taken})
