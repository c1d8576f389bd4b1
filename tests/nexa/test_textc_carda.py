"""Issue 14, family A of the card-text compiler: steps naming an earlier result (そのカード), this
card's set group, types excluded from a selector. Each construct is compiled, printed back to the
same text and played in the engine. Every text here is original, written in the controlled style of
card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import ability_of as _ability
from .helpers import board, card, do, resolve_cut, tokens, unit


@pytest.mark.parametrize("text", [
    "（常時）：敵軍カード1枚のプレイを無効にし、そのカードを持ち主の手札に移す。",
    "（敵軍ターン）〔2〕：コマンド以外の敵軍カード1枚のプレイを無効にし、そのカードを廃棄する。",
    "（常時）〔R〕：ユニットとキャラ以外の敵軍カード1枚のプレイを無効にし、そのカードを持ち主の本国の上に移す。",
    "『起動』：このカードが場に出た場合、3以下の合計国力を持つ敵軍コマンド1枚のプレイを無効にし、そのカードをゲームから取り除く。",
    "（戦闘フェイズ）〔1〕：このセットグループのユニットは、ターン終了時まで「高機動」を得る。",
    "『常駐』：このセットグループのユニットは+1/+0/+1を得る。",
])
def test_family_a_texts_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


def _counter_board(text: str, played: dict[str, Any]) -> Scenario:
    """Player 0 plays `played` (a command); player 1 holds a unit with the negating text."""
    guard = unit("GUARD", (1, 1, 3), abilities=[_ability(text)])
    filler = unit("FILL")
    return board([filler, guard, played], {"hand": [{"card": played["number"], "id": "cmd"}], "gzone": ["FILL"] * 3},
                 {"deploy": [{"card": "GUARD", "id": "guard"}], "gzone": ["FILL"] * 3},
                 point="damage", g_played=True)


def _play_then_answer(sc: Scenario) -> None:
    """Player 0 plays the command (paying its cost); then player 1 has priority to answer it."""
    do(sc, "play:$cmd", player=0)
    while not sc.state.cut:
        do(sc, tokens(sc)[0], player=0)
    if sc.decider() == 0:
        do(sc, "pass", player=0)


DRAW = card("DRAW", "command", total=1, roll=0,
            abilities=[{"kind": "play", "text": {"ja": "d", "en": "d"}, "timing": {"when": "any"},
                        "effect": [{"do": "draw", "side": "own", "count": 2}]}])


def test_p48_a_negated_play_fails_and_its_card_goes_where_the_text_says() -> None:
    """「敵軍コマンド1枚のプレイを無効にし、そのカードを持ち主の手札に移す」: the command's effect never
    resolves (no card drawn) and the command returns to its owner's hand, not the junkyard (P48)."""
    sc = _counter_board("（常時）：敵軍コマンド1枚のプレイを無効にし、そのカードを持ち主の手札に移す。", DRAW)
    s = sc.state
    hand_before = len(s.place(0, st.HAND))
    _play_then_answer(sc)
    assert s.zone[sc.iid("cmd")] == st.CUT
    do(sc, "act:$guard:0", player=1)
    resolve_cut(sc)
    assert s.zone[sc.iid("cmd")] == st.HAND
    assert len(s.place(0, st.HAND)) == hand_before  # nothing drawn: the play failed


def test_p48_a_play_the_selector_excludes_is_not_negated() -> None:
    """「コマンド以外の」: a command's play is not among the plays the text may negate."""
    sc = _counter_board("（常時）：コマンド以外の敵軍カード1枚のプレイを無効にし、そのカードを廃棄する。", DRAW)
    s = sc.state
    hand_before = len(s.place(0, st.HAND))
    _play_then_answer(sc)
    do(sc, "act:$guard:0", player=1)
    resolve_cut(sc)
    assert s.zone[sc.iid("cmd")] == st.JUNK  # resolved as usual
    assert len(s.place(0, st.HAND)) == hand_before - 1 + 2


