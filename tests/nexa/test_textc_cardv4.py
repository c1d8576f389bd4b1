"""Issue 14, family V4: values and coins. Each construct is compiled, printed back to the same text and
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


def _board(text: str, enemy: list[dict[str, Any]], point: str = "attack") -> Scenario:
    """This card (s) in the own space area; enemy units (each a card spec with an id) in theirs."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    cards = [me, *(unit(e["id"].upper(), e.get("stats", (2, 2, 3)), roll=e.get("roll", 1)) for e in enemy)]
    foes = [{"card": e["id"].upper(), "id": e["id"], **({"coins": e["coins"]} if "coins" in e else {})} for e in enemy]
    return board(cards, {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 5},
                 {"battle": {"space": foes}}, point=point, g_played=True)


def _targets(sc: Scenario) -> list[str]:
    return [t for t in tokens(sc) if t.startswith("t:")]


ROUND_TRIPS = [
    "（戦闘フェイズ）〔2〕：このカードと交戦中の、任意の枚数の敵軍ユニットに3ダメージを振り分けて与える。",
    "『起動』：このカードが場に出た場合、戦闘エリアにいる、任意の枚数の敵軍ユニットに5ダメージを振り分けて与える。",
    "『起動』：このカードがプレイされて場に出た場合、ロールコスト2を持つ敵軍ユニット1枚を持ち主の手札に移す。",
    "（戦闘フェイズ）：自軍ユニットX枚を廃棄する。その場合、ロールコストXを持つ敵軍ユニット1枚を破壊する。",
    "（自軍戦闘フェイズ）〔1〕：このカードと交戦中の、起爆コインが乗っている敵軍ユニット1枚を破壊する。",
]


@pytest.mark.parametrize("text", ROUND_TRIPS)
def test_the_wordings_of_family_v4_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_any_number_of_cards_is_declared_one_to_n_for_n_damage() -> None:
    a = compile_text(ROUND_TRIPS[0]).ability
    assert a["effect"] == [{"do": "share_damage", "target": "t1", "amount": 3}]
    assert a["targets"]["t1"]["count"] == {"from": 1, "upto": 3}


def test_shared_damage_on_a_named_number_of_targets_is_family_b4s_split_not_share_damage() -> None:
    """Only 「任意の枚数の…」 is `share_damage` (R-200); a number of targets said is family B4's split (R-232)."""
    compiled, exact, blocker = round_trip("（戦闘フェイズ）：敵軍ユニット1枚に3ダメージを振り分けて与える。")
    assert compiled is not None and exact, blocker
    step = compiled.ability["effect"][0]
    assert step["do"] == "damage" and step.get("split") is True


# ---- 「任意の枚数の敵軍ユニットにNダメージを振り分けて与える」 (R-200) --------------------------------------

_SHARE = "（戦闘フェイズ）〔1〕：このカードと交戦中の、任意の枚数の敵軍ユニットに3ダメージを振り分けて与える。"


def test_p56_r200_no_more_cards_than_damage_are_declared() -> None:
    """Four enemy units, 3 damage: a fourth card is not offered once three are declared (each takes at least 1)."""
    sc = _board(_SHARE, [{"id": f"f{i}"} for i in range(4)])
    do(sc, "act:$s:0", player=0)
    offered = []
    for i in range(3):
        offered.append(_targets(sc))
        do(sc, f"t:$f{i}", player=0)
    assert len(offered[0]) == 4
    assert not _targets(sc)  # the declaration is full


def test_p39_r200_the_player_shares_the_damage_on_resolution() -> None:
    """Two cards declared: the player picks 2 and 1 (or 1 and 2); the unit with 2 (defence 2) is destroyed (P39)."""
    sc = _board(_SHARE, [{"id": "a", "stats": (2, 2, 2)}, {"id": "b", "stats": (2, 2, 3)}])
    do(sc, "act:$s:0", "t:$a", "t:$b", player=0)
    resolve_cut(sc)
    assert tokens(sc) == ["opt:0", "opt:1"]  # (2, 1) and (1, 2)
    assert sc.state.resolving is not None and sc.state.resolving.ask["labels"][0]["en"] == "2 to A, 1 to B"
    do(sc, "opt:0", player=0)
    resolve_cut(sc)
    a, b = sc.iid("a"), sc.iid("b")
    assert sc.state.zone[a] == st.JUNK and sc.state.zone[b] == st.BATTLE
    assert sc.state.damage[b] == 1


