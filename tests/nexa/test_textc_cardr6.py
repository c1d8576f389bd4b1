"""Issue 14, family R6: named step results and looking at cards, round 2. Each construct is compiled, printed back to the
same text and played in the engine. Every text here is original, written in the controlled style of card lists (never
official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.overrides import safe_from
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import ability_of as _ability
from .helpers import board, card, do, tokens, unit


def _answer_all(sc: Scenario, pick: Any = lambda toks: toks[0]) -> None:
    for _ in range(40):
        toks = tokens(sc)
        d = sc.game.decision(sc.state, labels=False)
        if d is None:
            return
        if d.kind != "priority" and toks:
            do(sc, pick(toks), player=d.player)
        elif (sc.state.cut or sc.state.cut_resolving) and "pass" in toks:
            do(sc, "pass", player=d.player)
        else:
            return


# ---- 「…の合計値が8以上の場合」, 「自軍ユニットの枚数が、敵軍ユニットの枚数以上の場合」 (R-360) -----------------------------

VALUE_TEXTS = [
    "『常駐』：自軍ハンガーにある全てのコマンドの合計国力の合計値が6以上の場合、このカードは、自軍効果以外ではダメージを受けず、"
    "ロールしない。",
    "『常駐』：自軍ジャンクヤードにある全てのユニットの合計国力の合計値が5以下の場合、このセットグループは、敵軍効果では移動しない。",
    "（自軍ターン）〔1〕：自軍ユニットの枚数が、敵軍ユニットの枚数以上の場合、戦闘エリアにいる敵軍ユニット1枚をロールする。",
    "（防御ステップ）：自軍キャラの枚数が、敵軍ユニットの枚数以下の場合、カード1枚を引く。",
]


@pytest.mark.parametrize("text", VALUE_TEXTS)
def test_a_value_compared_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _hangar_board(totals: list[int]) -> Scenario:
    me = unit("M", abilities=[_ability(VALUE_TEXTS[0])])
    draw = {**compile_text("（常時）：カード1枚を引く。").ability, "kind": "play", "text": {"ja": "-", "en": "-"}}
    orders = [card(f"O{i}", "command", total=t, abilities=[draw]) for i, t in enumerate(totals)]
    return board([me, unit("E"), *orders], {"deploy": [{"card": "M", "id": "m"}], "hangar": [o["number"] for o in orders]},
                 {"deploy": [{"card": "E", "id": "e"}]}, point="attack", g_played=True)


@pytest.mark.parametrize("totals, safe", [([3, 3], True), ([2, 3], False), ([], False)])
def test_p65_r360_the_total_cost_of_the_commands_in_the_hangar_switches_the_protection(totals: list[int],
                                                                                         safe: bool) -> None:
    """P65 変数: the total is read while the static applies; 6 or more protects from enemy damage and rolls."""
    sc = _hangar_board(totals)
    m, e = sc.iid("m"), sc.iid("e")
    assert safe_from(sc.state, m, "damage", 1, e) is safe
    assert safe_from(sc.state, m, "roll", 1, e) is safe
    assert safe_from(sc.state, m, "damage", -1) is safe  # battle damage is not an own effect's


def test_r361_own_effects_still_damage_and_roll_the_protected_card() -> None:
    sc = _hangar_board([3, 3])
    m = sc.iid("m")
    assert not safe_from(sc.state, m, "damage", 0, m)
    assert not safe_from(sc.state, m, "roll", 0, m)


@pytest.mark.parametrize("own_units, usable", [(2, True), (1, True), (0, False)])
def test_p57_r360_the_text_is_played_only_while_own_units_are_at_least_the_enemy_units(own_units: int,
                                                                                       usable: bool) -> None:
    """P57 特定の条件: the character's text counts the units on both sides (the enemy has 1)."""
    text = "（自軍ターン）〔0〕：自軍ユニットの枚数が、敵軍ユニットの枚数以上の場合、配備エリアにいる敵軍ユニット1枚をロールする。"
    ch = card("C", "character", stats=[1, 1, 1], abilities=[_ability(text)])
    sc = board([unit("U"), ch], {"deploy": [{"card": "U", "id": f"u{i}"} for i in range(own_units)]
                                                 + [{"card": "C", "id": "c"}]},
               {"deploy": [{"card": "U", "id": "e"}]}, point="attack", g_played=True)
    assert (f"act:{sc.iid('c')}:0" in tokens(sc)) is usable
    if usable:
        do(sc, "act:$c:0", player=0)
        _answer_all(sc)
        assert sc.state.rolled[sc.iid("e")]


