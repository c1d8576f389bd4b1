"""Behaviour checks of issue 14 family B3 (behave.py asks these): what the board must show after a text of
these constructs resolved (battlesteps.py)."""

from __future__ import annotations

from typing import Any

from . import state as st

VERBS = frozenset(("home_shield", "homes_damage", "to_area", "fix_stats", "squad_status", "both_speeds"))


def board(a: dict[str, Any], named: dict[str, Any], space: list[dict[str, Any]], own: dict[str, Any], filler: str) -> None:
    """The own side's battle areas for a text that names squad sizes or unengaged cards: the own squad in
    space grows to the size asked (「ユニットが3枚以上の部隊にいる…」), and an own unit waits alone on earth
    (「非交戦中の自軍ユニット」, 「交戦中ではない…」)."""
    sels = [x for x in named.values() if isinstance(x, dict)]
    sels += [x["target"] for x in a.get("effect", []) if isinstance(x, dict) and isinstance(x.get("target"), dict)]
    sels = [x for x in sels if x.get("side", "any") in ("own", "any")]
    size = max([int(x["squad_min_units"]) for x in sels if "squad_min_units" in x], default=0)
    while len(space) < size:
        space.append({"card": filler})
    if any("unengaged" in x for x in sels):
        own["battle"]["earth"] = [{"card": filler}]


def seed(sc: Any, ab: dict[str, Any]) -> None:
    """A text naming 「戦闘ダメージ（通常ダメージ）を受けている」 cards: the damage the board starts with is of that kind."""
    from .battlestates import DAMAGED

    kinds = sorted({k for k in ("battle", "normal") if f"'damaged_by': '{k}'" in repr(ab)})
    s = sc.state
    for kind in kinds:
        for i in range(len(s.zone)):
            if s.damage[i] > 0:
                s.grants.append((i, s.stamp[i], DAMAGED, kind, "turn_end"))
    destroyed = sorted({k for k in ("battle", "normal") if f"'destroyed_by': '{k}'" in repr(ab)})
    for kind in destroyed:  # 「通常ダメージで破壊されている」: the destroyed units on the board were, by that kind
        for i in range(len(s.zone)):
            if s.destroyed[i]:
                s.grants.append((i, s.stamp[i], "destroyed_by", kind, "turn_end"))
    if kinds or destroyed:
        s.version += 1


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any, every: list[dict[str, Any]]) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    do = step["do"]
    if do == "home_shield":  # the home of that side is marked: battle.battle_damage deals it nothing this turn
        from .battlestates import home_shielded

        seat = 0 if step["side"] == "own" else 1
        if step["until"] == "next_turn_end":  # 「次のターン、…」 (family Z5): not now, in the next turn
            from .battlestates import SHIELD_NEXT

            s = sc.state
            later = any(g[2] == SHIELD_NEXT and g[3] == (seat, s.turn + 1) for g in s.grants)
            return [] if later and not home_shielded(s, seat) else [f"home_shield {step['side']}: not for the next turn"]
        return [] if home_shielded(sc.state, seat) else [f"home_shield {step['side']}: the home is not shielded"]
    if do == "to_area":  # a unit joined its side's squad in the area the text names (battlesteps.to_area)
        from .stats import area_of, host_of, squad_index

        s = sc.state
        went = [e.cards[0] for e in a.events if e.kind == "move" and "joins the squad" in e.text["en"]]
        if not went:
            return ["to_area: no unit went into a battle area"]
        for i in went:
            if s.zone[i] != st.BATTLE or squad_index(s, i) < 0 or squad_index(s, i) % 2 != s.ctrl[i]:
                return [f"to_area: card {i} is not in its side's squad"]
            me = host_of(s, sc.iid("me"))
            if step["area"] == "self" and area_of(s, i) != area_of(s, me):
                return [f"to_area: card {i} is not in this card's area"]
            if "rolled" in step and s.rolled[i] != step["rolled"]:
                return [f"to_area: card {i} is not {'rolled' if step['rolled'] else 'rerolled'}"]
            if step.get("position") == "back" and s.squads[squad_index(s, i)][-1:] != [i]:
                return [f"to_area: card {i} is not at the back of its squad"]
        return []
    if do == "fix_stats":  # the target's 戦闘力 are the values fixed (one of the two offered)
        from .stats import stats

        fixed = [e.cards[0] for e in a.events if e.kind == "modify" and "battle values fixed" in e.text["en"]]
        if not fixed:
            return ["fix_stats: no card's values were fixed"]
        options = [tuple(step["stats"])] + ([tuple(step["or_stats"])] if "or_stats" in step else [])
        return [f"fix_stats: card {i} has {stats(sc.state, i)}, not one of {options}" for i in fixed
                if stats(sc.state, i) not in options]
    if do == "squad_status":  # every unit of the squads named has the status
        from .stats import has_status

        s = sc.state
        side = step["target"].get("side", "any")
        units = [u for qi, q in enumerate(s.squads) if side == "any" or (qi % 2 == 0) == (side == "own")
                 for u in q if u >= 0]
        if not units:
            return ["squad_status: no squad the text names on the board"]
        return [f"squad_status: card {u} lacks {step['status']}" for u in units if not has_status(s, u, step["status"])]
    if do == "both_speeds":  # this card's squad is one that deals its damage at both speeds
        from .battlestates import both_speed_squads
        from .stats import squad_index

        qi = squad_index(sc.state, sc.iid("me"))
        if qi < 0:
            return ["both_speeds: this card is in no squad"]
        return [] if qi in both_speed_squads(sc.state) else ["both_speeds: its squad is not marked"]
    if do == "homes_damage":  # every home lost that many cards (the own one less what the text drew)
        out: list[str] = []
        for seat in (0, 1):
            drawn = sum(int(x["count"]) for x in every if x["do"] == "draw" and isinstance(x.get("count"), int)) \
                if seat == 0 else 0
            lost = b.counts[(seat, st.HOME)] - a.counts[(seat, st.HOME)] - drawn
            if lost != min(int(step["amount"]), b.counts[(seat, st.HOME)]):
                out.append(f"homes damage {step['amount']}: home {seat} lost {lost}")
        return out
    return None


