"""Per-seat views (hidden cards become counts) and the state's invariants."""

from __future__ import annotations

import json
import re
from typing import Any

from .rules import code
from .state import AREAS, ZONES, State
from .stats import card_of, dedicated, is_g, is_unit, keywords, stats
from .texts import step_name


def _target(s: State, tgt: Any) -> dict[str, Any] | None:
    """What a cut entry aims at, while it is where everyone sees it (a player deciding to cut in needs it)."""
    if not isinstance(tgt, int) or tgt not in s.insts:
        return None
    try:
        place, _ = s.where(tgt)
    except KeyError:
        return None
    return None if place in ("home", "discard", "hand") else _card(s, tgt)


def _card(s: State, iid: int) -> dict[str, Any]:
    c = card_of(s, iid)
    inst = s.insts[iid]
    d: dict[str, Any] = {"iid": iid, "id": c.id, "name": {"ja": c.name.ja, "en": c.name.en}, "type": c.type,
                         "colour": c.colour, "rolled": inst.rolled}
    if is_unit(s, iid):
        d["stats"] = stats(s, iid)
        d["dmg"] = inst.dmg
        d["kw"] = list(keywords(s, iid))
        d["transformed"] = inst.transformed
        d["dedicated"] = dedicated(s, iid)
    if inst.dismantled:
        d["dismantled"] = True
    if is_g(s, iid):
        d["g"] = True
    sets = [_card(s, x) for x in s.set_cards(iid)]
    if sets:
        d["set"] = sets
    return d


def build_view(s: State, seat: int | None) -> dict[str, Any]:
    c = code(s)
    players = []
    for p in (0, 1):
        z = s.zones[p]
        players.append({
            "name": s.players[p],
            "home": len(z["home"]),
            "discard": len(z["discard"]),
            "hand_count": len(z["hand"]),
            "hand": [_card(s, i) for i in z["hand"]] if seat == p else None,
            "deploy": [_card(s, i) for i in z["deploy"]],
            "junk": [_card(s, i) for i in z["junk"]],
            "removed": [_card(s, i) for i in z["removed"]],
            "hangar": [_card(s, i) for i in z["hangar"]],
            "forces": {a: [_card(s, i) for i in s.forces[p][a]] for a in AREAS},
            "pollution": s.pollution[p],
            "vulture": s.vulture[p],
        })
    from . import flow
    pend = flow.pending(s)
    return {
        "game": "classic",
        "seat": seat,
        "turn": s.turn,
        "active": s.active,
        "first": s.first,
        "step": c,
        "step_name": {"ja": step_name(c, "ja"), "en": step_name(c, "en")},
        "deciding": pend[0] if pend else None,
        "players": players,
        "cut": [{"kind": it["k"], "seat": it["seat"],
                 "card": _card(s, it["iid"] if it["k"] == "card" else it["src"]),
                 "target": _target(s, it.get("tgt"))} for it in s.cut],
        "log": [list(x) for x in s.log[-6:]],
        "winner": s.winner,
        "reason": s.reason,
    }


def invariant_problems(s: State) -> list[str]:
    problems: list[str] = []
    seen: dict[int, str] = {}

    def mark(iid: int, where: str) -> None:
        if iid in seen:
            problems.append(f"card {iid} is in {seen[iid]} and {where}")
        seen[iid] = where

    for p in (0, 1):
        for z in ZONES:
            for i in s.zones[p][z]:
                mark(i, f"{z}{p}")
                if s.insts[i].owner != p:
                    problems.append(f"card {i} is in another player's {z}")
        for a in AREAS:
            for i in s.forces[p][a]:
                mark(i, f"{a}{p}")
                if not is_unit(s, i):
                    problems.append(f"non-unit {i} in a battle area")
        if len(s.forces[p]["ring"]) > 1:
            problems.append("more than one unit in the ring area")
    for it in s.cut:
        if it["k"] == "card":
            mark(it["iid"], "cut")
    for inst in s.insts.values():
        if inst.host is not None:
            mark(inst.id, "set")
            if inst.host not in s.insts or inst.host == inst.id:
                problems.append(f"card {inst.id} set on a missing card")
    derived: dict[int, list[int]] = {}
    for inst in s.insts.values():
        if inst.host is not None:
            derived.setdefault(inst.host, []).append(inst.id)
    if derived != s.kids:
        problems.append("the set-card index disagrees with the cards' hosts")
    missing = set(s.insts) - set(seen)
    if missing:
        problems.append(f"cards nowhere: {sorted(missing)[:5]}")
    for seat in (0, 1, None):
        v = build_view(s, seat)
        for p in (0, 1):
            pv = v["players"][p]
            if pv["home"] != len(s.zones[p]["home"]) or pv["hand_count"] != len(s.zones[p]["hand"]):
                problems.append("view counts differ from the state")
            if seat != p and pv["hand"] is not None:
                problems.append(f"seat {seat} sees hand {p}")
        hidden = {i for p in (0, 1) for i in s.zones[p]["home"] + s.zones[p]["discard"]}
        hidden |= {i for p in (0, 1) if p != seat for i in s.zones[p]["hand"]}
        if hidden & _iids(v):
            problems.append(f"seat {seat} sees a hidden card")
    return problems


_IID = re.compile(r'"iid": (\d+)')


def _iids(obj: Any) -> set[int]:
    """Every card instance id a view names, at any depth (json text is scanned in C)."""
    return {int(x) for x in _IID.findall(json.dumps(obj, ensure_ascii=False))}
