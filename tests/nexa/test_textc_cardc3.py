"""Issue 14, family C3: set groups and characters (grammar_cardc3.lark, textc/cardc3.py, print_cardc3.py).

Every text here is original, written in the controlled style of card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.costs import card_cost
from engine.games.nexa.stats import keywords, stats
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, card, do, resolve_cut, tokens, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


def _settle(sc: Any, limit: int = 30) -> None:
    """Answer each question with its first option and pass until the cut has resolved."""
    for _ in range(limit):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or (d.kind == "priority" and not (sc.state.cut or sc.state.cut_resolving)):
            return
        sc.game.apply(sc.state, d.player, "pass" if d.kind == "priority" else d.tokens()[0])


@pytest.mark.parametrize("text", [
    "（戦闘フェイズ）〔1〕：このカードは、キャラがセットされている場合、ターン終了時まで「強襲」または「速攻」を得る。",
    "（攻撃ステップ）：このカードは、キャラがセットされている場合、ターン終了時まで+2/+0/+1を得る。",
    "（自軍配備フェイズ）〔1〕：敵軍ACE、またはキャラがセットされていない敵軍ユニット1枚を破壊する。",
    "（常時）〔2〕：敵軍ACE、またはダメージを受けている敵軍ユニット1枚を持ち主の手札に移す。",
    "『恒常』：このカードは、自軍セットカードがある場合、合計国力-1、ロールコスト-1してプレイできる。",
    "『恒常』：このカードは、自軍セットカードがある場合、合計国力ー2してプレイできる。",
    "（戦闘フェイズ）〔2〕：交戦中の敵軍ユニット1枚は、このターン、キャラの戦闘修正以外の、全ての戦闘修正を失う。",
    "（防御ステップ）：敵軍ユニット1枚は、このターン、キャラの戦闘修正を失う。",
    "（戦闘フェイズ）〔1〕：本来の記述に、緑のロールコストを持つ自軍G1枚をロールする。その場合、カード1枚を引く。",
    "『恒常』：このカードは、同名の自軍キャラがいても場に出せる。",
    "（戦闘フェイズ）〔1〕：自軍ユニット1枚は、ターン終了時まで、このセットグループのキャラ1枚の本来の戦闘修正と、同じ値の戦闘修正を得る。",
    "『起動』：自軍ユニット、または自軍キャラが破壊された場合、自軍本国を1回復する。",
    "『起動』：このカードが場に出た場合、自軍セットグループ1つは、次の自軍ターン開始時まで、敵軍コマンドの対象にならない。",
    "『起動』：このカードは、キャラがセットされている状態で交戦中となった場合、ターン終了時まで、+1/+1/+1を得る。",
    "（戦闘フェイズ）〔2〕：このセットグループのユニットは、次のターン開始時まで、「PS装甲」の効果では移動しない。",
    "『恒常』：このカードは、「特徴：可変機」を持つユニットにのみセットできる。",
    "（常時）〔2〕：自軍セットカード1枚を廃棄する。その場合、カード1枚を引く。（注：裏向きのセットカードは、表を見ずに選択する）",
    "『起動』：このカードは、自軍キャラと同じ部隊で出撃した場合、ターン終了時まで、+1/±0/±0を得る。",
    "『常駐』：自軍ターン中、このセットグループは、敵軍ユニットの効果の対象にならない。",
    "（戦闘フェイズ）〔1〕：このカード以外の自軍キャラの、セットグループ1つは、ターン終了時まで、敵軍効果の対象にならない。",
    "『起動』：「特徴：試作機」を持つ自軍ユニットにキャラがセットされた場合、カード1枚を引く。",
    "（自軍戦闘フェイズ）〔1毎〕：敵軍ユニット1枚に1ダメージを与える。この効果は、1ターン中に、このセットグループのカードの枚数と同じ回数まで使用できる。",
    "（常時）〔2〕：緑のGサインを持つ、全ての自軍ユニットと全ての自軍キャラは、ターン終了時まで+1/+0/+1を得る。",
    "『常駐』：このカードは、「特徴：ニュータイプ」を持たないキャラをセットできない。",
    "『恒常』：このカードは、「特徴：艦艇」を持つ自軍ユニットにセットする場合、合計国力-1、ロールコスト-1してプレイできる。",
    "『恒常』：このカードは、青のGサインを持つ自軍ユニットにセットする場合、ロールコスト-2してプレイできる。",
    "『起動』：自軍Gが3枚以上ある状態で、このカードが場に出た場合、カード1枚を引く。この記述の効果は、プレイヤー毎に1ターンに1回しか起動しない。",
    "（帰還ステップ）〔1〕：敵軍ユニット1枚に1ダメージを与える。この記述の効果は、1ターン中に同じユニットを対象にできない。",
    "（常時）：本来の記述「特徴：試作機」を持つ自軍G1枚をロールする。その場合、自軍本国を1回復する。",
    "『起動』：このカードに、「特徴：試作機」を持つキャラがセットされた場合、カード1枚を引く。",
    "『起動』：このカードが破壊された、または自軍キャラの「専用機のセット」が成立した場合、自軍本国を1回復する。",
    "『起動』：自軍キャラの「専用機のセット」が成立した場合、敵軍ユニット1枚をロールする。",
    "（自軍ターン）〔1〕：自軍本国の上のカード1枚を、記述を持たないセットカードとして、自軍ユニット1枚に裏向きでセットする。",
    "『起動』：このカードが場に出た場合、自軍捨て山の上のカード1～3枚を、記述を持たないセットカードとして、このカードに裏向きでセットできる。",
    "『起動』：このカードが防御に出撃した場合、自軍ジャンクヤードにある、赤のGサインを持つカード1枚を、記述を持たないセットカードとして、このカードに表向きでセットできる。",
    "（常時）〔2〕：このカードを記述を持たないセットカードとして、「特徴：試作機」を持つ自軍ユニット1枚に表向きでセットする。",
])
def test_family_c3_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


def test_p66_a_step_under_a_set_character_applies_only_while_one_is_set() -> None:
    """P66: a character is set on a unit; 「キャラがセットされている場合」 reads the card when the step resolves."""
    text = "（常時）〔1〕：このカードは、キャラがセットされている場合、ターン終了時まで「強襲」または「速攻」を得る。"
    for setting, gained in (([{"card": "P"}], True), ([], False)):
        sc = board([unit("M", abilities=[_ab(text)]), unit("G"), card("P", "character", stats=[1, 1, 1])],
                   {"deploy": [{"card": "M", "id": "m", "set": setting}], "gzone": ["G", "G"]}, {})
        do(sc, "act:$m:0", player=0)
        _settle(sc)
        got = keywords(sc.state, sc.iid("m"))
        assert ("assault" in got or "first_strike" in got) is gained, setting


def test_p56_either_of_two_selectors_offers_an_ace_or_a_unit_without_a_character() -> None:
    """P56: the target is one card that fits either part; a unit with a character set fits neither."""
    text = "（常時）：敵軍ACE、またはキャラがセットされていない敵軍ユニット1枚をロールする。"
    sc = board([unit("M", abilities=[_ab(text)]), unit("A"), unit("B"), card("P", "character", stats=[1, 1, 1]),
                card("ACE", "ace", stats=[3, 3, 3], terrain=["space", "earth"])],
               {"deploy": [{"card": "M", "id": "m"}]},
               {"deploy": [{"card": "A", "id": "a"}, {"card": "B", "id": "b", "set": [{"card": "P"}]},
                           {"card": "ACE", "id": "ace"}]})
    do(sc, "act:$m:0", player=0)
    offered = " ".join(tokens(sc))
    assert str(sc.iid("a")) in offered and str(sc.iid("ace")) in offered
    assert f":{sc.iid('b')}" not in offered


def test_p55_p66_a_cost_change_said_after_the_card_applies_while_an_own_set_card_is_there() -> None:
    text = "『恒常』：このカードは、自軍セットカードがある場合、合計国力-2、ロールコスト-1してプレイできる。"
    cheap = unit("C", total=4, roll=2, abilities=[_ab(text)])
    for setting, cost in (([{"card": "P"}], (2, {"blue": 1})), ([], (4, {"blue": 2}))):
        sc = board([cheap, unit("H"), card("P", "character", stats=[1, 1, 1])],
                   {"hand": [{"card": "C", "id": "c"}], "deploy": [{"card": "H", "set": setting}]}, {})
        assert card_cost(sc.state, sc.iid("c"), 0) == cost, setting


def test_p52_p57_r150_the_battle_modifiers_lost_but_those_of_its_character() -> None:
    """P52: a character's 戦闘修正 is named apart as 「キャラの戦闘修正」; the unit keeps it and loses every other,
    one gained later in the turn too (P57: a loss beats a gain)."""
    lose = "（常時）：敵軍ユニット1枚は、このターン、キャラの戦闘修正以外の全ての戦闘修正を失う。"
    pump = "（常時）：敵軍ユニット1枚は、ターン終了時まで+3/+3/+3を得る。"
    sc = board([unit("M", abilities=[_ab(lose), _ab(pump)]), unit("E", (1, 1, 4)),
                card("P", "character", stats=[2, 1, 0]), unit("N", abilities=[_ab(pump)])],
               {"deploy": [{"card": "M", "id": "m"}, {"card": "N", "id": "n"}]},
               {"deploy": [{"card": "E", "id": "e", "set": [{"card": "P", "id": "p"}], "coins": {"+1/+1/+1": 1}}]})
    e = sc.iid("e")
    assert stats(sc.state, e) == (4, 3, 5)
    do(sc, "act:$m:1", player=0)
    resolve_cut(sc)
    assert stats(sc.state, e) == (7, 6, 8)
    do(sc, "act:$m:0", player=0)
    resolve_cut(sc)
    assert stats(sc.state, e) == (3, 2, 4)  # printed and its character's only
    do(sc, "act:$n:0", player=0)
    resolve_cut(sc)
    assert stats(sc.state, e) == (3, 2, 4)


def test_p52_r150_only_the_characters_battle_modifiers_are_lost() -> None:
    lose = "（常時）：敵軍ユニット1枚は、このターン、キャラの戦闘修正を失う。"
    pump = "（常時）：敵軍ユニット1枚は、ターン終了時まで+1/+1/+1を得る。"
    sc = board([unit("M", abilities=[_ab(lose), _ab(pump)]), unit("E", (1, 1, 4)),
                card("P", "character", stats=[2, 2, 2])],
               {"deploy": [{"card": "M", "id": "m"}]},
               {"deploy": [{"card": "E", "id": "e", "set": [{"card": "P", "id": "p"}]}]})
    e = sc.iid("e")
    do(sc, "act:$m:1", player=0)
    resolve_cut(sc)
    assert stats(sc.state, e) == (4, 4, 7)
    do(sc, "act:$m:0", player=0)
    resolve_cut(sc)
    assert stats(sc.state, e) == (2, 2, 5)  # the effect's +1/+1/+1 stays
    assert sc.state.zone[sc.iid("p")] == st.SET


def test_p21_p52_r151_the_printed_roll_cost_of_a_g_is_its_original_description() -> None:
    """P21: a G is only a G; 「本来の記述に」 (P52 本来の: the description without additions or changes) reads
    the card as printed, so a G whose card asks a green roll cost fits, a blue one does not."""
    text = "（常時）：本来の記述に、緑のロールコストを持つ自軍G1枚をロールする。その場合、カード1枚を引く。"
    sc = board([unit("M", abilities=[_ab(text)]), unit("GR", colour="green"), unit("BL", colour="blue")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": [{"card": "GR", "id": "gr"}, {"card": "BL", "id": "bl"}]},
               {})
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "act:$m:0", player=0)
    offered = " ".join(tokens(sc))
    assert f":{sc.iid('bl')}" not in offered
    _settle(sc)
    assert sc.state.rolled[sc.iid("gr")] and not sc.state.rolled[sc.iid("bl")]
    assert len(sc.state.place(0, st.HAND)) == hand + 1


_BLANK = "（常時）〔1〕：自軍本国の上のカード1枚を、記述を持たないセットカードとして、ACE以外の自軍ユニット1枚に裏向きでセットする。"


def test_p66_r152_a_set_card_without_a_description_is_no_character_and_adds_nothing() -> None:
    """P66 (セット): the top card of the home goes under the unit as a set card of its group; without a
    description it has no type, texts or 戦闘修正 (R-152): the unit has no character and keeps its values."""
    from engine.games.nexa.blankset import blank_face
    from engine.games.nexa.stats import ctype, has_character

    pilot = card("P", "character", stats=[3, 3, 3], keywords=["first_strike"])
    sc = board([unit("M", abilities=[_ab(_BLANK)]), unit("H", (1, 1, 1)), pilot, unit("G")],
               {"deploy": [{"card": "M", "id": "m"}, {"card": "H", "id": "h"}], "gzone": ["G", "G"],
                "home": [{"card": "P", "id": "p"}, "G", "G", "G"]}, {})
    h = sc.iid("h")
    do(sc, "act:$m:0", player=0)
    if f"t:{h}" in tokens(sc):
        do(sc, f"t:{h}", player=0)
    _settle(sc)
    p = sc.iid("p")
    assert sc.state.zone[p] == st.SET and blank_face(sc.state, p) == "down"
    host = sc.state.set_to[p]
    assert ctype(sc.state, p) == "set" and not has_character(sc.state, host)
    assert stats(sc.state, host) == ((1, 1, 1) if host == h else (2, 2, 2))
    assert "first_strike" not in keywords(sc.state, host)


def test_p66_r152_a_blank_set_card_counts_as_a_set_card_and_is_its_printed_card_once_discarded() -> None:
    from engine.games.nexa.stats import ctype

    count = "（常時）：自軍ユニット1枚は、ターン終了時まで+X/+0/+0を得る。Xの値は、自軍セットカードの枚数とする。"
    drop = "（常時）：自軍セットカード1枚を廃棄する。"
    pilot = card("P", "character", stats=[3, 3, 3])
    sc = board([unit("M", abilities=[_ab(_BLANK), _ab(count), _ab(drop)]), pilot, unit("G")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["G", "G"], "home": [{"card": "P", "id": "p"}, "G", "G", "G"]},
               {})
    m, p = sc.iid("m"), sc.iid("p")
    do(sc, "act:$m:0", player=0)
    _settle(sc)
    assert sc.state.zone[p] == st.SET and sc.state.set_to[p] == m
    do(sc, "act:$m:1", player=0)
    _settle(sc)
    assert stats(sc.state, m) == (3, 2, 2)  # one set card: +1
    do(sc, "act:$m:2", player=0)
    _settle(sc)
    assert sc.state.zone[p] == st.JUNK and ctype(sc.state, p) == "character"


def test_p66_r152_this_card_set_face_up_without_a_description_and_its_target_gets_coins() -> None:
    from engine.games.nexa.blankset import blank_face
    from engine.games.nexa.stats import is_unit

    text = ("（常時）〔1〕：このカードを記述を持たないセットカードとして、緑のGサインを持つ自軍ユニット1枚に"
            "表向きでセットする。その場合、対象の上に+1/+1/+1コイン1個を乗せる。")
    sc = board([unit("M", (4, 4, 4), abilities=[_ab(text)]), unit("H", (1, 1, 1), colour="green"), unit("G")],
               {"deploy": [{"card": "M", "id": "m"}, {"card": "H", "id": "h"}], "gzone": ["G", "G"]}, {})
    m, h = sc.iid("m"), sc.iid("h")
    do(sc, "act:$m:0", player=0)
    _settle(sc)
    assert sc.state.zone[m] == st.SET and sc.state.set_to[m] == h and blank_face(sc.state, m) == "up"
    assert not is_unit(sc.state, m)
    assert stats(sc.state, h) == (2, 2, 2)  # the coin only: the set card adds nothing


def test_p76_an_own_characters_exclusive_set_is_heard_by_every_own_card() -> None:
    """P76: a character set on the unit its 専用 names makes 専用機のセット; 「自軍キャラの…が成立した場合」 hears
    it on an own card other than that unit; an ordinary set makes nothing."""
    text = "『起動』：このカードが場に出た、または自軍キャラの「専用機のセット」が成立した場合、カード1枚を引く。"
    for trait, drawn in (("専用[P]", 1), ("専用[Q]", 0)):
        sc = board([card("W", "operation", abilities=[_ab(text)]), unit("H", traits=[trait]),
                    card("P", "character", stats=[1, 1, 1]), unit("G")],
                   {"hand": [{"card": "P", "id": "p"}], "gzone": ["G", "G"],
                    "deploy": [{"card": "H", "id": "h"}, {"card": "W", "id": "w"}]},
                   {}, point="deploy", g_played=True)
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "play:$p", player=0)
        if sc.game.decision(sc.state, labels=False).kind != "priority":
            do(sc, "onto:$h", player=0)
        _settle(sc)
        assert sc.state.zone[sc.iid("p")] == st.SET
        assert len(sc.state.place(0, st.HAND)) == hand - 1 + drawn, trait


def test_p26_p77_r153_a_character_whose_text_allows_it_enters_beside_an_own_one_of_its_name() -> None:
    """P26: an own character of the name on the field keeps another from being played; P77 discards one that
    arrives. The text lifts both for this card only: a copy without it is still refused (R-153)."""
    text = "『恒常』：このカードは、同名の自軍キャラがいても場に出せる。"
    free = card("P2", "character", stats=[1, 1, 1], abilities=[_ab(text)], name={"ja": "P", "en": "P"})
    plain = card("P", "character", stats=[1, 1, 1])
    for number, allowed in (("P2", True), ("P", False)):
        sc = board([free, plain, unit("H"), unit("G")],
                   {"hand": [{"card": number, "id": "x"}], "gzone": ["G", "G"],
                    "deploy": [{"card": "H", "set": [{"card": "P"}]}, {"card": "H", "id": "h"}]},
                   {}, point="deploy", g_played=True)
        x = sc.iid("x")
        assert (f"play:{x}" in tokens(sc)) is allowed, number
        if allowed:
            do(sc, "play:$x", player=0)
            if sc.game.decision(sc.state, labels=False).kind != "priority":
                do(sc, "onto:$h", player=0)
            _settle(sc)
            assert sc.state.zone[x] == st.SET and sc.state.set_to[x] == sc.iid("h")


def test_p66_a_trigger_hears_only_a_character_that_fits_set_on_this_card() -> None:
    """P66: a character set on the unit; the trigger names what it must have (「特徴：A」を持つキャラ)."""
    text = "『起動』：このカードに、「特徴：試作機」を持つキャラがセットされた場合、カード1枚を引く。"
    for traits, drawn in ((["試作機"], 1), (["量産機"], 0)):
        sc = board([unit("H", abilities=[_ab(text)]), card("P", "character", stats=[1, 1, 1], traits=traits),
                    unit("G")],
                   {"hand": [{"card": "P", "id": "p"}], "gzone": ["G", "G"], "deploy": [{"card": "H", "id": "h"}]},
                   {}, point="deploy", g_played=True)
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "play:$p", player=0)
        if sc.game.decision(sc.state, labels=False).kind != "priority":
            do(sc, "onto:$h", player=0)
        _settle(sc)
        assert sc.state.zone[sc.iid("p")] == st.SET
        assert len(sc.state.place(0, st.HAND)) == hand - 1 + drawn, traits


def test_a_condition_first_trigger_with_a_use_limit_is_heard_once_a_turn() -> None:
    text = "『起動』：自軍Gが2枚以上ある状態で、自軍ターン開始時、カード1枚を引く。この記述の効果は、プレイヤー毎に1ターンに1回しか起動しない。"
    ab = compile_text(text).ability
    assert ab["limit"] == {"count": 1, "verb": "trigger", "per_player": True}
    assert ab["condition"] == {"g_at_least": 2}


def test_p55_p66_a_cost_changed_when_set_onto_a_unit_that_fits() -> None:
    """P55: a cost change applies to the play it names; set onto a unit that fits (P66) the character costs less,
    onto another its printed cost."""
    text = "『恒常』：このカードは、「特徴：艦艇」を持つ自軍ユニットにセットする場合、合計国力-1、ロールコスト-1してプレイできる。"
    pilot = card("C", "character", total=3, roll=2, stats=[1, 1, 1], abilities=[_ab(text)])
    sc = board([pilot, unit("S", traits=["艦艇"]), unit("U")],
               {"hand": [{"card": "C", "id": "c"}], "deploy": [{"card": "S", "id": "s"}, {"card": "U", "id": "u"}]}, {})
    c = sc.iid("c")
    assert card_cost(sc.state, c, 0, 0, sc.iid("s")) == (2, {"blue": 1})
    assert card_cost(sc.state, c, 0, 0, sc.iid("u")) == (3, {"blue": 2})


def test_p66_the_note_on_set_characters_goes_with_a_text_choosing_set_cards() -> None:
    """P66: a character set on a unit is a set card; the note restates it under a text choosing set cards, and
    under any other text it says something the card does not do (not FULL)."""
    from engine.games.nexa.importer import import_records

    def rec(number: str, text: str) -> dict[str, str]:
        return {"id": number, "imgID": number, "title": number, "categoryStr": "COMMAND", "totalCostLengthStr": "2",
                "textstr": text + "<br />（注：場にセットされているキャラも対象にできる）", "colorCost": "黒1",
                "gsignProperty": "0079", "bp1": "", "bp2": "", "bp3": "", "area": "", "characteristic": "",
                "rarity": "C", "color": "黒"}
    items = import_records({"data": [rec("N-1", "（常時）：敵軍セットカード1枚を破壊する。"),
                                     rec("N-2", "（常時）：敵軍オペ1枚を破壊する。")]})
    assert [i.status for i in items] == ["full", "partial"]


def test_p66_a_set_character_is_a_set_card_to_destroy() -> None:
    text = "（常時）：敵軍セットカード1枚を破壊する。"
    sc = board([unit("M", abilities=[_ab(text)]), unit("E"), card("P", "character", stats=[1, 1, 1])],
               {"deploy": [{"card": "M", "id": "m"}]},
               {"deploy": [{"card": "E", "id": "e", "set": [{"card": "P", "id": "p"}]}]})
    do(sc, "act:$m:0", player=0)
    _settle(sc)
    assert sc.state.zone[sc.iid("p")] == st.JUNK and sc.state.zone[sc.iid("e")] == st.DEPLOY


def test_p66_a_unit_takes_only_a_character_with_the_trait_its_text_asks() -> None:
    """P66: a character is set on an own unit; the unit's text refuses those without the trait."""
    from engine.games.nexa.play import hosts_for

    text = "『常駐』：このカードは、「特徴：ニュータイプ」を持たないキャラをセットできない。"
    sc = board([unit("H", abilities=[_ab(text)]), card("NT", "character", stats=[1, 1, 1], traits=["ニュータイプ"]),
                card("OT", "character", stats=[1, 1, 1], traits=["軍人"]), unit("U")],
               {"deploy": [{"card": "H", "id": "h"}, {"card": "U", "id": "u"}],
                "hand": [{"card": "NT", "id": "nt"}, {"card": "OT", "id": "ot"}]}, {})
    h, u = sc.iid("h"), sc.iid("u")
    assert h in hosts_for(sc.state, 0, sc.iid("nt")) and u in hosts_for(sc.state, 0, sc.iid("nt"))
    assert h not in hosts_for(sc.state, 0, sc.iid("ot")) and u in hosts_for(sc.state, 0, sc.iid("ot"))


