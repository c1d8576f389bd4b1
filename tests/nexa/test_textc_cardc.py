"""Issue 14, family C of the card-text compiler: graphics, card-relative selectors and conditions.

Every text here is original, written in the controlled style of card lists (never official text).
Graphics (P29) import with their levels as ruling R-60 reads them; the selectors and conditions that
refer to this card or to other cards compile, print back and play (docs/effect-language.md).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.behave import check_card
from engine.games.nexa.importer import import_records, report
from engine.games.nexa.stats import stats
from engine.games.nexa.targets import candidates
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, do, resolve_cut, tokens, unit


def _graphic(number: str, total: str, roll: str) -> dict[str, Any]:
    return {"id": number, "imgID": number, "title": f"青グラフィック（試験{number}）", "categoryStr": "GRAPHIC",
            "totalCostLengthStr": total, "colorCost": roll, "gsignProperty": "0079", "bp1": "-", "bp2": "-",
            "bp3": "-", "area": None, "characteristic": None, "textstr": "", "rarity": "C", "color": "青"}


def test_p29_graphics_import_with_their_levels_as_r60_reads_them_and_the_report_says_so() -> None:
    items = import_records({"data": [_graphic("G-1", "-", "-"), _graphic("G-2", "2", "1")]})
    assert [i.status for i in items] == ["full", "full"]
    absent, read = (i.card for i in items)
    assert absent is not None and read is not None
    # no level in the record: levels of 0 (the guard system adds nothing, ゲイン reads 0)
    assert (absent["guard_level"], absent["gain_level"]) == (0, 0)
    # two numbers in the cost columns: guard level, then gain level (where a roll cost would stand)
    assert (read["guard_level"], read["gain_level"]) == (2, 1)
    assert report(items)["defaulted"] == [{"item": "graphic levels not in the record: 0 (R-60)", "cards": 1},
                                          {"item": "graphic levels read from the cost columns (R-60)", "cards": 1}]


def test_p29_an_imported_graphic_plays_only_as_a_g_and_the_guard_system_follows_its_level() -> None:
    absent, read = (i.card for i in import_records({"data": [_graphic("G-1", "-", "-"), _graphic("G-2", "2", "1")]}))
    assert absent is not None and read is not None
    assert check_card(absent).status == "behaved"  # played as a G from the hand, rerolled in the G zone
    # in a damage step: the graphic with guard level 2 offers the guard system (P29), the one with none does not
    sc = board([absent, read, unit("U", (2, 1, 3))],
               {"gzone": [{"card": "G-1", "id": "g1"}, {"card": "G-2", "id": "g2"}, "U", "U"],
                "battle": {"space": [{"card": "U", "id": "mine"}]}},
               {"battle": {"space": [{"card": "U", "id": "theirs"}]}}, point="damage_free1", turn=4)
    legal = tokens(sc)
    assert any(t.startswith(f"act:{sc.iid('g2')}:") for t in legal)
    assert not any(t.startswith(f"act:{sc.iid('g1')}:") for t in legal)


def _card(text: str, number: str = "SRC", type_: str = "unit", **extra: Any) -> dict[str, Any]:
    """An original card carrying one compiled text (a command's text is its play)."""
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    if type_ == "command":
        return {"number": number, "name": {"ja": number, "en": number}, "type": "command", "colours": ["blue"],
                "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
                "abilities": [{**ab, "kind": "play"}]}
    return unit(number, (2, 2, 3), abilities=[ab], **extra)


@pytest.mark.parametrize("text", [
    "（戦闘フェイズ）〔1〕：「PS装甲」を持つ自軍ユニット1枚は、ターン終了時まで+1/+1/+1を得る。",
    "（防御ステップ）〔R〕：「サイコミュ」を持つ敵軍ユニット1枚をロールする。",
    "（ダメージ判定ステップ）：戦闘エリアにいるX以下の合計国力を持つ敵軍ユニット1枚を破壊する。Xの値は、自軍ユニットの枚数とする。",
    "（攻撃ステップ）〔1〕：このカードと交戦中のX以下の防御力を持つ敵軍ユニット1枚を持ち主の手札に移す。Xの値は、自軍Gの枚数－1とする。",
    "（常時）：自軍ユニット1枚の破壊を無効にする。",
    "（常時）〔2〕：破壊されている自軍ユニット1枚の破壊を無効にする。",
    "（常時）〔1〕：このカードを廃棄する。その場合、「特徴：試作機」を持つ自軍ユニット1枚の破壊を無効にする。",
    "（ダメージ判定ステップ）〔茶2〕：このカードの破壊を無効にする。",
    "（常時）〔1〕：自軍本国に2ダメージを与える。その場合、カード1枚を引く。",
    "『起動』：このカードが破壊された場合、自軍本国に3ダメージを与える。",
    "（帰還ステップ）：自軍本国を2回復する事ができる。",
    "（ダメージ判定ステップ）：自軍部隊1つの部隊戦闘力を部隊解散まで+3する。",
    "（戦闘フェイズ）〔1〕：交戦中の敵軍部隊1つの部隊戦闘力を部隊解散まで-2する。",
    "（防御ステップ）〔0〕：このカードの部隊の部隊戦闘力を部隊解散まで-1する。その場合、自軍本国を2回復する。",
    "（防御ステップ）〔R〕：自軍部隊1つの部隊戦闘力を部隊解散まで+Xする。Xの値は、「特徴：試作機」を持つ自軍キャラの枚数とする。",
    "『起動』：「特徴：試作機」を持つ自軍ユニットが場に出た場合、カード1枚を引く。",
    "『起動』：このカードと同じ属性のGサインを持つ自軍キャラが場に出る毎に、自軍本国を1回復する。",
    "『起動』：「高機動」を持つ自軍ユニットがプレイされて場に出た場合、敵軍ユニット1枚をロールする。",
    "『起動』：緑のGサインを持つ敵軍ユニットがプレイされて場に出る毎に、カード1枚を引く。",
    "（戦闘フェイズ）〔1〕：「特徴：試作機」を持つ自軍ユニットがいる場合、カード1枚を引く。",
    "（戦闘フェイズ）：敵軍ユニットが2枚以上いる場合、このカードをリロールする。",
    "『常駐』：青のGサインを持つ自軍Gが5枚以上ある場合、全ての敵軍ユニットは-1/-1/+0を得る。",
    "『常駐』：このカードは、赤のGサインを持つ自軍ユニットがいる場合、+1/+1/+1を得る。",
    "（戦闘フェイズ）：敵軍オペ1枚を破壊する。",
    "（配備フェイズ）〔1〕：自軍ジャンクヤードにあるユニット1枚を持ち主のハンガーに移す。",
    "（ダメージ判定ステップ）：戦闘エリアにいるキャラがセットされていない敵軍ユニット1枚を破壊する。",
    "『起動』：このカードが場に出た場合、キャラがセットされている自軍ユニット1枚をリロールする。",
    "『起動』：このカードが破壊された場合、G以外の敵軍カード1枚を破壊する。",
    "『起動』：このカードが場に出た場合、セットカードがセットされていないG以外の敵軍カード1枚を破壊できる。",
    "（自軍戦闘フェイズ）：G以外のセットカードがセットされている敵軍カード1枚をロールする。",
    "（配備フェイズ）〔R〕：ゲインレベルを持つ自軍G1枚をロールする。その場合、自軍本国を2回復する。",
    "『起動』：赤のGサインを持つ自軍Gが4枚以上ある状態で、このカードが場に出た場合、敵軍ユニット1枚をロールする。",
    "『起動』：自軍キャラがいない状態で、このカードが場に出た場合、自軍本国に3ダメージを与える。",
    "（戦闘フェイズ）：交戦中の敵軍ユニットがいない場合、このカードをリロールする。",
])
def test_family_c_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


def test_p56_a_special_effect_qualifier_chooses_only_units_that_have_it() -> None:
    text = "（常時）：「PS装甲」を持つ自軍ユニット1枚は、ターン終了時まで+2/+0/+0を得る。"
    assert compile_text(text).ability["targets"]["t1"] == {"keyword": "ps_armor", "side": "own", "type": "unit",
                                                           "count": 1}
    src = _card(text, type_="command")
    ps = unit("PS", (1, 1, 3), keywords=["ps_armor"])
    plain = unit("PLAIN", (1, 1, 3))
    sc = board([src, ps, plain], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["SRC", "SRC"],
                                  "deploy": [{"card": "PS", "id": "ps"}, {"card": "PLAIN", "id": "plain"}]}, {},
               point="attack", g_played=True)
    assert candidates(sc.state, compile_text(text).ability["targets"]["t1"], 0, sc.iid("src")) == [sc.iid("ps")]
    do(sc, "play:$src", player=0)
    resolve_cut(sc)
    assert stats(sc.state, sc.iid("ps")) == (3, 1, 3) and stats(sc.state, sc.iid("plain")) == (1, 1, 3)
    assert check_card(src).status == "behaved"


