"""The issue's worked cases as scenario files (tests/scenarios/zeta), run through `sortie scenario`'s runner."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from engine.api import get_game

HERE = Path(__file__).parents[1] / "scenarios" / "zeta"
DOCS = sorted(HERE.glob("*.yaml"))


@pytest.mark.parametrize("path", DOCS, ids=[p.stem for p in DOCS])
def test_scenario(path: Path) -> None:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert doc["game"] == "zeta"
    res = get_game("zeta").run_scenario(doc)
    assert res.ok, "; ".join(res.failures)
    assert res.checks > 0


def test_the_issues_cases_are_all_there() -> None:
    names = {p.stem for p in DOCS}
    assert {"movement_costs", "atmospheric_move", "full_combat", "colony_drop", "gryps_laser", "sudden_death",
            "third_faction_joins"} <= names


def test_a_wrong_expectation_fails() -> None:
    doc = yaml.safe_load((HERE / "sudden_death.yaml").read_text(encoding="utf-8"))
    doc["expect"]["winner"] = 1
    res = get_game("zeta").run_scenario(doc)
    assert not res.ok and any("winner" in f for f in res.failures)
