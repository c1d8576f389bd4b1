"""Behaviour checks of issue 14 family V5 (behave.py asks these): the board a text needs, and what the board must
show after a text of these constructs resolved."""

from __future__ import annotations

from typing import Any

VERBS = frozenset(("take_player_coins", "star_stats", "cost_this_turn", "fix_squad_power"))


def _flat(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for x in steps:
        out.append(x)
        out.extend(_flat(x.get("steps", [])))
    return out


def board(ability: dict[str, Any], own: dict[str, Any]) -> None:
    """Coins the text takes from its player (「自軍弾薬コイン1個を取り除く」): kept by the own player, as many."""
    takes = [x for x in _flat(ability.get("effect", [])) if x["do"] == "take_player_coins" and x["side"] == "own"]
    if takes:
        own["coins"] = {x["coin"]: int(x["count"]) if isinstance(x["count"], int) else 1 for x in takes}


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "take_player_coins":
        seat = 0 if step["side"] == "own" else 1
        before, after = b.pcoins[seat].get(step["coin"], 0), a.pcoins[seat].get(step["coin"], 0)
        if before - after != step["count"]:
            return [f"take player coins {step['coin']}: {before} -> {after}"]
        return []
    if step["do"] == "cost_this_turn":  # every own card of the hand or hangar that fits costs that much less
        from . import state as st
        from .costs import card_cost
        from .targets import matches

        s = sc.state
        if not any(f[3] == "cost" and f[4].get("total") == step["total"] for f in s.floating):
            return ["cost_this_turn: no cost change for the turn"]
        out = []
        for i in range(len(s.zone)):
            if s.zone[i] in (st.HAND, st.HANGAR) and s.owner[i] == 0 and matches(s, step["target"], i, 0, -1, use_base=True):
                want = max(s.defs[i].total_cost + step["total"], 0)
                if card_cost(s, i, 0)[0] != want:
                    out.append(f"cost_this_turn: card {i} costs {card_cost(s, i, 0)[0]}, not {want}")
        return out
    if step["do"] == "fix_squad_power":  # the squad's power is the value, whatever else is added
        from .battle import squad_power
        from .stats import squad_index

        hit = [e for e in a.events if e.kind == "squad_power" and "squad power fixed at " in e.text["en"]]
        if not hit:
            return ["fix_squad_power: no squad's power was fixed"]
        out = []
        for e in hit:
            want = int(e.text["en"].rsplit(" ", 1)[1])
            q = squad_index(sc.state, e.cards[0])
            if q >= 0 and squad_power(sc.state, q) != max(want, 0):
                out.append(f"fix_squad_power: squad {q} has {squad_power(sc.state, q)}, not {want}")
        return out
    if step["do"] == "star_stats":  # each card the step reached shows 0 at every ＊
        from .stats import stats

        hit = [e.cards[0] for e in a.events if e.kind == "modify" and "battle values " in e.text["en"]
               and "＊" in e.text["en"]]
        if not hit:
            return ["star_stats: no card got ＊"]
        return [f"star_stats: card {i} has {stats(sc.state, i)}" for i in hit
                if any(x and v != 0 for x, v in zip(step["stars"], stats(sc.state, i), strict=True))]
    return None


def check_character_static(card: dict[str, Any], ab: dict[str, Any], sc: Any, me: int) -> tuple[str, str] | None:
    """「『常駐』：このカードは+X/±0/±0を得る」 of a character set on a unit: the engine applies it where the set group's
    battle values are read, the unit it is set on (P66), so the unit shows the character's 戦闘修正 and the change.
    None for another text."""
    if card.get("type") != "character" or ab["kind"] != "static" or \
            not all(c.get("apply") == "modify" and c.get("target") == "self" and "condition" not in c
                    for c in ab["continuous"]):
        return None
    from .stats import host_of, stats
    from .targets import value

    s = sc.state
    host = host_of(s, me)
    if host == me:
        return None
    delta = [sum(value(s, c["stats"][k], me, 0) for c in ab["continuous"]) for k in range(3)]
    printed = card["stats"]
    base = s.defs[host].stats or (0, 0, 0)
    want = tuple(max(0, base[k] + printed[k] + delta[k]) for k in range(3))
    now = stats(s, host)
    return ("behaved", "") if now == want else ("failed", f"host stats {list(now)}, want {list(want)}")