def test_p66_this_set_group_names_the_unit_the_card_is_set_on() -> None:
    """A character's 「このセットグループのユニット」 is the unit it is set on, not another own unit."""
    text = "（戦闘フェイズ）〔1〕：このセットグループのユニットは、ターン終了時まで+2/+0/+0を得る。"
    pilot = card("PILOT", "character", stats=[0, 0, 0], abilities=[_ability(text)])
    mount, other = unit("MOUNT", (1, 1, 3)), unit("OTHER", (1, 1, 3))
    sc = board([mount, other, pilot], {"battle": {"space": [{"card": "MOUNT", "id": "m", "set": [
        {"card": "PILOT", "id": "p"}]}, {"card": "OTHER", "id": "o"}]}, "gzone": ["MOUNT"] * 2}, {},
        point="attack", g_played=True)
    from engine.games.nexa.stats import stats

    do(sc, "act:$p:0", player=0)
    while sc.state.cut == [] and "pass" not in tokens(sc):
        do(sc, tokens(sc)[0], player=0)
    resolve_cut(sc)
    assert stats(sc.state, sc.iid("m"))[0] == 1 + 2
    assert stats(sc.state, sc.iid("o"))[0] == 1


@pytest.mark.parametrize("text", [
    "『起動』：このカードが場に出た場合、自軍本国の上のカード1～4枚を見て、その中にある「特徴：試作機」を持つユニット1枚を"
    "自軍配備エリアにロール状態で出す事ができる。",
    "（自軍ターン）：自軍本国のカードを全て見て、その中にある「ザクⅡ」1枚を自軍ハンガーに移す事ができる。その後、自軍本国をシャッフルする。",
    "（戦闘フェイズ）〔1〕：自軍捨て山のカードを全て見て、その中にあるキャラ1枚を自軍手札に移す。その後、自軍捨て山をシャッフルする。",
    "（防御ステップ）〔1〕：自軍本国の上のカード1～3枚を見て、その中にあるコマンド1枚を表にしてから自軍手札に移す事ができる。",
    "『起動』：このカードが場に出た場合、自軍本国を4回復する。",
    "（自軍ターン）〔1〕：自軍本国に1ダメージを与える。その場合、カード1枚を引く。",
])
def test_looking_at_cards_prints_back_the_same_text(text: str) -> None:
    """The pile words are whole (「自軍本国の上のカード」): 「自軍本国を…回復する」 and 「自軍本国に…ダメージ」
    still read as recovering and damaging a home (tests below)."""
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_r29_up_to_n_cards_reads_as_one_to_n() -> None:
    """「上のカード3枚までを見て」 says what 「上のカード1～3枚を見て」 says: one construct, one print."""
    a = compile_text("（常時）：自軍本国の上のカード3枚までを見て、その中にあるユニット1枚を自軍ハンガーに移す。").ability
    b = compile_text("（常時）：自軍本国の上のカード1～3枚を見て、その中にあるユニット1枚を自軍ハンガーに移す。").ability
    assert a == b and a["effect"][0]["top"] == {"upto": 3}


def _search_board(text: str, extra: list[dict[str, Any]], own: dict[str, Any]) -> Scenario:
    scout = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    return board([scout, *extra], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 3,
                                   **own}, {}, point="attack", g_played=True)


def test_p61_a_card_found_by_name_is_put_out_rolled_as_the_text_says() -> None:
    """「その中にある「NAME」1枚を自軍配備エリアにロール状態で出す」: only the named card is offered; it
    enters the deploy area rolled (P61)."""
    text = ("（戦闘フェイズ）：自軍本国のカードを全て見て、その中にある「ハロ」1枚を自軍配備エリアにロール状態で出す。"
            "その後、自軍本国をシャッフルする。")
    halo, other = unit("ハロ", (1, 1, 1)), unit("OTHER", (1, 1, 1))
    sc = _search_board(text, [halo, other], {"home": ["OTHER", {"card": "ハロ", "id": "h"}, "OTHER"]})
    do(sc, "act:$s:0", player=0)
    for _ in range(10):
        toks = tokens(sc)
        picks = [t for t in toks if t.startswith("pick:") and t != "pick:done"]
        if picks:
            assert picks == [f"pick:{sc.iid('h')}"]
            do(sc, picks[0], player=0)
        elif sc.state.cut:
            resolve_cut(sc)
        else:
            break
    assert sc.state.zone[sc.iid("h")] == st.DEPLOY and sc.state.rolled[sc.iid("h")]


