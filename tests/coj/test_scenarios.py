"""The page's worked cases as scenario files (tests/scenarios/coj/), run through `run_scenario`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.coj.helpers import G

HERE = Path(__file__).parents[1] / "scenarios" / "coj"
DOCS = [(f.name, i, d) for f in sorted(HERE.glob("*.yaml"))
        for i, d in enumerate(yaml.safe_load_all(f.read_text(encoding="utf-8"))) if d]


@pytest.mark.parametrize(("name", "index", "doc"), DOCS, ids=[f"{n}#{i}" for n, i, _ in DOCS])
def test_worked_case(name: str, index: int, doc: dict[str, Any]) -> None:
    """各種効果の発動優先度, パターンA/B, オーバードライブ (Lv3), 同時にLPが0: each file's checks pass."""
    res = G.run_scenario(doc)
    assert res.ok, f"{name}: " + "; ".join(res.failures)
    assert res.checks > 0


def test_the_worked_cases_are_all_there() -> None:
    assert {n for n, _, _ in DOCS} >= {"priority_order.yaml", "patterns_a_b.yaml", "overdrive_lv3.yaml",
                                        "simultaneous_life_zero.yaml"}


def test_a_wrong_expectation_fails_and_the_cli_says_so(tmp_path: Path) -> None:
    doc = dict(yaml.safe_load((HERE / "simultaneous_life_zero.yaml").read_text(encoding="utf-8")))
    doc["steps"] = [*doc["steps"], {"expect": {"life": [8, 8]}}]
    res = G.run_scenario(doc)
    assert not res.ok and any("expected [8, 8]" in f for f in res.failures)
    bad = tmp_path / "bad.yaml"
    bad.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "bot.cli", "scenario", str(bad)], capture_output=True, text=True,
                         cwd=Path(__file__).parents[2])
    assert out.returncode == 1 and "expected [8, 8]" in out.stdout