# ---- 「敵軍手札1枚を、無作為に敵軍ハンガーに移す。その場合、…」 (R-362) --------------------------------------------------

HANGAR_TEXT = ("（自軍ターン）〔0〕：敵軍手札1枚を、無作為に敵軍ハンガーに移す。その場合、戦闘エリアにいる敵軍ユニット1枚は、"
               "ターン終了時まで-2／-2／-2を得る。")


def test_a_random_card_to_the_hangar_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(HANGAR_TEXT)
    assert compiled is not None and exact, blocker
    compiled, exact, blocker = round_trip("（常時）〔1〕：自軍手札2枚を、無作為に自軍ハンガーに移す。")
    assert compiled is not None and exact, blocker
    compiled, exact, _ = round_trip("（常時）：敵軍手札1枚を、無作為に自軍ハンガーに移す。")  # the other side's hangar (Z8, R-482)
    assert compiled is not None and exact and compiled.ability["effect"][0]["to"] == "own"


def _hangar_step_board(enemy_hand: int) -> Scenario:
    me = unit("M", abilities=[_ability(HANGAR_TEXT)])
    return board([me, unit("E", stats=(3, 3, 3))],
                 {"deploy": [{"card": "M", "id": "m"}]},
                 {"battle": {"space": [{"card": "E", "id": "e"}]}, "hand": [{"card": "E", "id": f"h{i}"} for i in range(enemy_hand)]},
                 point="attack", g_played=True)


def test_p62_r362_a_card_of_the_enemy_hand_goes_to_the_enemy_hangar_then_the_unit_is_weakened() -> None:
    from engine.games.nexa.stats import stats

    sc = _hangar_step_board(3)
    s = sc.state
    do(sc, f"act:{sc.iid('m')}:0", player=0)
    _answer_all(sc)
    assert len(s.place(1, st.HAND)) == 2 and len(s.place(1, st.HANGAR)) == 1
    assert s.owner[s.place(1, st.HANGAR)[0]] == 1
    assert tuple(stats(s, sc.iid("e"))) == (1, 1, 1)


def test_p77_r362_with_an_empty_enemy_hand_the_text_is_not_played() -> None:
    """P77 その場合: the first part cannot apply, so the text cannot be played (P55 空撃ち禁止)."""
    sc = _hangar_step_board(0)
    assert f"act:{sc.iid('m')}:0" not in tokens(sc)


# ---- 「全ての軍は、自分の手札1枚を、可能な限り選んで廃棄する。その後、廃棄した軍は、カード1枚を引く。」 (R-363) ---------------

EACH_TEXT = "（自軍ターン）〔0〕：全ての軍は、自分の手札1枚を、可能な限り選んで廃棄する。その後、廃棄した軍は、カード2枚を引く。"


def test_each_player_discards_then_draws_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(EACH_TEXT)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("enemy_hand, enemy_after", [(2, 3), (0, 0)])
def test_p56_r363_each_player_who_discarded_draws_and_a_player_without_a_hand_does_not(enemy_hand: int,
                                                                                       enemy_after: int) -> None:
    me = unit("M", abilities=[_ability(EACH_TEXT)])
    sc = board([me, unit("U")], {"deploy": [{"card": "M", "id": "m"}], "hand": [{"card": "U", "id": "h0"}]},
               {"hand": [{"card": "U", "id": f"e{i}"} for i in range(enemy_hand)]}, point="attack", g_played=True)
    s = sc.state
    do(sc, f"act:{sc.iid('m')}:0", player=0)
    _answer_all(sc)
    assert s.zone[sc.iid("h0")] == st.JUNK and len(s.place(0, st.HAND)) == 2
    assert len(s.place(1, st.HAND)) == enemy_after
    assert len(s.place(1, st.JUNK)) == (1 if enemy_hand else 0)


