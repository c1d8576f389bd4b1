"""Issue 14, family V of the card-text compiler, second round: values, coins and players.

Every text here is original, written in the controlled style of card lists (never official text).
Each wording compiles, prints back the same (docs/effect-language.md, family V) and plays.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.behave import check_card
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, do, pass_until, resolve_cut, tokens, unit


def _card(text: str, number: str = "SRC", type_: str = "unit", **extra: Any) -> dict[str, Any]:
    """An original card carrying one compiled text (a command's text is its play)."""
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    if type_ == "command":
        return {"number": number, "name": {"ja": number, "en": number}, "type": "command", "colours": ["blue"],
                "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
                "abilities": [{**ab, "kind": "play"}]}
    return unit(number, (2, 2, 3), abilities=[ab], **extra)


@pytest.mark.parametrize("text", [
    "『起動』：このカードが場に出た場合、全ての軍は、カード2枚を引く。",
    "（配備フェイズ）〔1〕：全ての軍はカード1枚を引く。",
    "『起動』：自軍攻撃ステップ開始時に、全ての軍はカード1枚を引く。",
    "『起動』：敵軍帰還ステップ開始時に、このカードをリロールする。",
    "『起動』：自軍ダメージ判定ステップ開始時に、戦闘エリアに自軍ユニットがいる場合、自軍ユニット1枚の上に+1/+1/+1コイン1個を乗せる。",
    "『起動』：このカードが場に出た場合、自軍ユニットが戦闘エリアにいる場合、敵軍ユニット1枚に1ダメージを与える。",
    "（常時）〔白1〕：敵軍は自分の手札1枚を選んで廃棄する。その場合、自軍はカード1枚を引く。",
    "『起動』：このカードが攻撃に出撃した場合、敵軍ユニット1枚に-1/-1/-1コイン1個を乗せる。",  # に: on it (P67)
    "『起動』：「特徴；試験」を持つ自軍キャラがプレイさて場に出た場合、カード1枚を引く。",  # misprints folded
    "（戦闘フェイズ）〔1〕：このカードの上にコインが乗ってない場合、カード1枚を引く。",
])
def test_family_v2_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


def test_r80_every_player_draws_the_controller_first() -> None:
    """「全ての軍はカード2枚を引く」: each player draws two (the effect's controller first, R-80)."""
    text = "（配備フェイズ）：全ての軍はカード2枚を引く。"
    src = _card(text, type_="command")
    assert src["abilities"][0]["effect"] == [{"do": "together", "steps": [  # the controller's draw first
        {"do": "draw", "side": "own", "count": 2}, {"do": "draw", "side": "enemy", "count": 2}]}]
    sc = board([src, unit("U")], {"hand": [{"card": "SRC", "id": "me"}], "gzone": ["U"]}, {"hand": ["U"]},
               point="deploy", g_played=True)
    do(sc, "play:$me", player=0)
    resolve_cut(sc)
    assert len(sc.state.place(0, st.HAND)) == 2 and len(sc.state.place(1, st.HAND)) == 3
    assert len(sc.state.place(0, st.HOME)) == 8 and len(sc.state.place(1, st.HOME)) == 8
    assert check_card(src).status == "behaved"


def test_own_draw_said_with_its_side_is_the_controllers_draw() -> None:
    """「自軍はカード1枚を引く」 is the controller's draw; only its wording says the side."""
    ab = compile_text("（常時）：自軍はカード1枚を引く。").ability
    assert ab["effect"] == [{"do": "draw", "side": "own", "count": 1, "said": True}]
    assert check_card(_card("（常時）：自軍はカード1枚を引く。", type_="command")).status == "behaved"


@pytest.mark.parametrize("owner,in_battle,coins", [(0, True, 1), (1, True, 0), (0, False, 0)])
def test_p68_a_step_start_of_one_side_with_a_condition_after_the_trigger(owner: int, in_battle: bool,
                                                                        coins: int) -> None:
    """「自軍ダメージ判定ステップ開始時に、戦闘エリアに自軍ユニットがいる場合、…」 (P68, P40): heard at the damage
    step start of its controller's turn only, and only while an own unit is in a battle area."""
    text = ("『起動』：自軍ダメージ判定ステップ開始時に、戦闘エリアに自軍ユニットがいる場合、"
            "このカードの上に+1/+1/+1コイン1個を乗せる。")
    ab = compile_text(text).ability
    assert ab["on"] == "own_step_start" and ab["when"] == "damage" and ab["wording"] == "cond_after"
    src = _card(text)
    mine: dict[str, Any] = {"deploy": [{"card": "SRC", "id": "me"}]}
    if in_battle:
        mine["battle"] = {"space": [{"card": "U"}]}
    other: dict[str, Any] = {"battle": {"earth": [{"card": "U"}]}}
    a, b = (mine, other) if owner == 0 else (other, mine)
    sc = board([src, unit("U")], a, b, point="defence_free2", attacker=0)
    pass_until(sc, st.DAMAGE_FREE1)
    resolve_cut(sc)
    assert sum(dict(sc.state.coins.get(sc.iid("me"), {})).values()) == coins


def test_p52_r81_a_minus_combat_modifier_from_an_effect_a_coin_or_a_set_character() -> None:
    """「マイナスの戦闘修正を得ている（受けている）敵軍ユニット1枚」 (P52, R-81): a value below 0 in one of its
    modifiers (an effect's +1/+0/-1, a -1/-1/-1 coin, a set character's -1/+1/+0) makes it one; a plus coin,
    no modifier, or a minus modifier on a unit of the own side does not."""
    from engine.games.nexa.targets import candidates

    text = "『起動』：このカードが場に出た場合、マイナスの戦闘修正を受けている敵軍ユニット1枚を破壊する。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    sel = compiled.ability["targets"]["t1"]
    assert sel == {"minus_mod": True, "side": "enemy", "type": "unit", "count": 1}
    pilot = {"number": "P", "name": {"ja": "P", "en": "P"}, "type": "character", "colours": ["blue"],
             "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
             "stats": [-1, 1, 0]}
    sc = board([_card(text), unit("U", (3, 3, 4)), pilot],
               {"deploy": [{"card": "U", "id": "own", "coins": {"-1/-1/-1": 1}}]},
               {"deploy": [{"card": "U", "id": "by_effect", "effects": [{"modify": [1, 0, -1]}]},
                           {"card": "U", "id": "by_coin", "coins": {"-1/-1/-1": 1}},
                           {"card": "U", "id": "by_pilot", "set": [{"card": "P"}]},
                           {"card": "U", "id": "plus", "coins": {"+1/+1/+1": 1}},
                           {"card": "U", "id": "bare"}]})
    got = set(candidates(sc.state, sel, 0, sc.iid("own")))
    assert got == {sc.iid("by_effect"), sc.iid("by_coin"), sc.iid("by_pilot")}
    assert check_card(_card(text)).status == "behaved"


def test_p35_a_units_power_not_added_to_its_squads_power_this_turn() -> None:
    """「このカードと交戦中の敵軍ユニット1枚の戦闘力は、このターン、部隊戦闘力に加えられない」 (P35): the unit adds *
    (nothing) to its squad's power, whether front (its melee) or behind (its shooting), until the turn ends."""
    from engine.games.nexa.battle import squad_power
    from engine.games.nexa.stats import squad_index

    text = "（防御ステップ）〔1〕：このカードと交戦中の敵軍ユニット1枚の戦闘力は、このターン部隊戦闘力に加える事ができない。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text)
    sc = board([src, unit("F", (3, 1, 4)), unit("B", (1, 2, 3))],
               {"battle": {"space": [{"card": "SRC", "id": "me"}]}, "gzone": ["F"]},
               {"battle": {"space": [{"card": "F", "id": "front"}, {"card": "B", "id": "back"}]}},
               point="defence_free1", g_played=True)
    q = squad_index(sc.state, sc.iid("front"))
    assert squad_power(sc.state, q) == 3 + 2
    do(sc, "act:$me:0", player=0)
    do(sc, f"t:{sc.iid('back')}", player=0)
    for _ in range(5):
        if "pay:auto" not in [*map(str, sc.game.legal_tokens(sc.state))]:
            break
        do(sc, "pay:auto", player=0)
    resolve_cut(sc)
    assert squad_power(sc.state, q) == 3  # the back unit's shooting 2 is not added
    sc.state.grants.append((sc.iid("front"), sc.state.stamp[sc.iid("front")], "status", "no_squad_power",
                            "this_turn"))
    sc.state.version += 1
    assert squad_power(sc.state, q) == 0
    assert check_card(src).status == "behaved"


@pytest.mark.parametrize("answer,want", [("opt:0", (5, 2, 4)), ("opt:1", (2, 2, 7))])
def test_p52_r82_the_controller_picks_one_of_two_changes_on_resolution(answer: str, want: tuple[int, ...]) -> None:
    """「自軍ユニット1枚は、ターン終了時まで+3/+0/+0または+0/+0/+3を得る」 (P52, R-82): the target is chosen on play,
    the change on resolution, by the effect's controller; only the picked one applies."""
    from engine.games.nexa.stats import stats

    text = "（常時）：自軍ユニット1枚は、ターン終了時まで+3/+0/+0または+0/+0/+3を得る。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text, type_="command")
    sc = board([src, unit("U", (2, 2, 4))], {"hand": [{"card": "SRC", "id": "me"}], "gzone": ["U"],
                                             "deploy": [{"card": "U", "id": "u"}]}, {}, point="deploy", g_played=True)
    do(sc, "play:$me", player=0)
    for _ in range(10):
        toks = [str(t) for t in sc.game.legal_tokens(sc.state)]
        d = sc.game.decision(sc.state, labels=False)
        if "opt:0" in toks:
            break
        sc.game.apply(sc.state, d.player if d else 0, "pay:auto" if "pay:auto" in toks else
                      f"t:{sc.iid('u')}" if f"t:{sc.iid('u')}" in toks else "pass")
    d = sc.game.decision(sc.state, labels=False)
    assert d is not None and d.player == 0 and sorted(t for t in tokens(sc) if t.startswith("opt:")) == ["opt:0", "opt:1"]
    do(sc, answer, player=0)
    resolve_cut(sc)
    assert stats(sc.state, sc.iid("u")) == want
    assert check_card(src).status == "behaved"


@pytest.mark.parametrize("words,want", [
    ("自軍国力の値", 2),  # two rerolled own Gs make 2 (P22); the rolled one makes none
    ("自軍ユニットの上にある+1/+1/+1コインの個数", 3),  # 2 + 1 on own units; the enemy's and other kinds not
    ("敵軍ユニットの上にある-1/-1/-1コインの個数", 1),
    ("自軍セットカードの枚数", 1),  # the character set on an own unit (P66)
    ("自軍手札と自軍ハンガーにあるカードの枚数", 3),  # two hand cards and one hangar card (P62)
])
def test_p65_values_of_power_coins_set_cards_and_hand_and_hangar(words: str, want: int) -> None:
    """「Xの値は、（value）とする。」 (P65): each value read on the board as the rules define it."""
    from engine.games.nexa.stats import stats

    text = f"（戦闘フェイズ）：このカードは、ターン終了時まで+0/+0/+Xを得る。Xの値は、{words}とする。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text, type_="command")
    pilot = {"number": "P", "name": {"ja": "P", "en": "P"}, "type": "character", "colours": ["blue"],
             "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
             "stats": [0, 0, 0]}
    mine = unit("M", (1, 1, 1), abilities=[{**compiled.ability, "kind": "activated", "text": {"ja": text, "en": text}}])
    sc = board([src, mine, unit("U", (3, 3, 4)), pilot],
               {"battle": {"space": [{"card": "M", "id": "me"}]},
                "deploy": [{"card": "U", "coins": {"+1/+1/+1": 2, "-1/-1/-1": 1}},
                           {"card": "U", "coins": {"+1/+1/+1": 1}, "set": [{"card": "P"}]}],
                "gzone": ["U", "U", {"card": "U", "rolled": True}], "hand": ["U", "U"], "hangar": ["U"]},
               {"deploy": [{"card": "U", "coins": {"+1/+1/+1": 4, "-1/-1/-1": 1}}]}, point="attack", g_played=True)
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    assert stats(sc.state, sc.iid("me")) == (1, 1, 1 + want)


def test_p75_a_card_of_at_least_a_total_cost_entering_by_play_or_refit_is_heard_every_time() -> None:
    """「5以上の合計国力とこのカードと同じ属性のGサインを持つ自軍カードがプレイまたは「改装」の効果で場に出る毎に」
    (P68, P75): 「…と…を持つ」 is both qualities; a fitting card played, or brought in by 改装, is heard each time;
    a card of total cost 4 is not."""
    text = ("『起動』：5以上の合計国力とこのカードと同じ属性のGサインを持つ自軍カードがプレイまたは「改装」の効果で"
            "場に出る毎に、敵軍本国に1ダメージを与える。")
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["of"] == {"min_total_cost": 5, "same_series": True, "side": "own"}
    watcher = _card(text, "W")
    big = unit("BIG", (4, 4, 4), total=5, roll=0, traits=["改"])
    small = unit("SMALL", (1, 1, 1), total=4, roll=0)
    old = unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}], total=1, roll=0)
    sc = board([watcher, big, small, old],
               {"deploy": [{"card": "W", "id": "w"}], "hand": [{"card": "SMALL", "id": "small"},
                                                            {"card": "BIG", "id": "big"}],
                "gzone": ["OLD"] * 6},
               {"home": ["OLD"] * 10}, point="deploy", g_played=True)
    do(sc, "play:$small", player=0)
    resolve_cut(sc)
    assert len(sc.state.place(1, st.HOME)) == 10  # total cost 4: not heard
    do(sc, "play:$big", player=0)
    resolve_cut(sc)
    assert len(sc.state.place(1, st.HOME)) == 9
    sc2 = board([watcher, big, old], {"deploy": [{"card": "W", "id": "w"}],
                                      "battle": {"space": [{"card": "OLD", "id": "old"}]},
                                      "hand": [{"card": "BIG", "id": "big"}], "gzone": ["OLD"] * 6},
                {"home": ["OLD"] * 10}, point="attack_free2")
    do(sc2, "act:$old:103", player=0)
    resolve_cut(sc2)
    assert sc2.state.zone[sc2.iid("big")] == st.BATTLE  # brought in by 改装 (P75)
    assert len(sc2.state.place(1, st.HOME)) == 9


