"""Issue 14, family G5: G cards, G-sign colours, sets, characters and chips. Each construct is compiled, printed
back to the same text and played in the engine. Every text here is original, written in the controlled style of
card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.behave import check_card
from engine.games.nexa.cardg5rules import gsign_colour
from engine.games.nexa.costs import can_pay, g_colour
from engine.games.nexa.targets import candidates
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, do, resolve_cut, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


def _answer(sc: Any, want: str) -> None:
    """Pass until the question offering `want` is asked, then answer it."""
    for _ in range(12):
        d = sc.game.decision(sc.state, labels=False)
        assert d is not None
        if want in d.tokens():
            sc.game.apply(sc.state, d.player, want)
            return
        sc.game.apply(sc.state, d.player, "pay:auto" if "pay:auto" in d.tokens() else "pass")
    raise AssertionError(f"{want} never offered")


_GSIGN_ONE_OF = "（常時）〔０〕：自軍G１枚のGサインの色を、フェイズ終了時まで赤、緑、白のいずれか１つに変更する。"
_GSIGN_EITHER = "（常時）〔１〕：自軍G１枚のGサインの色を、ターン終了時まで黒、または茶に変更する。"
_GSIGN_HELD = "『起動』：このカードが場に出た場合、敵軍カード１枚が持つGサインの色を、ターン終了時まで、緑に変更する。"


@pytest.mark.parametrize("text", [
    _GSIGN_ONE_OF,
    _GSIGN_EITHER,
    _GSIGN_HELD,
    "（戦闘フェイズ）〔R〕：このカード以外の自軍G１枚のGサインの色を、ターン終了時まで紫に変更する。",
    "（常時）〔２〕：ゲインレベルを持たない自軍G１枚のGサインの色を、フェイズ終了時まで青、黒、赤のいずれか１つに変更する。",
])
def test_family_g5_wordings_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p22_a_g_sign_changed_pays_and_is_selected_as_the_picked_colour_until_the_phase_ends() -> None:
    """「…のGサインの色を、フェイズ終了時まで赤、緑、白のいずれか１つに変更する」: the player picks the colour on
    resolution; the G then pays a roll cost of that colour (P22, P23) and selectors of that colour find it, until the
    phase ends (R-270)."""
    ab = _ab(_GSIGN_ONE_OF)
    assert ab["effect"] == [{"do": "gsign_colour", "target": "t1", "colours": ["red", "green", "white"],
                             "until": "phase_end"}]
    sc = board([unit("M", abilities=[ab]), unit("B", colour="blue")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": [{"card": "B", "id": "g"}]}, {}, point="deploy",
               g_played=True)
    s, g = sc.state, sc.iid("g")
    green_g = {"side": "own", "type": "g", "gsign_colour": "green", "count": 1}
    assert not can_pay(s, 0, 1, {"green": 1}) and g not in candidates(s, green_g, 0, sc.iid("m"))
    do(sc, "act:$m:0", player=0)
    _answer(sc, "opt:1")  # green
    resolve_cut(sc)
    assert gsign_colour(s, g) == "green" and g_colour(s, g) == "green"
    assert can_pay(s, 0, 1, {"green": 1}) and not can_pay(s, 0, 1, {"blue": 1})
    assert g in candidates(s, green_g, 0, sc.iid("m"))
    from engine.games.nexa.overrides import end_of

    end_of(s, "phase_end")  # the phase ends: the printed colour again
    assert g_colour(s, g) == "blue" and can_pay(s, 0, 1, {"blue": 1})


def test_p57_the_later_change_of_a_g_sign_wins() -> None:
    """Two changes of one G's colour: the later one is in force (P57)."""
    ab = _ab(_GSIGN_EITHER)
    sc = board([unit("M", abilities=[ab]), unit("B", colour="blue")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": [{"card": "B", "id": "g"}, "B"]}, {},
               point="deploy", g_played=True)
    s, g = sc.state, sc.iid("g")
    s.grants.append((g, s.stamp[g], "gsign_colour", "black", "turn_end"))
    s.grants.append((g, s.stamp[g], "gsign_colour", "brown", "turn_end"))
    s.version += 1
    assert gsign_colour(s, g) == "brown"


@pytest.mark.parametrize("text", [_GSIGN_ONE_OF, _GSIGN_EITHER, _GSIGN_HELD])
def test_the_behaviour_check_sees_the_g_sign_changed(text: str) -> None:
    assert check_card(unit("SRC", abilities=[_ab(text)])).status == "behaved"


_G_AND = ("<（戦闘フェイズ）〔１〕：このカードがＧである状態で、白のGサインを持つ自軍Gが２枚以上ある場合、このカードを、ユニットとして"
          "自軍配備エリアにリロール状態で出す>")


@pytest.mark.parametrize("text", [
    _G_AND,
    "<（防御ステップ）〔２〕：このカードがＧである状態で、このカードと同じ属性のGサインを持つ自軍Gが４枚以上ある場合、"
    "このカードを、ユニットとして自軍配備エリアにリロール状態で出す>",
    "<『起動』：このカードがGである状態で、敵軍ユニットが出撃した場合、カード１枚を引く>",  # family C's trigger state
])
def test_a_g_state_said_first_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p76_a_g_text_needs_both_the_card_as_a_g_and_the_count() -> None:
    """「このカードがGである状態で、白のGサインを持つ自軍Gが2枚以上ある場合」: the 〈 〉 text is played from the G zone (P76)
    only while both hold; the card itself is one of the white Gs it counts (P57)."""
    ab = _ab(_G_AND)
    assert ab["condition"] == {"all": [{"self_in": "gzone"},
                                       {"exists": {"gsign_colour": "white", "side": "own", "type": "g"}, "min": 2}]}
    me = unit("ME", colour="white", abilities=[ab])
    for other, ok in (("W", True), ("B", False)):
        sc = board([me, unit("W", colour="white"), unit("B", colour="blue")],
                   {"gzone": [{"card": "ME", "id": "me"}, other, other]}, {}, point="attack", g_played=True)
        toks = sc.game.legal_tokens(sc.state)
        assert (sc.token("act:$me:0") in toks) == ok, (other, toks)
    assert check_card(me).status == "behaved"


_GRANT_REFIT = "（戦闘フェイズ）〔R〕：このカードは、ターン終了時まで「〔１〕：改装［試作系］」を得る。"
_GRANT_PSY = "（防御ステップ）〔１〕：自軍ユニット１枚は、ターン終了時まで「〔１〕：サイコミュ（４）」を得る。"
_CHIP_PSY = "（防御ステップ）〔２〕：砲台チップ｛UNIT、地形適性「宇宙」、「〔１〕：サイコミュ（３）」、２／１／２｝１個を出す。"


@pytest.mark.parametrize("text", [
    _GRANT_REFIT,
    _GRANT_PSY,
    _CHIP_PSY,
    "『起動』：このカードが場に出た場合、部品チップ｛UNIT、地形適性「地球」、「〔１〕：改装［試作系］」、１／１／１｝２個を出す。",
])
def test_a_special_effect_with_its_value_in_quotes_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_a_chips_quoted_special_effect_with_another_cost_is_refused() -> None:
    """A chip's special effects are read with the built-in ① (chips.chip_def keeps no printed cost): 〔0〕 is not read."""
    compiled, exact, blocker = round_trip("（防御ステップ）：砲台チップ｛UNIT、地形適性「宇宙」、「〔０〕：サイコミュ（３）」、２／１／２｝１個を出す。")
    assert compiled is None and "cost other than" in blocker


_GRANT_FREE = "（防御ステップ）〔１〕：自軍ユニット１枚は、ターン終了時まで、「〔０〕：サイコミュ（２）」を得る。"


def test_p75_a_gained_special_effect_keeps_its_printed_cost() -> None:
    """「…ターン終了時まで、「〔0〕：サイコミュ（2）」を得る」: the unit's サイコミュ text costs nothing (P75: the printed cost);
    「〔1〕：ゲイン」 costs the built-in ①."""
    from engine.games.nexa.stats import abilities, keywords

    compiled, exact, blocker = round_trip(_GRANT_FREE)
    assert compiled is not None and exact, blocker
    ab = _ab(_GRANT_FREE)
    sc = board([unit("ME", abilities=[ab]), unit("U")],
               {"deploy": [{"card": "ME", "id": "me"}, {"card": "U", "id": "u"}], "gzone": ["ME", "ME"]}, {},
               point="defence", g_played=True)
    s = sc.state
    do(sc, "act:$me:0", player=0)
    for _ in range(8):
        d = sc.game.decision(s, labels=False)
        if d is None or (d.kind == "priority" and not s.cut):
            break
        u = sc.iid("u")
        tok = f"target:{u}" if f"target:{u}" in d.tokens() else "pay:auto" if "pay:auto" in d.tokens() else \
            "pass" if "pass" in d.tokens() else d.tokens()[0]
        sc.game.apply(s, d.player, tok)
    got = [i for i in (sc.iid("u"), sc.iid("me")) if keywords(s, i).get("psycommu") == 2]
    assert got
    texts = [a for a in abilities(s, got[0]) if a.keyword == "psycommu"]
    assert texts and texts[0].cost == {}
    assert check_card(unit("P", abilities=[ab])).status == "behaved"
    gain = _ab("（戦闘フェイズ）〔Ｒ〕：戦闘エリアにいる自軍ユニット１枚は、ターン終了時まで「〔１〕：ゲイン」を得る。")
    assert gain["effect"][0]["keywords"] == ["gain"]


def test_p75_a_gained_special_effect_has_its_value_and_lends_its_text() -> None:
    """「…ターン終了時まで「〔1〕：改装［試作系］」を得る」: the card has 改装 with that trait and its built-in text (P75)."""
    from engine.games.nexa.stats import abilities, keywords

    ab = _ab(_GRANT_REFIT)
    assert ab["effect"] == [{"do": "grant_special", "target": "self", "keywords": [{"refit": "試作系"}],
                             "until": "turn_end"}]
    me = unit("ME", abilities=[ab])
    sc = board([me], {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["ME"]}, {}, point="attack",
               g_played=True)
    s, m = sc.state, sc.iid("me")
    assert "refit" not in keywords(s, m)
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    assert keywords(s, m).get("refit") == "試作系"
    assert any(a.keyword == "refit" and a.targets[0][1]["trait"] == "試作系" for a in abilities(s, m))
    assert check_card(me).status == "behaved"


def test_p67_a_chip_has_the_quoted_special_effect_with_its_value() -> None:
    """「砲台チップ｛UNIT、…「〔1〕：サイコミュ（3）」、2/1/2｝1個を出す」: the chip has サイコミュ 3 and its text (P67, P75)."""
    from engine.games.nexa.stats import abilities, keywords

    me = unit("ME", abilities=[_ab(_CHIP_PSY)])
    sc = board([me], {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["ME", "ME"]}, {}, point="defence",
               g_played=True)
    s = sc.state
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    chips = list(s.chip_specs)
    assert len(chips) == 1 and keywords(s, chips[0]).get("psycommu") == 3
    assert any(a.keyword == "psycommu" for a in abilities(s, chips[0]))
    assert check_card(me).status == "behaved"
    assert check_card(unit("P", abilities=[_ab(_GRANT_PSY)])).status == "behaved"


def test_a_special_effect_the_card_prints_with_another_value_is_not_full() -> None:
    """A card of 「改装［A］」 whose text gives it 「〔1〕：改装［B］」 would hold one value only (stats.keywords)."""
    from engine.games.nexa.textc.cardg5 import special_clash

    ab = _ab(_GRANT_REFIT)
    assert special_clash([{"refit": "別系"}], [ab])
    assert not special_clash([{"psycommu": 2}], [ab])


_JUNK_TO_G = ("『起動』：このカードがプレイされて場に出た場合、自軍ジャンクヤードにある、このカードと同じ属性のGサインを持つ"
              "カード１～２枚をロール状態で自軍Gにできる。")
_FIELD_TO_G = "（戦闘フェイズ）〔２〕：「特徴：試作機」を持つ自軍ユニット１枚をロール状態で自軍Gにする。"
_HANGAR_TO_G = "（自軍配備フェイズ）〔１〕：自軍手札、または自軍ハンガーにあるグラフィック１枚をリロール状態で自軍Gにする。"


@pytest.mark.parametrize("text", [_JUNK_TO_G, _FIELD_TO_G, _HANGAR_TO_G])
def test_cards_made_gs_from_other_places_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p53_a_card_of_the_junkyard_becomes_a_g_in_the_roll_state_said() -> None:
    """「自軍ジャンクヤードにある…カード1～2枚をロール状態で自軍Gにできる」: from the junkyard into the G zone, rolled (P53)."""
    ab = _ab(_JUNK_TO_G)
    assert ab["effect"][0]["steps"][0]["do"] == "cardr3_place"
    assert check_card(unit("ME", abilities=[ab])).status == "behaved"


def test_p53_r254_an_own_unit_made_a_g_leaves_its_set_cards_in_the_junkyard() -> None:
    """「…自軍ユニット1枚をロール状態で自軍Gにする」: the unit becomes a rolled G; its set character goes to the junkyard
    (a G has no set group, R-254)."""
    ab = _ab(_FIELD_TO_G)
    ch = {"number": "CH", "name": {"ja": "CH", "en": "CH"}, "type": "character", "colours": ["blue"],
          "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"}, "stats": [1, 1, 1]}
    sc = board([unit("ME", abilities=[ab]), unit("P", traits=["試作機"]), ch],
               {"deploy": [{"card": "ME", "id": "me"}, {"card": "P", "id": "p", "set": [{"card": "CH", "id": "ch"}]}],
                "gzone": ["ME", "ME"]}, {}, point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    p, c = sc.iid("p"), sc.iid("ch")
    assert s.zone[p] == st.GZONE and s.is_g[p] and s.rolled[p]
    assert s.zone[c] == st.JUNK
    assert check_card(unit("ME", abilities=[ab])).status == "behaved"
    hangar_unit = _HANGAR_TO_G.replace("グラフィック", "ユニット")  # (the generated board has no graphic in a hand)
    assert check_card(unit("ME", abilities=[_ab(hangar_unit)])).status == "behaved"


_PRINTED_WITH = ("（自軍配備フェイズ）：本来の種類が、赤のGサインと３以下の合計国力を持つユニットである、自軍G１枚を自軍ハンガーに"
                 "移す。その後、自軍本国の上のカード１枚を自軍Gにする。")
_G_CHAR_SELF = ("『起動』：このカードが場に出た場合、本来の種類が、このカードと同じ属性のGサインを持つキャラである、自軍G１枚を、"
                "キャラとして、このカードにセットできる。")
_G_CHAR_UNIT = ("（戦闘フェイズ）〔１〕：本来の種類が、青のGサインを持つ、キャラである自軍G１枚を、キャラとして、"
                "「特徴：試作機」を持つ自軍ユニットにセットできる。")


@pytest.mark.parametrize("text", [_PRINTED_WITH, _G_CHAR_SELF, _G_CHAR_UNIT])
def test_qualifiers_inside_a_printed_type_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _char(number: str, colour: str = "blue") -> dict[str, Any]:
    return {"number": number, "name": {"ja": number, "en": number}, "type": "character", "colours": [colour],
            "cost": {"total": 1, "roll": {colour: 1}}, "gsign": {"colour": colour, "series": "0079"}, "stats": [1, 1, 1]}


def test_p53_qualifiers_inside_the_printed_type_are_the_gs_own() -> None:
    """「本来の種類が、赤のGサインと3以下の合計国力を持つユニットである、自軍G」: a G that was printed a unit, with a red G sign
    and a total cost of 3 or less (P53 本来の); a blue one or a costlier one is not offered."""
    sel = _ab(_PRINTED_WITH)["targets"]["t1"]
    assert sel["printed_type"] == "unit" and sel["gsign_colour"] == "red" and sel["max_total_cost"] == 3
    sc = board([unit("ME"), unit("R", colour="red", total=3), unit("RR", colour="red", total=4),
                unit("B", colour="blue", total=1), _char("C", "red")],
               {"deploy": [{"card": "ME", "id": "me"}],
                "gzone": [{"card": "R", "id": "r"}, {"card": "RR", "id": "rr"}, {"card": "B", "id": "b"},
                          {"card": "C", "id": "c"}]}, {}, g_played=True)
    found = set(candidates(sc.state, sel, 0, sc.iid("me")))
    assert found == {sc.iid("r")}


def test_p66_a_g_printed_a_character_is_set_on_this_card() -> None:
    """「本来の種類が…キャラである、自軍G1枚を、キャラとして、このカードにセットできる」: the G chosen is set on this card as a
    character, a new card (P66, R-92)."""
    ab = _ab(_G_CHAR_SELF)
    assert ab["effect"] == [{"do": "optional", "steps": [{"do": "g_as_character", "target": "t1", "onto": "self"}]}]
    assert check_card(unit("ME", abilities=[ab])).status == "behaved"
    ab2 = _ab(_G_CHAR_UNIT)
    sc = board([unit("ME", abilities=[ab2]), unit("P", traits=["試作機"]), _char("C")],
               {"deploy": [{"card": "ME", "id": "me"}, {"card": "P", "id": "p"}],
                "gzone": ["ME", {"card": "C", "id": "c"}]}, {}, point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$me:0", player=0)
    _answer(sc, "yes")
    resolve_cut(sc)
    c = sc.iid("c")
    assert s.zone[c] == st.SET and s.set_to[c] == sc.iid("p") and not s.is_g[c]


_SWAP = ("（戦闘フェイズ）〔１〕：自軍手札にある、「特徴：試作機」を持つ、このカードと異なる名称であるユニット１枚を選んで、"
         "このカードとリロール状態で置き換える事ができる。")
_NOT_CHIP = "（戦闘フェイズ）〔R〕：チップ以外の自軍カード１枚を廃棄する。その場合、自軍本国を２回復する。"


@pytest.mark.parametrize("text", [_SWAP, _NOT_CHIP])
def test_replace_and_chip_wordings_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p77_a_card_of_another_name_takes_this_cards_place_rerolled() -> None:
    """「…このカードと異なる名称であるユニット1枚を選んで、このカードとリロール状態で置き換える」: only a card of another name
    is offered; it takes this card's place in the battle area rerolled, and this card goes to the hand (P77, R-23)."""
    ab = _ab(_SWAP)
    me = unit("ME", abilities=[ab], traits=["試作機"])
    sc = board([me, unit("OTHER", traits=["試作機"]), unit("PLAIN")],
               {"battle": {"space": [{"card": "ME", "id": "me", "rolled": True}]}, "gzone": ["ME", "ME"],
                "hand": [{"card": "ME", "id": "twin"}, {"card": "OTHER", "id": "o"}, {"card": "PLAIN", "id": "p"}]},
               {}, point="attack", g_played=True)
    s, m, o = sc.state, sc.iid("me"), sc.iid("o")
    sel = ab["targets"]["t1"]
    assert set(candidates(s, sel, 0, m)) == {o}  # not the same name, not without the trait
    do(sc, "act:$me:0", player=0)
    _answer(sc, "yes")
    for _ in range(6):
        d = sc.game.decision(s, labels=False)
        if d is None or d.kind == "priority" and not s.cut:
            break
        tok = f"pick:{o}" if f"pick:{o}" in d.tokens() else "pass" if "pass" in d.tokens() else d.tokens()[0]
        sc.game.apply(s, d.player, tok)
    assert s.zone[o] == st.BATTLE and not s.rolled[o] and s.zone[m] == st.HAND
    assert check_card(me).status == "behaved"


def test_p67_a_chip_is_not_offered_where_the_text_says_chip_igai() -> None:
    """「チップ以外の自軍カード1枚」: a chip on the field is not offered (P67), the unit is."""
    ab = _ab(_NOT_CHIP)
    sc = board([unit("ME", abilities=[ab])], {"deploy": [{"card": "ME", "id": "me"}, {"card": "ME", "id": "u"}],
                                               "gzone": ["ME"]}, {}, point="attack", g_played=True)
    s = sc.state
    from engine.games.nexa.effects import chip_def, new_instance
    from engine.games.nexa.places import move

    spec = {"name": {"ja": "試験チップ", "en": "test chip"}, "stats": [1, 1, 1], "terrain": ["space"], "keywords": []}
    chip = new_instance(s, chip_def(spec), 0)
    s.chip_specs[chip] = spec
    move(s, chip, st.DEPLOY, 0, controller=0)
    s.version += 1
    found = set(candidates(s, ab["targets"]["t1"], 0, sc.iid("me")))
    assert sc.iid("u") in found and chip not in found
    assert check_card(unit("ME", abilities=[ab])).status == "behaved"


_CHIPS_GONE = ("（防御ステップ）〔１〕：盾チップ｛UNIT、地形適性「宇宙」、２／０／３｝２個を出す。"
               "盾チップは、ターン終了時に取り除かれる。")


def test_p67_chips_said_to_leave_at_the_turns_end_are_removed_then() -> None:
    """「盾チップ｛…｝2個を出す。盾チップは、ターン終了時に取り除かれる」: both chips are on the field until the turn ends, then
    removed from the game (a waiting effect, P57, P59, P67; R-271)."""
    compiled, exact, blocker = round_trip(_CHIPS_GONE)
    assert compiled is not None and exact, blocker
    ab = _ab(_CHIPS_GONE)
    assert ab["effect"][0]["steps"][1] == {"do": "chips_expire", "name": "盾チップ"}
    me = unit("ME", abilities=[ab])
    sc = board([me], {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["ME", "ME"]}, {}, point="defence",
               g_played=True)
    s = sc.state
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    chips = [c for c in s.chip_specs if s.zone[c] in st.FIELD_ZONES]
    assert len(chips) == 2
    turn = s.turn
    for _ in range(200):
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn != turn:
            break
        sc.game.apply(s, d.player, "pass" if "pass" in d.tokens() else d.tokens()[-1])
    assert s.turn != turn and not any(s.zone[c] in st.FIELD_ZONES for c in chips)
    assert check_card(me).status == "behaved"


_POWER = ("『常駐』：このカードは、青、赤、白のGサインを持つ自軍Gが、それぞれ１枚以上ある場合、紫国力１を発生する。"
          "（注：ロールコストの支払いには使用できない）")


def test_p22_power_made_by_a_card_counts_toward_a_total_cost_only() -> None:
    """「…それぞれ1枚以上ある場合、紫国力1を発生する。（注：ロールコストの支払いには使用できない）」: with a G of each colour the
    player has one more power for a total cost (P22), never for a roll cost (P23; R-272); without one, none."""
    from engine.games.nexa.costs import total_power

    compiled, exact, blocker = round_trip(_POWER)
    assert compiled is not None and exact, blocker
    ch = {**_char("CH"), "abilities": [_ab(_POWER)]}
    for gs, extra in ((["B", "R", "W"], 1), (["B", "R", "R"], 0)):
        sc = board([unit("U"), ch, unit("B", colour="blue"), unit("R", colour="red"), unit("W", colour="white")],
                   {"deploy": [{"card": "U", "id": "u", "set": [{"card": "CH", "id": "ch"}]}], "gzone": gs}, {},
                   g_played=True)
        s = sc.state
        assert total_power(s, 0) == 3 + extra
        assert can_pay(s, 0, 3 + extra, {}) and not can_pay(s, 0, 4 + extra, {})
        assert not can_pay(s, 0, 0, {"any": 4})  # the roll cost: rerolled Gs only
        assert total_power(s, 1) == 0
    assert check_card(ch).status == "behaved"


_COIN_THEN_CHIPS = ("（防御ステップ）〔１〕：このカードの上に、±０／±０／－１コイン１個を乗せる。その場合、盾チップ｛UNIT、地形適性「宇宙」、"
                    "２／０／３｝１個を出す。盾チップは、ターン終了時に取り除かれる。")


def test_p67_chips_after_sono_baai_keep_their_name_and_leave_at_the_turns_end() -> None:
    """「…乗せる。その場合、盾チップ｛…｝1個を出す。盾チップは…取り除かれる」: the chip is named 盾チップ (「その場合」 is the link,
    not part of the name), put out only after the coin, and bound to leave at the turn's end (P67, R-271)."""
    compiled, exact, blocker = round_trip(_COIN_THEN_CHIPS)
    assert compiled is not None and exact, blocker
    ab = _ab(_COIN_THEN_CHIPS)
    seq = ab["effect"][1]
    assert seq["do"] == "sequence" and seq["steps"][0]["name"]["ja"] == "盾チップ"
    assert seq["steps"][1] == {"do": "chips_expire", "name": "盾チップ"}
    assert check_card(unit("ME", abilities=[ab])).status == "behaved"


_CHIP_BOOST = ("（戦闘フェイズ）〔０〕：自軍チップ１枚は、ターン終了時まで＋２／＋２／＋２を得る。ターン終了時に、対象を取り除く。")
_CHIP_OFF = ("（戦闘フェイズ）〔１〕：このカードと同じエリアにいるチップ１個を取り除く。その場合、このカードは、ターン終了時まで"
             "＋１／＋１／＋１を得る。")


def _put_chip(s: Any, zone: int, seat: int = 0) -> int:
    from engine.games.nexa.effects import chip_def, new_instance
    from engine.games.nexa.places import move

    spec = {"name": {"ja": "試験チップ", "en": "test chip"}, "stats": [1, 1, 1], "terrain": ["space"], "keywords": []}
    chip = new_instance(s, chip_def(spec), seat)
    s.chip_specs[chip] = spec
    move(s, chip, zone, seat, controller=seat)
    if zone == st.BATTLE:
        s.squads[seat].append(chip)
    s.version += 1
    return chip


@pytest.mark.parametrize("text", [_CHIP_BOOST, _CHIP_OFF])
def test_chips_as_targets_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p67_an_own_chip_is_boosted_then_taken_off_at_the_turns_end() -> None:
    """「自軍チップ1枚は、ターン終了時まで+2/+2/+2を得る。ターン終了時に、対象を取り除く」: only a chip is offered; it gains the
    stats, then leaves the field at the turn's end (P59, P67)."""
    from engine.games.nexa.stats import stats

    ab = _ab(_CHIP_BOOST)
    assert ab["targets"]["t1"] == {"side": "own", "type": "chip", "count": 1}
    sc = board([unit("ME", abilities=[ab])], {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["ME"]}, {},
               point="attack", g_played=True)
    s = sc.state
    chip = _put_chip(s, st.DEPLOY)
    assert set(candidates(s, ab["targets"]["t1"], 0, sc.iid("me"))) == {chip}
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    assert stats(s, chip) == (3, 3, 3)
    turn = s.turn
    for _ in range(200):
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn != turn:
            break
        sc.game.apply(s, d.player, "pass" if "pass" in d.tokens() else d.tokens()[-1])
    assert s.turn != turn and s.zone[chip] not in st.FIELD_ZONES


def test_p67_a_chip_in_this_cards_area_is_taken_off() -> None:
    """「このカードと同じエリアにいるチップ1個を取り除く」: a chip of either side in this card's battle area, not one elsewhere."""
    ab = _ab(_CHIP_OFF)
    me = unit("ME", abilities=[ab])
    sc = board([me], {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["ME", "ME"]}, {},
               point="attack", g_played=True)
    s = sc.state
    near, far = _put_chip(s, st.BATTLE, 1), _put_chip(s, st.DEPLOY)
    assert set(candidates(s, ab["targets"]["t1"], 0, sc.iid("me"))) == {near}
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    assert s.zone[near] not in st.FIELD_ZONES and s.zone[far] == st.DEPLOY
    assert check_card(me).status == "behaved"


def test_a_step_with_a_numbered_wording_is_valid_under_the_schema() -> None:
    """take_damage's `wording` is a number (family O2): the card schema reads it as one (it refused every such card)."""
    from engine.games.nexa.schema import Card

    text = "（常時）〔２〕：自軍ユニット１枚に与えられる全てのダメージは、このターン、対象の代わりにこのセットグループのユニットに与えられる。"
    ab = _ab(text)
    assert ab["effect"][0]["do"] == "take_damage" and isinstance(ab["effect"][0]["wording"], int)
    ch = {**_char("CH"), "abilities": [ab]}
    Card(**ch)  # raises on an invalid card
    bad = {**ab, "effect": [{**ab["effect"][0], "wording": "1"}]}
    with pytest.raises(ValueError):
        Card(**{**ch, "abilities": [bad]})


_SHARE_SET = "『常駐』：このカードは、「特徴：試作隊」を持つユニットにセットされている場合、「〔赤１〕：共有［試作隊］」を得る。"


def test_p75_a_character_set_on_such_a_unit_has_the_special_effect_with_its_value_and_cost() -> None:
    """「…を持つユニットにセットされている場合、「〔赤1〕：共有［試作隊］」を得る」: set on such a unit, its set group has 共有 of
    that trait (a set card's 「このカード」 acts through its set group's unit, P66, as family K reads 「「高機動」を得る」), whose
    text costs 〔赤1〕 (P75); set on another unit, none."""
    from engine.games.nexa.stats import abilities, keywords

    compiled, exact, blocker = round_trip(_SHARE_SET)
    assert compiled is not None and exact, blocker
    ch = {**_char("CH", "red"), "abilities": [_ab(_SHARE_SET)]}
    for traits, has in ((["試作隊"], True), ([], False)):
        sc = board([unit("U", traits=traits), ch], {"deploy": [{"card": "U", "id": "u", "set": [{"card": "CH"}]}],
                                                      "gzone": ["U"]}, {}, g_played=True)
        s, c = sc.state, sc.iid("u")
        assert (keywords(s, c).get("share") == "試作隊") == has
        texts = [a for a in abilities(s, c) if a.keyword == "share"]
        assert bool(texts) == has
        if has:
            assert texts[0].cost == {"pay": {"red": 1}}
    assert check_card(ch).status == "behaved"


_NAME_HAS = "（戦闘フェイズ）：名称に「試作」を含む全ての自軍ユニットは、ターン終了時まで＋１／＋１／＋１を得る。"


def test_p65_a_name_containing_the_word_fits_and_a_chip_never_does() -> None:
    """「名称に「試作」を含む全ての自軍ユニット」: a unit whose name contains the word fits, another does not, nor a chip of such a
    name (a chip's name is no card name, P67)."""
    compiled, exact, blocker = round_trip(_NAME_HAS)
    assert compiled is not None and exact, blocker
    sel = {"cardg5_name_has": "試作", "side": "own", "type": "unit", "count": "all"}
    sc = board([unit("試作一号"), unit("量産機")], {"deploy": [{"card": "試作一号", "id": "a"}, {"card": "量産機", "id": "b"}]},
               {}, g_played=True)
    s = sc.state
    from engine.games.nexa.effects import chip_def, new_instance
    from engine.games.nexa.places import move

    spec = {"name": {"ja": "試作チップ", "en": "chip"}, "stats": [1, 1, 1], "terrain": ["space"], "keywords": []}
    chip = new_instance(s, chip_def(spec), 0)
    s.chip_specs[chip] = spec
    move(s, chip, st.DEPLOY, 0, controller=0)
    s.version += 1
    assert set(candidates(s, sel, 0, sc.iid("a"))) == {sc.iid("a")}
    assert check_card({**card_with(_NAME_HAS), "name": {"ja": "試作二号", "en": "X"}}).status == "behaved"


def card_with(text: str) -> dict[str, Any]:
    return {"number": "CMD", "name": {"ja": "CMD", "en": "CMD"}, "type": "command", "colours": ["blue"],
            "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
            "abilities": [{**_ab(text), "kind": "play"}]}


_CHEAPER = ("（戦闘フェイズ）：このカードと同じ属性のGサインを持つ、自軍ユニット１枚の破壊を無効にする。このカードと同じ属性の赤の"
            "Gサインを持つ自軍カードがある場合、このカードは、合計国力－２してプレイできる。")


def test_p55_a_command_costs_less_while_a_card_of_its_series_and_that_colour_is_there() -> None:
    """「このカードと同じ属性の赤のGサインを持つ自軍カードがある場合、このカードは、合計国力-2してプレイできる」: with an own red
    card of the command's 属性 on the field its total cost is 2 less (P55); a red card of another 属性 does not do."""
    from engine.games.nexa.costs import card_cost

    compiled, exact, blocker = round_trip(_CHEAPER)
    assert compiled is not None and exact, blocker
    cmd = {**card_with(_CHEAPER), "cost": {"total": 4, "roll": {"blue": 1}}}
    other = {**unit("R2", colour="red"), "gsign": {"colour": "red", "series": "SEED"}}
    for present, total in (("R", 2), ("R2", 4)):
        sc = board([cmd, unit("R", colour="red"), other],
                   {"hand": [{"card": "CMD", "id": "cmd"}], "deploy": [present], "gzone": ["R"]}, {}, g_played=True)
        assert card_cost(sc.state, sc.iid("cmd"), 0)[0] == total, present
