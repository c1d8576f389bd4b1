"""Issue 14, family S of the card-text compiler: steps about what an earlier step looked at, chose or
moved. Each construct is compiled, printed back to the same text and played in the engine. Every
text here is original, written in the controlled style of card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, normalise, round_trip

from .helpers import ability_of as _ability
from .helpers import board, card, do, resolve_cut, tokens, unit


@pytest.mark.parametrize("text", [
    "『起動』：このカードが場に出た場合、自軍本国の上のカード1～4枚を見て、その中にある「サイコミュ」を持つユニット1枚を"
    "自軍ハンガーに移す事ができる。",
    "（自軍ターン）：自軍本国のカードを全て見て、その中にある「ジム」1枚または「ボール」1枚を自軍ハンガーに移す事ができる。"
    "その後、自軍本国をシャッフルする。",
    "（戦闘フェイズ）〔R〕：自軍本国のカードを全て見て、その中にあるグラフィック1枚をリロール状態で自軍Gにする事ができる。"
    "その後、自軍本国をシャッフルする。",
    "（自軍配備フェイズ）：自軍本国の上のカード1～3枚を見て、その中にあるグラフィック1枚をロール状態で自軍Gにする事ができる。",
    "（自軍配備フェイズ）〔1〕：自軍捨て山の上のカード2枚を見て、その中にあるグラフィック1枚をロール状態で自軍Gにする。",
    "（自軍攻撃ステップ）：敵軍手札を全て見て、その中にあるキャラ1枚を選んで廃棄する事ができる。",
    "（戦闘フェイズ）〔1〕：敵軍手札を全て見て、その中にあるコマンド1～2枚を選んで廃棄する事ができる。",
    "『起動』：このカードが攻撃に出撃した場合、敵軍本国の上のカード1～3枚を廃棄する。",
    "（常時）〔2〕：敵軍本国の上のカード2枚を廃棄する。",
])
def test_family_s_texts_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_either_name_reads_the_same_in_both_wordings() -> None:
    """「「A」または「B」1枚」 says what 「「A」1枚または「B」1枚」 says: one construct, one print."""
    a = compile_text("（常時）：自軍本国のカードを全て見て、その中にある「ジム」または「ボール」1枚を自軍手札に移す。"
                     "その後、自軍本国をシャッフルする。").ability
    b = compile_text("（常時）：自軍本国のカードを全て見て、その中にある「ジム」1枚または「ボール」1枚を自軍手札に移す。"
                     "その後、自軍本国をシャッフルする。").ability
    assert a == b and a["effect"][0]["filter"] == {"name": ["ジム", "ボール"]}


def test_a_card_name_in_brackets_is_not_a_held_special_effect() -> None:
    """「「ジム」を持つ」 names no special effect: it is not read as one (nothing is dropped silently)."""
    compiled, exact, blocker = round_trip(
        "（常時）：自軍本国の上のカード3枚を見て、その中にある「ジム」を持つユニット1枚を自軍ハンガーに移す。")
    assert not exact and blocker == "「…」を持つ: not a special effect"


def _looking_board(text: str, extra: list[dict[str, Any]], own: dict[str, Any], point: str = "attack",
                   enemy: dict[str, Any] | None = None) -> Scenario:
    scout = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    return board([scout, *extra], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 3,
                                   **own}, enemy or {}, point=point, g_played=True)


def _play(sc: Scenario, answer: Any) -> list[list[str]]:
    """Play the scout's text and answer each question with `answer(tokens)`; the offers seen."""
    do(sc, "act:$s:0", player=0)
    offers: list[list[str]] = []
    for _ in range(20):
        toks = tokens(sc)
        if sc.state.cut and "pass" in toks:
            resolve_cut(sc)
            continue
        pick = answer(toks)
        if pick is None:
            break
        offers.append(toks)
        do(sc, pick, player=0)
    return offers


def _first_pick(toks: list[str]) -> str | None:
    if "yes" in toks:
        return "yes"
    picks = [t for t in toks if t.startswith("pick:") and t != "pick:done"]
    return picks[0] if picks else None


def test_p61_only_a_unit_with_the_special_effect_is_taken_from_the_cards_looked_at() -> None:
    """「その中にある「サイコミュ」を持つユニット1枚」 (P61, P74): a unit with サイコミュ among the top cards
    is offered, one without is not."""
    text = ("（常時）：自軍本国の上のカード1～4枚を見て、その中にある「サイコミュ」を持つユニット1枚を"
            "自軍ハンガーに移す事ができる。")
    nt, plain = unit("NTMS", keywords=[{"psycommu": 2}]), unit("PLAIN")
    sc = _looking_board(text, [nt, plain], {"home": [{"card": "PLAIN", "id": "p"}, {"card": "NTMS", "id": "n"}, "PLAIN"]})
    offers = _play(sc, _first_pick)
    picks = {t for o in offers for t in o if t.startswith("pick:") and t != "pick:done"}
    assert picks == {f"pick:{sc.iid('n')}"}
    assert sc.state.zone[sc.iid("n")] == st.HANGAR and sc.state.zone[sc.iid("p")] == st.HOME


def test_p61_a_card_of_either_name_is_offered_and_the_home_shuffled() -> None:
    text = ("（常時）：自軍本国のカードを全て見て、その中にある「ジム」1枚または「ボール」1枚を自軍ハンガーに移す。"
            "その後、自軍本国をシャッフルする。")
    gm, ball, zaku = unit("ジム"), unit("ボール"), unit("ザク")
    sc = _looking_board(text, [gm, ball, zaku], {"home": [{"card": "ザク", "id": "z"}, {"card": "ジム", "id": "g"},
                                                          {"card": "ボール", "id": "b"}]})
    offers = _play(sc, _first_pick)
    picks = {t for o in offers for t in o if t.startswith("pick:") and t != "pick:done"}
    assert picks == {f"pick:{sc.iid('g')}", f"pick:{sc.iid('b')}"}
    assert sum(sc.state.zone[sc.iid(k)] == st.HANGAR for k in ("g", "b")) == 1
    assert sc.state.zone[sc.iid("z")] == st.HOME


