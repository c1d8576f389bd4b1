"""Issue 14, family T8: texts about texts and effects, third round. Each construct is compiled, printed back to
the same text and played in the engine. Every text here is original, written in the controlled style of card lists
(never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa.scenario import Scenario
from engine.games.nexa.stats import abilities, has_keyword, stats
from engine.games.nexa.textc import round_trip

from .helpers import ability_of, board, do, resolve_cut, tokens, unit


def _answer(sc: Scenario, pick: str) -> None:
    """Answer every question but the priority one: an option with `pick`, anything else with its first token."""
    for _ in range(12):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind == "priority":
            return
        do(sc, pick if pick in d.tokens() else d.tokens()[0], player=d.player)


# ---- 「…が持つテキスト1つ（と、まだ未解決のその効果）を、ターン終了時まで無効にする」 (cardt8_lose_one; R-460)
_LOSE_PENDING = "（常時）〔０〕：敵軍ユニット１枚が持つテキスト１つと、まだ未解決のその効果を、ターン終了時まで無効にする。"
_FOE_ACT = "（常時）〔０〕：このカードは、ターン終了時まで＋２／＋２／＋２を得る。"
_FOE_STATIC = "『常駐』：このカードは、＋１／＋１／＋１を得る。"


@pytest.mark.parametrize(("text", "what", "pending"), [
    (_LOSE_PENDING, "text", "still"),
    ("（自軍ターン）〔１〕：敵軍キャラ１枚が持つテキスト１つを、ターン終了時まで無効にする。", "text", None),
    ("（戦闘フェイズ）〔１〕：交戦中の敵軍ユニット１枚が持つ特殊効果１つと、まだ未解決のその効果を選んで、ターン終了時まで"
     "無効にする。", "special", "still"),
    ("（自軍ターン）〔青１〕：敵軍ユニット１枚に１ダメージを与える。その場合、対象が持つ特殊効果１つと、未解決のその効果を、"
     "ターン終了時まで、無効にできる。", "special", "bare"),
    ("（自軍ターン）〔２〕：このターン、敵軍ユニット１枚が持つ特殊効果１つを無効にする。", "special", None),
    ("（戦闘フェイズ）〔１〕：戦闘エリアにいる敵軍ユニット１枚が持つ、全てのテキストと、まだ未解決のその効果を、ターン終了時"
     "まで無効にする。", "all", "still"),
])
def test_family_t8_lose_one_prints_back(text: str, what: str, pending: str | None) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    step = next(x for x in _flat(compiled.ability["effect"]) if x["do"] == "cardt8_lose_one")
    assert step["what"] == what and step.get("pending") == pending


def _flat(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for x in steps:
        out.append(x)
        out += _flat(x.get("steps", []) + x.get("then", []))
    return out


def test_family_t8_all_texts_without_the_pending_part_stays_lose_text() -> None:
    """「…が持つ全てのテキストを、ターン終了時まで無効にする」 is family T2's lose_text still (nothing waits in the cut)."""
    compiled, exact, _ = round_trip("（常時）〔１〕：敵軍ユニット１枚が持つ全てのテキストを、ターン終了時まで無効にする。")
    assert exact and compiled is not None and compiled.ability["effect"][0]["do"] == "lose_text"


def _foe_board() -> tuple[Scenario, int, int]:
    me = unit("ME", abilities=[ability_of(_LOSE_PENDING)])
    foe = unit("FOE", keywords=["high_mobility"], abilities=[ability_of(_FOE_ACT), ability_of(_FOE_STATIC)])
    sc = board([me, foe], {"deploy": [{"card": "ME", "id": "me"}]}, {"deploy": [{"card": "FOE", "id": "foe"}]})
    return sc, sc.iid("me"), sc.iid("foe")