def test_p57_r200_a_lost_card_fails_the_effect() -> None:
    """One of two declared cards leaves the field: the effect fails (P57: a target lost), the other takes nothing."""
    from engine.games.nexa.places import move

    sc = _board(_SHARE, [{"id": "a", "stats": (2, 2, 5)}, {"id": "b", "stats": (2, 2, 5)}])
    do(sc, "act:$s:0", "t:$a", "t:$b", player=0)
    move(sc.state, sc.iid("a"), st.HAND)
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("b")] == 0
    assert sc.state.resolving is None


# ---- 「ロールコストNを持つ」 (P9) ---------------------------------------------------------------------------

def test_p9_only_a_unit_of_that_roll_cost_is_a_target() -> None:
    text = "（戦闘フェイズ）〔1〕：ロールコスト2を持つ敵軍ユニット1枚をロールする。"
    sc = _board(text, [{"id": "one", "roll": 1}, {"id": "two", "roll": 2}, {"id": "three", "roll": 3}])
    do(sc, "act:$s:0", player=0)  # one target fits: it is declared without a question
    resolve_cut(sc)
    assert sc.state.rolled[sc.iid("two")]
    assert not sc.state.rolled[sc.iid("one")] and not sc.state.rolled[sc.iid("three")]


def test_p9_p65_roll_cost_x_reads_the_x_chosen_on_play() -> None:
    """R-84: X is chosen on play (two own units), so only the enemy unit of roll cost 2 may be declared."""
    from engine.games.nexa.targets import matches

    a = compile_text("（戦闘フェイズ）：自軍ユニットX枚を廃棄する。その場合、ロールコストXを持つ敵軍ユニット1枚を破壊する。").ability
    sel = a["targets"]["t2"]
    assert sel["roll_cost"] == "X"
    sc = _board("（戦闘フェイズ）〔1〕：敵軍ユニット1枚をロールする。", [{"id": "one", "roll": 1}, {"id": "two", "roll": 2}])
    me = sc.iid("s")
    assert [matches(sc.state, sel, sc.iid(n), 0, me, x=2) for n in ("one", "two")] == [False, True]
    assert [matches(sc.state, sel, sc.iid(n), 0, me, x=1) for n in ("one", "two")] == [True, False]


# ---- 「DG細胞コインが乗っている」 (P67) ----------------------------------------------------------------------

def test_p67_only_a_unit_with_the_named_coin_is_a_target() -> None:
    text = "（戦闘フェイズ）〔1〕：このカードと交戦中の、起爆コインが乗っている敵軍ユニット1枚を破壊する。"
    sc = _board(text, [{"id": "plain"}, {"id": "minus", "coins": {"-1/-1/-1": 1}}, {"id": "armed", "coins": {"起爆": 1}}])
    do(sc, "act:$s:0", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("armed")] == st.JUNK
    assert sc.state.zone[sc.iid("plain")] == sc.state.zone[sc.iid("minus")] == st.BATTLE


# ---- 「…ユニットが場に出る毎に、そのユニットの上に…」 (P68) ----------------------------------------------------

_CAUSE = "『起動』：「特徴：試験機」を持つ自軍ユニットが場に出る毎に、そのユニットの上に+1/+1/+1コイン1個を乗せる。"
_CAUSE_PAID = ("『起動』：「特徴：試験機」を持つ自軍ユニットが場に出る毎に、〔1〕を支払う事ができる。その場合、"
               "その（場に出た）ユニットの上に+1/+1/+1コイン1個を乗せる。")


@pytest.mark.parametrize("text", [_CAUSE, _CAUSE_PAID])
def test_the_unit_the_trigger_heard_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("text", ["『起動』：このカードが場に出た場合、そのユニットの上に+1/+1/+1コイン1個を乗せる。",
                                  "（戦闘フェイズ）〔1〕：そのユニットの上に+1/+1/+1コイン1個を乗せる。"])
