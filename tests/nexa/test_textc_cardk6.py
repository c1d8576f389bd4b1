"""Issue 14, family K6: selectors, protections and the long tail, part 3. Each construct is compiled, printed
back to the same text and played in the engine. Every text here is original, written in the controlled style of
card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.behave import check_card
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, do, resolve_cut, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


def _card(text: str, number: str = "SRC", type_: str = "unit", **extra: Any) -> dict[str, Any]:
    """An original card carrying one compiled text (a command's text is its play)."""
    if type_ == "command":
        return {"number": number, "name": {"ja": number, "en": number}, "type": "command", "colours": ["blue"],
                "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
                "abilities": [{**_ab(text), "kind": "play"}]}
    return unit(number, (2, 2, 3), abilities=[_ab(text)], **extra)


_HAND_OR_UNIT = "（攻撃ステップ）〔１〕：敵軍は、自分の手札１枚、または自分のユニット１枚を選んで廃棄する。"
_CHAR_OR_OP = "（常時）：敵軍は、自分のキャラ１枚、または自分のオペ１枚を選んで破壊する。"
_HAND_AND_UNIT = "『起動』：このカードが場に出た場合、敵軍は、自分の手札１枚と自分のユニット１枚を選んで廃棄する。"


@pytest.mark.parametrize("text", [
    _HAND_OR_UNIT,
    _CHAR_OR_OP,
    _HAND_AND_UNIT,
    "『起動』：このカードが破壊された場合、敵軍は、自分の手札２枚、または自分のカード１枚を選んで廃棄する。",
])
def test_family_k6_wordings_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _either_board(hand: int) -> Any:
    src = _card(_HAND_OR_UNIT)
    return board([src, unit("E")], {"battle": {"space": [{"card": "SRC", "id": "src"}]}, "gzone": ["SRC"]},
                 {"deploy": [{"card": "E", "id": "e"}], "hand": [{"card": "E", "id": f"h{i}"} for i in range(hand)]},
                 point="attack", g_played=True)


def test_p63_r340_the_enemy_chooses_hand_or_unit_and_only_what_it_can_do() -> None:
    """「敵軍は、自分の手札1枚、または自分のユニット1枚を選んで廃棄する」: the enemy player chooses which (P63, R-340);
    with an empty hand the unit is discarded without a choice."""
    ab = _ab(_HAND_OR_UNIT)
    assert ab["effect"][0]["do"] == "side_either"
    sc = _either_board(1)
    s = sc.state
    do(sc, "act:$src:0", player=0)
    resolve_cut(sc)
    d = sc.game.decision(s, labels=False)
    assert d is not None and d.kind == "option" and d.player == 1, "the enemy chooses between the two"
    assert "opt:1" in d.tokens()
    sc.game.apply(s, 1, "opt:1")  # the unit
    resolve_cut(sc)
    assert s.zone[sc.iid("e")] == st.JUNK and s.zone[sc.iid("h0")] == st.HAND
    sc = _either_board(0)
    s = sc.state
    do(sc, "act:$src:0", player=0)
    resolve_cut(sc)
    d = sc.game.decision(s, labels=False)
    assert d is None or d.kind != "option", "nothing to choose: the hand is empty"
    assert s.zone[sc.iid("e")] == st.JUNK


def test_p63_r340_both_picks_said_with_to_are_both_done() -> None:
    """「自分の手札1枚と自分のユニット1枚を選んで廃棄する」: a hand card and a unit, both (R-340)."""
    ab = _ab(_HAND_AND_UNIT)
    assert [x["do"] for x in ab["effect"][0]["steps"]] == ["discard_hand", "side_picks"]
    assert check_card(_card(_HAND_AND_UNIT)).status == "behaved"
    assert check_card(_card(_HAND_OR_UNIT)).status == "behaved"
    assert check_card(_card(_CHAR_OR_OP, type_="command")).status == "behaved"


_FURTHER_DAMAGE = ("（戦闘フェイズ）：戦闘エリアにいる敵軍ユニット１枚に２ダメージを与える。「特徴：試作機」を持つ自軍ユニットが"
                   "いる場合、（さらに）対象に３ダメージを与える。")
_FURTHER_DRAW = "『起動』：このカードが場に出た場合、カード１枚を引く。敵軍手札が０枚の場合、（さらに）カード１枚を引く。"


@pytest.mark.parametrize("text", [
    _FURTHER_DAMAGE,
    _FURTHER_DRAW,
    "（戦闘フェイズ）〔１〕：敵軍ユニット１枚をロールする。「特徴：試作機」を持つ自軍ユニットが２枚以上いる場合、（さらに）カード１枚を引く。",
    "（常時）：自軍手札が３枚の場合、カード２枚を引く。",
])
def test_family_k6_conditional_further_steps_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("proto", [True, False])
def test_p57_a_further_step_applies_only_while_its_condition_holds(proto: bool) -> None:
    """「…に2ダメージを与える。…がいる場合、（さらに）対象に3ダメージを与える」: the same target takes 3 more only with
    the trait on the board (P57: a step applied as written, its condition read as it applies)."""
    ab = _ab(_FURTHER_DAMAGE)
    assert ab["effect"][1]["then"] == [{"do": "damage", "target": "t1", "amount": 3}]
    src = _card(_FURTHER_DAMAGE, type_="command")
    sc = board([src, unit("P", traits=["試作機"] if proto else []), unit("FOE", (1, 1, 9))],
               {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["SRC"], "deploy": [{"card": "P", "id": "p"}]},
               {"battle": {"space": [{"card": "FOE", "id": "foe"}]}}, point="attack", g_played=True)
    do(sc, "play:$src", player=0)
    if sc.token("t:$foe") in sc.game.legal_tokens(sc.state):
        do(sc, "t:$foe", player=0)
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("foe")] == (5 if proto else 2)


