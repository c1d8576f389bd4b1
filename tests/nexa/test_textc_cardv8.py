"""Issue 14, family V8: values, coins and costs, round 8. Each construct is compiled, printed back to the same text
and played in the engine. Every text here is original, written in the controlled style of card lists (never
official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa.behave import check_card
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import ability_of, board, do, resolve_cut, tokens, unit

_ab = ability_of  # a text compiled into the ability a card file holds


def _card(text: str, number: str = "SRC", type_: str = "unit", **extra: Any) -> dict[str, Any]:
    """An original card carrying one compiled text (a command's text is its play)."""
    if type_ == "command":
        return {"number": number, "name": {"ja": number, "en": number}, "type": "command", "colours": ["blue"],
                "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
                "abilities": [{**_ab(text), "kind": "play"}]}
    return unit(number, (2, 2, 3), abilities=[_ab(text)], **extra)


def _answer(sc: Any, picks: list[str], rounds: int = 6) -> None:
    """Resolve the cut, answering option questions with `picks` in order (else the first option), yes to a may."""
    todo = list(picks)
    s = sc.state
    for _ in range(rounds):
        resolve_cut(sc)
        d = sc.game.decision(s, labels=False)
        if d is not None and d.kind == "option":
            sc.game.apply(s, d.player, todo.pop(0) if todo else "opt:0")
        elif d is not None and d.kind == "yesno":
            sc.game.apply(s, d.player, "yes")


# ---- 「…表にする。その場合、…部隊1つの部隊戦闘力を、部隊解散まで±Xする。Xの値は、表にしたカードの、ロールコスト、
# またはゲインレベルの値とする。」 (R-430) -------------------------------------------------------------------------------

_SHOWN_PM_SAME = ("（ダメージ判定ステップ）〔１〕：自軍本国の上のカード１枚を表にする。その場合、このカードと同じ戦闘エリアにいる"
                  "部隊１つの部隊戦闘力を、部隊解散まで±Xする。Xの値は、表にしたカードの、ロールコスト、またはゲインレベルの値と"
                  "同じとする。")
_SHOWN_PM = ("（ダメージ判定ステップ）：自軍本国の上のカード１枚を表にする。その場合、部隊１つの部隊戦闘力を、部隊解散まで±Xする。"
             "Xの値は、表にしたカードの、ロールコスト、またはゲインレベルの値とする。")


@pytest.mark.parametrize("text", [_SHOWN_PM_SAME, _SHOWN_PM])
def test_a_squad_plus_or_minus_the_shown_cards_value_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p35_r430_the_shown_cards_roll_cost_is_the_change_the_player_signs() -> None:
    """P35, R-71, R-430: the top card of the home is shown; the squad's power changes by its printed roll cost (3), the
    player of the effect choosing minus."""
    src = _card(_SHOWN_PM, type_="command")
    top = unit("TOP", roll=3, total=4)
    sc = board([src, unit("U"), top], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["U"],
                                       "home": ["TOP"] + ["U"] * 5,
                                       "battle": {"space": [{"card": "U", "id": "mine"}]}},
               {"battle": {"space": [{"card": "U", "id": "foe"}]}}, point="damage", g_played=True)
    s = sc.state
    before = list(s.squad_mods)
    do(sc, "play:$src", player=0)
    if sc.token("t:$foe") in sc.game.legal_tokens(s):
        do(sc, "t:$foe", player=0)
    _answer(sc, ["opt:1"])
    changed = [i for i, (x, y) in enumerate(zip(before, s.squad_mods)) if x != y]
    assert len(changed) == 1 and s.squad_mods[changed[0]] - before[changed[0]] == -3


def test_r430_the_squad_change_behaves() -> None:
    assert check_card(_card(_SHOWN_PM, type_="command")).status == "behaved"


# ---- 「…は、ターン終了時まで「〔0〕：範囲兵器（X）」を得る」: a special effect of a value granted (R-431) -------------

