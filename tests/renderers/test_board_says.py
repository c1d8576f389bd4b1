"""What the NEX-A board says (issue #10, lookups): cut entries name their targets, keyword tags are
in the viewer's language (docs/glossary.md's equivalents), the setup board names the real first
player, and a 4-unit squad keeps every tile's cost bubble uncovered."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from render_helpers import load

import renderers.nexa.board as B
import renderers.nexa.tiles as TL
from renderers import render_board
from renderers.nexa.bench import clear_caches


def _drawn(view: dict[str, Any], lang: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string the board draws for `view` (board and tiles, plain and in badges), in order."""
    texts: list[str] = []
    for mod in (B, TL):
        original = mod.draw_text

        def spy(img: Any, xy: Any, text: str, *a: Any, _orig: Any = original, **k: Any) -> int:
            texts.append(text)
            return int(_orig(img, xy, text, *a, **k))
        monkeypatch.setattr(mod, "draw_text", spy)
    for mod in (B, TL):
        original_badge = mod.badge

        def badge_spy(img: Any, xy: Any, text: str, *a: Any, _orig: Any = original_badge, **k: Any) -> int:
            texts.append(text)
            return int(_orig(img, xy, text, *a, **k))
        monkeypatch.setattr(mod, "badge", badge_spy)
    clear_caches()
    try:
        render_board(view, lang=lang)
    finally:
        clear_caches()
    return texts


def _with_keywords() -> dict[str, Any]:
    view: dict[str, Any] = load("mid_battle")
    squad = view["battle"]["space"]["squads"][0]
    squad["keywords"] = ["assault"]
    for unit in squad["units"]:
        unit["keywords"] = ["assault"]
        unit["rolled"] = False
    return view


@pytest.mark.parametrize(("lang", "want", "other"), [("ja", "強襲", "Assault"), ("en", "Assault", "強襲")])
def test_keyword_tags_follow_the_viewers_language(lang: str, want: str, other: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _drawn(_with_keywords(), lang, monkeypatch)
    tags = [t for t in texts if t in ("強襲", "Assault")]
    assert tags and all(t == want for t in tags), tags
    assert other not in texts


def test_cut_entries_name_their_targets(monkeypatch: pytest.MonkeyPatch) -> None:
    view: dict[str, Any] = load("mid_battle")
    entry = view["cut"][0]
    entry["label"] = {"ja": "赤い彗星", "en": "Red Comet"}
    entry["targets"] = [{"iid": 1, "name": {"ja": "ドム", "en": "Dom"}}]
    joined = " ".join(_drawn(view, "en", monkeypatch))
    assert "→ Dom" in joined
    joined_ja = " ".join(_drawn(view, "ja", monkeypatch))
    assert "→ ドム" in joined_ja


def test_the_setup_board_names_the_first_player(monkeypatch: pytest.MonkeyPatch) -> None:
    view: dict[str, Any] = load("opening")
    view.update(phase="setup", step=None, turn=0, attacker=1)
    texts = _drawn(view, "en", monkeypatch)
    p1 = view["players"][1]["name"]
    assert any(t.startswith("先攻 First player") and p1 in t for t in texts), texts[:12]
    assert not any(t.startswith("攻撃側 Attacker") for t in texts)


def test_a_four_unit_squad_keeps_every_cost_bubble_uncovered(monkeypatch: pytest.MonkeyPatch) -> None:
    view: dict[str, Any] = load("mid_battle")
    squad = view["battle"]["space"]["squads"][0]
    units = squad["units"]
    for i in range(4 - len(units)):
        units.append(dict(copy.deepcopy(units[-1]), iid=990 + i, rolled=False))
    placed: list[tuple[int, int, int]] = []
    original = B.paste_tile

    def spy(img: Any, xy: tuple[int, int], card: Any, w: int, h: int, lang: str) -> None:
        placed.append((int(card.get("iid") or -1), xy[0], w))
        original(img, xy, card, w, h, lang)
    monkeypatch.setattr(B, "paste_tile", spy)
    render_board(view, lang="ja")
    row = [p for p in placed if p[0] in {u["iid"] for u in units}]
    assert len(row) == 4
    row.sort(key=lambda p: p[1])
    for (_, x, w), (_, nx, _) in zip(row, row[1:], strict=False):
        assert nx >= x + w, f"a tile at x={x} (width {w}) is covered from x={nx}: its cost bubble is hidden"
