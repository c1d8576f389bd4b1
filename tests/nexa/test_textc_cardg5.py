"""Issue 14, family G5: G cards, G-sign colours, sets, characters and chips. Each construct is compiled, printed
back to the same text and played in the engine. Every text here is original, written in the controlled style of
card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.behave import check_card
from engine.games.nexa.cardg5rules import gsign_colour
from engine.games.nexa.costs import can_pay, g_colour
from engine.games.nexa.targets import candidates
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, do, resolve_cut, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


def _answer(sc: Any, want: str) -> None:
    """Pass until the question offering `want` is asked, then answer it."""
    for _ in range(12):
        d = sc.game.decision(sc.state, labels=False)
        assert d is not None
        if want in d.tokens():
            sc.game.apply(sc.state, d.player, want)
            return
        sc.game.apply(sc.state, d.player, "pass")
    raise AssertionError(f"{want} never offered")


_GSIGN_ONE_OF = "（常時）〔０〕：自軍G１枚のGサインの色を、フェイズ終了時まで赤、緑、白のいずれか１つに変更する。"
_GSIGN_EITHER = "（常時）〔１〕：自軍G１枚のGサインの色を、ターン終了時まで黒、または茶に変更する。"
_GSIGN_HELD = "『起動』：このカードが場に出た場合、敵軍カード１枚が持つGサインの色を、ターン終了時まで、緑に変更する。"


@pytest.mark.parametrize("text", [
    _GSIGN_ONE_OF,
    _GSIGN_EITHER,
    _GSIGN_HELD,
    "（戦闘フェイズ）〔R〕：このカード以外の自軍G１枚のGサインの色を、ターン終了時まで紫に変更する。",
    "（常時）〔２〕：ゲインレベルを持たない自軍G１枚のGサインの色を、フェイズ終了時まで青、黒、赤のいずれか１つに変更する。",
])
def test_family_g5_wordings_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p22_a_g_sign_changed_pays_and_is_selected_as_the_picked_colour_until_the_phase_ends() -> None:
    """「…のGサインの色を、フェイズ終了時まで赤、緑、白のいずれか１つに変更する」: the player picks the colour on
    resolution; the G then pays a roll cost of that colour (P22, P23) and selectors of that colour find it, until the
    phase ends (R-270)."""
    ab = _ab(_GSIGN_ONE_OF)
    assert ab["effect"] == [{"do": "gsign_colour", "target": "t1", "colours": ["red", "green", "white"],
                             "until": "phase_end"}]
    sc = board([unit("M", abilities=[ab]), unit("B", colour="blue")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": [{"card": "B", "id": "g"}]}, {}, point="deploy",
               g_played=True)
    s, g = sc.state, sc.iid("g")
    green_g = {"side": "own", "type": "g", "gsign_colour": "green", "count": 1}
    assert not can_pay(s, 0, 1, {"green": 1}) and g not in candidates(s, green_g, 0, sc.iid("m"))
    do(sc, "act:$m:0", player=0)
    _answer(sc, "opt:1")  # green
    resolve_cut(sc)
    assert gsign_colour(s, g) == "green" and g_colour(s, g) == "green"
    assert can_pay(s, 0, 1, {"green": 1}) and not can_pay(s, 0, 1, {"blue": 1})
    assert g in candidates(s, green_g, 0, sc.iid("m"))
    from engine.games.nexa.overrides import end_of

    end_of(s, "phase_end")  # the phase ends: the printed colour again
    assert g_colour(s, g) == "blue" and can_pay(s, 0, 1, {"blue": 1})


def test_p57_the_later_change_of_a_g_sign_wins() -> None:
    """Two changes of one G's colour: the later one is in force (P57)."""
    ab = _ab(_GSIGN_EITHER)
    sc = board([unit("M", abilities=[ab]), unit("B", colour="blue")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": [{"card": "B", "id": "g"}, "B"]}, {},
               point="deploy", g_played=True)
    s, g = sc.state, sc.iid("g")
    s.grants.append((g, s.stamp[g], "gsign_colour", "black", "turn_end"))
    s.grants.append((g, s.stamp[g], "gsign_colour", "brown", "turn_end"))
    s.version += 1
    assert gsign_colour(s, g) == "brown"


@pytest.mark.parametrize("text", [_GSIGN_ONE_OF, _GSIGN_EITHER, _GSIGN_HELD])
def test_the_behaviour_check_sees_the_g_sign_changed(text: str) -> None:
    assert check_card(unit("SRC", abilities=[_ab(text)])).status == "behaved"