@pytest.mark.parametrize(("pick", "kw", "values", "texts"), [
    ("opt:0", False, (3, 3, 3), [0, 1]),  # 高機動: the special effect goes, the texts stay
    ("opt:1", True, (3, 3, 3), [1]),  # the activated text goes
    ("opt:2", True, (2, 2, 2), [0]),  # the 常駐 text goes: its +1/+1/+1 no longer applies
])
def test_p72_r460_the_player_picks_one_text_of_the_card_and_only_that_one_goes(
        pick: str, kw: bool, values: tuple[int, int, int], texts: list[int]) -> None:
    """P72 (テキストの無効), R-460: the effect's player picks one text of the enemy unit as the step resolves (its
    special effect, its activated text or its 常駐 text); the unit loses that one until the turn ends, the rest stay."""
    sc, m, f = _foe_board()
    s = sc.state
    assert stats(s, f) == (3, 3, 3)
    do(sc, f"act:{m}:0", player=0)
    _answer(sc, pick)
    resolve_cut(sc)
    _answer(sc, pick)
    assert has_keyword(s, f, "high_mobility") is kw
    assert stats(s, f) == values
    assert sorted(a.index for a in abilities(s, f) if a.keyword is None) == texts


def test_p46_r460_the_effect_of_that_text_still_in_the_cut_is_negated() -> None:
    """P46-P50 (カット), R-460: the enemy plays its activated text; cutting in, this text takes that text and its
    effect still waiting in the cut, so the +2/+2/+2 never applies, and the text cannot be played again this turn."""
    sc, m, f = _foe_board()
    s = sc.state
    do(sc, "pass", player=0)  # the own player passes: the enemy may play
    d = sc.game.decision(s, labels=False)
    assert d is not None and d.player == 1 and f"act:{f}:0" in d.tokens()
    do(sc, f"act:{f}:0", player=1)
    _answer(sc, "confirm")
    assert any(e.source == f for e in s.cut)
    do(sc, f"act:{m}:0", player=0)
    _answer(sc, "opt:1")
    resolve_cut(sc)
    _answer(sc, "opt:1")
    resolve_cut(sc)
    assert stats(s, f) == (3, 3, 3)  # only its own 常駐 +1/+1/+1: the +2/+2/+2 was negated
    assert not [a for a in abilities(s, f) if a.index == 0]


def test_r460_without_the_pending_part_the_waiting_effect_still_resolves() -> None:
    """「…テキスト1つを、ターン終了時まで無効にする」 (nothing said of its effect): the text goes, but the effect it already
    put in the cut resolves (R-460: only 「まだ未解決のその効果」 reaches the cut)."""
    text = "（常時）〔０〕：敵軍ユニット１枚が持つテキスト１つを、ターン終了時まで無効にする。"
    me = unit("ME", abilities=[ability_of(text)])
    foe = unit("FOE", abilities=[ability_of(_FOE_ACT)])
    sc = board([me, foe], {"deploy": [{"card": "ME", "id": "me"}]}, {"deploy": [{"card": "FOE", "id": "foe"}]})
    s, m, f = sc.state, sc.iid("me"), sc.iid("foe")
    do(sc, "pass", player=0)
    do(sc, f"act:{f}:0", player=1)
    _answer(sc, "confirm")
    do(sc, f"act:{m}:0", player=0)
    _answer(sc, "opt:0")
    resolve_cut(sc)
    _answer(sc, "opt:0")
    resolve_cut(sc)
    assert stats(s, f) == (4, 4, 4)
    assert not abilities(s, f)


def test_r460_the_lost_text_comes_back_when_the_turn_ends() -> None:
    sc, m, f = _foe_board()
    s = sc.state
    do(sc, f"act:{m}:0", player=0)
    _answer(sc, "opt:2")
    resolve_cut(sc)
    _answer(sc, "opt:2")
    assert stats(s, f) == (2, 2, 2)
    turn = s.turn
    for _ in range(80):  # every player passes until the next turn begins (P41: the effect ends with the turn)
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn != turn:
            break
        do(sc, "pass" if "pass" in d.tokens() else d.tokens()[-1], player=d.player)
    assert s.turn != turn
    assert stats(s, f) == (3, 3, 3)


