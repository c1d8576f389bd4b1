"""「（cards moved to a hangar）。このターン、（ハンガーにある）対象は、コストを支払わずにプレイできる（合計国力-2してプレイでき
る、「クイック」を得る）。」 (issue 14, family Z5; ruling R-332).

verb `held_play` gives each target a grant until the turn ends (effects' grants: (card, stamp, kind, value, until)),
read only while the card is in a hangar: costs._card_cost asks `held_cost` (コストを支払わずに: 合計国力 and ロールコスト 0,
P55's コスト being both; 合計国力-2: a decrease, P55 step 2), play.py asks `held_quick` for the play timing (P50).
Card lists without such a grant pay one test: `s.grants` empty, or no held kind among grant_kinds.
"""

from __future__ import annotations

from typing import Any, Final

from .state import HANGAR, State
from .stats import grant_kinds, host_of

FREE: Final = "z5_held_free"
TOTAL: Final = "z5_held_total"
QUICK: Final = "z5_held_quick"
NO_REROLL: Final = "z5_no_reroll"  # 「…は、このターンと次のターン、リロールできない」
ROLL: Final = "v8_held_roll"  # 「…は、このターン、「クイック」、合計国力-2、ロールコスト-2を得る」 (family V8, R-434)


def _held(s: State, iid: int, kind: str) -> list[Any]:
    stamp = s.stamp[iid]
    return [g[3] for g in s.grants if g[0] == iid and g[2] == kind and g[1] == stamp]


def held_cost(s: State, iid: int, total: int, roll: dict[str, int]) -> tuple[int, dict[str, int]]:
    """The cost of a card of a hangar after the grants of held_play (the caller has seen one is in force)."""
    if s.zone[iid] != HANGAR:
        return total, roll
    kinds = grant_kinds(s)
    if FREE in kinds and _held(s, iid, FREE):
        return 0, {}
    if TOTAL in kinds:
        total = max(total + sum(int(v) for v in _held(s, iid, TOTAL)), 0)
    if ROLL in kinds and roll:  # the largest colour lowered, as costs._card_cost lowers a roll cost (family V8)
        less = sum(int(v) for v in _held(s, iid, ROLL))
        if less:
            roll = dict(roll)
            main = max(roll, key=lambda k: (roll[k], k))
            roll[main] = max(roll[main] + less, 0)
    return total, roll


def any_held(s: State) -> bool:
    """Is a held_play grant in force (one test for boards without)?"""
    if not s.grants:
        return False
    kinds = grant_kinds(s)
    return FREE in kinds or TOTAL in kinds or QUICK in kinds or ROLL in kinds


def held_quick(s: State, iid: int) -> bool:
    """Does a held_play grant give this card of a hangar クイック?"""
    return s.zone[iid] == HANGAR and bool(s.grants) and QUICK in grant_kinds(s) and bool(_held(s, iid, QUICK))


def no_reroll(s: State, iid: int) -> bool:
    """Does a no_reroll grant keep this card (or the unit it is set on: its set group, P66) from rerolling?"""
    if not s.grants or NO_REROLL not in grant_kinds(s):
        return False
    host = host_of(s, iid)
    return any(g[2] == NO_REROLL and g[1] == s.stamp[g[0]] and (g[0] == iid or g[0] == host or host_of(s, g[0]) == host)
               for g in s.grants)