def picks_static(a: dict[str, Any]) -> bool:
    """A 常駐 text changing 部隊戦闘力 (「このカードの部隊の部隊戦闘力を+3する」): read on the board's squads."""
    return a["kind"] == "static" and all(c.get("apply") == "squad_power" and "condition" not in c
                                         for c in a["continuous"])


def check_static(sc: Any, me: int, ab: dict[str, Any]) -> tuple[str, str]:
    """(status, detail): each squad's power is the rule's sum (P35) changed by the amounts of the squads named."""
    from .battle import squad_power
    from .stats import area_of, squad_index, stats

    s = sc.state
    mine = squad_index(s, me)
    named_any = False
    for qi, q in enumerate(s.squads):
        units = [u for u in q if u >= 0]
        if not units:
            continue
        base = 0
        for pos, u in enumerate(q):
            if u < 0 or s.rolled[u] or s.destroyed[u]:
                continue
            m, sh, _ = stats(s, u)
            base += m if pos == 0 else sh
        change = 0
        for c in ab["continuous"]:
            t = c["target"]
            if t == "self":
                hit = qi == mine
            else:
                side = t.get("side", "any")
                hit = side == "any" or (qi % 2 == 0) == (side == "own")
                if t.get("engaged"):
                    hit = hit and qi // 2 == area_of(s, me) and s.engaged[qi // 2]
            if hit:
                named_any = True
                change += int(c["amount"])
        want = max(base + s.squad_mods[qi] + change, 0)
        if squad_power(s, qi) != want:
            return "failed", f"squad {qi}: power {squad_power(s, qi)}, the text makes {want}"
    return ("behaved", "") if named_any else ("unchecked", "no squad the 常駐 text names on the generated board")
