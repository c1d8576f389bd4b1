"""Issue 14, family B3 of the card-text compiler: battle, sorties and damage.

Every text here is original, written in the controlled style of card lists (never official text).
Squad sizes (P35), engagement (交戦中ではない / 非交戦中の, P53's glossary, P70), 「自軍部隊が交戦中の」, a
protection while the card is in a state, a home shielded from battle damage and damage to both homes
compile, print back and play (docs/effect-language.md).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.stats import has_status, stats
from engine.games.nexa.targets import candidates
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, card, do, pass_until, resolve_cut, tokens, unit


def _unit(text: str, number: str = "W", stats: tuple[int, int, int] = (2, 2, 2), **extra: Any) -> dict[str, Any]:
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    return unit(number, stats, abilities=[ab], **extra)


def _command(number: str, text: str) -> dict[str, Any]:
    ab = compile_text(text).ability
    return card(number, "command", abilities=[{**ab, "kind": "play", "text": {"ja": text, "en": "x"}}])


@pytest.mark.parametrize("text", [
    "（戦闘フェイズ）〔1〕：ユニットが2枚以上の部隊にいる、全ての自軍ユニットは、ターン終了時まで「強襲」を得る。",
    "（戦闘フェイズ）〔R〕：ユニットが3枚以上の部隊にいる、全ての敵軍ユニットは、ターン終了時まで-1/-1/±0を得る。",
    "（防御ステップ）：ユニットが1枚のみの部隊にいる敵軍ユニット1枚に3ダメージを与える。",
    "（戦闘フェイズ）：このターン、ユニットが1枚のみの部隊にいる自軍ユニット1枚は、敵軍効果の対象にならない。",
    "（帰還ステップ）：交戦中ではない全ての敵軍ユニットをロールする。",
    "（自軍ダメージ判定ステップ）〔2〕：非交戦中の敵軍ユニット1枚を持ち主の手札に移す。",
    "（ダメージ判定ステップ）〔1〕：自軍部隊が交戦中の場合、カード1枚を引く。",
    "（戦闘フェイズ）〔1〕：敵軍部隊が交戦中の場合、このカードをリロールする。",
    "（戦闘フェイズ）〔0〕：このカードは、自軍部隊が交戦中の場合、ターン終了時まで+1/±0/+1を得る。",
    "『常駐』：このカードは、ユニットが1枚のみの部隊にいる場合、敵軍コマンドの対象にならない。",
    "『常駐』：このセットグループは、交戦中ではない場合、敵軍効果の対象にならない。",
    "（戦闘フェイズ）：自軍本国は、このターン、戦闘ダメージを受けない。",
    "『起動』：このカードが防御に出撃した場合、このターン、自軍本国は戦闘ダメージを受けない。",
    "『起動』：このカードが場に出た場合、全ての本国に3ダメージを与える。",
    "『常駐』：このカードの部隊の部隊戦闘力を+2する。",
    "『常駐』：全ての部隊の部隊戦闘力を-1する。",
    "『常駐』：全ての自軍部隊の部隊戦闘力を+1する。",
    "『常駐』：このカードと交戦中の敵軍部隊の部隊戦闘力を-2する。",
    "（自軍攻撃ステップ）〔1〕：ロール状態の敵軍ユニット1枚を、このカードがいる戦闘エリアの任意の順番に移す。",
    "（防御ステップ）〔2〕：配備エリアにいる敵軍ユニット1枚を、このカードがいる戦闘エリアにリロール状態で移す。",
    "（防御ステップ）〔1〕：このカードが戦闘エリアにいる場合、このカードを、別の戦闘エリアに移す。",
    "（戦闘フェイズ）〔R〕：このカードを別の戦闘エリアの任意の順番に移す。",
    "（防御ステップ）〔1〕：配備エリアにいる自軍ユニット1枚を、自軍部隊の任意の順番に移す。",
    "『常駐』：「特徴：装輪」を持つ全ての自軍ユニットは、通常ダメージを受けない。",
    "『常駐』：このセットグループのユニットは、「専用機のセット」が成立している場合、通常ダメージを受けない。",
    "（自軍戦闘フェイズ）〔1〕：このカードは、ターン終了時まで戦闘ダメージを受けない。",
    "（戦闘フェイズ）〔R〕：このセットグループは、ターン終了時まで戦闘ダメージを受けない。",
    "（戦闘フェイズ）〔1〕：敵軍ユニット1枚の戦闘力を、ターン終了時まで、2/2/2に固定する。",
    "『起動』：このカードが場に出た場合、ユニット1枚の戦闘力を、ターン終了時まで、0/0/3、または6/0/6に固定する。"
    "（注：固定した場合、その他の効果でも変動しない）",
    "（防御ステップ）〔2〕：このカードを、ユニットがいる戦闘エリアの任意の順番にリロール状態で移す。",
    "（防御ステップ）：自軍ユニット1枚を、ユニットがいる戦闘エリアに移す。",
    "（ダメージ判定ステップ）〔1〕：このカードと交戦中の、戦闘ダメージを受けている敵軍ユニット1枚をロールする。",
    "（戦闘フェイズ）〔2〕：通常ダメージを受けている敵軍ユニット1枚に、1ダメージを与える。",
    "『起動』：「特徴：試作機」を持つ自軍ユニットが交戦中となった場合、カード1枚を引く。",
    "『起動』：「供給」を持つ自軍カードが防御に出撃した場合、自軍G1枚をリロールできる。",
    "『起動』：敵軍ユニットが攻撃に出撃した場合、自軍本国を1回復する。",
    "『起動』：このカード以外の自軍キャラの部隊が戦闘ダメージを与えた場合、カード1枚を引く。",
    "（戦闘フェイズ）〔2〕：全ての敵軍部隊は、このターン、戦闘ダメージを与えられない。",
    "『起動』：このカードの部隊が、敵軍ターン中に戦闘ダメージを与えた場合、自軍本国を2回復する。",
    "『常駐』：このカードが部隊の先頭にいる場合、このカードの部隊にいる全ての自軍ユニットは、「強襲」を得る。",
    "『常駐』：このカードが部隊の2番目の順番にいる場合、このカードの部隊にいる全ての自軍ユニットは、「速攻」を得る。",
    "（戦闘フェイズ）〔1〕：このカードが部隊の1番後ろの順番にいる場合、カード1枚を引く。",
    "（戦闘フェイズ）〔1〕：自軍ユニット1枚は、ターン終了時まで、戦闘力1つに+1を得る。（注：戦闘力1つ＝格闘力、射撃力、防御力のいずれか1つ）",
    "（注：戦闘力1つ＝格闘力、射撃力、防御力のいずれか1つ）",
    "『起動』：このカードが、攻撃に出撃している、または自軍配備エリアにいる状態で、破壊された場合、全ての敵軍ユニットを"
    "ロールする。",
    "『起動』：このカードが、防御に出撃している、または交戦中の状態で、破壊された場合、カード1枚を引く。",
    "『起動』：このカードが、戦闘ダメージで破壊されて廃棄された場合、自軍本国を1回復する。",
    "（常時）〔1〕：通常ダメージで破壊されている自軍ユニット1枚の破壊を無効にする。",
    "（戦闘フェイズ）：戦闘ダメージ以外で破壊されている自軍ユニット1枚の破壊を無効にする。",
    "（戦闘フェイズ）〔1〕：自軍ユニットが交戦中の場合、敵軍は〔1〕を支払う。",
    "（防御ステップ）〔2〕：「特徴：試作機」を持つ自軍ユニットが交戦中の場合、カード1枚を引く。",
    "（戦闘フェイズ）〔2〕：このターン、このカードの部隊が与える戦闘ダメージは、「速度１」と「速度２」の両方で与えられる。",
    "（戦闘フェイズ）〔1〕：自軍G1枚をロールする。その場合、このターン、このカードの部隊が与える戦闘ダメージは、"
    "「速度１」と「速度２」の両方で与えられる。（注：「速度２」とは通常の部隊の戦闘ダメージを指す）",
    "『起動』：敵軍ユニットが攻撃に出撃した場合、〔1〕を支払う事ができる。その場合、このカードを戦闘エリアに、リロール状態で移す。",
    "『起動』：このカードが、「特徴：試作機」を持つ自軍ユニットと同じ部隊で出撃した場合、ターン終了時にカード1枚を引く。",
    "『起動』：このカードは、防御ステップ中に、プレイされて場に出た場合、ユニットのいる戦闘エリアの任意の順番に移る。",
])
def test_family_b3_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


def test_p35_the_size_of_a_squad_picks_its_units() -> None:
    """「ユニットが2枚以上の部隊にいる」 and 「ユニットが1枚のみの部隊にいる」: the units of the card's squad (P35)."""
    text = "（戦闘フェイズ）〔1〕：ユニットが2枚以上の部隊にいる、全ての自軍ユニットは、ターン終了時まで「強襲」を得る。"
    sel = compile_text(text).ability["effect"][0]["target"]
    assert sel == {"squad_min_units": 2, "count": "all", "side": "own", "type": "unit"}
    alone = compile_text("（防御ステップ）：ユニットが1枚のみの部隊にいる自軍ユニット1枚に3ダメージを与える。")
    one = alone.ability["targets"]["t1"]
    assert one["squad_units"] == 1
    mine = {"battle": {"space": [{"card": "U", "id": "a"}, {"card": "U", "id": "b"}],
                       "earth": [{"card": "U", "id": "solo"}]}, "deploy": [{"card": "U", "id": "home"}]}
    sc = board([unit("U")], mine, {}, point="damage_free1")
    assert candidates(sc.state, sel, 0, sc.iid("home")) == sorted([sc.iid("a"), sc.iid("b")])
    assert candidates(sc.state, one, 0, sc.iid("home")) == [sc.iid("solo")]


