"""Issue 14, family C of the card-text compiler: graphics, card-relative selectors and conditions.

Every text here is original, written in the controlled style of card lists (never official text).
Graphics (P29) import with their levels as ruling R-60 reads them; the selectors and conditions that
refer to this card or to other cards compile, print back and play (docs/effect-language.md).
"""

from __future__ import annotations

from typing import Any

from engine.games.nexa.behave import check_card
from engine.games.nexa.importer import import_records, report

from .helpers import board, tokens, unit


def _graphic(number: str, total: str, roll: str) -> dict[str, Any]:
    return {"id": number, "imgID": number, "title": f"青グラフィック（試験{number}）", "categoryStr": "GRAPHIC",
            "totalCostLengthStr": total, "colorCost": roll, "gsignProperty": "0079", "bp1": "-", "bp2": "-",
            "bp3": "-", "area": None, "characteristic": None, "textstr": "", "rarity": "C", "color": "青"}


def test_p29_graphics_import_with_their_levels_as_r60_reads_them_and_the_report_says_so() -> None:
    items = import_records({"data": [_graphic("G-1", "-", "-"), _graphic("G-2", "2", "1")]})
    assert [i.status for i in items] == ["full", "full"]
    absent, read = (i.card for i in items)
    assert absent is not None and read is not None
    # no level in the record: P29's card without levels (no guard system, gain value 0)
    assert (absent["guard_level"], absent["gain_level"]) == (0, 0)
    # two numbers in the cost columns: guard level, then gain level (where a roll cost would stand)
    assert (read["guard_level"], read["gain_level"]) == (2, 1)
    assert report(items)["defaulted"] == [{"item": "graphic levels not in the record: none (R-60)", "cards": 1},
                                          {"item": "graphic levels read from the cost columns (R-60)", "cards": 1}]


def test_p29_an_imported_graphic_plays_only_as_a_g_and_the_guard_system_follows_its_level() -> None:
    absent, read = (i.card for i in import_records({"data": [_graphic("G-1", "-", "-"), _graphic("G-2", "2", "1")]}))
    assert absent is not None and read is not None
    assert check_card(absent).status == "behaved"  # played as a G from the hand, rerolled in the G zone
    # in a damage step: the graphic with guard level 2 offers the guard system (P29), the one with none does not
    sc = board([absent, read, unit("U", (2, 1, 3))],
               {"gzone": [{"card": "G-1", "id": "g1"}, {"card": "G-2", "id": "g2"}, "U", "U"],
                "battle": {"space": [{"card": "U", "id": "mine"}]}},
               {"battle": {"space": [{"card": "U", "id": "theirs"}]}}, point="damage_free1", turn=4)
    legal = tokens(sc)
    assert any(t.startswith(f"act:{sc.iid('g2')}:") for t in legal)
    assert not any(t.startswith(f"act:{sc.iid('g1')}:") for t in legal)
