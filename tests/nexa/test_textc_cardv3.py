"""Issue 14, family V3 of the card-text compiler: values and coins, third round.

Every text here is original, written in the controlled style of card lists (never official text).
Each wording compiles, prints back the same (docs/effect-language.md, family V3) and plays.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.behave import check_card
from engine.games.nexa.targets import value
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, do, resolve_cut, tokens, unit

GRAPHIC = {"number": "GR", "name": {"ja": "GR", "en": "GR"}, "type": "graphic", "colours": ["blue"],
           "gsign": {"colour": "blue", "series": "0079"}, "guard_level": 1, "gain_level": 2}


def _card(text: str, number: str = "SRC", type_: str = "unit", **extra: Any) -> dict[str, Any]:
    """An original card carrying one compiled text (a command's text is its play)."""
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    if type_ == "command":
        return {"number": number, "name": {"ja": number, "en": number}, "type": "command", "colours": ["blue"],
                "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
                "abilities": [{**ab, "kind": "play"}]}
    return unit(number, (2, 2, 3), abilities=[ab], **extra)


def _pick(sc: Any, *ids: str, limit: int = 12) -> None:
    """Answer the open questions: the named cards as targets, then done / automatic payment."""
    want = [f"t:{sc.iid(i)}" for i in ids]
    for _ in range(limit):
        toks = tokens(sc)
        pick = next((t for t in want if t in toks), None)
        if pick is not None:
            want.remove(pick)
            do(sc, pick, player=0)
        elif "pay:auto" in toks:
            do(sc, "pay:auto", player=0)
        elif "done" in toks:
            do(sc, "done", player=0)
        else:
            return


@pytest.mark.parametrize("text", [
    "（戦闘フェイズ）〔0〕：自軍G1～2枚を廃棄する。その場合、このカードは、ターン終了時まで+X/±0/+Xを得ると共に、リロールできる。"
    "Xの値は、対象の本来のロールコストとゲインレベルの合計値-1とする。",
    "（戦闘フェイズ）：自軍G1～2枚をリロールする。その場合、敵軍ユニット1枚にXダメージを与える。Xの値は対象1の、本来のロールコストの合計値とする。",
    "（戦闘フェイズ）〔1〕：自軍G1枚を廃棄する。その場合、敵軍部隊1つにX貫通ダメージを与える。Xの値は、対象1の本来のロールコスト、ゲインレベルの値+1とする。",
    "（自軍戦闘フェイズ）〔X〕：X+1以下の合計国力を持つ、キャラがセットされてない敵軍ユニット1枚を破壊する。",
    "（戦闘フェイズ）〔赤X〕：自軍本国をX+2回復する。",
    "（ダメージ判定ステップ）〔赤1+X〕：交戦中の敵軍部隊1つに2+X貫通ダメージを与える。",
    "（ダメージ判定ステップ）〔X〕：交戦中の敵軍ユニット1枚にXダメージを与える。その場合、敵軍本国にX-1ダメージを与える。",
    "（防御ステップ）〔1〕：自軍ユニットX枚をリロールする。その場合、敵軍ユニット1枚にX+1ダメージを与える。",
    "（自軍戦闘フェイズ）〔X〕：X+2以下の防御力を持つ全てのユニットを破壊する。",
    "（常時）〔X〕：カードX-1枚を引く。",
    "（常時）：X+1以上の合計国力を持つ敵軍ユニット1枚を破壊する。Xの値は、敵軍Gの枚数とする。",  # family V's, kept
    "『常駐』：このカードは+X/+X/+X得る。Xの値は、自軍ユニットの枚数とする。",  # 「を」 left out: the same text
])
def test_family_v3_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


@pytest.mark.parametrize("words,want", [("対象の本来のロールコストの合計値", 2),
                                        ("対象の本来のロールコストとゲインレベルの合計値", 4),
                                        ("対象の本来のロールコスト、ゲインレベルの値", 4)])
def test_p29_p65_r120_the_printed_roll_costs_and_gain_levels_of_the_targets_added_up(words: str, want: int) -> None:
    """「対象の本来のロールコスト(とゲインレベル)の合計値」 (P65 values, P29 gain level, R-120): every card the
    target is counts, a unit's printed roll cost (2 here) and a graphic's gain level (2) where the text names it."""
    text = f"（戦闘フェイズ）：自軍G1～2枚を廃棄する。その場合、敵軍ユニット1枚にXダメージを与える。Xの値は、{words}とする。"
    ab = compile_text(text).ability
    v = ab["effect"][1]["amount"]
    src = _card(text, type_="command")
    sc = board([src, unit("U2", roll=2), GRAPHIC, unit("E", (1, 1, 9))],
               {"hand": [{"card": "SRC", "id": "me"}],
                "gzone": [{"card": "U2", "id": "g1"}, {"card": "GR", "id": "g2"}, "U2"]},
               {"deploy": [{"card": "E", "id": "e"}]}, point="attack", g_played=True)
    bound = {"t1": (sc.iid("g1"), sc.iid("g2"))}
    assert value(sc.state, v, sc.iid("me"), 0, bound) == want
    do(sc, "play:$me", player=0)
    _pick(sc, "g1", "g2", "e")
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("e")] == want  # the Gs were discarded first: their printed values still count
    assert check_card(src).status == "behaved"


