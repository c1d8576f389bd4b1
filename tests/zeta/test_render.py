"""The Zeta map image: every seat's and the spectator's view render within budget, secrets stay hidden."""

from __future__ import annotations

import io
import random
import statistics
import time

from PIL import Image

from engine.api import Match
from engine.selfplay import choose_random
from renderers import render_board

from .helpers import TITANS


def _midgame(seed: int = 4, steps: int = 500) -> Match:
    m = Match.start("zeta", ["a", "b", "c"], [[], [], []], seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if m.is_over():
            break
        ds = m.decisions()
        d = ds[rnd.randrange(len(ds))]
        m.apply(d.player, choose_random(rnd, d))
    return m


def test_every_seat_and_the_spectator_render_a_1280x800_png_under_1mb() -> None:
    m = _midgame()
    for seat in (None, 0, 1, 2):
        for lang in ("ja", "en"):
            png = render_board(m.view(seat), lang=lang, private=seat is not None)
            img = Image.open(io.BytesIO(png))
            assert img.size == (1280, 800) and len(png) < 1_000_000


def test_render_median_is_within_100ms() -> None:
    m = _midgame()
    v = m.view(None)
    render_board(v, lang="ja")
    times = []
    for _ in range(9):
        t = time.process_time()  # CPU time: the shared CI machine's load does not count
        render_board(v, lang="ja")
        times.append(time.process_time() - t)
    assert statistics.median(times) < 0.1


def test_the_bomb_base_is_drawn_only_for_the_titans() -> None:
    m = Match.start("zeta", ["a", "b", "c"], [[], [], []], 2)
    m.apply(TITANS, "bomb_at:hawaii")
    own = render_board(m.view(TITANS), lang="ja", private=True)
    other = render_board(m.view(0), lang="ja", private=True)
    spect = render_board(m.view(None), lang="ja")
    assert own != other  # the Titans' image names the bomb base
    assert other == spect  # nothing of it reaches another seat's image


def test_the_event_lines_keep_their_japanese_text() -> None:
    from renderers.zeta.board import board_image

    m = _midgame(5, 200)
    v = dict(m.view(None))
    v["log"] = [{"kind": "x", "ja": "テスト", "en": "test"}]
    blank = dict(v)
    blank["log"] = [{"kind": "x", "ja": "", "en": ""}]
    assert board_image(v, lang="ja").tobytes() != board_image(blank, lang="ja").tobytes()