def test_p25_a_unit_of_at_most_a_total_cost_and_a_colour_put_into_play_from_the_hand() -> None:
    """「自軍手札にある4以下の合計国力と赤のGサインを持つユニット1枚を、自軍配備エリアにリロール状態で出す」:
    both qualities are read; the unit comes in rerolled, and the behaviour check compares it."""
    text = "（常時）：自軍手札にある4以下の合計国力と赤のGサインを持つユニット1枚を、自軍配備エリアにリロール状態で出す。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    sel = compiled.ability["targets"]["t1"]
    assert sel == {"side": "own", "zone": "hand", "max_total_cost": 4, "gsign_colour": "red", "type": "unit", "count": 1}
    src = _card(text, type_="command")
    sc = board([src, unit("R4", colour="red", total=4), unit("R5", colour="red", total=5), unit("B", total=1)],
               {"hand": [{"card": "SRC", "id": "me"}, {"card": "R5", "id": "r5"}, {"card": "B", "id": "b"},
                         {"card": "R4", "id": "r4"}], "gzone": ["B"]}, {}, point="deploy", g_played=True)
    do(sc, "play:$me", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("r4")] == st.DEPLOY and not sc.state.rolled[sc.iid("r4")]
    assert sc.state.zone[sc.iid("r5")] == st.HAND and sc.state.zone[sc.iid("b")] == st.HAND
    assert check_card(src).status == "behaved"


