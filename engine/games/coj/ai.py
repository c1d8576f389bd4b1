"""What the AI needs of Code of Joker: hide the secrets, sample them back, judge a position quickly.

Hidden from a seat (the view, `view.make_view`): both decks, the cards set aside (消滅 and a retired
deck: counts only), the other player's hand (and the levels raised on it) and the faces of the other
trigger zone, whose colours show. `information_state` puts each side's hidden cards, sorted, into its
hidden slots (instance ids sorted too), the other zone's slots first, each with the first card of its
shown colour; `determinize` deals them back at random the same way and gives a fresh future. The AI
knows the multiset of each side's cards out of sight (its deck list), never a hand or an order.
"""

from __future__ import annotations

import math
import random

from ...core.base import Pending
from .cards import card
from .state import State

_PIN_KEYS = ("iid", "subject", "att", "blk", "attacker", "blocker", "source")


def _pinned(s: State) -> set[int]:
    """Cards something in progress names (a task, the battle): they keep who they are."""
    out: set[int] = set()
    for d in (*s.tasks, s.battle or {}):
        for k in _PIN_KEYS:
            v = d.get(k)
            if isinstance(v, int) and not isinstance(v, bool):
                out.add(v)
    return out


def _places(s: State, side: int, seat: int) -> list[list[int]]:
    p = s.players[side]
    if side == seat:
        return [p.deck, p.deleted, p.retired]
    return [p.zone, p.hand, p.deck, p.deleted, p.retired]


def _deal(s: State, seat: int, rnd: random.Random | None) -> None:
    """Into each side's hidden slots: its hidden cards, sorted (rnd None) or shuffled; zone colours kept."""
    pinned = _pinned(s)
    for side in (0, 1):
        places = _places(s, side, seat)
        slots = [(k, pos) for k, lst in enumerate(places) for pos, iid in enumerate(lst) if iid not in pinned]
        iids = [places[k][pos] for k, pos in slots]
        names = [s.cards[i] for i in iids]
        if rnd is None:
            iids.sort()
            names.sort()
        else:
            rnd.shuffle(names)
        if side != seat:  # the other zone's slots take a card of the colour they show
            for n, (k, pos) in enumerate(slots):
                if k != 0:
                    break
                colour = card(s.cards[places[0][pos]]).colour
                j = next(j for j in range(n, len(names)) if card(names[j]).colour == colour)
                names.insert(n, names.pop(j))
        for (k, pos), iid, name in zip(slots, iids, names, strict=True):
            places[k][pos] = iid
            s.cards[iid] = name
        if side != seat:
            s.players[side].hand_lv = {}  # raised levels in a hidden hand are hidden too


def information_state(s: State, seat: int) -> State:
    out = s.clone()
    _deal(out, seat, None)
    out.rng = 0  # the future is unknown too
    return out


def determinize(info: State, seat: int, rnd: random.Random) -> State:
    out = info.clone()
    _deal(out, seat, rnd)
    out.rng = rnd.getrandbits(64)
    out.autopass = [True, True]  # search skips intercept windows: answering them is rare and slow
    return out


def _side_score(s: State, side: int) -> float:
    p = s.players[side]
    board = sum(u.level + 0.5 for u in p.field)
    return 3.0 * p.life + 1.5 * board + 0.4 * len(p.hand) + 0.3 * len(p.zone) + 0.2 * p.cp


def evaluate(s: State) -> tuple[float, float]:
    """Life decides the match (8 each; more life after round 10 wins): life weighs most, then units."""
    if s.result is not None:
        w = s.result.get("winner")
        if w not in (0, 1):
            return (0.0, 0.0)
        return (1.0, -1.0) if w == 0 else (-1.0, 1.0)
    v = math.tanh((_side_score(s, 0) - _side_score(s, 1)) / 10.0)
    return (v, -v)


def rollout_token(s: State, pending: Pending, rnd: random.Random) -> str:
    """A quick player: keeps its hand, attacks and deploys rather than ends its turn, blocks half the time."""
    tokens = pending.tokens
    if len(tokens) == 1:
        return tokens[0]
    if pending.kind == "mulligan":
        return "keep"
    if pending.kind == "intercept":
        return "decline" if rnd.random() < 0.5 else rnd.choice(tokens)
    if pending.kind == "block":
        return rnd.choice(tokens)
    strong = [t for t in tokens if t.startswith(("atk:", "dr:", "od:", "ovr:"))]
    if strong and rnd.random() < 0.85:
        return rnd.choice(strong)
    if "end" in tokens and rnd.random() < 0.6:
        return "end"
    return rnd.choice(tokens)

