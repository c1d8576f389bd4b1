"""Issue 14, family T of the card-text compiler: when a text is heard (P68) and the states of its own card.

Every text here is original, written in the controlled style of card lists (never official text).
Events of 「このカード」 (several joined by 「または」), the squad's battle damage, states as conditions,
and 「Aと交戦中のB」 compile, print back and play (docs/effect-language.md).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.behave import check_card
from engine.games.nexa.stats import stats
from engine.games.nexa.targets import candidates
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, do, pass_until, resolve_cut, tokens, unit


def _unit(text: str, number: str = "W", stats: tuple[int, int, int] = (2, 2, 2), **extra: Any) -> dict[str, Any]:
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    return unit(number, stats, abilities=[ab], **extra)


@pytest.mark.parametrize("text", [
    "『起動』：このカードが「改装」の効果で廃棄される場合、敵軍ユニット1枚に2ダメージを与える。",
    "『起動』：このカードが「改装」の効果で場に出た場合、カード1枚を引く。",
    "『起動』：このカードがプレイまたは「改装」の効果で場に出た場合、敵軍ユニット1枚をロールする。",
    "『起動』：このカードが「改装」の効果で場に出たまたは廃棄される場合、自軍本国を2回復する。",
    "『起動』：このカードが場に出たまたは場から離れた場合、カード1枚を引く。",
    "『起動』：このカードが攻撃に出撃したまたは交戦中となった場合、敵軍ユニット1枚をロールする。",
    "『起動』：このカードが交戦中となった場合、このカードと交戦中の敵軍ユニット1枚に1ダメージを与える。",
    "『起動』：このカードが破壊されて廃棄される場合、敵軍本国に2ダメージを与える。",
    "『起動』：このカードが戦闘フェイズ中に場に出た場合、敵軍ユニット1枚を持ち主の手札に移す。",
    "『起動』：このカードが防御ステップ中にプレイされて場に出た場合、カード1枚を引く。",
    "『起動』：このカードの部隊が戦闘ダメージを与えた場合、自軍本国を3回復する。",
    "『起動』：このカードの部隊が敵軍本国に戦闘ダメージを与えた場合、敵軍手札1枚を無作為に廃棄する。",
    "『起動』：このカードの部隊が敵軍部隊に戦闘ダメージを与えた場合、自軍G1枚をリロールする。",
    "『起動』：自軍キャラがいない状態で、このカードが交戦中となった場合、カード1枚を引く。",
    "（防御ステップ）〔1〕：このカードが攻撃に出撃しているまたは交戦中の場合、敵軍ユニット1枚に2ダメージを与える。",
    "（戦闘フェイズ）〔2〕：このカードが攻撃に出撃している場合、カード1枚を引く。",
    "（戦闘フェイズ）〔1〕：このカードが破壊されている場合、このカードを持ち主の手札に移す。",
    "（防御ステップ）〔R〕：「特徴：試作機」を持つ自軍ユニットと交戦中の敵軍ユニット1枚をロールする。",
    "（ダメージ判定ステップ）：キャラがセットされている自軍ユニットと交戦中の敵軍ユニット1枚を破壊する。",
    "（戦闘フェイズ）〔1〕：このカードは、交戦中の場合、ターン終了時まで+2/+0/+1を得る。",
    "（戦闘フェイズ）〔2〕：このカードは、攻撃に出撃している場合、ターン終了時まで「速攻」+1/+0/+0を得る。",
    "（戦闘フェイズ）〔1〕毎：このカードは、交戦中の場合、カット終了時まで敵軍効果の対象にならない。",
    "（常時）〔2〕：このカードは、破壊されている場合、持ち主の手札に移る。",
    "『起動』：このカードにキャラがセットされた場合、自軍本国を2回復する。",
    "『起動』：このカードが場に出たまたはこのカードにキャラがセットされた場合、敵軍ユニット1枚をロールする。",
    "『起動』：このカードがプレイされて「特徴：試作機」を持つ自軍ユニットにセットされた場合、カード1枚を引く。",
    "『起動』：このカードがプレイされて「高機動」を持つユニットにセットされた場合、敵軍G1枚をロールする。",
    "『起動』：このカードは、場に出た場合、ロールする。",
    "（戦闘フェイズ）：このターン中に場に出た敵軍ユニット1枚を持ち主の手札に移す。",
    "（戦闘フェイズ）：敵軍ユニットが戦闘エリアにいる場合、自軍ユニット1枚は、ターン終了時まで+2/+2/+2を得る。",
    "（戦闘フェイズ）〔0〕：敵軍部隊がいる場合、このカードをリロールする。",
    "『起動』：このカードが、「特徴：試作機」を持つ自軍キャラがいる状態で、プレイされて場に出た場合、カード1枚を引く。",
    "『起動』：このカードが、ゲインレベルを持つ自軍Gがいる状態で攻撃に出撃したまたは交戦中となった場合、カード1枚を引く。",
    "『起動』：このカードが「特徴：水中用」を持つ自軍ユニットにセットされた場合、敵軍ユニット1枚をロールする。",
    "（自軍攻撃ステップ）〔白1〕：このカードがユニットが1枚のみの部隊にいる場合、敵軍ユニット1枚をロールする。",
    "『常駐』：このカードは、敵軍ターン中、「高機動」を得る。",
    "『起動』：このカードは、プレイされて場に出た場合、ターン終了時にリロールする。",
    "『起動』：このカードは、交戦中となった場合、ターン終了時に廃棄される。",
    "『起動』：このカードは、場に出た場合、ターン終了時まで地形適性「宇宙」「地球」を得る。",
    "『起動』：このカードは、攻撃に出撃した場合、ターン終了時まで「強襲」+1/+0/+0を得る。",
    "『起動』：このカードは、攻撃に出撃した場合、ターン終了時まで+X/+0/+0を得る。Xの値は、自軍Gの枚数とする。",
    "『起動』：このカードは、「改装」の効果で場に出た場合、ターン終了時まで敵軍効果の対象にならない。",
    "『起動』：このカードは、防御ステップ中にプレイされて場に出た場合、ロールする。",
    "（戦闘フェイズ）〔1〕：このカードと同じエリアにいる自軍ユニット1枚は、ターン終了時まで+1/+1/+1を得る。",
    "（戦闘フェイズ）〔2〕：このカードと同じエリアにいるこのカード以外の自軍カード1枚は、ステップ終了時まで敵軍ユニットの効果の対象にならない。",
])
def test_family_t_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


def test_normal_form_reads_the_tense_of_a_leaving_event_as_one_word_r62() -> None:
    """Ruling R-62: 「…される場合」 and 「…された場合」 of this card's events are heard at the same moment."""
    assert normalise("このカードが破壊されて廃棄された場合、") == normalise("このカードが破壊されて廃棄される場合、")
    assert normalise("このカードが場から離れる場合、") == normalise("このカードが場から離れた場合、")
    a = compile_text("『起動』：このカードが「改装」の効果で廃棄された場合、カード1枚を引く。").ability
    assert a["on"] == "refit_out"