def test_p53_r160_not_engaged_is_every_card_that_is_not_and_unengaged_is_in_a_battle_area() -> None:
    """Ruling R-160: 「交戦中ではない」 names a card in a deploy area too; 「非交戦中の」 only a card in a battle
    area that is not engaged (P53's glossary); a card in an engaged area is neither."""
    any_sel = compile_text("（帰還ステップ）：交戦中ではない全ての敵軍ユニットをロールする。").ability["effect"][0]["target"]
    bat = compile_text("（自軍ダメージ判定ステップ）〔2〕：非交戦中の敵軍ユニット1枚を持ち主の手札に移す。").ability
    battle_sel = bat["targets"]["t1"]
    foe = {"battle": {"space": [{"card": "U", "id": "fighting"}], "earth": [{"card": "U", "id": "alone"}]},
           "deploy": [{"card": "U", "id": "resting"}]}
    sc = board([unit("U")], {"battle": {"space": [{"card": "U", "id": "mine"}]}}, foe, point="damage_free1")
    assert sc.state.engaged[0] and not sc.state.engaged[1]
    me = sc.iid("mine")
    assert candidates(sc.state, any_sel, 0, me) == sorted([sc.iid("alone"), sc.iid("resting")])
    assert candidates(sc.state, battle_sel, 0, me) == [sc.iid("alone")]


