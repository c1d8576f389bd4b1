"""What the AI needs of NEX-A: hide the secrets, sample them back, and judge a position quickly.

The hidden places (P61 Ver.1.2) are both 本国 and 捨て山 and the other player's hand. `information_state`
replaces them with a canonical stand-in built only from what the AI's view shows (counts, the public
cards) plus the multiset of cards that are out of sight; `determinize` deals that multiset back at
random. The AI thus knows the opponent's deck list (as in an open-list tournament) but never their
hand or any order. Cards the engine still points at (a cut entry, a trigger, a card being looked at)
keep their identity, so the rules never meet a half-swapped card.
"""

from __future__ import annotations

import math
import random

from ...core.base import Pending
from ...core.rng import Rng
from .state import DEPLOY, DISCARD, GZONE, HAND, HOME, State


def _pinned(s: State) -> set[int]:
    """Hidden cards something in progress refers to: they keep who they are."""
    keep: set[int] = set()
    for e in s.cut:
        keep.add(e.source)
    if s.resolving is not None:
        keep.add(s.resolving.entry.source)
    if s.build is not None:
        keep.add(s.build.source)
    keep.update(t[0] for t in s.triggers)
    keep.update(s.destroyed_queue)
    keep.update(s.revealed)
    for cards in s.looked.values():
        keep.update(cards)
    return keep


def _hidden_pools(s: State, seat: int) -> list[list[tuple[int, int]]]:
    """Per side: the (place, position) slots whose card `seat` cannot see, in a fixed order."""
    pools: list[list[tuple[int, int]]] = []
    pinned = _pinned(s)
    for side in (0, 1):
        places = (HOME, DISCARD) if side == seat else (HAND, HOME, DISCARD)
        slots = []
        for place in places:
            for pos, iid in enumerate(s.place(side, place)):
                if iid not in pinned:
                    slots.append((place, pos))
        pools.append(slots)
    return pools


def information_state(s: State, seat: int) -> State:
    """The canonical stand-in: hidden cards sorted by card number into the hidden slots, in order."""
    out = s.copy()
    out.defs = list(out.defs)
    for side, slots in enumerate(_hidden_pools(out, seat)):
        iids = sorted(out.place(side, place)[pos] for place, pos in slots)
        defs = sorted((out.defs[i] for i in iids), key=lambda d: (d.number, d.name_en))
        for (place, pos), iid, d in zip(slots, iids, defs, strict=True):
            out.place(side, place)[pos] = iid
            out.defs[iid] = d
            out.set_zone(iid, place)
            out.zseat[iid] = side
            out.ctrl[iid] = -1
            out.rolled[iid] = False
            out.damage[iid] = 0
            out.destroyed[iid] = False
            out.set_to[iid] = -1
            out.is_g[iid] = False
    out.looked = {k: v for k, v in out.looked.items() if k == seat}
    out.events = []
    out.rng = Rng(0)  # the future shuffles and draws are unknown too
    out.version += 1
    out.static_cache = (-1, [])
    out.cache = {}
    return out


def determinize(info: State, seat: int, rnd: random.Random) -> State:
    """Deal the hidden cards of each side at random into its hidden slots, and a fresh future."""
    out = info.copy()
    out.defs = list(out.defs)
    for side, slots in enumerate(_hidden_pools(out, seat)):
        iids = [out.place(side, place)[pos] for place, pos in slots]
        defs = [out.defs[i] for i in iids]
        rnd.shuffle(defs)
        for iid, d in zip(iids, defs, strict=True):
            out.defs[iid] = d
    out.rng = Rng(rnd.getrandbits(64))
    out.autopass = [True, True]  # passing when nothing can be played is no choice: skip it in search
    out.version += 1
    out.static_cache = (-1, [])
    out.cache = {}
    return out


def _home_value(n: int) -> float:
    """Cards at home (P13: a player loses when it runs out); the last few weigh up to three times more."""
    return n + 10.0 * (1.0 - math.exp(-n / 5.0))


def _card_value(s: State, iid: int) -> float:
    """A card on the field: a unit threatens the other home with its power and holds with its defence
    (printed values: reading the continuous effects would cost more than the rest of a rollout)."""
    st = s.defs[iid].stats
    if st is None:
        return 1.0
    return 1.0 + 0.3 * (max(st[0], st[1]) + st[2])


def evaluate(s: State) -> tuple[float, float]:
    """A player loses when their 本国 runs out (P13): cards left at home weigh most, then the board."""
    if s.winner is not None:
        if s.winner == -1:
            return (0.0, 0.0)
        return (1.0, -1.0) if s.winner == 0 else (-1.0, 1.0)
    score = [0.0, 0.0]
    for side in (0, 1):
        board = sum(_card_value(s, u) for u in s.place(side, DEPLOY))
        board += sum(_card_value(s, u) for q in (s.squads[side], s.squads[2 + side]) for u in q if u >= 0)
        g = len(s.place(side, GZONE))
        score[side] = (_home_value(len(s.place(side, HOME))) + 1.5 * min(g, 7) + 0.5 * max(0, g - 7) + board
                       + 0.5 * len(s.place(side, HAND)))
    v = math.tanh((score[0] - score[1]) / 12.0)
    return (v, -v)


def candidates(tokens: list[str]) -> list[str]:
    """The choices search weighs: paying a cost is left to pay:auto (it keeps graphics standing for
    the guard system), which settles it as well as a search over which G to roll, at no cost."""
    if "pay:auto" in tokens:
        return ["pay:auto"]
    return tokens


def rollout_token(pending: Pending, rnd: random.Random) -> str:
    """A quick player: never backs out of a declaration, pays with pay:auto, and plays something
    rather than pass 3 in 4."""
    tokens = pending.tokens
    if len(tokens) == 1:
        return tokens[0]
    if "pay:auto" in tokens:
        return "pay:auto"
    forward = [t for t in tokens if t not in ("cancel", "sortie:back", "pass")]
    if not forward:
        return "pass" if "pass" in tokens else tokens[0]
    if "pass" in tokens and rnd.random() < 0.25:
        return "pass"
    return rnd.choice(forward)