def test_p68_a_text_with_two_events_is_heard_at_either() -> None:
    a = compile_text("『起動』：このカードが攻撃に出撃したまたは交戦中となった場合、カード1枚を引く。").ability
    assert (a["on"], a["also_on"]) == ("attack_sortie", ["becomes_engaged"])
    # P70: the defender's sortie makes the area engaged; the attacker's unit hears it through also_on
    text = "『起動』：このカードが防御に出撃したまたは交戦中となった場合、カード1枚を引く。"
    sc = board([_unit(text), unit("E")], {"battle": {"space": [{"card": "W", "id": "w"}]}},
               {"deploy": [{"card": "E", "id": "e"}]}, point="defence_rule")
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "sortie:s:$e", "sortie:done", player=1)
    pass_until(sc, st.DAMAGE_FREE1)
    assert sc.state.engaged[0] and len(sc.state.place(0, st.HAND)) == hand + 1


def test_p70_becoming_engaged_is_heard_once_when_the_area_becomes_engaged() -> None:
    text = "『起動』：このカードが交戦中となった場合、カード1枚を引く。"
    alone = board([_unit(text), unit("E")], {"battle": {"space": [{"card": "W", "id": "w"}]}},
                  {"deploy": [{"card": "E", "id": "e"}]}, point="defence_rule")
    hand = len(alone.state.place(0, st.HAND))
    do(alone, "sortie:done", player=1)  # no defender: the area stays unengaged, nothing is heard
    pass_until(alone, st.RETURN_FREE1)
    assert len(alone.state.place(0, st.HAND)) == hand
    sc = board([_unit(text), unit("E")], {"battle": {"space": [{"card": "W", "id": "w"}]}},
               {"deploy": [{"card": "E", "id": "e"}]}, point="defence_rule")
    do(sc, "sortie:s:$e", "sortie:done", player=1)
    pass_until(sc, st.RETURN_FREE1)  # the step starts check again: still engaged, not heard again
    assert len(sc.state.place(0, st.HAND)) == hand + 1