@pytest.mark.parametrize("enemy_hand", [0, 2])
def test_p57_the_enemy_hand_size_condition_reads_that_hand(enemy_hand: int) -> None:
    """「敵軍手札が0枚の場合、（さらに）カード1枚を引く」: the second draw only with the enemy's hand empty."""
    ab = _ab(_FURTHER_DRAW)
    assert ab["effect"][1]["condition"] == {"equal": [{"hand_count": "enemy"}, 0]}
    me = _card(_FURTHER_DRAW, number="ME")
    sc = board([me, unit("X")], {"hand": [{"card": "ME", "id": "me"}], "gzone": ["ME"],
                                 "home": [{"card": "X", "id": f"x{i}"} for i in range(4)]},
               {"hand": [{"card": "X", "id": f"y{i}"} for i in range(enemy_hand)]}, point="deploy", g_played=False)
    s = sc.state
    do(sc, "play:$me", player=0)
    resolve_cut(sc)
    assert len(s.place(0, st.HAND)) == (2 if enemy_hand == 0 else 1)


_STRONG = "（戦闘フェイズ）：８以上の格闘力を持つ自軍ユニットがいる場合、敵軍ユニット１枚を破壊する。"
_WEAK_X = ("（ダメージ判定ステップ）〔１〕：このカードと交戦中の、X以下の格闘力を持つ敵軍ユニット１枚を破壊する。"
           "Xの値は、このカードの防御力の値と同じとする。")
_GUARD_PAIR = "『常駐』：このカードは、戦闘エリアに自軍ユニットが２枚以上いる場合、敵軍効果の対象にならない。"


@pytest.mark.parametrize("text", [
    _STRONG,
    _WEAK_X,
    "『起動』：このカードが場に出た場合、このカードと交戦中の、５以上の格闘力を持つ敵軍ユニット１枚をロールする。",
    "（常時）：２以下の格闘力を持つ敵軍ユニット１枚をロールする。",
    _GUARD_PAIR,
])
def test_family_k6_selectors_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("melee", [7, 8])
def test_p57_a_melee_of_n_or_more_is_read_on_the_board(melee: int) -> None:
    """「8以上の格闘力を持つ自軍ユニットがいる場合」: the unit's 格闘力 as it is now (selector min_melee, P57)."""
    from engine.games.nexa.conditions import holds

    ab = _ab(_STRONG)
    assert ab["condition"] == {"exists": {"min_melee": 8, "side": "own", "type": "unit"}}
    sc = board([_card(_STRONG, type_="command"), unit("BIG", (melee, 1, 1))],
               {"hand": [{"card": "SRC", "id": "src"}], "deploy": [{"card": "BIG", "id": "big"}]}, {})
    assert holds(sc.state, ab["condition"], sc.iid("src"), 0) == (melee >= 8)


