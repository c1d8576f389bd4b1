"""What the AI needs of classic Gundam War: hide the secrets, sample them back, judge a position quickly.

Hidden from a seat (the view, `view.build_view`): both 本国 and both 捨て山 (face down for everyone;
the top three of the seat's own 捨て山 excepted, which its 特殊兵装 choices may name) and the other
player's hand. `information_state` puts the hidden cards of each side, sorted, into that
side's hidden slots (instance ids sorted too, so which id sat where says nothing); `determinize` deals
them back at random and gives the state a fresh future. As in NEX-A, the AI knows the multiset of each
side's cards out of sight (an open deck list), never a hand or an order.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ...core.base import Pending
from ...core.rng import Rng
from .state import AREAS, Inst, State, copy_state

_UNDO = frozenset({"sortie:back", "cancel"})


def _slots(s: State, seat: int) -> list[list[tuple[str, int]]]:
    """Per side: the (zone, position) slots whose card `seat` cannot see, in a fixed order.

    The top three of the seat's own 捨て山 stay: 特殊兵装 lets its owner take a weapon from there, so
    the seat's own choices can name them (specials.text_options)."""
    out: list[list[tuple[str, int]]] = []
    for side in (0, 1):
        zones = ("home", "discard") if side == seat else ("hand", "home", "discard")
        slots = [(z, pos) for z in zones for pos in range(len(s.zones[side][z]))]
        if side == seat:
            keep = len(s.zones[side]["discard"]) - 3
            slots = [(z, pos) for z, pos in slots if z != "discard" or pos < keep]
        out.append(slots)
    return out


def _payload(i: Inst) -> tuple[Any, ...]:
    return (i.card, i.rolled, i.dmg, i.dismantled, i.transformed, tuple(i.eot), tuple(i.used), i.supplied,
            i.in_battle, i.dead)


def _deal(s: State, seat: int, rnd: random.Random | None) -> None:
    """Into each side's hidden slots: its hidden cards, sorted (rnd None) or shuffled."""
    for side, slots in enumerate(_slots(s, seat)):
        iids = [s.zones[side][z][pos] for z, pos in slots]
        payloads = [_payload(s.insts[i]) for i in iids]
        if rnd is None:
            iids.sort()
            payloads.sort()
        else:
            rnd.shuffle(payloads)
        for (z, pos), iid, pl in zip(slots, iids, payloads, strict=True):
            s.zones[side][z][pos] = iid
            s.insts[iid] = Inst(iid, pl[0], side, pl[1], pl[2], None, pl[3], pl[4], list(pl[5]), list(pl[6]),
                                pl[7], pl[8], pl[9])


def information_state(s: State, seat: int) -> State:
    out = copy_state(s)
    _deal(out, seat, None)
    out.rng = Rng(0)  # the future shuffles are unknown too
    return out


def determinize(info: State, seat: int, rnd: random.Random) -> State:
    out = copy_state(info)
    _deal(out, seat, rnd)
    out.rng = Rng(rnd.getrandbits(64))
    out.autopass = [True, True]  # a pass when nothing can be played is no choice: skip it in search
    return out


def _side_score(s: State, side: int) -> float:
    z = s.zones[side]
    units = sum(len(s.forces[side][a]) for a in AREAS)
    return (len(z["home"]) + 2.0 * units + 1.2 * len(z["deploy"]) + 0.5 * len(z["hand"])
            - 0.8 * s.pollution[side])


def evaluate(s: State) -> tuple[float, float]:
    """A player loses when their 本国 runs out or at 10 pollution coins: home and board weigh most."""
    if s.winner is not None:
        if s.winner == -1:
            return (0.0, 0.0)
        return (1.0, -1.0) if s.winner == 0 else (-1.0, 1.0)
    v = math.tanh((_side_score(s, 0) - _side_score(s, 1)) / 12.0)
    return (v, -v)


def rollout_token(pending: Pending, rnd: random.Random) -> str:
    """A quick player: never backs out, keeps its hand, plays something rather than pass 2 in 3."""
    tokens = pending.tokens
    if len(tokens) == 1:
        return tokens[0]
    if "keep" in tokens:
        return "keep"
    forward = [t for t in tokens if t not in _UNDO and t != "pass"]
    if not forward:
        return "pass" if "pass" in tokens else tokens[0]
    if "pass" in tokens and rnd.random() < 1 / 3:
        return "pass"
    return rnd.choice(forward)