def test_p52_every_own_unit_and_every_own_character_gain_so_a_unit_with_a_character_gains_twice() -> None:
    """P52: a character's 戦闘修正 adds to its unit; the character gains too, so its unit shows both."""
    text = "（常時）：このカード以外の、全ての自軍ユニットと全ての自軍キャラは、ターン終了時まで+1/+1/+1を得る。"
    sc = board([unit("M", abilities=[_ab(text)]), unit("A", (1, 1, 1)), unit("B", (1, 1, 1)),
                card("P", "character", stats=[1, 0, 0])],
               {"deploy": [{"card": "M", "id": "m"}, {"card": "A", "id": "a", "set": [{"card": "P"}]},
                           {"card": "B", "id": "b"}]}, {"deploy": [{"card": "B", "id": "e"}]})
    do(sc, "act:$m:0", player=0)
    _settle(sc)
    assert stats(sc.state, sc.iid("a")) == (4, 3, 3)
    assert stats(sc.state, sc.iid("b")) == (2, 2, 2)
    assert stats(sc.state, sc.iid("m")) == (2, 2, 2) and stats(sc.state, sc.iid("e")) == (1, 1, 1)


def test_p66_a_use_limit_of_as_many_uses_as_the_set_group_has_cards() -> None:
    """P66: the set group is the unit and the cards set on it; the limit is read each time the text is used."""
    text = "（常時）〔0毎〕：自軍本国を1回復する。この効果は、1ターン中に、このセットグループのカードの枚数と同じ回数まで使用できる。"
    for setting, uses in (([{"card": "P"}], 2), ([], 1)):
        sc = board([unit("M", abilities=[_ab(text)]), card("P", "character", stats=[1, 1, 1])],
                   {"deploy": [{"card": "M", "id": "m", "set": setting}], "junkyard": ["M"] * 5}, {})
        m = sc.iid("m")
        done = 0
        while f"act:{m}:0" in tokens(sc) and done < 5:
            do(sc, f"act:{m}:0", player=0)
            _settle(sc)
            done += 1
        assert done == uses, setting