def test_that_unit_needs_a_trigger_about_another_unit(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is None and "そのユニット" in blocker


def _watching(text: str, traits: list[str]) -> Scenario:
    watcher = unit("WATCH", (1, 1, 1), abilities=[_ability(text)])
    return board([watcher, unit("NEW", (2, 2, 2), traits=traits), unit("OTHER", (2, 2, 2), traits=["試験機"])],
                 {"deploy": [{"card": "WATCH", "id": "w"}, {"card": "OTHER", "id": "o"}],
                  "hand": [{"card": "NEW", "id": "n"}], "gzone": ["WATCH"] * 4}, {}, point="deploy", g_played=True)


def test_p68_the_coin_goes_on_the_unit_that_entered() -> None:
    sc = _watching(_CAUSE, ["試験機"])
    do(sc, "play:$n", player=0)
    _answer(sc)
    assert dict(sc.state.coins.get(sc.iid("n"), ())) == {"+1/+1/+1": 1}
    assert not sc.state.coins.get(sc.iid("w")) and not sc.state.coins.get(sc.iid("o"))


def test_p68_a_unit_that_does_not_fit_is_not_heard() -> None:
    sc = _watching(_CAUSE, ["量産機"])
    do(sc, "play:$n", player=0)
    _answer(sc)
    assert not any(sc.state.coins.get(sc.iid(x)) for x in ("n", "w", "o"))


def test_p68_paid_the_coin_goes_on_the_unit_that_entered() -> None:
    sc = _watching(_CAUSE_PAID, ["試験機"])
    do(sc, "play:$n", player=0)
    _answer(sc)
    assert dict(sc.state.coins.get(sc.iid("n"), ())) == {"+1/+1/+1": 1}


def test_p68_the_unit_gone_before_the_trigger_applies_gets_nothing() -> None:
    """The unit heard left the field before the trigger applied: no other unit takes the coin."""
    from engine.games.nexa.effects import queue_trigger
    from engine.games.nexa.places import move

    sc = _watching(_CAUSE, ["試験機"])
    queue_trigger(sc.state, "enters_field", sc.iid("o"))  # OTHER heard entering ...
    assert sc.state.triggers and sc.state.triggers[-1][4] == sc.iid("o")
    move(sc.state, sc.iid("o"), st.HAND)  # ... then gone before its trigger applies
    from engine.games.nexa.cut import start_trigger

    start_trigger(sc.state)
    assert not any(sc.state.coins.get(sc.iid(x)) for x in ("n", "w", "o"))


def _answer(sc: Scenario) -> None:
    """Pay and accept what the text asks, passing priority until the play and its triggers are done."""
    for _ in range(30):
        toks = tokens(sc)
        if sc.state.resolving is not None and toks:
            pick = next((t for t in toks if t in ("yes", "pay:auto")), toks[0])
            do(sc, pick, player=0)
        elif sc.state.cut and "pass" in toks:
            resolve_cut(sc)
        elif sc.state.build is not None and toks:
            do(sc, next((t for t in toks if t == "pay:auto"), toks[0]), player=0)
        else:
            return


_COIN_THEN = ("『起動』：「特徴：試験機」を持つ自軍ユニットがプレイされて場に出た場合、〔1〕を支払う事ができる。その場合、"
              "そのユニットの上に+1/+1/+1コイン1個を乗せ、カード1枚を引く。")


def test_a_coin_then_a_step_prints_back() -> None:
    compiled, exact, blocker = round_trip(_COIN_THEN)
    assert compiled is not None and exact, blocker
    seq = compiled.ability["effect"][-1]
    assert seq["do"] == "sequence" and [x["do"] for x in seq["steps"]] == ["add_coin", "draw"]


def test_p57_p68_paid_the_coin_goes_on_the_unit_played_then_a_card_is_drawn() -> None:
    sc = _watching(_COIN_THEN, ["試験機"])
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "play:$n", player=0)
    _answer(sc)
    assert dict(sc.state.coins.get(sc.iid("n"), ())) == {"+1/+1/+1": 1}
    assert len(sc.state.place(0, st.HAND)) == hand - 1 + 1  # NEW left the hand, one card drawn
    assert sum(1 for g in sc.state.place(0, st.GZONE) if sc.state.rolled[g]) >= 2  # NEW's cost and the 〔1〕


