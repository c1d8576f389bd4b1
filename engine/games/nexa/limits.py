"""Uses per turn (issue 14 family O): 「この記述の効果は、プレイヤー毎に1ターンに1回まで使用できる。」.

A text with a `limit` may be used (an activated text) or heard (a triggered one) at most `count`
times a turn: by each player over every copy of the card when `per_player` (プレイヤー毎に), else
by this card. Uses are kept in State.used, which the turn clears (P44), as entries
(seat, card, BASE + 100 * k + ability index) for the k-th use, so nothing new is saved.
"""

from __future__ import annotations

from typing import Any, Final

from .cards import Ability
from .state import POINT_PHASE, POINT_STEP, SETUP, State

BASE: Final = 10000
# 「この効果は、1ターンに同じユニットを対象にできない。」 (family S2, limit verb "target"): each card the text
# targeted this turn, kept in State.used as (seat, card, TARGETED + 100 * (1000 * target + its stamp) + ability
# index): a card that left the field and came back is another unit (P57 stamps)
TARGETED: Final = 10 ** 7
# 「1ステップに1回」 (limit per: step, family O6): a use kept as (seat, card, BASE + 100 * (1000 * (step + 1) + k) + index),
# step the number of the step of the point (a phase without steps is one step, ruling R-370)
_STEP_NAMES: Final = ("reroll", "draw", "deploy", "attack", "defence", "damage", "return", "end", "setup")
STEP_NO: Final = tuple(_STEP_NAMES.index(POINT_STEP.get(p) or POINT_PHASE[p]) for p in range(SETUP + 1))


def _step_key(s: State) -> int:
    """The uses' key of the step now (1000 * (step + 1))."""
    return 1000 * (STEP_NO[s.point] + 1)


def _targeted(s: State, iid: int, ab: Ability, card: int) -> int:
    return TARGETED + 100 * (1000 * card + s.stamp[card] % 1000) + ab.index


def _uses(s: State, seat: int, iid: int, ab: Ability) -> list[tuple[int, int, int]]:
    assert ab.limit is not None
    number = s.defs[iid].number
    per_player = bool(ab.limit.get("per_player"))
    out = [u for u in s.used if u[0] == seat and u[2] >= BASE and (u[2] - BASE) % 100 == ab.index
           and (s.defs[u[1]].number == number if per_player else u[1] == iid)]
    if ab.limit.get("per") == "step":  # only the uses of this step (family O6)
        key = _step_key(s)
        return [u for u in out if u[2] < TARGETED and (u[2] - BASE) // 100000 * 1000 == key]
    return out


def reached(s: State, seat: int, iid: int, ab: Ability) -> bool:
    """Has `seat` used this text as often this turn as its limit allows?"""
    if ab.limit is not None and ab.limit.get("verb") == "target":
        return False  # a limit on the cards targeted, not on the uses (fresh_targets)
    if ab.limit is None:
        return False
    count = ab.limit["count"]
    if isinstance(count, dict):  # 「…の枚数と同じ回数まで」: the value when the text is used (family C3)
        from .targets import value

        count = value(s, count, iid, seat)
    return len(_uses(s, seat, iid, ab)) >= int(count)


def record(s: State, seat: int, iid: int, ab: Ability) -> None:
    """One more use of a limited text by `seat` (nothing for a text without a limit)."""
    if ab.limit is None or ab.limit.get("verb") == "target":
        return
    k = len([u for u in s.used if u[0] == seat and u[1] == iid and u[2] >= BASE and (u[2] - BASE) % 100 == ab.index])
    if ab.limit.get("per") == "step":  # (family O6): the k-th use in this step
        k = _step_key(s) + len([u for u in s.used if u[0] == seat and u[1] == iid and u[2] < TARGETED and u[2] >= BASE
                                and (u[2] - BASE) % 100 == ab.index and (u[2] - BASE) // 100000 * 1000 == _step_key(s)])
    s.used.add((seat, iid, BASE + 100 * k + ab.index))


def fresh_targets(s: State, seat: int, iid: int, ab: Ability, cards: list[int]) -> list[int]:
    """The cards this text may target: with 「1ターンに同じユニットを対象にできない」, not one it targeted
    earlier this turn (ruling R-91); every card otherwise."""
    if ab.limit is None or ab.limit.get("verb") != "target":
        return cards
    return [c for c in cards if (seat, iid, _targeted(s, iid, ab, c)) not in s.used]


def record_targets(s: State, seat: int, iid: int, ab: Ability, chosen: dict[str, Any]) -> None:
    """The cards declared as this text's targets on play (P56), for fresh_targets."""
    if ab.limit is None or ab.limit.get("verb") != "target":
        return
    for tname, cards in chosen.items():
        if not tname.startswith("_"):
            for c in cards:
                s.used.add((seat, iid, _targeted(s, iid, ab, c)))