def test_p66_a_character_set_on_a_unit_that_fits_is_heard_by_another_card() -> None:
    text = "『起動』：「特徴：試作機」を持つ自軍ユニットにキャラがセットされた場合、カード1枚を引く。"
    for traits, drawn in ((["試作機"], 1), ([], 0)):
        sc = board([unit("W", abilities=[_ab(text)]), unit("H", traits=traits), card("P", "character", stats=[1, 1, 1]),
                    unit("G")],
                   {"hand": [{"card": "P", "id": "p"}], "gzone": ["G", "G"],
                    "deploy": [{"card": "H", "id": "h"}, {"card": "W", "id": "w"}]},
                   {}, point="deploy", g_played=True)
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "play:$p", player=0)
        if sc.game.decision(sc.state, labels=False).kind != "priority":
            do(sc, "onto:$h", player=0)
        _settle(sc)
        assert sc.state.zone[sc.iid("p")] == st.SET and sc.state.set_to[sc.iid("p")] == sc.iid("h")
        assert len(sc.state.place(0, st.HAND)) == hand - 1 + drawn, traits


def test_p66_r154_a_protection_of_a_set_group_covers_the_unit_and_its_set_cards() -> None:
    """P66: a set group is the unit and the cards set on it; the chosen character's whole group is protected
    (R-154), a unit of another group is not."""
    from engine.games.nexa.stats import has_status

    text = "（常時）：このカード以外の自軍キャラの、セットグループ1つは、ターン終了時まで、敵軍効果の対象にならない。"
    sc = board([unit("M", abilities=[_ab(text)]), unit("H"), card("P", "character", stats=[1, 1, 1]), unit("U")],
               {"deploy": [{"card": "M", "id": "m"}, {"card": "H", "id": "h", "set": [{"card": "P", "id": "p"}]},
                           {"card": "U", "id": "u"}]}, {})
    do(sc, "act:$m:0", player=0)
    _settle(sc)
    assert has_status(sc.state, sc.iid("h"), "untargetable") and has_status(sc.state, sc.iid("p"), "untargetable")
    assert not has_status(sc.state, sc.iid("u"), "untargetable")


