"""Issue 14, family T, second round: selectors that compare a card's costs, another card's play resolving,
texts negated, special effects given by 常駐 texts or picked by the player.

Every text here is original, written in the controlled style of card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.stats import abilities, char_mods, has_keyword, stats
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, card, do, resolve_cut, tokens, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


@pytest.mark.parametrize("text", [
    "『起動』：赤のロールコストを持つ自軍カードがプレイされて解決された場合、カード1枚を引く。",
    "『起動』：紫のロールコストを持つ自軍ユニットがプレイされて解決された場合、敵軍ユニット1枚に1ダメージを与える。",
    "『起動』：自軍コマンドがプレイされて解決された場合、自軍本国を1回復する。",
    "『起動』：このカードがプレイされて茶のロールコストを持つ自軍ユニットにセットされた場合、敵軍G1枚をロールする。",
    "（常時）〔2〕：自軍手札にある白のロールコストを持つユニット1枚を自軍ハンガーに移す。",
    "（防御ステップ）〔1〕：交戦中の敵軍ユニット1枚が持つ全てのテキストをターン終了時まで無効にする。",
    "（戦闘フェイズ）：4以下の合計国力を持つ全ての敵軍キャラが持つ全てのテキストをターン終了時まで無効にする。",
    "『常駐』：全ての自軍ユニットは「高機動」を得る。",
    "『常駐』：このカードと同じ戦闘エリアにいる全ての敵軍ユニットは「速攻」を得る。",
    "（自軍戦闘フェイズ）〔1〕：自軍ユニット1枚は、ターン終了時まで「強襲」または「速攻」を得る。",
    "『起動』：「高機動」または「特徴：試作機」を持つ自軍ユニットが場に出た場合、カード1枚を引く。",
    "（常時）：自軍手札にある「速攻」または「特徴：重装型」を持つユニット1枚を自軍ハンガーに移す。",
    "（戦闘フェイズ）〔1〕：敵軍ユニット1枚は、このターン全ての戦闘修正を失う。",
    "（防御ステップ）〔2〕：交戦中の敵軍ユニット1枚に2ダメージを与える。その場合、対象は、このターン全ての戦闘修正を失う。",
    "『起動』：このカードが攻撃に出撃した場合、敵軍は、自分のキャラ1枚を選んで持ち主の手札に移す。",
    "（自軍帰還ステップ）〔2〕：敵軍は、G以外の自分のカード2枚を選んで廃棄する。",
    "（防御ステップ）〔1〕：「特徴：試作機」を持つ自軍ユニット1枚を、ユニットのいる戦闘エリアの任意の順番にリロール状態で移す。",
    "（防御ステップ）：このセットグループのユニットを、ユニットのいる戦闘エリアの任意の順番に移す。",
    "『起動』：このカードと同じGサインを持つこのカード以外の自軍ユニットが場に出た場合、自軍本国を1回復する。",
    "（戦闘フェイズ）〔2〕：自軍ユニット1枚は、ターン終了時まで「高機動」「強襲」「速攻」のいずれか1つを得る。",
    "（戦闘フェイズ）：このカードは、ターン終了時まで「強襲」「高機動」を得る。",
    "（戦闘フェイズ）〔1〕：戦闘エリアにいる白以外のGサインを持つ全てのユニットは、ターン終了時まで-1/+0/+0を得る。",
    "『常駐』：全ての自軍キャラは「特徴：強化人間」を得る。",
    "（戦闘フェイズ）〔2〕：自軍ジャンクヤードにある「特徴：甲系」「特徴：乙系」を持つユニット1枚を持ち主の手札に移す。",
    "（常時）：本来の記述に「特徴：甲」「特徴：乙」「特徴：丙」を持つ自軍カード1枚をリロールする。",
    "（配備フェイズ）〔2〕：自軍手札にある3以下の合計国力とこのカードと同じ属性のGサインを持つユニット1枚を自軍配備エリアにリロール状態で出す。",
    "（戦闘フェイズ）：青のGサインと「高機動」を持つ全ての自軍ユニットは、ターン終了時まで+1/+0/+0を得る。",
    "（防御ステップ）〔2〕：このカードを、敵軍ユニットがいる戦闘エリアの任意の順番にリロール状態で移す。",
    "（防御ステップ）：自軍ユニット1枚を、敵軍ユニットのいる戦闘エリアに移す。",
    "（常時）〔1〕：このターン中に場に出た全ての敵軍キャラが持つ全てのテキストは、このターン、無効になる。",
    "（注：対象は取らない）",
    "『恒常』：自軍セットカードがいる場合、このカードは、合計国力-1してプレイできる。",
])
def test_family_t2_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


def test_a_name_in_brackets_is_not_read_as_a_special_effect_a_static_text_gives() -> None:
    compiled, exact, blocker = round_trip("『常駐』：全ての自軍ユニットは「試作機」を得る。")
    assert compiled is None and not exact and blocker


_WATCH = "『起動』：緑のロールコストを持つ自軍カードがプレイされて解決された場合、カード1枚を引く。"


def _watch_board(played: dict[str, Any], g: bool = False) -> Any:
    watcher = unit("W", abilities=[_ab(_WATCH)])
    gs = [{"card": "G", "id": f"g{i}"} for i in range(3)] + ["B"]
    return board([watcher, played, unit("G", colour="green"), unit("B")],
                 {"hand": [{"card": played["number"], "id": "x"}], "gzone": gs,
                  "deploy": [{"card": "W", "id": "w"}]}, {}, point="deploy", g_played=g)


def test_p48_r110_a_matching_cards_play_resolving_is_heard() -> None:
    """P48: the play of a unit resolves when it enters the field; a green one is heard, a blue one not."""
    for colour, drawn in (("green", 1), ("blue", 0)):
        sc = _watch_board(unit("X", colour=colour))
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "play:$x", player=0)
        resolve_cut(sc)
        assert sc.state.zone[sc.iid("x")] in (st.DEPLOY, st.BATTLE)
        assert len(sc.state.place(0, st.HAND)) == hand - 1 + drawn, colour


def test_p48_r110_a_command_is_heard_once_it_resolved_from_the_junkyard() -> None:
    draw = {"kind": "play", "text": {"ja": "（常時）：自軍本国を1回復する。", "en": "-"}, "timing": {"when": "any"},
            "effect": [{"do": "recover", "side": "own", "count": 1}]}
    sc = _watch_board(card("X", "command", colour="green", abilities=[draw]))
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "play:$x", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("x")] == st.JUNK
    assert len(sc.state.place(0, st.HAND)) == hand - 1 + 1


def test_p21_r110_a_card_played_as_a_g_has_no_roll_cost_to_match() -> None:
    """P21: a card played as a G keeps only its G sign; its green roll cost is not there to be matched."""
    sc = _watch_board(unit("X", colour="green"))
    hand = len(sc.state.place(0, st.HAND))
    assert f"g:{sc.iid('x')}" in tokens(sc)
    do(sc, "g:$x", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("x")] == st.GZONE
    assert len(sc.state.place(0, st.HAND)) == hand - 1


def test_p66_a_set_text_asks_for_the_roll_cost_colour_of_its_host() -> None:
    text = "『起動』：このカードがプレイされて赤のロールコストを持つ自軍ユニットにセットされた場合、カード1枚を引く。"
    pilot = card("P", "character", abilities=[_ab(text)], stats=[1, 1, 1])
    for colour, drawn in (("red", 1), ("blue", 0)):
        sc = board([pilot, unit("H", colour=colour), unit("G")],
                   {"hand": [{"card": "P", "id": "p"}], "gzone": ["G", "G"], "deploy": [{"card": "H", "id": "h"}]},
                   {}, point="deploy", g_played=True)
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "play:$p", player=0)
        if sc.game.decision(sc.state, labels=False).kind != "priority":
            do(sc, "onto:$h", player=0)
        resolve_cut(sc)
        assert sc.state.zone[sc.iid("p")] == st.SET
        assert len(sc.state.place(0, st.HAND)) == hand - 1 + drawn, colour


def test_p72_a_unit_whose_texts_are_negated_loses_its_special_effects_and_texts() -> None:
    text = "（常時）：敵軍ユニット1枚が持つ全てのテキストをターン終了時まで無効にする。"
    foe_text = "（戦闘フェイズ）〔R〕：カード1枚を引く。"
    me = unit("M", abilities=[_ab(text)])
    foe = unit("E", keywords=["high_mobility"], abilities=[_ab(foe_text)])
    sc = board([me, foe], {"deploy": [{"card": "M", "id": "m"}]}, {"deploy": [{"card": "E", "id": "e"}]})
    e = sc.iid("e")
    assert has_keyword(sc.state, e, "high_mobility") and abilities(sc.state, e)
    do(sc, f"act:$m:{0}", player=0)
    if sc.game.decision(sc.state, labels=False).kind != "priority":
        do(sc, "target:$e", player=0)
    resolve_cut(sc)
    assert not has_keyword(sc.state, e, "high_mobility")
    assert not [a for a in abilities(sc.state, e) if a.kind == "activated"]


def test_p57_a_static_text_gives_a_special_effect_to_the_cards_it_names_only() -> None:
    text = "『常駐』：このカードと交戦中の全ての敵軍ユニットは「強襲」を得る。"
    sc = board([unit("M", abilities=[_ab(text)]), unit("E")],
               {"battle": {"space": [{"card": "M", "id": "m"}]}},
               {"battle": {"space": [{"card": "E", "id": "near"}]}, "deploy": [{"card": "E", "id": "far"}]},
               point="damage_free1")
    assert sc.state.engaged[0]
    assert has_keyword(sc.state, sc.iid("near"), "assault")
    assert not has_keyword(sc.state, sc.iid("far"), "assault")
    assert not has_keyword(sc.state, sc.iid("m"), "assault")


def test_a_special_effect_picked_by_the_player_is_the_one_the_target_gets() -> None:
    text = "（常時）：自軍ユニット1枚は、ターン終了時まで「速攻」または「高機動」を得る。"
    for pick, got, not_got in (("opt:0", "first_strike", "high_mobility"), ("opt:1", "high_mobility", "first_strike")):
        sc = board([unit("M", abilities=[_ab(text)])], {"deploy": [{"card": "M", "id": "m"}]}, {})
        do(sc, "act:$m:0", player=0)  # its one target is this unit; the special effect is asked on resolution
        for _ in range(10):
            d = sc.game.decision(sc.state, labels=False)
            if d is None:
                break
            if pick in d.tokens():
                sc.game.apply(sc.state, d.player, pick)
                break
            sc.game.apply(sc.state, d.player, "pass")
        resolve_cut(sc)
        m = sc.iid("m")
        assert has_keyword(sc.state, m, got) and not has_keyword(sc.state, m, not_got), pick


def test_p56_a_card_with_the_special_effect_or_the_trait_fits_either_way() -> None:
    text = "『起動』：「高機動」または「特徴：試作機」を持つ自軍ユニットが場に出た場合、カード1枚を引く。"
    watcher = unit("W", abilities=[_ab(text)])
    for extra, drawn in (({"keywords": ["high_mobility"]}, 1), ({"traits": ["試作機"]}, 1),
                         ({"traits": ["量産機"], "keywords": ["first_strike"]}, 0)):
        sc = board([watcher, unit("X", **extra), unit("G")],
                   {"hand": [{"card": "X", "id": "x"}], "gzone": ["G", "G"], "deploy": [{"card": "W"}]}, {},
                   point="deploy", g_played=True)
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "play:$x", player=0)
        resolve_cut(sc)
        assert len(sc.state.place(0, st.HAND)) == hand - 1 + drawn, extra


def test_p57_r111_a_unit_that_lost_its_battle_modifiers_gains_none_for_the_rest_of_the_turn() -> None:
    """P57 (相反する効果の優位性): a loss beats a gain whenever each applied; P52: a character's 戦闘修正 is one."""
    lose = "（常時）：敵軍ユニット1枚は、このターン全ての戦闘修正を失う。"
    pump = "（常時）：敵軍ユニット1枚は、ターン終了時まで+3/+3/+3を得る。"
    pilot = card("P", "character", stats=[2, 2, 2])
    sc = board([unit("M", abilities=[_ab(lose), _ab(pump)]), unit("E", (1, 1, 4)), pilot],
               {"deploy": [{"card": "M", "id": "m"}]},
               {"deploy": [{"card": "E", "id": "e", "set": [{"card": "P", "id": "p"}]}]})
    e = sc.iid("e")
    assert stats(sc.state, e) == (3, 3, 6)
    do(sc, "act:$m:0", player=0)
    resolve_cut(sc)
    assert stats(sc.state, e) == (1, 1, 4)
    assert char_mods(sc.state, sc.iid("p")) == (2, 2, 2)  # the character keeps its own; the unit adds none
    do(sc, "act:$m:1", player=0)  # a gain after the loss: still lost this turn
    resolve_cut(sc)
    assert stats(sc.state, e) == (1, 1, 4)


