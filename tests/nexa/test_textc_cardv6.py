"""Issue 14, family V6: values, coins and costs. Each construct is compiled, printed back to the same text and
played in the engine. Every text here is original, written in the controlled style of card lists (never
official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import ability_of as _ability
from .helpers import board, do, resolve_cut, tokens, unit


def _run(sc: Scenario, picks: list[str]) -> None:
    """Resolve the play and its triggers, answering the effect's questions with `picks` in order (else the first
    option, yes)."""
    todo = list(picks)
    for _ in range(40):
        toks = tokens(sc)
        if sc.state.resolving is not None and toks:
            if todo and todo[0] in toks:
                do(sc, todo.pop(0), player=0)
            else:
                do(sc, next((t for t in toks if t in ("yes", "pay:auto")), toks[0]), player=0)
        elif sc.state.build is not None and toks:
            do(sc, next((t for t in toks if t == "pay:auto"), toks[0]), player=0)
        elif (sc.state.cut or sc.state.triggers) and "pass" in toks:
            resolve_cut(sc)
        else:
            return


# ---- 「（起動）…カードX枚を…事ができる。その場合、…X…」: X chosen as the triggered text applies (R-350) ---------------

X_PICKED = [
    "『起動』：このカードが場に出た場合、自軍ジャンクヤードにある、オペ以外のカードX枚をゲームから取り除く事ができる。"
    "その場合、X以下の合計国力を持つ敵軍ユニット１枚を破壊する。",
    "『起動』：このカードが場に出た場合、敵軍ジャンクヤードにあるカードX枚をゲームから取り除く事ができる。"
    "その場合、敵軍ユニット１枚は、ターン終了時まで－X／±０／±０を得る。",
    "『起動』：このカードが場に出た場合、自軍GX枚をロールできる。その場合、敵軍ユニットX枚を、持ち主の手札に移す。",
    "『起動』：このカードが場に出た場合、敵軍ジャンクヤードにあるカードX枚をゲームから取り除く。"
    "その場合、このカードの上に＋１／＋１／＋１コインX個を乗せる。Xの値は、２を上限とする。",
]


@pytest.mark.parametrize("text", X_PICKED)
def test_a_triggered_x_picked_by_its_first_step_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["kind"] == "triggered"


def test_r84_a_triggered_x_used_before_any_step_takes_x_cards_stays_blocked() -> None:
    compiled, _exact, blocker = round_trip("『起動』：このカードが場に出た場合、敵軍本国にXダメージを与える。")
    assert compiled is None and blocker == "X without its value"


def _entering(text: str, junk: int, foes: list[tuple[str, int]]) -> Scenario:
    new = unit("NEW", (2, 2, 2), abilities=[_ability(text)])
    cards = [new, unit("JUNK"), *(unit(f.upper(), (2, 2, 5), total=t) for f, t in foes)]
    return board(cards, {"hand": [{"card": "NEW", "id": "n"}], "gzone": ["NEW"] * 4, "junkyard": ["JUNK"] * junk},
                 {"deploy": [{"card": f.upper(), "id": f} for f, _ in foes]}, point="deploy", g_played=True)


def test_p65_r350_x_is_chosen_when_the_trigger_applies_up_to_the_cards_there() -> None:
    """P65: X is the player's choice, never 0; the triggered text chooses it with its first step's cards: X=2 removes
    two junkyard cards and only a unit of total cost 2 or less can be destroyed."""
    sc = _entering(X_PICKED[0], 3, [("f2", 2), ("f3", 3)])
    do(sc, "play:$n", player=0)
    resolve_cut(sc)
    assert sorted(t for t in tokens(sc) if t.startswith("opt:")) == ["opt:0", "opt:1", "opt:2"]  # X = 1, 2, 3
    _run(sc, ["opt:1"])
    s = sc.state
    assert s.zone[sc.iid("f2")] == st.JUNK and s.zone[sc.iid("f3")] == st.DEPLOY
    assert sum(1 for i in range(len(s.zone)) if s.zone[i] == st.REMOVED) == 2


def test_p65_r350_the_largest_x_reaches_the_larger_unit() -> None:
    sc = _entering(X_PICKED[0], 3, [("f2", 2), ("f3", 3)])
    do(sc, "play:$n", player=0)
    resolve_cut(sc)
    _run(sc, ["opt:2", f"pick:{sc.iid('f3')}"])
    assert sc.state.zone[sc.iid("f3")] == st.JUNK
    assert sum(1 for i in range(len(sc.state.zone)) if sc.state.zone[i] == st.REMOVED) == 3


def test_p77_r350_an_empty_junkyard_leaves_no_x_and_nothing_is_destroyed() -> None:
    sc = _entering(X_PICKED[0], 0, [("f2", 2)])
    do(sc, "play:$n", player=0)
    resolve_cut(sc)
    _run(sc, [])
    assert sc.state.zone[sc.iid("f2")] == st.DEPLOY


def test_p77_r350_declining_the_step_leaves_the_rest_undone() -> None:
    sc = _entering(X_PICKED[0], 2, [("f2", 2)])
    do(sc, "play:$n", player=0)
    resolve_cut(sc)
    _run(sc, ["opt:0", "no"])
    assert sc.state.zone[sc.iid("f2")] == st.DEPLOY
    assert not any(z == st.REMOVED for z in sc.state.zone)


def test_p65_r350_the_cap_bounds_x_and_the_coins_read_it() -> None:
    sc2 = board([unit("NEW", (2, 2, 2), abilities=[_ability(X_PICKED[3])]), unit("JUNK")],
                {"hand": [{"card": "NEW", "id": "n"}], "gzone": ["NEW"] * 4},
                {"junkyard": ["JUNK"] * 4}, point="deploy", g_played=True)
    do(sc2, "play:$n", player=0)
    resolve_cut(sc2)
    assert sorted(t for t in tokens(sc2) if t.startswith("opt:")) == ["opt:0", "opt:1"]  # capped at 2
    _run(sc2, ["opt:1"])
    assert dict(sc2.state.coins.get(sc2.iid("n"), ())) == {"+1/+1/+1": 2}


# ---- 「その場合、2枚以上のユニットの上に-1/-1/-1コインX個を振り分けて乗せる」: N or more cards share X coins (R-351) ----

SHARE_X = ("（防御ステップ）〔１〕：このカードの格闘力、または射撃力をターン終了時まで－Xする。その場合、"
           "２枚以上の敵軍ユニットの上に－１／－１／－１コインX個を振り分けて乗せる。Xの上限は、指定した戦闘力の値とする。")


@pytest.mark.parametrize("text", [SHARE_X, SHARE_X.replace("敵軍ユニット", "ユニット").replace("２枚", "３枚")])
def test_n_or_more_cards_sharing_x_coins_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["count"]["from"] in (2, 3)


def test_one_or_more_cards_is_not_this_wording() -> None:
    compiled, _exact, _blocker = round_trip(SHARE_X.replace("２枚以上の", "１枚以上の"))
    assert compiled is None


def _share_board() -> Scenario:
    src = unit("SRC", (4, 2, 3), abilities=[_ability(SHARE_X)])
    return board([src, unit("E", (1, 1, 9))], {"battle": {"space": [{"card": "SRC", "id": "me"}]}, "gzone": ["E"]},
                 {"battle": {"space": [{"card": "E", "id": "e1"}, {"card": "E", "id": "e2"},
                                       {"card": "E", "id": "e3"}]}}, point="defence_free1", g_played=True)


def test_p56_r351_fewer_than_n_cards_cannot_be_declared() -> None:
    sc = _share_board()
    do(sc, "act:$me:0", player=0)
    do(sc, "t:$e1", player=0)
    assert "t:done" not in tokens(sc)  # one unit is not 2 or more (P56)
    do(sc, "t:$e2", player=0)
    assert "t:done" in tokens(sc)


def test_p65_r351_the_x_chosen_by_the_first_step_is_shared_among_the_declared_cards() -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.stats import stats

    sc = _share_board()
    do(sc, "act:$me:0", "t:$e1", "t:$e2", "t:done", player=0)
    for _ in range(10):
        if "opt:0" in tokens(sc):
            break
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else "pass", player=sc.decider())
    do(sc, "opt:0", player=0)  # 格闘力 (4)
    do(sc, "opt:2", player=0)  # X = 3
    assert sorted(t for t in tokens(sc) if t.startswith("opt:")) == ["opt:0", "opt:1"]  # 2+1 or 1+2
    do(sc, "opt:1", player=0)
    resolve_cut(sc)
    s = sc.state
    assert stats(s, sc.iid("me"))[0] == 1
    assert dict(s.coins.get(sc.iid("e1"), {})) == {"-1/-1/-1": 1}
    assert dict(s.coins.get(sc.iid("e2"), {})) == {"-1/-1/-1": 2}
    assert not s.coins.get(sc.iid("e3"))
    assert check_card(unit("SRC", (4, 2, 3), abilities=[_ability(SHARE_X)])).status == "behaved"


# ---- 「表にしたカードのロールコスト、またはゲインレベルの値がN以上の場合、…」: the card shown, its value read (R-352) ------

REVEAL_AT_LEAST = ("（戦闘フェイズ）〔１〕：自軍ユニット１枚を指定し、自軍本国の上のカード１枚を表にする。"
                   "表にしたカードのロールコスト、またはゲインレベルの値が２以上の場合、対象の上に＋１／＋１／＋１コイン１個を乗せる。")


@pytest.mark.parametrize("text", [REVEAL_AT_LEAST,
                                  "（自軍ターン）：自軍捨て山の上のカード１枚を表にする。表にしたカードのロールコスト、"
                                  "またはゲインレベルの値が３以上の場合、カード１枚を引く。"])
def test_the_value_of_the_card_shown_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _reveal_board(top: dict[str, Any]) -> Scenario:
    src = unit("SRC", (2, 2, 2), abilities=[_ability(REVEAL_AT_LEAST)])
    return board([src, top], {"deploy": [{"card": "SRC", "id": "me"}], "gzone": ["SRC"] * 2, "home": [top["number"]] * 3},
                 {}, point="attack_free1", g_played=True)


@pytest.mark.parametrize(("top", "coins"), [
    (unit("TOP2", roll=2), 1),  # roll cost 2
    (unit("TOP1", roll=1), 0),  # roll cost 1: not 2 or more
    ({**unit("GR", roll=0), "type": "graphic", "gain_level": 2, "guard_level": 1, "stats": None, "terrain": None}, 1),  # gain level 2
])
def test_p29_p53_r352_the_step_follows_when_the_card_shown_has_the_value(top: dict[str, Any], coins: int) -> None:
    from engine.games.nexa.behave import check_card

    top = {k: v for k, v in top.items() if v is not None}
    sc = _reveal_board(top)
    do(sc, "act:$me:0", player=0)
    _run(sc, [])
    assert dict(sc.state.coins.get(sc.iid("me"), {})) == ({"+1/+1/+1": 1} if coins else {})
    assert sc.state.zone[sc.state.place(0, st.HOME)[-1]] == st.HOME  # the card shown stays on top
    assert check_card(unit("SRC", (2, 2, 2), abilities=[_ability(REVEAL_AT_LEAST)])).status == "behaved"


# ---- 「自軍セットグループ1つの全てのカードの上に、…コインN個を乗せる」: the whole group gets the coins (R-353) ---------------

GROUP_COIN = "（戦闘フェイズ）：自軍セットグループ１つの全てのカードの上に、＋１／＋１／＋１コイン１個を乗せる。"


def test_coins_on_every_card_of_a_set_group_print_back() -> None:
    compiled, exact, blocker = round_trip(GROUP_COIN)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["whole_group"] is True


def test_p66_r353_the_unit_and_its_set_character_each_get_the_coin() -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.textc import compile_text as ct

    cmd = {"number": "CMD", "name": {"ja": "CMD", "en": "CMD"}, "type": "command", "colours": ["blue"],
           "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
           "abilities": [{**ct(GROUP_COIN).ability, "kind": "play", "text": {"ja": GROUP_COIN, "en": GROUP_COIN}}]}
    pilot = {"number": "PIL", "name": {"ja": "PIL", "en": "PIL"}, "type": "character", "colours": ["blue"],
             "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
             "stats": [1, 1, 1]}
    sc = board([unit("U"), cmd, pilot],
               {"deploy": [{"card": "U", "id": "u", "set": [{"card": "PIL", "id": "p"}]}, {"card": "U", "id": "v"}],
                "hand": [{"card": "CMD", "id": "c"}], "gzone": ["U"] * 3},
               {}, point="attack_free1", g_played=True)
    do(sc, "play:$c", player=0)
    _run(sc, [f"t:{sc.iid('p')}"])
    coins = sc.state.coins
    assert dict(coins.get(sc.iid("u"), ())) == {"+1/+1/+1": 1}
    assert dict(coins.get(sc.iid("p"), ())) == {"+1/+1/+1": 1}
    assert not coins.get(sc.iid("v"))
    assert check_card(cmd).status == "behaved"


# ---- 「全ての+1/+1/+1コイン、または全ての-1/-1/-1コインを取り除く」: one kind, off every card (R-354) ------------------------

CLEAR = "（常時）：全ての＋１／＋１／＋１コイン、または全ての－１／－１／－１コインを取り除く。"


def test_every_coin_of_one_kind_prints_back() -> None:
    compiled, exact, blocker = round_trip(CLEAR)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("pick", "left"), [("opt:0", "-1/-1/-1"), ("opt:1", "+1/+1/+1")])
def test_p67_r354_the_kind_chosen_leaves_every_card_and_the_other_stays(pick: str, left: str) -> None:
    from engine.games.nexa.behave import check_card

    cmd = {"number": "CMD", "name": {"ja": "CMD", "en": "CMD"}, "type": "command", "colours": ["blue"],
           "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
           "abilities": [{**compile_text(CLEAR).ability, "kind": "play", "text": {"ja": CLEAR, "en": CLEAR}}]}
    sc = board([unit("U"), cmd],
               {"deploy": [{"card": "U", "id": "u", "coins": {"+1/+1/+1": 2, "-1/-1/-1": 1}}],
                "hand": [{"card": "CMD", "id": "c"}], "gzone": ["U"] * 2},
               {"deploy": [{"card": "U", "id": "e", "coins": {"+1/+1/+1": 1}}]}, point="attack_free1", g_played=True)
    do(sc, "play:$c", player=0)
    _run(sc, [pick])
    coins = sc.state.coins
    mine = dict(coins.get(sc.iid("u"), ()))
    assert mine == ({"-1/-1/-1": 1} if left == "-1/-1/-1" else {"+1/+1/+1": 2})
    assert dict(coins.get(sc.iid("e"), ())) == ({} if left == "-1/-1/-1" else {"+1/+1/+1": 1})
    assert check_card(cmd).status == "behaved"