@pytest.mark.parametrize("answer,want", [("opt:0", (4, 2, 3)), ("opt:1", (2, 4, 3)), ("opt:2", (2, 2, 5))])
def test_p52_r82_one_value_of_three_picked_on_resolution(answer: str, want: tuple[int, ...]) -> None:
    """「このカードは、交戦中の場合、ターン終了時まで戦闘力1つに+2を得る」 (P52, R-82): the controller picks 格闘力,
    射撃力 or 防御力 when it resolves; only that one gets +2."""
    from engine.games.nexa.stats import stats

    text = "（戦闘フェイズ）〔1〕：このカードは、交戦中の場合、ターン終了時まで、戦闘力1つに+2を得る。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text)
    sc = board([src, unit("E", (1, 1, 9))], {"battle": {"space": [{"card": "SRC", "id": "me"}]}, "gzone": ["E"]},
               {"battle": {"space": [{"card": "E"}]}}, point="attack_free2", g_played=True)
    do(sc, "act:$me:0", player=0)
    for _ in range(10):
        if "opt:0" in tokens(sc):
            break
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else "pass", player=sc.decider())
    assert sorted(t for t in tokens(sc) if t.startswith("opt:")) == ["opt:0", "opt:1", "opt:2"]
    do(sc, answer, player=0)
    resolve_cut(sc)
    assert stats(sc.state, sc.iid("me")) == want
    assert check_card(src).status == "behaved"


