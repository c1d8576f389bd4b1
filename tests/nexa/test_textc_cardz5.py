"""Issue 14, family Z5: zones and moves, the long tail. Each construct is compiled, printed back to the same text and
played in the engine. Every text here is original, written in the controlled style of card lists (never official
text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.costs import card_cost
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import ability_of as _ability
from .helpers import answer_all as _answer_all
from .helpers import board, do, pass_until, tokens, unit

# ---- 「自軍「A」が場に出た、または自軍「A」がいる状態で、このカードが場に出た場合」 ---------------------------------------

NAMED_TEXTS = [
    "『起動』：自軍「ハルカ・ミナト」が場に出た、または自軍「ハルカ・ミナト」がいる状態で、このカードが場に出た場合、"
    "カード１枚を引く。",
    "『起動』：自軍「ハルカ・ミナト」が場に出た、または自軍「ハルカ・ミナト」がいる状態で、このカードがプレイされて場に"
    "出た場合、自軍G１枚をリロールできる。",
    "『起動』：敵軍「ソウマ・レイ」が場に出た、または敵軍「ソウマ・レイ」がいる状態で、このカードが場に出た場合、"
    "G以外の敵軍カード１枚を持ち主の手札に移す。",
]


@pytest.mark.parametrize("text", NAMED_TEXTS)
def test_named_or_with_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    a = compiled.ability
    assert a["condition"] == {"exists": a["of"]} and a["also_on"] in (["enters_field"], ["played"])


def test_named_or_with_two_different_names_is_not_compiled() -> None:
    text = ("『起動』：自軍「ハルカ・ミナト」が場に出た、または自軍「ソウマ・レイ」がいる状態で、このカードが場に出た場合、"
            "カード１枚を引く。")
    assert not round_trip(text)[1]


_DRAW_WITH = NAMED_TEXTS[0]


def _named_board(w_where: str, a_where: str | None) -> Scenario:
    """W carries the text; H is the own card named 「ハルカ・ミナト」 (in the hand, the deploy area, or absent)."""
    w = unit("W", abilities=[_ability(_DRAW_WITH)])
    h = unit("H", name={"ja": "ハルカ・ミナト", "en": "Haruka"})
    own: dict[str, Any] = {"gzone": ["W"] * 3, "hand": [], "deploy": []}
    own["hand" if w_where == "hand" else "deploy"].append({"card": "W", "id": "w"})
    if a_where is not None:
        own[a_where].append({"card": "H", "id": "h"})
    return board([w, h], own, {}, g_played=True)


def _drawn_after_play(sc: Scenario, who: str) -> int:
    s = sc.state
    hand = len(s.place(0, st.HAND))
    do(sc, f"play:${who}", player=0)
    _answer_all(sc)
    assert s.zone[sc.iid(who)] == st.DEPLOY
    return len(s.place(0, st.HAND)) - hand + 1


@pytest.mark.parametrize("h_where, drawn", [("deploy", 1), (None, 0)])
def test_p68_this_card_entering_is_heard_only_with_the_named_card_on_the_field(h_where: str | None,
                                                                               drawn: int) -> None:
    """P68: the text is heard at this card's entry only in the state it names (an own 「ハルカ・ミナト」 there)."""
    assert _drawn_after_play(_named_board("hand", h_where), "w") == drawn


def test_p68_the_named_card_entering_is_heard_by_this_card_on_the_field() -> None:
    assert _drawn_after_play(_named_board("deploy", "hand"), "h") == 1


def test_p68_another_card_entering_is_not_heard() -> None:
    sc2 = board([unit("W", abilities=[_ability(_DRAW_WITH)]), unit("X")],
                {"gzone": ["W"] * 3, "hand": [{"card": "X", "id": "x"}], "deploy": [{"card": "W", "id": "w"}]}, {},
                g_played=True)
    assert _drawn_after_play(sc2, "x") == 0


# ---- 「（selector）が破壊されて廃棄された場合」 (R-330) ---------------------------------------------------------------