def test_p52_r111_a_character_that_lost_its_battle_modifiers_adds_nothing_to_its_unit() -> None:
    lose = "（常時）：敵軍キャラ1枚は、このターン全ての戦闘修正を失う。"
    sc = board([unit("M", abilities=[_ab(lose)]), unit("E", (1, 1, 4)), card("P", "character", stats=[2, 2, 2])],
               {"deploy": [{"card": "M", "id": "m"}]},
               {"deploy": [{"card": "E", "id": "e", "set": [{"card": "P", "id": "p"}]}]})
    do(sc, "act:$m:0", player=0)
    resolve_cut(sc)
    assert char_mods(sc.state, sc.iid("p")) == (0, 0, 0)
    assert stats(sc.state, sc.iid("e")) == (1, 1, 4)


def test_p56_r112_the_other_side_picks_its_own_card_and_a_protection_from_targeting_does_not_stop_it() -> None:
    """P56: 「選んで」 is no target; the enemy's player picks (R-112), the text's effect destroys it."""
    text = "（常時）：敵軍は、G以外の自分のカード1枚を選んで破壊する。"
    guard = "『常駐』：このカードは、敵軍効果の対象にならない。"
    sc = board([unit("M", abilities=[_ab(text)]), unit("E", abilities=[_ab(guard)]), unit("F")],
               {"deploy": [{"card": "M", "id": "m"}]},
               {"deploy": [{"card": "E", "id": "e"}, {"card": "F", "id": "f"}], "gzone": ["F"]})
    do(sc, "act:$m:0", player=0)
    for _ in range(10):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind != "priority":
            break
        sc.game.apply(sc.state, d.player, "pass")
    d = sc.game.decision(sc.state, labels=False)
    assert d is not None and d.player == 1  # the enemy's player is asked
    pick = next(t for t in d.tokens() if t.endswith(str(sc.iid("e"))))
    assert not any(t.endswith(str(sc.state.place(1, st.GZONE)[0])) for t in d.tokens())  # G以外の
    sc.game.apply(sc.state, 1, pick)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("e")] == st.JUNK and sc.state.zone[sc.iid("f")] == st.DEPLOY