@pytest.mark.parametrize("text", ["（ダメージ判定ステップ）〔1〕：自軍部隊が交戦中の場合、カード1枚を引く。",
                                  "（ダメージ判定ステップ）〔1〕：自軍ユニットが交戦中の場合、カード1枚を引く。"])
def test_p70_an_own_squad_engaged_is_the_condition_of_the_text(text: str) -> None:
    """「自軍部隊が交戦中の場合」 (「自軍ユニットが交戦中の場合」): the text can be played only while a squad of its side
    faces an enemy squad."""
    assert compile_text(text).ability["condition"] in ({"squad_engaged": "own"},
                                                       {"exists": {"side": "own", "type": "unit", "engaged": True}})
    for foe, offered in (([{"card": "U"}], True), ([], False)):
        sc = board([_unit(text), unit("U")], {"deploy": [{"card": "W", "id": "w"}], "gzone": ["U", "U"],
                                              "battle": {"earth": [{"card": "U"}]}},
                   {"battle": {"earth": foe}}, point="damage_free1")
        assert (f"act:{sc.iid('w')}:0" in tokens(sc)) == offered, foe


def test_p57_this_card_gains_the_change_only_while_its_side_has_an_engaged_squad() -> None:
    text = "（戦闘フェイズ）〔0〕：このカードは、自軍部隊が交戦中の場合、ターン終了時まで+1/±0/+1を得る。"
    for foe, want in (([{"card": "U"}], (3, 2, 3)), ([], (2, 2, 2))):
        sc = board([_unit(text), unit("U")], {"deploy": [{"card": "W", "id": "w"}],
                                              "battle": {"space": [{"card": "U"}]}},
                   {"battle": {"space": foe}}, point="damage_free1")
        do(sc, "act:$w:0", player=0)
        resolve_cut(sc)
        assert stats(sc.state, sc.iid("w")) == want, foe


def test_p57_a_protection_holds_while_the_card_is_alone_in_its_squad() -> None:
    """「このカードは、ユニットが1枚のみの部隊にいる場合、敵軍効果の対象にならない」: alone in a squad it is
    protected; with a second unit in its squad, or in a deploy area, it is not."""
    text = "『常駐』：このカードは、ユニットが1枚のみの部隊にいる場合、敵軍効果の対象にならない。"
    cont = compile_text(text).ability["continuous"][0]
    assert cont["condition"] == {"self_squad_units": 1}
    for squad, protected in (([{"card": "W", "id": "w"}], True),
                             ([{"card": "W", "id": "w"}, {"card": "U"}], False)):
        sc = board([_unit(text), unit("U")], {"battle": {"space": squad}}, {}, point="damage_free1")
        assert has_status(sc.state, sc.iid("w"), "untargetable") == protected
    sc = board([_unit(text), unit("U")], {"deploy": [{"card": "W", "id": "w"}]}, {}, point="damage_free1")
    assert not has_status(sc.state, sc.iid("w"), "untargetable")


def test_p35_r161_a_shielded_home_takes_no_battle_damage_this_turn() -> None:
    """Ruling R-161: 「自軍本国は、このターン、戦闘ダメージを受けない」 keeps every battle damage of this turn off
    that home (an unengaged attacker's, P35)."""
    text = "（戦闘フェイズ）：自軍本国は、このターン、戦闘ダメージを受けない。"
    assert compile_text(text).ability["effect"] == [{"do": "home_shield", "side": "own", "until": "this_turn"}]
    for played, lost in ((True, 0), (False, 4)):
        sc = board([_command("C", text), unit("E", (4, 1, 4))],
                   {"hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"]},
                   {"battle": {"space": [{"card": "E"}]}}, point="damage_free1", attacker=1)
        home = len(sc.state.place(0, st.HOME))
        if played:
            do(sc, "pass", player=1)  # the turn player (the attacker) passes first
            do(sc, "play:$c", player=0)
            resolve_cut(sc)
        pass_until(sc, st.RETURN_FREE1)
        assert len(sc.state.place(0, st.HOME)) == home - lost, played

def test_p35_damage_to_every_home() -> None:
    text = "『起動』：このカードが場に出た場合、全ての本国に3ダメージを与える。"
    assert compile_text(text).ability["effect"] == [{"do": "homes_damage", "amount": 3}]
    sc = board([_unit(text)], {"hand": [{"card": "W", "id": "w"}], "gzone": ["W", "W"]}, {},
               point="deploy", g_played=True)
    homes = [len(sc.state.place(p, st.HOME)) for p in (0, 1)]
    do(sc, "play:$w", player=0)
    resolve_cut(sc)
    assert [len(sc.state.place(p, st.HOME)) for p in (0, 1)] == [homes[0] - 3, homes[1] - 3]