def test_p53_a_graphic_looked_at_becomes_a_rolled_g() -> None:
    """「その中にあるグラフィック1枚をロール状態で自軍Gにする」 (P53 Gにする): the graphic goes to the G zone
    upside down, rolled as the text says; the other card stays in the home (the first listed is its top)."""
    text = "（常時）：自軍本国の上のカード2枚を見て、その中にあるグラフィック1枚をロール状態で自軍Gにする。"
    gr = card("GR", "graphic", roll=0, guard_level=1, gain_level=1)
    sc = _looking_board(text, [gr], {"home": [{"card": "GR", "id": "g"}, {"card": "SCOUT", "id": "u"}, "SCOUT"]})
    _play(sc, _first_pick)
    g = sc.iid("g")
    assert sc.state.zone[g] == st.GZONE and sc.state.is_g[g] and sc.state.rolled[g]
    assert sc.state.zone[sc.iid("u")] == st.HOME


def test_p53_a_graphic_made_a_g_may_stay_rerolled() -> None:
    text = ("（常時）：自軍本国のカードを全て見て、その中にあるグラフィック1枚をリロール状態で自軍Gにする事ができる。"
            "その後、自軍本国をシャッフルする。")
    gr = card("GR", "graphic", roll=0, guard_level=1, gain_level=1)
    sc = _looking_board(text, [gr], {"home": ["SCOUT", {"card": "GR", "id": "g"}]})
    _play(sc, _first_pick)
    g = sc.iid("g")
    assert sc.state.zone[g] == st.GZONE and not sc.state.rolled[g]


def test_p61_up_to_two_commands_of_the_enemy_hand_may_be_discarded() -> None:
    """「敵軍手札を全て見て、その中にあるコマンド1～2枚を選んで廃棄する事ができる」: the player sees the
    enemy's hand, only its commands are offered, and two go to the enemy's junkyard."""
    text = "（常時）：敵軍手札を全て見て、その中にあるコマンド1～2枚を選んで廃棄する事ができる。"
    cmd = card("CMD", "command", roll=0, abilities=[
        {"kind": "play", "text": {"ja": "d", "en": "d"}, "timing": {"when": "any"},
         "effect": [{"do": "draw", "side": "own", "count": 1}]}])
    foe = unit("FOE")
    sc = _looking_board(text, [cmd, foe], {}, enemy={"hand": [{"card": "CMD", "id": "c1"}, {"card": "FOE", "id": "f"},
                                                               {"card": "CMD", "id": "c2"}]})
    offers = _play(sc, _first_pick)
    picks = {t for o in offers for t in o if t.startswith("pick:") and t != "pick:done"}
    assert f"pick:{sc.iid('f')}" not in picks and f"pick:{sc.iid('c1')}" in picks
    assert sc.state.zone[sc.iid("c1")] == st.JUNK and sc.state.zone[sc.iid("c2")] == st.JUNK
    assert sc.state.zone[sc.iid("f")] == st.HAND and sc.state.zseat[sc.iid("c1")] == 1


def test_p61_the_player_may_decline_to_discard_from_the_enemy_hand() -> None:
    text = "（常時）：敵軍手札を全て見て、その中にあるキャラ1枚を選んで廃棄する事ができる。"
    pilot = card("PILOT", "character", stats=[0, 0, 0])
    sc = _looking_board(text, [pilot], {}, enemy={"hand": [{"card": "PILOT", "id": "p"}]})
    _play(sc, lambda toks: "no" if "no" in toks else None)
    assert sc.state.zone[sc.iid("p")] == st.HAND


def test_p39_the_top_cards_of_the_enemy_home_go_to_the_enemy_junkyard() -> None:
    """「敵軍本国の上のカード1～3枚を廃棄する」 (P39 廃棄, P61): the player says how many; the enemy's top
    cards go to the enemy's junkyard, in no one's sight but as they come."""
    text = "（常時）：敵軍本国の上のカード1～3枚を廃棄する。"
    foe = unit("FOE")
    sc = _looking_board(text, [foe], {}, enemy={"home": [{"card": "FOE", "id": "z"}, {"card": "FOE", "id": "y"},
                                                         {"card": "FOE", "id": "x"}, "FOE"]})
    _play(sc, lambda toks: "opt:1" if "opt:1" in toks else None)  # two cards
    assert sc.state.zone[sc.iid("z")] == st.JUNK and sc.state.zone[sc.iid("y")] == st.JUNK
    assert sc.state.zone[sc.iid("x")] == st.HOME and sc.state.zseat[sc.iid("z")] == 1
    assert len(sc.state.place(1, st.HOME)) == 2 and len(sc.state.place(0, st.JUNK)) == 0


def test_family_s_words_fold_only_presentation() -> None:
    assert normalise("「ジム」または「ボール」1枚") == normalise("「ジム」1枚または「ボール」1枚")


BEHAVE_TEXTS = [
    "（自軍配備フェイズ）：自軍本国の上のカード2枚を見て、その中にあるグラフィック1枚をロール状態で自軍Gにする。",
    "（戦闘フェイズ）〔1〕：自軍捨て山のカードを全て見て、その中にあるグラフィック1枚をリロール状態で自軍Gにする事ができる。"
    "その後、自軍捨て山をシャッフルする。",
    "『起動』：このカードが場に出た場合、敵軍本国の上のカード1～3枚を廃棄する。",
    "（戦闘フェイズ）〔1〕：敵軍手札を全て見て、その中にあるユニット1～2枚を選んで廃棄する事ができる。",
]


