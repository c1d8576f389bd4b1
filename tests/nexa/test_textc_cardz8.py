"""Issue 14, family Z8: zones and moves, round 3. Each construct is compiled, printed back to the same text and played
in the engine. Every text here is original, written in the controlled style of card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import round_trip

from .helpers import ability_of as _ability
from .helpers import answer_all, board, card, do, tokens, unit


def _to_turn_end(sc: Scenario, until: Any = lambda s: False) -> None:
    """Play on (no sortie, passing, paying automatically) until the turn number changes or `until(state)` holds."""
    s = sc.state
    turn = s.turn
    for _ in range(300):
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn > turn or until(s):
            return
        t = tokens(sc)
        pick = next((x for x in ("yes", "sortie:done", "pay:auto", "pass") if x in t), t[0])
        do(sc, pick, player=d.player)


# ---- 「…を抜き出す。ターン終了時に、（抜き出した）対象を…」 (R-480) ----------------------------------------------------

_HOLD_UNIT = ("（戦闘フェイズ）〔２〕：ロール状態の敵軍ユニット１枚を抜き出す。ターン終了時に、（抜き出した）対象を持ち主の"
              "配備エリアにリロール状態で出す。")
_HOLD_GROUP = ("（常時）〔１〕：敵軍ユニットの、セットグループ１つを抜き出す。ターン終了時に、（抜き出した）対象を"
               "１つのセットグループとして、持ち主の配備エリアにロール状態で出す。")
_HOLD_HAND = ("『起動』：このカードが場に出た場合、カード１枚を引く。その場合、敵軍手札２枚を無作為に抜き出す。ターン終了時に、"
              "抜き出したカードを持ち主の手札に移す。")


@pytest.mark.parametrize("text", [_HOLD_UNIT, _HOLD_GROUP, _HOLD_HAND])
def test_hold_out_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("text", [
    "（常時）：敵軍ユニット１枚を抜き出す。ターン終了時に、抜き出したカードを持ち主の手札に移す。",  # a unit to the hand
    "（常時）：敵軍ユニット１枚を抜き出す。ターン終了時に、（抜き出した）対象を１つのセットグループとして、持ち主の配備エリアに"
    "ロール状態で出す。",  # a group brought back, the card held not named as a group
    "（常時）：敵軍手札１枚を無作為に抜き出す。ターン終了時に、（抜き出した）対象を持ち主の配備エリアにロール状態で出す。",
])
def test_hold_out_brought_back_otherwise_is_not_read(text: str) -> None:
    compiled, exact, _ = round_trip(text)
    assert compiled is None and not exact


def _hold_board(text: str, theirs: dict[str, Any], point: str = "attack", attacker: int = 0) -> Scenario:
    me = unit("M", abilities=[_ability(text)])
    chara = card("C", "character", stats=[1, 1, 1])
    return board([me, unit("T"), chara], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3},
                 theirs, point=point, attacker=attacker, g_played=True)


def test_rulebook_hold_out_r480_the_unit_is_out_of_play_then_enters_its_owners_deploy_area_at_the_turn_end() -> None:
    """用語「抜き出す」: the unit is moved aside (out of play, not in any place of the field) until the turn's end, when the
    waiting effect (P57) puts it into its owner's deploy area in the roll state said, as a card that entered anew."""
    sc = _hold_board(_HOLD_UNIT, {"deploy": [{"card": "T", "id": "t", "rolled": True}]})
    s = sc.state
    t = sc.iid("t")
    stamp = s.stamp[t]
    do(sc, "act:$m:0", player=0)
    answer_all(sc)
    assert s.zone[t] == st.REMOVED
    _to_turn_end(sc)
    assert s.zone[t] == st.DEPLOY and s.ctrl[t] == 1 and s.zseat[t] == 1 and not s.rolled[t]
    assert s.stamp[t] > stamp  # a new card on the field (P62)


def test_r480_a_rerolled_unit_does_not_fit_and_nothing_is_held() -> None:
    sc = _hold_board(_HOLD_UNIT, {"deploy": [{"card": "T", "id": "t"}]})
    s = sc.state
    if sc.token("act:$m:0") in tokens(sc):
        do(sc, "act:$m:0", player=0)
        answer_all(sc)
    assert s.zone[sc.iid("t")] == st.DEPLOY and not any(w[0] == "waiting" for w in s.order_queue)


def test_p66_r480_a_set_group_held_out_comes_back_as_one_group_rolled() -> None:
    """P66: the character set on the unit is held out with it and set on it again when the group comes back (played in
    the enemy's turn, so that the next turn, the player's own, does not reroll the enemy's cards)."""
    sc = _hold_board(_HOLD_GROUP, {"deploy": [{"card": "T", "id": "t", "set": [{"card": "C", "id": "c"}]}]},
                     point="deploy", attacker=1)
    s = sc.state
    t, c = sc.iid("t"), sc.iid("c")
    do(sc, "pass", player=1)  # the enemy, whose deploy phase it is, passes first
    do(sc, "act:$m:0", player=0)
    answer_all(sc)
    assert s.zone[t] == st.REMOVED and s.zone[c] == st.REMOVED
    _to_turn_end(sc)
    assert s.zone[t] == st.DEPLOY and s.rolled[t] and s.ctrl[t] == 1
    assert s.zone[c] == st.SET and s.set_to[c] == t and s.rolled[c]


def test_r480_a_held_card_that_left_the_removed_place_is_not_brought_back() -> None:
    sc = _hold_board(_HOLD_UNIT, {"deploy": [{"card": "T", "id": "t", "rolled": True}]})
    s = sc.state
    t = sc.iid("t")
    do(sc, "act:$m:0", player=0)
    answer_all(sc)
    from engine.games.nexa.places import move

    move(s, t, st.JUNK)  # another effect took it on
    _to_turn_end(sc)
    assert s.zone[t] == st.JUNK


def test_p62_r480_cards_of_the_enemy_hand_held_out_at_random_go_back_to_that_hand_at_the_turn_end() -> None:
    """P62: two of the enemy's three hand cards are held out at random (its hand keeps one), back at the turn's end."""
    me = unit("M", abilities=[_ability(_HOLD_HAND)])
    sc = board([me, unit("T")], {"hand": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3},
               {"hand": ["T"] * 3}, point="deploy", g_played=True)
    s = sc.state
    do(sc, "play:$m", player=0)
    answer_all(sc)
    assert len(s.place(1, st.HAND)) == 1 and len(s.place(1, st.REMOVED)) == 2
    _to_turn_end(sc)
    assert len(s.place(1, st.HAND)) == 3 and not s.place(1, st.REMOVED)