DESTROYED_OUT_TEXTS = [
    "『起動』：自軍ユニットが破壊されて廃棄された場合、カード１枚を引く。",
    "『起動』：このカードと交戦中の敵軍ユニットが破壊されて廃棄された場合、自軍本国を１回復する。",
    "『起動』：「特徴：試験隊」を持つ自軍ユニットが破壊されて廃棄される毎に、敵軍本国に１ダメージを与える。",
]


@pytest.mark.parametrize("text", DESTROYED_OUT_TEXTS)
def test_destroyed_out_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] == "card_destroyed_out"


def test_this_card_destroyed_out_keeps_its_own_trigger() -> None:
    compiled, exact, blocker = round_trip("『起動』：このカードが破壊されて廃棄される場合、カード１枚を引く。")
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] == "destroyed_out"


_DESTROY_ENEMY = "（常時）：敵軍ユニット１枚を破壊する。"
_DESTROY_OWN = "（常時）：自軍ユニット１枚を破壊する。"


def _destroy_board(watcher: str, actor: str, o_traits: list[str] | None = None) -> Scenario:
    cards = [unit("W", abilities=[_ability(watcher)]), unit("A", abilities=[_ability(actor)]),
             unit("O", traits=o_traits or []), unit("E")]
    return board(cards, {"deploy": [{"card": "W", "id": "w"}, {"card": "A", "id": "a"}, {"card": "O", "id": "o"}],
                         "gzone": ["W"] * 3},
                 {"deploy": [{"card": "E", "id": "e"}]}, point="attack", g_played=True)


def _destroy(sc: Scenario, who: str) -> tuple[int, int]:
    """Play A's text on `who` and resolve; (cards drawn, enemy home lost)."""
    s = sc.state
    hand, home = len(s.place(0, st.HAND)), len(s.place(1, st.HOME))
    do(sc, "act:$a:0", player=0)
    pick = sc.token(f"t:${who}")
    if pick in tokens(sc):
        do(sc, pick, player=0)
    _answer_all(sc)
    assert s.zone[sc.iid(who)] == st.JUNK
    return len(s.place(0, st.HAND)) - hand, home - len(s.place(1, st.HOME))


def test_p39_r330_an_own_unit_destroyed_and_discarded_is_heard_an_enemy_one_is_not() -> None:
    """P39: a destroyed card is discarded when the cut ends; the text hears that discard of a card that fits."""
    watcher = DESTROYED_OUT_TEXTS[0]
    assert _destroy(_destroy_board(watcher, _DESTROY_OWN), "o")[0] == 1
    assert _destroy(_destroy_board(watcher, _DESTROY_ENEMY), "e")[0] == 0


@pytest.mark.parametrize("traits, dealt", [(["試験隊"], 1), (["別隊"], 0)])
def test_r330_the_trait_is_read_as_the_card_was_on_the_field(traits: list[str], dealt: int) -> None:
    assert _destroy(_destroy_board(DESTROYED_OUT_TEXTS[2], _DESTROY_OWN, traits), "o")[1] == dealt


# ---- 「このカード、または自軍「A」が場に出たターン中に、（trigger）場合」 -------------------------------------------------

_ENTERED_TURN = ("『起動』：このカード、または自軍「ハルカ・ミナト」が場に出たターン中に、このカードの部隊が戦闘ダメージを"
                 "与えた場合、自軍本国を２回復する。")


def test_entered_turn_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_ENTERED_TURN)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] == "deals_battle_damage" and "any" in compiled.ability["condition"]


