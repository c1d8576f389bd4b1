"""Issue 14, family K of the card-text compiler: special effects printed with their own timing,
cost and 毎, and in 〈 〉 (P75 特殊効果のタイミングとコスト, P76 〈 〉).

Every text here is original, written in the controlled style of card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import costs as costs_mod
from engine.games.nexa import effects
from engine.games.nexa import keywords as keywords_mod
from engine.games.nexa import play as play_mod
from engine.games.nexa import state as st
from engine.games.nexa import stats as stats_mod
from engine.games.nexa.behave import check_card
from engine.games.nexa.keywords import KEYWORD_INDEX_BASE
from engine.games.nexa.schema import Card
from engine.games.nexa.stats import exclusive_set, has_status, keywords, stats
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, card, do, resolve_cut, tokens, unit

AREA = KEYWORD_INDEX_BASE + 1  # 範囲兵器's text (keywords._ORDER)
GAIN = KEYWORD_INDEX_BASE + 2
CROSS = KEYWORD_INDEX_BASE + 6


@pytest.mark.parametrize(("text", "entries"), [
    ("〔2〕：範囲兵器（4）", [{"area_weapon": 4, "cost": 2}]),
    ("強襲　〔1〕：範囲兵器（3）", ["assault", {"area_weapon": 3, "cost": 1}]),
    ("（防御ステップ）〔1〕：範囲兵器（2）", [{"area_weapon": 2, "cost": 1, "timing": {"when": "defence", "side": "any"}}]),
    ("（自軍戦闘フェイズ）〔1〕：ゲイン", [{"gain": None, "cost": 1, "timing": {"when": "battle", "side": "own"}}]),
    ("速攻　〔2毎〕：クロスウェポン［試験隊］", ["first_strike", {"cross_weapon": "試験隊", "cost": 2, "repeatable": True}]),
    ("〔青1毎〕：クロスウェポン［試験隊］", [{"cross_weapon": "試験隊", "cost": {"blue": 1}, "repeatable": True}]),
    ("〔0〕：改装［試作系］　＜〔1〕：クロスウェポン［試験隊］＞",
     [{"refit": "試作系", "cost": 0}, {"cross_weapon": "試験隊", "cost": 1, "as_g": True}]),
    ("〔1〕：範囲兵器（2）　〔1〕：ゲイン　〔0〕：改装［試作系］",
     [{"area_weapon": 2, "cost": 1}, "gain", {"refit": "試作系", "cost": 0}]),
])
def test_p75_keyword_lines_with_a_printed_timing_cost_or_every_round_trip(text: str, entries: list[Any]) -> None:
    c = compile_text(text)
    assert list(c.keywords) == entries
    assert normalise(print_text(c)) == normalise(text)
    Card(number="K", name={"ja": "K", "en": "K"}, type="unit", colours=["blue"], cost={"total": 1, "roll": {}},
         stats=(1, 1, 1), terrain=["space"], keywords=entries)  # the schema takes every entry


@pytest.mark.parametrize(("written", "canonical"), [
    ("〔1〕ゲイン", "〔1〕：ゲイン"),
    ("戦闘配備　〔1〕ゲイン", "戦闘配備　〔1〕：ゲイン"),
    ("＜〔2〕クロスウェポン［試験隊］＞", "＜〔2〕：クロスウェポン［試験隊］＞"),
    ("〔2〕：共有〔試作系〕", "〔2〕：共有［試作系］"),  # a trait in cost brackets is its name
])
def test_a_keyword_cost_written_without_its_colon_reads_as_with_it(written: str, canonical: str) -> None:
    assert normalise(written) == normalise(canonical)
    assert round_trip(written)[1]


def test_schema_refuses_a_timing_on_a_keyword_with_no_text() -> None:
    with pytest.raises(ValueError, match="no text"):
        Card(number="K", name={"ja": "K", "en": "K"}, type="unit", colours=["blue"], cost={"total": 1, "roll": {}},
             stats=(1, 1, 1), terrain=["space"],
             keywords=[{"assault": None, "cost": 1, "timing": {"when": "battle", "side": "any"}}])


def _area_board(point: str) -> Any:
    kw = compile_text("（防御ステップ）〔1〕：範囲兵器（3）").keywords
    cards = [unit("AW", (3, 3, 4), keywords=list(kw)), unit("E", (1, 1, 2))]
    return board(cards, {"gzone": ["AW"] * 3, "battle": {"space": [{"card": "AW", "id": "aw"}]}},
                 {"battle": {"space": [{"card": "E", "id": "e"}]}}, point=point, turn=4)


def test_p75_a_printed_timing_replaces_the_special_effects_own() -> None:
    """P75: 範囲兵器 is a damage-step text, but 「（防御ステップ）〔1〕：範囲兵器（3）」 is played in the defence step."""
    sc = _area_board("defence_free1")
    assert f"act:{sc.iid('aw')}:{AREA}" in tokens(sc)
    sc = _area_board("damage_free1")
    assert f"act:{sc.iid('aw')}:{AREA}" not in tokens(sc)


def _cross_board(entry: Any) -> Any:
    cards = [unit("CW", keywords=[entry, {"area_weapon": 3}]), unit("FED", traits=["試験隊"])]
    return board(cards, {"deploy": [{"card": "CW", "id": "cw"}, {"card": "FED", "id": "f1"},
                                    {"card": "FED", "id": "f2"}], "gzone": ["CW"] * 4},
                 {}, point="attack_free1")


def test_p44_a_special_effect_marked_every_is_played_again_in_a_later_cut() -> None:
    """P44/P75: 〔1毎〕：クロスウェポン is once per cut, so after its cut it is offered again."""
    sc = _cross_board(compile_text("〔1毎〕：クロスウェポン［試験隊］").keywords[0])
    do(sc, f"act:$cw:{CROSS}", "t:$f1", player=0)
    resolve_cut(sc)
    assert keywords(sc.state, sc.iid("f1")).get("area_weapon") == 3
    assert f"act:{sc.iid('cw')}:{CROSS}" in tokens(sc)
    plain = _cross_board({"cross_weapon": "試験隊"})  # without 毎: once per turn
    do(plain, f"act:$cw:{CROSS}", "t:$f1", player=0)
    resolve_cut(plain)
    assert f"act:{plain.iid('cw')}:{CROSS}" not in tokens(plain)


def test_p76_a_special_effect_in_angle_brackets_is_played_from_the_g_zone() -> None:
    """P76 〈 〉 / P21: a G has no texts but its 〈 〉 ones: ＜〔1〕：クロスウェポン［試験隊］＞ lends from the G zone."""
    kws = list(compile_text("〔0〕：改装［試作系］　＜〔1〕：クロスウェポン［試験隊］＞").keywords)
    cards = [unit("XB", keywords=kws, abilities=[
        {**compile_text("（戦闘フェイズ）〔1〕：このカードはターン終了時まで+1/+1/+1を得る。").ability,
         "text": {"ja": "t", "en": "t"}}]),
        unit("PLAIN", keywords=[{"cross_weapon": "試験隊"}]), unit("FED", traits=["試験隊"])]
    sc = board(cards, {"deploy": [{"card": "FED", "id": "fed"}],
                       "gzone": [{"card": "XB", "id": "xb"}, {"card": "PLAIN", "id": "plain"}, "FED", "FED"]},
               {}, point="attack_free1")
    legal = tokens(sc)
    assert f"act:{sc.iid('xb')}:{CROSS}" in legal  # the 〈 〉 special effect works as a G
    assert f"act:{sc.iid('plain')}:{CROSS}" not in legal  # a G without 〈 〉 has no texts (P21)
    assert not any(t.startswith(f"act:{sc.iid('xb')}:103") for t in legal)  # its 改装 is not in 〈 〉
    do(sc, f"act:$xb:{CROSS}", "pay:auto", player=0)  # its one possible target is taken
    resolve_cut(sc)
    do(sc, "opt:1", player=0)  # of its printed text and its 改装, the 改装
    assert keywords(sc.state, sc.iid("fed")).get("refit") == "試作系"  # lent from the G


def test_p75_r70_a_trait_written_a_slash_b_is_met_by_either() -> None:
    """R-70: クロスウェポン［A／B］ lends to a unit with trait A or trait B (as 専用[A/B], P76)."""
    kw = compile_text("〔1〕：クロスウェポン［試験隊／予備隊］").keywords[0]
    cards = [unit("CW", keywords=[kw, {"area_weapon": 3}]), unit("B", traits=["予備隊"]), unit("N", traits=["他"])]
    sc = board(cards, {"deploy": [{"card": "CW", "id": "cw"}, {"card": "B", "id": "b"}, {"card": "N", "id": "n"}],
                       "gzone": ["CW"] * 3}, {}, point="attack_free1")
    do(sc, f"act:$cw:{CROSS}", player=0)  # offered: B has 予備隊; its one target is taken
    resolve_cut(sc)
    assert keywords(sc.state, sc.iid("b")).get("area_weapon") == 3
    assert "area_weapon" not in keywords(sc.state, sc.iid("n"))


@pytest.mark.parametrize("text", [
    "戦闘配備　（防御ステップ）〔1〕：範囲兵器（3）",
    "速攻　〔1毎〕：クロスウェポン［試験隊］",
    "〔0〕：改装［試作系］　＜〔1〕：クロスウェポン［試験隊］＞",
])
def test_behaviour_check_reads_a_keywords_printed_timing_every_and_angle_brackets(
        text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    kws = list(compile_text(text).keywords)
    assert check_card(unit("KW", keywords=kws)).status == "behaved"
    # an engine that dropped the printed options (the built-in timing, once per turn, no text as a G) fails it
    monkeypatch.setattr(keywords_mod, "apply_options", lambda abilities, opts: abilities)
    monkeypatch.setattr(stats_mod, "as_g_keywords", lambda d: [])
    keywords_mod.keyword_abilities.cache_clear()
    try:
        assert check_card(unit("KW2", keywords=kws)).status == "failed"
    finally:
        keywords_mod.keyword_abilities.cache_clear()


# ---- 貫通ダメージ (P73) -----------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "（ダメージ判定ステップ）：敵軍部隊1つに3貫通ダメージを与える。",
    "（戦闘フェイズ）〔1〕：交戦中の敵軍部隊1つに2貫通ダメージを与える。",
    "（戦闘フェイズ）〔2〕：このカードと交戦中の敵軍部隊に4貫通ダメージを与える。",
    "（防御ステップ）〔1〕：このカードと交戦中の敵軍部隊にX貫通ダメージを与える。Xの値は、「特徴：試験隊」を持つ自軍ユニットの枚数＋1とする。",
    "注：貫通ダメージは部隊へのダメージと同様に処理する",
])
def test_p73_pierce_damage_texts_round_trip(text: str) -> None:
    assert round_trip(text)[1]


def test_p73_the_pierce_notes_three_wordings_read_as_one() -> None:
    one = normalise("注：貫通ダメージは部隊へのダメージと同様に処理する")
    assert normalise("注：貫通ダメージは部隊への戦闘ダメージと同様に処理する") == one
    assert normalise("注：貫通ダメージは戦闘ダメージと同様の処理を行う通常ダメージ") == one


def test_p73_pierce_damage_goes_to_the_engaged_squad_front_to_back() -> None:
    """P73 貫通ダメージ: dealt to the squad's front, the rest carried to the units behind; it targets no
    unit, so 「対象にならない」 does not stop it."""
    text = "（戦闘フェイズ）〔1〕：このカードと交戦中の敵軍部隊に4貫通ダメージを与える。"
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    shy = {**compile_text("『常駐』：このカードは、敵軍効果の対象にならない。").ability, "text": {"ja": "s", "en": "s"}}
    cards = [unit("PI", (1, 1, 5), abilities=[ab]), unit("E1", (1, 1, 2), abilities=[shy]), unit("E2", (1, 1, 3))]
    sc = board(cards, {"gzone": ["PI"] * 3, "battle": {"space": [{"card": "PI", "id": "pi"}]}},
               {"battle": {"space": [{"card": "E1", "id": "e1"}, {"card": "E2", "id": "e2"}]}},
               point="attack_free1", turn=4)
    do(sc, "act:$pi:0", player=0)
    resolve_cut(sc)
    s = sc.state
    e1, e2 = sc.iid("e1"), sc.iid("e2")
    assert s.destroyed[e1] or s.zone[e1] != s.zone[sc.iid("pi")]  # 2 on the front unit: its defence
    assert s.damage[e2] == 2  # the other 2 carried to the unit behind it


def test_behaviour_check_compares_pierce_damage(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "（戦闘フェイズ）〔2〕：このカードと交戦中の敵軍部隊に4貫通ダメージを与える。"
    card = unit("PB", (2, 2, 3), abilities=[{**compile_text(text).ability, "text": {"ja": text, "en": text}}])
    assert check_card(card).status == "behaved"
    monkeypatch.setitem(effects.VERB_FUNCS, "pierce", lambda s, ctx, st: None)  # an engine that dropped it
    assert check_card(card).status == "failed"


# ---- 「このセットグループは、…」 (P66) --------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "『常駐』：このセットグループは、敵軍効果では破壊されずダメージを受けない。",
    "（戦闘フェイズ）〔2毎〕：このセットグループは、カット終了時まで、敵軍効果の対象にならない。",
    "（常時）〔1〕：このセットグループは、カット終了時まで、敵軍ユニットの効果の対象にならない。",
])
def test_p66_texts_about_a_whole_set_group_round_trip(text: str) -> None:
    c, ok, _ = round_trip(text)
    assert ok and c is not None
    assert '"group": True, "count": "all"'.replace('"', "'") in repr(c.ability)


def test_p66_a_whole_set_group_is_the_unit_and_every_card_set_on_it() -> None:
    """P66: a set group is a unit with the cards set on it; 「このセットグループは」 protects them all, and no other card."""
    text = "（戦闘フェイズ）：このセットグループは、ターン終了時まで、敵軍効果の対象にならない。"
    still = "『常駐』：このセットグループは、敵軍効果では破壊されずダメージを受けない。"
    ch = card("CH", "character", stats=[1, 1, 1], abilities=[
        {**compile_text(t).ability, "text": {"ja": t, "en": t}} for t in (text, still)])
    sc = board([unit("U"), ch, unit("O")], {"gzone": ["U"] * 3, "deploy": [
        {"card": "U", "id": "u", "set": [{"card": "CH", "id": "ch"}]}, {"card": "O", "id": "o"}]}, {},
        point="attack_free1")
    assert [has_status(sc.state, sc.iid(x), "effect_immune") for x in ("u", "ch", "o")] == [True, True, False]
    do(sc, "act:$ch:0", player=0)
    resolve_cut(sc)
    assert [has_status(sc.state, sc.iid(x), "untargetable") for x in ("u", "ch", "o")] == [True, True, False]


# ---- where a card may be set (P66) ------------------------------------------------------------

def _text(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


def _set_board(unit_texts: list[str], chara_texts: list[str], where: str = "deploy", **unit_extra: Any) -> Any:
    cards = [unit("U", abilities=[_text(t) for t in unit_texts], **unit_extra),
             card("CH", "character", stats=[1, 1, 1], abilities=[_text(t) for t in chara_texts],
                  name={"ja": "試験太郎", "en": "Taro"}),
             card("CH2", "character", stats=[1, 1, 1])]
    own: dict[str, Any] = {"gzone": ["U"] * 4, "hand": [{"card": "CH", "id": "ch"}, {"card": "CH2", "id": "ch2"}]}
    if where == "battle":
        own["battle"] = {"space": [{"card": "U", "id": "u"}]}
    else:
        own["deploy"] = [{"card": "U", "id": "u"}]
    return board(cards, own, {}, point="deploy", turn=3)


@pytest.mark.parametrize("text", [
    "『常駐』：このカードは、キャラをセットできない。",
    "『常駐』：このカードは、キャラを2枚までセットできる。",
    "『恒常』：このカードは、戦闘エリアにいる自軍ユニットにもセットできる。",
    "『恒常』：このカードは、「専用機のセット」が成立する自軍ユニットにしかセットできない。",
])
def test_p66_texts_about_where_a_card_is_set_round_trip(text: str) -> None:
    assert round_trip(text)[1]


def test_p66_a_unit_that_takes_no_character_is_not_offered_as_a_destination() -> None:
    sc = _set_board(["『常駐』：このカードは、キャラをセットできない。"], [])
    assert f"play:{sc.iid('ch')}" not in tokens(sc)  # no unit to set it on (P55: not offered)
    assert f"play:{sc.iid('ch')}" in tokens(_set_board([], []))


def test_p66_a_unit_that_takes_two_characters_takes_a_second() -> None:
    sc = _set_board(["『常駐』：このカードは、キャラを2枚までセットできる。"], [])
    for who in ("ch", "ch2"):
        do(sc, f"play:${who}", player=0)  # its one destination and the payment are taken
        resolve_cut(sc)
    s = sc.state
    assert s.zone[sc.iid("ch")] == s.zone[sc.iid("ch2")] == st.SET


def test_p66_a_character_that_may_be_set_in_a_battle_area_is_offered_a_unit_there() -> None:
    plain = _set_board([], [], where="battle")
    assert f"play:{plain.iid('ch')}" not in tokens(plain)  # P26: a character is set in the deploy area
    sc = _set_board([], ["『恒常』：このカードは、戦闘エリアにいる自軍ユニットにもセットできる。"], where="battle")
    do(sc, "play:$ch", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("ch")] == st.SET


def test_p76_a_character_set_only_where_it_makes_an_exclusive_set() -> None:
    only = "『恒常』：このカードは、「専用機のセット」が成立する自軍ユニットにしかセットできない。"
    assert f"play:{_set_board([], [only]).iid('ch')}" not in tokens(_set_board([], [only]))
    sc = _set_board([], [only], traits=["専用[試験太郎]"])
    assert f"play:{sc.iid('ch')}" in tokens(sc)


@pytest.mark.parametrize(("kind", "text"), [
    ("unit", "『常駐』：このカードは、キャラをセットできない。"),
    ("unit", "『常駐』：このカードは、キャラを2枚までセットできる。"),
    ("character", "『恒常』：このカードは、戦闘エリアにいる自軍ユニットにもセットできる。"),
    ("character", "『恒常』：このカードは、「専用機のセット」が成立する自軍ユニットにしかセットできない。"),
])
def test_behaviour_check_reads_where_a_card_may_be_set(kind: str, text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    def make() -> dict[str, Any]:
        if kind == "unit":
            return unit("SR", abilities=[_text(text)])
        return card("SR", "character", stats=[1, 1, 1], abilities=[_text(text)])

    assert check_card(make()).status == "behaved"
    # an engine that ignored the text (P66's rules alone) fails it
    monkeypatch.setattr(play_mod, "max_characters", lambda s, h: 1)
    monkeypatch.setattr(play_mod, "extra_hosts", lambda s, seat, c: [])
    monkeypatch.setattr(play_mod, "host_allowed", lambda s, c, h: True)
    assert check_card(make()).status == "failed"


def test_p61_putting_looked_at_cards_back_on_the_bottom_in_a_chosen_order() -> None:
    """P61 (R-29's 「任意の順番で元の本国の上か下に戻す」): the answer top-or-bottom and then the order are two
    answers of one step; the order's picks are not confused with the first answer (an engine crash, found by
    the behaviour check)."""
    text = "（戦闘フェイズ）〔0〕：自軍本国の上のカード1～3枚を見て、任意の順番で元の本国の上か下に戻す。"
    cards = [unit("AR", abilities=[_text(text)]), unit("H1"), unit("H2"), unit("H3")]
    sc = board(cards, {"deploy": [{"card": "AR", "id": "ar"}], "gzone": ["AR"] * 2,
                       "home": [{"card": "H1", "id": "h1"}, {"card": "H2", "id": "h2"}, {"card": "H3", "id": "h3"},
                                "AR", "AR"]}, {}, point="attack_free1")
    do(sc, "act:$ar:0", player=0)
    resolve_cut(sc)
    seen: list[str] = []
    for _ in range(6):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind == "priority":
            break
        tok = "opt:1" if d.kind == "option" else tokens(sc)[0]  # to the bottom; then the first card offered
        seen.append(tok)
        do(sc, tok, player=d.player)
    assert seen == ["opt:1", f"pick:{sc.iid('h1')}", f"pick:{sc.iid('h2')}"]  # bottom; two picks, the third remains
    home = sc.state.place(0, st.HOME)  # from the bottom up: the three in the order picked from the top down
    assert home[:3] == [sc.iid("h3"), sc.iid("h2"), sc.iid("h1")]


# ---- a special effect and stats in one 得る -------------------------------------------------------

@pytest.mark.parametrize("text", [
    "（常時）：自軍ユニット1枚は、ターン終了時まで「高機動」+2/+2/+2を得る。",
    "（戦闘フェイズ）：全ての自軍ユニットは、ターン終了時まで「強襲」+1/+0/+0を得る。",
    "（戦闘フェイズ）：自軍ユニット1～2枚は、ターン終了時まで「速攻」+3/+3/+3を得る。",
])
def test_p74_a_special_effect_with_stats_until_the_end_of_turn_round_trips(text: str) -> None:
    c, ok, _ = round_trip(text)
    assert ok and c is not None and c.ability["effect"][0]["do"] == "boost"


def test_p74_a_special_effect_with_stats_gives_both_to_the_target() -> None:
    text = "（常時）：自軍ユニット1枚は、ターン終了時まで「高機動」+2/+2/+2を得る。"
    cards = [unit("BO", (1, 1, 1), abilities=[_text(text)]), unit("OT", (2, 2, 2))]
    sc = board(cards, {"deploy": [{"card": "BO", "id": "bo"}, {"card": "OT", "id": "ot"}], "gzone": ["BO"] * 2},
               {}, point="attack_free1")
    do(sc, "act:$bo:0", "t:$ot", player=0)
    resolve_cut(sc)
    ot = sc.iid("ot")
    assert "high_mobility" in keywords(sc.state, ot)
    assert tuple(stats(sc.state, ot)) == (4, 4, 4)
    assert "high_mobility" not in keywords(sc.state, sc.iid("bo"))


def test_behaviour_check_compares_both_parts_of_a_boost(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "（常時）：自軍ユニット1枚は、ターン終了時まで「高機動」+2/+2/+2を得る。"
    assert check_card(unit("BB", abilities=[_text(text)])).status == "behaved"
    monkeypatch.setitem(effects.VERB_FUNCS, "boost",  # an engine that gave only the stats
                        lambda s, ctx, st: effects.VERB_FUNCS["modify"](s, ctx, {**st, "do": "modify"}))
    assert check_card(unit("BB", abilities=[_text(text)])).status == "failed"


# ---- chips (P67) --------------------------------------------------------------------------------

SQUAD_CHIP = "（自軍攻撃ステップ）〔1〕：試験チップ｛UNIT地形適性「宇宙」「地球」1/1/1｝1個をこのカードの部隊の任意の順番に出す。"


@pytest.mark.parametrize(("text", "written"), [
    ("『起動』：このカードがプレイされて場に出た場合、囮チップ｛UNIT地形適性「宇宙」「地球」0/0/1｝1個を出す。", None),
    ("『起動』：このカードが場に出た場合、試験チップ｛UNIT「特徴：試験隊」地形適性「宇宙」「地球」「高機動」1/1/1｝2個を出す。",
     "『起動』：このカードが場に出た場合、試験チップ｛UNIT「特徴：試験隊」「宇宙」「地球」「高機動」1/1/1｝2個を出す。"),
    (SQUAD_CHIP, None),
])
def test_p67_chip_texts_round_trip(text: str, written: str | None) -> None:
    assert round_trip(text)[1]
    if written is not None:  # 「地形適性」 inside the braces may be left out
        assert round_trip(written)[1] and normalise(written) == normalise(text)


def test_p67_chips_with_traits_and_special_effects_are_made_as_printed() -> None:
    text = "（常時）：試験チップ｛UNIT「特徴：試験隊」地形適性「宇宙」「高機動」1/1/1｝2個を出す。"
    sc = board([unit("MK", abilities=[_text(text)])], {"deploy": [{"card": "MK", "id": "mk"}], "gzone": ["MK"] * 2},
               {}, point="attack_free1")
    do(sc, "act:$mk:0", player=0)
    resolve_cut(sc)
    s = sc.state
    chips = [i for i in s.place(0, st.DEPLOY) if s.defs[i].name_ja == "試験チップ"]
    assert len(chips) == 2
    d = s.defs[chips[0]]
    assert d.traits == ("試験隊",) and d.terrain == frozenset({"space"}) and d.keyword_names == {"high_mobility"}
    assert tuple(d.stats or ()) == (1, 1, 1)


def test_p67_chips_join_this_cards_squad_where_the_player_picks() -> None:
    cards = [unit("CS", (2, 2, 3), abilities=[_text(SQUAD_CHIP)]), unit("B", (1, 1, 1))]
    sc = board(cards, {"gzone": ["CS"] * 3, "battle": {"space": [{"card": "CS", "id": "cs"}, {"card": "B", "id": "b"}]}},
               {"battle": {"space": [{"card": "B", "id": "e"}]}}, point="attack_free1", turn=4)
    do(sc, "act:$cs:0", player=0)
    resolve_cut(sc)
    do(sc, "opt:1", player=0)  # before B, the second of the squad
    s = sc.state
    squad = s.squads[0]
    assert squad[0] == sc.iid("cs") and squad[2] == sc.iid("b")
    assert s.defs[squad[1]].name_ja == "試験チップ" and s.zone[squad[1]] == st.BATTLE


def test_p67_chips_for_this_cards_squad_are_not_made_without_it() -> None:
    sc = board([unit("CS", abilities=[_text(SQUAD_CHIP)])],
               {"gzone": ["CS"] * 3, "deploy": [{"card": "CS", "id": "cs"}]}, {}, point="attack_free1", turn=4)
    n = len(sc.state.defs)
    do(sc, "act:$cs:0", player=0)
    resolve_cut(sc)
    assert len(sc.state.defs) == n  # in the deploy area it has no squad: nothing is made


def test_behaviour_check_counts_the_chips_made(monkeypatch: pytest.MonkeyPatch) -> None:
    card_ = unit("CB", abilities=[_text(SQUAD_CHIP)])
    assert check_card(card_).status == "behaved"
    monkeypatch.setitem(effects.VERB_FUNCS, "chip_squad", effects.VERB_FUNCS["chip"])  # made in the deploy area
    assert check_card(card_).status == "failed"


# ---- a cost when set where it makes an exclusive set (P55, P76) --------------------------------------

@pytest.mark.parametrize(("text", "written"), [
    ("『恒常』：このカードは、「専用機のセット」が成立する自軍ユニットにセットする場合、合計国力2としてプレイできる。",
     "『恒常』：このカードは、「専用機のセット」が成立するユニットにセットする場合、合計国力2としてプレイできる。"),
    ("『恒常』：このカードは、「専用機のセット」が成立する自軍ユニットにセットする場合、合計国力0ロールコスト0としてプレイできる。", None),
    ("『恒常』：このカードは、「専用機のセット」が成立する自軍ユニットにセットする場合、合計国力-1ロールコスト-1してプレイできる。", None),
    ("＜『常駐』：自軍手札にある全てのキャラは、「専用機のセット」が成立する自軍ユニットにセットする場合、合計国力1としてプレイできる。＞",
     None),
])
def test_p55_costs_when_set_on_the_unit_of_an_exclusive_set_round_trip(text: str, written: str | None) -> None:
    assert round_trip(text)[1]
    if written is not None:  # 「成立するユニット」: characters are set on own units only (P66)
        assert normalise(written) == normalise(text)


def _exclusive_board(chara_texts: list[str], gs: list[Any], extra: tuple[dict[str, Any], ...] = ()) -> Any:
    cards = [unit("U", traits=["専用[試験太郎]"]), unit("V"),
             card("CH", "character", total=3, roll=2, stats=[1, 1, 1], name={"ja": "試験太郎", "en": "Taro"},
                  abilities=[_text(t) for t in chara_texts]), *extra]
    return board(cards, {"deploy": [{"card": "U", "id": "u"}, {"card": "V", "id": "v"}], "gzone": gs,
                         "hand": [{"card": "CH", "id": "ch"}]}, {}, point="deploy", turn=3)


def test_p55_a_character_costs_less_only_when_set_where_it_makes_its_exclusive_set() -> None:
    free = "『恒常』：このカードは、「専用機のセット」が成立する自軍ユニットにセットする場合、合計国力0ロールコスト0としてプレイできる。"
    assert f"play:{_exclusive_board([], ['V']).iid('ch')}" not in tokens(_exclusive_board([], ["V"]))  # 3 power, 2 rolls
    sc = _exclusive_board([free], ["V"])
    do(sc, "play:$ch", player=0)  # U is the one unit offered (onto V it costs 3), so it is taken; nothing to pay
    resolve_cut(sc)
    s = sc.state
    assert s.zone[sc.iid("ch")] == st.SET and s.set_to[sc.iid("ch")] == sc.iid("u")
    assert not any(s.rolled[i] for i in s.place(0, st.GZONE))  # played for nothing


def test_p76_an_angle_bracket_static_text_acts_while_its_card_is_a_g() -> None:
    """P76 〈 〉 / P21: the 〈 〉 static text of a G still acts: the hand's characters cost total 1 onto their 専用 unit."""
    cheap = "＜『常駐』：自軍手札にある全てのキャラは、「専用機のセット」が成立する自軍ユニットにセットする場合、合計国力1としてプレイできる。＞"
    giver = unit("GV", abilities=[_text(cheap)])
    plain = _exclusive_board([], ["V", "V"], (giver,))
    assert f"play:{plain.iid('ch')}" not in tokens(plain)  # two Gs: 3 power cannot be paid
    sc = _exclusive_board([], [{"card": "GV", "id": "gv"}, "V"], (giver,))
    assert f"play:{sc.iid('ch')}" in tokens(sc)
    do(sc, "play:$ch", player=0)
    assert f"onto:{sc.iid('v')}" not in tokens(sc)  # onto V it would cost 3