def test_p65_x_in_a_total_cost_qualifier_is_the_value_the_text_defines() -> None:
    """「X以下の合計国力を持つ」 with 「Xの値は、自軍ユニットの枚数とする」: two own units, so a total cost of 2 at most."""
    text = "（ダメージ判定ステップ）：X以下の合計国力を持つ敵軍ユニット1枚を破壊する。Xの値は、自軍ユニットの枚数とする。"
    t1 = compile_text(text).ability["targets"]["t1"]
    assert t1["max_total_cost"] == {"count": {"side": "own", "type": "unit"}}
    src = _card(text, type_="command")
    cheap, dear = unit("CHEAP", total=2), unit("DEAR", total=3)
    sc = board([src, cheap, dear], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["SRC", "SRC"], "deploy": ["CHEAP", "CHEAP"]},
               {"deploy": [{"card": "CHEAP", "id": "cheap"}, {"card": "DEAR", "id": "dear"}]},
               point="damage", g_played=True)
    assert candidates(sc.state, t1, 0, sc.iid("src")) == [sc.iid("cheap")]
    do(sc, "play:$src", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("cheap")] == st.JUNK or sc.state.destroyed[sc.iid("cheap")]


def test_p39_negating_a_destruction_saves_a_destroyed_unit_and_only_a_destroyed_one() -> None:
    text = "（常時）：自軍ユニット1枚の破壊を無効にする。"
    ab = compile_text(text).ability
    # the text names a destroyed unit without saying 破壊されている: the selector asks for one all the same
    assert ab["targets"]["t1"] == {"side": "own", "type": "unit", "count": 1, "destroyed": True}
    assert ab["effect"] == [{"do": "negate_destruction", "target": "t1"}]
    src = _card(text, type_="command")
    sc = board([src, unit("U", (2, 2, 3))], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["SRC", "SRC"],
                                             "battle": {"space": [{"card": "U", "id": "hit"}, {"card": "U", "id": "ok"}]}},
               {}, point="damage", g_played=True)
    s = sc.state
    s.destroyed[sc.iid("hit")] = True
    s.destroyed_queue.append(sc.iid("hit"))
    s.version += 1
    assert candidates(s, ab["targets"]["t1"], 0, sc.iid("src")) == [sc.iid("hit")]
    do(sc, "play:$src", player=0)
    resolve_cut(sc)
    assert not s.destroyed[sc.iid("hit")] and s.zone[sc.iid("hit")] == st.BATTLE
    assert check_card(src).status == "behaved"
    assert check_card(_card("（常時）〔1〕：このカードの破壊を無効にする。")).status == "behaved"


