"""The per-game bot bundles: NEX-A's typed sortie order and the Zeta game's `/hex` lookup."""

from __future__ import annotations

from engine.api import Match, get_game

from bot.games import OrderError, kit_for, kits
from bot.games.zeta.hexinfo import hex_lines, normal_hex


def test_bundles_are_found_by_listing_and_unknown_games_get_an_empty_one() -> None:
    assert {"nexa", "zeta"} <= set(kits())
    assert kit_for("nexa").order("sortie") is not None
    assert kit_for("no-such-game").orders == ()


def test_the_sortie_order_takes_names_with_spaces_and_refuses_an_unknown_unit() -> None:
    spec = kit_for("nexa").order("sortie")
    assert spec is not None
    presets = get_game("nexa").preconstructed()
    m = Match.start("nexa", ["A", "B"], [list(p.cards) for p in list(presets.values())[:2]], 1)
    assert spec.parse(m, 0, {}) == ["sortie:done"]  # no unit named: no sortie
    try:
        spec.parse(m, 0, {"earth": "Zaku II, Nobody Here"})
    except OrderError as e:
        assert e.key == "errors.unknown_unit"
    else:
        raise AssertionError("an unknown unit must be refused")


def test_hex_names_are_read_as_printed_and_list_what_stands_there() -> None:
    assert normal_hex(" s-c5 ") == "S-C5" and normal_hex("G-C3") == "G-C3"
    assert normal_hex("Z-99") is None and normal_hex("S-C5; drop") is None
    m = Match.start("zeta", ["A", "B", "C"], [[], [], []], 1)
    view = m.view(None)
    unit = view["units"][0]
    lines = hex_lines(view, unit["h"], "en")
    assert any(unit["name"]["en"] in ln for ln in lines)
    used = {x["h"] for k in ("units", "chars", "bases") for x in view[k]}
    empty = next(f"S-{c}{n}" for c in "ABCDEFGHIJKL" for n in range(1, 10) if f"S-{c}{n}" not in used)
    assert hex_lines(view, empty, "ja") == []