def _play_x(sc: Any, token: str, x: int, *ids: str) -> None:
    do(sc, token, player=0)
    assert f"x:{x}" in tokens(sc)
    do(sc, f"x:{x}", player=0)
    _pick(sc, *ids)
    resolve_cut(sc)


def test_p65_x_plus_a_number_is_the_x_paid_and_the_number() -> None:
    """「〔X〕：…X+1以下の合計国力を持つ…」, 「自軍本国をX+2回復する」, 「…にX+1ダメージを与える」 (P65): the X chosen and
    paid on play, plus the number; a card of total cost X+2 is no target, one of X+1 is."""
    text = "（戦闘フェイズ）〔X〕：X+1以下の合計国力を持つ敵軍ユニット1枚を破壊する。"
    src = _card(text, type_="command")
    assert compile_text(text).ability["targets"]["t1"]["max_total_cost"] == {"sum": ["X", 1]}
    sc = board([src, unit("U"), unit("E3", total=3), unit("E4", total=4)],
               {"hand": [{"card": "SRC", "id": "me"}], "gzone": ["U"] * 3},
               {"deploy": [{"card": "E3", "id": "e3"}, {"card": "E4", "id": "e4"}]}, point="attack", g_played=True)
    do(sc, "play:$me", player=0)
    xs = [t for t in tokens(sc) if t.startswith("x:")]
    assert "x:1" not in xs and "x:2" in xs  # with X = 1 no card fits (3 > 1+1): X = 1 cannot be chosen (P55)
    do(sc, "x:2", player=0)
    _pick(sc, "e3")
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("e3")] == st.JUNK and sc.state.zone[sc.iid("e4")] == st.DEPLOY  # 3 <= 2+1 < 4
    assert check_card(src).status == "behaved"

    text = "（戦闘フェイズ）〔X〕：自軍本国をX+2回復する。"
    src = _card(text, type_="command")
    sc = board([src, unit("U")], {"hand": [{"card": "SRC", "id": "me"}], "gzone": ["U"] * 3, "discard": ["U"] * 5},
               {}, point="attack", g_played=True)
    home = len(sc.state.place(0, st.HOME))
    _play_x(sc, "play:$me", 1)
    assert len(sc.state.place(0, st.HOME)) == home + 3
    assert check_card(src).status == "behaved"