@pytest.mark.parametrize("answers,want,coins", [(("opt:0", "opt:2"), (0, 2, 3), 3), (("opt:1", "opt:1"), (3, 0, 3), 2)])
def test_p65_r83_a_designated_value_lowered_by_x_chosen_up_to_it(answers: tuple[str, str], want: tuple[int, ...],
                                                                 coins: int) -> None:
    """「このカードの格闘力または射撃力を、ターン終了時まで-Xする。その場合、敵軍ユニット1枚の上に+0/+0/-1コインX個を
    乗せる。Xの上限は、指定した戦闘力の値とする。」 (P65, R-83): on resolution the controller designates 格闘力 or
    射撃力, then X from 1 to that value; the card loses X there and X coins follow."""
    from engine.games.nexa.stats import stats

    text = ("（防御ステップ）〔1〕：このカードの格闘力または射撃力を、ターン終了時まで-Xする。その場合、"
            "敵軍ユニット1枚の上に+0/+0/-1コインX個を乗せる。Xの上限は、指定した戦闘力の値とする。")
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = unit("SRC", (3, 2, 3), abilities=[{**compiled.ability, "text": {"ja": text, "en": text}}])
    sc = board([src, unit("E", (1, 1, 9))], {"battle": {"space": [{"card": "SRC", "id": "me"}]}, "gzone": ["E"]},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="defence_free1", g_played=True)
    do(sc, "act:$me:0", player=0)
    for _ in range(10):
        if "opt:0" in tokens(sc):
            break
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else "pass", player=sc.decider())
    assert sorted(t for t in tokens(sc) if t.startswith("opt:")) == ["opt:0", "opt:1"]  # 格闘力 or 射撃力
    do(sc, answers[0], player=0)
    cap = 3 if answers[0] == "opt:0" else 2
    assert sorted(t for t in tokens(sc) if t.startswith("opt:")) == [f"opt:{i}" for i in range(cap)]  # X = 1..value
    do(sc, answers[1], player=0)
    resolve_cut(sc)
    assert stats(sc.state, sc.iid("me")) == want
    assert dict(sc.state.coins.get(sc.iid("e"), {})) == {"+0/+0/-1": coins}
    assert check_card(src).status == "behaved"
    assert round_trip(text.replace("Xの上限は、指定した戦闘力の値とする。", ""))[1] is False  # the cap is part of it