# ---- 「その場合、…は、ターン終了時まで、無効にしたテキストと同じテキストを得る」 (cardt8_gain_lost; R-461)
_TAKE_TEXT = ("（常時）〔０〕：敵軍ユニット１枚が持つテキスト１つを、ターン終了時まで無効にする。その場合、このカードは、"
              "ターン終了時まで、無効にしたテキストと同じテキストを得る。")
_TAKE_SPECIAL = ("（常時）〔０〕：このターン、敵軍ユニット１枚が持つ特殊効果１つを無効にする。その場合、このカードは、ターン終了時"
                 "まで無効にした特殊効果と、同じ特殊効果を得る。")


@pytest.mark.parametrize("text", [
    _TAKE_TEXT,
    _TAKE_SPECIAL,
    "（防御ステップ）：敵軍ユニット１枚が持つテキスト１つを、ターン終了時まで無効にする。その場合、自軍ユニット１枚は、"
    "ターン終了時まで、無効にしたテキストと同じテキストを得る。",
])
def test_family_t8_gain_lost_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][1]["do"] == "cardt8_gain_lost"


@pytest.mark.parametrize(("text", "pick", "foe_after", "me_after", "me_kw"), [
    (_TAKE_TEXT, "opt:2", (2, 2, 2), (3, 3, 3), False),  # the 常駐 +1/+1/+1 moves over and acts from this card
    (_TAKE_TEXT, "opt:0", (3, 3, 3), (2, 2, 2), True),  # 高機動 moves over
    (_TAKE_SPECIAL, "opt:0", (3, 3, 3), (2, 2, 2), True),
])
def test_p72_r461_the_card_gains_the_text_the_step_before_took(
        text: str, pick: str, foe_after: tuple[int, int, int], me_after: tuple[int, int, int], me_kw: bool) -> None:
    """R-461: the text (special effect) the enemy unit lost is the one this card gains until the turn ends; a
    gained 常駐 text acts from this card (P75, as a lent text does)."""
    me = unit("ME", abilities=[ability_of(text)])
    foe = unit("FOE", keywords=["high_mobility"], abilities=[ability_of(_FOE_ACT), ability_of(_FOE_STATIC)])
    sc = board([me, foe], {"deploy": [{"card": "ME", "id": "me"}]}, {"deploy": [{"card": "FOE", "id": "foe"}]})
    s, m, f = sc.state, sc.iid("me"), sc.iid("foe")
    do(sc, f"act:{m}:0", player=0)
    _answer(sc, pick)
    resolve_cut(sc)
    _answer(sc, pick)
    assert stats(s, f) == foe_after
    assert stats(s, m) == me_after
    assert has_keyword(s, m, "high_mobility") is me_kw
    assert has_keyword(s, f, "high_mobility") is not me_kw


# ---- 「…が持つ「サイコミュ」の効果1つを、このターン、『…』に変更する」 (cardt8_change_kw; R-462)
_CHANGE = ("（防御ステップ）〔０〕：このカードが持つ「サイコミュ」の効果１つを、このターン、『全ての自軍ユニットは、ターン終了時"
           "まで＋X／＋X／＋Xを得る』に変更する。")


@pytest.mark.parametrize("text", [
    _CHANGE,
    "（防御ステップ）〔１〕：このカードが持つ「サイコミュ」の効果１つを、このターン、『カードX枚を引く。その後、自軍手札１枚を"
    "選んで廃棄する』に変更する。",
    "（ダメージ判定ステップ）〔１〕：このカードの「範囲兵器（X)」の効果１つを、ターン終了時まで、『「特徴：試作」を持つ自軍"
    "ユニット１枚は、ターン終了時まで＋X／±０／±０を得る』に変更する。",
    "（自軍ターン）〔２〕：任意の枚数の自軍ユニットが持つ「サイコミュ」の効果を、ターン終了時まで、『自軍本国をX回復する』に"
    "変更する。",
])
def test_family_t8_change_kw_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    step = compiled.ability["effect"][0]
    assert step["do"] == "cardt8_change_kw" and step["into"]["effect"]