@pytest.mark.parametrize("made", [
    lambda: _command("C", "（戦闘フェイズ）：自軍本国は、このターン、戦闘ダメージを受けない。"),
    lambda: _unit("（戦闘フェイズ）〔1〕：ユニットが3枚以上の部隊にいる、全ての自軍ユニットは、ターン終了時まで+1/+1/±0を得る。"),
    lambda: _unit("（自軍ダメージ判定ステップ）〔1〕：非交戦中の自軍ユニット1枚を持ち主の手札に移す。"),
    lambda: _unit("『常駐』：全ての敵軍部隊の部隊戦闘力を-1する。"),
    lambda: _unit("（防御ステップ）〔1〕：このカードが戦闘エリアにいる場合、このカードを、別の戦闘エリアに移す。"),
    lambda: _unit("（戦闘フェイズ）〔1〕：敵軍ユニット1枚の戦闘力を、ターン終了時まで、0/0/3、または6/0/6に固定する。"),
    lambda: _unit("（戦闘フェイズ）〔2〕：通常ダメージを受けている敵軍ユニット1枚に、1ダメージを与える。"),
])
def test_the_behaviour_check_plays_and_compares_the_family_b3_texts(made: Any) -> None:
    from engine.games.nexa.behave import check_card

    verdict = check_card(made())
    assert verdict.status == "behaved", verdict.detail


def test_p35_a_static_text_changes_the_power_of_the_squads_it_names() -> None:
    """「このカードの部隊の部隊戦闘力を+2する」: an unengaged attacking squad deals its power +2 to the home (P35)."""
    from engine.games.nexa.battle import squad_power

    text = "『常駐』：このカードの部隊の部隊戦闘力を+2する。"
    assert compile_text(text).ability["continuous"] == [{"apply": "squad_power", "target": "self", "amount": 2}]
    sc = board([_unit(text, stats=(3, 1, 3)), unit("U")], {"battle": {"space": [{"card": "W", "id": "w"},
                                                                                  {"card": "U"}]}},
               {}, point="damage_free1")
    assert squad_power(sc.state, 0) == 3 + 2 + 2  # front 格闘力 3, the second unit's 射撃力 2, the text's +2
    home = len(sc.state.place(1, st.HOME))
    pass_until(sc, st.RETURN_FREE1)
    assert len(sc.state.place(1, st.HOME)) == home - 7


def test_p70_the_squad_facing_this_card_loses_power_only_while_engaged() -> None:
    from engine.games.nexa.battle import squad_power

    text = "『常駐』：このカードと交戦中の敵軍部隊の部隊戦闘力を-2する。"
    mine = {"battle": {"space": [{"card": "W", "id": "w"}]}}
    sc = board([_unit(text), unit("E", (3, 3, 3))], mine,
               {"battle": {"space": [{"card": "E"}], "earth": [{"card": "E"}]}}, point="damage_free1")
    assert squad_power(sc.state, 1) == 1 and squad_power(sc.state, 3) == 3  # space faces it; earth does not
    every = "『常駐』：全ての部隊の部隊戦闘力を-5する。"
    sc = board([_unit(every), unit("E", (3, 3, 3))], {"battle": {"space": [{"card": "W", "id": "w"}]}},
               {"battle": {"earth": [{"card": "E"}]}}, point="damage_free1")
    assert squad_power(sc.state, 0) == 0 and squad_power(sc.state, 3) == 0  # never below 0 (P35)


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


def test_p70_r162_a_unit_moved_into_this_cards_area_joins_its_sides_squad_there() -> None:
    """Ruling R-162: 「…を、このカードがいる戦闘エリアに移す」: the enemy unit joins the back of the enemy squad in
    this card's area (forming it there: the area becomes engaged at once, P70); with this card outside the battle
    areas nothing moves."""
    text = "（防御ステップ）〔2〕：配備エリアにいる敵軍ユニット1枚を、このカードがいる戦闘エリアにリロール状態で移す。"
    sc = board([_unit(text), unit("E")], {"battle": {"earth": [{"card": "W", "id": "w"}]}, "gzone": ["E", "E"]},
               {"deploy": [{"card": "E", "id": "e", "rolled": True}]}, point="defence", attacker=0)
    e = sc.iid("e")
    assert not sc.state.engaged[1]
    _answer(sc, f"act:{sc.iid('w')}:0")  # the one enemy unit in a deploy area: the target (no question)
    resolve_cut(sc)
    assert sc.state.squads[1 * 2 + 1] == [e] and sc.state.engaged[1] and not sc.state.rolled[e]
    home = board([_unit(text), unit("E")], {"deploy": [{"card": "W", "id": "w"}], "gzone": ["E", "E"]},
                 {"deploy": [{"card": "E", "id": "e"}]}, point="defence", attacker=0)
    _answer(home, f"act:{home.iid('w')}:0")
    resolve_cut(home)
    assert home.state.zone[home.iid("e")] == st.DEPLOY


