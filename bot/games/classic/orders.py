"""Classic's typed attack order: `attack space:RX-78-2 Gundam,Guncannon earth:Gouf ring:` as tokens.

The same order serves the attacker (turn page 4-1-3) and the defender (4-2-3): both sortie units one
at a time, front first, then confirm with `sortie:done` (ruling R-C08)."""

from __future__ import annotations

from collections.abc import Mapping

from engine.api import Match

from .. import units_by_name

AREAS = ("space", "earth", "ring")
SORTIE_KINDS = ("attack", "defend")


def parse_attack(m: Match, seat: int, options: Mapping[str, str]) -> list[str]:
    """Units per battle area, front first, matched by Japanese or English name or card number among the
    player's rerolled units in the deploy area; two units of one name are taken in turn. Ends with
    `sortie:done` (alone: nobody sorties). Only commas separate units, so names keep their spaces."""
    me = m.view(seat)["players"][seat]
    units = [u for u in me["deploy"] if "stats" in u and not u["rolled"] and not u.get("dismantled")]
    tokens = [f"sortie:{iid}:{area}" for area, iid in units_by_name(units, options, ((a, a) for a in AREAS))]
    return [*tokens, "sortie:done"]