def test_p75_r462_the_psycommu_text_does_the_quoted_steps_with_x_its_value() -> None:
    """P75 (サイコミュ), R-462: changed this turn, the unit's サイコミュ(2) keeps its timing, cost and condition (an NT
    character in its area) and, played, gives every own unit +2/+2/+2 instead of damaging the engaged enemy unit."""
    from engine.games.nexa import state as st
    from engine.games.nexa.stats import abilities

    from .helpers import card

    cards = [unit("FUN", (1, 1, 3), keywords=[{"psycommu": 2}], abilities=[ability_of(_CHANGE)]),
             card("NT", "character", stats=[0, 0, 0], traits=["NT"]), unit("E", (1, 1, 2)), unit("O", (1, 1, 1))]
    sc = board(cards, {"battle": {"space": [{"card": "FUN", "id": "f", "set": [{"card": "NT"}]}]},
                       "deploy": [{"card": "O", "id": "o"}], "gzone": ["FUN"] * 2},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="defence_free1")
    s, f = sc.state, sc.iid("f")
    do(sc, f"act:{f}:0", player=0)
    resolve_cut(sc)
    psy = next(a for a in abilities(s, f) if a.keyword == "psycommu")
    assert psy.index == 100 and psy.when == "defence" and psy.condition == {"nt_in_area": True}
    assert f"act:{f}:100" in tokens(sc)
    do(sc, f"act:{f}:100", player=0)
    _answer(sc, "confirm")
    resolve_cut(sc)
    assert s.zone[sc.iid("e")] == st.BATTLE and s.damage[sc.iid("e")] == 0  # no damage: the text was changed
    assert stats(s, sc.iid("o")) == (3, 3, 3)
    assert stats(s, f) == (3, 3, 5)


def test_r462_an_unchanged_psycommu_still_damages() -> None:
    """Without the change the same board's サイコミュ deals its 2 damage (the test above is not the rule's default)."""
    from engine.games.nexa import state as st

    from .helpers import card

    cards = [unit("FUN", (1, 1, 3), keywords=[{"psycommu": 2}], abilities=[ability_of(_CHANGE)]),
             card("NT", "character", stats=[0, 0, 0], traits=["NT"]), unit("E", (1, 1, 2))]
    sc = board(cards, {"battle": {"space": [{"card": "FUN", "id": "f", "set": [{"card": "NT"}]}]},
                       "gzone": ["FUN"] * 2},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="defence_free1")
    do(sc, "act:$f:100", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("e")] == st.JUNK


# ---- 「…キャラ1枚を、戦闘エリアにいる「特徴：A」を持つ自軍ユニット1枚にセットする」 (family T5's set_onto)
_SET_IN_BATTLE = ("（戦闘フェイズ）〔０〕：自軍手札にある、「特徴：技師」を持つキャラ１枚を、戦闘エリアにいる「特徴：試作」を持つ"
                  "自軍ユニット１枚にセットする。")


def test_family_t8_set_onto_a_unit_in_a_battle_area_prints_back() -> None:
    compiled, exact, blocker = round_trip(_SET_IN_BATTLE)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t2"]["zone"] == "battle"


def test_p66_the_character_is_set_only_on_the_unit_in_a_battle_area() -> None:
    """P66 (セット): of two own units with the trait, only the one in a battle area may take the character."""
    from engine.games.nexa import state as st

    from .helpers import card

    me = unit("ME", abilities=[ability_of(_SET_IN_BATTLE)])
    proto = unit("PR", traits=["試作"])
    ch = card("CH", "character", stats=[1, 1, 1], traits=["技師"])
    sc = board([me, proto, ch], {"deploy": [{"card": "ME", "id": "me"}, {"card": "PR", "id": "home"}],
                                 "battle": {"space": [{"card": "PR", "id": "away"}]},
                                 "hand": [{"card": "CH", "id": "ch"}]},
               {}, point="attack_free1")
    s = sc.state
    do(sc, "act:$me:0", player=0)
    _answer(sc, "confirm")
    resolve_cut(sc)
    assert s.zone[sc.iid("ch")] == st.SET and s.set_to[sc.iid("ch")] == sc.iid("away")