def test_behaviour_check_reads_the_cost_onto_an_exclusive_unit(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "『恒常』：このカードは、「専用機のセット」が成立する自軍ユニットにセットする場合、合計国力2としてプレイできる。"
    chara = card("CX", "character", total=4, roll=2, stats=[1, 1, 1], abilities=[_text(text)])
    assert check_card(chara).status == "behaved"
    monkeypatch.setattr(costs_mod, "exclusive_with", lambda s, u, c: False)  # an engine that never lowered it
    assert check_card(chara).status == "failed"


# ---- 「専用機のセット」が成立している (P76) ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "（ダメージ判定ステップ）〔0〕：このカードは、「専用機のセット」が成立している場合、ターン終了時まで+1/+1/+1を得る。",
    "（戦闘フェイズ）〔1〕：このカードは、「専用機のセット」が成立している場合、ターン終了時まで「高機動」を得る。",
    "（戦闘フェイズ）〔1〕：「専用機のセット」が成立している自軍ユニット1枚をリロールする。",
    "（戦闘フェイズ）〔1〕：自軍ユニットの「専用機のセット」が成立している場合、このカードは、ターン終了時まで「高機動」を得る。",
    "常駐：専用機のセットが成立している場合、このカードは+0/+2/+0を得る。",  # the built-in pool's wording
])
def test_p76_exclusive_set_wordings_round_trip(text: str) -> None:
    assert round_trip(text)[1]