@pytest.mark.parametrize("w_entered, h_entered, recovered", [
    (3, None, 2),  # this card entered this turn (turn 3)
    (2, None, 0),  # an earlier turn, no named card
    (2, 3, 2),  # the named own card entered this turn
    (2, 2, 0),  # the named own card is there, but entered earlier
])
def test_p68_heard_only_in_a_turn_this_card_or_the_named_card_entered(w_entered: int, h_entered: int | None,
                                                                      recovered: int) -> None:
    """P68: the squad's battle damage (P71) is heard only in the turn the text names."""
    w = unit("W", (2, 2, 9), abilities=[_ability(_ENTERED_TURN)])
    h = unit("H", name={"ja": "ハルカ・ミナト", "en": "Haruka"})
    own: dict[str, Any] = {"battle": {"space": [{"card": "W", "entered": w_entered}]}, "discard": ["W"] * 3}
    if h_entered is not None:
        own["deploy"] = [{"card": "H", "entered": h_entered}]
    sc = board([w, h, unit("E", (1, 1, 9))], own, {"battle": {"space": [{"card": "E"}]}}, point="damage_free1")
    home = len(sc.state.place(0, st.HOME))
    pass_until(sc, st.RETURN_FREE1)
    assert len(sc.state.place(0, st.HOME)) == home + recovered


# ---- 「自軍ジャンクヤードに、…が（新たに）移動した場合」, 「場、または手札から、敵軍ジャンクヤードに…」 (R-331) -------------

JUNK_TEXTS = [
    "『起動』：自軍ジャンクヤードに、青のGサインを持つユニットかキャラが（新たに）移動した場合、カード１枚を引く。",
    "『起動』：自軍ジャンクヤードに、（新たに）カードが移動する毎に、自軍本国を１回復する。",
    "『起動』：場、または手札から、敵軍ジャンクヤードにユニットが移動した場合、カード１枚を引く。",
    "『起動』：敵軍ジャンクヤードに、「特徴：試験隊」を持つユニットが移動した場合、カード１枚を引く事ができる。",
]


@pytest.mark.parametrize("text", JUNK_TEXTS)
def test_junkyard_arrival_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] in ("card_to_junkyard", "card_to_junkyard_from_play")
    assert compiled.ability["of"]["zone"] == "junkyard"


def _junk_board(watcher: str, actor: str, top: str, side: int = 0) -> Scenario:
    """W (the watcher) and A (whose text moves a card) in the own deploy area; the home of player `side` holds `top`
    cards; an enemy unit E in the enemy deploy area."""
    cards = [unit("W", abilities=[_ability(watcher)]), unit("A", abilities=[_ability(actor)]),
             unit("T", traits=["試験隊"]), unit("N", traits=["別隊"]), unit("E")]
    own: dict[str, Any] = {"deploy": [{"card": "W", "id": "w"}, {"card": "A", "id": "a"}], "gzone": ["W"] * 3,
                           "discard": ["N"] * 5}
    enemy: dict[str, Any] = {"deploy": [{"card": "E", "id": "e"}]}
    (own if side == 0 else enemy)["home"] = [top] * 10
    return board(cards, own, enemy, point="attack", g_played=True)


def _act(sc: Scenario) -> int:
    """Play A's text and resolve everything; the own hand's growth."""
    s = sc.state
    hand = len(s.place(0, st.HAND))
    do(sc, "act:$a:0", player=0)
    _answer_all(sc)
    return len(s.place(0, st.HAND)) - hand


_TRAIT_ARRIVES = "『起動』：自軍ジャンクヤードに、「特徴：試験隊」を持つユニットが移動した場合、カード１枚を引く。"
_MILL_OWN = "（常時）：自軍本国の上のカード１枚を廃棄する。"


@pytest.mark.parametrize("top, drawn", [("T", 1), ("N", 0)])
def test_p61_r331_a_card_that_fits_arriving_in_the_own_junkyard_is_heard(top: str, drawn: int) -> None:
    """P61: the top card of the home, discarded, goes to the junkyard; the text hears a card that fits arrive.
    (The card drawn is the next one of the home.)"""
    assert _act(_junk_board(_TRAIT_ARRIVES, _MILL_OWN, top)) == drawn


def test_r331_a_card_arriving_in_the_other_junkyard_is_not_heard() -> None:
    assert _act(_junk_board(_TRAIT_ARRIVES, "（常時）：敵軍本国の上のカード１枚を廃棄する。", "T", side=1)) == 0


_FROM_PLAY = JUNK_TEXTS[2]


def test_r331_from_the_field_or_the_hand_only_a_card_of_the_home_is_not_heard() -> None:
    assert _act(_junk_board(_FROM_PLAY, "（常時）：敵軍本国の上のカード１枚を廃棄する。", "T", side=1)) == 0


