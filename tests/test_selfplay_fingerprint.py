"""Speed work must not change a single game: the same seed and decks give the same actions and
the same final state as when the fingerprint was recorded (before the engine speed work of #15).

Each row is (seed, decisions, digest of the action log, final state hash) of one random self-play
game (engine.selfplay.play_random_game). Regenerate only for a deliberate rules change:
`PYTHONPATH=. python tests/test_selfplay_fingerprint.py --write`.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.selfplay import play_random_game

FIXTURE = Path(__file__).parent / "fixtures" / "selfplay_fingerprint.json"

# (game, first seed, games, autopass): NEX-A is the one being sped up, so it gets most games, with
# auto-pass on (the benchmark) and off (every pass is a decision); the others guard shared code.
PLAN: tuple[tuple[str, int, int, bool], ...] = (
    ("nexa", 1, 200, True),
    ("nexa", 5000, 40, False),
    ("classic", 1, 20, True),
    ("coj", 1, 40, True),
    ("zeta", 1, 6, True),
)


def fingerprint_row(game: str, seed: int, autopass: bool) -> list[Any]:
    res = play_random_game(game, seed, autopass=autopass, keep_log=True)
    assert res.error is None, f"{game} seed {seed}: {res.error}"
    tokens = "\n".join(f"{p} {t}" for p, t in res.log["actions"])
    return [seed, res.decisions, hashlib.sha256(tokens.encode()).hexdigest()[:16], res.log["hash"]]


def fingerprint(game: str, first: int, games: int, autopass: bool) -> list[list[Any]]:
    return [fingerprint_row(game, seed, autopass) for seed in range(first, first + games)]


def _key(game: str, autopass: bool) -> str:
    return f"{game}:{'autopass' if autopass else 'manual'}"


@pytest.mark.parametrize(("game", "first", "games", "autopass"), PLAN,
                         ids=[_key(g, a) for g, _f, _n, a in PLAN])
def test_random_games_are_the_same_as_recorded(game: str, first: int, games: int, autopass: bool) -> None:
    recorded = json.loads(FIXTURE.read_text(encoding="utf-8"))[_key(game, autopass)]
    assert len(recorded) == games
    for row in recorded:
        assert fingerprint_row(game, row[0], autopass) == row, f"{game} seed {row[0]} played differently"


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    out = {_key(g, a): fingerprint(g, f, n, a) for g, f, n, a in PLAN}
    body = ",\n".join(json.dumps(k) + ": [\n" + ",\n".join(json.dumps(r) for r in rows) + "\n]"
                       for k, rows in out.items())
    FIXTURE.write_text("{\n" + body + "\n}\n", encoding="utf-8")
    print(f"wrote {FIXTURE}")
