"""The rulebook's worked examples as scenario files, and the scenario runner itself."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from engine.games.nexa.scenario import run_scenario

HERE = Path(__file__).parent / "scenarios"
DOCS = [(f.name, i, d) for f in sorted(HERE.glob("*.yaml"))
        for i, d in enumerate(yaml.safe_load_all(f.read_text(encoding="utf-8"))) if d]


@pytest.mark.parametrize(("name", "index", "doc"), DOCS, ids=[f"{n}#{i}" for n, i, _ in DOCS])
def test_rulebook_scenario(name: str, index: int, doc: dict) -> None:
    res = run_scenario(doc)
    assert res.ok, f"{name}: " + "; ".join(res.failures)
    assert res.checks > 0


def test_the_worked_examples_are_all_there() -> None:
    names = {n for n, _, _ in DOCS}
    for want in ("cut_in_p48.yaml", "damage_assignment_p36.yaml", "speed_p74.yaml", "payment_p23.yaml",
                 "ace_p28.yaml", "guard_p29.yaml", "assault_p75.yaml", "area_weapon_p75.yaml"):
        assert want in names


def test_a_wrong_expectation_fails_and_is_named(tmp_path: Path) -> None:
    doc = dict(yaml.safe_load((HERE / "cut_in_p48.yaml").read_text(encoding="utf-8")))
    doc["steps"] = list(doc["steps"]) + [{"expect": {"damage": {"gundam": 99}}}]
    res = run_scenario(doc)
    assert not res.ok and any("gundam has 4 damage, expected 99" in f for f in res.failures)
    bad = tmp_path / "bad.yaml"
    bad.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "bot.cli", "scenario", str(bad)], capture_output=True, text=True,
                         cwd=Path(__file__).parents[1])
    assert out.returncode == 1 and "expected 99" in out.stdout


def test_an_illegal_expectation_is_checked() -> None:
    doc = dict(yaml.safe_load((HERE / "cut_in_p48.yaml").read_text(encoding="utf-8")))
    doc["steps"] = [{"player": 1, "illegal": "play:$boost"}]  # not B's decision yet
    assert run_scenario(doc).ok
    doc["steps"] = [{"player": 0, "illegal": "play:$comet"}]  # legal, so the expectation fails
    res = run_scenario(doc)
    assert not res.ok and "was accepted, expected illegal" in res.failures[0]