def _answer(sc: Any, want: str) -> None:
    """Pass until the question offering `want` is asked, then answer it."""
    for _ in range(12):
        d = sc.game.decision(sc.state, labels=False)
        assert d is not None
        if want in d.tokens():
            sc.game.apply(sc.state, d.player, want)
            return
        sc.game.apply(sc.state, d.player, "pass")
    raise AssertionError(f"{want} never asked")


def test_p70_r113_a_unit_joins_its_sides_squad_where_units_are_at_the_place_the_player_says() -> None:
    text = "（防御ステップ）〔1〕：このカードを、ユニットのいる戦闘エリアの任意の順番にリロール状態で移す。"
    sc = board([unit("M", terrain=("earth",), abilities=[_ab(text)]), unit("A"), unit("E")],
               {"deploy": [{"card": "M", "id": "m", "rolled": True}], "gzone": ["A"],
                "battle": {"earth": [{"card": "A", "id": "a1"}, {"card": "A", "id": "a2"}]}},
               {"battle": {"earth": [{"card": "E", "id": "e"}]}}, point="defence", attacker=1)
    m = sc.iid("m")
    _answer(sc, f"act:{m}:0")
    _answer(sc, "opt:1")  # the second place of the squad: between its two units
    resolve_cut(sc)
    assert sc.state.zone[m] == st.BATTLE and not sc.state.rolled[m]
    assert sc.state.squads[1 * 2 + 0] == [sc.iid("a1"), m, sc.iid("a2")]