def test_a_set_group_destroyed_is_not_a_construct_the_importer_takes() -> None:
    from engine.games.nexa.setgroups import misused

    ab = compile_text("（常時）：敵軍ユニットのセットグループ1つを破壊する。").ability
    assert misused(ab)


def test_p52_r155_a_unit_gains_the_printed_modifiers_of_this_set_groups_character() -> None:
    """P52 (本来の): the character's printed 戦闘修正, not what effects added to it, are given (R-155)."""
    text = ("（常時）：このカード以外の自軍ユニット1枚は、ターン終了時まで、このセットグループのキャラ1枚の"
            "本来の戦闘修正と、同じ値の戦闘修正を得る。")
    sc = board([unit("M", abilities=[_ab(text)]), unit("A", (1, 1, 1)), card("P", "character", stats=[2, 0, 1])],
               {"deploy": [{"card": "M", "id": "m", "set": [{"card": "P", "id": "p"}]}, {"card": "A", "id": "a"}]}, {})
    from engine.games.nexa.stats import char_mods

    sc.state.mods.append((sc.iid("p"), sc.state.stamp[sc.iid("p")], 2, 2, 2, "turn_end"))  # an effect on it
    sc.state.version += 1
    assert char_mods(sc.state, sc.iid("p")) == (4, 2, 3)
    do(sc, "act:$m:0", player=0)
    _settle(sc)
    assert stats(sc.state, sc.iid("a")) == (3, 1, 2)


