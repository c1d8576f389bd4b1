"""Issue 14, family K3: selectors that compose and the long tail of single wordings. Each construct is compiled,
printed back to the same text and played in the engine. Every text here is original, written in the controlled
style of card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa.stats import abilities, has_keyword, stats
from engine.games.nexa.targets import candidates
from engine.games.nexa.textc import compile_text, normalise, round_trip

from .helpers import board, card, do, resolve_cut, unit


_MODIFY_LOSE = "（戦闘フェイズ）〔１〕：このカードは、ターン終了時まで＋３／±０／－１を得ると共に、「高機動」を失う。"
_LOSE_TWO = "『常駐』：このカードと交戦中の全ての敵軍ユニットは、「高機動」、「強襲」を失う。"
_LOSE_IF = ("『常駐』：赤のGサインを持つ自軍Gが３枚以上ある場合、戦闘エリアにいる全ての敵軍ユニットは、"
            "－１／±０／±０を得ると共に、「速攻」を失う。")


_LOSE_SPECIALS = "（戦闘フェイズ）〔赤１〕：敵軍ユニット１枚が持つ全ての特殊効果を、ターン終了時まで無効にする。"
_TURN_END_DISCARD = "『起動』：このカードが場に出た場合、敵軍は、ターン終了時に、自分の手札１枚を選んで廃棄する。"
_ENGAGED_DESTROYED = "（戦闘フェイズ）〔１〕：このカードと交戦中の敵軍ユニットが破壊されている場合、カード１枚を引く。"
_SET_ON = "（戦闘フェイズ）〔０〕：このカードが「特徴：試作機」を持つ自軍ユニットにセットされている場合、カード１枚を引く。"


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
    _MODIFY_LOSE,
    _LOSE_TWO,
    _LOSE_IF,
    "（防御ステップ）〔２〕：敵軍ユニット１枚が持つ全てのテキストは、ターン終了時まで無効となる。",
    "【（防御ステップ）〔１〕：このカードが戦闘エリアにいる場合、敵軍ユニット１枚が持つ全てのテキストは、ターン終了時まで無効となる】",
    _LOSE_SPECIALS,
    "（攻撃ステップ）：全ての敵軍ユニットが持つ、全ての特殊効果を、ターン終了時まで無効にする。",
    _TURN_END_DISCARD,
    _ENGAGED_DESTROYED,
    _SET_ON,
    "『起動』：自軍ターン開始時に、このカードが「高機動」を持つ自軍ユニットにセットされている場合、自軍本国を２回復する。",
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


def test_p57_a_unit_that_loses_a_special_effect_also_gets_the_change_until_the_turn_ends() -> None:
    step = compile_text(_MODIFY_LOSE).ability["effect"][0]
    assert (step["do"], step["stats"], step["keywords"]) == ("modify_lose", [3, 0, -1], ["high_mobility"])
    sc = board([unit("M", (2, 2, 4), keywords=["high_mobility"], abilities=[_ab(_MODIFY_LOSE)])],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"]}, {}, point="attack")
    m = sc.iid("m")
    assert has_keyword(sc.state, m, "high_mobility")
    do(sc, "act:$m:0", player=0)
    resolve_cut(sc)
    assert stats(sc.state, m) == (5, 2, 3)
    assert not has_keyword(sc.state, m, "high_mobility")


def test_p57_a_static_loss_wins_over_a_gain_applied_later_and_spares_cards_it_does_not_name() -> None:
    """P57 相反する効果の優位性: 「得る」 and 「失う」 of the same thing: the loss applies, whichever came later."""
    sc = board([unit("M", abilities=[_ab(_LOSE_TWO)]), unit("E", keywords=["high_mobility", "assault", "first_strike"])],
               {"battle": {"space": [{"card": "M", "id": "m"}]}},
               {"battle": {"space": [{"card": "E", "id": "near"}]}, "deploy": [{"card": "E", "id": "far"}]},
               point="damage_free1")
    near, far = sc.iid("near"), sc.iid("far")
    assert sc.state.engaged[0]
    assert not has_keyword(sc.state, near, "high_mobility") and not has_keyword(sc.state, near, "assault")
    assert has_keyword(sc.state, near, "first_strike")  # not named: kept
    assert has_keyword(sc.state, far, "high_mobility") and has_keyword(sc.state, far, "assault")  # not engaged
    sc.state.grants.append((near, sc.state.stamp[near], "keyword", "assault", "turn_end"))  # a gain after it
    sc.state.version += 1
    assert not has_keyword(sc.state, near, "assault")


def test_p57_a_static_loss_with_a_condition_applies_only_while_it_holds() -> None:
    cont = compile_text(_LOSE_IF).ability["continuous"]
    assert [c["apply"] for c in cont] == ["modify", "lose_keyword"]
    own_gs = {"gzone": ["R", "R"]}
    sc = board([unit("M", abilities=[_ab(_LOSE_IF)]), unit("R", colour="red"), unit("E", keywords=["first_strike"])],
               {"deploy": [{"card": "M", "id": "m"}], **own_gs},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="deploy")
    e = sc.iid("e")
    assert has_keyword(sc.state, e, "first_strike") and stats(sc.state, e) == (2, 2, 2)  # two red Gs: no
    sc2 = board([unit("M", abilities=[_ab(_LOSE_IF)]), unit("R", colour="red"), unit("E", keywords=["first_strike"])],
                {"deploy": [{"card": "M", "id": "m"}], "gzone": ["R", "R", "R"]},
                {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="deploy")
    e2 = sc2.iid("e")
    assert not has_keyword(sc2.state, e2, "first_strike") and stats(sc2.state, e2) == (1, 2, 2)


def test_p72_texts_negated_until_the_turn_ends_said_with_naru() -> None:
    text = "（防御ステップ）〔２〕：敵軍ユニット１枚が持つ全てのテキストは、ターン終了時まで無効となる。"
    step = compile_text(text).ability["effect"][0]
    assert (step["do"], step["until"]) == ("lose_text", "turn_end")
    foe = unit("E", keywords=["high_mobility"], abilities=[_ab("（戦闘フェイズ）〔R〕：カード1枚を引く。")])
    sc = board([unit("M", abilities=[_ab(text)]), foe], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M", "M"]},
               {"deploy": [{"card": "E", "id": "e"}]}, point="defence")
    e = sc.iid("e")
    do(sc, "act:$m:0", player=0)
    resolve_cut(sc)
    assert not has_keyword(sc.state, e, "high_mobility")
    assert not [a for a in abilities(sc.state, e) if a.kind == "activated"]


def test_a_bracketed_text_without_its_last_full_stop_reads_as_with_it() -> None:
    assert normalise("【（防御ステップ）〔１〕：カード１枚を引く】") == normalise("【（防御ステップ）〔１〕：カード１枚を引く。】")
    assert normalise("【ステイ】") == "ステイ"  # a special effect in brackets has no 。


@pytest.mark.parametrize("text", ["高機動\n" + _MODIFY_LOSE, _LOSE_TWO, _LOSE_SPECIALS])
def test_behaviour_check_compares_special_effects_lost(text: str) -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("K3-001", (2, 2, 4)), "text": {"ja": text, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


def test_p72_every_special_effect_is_negated_until_the_turn_ends_even_one_gained_later() -> None:
    sc = board([unit("M", abilities=[_ab(_LOSE_SPECIALS)], colour="red"), unit("E", keywords=["high_mobility", "quick"])],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"]}, {"deploy": [{"card": "E", "id": "e"}]},
               point="attack")
    e = sc.iid("e")
    assert has_keyword(sc.state, e, "high_mobility") and has_keyword(sc.state, e, "quick")
    do(sc, "act:$m:0", player=0)
    resolve_cut(sc)
    assert not has_keyword(sc.state, e, "high_mobility") and not has_keyword(sc.state, e, "quick")
    sc.state.grants.append((e, sc.state.stamp[e], "keyword", "assault", "turn_end"))  # gained afterwards (P57)
    sc.state.version += 1
    assert not has_keyword(sc.state, e, "assault")


def test_a_discard_said_side_first_waits_for_the_turn_end() -> None:
    step = compile_text(_TURN_END_DISCARD).ability["effect"][0]
    assert step["do"] == "at_turn_end" and step["steps"][0]["do"] == "discard_hand"
    assert (step["steps"][0]["side"], step["steps"][0]["count"]) == ("enemy", 1)


def test_p39_a_condition_on_an_engaged_enemy_unit_being_destroyed() -> None:
    from engine.games.nexa.conditions import holds

    cond = compile_text(_ENGAGED_DESTROYED).ability["condition"]
    sc = board([unit("M"), unit("E")], {"battle": {"space": [{"card": "M", "id": "m"}]}},
               {"battle": {"space": [{"card": "E", "id": "e"}]}, "deploy": [{"card": "E", "id": "far"}]},
               point="damage_free1")
    m = sc.iid("m")
    assert not holds(sc.state, cond, m, 0)
    sc.state.destroyed[sc.iid("far")] = True  # not engaged with this card: no
    sc.state.version += 1
    assert not holds(sc.state, cond, m, 0)
    sc.state.destroyed[sc.iid("e")] = True
    sc.state.version += 1
    assert holds(sc.state, cond, m, 0)


def test_p66_a_text_usable_while_set_on_a_unit_of_a_trait() -> None:
    from engine.games.nexa.conditions import holds

    cond = compile_text(_SET_ON).ability["condition"]
    pilot = card("P", "character", stats=[1, 1, 1], abilities=[_ab(_SET_ON)])
    sc = board([unit("H", traits=["試作機"]), unit("O"), pilot],
               {"deploy": [{"card": "H", "id": "h", "set": [{"card": "P", "id": "p"}]},
                           {"card": "O", "id": "o", "set": [{"card": "P", "id": "q"}]}]}, {})
    assert holds(sc.state, cond, sc.iid("p"), 0)
    assert not holds(sc.state, cond, sc.iid("q"), 0)


_WATCH_DESTROYED = "『起動』：自軍ユニットが破壊された場合、カード１枚を引く。"


@pytest.mark.parametrize("text", [
    _WATCH_DESTROYED,
    "『起動』：敵軍ユニットが破壊された場合、敵軍本国に１ダメージを与える。",
    "（防御ステップ）〔１〕：このカードは、宇宙エリアにいる場合、ターン終了時まで＋１／±０／＋１を得る。",
    "（防御ステップ）〔１〕：このカードが地球エリアにいる場合、カード１枚を引く。",
])
def test_family_k3_triggers_and_states_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p68_a_text_hears_another_own_unit_destroyed_and_not_an_enemy_one() -> None:
    from engine.games.nexa import state as st

    kill = "（常時）〔０〕：ユニット１枚を破壊する。"
    sc = board([unit("W", abilities=[_ab(_WATCH_DESTROYED)]), unit("K", abilities=[_ab(kill)]), unit("O")],
               {"deploy": [{"card": "W", "id": "w"}, {"card": "K", "id": "k"}, {"card": "K", "id": "k2"},
                           {"card": "O", "id": "o"}]},
               {"deploy": [{"card": "O", "id": "e"}]})
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "act:$k:0", "t:$e", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("e")] == st.JUNK and len(sc.state.place(0, st.HAND)) == hand  # an enemy unit: no
    do(sc, "act:$k2:0", "t:$o", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("o")] == st.JUNK
    assert len(sc.state.place(0, st.HAND)) == hand + 1


def test_a_state_of_this_card_in_a_battle_area_holds_only_there() -> None:
    from engine.games.nexa.conditions import holds

    cond = compile_text("（防御ステップ）〔１〕：このカードが地球エリアにいる場合、カード１枚を引く。").ability["condition"]
    sc = board([unit("M")], {"battle": {"earth": [{"card": "M", "id": "a"}], "space": [{"card": "M", "id": "b"}]},
                              "deploy": [{"card": "M", "id": "c"}]}, {}, point="attack")
    assert [holds(sc.state, cond, sc.iid(x), 0) for x in "abc"] == [True, False, False]


_CHEAPER_N = "『恒常』：このカードは、敵軍ユニットが３枚以上ある場合、合計国力-２してプレイできる。"


@pytest.mark.parametrize("text", [
    _CHEAPER_N,
    "（敵軍戦闘フェイズ）〔白２毎〕：自軍ユニット１枚は、ターン終了時まで「強襲」、または「高機動」１つを得る。",
    "（戦闘フェイズ）：戦闘エリアにいるユニット１枚は、ターン終了時まで±２／±２／±２を得る。（±のルール＞プラス、マイナスは効果の使用者が選択する）",
])
def test_family_k3_cost_and_plus_minus_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("misprint, meant", [
    ("（戦闘フェイズ）：自軍ユニット１枚は、ターン終了時まで±２／±２／±２得る。",
     "（戦闘フェイズ）：自軍ユニット１枚は、ターン終了時まで±２／±２／±２を得る。"),
    ("『恒常』：このカードは、合計国力ー２してプレイできる。", "『恒常』：このカードは、合計国力-２してプレイできる。"),
])
def test_misprints_of_a_left_out_wo_and_a_long_vowel_minus_read_as_meant(misprint: str, meant: str) -> None:
    assert normalise(misprint) == normalise(meant)


def test_p55_p57_the_lowered_cost_needs_as_many_cards_as_its_condition_counts() -> None:
    """P55 step 2 and P57: 「敵軍ユニットが3枚以上ある場合、合計国力-2」 lowers the cost only with three enemy units."""
    from .helpers import tokens

    cheap = unit("CHEAP", total=3, abilities=[_ab(_CHEAPER_N)])
    other = unit("OTHER")
    own = {"gzone": ["OTHER"], "hand": [{"card": "CHEAP", "id": "p"}]}

    def playable(enemies: int) -> bool:
        sc = board([other, cheap], dict(own), {"deploy": ["OTHER"] * enemies}, g_played=True)
        return f"play:{sc.iid('p')}" in tokens(sc)

    assert playable(3)
    assert not playable(2)


_GRANT_TRAIT = "（配備フェイズ）〔１〕：自軍ユニット１枚は、ターン終了時まで「特徴：試験隊」を得る。"
_PLAYED_NOTE = "（注：このカードがプレイされて場に出た時にも起動する）"
_GAIN_NOTE = "（注：「ゲイン」の効果で、このカードが表になった時に適用される）"


@pytest.mark.parametrize("text", [_GRANT_TRAIT, _PLAYED_NOTE, _GAIN_NOTE])
def test_family_k3_trait_and_notes_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p65_a_trait_gained_until_the_turn_ends_is_found_by_selectors_but_not_as_printed() -> None:
    from engine.games.nexa import state as st

    sc = board([unit("M", abilities=[_ab(_GRANT_TRAIT)]), unit("O")],
               {"deploy": [{"card": "M", "id": "m"}, {"card": "O", "id": "o"}], "gzone": ["M"]}, {})
    o = sc.iid("o")
    assert candidates(sc.state, {"trait": "試験隊", "count": "all"}, 0, o, by_effect=False) == []
    do(sc, "act:$m:0", "t:$o", player=0)
    resolve_cut(sc)
    assert candidates(sc.state, {"trait": "試験隊", "count": "all"}, 0, o, by_effect=False) == [o]
    assert candidates(sc.state, {"printed_trait": "試験隊", "count": "all"}, 0, o, by_effect=False) == []
    sc.state.grants = [g for g in sc.state.grants if g[4] == "permanent"]  # the turn ends (turn.py)
    sc.state.version += 1
    assert candidates(sc.state, {"trait": "試験隊", "count": "all"}, 0, o, by_effect=False) == []
    assert sc.state.zone[o] == st.DEPLOY


@pytest.mark.parametrize("lines, fits", [
    (["『起動』：「特徴：試験隊」を持つ自軍ユニットがプレイされて場に出た場合、カード１枚を引く。", _PLAYED_NOTE], True),
    (["『起動』：「特徴：別隊」を持つ自軍ユニットがプレイされて場に出た場合、カード１枚を引く。", _PLAYED_NOTE], False),
    (["〔１〕：ゲイン", "『恒常』：このカードは、「ゲイン」の効果において、ロールコストを３として扱う。", _GAIN_NOTE], True),
    (["〔１〕：ゲイン", _GAIN_NOTE], False),
])
def test_p68_p75_a_note_is_exact_only_on_a_card_whose_text_it_restates(lines: list[str], fits: bool) -> None:
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("K3-002", traits=["試験隊"]), "text": {"ja": "\n".join(lines), "en": ""}}]})[0]
    assert (item.status == "full") == fits, item.blockers


def test_p68_a_card_that_fits_its_own_selector_hears_its_own_play() -> None:
    from engine.games.nexa import state as st

    text = "『起動』：「特徴：試験隊」を持つ自軍ユニットがプレイされて場に出た場合、カード１枚を引く。"
    sc = board([unit("M", traits=["試験隊"], abilities=[_ab(text)])],
               {"hand": [{"card": "M", "id": "m"}], "gzone": ["M"]}, {}, g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "play:$m", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("m")] == st.DEPLOY
    assert len(sc.state.place(0, st.HAND)) == hand - 1 + 1  # the card left the hand, one card drawn


_BOTH = "『起動』：このカードが場に出た場合、このカードと、敵軍ユニット１枚に１ダメージを与える。"
_TARGET_NOTE = "（注：対象がいる場合のみ適用される）"


def _played_damage(lines: list[str], enemies: int) -> tuple[int, int]:
    """Play a unit with the texts; (damage on it, damage on the enemy units) once its trigger resolved."""
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("K3-003", (2, 2, 5)), "text": {"ja": "\n".join(lines), "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    sc = board([item.card, unit("E", (1, 1, 5))], {"hand": [{"card": "K3-003", "id": "m"}], "gzone": ["E"]},
               {"deploy": [{"card": "E", "id": f"e{i}"} for i in range(enemies)]}, g_played=True)
    do(sc, "play:$m", player=0)
    for _ in range(10):
        resolve_cut(sc)
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind == "priority":
            break
        do(sc, sc.game.legal_tokens(sc.state)[0], player=d.player)
    return sc.state.damage[sc.iid("m")], sum(sc.state.damage[sc.iid(f"e{i}")] for i in range(enemies))


def test_p56_r180_a_text_noted_to_need_its_target_does_nothing_without_it() -> None:
    assert round_trip(_TARGET_NOTE)[1]
    assert _played_damage([_BOTH, _TARGET_NOTE], 1) == (1, 1)  # with its target: both parts
    assert _played_damage([_BOTH, _TARGET_NOTE], 0) == (0, 0)  # without: nothing
    assert _played_damage([_BOTH], 0) == (1, 0)  # no note: the part that can apply does


def test_r180_the_note_is_exact_only_after_a_triggered_text_with_a_target() -> None:
    from engine.games.nexa.importer import import_records

    lines = ["『起動』：このカードが場に出た場合、カード１枚を引く。", _TARGET_NOTE]
    item = import_records({"cards": [{**unit("K3-004"), "text": {"ja": "\n".join(lines), "en": ""}}]})[0]
    assert item.status != "full"


_DRAW_TOP = "（戦闘フェイズ）〔１〕：自軍捨て山の上のカード１枚を引く。"


def test_p61_drawing_from_the_discard_pile_takes_its_top_card_into_the_hand() -> None:
    from engine.games.nexa import state as st

    assert round_trip(_DRAW_TOP)[1]
    step = compile_text(_DRAW_TOP).ability["effect"][0]
    assert (step["do"], step["zone"], step["to"]) == ("take_top", "discard", "hand")
    sc = board([unit("M", abilities=[_ab(_DRAW_TOP)]), unit("A"), unit("B")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"], "discard": ["A", "B"]}, {}, point="attack")
    top = sc.state.place(0, st.DISCARD)[-1]
    home = len(sc.state.place(0, st.HOME))
    do(sc, "act:$m:0", player=0)
    resolve_cut(sc)
    assert sc.state.zone[top] == st.HAND and len(sc.state.place(0, st.DISCARD)) == 1
    assert len(sc.state.place(0, st.HOME)) == home  # not a draw from the home


def test_p29_p65_a_gain_level_said_with_to_is_asked_with_the_rest() -> None:
    text = "『起動』：このカードと同じ属性のGサインと、ゲインレベルを持つ自軍Gが場に出た場合、カード１枚を引く。"
    assert round_trip(text)[1]
    of = compile_text(text).ability["of"]
    assert of["has_gain_level"] is True and of["same_series"] is True and of["joined"] == ["same_series", "has_gain_level"]


@pytest.mark.parametrize("text", [
    "『常駐』：自軍ジャンクヤードにある「特徴：試作機」を持つユニットがある場合、このカードは＋１／±０／±０を得る。",
    "『常駐』：このカードは、「特徴：試作機」を持つ自軍ユニットがいる場合、＋１／±０／±０を得る。",
])
def test_p57_a_presence_said_before_or_after_this_card_prints_back_as_said(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p57_a_presence_in_the_junkyard_raises_this_cards_values_while_it_holds() -> None:
    text = "『常駐』：自軍ジャンクヤードにある「特徴：試作機」を持つユニットがある場合、このカードは＋１／±０／±０を得る。"
    proto = unit("P", traits=["試作機"])
    sc = board([unit("M", abilities=[_ab(text)]), proto], {"deploy": [{"card": "M", "id": "m"}], "junkyard": ["P"]}, {})
    assert stats(sc.state, sc.iid("m")) == (3, 2, 2)
    sc2 = board([unit("M", abilities=[_ab(text)]), proto], {"deploy": [{"card": "M", "id": "m"}], "hangar": ["P"]}, {})
    assert stats(sc2.state, sc2.iid("m")) == (2, 2, 2)


def test_p61_looking_at_the_enemy_hand_shows_its_cards_to_that_player_only() -> None:
    text = "（常時）〔１〕：敵軍手札を全て見る。"
    assert round_trip(text)[1]
    from engine.games.nexa import state as st

    sc = board([unit("M", abilities=[_ab(text)]), unit("A"), unit("B")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"]}, {"hand": ["A", "B", "A"]})
    hand = set(sc.state.place(1, st.HAND))
    do(sc, "act:$m:0", player=0)
    resolve_cut(sc)
    looks = [e for e in sc.state.events if e.kind == "look"]
    assert looks and set(looks[-1].cards) == hand
    assert looks[-1].private_to == 0  # shown to the effect's player only
    assert set(sc.state.place(1, st.HAND)) == hand  # the cards stay in the hand


def test_looking_at_the_own_hand_is_not_read() -> None:
    compiled, exact, blocker = round_trip("（常時）：自軍手札を全て見る。")
    assert compiled is None and "own hand" in blocker


def test_p57_either_presence_lets_the_text_be_used() -> None:
    from engine.games.nexa.conditions import holds

    text = "（常時）〔１〕：このカード以外のキャラ、または「高機動」を持つ自軍ユニットがいる場合、カード１枚を引く。"
    assert round_trip(text)[1]
    cond = compile_text(text).ability["condition"]
    pilot = card("P", "character", stats=[1, 1, 1])
    fast = unit("F", keywords=["high_mobility"])
    sc = board([unit("M"), fast, pilot], {"deploy": [{"card": "M", "id": "m"}]}, {})
    assert not holds(sc.state, cond, sc.iid("m"), 0)
    sc = board([unit("M"), fast, pilot], {"deploy": [{"card": "M", "id": "m"}, {"card": "F", "id": "f"}]}, {})
    assert holds(sc.state, cond, sc.iid("m"), 0)
    sc = board([unit("M"), fast, pilot], {"deploy": [{"card": "M", "id": "m"}]},
               {"deploy": [{"card": "M", "id": "e", "set": [{"card": "P", "id": "p"}]}]})
    assert holds(sc.state, cond, sc.iid("m"), 0)  # a character of either side


def test_p57_a_count_said_with_nomi_holds_for_exactly_that_many() -> None:
    from engine.games.nexa.conditions import holds

    text = "（戦闘フェイズ）〔１〕：戦闘エリアにいる自軍ユニットが１枚のみの場合、自軍ユニット１枚は、ターン終了時まで＋１／＋１／＋１を得る。"
    assert round_trip(text)[1]
    cond = compile_text(text).ability["condition"]

    def with_units(n: int) -> bool:
        sc = board([unit("M")], {"battle": {"space": [{"card": "M", "id": f"u{i}"} for i in range(n)]},
                                 "deploy": [{"card": "M", "id": "m"}]}, {}, point="attack")
        return holds(sc.state, cond, sc.iid("m"), 0)

    assert [with_units(n) for n in (0, 1, 2)] == [False, True, False]


_GAIN_TWO = "『常駐』：このカードの部隊にいる「特徴：試作機」を持つ全ての自軍ユニットは、「速攻」「強襲」を得る。"
_GAIN_BOTH = "『常駐』：全ての自軍ユニットは、＋１／＋１／＋１「高機動」を得る。"


@pytest.mark.parametrize("text", [_GAIN_TWO, _GAIN_BOTH])
def test_family_k3_static_gains_said_at_once_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p57_a_static_text_gives_values_and_a_special_effect_to_each_card_it_names() -> None:
    sc = board([unit("M", abilities=[_ab(_GAIN_BOTH)]), unit("O")],
               {"deploy": [{"card": "M", "id": "m"}, {"card": "O", "id": "o"}]}, {"deploy": [{"card": "O", "id": "e"}]})
    for own in ("m", "o"):
        assert stats(sc.state, sc.iid(own)) == (3, 3, 3) and has_keyword(sc.state, sc.iid(own), "high_mobility")
    assert stats(sc.state, sc.iid("e")) == (2, 2, 2) and not has_keyword(sc.state, sc.iid("e"), "high_mobility")


def test_p57_a_special_effect_given_while_a_condition_said_first_holds() -> None:
    text = "『常駐』：赤のGサインを持つ自軍Gが３枚以上ある場合、このカードは「強襲」を得る。"
    assert round_trip(text)[1]
    me = unit("M", abilities=[_ab(text)])
    red = unit("R", colour="red")
    two = board([me, red], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["R", "R"]}, {})
    three = board([me, red], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["R", "R", "R"]}, {})
    assert not has_keyword(two.state, two.iid("m"), "assault")
    assert has_keyword(three.state, three.iid("m"), "assault")


def test_p27_a_unit_with_one_terrain_only_fits_and_a_pilot_set_on_it_gives_it_high_mobility() -> None:
    text = "『常駐』：このカードは、地形適性を片方しか持たないユニットにセットされている場合、「高機動」を得る。"
    assert round_trip(text)[1]
    pilot = card("P", "character", stats=[1, 1, 1], abilities=[_ab(text)])
    sc = board([unit("S", terrain=("space",)), unit("B"), pilot],
               {"deploy": [{"card": "S", "id": "s", "set": [{"card": "P", "id": "p"}]},
                           {"card": "B", "id": "b", "set": [{"card": "P", "id": "q"}]}]}, {})
    assert has_keyword(sc.state, sc.iid("s"), "high_mobility")
    assert not has_keyword(sc.state, sc.iid("b"), "high_mobility")  # both terrains


def test_p68_the_topic_form_on_another_cards_entering_changes_this_card() -> None:
    from engine.games.nexa import state as st

    text = "『起動』：このカードは、「特徴：試験隊」を持つ自軍ユニットが場に出た場合、ターン終了時まで＋２／＋２／＋２を得る。"
    assert round_trip(text)[1]
    assert compile_text(text).ability["on"] == "card_enters"
    sc = board([unit("M", abilities=[_ab(text)]), unit("T", traits=["試験隊"])],
               {"deploy": [{"card": "M", "id": "m"}], "hand": [{"card": "T", "id": "t"}], "gzone": ["M"]}, {},
               g_played=True)
    do(sc, "play:$t", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("t")] == st.DEPLOY
    assert stats(sc.state, sc.iid("m")) == (4, 4, 4)
