"""`/rule board` (and the console's `rule board`) explains the board's icons (issue #10, lookups); it
names every type letter and badge the NEX-A board draws, so a new icon without a legend fails here."""

from __future__ import annotations

import pytest

from bot.games import kit_for
from bot.glossary import lookup
from renderers import theme


def test_rule_board_finds_the_legend_in_both_languages() -> None:
    for query in ("board", "Board", "盤面", "凡例", "legend"):
        entry = lookup(query)
        assert entry is not None and entry.en == "Board", query


def test_the_legend_names_every_icon_the_board_draws() -> None:
    entry = lookup("board")
    assert entry is not None
    for short_ja, short_en in (v for k, v in theme.CARD_TYPE_SHORT.items() if k not in ("g", "chip")):
        assert f"{short_en} " in entry.text_en and f"{short_ja} " in entry.text_ja, (short_ja, short_en)
    for mark in ("↻", "◆", "▶", "→", "Dmg"):
        assert mark in entry.text_en, mark
    for mark in ("↻", "◆", "▶", "→", "傷", "破壊", "先攻"):
        assert mark in entry.text_ja, mark


@pytest.mark.parametrize("game", ["classic", "coj"])
def test_rule_board_explains_every_games_board(game: str) -> None:
    """`rule board` in a classic or Code of Joker match said "No rules term board"."""
    package = kit_for(game).glossary_package
    assert package is not None
    for query in ("board", "盤面", "legend"):
        entry = lookup(query, package)
        assert entry is not None and entry.en == "Board", (game, query)


def test_the_coj_legend_names_every_keyword_code_the_board_draws() -> None:
    from renderers.coj.board import KW_SHORT

    entry = lookup("board", kit_for("coj").glossary_package or "")
    assert entry is not None
    for short_ja, short_en in KW_SHORT.values():
        assert f"{short_en} " in entry.text_en and f"{short_ja} " in entry.text_ja, (short_ja, short_en)
    for mark in ("LP", "CP", "BP", "OC", "▶", "→"):
        assert mark in entry.text_en and mark in entry.text_ja, mark


def test_the_classic_legend_names_the_boards_words() -> None:
    entry = lookup("board", kit_for("classic").glossary_package or "")
    assert entry is not None
    for word in ("◀", "→", "rolled", "dmg", "Cut:", "Space", "Ring", "Junkyard"):
        assert word in entry.text_en, word
    for word in ("◀", "→", "ロール", "ダメージ", "カット:", "宇宙", "リング", "ジャンクヤード"):
        assert word in entry.text_ja, word