def test_p61_a_whole_discard_pile_is_looked_through_and_a_card_taken() -> None:
    text = "（戦闘フェイズ）：自軍捨て山のカードを全て見て、その中にあるキャラ1枚を自軍手札に移す。その後、自軍捨て山をシャッフルする。"
    pilot = card("PILOT", "character", stats=[0, 0, 0])
    sc = _search_board(text, [pilot], {"discard": ["SCOUT", {"card": "PILOT", "id": "p"}, "SCOUT"]})
    do(sc, "act:$s:0", player=0)
    resolve_cut(sc)
    if f"pick:{sc.iid('p')}" in tokens(sc):
        do(sc, f"pick:{sc.iid('p')}", player=0)
        resolve_cut(sc)
    assert sc.state.zone[sc.iid("p")] == st.HAND
    assert len(sc.state.place(0, st.DISCARD)) == 2


def test_p65_a_continuous_plus_x_follows_the_value_as_it_changes() -> None:
    """「『常駐』：このカードは+X/+0/+0を得る。Xの値は、自軍手札の枚数とする。」: the change is the hand
    size whenever the rules read the card, so a card leaving the hand lowers it (P65, P68)."""
    text = "『常駐』：このカードは+X/+0/+0を得る。Xの値は、自軍手札の枚数とする。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["continuous"][0]["stats"] == [{"hand_count": "own"}, 0, 0]
    from engine.games.nexa.places import move
    from engine.games.nexa.stats import stats

    big = unit("BIG", (2, 2, 2), abilities=[_ability(text)])
    sc = board([big], {"battle": {"space": [{"card": "BIG", "id": "b"}]},
                       "hand": ["BIG", "BIG", {"card": "BIG", "id": "h"}]}, {}, point="attack", g_played=True)
    assert stats(sc.state, sc.iid("b")) == (2 + 3, 2, 2)
    move(sc.state, sc.iid("h"), st.JUNK)
    assert stats(sc.state, sc.iid("b")) == (2 + 2, 2, 2)


def test_p56_one_to_n_targets_are_chosen_and_each_takes_the_damage() -> None:
    """「敵軍ユニット1～2枚に1ダメージを与える」: the player picks one or two targets (not none, P56)."""
    text = "（戦闘フェイズ）：戦闘エリアにいる敵軍ユニット1～2枚に1ダメージを与える。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["count"] == {"from": 1, "upto": 2}
    gun, foe = unit("GUN", (1, 1, 3), abilities=[_ability(text)]), unit("FOE", (1, 1, 5))
    sc = board([gun, foe], {"battle": {"space": [{"card": "GUN", "id": "g"}]}},
               {"battle": {"space": [{"card": "FOE", "id": "a"}, {"card": "FOE", "id": "b"}, {"card": "FOE", "id": "c"}]}},
               point="attack", g_played=True)
    do(sc, "act:$g:0", player=0)
    assert "t:done" not in tokens(sc)  # at least one
    do(sc, "t:$a", player=0)
    do(sc, "t:$b", player=0)
    resolve_cut(sc)
    assert [sc.state.damage[sc.iid(x)] for x in "abc"] == [1, 1, 0]