def test_p66_without_a_unit_in_a_battle_area_the_text_is_not_offered() -> None:
    """P55 (空撃ち禁止): with the only unit with the trait in the deploy area, there is no target: not offered."""
    from .helpers import card

    me = unit("ME", abilities=[ability_of(_SET_IN_BATTLE)])
    proto = unit("PR", traits=["試作"])
    ch = card("CH", "character", stats=[1, 1, 1], traits=["技師"])
    sc = board([me, proto, ch], {"deploy": [{"card": "ME", "id": "me"}, {"card": "PR", "id": "home"}],
                                 "hand": [{"card": "CH", "id": "ch"}]},
               {}, point="attack_free1")
    assert f"act:{sc.iid('me')}:0" not in tokens(sc)


# ---- 「…が持つ全ての使用型テキストを、このターン、無効にする」 (cardt8_lose_one, what used_all; R-460)
_LOSE_USED = "（常時）〔０〕：敵軍ユニット１枚が持つ全ての使用型テキストを、このターン、無効にする。"


def test_family_t8_lose_used_texts_prints_back() -> None:
    compiled, exact, blocker = round_trip(_LOSE_USED)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["what"] == "used_all"


def test_p44_r460_the_texts_with_a_timing_go_and_the_rest_stay() -> None:
    """P44 (使用型テキスト): the unit's activated text goes this turn; its special effect and 常駐 text stay."""
    me = unit("ME", abilities=[ability_of(_LOSE_USED)])
    foe = unit("FOE", keywords=["high_mobility"], abilities=[ability_of(_FOE_ACT), ability_of(_FOE_STATIC)])
    sc = board([me, foe], {"deploy": [{"card": "ME", "id": "me"}]}, {"deploy": [{"card": "FOE", "id": "foe"}]})
    s, m, f = sc.state, sc.iid("me"), sc.iid("foe")
    do(sc, f"act:{m}:0", player=0)
    _answer(sc, "confirm")
    resolve_cut(sc)
    assert [a.index for a in abilities(s, f) if a.keyword is None] == [1]
    assert has_keyword(s, f, "high_mobility") and stats(s, f) == (3, 3, 3)


# ---- 「このカードが、交戦中の状態で、「ゲイン」の効果で戦闘修正を得た場合」 (family T's gains, heard while engaged)
_GAINS_ENGAGED = "『起動』：このカードが、交戦中の状態で、「ゲイン」の効果で戦闘修正を得た場合、カード１枚を引く。"


def test_family_t8_gains_while_engaged_prints_back() -> None:
    compiled, exact, blocker = round_trip(_GAINS_ENGAGED)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] == "gains" and compiled.ability["condition"] == {"self_engaged": True}


@pytest.mark.parametrize("engaged", [True, False])
def test_p75_the_gain_bonus_is_heard_only_while_the_card_is_engaged(engaged: bool) -> None:
    """P75 (ゲイン), P68: the card gets its ゲイン bonus in a battle area; the text draws only when an enemy unit is
    there too (交戦中, P35), not when the card is alone."""
    from engine.games.nexa import state as st

    ga = unit("GA", (1, 1, 3), keywords=["gain"], abilities=[ability_of(_GAINS_ENGAGED)])
    cards = [ga, unit("TOP", total=3, roll=2), unit("E", (0, 0, 9))]
    foe: dict[str, Any] = {"battle": {"space": [{"card": "E", "id": "e"}]}} if engaged else {}
    sc = board(cards, {"battle": {"space": [{"card": "GA", "id": "ga"}]}, "gzone": ["GA"] * 2,
                       "home": ["TOP", "GA", "GA"]}, foe, point="damage_free1")
    s = sc.state
    assert s.engaged[0] is engaged
    hand = len(s.place(0, st.HAND))
    do(sc, "act:$ga:102", player=0)
    resolve_cut(sc)
    assert stats(s, sc.iid("ga"))[0] > 1  # the bonus was got either way
    assert len(s.place(0, st.HAND)) == hand + engaged


