"""The P78 cost of a classic card played in a NEX-A match, as the declaration of a play asks it.

Step 1 is the roll cost of the card's colour equal to its original total power (a card with two
colours: the player names one, then pays it in that colour). Step 2, after it, removes X own hand
cards and/or own Gs from the game, the player choosing which (rulings R-40 to R-42).
"""

from __future__ import annotations

from .costs import Req, can_pay, card_cost
from .state import GZONE, HAND, State


def is_p78(s: State, iid: int) -> bool:
    return s.defs[iid].p78_remove > 0


def needs_colour(s: State, iid: int) -> bool:
    """Does the player name the colour of the roll cost (two specified colours)?"""
    return len(s.defs[iid].p78_colours) > 1


def requirement(s: State, iid: int, seat: int, x: int, colour: int) -> tuple[int, Req]:
    """The roll cost in the colour chosen (`colour` indexes p78_colours; -1: the printed first)."""
    total, req = card_cost(s, iid, seat, x)
    d = s.defs[iid]
    if colour < 0 or not needs_colour(s, iid):
        return total, req
    base, want = d.roll_cost[0][0], d.p78_colours[colour]
    if base != want and base in req:
        req[want] = req.get(want, 0) + req.pop(base)
    return total, req


def colour_options(s: State, iid: int, seat: int) -> list[int]:
    """The colours (indexes) the roll cost can be paid in now."""
    out = []
    for i in range(len(s.defs[iid].p78_colours)):
        total, req = requirement(s, iid, seat, 0, i)
        if can_pay(s, seat, total, req):
            out.append(i)
    return out


def removable(s: State, iid: int, seat: int, chosen: list[int]) -> list[int]:
    """Own hand cards (not the card played) and own Gs not chosen yet: step 2's choices."""
    hand = [c for c in s.place(seat, HAND) if c != iid]
    gs = [g for g in s.place(seat, GZONE) if s.ctrl[g] == seat]
    return [c for c in hand + gs if c not in chosen]


def payable(s: State, iid: int, seat: int) -> bool:
    """Can both steps be paid now (P55 空撃ち禁止)?"""
    if len(removable(s, iid, seat, [])) < s.defs[iid].p78_remove:
        return False
    return bool(colour_options(s, iid, seat))