def test_r80_every_home_recovers_and_the_enemy_home_recovers() -> None:
    """「全ての本国を2回復する」: both players' homes take back 2 from their discard piles (R-80); 「敵軍本国を1回復
    する」: only the enemy's."""
    every = _card("（戦闘フェイズ）：全ての本国を2回復する。", "ALL", type_="command")
    enemy = _card("（戦闘フェイズ）：敵軍本国を1回復する。", "ENE", type_="command")
    for src, mine, theirs in ((every, 2, 2), (enemy, 0, 1)):
        assert round_trip(src["abilities"][0]["text"]["ja"])[1]
        sc = board([src, unit("U")], {"hand": [{"card": src["number"], "id": "me"}], "gzone": ["U"],
                                      "discard": ["U"] * 3, "home": ["U"] * 5},
                   {"discard": ["U"] * 3, "home": ["U"] * 5}, point="attack", g_played=True)
        do(sc, "play:$me", player=0)
        resolve_cut(sc)
        assert len(sc.state.place(0, st.HOME)) == 5 + mine and len(sc.state.place(1, st.HOME)) == 5 + theirs
        assert check_card(src).status == "behaved"


def test_p65_r84_x_targets_without_a_value_x_chosen_on_play_up_to_the_cards_there() -> None:
    """「戦闘エリアにいる自軍ユニットX枚を破壊する。その場合、敵軍本国にXダメージを与える。」 with no value, cost or cap
    for X (P65, R-84): the player chooses X on play, 1 up to the cards that can be targeted (P55, P56), then
    X targets; the home takes X. A triggered text has no play to choose X in: it stays blocked."""
    text = "（戦闘フェイズ）：戦闘エリアにいる自軍ユニットX枚を破壊する。その場合、敵軍本国にXダメージを与える。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert round_trip("『起動』：このカードが場に出た場合、自軍ユニットX枚を破壊する。")[2] == "X without its value"
    src = _card(text, type_="command")
    sc = board([src, unit("U")], {"hand": [{"card": "SRC", "id": "me"}], "gzone": ["U"],
                                  "battle": {"space": [{"card": "U", "id": "a"}, {"card": "U", "id": "b"}]},
                                  "deploy": [{"card": "U", "id": "c"}]},
               {"home": ["U"] * 10}, point="attack_free2", g_played=True)
    do(sc, "play:$me", player=0)
    assert sorted(t for t in tokens(sc) if t.startswith("x:")) == ["x:1", "x:2"]  # two own units in battle
    do(sc, "x:2", player=0)
    for _ in range(10):
        toks = tokens(sc)
        pick = next((t for t in toks if t in (f"t:{sc.iid('a')}", f"t:{sc.iid('b')}")), None)
        if pick is None:
            break
        do(sc, pick, player=0)
    while "pay:auto" in tokens(sc):
        do(sc, "pay:auto", player=0)
    resolve_cut(sc)
    assert sc.state.destroyed[sc.iid("a")] and sc.state.destroyed[sc.iid("b")]  # both targets (X = 2)
    assert not sc.state.destroyed[sc.iid("c")]
    assert len(sc.state.place(1, st.HOME)) == 8
    assert check_card(src).status == "behaved"


