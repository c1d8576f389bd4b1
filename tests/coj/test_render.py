"""The Code of Joker board and card faces: size, budget, every viewer, and no hidden card drawn."""

from __future__ import annotations

import io
import statistics
import time

from PIL import Image

from renderers import render_board, render_card
from tests.coj.helpers import G, act, board

MAX_PNG = 800 * 1024


def _busy() -> tuple[object, dict[str, int]]:
    s, ids = board(players=[
        {"name": "Amuro", "hand": ["RD-001", "YE-016", "BL-021", "GR-018", {"card": "RD-001", "level": 2}],
         "field": [{"card": "RD-004", "id": "dom", "level": 2}, "YE-005", "GR-012", "PU-004", "BL-009"],
         "zone": ["RD-020", "CL-003", "BL-001"], "gauge": 450},
        {"name": "Char", "field": ["RD-001", {"card": "GR-002", "ready": False}], "zone": ["RD-024", "YE-020"],
         "hand": ["YE-001"] * 4, "life": 5},
    ])
    act(s, "atk:$dom", ids)  # type: ignore[arg-type]
    return s, ids


def test_every_viewer_gets_a_1280x800_board_within_budget() -> None:
    """Board image: both fields, zones, CP, LP, gauge, round, events; each seat and the spectator."""
    s, _ = _busy()
    times = []
    for seat in (0, 1, None):
        for lang in ("ja", "en"):
            t0 = time.perf_counter()
            png = render_board(G.view(s, seat), lang=lang, private=seat is not None)  # type: ignore[arg-type]
            times.append((time.perf_counter() - t0) * 1000)
            assert Image.open(io.BytesIO(png)).size == (1280, 800)
            assert len(png) <= MAX_PNG
    assert statistics.median(times) < 250  # the bar is 60 ms on a quiet machine (docs/coj/README.md)


def test_the_opponents_trigger_zone_shows_only_colours() -> None:
    """トリガーゾーン: the opponent sees colours only: two red cards of seat 0 render the same for others."""
    a, _ = board(players=[{"zone": ["RD-020"], "field": ["RD-001"]}, {}])
    b, _ = board(players=[{"zone": ["RD-024"], "field": ["RD-001"]}, {}])
    for seat in (1, None):
        assert render_board(G.view(a, seat), private=seat is not None) == \
            render_board(G.view(b, seat), private=seat is not None)
    assert render_board(G.view(a, 0), private=True) != render_board(G.view(b, 0), private=True)


def test_the_hand_is_drawn_only_on_its_owners_private_image() -> None:
    """Board image: the hand appears on the owner's private image only."""
    a, _ = board(players=[{"hand": ["RD-001"]}, {}])
    b, _ = board(players=[{"hand": ["BL-001"]}, {}])
    assert render_board(G.view(a, 0), private=True) != render_board(G.view(b, 0), private=True)
    assert render_board(G.view(a, 1), private=True) == render_board(G.view(b, 1), private=True)
    assert render_board(G.view(a, None)) == render_board(G.view(b, None))


def test_card_faces_of_every_kind_render() -> None:
    """Card faces for every kind (unit, evolution, trigger, intercept, joker) in both languages."""
    seen = set()
    for c in G.catalogue():
        if c["kind"] in seen:
            continue
        seen.add(c["kind"])
        for lang in ("ja", "en"):
            png = render_card(c, lang=lang)
            assert Image.open(io.BytesIO(png)).size == (400, 560)
    assert seen == {"unit", "evolution", "trigger", "intercept", "joker"}


def test_bench_render_reports_nexas_keys_within_the_size_budget() -> None:
    """`sortie bench render --game coj` has NEX-A's JSON keys (warm and cold medians, worst, largest
    PNG, card faces) over mid-game views of every viewer; the largest board stays within 800 KB."""
    from bot.render_cli import bench_render

    coj = bench_render("coj", runs=1)
    assert set(coj) == set(bench_render("nexa", runs=1))
    assert 0 < coj["board_png_bytes"] <= MAX_PNG and coj["card_ms_median"] > 0
    assert coj["board_ms_median"] <= coj["board_ms_max"]
