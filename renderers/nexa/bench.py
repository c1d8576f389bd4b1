"""Render-time benchmark on the fixture views, so a slow change shows up as a number, not a feeling.

`bench_render()` reports the median over several runs of every fixture board and card face,
PNG encoding included. "warm" is what a running bot sees (text sprites and tiles already cached
from earlier renders of the same match); "cold" clears those caches before each render (fonts stay
loaded, as they would after the first render of the process).
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from .. import paint
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


def _time_ms(fn: Callable[[], bytes]) -> tuple[float, bytes]:
    start = time.perf_counter()
    out = fn()
    return (time.perf_counter() - start) * 1000.0, out


def bench_render(runs: int = 7, directory: Path = FIXTURES) -> dict[str, float]:
    """Median board and card render times in ms and the largest board PNG in bytes."""
    views = [(name, load_fixture(name, directory)) for name in BOARD_FIXTURES if (directory / f"{name}.json").exists()]
    cards = load_fixture("cards.json", directory)
    # one untimed pass loads the fonts and fills the caches
    for name, view in views:
        render_board(view, private=name.endswith(("_p0", "_p1")))
    for card in cards:
        render_card(card)
    board_ms: list[float] = []
    cold_ms: list[float] = []
    card_ms: list[float] = []
    sizes: list[int] = []
    for _ in range(runs):
        for name, view in views:
            private = name.endswith(("_p0", "_p1"))
            ms, png = _time_ms(partial(render_board, view, private=private))
            board_ms.append(ms)
            sizes.append(len(png))
        for card in cards:
            ms, _ = _time_ms(partial(render_card, card))
            card_ms.append(ms)
    for _ in range(max(1, runs // 2)):
        for name, view in views:
            clear_caches()
            ms, _ = _time_ms(partial(render_board, view, private=name.endswith(("_p0", "_p1"))))
            cold_ms.append(ms)
    return {
        "board_ms_median": round(statistics.median(board_ms), 2),
        "card_ms_median": round(statistics.median(card_ms), 2),
        "board_png_bytes": max(sizes),
        "board_ms_cold_median": round(statistics.median(cold_ms), 2),
        "board_ms_max": round(max(board_ms), 2),
    }


if __name__ == "__main__":
    print(json.dumps(bench_render(), indent=2))