@pytest.mark.parametrize("text", BEHAVE_TEXTS)
def test_behaviour_check_compares_family_s_steps(text: str) -> None:
    """The behaviour check (behave.py) plays these texts and compares the board: they behave."""
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("S-001"), "text": {"ja": text, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


def test_behaviour_check_fails_a_graphic_that_does_not_become_a_g(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: with the engine's search broken, no graphic becomes a G and it is reported."""
    from engine.games.nexa import effects
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("S-001"), "text": {"ja": BEHAVE_TEXTS[0], "en": ""}}]})[0]
    assert item.card is not None
    monkeypatch.setitem(effects.VERB_FUNCS, "search", lambda s, ctx, st: None)
    verdict = check_card(item.card)
    assert verdict.status == "failed" and "no graphic made a G" in verdict.detail


@pytest.mark.parametrize("text", [
    "（防御ステップ）〔1〕：「特徴：ジム系」を持つ自軍ユニットと交戦中の敵軍ユニット1枚に2ダメージを与える。",
    "（ダメージ判定ステップ）：自軍ユニット1枚を破壊する。その場合、対象1と交戦中の敵軍ユニット1枚を破壊する。",
    "（防御ステップ）：キャラがセットされている自軍ユニットと交戦中の敵軍ユニット1枚を持ち主の本国の上に移す。",
    "（防御ステップ）〔R〕：このカードと同じ属性のGサインを持つ自軍キャラと交戦中の敵軍ユニット1枚は、ターン終了時まで"
    "-1/-1/-1を得る。",
])
def test_engaged_with_another_card_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _two_areas(text: str) -> Scenario:
    """Own GM (ジム系) fights FOE-A in space; own BALL (no trait) fights FOE-B on earth."""
    user = unit("USER", abilities=[_ability(text)])
    gm = unit("GM", traits=["ジム系"])
    ball, foe = unit("BALL"), unit("FOE", (1, 1, 5))
    return board([user, gm, ball, foe],
                 {"battle": {"space": [{"card": "GM", "id": "gm"}], "earth": [{"card": "BALL", "id": "ball"}]},
                  "deploy": [{"card": "USER", "id": "u"}]},
                 {"battle": {"space": [{"card": "FOE", "id": "a"}], "earth": [{"card": "FOE", "id": "b"}]}},
                 point="damage", g_played=True)


def test_p32_only_a_unit_engaged_with_a_unit_of_the_trait_is_offered() -> None:
    """「「特徴：ジム系」を持つ自軍ユニットと交戦中の敵軍ユニット1枚」 (P32 交戦中): the enemy unit fighting
    the GM is a target; the one fighting a unit without the trait is not."""
    sc = _two_areas("（常時）：「特徴：ジム系」を持つ自軍ユニットと交戦中の敵軍ユニット1枚に2ダメージを与える。")
    assert sc.state.engaged == [True, True]
    do(sc, "act:$u:0", player=0)  # the one unit that fits is the target without a question (P56)
    assert dict(sc.state.cut[-1].targets)["t1"] == ((sc.iid("a"), 0),)
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("a")] == 2 and sc.state.damage[sc.iid("b")] == 0


def test_p56_the_second_target_is_engaged_with_the_first_one_chosen() -> None:
    """「自軍ユニット1枚を破壊する。その場合、対象1と交戦中の敵軍ユニット1枚を破壊する」: once the BALL is
    chosen as 対象1, only the enemy unit fighting it is offered as the second target (P56)."""
    sc = _two_areas("（常時）：自軍ユニット1枚を破壊する。その場合、対象1と交戦中の敵軍ユニット1枚を破壊する。")
    do(sc, "act:$u:0", player=0)
    assert f"t:{sc.iid('gm')}" in tokens(sc)
    do(sc, "t:$ball", player=0)
    assert dict(sc.state.cut[-1].targets)["t2"] == ((sc.iid("b"), 0),)  # the one that fits, not asked
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("b")] == st.JUNK or sc.state.destroyed[sc.iid("b")]
    assert sc.state.zone[sc.iid("a")] == st.BATTLE


def test_r65_this_set_group_is_the_one_the_card_left_by_discarding_itself() -> None:
    """「このカードを廃棄する。その場合、このセットグループのユニットは…」 (P66, P77): the card has left its
    set group when the second step resolves; the group is the unit it was set on (R-65), not nothing."""
    text = "（戦闘フェイズ）：このカードを廃棄する。その場合、このセットグループのユニットは、ターン終了時まで+2/+0/+0を得る。"
    compiled, exact, blocker = round_trip(text)
    assert exact, blocker
    pilot = card("PILOT", "character", stats=[0, 0, 0], abilities=[_ability(text)])
    mount, other = unit("MOUNT", (1, 1, 3)), unit("OTHER", (1, 1, 3))
    sc = board([mount, other, pilot], {"battle": {"space": [{"card": "MOUNT", "id": "m", "set": [
        {"card": "PILOT", "id": "p"}]}, {"card": "OTHER", "id": "o"}]}, "gzone": ["MOUNT"] * 2}, {},
        point="attack", g_played=True)
    from engine.games.nexa.stats import stats

    before = stats(sc.state, sc.iid("m"))[0]
    do(sc, "act:$p:0", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("p")] == st.JUNK
    assert stats(sc.state, sc.iid("m"))[0] == before + 2
    assert stats(sc.state, sc.iid("o"))[0] == 1


