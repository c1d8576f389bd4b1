"""The levels: random, easy (one look ahead, noisy), normal and hard (IS-MCTS, different budgets).

Every level sees only the seat's information state. A decision with one legal token costs nothing.
Given a seed and an iteration budget the choice is reproducible; a time cap can only cut it short.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from ..core.base import GameBase, Pending
from .budget import Budget
from .ismcts import forward, search, searchable

LEVELS = ("random", "easy", "normal", "hard")


@dataclass(frozen=True, slots=True)
class Choice:
    token: str
    iterations: int
    seconds: float


def _random(game: GameBase[Any], state: Any, p: Pending, rnd: random.Random) -> str:
    fwd = forward(game, state, p)
    if len(fwd) < len(p.tokens) and rnd.random() < 0.1:
        return rnd.choice(list(p.tokens))
    return rnd.choice(fwd)


def _easy(game: GameBase[Any], info: Any, seat: int, tokens: list[str], rnd: random.Random) -> str:
    """A beginner's player: looks one step ahead in a single guess of the hidden cards, and errs."""
    seats = game.seats(info)
    sample = game.determinize(info, seat, rnd)
    if rnd.random() < 0.3:
        return rnd.choice(tokens)
    scored = []
    for tok in tokens:
        trial = game.copy(sample)
        game.play(trial, seat, tok)
        scored.append((game.evaluate(trial, seats)[seat] + rnd.gauss(0.0, 0.15), tok))
    return max(scored)[1]


def decide(game: GameBase[Any], info: Any, seat: int, level: str, budget: Budget | None = None,
           seed: int = 0) -> Choice:
    """The token `seat` plays at `level`, searching from its information state `info`.

    `info` must come from `game.information_state(true_state, seat)`, or be None for a game that
    cannot hide its secrets that way; then every level falls back to `easy` on the decision alone.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
    t0 = time.perf_counter()
    p = next((q for q in game.pending(info) if q.seat == seat), None)
    if p is None:
        raise ValueError(f"seat {seat} has no decision")
    if len(p.tokens) == 1:
        return Choice(p.tokens[0], 0, 0.0)
    rnd = random.Random(seed)
    tokens = forward(game, info, p) if level == "easy" else searchable(game, info, p)  # a beginner: no ai_tokens
    if len(tokens) == 1 and level != "random":
        return Choice(tokens[0], 0, time.perf_counter() - t0)
    budget = (budget or Budget()).resolved(game.ai_effort_at(info))
    if level == "random":
        tok, n = _random(game, info, p, rnd), 0
    elif level == "easy":
        tok, n = _easy(game, info, seat, tokens, rnd), len(tokens)
    elif level == "normal":
        tok, n = search(game, info, seat, tokens, budget.scaled(0.25), rnd, depth=max(1, budget.depth // 2))
    else:
        tok, n = search(game, info, seat, tokens, budget, rnd, depth=budget.depth)
    return Choice(tok, n, time.perf_counter() - t0)


def decide_for(game: GameBase[Any], state: Any, seat: int, level: str, budget: Budget | None = None,
               seed: int = 0) -> Choice:
    """Hide what `seat` cannot see, then decide: the entry point for callers holding a true state."""
    info = game.information_state(state, seat)
    if info is None:
        return _blind(game, state, seat, level, seed)
    return decide(game, info, seat, level, budget, seed)


def _blind(game: GameBase[Any], state: Any, seat: int, level: str, seed: int) -> Choice:
    """A game without an information state: choose from the seat's decision only (roles, never undo)."""
    t0 = time.perf_counter()
    d = game.decision_for(state, seat, labels=False)
    if d is None:
        raise ValueError(f"seat {seat} has no decision")
    rnd = random.Random(seed)
    forward = [a.token for a in d.actions if a.role != "undo"] or d.tokens()
    if level == "random":
        return Choice(rnd.choice(d.tokens()), 0, time.perf_counter() - t0)
    return Choice(rnd.choice(forward), 0, time.perf_counter() - t0)
