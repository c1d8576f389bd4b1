"""Per-seat views: the owner sees its hand and trigger zone faces; everyone else sees counts and colours."""

from __future__ import annotations

from typing import Any

from .cards import Card, card
from .state import State, Unit
from .texts import card_text
from .units import base_bp, bp, card_of, keywords


def card_entry(c: Card) -> dict[str, Any]:
    """A card face as plain data (the catalogue and the renderer's card image use it)."""
    return {
        "game": "coj", "id": c.id, "name": dict(c.name), "kind": c.kind, "colour": c.colour, "cost": c.cost,
        "species": c.species, "bp": list(c.bp) if c.bp else None, "keywords": list(c.keywords),
        "gauge": c.gauge,
        "character": dict(zip(("ja", "en"), c.character.split("|"), strict=True)) if c.character else None,
        "text": {"ja": card_text(c, "ja"), "en": card_text(c, "en")},
    }


def _unit(s: State, seat: int, u: Unit) -> dict[str, Any]:
    c = card_of(s, u.iid)
    return {"iid": u.iid, "card": c.id, "name": dict(c.name), "colour": c.colour, "cost": c.cost, "kind": c.kind,
            "level": u.level, "bp": bp(s, seat, u), "base_bp": base_bp(s, u), "damage": u.damage,
            "ready": u.ready, "restricted": u.restricted, "keywords": sorted(keywords(s, seat, u))}


def _hand_card(s: State, seat: int, iid: int) -> dict[str, Any]:
    c = card_of(s, iid)
    return {"iid": iid, **card_entry(c), "level": s.players[seat].hand_lv.get(str(iid), 1)}


def make_view(s: State, seat: int | None, deciding: list[int]) -> dict[str, Any]:
    players = []
    for q, p in enumerate(s.players):
        mine = seat == q
        zone: list[dict[str, Any]] = [
            ({"iid": i, **card_entry(card_of(s, i))} if mine else {"colour": card_of(s, i).colour}) for i in p.zone
        ]
        players.append({
            "name": p.name, "life": p.life, "cp": p.cp, "gauge": p.gauge,
            "hand": [_hand_card(s, q, i) for i in p.hand] if mine else len(p.hand),
            "hand_count": len(p.hand), "deck": len(p.deck),
            "discard": [{"iid": i, "id": s.cards[i], "name": dict(card(s.cards[i]).name),
                         "colour": card(s.cards[i]).colour} for i in p.discard],
            "deleted": len(p.deleted), "field": [_unit(s, q, u) for u in p.field], "zone": zone,
            "zone_count": len(p.zone),
            "jokers": [card_entry(card(j)) for j in p.jokers], "joker_used": p.joker_used,
        })
    window = None
    if s.tasks and s.tasks[0]["t"] == "window":
        window = {"timing": s.tasks[0]["timing"], "seat": s.tasks[0]["seat"]}
    return {
        "game": "coj", "seat": seat, "round": s.round, "turn": s.turn, "turn_seat": s.turn_seat, "first": s.first,
        "phase": s.phase, "players": players, "battle": dict(s.battle) if s.battle else None,
        "window": window, "deciding": deciding, "events": [dict(e) for e in s.events[-8:]],
        "result": dict(s.result) if s.result else None,
        "timers": {"turn_seconds": s.turn_seconds, "intercept_seconds": s.intercept_seconds},
    }
