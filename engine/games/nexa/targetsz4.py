"""「ジャンクヤード1つにあるカード2枚」 (issue 14, family Z4): cards of either junkyard, all chosen from one of them (selector
key one_place). Declared on play (play._stage_options): once a card is chosen, only cards of its junkyard are offered,
and at first only junkyards holding enough cards; chosen on resolution (effects.resolve_target): the player names the
junkyard first when both would do (R-247)."""

from __future__ import annotations

from typing import Any

from .state import Resolving, State


def one_place_offer(s: State, cands: list[int], chosen: list[int], lo: int) -> list[int]:
    """The cards still offered for a one_place target of which `chosen` are chosen so far."""
    if chosen:
        seat = s.zseat[chosen[0]]
        return [c for c in cands if s.zseat[c] == seat]
    need = max(lo, 1)
    return [c for c in cands if sum(1 for d in cands if s.zseat[d] == s.zseat[c]) >= need]


def one_place_pool(s: State, ctx: Resolving, cands: list[int], lo: int) -> list[int]:
    """On resolution: the cards of the one junkyard the cards come from (asked when both hold enough)."""
    from .effects import seat_of
    from .take_top import ask_nth

    pool = one_place_offer(s, cands, [], lo)
    seats = sorted({s.zseat[c] for c in pool})
    if len(seats) < 2:
        return pool
    me = seat_of(ctx)
    seats.sort(key=lambda x: x != me)  # the player's own junkyard first
    labels = [{"ja": "自軍ジャンクヤード" if x == me else "敵軍ジャンクヤード",
               "en": "Own junkyard" if x == me else "Enemy junkyard"} for x in seats]
    pick = ask_nth(ctx, me, 0, labels, ("どちらのジャンクヤードか", "Which junkyard"))
    return [c for c in pool if s.zseat[c] == seats[pick]]


def is_one_place(spec: Any) -> bool:
    return isinstance(spec, dict) and bool(spec.get("one_place"))
