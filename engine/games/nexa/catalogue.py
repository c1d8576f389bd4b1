"""Card faces as plain dicts (the CARD shape of docs/views.md), for lookups and card images."""

from __future__ import annotations

from typing import Any

from .cards import CardDef, Pool, builtin_pool
from .vocabulary import KEYWORD_EN, KEYWORD_JA


def card_dict(d: CardDef) -> dict[str, Any]:
    def arg(a: object, sep: str = "") -> str:  # 改装[A] / Refit [A], as docs/glossary.md writes them
        return f"{sep}({a})" if isinstance(a, int) else f"{sep}[{a}]" if a else ""

    return {
        "game": "nexa",
        "iid": None,
        "card": d.number,
        "name": {"ja": d.name_ja, "en": d.name_en},
        "type": d.type,
        "colours": list(d.colours),
        "cost": {"total": d.total_cost, "roll": dict(d.roll_cost), "x": d.x_cost},
        "stats": list(d.stats) if d.stats else None,
        "base_stats": list(d.stats) if d.stats else None,
        "terrain": sorted(d.terrain),
        "traits": list(d.traits),
        "keywords": [k for k, _ in d.keywords],
        "keyword_labels": {"ja": [KEYWORD_JA[k] + arg(a) for k, a in d.keywords],
                           "en": [KEYWORD_EN[k] + arg(a, " ") for k, a in d.keywords]},
        "rolled": False, "damage": 0, "destroyed": False, "set_cards": [], "coins": {},
        "text": {"ja": d.text_ja.splitlines(), "en": d.text_en.splitlines()},
        "gsign": {"colour": d.gsign_colour, "series": d.gsign_series} if d.gsign_colour else None,
        "rarity": d.rarity,
        "model": d.model,
        "star": d.star,
        "set_on": d.set_on,
        "guard_level": d.guard_level,
        "gain_level": d.gain_level,
    }


def catalogue() -> list[dict[str, Any]]:
    """Every card of the built-in pool, by card number."""
    return [card_dict(d) for _, d in sorted(builtin_pool().cards.items())]


def card_listing(pool: Pool) -> dict[str, Any]:
    """`sortie cards --json` rows (keys are a contract: README) and the ready-made decks."""
    rows = []
    for c in sorted(pool.cards.values(), key=lambda c: c.number):
        rows.append({
            "number": c.number, "name": {"ja": c.name_ja, "en": c.name_en}, "type": c.type,
            "colours": list(c.colours), "cost": {"total": c.total_cost, "roll": dict(c.roll_cost)},
            "stats": list(c.stats) if c.stats else None, "terrain": sorted(c.terrain), "traits": list(c.traits),
            "keywords": [k if a is None else f"{k}({a})" for k, a in c.keywords],
            "text": {"ja": c.text_ja, "en": c.text_en}, "rarity": c.rarity,
        })
    decks = [{"id": d.id, "name": {"ja": d.name_ja, "en": d.name_en}, "cards": dict(d.cards)}
             for d in pool.decks.values()]
    return {"cards": rows, "decks": decks}
