"""The behaviour check on texts that two families' constructs made playable together (issue 14):
their generated boards must let the text act, or a text doing what it says reads as a failure."""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa.behave import check_card
from engine.games.nexa.textc import compile_text

from .helpers import unit


def _unit(text: str) -> dict[str, Any]:
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    return unit("W", (2, 2, 2), abilities=[ab])


@pytest.mark.parametrize("text", [
    # P70 部隊への編入: an enemy unit comes into this card's battle area; the board puts the enemy's
    # battle units in the other area, so there is one to move (moving a unit where it is does nothing)
    "（自軍戦闘フェイズ）〔2〕：戦闘エリアにいる敵軍ユニット1枚を、このカードがいる戦闘エリアの任意の順番に移す。",
    # P39: the text saves this destroyed card by discarding another destroyed own unit; the board has one
    "（常時）〔2〕：破壊されている自軍ユニット1枚を廃棄する。その場合、このカードの破壊を無効にする。",
])
def test_the_behaviour_check_gives_these_texts_a_board_they_can_act_on(text: str) -> None:
    verdict = check_card(_unit(text))
    assert verdict.status == "behaved", verdict.detail