def test_p70_r162_this_card_leaves_its_squad_for_the_other_area_at_the_place_the_player_says() -> None:
    text = "（戦闘フェイズ）〔R〕：このカードを別の戦闘エリアの任意の順番に移す。"
    sc = board([_unit(text), unit("U"), unit("E")],
               {"battle": {"space": [{"card": "W", "id": "w"}], "earth": [{"card": "U", "id": "u1"},
                                                                         {"card": "U", "id": "u2"}]}},
               {"battle": {"space": [{"card": "E"}]}}, point="damage_free1", attacker=0)
    w = sc.iid("w")
    assert sc.state.engaged[0]
    _answer(sc, f"act:{w}:0")
    _answer(sc, "opt:0")  # the front of the squad there
    resolve_cut(sc)
    assert sc.state.squads[2] == [w, sc.iid("u1"), sc.iid("u2")] and sc.state.squads[0] == []
    assert not sc.state.engaged[0]  # its old area has the enemy squad alone now


def test_r163_normal_damage_is_every_damage_but_the_damage_steps_battle_damage() -> None:
    """「…は、通常ダメージを受けない」: no damage from effects of either side (the rulebook's 戦闘ダメージと通常ダメージ);
    the battle damage of the damage step's rule effect is still dealt."""
    text = "『常駐』：「特徴：装輪」を持つ全ての自軍ユニットは、通常ダメージを受けない。"
    shot = "（常時）：ユニット1枚に1ダメージを与える。"
    sc = board([_unit(text, traits=["装輪"]), _unit(shot, "G"), unit("E", (3, 3, 5))],
               {"battle": {"space": [{"card": "W", "id": "w"}]}, "deploy": [{"card": "G", "id": "gun"}]},
               {"battle": {"space": [{"card": "E"}]}}, point="damage_free1")
    w = sc.iid("w")
    _answer(sc, f"act:{sc.iid('gun')}:0")
    _answer(sc, f"t:{w}")
    resolve_cut(sc)
    assert sc.state.damage[w] == 0  # its own side's effect: 通常ダメージ too
    pass_until(sc, st.DAMAGE_FREE2)
    assert sc.state.damage[w] == 2 and sc.state.destroyed[w]  # the enemy squad's battle damage is dealt (P36)


def test_p36_r163_battle_damage_assigned_to_a_unit_that_takes_none_is_not_passed_on() -> None:
    """Ruling R-163: 「このカードは、ターン終了時まで戦闘ダメージを受けない」: the unit still takes its share of its
    squad's battle damage (up to its defence, P36), which is not dealt; the units behind get only the rest."""
    text = "（戦闘フェイズ）〔1〕：このカードは、ターン終了時まで戦闘ダメージを受けない。"
    sc = board([_unit(text, stats=(1, 1, 2)), unit("U", (1, 1, 2)), unit("E", (5, 5, 5))],
               {"battle": {"space": [{"card": "W", "id": "w"}, {"card": "U", "id": "u"}]}, "gzone": ["U"]},
               {"battle": {"space": [{"card": "E"}]}}, point="damage_free1")
    w, u = sc.iid("w"), sc.iid("u")
    _answer(sc, f"act:{w}:0")
    resolve_cut(sc)
    pass_until(sc, st.DAMAGE_FREE2)
    assert sc.state.damage[w] == 0 and not sc.state.destroyed[w]
    assert sc.state.damage[u] == 2 and sc.state.destroyed[u]  # 5: 2 held off by the front unit, 2 to the second


def test_r164_fixed_battle_values_hold_whatever_else_changes_them_until_the_turn_ends() -> None:
    """Ruling R-164: 「…の戦闘力を、ターン終了時まで、2/2/2に固定する」: the unit's 戦闘力 are those values; a change
    made before (a coin) or after (+3/+3/+3) does not move them; the next turn its own values are back."""
    text = "（戦闘フェイズ）〔1〕：敵軍ユニット1枚の戦闘力を、ターン終了時まで、2/2/2に固定する。"
    pump = "（常時）：敵軍ユニット1枚は、ターン終了時まで+3/+3/+3を得る。"
    sc = board([_unit(text), _unit(pump, "P"), unit("E", (5, 4, 6))],
               {"battle": {"space": [{"card": "W", "id": "w"}]}, "deploy": [{"card": "P", "id": "p"}],
                "gzone": ["E", "E"]},
               {"battle": {"space": [{"card": "E", "id": "e", "coins": {"+1/+1/+1": 1}}]}}, point="damage_free1")
    e = sc.iid("e")
    assert stats(sc.state, e) == (6, 5, 7)
    _answer(sc, f"act:{sc.iid('w')}:0")
    resolve_cut(sc)
    assert stats(sc.state, e) == (2, 2, 2)
    _answer(sc, f"act:{sc.iid('p')}:0")
    resolve_cut(sc)
    assert stats(sc.state, e) == (2, 2, 2)
    sc.state.grants = [g for g in sc.state.grants if g[4] == "permanent"]  # what the turn end keeps (turn.py)
    sc.state.mods = []
    sc.state.version += 1
    assert stats(sc.state, e) == (6, 5, 7)


def test_r164_the_controller_picks_one_of_the_two_fixed_values() -> None:
    text = "（戦闘フェイズ）〔1〕：敵軍ユニット1枚の戦闘力を、ターン終了時まで、0/0/3、または6/0/6に固定する。"
    ab = compile_text(text).ability
    assert ab["effect"][0]["or_stats"] == [6, 0, 6]
    sc = board([_unit(text), unit("E", (5, 4, 6))], {"battle": {"space": [{"card": "W", "id": "w"}]}, "gzone": ["E"]},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="damage_free1")
    _answer(sc, f"act:{sc.iid('w')}:0")
    _answer(sc, "opt:1")
    resolve_cut(sc)
    assert stats(sc.state, sc.iid("e")) == (6, 0, 6)