@pytest.mark.parametrize("text", [
    "『起動』：このカードがプレイされて場に出た場合、自軍本国または自軍捨て山の上のカード3枚を廃棄する。",
    "『起動』：このカードが場に出た場合、自軍本国または自軍捨て山の上のカード2枚を廃棄する事ができる。その場合、カード1枚を引く。",
    "（常時）〔1〕：自軍本国または自軍捨て山の上のカード3枚をゲームから取り除く。その場合、このカードは、ターン終了時まで"
    "+2/+2/+2を得る。",
    "『起動』：このカードがプレイされて場に出た場合、自軍本国または自軍捨て山の上のカード1～3枚を見て、その中にあるカード1枚を"
    "自軍手札に移す。",
    "（常時）：自軍本国の上のカード2枚を廃棄する。",
])
def test_either_pile_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _piles_board(text: str) -> Scenario:
    a, b = unit("HA"), unit("DA")
    return _looking_board(text, [a, b], {"home": [{"card": "HA", "id": "h1"}, {"card": "HA", "id": "h2"}, "HA"],
                                         "discard": [{"card": "DA", "id": "d1"}, {"card": "DA", "id": "d2"}, "DA"]})


def test_p61_the_player_picks_the_discard_pile_and_its_top_cards_are_discarded() -> None:
    """「自軍本国または自軍捨て山の上のカード2枚を廃棄する」 (P61): the player picks one pile (here the
    discard pile, the second option); only its top two go to the junkyard."""
    sc = _piles_board("（常時）：自軍本国または自軍捨て山の上のカード2枚を廃棄する。")
    offers = _play(sc, lambda toks: "opt:1" if "opt:1" in toks else None)
    assert offers and offers[0] == ["opt:0", "opt:1"]
    assert sc.state.zone[sc.iid("d1")] == st.JUNK and sc.state.zone[sc.iid("d2")] == st.JUNK
    assert sc.state.zone[sc.iid("h1")] == st.HOME and len(sc.state.place(0, st.JUNK)) == 2


def test_p61_either_pile_then_how_many_are_two_questions() -> None:
    """With 「1～3枚」 the player says which pile, then how many: the home, two cards."""
    sc = _piles_board("（常時）：自軍本国または自軍捨て山の上のカード1～3枚をゲームから取り除く。")
    answers = iter(["opt:0", "opt:1"])
    offers = _play(sc, lambda toks: next(answers, None) if any(t.startswith("opt:") for t in toks) else None)
    assert len(offers) == 2 and offers[1] == ["opt:0", "opt:1", "opt:2"]
    assert sc.state.zone[sc.iid("h1")] == st.REMOVED and sc.state.zone[sc.iid("h2")] == st.REMOVED
    assert len(sc.state.place(0, st.HOME)) == 1 and sc.state.zone[sc.iid("d1")] == st.DISCARD


def test_p61_the_top_cards_of_the_chosen_pile_are_looked_at_and_one_taken() -> None:
    sc = _piles_board("（常時）：自軍本国または自軍捨て山の上のカード1～2枚を見て、その中にあるカード1枚を自軍手札に移す。")
    offers = _play(sc, lambda toks: "opt:1" if "opt:1" in toks else _first_pick(toks))
    picks = {t for o in offers for t in o if t.startswith("pick:") and t != "pick:done"}
    assert picks == {f"pick:{sc.iid('d1')}", f"pick:{sc.iid('d2')}"}
    assert sc.state.zone[sc.iid("d1")] == st.HAND


