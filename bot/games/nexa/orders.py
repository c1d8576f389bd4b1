"""The typed sortie order: `sortie space:Zaku II,Acguy earth:Gouf` as the engine's tokens."""

from __future__ import annotations

import re
from collections.abc import Mapping

from engine.api import Match

from .. import OrderError

SPLIT = re.compile(r"[,、，]")


def parse_sortie(m: Match, seat: int, options: Mapping[str, str]) -> list[str]:
    """Units per area, front first, matched by Japanese or English name or id in the player's deploy
    area; two units of the same name are taken in turn. Ends with the confirming `sortie:done` (alone:
    no sortie). Spaces inside a name need no quotes: only commas separate units."""
    units = m.view(seat)["players"][seat]["deploy"]
    tokens: list[str] = []
    used: set[int] = set()
    for area, key in (("s", "space"), ("e", "earth")):
        for raw in SPLIT.split(options.get(key) or ""):
            want = " ".join(raw.split()).casefold()
            if not want:
                continue
            hit = next((u for u in units if u["iid"] not in used and want in (
                u["name"]["ja"].casefold(), u["name"]["en"].casefold(), str(u["iid"]))), None)
            if hit is None:
                raise OrderError("errors.unknown_unit", name=raw.strip()[:100])
            used.add(hit["iid"])
            tokens.append(f"sortie:{area}:{hit['iid']}")
    return [*tokens, "sortie:done"]
