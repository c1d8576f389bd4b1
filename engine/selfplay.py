"""Random legal-action players, for self-play statistics, benchmarks and property tests."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from .core.match import Match
from .core.protocol import Decision
from .core.registry import get_game


def choose_random(rnd: random.Random, d: Decision) -> str:
    """A uniformly random legal action; undo actions only a tenth as often, so games move on."""
    forward = [a.token for a in d.actions if a.role != "undo"]
    if forward and (len(forward) == len(d.actions) or rnd.random() < 0.9):
        return rnd.choice(forward)
    return rnd.choice(d.tokens())


@dataclass
class GameResult:
    seed: int
    finished: bool
    winner: Any
    decisions: int
    turns: int
    error: str | None = None
    log: dict[str, Any] = field(default_factory=dict)


def preconstructed(game_name: str) -> list[list[str]]:
    """The game's ready-made decks as card lists (empty for scenario games)."""
    return [list(p.cards) for p in get_game(game_name).preconstructed().values()]


def random_setup(game_name: str, rnd: random.Random, decks: list[list[str]] | None = None
                 ) -> tuple[list[str], list[list[str]]]:
    """Seat names and a random ready-made deck per seat (none for scenario games)."""
    info = get_game(game_name).info
    seats = info.max_players
    names = [f"P{i + 1}" for i in range(seats)]
    if info.setup != "decks":
        return names, [[] for _ in range(seats)]
    pool = decks or preconstructed(game_name)
    return names, [pool[rnd.randrange(len(pool))] for _ in range(seats)]


def random_options(game_name: str, autopass: bool, seats: int) -> dict[str, Any]:
    info = get_game(game_name).info
    return {"autopass": [autopass] * seats} if any(p.name == "autopass" for p in info.params) else {}


def play_random_game(game_name: str, seed: int, decks: list[list[str]] | None = None,
                     autopass: bool = True, max_decisions: int = 20_000, keep_log: bool = False) -> GameResult:
    """One complete game between random players; errors are reported, not raised."""
    rnd = random.Random(seed)
    names, pair = random_setup(game_name, rnd, decks)
    game = get_game(game_name)
    m = Match.start(game_name, names, pair, seed, random_options(game_name, autopass, len(names)))
    n = 0
    try:
        while not m.is_over() and n < max_decisions:
            ds = game.decisions(m.state, labels=False)
            d = ds[rnd.randrange(len(ds))] if len(ds) > 1 else ds[0]
            m.apply(d.player, choose_random(rnd, d))
            n += 1
    except Exception as e:  # noqa: BLE001 - self-play reports every failure with its seed
        return GameResult(seed, False, None, n, game.turn(m.state), f"{type(e).__name__}: {e}",
                          m.log_json() if keep_log else {})
    out = m.outcome()
    return GameResult(seed, out is not None, out.winner if out else None, n, game.turn(m.state), None,
                      m.log_json() if keep_log else {})


def selfplay(game_name: str, games: int, seed: int) -> dict[str, Any]:
    """The JSON object printed by `sortie selfplay` (keys are a contract)."""
    t0 = time.perf_counter()
    results = [play_random_game(game_name, seed + i) for i in range(games)]
    elapsed = max(time.perf_counter() - t0, 1e-9)
    decisions = sum(r.decisions for r in results)
    finished = sum(1 for r in results if r.finished)
    return {
        "game": game_name,
        "games": games,
        "finished": finished,
        "errors": sum(1 for r in results if r.error),
        "draws": sum(1 for r in results if r.finished and r.winner == -1),
        "decisions": decisions,
        "turns_mean": round(sum(r.turns for r in results) / max(games, 1), 2),
        "games_per_sec": round(games / elapsed, 2),
        "decisions_per_sec": round(decisions / elapsed, 1),
        "error_seeds": [r.seed for r in results if r.error][:20],
        "first_error": next((r.error for r in results if r.error), None),
    }


def engine_build() -> str:
    """"compiled" when the opt-in mypyc build of the engine (compiled/build.py) is what Python
    imported, "pure" for the plain install: benchmark figures mean little without it."""
    from importlib.machinery import EXTENSION_SUFFIXES

    from .core import lifecycle  # one of the modules the build compiles

    return "compiled" if (lifecycle.__file__ or "").endswith(tuple(EXTENSION_SUFFIXES)) else "pure"


def bench_engine(runs: int = 5, games: int = 20, seed: int = 1, game_name: str | None = None) -> dict[str, Any]:
    """Median of several runs: decisions/s, per-game time, and the cost of one state copy."""
    import statistics

    from .core.registry import default_game

    game_name = game_name or default_game()

    play_random_game(game_name, seed - 1)  # loading cards and first calls are no part of a game's cost
    dps: list[float] = []
    cpu_dps: list[float] = []
    game_ms: list[float] = []
    for r in range(runs):
        t0 = time.perf_counter()
        c0 = time.process_time()
        total = 0
        for i in range(games):
            g0 = time.perf_counter()
            res = play_random_game(game_name, seed + r * 1000 + i)
            game_ms.append((time.perf_counter() - g0) * 1000)
            total += res.decisions
        dps.append(total / (time.perf_counter() - t0))
        cpu_dps.append(total / max(time.process_time() - c0, 1e-9))
    game = get_game(game_name)
    rnd = random.Random(seed)
    names, decks = random_setup(game_name, rnd)
    m = Match.start(game_name, names, decks, seed, random_options(game_name, True, len(names)))
    for _ in range(150):
        if m.is_over():
            break
        d = game.decisions(m.state, labels=False)[0]
        m.apply(d.player, choose_random(rnd, d))
    copies: list[float] = []
    for _ in range(runs):
        n = 2000
        t0 = time.perf_counter()
        for _ in range(n):
            game.copy(m.state)
        copies.append((time.perf_counter() - t0) / n * 1e6)
    return {
        "build": engine_build(),
        "runs": runs,
        "games_per_run": games,
        "decisions_per_sec": round(statistics.median(dps), 1),
        "cpu_decisions_per_sec": round(statistics.median(cpu_dps), 1),
        "game_ms_median": round(statistics.median(game_ms), 2),
        "state_copy_us": round(statistics.median(copies), 2),
    }