def test_p65_x_or_less_melee_reads_x_from_this_cards_defence() -> None:
    """「X以下の格闘力を持つ…。Xの値は、このカードの防御力の値…」: only an enemy of 格闘力 up to this card's 防御力 (P65)."""
    from engine.games.nexa.targets import candidates

    ab = _ab(_WEAK_X)
    sel = ab["targets"]["t1"]
    assert sel["max_melee"] == {"self_stat": "defence"}
    sc = board([unit("ME", (1, 1, 4), abilities=[ab]), unit("LOW", (4, 1, 1)), unit("HIGH", (5, 1, 1))],
               {"battle": {"space": [{"card": "ME", "id": "me"}]}},
               {"battle": {"space": [{"card": "LOW", "id": "low"}, {"card": "HIGH", "id": "high"}]}}, point="damage")
    got = candidates(sc.state, sel, 0, sc.iid("me"))
    assert sc.iid("low") in got and sc.iid("high") not in got


@pytest.mark.parametrize("units", [1, 2])
def test_p56_a_protection_while_n_own_units_are_in_the_battle_areas(units: int) -> None:
    """「このカードは、戦闘エリアに自軍ユニットが2枚以上いる場合、敵軍効果の対象にならない」: counted now (P56, P57)."""
    from engine.games.nexa.targets import candidates

    sc = board([unit("WALL", abilities=[_ab(_GUARD_PAIR)]), unit("M"), unit("GUN")],
               {"battle": {"space": [{"card": "WALL", "id": "wall"}]},
                "deploy": [{"card": "M", "id": "m"}]} if units == 1 else
               {"battle": {"space": [{"card": "WALL", "id": "wall"}], "earth": [{"card": "M", "id": "m"}]}},
               {"battle": {"space": [{"card": "GUN", "id": "gun"}]}}, point="attack")
    sel = {"type": "unit", "count": 1}
    assert (sc.iid("wall") in candidates(sc.state, sel, 1, sc.iid("gun"))) == (units == 1)


_NAMED_OR_SELF = "『起動』：自軍「試作参号」が場に出た、または自軍「試作参号」がいる状態で、このカードが場に出た場合、カード１枚を引く。"
_WITH_NAMED = "『起動』：このカードが、自軍「試作参号」、または自軍「試作四号」がいる状態で場に出た場合、カード１枚を引く。"


@pytest.mark.parametrize("text", [
    _NAMED_OR_SELF,
    _WITH_NAMED,
    "『起動』：自軍「試作参号」が場に出た、または自軍「試作参号」がいる状態で、このカードがプレイされて場に出た場合、敵軍ユニット１枚をロールする。",
    "『起動』：このカードが、自軍「試作参号」がいる状態で場に出た場合、自軍本国を２回復する。",
    "（常時）：敵軍「試作参号」がいる場合、カード１枚を引く。",
])
def test_family_k6_named_presences_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _drawn(text: str, played: str, me_on_field: bool, named_on_field: bool) -> int:
    me = unit("ME", abilities=[_ab(text)])
    named = unit("NAMED", name={"ja": "試作参号", "en": "Prototype 3"})
    plain = unit("PLAIN")
    own: dict[str, Any] = {"hand": [{"card": "ME", "id": "me"}, {"card": "NAMED", "id": "named"},
                                    {"card": "PLAIN", "id": "plain"}], "gzone": ["PLAIN"] * 3, "deploy": []}
    for label, there in (("me", me_on_field), ("named", named_on_field)):
        if there:
            own["hand"] = [h for h in own["hand"] if h["id"] != label]
            own["deploy"].append({"card": label.upper(), "id": label})
    sc = board([me, named, plain], own, {}, point="deploy", g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "play:$" + played, player=0)
    for _ in range(6):
        resolve_cut(sc)
    return len(sc.state.place(0, st.HAND)) - (hand - 1)