def test_p70_r113_where_its_side_has_no_squad_it_forms_one_and_the_area_becomes_engaged() -> None:
    text = "（防御ステップ）：このカードを、ユニットのいる戦闘エリアの任意の順番に移す。"
    sc = board([unit("M", abilities=[_ab(text)]), unit("E")], {"deploy": [{"card": "M", "id": "m", "rolled": True}]},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="defence", attacker=1)
    m = sc.iid("m")
    assert not sc.state.engaged[0]
    _answer(sc, f"act:{m}:0")
    resolve_cut(sc)
    assert sc.state.squads[0] == [m] and sc.state.engaged[0]
    assert sc.state.rolled[m]  # 「リロール状態で」 not said: it keeps its state
    quiet = board([unit("M", abilities=[_ab(text)])], {"deploy": [{"card": "M", "id": "m"}]}, {},
                  point="defence", attacker=1)
    _answer(quiet, f"act:{quiet.iid('m')}:0")
    resolve_cut(quiet)
    assert quiet.state.zone[quiet.iid("m")] == st.DEPLOY  # no battle area with a unit: it stays


def test_p22_r114_the_same_g_sign_is_the_same_colour_and_the_same_attribute() -> None:
    from engine.games.nexa.targets import candidates

    text = "（常時）：このカードと同じGサインを持つ自軍ユニット1枚を持ち主の手札に移す。"
    sel = compile_text(text).ability["targets"]["t1"]
    assert sel == {"same_gsign": True, "side": "own", "type": "unit", "count": 1}

    def signed(number: str, colour: str, series: str) -> dict[str, Any]:
        return unit(number, colour=colour, gsign={"colour": colour, "series": series})

    sc = board([{**signed("M", "red", "SEED"), "abilities": [_ab(text)]}, signed("A", "red", "SEED"),
                signed("B", "red", "0079"), signed("C", "blue", "SEED")],
               {"deploy": [{"card": "M", "id": "m"}, {"card": "A", "id": "a"}, {"card": "B", "id": "b"},
                           {"card": "C", "id": "c"}]}, {})
    found = candidates(sc.state, sel, 0, sc.iid("m"))
    assert sc.iid("a") in found and sc.iid("b") not in found and sc.iid("c") not in found