def test_p65_a_number_plus_x_and_x_minus_a_number_in_a_text_of_a_unit() -> None:
    """「〔X〕：交戦中の敵軍ユニット1枚にXダメージを与える。その場合、敵軍本国にX-1ダメージを与える。」 (P65): X = 3 deals
    3 to the unit and 2 to the enemy home."""
    text = "（戦闘フェイズ）〔X〕：敵軍ユニット1枚にXダメージを与える。その場合、敵軍本国にX-1ダメージを与える。"
    ab = compile_text(text).ability
    assert ab["effect"][1] == {"do": "home_damage", "side": "enemy", "amount": {"sum": ["X", -1]}}
    src = _card(text)
    sc = board([src, unit("E", (1, 1, 9))], {"battle": {"space": [{"card": "SRC", "id": "me"}]}, "gzone": ["E"] * 3},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="attack_free2", g_played=True)
    home = len(sc.state.place(1, st.HOME))
    _play_x(sc, "act:$me:0", 3, "e")
    assert sc.state.damage[sc.iid("e")] == 3
    assert home - len(sc.state.place(1, st.HOME)) == 2
    assert check_card(src).status == "behaved"


def test_p75_r121_a_special_effects_value_is_raised_until_the_turn_ends() -> None:
    """「「サイコミュ」を持つ全ての自軍ユニットは、ターン終了時まで「サイコミュ」+2を得る」 (P75, R-121): サイコミュ(2) is
    サイコミュ(4) until the turn ends, and its text deals 4; a unit without サイコミュ gains nothing."""
    from engine.games.nexa.stats import abilities, keywords

    text = "（戦闘フェイズ）：「サイコミュ」を持つ全ての自軍ユニットは、ターン終了時まで「サイコミュ」+2を得る。"
    ab = compile_text(text).ability
    assert ab["effect"][0]["do"] == "keyword_plus" and ab["effect"][0]["amount"] == 2
    src = _card(text, type_="command")
    psy = unit("PSY", keywords=[{"psycommu": 2}])
    sc = board([src, psy, unit("U")], {"hand": [{"card": "SRC", "id": "me"}], "gzone": ["U"],
                                       "deploy": [{"card": "PSY", "id": "p"}, {"card": "U", "id": "u"}]},
               {}, point="attack", g_played=True)
    do(sc, "play:$me", player=0)
    _pick(sc)
    resolve_cut(sc)
    s = sc.state
    assert keywords(s, sc.iid("p"))["psycommu"] == 4
    assert "psycommu" not in keywords(s, sc.iid("u"))  # nothing to raise
    text_of = next(a for a in abilities(s, sc.iid("p")) if a.keyword == "psycommu")
    assert text_of.effect[0]["amount"] == 4  # サイコミュ(4): its damage
    assert check_card(src).status == "behaved"
    s.grants[:] = [g for g in s.grants if g[4] != "turn_end"]  # as the turn's end takes them (P57)
    s.version += 1
    assert keywords(s, sc.iid("p"))["psycommu"] == 2


def test_p65_r121_an_area_weapon_raised_by_x_and_the_card_may_reroll() -> None:
    """「このカードは、ターン終了時まで「範囲兵器」+Xを得ると共に、リロールできる。Xの値は、対象の本来のロールコストの
    合計値とする。」: 範囲兵器(1) with two discarded Gs of roll cost 1 and 2 is 範囲兵器(4); the card is rerolled."""
    from engine.games.nexa.stats import keywords

    text = ("（戦闘フェイズ）〔0〕：自軍G1～2枚を廃棄する。その場合、このカードは、ターン終了時まで「範囲兵器」+Xを得ると共に、"
            "リロールできる。Xの値は、対象の本来のロールコストの合計値とする。")
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text, keywords=[{"area_weapon": 1}])
    sc = board([src, unit("U2", roll=2), unit("U")],
               {"battle": {"space": [{"card": "SRC", "id": "me", "rolled": True}]},
                "gzone": [{"card": "U2", "id": "g1"}, {"card": "U", "id": "g2"}]},
               {}, point="attack_free2", g_played=True)
    do(sc, "act:$me:0", player=0)
    _pick(sc, "g1", "g2")
    resolve_cut(sc)
    do(sc, "yes", player=0)  # 「リロールできる」: asked as the step resolves
    resolve_cut(sc)
    assert keywords(sc.state, sc.iid("me"))["area_weapon"] == 4
    assert not sc.state.rolled[sc.iid("me")]
    assert check_card(src).status == "behaved"