def test_p71_the_squads_battle_damage_is_heard_by_its_cards() -> None:
    home_text = "『起動』：このカードの部隊が敵軍本国に戦闘ダメージを与えた場合、カード1枚を引く。"
    any_text = "『起動』：このカードの部隊が戦闘ダメージを与えた場合、カード1枚を引く。"
    unit_text = "『起動』：このカードの部隊が敵軍部隊に戦闘ダメージを与えた場合、カード1枚を引く。"
    for text, unengaged, engaged in ((home_text, 1, 0), (any_text, 1, 1), (unit_text, 0, 1)):
        for foe, drawn in (([], unengaged), ([{"card": "E"}], engaged)):
            sc = board([_unit(text), unit("E", (1, 1, 9))], {"battle": {"space": [{"card": "W", "id": "w"}]}},
                       {"battle": {"space": foe}}, point="damage_free1")
            hand = len(sc.state.place(0, st.HAND))
            pass_until(sc, st.RETURN_FREE1)
            assert len(sc.state.place(0, st.HAND)) == hand + drawn, (text, foe)


def test_p39_destroyed_and_discarded_is_heard_from_the_junkyard() -> None:
    text = "『起動』：このカードが破壊されて廃棄される場合、カード1枚を引く。"
    sc = board([_unit(text, stats=(1, 1, 1)), unit("E", (5, 5, 5))], {"battle": {"space": [{"card": "W", "id": "w"}]}},
               {"battle": {"space": [{"card": "E"}]}}, point="damage_free1")
    hand = len(sc.state.place(0, st.HAND))
    pass_until(sc, st.RETURN_FREE1)
    assert sc.state.zone[sc.iid("w")] == st.JUNK
    assert len(sc.state.place(0, st.HAND)) == hand + 1


def test_p57_attacking_is_a_state_of_this_card_the_text_asks_for() -> None:
    text = "（戦闘フェイズ）：このカードが攻撃に出撃している場合、カード1枚を引く。"
    assert compile_text(text).ability["condition"] == {"self_attacking": True}
    for attacker, offered in ((0, True), (1, False)):
        sc = board([_unit(text), unit("E")], {"battle": {"space": [{"card": "W", "id": "w"}]}},
                   {"battle": {"space": [{"card": "E"}]}}, point="damage_free1", attacker=attacker)
        assert (f"act:{sc.iid('w')}:0" in tokens(sc)) == offered
    either = compile_text("（戦闘フェイズ）：このカードが攻撃に出撃しているまたは交戦中の場合、カード1枚を引く。")
    assert either.ability["condition"] == {"any": [{"self_attacking": True}, {"self_engaged": True}]}


def test_p70_engaged_with_names_the_enemy_unit_facing_a_matching_own_unit() -> None:
    text = "（防御ステップ）：「特徴：試作機」を持つ自軍ユニットと交戦中の敵軍ユニット1枚をロールする。"
    ab = compile_text(text).ability
    t1 = ab["targets"]["t1"]
    assert t1["engaged_with"] == {"trait": "試作機", "side": "own", "type": "unit"}
    src = _unit(text, "SRC")
    sc = board([src, unit("PROTO", traits=["試作機"]), unit("PLAIN"), unit("E")],
               {"deploy": [{"card": "SRC", "id": "src"}],
                "battle": {"space": [{"card": "PROTO"}], "earth": [{"card": "PLAIN"}]}},
               {"battle": {"space": [{"card": "E", "id": "facing"}], "earth": [{"card": "E", "id": "other"}]}},
               point="damage_free1")
    assert candidates(sc.state, t1, 0, sc.iid("src")) == [sc.iid("facing")]
    assert check_card(src).status in ("behaved", "unchecked")