# ---- 「Xの値は、この効果のコストでロールした自軍Gの、本来のロールコストの値とする」 (R-202) ---------------------

_PAID_ONE = ("（戦闘フェイズ）〔1〕：敵軍ユニット1枚は、ターン終了時まで-X/-X/-Xを得る。Xの値は、この効果のコストで"
             "ロールした自軍Gの、本来のロールコストの値とする。")
_PAID_SUM = ("（戦闘フェイズ）〔2〕：このカードと交戦中の敵軍ユニット1枚にXダメージを与える。Xの値は、この効果のコストで"
             "ロールした自軍Gの、本来のロールコスト、またはゲインレベルの合計値とする。")


@pytest.mark.parametrize("text", [_PAID_ONE, _PAID_SUM])
def test_the_gs_rolled_for_the_cost_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_the_gs_rolled_for_the_cost_need_a_cost_of_gs() -> None:
    compiled, _exact, blocker = round_trip("（戦闘フェイズ）：敵軍ユニット1枚にXダメージを与える。Xの値は、この効果のコストで"
                                           "ロールした自軍Gの、本来のロールコストの値とする。")
    assert compiled is None and "cost" in blocker


def _paying(text: str, gs: list[tuple[str, int]], foe_stats: tuple[int, int, int]) -> Scenario:
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    g_cards = [unit(n, roll=r) for n, r in gs]
    return board([me, *g_cards, unit("FOE", foe_stats)],
                 {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": [n for n, _ in gs]},
                 {"battle": {"space": [{"card": "FOE", "id": "foe"}]}}, point="attack", g_played=True)


def test_p65_r202_x_is_the_printed_roll_cost_of_the_g_rolled() -> None:
    sc = _paying(_PAID_ONE, [("HEAVY", 3)], (5, 5, 6))
    do(sc, "act:$s:0", player=0)
    _answer(sc)
    from engine.games.nexa.stats import stats

    assert stats(sc.state, sc.iid("foe")) == (2, 2, 3)


def test_p65_r202_x_adds_up_every_g_rolled_for_the_cost() -> None:
    sc = _paying(_PAID_SUM, [("TWO", 2), ("THREE", 3)], (2, 2, 9))
    do(sc, "act:$s:0", player=0)
    _answer(sc)
    assert sc.state.damage[sc.iid("foe")] == 5


# ---- 「Xの値は、自軍ジャンクヤードにあるカードの枚数を上限とする」 (R-203) -------------------------------------

_CAPPED = ("（戦闘フェイズ）〔X〕：敵軍ユニット1枚にXダメージを与える。Xの値は、自軍ジャンクヤードにあるカードの枚数を"
           "上限とする。")
_CAPPED_CHOSEN = "（常時）：カードX枚を引く。Xの値は、自軍Gの枚数を上限とする。"


@pytest.mark.parametrize("text", [_CAPPED, _CAPPED_CHOSEN])
def test_a_value_capping_x_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert isinstance(compiled.ability["x_max"], dict)


def test_a_value_cannot_cap_an_x_paid_while_resolving() -> None:
    compiled, _exact, blocker = round_trip("『起動』：このカードが場に出た場合、〔X〕を支払う事ができる。その場合、カードX枚を"
                                           "引く。Xの値は、自軍Gの枚数を上限とする。")
    assert compiled is None and "paid while resolving" in blocker


def _capped_board(text: str, junk: int) -> Scenario:
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    return board([me, unit("FOE", (2, 2, 9))],
                 {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 6, "junkyard": ["SCOUT"] * junk},
                 {"battle": {"space": [{"card": "FOE", "id": "foe"}]}}, point="attack", g_played=True)


@pytest.mark.parametrize("junk", [1, 3])
def test_p65_r203_x_is_chosen_up_to_the_value_as_it_stands(junk: int) -> None:
    sc = _capped_board(_CAPPED, junk)
    do(sc, "act:$s:0", player=0)
    xs = sorted(int(t.split(":")[1]) for t in tokens(sc) if t.startswith("x:"))
    if junk == 1:
        assert xs == [] and sc.state.cut[-1].x == 1  # the one X there is: not asked
    else:
        assert xs == list(range(1, junk + 1))
        do(sc, f"x:{junk}", player=0)
    _answer(sc)
    assert sc.state.damage[sc.iid("foe")] == junk


def test_p65_r203_a_value_of_zero_leaves_no_x_to_choose() -> None:
    """X is never 0 (P65): with an empty junkyard the text cannot be played."""
    sc = _capped_board(_CAPPED, 0)
    assert "act:" + str(sc.iid("s")) + ":0" not in tokens(sc)


# ---- 「任意の枚数の」 as a target, and as a changed target part (R-204, R-90) -----------------------------------

_SHARE_CHANGED = ("（戦闘フェイズ）〔1〕：このカードと交戦中の、任意の枚数の敵軍ユニットに3ダメージを振り分けて与える。"
                  "この効果の対象部分は、自軍ジャンクヤードに、「特徴：試験機」を持つユニットがある場合、"
                  "『任意の枚数の敵軍ユニット』に変更される。")
_ANY_OUT = "『起動』：このカードが場に出た場合、自軍ジャンクヤードにある任意の枚数のオペを、自軍配備エリアに出す。"


@pytest.mark.parametrize("text", [_SHARE_CHANGED, _ANY_OUT])
def test_any_number_of_cards_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_r90_r200_the_changed_part_is_one_to_n_cards_too() -> None:
    a = compile_text(_SHARE_CHANGED).ability
    t = a["targets"]["t1"]
    assert t["count"] == {"from": 1, "upto": 3} and "count" not in t["instead"]
    assert t["instead"]["sel"] == {"side": "enemy", "type": "unit"}


def _ops_board(n: int) -> Scenario:
    from .helpers import card

    played = unit("X", (1, 1, 1), abilities=[_ability(_ANY_OUT)])
    ops = [card(f"OP{i}", "operation") for i in range(n)]
    return board([played, *ops], {"hand": [{"card": "X", "id": "x"}], "gzone": ["X"] * 3,
                                  "junkyard": [{"card": f"OP{i}", "id": f"op{i}"} for i in range(n)]},
                 {}, point="deploy", g_played=True)


def test_p56_r204_any_number_of_cards_are_chosen_and_at_least_one() -> None:
    """Three operations in the junkyard: the player picks two, then stops; `done` is not offered before the first."""
    sc = _ops_board(3)
    do(sc, "play:$x", player=0)
    seen: list[list[str]] = []
    for _ in range(30):
        toks = tokens(sc)
        picks = [t for t in toks if t.startswith("pick:") and t != "pick:done"]
        if picks and sc.state.resolving is not None:  # a triggered text: its cards are picked as it applies
            seen.append(toks)
            do(sc, "pick:done" if len(seen) == 3 else picks[0], player=0)
        elif sc.state.cut and "pass" in toks:
            resolve_cut(sc)
        elif toks and sc.state.build is not None:
            do(sc, "pay:auto" if "pay:auto" in toks else toks[0], player=0)
        else:
            break
    assert "pick:done" not in seen[0] and "pick:done" in seen[1]
    out = [i for i in range(3) if sc.state.zone[sc.iid(f"op{i}")] == st.DEPLOY]
    assert len(out) == 2


# ---- two abilities on one line ---------------------------------------------------------------------------------

def test_a_second_ability_begun_on_the_same_line_is_a_text_of_its_own() -> None:
    from engine.games.nexa.textc import split_texts

    line = ("『起動』：このカードが場に出た場合、カード1枚を引く。（戦闘フェイズ）〔1〕：このカードは、ターン終了時まで"
            "+1/+1/+1を得る。『常駐』：このカードは「強襲」を得る。")
    parts = split_texts(line)
    assert parts == ["『起動』：このカードが場に出た場合、カード1枚を引く。",
                     "（戦闘フェイズ）〔1〕：このカードは、ターン終了時まで+1/+1/+1を得る。",
                     "『常駐』：このカードは「強襲」を得る。"]
    assert all(round_trip(p)[1] for p in parts)


def test_a_note_after_a_text_stays_on_its_line() -> None:
    from engine.games.nexa.textc import split_texts

    line = "（常時）：敵軍ユニット1枚は、ターン終了時まで*/+0/+0を得る。（注：*が加えられた値は、0として扱う）"
    assert split_texts(line) == [line]


# ---- 「任意の枚数の…の上に起爆コインN個を振り分けて乗せる」 (R-204, P67) -------------------------------------------

_SHARE_COINS = "（戦闘フェイズ）〔1〕：任意の枚数の敵軍ユニットの上に信管コイン3個を振り分けて乗せる。"


def test_coins_shared_among_any_number_print_back() -> None:
    compiled, exact, blocker = round_trip(_SHARE_COINS)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["count"] == {"from": 1, "upto": 3}


def test_p67_r204_coins_shared_among_two_cards_declared() -> None:
    sc = _board(_SHARE_COINS, [{"id": "a"}, {"id": "b"}, {"id": "c"}])
    do(sc, "act:$s:0", "t:$a", "t:$b", "t:done", player=0)
    resolve_cut(sc)
    assert tokens(sc) == ["opt:0", "opt:1"]  # 2+1 or 1+2
    do(sc, "opt:1", player=0)
    resolve_cut(sc)
    assert dict(sc.state.coins.get(sc.iid("a"), ())) == {"信管": 1}
    assert dict(sc.state.coins.get(sc.iid("b"), ())) == {"信管": 2}
    assert not sc.state.coins.get(sc.iid("c"))


# ---- 「この効果は、+1/+1/+1コインが2個以上乗っているユニットを対象にできない」 (P56, P67) ---------------------------

_NOT_COINED = ("（戦闘フェイズ）〔1〕：敵軍ユニット1枚の上に-1/-1/-1コイン1個を乗せる。この効果は、-1/-1/-1コインが2個以上"
               "乗っているユニットを対象にできない。")


def test_a_unit_with_coins_that_cannot_be_targeted_prints_back() -> None:
    compiled, exact, blocker = round_trip(_NOT_COINED)
    assert compiled is not None and exact, blocker


def test_p56_p67_a_unit_with_two_such_coins_is_not_offered() -> None:
    sc = _board(_NOT_COINED, [{"id": "two", "coins": {"-1/-1/-1": 2}}, {"id": "one", "coins": {"-1/-1/-1": 1}},
                              {"id": "other", "coins": {"+1/+1/+1": 3}}])
    do(sc, "act:$s:0", player=0)
    offered = set(_targets(sc))
    assert offered == {f"t:{sc.iid('one')}", f"t:{sc.iid('other')}"}
    do(sc, "t:$one", player=0)
    resolve_cut(sc)
    assert dict(sc.state.coins.get(sc.iid("one"), ())) == {"-1/-1/-1": 2}


# ---- 「合計国力Xを持つ」 (P9) ---------------------------------------------------------------------------------

def test_p9_total_cost_prints_back_and_x_is_the_cards_own() -> None:
    text = "（戦闘フェイズ）：合計国力Xを持つ全ての敵軍ユニットをロールする。"
    compiled, exact, blocker = round_trip(text, x_of_card=True)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["target"]["total_cost"] == "X"
    assert round_trip(text)[2] == "X without its value"  # no X of the card: nothing defines it


def test_p9_only_units_of_that_total_cost_are_rolled() -> None:
    from engine.games.nexa.targets import matches

    text = "（戦闘フェイズ）〔1〕：合計国力3を持つ全ての敵軍ユニットをロールする。"
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    sc = board([me, unit("LOW", total=2), unit("MID", total=3), unit("MID2", total=3)],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 4},
               {"battle": {"space": [{"card": n, "id": n.lower()} for n in ("LOW", "MID", "MID2")]}},
               point="attack", g_played=True)
    do(sc, "act:$s:0", player=0)
    resolve_cut(sc)
    assert [sc.state.rolled[sc.iid(n)] for n in ("low", "mid", "mid2")] == [False, True, True]
    sel = {"total_cost": "X", "side": "enemy", "type": "unit", "count": "all"}
    assert [matches(sc.state, sel, sc.iid(n), 0, sc.iid("s"), x=2) for n in ("low", "mid")] == [True, False]