@pytest.mark.parametrize("pilot_traits,want", [(["NT"], 4), (["軍人"], 2), (None, 2)])
def test_p66_r121_a_static_text_raises_the_value_while_a_character_of_a_trait_is_set(pilot_traits: list[str] | None,
                                                                                      want: int) -> None:
    """「『常駐』：このカードは、「特徴：NT」を持つキャラがセットされている場合、「サイコミュ」+2を得る。」 (P66 set group,
    R-121): サイコミュ(2) is サイコミュ(4) only while a character of that trait is set on this card."""
    from engine.games.nexa.stats import keywords

    text = "『常駐』：このカードは、「特徴：NT」を持つキャラがセットされている場合、「サイコミュ」+2を得る。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text, keywords=[{"psycommu": 2}])
    pilot = {"number": "P", "name": {"ja": "P", "en": "P"}, "type": "character", "colours": ["blue"],
             "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
             "stats": [1, 1, 1], "traits": pilot_traits or []}
    me: dict[str, Any] = {"card": "SRC", "id": "me"}
    if pilot_traits is not None:
        me["set"] = [{"card": "P"}]
    sc = board([src, pilot, unit("U")], {"deploy": [me], "gzone": ["U"]}, {}, point="attack", g_played=True)
    assert keywords(sc.state, sc.iid("me"))["psycommu"] == want


def test_p65_r121_a_static_text_raises_the_value_by_x_as_it_stands() -> None:
    """「『常駐』：このカードは、「範囲兵器」+Xを得る。Xの値は、自軍手札の枚数とする。」 (P65): X is read as it stands."""
    from engine.games.nexa.stats import keywords

    text = "『常駐』：このカードは、「範囲兵器」+Xを得る。Xの値は、自軍手札の枚数とする。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text, keywords=[{"area_weapon": 1}])
    sc = board([src, unit("U")], {"deploy": [{"card": "SRC", "id": "me"}], "gzone": ["U"], "hand": ["U", "U", "U"]},
               {}, point="attack", g_played=True)
    assert keywords(sc.state, sc.iid("me"))["area_weapon"] == 4


@pytest.mark.parametrize("enemy_total,protected", [(2, True), (3, True), (4, False)])
def test_p56_r122_no_target_of_enemy_cards_of_x_or_less_total_cost(enemy_total: int, protected: bool) -> None:
    """「自軍ユニット1枚は、ターン終了時まで、X以下の合計国力を持つ敵軍カードの効果の対象にならない。Xの値は、自軍手札の
    枚数とする。」 (P56, R-122): X read on resolution (3 cards in the hand then); an enemy card of total cost 3 or less
    cannot target the unit, one of 4 can; the controller's own cards still can."""
    from engine.games.nexa.targets import candidates

    text = ("（戦闘フェイズ）：自軍ユニット1枚は、ターン終了時まで、X以下の合計国力を持つ敵軍カードの効果の対象にならない。"
            "Xの値は、自軍手札の枚数とする。")
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text, type_="command")
    sc = board([src, unit("U"), unit("EN", total=enemy_total)],
               {"hand": [{"card": "SRC", "id": "me"}, "U", "U", "U"], "gzone": ["U"], "deploy": [{"card": "U", "id": "u"}]},
               {"deploy": [{"card": "EN", "id": "en"}]}, point="attack", g_played=True)
    do(sc, "play:$me", player=0)
    _pick(sc, "u")
    resolve_cut(sc)
    s = sc.state
    sel = {"side": "enemy", "type": "unit", "count": 1}
    assert (sc.iid("u") not in candidates(s, sel, 1, sc.iid("en"))) == protected
    assert sc.iid("u") in candidates(s, {"side": "own", "type": "unit", "count": 1}, 0, sc.iid("u"))
    assert check_card(src).status == "behaved"