@pytest.mark.parametrize("text", [
    "（常時）：自軍本国または自軍捨て山の上のカード2枚を廃棄する。",
    "（常時）〔1〕：自軍本国または自軍捨て山の上のカード1～3枚をゲームから取り除く。",
    "（戦闘フェイズ）：「特徴：ジム系」を持つ自軍ユニットと交戦中の敵軍ユニット1枚に1ダメージを与える。",
    "（戦闘フェイズ）〔1〕：自軍ユニット1枚と対象1と交戦中の敵軍ユニット1枚を破壊する。",
])
def test_behaviour_check_compares_either_pile_and_engaged_with(text: str) -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("S-002", traits=["ジム系"]), "text": {"ja": text, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


@pytest.mark.parametrize("text", [
    "（自軍防御ステップ）：自軍ユニット1枚と対象1と交戦中の敵軍ユニット1枚を破壊する。",
    "（ダメージ判定ステップ）〔黒1〕：自軍ユニット1枚と対象1と交戦中の敵軍ユニット1枚は、ターン終了時まで+0/+0/-3を得る。",
    "『起動』：このカードが場に出た場合、このカードと敵軍ユニット1枚を持ち主の本国の下に移す事ができる。",
    "（自軍戦闘フェイズ）〔2〕：このカードと同じ属性のGサインを持つ自軍カード1枚と敵軍ユニット1枚を破壊する。",
])
def test_two_targets_of_one_verb_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p56_both_targets_are_declared_and_both_are_destroyed() -> None:
    """「自軍ユニット1枚と対象1と交戦中の敵軍ユニット1枚を破壊する」: 対象1 is chosen first, the unit
    fighting it second (P56 numbering); both are destroyed, the other enemy unit is not. A first target
    no enemy unit fights is not offered: the second could not be declared (P56)."""
    sc = _two_areas("（常時）：自軍ユニット1枚と対象1と交戦中の敵軍ユニット1枚を破壊する。")
    do(sc, "act:$u:0", player=0)
    offered = {t for t in tokens(sc) if t.startswith("t:")}
    assert offered == {f"t:{sc.iid('gm')}", f"t:{sc.iid('ball')}"}  # not USER: no enemy unit fights it
    do(sc, "t:$gm", player=0)
    assert dict(sc.state.cut[-1].targets)["t2"] == ((sc.iid("a"), 0),)
    resolve_cut(sc)
    for k in ("gm", "a"):
        assert sc.state.destroyed[sc.iid(k)] or sc.state.zone[sc.iid(k)] == st.JUNK, k
    assert sc.state.zone[sc.iid("b")] == st.BATTLE and not sc.state.destroyed[sc.iid("b")]


def test_p56_this_card_and_an_enemy_unit_go_to_the_bottom_of_their_owners_homes() -> None:
    text = "（常時）：このカードと敵軍ユニット1枚を持ち主の本国の下に移す事ができる。"
    sc = _looking_board(text, [unit("FOE")], {}, enemy={"battle": {"space": [{"card": "FOE", "id": "f"}]}})
    _play(sc, lambda toks: "yes" if "yes" in toks else None)
    me, foe = sc.iid("s"), sc.iid("f")
    assert sc.state.zone[me] == st.HOME and sc.state.place(0, st.HOME)[0] == me
    assert sc.state.zone[foe] == st.HOME and sc.state.place(1, st.HOME)[0] == foe


def test_p56_a_text_whose_second_target_cannot_be_declared_is_not_played() -> None:
    """The one GM (ジム系) fights nobody; an enemy unit fights the BALL. 「「特徴：ジム系」を持つ自軍ユニット1枚と
    対象1と交戦中の敵軍ユニット1枚を…」 cannot declare its second target, so it is not offered (P56)."""
    text = "（常時）：「特徴：ジム系」を持つ自軍ユニット1枚と対象1と交戦中の敵軍ユニット1枚を破壊する。"
    user = unit("USER", abilities=[_ability(text)])
    sc = board([user, unit("GM", traits=["ジム系"]), unit("BALL"), unit("FOE", (1, 1, 5))],
               {"deploy": [{"card": "USER", "id": "u"}, {"card": "GM", "id": "gm"}],
                "battle": {"space": [{"card": "BALL", "id": "ball"}]}},
               {"battle": {"space": [{"card": "FOE", "id": "f"}]}}, point="damage", g_played=True)
    assert sc.state.engaged[0]
    assert f"act:{sc.iid('u')}:0" not in tokens(sc)


@pytest.mark.parametrize("text", [
    "（戦闘フェイズ）：「特徴：MF」を持つ自軍ユニット1枚を指定する。その場合、対象1と交戦中の敵軍ユニット1枚にXダメージを"
    "与える。Xの値は、対象1の格闘力の値-1とする。",
    "（ダメージ判定ステップ）：「特徴：MF」を持つ自軍ユニット1枚を指定する。その場合、対象1と交戦中の敵軍ユニット1枚にX"
    "ダメージを与える。Xの値は、対象1のロールコストの値+2とする。",
    "（常時）〔2〕：自軍カード1枚を指定し、敵軍ユニット1枚をロールする。",
])
def test_designated_targets_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p56_a_designated_unit_sets_the_damage_dealt_to_the_unit_fighting_it() -> None:
    """「「特徴：ジム系」を持つ自軍ユニット1枚を指定する。その場合、対象1と交戦中の敵軍ユニット1枚にXダメージを与える。
    Xの値は、対象1の格闘力の値-1とする。」: the GM (melee 4) is designated and not changed; the enemy unit
    fighting it takes 3 damage (P56, P65)."""
    text = ("（常時）：「特徴：ジム系」を持つ自軍ユニット1枚を指定する。その場合、対象1と交戦中の敵軍ユニット1枚にXダメージを"
            "与える。Xの値は、対象1の格闘力の値-1とする。")
    user = unit("USER", abilities=[_ability(text)])
    sc = board([user, unit("GM", (4, 1, 3), traits=["ジム系"]), unit("FOE", (1, 1, 5))],
               {"battle": {"space": [{"card": "GM", "id": "gm"}]}, "deploy": [{"card": "USER", "id": "u"}]},
               {"battle": {"space": [{"card": "FOE", "id": "a"}]}}, point="damage", g_played=True)
    do(sc, "act:$u:0", player=0)
    assert dict(sc.state.cut[-1].targets) == {"t1": ((sc.iid("gm"), 0),), "t2": ((sc.iid("a"), 0),)}
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("a")] == 3 and sc.state.damage[sc.iid("gm")] == 0


REVEAL_TEXTS = [
    "（戦闘フェイズ）〔1〕：自軍本国の上のカード1枚を表にする。表にしたカードがグラフィックの場合、そのカードを自軍ハンガーに"
    "移す。グラフィック以外の場合、そのカードを元の本国の上か下に戻す。",
    "（自軍戦闘フェイズ）〔0〕：自軍捨て山の上のカード1枚を表にする。表にしたカードがユニットである場合、そのカードを持ち主の"
    "手札に移す。",
    "（戦闘フェイズ）〔1〕：このカードが戦闘エリアにいる場合、自軍捨て山の上のカード1枚を表にする。表にしたカードがこのカードと"
    "同じ属性のGサインを持つ場合、このカードは、ターン終了時まで「速攻」を得る。",
    "（常時）〔2〕：自軍カード1枚を指定し、自軍本国の上のカード1枚を表にする。表にしたカードがこのカードと同じ属性のGサインを"
    "持つ場合、対象は、カット終了時まで、敵軍コマンドの対象にならない。",
]