def test_p57_a_protection_of_this_set_group_only_in_the_named_sides_turns() -> None:
    from engine.games.nexa.stats import has_status

    text = "『常駐』：敵軍ターン中、このセットグループは、敵軍コマンドの対象にならない。"
    for attacker, held in ((1, True), (0, False)):
        sc = board([card("P", "character", stats=[1, 1, 1], abilities=[_ab(text)]), unit("H")],
                   {"deploy": [{"card": "H", "id": "h", "set": [{"card": "P", "id": "p"}]}]}, {}, attacker=attacker)
        assert has_status(sc.state, sc.iid("h"), "untargetable_commands") is held, attacker
        assert has_status(sc.state, sc.iid("p"), "untargetable_commands") is held, attacker


def test_r152_a_face_down_set_card_is_named_by_no_face_and_the_note_goes_with_set_card_texts() -> None:
    from engine.games.nexa.importer import import_records
    from engine.games.nexa.places import name

    sc = board([unit("M", abilities=[_ab(_BLANK)]), card("P", "character", stats=[3, 3, 3]), unit("G")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["G", "G"],
                "home": [{"card": "P", "id": "p"}, "G", "G", "G"]}, {})
    do(sc, "act:$m:0", player=0)
    _settle(sc)
    assert name(sc.state, sc.iid("p")) == "裏向きのセットカード"

    def rec(number: str, text: str) -> dict[str, str]:
        return {"id": number, "imgID": number, "title": number, "categoryStr": "COMMAND", "totalCostLengthStr": "2",
                "textstr": text + "<br />（注：裏向きのセットカードは、表を見ずに選択する）", "colorCost": "青1",
                "gsignProperty": "0079", "bp1": "", "bp2": "", "bp3": "", "area": "", "characteristic": "",
                "rarity": "C", "color": "青"}
    items = import_records({"data": [rec("N-1", "（常時）：自軍セットカード1枚を持ち主の手札に移す。"),
                                     rec("N-2", "（常時）：自軍ユニット1枚を持ち主の手札に移す。")]})
    assert [i.status for i in items] == ["full", "partial"]


