"""Issue 14, family V of the card-text compiler: coins and values.

Every text here is original, written in the controlled style of card lists (never official text).
Each wording compiles, prints back the same (docs/effect-language.md, family V) and plays.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.behave import check_card
from engine.games.nexa.importer import import_records
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, do, pass_all, resolve_cut, tokens, unit


def _card(text: str, number: str = "SRC", type_: str = "unit", **extra: Any) -> dict[str, Any]:
    """An original card carrying one compiled text (a command's text is its play)."""
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    if type_ == "command":
        return {"number": number, "name": {"ja": number, "en": number}, "type": "command", "colours": ["blue"],
                "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
                "abilities": [{**ab, "kind": "play"}]}
    return unit(number, (2, 2, 3), abilities=[ab], **extra)


@pytest.mark.parametrize("text", [
    "（ダメージ判定ステップ）〔X〕：交戦中の敵軍ユニット1枚にXダメージを与える。",
    "（戦闘フェイズ）〔1+黒X〕：このカードは、ターン終了時まで+X/+X/+0を得る。Xの上限は2とする。",
    "（自軍攻撃ステップ）〔青X〕：自軍ユニットX枚は、ターン終了時まで「強襲」を得る。",
    "（防御ステップ）〔R+X〕：敵軍ユニット1枚は、ターン終了時まで-X/+0/-Xを得る。",
    "（常時）〔X〕毎：自軍本国をX回復する。Xの上限は3とする。",
    "（戦闘フェイズ）〔1〕：敵軍ユニット1枚は、ターン終了時まで-X/-X/-Xを得る。その場合、このカードは、ターン終了時まで+X/+0/+0を得る。Xの値は、対象1の合計国力の値とする。",
    "『起動』：このカードが場に出た場合、このカードの上にー1/ー1/ー1コイン2個を乗せる。",
    "（常時）：5以上の合計国力を持つ敵軍ユニット1枚を持ち主の本国の下に移す。",
    "（常時）〔X〕：X以上の合計国力を持つ敵軍ユニット1枚をロールする。",
    "（戦闘フェイズ）〔1〕：このカードの上にコインが3個以上ある場合、このカードと交戦中の敵軍ユニット1枚を破壊する。",
    "（防御ステップ）〔黒2〕毎：ユニットの上にあるコイン2個を取り除く。その場合、敵軍ユニット1枚を破壊する。",
    "（戦闘フェイズ）〔茶1〕毎：自軍手札X枚を選んで廃棄する。その場合、敵軍ユニット1枚の上に-1/-1/-1コインX個を乗せる。Xの上限は2とする。",
    "（ダメージ判定ステップ）〔3〕：このカードと交戦中のX以下の合計国力を持つ敵軍ユニット1枚を破壊する。Xの値は、G以外の自軍カードの枚数+1と同じとする。",
    "（自軍戦闘フェイズ）〔2〕：自軍ユニット1枚をロールする。その場合、このカードと交戦中のX以下の合計国力を持つ敵軍ユニット1枚を破壊する。Xの値は、対象1の合計国力と同じとする。",
    "『起動』：このカードが場に出た場合、このカードの上に+1/+0/+0コイン1個を上に乗せる。",
])
def test_family_v_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


def _record(number: str, kind: str, total: str, text: str) -> dict[str, Any]:
    """A scrape-format record of an original card (docs/card-import.md)."""
    return {"id": number, "imgID": number, "title": f"試験{number}", "categoryStr": kind, "totalCostLengthStr": total,
            "colorCost": "1", "gsignProperty": "0079", "bp1": "2", "bp2": "1", "bp3": "3", "area": "宇",
            "characteristic": "MS", "textstr": text, "rarity": "C", "color": "赤"}


def test_p55_x_without_a_value_is_the_x_of_a_commands_cost_and_of_nothing_else() -> None:
    """「…-Xする」 with no 「Xの値は…」: on a command of total cost X it is the X paid (P55); on a unit,
    whose text has no X of its own, the text stays blocked."""
    text = "（ダメージ判定ステップ）：敵軍部隊1つの部隊戦闘力を部隊解散まで-Xする。その場合、敵軍本国にXダメージを与える。"
    compiled, exact, _ = round_trip(text, x_of_card=True)
    assert compiled is not None and exact
    assert round_trip(text)[2] == "X without its value"  # not guessed for a text of no known card
    command, unit_ = import_records({"data": [_record("C-1", "COMMAND", "X", text), _record("U-1", "UNIT", "3", text)]})
    assert command.status == "full" and command.card is not None
    assert command.card["abilities"][0]["effect"][0] == {"do": "squad_power", "target": "t1", "amount": {"neg": "X"}}
    assert unit_.status == "failed" and unit_.blockers == ["X without its value"]
    assert round_trip("『起動』：このカードが場に出た場合、自軍本国をX回復する。")[2] == "X without its value"
    # played with X = 2: the enemy squad loses 2 and the enemy home takes 2 (P35, P55)
    from engine.games.nexa.battle import squad_power
    from engine.games.nexa.stats import squad_index

    sc = board([command.card, unit("U", (3, 2, 3)), unit("R", colour="red")],
               {"hand": [{"card": "C-1", "id": "src"}], "gzone": ["R", "R", "R"],
                "battle": {"space": [{"card": "U", "id": "mine"}]}},
               {"battle": {"space": [{"card": "U", "id": "front"}]}, "home": ["U"] * 5},
               point="damage", g_played=True)
    q = squad_index(sc.state, sc.iid("front"))
    do(sc, "play:$src", player=0)
    do(sc, "x:2", player=0)
    resolve_cut(sc)
    assert squad_power(sc.state, q) == 3 - 2
    assert len(sc.state.place(1, st.HOME)) == 3
    assert check_card(command.card).status == "behaved"


def test_p67_coins_x_put_as_many_coins_as_the_value_of_x() -> None:
    text = "（戦闘フェイズ）：戦闘エリアにいる敵軍ユニット1枚の上に-1/-1/-1コインX個を乗せる。Xの値は、自軍ユニットの枚数とする。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["count"] == {"count": {"side": "own", "type": "unit"}}
    src = _card(text, type_="command")
    sc = board([src, unit("U", (3, 3, 4))],
               {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["U", "U"], "deploy": ["U", "U"]},
               {"battle": {"space": [{"card": "U", "id": "e"}]}}, point="attack", g_played=True)
    do(sc, "play:$src", player=0)
    resolve_cut(sc)
    from engine.games.nexa.stats import stats

    assert dict(sc.state.coins[sc.iid("e")]) == {"-1/-1/-1": 2} and stats(sc.state, sc.iid("e")) == (1, 1, 2)
    assert check_card(src).status == "behaved"


def test_p55_a_cost_with_x_asks_x_first_pays_it_and_the_steps_read_it() -> None:
    """〔1+X〕 (P44, P55): X is chosen before targets, at most what the Gs can pay, and the damage is X."""
    text = "（ダメージ判定ステップ）〔1+X〕：交戦中の敵軍ユニット1枚にXダメージを与える。Xの上限は3とする。"
    ab = compile_text(text).ability
    assert ab["cost"] == {"pay": {"any": 1}, "pay_x": "any"} and ab["x_max"] == 3
    src = _card(text)
    sc = board([src, unit("E", (1, 1, 6))],
               {"battle": {"space": [{"card": "SRC", "id": "me"}]},
                "gzone": [{"card": "E", "id": f"g{i}"} for i in range(3)]},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="damage", g_played=True)
    do(sc, "act:$me:0", player=0)
    # three Gs: one for the 1, so X is 1 or 2 (the cap of 3 is not payable)
    assert sorted(t for t in tokens(sc) if t.startswith("x:")) == ["x:1", "x:2"]
    do(sc, "x:2", player=0)  # the one target and the payment need no question: the text goes to the cut
    resolve_cut(sc)
    assert all(sc.state.rolled[sc.iid(f"g{i}")] for i in range(3))  # 1 + X = 3 Gs rolled
    assert sc.state.damage[sc.iid("e")] == 2


def test_a_cost_with_x_is_not_offered_when_not_even_x_1_can_be_paid() -> None:
    text = "（ダメージ判定ステップ）〔1+X〕：交戦中の敵軍ユニット1枚にXダメージを与える。"
    src = _card(text)
    sc = board([src, unit("E", (1, 1, 6))],
               {"battle": {"space": [{"card": "SRC", "id": "me"}]}, "gzone": [{"card": "E", "id": "g0"}]},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="damage", g_played=True)
    assert not any(t.startswith(f"act:{sc.iid('me')}:") for t in tokens(sc))


def test_behaviour_check_plays_a_cost_with_x() -> None:
    src = _card("（ダメージ判定ステップ）〔X〕：交戦中の敵軍ユニット1枚にXダメージを与える。")
    assert check_card(src).status == "behaved"


def test_p65_x_with_a_cap_and_no_value_is_chosen_on_play() -> None:
    """「Xの上限はNとする」 without 〔X〕: the player chooses X from 1 to N when playing the text."""
    text = "（戦闘フェイズ）〔1〕：このカードは、ターン終了時まで+X/+0/-Xを得る。Xの上限は2とする。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    ab = compiled.ability
    assert ab["x_max"] == 2 and ab["effect"][0]["stats"] == ["X", 0, {"neg": "X"}]
    src = _card(text)
    sc = board([src, unit("E")], {"battle": {"space": [{"card": "SRC", "id": "me"}]},
                                  "gzone": [{"card": "E", "id": "g0"}]},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="attack", g_played=True)
    do(sc, "act:$me:0", player=0)
    assert sorted(t for t in tokens(sc) if t.startswith("x:")) == ["x:1", "x:2"]
    do(sc, "x:2", player=0)
    resolve_cut(sc)
    from engine.games.nexa.stats import stats

    assert stats(sc.state, sc.iid("me")) == (4, 2, 1)
    # a triggered text has no play to choose X in: X without its value stays unsupported there
    assert round_trip("『起動』：このカードが場に出た場合、自軍本国をX回復する。Xの上限は2とする。")[2] == "X without its value"


@pytest.mark.parametrize("text", [
    # P61: the top or bottom is asked first, then the order: the two answers of one step do not mix
    "『起動』：このカードが場に出た場合、自軍捨て山の上のカード1～2枚を見て、任意の順番で自軍本国の上か下に移す。",
    # P67: the coin taken off and the coins put on are of other kinds: the check counts the kind taken
    "（戦闘フェイズ）：自軍ユニット1枚の上にあるコイン1個を取り除く。その場合、対象の上に+1/+1/+1コイン2個を乗せる。",
])
def test_texts_that_ask_two_things_or_swap_coins_behave(text: str) -> None:
    kind = "command" if text.startswith("（") else "unit"
    assert check_card(_card(text, type_=kind)).status == "behaved"


def test_p56_a_total_cost_of_at_least_x_plus_1_reads_the_value_of_x() -> None:
    """「X+1以上の合計国力を持つ」 with 「Xの値は、敵軍Gの枚数とする」: two enemy Gs, so 3 or more."""
    text = "（常時）：X+1以上の合計国力を持つ敵軍ユニット1枚を破壊する。Xの値は、敵軍Gの枚数とする。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    t1 = compiled.ability["targets"]["t1"]
    assert t1["min_total_cost"] == {"sum": [{"count": {"side": "enemy", "type": "g"}}, 1]}
    from engine.games.nexa.targets import candidates

    src = _card(text, type_="command")
    sc = board([src, unit("CHEAP", total=2), unit("DEAR", total=3)],
               {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["CHEAP", "CHEAP"]},
               {"gzone": ["CHEAP", "CHEAP"], "deploy": [{"card": "CHEAP", "id": "cheap"}, {"card": "DEAR", "id": "dear"}]},
               point="attack", g_played=True)
    assert candidates(sc.state, t1, 0, sc.iid("src")) == [sc.iid("dear")]
    do(sc, "play:$src", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("dear")] != sc.state.zone[sc.iid("cheap")]
    assert check_card(src).status != "failed"  # the generated board's enemy units may all cost less


@pytest.mark.parametrize(("g", "gain"), [("unit", None), ("graphic", 3)])
def test_p29_a_targets_printed_roll_cost_or_a_graphics_gain_level_is_the_value(g: str, gain: int | None) -> None:
    """「Xの値は、対象の本来のロールコストまたはゲインレベルの値とする」: a G that is a unit gives its roll cost
    (2), a graphic its gain level (P29)."""
    text = ("（戦闘フェイズ）〔1〕：敵軍G1枚をリロールする。その場合、このカードは、ターン終了時まで+X/+0/+0を得る。"
            "Xの値は、対象の本来のロールコストまたはゲインレベルの値とする。")
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text)
    if g == "unit":
        their_g = unit("THEIRS", roll=2)
    else:
        their_g = {"number": "THEIRS", "name": {"ja": "試験グラフィック", "en": "Test graphic"}, "type": "graphic",
                   "colours": ["blue"], "gsign": {"colour": "blue", "series": "0079"}, "guard_level": 1,
                   "gain_level": gain}
    sc = board([src, unit("U"), their_g],
               {"battle": {"space": [{"card": "SRC", "id": "me"}]}, "gzone": [{"card": "U", "id": "g0"}]},
               {"gzone": [{"card": "THEIRS", "id": "theirs", "rolled": True}]}, point="attack", g_played=True)
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    from engine.games.nexa.stats import stats

    assert not sc.state.rolled[sc.iid("theirs")]
    assert stats(sc.state, sc.iid("me")) == (2 + (2 if g == "unit" else 3), 2, 3)
    assert check_card(src).status == "behaved"  # the generated board has a rolled enemy G to reroll