def test_p68_r341_a_named_card_entering_or_this_card_entering_beside_it() -> None:
    """「自軍「A」が場に出た、または自軍「A」がいる状態で、このカードが場に出た場合」: A entering is heard; this card
    entering is heard only with an A on the field; another card entering is not (P68, R-341)."""
    ab = _ab(_NAMED_OR_SELF)
    assert (ab["on"], ab["also_on"], ab["condition"]) == (
        "card_enters", ["enters_field"], {"exists": {"side": "own", "name": "試作参号"}})
    assert _drawn(_NAMED_OR_SELF, "named", True, False) == 1
    assert _drawn(_NAMED_OR_SELF, "me", False, True) == 1
    assert _drawn(_NAMED_OR_SELF, "me", False, False) == 0
    assert _drawn(_NAMED_OR_SELF, "plain", True, True) == 0


def test_p57_this_card_entering_while_a_named_card_is_there() -> None:
    """「このカードが、自軍「A」、または自軍「B」がいる状態で場に出た場合」: either name on the field (P57)."""
    assert _drawn(_WITH_NAMED, "me", False, True) == 1
    assert _drawn(_WITH_NAMED, "me", False, False) == 0


@pytest.mark.parametrize("text", [
    "（防御ステップ）〔１〕このカード以外の自軍ユニット１枚は、ターン終了時まで＋１／±０／±０を得る。",
    "『起動』：このカードが場に出た場合、〔１〕を支払う事ができる。その場合、カード２枚引く。",
    "『起動』：このカードが場に出た場合、敵軍ユニット１枚を、持ち主の手札に移すことが出来る。",
    "（戦闘フェイズ）〔２〕：このカードの部隊の全ての自軍ユニットを、自軍配備エリアに移す。",
])
def test_family_k6_misprints_of_card_lists_read_as_the_words_meant(text: str) -> None:
    """A header's ： left out after its cost, 「カード2枚引く」, 「ことが出来る」: read as printed correctly."""
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


_CHEAPER_ROLL = ("（戦闘フェイズ）：自軍本国を３回復する。ゲインレベルを持つ自軍Gがある場合、このカードは、ロールコスト－１して"
                 "プレイできる。")


def test_family_k6_a_cheaper_roll_cost_prints_back() -> None:
    compiled, exact, blocker = round_trip(_CHEAPER_ROLL)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("graphic", [True, False])
def test_p55_a_commands_roll_cost_is_lower_while_its_condition_holds(graphic: bool) -> None:
    """「ゲインレベルを持つ自軍Gがある場合、このカードは、ロールコスト-1してプレイできる」: step 2 of P55 lowers the play's
    roll cost while a graphic with a gain level is among the own Gs (P29), not otherwise."""
    from engine.games.nexa.costs import card_cost

    ab = _ab(_CHEAPER_ROLL)
    assert ab["cost"] == {"cheaper_if": {"exists": {"has_gain_level": True, "side": "own", "type": "g"}},
                          "cheaper_roll_by": 1}
    cmd = {"number": "CMD", "name": {"ja": "CMD", "en": "CMD"}, "type": "command", "colours": ["blue"],
           "cost": {"total": 3, "roll": {"blue": 2}}, "gsign": {"colour": "blue", "series": "0079"},
           "abilities": [{**ab, "kind": "play"}]}
    gr = {"number": "GR", "name": {"ja": "GR", "en": "GR"}, "type": "graphic", "colours": ["blue"],
          "gsign": {"colour": "blue", "series": "0079"}, "guard_level": 1, "gain_level": 1}
    sc = board([cmd, unit("U"), gr], {"hand": [{"card": "CMD", "id": "cmd"}],
                                     "gzone": ["U", "U", "GR" if graphic else "U"]}, {}, point="attack")
    total, roll = card_cost(sc.state, sc.iid("cmd"), 0)
    assert (total, roll) == (3, {"blue": 1 if graphic else 2})


_GS_SAFE = "（常時）：全ての自軍Gは、このターン、敵軍効果の対象にならない。（さらに）ゲインレベルを持つ自軍G１枚をリロールできる。"