def test_p39_r331_a_unit_destroyed_from_the_field_arrives_and_is_heard() -> None:
    sc = _junk_board(_FROM_PLAY, "（常時）：敵軍ユニット１枚を破壊する。", "T", side=1)
    assert _act(sc) == 1
    assert sc.state.zone[sc.iid("e")] == st.JUNK


def test_p68_r331_every_arrival_is_heard_with_mainichi() -> None:
    """「…移動する毎に」: each card that arrives is heard (P68), the text once a turn otherwise."""
    every = "『起動』：自軍ジャンクヤードに、（新たに）カードが移動する毎に、自軍本国を１回復する。"
    once = "『起動』：自軍ジャンクヤードに、（新たに）カードが移動した場合、自軍本国を１回復する。"
    for text, recovered in ((every, 2), (once, 1)):
        sc = _junk_board(text, "（常時）：自軍本国の上のカード２枚を廃棄する。", "T")
        home = len(sc.state.place(0, st.HOME))
        _act(sc)
        assert len(sc.state.place(0, st.HOME)) == home - 2 + recovered, text


# ---- 「（condition）場合、（さらに）…」, 「（さらに）…」, 「自軍捨て山のカードが0枚の」, 「敵軍手札が0枚の」 -------------------

FURTHER_TEXTS = [
    "（常時）：カード１枚を引く。自軍捨て山のカードが０枚の場合、（さらに）カード１枚を引く。",
    "『起動』：自軍ターン終了時に、敵軍手札が０枚の場合、自軍本国を２回復する。",
    "（防御ステップ）：敵軍ユニット１枚に２ダメージを与える。「特徴：試験隊」を持つ自軍ユニットがいる場合、（さらに）対象に"
    "１ダメージを与える。",
    "『起動』：自軍本国が回復した場合、（さらに）自軍本国を１回復する。",
    "（自軍ターン）：自軍ユニット１枚の上に、＋１／＋１／＋１コイン１個を乗せる。（さらに）対象をリロールできる。",
]


@pytest.mark.parametrize("text", FURTHER_TEXTS)
def test_further_and_counts_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("discard, drawn", [(0, 2), (2, 1)])
def test_p57_one_more_draw_only_when_the_discard_pile_is_empty(discard: int, drawn: int) -> None:
    """P57: the condition is read as the step resolves; 捨て山 is the discard pile, not the junkyard."""
    me = unit("M", abilities=[_ability(FURTHER_TEXTS[0])])
    own: dict[str, Any] = {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2, "junkyard": ["M"] * 3}
    if discard:
        own["discard"] = ["M"] * discard
    sc = board([me], own, {}, point="attack", g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert len(sc.state.place(0, st.HAND)) - hand == drawn


@pytest.mark.parametrize("enemy_hand, recovered", [(0, 2), (1, 0)])
def test_p57_the_enemy_hand_count_at_the_own_turn_end(enemy_hand: int, recovered: int) -> None:
    me = unit("M", abilities=[_ability(FURTHER_TEXTS[1])])
    sc = board([me], {"deploy": [{"card": "M", "id": "m"}], "discard": ["M"] * 5},
               {"hand": ["M"] * enemy_hand}, point="return_free2")
    home = len(sc.state.place(0, st.HOME))
    pass_until(sc, st.REROLL_FREE)  # the own turn ends (P41), the enemy's begins
    assert len(sc.state.place(0, st.HOME)) - home == recovered


@pytest.mark.parametrize("trait, dealt", [("試験隊", 3), ("別隊", 2)])
def test_p57_one_more_damage_to_the_same_target_when_the_unit_is_there(trait: str, dealt: int) -> None:
    me = unit("M", abilities=[_ability(FURTHER_TEXTS[2])])
    sc = board([me, unit("T", traits=[trait]), unit("E", (1, 1, 9))],
               {"deploy": [{"card": "M", "id": "m"}, {"card": "T"}], "gzone": ["M"] * 2},
               {"deploy": [{"card": "E", "id": "e"}]}, point="defence", g_played=True)
    do(sc, "act:$m:0", player=0)
    if sc.token("t:$e") in tokens(sc):
        do(sc, "t:$e", player=0)
    _answer_all(sc)
    assert sc.state.damage[sc.iid("e")] == dealt


def test_p68_a_recovery_heard_recovers_once_more_once_a_turn() -> None:
    """「自軍本国が回復した場合、（さらに）自軍本国を1回復する」: heard once a turn (P68), so its own recovery is not heard
    again."""
    me = unit("M", abilities=[_ability(FURTHER_TEXTS[3]), _ability("（常時）：自軍本国を２回復する。")])
    sc = board([me], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2, "discard": ["M"] * 8}, {},
               point="attack", g_played=True)
    home = len(sc.state.place(0, st.HOME))
    do(sc, "act:$m:1", player=0)
    _answer_all(sc)
    assert len(sc.state.place(0, st.HOME)) - home == 3