def test_r165_a_unit_has_received_battle_damage_or_normal_damage() -> None:
    """Ruling R-165: 「戦闘ダメージを受けている」 is a unit with damage on it, some of it battle damage of the damage
    step's rule effect; 「通常ダメージを受けている」 the same with damage from an effect."""
    from engine.games.nexa.effects import deal_damage

    text = "（ダメージ判定ステップ）〔1〕：このカードと交戦中の、戦闘ダメージを受けている敵軍ユニット1枚をロールする。"
    battle_sel = compile_text(text).ability["targets"]["t1"]
    assert battle_sel["damaged_by"] == "battle"
    normal_sel = {**compile_text("（戦闘フェイズ）〔2〕：通常ダメージを受けている敵軍ユニット1枚に、1ダメージを与える。")
                  .ability["targets"]["t1"]}
    sc = board([_unit(text, stats=(4, 1, 9)), unit("E", (1, 1, 9))],
               {"battle": {"space": [{"card": "W", "id": "w"}]}},
               {"battle": {"space": [{"card": "E", "id": "hit"}], "earth": [{"card": "E", "id": "shot"}]}},
               point="damage_free1")
    w, hit, shot = sc.iid("w"), sc.iid("hit"), sc.iid("shot")
    deal_damage(sc.state, shot, 1, 0, w)  # an effect's damage: 通常ダメージ
    pass_until(sc, st.DAMAGE_FREE2)
    assert sc.state.damage[hit] == 4 and sc.state.damage[shot] == 1
    assert candidates(sc.state, battle_sel, 0, w) == [hit]
    assert candidates(sc.state, normal_sel, 0, w) == [shot]


def test_p68_p70_a_text_hears_another_units_engagement_and_defence_sortie() -> None:
    """「「特徴：試作機」を持つ自軍ユニットが交戦中となった場合」 and 「「供給」を持つ自軍カードが防御に出撃した場合」: heard
    when a card that fits does it (P68), not for another card."""
    text = "『起動』：「特徴：試作機」を持つ自軍ユニットが交戦中となった場合、カード1枚を引く。"
    assert compile_text(text).ability["of"] == {"trait": "試作機", "side": "own", "type": "unit"}
    for traits, drawn in ((["試作機"], 1), ([], 0)):
        sc = board([_unit(text, "WATCH"), unit("P", traits=traits), unit("E")],
                   {"deploy": [{"card": "WATCH"}], "battle": {"space": [{"card": "P"}]}},
                   {"deploy": [{"card": "E", "id": "e"}]}, point="defence_rule")
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "sortie:s:$e", "sortie:done", player=1)
        pass_until(sc, st.DAMAGE_FREE1)
        assert len(sc.state.place(0, st.HAND)) == hand + drawn, traits
    sortie = "『起動』：「供給」を持つ自軍カードが防御に出撃した場合、カード1枚を引く。"
    for kws, drawn in ((["supply"], 1), ([], 0)):
        sc = board([_unit(sortie, "WATCH"), unit("D", keywords=kws), unit("E")],
                   {"deploy": [{"card": "WATCH"}, {"card": "D", "id": "d"}]},
                   {"battle": {"space": [{"card": "E"}]}}, point="defence_rule", attacker=1)
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "sortie:s:$d", "sortie:done", player=0)
        pass_until(sc, st.DAMAGE_FREE1)
        assert len(sc.state.place(0, st.HAND)) == hand + drawn, kws


def test_p71_a_text_hears_the_battle_damage_of_another_cards_squad() -> None:
    """「このカード以外の自軍キャラの部隊が戦闘ダメージを与えた場合」: a character's squad is its unit's (P66, P71)."""
    text = "『起動』：このカード以外の自軍キャラの部隊が戦闘ダメージを与えた場合、カード1枚を引く。"
    pilot = card("PL", "character", stats=[1, 1, 1])
    for set_on, drawn in (([{"card": "PL"}], 1), ([], 0)):
        sc = board([_unit(text, "WATCH"), unit("U"), pilot], {"deploy": [{"card": "WATCH"}],
                                                             "battle": {"space": [{"card": "U", "set": set_on}]}},
                   {}, point="damage_free1")
        hand = len(sc.state.place(0, st.HAND))
        pass_until(sc, st.RETURN_FREE1)
        assert len(sc.state.place(0, st.HAND)) == hand + drawn, set_on


def test_p71_r166_the_enemy_squads_deal_no_battle_damage_this_turn() -> None:
    """Ruling R-166: 「全ての敵軍部隊は、このターン、戦闘ダメージを与えられない」: the enemy squads in the battle areas as
    the text resolves deal no battle damage this turn (their units carry it); the own squads still do."""
    text = "（戦闘フェイズ）：全ての敵軍部隊は、このターン、戦闘ダメージを与えられない。"
    sc = board([_command("C", text), unit("U", (2, 2, 9)), unit("E", (3, 3, 9))],
               {"hand": [{"card": "C", "id": "c"}], "gzone": ["U", "U"], "battle": {"space": [{"card": "U", "id": "u"}]}},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="damage_free1", attacker=1)
    do(sc, "pass", player=1)
    do(sc, "play:$c", player=0)
    resolve_cut(sc)
    pass_until(sc, st.DAMAGE_FREE2)
    assert sc.state.damage[sc.iid("u")] == 0 and sc.state.damage[sc.iid("e")] == 2


