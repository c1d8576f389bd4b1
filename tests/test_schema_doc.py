"""docs/card.schema.json is the exported JSON Schema of card files; it must match the models."""

from __future__ import annotations

import json
from pathlib import Path

from engine.games.nexa.schema import CardFile


def test_exported_schema_is_current() -> None:
    doc = json.loads((Path(__file__).parents[1] / "docs" / "card.schema.json").read_text(encoding="utf-8"))
    assert doc == CardFile.model_json_schema(), "regenerate docs/card.schema.json from engine/games/nexa/schema.py"
