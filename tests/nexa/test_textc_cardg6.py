"""Issue 14, family G6: G cards, sets, characters and chips, round 2. Each construct is compiled, printed back to the
same text and played in the engine. Every text here is original, written in the controlled style of card lists (never
official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa.costs import auto_payment, can_pay, is_paid, next_picks
from engine.games.nexa.targets import candidates
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


_ALSO_BLACK = "<『常駐』：このカードがGである場合、このカードのGサインの色は、黒としても扱う>"


@pytest.mark.parametrize("text", [
    _ALSO_BLACK,
    "<『常駐』：このカードがGである場合、このカードのGサインの色は、赤としても扱う。>",
])
def test_family_g6_gsign_also_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_gsign_also_of_another_card_or_another_condition_does_not_compile() -> None:
    for text in ("<『常駐』：このカードがGである場合、自軍G１枚のGサインの色は、黒としても扱う>",
                 "<『常駐』：自軍ユニットが２枚以上いる場合、このカードのGサインの色は、黒としても扱う>"):
        compiled, _exact, _blocker = round_trip(text)
        assert compiled is None


def _two_colour_board(gzone_extra: tuple[str, ...] = ()) -> Any:
    ab = _ab(_ALSO_BLACK)
    assert ab["continuous"] == [{"apply": "gsign_also", "target": "self", "colour": "black",
                                 "condition": {"self_in": "gzone"}}] and ab["protected"] == "angle"
    cards = [unit("D", colour="blue", abilities=[ab]), unit("K", colour="black"),
             unit("B", colour="blue"), unit("M", colour="blue")]
    gz = [{"card": "D", "id": "d"}, *({"card": c, "id": f"g{i}"} for i, c in enumerate(gzone_extra))]
    return board(cards, {"gzone": gz, "hand": [{"card": "D", "id": "h"}]}, {}, point="deploy", g_played=True)


def test_p22_a_g_of_two_colours_pays_as_either_colour_one_g_each() -> None:
    """P22-P23: a G pays a roll cost as a G of its G sign's colour; 〈「このカードのGサインの色は、黒としても扱う」〉 gives
    the sign a second colour while the card is a G, so it pays 〔黒1〕 or 〔青1〕, but it is one G: never both (R-380)."""
    sc = _two_colour_board()
    s, d = sc.state, sc.iid("d")
    assert s.defs[d].gsign_also == ("black",)
    assert can_pay(s, 0, 1, {"black": 1}) and can_pay(s, 0, 1, {"blue": 1}) and can_pay(s, 0, 1, {"any": 1})
    assert not can_pay(s, 0, 0, {"red": 1}) and not can_pay(s, 0, 0, {"blue": 1, "black": 1})
    assert next_picks(s, 0, {"black": 1}, []) == [d] and is_paid(s, {"black": 1}, [d])
    assert auto_payment(s, 0, {"black": 1}) == [d]


def test_p22_two_colour_g_with_a_plain_g_pays_both_colours() -> None:
    """A black G and the blue/black G pay 〔青1＋黒1〕 (the two-colour G as blue) and 〔黒2〕 (as black), not 〔青2〕."""
    sc = _two_colour_board(("K",))
    s = sc.state
    assert can_pay(s, 0, 2, {"blue": 1, "black": 1}) and can_pay(s, 0, 2, {"black": 2})
    assert not can_pay(s, 0, 2, {"blue": 2})
    assert auto_payment(s, 0, {"blue": 1, "black": 1}) is not None


def test_p76_the_second_colour_only_while_a_g_and_selectors_find_it() -> None:
    """The 〈 〉 text is in force while the card is a G (P76): 「黒のGサインを持つ自軍G」 finds it; the same card in the
    hand is only blue."""
    sc = _two_colour_board()
    s, d, h = sc.state, sc.iid("d"), sc.iid("h")
    black_g = {"side": "own", "type": "g", "gsign_colour": "black", "count": 1}
    black_any = {"side": "own", "zone": "hand", "gsign_colour": "black", "count": 1}
    blue_g = {"side": "own", "type": "g", "gsign_colour": "blue", "count": 1}
    assert d in candidates(s, black_g, 0, d) and d in candidates(s, blue_g, 0, d)
    assert h not in candidates(s, black_any, 0, d)