@pytest.mark.parametrize("text", [
    "（戦闘フェイズ）〔1〕：このカードと交戦中の敵軍ユニット1枚にXダメージを与える。Xの値は、このカードの上にあるコインの個数と同じとする。",
    "（戦闘フェイズ）〔1〕：敵軍ユニット1枚は、ターン終了時まで-X/-X/-Xを得る。Xの値は、自軍手札の枚数とする。",
    "（常時）〔1〕：このカードは、ターン終了時まで+X/+X/+Xを得る。Xの値は、このセットグループのカードの枚数とする。",
    "（防御ステップ）〔R〕：敵軍ユニット1枚にXダメージを与える。Xの値は、このカードの格闘力の値とする。",
    "（戦闘フェイズ）：敵軍ユニット1枚は、ターン終了時まで+0/+0/-Xを得る。Xの値は、ゲームから取り除かれているカードの枚数+1とする。",
])
def test_p65_values_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _x_board(text: str, own: dict[str, Any], foe_stats: tuple[int, int, int] = (4, 4, 9)) -> Scenario:
    gun, foe = unit("GUN", (3, 1, 3), abilities=[_ability(text)]), unit("FOE", foe_stats)
    return board([gun, foe], {"battle": {"space": [{"card": "GUN", "id": "g"}]}, "gzone": ["GUN"] * 3, **own},
                 {"battle": {"space": [{"card": "FOE", "id": "f"}]}}, point="damage", g_played=True)


def _play_on_foe(sc: Scenario) -> None:
    do(sc, "act:$g:0", player=0)
    if f"t:{sc.iid('f')}" in tokens(sc):
        do(sc, "t:$f", player=0)
    resolve_cut(sc)


def test_p65_minus_x_lowers_the_target_by_the_value() -> None:
    """「-X/-X/-X … Xの値は、自軍手札の枚数とする」 with two cards in hand: -2/-2/-2."""
    from engine.games.nexa.stats import stats

    sc = _x_board("（常時）：敵軍ユニット1枚は、ターン終了時まで-X/-X/-Xを得る。Xの値は、自軍手札の枚数とする。",
                  {"hand": ["GUN", "GUN"]})
    _play_on_foe(sc)
    assert stats(sc.state, sc.iid("f")) == (4 - 2, 4 - 2, 9 - 2)


def test_p65_x_is_this_cards_own_melee_or_its_coins() -> None:
    sc = _x_board("（常時）：敵軍ユニット1枚にXダメージを与える。Xの値は、このカードの格闘力の値とする。", {})
    _play_on_foe(sc)
    assert sc.state.damage[sc.iid("f")] == 3
    sc = _x_board("（常時）：敵軍ユニット1枚にXダメージを与える。Xの値は、このカードの上にあるコインの個数とする。", {})
    from engine.games.nexa.coins import add_coins

    add_coins(sc.state, sc.iid("g"), "+1/+1/+1", 2)
    _play_on_foe(sc)
    assert sc.state.damage[sc.iid("f")] == 2


@pytest.mark.parametrize("text", [
    "（自軍ドローフェイズ）〔0〕：自軍本国の上のカード1枚を見て、元の本国の上か下に戻す。",
    "（常時）〔1〕：自軍本国の上のカード1～3枚を見て、任意の順番で元の本国の上に移す。",
    "（帰還ステップ）：自軍捨て山の上のカード1～3枚を見て、任意の順番で自軍本国の上か下に移す。",
])
def test_putting_looked_at_cards_back_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p61_the_top_card_looked_at_goes_to_the_bottom_when_the_player_says_so() -> None:
    text = "（常時）：自軍本国の上のカード1枚を見て、元の本国の上か下に戻す。"
    a, b, c = unit("A"), unit("B"), unit("C")
    seer = unit("SEER", abilities=[_ability(text)])
    sc = board([seer, a, b, c], {"battle": {"space": [{"card": "SEER", "id": "s"}]},
                                 "home": [{"card": "A", "id": "a"}, {"card": "B", "id": "b"}, {"card": "C", "id": "c"}]},
               {}, point="attack", g_played=True)
    do(sc, "act:$s:0", player=0)
    resolve_cut(sc)
    assert "opt:1" in tokens(sc)
    do(sc, "opt:1", player=0)
    resolve_cut(sc)
    # a scenario lists a home from the top: A was on top and is now at the bottom (the list's start)
    assert sc.state.place(0, st.HOME) == [sc.iid("a"), sc.iid("c"), sc.iid("b")]