def test_p44_a_printed_zero_cost_validates_and_plays_without_rolling_a_g() -> None:
    """〔0〕 is printed on the card (unlike a text with no cost at all): `pay: {any: 0}`, nothing to roll."""
    text = "（ダメージ判定ステップ）〔0〕：このカードと交戦中の敵軍ユニット1枚に1ダメージを与える。"
    assert compile_text(text).ability["cost"] == {"pay": {"any": 0}}
    items = import_records({"data": [{"id": "Z-1", "imgID": "Z-1", "title": "試験機", "categoryStr": "UNIT",
                                      "totalCostLengthStr": "2", "colorCost": "青1", "gsignProperty": "0079",
                                      "bp1": "2", "bp2": "1", "bp3": "3", "area": "宇", "characteristic": "MS",
                                      "textstr": text, "rarity": "C", "color": "青"}]})
    assert items[0].status == "full" and items[0].card is not None
    sc = board([items[0].card, unit("E", (1, 1, 5))],
               {"battle": {"space": [{"card": "Z-1", "id": "me"}]}, "gzone": [{"card": "E", "id": "g"}]},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="damage", g_played=True)
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("e")] == 1 and not sc.state.rolled[sc.iid("g")]


def test_p35_a_squad_power_change_lasts_until_the_squad_dissolves_and_counts_in_battle() -> None:
    from engine.games.nexa.battle import squad_power
    from engine.games.nexa.stats import squad_index

    text = "（ダメージ判定ステップ）：敵軍部隊1つの部隊戦闘力を部隊解散まで-2する。"
    ab = compile_text(text).ability
    assert ab["targets"]["t1"] == {"side": "enemy", "zone": "battle", "type": "unit", "squad": True, "count": 1}
    assert ab["effect"] == [{"do": "squad_power", "target": "t1", "amount": -2}]
    src = _card(text, type_="command")
    sc = board([src, unit("U", (3, 2, 3))], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["SRC", "SRC"],
                                              "battle": {"space": [{"card": "U", "id": "mine"}]}},
               {"battle": {"space": [{"card": "U", "id": "front"}, {"card": "U", "id": "back"}]}},
               point="damage", g_played=True)
    q = squad_index(sc.state, sc.iid("front"))
    assert squad_power(sc.state, q) == 3 + 2  # the front unit's melee and the back unit's shooting (P35)
    do(sc, "play:$src", player=0)
    if f"t:{sc.iid('back')}" in tokens(sc):  # either unit of the squad names it
        do(sc, f"t:{sc.iid('back')}", player=0)
    resolve_cut(sc)
    assert squad_power(sc.state, q) == 3 + 2 - 2
    assert check_card(src).status == "behaved"


