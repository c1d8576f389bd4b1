"""The timing loop every game's `sortie bench render` shares, so the figures mean the same for all.

"warm" is what a running bot sees (sprites, tiles and backgrounds cached by earlier renders);
"cold" calls the game's `clear` before each render (fonts stay loaded, as after a process's first
render). Keys: board_ms_median, card_ms_median (0 for a game without card faces), board_png_bytes
(the largest board), board_ms_cold_median, board_ms_max.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

View = dict[str, Any]


def _ms(fn: Callable[[], bytes]) -> tuple[float, bytes]:
    start = time.perf_counter()
    out = fn()
    return (time.perf_counter() - start) * 1000.0, out


def board_figures(views: Sequence[tuple[View, bool]], render_board: Callable[..., bytes],
                  clear: Callable[[], None], *, cards: Sequence[View] = (),
                  render_card: Callable[[View], bytes] | None = None, runs: int = 7,
                  cold_views: int | None = None) -> dict[str, float]:
    """Median and worst render times of `views` ((view, private image?) pairs) and `cards`, warm and
    cold (the first `cold_views` views, all when None), and the largest board PNG."""
    for view, private in views:  # one untimed pass loads the fonts and fills the caches
        render_board(view, private=private)
    for card in cards:
        if render_card is not None:
            render_card(card)
    warm: list[float] = []
    card_ms: list[float] = []
    cold: list[float] = []
    sizes: list[int] = []
    for _ in range(runs):
        for view, private in views:
            ms, png = _ms(lambda: render_board(view, private=private))  # noqa: B023 - called at once
            warm.append(ms)
            sizes.append(len(png))
        for card in cards:
            if render_card is not None:
                card_ms.append(_ms(lambda: render_card(card))[0])  # noqa: B023 - called at once
    for _ in range(max(1, runs // 2)):
        for view, private in views[:cold_views]:
            clear()
            cold.append(_ms(lambda: render_board(view, private=private))[0])  # noqa: B023 - called at once
    return {"board_ms_median": round(statistics.median(warm), 2),
            "card_ms_median": round(statistics.median(card_ms), 2) if card_ms else 0.0,
            "board_png_bytes": max(sizes), "board_ms_cold_median": round(statistics.median(cold), 2),
            "board_ms_max": round(max(warm), 2)}
