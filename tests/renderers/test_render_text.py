"""Legibility: every character we may draw has a real glyph, no text is smaller than 14 px, colours
carry labels, and text wrapping keeps within its width."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from render_helpers import BOARD_FIXTURES, FIXTURES, is_player_view, load

import renderers
from renderers import paint, render_board, render_card, theme
from renderers.fonts import BOLD, REGULAR, font, has_glyph, missing_glyphs
from renderers.nexa import board, card, tiles
from renderers.nexa.bench import clear_caches

SOURCE_DIR = Path(renderers.__file__).resolve().parent


def strings_in(obj: Any) -> list[str]:
    """Every string value (and key) anywhere in a JSON-like object."""
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [s for k, v in obj.items() for s in [str(k), *strings_in(v)]]
    if isinstance(obj, list | tuple):
        return [s for v in obj for s in strings_in(v)]
    return []


def all_drawable_text() -> str:
    """Characters from every fixture, every theme word, and every non-ASCII literal in the renderers."""
    parts: list[str] = []
    for path in sorted(FIXTURES.glob("*.json")):
        parts += strings_in(load(path.name))
    for table in (theme.PHASE, theme.STEP, theme.DECISION, theme.END_REASON, theme.CARD_TYPE, theme.CARD_TYPE_SHORT,
                  theme.TERRAIN, theme.AREA, theme.KEYWORD, theme.WORD):
        parts += [s for pair in table.values() for s in pair]
    parts += list(theme.COLOUR_JA.values()) + list(theme.COLOUR_EN.values())
    for src in sorted(SOURCE_DIR.rglob("*.py")):
        parts += [ch for ch in src.read_text(encoding="utf-8") if ord(ch) > 127]
    return "".join(parts)


def test_font_files_ship_with_the_package_and_licence() -> None:
    assert REGULAR.is_file() and BOLD.is_file()
    assert (REGULAR.parent / "OFL.txt").is_file()
    assert str(font(16).getname()[0]).startswith("Noto Sans")


def test_missing_glyph_detector_works() -> None:
    # sanity: the detector must actually catch characters the font lacks
    assert not has_glyph("\U0001f0a1")  # a playing-card symbol
    assert not has_glyph("⚔")
    assert has_glyph("ガ") and has_glyph("A") and has_glyph(" ")


def test_every_character_we_draw_has_a_glyph() -> None:
    text = all_drawable_text()
    assert len(set(text)) > 300
    assert missing_glyphs(text) == set()


def test_glyphs_against_the_font_cmap() -> None:
    from fontTools import ttLib as ttlib  # a test dependency: no skip hides a missing glyph
    chars = {c for c in all_drawable_text() if not c.isspace() and c.isprintable()}
    for path in (REGULAR, BOLD):
        cmap = ttlib.TTFont(str(path), lazy=True).getBestCmap()
        assert {c for c in chars if ord(c) not in cmap} == set(), path.name


@pytest.fixture
def text_sizes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Record the size of every string drawn (caches cleared so nothing is skipped)."""
    sizes: list[int] = []
    original = paint.draw_text

    def recording(img: Any, xy: Any, text: str, size: int, *args: Any, **kwargs: Any) -> int:
        if text.strip():
            sizes.append(size)
        return original(img, xy, text, size, *args, **kwargs)

    for module in (paint, board, tiles, card):
        monkeypatch.setattr(module, "draw_text", recording)
    clear_caches()
    yield sizes
    clear_caches()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_no_text_under_14px(text_sizes: list[int], lang: str) -> None:
    for name in BOARD_FIXTURES:
        render_board(load(name), lang=lang, private=is_player_view(name))
    for c in load("cards.json"):
        render_card(c, lang=lang)
    assert text_sizes and min(text_sizes) >= 14


def test_each_colour_has_a_distinct_label() -> None:
    for table in (theme.COLOUR_JA, theme.COLOUR_EN):
        assert set(table) == set(theme.COLOUR_FILL)
        assert len(set(table.values())) == len(table)


@pytest.mark.parametrize(
    ("text", "width"),
    [("交戦中の敵軍部隊1つに2貫通ダメージを与える。ターン終了時まで。", 150),
     ("Deal 2 piercing damage to one engaged enemy squad until end of turn.", 150),
     ("Supercalifragilisticexpialidocious-and-more", 80)],
)
def test_wrap_fits_width_and_keeps_punctuation(text: str, width: int) -> None:
    lines = paint.wrap(text, 15, width)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    for line in lines:
        assert paint.text_width(line, 15) <= width
        assert not line.startswith(("。", "、"))


def test_wrap_ellipsises_when_out_of_lines() -> None:
    lines = paint.wrap("ガンダム［アムロ・レイ］の非常に長いカード名です", 15, 90, max_lines=2)
    assert len(lines) == 2 and lines[-1].endswith(paint.ELLIPSIS)
