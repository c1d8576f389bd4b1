"""`sortie bench render` figures for the Zeta map (same keys as NEX-A's; no card faces, so card 0)."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from engine.api import Match

from .board import _static, render_board


def _views(seeds: tuple[int, ...] = (3, 4, 5), steps: int = 400) -> list[tuple[dict[str, Any], bool]]:
    """Mid-game views of random matches: every seat's and the spectator's."""
    out: list[tuple[dict[str, Any], bool]] = []
    for seed in seeds:
        m = Match.start("zeta", ["a", "b", "c"], [[], [], []], seed)
        rnd = random.Random(seed)
        for _ in range(steps):
            if m.is_over():
                break
            ds = m.decisions()
            d = ds[rnd.randrange(len(ds))]
            forward = [a.token for a in d.actions if a.role != "undo"] or d.tokens()
            m.apply(d.player, rnd.choice(forward))
        out += [(m.view(seat), seat is not None) for seat in (None, 0, 1, 2)]
    return out


def bench_render(runs: int = 7) -> dict[str, float]:
    """Median and worst board render in ms (warm and with the static map cache cleared), largest PNG."""
    views = _views()
    for v, private in views:
        render_board(v, private=private)
    warm: list[float] = []
    cold: list[float] = []
    sizes: list[int] = []
    for _ in range(runs):
        for v, private in views:
            t = time.perf_counter()
            png = render_board(v, private=private)
            warm.append((time.perf_counter() - t) * 1000)
            sizes.append(len(png))
    for _ in range(max(1, runs // 2)):
        _static.cache_clear()
        v, private = views[0]
        t = time.perf_counter()
        render_board(v, private=private)
        cold.append((time.perf_counter() - t) * 1000)
    return {"board_ms_median": round(statistics.median(warm), 2), "card_ms_median": 0.0,
            "board_png_bytes": max(sizes), "board_ms_cold_median": round(statistics.median(cold), 2),
            "board_ms_max": round(max(warm), 2)}