_AREA_X = ("（ダメージ判定ステップ）：戦闘エリアにいる自軍ユニット１枚は、ターン終了時まで「〔０〕：範囲兵器（X）」を得る。"
           "Xの値は、自軍Gの枚数－１とする。")
_AREA_PAID = ("（ダメージ判定ステップ）〔赤X〕：このカードは、ターン終了時まで、「〔０〕：範囲兵器（X）」を得る。その場合、"
              "このカードと交戦中の敵軍ユニット１枚は、ターン終了時まで、－１／±０／±０を得る。")
_AREA_N = "（戦闘フェイズ）：自軍ユニット１枚は、ターン終了時まで「〔１〕：範囲兵器（３）」を得る。"


@pytest.mark.parametrize("text", [_AREA_X, _AREA_PAID, _AREA_N])
def test_a_valued_special_effect_granted_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["do"] == "cardv8_grant_valued"


def _granted(text: str, gs: int) -> tuple[Any, list[Any]]:
    """The 範囲兵器 value the own unit has after the command resolves, and the costs of its 範囲兵器 texts."""
    from engine.games.nexa.stats import abilities, keywords

    src = _card(text, type_="command")
    sc = board([src, unit("U")], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["U"] * gs,
                                  "battle": {"space": [{"card": "U", "id": "mine"}]}},
               {"battle": {"space": [{"card": "U", "id": "foe"}]}}, point="damage", g_played=True)
    do(sc, "play:$src", player=0)
    if sc.token("t:$mine") in sc.game.legal_tokens(sc.state):
        do(sc, "t:$mine", player=0)
    _answer(sc, [])
    mine = sc.iid("mine")
    costs = [x.cost for x in abilities(sc.state, mine) if x.keyword == "area_weapon"]
    return keywords(sc.state, mine).get("area_weapon"), costs


def test_p75_r431_the_value_is_read_as_the_step_resolves() -> None:
    """P75, R-431: 「範囲兵器（X）」 with X = the own Gs - 1: four Gs give 範囲兵器（3） until the turn ends, its text at 〔0〕."""
    got, costs = _granted(_AREA_X, 4)
    assert got == 3 and costs == [{}]


def test_r431_a_value_below_one_gives_nothing() -> None:
    got, costs = _granted(_AREA_X, 1)
    assert got is None and costs == []


def test_r431_the_granted_special_effect_behaves() -> None:
    assert check_card(_card(_AREA_X, type_="command")).status == "behaved"


# ---- 「このカードは、…場合、ターン終了時まで-X/±0/-Xを得る。その場合、…+X/±0/+Xを得る」: X inside a condition (R-432) ----

_IF_X = ("（戦闘フェイズ）〔X〕：このカードは、戦闘エリアにいる場合、ターン終了時まで－X／±０／－Xを得る。その場合、"
         "自軍ユニット１枚は、ターン終了時まで＋X／±０／＋Xを得る。")
_IF_X_VALUE = "（戦闘フェイズ）：このカードは、戦闘エリアにいる場合、ターン終了時まで＋X／±０／±０を得る。Xの値は、自軍Gの枚数とする。"


