"""Issue 14, family O5 of the card-text compiler: rule overrides, durations and states, compiled, printed back and
played.

Every text here is original, written in the controlled style of card lists (never official text).
The rules they pin: P57 (conditions and effects read on resolution), P59 (the cut), カードの移動 / 破壊 (the rulebook's
sections on moving cards and on destruction); docs/rulings.md R-310 and after the decisions.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, do, resolve_cut, tokens, unit


def _ability(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


def _answer_all(sc: Scenario, pick: Any = lambda toks: toks[0]) -> None:
    """Resolve what is pending, answering each question with `pick(tokens)`."""
    for _ in range(30):
        toks = tokens(sc)
        d = sc.game.decision(sc.state, labels=False)
        if d is None:
            return
        if sc.state.cut and "pass" in toks:
            resolve_cut(sc)
        elif d.kind != "priority" and toks:
            do(sc, pick(toks), player=d.player)
        else:
            return


# ---- 「…は、敵軍効果では移動しない」 (R-310) -------------------------------------------------------------------------

NO_MOVE_TEXTS = [
    "『常駐』：このカードは、敵軍効果では移動しない。",
    "『常駐』：このセットグループは、このセットグループ以外の自軍ユニットがいる場合、敵軍効果では移動しない。",
    "（常時）〔１〕：自軍カード１枚は、フェイズ終了時まで、敵軍効果では移動しない。",
    "（防御ステップ）：このカードと同じ属性のGサインを持つ自軍ユニット１枚は、フェイズ終了時まで敵軍効果では移動しない。",
    "『常駐』：「特徴：灯台守」を持つ自軍ユニットが２枚以上いる場合、「特徴：灯台守」を持つ、全ての自軍カードのセットグループは、"
    "敵軍効果では移動しない。",
]


@pytest.mark.parametrize("text", NO_MOVE_TEXTS)
def test_no_move_by_enemy_effects_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_the_protection_is_the_status_no_enemy_move() -> None:
    ab = compile_text(NO_MOVE_TEXTS[2]).ability
    assert ab["effect"] == [{"do": "status", "target": "t1", "status": "no_enemy_move", "until": "phase_end"}]


_MOVERS = {
    "hand": "（常時）：{side}ユニット１枚を持ち主の手札に移す。",
    "hangar": "（常時）：{side}ユニット１枚を持ち主のハンガーに移す。",
    "home": "（常時）：{side}ユニット１枚を持ち主の本国の上に移す。",
    "junkyard": "（常時）：{side}ユニット１枚を廃棄する。",
}


def _move_board(mover: str, protected: bool, own: bool = False) -> Scenario:
    """Player 0's unit u (with 「このカードは、敵軍効果では移動しない」 when `protected`); the unit r whose text moves a unit:
    player 1's (an enemy effect for u) or, with `own`, player 0's own."""
    text = _MOVERS[mover].format(side="自軍" if own else "敵軍")
    cards = [unit("U", abilities=[_ability(NO_MOVE_TEXTS[0])] if protected else []),
             unit("R", abilities=[_ability(text)])]
    r = {"deploy": [{"card": "R", "id": "r"}], "gzone": ["R"] * 3}
    u = {"deploy": [{"card": "U", "id": "u"}], "gzone": ["U"] * 3}
    if own:
        u["deploy"] += r.pop("deploy")
    return board(cards, u, r, point="attack", g_played=True)


def _moved(sc: Scenario, who: int) -> bool:
    """`who` plays r's text on u; has u left the deploy area?"""
    if who == 1:
        do(sc, "pass", player=0)
    do(sc, "act:$r:0", player=who)
    pick = sc.token("t:$u")
    if pick in tokens(sc):
        do(sc, pick, player=who)
    _answer_all(sc)
    return sc.state.zone[sc.iid("u")] != st.DEPLOY


@pytest.mark.parametrize("mover", list(_MOVERS))
def test_r310_an_enemy_effect_does_not_move_the_protected_card(mover: str) -> None:
    """カードの移動 (a place to another place): the enemy's bounce, hangar, home and discard effects pass u by; the same
    texts move an unprotected unit."""
    assert _moved(_move_board(mover, protected=True), 1) is False
    assert _moved(_move_board(mover, protected=False), 1) is True


def test_r310_the_own_effect_still_moves_the_protected_card() -> None:
    assert _moved(_move_board("hand", protected=True, own=True), 0) is True


def test_r310_a_destroyed_protected_card_is_still_discarded() -> None:
    """P 破壊: the discard a destruction causes is not stopped by 「移動しない」 effects."""
    cards = [unit("U", abilities=[_ability(NO_MOVE_TEXTS[0])]), unit("R", abilities=[_ability("（常時）：敵軍ユニット１枚を破壊する。")])]
    sc = board(cards, {"deploy": [{"card": "U", "id": "u"}], "gzone": ["U"] * 3},
               {"deploy": [{"card": "R", "id": "r"}], "gzone": ["R"] * 3}, point="attack", g_played=True)
    assert _moved(sc, 1) is True
    assert sc.state.zone[sc.iid("u")] == st.JUNK