def test_a_text_giving_several_special_effects_gives_each_and_one_picked_of_three_gives_only_it() -> None:
    both = "（常時）：自軍ユニット1枚は、ターン終了時まで「強襲」「高機動」を得る。"
    sc = board([unit("M", abilities=[_ab(both)])], {"deploy": [{"card": "M", "id": "m"}]}, {})
    do(sc, "act:$m:0", player=0)
    resolve_cut(sc)
    m = sc.iid("m")
    assert has_keyword(sc.state, m, "assault") and has_keyword(sc.state, m, "high_mobility")
    one = "（常時）：このカードは、ターン終了時まで「速攻」「強襲」「高機動」のいずれか1つを得る。"
    sc = board([unit("M", abilities=[_ab(one)])], {"deploy": [{"card": "M", "id": "m"}]}, {})
    m = sc.iid("m")
    do(sc, "act:$m:0", player=0)
    _answer(sc, "opt:2")
    resolve_cut(sc)
    assert has_keyword(sc.state, m, "high_mobility")
    assert not has_keyword(sc.state, m, "first_strike") and not has_keyword(sc.state, m, "assault")


def test_p22_a_g_sign_of_another_colour_fits_and_no_g_sign_does_not() -> None:
    from engine.games.nexa.targets import candidates

    sel = compile_text("（常時）：紫以外のGサインを持つ自軍ユニット1枚をロールする。").ability["targets"]["t1"]
    sc = board([unit("A", colour="red"), unit("B", colour="purple"), {**unit("C"), "gsign": None}],
               {"deploy": [{"card": "A", "id": "a"}, {"card": "B", "id": "b"}, {"card": "C", "id": "c"}]}, {})
    found = candidates(sc.state, sel, 0, sc.iid("a"))
    assert found == [sc.iid("a")]