def test_p61_cards_from_the_discard_pile_go_on_top_of_the_home_in_the_chosen_order() -> None:
    text = "（常時）：自軍捨て山の上のカード1～2枚を見て、任意の順番で自軍本国の上に移す。"
    a, b = unit("A"), unit("B")
    seer = unit("SEER", abilities=[_ability(text)])
    sc = board([seer, a, b], {"battle": {"space": [{"card": "SEER", "id": "s"}]}, "home": ["SEER"],
                              "discard": [{"card": "A", "id": "a"}, {"card": "B", "id": "b"}]},
               {}, point="attack", g_played=True)
    do(sc, "act:$s:0", player=0)
    resolve_cut(sc)
    do(sc, "pick:$a", player=0)  # A first: A ends on top
    resolve_cut(sc)
    assert sc.state.place(0, st.HOME)[-2:] == [sc.iid("b"), sc.iid("a")]
    assert sc.state.place(0, st.DISCARD) == []


def test_p57_a_text_that_needs_n_or_more_cards_applies_only_with_that_many() -> None:
    """「「特徴：試作機」を持つ自軍ユニットが2枚以上いる場合、このカードは+1/+1/+1を得る」: with one such
    unit the card is as printed; with two it gains +1/+1/+1."""
    text = "『常駐』：「特徴：試作機」を持つ自軍ユニットが2枚以上いる場合、このカードは+1/+1/+1を得る。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    from engine.games.nexa.stats import stats

    lead = unit("LEAD", (2, 2, 2), abilities=[_ability(text)])
    proto = unit("PROTO", (1, 1, 1), traits=["試作機"])
    for protos, want in ((1, (2, 2, 2)), (2, (3, 3, 3))):
        sc = board([lead, proto], {"deploy": [{"card": "LEAD", "id": "l"}, *["PROTO"] * protos]}, {})
        assert stats(sc.state, sc.iid("l")) == want


@pytest.mark.parametrize("text", [
    "（自軍ターン）〔1〕：黒のGサインを持つ自軍Gが5枚以上ある場合、自軍本国を2回復する。",
    "（常時）：「特徴：試作機」を持つ自軍ユニットが3枚以上いる場合、敵軍ユニット1枚をロールする。",
])
def test_n_or_more_conditions_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p68_a_trigger_with_a_state_is_heard_only_while_it_holds() -> None:
    """「赤のGサインを持つ自軍Gが2枚以上ある状態でこのカードが場に出た場合、敵軍本国に1ダメージを与える」:
    entering with one red G does nothing; with two it deals the damage."""
    text = "『起動』：赤のGサインを持つ自軍Gが2枚以上ある状態でこのカードが場に出た場合、敵軍本国に1ダメージを与える。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    red = unit("RED", colour="red", gsign={"colour": "red", "series": "0079"})
    herald = unit("HERALD", total=0, roll=0, abilities=[_ability(text)])
    go = card("GO", "command", total=0, roll=0,
              abilities=[{"kind": "play", "text": {"ja": "g", "en": "g"}, "timing": {"when": "any"},
                          "effect": [{"do": "put_into_play", "target": {"side": "own", "zone": "hand",
                                                                        "name": "HERALD", "count": 1}}]}])
    for reds, lost in ((1, 0), (2, 1)):
        sc = board([red, herald, go], {"hand": [{"card": "GO", "id": "go"}, "HERALD"], "gzone": ["RED"] * reds},
                   {"home": ["RED"] * 10}, point="deploy", g_played=True)
        do(sc, "play:$go", player=0)
        for _ in range(8):
            if sc.state.cut or not tokens(sc) or "pass" in tokens(sc):
                break
            do(sc, tokens(sc)[0], player=0)
        resolve_cut(sc)
        assert len(sc.state.place(1, st.HOME)) == 10 - lost