def test_p57_destroyed_is_a_state_of_this_card() -> None:
    text = "（戦闘フェイズ）〔1〕：このカードが破壊されている場合、このカードを持ち主の手札に移す。"
    assert compile_text(text).ability["condition"] == {"exists": {"self": True, "destroyed": True}}


def test_p57_a_step_of_this_card_applies_only_while_its_state_holds() -> None:
    """「このカードは、交戦中の場合、…」: played in an unengaged area, nothing changes (the cost is paid)."""
    text = "（戦闘フェイズ）：このカードは、交戦中の場合、ターン終了時まで+2/+0/+1を得る。"
    ab = compile_text(text).ability
    assert ab["effect"][0]["do"] == "if" and ab["effect"][0]["condition"] == {"self_engaged": True}
    for foe, want in (([{"card": "E"}], (4, 2, 3)), ([], (2, 2, 2))):
        sc = board([_unit(text), unit("E", (1, 1, 9))], {"battle": {"space": [{"card": "W", "id": "w"}]}},
                   {"battle": {"space": foe}}, point="damage_free1")
        do(sc, "act:$w:0", player=0)
        resolve_cut(sc)
        assert stats(sc.state, sc.iid("w")) == want


def _pilot(text: str) -> dict[str, Any]:
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    return {"number": "P", "name": {"ja": "P", "en": "P"}, "type": "character", "colours": ["blue"],
            "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
            "stats": [1, 1, 1], "abilities": [ab]}


def test_p66_a_character_played_onto_a_matching_unit_hears_it_and_its_host_hears_the_set() -> None:
    text = "『起動』：このカードがプレイされて「特徴：試作機」を持つ自軍ユニットにセットされた場合、カード1枚を引く。"
    host_text = "『起動』：このカードにキャラがセットされた場合、カード1枚を引く。"
    for traits, drawn in ((["試作機"], 2), ([], 1)):
        sc = board([_pilot(text), _unit(host_text, "H", traits=traits)],
                   {"hand": [{"card": "P", "id": "p"}], "gzone": ["H", "H"], "deploy": [{"card": "H", "id": "h"}]},
                   {}, point="deploy", g_played=True)
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "play:$p", player=0)
        if sc.game.decision(sc.state, labels=False).kind != "priority":
            do(sc, "onto:$h", player=0)
        resolve_cut(sc)
        assert sc.state.zone[sc.iid("p")] == st.SET
        assert len(sc.state.place(0, st.HAND)) == hand - 1 + drawn, traits


def test_p6_r64_the_same_area_is_this_cards_battle_area_or_its_deploy_area() -> None:
    text = "（戦闘フェイズ）〔1〕：このカードと同じエリアにいる自軍ユニット1枚は、ターン終了時まで+1/+1/+1を得る。"
    t1 = compile_text(text).ability["targets"]["t1"]
    assert t1 == {"same_place": True, "side": "own", "type": "unit", "count": 1}
    cards = [_unit(text, "SRC"), unit("U")]
    mine = {"battle": {"space": [{"card": "SRC", "id": "src"}, {"card": "U", "id": "sp"}],
                       "earth": [{"card": "U", "id": "ea"}]}, "deploy": [{"card": "U", "id": "dep"}]}
    sc = board(cards, mine, {"deploy": [{"card": "U", "id": "foe"}]}, point="damage_free1")
    assert candidates(sc.state, t1, 0, sc.iid("src")) == sorted([sc.iid("src"), sc.iid("sp")])
    home = {"deploy": [{"card": "SRC", "id": "src"}, {"card": "U", "id": "dep"}],
            "battle": {"space": [{"card": "U", "id": "sp"}]}}
    sc = board(cards, home, {"deploy": [{"card": "U", "id": "foe"}]}, point="damage_free1")
    assert candidates(sc.state, {**t1, "side": "any"}, 0, sc.iid("src")) == sorted([sc.iid("src"), sc.iid("dep")])


