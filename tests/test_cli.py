"""`sortie` subcommands and their JSON keys (contracts)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[1]


def sortie(*args: str, hash_seed: str = "0") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    return subprocess.run([sys.executable, "-m", "bot.cli", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=300, env=env)


def test_cards_json_lists_the_pool() -> None:
    out = sortie("cards", "--game", "nexa", "--json")
    assert out.returncode == 0
    data = json.loads(out.stdout)
    assert len(data["cards"]) >= 150 and len(data["decks"]) >= 6
    first = data["cards"][0]
    assert {"number", "name", "type", "colours", "cost", "text"} <= set(first)


def test_deck_validate_names_problems_with_line_numbers(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("3 Nonexistent Zaku\n\nnot a line\n", encoding="utf-8")
    out = sortie("deck", "validate", str(deck))
    assert out.returncode == 1
    assert "line 1: unknown card 'Nonexistent Zaku'" in out.stdout and "line 3: cannot read" in out.stdout


def test_deck_validate_accepts_a_preconstructed_list(tmp_path: Path) -> None:
    from engine.games.nexa.cards import builtin_pool

    d = next(iter(builtin_pool().decks.values()))
    pool = builtin_pool()
    lines = [f"{n} {pool.cards[num].name_en}" for num, n in d.cards]
    deck = tmp_path / "deck.txt"
    deck.write_text("\n".join(lines), encoding="utf-8")
    out = sortie("deck", "validate", str(deck), "--json")
    assert out.returncode == 0, out.stdout
    assert json.loads(out.stdout)["valid"] is True


def test_selfplay_prints_the_documented_keys() -> None:
    out = sortie("selfplay", "--game", "nexa", "--games", "3", "--seed", "4", "--json")
    assert out.returncode == 0, out.stdout + out.stderr
    data = json.loads(out.stdout)
    for key in ("games", "finished", "errors", "draws", "decisions", "turns_mean", "games_per_sec",
                "decisions_per_sec"):
        assert key in data
    assert data["games"] == 3 and data["finished"] == 3 and data["errors"] == 0 and data["decisions"] > 0


def test_selfplay_is_deterministic_from_its_seed_across_processes() -> None:
    a = json.loads(sortie("selfplay", "--games", "2", "--seed", "9", "--json", hash_seed="1").stdout)
    b = json.loads(sortie("selfplay", "--games", "2", "--seed", "9", "--json", hash_seed="2").stdout)
    assert a["decisions"] == b["decisions"] and a["turns_mean"] == b["turns_mean"]
