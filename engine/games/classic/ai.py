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
from dataclasses import fields
from typing import Any

from ...core.base import Pending
from ...core.rng import Rng
from .actions import Simple, decode
from .rules import code
from .state import AREAS, Inst, State, copy_state
from .stats import card_of, is_g, stats

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


_IID_FIELDS = ("card", "target", "weapon", "unit", "paid")


def _fingerprint(s: State, iid: int) -> tuple[Any, ...]:
    """What tells card `iid` apart from another copy: its place and its state there. A card in a force
    (its place in the line matters) or set on another keeps its own identity."""
    inst = s.insts[iid]
    try:
        place, owner = s.where(iid)
    except KeyError:
        return ("iid", iid)
    if place in AREAS or place in ("set", "cut") or s.kids.get(iid):
        return ("iid", iid)
    return (inst.card, place, owner, inst.rolled, inst.dmg, inst.dismantled, inst.transformed, tuple(inst.eot),
            tuple(inst.used), inst.supplied, inst.in_battle, inst.dead)


def _signature(s: State, token: str) -> tuple[Any, ...]:
    act = decode(token)
    if isinstance(act, Simple):
        return (token,)
    out: list[Any] = [type(act).__name__]
    for f in fields(act):
        v = getattr(act, f.name)
        out.append(_fingerprint(s, v) if f.name in _IID_FIELDS and isinstance(v, int) else v)
    return tuple(out)


def ai_tokens(s: State, tokens: list[str]) -> list[str]:
    """One token of each set of equivalent ones: two copies of a card in the hand (or untouched in the
    配備エリア) play alike, so search weighs the choice once, not once per copy. In its own main phase
    a player who may lay a G lays it first (its power only ever helps, and one G a turn is the limit),
    so that step costs no search."""
    if len(tokens) < 2:
        return tokens
    if s.prio >= 0 and s.ask is None and s.active == s.prio and code(s) == "3-2":
        gs = [t for t in tokens if _is_g_play(s, t)]
        if gs:
            tokens = gs
    seen: set[tuple[Any, ...]] = set()
    out = []
    for t in tokens:
        sig = _signature(s, t)
        if sig not in seen:
            seen.add(sig)
            out.append(t)
    return out


def _side_score(s: State, side: int) -> float:
    """What a side has: its 本国 (life and the purse every cost is paid from, so a thin one weighs
    more), its units by their combat power, its G and other cards on the field, its hand."""
    z = s.zones[side]
    home = len(z["home"])
    score = home + 0.6 * max(0, 10 - home)
    for iid in (*z["deploy"], *(u for a in AREAS for u in s.forces[side][a])):
        inst = s.insts[iid]
        c = card_of(s, iid)
        if c.type == "unit" and not inst.dismantled:
            if inst.dead:
                continue
            atk, sup, hp = stats(s, iid)
            score += 1.5 + 0.3 * (max(0, atk) + 0.5 * max(0, sup) + max(0, hp - inst.dmg))
        else:
            score += 1.4 if is_g(s, iid) else 1.0
    for sub in s.kids:
        if s.insts[sub].owner == side:
            score += 0.8 * len(s.kids[sub])
    return score + 0.6 * len(z["hand"]) - 0.8 * s.pollution[side] - 0.4 * max(0, s.pollution[side] - 5) ** 2


def evaluate(s: State) -> tuple[float, float]:
    """A player loses when their 本国 runs out or at 10 pollution coins: home and board weigh most."""
    if s.winner is not None:
        if s.winner == -1:
            return (0.0, 0.0)
        return (1.0, -1.0) if s.winner == 0 else (-1.0, 1.0)
    v = math.tanh((_side_score(s, 0) - _side_score(s, 1)) / 15.0)
    return (v, -v)


def _is_g_play(s: State, token: str) -> bool:
    return token.startswith("play:") and card_of(s, int(token.split(":")[1])).type == "g"


def rollout_token(s: State, pending: Pending, rnd: random.Random) -> str:
    """A quick player that plays like one: keeps its hand, lays a G whenever it may, plays cards in its
    own main phase rather than pass, seldom spends a trick elsewhere, sends units out more often than
    not, and never backs out."""
    tokens = pending.tokens
    if len(tokens) == 1:
        return tokens[0]
    if "keep" in tokens:
        return "keep"
    forward = [t for t in tokens if t not in _UNDO and t != "pass" and t != "sortie:done"]
    if not forward:
        return next((t for t in tokens if t not in _UNDO), tokens[0])
    if pending.kind == "free":
        if s.active == pending.seat and code(s) == "3-2":
            gs = [t for t in forward if _is_g_play(s, t)]
            if gs:
                return gs[0]
            return rnd.choice(forward) if rnd.random() < 0.8 else "pass"
        return rnd.choice(forward) if rnd.random() < 0.25 else "pass"
    if pending.kind in ("attack", "defend") and "sortie:done" in tokens and rnd.random() < 0.3:
        return "sortie:done"
    return rnd.choice(forward)
