"""Per-player views (docs/views.md): the public board plus what that seat may see, and nothing else.

Hidden places (本国, 捨て山, the other hand) appear only as counts (P61 Ver.1.2).
"""

from __future__ import annotations

from typing import Any

from ...core.protocol import Event
from .battle import squad_keywords, squad_power
from .costs import g_colour
from .places import set_cards
from .state import (
    DEPLOY,
    DISCARD,
    GZONE,
    HAND,
    HANGAR,
    HOME,
    JUNK,
    POINT_PHASE,
    POINT_STEP,
    REMOVED,
    SET,
    SETUP,
    State,
)
from .stats import keywords, stats, terrain


def card_view(s: State, iid: int, with_set: bool = True) -> dict[str, Any]:
    if s.grants and s.zone[iid] == SET:
        from .blankset import blank_face, hidden_view

        if blank_face(s, iid) == "down":  # a set card without a description, face down (family C3, R-152)
            return hidden_view(s, iid)
    d = s.defs[iid]
    is_g = s.is_g[iid] and s.zone[iid] == GZONE
    out: dict[str, Any] = {
        "iid": iid,
        "card": d.number,
        "name": {"ja": d.name_ja, "en": d.name_en},
        "type": "g" if is_g else ("chip" if iid in s.chip_specs else d.type),
        "colours": list(d.colours),
        "cost": {"total": d.total_cost, "roll": dict(d.roll_cost)},
        "stats": list(stats(s, iid)) if d.stats is not None and not is_g else None,
        "base_stats": list(d.stats) if d.stats is not None else None,
        "terrain": sorted(terrain(s, iid)),
        "traits": list(d.traits),
        "keywords": sorted(keywords(s, iid)),
        "rolled": s.rolled[iid],
        "damage": s.damage[iid],
        "destroyed": s.destroyed[iid],
        "owner": s.owner[iid],
        "controller": s.ctrl[iid],
        "set_cards": [card_view(s, c, False) for c in set_cards(s, iid)] if with_set else [],
        "coins": dict(s.coins.get(iid, ())),
        "text": {"ja": d.text_ja.splitlines(), "en": d.text_en.splitlines()},
        "gsign": {"colour": d.gsign_colour, "series": d.gsign_series} if d.gsign_colour else None,
        "rarity": d.rarity,
    }
    if is_g:
        out["g_colour"] = g_colour(s, iid)
    if d.type == "graphic":
        out["guard_level"] = d.guard_level
        out["gain_level"] = d.gain_level
    return out


def _cut_targets(s: State, e: Any) -> list[dict[str, Any]]:
    """What an unresolved effect aims at (its chosen targets, the card a set card goes onto), so a
    player deciding whether to cut in sees it; a card out of sight is named as hidden."""
    out: list[dict[str, Any]] = []
    iids = [iid for _, chosen in e.targets for iid, _ in chosen]
    if e.onto >= 0:
        iids.append(e.onto)
    for iid in iids:
        if not 0 <= iid < len(s.defs):
            continue
        if s.zone[iid] in (HOME, HAND, DISCARD):
            out.append({"iid": None, "name": {"ja": "(非公開)", "en": "(hidden)"}})
        else:
            d = s.defs[iid]
            out.append({"iid": iid, "name": {"ja": d.name_ja, "en": d.name_en}})
    return out


def _event_for(e: Event, seat: int | None) -> dict[str, Any] | None:
    if e.private_to is not None and e.private_to != seat:
        if e.public_text is None:
            return None
        return {"kind": e.kind, "text": e.public_text, "cards": [], "seat": e.seat}
    return {"kind": e.kind, "text": e.text, "cards": list(e.cards), "seat": e.seat}


def events_for(events: list[Event], seat: int | None) -> list[dict[str, Any]]:
    out = []
    for e in events:
        v = _event_for(e, seat)
        if v is not None:
            out.append(v)
    return out


def build_view(s: State, seat: int | None, deciding: int | None, kind: str | None) -> dict[str, Any]:
    players = []
    for p in (0, 1):
        players.append({
            "seat": p,
            "name": s.players[p],
            "home": len(s.place(p, HOME)),
            "discard": len(s.place(p, DISCARD)),
            "hand_count": len(s.place(p, HAND)),
            "hand": [card_view(s, c) for c in s.place(p, HAND)] if seat == p else None,
            "junkyard": [card_view(s, c) for c in s.place(p, JUNK)],
            "hangar": [card_view(s, c) for c in s.place(p, HANGAR)],
            "removed": [card_view(s, c) for c in s.place(p, REMOVED)],
            "g_zone": [card_view(s, c) for c in s.place(p, GZONE)],
            "deploy": [card_view(s, c) for c in s.place(p, DEPLOY)],
            "coins": dict(s.pcoins[p]),
            "autopass": s.autopass[p],
        })
    battle: dict[str, Any] = {}
    for a, area in enumerate(("space", "earth")):
        squads = []
        for p in (s.attacker, 1 - s.attacker):
            qi = a * 2 + p
            units = [u for u in s.squads[qi] if u >= 0]
            if units:
                squads.append({"owner": p, "units": [card_view(s, u) for u in units],
                               "power": squad_power(s, qi), "keywords": squad_keywords(s, qi)})
        battle[area] = {"engaged": s.engaged[a], "squads": squads}
    cut = []
    for i, e in enumerate(s.cut, start=1):
        hidden = s.zone[e.source] in (HOME, HAND, DISCARD)  # its card has since gone out of sight
        src = card_view(s, e.source) if e.source >= 0 and not hidden else None
        label = {"card": ("プレイされたカード", "played card"), "text": ("テキストの効果", "text effect"),
                 "discard": ("廃棄する効果", "discard effect"), "g": ("Gのプレイ", "G play")}.get(e.kind, (e.kind, e.kind))
        nm = s.defs[e.source]
        who_ja, who_en = ("(非公開)", "(hidden)") if hidden else (nm.name_ja, nm.name_en)
        cut.append({"index": i, "controller": e.seat, "source": src, "kind": e.kind,
                    "negated": e.negated,
                    "label": {"ja": f"{who_ja}: {label[0]}", "en": f"{who_en}: {label[1]}"},
                    "targets": _cut_targets(s, e)})
    view: dict[str, Any] = {
        "game": "nexa",
        "viewer": seat,
        "turn": s.turn,
        "phase": POINT_PHASE.get(s.point),
        "step": POINT_STEP.get(s.point),
        "timing": "free" if s.ask is None and s.build is None and s.resolving is None else "decision",
        "attacker": s.first if s.point == SETUP else s.attacker,  # before turn 1: who will attack first
        "deciding": deciding,
        "decision_kind": kind,
        "winner": (None if s.winner is None else ("draw" if s.winner == -1 else s.winner)),
        "end_reason": s.end_reason,
        "players": players,
        "battle": battle,
        "cut": cut,
        "events": events_for(s.events, seat),
    }
    if seat is not None and seat in s.looked and deciding == seat and s.resolving is not None:
        view["looking_at"] = [card_view(s, c) for c in s.looked[seat]]
    return view
