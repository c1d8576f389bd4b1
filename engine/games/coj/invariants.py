"""The state's own checks (the conformance suite runs them after every action)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .state import FIELD_MAX, HAND_MAX, ZONE_MAX, State

if TYPE_CHECKING:
    from .game import CojGame


def places(s: State) -> Counter[int]:
    seen: Counter[int] = Counter()
    for p in s.players:
        for pile in (p.hand, p.deck, p.discard, p.deleted, p.retired, p.zone):
            seen.update(pile)
        seen.update(u.iid for u in p.field)
    return seen


def _hidden_leaks(view: dict[str, Any], owner: int, s: State) -> list[str]:
    """Another seat's hand and trigger zone must show no identity, only counts and colours."""
    out = []
    pv = view["players"][owner]
    if not isinstance(pv["hand"], int):
        out.append(f"seat {owner}'s hand is visible to {view['seat']}")
    for z in pv["zone"]:
        if set(z) != {"colour"}:
            out.append(f"seat {owner}'s trigger zone shows more than colours to {view['seat']}")
    if not isinstance(pv["deck"], int):
        out.append("a deck's order is visible")
    return out


def check(game: CojGame, s: State) -> list[str]:
    out: list[str] = []
    seen = places(s)
    for iid in range(len(s.cards)):
        if seen[iid] != 1:
            out.append(f"card {iid} ({s.cards[iid]}) is in {seen[iid]} places")
    extra = set(seen) - set(range(len(s.cards)))
    if extra:
        out.append(f"unknown instances {sorted(extra)[:3]}")
    for q, p in enumerate(s.players):
        if len(p.hand) > HAND_MAX:
            out.append(f"seat {q} holds {len(p.hand)} cards")
        if len(p.field) > FIELD_MAX or len(p.zone) > ZONE_MAX:
            out.append(f"seat {q}'s field or trigger zone is over its limit")
        if not 0 <= p.cp <= 12 or not 0 <= p.gauge <= 1000:
            out.append(f"seat {q}: CP {p.cp} or gauge {p.gauge} out of range")
        if any(not 1 <= u.level <= 3 for u in p.field):
            out.append(f"seat {q}: a unit level out of 1-3")
        if len(p.jokers) != 2:
            out.append(f"seat {q} has {len(p.jokers)} jokers")
        if set(p.hand_lv) - {str(i) for i in p.hand}:
            out.append(f"seat {q}: a hand level for a card not in hand")
    for viewer in (0, 1, None):
        v = game.view(s, viewer)
        for q, p in enumerate(s.players):
            pv = v["players"][q]
            if pv["hand_count"] != len(p.hand) or pv["deck"] != len(p.deck) or len(pv["field"]) != len(p.field) \
                    or len(pv["zone"]) != len(p.zone) or len(pv["discard"]) != len(p.discard):
                out.append(f"view of {viewer}: counts of seat {q} disagree with the state")
            if viewer != q:
                out.extend(_hidden_leaks(v, q, s))
            elif isinstance(pv["hand"], int):
                out.append(f"seat {q} cannot see its own hand")
    return out