@pytest.mark.parametrize("text", [
    "（敵軍ターン）：敵軍ユニットまたは敵軍コマンド1枚のプレイを無効にし、そのカードを持ち主の本国の上に移す。",
    "（常時）：自軍本国のカードを全て見て、その中にあるキャラまたはACE1枚を自軍手札に移す事ができる。その後、自軍本国をシャッフルする。",
    "（常時）：敵軍コマンドまたは敵軍オペ1枚のプレイを無効にし、そのカードを廃棄する。",
    "（常時）：ユニットまたはキャラ1枚を持ち主の手札に移す。",
])
def test_one_of_several_types_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p56_either_type_is_offered_and_others_are_not() -> None:
    """「ユニットまたはキャラ1枚」: a unit or a character may be chosen, a G may not."""
    text = "（常時）：敵軍ユニットまたは敵軍キャラ1枚を持ち主の手札に移す。"
    assert compile_text(text).ability["targets"]["t1"]["type"] == ["unit", "character"]
    user = unit("USER", abilities=[_ability(text)])
    pilot = card("PILOT", "character", stats=[1, 1, 1])
    sc = board([user, pilot], {"battle": {"space": [{"card": "USER", "id": "u"}]}},
               {"deploy": [{"card": "USER", "id": "e", "set": [{"card": "PILOT", "id": "p"}]}],
                "gzone": [{"card": "USER", "id": "g"}]}, point="attack", g_played=True)
    do(sc, "act:$u:0", player=0)
    offered = set(tokens(sc))
    assert {f"t:{sc.iid('e')}", f"t:{sc.iid('p')}"} <= offered and f"t:{sc.iid('g')}" not in offered


def test_p44_a_printed_cost_of_nothing_plays_without_a_g() -> None:
    """「（常時）〔0〕：…」: the text is played with no G rolled (every G here is already rolled)."""
    text = "（常時）〔0〕：自軍本国の上のカード1枚を見て、元の本国の上か下に戻す。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    seer = unit("SEER", abilities=[_ability(text)])
    sc = board([seer], {"battle": {"space": [{"card": "SEER", "id": "s"}]},
                        "gzone": [{"card": "SEER", "rolled": True}]}, {}, point="attack", g_played=True)
    assert f"act:{sc.iid('s')}:0" in tokens(sc)
    do(sc, "act:$s:0", player=0)
    resolve_cut(sc)
    assert "opt:0" in tokens(sc)  # it resolved: top or bottom is asked


def test_p77_after_that_the_next_step_applies_whatever_the_first_did() -> None:
    """「…ロールする。その後、カード1枚を引く。」: unlike その場合, the draw does not depend on the roll
    (the only enemy unit is already rolled, yet the card is drawn)."""
    text = "（常時）：敵軍ユニット1枚をロールする。その後、カード1枚を引く。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][1]["after"] is True and "all_or_nothing" not in compiled.ability
    user, foe = unit("USER", abilities=[_ability(text)]), unit("FOE")
    sc = board([user, foe], {"battle": {"space": [{"card": "USER", "id": "u"}]}},
               {"battle": {"space": [{"card": "FOE", "id": "f", "rolled": True}]}}, point="attack", g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "act:$u:0", player=0)
    if f"t:{sc.iid('f')}" in tokens(sc):
        do(sc, "t:$f", player=0)
    resolve_cut(sc)
    assert len(sc.state.place(0, st.HAND)) == hand + 1


def test_p30_a_command_that_removes_itself_does_not_go_to_the_junkyard() -> None:
    """「…その後、このカードをゲームから取り除く。」 in a command: 「このカード」 is the command being
    resolved, which ends removed from the game instead of in the junkyard (P30)."""
    text = "（常時）：カード1枚を引く。その後、このカードをゲームから取り除く。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    once = card("ONCE", "command", total=0, roll=0, abilities=[{**_ability(text), "kind": "play"}])
    sc = board([unit("FILL"), once], {"hand": [{"card": "ONCE", "id": "o"}]}, {}, point="deploy", g_played=True)
    do(sc, "play:$o", player=0)
    for _ in range(5):
        if sc.state.cut:
            break
        do(sc, tokens(sc)[0], player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("o")] == st.REMOVED