def test_p68_r123_this_card_rerolled_by_an_effect_or_in_the_reroll_phase() -> None:
    """「『起動』：このカードがリロールした場合、このカードの上に+1/+1/+1コイン1個を乗せる。」 (P68, R-123): heard when an
    effect rerolls it and when the reroll phase of its controller's turn does (P16); not when it stays rolled."""
    from engine.games.nexa.coins import coin_count
    from engine.games.nexa.state import REROLL_FREE

    from .helpers import pass_until

    text = "『起動』：このカードがリロールした場合、このカードの上に+1/+1/+1コイン1個を乗せる。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text)
    rr = _card("（戦闘フェイズ）：自軍ユニット1枚をリロールする。", number="RR", type_="command")
    sc = board([src, rr, unit("U")], {"hand": [{"card": "RR", "id": "rr"}], "gzone": ["U"],
                                      "deploy": [{"card": "SRC", "id": "me", "rolled": True}]},
               {}, point="attack", g_played=True)
    do(sc, "play:$rr", player=0)
    _pick(sc, "me")
    resolve_cut(sc)
    resolve_cut(sc)
    assert not sc.state.rolled[sc.iid("me")] and coin_count(sc.state, sc.iid("me")) == 1

    sc = board([src, unit("U")], {"gzone": ["U"], "deploy": [{"card": "SRC", "id": "me", "rolled": True}]},
               {"deploy": ["U"]}, point="return", attacker=1, autopass=(True, True), g_played=True)
    pass_until(sc, REROLL_FREE)
    resolve_cut(sc)
    assert sc.state.attacker == 0 and not sc.state.rolled[sc.iid("me")]
    assert coin_count(sc.state, sc.iid("me")) == 1


@pytest.mark.parametrize("junk,heard", [(3, 1), (0, 0)])
def test_p68_r123_the_own_home_recovering_is_heard_once_per_recovery(junk: int, heard: int) -> None:
    """「『起動』：自軍本国が回復する毎に、自軍ユニット1枚の上に+1/+1/+1コイン1個を乗せる。その後、対象をリロールできる。」
    (P68, R-123): one recovery of 3 cards is heard once; a recovery that brings nothing back is not heard."""
    from engine.games.nexa.coins import coin_count

    text = "『起動』：自軍本国が回復する毎に、自軍ユニット1枚の上に+1/+1/+1コイン1個を乗せる。その後、対象をリロールできる。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][1]["after"] is True  # 「その後、…できる」 keeps its その後
    src = _card(text)
    rec = _card("（戦闘フェイズ）：自軍本国を3回復する。", number="RC", type_="command")
    sc = board([src, rec, unit("U")], {"hand": [{"card": "RC", "id": "rc"}], "gzone": ["U"],
                                       "deploy": [{"card": "SRC", "id": "me"}], "discard": ["U"] * junk},
               {}, point="attack", g_played=True)
    do(sc, "play:$rc", player=0)
    _pick(sc)
    resolve_cut(sc)
    _pick(sc, "me")
    resolve_cut(sc)
    assert coin_count(sc.state, sc.iid("me")) == heard