def _taro_board(text: str, with_taro: bool) -> Any:
    cards = [unit("U", traits=["専用[試験太郎]"], abilities=[_text(text)]), unit("V"),
             card("CH", "character", stats=[1, 1, 1], name={"ja": "試験太郎", "en": "Taro"}),
             card("CH2", "character", stats=[1, 1, 1], name={"ja": "別人", "en": "Other"})]
    on_u = [{"card": "CH", "id": "ch"}] if with_taro else [{"card": "CH2", "id": "ch2"}]
    return board(cards, {"deploy": [{"card": "U", "id": "u", "set": on_u, "rolled": True},
                                    {"card": "V", "id": "v", "rolled": True, "set": [{"card": "CH", "id": "c3"}]}],
                         "gzone": ["V"] * 3}, {}, point="attack_free1")


def test_p76_a_step_under_the_exclusive_set_applies_only_while_it_holds() -> None:
    text = "（戦闘フェイズ）〔0〕：このカードは、「専用機のセット」が成立している場合、ターン終了時まで+1/+1/+1を得る。"
    # U is 2/2/2 with a 1/1/1 character set; +1/+1/+1 more only when that character is 試験太郎 (専用[試験太郎])
    for with_taro, want in ((True, (4, 4, 4)), (False, (3, 3, 3))):
        sc = _taro_board(text, with_taro)
        do(sc, "act:$u:0", player=0)
        resolve_cut(sc)
        assert tuple(stats(sc.state, sc.iid("u"))) == want