def test_p66_r65_this_set_group_is_the_one_the_card_left_when_it_discarded_itself() -> None:
    """「このカードを廃棄する。その場合、このセットグループのユニットは…」: the unit it was set on."""
    from engine.games.nexa.stats import has_status

    text = "（常時）〔1〕：このカードを廃棄する。その場合、このセットグループのユニットは、ターン終了時まで、敵軍効果の対象にならない。"
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    op = {"number": "OP", "name": {"ja": "OP", "en": "OP"}, "type": "operation", "colours": ["blue"],
          "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
          "set_on": "unit", "abilities": [ab]}
    sc = board([unit("U"), op], {"deploy": [{"card": "U", "id": "u", "set": [{"card": "OP", "id": "op"}]},
                                            {"card": "U", "id": "other"}], "gzone": ["U", "U"]},
               {}, point="deploy", g_played=True)
    do(sc, "act:$op:0", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("op")] == st.JUNK  # the first part: it left the group
    assert has_status(sc.state, sc.iid("u"), "untargetable")
    assert not has_status(sc.state, sc.iid("other"), "untargetable")


def test_p71_a_text_asks_whether_this_cards_squad_has_dealt_battle_damage() -> None:
    text = "（ダメージ判定ステップ）〔1〕：このカードの部隊が敵軍本国に戦闘ダメージを与えている場合、カード1枚を引く。"
    assert compile_text(text).ability["condition"] == {"self_dealt": "home"}
    any_text = "（ダメージ判定ステップ）〔1〕：このカードの部隊が戦闘ダメージを与えている場合、カード1枚を引く。"
    for t, foe, after in ((text, [], True), (text, [{"card": "E"}], False), (any_text, [{"card": "E"}], True)):
        sc = board([_unit(t), unit("E", (1, 1, 9))],
                   {"battle": {"space": [{"card": "W", "id": "w"}]}, "gzone": ["E", "E"]},
                   {"battle": {"space": foe}}, point="damage_free1")
        assert f"act:{sc.iid('w')}:0" not in tokens(sc)  # before the damage step's rule effect
        pass_until(sc, st.DAMAGE_FREE2)
        assert (f"act:{sc.iid('w')}:0" in tokens(sc)) == after, (t, foe)


def test_p68_a_text_naming_this_card_as_its_topic_acts_on_this_card() -> None:
    """「このカードは、プレイされて場に出た場合、ロールする。」: the same as 「…場合、このカードをロールする」."""
    text = "『起動』：このカードは、プレイされて場に出た場合、ロールする。"
    ab = compile_text(text).ability
    assert (ab["on"], ab["effect"], ab["wording"]) == ("played", [{"do": "roll", "target": "self"}], "topic")
    w = _unit(text, keywords=["battle_ready"])  # enters rerolled (戦闘配備), so the roll shows
    sc = board([w], {"hand": [{"card": "W", "id": "w"}], "gzone": ["W"] * 2}, {}, point="deploy", g_played=True)
    do(sc, "play:$w", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("w")] == st.DEPLOY and sc.state.rolled[sc.iid("w")] is True
    assert check_card(w).status == "behaved"


def test_p57_a_special_effect_held_only_in_one_sides_turns() -> None:
    from engine.games.nexa.stats import has_keyword

    text = "『常駐』：このカードは、敵軍ターン中、「高機動」を得る。"
    for attacker, held in ((0, False), (1, True)):
        sc = board([_unit(text)], {"deploy": [{"card": "W", "id": "w"}]}, {}, point="deploy", attacker=attacker)
        assert has_keyword(sc.state, sc.iid("w"), "high_mobility") == held


def test_p35_a_text_asks_for_a_squad_of_one_unit() -> None:
    text = "（戦闘フェイズ）：このカードがユニットが1枚のみの部隊にいる場合、カード1枚を引く。"
    assert compile_text(text).ability["condition"] == {"self_squad_units": 1}
    for mates, offered in (([], True), ([{"card": "E"}], False)):
        sc = board([_unit(text), unit("E")], {"battle": {"space": [{"card": "W", "id": "w"}, *mates]}}, {},
                   point="damage_free1")
        assert (f"act:{sc.iid('w')}:0" in tokens(sc)) == offered


