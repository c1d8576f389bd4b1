"""`sortie bench render` figures for the Zeta map (same keys as NEX-A's; no card faces, so card 0)."""

from __future__ import annotations

import random
from typing import Any

from engine.api import Match

from ..timing import board_figures
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
    return board_figures(_views(), render_board, _static.cache_clear, runs=runs, cold_views=1)