@pytest.mark.parametrize("text", [
    _GS_SAFE,
    "（自軍ターン）〔１〕：自軍ユニット１枚は、このターン、敵軍効果の対象にならない。",
    "（常時）：敵軍ユニット１枚をロールする。（さらに）カード１枚を引く。",
])
def test_family_k6_this_turn_said_after_and_further_steps_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p59_every_own_g_is_out_of_enemy_reach_this_turn_and_a_g_is_rerolled() -> None:
    """「全ての自軍Gは、このターン、敵軍効果の対象にならない。（さらに）…自軍G1枚をリロールできる。」: the Gs are no targets of
    enemy effects for the rest of the turn (P59), and the further step rerolls the graphic G (P57)."""
    from engine.games.nexa.targets import candidates

    ab = _ab(_GS_SAFE)
    assert ab["effect"][1] == {"do": "sequence", "wording": "cardz5_further",
                               "steps": [{"do": "optional", "steps": [{"do": "reroll", "target": "t1"}]}]}
    src = _card(_GS_SAFE, type_="command")
    gr = {"number": "GR", "name": {"ja": "GR", "en": "GR"}, "type": "graphic", "colours": ["blue"],
          "gsign": {"colour": "blue", "series": "0079"}, "guard_level": 1, "gain_level": 1}
    sc = board([src, unit("U"), gr], {"hand": [{"card": "SRC", "id": "src"}],
                                      "gzone": ["U", {"card": "GR", "id": "gr", "rolled": True}]},
               {"battle": {"space": [{"card": "U", "id": "foe"}]}}, point="attack", g_played=True)
    s = sc.state
    sel = {"type": "g", "side": "enemy", "count": 1}
    assert sc.iid("gr") in candidates(s, sel, 1, sc.iid("foe"))
    do(sc, "play:$src", player=0)
    for _ in range(4):
        d = sc.game.decision(s, labels=False)
        if d is not None and d.player == 0 and d.kind != "priority":
            sc.game.apply(s, 0, "yes" if "yes" in d.tokens() else d.tokens()[0])
        resolve_cut(sc)
    assert not s.rolled[sc.iid("gr")]
    assert not set(s.place(0, st.GZONE)) & set(candidates(s, sel, 1, sc.iid("foe")))


_EARTH_SQUAD = "（戦闘フェイズ）〔R〕：地球エリアにいる自軍部隊１つの部隊戦闘力を、部隊解散まで＋３する。"


@pytest.mark.parametrize("text", [
    _EARTH_SQUAD,
    "（防御ステップ）〔１〕：宇宙エリアにいる、敵軍部隊１つに３貫通ダメージを与える。",
    "（常時）：地球エリアにいる敵軍ユニット１枚をロールする。",
    "（戦闘フェイズ）〔２〕：宇宙エリアにいる、全ての敵軍ユニットに１ダメージを与える。",
])
def test_family_k6_battle_area_selectors_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p70_a_squad_of_the_area_named_is_the_only_choice() -> None:
    """「地球エリアにいる自軍部隊1つ」: only the own squad in the earth area may be chosen (selector area, P70)."""
    from engine.games.nexa.targets import candidates

    ab = _ab(_EARTH_SQUAD)
    sel = ab["targets"]["t1"]
    assert sel["area"] == "earth" and sel["squad"]
    sc = board([unit("ME", abilities=[ab]), unit("U")],
               {"battle": {"space": [{"card": "U", "id": "sp"}], "earth": [{"card": "ME", "id": "me"}]}},
               {}, point="attack")
    got = candidates(sc.state, sel, 0, sc.iid("me"))
    assert sc.iid("me") in got and sc.iid("sp") not in got


_SQUAD_PM = "（ダメージ判定ステップ）：部隊１つの部隊戦闘力を、部隊解散まで±２する。"


def test_p35_r71_a_squads_power_plus_or_minus_the_player_choosing() -> None:
    """「部隊1つの部隊戦闘力を、部隊解散まで±2する」: the player of the effect picks the sign (R-71), the squad's power
    changes by it until the squad dissolves (P35)."""
    compiled, exact, blocker = round_trip(_SQUAD_PM)
    assert compiled is not None and exact, blocker
    ab = _ab(_SQUAD_PM)
    assert ab["effect"] == [{"do": "squad_power_pm", "target": "t1", "amount": 2, "wording": "cardk6_pm"}]
    assert check_card(_card(_SQUAD_PM, type_="command")).status == "behaved"