@pytest.mark.parametrize("coins,playable", [({}, False), ({"試験": 2}, True), ({"試験": 1}, False)])
def test_p55_p67_r85_a_total_cost_lowered_by_the_coins_the_player_manages(coins: dict[str, int],
                                                                           playable: bool) -> None:
    """「このカードは、自軍手札または自軍ハンガーにある場合、合計国力-Xを得る。Xの値は、自軍コインの個数とする。」
    (P55, P67, R-85): a total cost of 4 with two coins kept by the player is 2, so two Gs play it; coins put on
    cards are not the player's."""
    text = "『恒常』：このカードは、自軍手札または自軍ハンガーにある場合、合計国力-Xを得る。Xの値は、自軍コインの個数とする。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    dear = unit("DEAR", (3, 3, 3), total=4, roll=1, abilities=[{**compiled.ability, "text": {"ja": text, "en": text}}])
    sc = board([dear, unit("U")], {"hand": [{"card": "DEAR", "id": "dear"}], "gzone": ["U", "U"], "coins": coins,
                                   "deploy": [{"card": "U", "coins": {"+1/+1/+1": 3}}]}, {}, point="deploy",
               g_played=True)
    assert (f"play:{sc.iid('dear')}" in tokens(sc)) is playable


def test_p32_p68_an_enemy_unit_sortied_is_heard_once() -> None:
    """「敵軍ユニットが出撃した場合、…」 (P32, P68): the attacking player's units sortie; the defending player's card
    hears it once however many sortied, and its own side's sortie is not heard."""
    text = "『起動』：敵軍ユニットが出撃した場合、このカードの上に+1/+1/+1コイン1個を乗せる。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] == "enemy_unit_sorties"
    src = _card(text)
    sc = board([src, unit("A", (3, 1, 3))],
               {"deploy": [{"card": "A", "id": "a"}, {"card": "A", "id": "b"}, {"card": "SRC", "id": "mine"}]},
               {"deploy": [{"card": "SRC", "id": "theirs"}]}, point="attack_rule")
    do(sc, "sortie:s:$a", "sortie:s:$b", "sortie:done", player=0)
    resolve_cut(sc)
    assert sum(dict(sc.state.coins.get(sc.iid("theirs"), {})).values()) == 1
    assert not sc.state.coins.get(sc.iid("mine"))


