"""`sortie arena` (issue 15): its JSON keys are a contract; seats alternate; bad options are usage errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path

from engine.ai import Budget
from engine.ai.arena import arena, arena_jobs, play_all, wilson

ROOT = Path(__file__).parents[2]
KEYS = ["games", "a_wins", "b_wins", "draws", "a_win_rate", "ci95", "decision_ms_p50", "decision_ms_p99"]


def sortie(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bot.cli", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=300, env={**os.environ, "PYTHONHASHSEED": "0"})


def test_arena_prints_exactly_the_documented_keys() -> None:
    out = sortie("arena", "--game", "nexa", "--a", "easy", "--b", "random", "--games", "2", "--seed", "3",
                 "--budget", "0.05", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert list(data) == KEYS
    assert data["games"] == 2 and data["a_wins"] + data["b_wins"] + data["draws"] == 2
    lo, hi = data["ci95"]
    assert 0.0 <= lo <= data["a_win_rate"] <= hi <= 1.0
    assert data["decision_ms_p50"] <= data["decision_ms_p99"]
    assert "a_win_rate" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_arena_refuses_an_unknown_level_and_a_zero_budget() -> None:
    for bad in (["--a", "expert", "--b", "easy"], ["--a", "easy", "--b", "easy", "--budget", "0"]):
        out = sortie("arena", "--game", "nexa", *bad)
        assert out.returncode == 2 and "usage" in out.stderr


def test_every_game_is_counted_once_and_random_players_are_not_timed() -> None:
    data = arena("nexa", "random", "random", 4, 7, Budget(seconds=0.05))
    assert data["a_wins"] + data["b_wins"] + data["draws"] == 4
    assert data["decision_ms_p50"] == 0.0  # random players make no timed choices


def test_wilson_interval() -> None:
    lo, hi = wilson(190, 200)
    assert 0.90 < lo < 0.95 < hi < 0.98
    assert wilson(0, 0) == (0.0, 1.0)


def test_parallel_workers_give_the_serial_results() -> None:
    """`--workers`: games run in other processes, yet with an iteration budget every game is the same
    game, so the totals equal a serial run's with the same seed (only the timings differ)."""
    budget = Budget(seconds=60.0, iterations=6, depth=4)
    jobs = arena_jobs("coj", "hard", "normal", 3, 40, budget)
    with ProcessPoolExecutor(max_workers=2, mp_context=get_context("spawn")) as pool:
        one, two = play_all(jobs), play_all(jobs, pool.map)
        assert [(r[0], r[2]) for r in one] == [(r[0], r[2]) for r in two]  # the same games, move for move
        assert len({str(r[2]) for r in one}) == 3
        serial = arena("coj", "hard", "easy", 3, 40, budget)
        parallel = arena("coj", "hard", "easy", 3, 40, budget, mapper=pool.map)
    for key in ("games", "a_wins", "b_wins", "draws", "a_win_rate", "ci95"):
        assert serial[key] == parallel[key], key
    out = sortie("arena", "--game", "coj", "--a", "hard", "--b", "easy", "--games", "3", "--seed", "40",
                 "--iterations", "6", "--depth", "4", "--budget", "60", "--workers", "2", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert list(data) == KEYS
    assert {k: data[k] for k in ("a_wins", "b_wins", "draws")} == {k: serial[k] for k in ("a_wins", "b_wins", "draws")}