# ---- 「…は、このターン、-2/+0/+0を得る」 (R-205) -------------------------------------------------------------------

@pytest.mark.parametrize("text", ["（戦闘フェイズ）〔1〕：敵軍ユニット1枚は、このターン、-2/+0/+0を得る。",
                                  "（戦闘フェイズ）〔1〕：全ての敵軍ユニットは、このターン、+0/+0/-1を得る。"])
def test_a_change_for_this_turn_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p59_r205_every_card_that_fits_this_turn_has_the_change_and_it_ends_with_the_turn() -> None:
    from engine.games.nexa.stats import stats

    text = "（戦闘フェイズ）〔1〕：全ての敵軍ユニットは、このターン、-2/+0/+0を得る。"
    sc = _board(text, [{"id": "a", "stats": (3, 3, 3)}])
    do(sc, "act:$s:0", player=0)
    resolve_cut(sc)
    assert stats(sc.state, sc.iid("a")) == (1, 3, 3)
    from engine.games.nexa.turn import _end_turn  # the turn's end clears what lasts this turn (P59)

    _end_turn(sc.state)
    assert stats(sc.state, sc.iid("a")) == (3, 3, 3)


# ---- a roll cost of X (「ロールコストX」, P55) -------------------------------------------------------------------

def test_p55_a_roll_cost_of_x_rolls_x_gs_and_the_text_reads_that_x() -> None:
    """A command of total cost 3 and roll cost X: X chosen on play, X Gs of its colour rolled, X recovered."""
    from .helpers import card

    text = "（戦闘フェイズ）：自軍本国をX回復する。"
    cmd = card("CMD", "command", total=3, roll=0, text={"ja": text, "en": text},
               abilities=[{**compile_text(text, x_of_card=True).ability, "kind": "play", "text": {"ja": text, "en": text}}])
    cmd["cost"] = {"total": 3, "roll": {}, "x": True, "x_roll": "blue"}
    sc = board([unit("SCOUT"), cmd], {"hand": [{"card": "CMD", "id": "c"}], "gzone": ["SCOUT"] * 5,
                                      "discard": ["SCOUT"] * 4, "battle": {"space": [{"card": "SCOUT", "id": "s"}]}},
               {"battle": {"space": [{"card": "SCOUT", "id": "foe"}]}}, point="attack", g_played=True)
    home = len(sc.state.place(0, st.HOME))
    do(sc, "play:$c", player=0)
    # five Gs: X up to 5 (the total 3 is the power they make, P22; the roll cost X is X of them rolled)
    assert sorted(t for t in tokens(sc) if t.startswith("x:")) == [f"x:{i}" for i in range(1, 6)]
    do(sc, "x:2", player=0)
    _answer(sc)
    assert sum(1 for g in sc.state.place(0, st.GZONE) if sc.state.rolled[g]) == 2
    assert len(sc.state.place(0, st.HOME)) == home + 2


# ---- 「自軍脱出コインがある場合」 (P67) ---------------------------------------------------------------------------

_KEPT = "（自軍配備フェイズ）〔1〕：自軍退避コインがある場合、カード1枚を引く。"


def test_a_kept_coin_as_a_condition_prints_back() -> None:
    compiled, exact, blocker = round_trip(_KEPT)
    assert compiled is not None and exact, blocker
    assert compiled.ability["condition"] == {"own_player_coin": "退避"}


@pytest.mark.parametrize("coins", [{"退避": 1}, {}, {"弾薬": 2}])
def test_p67_the_text_is_played_only_while_the_player_keeps_such_a_coin(coins: dict[str, int]) -> None:
    """P67: coins a player keeps; the text's 「…場合」 is checked on play (a text whose case is not met cannot be played)."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_KEPT)])
    sc = board([me], {"deploy": [{"card": "SCOUT", "id": "s"}], "gzone": ["SCOUT"] * 3, "coins": coins}, {},
               point="deploy", g_played=True)
    assert (f"act:{sc.iid('s')}:0" in tokens(sc)) == ("退避" in coins)