@pytest.mark.parametrize("text", REVEAL_TEXTS)
def test_a_card_shown_and_what_follows_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_an_else_of_another_type_than_the_one_shown_is_not_read() -> None:
    compiled, exact, blocker = round_trip(
        "（常時）：自軍本国の上のカード1枚を表にする。表にしたカードがグラフィックの場合、そのカードを自軍ハンガーに移す。"
        "キャラ以外の場合、そのカードを元の本国の上か下に戻す。")
    assert not exact and blocker == "「…以外の場合」 not of the type shown"


def _reveal_board(text: str, top: dict[str, Any], pile: str = "home") -> Scenario:
    gr = card("GR", "graphic", roll=0, guard_level=1, gain_level=1)
    return _looking_board(text, [gr, unit("RED", colour="red")], {pile: [top, "SCOUT", "SCOUT"]})


def test_p53_a_graphic_shown_goes_to_the_hangar() -> None:
    """「表にしたカードがグラフィックの場合、そのカードを自軍ハンガーに移す」 (表にする): it is one, so it goes."""
    sc = _reveal_board("（常時）：" + REVEAL_TEXTS[0].split("：", 1)[1], {"card": "GR", "id": "g"})
    _play(sc, lambda toks: None)
    assert sc.state.zone[sc.iid("g")] == st.HANGAR
    assert any(e.kind == "reveal" and sc.iid("g") in e.cards for e in sc.state.events)


def test_p53_a_card_of_another_type_goes_to_the_bottom_when_the_player_says_so() -> None:
    """「グラフィック以外の場合、そのカードを元の本国の上か下に戻す」: a unit is shown; the player puts it at the bottom."""
    sc = _reveal_board("（常時）：" + REVEAL_TEXTS[0].split("：", 1)[1], {"card": "SCOUT", "id": "u"})
    offers = _play(sc, lambda toks: "opt:1" if "opt:1" in toks else None)
    assert offers and offers[0] == ["opt:0", "opt:1"]
    assert sc.state.zone[sc.iid("u")] == st.HOME and sc.state.place(0, st.HOME)[0] == sc.iid("u")


def test_p53_a_card_shown_that_does_not_fit_stays_on_top() -> None:
    """「表にしたカードがユニットである場合、そのカードを持ち主の手札に移す」: a graphic stays on the discard pile's top."""
    sc = _reveal_board("（常時）：" + REVEAL_TEXTS[1].split("：", 1)[1], {"card": "GR", "id": "g"}, pile="discard")
    _play(sc, lambda toks: None)
    assert sc.state.place(0, st.DISCARD)[-1] == sc.iid("g")
    sc = _reveal_board("（常時）：" + REVEAL_TEXTS[1].split("：", 1)[1], {"card": "SCOUT", "id": "u"}, pile="discard")
    _play(sc, lambda toks: None)
    assert sc.state.zone[sc.iid("u")] == st.HAND


def test_p53_this_card_gains_the_effect_only_when_the_card_shown_shares_its_series() -> None:
    text = ("（常時）：自軍捨て山の上のカード1枚を表にする。表にしたカードがこのカードと同じ属性のGサインを持つ場合、"
            "このカードは、ターン終了時まで「速攻」を得る。")
    from engine.games.nexa.stats import has_keyword

    same = _reveal_board(text, {"card": "SCOUT", "id": "u"}, pile="discard")
    _play(same, lambda toks: None)
    assert has_keyword(same.state, same.iid("s"), "first_strike")
    red = unit("RED", colour="red")
    red["gsign"] = {"colour": "red", "series": "SEED"}
    other = _looking_board(text, [red], {"discard": [{"card": "RED", "id": "r"}]})
    _play(other, lambda toks: None)
    assert not has_keyword(other.state, other.iid("s"), "first_strike")


@pytest.mark.parametrize("text", REVEAL_TEXTS)
def test_behaviour_check_compares_a_card_shown(text: str) -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("S-003"), "text": {"ja": text, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


def test_behaviour_check_fails_a_text_that_shows_no_card(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.games.nexa import effects
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("S-003"), "text": {"ja": REVEAL_TEXTS[0], "en": ""}}]})[0]
    assert item.card is not None
    monkeypatch.setitem(effects.VERB_FUNCS, "reveal_top", lambda s, ctx, st: [])
    verdict = check_card(item.card)
    assert verdict.status == "failed" and "no card shown" in verdict.detail


SQUAD_TEXTS = [
    "『起動』：このカードが出撃した場合、自軍本国のカードを全て見て、その中にある「ボール」1枚をこのカードの部隊の任意の順番に"
    "リロール状態で出す事ができる。その後、自軍本国をシャッフルする。",
    "『起動』：このカードが攻撃に出撃した場合、自軍本国の上のカード1～3枚を見て、その中にある「特徴：ジム系」を持つユニット1枚を"
    "このカードの部隊の任意の順番にリロール状態で出す事ができる。",
    "（防御ステップ）〔1〕：自軍手札にある3以下の合計国力を持つユニット1枚を選んで、このカードの部隊の任意の順番にリロール状態で"
    "出す。",
    "（自軍戦闘フェイズ）〔緑1〕：自軍手札にある「特徴：ジム系」を持つユニット1枚を選んで、このカードの部隊の先頭にリロール状態で"
    "出す。",
]


@pytest.mark.parametrize("text", SQUAD_TEXTS)
def test_units_put_in_this_cards_squad_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _squad_board(text: str) -> Scenario:
    """The scout fights in space beside MATE; a GM (ジム系) waits in the hand."""
    return _looking_board(text, [unit("MATE"), unit("GM", traits=["ジム系"]), unit("FOE")],
                          {"battle": {"space": [{"card": "SCOUT", "id": "s"}, {"card": "MATE", "id": "m"}]},
                           "hand": [{"card": "GM", "id": "g"}], "home": [{"card": "GM", "id": "g2"}, "MATE"]},
                          enemy={"battle": {"space": [{"card": "FOE", "id": "f"}]}})