def test_p65_a_trait_a_static_text_gives_is_read_by_selectors_but_not_as_printed() -> None:
    from engine.games.nexa.targets import candidates

    text = "『常駐』：このセットグループのユニットは「特徴：試作機」を得る。"
    pilot = card("P", "character", stats=[1, 1, 1], abilities=[_ab(text)])
    sc = board([unit("H"), unit("O"), pilot],
               {"deploy": [{"card": "H", "id": "h", "set": [{"card": "P", "id": "p"}]}, {"card": "O", "id": "o"}]}, {})
    h = sc.iid("h")
    found = candidates(sc.state, {"trait": "試作機", "count": "all"}, 0, h, by_effect=False)
    assert found == [h]  # the unit of the set group, not the other unit, not the character
    printed = candidates(sc.state, {"printed_trait": "試作機", "count": "all"}, 0, h, by_effect=False)
    assert printed == []  # 本来の記述に: only what the card prints


def test_p65_two_traits_in_a_row_are_met_by_either_and_as_printed_only_by_printed_ones() -> None:
    from engine.games.nexa.targets import candidates

    either = compile_text("（常時）：「特徴：甲」「特徴：乙」を持つ自軍ユニット1枚をロールする。").ability["targets"]["t1"]
    printed = compile_text("（常時）：本来の記述に「特徴：甲」「特徴：乙」を持つ自軍ユニット1枚をロールする。"
                           ).ability["targets"]["t1"]
    gives = "『常駐』：全ての自軍ユニットは「特徴：乙」を得る。"
    sc = board([unit("A", traits=["甲"]), unit("B", traits=["乙", "甲"]), unit("C", traits=["丙"]),
                card("P", "operation", abilities=[_ab(gives)])],
               {"deploy": [{"card": "A", "id": "a"}, {"card": "B", "id": "b"}, {"card": "C", "id": "c"}]}, {})
    a, b, c = (sc.iid(x) for x in "abc")
    assert candidates(sc.state, either, 0, a) == [a, b]
    sc = board([unit("A", traits=["甲"]), unit("B", traits=["乙", "甲"]), unit("C", traits=["丙"]),
                card("P", "operation", abilities=[_ab(gives)])],
               {"deploy": [{"card": "A", "id": "a"}, {"card": "B", "id": "b"}, {"card": "C", "id": "c"},
                           {"card": "P"}]}, {})
    a, b, c = (sc.iid(x) for x in "abc")
    assert candidates(sc.state, either, 0, a) == [a, b, c]  # 丙 gained 乙 by the 常駐 text
    assert candidates(sc.state, printed, 0, a) == [a, b]  # 本来の記述に: not the gained one