# ---- 「敵軍は、自分の手札1枚、または自分のカード1枚を、可能な限り選んで廃棄する」 (R-364) -----------------------------------

MOST_TEXT = "（自軍ターン）〔0〕：敵軍は、自分の手札1枚、または自分のユニット1枚を、可能な限り選んで廃棄する。"


def test_either_as_far_as_possible_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(MOST_TEXT)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["do"] == "side_either"
    compiled, exact, blocker = round_trip("（常時）：敵軍は、自分の手札1枚、または自分のカード1枚を、可能な限り選んで廃棄する。")
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("enemy_hand, enemy_units, gone", [(0, 1, "u"), (1, 0, "h")])
def test_p63_r364_the_enemy_does_the_one_it_can(enemy_hand: int, enemy_units: int, gone: str) -> None:
    """With an empty hand the enemy discards a unit; with no unit a card of the hand (可能な限り, R-340)."""
    me = unit("M", abilities=[_ability(MOST_TEXT)])
    sc = board([me, unit("U")], {"deploy": [{"card": "M", "id": "m"}]},
               {"hand": [{"card": "U", "id": "h"}] * enemy_hand, "deploy": [{"card": "U", "id": "u"}] * enemy_units},
               point="attack", g_played=True)
    do(sc, f"act:{sc.iid('m')}:0", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid(gone)] == st.JUNK


# ---- 「自軍手札1～2枚を持ち主の本国の下に移す事ができる。その場合、移した枚数だけカードを引く。」 (R-365) ----------------------

UNDER_TEXT = "（自軍ターン）〔0〕：自軍手札1～2枚を持ち主の本国の下に移す事ができる。その場合、移した枚数だけカードを引く。"


def test_cards_under_the_home_then_as_many_drawn_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(UNDER_TEXT)
    assert compiled is not None and exact, blocker
    compiled, exact, blocker = round_trip("『起動』：自軍カードがプレイされて解決された場合、自軍手札1～3枚を持ち主の本国の下に移す事"
                                          "ができる。その場合、移した枚数だけカードを引く。")
    assert compiled is not None and exact, blocker


def test_p61_r365_the_cards_picked_go_under_the_home_and_as_many_are_drawn() -> None:
    me = unit("M", abilities=[_ability(UNDER_TEXT)])
    sc = board([me, unit("U"), unit("T")], {"deploy": [{"card": "M", "id": "m"}], "home": ["T"] * 5,
                                            "hand": [{"card": "U", "id": f"h{i}"} for i in range(3)]},
               {}, point="attack", g_played=True)
    s = sc.state
    do(sc, f"act:{sc.iid('m')}:0", player=0)
    wanted = [f"pick:{sc.iid('h0')}", f"pick:{sc.iid('h1')}"]
    _answer_all(sc, lambda toks: next((t for t in wanted if t in toks), "pick:done" if "pick:done" in toks else toks[0]))
    home = s.place(0, st.HOME)
    assert {sc.iid("h0"), sc.iid("h1")} == set(home[:2])
    assert len(s.place(0, st.HAND)) == 3 and len(home) == 5
    assert all(s.defs[c].number == "T" for c in s.place(0, st.HAND) if c != sc.iid("h2"))


def test_r365_picking_none_declines_and_nothing_is_drawn() -> None:
    me = unit("M", abilities=[_ability(UNDER_TEXT)])
    sc = board([me, unit("U"), unit("T")], {"deploy": [{"card": "M", "id": "m"}], "home": ["T"] * 5,
                                            "hand": [{"card": "U", "id": f"h{i}"} for i in range(3)]},
               {}, point="attack", g_played=True)
    s = sc.state
    do(sc, f"act:{sc.iid('m')}:0", player=0)
    _answer_all(sc, lambda toks: "pick:done" if "pick:done" in toks else toks[0])
    assert all(s.zone[sc.iid(f"h{i}")] == st.HAND for i in range(3)) and len(s.place(0, st.HAND)) == 3