def test_p70_a_unit_from_the_hand_enters_the_front_of_this_cards_squad() -> None:
    """「…を選んで、このカードの部隊の先頭にリロール状態で出す」 (P70): the GM leaves the hand and leads the squad."""
    sc = _squad_board("（常時）：自軍手札にある「特徴：ジム系」を持つユニット1枚を選んで、このカードの部隊の先頭にリロール状態で出す。")
    _play(sc, _first_pick)
    g = sc.iid("g")
    assert sc.state.zone[g] == st.BATTLE and not sc.state.rolled[g]
    squad = [u for u in sc.state.squads[0] if u >= 0]
    assert squad == [g, sc.iid("s"), sc.iid("m")]


def test_p70_the_player_says_where_in_the_squad_a_unit_looked_at_enters() -> None:
    """「その中にある…ユニット1枚をこのカードの部隊の任意の順番に…出す」: three places are offered (before, between,
    after the two units); the player puts it last."""
    sc = _squad_board("（常時）：自軍本国の上のカード1～2枚を見て、その中にある「特徴：ジム系」を持つユニット1枚をこのカードの部隊の"
                      "任意の順番にリロール状態で出す。")
    offers = _play(sc, lambda toks: "opt:2" if "opt:2" in toks else _first_pick(toks))
    assert ["opt:0", "opt:1", "opt:2"] in offers
    squad = [u for u in sc.state.squads[0] if u >= 0]
    assert squad == [sc.iid("s"), sc.iid("m"), sc.iid("g2")]


def test_p70_no_squad_no_unit_put_in() -> None:
    """Out of a battle area this card has no squad: the unit stays in the hand."""
    text = "（常時）：自軍手札にある「特徴：ジム系」を持つユニット1枚を選んで、このカードの部隊の先頭にリロール状態で出す。"
    scout = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    sc = board([scout, unit("GM", traits=["ジム系"])], {"deploy": [{"card": "SCOUT", "id": "s"}],
                                                         "hand": [{"card": "GM", "id": "g"}]}, {}, point="attack",
               g_played=True)
    _play(sc, _first_pick)
    assert sc.state.zone[sc.iid("g")] == st.HAND