def test_p75_getting_the_gain_bonus_is_heard_by_the_card_and_by_texts_watching_it() -> None:
    own = "『起動』：このカードが「ゲイン」の効果で戦闘修正を得た場合、カード1枚を引く。"
    watch = "『起動』：自軍ユニットが「ゲイン」の効果で戦闘修正を得た場合、自軍本国を1回復する。"
    assert compile_text(watch).ability["of"] == {"side": "own", "type": "unit"}
    for top, heard in (("TOP", True), ("OFF", False)):  # OFF: another G sign series, no bonus
        ga = _unit(own, "GA", (1, 1, 3), keywords=["gain"])
        sc = board([ga, _unit(watch, "WT"), unit("TOP", total=3, roll=2),
                    {**unit("OFF", total=3, roll=2), "gsign": {"colour": "blue", "series": "W"}}],
                   {"battle": {"space": [{"card": "GA", "id": "ga"}]}, "deploy": [{"card": "WT"}],
                    "gzone": ["GA"] * 2, "home": [top, "GA", "GA"], "discard": ["GA"]}, {}, point="damage_free1")
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "act:$ga:102", player=0)
        resolve_cut(sc)
        assert len(sc.state.place(0, st.HAND)) == hand + heard
        assert len(sc.state.place(0, st.DISCARD)) == 1 - heard  # the watching text recovered one


def test_p75_refit_is_heard_by_the_card_it_discards_and_the_card_it_brings_in() -> None:
    out_text = "『起動』：このカードが「改装」の効果で廃棄される場合、カード1枚を引く。"
    in_text = "『起動』：このカードは、「改装」の効果で場に出た場合、ターン終了時まで+2/+0/+0を得る。"
    old = _unit(out_text, "OLD", (1, 1, 3), keywords=[{"refit": "改"}])
    new = _unit(in_text, "NEW", (4, 4, 4), total=2, traits=["改"])
    sc = board([old, new], {"battle": {"space": [{"card": "OLD", "id": "old"}]},
                            "hand": [{"card": "NEW", "id": "new"}], "gzone": ["OLD"] * 3}, {}, point="attack_free2")
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "act:$old:103", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("old")] == st.JUNK and sc.state.zone[sc.iid("new")] == st.BATTLE
    assert len(sc.state.place(0, st.HAND)) == hand - 1 + 1  # NEW left the hand, OLD's text drew one
    assert stats(sc.state, sc.iid("new")) == (6, 4, 4)


def test_p68_a_state_said_after_the_card_is_the_same_condition_as_one_said_before_it() -> None:
    inner = compile_text("『起動』：このカードが、自軍キャラがいない状態で場に出た場合、自軍本国に2ダメージを与える。").ability
    before = compile_text("『起動』：自軍キャラがいない状態で、このカードが場に出た場合、自軍本国に2ダメージを与える。").ability
    assert inner.pop("wording") == "inner_state" and "wording" not in before
    assert inner == before  # the engine reads the same text; only the printed wording differs
    w = _unit("『起動』：このカードが、自軍キャラがいない状態で場に出た場合、自軍本国に2ダメージを与える。")
    sc = board([w], {"hand": [{"card": "W", "id": "w"}], "gzone": ["W"] * 2}, {}, point="deploy", g_played=True)
    home = len(sc.state.place(0, st.HOME))
    do(sc, "play:$w", player=0)
    resolve_cut(sc)
    assert len(sc.state.place(0, st.HOME)) == home - 2


def test_p57_presence_in_a_battle_area_and_cards_that_entered_this_turn() -> None:
    in_battle = compile_text("（戦闘フェイズ）：敵軍ユニットが戦闘エリアにいる場合、カード1枚を引く。").ability
    squad = compile_text("（戦闘フェイズ）：敵軍部隊がいる場合、カード1枚を引く。").ability
    fresh = compile_text("（戦闘フェイズ）：このターン中に場に出た敵軍ユニット1枚を持ち主の手札に移す。").ability
    for where, present in (({"deploy": [{"card": "E"}]}, False), ({"battle": {"space": [{"card": "E"}]}}, True)):
        for ab in (in_battle, squad):
            w = unit("W", abilities=[{**ab, "text": {"ja": "x", "en": "x"}}])
            sc = board([w, unit("E")], {"deploy": [{"card": "W", "id": "w"}]}, where, point="damage_free1")
            assert (f"act:{sc.iid('w')}:0" in tokens(sc)) == present
    sc = board([unit("E")], {}, {"deploy": [{"card": "E", "id": "new"}, {"card": "E", "id": "old"}]},
               point="damage_free1", turn=4)
    sc.state.entered[sc.iid("new")] = sc.state.turn
    sc.state.entered[sc.iid("old")] = sc.state.turn - 1
    assert candidates(sc.state, fresh["targets"]["t1"], 0, sc.iid("old")) == [sc.iid("new")]