def test_p76_only_a_unit_with_its_exclusive_set_is_a_target() -> None:
    text = "（戦闘フェイズ）〔0〕：「専用機のセット」が成立している自軍ユニット1枚をリロールする。"
    sc = _taro_board(text, True)  # V carries 試験太郎 too, but has no 専用[試験太郎]
    do(sc, "act:$u:0", player=0)  # its one target, U, is taken
    resolve_cut(sc)
    assert not sc.state.rolled[sc.iid("u")] and sc.state.rolled[sc.iid("v")]


def test_p76_a_character_that_also_counts_as_other_names_for_an_exclusive_set() -> None:
    text = "『恒常』：このカードは、「専用機のセット」の成立において「試験次郎」「試験三郎」としても扱う。"
    assert round_trip(text)[1]
    chara = card("CH", "character", stats=[1, 1, 1], name={"ja": "試験太郎", "en": "Taro"}, abilities=[_text(text)])
    cards = [unit("U2", traits=["専用[試験三郎]"]), unit("U4", traits=["専用[試験四郎]"]), chara]
    sc = board(cards, {"deploy": [{"card": "U2", "id": "u2", "set": [{"card": "CH", "id": "a"}]},
                                  {"card": "U4", "id": "u4", "set": [{"card": "CH", "id": "b"}]}]}, {})
    assert exclusive_set(sc.state, sc.iid("u2")) and not exclusive_set(sc.state, sc.iid("u4"))
    assert check_card(chara).status == "behaved"