@pytest.mark.parametrize("text", SQUAD_TEXTS[2:])
def test_behaviour_check_compares_a_unit_put_in_the_squad(text: str) -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("S-004", traits=["ジム系"]), "text": {"ja": text, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


REST_TEXTS = [
    "（常時）：自軍本国の上のカード1～4枚を見て、その中にあるカード1枚を持ち主の手札に移す。その後、残りを廃棄する。",
    "（自軍配備フェイズ）：自軍本国または自軍捨て山の上のカード1～5枚を見て、その中にあるカード1～2枚を持ち主のハンガーに移す事が"
    "できる。その後、残りのカードを廃棄する。",
    "（常時）〔1〕：自軍本国の上のカード3枚を見て、その中にあるユニット1枚を持ち主の手札に移す。その後、残りを持ち主の本国の下に"
    "移す。",
]


@pytest.mark.parametrize("text", REST_TEXTS)
def test_the_cards_left_after_a_look_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _rest_board(text: str) -> Scenario:
    return _looking_board(text, [unit("A"), unit("B"), unit("C"), unit("D")],
                          {"home": [{"card": "A", "id": "a"}, {"card": "B", "id": "b"}, {"card": "C", "id": "c"},
                                    {"card": "D", "id": "d"}, "SCOUT"]})


def test_p61_the_cards_looked_at_and_not_taken_go_to_the_junkyard() -> None:
    """「…1～4枚を見て、その中にあるカード1枚を持ち主の手札に移す。その後、残りを廃棄する」: A is taken, B-D
    go to the junkyard, the fifth card (not looked at) stays."""
    sc = _rest_board(REST_TEXTS[0])
    _play(sc, lambda toks: f"pick:{sc.iid('a')}" if f"pick:{sc.iid('a')}" in toks else None)
    assert sc.state.zone[sc.iid("a")] == st.HAND
    assert all(sc.state.zone[sc.iid(k)] == st.JUNK for k in "bcd")
    assert len(sc.state.place(0, st.HOME)) == 1


def test_p61_the_rest_go_to_the_bottom_of_the_home() -> None:
    sc = _rest_board("（常時）：自軍本国の上のカード3枚を見て、その中にあるユニット1枚を持ち主の手札に移す。その後、残りを持ち主の本国の"
                     "下に移す。")
    _play(sc, lambda toks: f"pick:{sc.iid('b')}" if f"pick:{sc.iid('b')}" in toks else None)
    home = sc.state.place(0, st.HOME)
    assert sc.state.zone[sc.iid("b")] == st.HAND and home[-1] == sc.iid("d") and set(home[:2]) == {sc.iid("a"), sc.iid("c")}


def test_p61_declining_to_take_leaves_every_card_looked_at_to_the_rest() -> None:
    """「…移す事ができる。その後、残りを廃棄する」 declined: nothing is taken, so all the cards looked at are the rest."""
    sc = _rest_board("（常時）：自軍本国の上のカード1～2枚を見て、その中にあるカード1枚を持ち主の手札に移す事ができる。その後、残りを廃棄する。")
    _play(sc, lambda toks: "no" if "no" in toks else None)
    assert sc.state.zone[sc.iid("a")] == st.JUNK and sc.state.zone[sc.iid("b")] == st.JUNK
    assert sc.state.zone[sc.iid("c")] == st.HOME


@pytest.mark.parametrize("text", REST_TEXTS[:1])
def test_behaviour_check_compares_the_cards_left(text: str) -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("S-005"), "text": {"ja": text, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


def test_behaviour_check_counts_coins_put_back_by_the_same_effect(monkeypatch: pytest.MonkeyPatch) -> None:
    """「…コイン1個を取り除く。その場合、対象の上に+1/+1/+1コイン2個を乗せる」: a unit with coins is chosen and the
    coins put on count back, so the text behaves; with nothing taken off, it fails."""
    from engine.games.nexa import effects
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    text = "（戦闘フェイズ）：自軍ユニット1枚の上にあるコイン1個を取り除く。その場合、対象の上に+1/+1/+1コイン2個を乗せる。"
    item = import_records({"cards": [{**unit("S-006"), "text": {"ja": text, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    assert check_card(item.card).status == "behaved"
    monkeypatch.setitem(effects.VERB_FUNCS, "take_coins", lambda s, ctx, st: None)
    assert check_card(item.card).status == "failed"


@pytest.mark.parametrize("text", [
    "（常時）：敵軍手札を全て見て、その中にあるユニット1枚を自軍配備エリアにリロール状態で出す事ができる。",
    "（自軍配備フェイズ）：自軍本国のカードを全て見て、その中にあるキャラまたはACE1枚を抜き出し、表にしてから自軍手札に移す"
    "事ができる。その後、自軍本国をシャッフルする。",
])
def test_enemy_hand_cards_put_out_and_cards_taken_out_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_taking_a_card_out_and_moving_it_reads_as_moving_it() -> None:
    """「…1枚を抜き出し、表にしてから自軍手札に移す」 says what 「…1枚を表にしてから自軍手札に移す」 says (P53 抜き出す)."""
    a = compile_text("（常時）：自軍本国のカードを全て見て、その中にあるキャラ1枚を抜き出し、表にしてから自軍手札に移す。"
                     "その後、自軍本国をシャッフルする。").ability
    b = compile_text("（常時）：自軍本国のカードを全て見て、その中にあるキャラ1枚を表にしてから自軍手札に移す。"
                     "その後、自軍本国をシャッフルする。").ability
    assert a == b


def test_p63_a_unit_from_the_enemy_hand_enters_the_players_deploy_area_under_their_control() -> None:
    text = "（常時）：敵軍手札を全て見て、その中にあるユニット1枚を自軍配備エリアにリロール状態で出す事ができる。"
    sc = _looking_board(text, [unit("FOE")], {}, enemy={"hand": [{"card": "FOE", "id": "f"}]})
    _play(sc, _first_pick)
    f = sc.iid("f")
    assert sc.state.zone[f] == st.DEPLOY and sc.state.ctrl[f] == 0 and sc.state.owner[f] == 1


PICKS_TEXT = ("（常時）：自軍本国のカードを全て見て、その中にある「特徴：ジム隊」を持つユニット1枚と「特徴：ジム隊」を持つキャラ1枚を"
              "自軍ハンガーに移す事ができる。その後、自軍本国をシャッフルする。")


def test_two_picks_of_a_look_print_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(PICKS_TEXT)
    assert compiled is not None and exact, blocker
    _, exact, blocker = round_trip("（常時）：自軍本国の上のカード3枚を見て、その中にあるユニット1枚とキャラ1枚を自軍ハンガーに移す。")
    assert not exact and blocker == "two picks from the top cards looked at"


def test_p61_a_unit_and_a_character_are_each_taken_from_the_home() -> None:
    """「…を持つユニット1枚と…を持つキャラ1枚を自軍ハンガーに移す」: a unit is offered first, then a character;
    both go to the hangar, a card of neither kind stays."""
    pilot = card("PILOT", "character", stats=[0, 0, 0], traits=["ジム隊"])
    sc = _looking_board(PICKS_TEXT, [unit("GM", traits=["ジム隊"]), pilot, unit("ZAKU")],
                        {"home": [{"card": "ZAKU", "id": "z"}, {"card": "GM", "id": "g"}, {"card": "PILOT", "id": "p"}]})
    offers = _play(sc, _first_pick)
    picks = [{t for t in o if t.startswith("pick:") and t != "pick:done"} for o in offers]
    assert {f"pick:{sc.iid('g')}"} in picks and {f"pick:{sc.iid('p')}"} in picks
    assert sc.state.zone[sc.iid("g")] == st.HANGAR and sc.state.zone[sc.iid("p")] == st.HANGAR
    assert sc.state.zone[sc.iid("z")] == st.HOME


def test_p77_after_an_all_or_nothing_chain_the_rest_still_go_to_the_bottom() -> None:
    """「A。その場合、B。その後、残りを…」 (P77): B only if A applied, then the cards B looked at and left go to the
    bottom of the home."""
    text = ("（常時）：自軍手札にある「特徴：ジム系」を持つカード1枚を選んで廃棄する。その場合、自軍本国の上のカード2枚を見て、"
            "その中にあるカード1枚を持ち主の手札に移す。その後、残りのカードを持ち主の本国の下に移す。")
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["all_or_nothing"] and compiled.ability["effect"][-1]["after"]
    sc = _looking_board(text, [unit("GM", traits=["ジム系"]), unit("A"), unit("B")],
                        {"hand": [{"card": "GM", "id": "g"}],
                         "home": [{"card": "A", "id": "a"}, {"card": "B", "id": "b"}, "SCOUT"]})
    _play(sc, lambda toks: f"pick:{sc.iid('a')}" if f"pick:{sc.iid('a')}" in toks else _first_pick(toks))
    assert sc.state.zone[sc.iid("g")] == st.JUNK and sc.state.zone[sc.iid("a")] == st.HAND
    assert sc.state.place(0, st.HOME)[0] == sc.iid("b")