@pytest.mark.parametrize("own_traits", [["T3"], []])
def test_p65_r124_a_count_that_takes_this_card_too(own_traits: list[str]) -> None:
    """「Xの値は、「特徴：T3」を持つ自軍ユニットの枚数+1とする。（注：このカードも枚数に含める）」 (P65, R-124): this card
    counts once whether or not it has the trait: with one other T3 unit, X = 2 + 1 = 3."""
    text = ("『起動』：このカードが場に出た場合、敵軍ユニット1枚は、ターン終了時まで-X/-X/-Xを得る。"
            "Xの値は、「特徴：T3」を持つ自軍ユニットの枚数+1とする。（注：このカードも枚数に含める）")
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert not round_trip(text.replace("（注：このカードも枚数に含める）", "") + "（注：このカードは数えない）")[1]
    src = _card(text, traits=own_traits)
    sc = board([src, unit("T", traits=["T3"]), unit("E", (5, 5, 5))],
               {"hand": [{"card": "SRC", "id": "me"}], "gzone": ["T"] * 2, "deploy": ["T"]},
               {"deploy": [{"card": "E", "id": "e"}]}, point="deploy", g_played=True)
    do(sc, "play:$me", player=0)
    resolve_cut(sc)
    _pick(sc, "e")
    resolve_cut(sc)
    from engine.games.nexa.stats import stats

    assert stats(sc.state, sc.iid("e")) == (2, 2, 2)


def test_p65_x_has_a_least_value_the_text_sets() -> None:
    """「〔X〕：…にXダメージを与える。その場合、敵軍本国にX-1ダメージを与える。Xの下限は2とする。」 (P65: X is at least 1
    unless the text says more): X = 1 is not offered, X = 2 deals 2 and 1."""
    text = ("（戦闘フェイズ）〔X〕：敵軍ユニット1枚にXダメージを与える。その場合、敵軍本国にX-1ダメージを与える。"
            "Xの下限は2とする。")
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["x_min"] == 2
    src = _card(text)
    sc = board([src, unit("E", (1, 1, 9))], {"battle": {"space": [{"card": "SRC", "id": "me"}]}, "gzone": ["E"] * 3},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="attack_free2", g_played=True)
    home = len(sc.state.place(1, st.HOME))
    do(sc, "act:$me:0", player=0)
    assert sorted(t for t in tokens(sc) if t.startswith("x:")) == ["x:2", "x:3"]
    do(sc, "x:2", player=0)
    _pick(sc, "e")
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("e")] == 2 and home - len(sc.state.place(1, st.HOME)) == 1
    assert check_card(src).status == "behaved"


@pytest.mark.parametrize("others,want", [(0, (4, 2, 5)), (1, (2, 2, 3))])
def test_p57_a_static_change_while_no_card_of_a_kind_is_there(others: int, want: tuple[int, int, int]) -> None:
    """「『常駐』：このカードは、このカード以外の自軍ユニットがいない場合、+2/±0/+2を得る。」 (P57): in force only while
    no other own unit is on the field."""
    from engine.games.nexa.stats import stats

    text = "『常駐』：このカードは、このカード以外の自軍ユニットがいない場合、+2/±0/+2を得る。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text)
    sc = board([src, unit("U")], {"deploy": [{"card": "SRC", "id": "me"}] + ["U"] * others, "gzone": ["U"]},
               {"deploy": ["U"]}, point="attack", g_played=True)
    assert stats(sc.state, sc.iid("me")) == want


@pytest.mark.parametrize("answer", ["opt:0", "opt:1"])
def test_p56_r125_a_special_effect_or_a_change_picked_once_for_every_card(answer: str) -> None:
    """「全ての自軍ユニットは、ターン終了時まで「強襲」または+1/+1/+1を得る。（注：ユニット個別で違う効果は得られない）」
    (R-125): the controller picks on resolution, once: every unit gains 強襲, or every unit gains +1/+1/+1."""
    from engine.games.nexa.stats import keywords, stats

    text = ("（戦闘フェイズ）：全ての自軍ユニットは、ターン終了時まで「強襲」または+1/+1/+1を得る。"
            "（注：ユニット個別で違う効果は得られない）")
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert not round_trip("（戦闘フェイズ）：自軍ユニット1枚は、ターン終了時まで+1/+1/+1を得る。（注：ユニット個別で違う効果は得られない）")[1]
    src = _card(text, type_="command")
    sc = board([src, unit("U")], {"hand": [{"card": "SRC", "id": "me"}], "gzone": ["U"],
                                  "deploy": [{"card": "U", "id": "a"}, {"card": "U", "id": "b"}]},
               {}, point="attack", g_played=True)
    do(sc, "play:$me", player=0)
    _pick(sc)
    resolve_cut(sc)
    assert answer in tokens(sc)
    do(sc, answer, player=0)
    resolve_cut(sc)
    s = sc.state
    for u in ("a", "b"):
        if answer == "opt:0":
            assert "assault" in keywords(s, sc.iid(u)) and stats(s, sc.iid(u)) == (2, 2, 2)
        else:
            assert "assault" not in keywords(s, sc.iid(u)) and stats(s, sc.iid(u)) == (3, 3, 3)
    assert check_card(src).status == "behaved"