def test_p35_r71_the_minus_sign_chosen_lowers_the_enemy_squad() -> None:
    src = _card(_SQUAD_PM, type_="command")
    sc = board([src, unit("U")], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["U"],
                                  "battle": {"space": [{"card": "U", "id": "mine"}]}},
               {"battle": {"space": [{"card": "U", "id": "foe"}]}}, point="damage", g_played=True)
    s = sc.state
    before = list(s.squad_mods)
    do(sc, "play:$src", player=0)
    if sc.token("t:$foe") in sc.game.legal_tokens(s):
        do(sc, "t:$foe", player=0)
    for _ in range(4):
        resolve_cut(sc)
        d = sc.game.decision(s, labels=False)
        if d is not None and d.kind == "option":
            sc.game.apply(s, d.player, "opt:1")
    changed = [i for i, (x, y) in enumerate(zip(before, s.squad_mods)) if x != y]
    assert len(changed) == 1 and s.squad_mods[changed[0]] - before[changed[0]] == -2


_SET_OTHER_ENEMY = "（自軍配備フェイズ）：敵軍キャラ１枚を、（別の）敵軍ユニットにセットする。"


def test_p66_r342_an_enemy_character_moves_onto_another_enemy_unit() -> None:
    """「敵軍キャラ1枚を、（別の）敵軍ユニットにセットする」: the player of the effect picks the enemy unit (R-342)."""
    from engine.games.nexa.stats import host_of

    compiled, exact, blocker = round_trip(_SET_OTHER_ENEMY)
    assert compiled is not None and exact, blocker
    src = _card(_SET_OTHER_ENEMY, type_="command")
    ch = {"number": "CH", "name": {"ja": "CH", "en": "CH"}, "type": "character", "colours": ["blue"],
          "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"}, "stats": [1, 1, 1]}
    sc = board([src, unit("U"), ch], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["U"]},
               {"deploy": [{"card": "U", "id": "a", "set": [{"card": "CH", "id": "ch"}]}, {"card": "U", "id": "b"}]},
               point="deploy", g_played=True)
    s = sc.state
    do(sc, "play:$src", player=0)
    if sc.token("t:$ch") in sc.game.legal_tokens(s):
        do(sc, "t:$ch", player=0)
    for _ in range(4):
        resolve_cut(sc)
        d = sc.game.decision(s, labels=False)
        if d is not None and d.kind == "pick":
            assert d.player == 0 and f"pick:{sc.iid('b')}" in d.tokens() and f"pick:{sc.iid('a')}" not in d.tokens()
            sc.game.apply(s, 0, f"pick:{sc.iid('b')}")
    assert s.zone[sc.iid("ch")] == st.SET and host_of(s, sc.iid("ch")) == sc.iid("b")
    assert s.ctrl[sc.iid("ch")] == 1


_THEN_IF = ("『起動』：このカードが場に出た場合、カード１枚を引く。その後、このカード以外の自軍ユニットがいない場合、このカードを"
            "敵軍ハンガーに移す。")


@pytest.mark.parametrize("alone", [True, False])
def test_p57_a_later_step_under_its_own_condition_after_then(alone: bool) -> None:
    """「…。その後、このカード以外の自軍ユニットがいない場合、このカードを敵軍ハンガーに移す。」: the move only when the card
    is the only own unit as the step applies (P57); the draw happens either way."""
    compiled, exact, blocker = round_trip(_THEN_IF)
    assert compiled is not None and exact, blocker
    me = _card(_THEN_IF, number="ME")
    own: dict[str, Any] = {"hand": [{"card": "ME", "id": "me"}], "gzone": ["ME"],
                           "deploy": [] if alone else [{"card": "U", "id": "u"}]}
    sc = board([me, unit("U")], own, {}, point="deploy", g_played=False)
    s = sc.state
    do(sc, "play:$me", player=0)
    for _ in range(4):
        resolve_cut(sc)
    assert len(s.place(0, st.HAND)) == 1
    assert (s.zone[sc.iid("me")], s.zseat[sc.iid("me")]) == ((st.HANGAR, 1) if alone else (st.DEPLOY, 0))