# ---- 「このターン、（ハンガーにある）対象は、コストを支払わずにプレイできる（…合計国力-2して…、「クイック」を得る）」 (R-332) --

_TO_HANGAR = "（常時）：自軍ジャンクヤードにあるユニット１枚を自軍ハンガーに移す。"
HELD_TEXTS = [
    _TO_HANGAR + "このターン、（ハンガーにある）対象は、コストを支払わずにプレイできる。",
    _TO_HANGAR + "このターン、（ハンガーにある）対象は、合計国力－２してプレイできる。",
    _TO_HANGAR + "このターン、（ハンガーにある）対象は、｢クイック｣を得る。",
]


@pytest.mark.parametrize("text", HELD_TEXTS)
def test_held_play_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][-1]["do"] == "held_play"


def test_held_play_of_a_card_no_step_chose_is_not_compiled() -> None:
    assert not round_trip("（常時）：このターン、（ハンガーにある）対象は、コストを支払わずにプレイできる。")[1]


def _held_board(text: str, point: str, gs: int) -> Scenario:
    """M carries the text; X (合計国力4, ロールコスト青2) lies in the own junkyard, Y (the same) in the own hangar already."""
    cards = [unit("M", abilities=[_ability(text)], roll=0, total=0), unit("X", total=4, roll=2),
             unit("Y", total=4, roll=2)]
    return board(cards, {"deploy": [{"card": "M", "id": "m"}], "junkyard": [{"card": "X", "id": "x"}],
                         "hangar": [{"card": "Y", "id": "y"}], "gzone": ["M"] * gs}, {}, point=point,
                 g_played=True)


def _use(sc: Scenario) -> None:
    do(sc, "act:$m:0", player=0)
    if sc.token("t:$x") in tokens(sc):
        do(sc, "t:$x", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid("x")] == st.HANGAR


def test_p55_r332_the_card_moved_is_played_from_the_hangar_at_no_cost() -> None:
    """P55: コスト is both 合計国力 and ロールコスト; with no G the card moved is played, the other one is not."""
    sc = _held_board(HELD_TEXTS[0], "deploy", 0)
    _use(sc)
    assert sc.token("play:$x") in tokens(sc) and sc.token("play:$y") not in tokens(sc)
    do(sc, "play:$x", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid("x")] == st.DEPLOY


@pytest.mark.parametrize("gs, playable", [(2, True), (1, False)])
def test_p55_r332_the_total_is_lowered_by_two_in_the_hangar(gs: int, playable: bool) -> None:
    """合計国力4-2 = 2: two Gs (paying the roll cost of 2) are enough, one is not."""
    sc = _held_board(HELD_TEXTS[1], "deploy", gs)
    _use(sc)
    assert (sc.token("play:$x") in tokens(sc)) == playable
    assert sc.token("play:$y") not in tokens(sc)


def test_p50_r332_quick_in_the_hangar_plays_the_unit_in_the_attack_step() -> None:
    sc = _held_board(HELD_TEXTS[2], "attack", 4)
    _use(sc)
    assert sc.token("play:$x") in tokens(sc) and sc.token("play:$y") not in tokens(sc)


