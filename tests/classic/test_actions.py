"""The typed action codec (README "Turn structure" tokens) and what the bot reads beside the views:
auto-pass state, the private panel, the short name and the status line."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core.errors import EngineError, IllegalAction, MalformedToken
from engine.games.classic.actions import (
    Discard,
    Keyword,
    Multiple,
    PlayCard,
    PlayText,
    Psycommu,
    Refit,
    Salvage,
    Simple,
    Sortie,
    SpecialWeapon,
    Supply,
    decode,
    encode,
)
from engine.games.classic.state import State
from engine.games.classic.stats import card_of
from tests.classic.helpers import GAME

EVERY_SHAPE = [
    ("pass", Simple("pass")), ("keep", Simple("keep")), ("redraw", Simple("redraw")),
    ("sortie:done", Simple("sortie:done")), ("salvage:none", Simple("salvage:none")),
    ("play:12:x:n", PlayCard(12, None, False)), ("play:12:7:a", PlayCard(12, 7, True)),
    ("play:0:0:n", PlayCard(0, 0, False)),
    ("text:3:0:x", PlayText(3, 0, None)), ("text:3:1:40", PlayText(3, 1, 40)),
    ("kw:5:transform", Keyword(5, "transform")), ("kw:5:area", Keyword(5, "area")),
    ("kw:5:reentry", Keyword(5, "reentry")), ("kw:5:supply", Keyword(5, "supply")),
    ("kw:5:dismantle", Keyword(5, "dismantle")),
    ("kw:5:multiple:x:9", Multiple(5, None, 9)), ("kw:5:multiple:8:9", Multiple(5, 8, 9)),
    ("kw:5:psycommu:61", Psycommu(5, 61)), ("kw:5:special_weapon:77", SpecialWeapon(5, 77)),
    ("kw:88:refit:6", Refit(88, 6)),
    ("sortie:14:space", Sortie(14, "space")), ("sortie:14:earth", Sortie(14, "earth")),
    ("sortie:14:ring", Sortie(14, "ring")),
    ("salvage:31", Salvage(31)), ("discard:2", Discard(2)),
    ("supply:9", Supply(9)), ("supply:done", Simple("supply:done")),
]


@pytest.mark.parametrize(("token", "action"), EVERY_SHAPE)
def test_every_token_shape_decodes_to_its_action_and_back(token: str, action: object) -> None:
    assert decode(token) == action
    assert encode(decode(token)) == token


FORGED = [
    "", "pass\n", "pass ", " pass", "PASS", "Pass", "play:12:x:n\n", "zz_not_a_token", "passes", "sortie",
    "sortie:done:1", "salvage:none:2", "play:12:x", "play:12:x:n:1", "play:12:y:n", "play:12:x:b",
    "play:012:x:n", "play:-1:x:n", "play:1.0:x:n", "play:１２:x:n", "play:1234567890:x:n", "play::x:n",
    "text:3:x:x", "text:3:0", "text:3:0:x:1", "kw:5", "kw:x:area", "kw:5:area:1", "kw:5:fly",
    "kw:5:psycommu", "kw:5:psycommu:x", "kw:5:multiple:x", "kw:5:multiple:x:x", "kw:5:refit:6:7",
    "kw:5:special_weapon:w", "sortie:14:moon", "sortie:14", "sortie:x:space", "sortie:14:space:1",
    "salvage:x", "salvage:", "discard:1:2", "discard:02", "concede", "autopass:on",
    "discard:" + "1" * 60, "supply:", "supply:x", "supply:09", "supply:done:1", "supply:1:2",
]


@pytest.mark.parametrize("token", FORGED)
def test_a_forged_token_is_malformed(token: str) -> None:
    with pytest.raises(MalformedToken):
        decode(token)


def test_a_non_string_is_malformed() -> None:
    with pytest.raises(MalformedToken):
        decode(12)  # type: ignore[arg-type]


def _started(seed: int, autopass: bool = True) -> State:
    decks = [list(GAME.preconstructed()["blue"].cards), list(GAME.preconstructed()["green"].cards)]
    s = GAME.new_state(["A", "B"], decks, seed, {"autopass": [autopass, autopass]})
    GAME.apply(s, s.first, "keep")
    GAME.apply(s, 1 - s.first, "keep")
    return s


def test_every_token_of_random_games_round_trips_and_labels_name_its_cards() -> None:
    """Labels are built from the decoded action: a play names the card played, a sortie its area."""
    rnd = random.Random(4)
    kinds: set[str] = set()
    for seed in range(3):
        s = _started(seed)
        for _ in range(400):
            d = GAME.decision(s)
            if d is None:
                break
            for a in d.actions:
                act = decode(a.token)
                assert encode(act) == a.token
                kinds.add(type(act).__name__)
                if isinstance(act, (PlayCard, Sortie, Discard)):
                    seen = {c["iid"]: c["name"] for c in _cards(GAME.view(s, d.player))}
                    assert seen[act.card]["en"] in a.label["en"] and seen[act.card]["ja"] in a.label["ja"]
                if isinstance(act, Sortie):
                    assert {"space": "宇宙エリア", "earth": "地球エリア", "ring": "リングエリア"}[act.area] in a.label["ja"]
            GAME.apply(s, d.player, d.actions[rnd.randrange(len(d.actions))].token)
    assert {"Simple", "PlayCard", "Sortie"} <= kinds


def _cards(obj: object) -> list[dict[str, Any]]:
    if isinstance(obj, dict):
        here = [obj] if "iid" in obj else []
        return here + [c for v in obj.values() for c in _cards(v)]
    if isinstance(obj, list):
        return [c for v in obj for c in _cards(v)]
    return []


def test_autopass_is_on_by_default_and_the_toggle_is_what_autopass_of_reports() -> None:
    """Ruling R-C10: auto-pass is on by default (the Param default and what a new match gets)."""
    assert GAME.info.defaults()["autopass"] == [True, True]
    decks = [list(GAME.preconstructed()["blue"].cards), list(GAME.preconstructed()["green"].cards)]
    s = GAME.new_state(["A", "B"], decks, 2)
    assert GAME.autopass_of(s, 0) is True and GAME.autopass_of(s, 1) is True
    GAME.apply(s, 1, "autopass:off")
    assert GAME.autopass_of(s, 1) is False and GAME.autopass_of(s, 0) is True
    assert GAME.autopass_of(GAME.from_json(GAME.to_json(s)), 1) is False
    GAME.apply(s, 1, "autopass:on")
    assert GAME.autopass_of(s, 1) is True


def test_an_autopass_option_needs_one_flag_per_seat() -> None:
    decks = [list(GAME.preconstructed()["blue"].cards), list(GAME.preconstructed()["green"].cards)]
    with pytest.raises(EngineError, match="one flag per seat"):
        GAME.new_state(["A", "B"], decks, 2, {"autopass": [True]})


def test_the_panel_shows_the_seats_own_hand_in_its_language() -> None:
    s = _started(6)
    for seat in (0, 1):
        hand = s.zones[seat]["hand"]
        ja, en = GAME.panel_lines(s, seat, "ja"), GAME.panel_lines(s, seat, "en")
        assert ja[0].startswith("手札: ") and en[0].startswith("Hand: ")
        for iid in hand:
            assert card_of(s, iid).name.ja in ja[0] and card_of(s, iid).name.en in en[0]
    s.zones[0]["hand"].clear()
    assert GAME.panel_lines(s, 0, "en") == ["Hand: -"]


def test_short_name_order_and_status_line() -> None:
    info = GAME.info
    assert info.short["ja"] and info.short["en"] and info.order > 0
    s = _started(6)
    who = s.players[s.active]
    assert GAME.status(s, "en").startswith(f"Turn 1 ({who})") and "to act" in GAME.status(s, "en")
    assert GAME.status(s, "ja").startswith(f"ターン1（{who}）")
    GAME.apply(s, 0, "concede")
    assert GAME.status(s, "en") == "Finished"


def test_a_token_with_a_trailing_newline_is_refused_without_a_change() -> None:
    s = _started(6)
    d = GAME.decision(s)
    assert d is not None
    before = GAME.to_json(s)
    with pytest.raises(IllegalAction):
        GAME.apply(s, d.player, d.actions[0].token + "\n")
    assert GAME.to_json(s) == before
