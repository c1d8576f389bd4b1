"""Shared helpers for the renderer tests: fixture loading and golden-image comparison."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path
from typing import Any

from PIL import Image, ImageChops, ImageStat

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "views"
GOLDEN = Path(__file__).resolve().parent / "golden"
# Mean absolute difference per channel (0-255) allowed against a golden: absorbs anti-aliasing
# differences between FreeType/zlib builds, fails on anything that moves or recolours a region.
GOLDEN_TOLERANCE = 1.0

BOARD_FIXTURES = ["opening", "opening_p0", "mid_battle", "mid_battle_p1", "end_of_game", "end_of_game_p0"]


def load(name: str) -> Any:
    """A fixture by stem or file name."""
    path = FIXTURES / (name if name.endswith(".json") else f"{name}.json")
    return json.loads(path.read_text(encoding="utf-8"))


def is_player_view(name: str) -> bool:
    return name.endswith(("_p0", "_p1"))


def mean_difference(a: Image.Image, b: Image.Image) -> float:
    """Mean absolute per-channel difference of two same-size images."""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    return sum(ImageStat.Stat(diff).mean) / 3.0


def check_golden(png: bytes, name: str, tmp_path: Path) -> None:
    """Compare PNG bytes to tests/renderers/golden/NAME.png; SORTIE_UPDATE_GOLDEN=1 rewrites it."""
    path = GOLDEN / f"{name}.png"
    if os.environ.get("SORTIE_UPDATE_GOLDEN") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png)
        return
    assert path.exists(), f"no golden {path.name}: run with SORTIE_UPDATE_GOLDEN=1 to create it"
    actual = Image.open(io.BytesIO(png))
    golden = Image.open(path)
    assert actual.size == golden.size, f"{name}: size {actual.size} != golden {golden.size}"
    diff = mean_difference(actual, golden)
    if diff > GOLDEN_TOLERANCE:
        out = tmp_path / f"{name}.actual.png"
        out.write_bytes(png)
        raise AssertionError(
            f"{name}: mean difference {diff:.3f} > {GOLDEN_TOLERANCE} (actual image saved to {out}; "
            "if the change is intended, rerun with SORTIE_UPDATE_GOLDEN=1)"
        )
