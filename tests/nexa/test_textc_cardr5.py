"""Issue 14, family R5: named step results and looking at cards. Each construct is compiled, printed back to the same
text and played in the engine. Every text here is original, written in the controlled style of card lists (never
official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import ability_of as _ability
from .helpers import answer_all as _answer_all
from .helpers import board, card, do, tokens, unit


def _order(number: str = "ORDER") -> dict[str, Any]:
    return card(number, "command", abilities=[{**_ability("（常時）：カード1枚を引く。"), "kind": "play"}])


# ---- 「X。その場合、Y。この効果で、（selector）を廃棄した場合、Z。」, 「この効果で廃棄したカードが、…ではない場合」 (R-290) ---------

RESULT_TEXTS = [
    "（自軍ターン）：カード2枚を引く。その後、自軍手札1枚を選んで廃棄する。この効果で廃棄したカードが、ユニットではない場合、"
    "さらに、自軍手札1枚を選んで廃棄する。",
    "『起動』：このカードが場に出た場合、敵軍手札1枚を無作為に廃棄する。その場合、自軍はカード1枚を引く。さらに、この効果で"
    "廃棄したカードがキャラ以外の場合、（自軍は）カード1枚を引く。",
    "（自軍戦闘フェイズ）〔1〕：自軍手札1枚を選んで廃棄する。その場合、このカードはターン終了時まで＋2／＋2／＋2を得る。この効果で、"
    "本来の記述に「特徴：試験隊」を持つカードを廃棄した場合、敵軍手札1枚を無作為に選んで廃棄する。",
    "（常時）〔1〕：自軍ユニット1枚を破壊できる。その場合、カード1枚を引く。この効果で、「特徴：試験隊」を持つ自軍ユニットを破壊した"
    "場合、自軍本国を2回復する。",
]


@pytest.mark.parametrize("text", RESULT_TEXTS)
def test_a_step_after_what_the_steps_before_did_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["do"] == "cardr5_watch"


def test_the_check_needs_a_step_before_that_discards_or_destroys() -> None:
    assert not round_trip("（常時）：カード1枚を引く。その場合、自軍本国を1回復する。この効果で、ユニットを廃棄した場合、"
                          "カード1枚を引く。")[1]
    assert not round_trip("（常時）：この効果で、ユニットを廃棄した場合、カード1枚を引く。")[1]


def test_p77_r290_the_steps_said_with_sono_baai_stay_all_or_nothing() -> None:
    a = compile_text(RESULT_TEXTS[1]).ability
    assert a["all_or_nothing"] and a["effect"][0]["then"]
    assert "all_or_nothing" not in compile_text(RESULT_TEXTS[0]).ability


def _discard_board(text: str, own_hand: list[str], enemy_hand: list[str] | None = None) -> Scenario:
    cards = [unit("M", abilities=[_ability(text)]), unit("U"), unit("T", traits=["試験隊"]), _order(),
             card("C", "character", stats=[1, 1, 1])]
    return board(cards, {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3,
                         "hand": [{"card": c, "id": f"h{i}"} for i, c in enumerate(own_hand)]},
                 {"hand": [{"card": c, "id": f"e{i}"} for i, c in enumerate(enemy_hand or [])]},
                 point="attack", g_played=True)


@pytest.mark.parametrize("first, lost", [("U", 1), ("ORDER", 2)])
def test_p61_r290_a_second_card_is_discarded_only_after_a_card_that_is_not_a_unit(first: str, lost: int) -> None:
    """Two cards drawn, one discarded (the player picks `first`); the second discard only after a command."""
    text = ("（自軍ターン）：カード2枚を引く。その後、自軍手札1枚を選んで廃棄する。この効果で廃棄したカードが、ユニットではない"
            "場合、さらに、自軍手札1枚を選んで廃棄する。")
    me = unit("M", abilities=[_ability(text)])
    sc = board([me, unit("U"), _order()],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2,
                "hand": [{"card": first, "id": "x"}, {"card": "U", "id": "y"}]}, {}, point="attack", g_played=True)
    s = sc.state
    hand, junk = len(s.place(0, st.HAND)), len(s.place(0, st.JUNK))
    do(sc, "act:$m:0", player=0)
    x = f"pick:{sc.iid('x')}"
    _answer_all(sc, lambda toks: x if x in toks else toks[0])
    assert s.zone[sc.iid("x")] == st.JUNK
    assert len(s.place(0, st.JUNK)) - junk == lost
    assert len(s.place(0, st.HAND)) - hand == 2 - lost


@pytest.mark.parametrize("enemy_card, drawn", [("U", 2), ("C", 1)])
def test_p62_r290_the_further_draw_reads_the_card_discarded_at_random(enemy_card: str, drawn: int) -> None:
    text = ("（常時）：敵軍手札1枚を無作為に廃棄する。その場合、自軍はカード1枚を引く。さらに、この効果で廃棄したカードがキャラ"
            "以外の場合、（自軍は）カード1枚を引く。")
    sc = _discard_board(text, [], [enemy_card])
    s = sc.state
    hand = len(s.place(0, st.HAND))
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert s.zone[sc.iid("e0")] == st.JUNK
    assert len(s.place(0, st.HAND)) - hand == drawn


def test_p77_r290_with_no_card_to_discard_nothing_of_the_text_applies() -> None:
    """その場合 (P77): the enemy hand is empty, so the draws after the discard do not happen either."""
    text = ("（常時）：敵軍手札1枚を無作為に廃棄する。その場合、自軍はカード1枚を引く。さらに、この効果で廃棄したカードがキャラ"
            "以外の場合、（自軍は）カード1枚を引く。")
    sc = _discard_board(text, [], [])
    s = sc.state
    hand = len(s.place(0, st.HAND))
    if "act:$m:0" in tokens(sc):
        do(sc, "act:$m:0", player=0)
        _answer_all(sc)
    assert len(s.place(0, st.HAND)) == hand


@pytest.mark.parametrize("own, enemy_lost", [("T", 1), ("U", 0)])
def test_p61_r290_the_printed_trait_of_the_card_discarded_by_the_first_step_decides(own: str, enemy_lost: int) -> None:
    sc = _discard_board(RESULT_TEXTS[2], [own], ["U", "U"])
    s = sc.state
    enemy = len(s.place(1, st.HAND))
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert s.zone[sc.iid("h0")] == st.JUNK
    assert enemy - len(s.place(1, st.HAND)) == enemy_lost


@pytest.mark.parametrize("victim, recovered", [("T", 2), ("U", 0)])
def test_p39_r290_the_recovery_follows_only_the_destruction_of_a_unit_of_the_trait(victim: str, recovered: int) -> None:
    sc = board([unit("M", abilities=[_ability(RESULT_TEXTS[3])]), unit("U"), unit("T", traits=["試験隊"])],
               {"deploy": [{"card": "M", "id": "m"}, {"card": victim, "id": "v"}], "gzone": ["M"] * 3,
                "discard": ["U"] * 3},
               {}, point="attack", g_played=True)
    s = sc.state
    home, hand = len(s.place(0, st.HOME)), len(s.place(0, st.HAND))
    do(sc, "act:$m:0", player=0)
    v = sc.token("t:$v")
    _answer_all(sc, lambda toks: v if v in toks else ("yes" if "yes" in toks else toks[0]))
    assert s.zone[sc.iid("v")] == st.JUNK
    assert len(s.place(0, st.HAND)) - hand == 1
    assert len(s.place(0, st.HOME)) - home == recovered - 1


# ---- 「敵軍は、自分の手札1枚を選んで、持ち主の本国の上に移す」, 「…選んで廃棄し、カード1枚を引く」 (R-291) ----------------------

SIDE_HAND_TEXTS = [
    "（常時）〔1〕：敵軍は、自分の手札1枚を選んで、持ち主の本国の上に移す。",
    "『起動』：このカードが場に出た場合、敵軍は、自分の手札1枚を選んで、自分の本国の下に移す。",
    "（自軍ダメージ判定ステップ）〔1〕：このカードが戦闘エリアにいる場合、敵軍は、自分の手札1枚を選んで廃棄し、カード1枚を引く。",
]


@pytest.mark.parametrize("text", SIDE_HAND_TEXTS)
def test_the_enemy_picking_from_its_own_hand_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _side_hand_board(text: str, enemy_hand: list[str]) -> Scenario:
    return board([unit("M", abilities=[_ability(text)]), unit("U"), unit("V")],
                 {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3},
                 {"hand": [{"card": c, "id": f"e{i}"} for i, c in enumerate(enemy_hand)]},
                 point="attack", g_played=True)


def test_p61_r291_the_enemy_picks_a_card_of_its_own_hand_and_it_goes_on_top_of_its_home() -> None:
    sc = _side_hand_board(SIDE_HAND_TEXTS[0], ["U", "V"])
    s = sc.state
    do(sc, "act:$m:0", player=0)
    asked: list[int] = []
    e1 = f"pick:{sc.iid('e1')}"

    def pick(toks: list[str]) -> str:
        if e1 in toks:
            asked.append(sc.game.decision(s, labels=False).player)
            return e1
        return toks[0]

    _answer_all(sc, pick)
    assert asked == [1]  # the enemy picks (P61: its hand is seen by its player only)
    assert s.place(1, st.HOME)[-1] == sc.iid("e1")
    assert s.zone[sc.iid("e0")] == st.HAND


def test_p61_r291_the_enemy_discards_a_card_it_picks_then_draws() -> None:
    text = "（常時）〔1〕：敵軍は、自分の手札1枚を選んで廃棄し、カード1枚を引く。"
    sc = _side_hand_board(text, ["U", "V"])
    s = sc.state
    hand, home = len(s.place(1, st.HAND)), len(s.place(1, st.HOME))
    do(sc, "act:$m:0", player=0)
    e0 = f"pick:{sc.iid('e0')}"
    _answer_all(sc, lambda toks: e0 if e0 in toks else toks[0])
    assert s.zone[sc.iid("e0")] == st.JUNK and s.zone[sc.iid("e1")] == st.HAND
    assert len(s.place(1, st.HAND)) == hand and len(s.place(1, st.HOME)) == home - 1


# ---- 「全ての軍は、カード2枚を引く、または、全ての本国を4回復する」: 「A、またはB」 of steps that declare nothing (R-292) -------

EITHER_TEXTS = [
    "『起動』：このカードが場に出た場合、全ての軍は、カード2枚を引く、または、全ての本国を3回復する。",
    "（常時）〔1〕：全ての軍は、カード1枚を引く、または、全ての本国を2回復する。",
]


@pytest.mark.parametrize("text", EITHER_TEXTS)
def test_either_of_two_steps_without_targets_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["do"] == "choose_one"


def test_either_of_two_steps_with_a_declared_target_is_still_refused() -> None:
    assert not round_trip("（常時）：全ての軍は、カード1枚を引く、または、敵軍ユニット1枚をロールする。")[1]


@pytest.mark.parametrize("mode, drawn, recovered", [("mode:0", 1, 0), ("mode:1", 0, 2)])
def test_p56_r292_the_player_declares_one_sentence_and_only_it_applies_to_both_players(mode: str, drawn: int,
                                                                                      recovered: int) -> None:
    sc = board([unit("M", abilities=[_ability(EITHER_TEXTS[1])]), unit("U")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3, "discard": ["U"] * 3},
               {"discard": ["U"] * 3}, point="attack", g_played=True)
    s = sc.state
    before = [(len(s.place(p, st.HAND)), len(s.place(p, st.DISCARD))) for p in (0, 1)]
    do(sc, "act:$m:0", player=0)
    assert mode in tokens(sc)  # declared on play, as a mode (P56, R-233)
    do(sc, mode, player=0)
    _answer_all(sc)
    for p in (0, 1):
        assert len(s.place(p, st.HAND)) - before[p][0] == drawn
        assert before[p][1] - len(s.place(p, st.DISCARD)) == recovered


# ---- 「その破壊を無効にする」, 「…に移し、その本国をシャッフルする」, 「全ての軍は、自分の手札を全て廃棄し、…」, 「…を取り除く」 (R-293) --

SMALL_TEXTS = [
    "『起動』：このカードが破壊された場合、その破壊を無効にする。",
    "（常時）〔1〕：このカードを持ち主の本国の下に移し、その本国をシャッフルする。",
    "『起動』：このカードが出撃した場合、ターン終了時に、このカードを持ち主の本国の上に移し、その本国をシャッフルする。",
    "『起動』：このカードが場に出た場合、全ての軍は、自分の手札を全て廃棄し、その後、（それぞれ）廃棄した枚数だけ、カードを引く。",
    "『起動』：このカードが場に出た場合、敵軍ジャンクヤードにあるカード1枚を取り除く。その場合、敵軍キャラ1枚をゲームから取り除く。",
    "『起動』：このカードが場に出た場合、敵軍ジャンクヤードにあるカード2枚を取り除く。その場合、敵軍ユニット1枚の戦闘力を、"
    "ターン終了時まで2/1/2に固定する。（注：固定した場合、その他の効果でも変動しない）",
]


@pytest.mark.parametrize("text", SMALL_TEXTS)
def test_small_wordings_of_this_family_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_that_destruction_is_only_this_cards_destruction_heard() -> None:
    assert not round_trip("『起動』：このカードが場に出た場合、その破壊を無効にする。")[1]


@pytest.mark.parametrize("saved", [True, False])
def test_p39_r293_this_card_destroyed_negates_its_own_destruction(saved: bool) -> None:
    texts = [_ability("（常時）：このカードを破壊する。")] + ([_ability(SMALL_TEXTS[0])] if saved else [])
    sc = board([unit("M", abilities=texts)], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2}, {},
               point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert (s.zone[sc.iid("m")] == st.DEPLOY and not s.destroyed[sc.iid("m")]) == saved
    assert (s.zone[sc.iid("m")] == st.JUNK) != saved


def test_p61_r293_this_card_goes_into_its_owners_home_which_is_then_shuffled() -> None:
    sc = board([unit("M", abilities=[_ability(SMALL_TEXTS[1])])],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2}, {}, point="attack", g_played=True)
    s = sc.state
    home = len(s.place(0, st.HOME))
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert s.zone[sc.iid("m")] == st.HOME and len(s.place(0, st.HOME)) == home + 1


def test_p63_r293_each_player_discards_the_whole_hand_and_draws_as_many() -> None:
    text = "（常時）：全ての軍は、自分の手札を全て廃棄し、その後、（それぞれ）廃棄した枚数だけ、カードを引く。"
    sc = board([unit("M", abilities=[_ability(text)]), unit("U")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2,
                "hand": [{"card": "U", "id": f"h{i}"} for i in range(2)]},
               {"hand": [{"card": "U", "id": f"e{i}"} for i in range(3)]}, point="attack", g_played=True)
    s = sc.state
    homes = [len(s.place(p, st.HOME)) for p in (0, 1)]
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert all(s.zone[sc.iid(x)] == st.JUNK for x in ("h0", "h1", "e0", "e1", "e2"))
    assert [len(s.place(p, st.HAND)) for p in (0, 1)] == [2, 3]
    assert [homes[p] - len(s.place(p, st.HOME)) for p in (0, 1)] == [2, 3]


# ---- 「…見て、その中にある…出す事ができる。その場合、このカードをキャラとしてそのユニットにセットし、…。その後、…シャッフルする」

G_ONTO_TEXT = ("<（敵軍ターン）〔2〕：このカードがGである場合、自軍本国のカードを全て見て、その中にある「特徴：試験系」を持つユニット1枚を、"
               "自軍配備エリアにリロール状態で出す事ができる。その場合、このカードをキャラとしてそのユニットにセットし、自軍本国の上の"
               "カード1枚を、ロール状態で持ち主のGにする。その後、自軍本国をシャッフルする>")
LOOK_THEN_TEXTS = [
    G_ONTO_TEXT,
    "（戦闘フェイズ）〔0〕：自軍本国のカードを全て見て、その中にある、「特徴：試験系」を持つユニット1枚を、このカードの部隊の任意の"
    "順番にリロール状態で出す事ができる。その場合、このカードを自軍ハンガーに移す。その後、自軍本国をシャッフルする。",
]


@pytest.mark.parametrize("text", LOOK_THEN_TEXTS)
def test_a_look_then_a_step_then_the_shuffle_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["all_or_nothing"] and compiled.ability["effect"][-1]["do"] == "cardr5_shuffle_home"


def test_a_look_said_with_its_shuffle_still_reads_as_before() -> None:
    text = "（常時）：自軍本国のカードを全て見て、その中にあるユニット1枚を、自軍手札に移す事ができる。その後、自軍本国をシャッフルする。"
    compiled, exact, _ = round_trip(text)
    assert compiled is not None and exact and len(compiled.ability["effect"]) == 1


def _g_onto_board(home_unit: str) -> Scenario:
    me = card("PILOT", "character", stats=[1, 1, 1], abilities=[_ability(G_ONTO_TEXT)])
    cards = [me, unit("U"), unit("TEST", traits=["試験系"])]
    return board(cards, {"gzone": [{"card": "PILOT", "id": "g"}, "U", "U", "U"], "home": ["U", home_unit, "U", "U"]},
                 {"deploy": [{"card": "U", "id": "e"}]}, point="attack", attacker=1, g_played=True)


@pytest.mark.parametrize("answer, taken", [("yes", True), ("no", False)])
def test_p53_p66_r294_the_g_becomes_the_character_of_the_unit_put_out_and_the_top_card_its_g(answer: str,
                                                                                          taken: bool) -> None:
    sc = _g_onto_board("TEST")
    s = sc.state
    g = sc.iid("g")
    gs = len(s.place(0, st.GZONE))
    if sc.game.decision(s, labels=False).player == 1:
        do(sc, "pass", player=1)  # the turn's player passes priority (P43)
    do(sc, "act:$g:0", player=0)
    _answer_all(sc, lambda toks: answer if answer in toks else toks[0])
    units = [u for u in s.place(0, st.DEPLOY) if s.defs[u].number == "TEST"]
    if taken:
        assert units and s.zone[g] == st.SET and s.set_to[g] == units[0]
        assert len(s.place(0, st.GZONE)) == gs  # the top card of the home took the G's place
        assert sum(1 for c in s.place(0, st.GZONE) if s.rolled[c]) >= 1
    else:  # declined: nothing of the text applies (P77)
        assert not units and s.zone[g] == st.GZONE and len(s.place(0, st.GZONE)) == gs


# ---- 「…を指定する。その場合、敵軍は、自分の手札1枚を無作為に廃棄する。または、対象の上に…コイン2個を乗せる。」 (R-295) -----------

THEN_EITHER = ("（常時）〔1〕：敵軍ユニット1枚を指定する。その場合、敵軍は、自分の手札1枚を無作為に廃棄する。または、対象の上に"
               "-1/-1/-1コイン2個を乗せる。")


def test_one_of_two_sentences_after_sono_baai_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(THEN_EITHER)
    assert compiled is not None and exact, blocker
    assert compiled.ability["all_or_nothing"] and compiled.ability["effect"][1]["do"] == "choose_one"


@pytest.mark.parametrize("mode, lost, coins", [(0, 1, 0), (1, 0, 2)])
def test_p62_r295_the_player_chooses_the_random_discard_or_the_coins_on_the_designated_unit(mode: int, lost: int,
                                                                                            coins: int) -> None:
    from engine.games.nexa.coins import coin_count

    sc = board([unit("M", abilities=[_ability(THEN_EITHER)]), unit("U", stats=(3, 3, 3))],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2},
               {"deploy": [{"card": "U", "id": "e"}], "hand": ["U", "U"]}, point="attack", g_played=True)
    s = sc.state
    hand = len(s.place(1, st.HAND))
    do(sc, "act:$m:0", player=0)
    want = {f"mode:{mode}", sc.token("t:$e")}
    _answer_all(sc, lambda toks: next((t for t in toks if t in want), toks[0]))
    assert hand - len(s.place(1, st.HAND)) == lost
    assert coin_count(s, sc.iid("e")) == coins


# ---- 「カードの種類1つを指定し、自軍本国の上のカード1枚を表にする。表にしたカードが、指定した種類のカードであった場合、…」 (R-296) ----

NAMED_KIND_TEXTS = [
    "（自軍配備フェイズ）：カードの種類1つを指定し、自軍本国の上のカード1枚を表にする。表にしたカードが、指定した種類のカード"
    "であった場合、カード2枚を引く。",
    "（自軍配備フェイズ）〔R〕：カードの種類1つを指定し、自軍本国の上のカード1枚を表にする。表にしたカードが、指定した種類のカード"
    "であった場合、そのカードを自軍ハンガーに移す。",
]


@pytest.mark.parametrize("text", NAMED_KIND_TEXTS)
def test_a_card_type_named_then_the_top_card_shown_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["do"] == "cardr5_name_kind"


def test_the_type_named_is_needed_before_it_is_compared() -> None:
    assert not round_trip("（常時）：自軍本国の上のカード1枚を表にする。表にしたカードが、指定した種類のカードであった場合、"
                          "カード2枚を引く。")[1]


@pytest.mark.parametrize("named, top, drawn", [(0, "U", 2), (2, "U", 0), (2, "ORDER", 2)])
def test_p53_r296_the_step_follows_only_when_the_card_shown_is_of_the_type_named(named: int, top: str, drawn: int) -> None:
    """Types offered in the rulebook's order: 0 unit, 1 character, 2 command, ... (the card on top of the home shown)."""
    sc = board([unit("M", abilities=[_ability(NAMED_KIND_TEXTS[0])]), unit("U"), _order()],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2, "home": [top, "U", "U", "U"]}, {},
               point="deploy", g_played=True)
    s = sc.state
    hand = len(s.place(0, st.HAND))
    do(sc, "act:$m:0", player=0)
    _answer_all(sc, lambda toks: f"opt:{named}" if f"opt:{named}" in toks else toks[0])
    assert len(s.place(0, st.HAND)) - hand == drawn


