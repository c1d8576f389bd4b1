"""Issue 9 proof: every `sortie` subcommand with `--game` accepts `classic` and answers with the same
JSON keys as for nexa (cards, deck validate, scenario, selfplay, bench engine, render board, render card,
bench bot), each run small."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from engine.api import card_catalogue, get_game

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("nexa", "classic")


def sortie(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "bot.cli", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=600, env=env)


def as_json(*args: str) -> dict[str, Any]:
    out = sortie(*args)
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]
    data = json.loads(out.stdout)
    assert isinstance(data, dict)
    return data


def both(*args: str) -> dict[str, dict[str, Any]]:
    return {g: as_json(*args[:1], *(args[1:2] if args[0] in ("bench", "deck") else ()), "--game", g,
                       *args[2 if args[0] in ("bench", "deck") else 1:]) for g in GAMES}


def test_cards_json_has_nexas_keys() -> None:
    got = both("cards", "--json")
    assert set(got["classic"]) == set(got["nexa"]) and got["classic"]["game"] == "classic"
    assert set(got["nexa"]["cards"][0]) <= set(got["classic"]["cards"][0])
    assert set(got["nexa"]["decks"][0]) == set(got["classic"]["decks"][0])
    assert len(got["classic"]["cards"]) >= 120 and len(got["classic"]["decks"]) >= 4


def _deck_file(tmp: Path, game: str) -> Path:
    preset = next(iter(get_game(game).preconstructed().values()))
    names = {str(c["card"]): c["name"]["en"] for c in card_catalogue(game)}
    lines = [f"{n} {names[str(card)]}" for card, n in Counter(preset.cards).items()]
    path = tmp / f"{game}.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def test_deck_validate_json_has_nexas_keys(tmp_path: Path) -> None:
    got = {g: as_json("deck", "validate", "--game", g, str(_deck_file(tmp_path, g)), "--json") for g in GAMES}
    assert set(got["classic"]) == set(got["nexa"])
    assert got["classic"]["valid"] is True and got["classic"]["cards"] == 50


def test_selfplay_json_has_nexas_keys() -> None:
    got = both("selfplay", "--games", "2", "--seed", "11", "--json")
    assert set(got["classic"]) == set(got["nexa"])
    assert got["classic"]["finished"] == 2 and got["classic"]["errors"] == 0


@pytest.mark.parametrize("what", ["engine", "bot"])
def test_bench_json_has_nexas_keys(what: str) -> None:
    size = ["--games", "2"] if what == "engine" else ["--matches", "2"]
    got = {g: as_json("bench", what, "--game", g, "--json", "--runs", "1", *size) for g in GAMES}
    assert set(got["classic"]) == set(got["nexa"])
    if what == "bot":
        assert got["classic"]["errors"] == 0 and got["classic"]["matches"] == 2


def test_scenario_runs_classic_files_as_it_runs_nexa_ones() -> None:
    """A scenario file names its game (`game: classic`); both report one `ok` line per scenario."""
    files = {"nexa": sorted((ROOT / "tests" / "scenarios").glob("*.yaml"))[:1],
             "classic": sorted((ROOT / "tests" / "scenarios" / "classic").glob("*.yaml"))}
    for game, paths in files.items():
        assert paths
        out = sortie("scenario", "--game", game, *map(str, paths))
        assert out.returncode == 0, out.stdout + out.stderr
        lines = out.stdout.strip().splitlines()
        assert lines and all(ln.startswith("ok ") for ln in lines), out.stdout


@pytest.mark.parametrize("what", ["board", "card"])
def test_render_writes_a_png_for_classic_as_for_nexa(what: str, tmp_path: Path) -> None:
    for game in GAMES:
        png = tmp_path / f"{game}-{what}.png"
        name = [str(card_catalogue(game)[3]["card"])] if what == "card" else ["--after", "40"]
        out = sortie("render", what, *name, "--game", game, "--out", str(png))
        assert out.returncode == 0, out.stdout + out.stderr
        assert png.read_bytes().startswith(b"\x89PNG\r\n\x1a\n") and out.stdout.startswith(f"wrote {png}")