@pytest.mark.parametrize("pilot,want", [(["NT"], (1, 1, 2)), (["軍人"], (2, 2, 3)), (None, (2, 2, 3))])
def test_p32_a_static_change_while_engaged_with_an_enemy_character_of_a_trait(pilot: list[str] | None,
                                                                             want: tuple[int, int, int]) -> None:
    """「『常駐』：このカードは、「特徴：NT」を持つ敵軍キャラと交戦中の場合、-1/-1/-1を得る。」 (P32, P66): in force while
    an enemy unit with such a character set is engaged with this card in its battle area."""
    from engine.games.nexa.stats import stats

    text = "『常駐』：このカードは、「特徴：NT」を持つ敵軍キャラと交戦中の場合、-1/-1/-1を得る。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text)
    char = {"number": "P", "name": {"ja": "P", "en": "P"}, "type": "character", "colours": ["blue"],
            "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
            "stats": [0, 0, 0], "traits": pilot or []}
    foe: dict[str, Any] = {"card": "E", "id": "e"}
    if pilot is not None:
        foe["set"] = [{"card": "P"}]
    sc = board([src, char, unit("E", (1, 1, 9))], {"battle": {"space": [{"card": "SRC", "id": "me"}]}, "gzone": ["E"]},
               {"battle": {"space": [foe]}}, point="attack_free2", g_played=True)
    assert stats(sc.state, sc.iid("me")) == want


def test_p41_a_static_text_raises_the_hand_limit() -> None:
    """「『常駐』：自軍の手札の上限枚数に+1する。」 (P41: the hand limit at the end of the turn): 7 while on the field, for its
    controller only."""
    from engine.games.nexa.turn import hand_limit

    text = "『常駐』：自軍の手札の上限枚数に+1する。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text)
    sc = board([src, unit("U")], {"deploy": [{"card": "SRC", "id": "me"}], "gzone": ["U"]}, {}, point="attack",
               g_played=True)
    assert (hand_limit(sc.state, 0), hand_limit(sc.state, 1)) == (7, 6)


def test_p55_a_static_text_lowers_the_roll_cost_of_cards_in_the_hand() -> None:
    """「『常駐』：自軍手札にある「特徴：隊」を持つ全てのキャラは、ロールコスト－１してプレイできる。」 (P55): a character of
    the trait in the own hand pays one G less of its roll cost (its total cost unchanged); another does not."""
    from engine.games.nexa.costs import card_cost

    text = "『常駐』：自軍手札にある「特徴：隊」を持つ全てのキャラは、ロールコスト－１してプレイできる。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert round_trip("『恒常』：このカードは、合計国力ーXしてプレイできる。Xの値は、敵軍ユニットの枚数とする。")[1]  # ー: a minus
    src = _card(text)

    def char(number: str, traits: list[str]) -> dict[str, Any]:
        return {"number": number, "name": {"ja": number, "en": number}, "type": "character", "colours": ["blue"],
                "cost": {"total": 3, "roll": {"blue": 2}}, "gsign": {"colour": "blue", "series": "0079"},
                "stats": [1, 1, 1], "traits": traits}

    sc = board([src, char("IN", ["隊"]), char("OUT", []), unit("U")],
               {"deploy": [{"card": "SRC", "id": "me"}], "gzone": ["U"],
                "hand": [{"card": "IN", "id": "in"}, {"card": "OUT", "id": "out"}]}, {}, point="deploy", g_played=True)
    assert card_cost(sc.state, sc.iid("in"), 0, 0) == (3, {"blue": 1})
    assert card_cost(sc.state, sc.iid("out"), 0, 0) == (3, {"blue": 2})


