"""Render-time benchmark on the fixture views, so a slow change shows up as a number, not a feeling.

`bench_render()` reports the median over several runs of every fixture board and card face,
PNG encoding included. "warm" is what a running bot sees (text sprites and tiles already cached
from earlier renders of the same match); "cold" clears those caches before each render (fonts stay
loaded, as they would after the first render of the process).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .. import paint
from ..timing import board_figures
from . import tiles
from .board import _background, render_board
from .card import _art, render_card

FIXTURES = Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "views"
BOARD_FIXTURES = ("opening", "mid_battle", "end_of_game", "opening_p0", "mid_battle_p1", "end_of_game_p0")


def clear_caches() -> None:
    """Forget every cached sprite, tile and background (not the fonts) to time a cold render."""
    for fn in (paint._mask, paint.text_width, paint.wrap, paint.disc_mask, paint.round_mask, paint.roll_icon,
               tiles._tile, _background, _art):
        fn.cache_clear()


def load_fixture(name: str, directory: Path = FIXTURES) -> Any:
    """A fixture JSON file by stem (e.g. "mid_battle") or file name ("cards.json")."""
    path = directory / (name if name.endswith(".json") else f"{name}.json")
    return json.loads(path.read_text(encoding="utf-8"))


def bench_render(runs: int = 7, directory: Path = FIXTURES) -> dict[str, float]:
    """Median board and card render times in ms and the largest board PNG in bytes."""
    views = [(load_fixture(name, directory), name.endswith(("_p0", "_p1")))
             for name in BOARD_FIXTURES if (directory / f"{name}.json").exists()]
    return board_figures(views, render_board, clear_caches, cards=load_fixture("cards.json", directory),
                         render_card=render_card, runs=runs)
