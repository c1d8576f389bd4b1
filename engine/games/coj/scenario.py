"""Scenario documents for Code of Joker (filled in below)."""

from __future__ import annotations

from typing import Any

from ...core.protocol import ScenarioReport


def run(game: Any, doc: dict[str, Any]) -> ScenarioReport:
    return ScenarioReport(str(doc.get("name", "scenario")), 0, ("not yet",))
