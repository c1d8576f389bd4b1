"""`/rule board` (and the console's `rule board`) explains the board's icons (issue #10, lookups); it
names every type letter and badge the NEX-A board draws, so a new icon without a legend fails here."""

from __future__ import annotations

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