def test_p57_p71_a_squads_battle_damage_heard_only_in_the_turn_the_text_names() -> None:
    text = "『起動』：このカードの部隊が、自軍ターン中に戦闘ダメージを与えた場合、自軍本国を2回復する。"
    ab = compile_text(text).ability
    assert (ab["on"], ab["condition"]) == ("deals_battle_damage", {"turn": "own"})
    for attacker, recovered in ((0, 2), (1, 0)):
        sc = board([_unit(text, stats=(2, 2, 9)), unit("E", (1, 1, 9))], {"battle": {"space": [{"card": "W"}]},
                                                                          "discard": ["E", "E", "E"]},
                   {"battle": {"space": [{"card": "E"}]}}, point="damage_free1", attacker=attacker)
        home = len(sc.state.place(0, st.HOME))
        pass_until(sc, st.RETURN_FREE1)
        assert len(sc.state.place(0, st.HOME)) == home + recovered, attacker


def test_p35_a_place_in_the_squad_is_a_condition_of_a_static_text() -> None:
    """「このカードが部隊の先頭（2番目の順番、1番後ろの順番）にいる場合、このカードの部隊にいる全ての自軍ユニットは、
    「強襲」を得る。」: while this card stands at that place of its squad (P35 部隊の先頭)."""
    from engine.games.nexa.stats import keywords

    for place, word in ((1, "部隊の先頭"), (2, "部隊の2番目の順番"), (-1, "部隊の1番後ろの順番")):
        text = f"『常駐』：このカードが{word}にいる場合、このカードの部隊にいる全ての自軍ユニットは、「強襲」を得る。"
        cont = compile_text(text).ability["continuous"][0]
        assert cont["condition"] == {"self_position": place}
        for at in range(3):
            squad = [{"card": "U", "id": f"u{i}"} for i in range(2)]
            squad.insert(at, {"card": "W", "id": "w"})
            sc = board([_unit(text), unit("U")], {"battle": {"space": squad}}, {}, point="damage_free1")
            want = at == (place - 1 if place > 0 else 3 + place)
            assert ("assault" in keywords(sc.state, sc.iid("u0"))) == want, (word, at)


def test_p57_p68_a_destroyed_card_hears_it_only_in_the_states_its_text_names() -> None:
    """「このカードが、攻撃に出撃している、または自軍配備エリアにいる状態で、破壊された場合」: destroyed attacking or in
    its deploy area, it is heard; destroyed while defending, it is not."""
    from engine.games.nexa.effects import destroy

    text = "『起動』：このカードが、攻撃に出撃している、または自軍配備エリアにいる状態で、破壊された場合、カード1枚を引く。"
    ab = compile_text(text).ability
    assert ab["condition"] == {"any": [{"self_attacking": True}, {"self_in": "deploy"}]} and ab["on"] == "destroyed"
    for where, attacker, drawn in (("battle", 0, 1), ("deploy", 0, 1), ("battle", 1, 0)):
        mine = {"battle": {"space": [{"card": "W", "id": "w"}]}} if where == "battle" else {"deploy": [{"card": "W", "id": "w"}]}
        sc = board([_unit(text), unit("E")], mine, {"battle": {"earth": [{"card": "E"}]}}, point="damage_free1",
                   attacker=attacker)
        hand = len(sc.state.place(0, st.HAND))
        destroy(sc.state, sc.iid("w"), seat=1)
        pass_until(sc, st.DAMAGE_FREE2)
        assert len(sc.state.place(0, st.HAND)) == hand + drawn, (where, attacker)


def test_r167_destroyed_by_battle_damage_or_by_normal_damage() -> None:
    """Ruling R-167: 「このカードが、戦闘ダメージで破壊されて廃棄された場合」 is heard when the damage step's battle damage
    destroyed it, not when an effect's damage did; 「通常ダメージで破壊されている」 names the other."""
    from engine.games.nexa.effects import deal_damage
    from engine.games.nexa.rules import check_destruction

    text = "『起動』：このカードが、戦闘ダメージで破壊されて廃棄された場合、カード1枚を引く。"
    ab = compile_text(text).ability
    assert (ab["on"], ab["condition"]) == ("destroyed_out", {"self_destroyed_by": "battle"})
    normal = compile_text("（常時）〔1〕：通常ダメージで破壊されている自軍ユニット1枚の破壊を無効にする。")
    normal_sel = normal.ability["targets"]["t1"]
    for by_battle in (True, False):
        sc = board([_unit(text, stats=(1, 1, 2)), unit("E", (3, 3, 9))], {"battle": {"space": [{"card": "W", "id": "w"}]}},
                   {"battle": {"space": [{"card": "E"}]}}, point="damage_free1")
        w = sc.iid("w")
        hand = len(sc.state.place(0, st.HAND))
        if not by_battle:
            deal_damage(sc.state, w, 2, 1, sc.iid("w"))
            check_destruction(sc.state)
            assert candidates(sc.state, normal_sel, 0, w) == [w]
        pass_until(sc, st.RETURN_FREE1)
        assert sc.state.zone[w] == st.JUNK
        assert len(sc.state.place(0, st.HAND)) == hand + (1 if by_battle else 0), by_battle


