"""Card face renderer: goldens, every card type, markup icons, determinism and size."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from render_helpers import check_golden, load

from renderers import render_card
from renderers.cli_support import find_card
from renderers.nexa.bench import clear_caches
from renderers.nexa.card import CARD_H, CARD_W, _icon_atom, _keyword_line

CARDS: list[dict[str, Any]] = load("cards.json")

GOLDEN_CARDS = [("NX-001", "ja"), ("NX-012", "en"), ("NX-005", "ja"), ("NX-109", "en"), ("NX-110", "ja"),
                ("NX-011", "en")]


def by_number(number: str) -> dict[str, Any]:
    card = find_card(CARDS, number)
    assert card is not None
    return dict(card)


def test_fixture_has_every_card_type_and_a_dual_colour() -> None:
    types = {c["type"] for c in CARDS}
    assert {"unit", "character", "operation", "command", "ace", "graphic"} <= types
    assert any(len(c["colours"]) == 2 for c in CARDS)
    for c in CARDS:
        assert c["text"]["ja"] and c["text"]["en"], c["card"]
        assert c["gsign"]["colour"]


@pytest.mark.parametrize(("number", "lang"), GOLDEN_CARDS)
def test_card_matches_golden(number: str, lang: str, tmp_path: Path) -> None:
    check_golden(render_card(by_number(number), lang=lang), f"card_{number}_{lang}", tmp_path)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_card_renders_small_and_deterministic(lang: str) -> None:
    for card in CARDS:
        png = render_card(card, lang=lang)
        assert Image.open(io.BytesIO(png)).size == (CARD_W, CARD_H)
        assert len(png) <= 800 * 1024
        clear_caches()
        assert render_card(card, lang=lang) == png


def test_minimal_and_string_text_cards_render() -> None:
    from renderers.nexa import render_card

    for card in ({}, {"name": "名前だけ"}, {"type": "unit", "stats": [1, 2, 3], "text": "一行目\n{R}{青}{9}{謎}"},
                 {"type": "graphic", "colours": [], "guard_level": 1, "gain_level": 2}):
        assert Image.open(io.BytesIO(render_card(card))).size == (CARD_W, CARD_H)


@pytest.mark.parametrize(
    ("token", "kind", "value"),
    [("R", "roll", "R"), ("青", "pip", "blue"), ("blue", "pip", "blue"), ("2", "num", "2"), ("x", "num", "X"),
     ("戦闘", "when", "戦闘"), ("unknown", "raw", "unknown")],
)
def test_markup_tokens(token: str, kind: str, value: str) -> None:
    atom = _icon_atom(token, "ja")
    assert (atom.kind, atom.value) == (kind, value)


def test_timing_tokens_carry_their_side() -> None:
    own = _icon_atom("自:攻撃", "ja")
    enemy = _icon_atom("enemy:defence", "en")
    assert (own.kind, own.extra, own.value) == ("when", "own", "自軍攻撃")
    assert (enemy.kind, enemy.extra, enemy.value) == ("when", "enemy", "Enemy Defence")


@pytest.mark.parametrize(
    ("line", "expected"),
    [("高機動", True), ("速攻　ユニーク", True), ("改装［ガンダム］", True), ("Refit [Gundam]", True),
     ("ガード2　ゲイン1", True), ("【起動】{R}：カードを1枚引く。", False), ("このカードは強い。", False)],
)
def test_keyword_lines(line: str, expected: bool) -> None:
    assert _keyword_line(line) is expected
