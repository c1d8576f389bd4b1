"""Classic's typed attack order: `attack space:RX-78-2 Gundam,Guncannon earth:Gouf ring:` as tokens.

The same order serves the attacker (turn page 4-1-3) and the defender (4-2-3): both sortie units one
at a time, front first, then confirm with `sortie:done` (ruling R-C08)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from engine.api import Match

from .. import OrderError

SPLIT = re.compile(r"[,、，]")
AREAS = ("space", "earth", "ring")
SORTIE_KINDS = ("attack", "defend")


def parse_attack(m: Match, seat: int, options: Mapping[str, str]) -> list[str]:
    """Units per battle area, front first, matched by Japanese or English name or card number among the
    player's rerolled units in the deploy area; two units of one name are taken in turn. Ends with
    `sortie:done` (alone: nobody sorties). Only commas separate units, so names keep their spaces."""
    me = m.view(seat)["players"][seat]
    units = [u for u in me["deploy"] if "stats" in u and not u["rolled"] and not u.get("dismantled")]
    tokens: list[str] = []
    used: set[int] = set()
    for area in AREAS:
        for raw in SPLIT.split(options.get(area) or ""):
            want = " ".join(raw.split()).casefold()
            if not want:
                continue
            hit = next((u for u in units if u["iid"] not in used and want in (
                u["name"]["ja"].casefold(), u["name"]["en"].casefold(), str(u["iid"]))), None)
            if hit is None:
                raise OrderError("errors.unknown_unit", name=raw.strip()[:100])
            used.add(hit["iid"])
            tokens.append(f"sortie:{hit['iid']}:{area}")
    return [*tokens, "sortie:done"]
