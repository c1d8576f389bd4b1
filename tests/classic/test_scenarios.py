"""Classic scenario files (tests/scenarios/classic/) through the game's runner and `sortie scenario`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.classic.helpers import GAME

ROOT = Path(__file__).parents[2]
HERE = ROOT / "tests" / "scenarios" / "classic"
DOCS = [(f.name, i, d) for f in sorted(HERE.glob("*.yaml"))
        for i, d in enumerate(yaml.safe_load_all(f.read_text(encoding="utf-8"))) if d]


@pytest.mark.parametrize(("name", "index", "doc"), DOCS, ids=[f"{n}#{i}" for n, i, _ in DOCS])
def test_classic_scenario(name: str, index: int, doc: dict) -> None:
    assert doc["game"] == "classic"
    res = GAME.run_scenario(doc)
    assert res.ok, f"{name}: " + "; ".join(res.failures)
    assert res.checks > 0


def test_a_wrong_expectation_fails_through_the_cli(tmp_path: Path) -> None:
    doc = dict(next(d for n, _, d in DOCS if n == "swift_attack_speed.yaml"))
    doc["steps"] = [*doc["steps"], {"expect": {"damage": {"byarlant": 99}}}]
    assert not GAME.run_scenario(doc).ok
    bad = tmp_path / "bad.yaml"
    bad.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "bot.cli", "scenario", str(bad)], capture_output=True, text=True,
                         cwd=ROOT)
    assert out.returncode == 1 and "expected 99" in out.stdout
    good = subprocess.run([sys.executable, "-m", "bot.cli", "scenario", *map(str, sorted(HERE.glob("*.yaml")))],
                          capture_output=True, text=True, cwd=ROOT)
    assert good.returncode == 0, good.stdout