def test_p65_qualities_joined_by_to_are_each_asked() -> None:
    from engine.games.nexa.targets import candidates

    text = "（常時）：3以下の合計国力と赤のGサインと「特徴：甲」を持つ自軍ユニット1枚をロールする。"
    sel = compile_text(text).ability["targets"]["t1"]
    # every quality is asked (family V2's normal form reads 「3以下の合計国力と…」 as a quality of its own)
    assert (sel["max_total_cost"], sel["gsign_colour"], sel["trait"]) == (3, "red", "甲")
    sc = board([unit("A", colour="red", total=3, traits=["甲"]), unit("B", colour="red", total=4, traits=["甲"]),
                unit("C", colour="blue", total=2, traits=["甲"]), unit("D", colour="red", total=2, traits=["乙"])],
               {"deploy": [{"card": x, "id": x.lower()} for x in "ABCD"]}, {})
    assert candidates(sc.state, sel, 0, sc.iid("a")) == [sc.iid("a")]


def test_p70_r113_an_area_where_an_enemy_unit_is_and_the_back_of_the_squad_when_no_place_is_said() -> None:
    text = "（防御ステップ）：このカードを、敵軍ユニットのいる戦闘エリアに移す。"
    sc = board([unit("M", abilities=[_ab(text)]), unit("A"), unit("E")],
               {"deploy": [{"card": "M", "id": "m"}],
                "battle": {"space": [{"card": "A", "id": "a0"}], "earth": [{"card": "A", "id": "a1"}]}},
               {"battle": {"earth": [{"card": "E", "id": "e"}]}}, point="defence", attacker=1)
    m = sc.iid("m")
    _answer(sc, f"act:{m}:0")
    resolve_cut(sc)  # space has only an own unit: the earth area, at the back, nothing asked
    assert sc.state.squads[1 * 2 + 0] == [sc.iid("a1"), m]


def test_p76_a_g_plays_its_angle_text_while_the_presence_holds_and_it_leaves_for_a_new_g() -> None:
    """P76 〈 〉: the text works while the card is a G; P21: a G has only its 〈 〉 texts."""
    g_text = ("＜（戦闘フェイズ）〔R〕：「特徴：甲」を持つ自軍ユニットがいる状態でこのカードがGである場合、"
              "このカードを持ち主のハンガーに移し、自軍本国の上のカード1枚をロール状態で自軍Gにする。＞")
    compiled, exact, blocker = round_trip(g_text)
    assert compiled is not None and exact, blocker
    play = {"kind": "play", "text": {"ja": "（常時）：カード1枚を引く。", "en": "-"}, "timing": {"when": "any"},
            "effect": [{"do": "draw", "side": "own", "count": 1}]}
    angle = {**compiled.ability, "kind": "activated", "text": {"ja": g_text, "en": g_text}}
    order = card("C", "command", abilities=[angle, play])
    for traits, usable in ((["甲"], True), (["乙"], False)):
        sc = board([order, unit("U", traits=traits)],
                   {"gzone": [{"card": "C", "id": "c"}], "deploy": [{"card": "U"}], "home": ["U"] * 5}, {},
                   point="attack")
        c = sc.iid("c")
        assert (f"act:{c}:0" in tokens(sc)) is usable, traits
        if not usable:
            continue
        gs = len(sc.state.place(0, st.GZONE))
        do(sc, "act:$c:0", player=0)
        resolve_cut(sc)
        assert sc.state.zone[c] == st.HANGAR
        new = [g for g in sc.state.place(0, st.GZONE) if g != c]
        assert len(sc.state.place(0, st.GZONE)) == gs and all(sc.state.rolled[g] for g in new)