def test_r332_the_grant_ends_with_the_turn() -> None:
    sc = _held_board(HELD_TEXTS[0], "return_free2", 0)
    _use(sc)
    x = sc.iid("x")
    assert card_cost(sc.state, x, 0)[0] == 0
    pass_until(sc, st.DEPLOY_FREE)  # the enemy's turn: the own turn has ended
    assert sc.state.attacker == 1 and sc.state.zone[x] == st.HANGAR
    assert card_cost(sc.state, x, 0) == (4, {"blue": 2})


# ---- 「…は、このターンと次のターン、リロールできない」 (R-333) ----------------------------------------------------------

NO_REROLL_TEXTS = [
    "（戦闘フェイズ）〔２〕：敵軍ユニット１枚をロールする。その場合、対象は、このターンと次のターン、リロールできない。",
    "（戦闘フェイズ）〔０〕：このカードと、敵軍ユニット１枚をロールする。その場合、このセットグループは、このターンと次のターン、"
    "リロールできない。",
]


@pytest.mark.parametrize("text", NO_REROLL_TEXTS)
def test_no_reroll_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _locked_board(text: str) -> Scenario:
    me = unit("M", abilities=[_ability(text)])
    return board([me, unit("E")], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3},
                 {"deploy": [{"card": "E", "id": "e"}]}, point="return_free2", g_played=True)


@pytest.mark.parametrize("text, locked", [(NO_REROLL_TEXTS[0], True),
                                          ("（戦闘フェイズ）〔２〕：敵軍ユニット１枚をロールする。", False)])
def test_p40_r333_the_enemy_reroll_phase_of_the_next_turn_does_not_reroll_it(text: str, locked: bool) -> None:
    """P40: the reroll phase's rule rerolls the active player's cards; the text keeps the target rolled in the next
    turn (the enemy's), and ends when the turn after it (the own one) starts."""
    from engine.games.nexa.rulechanges import reroll_locked

    sc = _locked_board(text)
    s = sc.state
    e = sc.iid("e")
    do(sc, "act:$m:0", player=0)
    if sc.token("t:$e") in tokens(sc):
        do(sc, "t:$e", player=0)
    _answer_all(sc)
    assert s.rolled[e]
    pass_until(sc, st.DRAW_FREE)  # the enemy's turn, after its reroll phase
    assert s.attacker == 1 and s.rolled[e] == locked
    if locked:
        from engine.games.nexa.turn import _end_turn

        assert reroll_locked(s, e, -1)  # still, in the next turn
        _end_turn(s)  # the enemy's turn ends (P41): the own turn that starts is the one after the next
        assert not reroll_locked(s, e, -1)


def test_r333_this_set_group_is_locked_in_the_own_next_turns_reroll_phase_too() -> None:
    """「このセットグループは」: this card's group; the own card, rolled by the text, stays rolled through the enemy's turn
    (its rule rerolls only the enemy's cards anyway) and is rerolled in the own turn after it."""
    from engine.games.nexa.rulechanges import reroll_locked

    sc = _locked_board(NO_REROLL_TEXTS[1])
    s = sc.state
    m = sc.iid("m")
    do(sc, "act:$m:0", player=0)
    if sc.token("t:$e") in tokens(sc):
        do(sc, "t:$e", player=0)
    _answer_all(sc)
    assert s.rolled[m] and reroll_locked(s, m, -1) and reroll_locked(s, sc.iid("e"), -1) is False


# ---- 「このカードがプレイされて場に出た、または場から離れる場合」, 「敵軍本国と、…にNダメージを与える」 ---------------------

BOTH_TEXTS = [
    "『起動』：このカードがプレイされて場に出た、または場から離れる場合、カード１枚を引く。",
    "（自軍ダメージ判定ステップ）〔２〕：敵軍本国と、このカードと交戦中の全ての敵軍ユニットに２ダメージを与える。",
    "『起動』：このカードが場に出た場合、敵軍本国と、全ての敵軍ユニットにXダメージを与える。Xの値は、自軍Gの枚数とする。",
]