def test_p35_own_home_damage_is_the_own_home_not_a_pile() -> None:
    """「自軍本国に2ダメージを与える」: the own home loses two cards, then the その場合 part draws."""
    text = "（常時）：自軍本国に2ダメージを与える。その場合、カード1枚を引く。"
    assert compile_text(text).ability["effect"] == [{"do": "home_damage", "side": "own", "amount": 2},
                                                   {"do": "draw", "side": "own", "count": 1}]
    src = _card(text, type_="command")
    sc = board([src], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["SRC", "SRC"]}, {}, point="deploy",
               g_played=True)
    do(sc, "play:$src", player=0)
    resolve_cut(sc)
    assert len(sc.state.place(0, st.HOME)) == 10 - 2 - 1 and len(sc.state.place(0, st.HAND)) == 1


def _play_unit(sc: Any, label: str) -> None:
    do(sc, f"play:${label}", player=0)
    resolve_cut(sc)


def test_p68_a_trigger_names_the_card_that_enters_with_a_selector() -> None:
    text = "『起動』：「特徴：試作機」を持つ自軍ユニットが場に出た場合、カード1枚を引く。"
    ab = compile_text(text).ability
    assert (ab["on"], ab["of"]) == ("card_enters", {"trait": "試作機", "side": "own", "type": "unit"})
    watcher = _card(text, "W")
    proto, plain = unit("PROTO", traits=["試作機"]), unit("PLAIN")
    sc = board([watcher, proto, plain],
               {"deploy": [{"card": "W", "id": "w"}], "gzone": ["PLAIN"] * 4,
                "hand": [{"card": "PROTO", "id": "proto"}, {"card": "PLAIN", "id": "plain"}]},
               {"deploy": [{"card": "PROTO", "id": "theirs"}]}, point="deploy", g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    _play_unit(sc, "plain")  # not a 試作機: nothing is drawn
    assert len(sc.state.place(0, st.HAND)) == hand - 1
    _play_unit(sc, "proto")  # a 試作機 enters: one card is drawn
    assert len(sc.state.place(0, st.HAND)) == hand - 2 + 1
    assert check_card(watcher).status == "behaved"


def test_p68_r61_a_watching_trigger_hears_its_own_card_entering_when_it_matches() -> None:
    text = "『起動』：「特徴：試作機」を持つ自軍ユニットがプレイされて場に出る毎に、カード1枚を引く。"
    ab = compile_text(text).ability
    assert (ab["on"], ab["every"]) == ("card_played", True)
    watcher = _card(text, "W", traits=["試作機"])
    sc = board([watcher], {"hand": [{"card": "W", "id": "w"}], "gzone": ["W"] * 4}, {}, point="deploy",
               g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    _play_unit(sc, "w")
    assert len(sc.state.place(0, st.HAND)) == hand - 1 + 1


def test_normal_form_reads_iru_and_aru_of_a_presence_as_one_word() -> None:
    assert normalise("赤のGサインを持つ自軍Gがある場合、") == normalise("赤のGサインを持つ自軍Gがいる場合、")
    assert normalise("敵軍ユニットが2枚以上いる場合、") == normalise("敵軍ユニットが2枚以上ある場合、")


def test_p57_a_presence_condition_is_checked_to_play_the_text() -> None:
    text = "（戦闘フェイズ）：敵軍ユニットが2枚以上いる場合、このカードをリロールする。"
    assert compile_text(text).ability["condition"] == {"exists": {"side": "enemy", "type": "unit"}, "min": 2}
    src = _card(text)
    one = board([src], {"deploy": [{"card": "SRC", "id": "src", "rolled": True}]},
                {"deploy": ["SRC"]}, point="attack", g_played=True)
    assert f"act:{one.iid('src')}:0" not in tokens(one)
    two = board([src], {"deploy": [{"card": "SRC", "id": "src", "rolled": True}]},
                {"deploy": ["SRC", "SRC"]}, point="attack", g_played=True)
    do(two, "act:$src:0", player=0)
    resolve_cut(two)
    assert not two.state.rolled[two.iid("src")]


def test_the_behaviour_check_never_counts_a_watching_trigger_that_did_not_fire() -> None:
    """The generator plays an own filler; a text watching enemy units never fires, so it is unchecked."""
    own = _card("『起動』：「特徴：試作機」を持つ自軍ユニットが場に出る毎に、カード1枚を引く。", "W1")
    assert check_card(own).status == "behaved"
    enemy = _card("『起動』：赤のGサインを持つ敵軍ユニットがプレイされて場に出た場合、カード1枚を引く。", "W2")
    verdict = check_card(enemy)
    assert (verdict.status, verdict.detail) == ("unchecked", "the text did not reach the cut")


def test_normal_form_reads_ope_as_operation() -> None:
    assert normalise("敵軍オペレーション1枚を破壊する。") == normalise("敵軍オペ1枚を破壊する。")
    assert compile_text("（戦闘フェイズ）：敵軍オペ1枚を破壊する。").ability["targets"]["t1"]["type"] == "operation"


def test_p66_a_card_moved_to_its_owners_hangar_goes_to_the_owner_not_the_player() -> None:
    text = "（戦闘フェイズ）：敵軍ユニット1枚を持ち主のハンガーに移す。"
    assert compile_text(text).ability["effect"] == [{"do": "move", "target": "t1", "to": "hangar",
                                                     "owner_side": True}]
    src = _card(text, type_="command")
    sc = board([src, unit("E")], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["SRC", "SRC"]},
               {"deploy": [{"card": "E", "id": "e"}]}, point="attack", g_played=True)
    do(sc, "play:$src", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("e")] == st.HANGAR and sc.iid("e") in sc.state.place(1, st.HANGAR)
    assert check_card(src).status == "behaved"


def test_p56_a_character_qualifier_chooses_units_with_or_without_a_character_set() -> None:
    text = "（ダメージ判定ステップ）：キャラがセットされていない敵軍ユニット1枚を破壊する。"
    t1 = compile_text(text).ability["targets"]["t1"]
    assert t1 == {"has_character": False, "side": "enemy", "type": "unit", "count": 1}
    pilot = {"number": "P", "name": {"ja": "P", "en": "P"}, "type": "character", "colours": ["blue"],
             "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
             "stats": [1, 1, 1]}
    src = _card(text, type_="command")
    sc = board([src, unit("E"), pilot], {"hand": [{"card": "SRC", "id": "src"}]},
               {"deploy": [{"card": "E", "id": "bare"}, {"card": "E", "id": "piloted", "set": [{"card": "P"}]}]},
               point="damage", g_played=True)
    assert candidates(sc.state, t1, 0, sc.iid("src")) == [sc.iid("bare")]


def test_p66_not_g_and_set_card_qualifiers_choose_the_cards_the_text_names() -> None:
    text = "（戦闘フェイズ）：セットカードがセットされていないG以外の敵軍カード1枚を破壊する。"
    t1 = compile_text(text).ability["targets"]["t1"]
    assert t1 == {"has_set_card": False, "type": ["unit", "character", "operation", "ace", "command", "graphic"],
                  "side": "enemy", "count": 1}
    pilot = {"number": "P", "name": {"ja": "P", "en": "P"}, "type": "character", "colours": ["blue"],
             "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
             "stats": [1, 1, 1]}
    src = _card(text, type_="command")
    sc = board([src, unit("E"), pilot], {"hand": [{"card": "SRC", "id": "src"}]},
               {"deploy": [{"card": "E", "id": "bare"}, {"card": "E", "id": "piloted", "set": [{"card": "P"}]}],
                "gzone": [{"card": "E", "id": "g"}]}, point="attack", g_played=True)
    # not the enemy G, not the unit with a set card; the set character has none set on it (P66)
    pilot_iid = next(i for i in range(len(sc.state.zone)) if sc.state.zone[i] == st.SET)
    assert candidates(sc.state, t1, 0, sc.iid("src")) == [sc.iid("bare"), pilot_iid]


def test_p29_a_gain_level_qualifier_chooses_graphics_among_the_gs() -> None:
    text = "（常時）：ゲインレベルを持つ自軍G1枚をリロールする。"
    t1 = compile_text(text).ability["targets"]["t1"]
    assert t1 == {"has_gain_level": True, "side": "own", "type": "g", "count": 1}
    graphic = {"number": "GR", "name": {"ja": "GR", "en": "GR"}, "type": "graphic", "colours": ["blue"],
               "gsign": {"colour": "blue", "series": "0079"}, "guard_level": 1, "gain_level": 2}
    src = _card(text, type_="command")
    sc = board([src, graphic, unit("U")], {"hand": [{"card": "SRC", "id": "src"}],
                                           "gzone": [{"card": "GR", "id": "gr", "rolled": True},
                                                     {"card": "U", "id": "plain", "rolled": True}]},
               {}, point="attack", g_played=True)
    assert candidates(sc.state, t1, 0, sc.iid("src")) == [sc.iid("gr")]
    assert check_card(src).status == "behaved"


def test_p68_a_trigger_with_a_state_is_heard_only_while_the_state_holds() -> None:
    """「自軍キャラがいない状態で、このカードが場に出た場合」: with an own character on the field, nothing."""
    text = "『起動』：自軍キャラがいない状態で、このカードが場に出た場合、自軍本国に2ダメージを与える。"
    ab = compile_text(text).ability
    assert ab["condition"] == {"not": {"exists": {"side": "own", "type": "character"}}}
    pilot = {"number": "P", "name": {"ja": "P", "en": "P"}, "type": "character", "colours": ["blue"],
             "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
             "stats": [1, 1, 1]}
    src = _card(text)
    for with_pilot, lost in ((False, 2), (True, 0)):
        deploy = [{"card": "U", "set": [{"card": "P"}]}] if with_pilot else [{"card": "U"}]
        sc = board([src, unit("U"), pilot], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["U", "U"],
                                             "deploy": deploy}, {}, point="deploy", g_played=True)
        home = len(sc.state.place(0, st.HOME))
        _play_unit(sc, "src")
        assert home - len(sc.state.place(0, st.HOME)) == lost