def test_a_rerolled_card_qualifier_counts_only_cards_not_rolled() -> None:
    """「リロール状態の自軍Gの枚数+1」: the rerolled own Gs only (selector rolled: false), plus one."""
    from engine.games.nexa.targets import value

    text = "（戦闘フェイズ）：自軍ユニット1枚は、ターン終了時まで+X/+0/+0を得る。Xの値は、リロール状態の自軍Gの枚数+1とする。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    v = compiled.ability["effect"][0]["stats"][0]
    assert v == {"sum": [{"count": {"rolled": False, "side": "own", "type": "g"}}, 1]}
    sc = board([_card(text), unit("U")], {"deploy": [{"card": "SRC", "id": "me"}],
                                          "gzone": ["U", "U", {"card": "U", "rolled": True}]},
               {"gzone": ["U", "U"]})
    assert value(sc.state, v, sc.iid("me"), 0) == 2 + 1


def test_p72_the_damage_a_target_has_taken_is_the_value() -> None:
    """「自軍ユニット1枚を指定する。その場合、…敵軍ユニット1枚にXダメージを与える。Xの値は、対象が受けているダメージの値
    とする。」: X is the damage on the designated unit as the step resolves (P72)."""
    text = ("（戦闘フェイズ）：自軍ユニット1枚を指定する。その場合、敵軍ユニット1枚にXダメージを与える。"
            "Xの値は、対象が受けているダメージの値とする。")
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text, type_="command")
    sc = board([src, unit("U", (2, 2, 5))], {"hand": [{"card": "SRC", "id": "me"}], "gzone": ["U"],
                                             "deploy": [{"card": "U", "id": "hurt", "damage": 2}]},
               {"deploy": [{"card": "U", "id": "foe"}]}, point="attack", g_played=True)
    do(sc, "play:$me", player=0)
    for _ in range(10):
        toks = tokens(sc)
        pick = next((t for t in toks if t in (f"t:{sc.iid('hurt')}", f"t:{sc.iid('foe')}")), None)
        if pick is None:
            break
        do(sc, pick, player=0)
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("foe")] == 2
    assert check_card(src).status == "behaved"


def test_p65_x_plus_x_damage_is_twice_the_x_paid() -> None:
    """「〔X〕：戦闘エリアにいる敵軍ユニット1枚にX+Xダメージを与える。Xの上限は3とする。注：X=3の時6ダメージになる」
    (P65): X paid with the cost, the damage twice X; the note is said again from the steps (a wrong one is not)."""
    text = "（防御ステップ）〔X〕：戦闘エリアにいる敵軍ユニット1枚にX+Xダメージを与える。Xの上限は3とする。注：X=3の時6ダメージになる"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert not round_trip(text.replace("6ダメージ", "5ダメージ"))[1]
    assert round_trip("（ダメージ判定ステップ）：敵軍ユニット1枚にX+Xダメージを与える。")[2] == "X without its value"
    src = _card(text)
    sc = board([src, unit("E", (1, 1, 9))], {"battle": {"space": [{"card": "SRC", "id": "me"}]}, "gzone": ["E"] * 3},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="defence_free1", g_played=True)
    do(sc, "act:$me:0", player=0)
    assert sorted(t for t in tokens(sc) if t.startswith("x:")) == ["x:1", "x:2", "x:3"]
    do(sc, "x:2", player=0)
    for _ in range(10):
        toks = tokens(sc)
        if f"t:{sc.iid('e')}" in toks:
            do(sc, f"t:{sc.iid('e')}", player=0)
        elif "pay:auto" in toks:
            do(sc, "pay:auto", player=0)
        else:
            break
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("e")] == 4
    assert check_card(src).status == "behaved"