@pytest.mark.parametrize("text", [_IF_X, _IF_X_VALUE])
def test_x_inside_a_condition_of_this_card_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _if_x_board(where: str) -> Any:
    src = _card(_IF_X)
    return board([src, unit("E", (1, 1, 6))],
                 {where: {"space": [{"card": "SRC", "id": "me"}, {"card": "E", "id": "ally"}]} if where == "battle"
                  else [{"card": "SRC", "id": "me"}, {"card": "E", "id": "ally"}],
                  "gzone": [{"card": "E", "id": f"g{i}"} for i in range(3)]},
                 {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="damage",
                 g_played=True)


def test_p65_r432_the_x_paid_lowers_this_card_and_raises_the_other() -> None:
    """P65, P77, R-432: X=2 paid; this card in a battle area gets -2/±0/-2, then (その場合) the unit chosen +2/±0/+2."""
    from engine.games.nexa.stats import stats

    sc = _if_x_board("battle")
    do(sc, "act:$me:0", player=0)
    do(sc, "x:2", player=0)
    if sc.token("t:$ally") in tokens(sc):
        do(sc, "t:$ally", player=0)
    _answer(sc, [])
    assert stats(sc.state, sc.iid("me")) == (0, 2, 1) and stats(sc.state, sc.iid("ally")) == (3, 1, 8)


def test_p77_r432_not_in_a_battle_area_nothing_is_done_and_so_nothing_follows() -> None:
    """P77, R-432: this card in the deploy area: the condition fails, the first part is not done, so the その場合 part
    does not follow either."""
    from engine.games.nexa.stats import stats

    sc = _if_x_board("deploy")
    do(sc, "act:$me:0", player=0)
    do(sc, "x:1", player=0)
    if sc.token("t:$ally") in tokens(sc):
        do(sc, "t:$ally", player=0)
    _answer(sc, [])
    assert stats(sc.state, sc.iid("me")) == (2, 2, 3) and stats(sc.state, sc.iid("ally")) == (1, 1, 6)


# ---- 「このカードは、交戦中の場合、A。または、このカードが非交戦中の場合、B。」: two cases (R-433) ---------------------

_OR_IF = ("（ダメージ判定ステップ）〔１〕：このカードは交戦中の場合、ターン終了時まで＋２／±０／±０を得る。または、このカードが"
          "非交戦中の場合、敵軍ユニット１枚の上に－１／－１／－１コイン１個を乗せる。")


def test_a_second_case_prints_back() -> None:
    compiled, exact, blocker = round_trip(_OR_IF)
    assert compiled is not None and exact, blocker
    assert [x.get("wording") for x in compiled.ability["effect"]] == [None, "cardv8_or"]


def _or_board(engaged: bool) -> Any:
    src = _card(_OR_IF)
    foe_area = "space" if engaged else "earth"
    return board([src, unit("E", (1, 1, 6))],
                 {"battle": {"space": [{"card": "SRC", "id": "me"}]}, "gzone": ["E", "E"]},
                 {"battle": {foe_area: [{"card": "E", "id": "e"}]}}, point="damage", g_played=True)


def test_p70_r433_engaged_the_first_case_applies_and_not_the_second() -> None:
    from engine.games.nexa.stats import stats

    sc = _or_board(True)
    do(sc, "act:$me:0", player=0)
    _answer(sc, [])
    assert stats(sc.state, sc.iid("me")) == (4, 2, 3) and not sc.state.coins.get(sc.iid("e"))


def test_p70_r433_not_engaged_in_a_battle_area_the_second_case_applies() -> None:
    from engine.games.nexa.stats import stats

    sc = _or_board(False)
    do(sc, "act:$me:0", player=0)
    for _ in range(6):
        if sc.token("t:$e") in tokens(sc):
            do(sc, "t:$e", player=0)
        _answer(sc, [], rounds=1)
    assert stats(sc.state, sc.iid("me")) == (2, 2, 3) and dict(sc.state.coins[sc.iid("e")]) == {"-1/-1/-1": 1}


def test_r433_the_two_cases_behave() -> None:
    assert check_card(_card(_OR_IF)).status == "behaved"



# ---- 「自軍ハンガーにあるキャラ1枚は、このターン、「クイック」、合計国力-2、ロールコスト-2を得る」 (R-434) ---------------

_HELD = "（常時）〔１〕：自軍ハンガーにあるキャラ１枚は、このターン、「クイック」、合計国力－２、ロールコスト－１を得る。"


def test_a_hangar_card_given_quick_and_lower_costs_prints_back() -> None:
    compiled, exact, blocker = round_trip(_HELD)
    assert compiled is not None and exact, blocker


def test_p55_r434_the_hangar_card_plays_at_any_time_for_less() -> None:
    """P55, P50, R-434: the character chosen in the hangar has クイック there this turn and costs 合計国力 3-2 and one
    fewer roll cost (2-1)."""
    from engine.games.nexa.costs import card_cost
    from engine.games.nexa.heldz5 import held_quick

    from .helpers import card

    src = _card(_HELD)
    pilot = card("PILOT", "character", total=3, roll=2, stats=[1, 1, 1])
    sc = board([src, pilot], {"deploy": [{"card": "SRC", "id": "me"}], "gzone": ["SRC"] * 2,
                              "hangar": [{"card": "PILOT", "id": "p"}]}, {}, point="deploy", g_played=True)
    s, p = sc.state, sc.iid("p")
    assert card_cost(s, p, 0) == (3, {"blue": 2}) and not held_quick(s, p)
    do(sc, "act:$me:0", player=0)
    if sc.token("t:$p") in tokens(sc):
        do(sc, "t:$p", player=0)
    _answer(sc, [])
    total, roll = card_cost(s, p, 0)
    assert (total, {k: v for k, v in roll.items() if isinstance(v, int) and k == "blue"}) == (1, {"blue": 1})
    assert held_quick(s, p)


def test_r434_the_hangar_gains_behave() -> None:
    assert check_card(_card(_HELD)).status == "behaved"


# ---- 「敵軍部隊1つにいるユニットに、Xダメージを振り分けて与える。Xの値は、対象の部隊の部隊戦闘力-2とする。」 (R-435) --------

_SQUAD_SPLIT = ("（ダメージ判定ステップ）〔２〕：このカードが戦闘エリアにいる場合、敵軍部隊１つにいるユニットに、Xダメージを"
                "振り分けて与える。Xの値は、対象の部隊の部隊戦闘力－２とする。")


def test_damage_shared_in_a_squad_prints_back() -> None:
    compiled, exact, blocker = round_trip(_SQUAD_SPLIT)
    assert compiled is not None and exact, blocker


def test_p35_r435_the_squads_power_less_two_is_shared_among_its_units() -> None:
    """P35, R-435: the enemy squad of two units (4/1/6 leading and 3/1/6: squad power 4+1 = 5, the leader's 格闘力 and the
    other's 射撃力) takes 5-2 = 3 damage shared between its units, the player saying how (at least 1 each)."""
    from engine.games.nexa.battle import squad_power
    from engine.games.nexa.stats import squad_index

    src = _card(_SQUAD_SPLIT)
    sc = board([src, unit("A", (4, 1, 6)), unit("B", (3, 1, 6))],
               {"battle": {"space": [{"card": "SRC", "id": "me"}]}, "gzone": ["SRC"] * 2},
               {"battle": {"space": [{"card": "A", "id": "a"}, {"card": "B", "id": "b"}]}}, point="damage", g_played=True)
    s = sc.state
    power = squad_power(s, squad_index(s, sc.iid("a")))
    do(sc, "act:$me:0", player=0)
    if sc.token("t:$a") in tokens(sc):
        do(sc, "t:$a", player=0)
    _answer(sc, [])
    dealt = (s.damage[sc.iid("a")], s.damage[sc.iid("b")])
    assert power == 5 and sum(dealt) == 3 and min(dealt) >= 1


def test_r435_the_shared_damage_behaves() -> None:
    assert check_card(_card(_SQUAD_SPLIT)).status == "behaved"


# ---- 「（自軍ターン）：任意の枚数の敵軍ユニットに、Xダメージを振り分けて与える。」 (a command of total cost X, R-436) -------

_SHARE_X = "（自軍ターン）：任意の枚数の敵軍ユニットに、Xダメージを振り分けて与える。"


def test_x_damage_shared_among_any_number_prints_back() -> None:
    compiled, exact, blocker = round_trip(_SHARE_X, x_of_card=True)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["count"] == {"from": 1, "upto": "X"}


def _share_x_board() -> Any:
    src = {"number": "SRC", "name": {"ja": "SRC", "en": "SRC"}, "type": "command", "colours": ["blue"],
           "cost": {"total": 0, "x": True, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
           "abilities": [{**compile_text(_SHARE_X, True).ability, "kind": "play", "text": {"ja": _SHARE_X, "en": _SHARE_X}}]}
    foes = [{"card": "E", "id": f"e{i}"} for i in range(3)]
    return board([src, unit("E", (1, 1, 6))], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["E"] * 4},
                 {"deploy": foes}, point="deploy", g_played=True)


def test_p55_r436_at_most_x_cards_are_declared_and_share_x_damage() -> None:
    """P55, P56, R-436: X=2 chosen on play; at most two enemy units are declared (the third is not offered once two are),
    and they share the 2 damage, at least 1 each."""
    sc = _share_x_board()
    do(sc, "play:$src", player=0)
    assert "x:2" in tokens(sc)
    do(sc, "x:2", player=0)
    do(sc, "t:$e0", player=0)
    do(sc, "t:$e1", player=0)
    assert sc.token("t:$e2") not in tokens(sc)
    _answer(sc, [])
    s = sc.state
    assert [s.damage[sc.iid(f"e{i}")] for i in range(3)] == [1, 1, 0]


# ---- 「…の上のカード1～2枚を廃棄する。その場合、…。Xの値は、廃棄したカードの、ロールコストの合計値とする。」 (R-437) -------

_TAKEN_ROLL = ("（ダメージ判定ステップ）：自軍本国の上のカード１～２枚を廃棄する。その場合、敵軍ユニット１枚は、ターン終了時まで"
               "－X／±０／±０を得る。Xの値は、廃棄したカードの、ロールコストの合計値とする。")
_TAKEN_UNITS = ("（戦闘フェイズ）：自軍捨て山の上のカード１～３枚を廃棄する。その場合、敵軍ユニット１枚にXダメージを与える。"
                "Xの値は、この効果で廃棄したカードの中にある、ユニットの枚数＋１とする。")


@pytest.mark.parametrize("text", [_TAKEN_ROLL, _TAKEN_UNITS])
def test_values_of_the_cards_discarded_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_r437_without_a_discard_first_the_value_names_nothing() -> None:
    compiled, _exact, blocker = round_trip("（戦闘フェイズ）：敵軍ユニット１枚にXダメージを与える。"
                                           "Xの値は、この効果で廃棄したカードの中にある、ユニットの枚数とする。")
    assert compiled is None and blocker == "arithmetic on values"


def _taken_board(text: str, pile: str) -> Any:
    from .helpers import card

    src = _card(text, type_="command")
    cards = [src, unit("E", (5, 1, 6)), unit("R2", roll=2), unit("R1", roll=1),
             card("OP", "operation", roll=3)]
    top = ["R2", "OP", "R1"]  # the first is the top
    own: dict[str, Any] = {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["E"] * 2, pile: top + ["E"] * 4}
    return board(cards, own, {"deploy": [{"card": "E", "id": "e"}]}, point="damage", g_played=True)


def test_p65_r437_the_roll_costs_of_the_cards_discarded() -> None:
    """P65, R-437: two cards discarded from the top of the home (roll costs 2 and 3): X = 5, the enemy unit -5/±0/±0."""
    from engine.games.nexa.stats import stats

    sc = _taken_board(_TAKEN_ROLL, "home")
    do(sc, "play:$src", player=0)
    if sc.token("t:$e") in tokens(sc):
        do(sc, "t:$e", player=0)
    _answer(sc, ["opt:1"])  # two cards
    assert stats(sc.state, sc.iid("e")) == (0, 1, 6)


def test_p65_r437_the_units_among_the_cards_discarded_plus_one() -> None:
    """P65, R-437: three cards discarded from the discard pile, two of them units: X = 2+1 = 3 damage."""
    sc = _taken_board(_TAKEN_UNITS, "discard")
    do(sc, "play:$src", player=0)
    if sc.token("t:$e") in tokens(sc):
        do(sc, "t:$e", player=0)
    _answer(sc, ["opt:2"])  # three cards
    assert sc.state.damage[sc.iid("e")] == 3


# ---- 「自軍部隊1つを指定する。その場合、対象の部隊戦闘力の値と同じ枚数まで、敵軍捨て山の上のカードを廃棄する。」 (R-438) ------

_UPTO_POWER = ("（戦闘フェイズ）〔１〕：自軍部隊１つを指定する。その場合、対象の部隊戦闘力の値と同じ枚数まで、敵軍捨て山の上の"
               "カードを廃棄する。")


def test_top_cards_up_to_a_squads_power_print_back() -> None:
    compiled, exact, blocker = round_trip(_UPTO_POWER)
    assert compiled is not None and exact, blocker


def test_p35_r438_up_to_the_squads_power_of_the_enemy_discard_pile_goes() -> None:
    """P35, P61, R-438: the own squad (2/1/3 leading and 1/1/3: power 2+1 = 3) lets the player discard 1 to 3 top cards of
    the enemy's discard pile; three are offered at most, and the three chosen go to the enemy junkyard."""
    from engine.games.nexa import state as st

    src = _card(_UPTO_POWER)
    sc = board([src, unit("A", (2, 1, 3)), unit("B", (1, 1, 3))],
               {"battle": {"space": [{"card": "A", "id": "a"}, {"card": "B", "id": "b"}]},
                "deploy": [{"card": "SRC", "id": "me"}], "gzone": ["A"] * 2},
               {"discard": ["B"] * 5}, point="damage", g_played=True)
    s = sc.state
    do(sc, "act:$me:0", player=0)
    if sc.token("t:$a") in tokens(sc):
        do(sc, "t:$a", player=0)
    for _ in range(6):
        resolve_cut(sc)
        d = sc.game.decision(s, labels=False)
        if d is not None and d.kind == "option":
            assert sorted(d.tokens()) == ["opt:0", "opt:1", "opt:2"]
            sc.game.apply(s, d.player, "opt:2")
    assert len(s.place(1, st.DISCARD)) == 2 and len(s.place(1, st.JUNK)) == 3


# ---- 「セット先のロールコストの値だけ、合計国力－してプレイできる」: family V5's wording with the minus as a sign ------------

_LESS_SIGN = ("『恒常』：このカードは「専用機のセット」が成立するユニットにセットする場合、セット先のロールコストの値だけ、"
              "合計国力－してプレイできる。")
_LESS_WORD = ("『恒常』：このカードは、「専用機のセット」が成立する自軍ユニットにセットする場合、セット先のロールコストの値だけ、"
              "合計国力をマイナスしてプレイできる。")


def test_the_minus_said_as_a_sign_is_family_v5s_cheaper_set() -> None:
    compiled, exact, blocker = round_trip(_LESS_SIGN)
    assert compiled is not None and exact, blocker
    assert compiled.ability == compile_text(_LESS_WORD).ability


# ---- 「自軍ユニット1枚を廃棄する。その場合、（対象1以外の）自軍ユニット1枚の上に…コインN個を乗せる。」 (R-439) -------------

_NOT_OF = ("（常時）：自軍ユニット１枚を廃棄する。その場合、（対象１以外の）自軍ユニット１枚の上に＋１／＋１／＋１コイン"
           "２個を乗せる。")


def test_a_target_other_than_the_first_prints_back() -> None:
    compiled, exact, blocker = round_trip(_NOT_OF)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t2"]["cardv8_not_of"] == "t1"


def test_p56_r439_the_second_target_is_never_the_first() -> None:
    """P56, R-439: the unit declared first (to be discarded) is not offered as the second target; the other gets the coins."""
    from engine.games.nexa import state as st

    src = _card(_NOT_OF, type_="command")
    sc = board([src, unit("U")], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["U"] * 2,
                                  "deploy": [{"card": "U", "id": "u1"}, {"card": "U", "id": "u2"},
                                             {"card": "U", "id": "u3"}]},
               {}, point="deploy", g_played=True)
    do(sc, "play:$src", player=0)
    do(sc, "t:$u1", player=0)
    assert sc.token("t:$u1") not in tokens(sc) and sc.token("t:$u2") in tokens(sc)
    do(sc, "t:$u2", player=0)
    _answer(sc, [])
    s = sc.state
    assert s.zone[sc.iid("u1")] == st.JUNK and dict(s.coins[sc.iid("u2")]) == {"+1/+1/+1": 2}
