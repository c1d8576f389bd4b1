"""CLI helpers and the benchmark."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image
from render_helpers import load

from renderers.cli_support import find_card, view_flags, write_board, write_card
from renderers.nexa.bench import bench_render


def test_write_board_and_card(tmp_path: Path) -> None:
    board = write_board(load("mid_battle_p1"), tmp_path / "out" / "board.png", lang="en", private=True)
    card = write_card(load("cards.json")[0], tmp_path / "card.png")
    assert Image.open(board).size == (1280, 800)
    assert Image.open(card).size == (420, 588)


def test_find_card_prefers_exact_names() -> None:
    cards = load("cards.json")
    assert find_card(cards, "ガンダム")["card"] == "NX-001"  # type: ignore[index]
    assert find_card(cards, "gundam mk-ii")["card"] == "NX-012"  # type: ignore[index]
    assert find_card(cards, "nx-109")["name"]["en"] == "Red Comet"  # type: ignore[index]
    assert find_card(cards, "シャア専用")["card"] == "NX-101"  # type: ignore[index]
    assert find_card(cards, "no such card") is None


def test_view_flags() -> None:
    assert view_flags(None) == (False, "spectator")
    assert view_flags("spectator") == (False, "spectator")
    assert view_flags("player") == (True, "player")
    with pytest.raises(ValueError):
        view_flags("god")


def test_bench_reports_medians() -> None:
    result = bench_render(runs=1)
    assert set(result) >= {"board_ms_median", "card_ms_median", "board_png_bytes"}
    assert 0 < result["board_ms_median"] < 1000
    assert 0 < result["card_ms_median"] < 1000
    assert 0 < result["board_png_bytes"] <= 800 * 1024
