"""Issue 14, family K7: selectors, protections and the long tail, round 2. Each construct is compiled, printed
back to the same text and played in the engine. Every text here is original, written in the controlled style of
card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, do, resolve_cut, tokens, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": "x"}}


def _play(sc: Any, iid: str) -> None:
    do(sc, f"play:${iid}", player=0)
    while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else tokens(sc)[0], player=0)
    resolve_cut(sc)


# ---- 「この効果は、プレイヤー毎に1ターンにN回しか適用できない。」
EACH = "『起動』：自軍ユニットが場に出る毎に、カード１枚を引く。この効果は、プレイヤー毎に１ターンに２回しか適用できない。"


@pytest.mark.parametrize("text", [
    EACH,
    "『起動』：このカードが交戦中となった場合、敵軍ユニット１枚をロールする。この効果は、プレイヤー毎に１ターンに１回しか適用できない。",
])
def test_family_k7_a_per_player_limit_of_this_card_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["limit"]["verb"] == "apply" and not compiled.ability["limit"].get("per_player")


@pytest.mark.parametrize("watchers", [1, 2])
def test_p44_r390_this_cards_text_applies_n_times_a_turn_each_copy_counted_alone(watchers: int) -> None:
    """「この効果は、プレイヤー毎に1ターンに2回しか適用できない」: three own units enter; each copy of the watcher applies
    its effect twice (P44 counts a card's text per player; not over copies as 「この記述の効果は…」, ruling R-390)."""
    cards = [unit("WATCH", abilities=[_ab(EACH)]), unit("CHEAP", total=0, roll=0)]
    sc = board(cards, {"deploy": [{"card": "WATCH", "id": f"w{i}"} for i in range(watchers)],
                       "hand": [{"card": "CHEAP", "id": f"c{i}"} for i in range(3)], "gzone": ["WATCH"] * 2}, {},
               point="deploy", turn=3)
    s = sc.state
    hand = len(s.place(0, st.HAND))
    for i in range(3):
        _play(sc, f"c{i}")
        assert s.zone[sc.iid(f"c{i}")] == st.DEPLOY
    assert len(s.place(0, st.HAND)) == hand - 3 + 2 * watchers


# ---- 「このターン、自軍コマンドが解決されている場合」
AFTER_COMMAND = "（戦闘フェイズ）〔０〕：このターン、自軍コマンドが解決されている場合、戦闘エリアにいる敵軍ユニット１枚をロールする。"


@pytest.mark.parametrize("text", [
    AFTER_COMMAND,
    "（常時）〔１〕：このターン、敵軍コマンドが解決されている場合、カード１枚を引く。",
])
def test_family_k7_a_command_resolved_this_turn_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _command_board(side: int) -> Any:
    from .helpers import card

    draw = "（常時）：カード１枚を引く。"
    cmd = card("CMD", "command", total=0, roll=0, abilities=[{**_ab(draw), "kind": "play"}])
    hands: list[dict[str, Any]] = [{"hand": [{"card": "CMD", "id": "cmd"}]}, {}]
    if side == 1:
        hands.reverse()
    return board([unit("ME", abilities=[_ab(AFTER_COMMAND)]), unit("E"), cmd],
                 {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["ME"] * 2, **hands[0]},
                 {"battle": {"space": [{"card": "E", "id": "e"}]}, "gzone": ["E"] * 2, **hands[1]},
                 point="attack", turn=3, g_played=True)


def test_p30_r391_the_text_works_once_an_own_command_resolved_this_turn() -> None:
    """No own command resolved yet: the text cannot be played (P57 condition); after an own command resolves (P30)
    it rolls the enemy unit (ruling R-391)."""
    sc = _command_board(0)
    s = sc.state
    act = f"act:{sc.iid('me')}:0"
    assert sc.game.decision(s, labels=False).player == 0 and act not in tokens(sc)
    do(sc, "play:$cmd", player=0)
    resolve_cut(sc)
    assert s.zone[sc.iid("cmd")] == st.JUNK
    assert act in tokens(sc)
    do(sc, act, player=0)
    while "pass" not in tokens(sc) and sc.game.decision(s, labels=False).player == 0:
        do(sc, tokens(sc)[0], player=0)
    resolve_cut(sc)
    assert s.rolled[sc.iid("e")]


def test_p30_r391_an_enemy_command_is_not_an_own_command() -> None:
    """An enemy command resolved this turn does not meet 「自軍コマンドが解決されている」 (R-391)."""
    sc = _command_board(1)
    s = sc.state
    act = f"act:{sc.iid('me')}:0"
    do(sc, "pass", player=0)
    do(sc, "play:$cmd", player=1)
    resolve_cut(sc)
    assert s.zone[sc.iid("cmd")] == st.JUNK
    if sc.game.decision(s, labels=False).player == 1:
        do(sc, "pass", player=1)
    assert sc.game.decision(s, labels=False).player == 0
    assert act not in tokens(sc)


def _settle(sc: Any) -> None:
    """Answer every question with its first choice (paying automatically) until the cut is empty."""
    s = sc.state
    for _ in range(40):
        d = sc.game.decision(s, labels=False)
        if d is None or (d.kind == "priority" and not s.cut and s.resolving is None):
            return
        toks = d.tokens()
        do(sc, "pass" if "pass" in toks else ("pay:auto" if "pay:auto" in toks else toks[0]), player=d.player)


# ---- 「…を、宇宙エリアの任意の順番に（リロール状態で）移す」
TO_EARTH = "（戦闘フェイズ）〔０〕：このカードと交戦中の敵軍ユニット１枚を、地球エリアの任意の順番に移す。"
SELF_TO_SPACE = "『起動』：このカードが、戦闘フェイズ中に場に出た場合、このカードを宇宙エリアの任意の順番に、リロール状態で移す事ができる。"


@pytest.mark.parametrize("text", [
    TO_EARTH,
    SELF_TO_SPACE,
    "（防御ステップ）〔１〕：このカードと、このカードと交戦中の敵軍ユニット１枚を、地球エリアの任意の順番に移す。",
    "（戦闘フェイズ）〔１〕：このカードを、宇宙エリアの任意の順番にロール状態で移す。",
])
def test_family_k7_a_move_into_a_named_area_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p70_r392_an_engaged_enemy_unit_moves_into_the_earth_area_and_its_sides_squad_there() -> None:
    """The enemy unit leaves the space area and joins the enemy squad in the earth area at the place the player
    picks (P70 部隊への編入; ruling R-392); the area named, never the other one."""
    me = unit("ME", abilities=[_ab(TO_EARTH)])
    sc = board([me, unit("E")], {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["ME"] * 2},
               {"battle": {"space": [{"card": "E", "id": "e1"}], "earth": [{"card": "E", "id": "e2"}]}},
               point="attack", turn=3, g_played=True)
    s = sc.state
    do(sc, f"act:{sc.iid('me')}:0", player=0)
    _settle(sc)  # the target (the only one), then the first place in the squad
    e1, e2 = sc.iid("e1"), sc.iid("e2")
    assert s.zone[e1] == st.BATTLE
    assert s.squads[1 * 2 + 1] == [e1, e2], "in the earth area's enemy squad, at the front picked"
    assert e1 not in s.squads[0 * 2 + 1]


def test_p70_r392_a_unit_entering_in_the_battle_phase_may_move_itself_into_the_space_area() -> None:
    """「このカードを宇宙エリアの任意の順番に、リロール状態で移す事ができる」: the player may; the unit goes from the deploy
    area into the space area, rerolled, as the own squad there (R-392)."""
    quick = unit("QK", total=0, roll=0, keywords=["quick"], abilities=[_ab(SELF_TO_SPACE)])
    sc = board([quick, unit("E")], {"hand": [{"card": "QK", "id": "q"}], "gzone": ["QK"] * 2},
               {"battle": {"earth": [{"card": "E", "id": "e"}]}}, point="attack", turn=3, g_played=True)
    s = sc.state
    do(sc, "play:$q", player=0)
    _settle(sc)
    q = sc.iid("q")
    assert s.zone[q] == st.BATTLE and not s.rolled[q]
    assert s.squads[0 * 2 + 0] == [q]


# ---- 「（step）と共に、このカードをリロールできる」
WITH_REROLL = "（戦闘フェイズ）〔０〕：敵軍ユニット１枚に２ダメージを与えると共に、このカードをリロールできる。"


@pytest.mark.parametrize("text", [
    WITH_REROLL,
    "（戦闘フェイズ）〔０〕：自軍G１枚を廃棄する。その場合、敵軍ユニット１枚にXダメージを与えると共に、このカードをリロールできる。"
    "Xの値は、対象１の本来のロールコストとゲインレベルの合計値とする。",
    "（自軍ターン）〔１〕：カード１枚を引くと共に、敵軍ユニット１枚をロールできる。",
])
def test_family_k7_a_step_with_a_further_optional_step_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_p57_the_damage_is_dealt_and_then_the_player_may_reroll_this_card(answer: str) -> None:
    """「…にNダメージを与えると共に、このカードをリロールできる」: the damage always, then the reroll if the player says so
    (P57: the steps in the order said; 「できる」 leaves the second to the player)."""
    me = unit("ME", abilities=[_ab(WITH_REROLL)])
    sc = board([me, unit("E", (2, 2, 4))],
               {"battle": {"space": [{"card": "ME", "id": "me", "rolled": True}]}, "gzone": ["ME"] * 2},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="attack", turn=3, g_played=True)
    s = sc.state
    do(sc, f"act:{sc.iid('me')}:0", player=0)
    for _ in range(10):
        d = sc.game.decision(s, labels=False)
        if d is None or d.kind == "yesno":
            break
        do(sc, "pass" if "pass" in d.tokens() else d.tokens()[0], player=d.player)
    assert d is not None and d.kind == "yesno" and d.player == 0
    assert s.damage[sc.iid("e")] == 2, "the damage comes first"
    do(sc, answer, player=0)
    resolve_cut(sc)
    assert s.rolled[sc.iid("me")] == (answer == "no")


# ---- 「…を、破壊を無効にした上で、自軍Gにする」
SAVE_AS_G = "（常時）：破壊されている自軍ユニット１枚を、破壊を無効にした上で、自軍Gにする。"


@pytest.mark.parametrize("text", [
    SAVE_AS_G,
    "（戦闘フェイズ）〔２〕：このカードが破壊されている場合、このカードを、破壊を無効にした上で、（別の）自軍ユニットにセットする。",
    "『起動』：このカードが場に出た場合、破壊されている自軍ユニット１枚を、破壊を無効にした上で、自軍Gにする。",
])
def test_family_k7_a_move_after_a_negated_destruction_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p72_r393_the_destroyed_unit_is_saved_and_becomes_a_g_of_its_player() -> None:
    """A unit destroyed, its discard waiting in the cut (P72): the enemy's command negates the destruction and makes the
    same unit a G (not destroyed, in the G zone, its discard never done; ruling R-393)."""
    from .helpers import card

    kill_text = "（常時）：敵軍ユニット１枚を破壊する。"
    cards = [unit("U", (1, 1, 3)), card("KILL", "command", abilities=[{**_ab(kill_text), "kind": "play"}]),
             card("SAVE", "command", abilities=[{**_ab(SAVE_AS_G), "kind": "play"}])]
    sc = board(cards, {"hand": [{"card": "KILL", "id": "k"}], "gzone": ["U", "U"]},
               {"hand": [{"card": "SAVE", "id": "s"}], "deploy": [{"card": "U", "id": "u"}], "gzone": ["U", "U"]},
               g_played=True)
    s = sc.state
    do(sc, "play:$k", player=0)
    do(sc, "pass", player=1)
    do(sc, "pass", player=0)
    u = sc.iid("u")
    assert s.destroyed[u] and [e.kind for e in s.cut] == ["discard"]
    do(sc, "pass", player=0)
    do(sc, "play:$s", player=1)
    _settle(sc)
    assert s.zone[u] == st.GZONE and not s.destroyed[u] and s.ctrl[u] == 1