# ---- 「このカードは、ターン終了時まで「速攻」、「強襲」、+1/+1/+1を得る」 (grant_keywords and modify in one sentence)
_KW_STATS = "（自軍ターン）〔０〕：このカードは、ターン終了時まで「速攻」、「強襲」、＋１／＋２／＋０を得る。"


def test_family_t8_keywords_and_a_change_print_back() -> None:
    compiled, exact, blocker = round_trip(_KW_STATS)
    assert compiled is not None and exact, blocker
    assert [x["do"] for x in compiled.ability["effect"][0]["steps"]] == ["grant_keywords", "modify"]


def test_p52_the_card_gains_both_special_effects_and_the_change() -> None:
    me = unit("ME", abilities=[ability_of(_KW_STATS)])
    sc = board([me], {"deploy": [{"card": "ME", "id": "me"}]}, {})
    s, m = sc.state, sc.iid("me")
    do(sc, f"act:{m}:0", player=0)
    _answer(sc, "confirm")
    resolve_cut(sc)
    assert has_keyword(s, m, "first_strike") and has_keyword(s, m, "assault")
    assert stats(s, m) == (3, 4, 2)


# ---- 「…が持つ特殊効果1つを指定する。その場合、全ての敵軍ユニットが持つ、指定した特殊効果を、…無効にする」
_NAME_LOSE = ("（常時）〔０〕：敵軍ユニット１枚が持つ特殊効果１つを指定する。その場合、全ての敵軍ユニットが持つ、指定した特殊"
              "効果を、ターン終了時まで無効にする。")


def test_family_t8_name_a_special_effect_prints_back() -> None:
    compiled, exact, blocker = round_trip(_NAME_LOSE)
    assert compiled is not None and exact, blocker
    assert [x["do"] for x in compiled.ability["effect"]] == ["cardt8_name_special", "cardt8_lose_named"]


@pytest.mark.parametrize(("pick", "gone"), [("opt:0", "high_mobility"), ("opt:1", "first_strike")])
def test_p74_r463_every_enemy_unit_loses_the_special_effect_named(pick: str, gone: str) -> None:
    """P74 (特殊効果), R-463: the player names 高機動 or 速攻 of the chosen enemy unit; every enemy unit loses that one
    until the turn ends and keeps the other; the own unit with both keeps them."""
    me = unit("ME", keywords=["high_mobility", "first_strike"], abilities=[ability_of(_NAME_LOSE)])
    foe = unit("FOE", keywords=["high_mobility", "first_strike"])
    sc = board([me, foe], {"deploy": [{"card": "ME", "id": "me"}]},
               {"deploy": [{"card": "FOE", "id": "f1"}, {"card": "FOE", "id": "f2"}]})
    s, m = sc.state, sc.iid("me")
    do(sc, f"act:{m}:0", player=0)
    _answer(sc, pick)
    resolve_cut(sc)
    _answer(sc, pick)
    kept = "first_strike" if gone == "high_mobility" else "high_mobility"
    for f in (sc.iid("f1"), sc.iid("f2")):
        assert not has_keyword(s, f, gone) and has_keyword(s, f, kept)
    assert has_keyword(s, m, gone) and has_keyword(s, m, kept)


# ---- 「…。この効果は、このカードが場に出たターン中のみ使用できる。」 (the ability's condition, wording cardt8_entered_only)
_ENTERED_ONLY = "（自軍ターン）〔０〕：このカードは、ターン終了時まで＋１／＋１／＋１を得る。この効果は、このカードが場に出たターン中のみ使用できる。"


