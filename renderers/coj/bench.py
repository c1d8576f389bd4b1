"""`sortie bench render --game coj`: the Code of Joker board and card faces, with NEX-A's keys.

Mid-game views of battle-heavy random matches (players that attack and block whenever they can, so
fields, damage, levels and trigger zones are full), each seen by both seats (their private image,
hand drawn) and a spectator. "warm" is what a running bot sees; "cold" clears the background and the
text caches before each render (fonts stay loaded, as after a process's first render).
"""

from __future__ import annotations

import random
from typing import Any

from engine.api import Match, card_catalogue, get_game

from .. import paint
from ..timing import board_figures
from .board import _background, render_board
from .card import render_card

PREFER = ("atk:", "blk:", "dr:", "od:", "set:", "icp:", "jk:")


def _views(seeds: tuple[int, ...] = (3, 4, 5), stops: tuple[int, ...] = (40, 80)) -> list[tuple[dict[str, Any], bool]]:
    """Views (and whether each is a player's private image) after `stops` decisions of each match."""
    presets = sorted(get_game("coj").preconstructed().values(), key=lambda p: p.id)
    out: list[tuple[dict[str, Any], bool]] = []
    for seed in seeds:
        rnd = random.Random(seed)
        decks = [list(presets[seed % len(presets)].cards), list(presets[(seed + 1) % len(presets)].cards)]
        m = Match.start("coj", ["Amuro", "Char"], decks, seed)
        for n in range(max(stops) + 1):
            if n in stops:
                out += [(m.view(seat), seat is not None) for seat in (0, 1, None)]
            d = m.decision()
            if d is None:
                break
            doing = [a.token for a in d.actions if a.token.startswith(PREFER)]
            m.apply(d.player, rnd.choice(doing) if doing and rnd.random() < 0.8 else rnd.choice(d.tokens()))
    return out


def _clear() -> None:
    _background.cache_clear()
    for fn in (paint._mask, paint.text_width, paint.wrap):
        fn.cache_clear()


def bench_render(runs: int = 7) -> dict[str, float]:
    """Median and worst warm board render in ms, the cold median, the largest PNG, the card median."""
    return board_figures(_views(), render_board, _clear, cards=card_catalogue("coj")[::7], render_card=render_card,
                         runs=runs, cold_views=3)