def test_p67_coins_on_this_card_as_a_condition_and_coins_taken_off_any_matching_card() -> None:
    """「このカードの上にコインが乗っていない場合」 holds only while no coin is on the card; 「戦闘エリアにいる
    自軍ユニットの上にある…」 takes coins off such a unit, picked on resolution (P67)."""
    text = "（常時）〔1〕：このカードの上にコインが乗っていない場合、カード1枚を引く。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text)
    for coins, offered in (({}, True), ({"coin": 1}, False)):
        sc = board([src, unit("U")], {"deploy": [{"card": "SRC", "id": "me", "coins": coins}],
                                      "gzone": [{"card": "U", "id": "g0"}]}, {}, point="attack", g_played=True)
        assert (f"act:{sc.iid('me')}:0" in tokens(sc)) is offered
    take = "（自軍戦闘フェイズ）〔1〕：戦闘エリアにいる自軍ユニットの上にあるコイン1個を取り除く。その場合、カード1枚を引く。"
    compiled, exact, blocker = round_trip(take)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0] == {"do": "take_coins", "from": {"zone": "battle", "side": "own", "type": "unit"},
                                             "count": 1}
    src = _card(take)
    sc = board([src, unit("U")], {"deploy": [{"card": "SRC", "id": "me"}, {"card": "U", "id": "idle", "coins": {"coin": 1}}],
                                  "battle": {"space": [{"card": "U", "id": "out", "coins": {"coin": 2}}]},
                                  "gzone": [{"card": "U", "id": "g0"}]}, {}, point="attack", g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    assert dict(sc.state.coins[sc.iid("out")]) == {"coin": 1} and dict(sc.state.coins[sc.iid("idle")]) == {"coin": 1}
    assert len(sc.state.place(0, st.HAND)) == hand + 1


def test_p52_r71_the_player_chooses_one_sign_for_a_plus_or_minus_change() -> None:
    """「±2/±2/±2を得る」 and 「+2または-2する」 (P52 ±X/±Y/±Z; ruling R-71): the controller picks plus or
    minus when the effect resolves, one sign for the whole change."""
    text = "（戦闘フェイズ）〔1〕：ユニット1枚は、ターン終了時まで±2/±1/±2を得る。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0] == {"do": "modify_pm", "target": "t1", "stats": [2, 1, 2], "until": "turn_end"}
    from engine.games.nexa.stats import stats

    src = _card(text)
    for pick, want in (("opt:0", (4, 3, 5)), ("opt:1", (0, 1, 1))):
        sc = board([src, unit("E", (2, 2, 3))], {"battle": {"space": [{"card": "SRC", "id": "me"}]},
                                                 "gzone": [{"card": "E", "id": "g0"}]},
                   {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="attack", g_played=True)
        do(sc, "act:$me:0", player=0)
        if f"t:{sc.iid('e')}" in tokens(sc):
            do(sc, f"t:{sc.iid('e')}", player=0)
        pass_all(sc)  # both pass: the sign is asked on resolution
        assert sorted(t for t in tokens(sc) if t.startswith("opt:")) == ["opt:0", "opt:1"]
        do(sc, pick, player=0)
        resolve_cut(sc)
        assert stats(sc.state, sc.iid("e")) == want
    assert check_card(src).status == "behaved"
    squad = "（ダメージ判定ステップ）〔2〕毎：部隊1つの部隊戦闘力を部隊解散まで+2または-2する。"
    compiled, exact, blocker = round_trip(squad)
    assert compiled is not None and exact, blocker
    assert check_card(_card(squad)).status == "behaved"


def test_p66_this_set_group_after_this_card_discarded_itself_is_the_group_it_was_in() -> None:
    """「このカードを廃棄する。その場合、このセットグループのユニットは…」: the unit the operation was set on
    (P66) still gets the protection once the operation left it."""
    text = ("（常時）〔1〕：このカードを廃棄する。その場合、このセットグループのユニットは、カット終了時まで、"
            "敵軍効果の対象にならない。")
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    op = {"number": "OP", "name": {"ja": "OP", "en": "OP"}, "type": "operation", "colours": ["blue"],
          "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
          "set_on": "unit", "abilities": [ab]}
    assert check_card(op).status == "behaved"


def test_p67_r71_coins_of_a_sign_the_player_chooses() -> None:
    """「+1/+1/+1コイン1個または-1/-1/-1コイン1個を乗せる」: one coin, plus or minus as the player picks."""
    text = "（戦闘フェイズ）〔1〕：ユニット1枚の上に+1/+1/+1コイン1個または-1/-1/-1コイン1個を乗せる。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text)
    sc = board([src, unit("E", (2, 2, 3))], {"battle": {"space": [{"card": "SRC", "id": "me"}]},
                                             "gzone": [{"card": "E", "id": "g0"}]},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="attack", g_played=True)
    do(sc, "act:$me:0", player=0)
    if f"t:{sc.iid('e')}" in tokens(sc):
        do(sc, f"t:{sc.iid('e')}", player=0)
    pass_all(sc)
    do(sc, "opt:1", player=0)
    resolve_cut(sc)
    assert dict(sc.state.coins[sc.iid("e")]) == {"-1/-1/-1": 1}
    assert check_card(src).status == "behaved"


def test_p65_x_paid_while_resolving_is_the_x_of_the_steps_after_it() -> None:
    """「Xを支払う事ができる。その場合、…コインX個…。Xの上限は2とする。」: X is chosen (up to the cap and what
    the Gs can pay), paid by rolling Gs (R-32), and the coins are X."""
    text = ("『起動』：このカードが場に出た場合、Xを支払う事ができる。その場合、敵軍ユニット1枚の上に-1/-1/-1コインX個を"
            "乗せる。Xの上限は2とする。")
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0] == {"do": "optional", "steps": [{"do": "pay_x", "colour": "any", "max": 2}]}
    src = _card(text)
    sc = board([src, unit("E", (3, 3, 4))],
               {"hand": [{"card": "SRC", "id": "me"}], "gzone": [{"card": "E", "id": f"g{i}"} for i in range(4)]},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="deploy", g_played=True)
    do(sc, "play:$me", player=0)
    for _ in range(12):  # the play resolves, its trigger is put in the cut and resolves: answer what is asked
        toks = tokens(sc)
        if "yes" in toks:
            do(sc, "yes", player=0)
        elif "opt:1" in toks:
            do(sc, "opt:1", player=0)  # X = 2
        elif any(t.startswith("t:") for t in toks):
            do(sc, next(t for t in toks if t.startswith("t:")), player=0)
        elif any(t.startswith("pay:") for t in toks):
            do(sc, "pay:auto", player=0)
        elif sc.state.cut or sc.state.cut_resolving:
            pass_all(sc)
        else:
            break
    assert dict(sc.state.coins[sc.iid("e")]) == {"-1/-1/-1": 2}
    assert sum(sc.state.rolled[sc.iid(f"g{i}")] for i in range(4)) == 1 + 2  # the unit's cost, then X
    assert check_card(src).status == "behaved"
    # targets counted by that X would be chosen before X is paid (P56): not compiled
    assert round_trip("『起動』：このカードが場に出た場合、Xを支払う事ができる。その場合、敵軍ユニットX枚に2ダメージを与える。"
                      )[2] == "X targets of an X paid while resolving"


def test_p67_a_card_with_a_coin_on_it_is_the_only_one_chosen() -> None:
    """「コインが上にある自軍ユニット」 / 「-1/-1/-1コインが上にある敵軍ユニット」 (P67)."""
    text = "（戦闘フェイズ）〔1〕毎：コインが上にある自軍ユニット1枚をリロールする。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    t1 = compiled.ability["targets"]["t1"]
    assert t1 == {"has_coin": "any", "side": "own", "type": "unit", "count": 1}
    minus = compile_text("（戦闘フェイズ）：-1/-1/-1コインが上にある敵軍ユニット1枚を破壊する。").ability["targets"]["t1"]
    from engine.games.nexa.targets import candidates

    src = _card(text)
    sc = board([src, unit("U")], {"deploy": [{"card": "SRC", "id": "me"}, {"card": "U", "id": "bare", "rolled": True},
                                             {"card": "U", "id": "coined", "rolled": True, "coins": {"coin": 1}}],
                                  "gzone": [{"card": "U", "id": "g0"}]},
               {"deploy": [{"card": "U", "id": "plus", "coins": {"+1/+1/+1": 1}},
                           {"card": "U", "id": "minus", "coins": {"-1/-1/-1": 1}}]}, point="attack", g_played=True)
    assert candidates(sc.state, t1, 0, sc.iid("me")) == [sc.iid("coined")]
    assert candidates(sc.state, minus, 0, sc.iid("me")) == [sc.iid("minus")]
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    assert not sc.state.rolled[sc.iid("coined")] and sc.state.rolled[sc.iid("bare")]
    assert check_card(src).status == "behaved"


def test_p59_a_play_negated_up_to_a_total_cost_of_x_reads_the_value_of_x() -> None:
    """「X以下の合計国力を持つ敵軍カード1枚のプレイを無効にし、…Xの値は、自軍ユニットの枚数とする。」"""
    text = ("（戦闘フェイズ）：X以下の合計国力を持つ敵軍カード1枚のプレイを無効にし、そのカードを廃棄する。"
            "Xの値は、自軍ユニットの枚数とする。")
    (item,) = import_records({"data": [_record("N-1", "COMMAND", "2", text)]})
    assert item.status == "full" and item.card is not None
    assert item.card["abilities"][0]["effect"][0]["play"]["max_total_cost"] == {"count": {"side": "own", "type": "unit"}}
    assert check_card(item.card).status == "behaved"  # an enemy command of total cost 1 waits in the cut
    from engine.games.nexa.playneg import fits
    from engine.games.nexa.state import CutEntry, Resolving

    sc = board([item.card, unit("U"), unit("DEAR", total=3)],
               {"deploy": ["U", "U"]}, {"hand": [{"card": "DEAR", "id": "dear"}, {"card": "U", "id": "cheap"}]})
    me = CutEntry(uid=1, kind="card", seat=0, source=sc.iid("dear"), ability=0)
    ctx = Resolving(me, [], {}, [])
    play = item.card["abilities"][0]["effect"][0]["play"]
    assert fits(sc.state, play, CutEntry(uid=2, kind="card", seat=1, source=sc.iid("cheap"), ability=-1), 0, ctx)
    assert not fits(sc.state, play, CutEntry(uid=3, kind="card", seat=1, source=sc.iid("dear"), ability=-1), 0, ctx)


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_p65_r32_the_enemy_may_pay_and_then_the_enemy_draws(answer: str) -> None:
    """「敵軍は1を支払う事ができる。その場合、敵軍はカード1枚を引く。」: the enemy player is asked, rolls a G of
    theirs for it (R-32) and draws; declined, nothing of the rest applies (R-30)."""
    text = "『起動』：このカードが場に出た場合、敵軍は1を支払う事ができる。その場合、敵軍はカード1枚を引く。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    src = _card(text)
    sc = board([src, unit("U")], {"hand": [{"card": "SRC", "id": "me"}], "gzone": [{"card": "U", "id": "g0"}]},
               {"gzone": [{"card": "U", "id": "eg"}], "hand": ["U"]}, point="deploy", g_played=True)
    do(sc, "play:$me", player=0)
    for _ in range(12):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or "yes" in d.tokens():
            break
        sc.game.apply(sc.state, d.player, "pay:auto" if "pay:auto" in d.tokens() else "pass")
    d = sc.game.decision(sc.state, labels=False)
    assert d is not None and d.player == 1 and "yes" in d.tokens()  # the enemy answers
    do(sc, answer, player=1)
    resolve_cut(sc)
    assert sc.state.rolled[sc.iid("eg")] is (answer == "yes")
    assert len(sc.state.place(1, st.HAND)) == (2 if answer == "yes" else 1)
    assert check_card(src).status == "behaved"


def test_the_enemy_draws_then_a_card_is_picked_from_their_hand_and_the_check_counts_both() -> None:
    text = "（攻撃ステップ）：敵軍は、カード1枚を引く。その後、敵軍手札を全て見て、その中にあるカード1枚を選んで廃棄する。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert check_card(_card(text, type_="command")).status == "behaved"


def test_p55_x_hand_cards_discarded_then_x_coins() -> None:
    """「自軍手札X枚を選んで廃棄する。その場合、…コインX個…。Xの上限は2とする。」: X chosen on play (1 or 2)."""
    text = ("（戦闘フェイズ）〔1〕：自軍手札X枚を選んで廃棄する。その場合、敵軍ユニット1枚の上に-1/-1/-1コインX個を乗せる。"
            "Xの上限は2とする。")
    src = _card(text)
    sc = board([src, unit("E", (3, 3, 4))], {"battle": {"space": [{"card": "SRC", "id": "me"}]}, "hand": ["E", "E", "E"],
                                             "gzone": [{"card": "E", "id": "g0"}]},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="attack", g_played=True)
    do(sc, "act:$me:0", player=0)
    do(sc, "x:2", player=0)
    resolve_cut(sc)
    while any(t.startswith("pick:") for t in tokens(sc)):  # the hand cards to discard, chosen on resolution
        do(sc, next(t for t in tokens(sc) if t.startswith("pick:")), player=0)
        resolve_cut(sc)
    assert len(sc.state.place(0, st.HAND)) == 1
    assert dict(sc.state.coins[sc.iid("e")]) == {"-1/-1/-1": 2}
    assert check_card(src).status == "behaved"


def test_p70_units_in_this_cards_squad_are_the_only_ones_chosen_and_counted() -> None:
    """「このカードの部隊にいる…」: a unit of this card's squad (P70), as a target and in a count."""
    text = "（戦闘フェイズ）〔R〕：このカードの部隊にいる自軍ユニット1枚は、ターン終了時まで+0/+0/+2を得る。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    t1 = compiled.ability["targets"]["t1"]
    assert t1 == {"same_squad": True, "side": "own", "type": "unit", "count": 1}
    count = ("（ダメージ判定ステップ）：このカードと交戦中の敵軍ユニット1枚にXダメージを与える。Xの値は、このカードの部隊にいる"
             "「特徴：試作機」を持つ自軍ユニットの枚数とする。")
    compiled, exact, blocker = round_trip(count)
    assert compiled is not None and exact, blocker
    from engine.games.nexa.targets import candidates, value

    src = _card(text)
    proto = unit("PROTO", traits=["試作機"])
    sc = board([src, proto], {"battle": {"space": [{"card": "SRC", "id": "me"}, {"card": "PROTO", "id": "mate"}],
                                         "earth": [{"card": "PROTO", "id": "away"}]},
                              "deploy": [{"card": "PROTO", "id": "home"}]}, {}, point="attack", g_played=True)
    assert sorted(candidates(sc.state, t1, 0, sc.iid("me"))) == sorted([sc.iid("me"), sc.iid("mate")])
    amount = compiled.ability["effect"][0]["amount"]
    assert value(sc.state, amount, sc.iid("me"), 0) == 1  # the other 試作機 units are in another area or deployed
    assert check_card(src).status == "behaved"
