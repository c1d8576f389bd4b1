"""The state's own consistency checks, run by the conformance suite after every action.

Every card is in exactly one place; every view's counts agree with the state; no view shows a
card that is hidden from its seat (hand, home and discard pile of the other player, P61).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import state as st
from .state import State


def _iids_in(obj: Any) -> set[int]:
    found: set[int] = set()
    stack = [obj]
    while stack:
        o = stack.pop()
        if isinstance(o, dict):
            if "iid" in o and isinstance(o["iid"], int):
                found.add(o["iid"])
            stack.extend(o.values())
        elif isinstance(o, list):
            stack.extend(o)
    return found


def _places(s: State) -> tuple[dict[int, str], list[str]]:
    seen: dict[int, str] = {}
    bad: list[str] = []

    def put(iid: int, where: str) -> None:
        if iid in seen:
            bad.append(f"card {iid} is in two places: {seen[iid]} and {where}")
        seen[iid] = where

    for seat in (0, 1):
        for place in range(st.NPLACES):
            for iid in s.place(seat, place):
                put(iid, f"seat{seat}/{st.PLACE_NAMES[place]}")
                if s.zone[iid] != place or s.zseat[iid] != seat:
                    bad.append(f"card {iid} zone mismatch")
    for qi, q in enumerate(s.squads):
        for iid in q:
            if iid >= 0:
                put(iid, f"squad{qi}")
                if s.zone[iid] != st.BATTLE:
                    bad.append(f"card {iid} in a squad is not in a battle area")
    waiting = list(s.cut) + ([s.resolving.entry] if s.resolving is not None else [])
    for e in waiting:
        if e.kind in ("card", "g") and s.zone[e.source] == st.CUT:
            put(e.source, "cut")
    for iid in range(len(s.defs)):
        z = s.zone[iid]
        if z == st.SET:
            host = s.set_to[iid]
            if host < 0 or s.zone[host] not in st.FIELD_ZONES:
                bad.append(f"set card {iid} has no host on the field")
            seen[iid] = "set"
        if z == st.GONE:
            if iid not in s.chip_specs:
                bad.append(f"only chips may be gone, not {iid}")
            continue
        if s.build is not None and s.build.source == iid:
            continue
        if iid not in seen:
            bad.append(f"card {iid} is nowhere (zone {z})")
    return seen, bad


def invariant_problems(s: State, view: Callable[[State, int | None], dict[str, Any]]) -> list[str]:
    """Every broken invariant, described; [] when the state is sound."""
    _, bad = _places(s)
    views = {v: view(s, v) for v in (0, 1, None)}
    for v, vw in views.items():
        for p in (0, 1):
            pv = vw["players"][p]
            if pv["home"] != len(s.place(p, st.HOME)) or pv["discard"] != len(s.place(p, st.DISCARD)):
                bad.append(f"view of {v}: counts of seat {p} disagree with the state")
            if pv["hand_count"] != len(s.place(p, st.HAND)):
                bad.append(f"view of {v}: hand count of seat {p} disagrees")
            if (pv["hand"] is not None) != (v == p):
                bad.append(f"view of {v}: hand of seat {p} shown to the wrong viewer")
    for p in (0, 1):
        hidden = set(s.place(p, st.HAND)) | set(s.place(p, st.HOME)) | set(s.place(p, st.DISCARD))
        for v in (1 - p, None):
            allowed = set(s.looked.get(v, ())) if v is not None and s.resolving is not None else set()
            leaked = (_iids_in(views[v]) & hidden) - allowed  # an effect may let a player look (P52)
            if leaked:
                bad.append(f"view of {v} shows hidden cards of seat {p}: {sorted(leaked)}")
    blob = json.dumps(views[None], ensure_ascii=False)
    for p in (0, 1):
        for iid in s.place(p, st.HAND):
            if f'"iid": {iid},' in blob:
                bad.append(f"spectator view names hand card {iid}")
    return bad
