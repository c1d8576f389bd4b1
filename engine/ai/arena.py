"""`sortie arena`: two levels play each other; seats alternate so neither side always moves first.

Games are independent (game i is seeded `seed + i`), so the caller may play them in parallel worker
processes (`mapper`, e.g. a process pool's map: `sortie arena --workers`) and the totals are those of
a serial run: with an iteration budget that the time cap does not cut, every game is the same game
whatever the machine's load.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Iterable
from typing import Any

from ..core.match import Match
from ..core.registry import get_game
from ..selfplay import random_options, random_setup
from .budget import Budget
from .player import LEVELS, decide_for


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (draws count half)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def _percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, math.ceil(q * len(xs)) - 1))]


def play_one(game_name: str, levels: list[str], seed: int, budget: Budget, times: list[float],
             max_decisions: int = 5000, actions: list[tuple[int, str]] | None = None) -> tuple[int, ...] | None:
    """One game; `levels[seat]` plays each seat. Returns the ranks (None if it did not finish).

    `times` collects the milliseconds of every real choice (more than one legal token) a
    non-random level made.
    """
    game = get_game(game_name)
    rnd = random.Random(seed)
    names, decks = random_setup(game_name, rnd)
    m = Match.start(game_name, names, decks, seed, random_options(game_name, True, len(names)))
    for n in range(max_decisions):
        if m.is_over():
            break
        pend = game.pending(m.state)
        p = pend[0] if len(pend) == 1 else pend[rnd.randrange(len(pend))]
        c = decide_for(game, m.state, p.seat, levels[p.seat], budget, seed=seed * 100_003 + n)
        if len(p.tokens) > 1 and levels[p.seat] != "random":
            times.append(c.seconds * 1000)
        m.apply(p.seat, c.token)
    if actions is not None:
        actions.extend((seat, tok) for seat, tok in m.log)
    out = m.outcome()
    return out.ranks if out else None


Result = tuple[tuple[int, ...] | None, list[float], list[tuple[int, str]]]
Job = tuple[str, list[str], int, Budget]
Mapper = Callable[[Callable[[Job], Result], list[Job]], Iterable[Result]]


def play_job(job: Job) -> Result:
    """One arena game (a worker process's job): its ranks, decision times and actions."""
    game_name, levels, seed, budget = job
    times: list[float] = []
    actions: list[tuple[int, str]] = []
    try:
        ranks = play_one(game_name, levels, seed, budget, times, actions=actions)
    except Exception as e:  # a plain error crosses back from a worker process (not every engine error pickles)
        raise RuntimeError(f"{game_name} game seeded {seed} ({'/'.join(levels)}): {e!r}") from None
    return ranks, times, actions


def arena_jobs(game_name: str, a: str, b: str, games: int, seed: int,
               budget: Budget) -> list[Job]:
    """Game i seats `a` at seat i mod N (the others `b`) and is seeded `seed + i`."""
    seats = get_game(game_name).info.max_players
    return [(game_name, [a if s == i % seats else b for s in range(seats)], seed + i, budget) for i in range(games)]


def play_all(jobs: list[Job], mapper: Mapper | None = None) -> list[Result]:
    """Every game, in order; through `mapper` (a process pool's map) when given."""
    return list((mapper or map)(play_job, jobs))


def arena(game_name: str, a: str, b: str, games: int, seed: int, budget: Budget | None = None,
          mapper: Mapper | None = None) -> dict[str, Any]:
    """The JSON object `sortie arena` prints (keys are a contract). Game i seats `a` at seat i mod N."""
    for level in (a, b):
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
    budget = budget or Budget()
    seats = get_game(game_name).info.max_players
    a_wins = b_wins = draws = 0
    times: list[float] = []
    for i, (ranks, game_times, _actions) in enumerate(play_all(arena_jobs(game_name, a, b, games, seed, budget),
                                                                mapper)):
        a_seat = i % seats
        times.extend(game_times)
        if ranks is None or len(set(ranks)) <= 1:
            draws += 1
        elif ranks[a_seat] == 1 and ranks.count(1) == 1:
            a_wins += 1
        elif ranks[a_seat] != 1:
            b_wins += 1
        else:
            draws += 1  # a shared first place
    lo, hi = wilson(a_wins + 0.5 * draws, games)
    return {
        "games": games,
        "a_wins": a_wins,
        "b_wins": b_wins,
        "draws": draws,
        "a_win_rate": round(a_wins / games, 4) if games else 0.0,
        "ci95": [round(lo, 4), round(hi, 4)],
        "decision_ms_p50": round(statistics.median(times), 1) if times else 0.0,
        "decision_ms_p99": round(_percentile(times, 0.99), 1),
    }