# ---- 「任意の枚数の自軍手札を選んで、自軍ハンガーに移す事ができる」, 「自軍手札1枚を選んで、自軍ハンガーに移す」 (R-297) ------------

HANGAR_TEXTS = [
    "『起動』：このカードが場に出た場合、任意の枚数の自軍手札を選んで、自軍ハンガーに移す事ができる。",
    "（常時）〔1〕：自軍手札1枚を選んで、自軍ハンガーに移す。",
]


@pytest.mark.parametrize("text", HANGAR_TEXTS)
def test_cards_of_the_hand_picked_to_the_hangar_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("answer, moved", [("yes", 2), ("no", 0)])
def test_p62_r297_the_player_moves_as_many_cards_of_the_hand_as_they_like_to_the_hangar(answer: str, moved: int) -> None:
    text = "（常時）：任意の枚数の自軍手札を選んで、自軍ハンガーに移す事ができる。"
    sc = board([unit("M", abilities=[_ability(text)]), unit("U")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2,
                "hand": [{"card": "U", "id": f"h{i}"} for i in range(3)]}, {}, point="deploy", g_played=True)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    picks = [f"pick:{sc.iid('h0')}", f"pick:{sc.iid('h1')}", "pick:done", answer]
    _answer_all(sc, lambda toks: next(t for t in picks if t in toks))
    assert len(s.place(0, st.HANGAR)) == moved and len(s.place(0, st.HAND)) == 3 - moved