def test_p74_r168_a_squad_deals_its_battle_damage_at_both_speeds() -> None:
    """Ruling R-168: 「このターン、このカードの部隊が与える戦闘ダメージは、「速度1」と「速度2」の両方で与えられる」: the
    squad deals its whole power at speed 1 (as 速攻's) and again at speed 2 (P74)."""
    text = "（戦闘フェイズ）〔1〕：このターン、このカードの部隊が与える戦闘ダメージは、「速度１」と「速度２」の両方で与えられる。"
    for played, lost in ((True, 6), (False, 3)):
        sc = board([_unit(text, stats=(3, 1, 9)), unit("E", (1, 1, 9))],
                   {"battle": {"space": [{"card": "W", "id": "w"}]}, "gzone": ["E"]}, {}, point="damage_free1")
        home = len(sc.state.place(1, st.HOME))
        if played:
            _answer(sc, f"act:{sc.iid('w')}:0")
            resolve_cut(sc)
        pass_until(sc, st.RETURN_FREE1)
        assert len(sc.state.place(1, st.HOME)) == home - lost, played
    sc = board([_unit(text, stats=(3, 1, 9)), unit("E", (1, 1, 3))],
               {"battle": {"space": [{"card": "W", "id": "w"}]}, "gzone": ["E"]},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="damage_free1")
    _answer(sc, f"act:{sc.iid('w')}:0")
    resolve_cut(sc)
    pass_until(sc, st.DAMAGE_FREE2)
    assert sc.state.destroyed[sc.iid("e")] and sc.state.damage[sc.iid("w")] == 0  # destroyed at speed 1: no reply


def test_p70_r169_a_unit_moved_to_a_battle_area_goes_to_the_one_the_player_picks() -> None:
    """Ruling R-169: 「このカードを戦闘エリアに、リロール状態で移す」 names no area: the player picks either battle area
    (other than the one it is in) and it joins its side's squad there, forming it and checking engagement (P70)."""
    text = "（防御ステップ）〔1〕：このカードを、戦闘エリアにリロール状態で移す。"
    assert compile_text(text).ability["effect"] == [{"do": "to_area", "target": "self", "area": "any", "rolled": False,
                                                     "position": "back"}]
    sc = board([_unit(text), unit("E")], {"deploy": [{"card": "W", "id": "w", "rolled": True}], "gzone": ["E"]},
               {"battle": {"earth": [{"card": "E"}]}}, point="defence", attacker=1)
    w = sc.iid("w")
    _answer(sc, f"act:{w}:0")
    _answer(sc, "opt:1")  # the earth area
    resolve_cut(sc)
    assert sc.state.squads[1 * 2 + 0] == [w] and sc.state.engaged[1] and not sc.state.rolled[w]


def test_p32_p68_a_sortie_in_the_same_squad_as_a_unit_that_fits() -> None:
    """「このカードが、「特徴：試作機」を持つ自軍ユニットと同じ部隊で出撃した場合」: heard when it sorties in one squad
    with another own unit that fits (P32), not when that unit goes to the other area."""
    text = "『起動』：このカードが、「特徴：試作機」を持つ自軍ユニットと同じ部隊で出撃した場合、自軍本国を1回復する。"
    for area, recovered in (("s", 1), ("e", 0)):
        sc = board([_unit(text), unit("P", traits=["試作機"])],
                   {"deploy": [{"card": "W", "id": "w"}, {"card": "P", "id": "p"}], "discard": ["P", "P"]},
                   {}, point="attack_rule")
        home = len(sc.state.place(0, st.HOME))
        do(sc, "sortie:s:$w", f"sortie:{area}:$p", "sortie:done", player=0)
        pass_until(sc, st.ATTACK_FREE2)
        assert len(sc.state.place(0, st.HOME)) == home + recovered, area


def test_p70_r113_a_card_played_in_the_defence_step_moves_itself_where_units_are() -> None:
    """「このカードは、防御ステップ中に、プレイされて場に出た場合、ユニットのいる戦闘エリアの任意の順番に移る。」: the topic
    form of 「このカードを、ユニットのいる戦闘エリアの任意の順番に移す」 (R-113)."""
    text = "『起動』：このカードは、防御ステップ中に、プレイされて場に出た場合、ユニットのいる戦闘エリアの任意の順番に移る。"
    ab = compile_text(text).ability
    assert ab["effect"] == [{"do": "to_unit_area", "target": "self"}] and ab["condition"] == {"phase": "defence"}
    sc = board([_unit(text, keywords=["quick"]), unit("E")], {"hand": [{"card": "W", "id": "w"}], "gzone": ["E", "E"]},
               {"battle": {"earth": [{"card": "E"}]}}, point="defence", attacker=1)
    w = sc.iid("w")
    _answer(sc, f"play:{w}")
    resolve_cut(sc)
    pass_until(sc, st.DEFENCE_FREE2)
    assert sc.state.zone[w] == st.BATTLE and sc.state.squads[1 * 2 + 0] == [w]