@pytest.mark.parametrize("text", BOTH_TEXTS)
def test_played_or_leaves_and_home_and_units_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p68_heard_when_played_and_when_it_leaves() -> None:
    """P68: one text heard at either event of this card (a text is heard once a turn, so each event in its own game)."""
    me = unit("M", abilities=[_ability(BOTH_TEXTS[0]), _ability("（常時）：このカードを廃棄する。")])
    sc = board([me], {"hand": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3}, {}, g_played=True)
    s = sc.state
    hand = len(s.place(0, st.HAND))
    do(sc, "play:$m", player=0)
    _answer_all(sc)
    assert s.zone[sc.iid("m")] == st.DEPLOY and len(s.place(0, st.HAND)) == hand - 1 + 1  # played: one card drawn
    sc = board([me], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3}, {}, point="attack", g_played=True)
    s = sc.state
    hand = len(s.place(0, st.HAND))
    do(sc, "act:$m:1", player=0)
    _answer_all(sc)
    assert s.zone[sc.iid("m")] == st.JUNK and len(s.place(0, st.HAND)) == hand + 1  # left the field: one drawn


def test_p61_the_enemy_home_and_every_enemy_unit_take_the_damage() -> None:
    text = "（常時）：敵軍本国と、全ての敵軍ユニットに２ダメージを与える。"
    me = unit("M", abilities=[_ability(text)])
    sc = board([me, unit("E", (1, 1, 5))], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2},
               {"deploy": [{"card": "E", "id": "e1"}, {"card": "E", "id": "e2"}]}, point="attack", g_played=True)
    s = sc.state
    home = len(s.place(1, st.HOME))
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert home - len(s.place(1, st.HOME)) == 2
    assert s.damage[sc.iid("e1")] == 2 and s.damage[sc.iid("e2")] == 2
    assert s.damage[sc.iid("m")] == 0


# ---- 「次のターン、自軍本国は戦闘ダメージを受けない」 (R-334) ------------------------------------------------------------

_SHIELD_NEXT = "（自軍ターン）：次のターン、自軍本国は戦闘ダメージを受けない。"


def test_home_shield_next_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_SHIELD_NEXT)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["until"] == "next_turn_end"


def test_p41_r334_the_home_is_shielded_in_the_next_turn_only() -> None:
    """Not this turn; in the next one (the enemy's, when its squads would deal battle damage to the own home); and no
    more in the turn after it (P41: each turn's end)."""
    from engine.games.nexa.battlestates import home_shielded
    from engine.games.nexa.turn import _end_turn

    me = unit("M", abilities=[_ability(_SHIELD_NEXT)])
    sc = board([me], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2}, {}, point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert not home_shielded(s, 0)
    _end_turn(s)  # the own turn ends, the enemy's begins
    assert s.attacker == 1 and home_shielded(s, 0) and not home_shielded(s, 1)
    _end_turn(s)  # the enemy's turn ends
    assert s.attacker == 0 and not home_shielded(s, 0)


# ---- 「自軍手札2枚を選んで、自軍ハンガーに移す。対象が、それぞれ同じGサインを持つ場合、…」 (R-335) ------------------------

_SAME_SIGN = "（自軍ターン）：自軍手札２枚を選んで、自軍ハンガーに移す。対象が、それぞれ同じGサインを持つ場合、カード２枚を引く。"


def test_same_gsign_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_SAME_SIGN)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["choose"] == "resolution"


@pytest.mark.parametrize("second, drawn", [("B", 2), ("R", 0), ("S", 0)])
def test_p22_r335_two_cards_of_one_gsign_moved_draw_two(second: str, drawn: int) -> None:
    """P22: a G sign is a colour and a 属性 (R-114): blue 0079 twice draws; red 0079, or blue of another 属性, does not."""
    me = unit("M", abilities=[_ability(_SAME_SIGN)])
    b = unit("B")
    r = unit("R", colour="red")
    other = {**unit("S"), "gsign": {"colour": "blue", "series": "0083"}}
    sc = board([me, b, r, other], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2,
                                   "hand": [{"card": "B", "id": "h1"}, {"card": second, "id": "h2"}]}, {},
               g_played=True)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    _answer_all(sc, lambda toks: next((t for t in toks if t == "done" or t.startswith("pick")), toks[0]))
    assert s.zone[sc.iid("h1")] == st.HANGAR and s.zone[sc.iid("h2")] == st.HANGAR
    assert len(s.place(0, st.HAND)) == drawn


