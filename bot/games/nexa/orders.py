"""The typed sortie order: `sortie space:Zaku II,Acguy earth:Gouf` as the engine's tokens."""

from __future__ import annotations

from collections.abc import Mapping

from engine.api import Match

from .. import units_by_name


def parse_sortie(m: Match, seat: int, options: Mapping[str, str]) -> list[str]:
    """Units per area, front first, matched by Japanese or English name or id in the player's deploy
    area; two units of the same name are taken in turn. Ends with the confirming `sortie:done` (alone:
    no sortie). Spaces inside a name need no quotes: only commas separate units."""
    units = m.view(seat)["players"][seat]["deploy"]
    tokens = [f"sortie:{area}:{iid}" for area, iid in units_by_name(units, options, (("s", "space"), ("e", "earth")))]
    return [*tokens, "sortie:done"]