# ---- 「自軍本国の上のカード1～3枚を表にする。その場合、…。Xの値は、（この効果で）表にしたカードの中にある…とする。」 (R-298) ------

SHOWN_TEXTS = [
    "（防御ステップ）〔2毎〕：自軍本国の上のカード1～4枚を表にする。その場合、このカードと交戦中の敵軍ユニット1枚は、ターン終了時まで"
    "-X/-X/-Xを得る。Xの値は、表にしたカードの中にある、このカードと同じ属性のGサインを持つカードの枚数とする。",
    "（常時）：自軍本国の上のカード1～3枚を表にする。その場合、敵軍ユニット1枚にXダメージを与える。Xの値は、この効果で表にしたカードの"
    "中にある、ユニットの合計国力の合計値とする。",
]


@pytest.mark.parametrize("text", SHOWN_TEXTS)
def test_cards_shown_and_a_value_read_from_them_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["do"] == "cardr5_reveal" and compiled.ability["all_or_nothing"]


@pytest.mark.parametrize("shown, dealt", [(0, 3), (1, 3), (2, 6)])
def test_p53_p65_r298_the_player_says_how_many_cards_are_shown_and_x_adds_up_the_units_among_them(shown: int,
                                                                                                 dealt: int) -> None:
    """The home's top three: a unit of total cost 3, a command, a unit of total cost 3 (answer opt:k shows k+1 cards)."""
    sc = board([unit("M", abilities=[_ability(SHOWN_TEXTS[1])]), unit("BIG", total=3), _order(),
                unit("E", stats=(9, 9, 9))],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2, "home": ["BIG", "ORDER", "BIG", "ORDER"]},
               {"deploy": [{"card": "E", "id": "e"}]}, point="attack", g_played=True)
    s = sc.state
    home = list(s.place(0, st.HOME))
    do(sc, "act:$m:0", player=0)
    want = {f"opt:{shown}", sc.token("t:$e")}
    _answer_all(sc, lambda toks: next((t for t in toks if t in want), toks[0]))
    assert s.damage[sc.iid("e")] == dealt
    assert list(s.place(0, st.HOME)) == home  # shown where they lie (P53), not moved


