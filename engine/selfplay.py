"""Random legal-action players, for self-play statistics, benchmarks and property tests."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from .core.match import Match
from .core.registry import get_game

UNDO = ("cancel", "sortie:back")


def choose_random(rnd: random.Random, tokens: list[str]) -> str:
    """A uniformly random legal action; undo-type actions only a tenth as often, so games move on."""
    forward = [t for t in tokens if t not in UNDO and not t.startswith("page:")]
    if forward and (len(forward) == len(tokens) or rnd.random() < 0.9):
        return rnd.choice(forward)
    return rnd.choice(tokens)


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
    from .games.nexa.cards import builtin_pool

    if game_name != "nexa":
        raise ValueError(f"no preconstructed decks for {game_name!r}")
    pool = builtin_pool()
    return [d.card_list() for _, d in sorted(pool.decks.items())]


def play_random_game(game_name: str, seed: int, decks: list[list[str]] | None = None,
                     autopass: bool = True, max_decisions: int = 20_000, keep_log: bool = False) -> GameResult:
    """One complete game between random players; errors are reported, not raised."""
    rnd = random.Random(seed)
    all_decks = decks or preconstructed(game_name)
    pair = [all_decks[rnd.randrange(len(all_decks))], all_decks[rnd.randrange(len(all_decks))]]
    game = get_game(game_name)
    m = Match.start(game_name, ["P1", "P2"], pair, seed, {"autopass": [autopass, autopass]})
    n = 0
    try:
        while not m.is_over() and n < max_decisions:
            d = game.decision(m.state, labels=False)  # type: ignore[call-arg]
            assert d is not None
            toks = game.legal_tokens(m.state)  # type: ignore[attr-defined]
            m.apply(d.player, choose_random(rnd, toks))
            n += 1
    except Exception as e:  # noqa: BLE001 - self-play reports every failure with its seed
        return GameResult(seed, False, None, n, m.state.turn, f"{type(e).__name__}: {e}",
                          m.log_json() if keep_log else {})
    return GameResult(seed, m.is_over(), m.state.winner, n, m.state.turn, None, m.log_json() if keep_log else {})


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


def bench_engine(runs: int = 5, games: int = 20, seed: int = 1) -> dict[str, Any]:
    """Median of several runs: decisions/s, per-game time, and the cost of one state copy."""
    import statistics

    dps: list[float] = []
    game_ms: list[float] = []
    for r in range(runs):
        t0 = time.perf_counter()
        total = 0
        for i in range(games):
            g0 = time.perf_counter()
            res = play_random_game("nexa", seed + r * 1000 + i)
            game_ms.append((time.perf_counter() - g0) * 1000)
            total += res.decisions
        dps.append(total / (time.perf_counter() - t0))
    game = get_game("nexa")
    m = Match.start("nexa", ["P1", "P2"], preconstructed("nexa")[:2], seed, {"autopass": [True, True]})
    rnd = random.Random(seed)
    for _ in range(150):
        if m.is_over():
            break
        d = game.decision(m.state, labels=False)  # type: ignore[call-arg]
        assert d is not None
        m.apply(d.player, choose_random(rnd, game.legal_tokens(m.state)))  # type: ignore[attr-defined]
    copies: list[float] = []
    for _ in range(runs):
        n = 2000
        t0 = time.perf_counter()
        for _ in range(n):
            game.copy(m.state)
        copies.append((time.perf_counter() - t0) / n * 1e6)
    return {
        "runs": runs,
        "games_per_run": games,
        "decisions_per_sec": round(statistics.median(dps), 1),
        "game_ms_median": round(statistics.median(game_ms), 2),
        "state_copy_us": round(statistics.median(copies), 2),
    }