# ---- set cards (P66) -----------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "（戦闘フェイズ）：セットカード1枚をロールする。",
    "（常時）〔R〕：自軍セットカード1枚を持ち主の手札に移す。",
    "（戦闘フェイズ）〔0〕：このセットグループのセットカード1枚を廃棄する。その場合、敵軍ユニット1枚に2ダメージを与える。",
    "（自軍ターン）：セットカード以外の敵軍オペ1枚を破壊する。",
])
def test_p66_set_card_wordings_round_trip(text: str) -> None:
    assert round_trip(text)[1]


def test_p66_a_set_card_target_is_a_card_set_on_a_unit() -> None:
    text = "（常時）：自軍セットカード1枚を持ち主の手札に移す。"
    cards = [unit("U", abilities=[_text(text)]), card("CH", "character", stats=[1, 1, 1]), unit("V")]
    sc = board(cards, {"deploy": [{"card": "U", "id": "u", "set": [{"card": "CH", "id": "ch"}]}, {"card": "V", "id": "v"}],
                       "gzone": ["V"] * 2}, {}, point="attack_free1")
    do(sc, "act:$u:0", player=0)  # the one set card is taken: neither unit is one
    resolve_cut(sc)
    s = sc.state
    assert s.zone[sc.iid("ch")] == st.HAND and s.zone[sc.iid("u")] == st.DEPLOY and s.zone[sc.iid("v")] == st.DEPLOY