def test_p70_a_unit_that_sorties_in_a_squad_with_an_own_character_gains() -> None:
    """P70: the squad that sorties; an own character set on one of its units is in it (P66)."""
    text = "『起動』：このカードは、自軍キャラと同じ部隊で出撃した場合、ターン終了時まで、+0/+1/+0を得る。"
    for setting, gained in (([{"card": "P"}], 1), ([], 0)):
        sc = board([unit("M", (1, 1, 1), abilities=[_ab(text)]), unit("A", (1, 1, 1)),
                    card("P", "character", stats=[0, 0, 0])],
                   {"deploy": [{"card": "M", "id": "m"}, {"card": "A", "id": "a", "set": setting}]}, {},
                   point="attack_rule")
        do(sc, "sortie:s:$m", "sortie:s:$a", "sortie:done", player=0)
        _settle(sc)
        assert stats(sc.state, sc.iid("m")) == (1, 1 + gained, 1), setting


def test_r152_the_note_after_a_text_marks_its_set_cards_chosen_unseen_and_needs_one() -> None:
    ab = compile_text("（常時）：自軍セットカード1枚を廃棄する。（注：裏向きのセットカードは、表を見ずに選択する）").ability
    assert ab["targets"]["t1"]["face_unseen"] is True
    compiled, exact, _ = round_trip("（常時）：自軍ユニット1枚を破壊する。（注：裏向きのセットカードは、表を見ずに選択する）")
    assert compiled is None and not exact