def test_family_t8_entered_only_prints_back() -> None:
    compiled, exact, blocker = round_trip(_ENTERED_ONLY)
    assert compiled is not None and exact, blocker
    assert compiled.ability["wording"] == "cardt8_entered_only"


@pytest.mark.parametrize(("entered", "offered"), [(3, True), (1, False)])
def test_p44_the_text_is_offered_only_in_the_turn_its_card_entered(entered: int, offered: bool) -> None:
    """P44 (テキストのプレイ): the text may be played in the turn its card entered the field (turn 3), not later."""
    me = unit("ME", abilities=[ability_of(_ENTERED_ONLY)])
    sc = board([me], {"deploy": [{"card": "ME", "id": "me", "entered": entered}]}, {})
    assert (f"act:{sc.iid('me')}:0" in tokens(sc)) is offered


def test_r462_the_enemy_picks_x_of_its_cards_to_roll_x_the_psycommu_value() -> None:
    """R-462 with family Z3's side_picks (R-112) quoted: サイコミュ(2) changed; played, the enemy picks two of its own
    cards, which are rolled."""
    from .helpers import card

    text = ("（防御ステップ）〔０〕：このカードが持つ「サイコミュ」の効果１つを、このターン、『敵軍は、自分のカードX枚を選んで"
            "ロールする』に変更する。")
    cards = [unit("FUN", (1, 1, 3), keywords=[{"psycommu": 2}], abilities=[ability_of(text)]),
             card("NT", "character", stats=[0, 0, 0], traits=["NT"]), unit("E", (1, 1, 2))]
    sc = board(cards, {"battle": {"space": [{"card": "FUN", "id": "f", "set": [{"card": "NT"}]}]},
                       "gzone": ["FUN"] * 2},
               {"battle": {"space": [{"card": "E", "id": "e"}]},
                "deploy": [{"card": "E", "id": "d1"}, {"card": "E", "id": "d2"}]}, point="defence_free1")
    s, f = sc.state, sc.iid("f")
    do(sc, f"act:{f}:0", player=0)
    resolve_cut(sc)
    do(sc, f"act:{f}:100", player=0)
    _answer(sc, "confirm")
    resolve_cut(sc)
    _answer(sc, "confirm")
    resolve_cut(sc)
    assert sum(s.rolled[sc.iid(n)] for n in ("e", "d1", "d2")) == 2
    assert s.damage[sc.iid("e")] == 0


def test_r462_a_quoted_step_under_a_condition_with_x_minus_one() -> None:
    """R-462: every own unit's サイコミュ changed to 『このカードが戦闘エリアにいる場合、敵軍本国にX-1ダメージを与える』;
    played by the unit with サイコミュ(3) in a battle area, the enemy home takes 2 (X is 3) and the engaged unit none."""
    from engine.games.nexa import state as st

    from .helpers import card

    text = ("（防御ステップ）〔０〕：全ての自軍ユニットが持つ｢サイコミュ（X）｣の効果を、ターン終了時まで、『このカードが"
            "戦闘エリアにいる場合、敵軍本国にXー１ダメージを与える』に変更する。")
    cards = [unit("FUN", (1, 1, 3), keywords=[{"psycommu": 3}]), unit("ME", abilities=[ability_of(text)]),
             card("NT", "character", stats=[0, 0, 0], traits=["NT"]), unit("E", (1, 1, 2))]
    sc = board(cards, {"battle": {"space": [{"card": "FUN", "id": "f", "set": [{"card": "NT"}]}]},
                       "deploy": [{"card": "ME", "id": "me"}], "gzone": ["FUN"] * 2},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="defence_free1")
    s, f = sc.state, sc.iid("f")
    home = len(s.place(1, st.HOME))
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    do(sc, f"act:{f}:100", player=0)
    _answer(sc, "confirm")
    resolve_cut(sc)
    assert len(s.place(1, st.HOME)) == home - 2
    assert s.damage[sc.iid("e")] == 0 and s.zone[sc.iid("e")] == st.BATTLE
