"""Imported card lists as pools a server can use: one lookup entry per record.

A FULL record carries its card data (`def`), which a match embeds in its options (`cards`), so the
match replays and restores without the pool. Records that do not play stay visible to lookups
with their status and what blocks them; their text is shown as printed, never as effects.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import CardDataError

from .cards import build_pool
from .catalogue import card_dict
from .importer import Imported, import_records, report


def _lookup_only(it: Imported) -> dict[str, Any]:
    """A catalogue dict for a record that does not play: its fields as read and its printed text."""
    f = it.fields
    stats = f.get("stats")
    cost = f.get("cost") or {}
    return {
        "game": "nexa", "iid": None, "card": it.number,
        "name": dict(f.get("name") or {"ja": it.name, "en": it.name}),
        "type": it.type, "colours": list(f.get("colours") or []),
        "cost": {"total": int(cost.get("total", 0)), "roll": dict(cost.get("roll") or {}), "x": bool(cost.get("x"))},
        "stats": list(stats) if stats else None, "base_stats": list(stats) if stats else None,
        "terrain": sorted(f.get("terrain") or []), "traits": list(f.get("traits") or []),
        "keywords": [], "keyword_labels": {"ja": [], "en": []},
        "rolled": False, "damage": 0, "destroyed": False, "set_cards": [], "coins": {},
        "text": {"ja": list(it.text), "en": list(it.text)},
        "gsign": f.get("gsign"), "rarity": f.get("rarity"), "model": None, "star": False,
        "set_on": None, "guard_level": None, "gain_level": None,
    }


def entry(it: Imported) -> dict[str, Any]:
    """The stored lookup entry of one imported record (engine.core.base.GameBase.import_pool)."""
    card: dict[str, Any] | None = None
    status, blockers = it.status, list(it.blockers)
    if status == "full" and it.card is not None:
        try:
            d = build_pool([("import", {"cards": [it.card]})]).cards.get(it.card["number"])
        except CardDataError as e:  # compiled, but the engine refuses the data: it does not play
            d = None
            blockers.append("card data: " + str(e).splitlines()[0][:80])
        card = card_dict(d) if d is not None else None
    if card is None:
        status = "partial" if status == "full" else status
        card = _lookup_only(it)
    return {"number": it.number, "name": dict(card["name"]), "status": status, "blockers": blockers,
            "card": card, "def": it.card if status == "full" else None}


def import_pool(data: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The report of `sortie cards import` and every record's lookup entry."""
    items = import_records(data)
    return report(items), [entry(it) for it in items]