def test_p48_a_negated_unit_may_enter_its_owners_deploy_area_instead() -> None:
    """「敵軍ユニット1枚のプレイを無効にし、そのユニットを持ち主の配備エリアにリロール状態またはロール状態で
    出す」: the unit's play fails (nothing of it resolves) but it enters its owner's deploy area, rolled
    if the negating player says so."""
    text = "（常時）：敵軍ユニット1枚のプレイを無効にし、そのユニットを持ち主の配備エリアにリロール状態またはロール状態で出す。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["to"] == "deploy"
    newcomer = unit("NEW", total=1, roll=0)
    guard = unit("GUARD", (1, 1, 3), abilities=[_ability(text)])
    sc = board([unit("FILL"), guard, newcomer], {"hand": [{"card": "NEW", "id": "cmd"}], "gzone": ["FILL"] * 3},
               {"deploy": [{"card": "GUARD", "id": "guard"}], "gzone": ["FILL"] * 3}, point="deploy", g_played=True)
    _play_then_answer(sc)
    do(sc, "act:$guard:0", player=1)
    resolve_cut(sc)
    do(sc, "opt:1", player=1)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("cmd")] == st.DEPLOY and sc.state.rolled[sc.iid("cmd")]
    assert sc.state.owner[sc.iid("cmd")] == 0


def test_p56_the_target_named_again_is_the_one_chosen_before() -> None:
    """「敵軍ユニット1枚に1ダメージを与える。その場合、対象をロールする。」: 対象 is the unit that took the
    damage, not another one; printed back, its first mention is the selector, the second 「対象」."""
    text = "（常時）：敵軍ユニット1枚に1ダメージを与える。その場合、対象をロールする。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert [s["target"] for s in compiled.ability["effect"]] == ["t1", "t1"]
    user, foe = unit("USER", abilities=[_ability(text)]), unit("FOE", (1, 1, 5))
    sc = board([user, foe], {"battle": {"space": [{"card": "USER", "id": "u"}]}},
               {"battle": {"space": [{"card": "FOE", "id": "a"}, {"card": "FOE", "id": "b"}]}},
               point="attack", g_played=True)
    do(sc, "act:$u:0", player=0)
    do(sc, "t:$b", player=0)
    resolve_cut(sc)
    assert (sc.state.damage[sc.iid("b")], sc.state.rolled[sc.iid("b")]) == (1, True)
    assert (sc.state.damage[sc.iid("a")], sc.state.rolled[sc.iid("a")]) == (0, False)


def test_a_target_named_again_needs_an_earlier_one() -> None:
    from engine.games.nexa.textc import Unsupported

    with pytest.raises(Unsupported):
        compile_text("（常時）：対象をロールする。")


@pytest.mark.parametrize("text", [
    "（常時）：カードX枚を引く。Xの値は、自軍ユニットの枚数とする。",
    "『起動』：このカードが攻撃に出撃した場合、自軍本国をX回復する。Xの値は、自軍手札の枚数とする。",
    "（常時）：敵軍本国にXダメージを与える。Xの値は、自軍Gの枚数とする。",
    "『常駐』：このカードは、+X/+X/+Xを得る。Xの値は、自軍Gの枚数を上限とする自軍ジャンクヤードにあるカードの枚数とする。",
])
def test_x_counts_and_capped_values_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p65_x_cards_drawn_and_a_value_capped() -> None:
    """「カードX枚を引く。Xの値は、自軍Gの枚数を上限とする自軍手札の枚数とする。」 with 2 Gs and 3 cards in hand:
    X is 2 (the hand size, at most the Gs)."""
    text = "（常時）：カードX枚を引く。Xの値は、自軍Gの枚数を上限とする自軍手札の枚数とする。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    user = unit("USER", abilities=[_ability(text)])
    sc = board([user], {"battle": {"space": [{"card": "USER", "id": "u"}]}, "gzone": ["USER"] * 2,
                        "hand": ["USER"] * 3}, {}, point="attack", g_played=True)
    do(sc, "act:$u:0", player=0)
    resolve_cut(sc)
    assert len(sc.state.place(0, st.HAND)) == 3 + 2