def test_p56_a_text_that_takes_no_targets_reaches_a_card_that_cannot_be_targeted() -> None:
    """P56-P57: 「全ての」 is a target too (「「全ての」という対象を持つ効果」); 「注：対象は取らない」 says this
    text's are not, so 「敵軍効果の対象にならない」 does not keep a card out of it."""
    guard = "『常駐』：このカードは、敵軍効果の対象にならない。"
    for note, gone in (("注：対象は取らない", True), ("", False)):
        text = f"（常時）：全ての敵軍ユニットを持ち主の手札に移す。{note}"
        compiled, exact, blocker = round_trip(text)
        assert compiled is not None and exact, blocker
        sc = board([unit("M", abilities=[_ab(text)]), unit("E", abilities=[_ab(guard)])],
                   {"deploy": [{"card": "M", "id": "m"}]}, {"deploy": [{"card": "E", "id": "e"}]})
        do(sc, "act:$m:0", player=0)
        resolve_cut(sc)
        assert (sc.state.zone[sc.iid("e")] == st.HAND) is gone, note


def test_p56_a_note_on_its_own_line_is_said_of_the_text_before_it() -> None:
    from engine.games.nexa.importer import import_records

    def record(textstr: str) -> dict[str, Any]:
        return {"id": "Z-9", "imgID": "Z-9", "title": "試験指令", "categoryStr": "COMMAND", "totalCostLengthStr": "2",
                "colorCost": "青1", "gsignProperty": "0079", "textstr": textstr, "rarity": "C", "color": "青"}

    good, lonely = import_records({"data": [
        record("（常時）：全ての敵軍ユニットは、このターン全ての戦闘修正を失う。<br />（注：対象は取らない）"),
        record("（常時）：敵軍ユニット1枚は、このターン全ての戦闘修正を失う。<br />（注：対象は取らない）")]})
    assert good.status == "full" and good.card is not None
    from engine.games.nexa.textc.cardo2 import untargeted

    assert untargeted(good.card["abilities"][0])  # its 全ての selector no longer a target
    assert lonely.status != "full"  # a chosen target: the note cannot be said of it


def test_p55_p66_a_cost_change_said_after_its_condition_applies_while_an_own_set_card_is_there() -> None:
    from engine.games.nexa.costs import card_cost

    text = "『恒常』：自軍セットカードがいる場合、このカードは、合計国力-2ロールコスト-1してプレイできる。"
    cheap = unit("C", total=4, roll=2, abilities=[_ab(text)])
    for setting, cost in (([{"card": "P"}], (2, {"blue": 1})), ([], (4, {"blue": 2}))):
        sc = board([cheap, unit("H"), card("P", "character", stats=[1, 1, 1])],
                   {"hand": [{"card": "C", "id": "c"}], "deploy": [{"card": "H", "set": setting}]}, {})
        assert card_cost(sc.state, sc.iid("c"), 0) == cost, setting


def test_p75_a_card_entering_by_refit_is_heard_by_a_text_watching_for_it() -> None:
    watch = "『起動』：「特徴：改」を持つ自軍ユニットが「改装」の効果で場に出た場合、カード1枚を引く。"
    old = unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}])
    for traits, drawn in ((["改"], 1),):
        new = unit("NEW", (4, 4, 4), total=2, traits=traits)
        sc = board([old, new, unit("W", abilities=[_ab(watch)])],
                   {"battle": {"space": [{"card": "OLD", "id": "old"}]}, "deploy": [{"card": "W"}],
                    "hand": [{"card": "NEW", "id": "new"}], "gzone": ["OLD"] * 3}, {}, point="attack_free2")
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "act:$old:103", player=0)
        resolve_cut(sc)
        assert sc.state.zone[sc.iid("new")] == st.BATTLE
        assert len(sc.state.place(0, st.HAND)) == hand - 1 + drawn, traits
    played = board([unit("NEW", total=1, traits=["改"]), unit("W", abilities=[_ab(watch)])],
                   {"hand": [{"card": "NEW", "id": "new"}], "deploy": [{"card": "W"}], "gzone": ["W"] * 2}, {})
    hand = len(played.state.place(0, st.HAND))
    do(played, "play:$new", player=0)
    resolve_cut(played)  # entering by its play: not heard
    assert len(played.state.place(0, st.HAND)) == hand - 1