def test_p74_special_effects_and_a_change_in_one_gain_then_a_reroll() -> None:
    """「このカードは、ターン終了時まで「強襲」「高機動」+2/+2/+2を得ると共に、リロールできる。」 (P74): both special
    effects and the change, then the card may be rerolled."""
    from engine.games.nexa.stats import keywords, stats

    text = "（攻撃ステップ）〔1〕：このカードは、ターン終了時まで「強襲」「高機動」+2/+2/+2を得ると共に、リロールできる。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text)
    sc = board([src, unit("U")], {"battle": {"space": [{"card": "SRC", "id": "me", "rolled": True}]}, "gzone": ["U"]},
               {}, point="attack_free2", g_played=True)
    do(sc, "act:$me:0", player=0)
    _pick(sc)
    resolve_cut(sc)
    do(sc, "yes", player=0)
    resolve_cut(sc)
    me = sc.iid("me")
    assert {"assault", "high_mobility"} <= set(keywords(sc.state, me)) and stats(sc.state, me) == (4, 4, 5)
    assert not sc.state.rolled[me]
    assert check_card(src).status == "behaved"


@pytest.mark.parametrize("paid,hit", [("（戦闘フェイズ）〔1〕：カード1枚を引く。", 1), ("（戦闘フェイズ）：カード1枚を引く。", 0)])
def test_p22_r126_a_roll_cost_paid_by_the_player_is_heard(paid: str, hit: int) -> None:
    """「『起動』：自軍がロールコストを支払った場合、全ての敵軍ユニットに1ダメージを与える。」 (P22-P23, R-126): a text
    whose cost 〔1〕 rolls a G of its player is heard; a text of no cost is not (a card's roll cost paid on play is
    heard too: the same payment)."""
    text = "『起動』：自軍がロールコストを支払った場合、全ての敵軍ユニットに1ダメージを与える。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text)
    other = _card(paid, number="OT")  # a unit's text: its cost 〔1〕 is a roll cost paid (P23), no cost is none
    sc = board([src, other, unit("E", (1, 1, 9))],
               {"deploy": [{"card": "SRC", "id": "me"}, {"card": "OT", "id": "ot"}], "gzone": ["E", "E"]},
               {"deploy": [{"card": "E", "id": "e"}]}, point="attack_free2", g_played=True)
    do(sc, "act:$ot:0", player=0)
    _pick(sc)
    for _ in range(4):
        resolve_cut(sc)
        _pick(sc)
    assert sc.state.damage[sc.iid("e")] == hit


@pytest.mark.parametrize("others,want", [(1, (2, 2, 3)), (3, (4, 4, 5)), (4, (6, 6, 7))])
def test_p65_a_static_change_once_for_every_n_cards(others: int, want: tuple[int, int, int]) -> None:
    """「『常駐』：このカードは、このカード以外の自軍ユニット2枚につき+2/+2/+2を得る。」 (P65): +2/+2/+2 for each two other
    own units (3 others: once, 4 others: twice)."""
    from engine.games.nexa.stats import stats

    text = "『常駐』：このカードは、このカード以外の自軍ユニット2枚につき+2/+2/+2を得る。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text)
    sc = board([src, unit("U")], {"deploy": [{"card": "SRC", "id": "me"}] + ["U"] * others, "gzone": ["U"]},
               {"deploy": ["U", "U"]}, point="attack", g_played=True)
    assert stats(sc.state, sc.iid("me")) == want
    assert check_card(src).status == "behaved"