def test_p66_a_card_outside_this_set_group_is_offered_the_units_own_group_is_not() -> None:
    """A character's 「このセットグループ以外の自軍ユニット1枚」: never the unit it is set on."""
    text = "（常時）：このセットグループ以外の自軍ユニット1枚をリロールする。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    pilot = card("PILOT", "character", stats=[0, 0, 0], abilities=[_ability(text)])
    mount = unit("MOUNT")
    sc = board([mount, pilot], {"deploy": [{"card": "MOUNT", "id": "m", "rolled": True, "set": [{"card": "PILOT", "id": "p"}]},
                                           {"card": "MOUNT", "id": "o", "rolled": True}]}, {}, point="deploy", g_played=True)
    do(sc, "act:$p:0", player=0)
    assert f"t:{sc.iid('m')}" not in tokens(sc)
    if f"t:{sc.iid('o')}" in tokens(sc):
        do(sc, "t:$o", player=0)
    resolve_cut(sc)
    assert not sc.state.rolled[sc.iid("o")] and sc.state.rolled[sc.iid("m")]


def test_p65_x_from_the_first_of_two_targets() -> None:
    """「自軍ユニット1枚をロールする。その場合、敵軍ユニット1枚にXダメージを与える。Xの値は、対象1の射撃力の
    値とする。」: X is the shooting of the unit rolled (target 1), dealt to target 2."""
    text = ("（常時）：自軍ユニット1枚をロールする。その場合、敵軍ユニット1枚にXダメージを与える。"
            "Xの値は、対象1の射撃力の値とする。")
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][1]["amount"] == {"target_stat": ["t1", "shooting"]}
    user, gunner, foe = unit("USER"), unit("GUNNER", (1, 4, 3)), unit("FOE", (1, 1, 9))
    user["abilities"] = [_ability(text)]
    sc = board([user, gunner, foe], {"battle": {"space": [{"card": "USER", "id": "u"}]},
                                     "deploy": [{"card": "GUNNER", "id": "g"}]},
               {"battle": {"space": [{"card": "FOE", "id": "f"}]}}, point="attack", g_played=True)
    do(sc, "act:$u:0", player=0)
    do(sc, "t:$g", player=0)
    if f"t:{sc.iid('f')}" in tokens(sc):
        do(sc, "t:$f", player=0)
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("f")] == 4


@pytest.mark.parametrize("text", [
    "（戦闘フェイズ）：自軍本国の上のカード2枚を自軍ハンガーに移す。",
    "（常時）：自軍捨て山の上のカード1枚をロール状態で自軍Gにする。その後、カード2枚を引く。",
    "（戦闘フェイズ）〔R〕：このカードを持ち主のハンガーに移す。",
    "（防御ステップ）〔3〕：このカードと交戦中の敵軍ユニット1枚を持ち主の配備エリアに移す。",
])
def test_top_cards_and_owners_places_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p61_the_top_card_of_the_discard_pile_becomes_a_rolled_g() -> None:
    text = "（常時）：自軍捨て山の上のカード1枚をロール状態で自軍Gにする。"
    user, a, b = unit("USER", abilities=[_ability(text)]), unit("A"), unit("B")
    sc = board([user, a, b], {"battle": {"space": [{"card": "USER", "id": "u"}]},
                              "discard": [{"card": "A", "id": "a"}, {"card": "B", "id": "b"}]}, {},
               point="attack", g_played=True)
    do(sc, "act:$u:0", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("a")] == st.GZONE and sc.state.rolled[sc.iid("a")]  # A was on top
    assert sc.state.zone[sc.iid("b")] == st.DISCARD


def test_p63_a_unit_goes_back_to_its_owners_deploy_area() -> None:
    text = "（常時）：戦闘エリアにいる敵軍ユニット1枚を持ち主の配備エリアに移す。"
    user, foe = unit("USER", abilities=[_ability(text)]), unit("FOE")
    sc = board([user, foe], {"battle": {"space": [{"card": "USER", "id": "u"}]}},
               {"battle": {"space": [{"card": "FOE", "id": "f"}]}}, point="attack", g_played=True)
    do(sc, "act:$u:0", player=0)
    if f"t:{sc.iid('f')}" in tokens(sc):
        do(sc, "t:$f", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("f")] == st.DEPLOY and sc.state.ctrl[sc.iid("f")] == 1