def test_p26_p66_a_character_set_only_on_a_unit_that_fits() -> None:
    from engine.games.nexa.play import hosts_for

    text = "『恒常』：このカードは、「特徴：可変機」を持つユニットにのみセットできる。"
    sc = board([card("C", "character", stats=[1, 1, 1], abilities=[_ab(text)]), unit("V", traits=["可変機"]), unit("U")],
               {"hand": [{"card": "C", "id": "c"}], "deploy": [{"card": "V", "id": "v"}, {"card": "U", "id": "u"}]}, {})
    hosts = hosts_for(sc.state, 0, sc.iid("c"))
    assert sc.iid("v") in hosts and sc.iid("u") not in hosts


def test_p76_a_ps_armour_return_held_until_the_next_turns_start() -> None:
    """PS装甲 (P76): a unit that went to a battle area returns to the hand at the next turn's start; the text
    holds that return once, then the hold ends."""
    from .helpers import pass_until

    text = "（常時）：このセットグループのユニットは、次のターン開始時まで、「PS装甲」の効果では移動しない。"
    for used, stays in ((True, True), (False, False)):
        sc = board([unit("H", keywords=["ps_armor"]), card("P", "character", stats=[0, 0, 0], abilities=[_ab(text)])],
                   {"deploy": [{"card": "H", "id": "h", "set": [{"card": "P", "id": "p"}]}]}, {"home": ["H"] * 10},
                   point="attack_rule")
        do(sc, "sortie:s:$h", "sortie:done", player=0)
        _settle(sc)
        if used:
            do(sc, "act:$p:0", player=0)
            _settle(sc)
        pass_until(sc, st.DRAW_FREE)
        assert sc.state.turn == 4
        assert (sc.state.zone[sc.iid("h")] != st.HAND) is stays, used
        assert not any(g[2] == "ps_held" for g in sc.state.grants)