# ---- 「捨て山1つの上のカード1～3枚を廃棄する」 (R-299) ----------------------------------------------------------------------

def test_the_top_cards_of_one_discard_pile_discarded_print_back_the_same_text() -> None:
    text = "（戦闘フェイズ）：捨て山1つの上のカード1～3枚を廃棄する。ターン終了時に、カード1枚を引く。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert round_trip("（常時）：捨て山1つの上のカード1～3枚を見て、その中にあるユニット1枚を自軍手札に移す。")[1]  # the look as before


@pytest.mark.parametrize("pile, count", [(0, 1), (1, 2)])
def test_p61_r299_the_player_names_the_discard_pile_then_how_many_go_to_its_owners_junkyard(pile: int, count: int) -> None:
    text = "（常時）：捨て山1つの上のカード1～3枚を廃棄する。"
    sc = board([unit("M", abilities=[_ability(text)]), unit("U")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2, "discard": ["U"] * 4},
               {"discard": ["U"] * 4}, point="attack", g_played=True)
    s = sc.state
    before = [(len(s.place(p, st.DISCARD)), len(s.place(p, st.JUNK))) for p in (0, 1)]
    do(sc, "act:$m:0", player=0)
    answers = iter([f"opt:{pile}", f"opt:{count - 1}"])
    _answer_all(sc, lambda toks: next(answers))
    for p in (0, 1):
        gone = count if p == pile else 0
        assert before[p][0] - len(s.place(p, st.DISCARD)) == gone
        assert len(s.place(p, st.JUNK)) - before[p][1] == gone


def test_a_g_said_without_its_side_at_the_turn_end_reads_as_the_own_g() -> None:
    """「ターン終了時に、軍G1～2枚を…」: the 自 of 自軍 left out (a misprint), read as 自軍G (a normal form)."""
    text = "『起動』：このカードが場に出た場合、ターン終了時に、軍G1～2枚を選んでリロールできる。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability == compile_text(text.replace("軍G", "自軍G")).ability