def test_p66_a_set_card_that_gains_while_set_on_a_unit_of_a_kind() -> None:
    text = "『常駐』：このカードは、「特徴：試験隊」を持つユニットにセットされている場合、+1/+1/+1を得る。"
    assert round_trip(text)[1]
    chara = card("CH", "character", stats=[1, 1, 1], abilities=[_text(text)])
    cards = [unit("T", (2, 2, 2), traits=["試験隊"]), unit("N", (2, 2, 2)), chara]
    sc = board(cards, {"deploy": [{"card": "T", "id": "t", "set": [{"card": "CH", "id": "a"}]},
                                  {"card": "N", "id": "n", "set": [{"card": "CH", "id": "b"}]}]}, {})
    assert tuple(stats(sc.state, sc.iid("t"))) == (4, 4, 4)  # 2 + the character's 1 + 1 more on a 試験隊 unit
    assert tuple(stats(sc.state, sc.iid("n"))) == (3, 3, 3)


# ---- 「…が同じであれば」 ----------------------------------------------------------------------------

EQUAL_GS = "『起動』：このカードが場に出た時、自軍Gの枚数と敵軍Gの枚数が同じであれば、ターン終了時に、全ての自軍ユニットをリロールする。"


def test_p57_a_step_done_only_if_two_counts_are_alike_round_trips() -> None:
    c, ok, _ = round_trip(EQUAL_GS)
    assert ok and c is not None and c.ability["on"] == "enters_field"  # 「場に出た時」 reads 「場に出た場合」
    assert c.ability["effect"][0]["condition"] == {"equal": [{"count": {"side": "own", "type": "g"}},
                                                              {"count": {"side": "enemy", "type": "g"}}]}
    assert not round_trip("（常時）：自軍Gの枚数と敵軍Gの枚数が同じであれば、自軍ユニット1枚をリロールする。")[1]


@pytest.mark.parametrize(("enemy_gs", "rerolled"), [(3, True), (2, False)])
def test_p57_the_turn_end_reroll_waits_only_when_the_g_counts_are_alike(enemy_gs: int, rerolled: bool) -> None:
    cards = [unit("EQ", abilities=[_text(EQUAL_GS)]), unit("R")]
    sc = board(cards, {"hand": [{"card": "EQ", "id": "eq"}], "gzone": ["R"] * 3,
                       "deploy": [{"card": "R", "id": "r", "rolled": True}]},
               {"gzone": ["R"] * enemy_gs}, point="deploy", turn=3)
    do(sc, "play:$eq", player=0)
    resolve_cut(sc)  # the play, then its trigger: an own G was rolled to pay, the counts are of Gs (not rolled)
    resolve_cut(sc)
    waiting = [e for e in sc.state.order_queue if e[0] == "waiting"]  # 待機中の効果 for the turn end (P57)
    assert len(waiting) == (1 if rerolled else 0)
