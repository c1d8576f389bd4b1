"""Family O5 of issue 14: 「『恒常』：自軍ターン終了時に、このカードが自軍ジャンクヤードにある場合、…」: a text heard at a global
event (stats.JUNK_GLOBAL) while its card lies in its owner's junkyard (family Z4's junkyard texts, junkz4.py, R-246). The card
list says which instances have one (stats.game_cards().junk_heard, usually none)."""

from __future__ import annotations

from .effects import _add_trigger
from .state import JUNK, State
from .stats import JUNK_GLOBAL, game_cards


def queue_global_from_junkyards(s: State, event: str, seat: int) -> None:
    """Queue the junkyard texts that hear the global `event` of `seat` (「自軍ターン終了時に」: its owner's turn)."""
    for c in game_cards(s).junk_heard:
        if s.zone[c] != JUNK:
            continue
        for a in s.defs[c].triggered:
            if a.of is None and a.on in JUNK_GLOBAL and a.on == "own_" + event and s.owner[c] == seat \
                    and a.condition is not None and a.condition.get("self_in") == "junkyard":
                _add_trigger(s, c, a.index, a.every, owner_seat=s.owner[c])