def test_p68_a_topic_trigger_heard_only_while_a_character_is_set() -> None:
    from engine.games.nexa.conditions import holds

    ab = compile_text("『起動』：このカードは、キャラがセットされている状態で交戦中となった場合、ターン終了時まで、+1/+1/+1を得る。"
                      ).ability
    assert ab["on"] == "becomes_engaged" and ab["wording"] == "topic"
    for setting, heard in (([{"card": "P"}], True), ([], False)):
        sc = board([unit("M"), card("P", "character", stats=[1, 1, 1])],
                   {"deploy": [{"card": "M", "id": "m", "set": setting}]}, {})
        assert holds(sc.state, ab["condition"], sc.iid("m"), 0) is heard


def test_p66_a_set_group_protected_until_the_start_of_the_next_own_turn() -> None:
    """The protection lasts through the own turn's end and the enemy's turn, and ends when the own turn starts."""
    from engine.games.nexa.stats import has_status

    text = "（常時）：自軍セットグループ1つは、次の自軍ターン開始時まで、敵軍効果の対象にならない。"
    sc = board([unit("M", abilities=[_ab(text)]), unit("H"), card("P", "character", stats=[1, 1, 1])],
               {"deploy": [{"card": "M", "id": "m"}, {"card": "H", "id": "h", "set": [{"card": "P", "id": "p"}]}]},
               {"home": ["H"] * 10}, point="deploy")
    h, p = sc.iid("h"), sc.iid("p")
    do(sc, "act:$m:0", player=0)
    d = sc.game.decision(sc.state, labels=False)
    if d is not None and d.kind != "priority":
        do(sc, f"t:{h}", player=0)
    _settle(sc)
    assert has_status(sc.state, h, "untargetable") and has_status(sc.state, p, "untargetable")
    def until_turn(turn: int) -> None:
        for _ in range(300):
            d = sc.game.decision(sc.state, labels=False)
            if d is None or sc.state.turn == turn:
                return
            toks = d.tokens()
            pick = next((x for x in ("pass", "sortie:done", "t:done", "pick:done", "keep") if x in toks), toks[0])
            sc.game.apply(sc.state, d.player, pick)

    until_turn(4)
    assert sc.state.turn == 4 and has_status(sc.state, h, "untargetable") and has_status(sc.state, p, "untargetable")
    until_turn(5)
    assert sc.state.turn == 5 and not has_status(sc.state, h, "untargetable")


def test_p66_an_enemy_character_destroyed_alone_is_heard_an_own_one_is_not() -> None:
    """P66: a set character may be destroyed alone; 「敵軍ユニット、または敵軍キャラが破壊された場合」 hears it."""
    watch = "『起動』：敵軍ユニット、または敵軍キャラが破壊された場合、カード1枚を引く。"
    kill = "（常時）：キャラ1枚を破壊する。"
    for side, drawn in ((1, 1), (0, 0)):
        chars = {"deploy": [{"card": "E", "id": "e", "set": [{"card": "P", "id": "p"}]}]}
        own = {"deploy": [{"card": "W", "id": "w"}], **({} if side else {"battle": {"space": [chars["deploy"][0]]}})}
        sc = board([unit("W", abilities=[_ab(watch), _ab(kill)]), unit("E"), card("P", "character", stats=[1, 1, 1])],
                   own, chars if side else {})
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "act:$w:1", player=0)
        _settle(sc)
        assert sc.state.zone[sc.iid("p")] == st.JUNK and sc.state.zone[sc.iid("e")] != st.JUNK
        assert len(sc.state.place(0, st.HAND)) == hand + drawn, side