# ---- 「敵軍本国の上のカード1枚を敵軍ハンガーに移す」 ---------------------------------------------------------------------

_ENEMY_TOP = "（常時）：敵軍本国の上のカード１枚を敵軍ハンガーに移す。"


def test_enemy_top_to_hangar_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_ENEMY_TOP)
    assert compiled is not None and exact, blocker


def test_p62_the_enemy_top_card_goes_to_its_owners_hangar() -> None:
    """P62: a hangar is its owner's; the enemy's top card goes to the enemy's hangar, not the own one."""
    me = unit("M", abilities=[_ability(_ENEMY_TOP)])
    sc = board([me, unit("T")], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2}, {"home": ["T"] * 5},
               point="attack", g_played=True)
    s = sc.state
    top = s.place(1, st.HOME)[-1]
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert s.zone[top] == st.HANGAR and s.zseat[top] == 1
    assert len(s.place(1, st.HOME)) == 4 and not s.place(0, st.HANGAR)


def test_the_misprint_mochinushi_no_no_reads_as_mochinushi_no() -> None:
    """「持ち主のの本国の下に移す」, a misprint in card lists, is the owner's home (normalise.py)."""
    from engine.games.nexa.textc import normalise

    wrong = "（戦闘フェイズ）〔１〕：自軍ジャンクヤードにあるカード２枚を、持ち主のの本国の下に移す。"
    right = "（戦闘フェイズ）〔１〕：自軍ジャンクヤードにあるカード２枚を、持ち主の本国の下に移す。"
    compiled, exact, blocker = round_trip(wrong)
    assert compiled is not None and exact, blocker
    assert normalise(wrong) == normalise(right) and compiled.ability == compile_text(right).ability


# ---- 「自軍ターン中に自軍本国が回復した場合」 -------------------------------------------------------------------------

_RECOVERS_OWN_TURN = "『起動』：自軍ターン中に自軍本国が回復した場合、カード１枚を引く。"


def test_recovers_during_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_RECOVERS_OWN_TURN)
    assert compiled is not None and exact, blocker
    assert compiled.ability["condition"] == {"turn": "own"}


@pytest.mark.parametrize("attacker, drawn", [(0, 1), (1, 0)])
def test_p57_a_recovery_is_heard_in_the_own_turn_only(attacker: int, drawn: int) -> None:
    me = unit("M", abilities=[_ability(_RECOVERS_OWN_TURN), _ability("（常時）：自軍本国を１回復する。")])
    sc = board([me], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2, "discard": ["M"] * 3}, {},
               point="attack", attacker=attacker, g_played=True)
    s = sc.state
    hand, home = len(s.place(0, st.HAND)), len(s.place(0, st.HOME))
    if attacker == 1:
        do(sc, "pass", player=1)  # the turn player has priority first (P50)
    do(sc, "act:$m:1", player=0)
    _answer_all(sc)
    assert len(s.place(0, st.HAND)) - hand == drawn
    assert len(s.place(0, st.HOME)) == home + 1 - drawn  # recovered one either way (a card drawn from it)


def test_p68_r336_further_right_after_a_trigger_adds_its_step_to_the_event() -> None:
    """R-336: 「（trigger）場合、（さらに）（step）」 with no step before it: the step is one more effect on top of the event
    that triggered the text (P68), played as a plain step when the text resolves, not a text that cannot be read."""
    ab = _ability("『起動』：自軍本国が回復した場合、（さらに）自軍本国を１回復する。")
    assert ab["kind"] == "triggered" and ab["on"] == "own_home_recovers"
    assert ab["effect"] == [{"do": "sequence", "wording": "cardz5_further",
                             "steps": [{"do": "recover", "side": "own", "count": 1}]}]
