"""Issue 14, family K7: selectors, protections and the long tail, round 2. Each construct is compiled, printed
back to the same text and played in the engine. Every text here is original, written in the controlled style of
card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, do, resolve_cut, tokens, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": "x"}}


def _play(sc: Any, iid: str) -> None:
    do(sc, f"play:${iid}", player=0)
    while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else tokens(sc)[0], player=0)
    resolve_cut(sc)


# ---- 「この効果は、プレイヤー毎に1ターンにN回しか適用できない。」
EACH = "『起動』：自軍ユニットが場に出る毎に、カード１枚を引く。この効果は、プレイヤー毎に１ターンに２回しか適用できない。"


@pytest.mark.parametrize("text", [
    EACH,
    "『起動』：このカードが交戦中となった場合、敵軍ユニット１枚をロールする。この効果は、プレイヤー毎に１ターンに１回しか適用できない。",
])
def test_family_k7_a_per_player_limit_of_this_card_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["limit"]["verb"] == "apply" and not compiled.ability["limit"].get("per_player")


@pytest.mark.parametrize("watchers", [1, 2])
def test_p44_r390_this_cards_text_applies_n_times_a_turn_each_copy_counted_alone(watchers: int) -> None:
    """「この効果は、プレイヤー毎に1ターンに2回しか適用できない」: three own units enter; each copy of the watcher applies
    its effect twice (P44 counts a card's text per player; not over copies as 「この記述の効果は…」, ruling R-390)."""
    cards = [unit("WATCH", abilities=[_ab(EACH)]), unit("CHEAP", total=0, roll=0)]
    sc = board(cards, {"deploy": [{"card": "WATCH", "id": f"w{i}"} for i in range(watchers)],
                       "hand": [{"card": "CHEAP", "id": f"c{i}"} for i in range(3)], "gzone": ["WATCH"] * 2}, {},
               point="deploy", turn=3)
    s = sc.state
    hand = len(s.place(0, st.HAND))
    for i in range(3):
        _play(sc, f"c{i}")
        assert s.zone[sc.iid(f"c{i}")] == st.DEPLOY
    assert len(s.place(0, st.HAND)) == hand - 3 + 2 * watchers
