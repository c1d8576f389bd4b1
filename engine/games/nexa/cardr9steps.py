"""Verbs of issue 14's family R9 (textc/cardr9.py).

`cardr9_tops_upto` (「全ての本国の上のカード1～N枚を廃棄する」): the effect's player says one number from 1 to N, then
each home, the player's first, loses that many top cards (as many as it has) to its owner's junkyard (P61; R-531).
"""

from __future__ import annotations

from .effects import Step, seat_of, verb
from .places import emit
from .places import move as move_card
from .state import HOME, JUNK, Resolving, State
from .take_top import ask_nth


@verb("cardr9_tops_upto")
def _tops_upto(s: State, ctx: Resolving, st: Step) -> None:
    me = seat_of(ctx)
    hi = int(st["upto"])
    n = 1 + ask_nth(ctx, me, 0, [{"ja": f"{k}枚", "en": str(k)} for k in range(1, hi + 1)],
                    ("枚数を選ぶ", "How many cards")) if hi > 1 else hi
    for seat in (me, 1 - me):
        top = s.place(seat, HOME)[-n:][::-1]
        for c in top:
            move_card(s, c, JUNK)
        if top:
            emit(s, "discard", f"{s.players[seat]}: 上のカード{len(top)}枚を廃棄", f"{s.players[seat]} discarded the top "
                 f"{len(top)}", tuple(top), seat)
