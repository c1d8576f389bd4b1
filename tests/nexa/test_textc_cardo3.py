"""Issue 14, family O3 of the card-text compiler: rule overrides and durations, compiled, printed back
and played.

Every text here is original, written in the controlled style of card lists (never official text).
The rules they pin: P23 (ロールコストの支払い), P68 (恒常); docs/rulings.md R-140 and after the decisions.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.costs import valid_final
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, do, resolve_cut, tokens, unit


@pytest.mark.parametrize("text", [
    "『恒常』：黒のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、青のGサインを持つGとしても扱える。",
    "『恒常』：紫のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、茶のGサインを持つGとしても扱える。",
])
def test_family_o3_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("text", [
    # the Gs named by a printed trait, not by a colour: not a colour of payment (left blocked)
    "『恒常』：本来の記述に「特徴：試作隊」を持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、青のGサインを持つGとしても扱える。",
    # the same colour twice says nothing
    "『恒常』：青のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、青のGサインを持つGとしても扱える。",
])
def test_family_o3_leaves_what_it_cannot_play_blocked(text: str) -> None:
    compiled, exact, _blocker = round_trip(text)
    assert compiled is None or not exact


def _static(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": "x"}}


G_AS = "『恒常』：黒のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、青のGサインを持つGとしても扱える。"


def _play(sc: Any, iid: str) -> None:
    do(sc, f"play:${iid}", player=0)
    while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else tokens(sc)[0], player=0)
    resolve_cut(sc)


def test_p23_r140_gs_of_the_named_colour_pay_this_cards_roll_cost_as_the_other_colour() -> None:
    """P23 (a roll cost is paid with Gs of its colour) changed by the card's own 恒常 text (P68: in force in the
    hand): black Gs pay its blue roll cost; a card without the text still needs blue Gs (ruling R-140)."""
    with_text = unit("WITH", total=2, roll=2, abilities=[_static(G_AS)])
    plain = unit("PLAIN", total=2, roll=2)
    black = unit("BLACK", colour="black")
    for number, playable in (("WITH", True), ("PLAIN", False)):
        sc = board([black, with_text, plain], {"gzone": [{"card": "BLACK", "id": "g1"}, {"card": "BLACK", "id": "g2"}],
                                              "hand": [{"card": number, "id": "me"}]}, {}, point="deploy",
                   g_played=True)
        assert (f"play:{sc.iid('me')}" in tokens(sc)) is playable
        if playable:
            _play(sc, "me")
            assert sc.state.zone[sc.iid("me")] == st.DEPLOY
            assert sc.state.rolled[sc.iid("g1")] and sc.state.rolled[sc.iid("g2")]


def test_p23_r140_each_g_pays_as_one_colour_or_the_other_and_the_total_cost_is_unchanged() -> None:
    """One G pays once (as black or as blue, not both); with a black roll cost too, the black Gs are shared between
    the two colours; the power for the total cost (P22) is still one per rerolled G."""
    req = {"blue": 2, "black": 1, "as:black>blue": 1}
    assert valid_final({"black": 3}, req)
    assert not valid_final({"black": 2}, req)  # a G is not counted twice
    assert valid_final({"black": 2, "blue": 1}, req)
    assert not valid_final({"black": 3}, {"blue": 2, "black": 1})  # without the text
    assert not valid_final({"red": 3}, req)  # only the colour the text names
    big = unit("BIG", total=3, roll=1, abilities=[_static(G_AS)])
    black = unit("BLACK", colour="black")
    sc = board([black, big], {"gzone": [{"card": "BLACK", "id": "g1"}, {"card": "BLACK", "id": "g2"}],
                              "hand": [{"card": "BIG", "id": "me"}]}, {}, point="deploy", g_played=True)
    assert f"play:{sc.iid('me')}" not in tokens(sc)  # total 3, two Gs: no power made by the text
