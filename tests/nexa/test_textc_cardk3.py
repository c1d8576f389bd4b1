"""Issue 14, family K3: selectors that compose and the long tail of single wordings. Each construct is compiled,
printed back to the same text and played in the engine. Every text here is original, written in the controlled
style of card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa.targets import candidates
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


def _sel(text: str, name: str = "t1") -> dict[str, Any]:
    sel: dict[str, Any] = compile_text(text).ability["targets"][name]
    return sel


@pytest.mark.parametrize("text", [
    "（帰還ステップ）：白、または紫のGサインを持つ自軍Gがある場合、自軍ユニット１枚は、ターン終了時まで、＋１／＋１／＋１を得る。",
    "『起動』：このカードが場に出た場合、茶、または白のGサインを持つ、自軍G１枚をリロールする。",
    "（防御ステップ）〔１〕：このカードと交戦中の、地形適性「地球」を持つ全ての敵軍ユニットは、ターン終了時まで－２／±０／±０を得る。",
    "（戦闘フェイズ）〔２〕：地形適性「地球」を持たない自軍ユニット１枚は、ターン終了時まで＋２／±０／±０を得る。",
    "（戦闘フェイズ）〔１〕：このカードと交戦中の、先頭の敵軍ユニット１枚に２ダメージを与える。",
])
def test_family_k3_selectors_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p22_a_g_sign_of_either_colour_fits_and_a_third_colour_does_not() -> None:
    sel = _sel("『起動』：このカードが場に出た場合、茶、または白のGサインを持つ、自軍G１枚をリロールする。")
    assert sel["gsign_colours"] == ["brown", "white"]
    sc = board([unit("B", colour="brown"), unit("W", colour="white"), unit("R", colour="red")],
               {"deploy": [{"card": "B", "id": "b"}, {"card": "W", "id": "w"}, {"card": "R", "id": "r"}]}, {})
    found = candidates(sc.state, {k: v for k, v in sel.items() if k != "type"}, 0, sc.iid("b"))
    assert sorted(found) == sorted([sc.iid("b"), sc.iid("w")])


def test_p27_a_terrain_selector_reads_the_terrain_the_unit_has_now() -> None:
    has = _sel("（戦闘フェイズ）〔１〕：地形適性「宇宙」を持つ自軍ユニット１枚に１ダメージを与える。")
    lacks = _sel("（戦闘フェイズ）〔２〕：地形適性「宇宙」を持たない自軍ユニット１枚は、ターン終了時まで＋２／±０／±０を得る。")
    sc = board([unit("S", terrain=("space",)), unit("E", terrain=("earth",))],
               {"deploy": [{"card": "S", "id": "s"}, {"card": "E", "id": "e"}]}, {})
    s, e = sc.iid("s"), sc.iid("e")
    assert candidates(sc.state, has, 0, s) == [s]
    assert candidates(sc.state, lacks, 0, s) == [e]
    sc.state.grants.append((e, sc.state.stamp[e], "terrain", ("space",), "turn_end"))  # a terrain given (P27)
    sc.state.version += 1
    assert sorted(candidates(sc.state, has, 0, s)) == sorted([s, e])
    assert candidates(sc.state, lacks, 0, s) == []


def test_p70_the_front_unit_of_the_engaged_squad_is_the_only_one_that_fits() -> None:
    sel = _sel("（戦闘フェイズ）〔１〕：このカードと交戦中の、先頭の敵軍ユニット１枚に２ダメージを与える。")
    sc = board([unit("M"), unit("E1"), unit("E2")],
               {"battle": {"space": [{"card": "M", "id": "m"}]}},
               {"battle": {"space": [{"card": "E1", "id": "e1"}, {"card": "E2", "id": "e2"}]}}, point="attack")
    assert candidates(sc.state, sel, 0, sc.iid("m")) == [sc.iid("e1")]


def test_a_colour_said_twice_is_not_a_choice_of_two() -> None:
    with pytest.raises(Exception, match="Gサイン"):
        compile_text("『起動』：このカードが場に出た場合、青、または青のGサインを持つ、自軍G１枚をリロールする。")
