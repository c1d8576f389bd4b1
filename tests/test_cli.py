"""`sortie` subcommands and their JSON keys (contracts)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

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


def test_games_json_lists_every_game_with_names_and_seats() -> None:
    out = sortie("games", "--json")
    assert out.returncode == 0, out.stderr
    games = {g["id"]: g for g in json.loads(out.stdout)["games"]}
    assert games["nexa"]["names"] == {"ja": "ガンダムウォー ネグザ", "en": "Gundam War NEX-A"}
    assert games["nexa"]["seats"] == {"min": 2, "max": 2}


@pytest.mark.parametrize(("args", "says"), [
    (("selfplay", "--games", "0"), "at least 1"),
    (("selfplay", "--games", "-3"), "at least 1"),
    (("selfplay", "--game", "chess"), "invalid choice"),
    (("render", "board", "--after", "-1", "--out", "b.png"), "0 or more"),
    (("render", "board", "--out", "board.jpg"), "PNG"),
    (("bench", "engine", "--runs", "0"), "at least 1"),
])
def test_bad_values_are_usage_errors_not_tracebacks(args: tuple[str, ...], says: str) -> None:
    out = sortie(*args)
    assert out.returncode == 2
    assert says in out.stderr and "Traceback" not in out.stderr


def test_every_subcommand_has_its_own_help_with_described_options() -> None:
    for sub in ("games", "cards", "selfplay", "scenario", "bench", "render", "run"):
        out = sortie(sub, "--help")
        assert out.returncode == 0 and f"usage: sortie {sub}" in out.stdout
        options = [ln for ln in out.stdout.splitlines() if ln.strip().startswith("--") and "--help" not in ln]
        for ln in options:  # an option line with its description on the same or the next line
            assert len(ln.split()) > 1 or ln.strip().endswith("}"), f"{sub}: {ln!r} has no description"


def test_a_scenario_names_its_game(tmp_path: Path) -> None:
    src = (ROOT / "tests" / "scenarios" / "speed_p74.yaml").read_text(encoding="utf-8")
    good = tmp_path / "ok.yaml"
    good.write_text("game: nexa\n" + src, encoding="utf-8")
    assert sortie("scenario", str(good)).returncode == 0
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: chess\n" + src, encoding="utf-8")
    out = sortie("scenario", str(bad))
    assert out.returncode == 1 and "unknown game 'chess'" in out.stdout


def test_cards_import_of_a_missing_folder_or_malformed_file_is_a_one_line_error(tmp_path: Path,
                                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 10's rule for every file argument: no traceback, one line naming the problem, exit 2."""
    from bot.cli import main

    broken = tmp_path / "broken.yaml"
    broken.write_text("cards: [\n  - {", encoding="utf-8")
    latin = tmp_path / "latin.yaml"
    latin.write_bytes("cards: [{name: caf\xe9}]".encode("latin-1"))
    for sub in ("import", "behave"):
        for path in (tmp_path / "missing.yaml", tmp_path, broken, latin):
            assert main(["cards", sub, str(path), "--game", "nexa"]) == 2
            err = capsys.readouterr().err.strip()
            assert err and "\n" not in err and "Traceback" not in err, (sub, err)


def test_scenario_in_another_encoding_is_a_failure_line_not_a_traceback(tmp_path: Path) -> None:
    latin = tmp_path / "latin.yaml"
    latin.write_bytes("name: caf\xe9\ngame: nexa\n".encode("latin-1"))
    out = sortie("scenario", str(latin))
    assert out.returncode == 1 and "Traceback" not in out.stderr, out.stderr
    assert "not UTF-8" in out.stdout


def test_help_shows_no_default_for_required_options_and_each_default_once() -> None:
    """`--out OUT ... (default: None)` told a user the required file has a default."""
    for sub in (("arena",), ("render",), ("run",), ("cards", "import")):
        out = sortie(*sub, "--help")
        text = " ".join(out.stdout.split())
        assert out.returncode == 0 and "SORTIE_BOARDS) (default:" not in text and "path) (default:" not in text
    text = " ".join(sortie("render", "--help").stdout.split())
    assert "the PNG file to write (default" not in text
    text = " ".join(sortie("arena", "--help").stdout.split())
    assert "level of side A (default" not in text


@pytest.mark.parametrize("game", ["nexa", "classic", "coj", "zeta"])
def test_render_card_takes_the_number_sortie_cards_lists(game: str, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    from bot.cli import main

    assert main(["cards", "--game", game, "--json"]) == 0
    first = json.loads(capsys.readouterr().out)["cards"][0]
    out = tmp_path / "card.png"
    assert main(["render", "card", str(first["number"]), "--game", game, "--out", str(out)]) == 0
    assert out.read_bytes()[:4] == b"\x89PNG"


def test_a_closed_pipe_ends_the_listing_quietly() -> None:
    """`sortie cards | head -1` printed a BrokenPipeError traceback."""
    proc = subprocess.Popen([sys.executable, "-m", "bot.cli", "cards"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=ROOT)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.wait(timeout=120)
    assert "Traceback" not in err and "BrokenPipe" not in err, err
