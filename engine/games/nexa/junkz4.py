"""「『恒常』：このカードが自軍ジャンクヤードにある状態で、「特徴：A」を持つ自軍ユニットが場に出た場合、…」 (issue 14, family Z4;
ruling R-246): a text heard while its card lies in its owner's junkyard. The card list says which instances have one
(stats.game_cards().junk_heard, usually none): only those are looked at, and only while they are in a junkyard. The
text's condition (self_in junkyard) is read again when it would start (cut.start_trigger)."""

from __future__ import annotations

from .state import JUNK, CutEntry, State
from .stats import game_cards
from .targets import matches


def queue_from_junkyards(s: State, watched: str, iid: int) -> None:
    """Queue the junkyard texts that hear `watched` (card_enters, card_played) about card `iid`."""
    from .effects import _add_trigger

    for c in game_cards(s).junk_heard:
        if s.zone[c] != JUNK or c == iid:
            continue
        for a in s.defs[c].triggered:
            if a.on == watched and a.of is not None and a.condition is not None \
                    and a.condition.get("self_in") == "junkyard" and matches(s, a.of, iid, s.zseat[c], c):
                _add_trigger(s, c, a.index, a.every, owner_seat=s.owner[c], cause=iid)  # 「そのユニット」 (family R8)


def heard_in_junkyard(s: State, entry: CutEntry) -> bool:
    """Is the effect a junkyard text of its source (so that 「このカード」 is the card in the junkyard)?"""
    if entry.kind != "trigger" or entry.source < 0 or not 0 <= entry.ability < len(s.defs[entry.source].abilities):
        return False
    cond = s.defs[entry.source].abilities[entry.ability].condition
    return cond is not None and cond.get("self_in") == "junkyard"
