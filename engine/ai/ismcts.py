"""Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012).

Each iteration samples one determinization of the searcher's information state, walks the shared
tree choosing among the actions legal in that sample (UCB with availability counts, so actions that
exist only in some samples are judged fairly), adds one node, plays a quick rollout cut off after
`depth` decisions and scores it with the game's evaluation. Forced steps (one legal token) are played
through without a node. Undo actions are never searched: going back is never better than the best
way forward.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from ..core.base import GameBase, Pending
from .budget import Budget


class Node:
    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


def forward(game: GameBase[Any], state: Any, p: Pending) -> list[str]:
    """Every legal token except undos (unless nothing else is legal)."""
    toks = [t for t in p.tokens if game.action(state, p.seat, p.kind, t, False).role != "undo"]
    return toks or list(p.tokens)


def searchable(game: GameBase[Any], state: Any, p: Pending) -> list[str]:
    """The tokens worth searching: the forward ones, less those the game calls equivalent to another
    (`GameBase.ai_tokens`)."""
    return game.ai_tokens(state, p, forward(game, state, p))


def _next_pending(game: GameBase[Any], state: Any, rnd: random.Random) -> Pending | None:
    pend = game.pending(state)
    if not pend:
        return None
    return pend[0] if len(pend) == 1 else pend[rnd.randrange(len(pend))]


def _forced(game: GameBase[Any], state: Any, rnd: random.Random) -> Pending | None:
    """Play through single-option steps; the next real choice, or None once the game is over."""
    for _ in range(10_000):
        p = _next_pending(game, state, rnd)
        if p is None or len(p.tokens) > 1:
            return p
        game.play(state, p.seat, p.tokens[0])
    return None


def _rollout(game: GameBase[Any], state: Any, seats: int, depth: int, rnd: random.Random) -> tuple[float, ...]:
    for _ in range(depth):
        p = _next_pending(game, state, rnd)
        if p is None:
            break
        game.play(state, p.seat, game.rollout_token(state, p, rnd))
    return game.evaluate(state, seats)


def search(game: GameBase[Any], info_state: Any, seat: int, tokens: list[str], budget: Budget,
           rnd: random.Random, depth: int = 60, explore: float = 0.7) -> tuple[str, int]:
    """The most visited root token after the budget, and how many iterations ran."""
    seats = game.seats(info_state)
    root = Node()
    deadline = time.perf_counter() + budget.seconds
    done = 0
    while done < budget.iterations and (done == 0 or time.perf_counter() < deadline):
        done += 1
        state = game.determinize(info_state, seat, rnd)
        node = root
        path: list[tuple[Node, int]] = []
        p: Pending | None = next((q for q in game.pending(state) if q.seat == seat), None)
        first = True
        while p is not None:
            legal = [t for t in tokens if t in p.tokens] if first else searchable(game, state, p)
            first = False
            if not legal:
                break
            untried = [t for t in legal if t not in node.children]
            for t in legal:
                c = node.children.get(t)
                if c is not None:
                    c.avail += 1
            if untried:
                tok = untried[rnd.randrange(len(untried))]
                child = node.children[tok] = Node()
                child.avail = 1
            else:
                best = -math.inf
                tok = legal[0]
                for t in legal:
                    c = node.children[t]
                    u = c.total / c.visits + explore * math.sqrt(math.log(c.avail) / c.visits)
                    if u > best:
                        best, tok = u, t
                child = node.children[tok]
            game.play(state, p.seat, tok)
            path.append((child, p.seat))
            node = child
            p = _forced(game, state, rnd)
            if untried:
                break
        value = game.evaluate(state, seats) if p is None else _rollout(game, state, seats, depth, rnd)
        for n, who in path:
            n.visits += 1
            n.total += value[who]
    best_tok = max(tokens, key=lambda t: (root.children[t].visits if t in root.children else -1,
                                          root.children[t].total if t in root.children else 0.0))
    return best_tok, done
