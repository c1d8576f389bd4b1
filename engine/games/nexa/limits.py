"""Uses per turn (issue 14 family O): 「この記述の効果は、プレイヤー毎に1ターンに1回まで使用できる。」.

A text with a `limit` may be used (an activated text) or heard (a triggered one) at most `count`
times a turn: by each player over every copy of the card when `per_player` (プレイヤー毎に), else
by this card. Uses are kept in State.used, which the turn clears (P44), as entries
(seat, card, BASE + 100 * k + ability index) for the k-th use, so nothing new is saved.
"""

from __future__ import annotations

from .cards import Ability
from .state import State

BASE = 10000


def _uses(s: State, seat: int, iid: int, ab: Ability) -> list[tuple[int, int, int]]:
    assert ab.limit is not None
    number = s.defs[iid].number
    per_player = bool(ab.limit.get("per_player"))
    return [u for u in s.used if u[0] == seat and u[2] >= BASE and (u[2] - BASE) % 100 == ab.index
            and (s.defs[u[1]].number == number if per_player else u[1] == iid)]


def reached(s: State, seat: int, iid: int, ab: Ability) -> bool:
    """Has `seat` used this text as often this turn as its limit allows?"""
    return ab.limit is not None and len(_uses(s, seat, iid, ab)) >= int(ab.limit["count"])


def record(s: State, seat: int, iid: int, ab: Ability) -> None:
    """One more use of a limited text by `seat` (nothing for a text without a limit)."""
    if ab.limit is None:
        return
    k = len([u for u in s.used if u[0] == seat and u[1] == iid and u[2] >= BASE and (u[2] - BASE) % 100 == ab.index])
    s.used.add((seat, iid, BASE + 100 * k + ab.index))
