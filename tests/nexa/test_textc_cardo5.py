"""Issue 14, family O5 of the card-text compiler: rule overrides, durations and states, compiled, printed back and
played.

Every text here is original, written in the controlled style of card lists (never official text).
The rules they pin: P57 (conditions and effects read on resolution), P59 (the cut), カードの移動 / 破壊 (the rulebook's
sections on moving cards, P62, and on destruction, P72; P70 部隊への編入); docs/rulings.md R-310 and after the decisions.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import ability_of as _ability
from .helpers import answer_all as _answer_all
from .helpers import board, do, resolve_cut, tokens, unit

# ---- 「…は、敵軍効果では移動しない」 (R-310) -------------------------------------------------------------------------

NO_MOVE_TEXTS = [
    "『常駐』：このカードは、敵軍効果では移動しない。",
    "『常駐』：このセットグループは、このセットグループ以外の自軍ユニットがいる場合、敵軍効果では移動しない。",
    "（常時）〔１〕：自軍カード１枚は、フェイズ終了時まで、敵軍効果では移動しない。",
    "（防御ステップ）：このカードと同じ属性のGサインを持つ自軍ユニット１枚は、フェイズ終了時まで敵軍効果では移動しない。",
    "『常駐』：「特徴：灯台守」を持つ自軍ユニットが２枚以上いる場合、「特徴：灯台守」を持つ、全ての自軍カードのセットグループは、"
    "敵軍効果では移動しない。",
]


@pytest.mark.parametrize("text", NO_MOVE_TEXTS)
def test_no_move_by_enemy_effects_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_the_protection_is_the_status_no_enemy_move() -> None:
    ab = compile_text(NO_MOVE_TEXTS[2]).ability
    assert ab["effect"] == [{"do": "status", "target": "t1", "status": "no_enemy_move", "until": "phase_end"}]


_MOVERS = {
    "hand": "（常時）：{side}ユニット１枚を持ち主の手札に移す。",
    "hangar": "（常時）：{side}ユニット１枚を持ち主のハンガーに移す。",
    "home": "（常時）：{side}ユニット１枚を持ち主の本国の上に移す。",
    "junkyard": "（常時）：{side}ユニット１枚を廃棄する。",
}


def _move_board(mover: str, protected: bool, own: bool = False) -> Scenario:
    """Player 0's unit u (with 「このカードは、敵軍効果では移動しない」 when `protected`); the unit r whose text moves a unit:
    player 1's (an enemy effect for u) or, with `own`, player 0's own."""
    text = _MOVERS[mover].format(side="自軍" if own else "敵軍")
    cards = [unit("U", abilities=[_ability(NO_MOVE_TEXTS[0])] if protected else []),
             unit("R", abilities=[_ability(text)])]
    r = {"deploy": [{"card": "R", "id": "r"}], "gzone": ["R"] * 3}
    u = {"deploy": [{"card": "U", "id": "u"}], "gzone": ["U"] * 3}
    if own:
        u["deploy"] += r.pop("deploy")
    return board(cards, u, r, point="attack", g_played=True)


def _moved(sc: Scenario, who: int) -> bool:
    """`who` plays r's text on u; has u left the deploy area?"""
    if who == 1:
        do(sc, "pass", player=0)
    do(sc, "act:$r:0", player=who)
    pick = sc.token("t:$u")
    if pick in tokens(sc):
        do(sc, pick, player=who)
    _answer_all(sc)
    return sc.state.zone[sc.iid("u")] != st.DEPLOY


@pytest.mark.parametrize("mover", list(_MOVERS))
def test_r310_an_enemy_effect_does_not_move_the_protected_card(mover: str) -> None:
    """カードの移動 (a place to another place): the enemy's bounce, hangar, home and discard effects pass u by; the same
    texts move an unprotected unit."""
    assert _moved(_move_board(mover, protected=True), 1) is False
    assert _moved(_move_board(mover, protected=False), 1) is True


def test_r310_the_own_effect_still_moves_the_protected_card() -> None:
    assert _moved(_move_board("hand", protected=True, own=True), 0) is True


def test_r310_a_destroyed_protected_card_is_still_discarded() -> None:
    """P 破壊: the discard a destruction causes is not stopped by 「移動しない」 effects."""
    cards = [unit("U", abilities=[_ability(NO_MOVE_TEXTS[0])]), unit("R", abilities=[_ability("（常時）：敵軍ユニット１枚を破壊する。")])]
    sc = board(cards, {"deploy": [{"card": "U", "id": "u"}], "gzone": ["U"] * 3},
               {"deploy": [{"card": "R", "id": "r"}], "gzone": ["R"] * 3}, point="attack", g_played=True)
    assert _moved(sc, 1) is True
    assert sc.state.zone[sc.iid("u")] == st.JUNK


# ---- 「…を、（敵軍）ユニットがいる戦闘エリアの任意の順番に、リロール状態で出す」 and the waiting step after it (R-311) -------

ENTER_TEXTS = [
    "（攻撃ステップ）：自軍手札にあるユニット１枚を、敵軍ユニットがいる戦闘エリアの任意の順番にリロール状態で出す。ターン終了時に、"
    "この効果で出したユニットを、持ち主の手札に移す。",
    "（防御ステップ）：自軍手札、または自軍ハンガーにある、このカードと同じGサインを持つユニット１枚を、敵軍ユニットのいる戦闘エリアの"
    "任意の順番にリロール状態で出す。ターン終了時に、この効果で出したユニットを、持ち主の手札に移す。",
    "（防御ステップ）：自軍手札にある、このカードと同じ属性のGサインを持つユニット１枚を、ユニットのいる戦闘エリアにリロール状態で"
    "出す。ターン終了時に、そのユニットをロール状態で自軍Gにする。",
    "（攻撃ステップ）：自軍ジャンクヤードにあるユニット１枚を、ユニットがいる戦闘エリアの任意の順番にロール状態で出す。ターン終了時に"
    "対象を廃棄する。",
    "（常時）：敵軍ジャンクヤードにあるユニット１枚を、（自軍ユニットとして）敵軍ユニットがいる戦闘エリアの任意の順番に、リロール状態で"
    "出す。ターン終了時に、対象を廃棄する。",
    "（防御ステップ）〔２〕：このカードが戦闘エリアにいる場合、自軍ジャンクヤードにある、２以下の合計国力を持つユニット１枚を、自軍部隊の"
    "先頭にリロール状態で出す。ターン終了時に、このカードと対象を廃棄する。",
]


@pytest.mark.parametrize("text", ENTER_TEXTS)
def test_entering_a_battle_area_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_as_own_unit_is_said_only_of_an_enemy_card() -> None:
    with pytest.raises(Exception, match="自軍ユニットとして"):
        compile_text("（常時）：自軍ジャンクヤードにあるユニット１枚を、（自軍ユニットとして）ユニットがいる戦闘エリアに、リロール状態で出す。")


def _to_turn_end(sc: Scenario) -> None:
    """Play on (no sortie, passing, paying automatically) until the turn number changes."""
    s = sc.state
    turn = s.turn
    for _ in range(300):
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn > turn:
            return
        t = tokens(sc)
        pick = next((x for x in ("yes", "sortie:done", "pay:auto", "pass") if x in t), t[0])
        do(sc, pick, player=d.player)


def _enter_board(text: str, mine: dict[str, Any], theirs: dict[str, Any], point: str = "attack",
                 attacker: int = 0) -> Scenario:
    from .helpers import card

    cmd = card("X", "command", total=1, roll=0, abilities=[{**_ability(text), "kind": "play"}])
    return board([unit("A"), unit("H", stats=(1, 1, 9)), unit("E", stats=(1, 1, 9)), cmd], {"gzone": ["A"] * 4, **mine},
                 {"gzone": ["E"] * 4, **theirs}, point=point, attacker=attacker, g_played=True)


def _play(sc: Scenario, *picks: str) -> None:
    do(sc, "play:$x", player=0)
    for p in picks:
        tok = sc.token(p)
        if tok in tokens(sc):
            do(sc, tok, player=0)
    _answer_all(sc)


def test_p70_r311_a_unit_of_the_hand_enters_the_area_of_the_enemy_unit_then_goes_back_at_the_turn_end() -> None:
    """The own unit a is in space, the enemy's e on earth: h enters the earth area (where an enemy unit is), rerolled,
    forming player 0's squad there, so the area is engaged at once (P70); at the turn's end it goes back to the hand."""
    sc = _enter_board(ENTER_TEXTS[0], {"hand": [{"card": "X", "id": "x"}, {"card": "H", "id": "h"}],
                                       "battle": {"space": [{"card": "A", "id": "a"}]}},
                      {"battle": {"earth": [{"card": "E", "id": "e"}]}})
    s = sc.state
    h = sc.iid("h")
    _play(sc, "t:$h")
    assert s.zone[h] == st.BATTLE and not s.rolled[h] and s.ctrl[h] == 0
    assert s.squads[1 * 2 + 0] == [h] and s.engaged[1]
    assert s.squads[0] == [sc.iid("a")]  # space is not where the enemy is
    _to_turn_end(sc)
    assert s.zone[h] == st.HAND


def test_p70_r311_no_area_with_an_enemy_unit_leaves_the_unit_in_the_hand() -> None:
    sc = _enter_board(ENTER_TEXTS[0], {"hand": [{"card": "X", "id": "x"}, {"card": "H", "id": "h"}],
                                       "battle": {"space": [{"card": "A", "id": "a"}]}}, {"deploy": [{"card": "E"}]})
    _play(sc, "t:$h")
    assert sc.state.zone[sc.iid("h")] == st.HAND


def test_p70_r311_the_player_picks_the_place_in_the_squad() -> None:
    """「任意の順番に」: the second place of the squad of a1, a2 when the player answers so; rolled as printed."""
    sc = _enter_board(ENTER_TEXTS[3], {"hand": [{"card": "X", "id": "x"}], "junkyard": [{"card": "H", "id": "h"}],
                                       "battle": {"space": [{"card": "A", "id": "a1"}, {"card": "A", "id": "a2"}]}}, {})
    s = sc.state
    do(sc, "play:$x", player=0)
    for p in ("t:$h",):
        if sc.token(p) in tokens(sc):
            do(sc, sc.token(p), player=0)
    _answer_all(sc, pick=lambda toks: "opt:1" if "opt:1" in toks else toks[0])
    h = sc.iid("h")
    assert s.squads[0] == [sc.iid("a1"), h, sc.iid("a2")] and s.rolled[h]
    _to_turn_end(sc)
    assert s.zone[h] == st.JUNK


def test_r311_an_enemy_junkyard_unit_enters_as_the_players_own_and_goes_to_its_owners_junkyard() -> None:
    sc = _enter_board(ENTER_TEXTS[4], {"hand": [{"card": "X", "id": "x"}]},
                      {"junkyard": [{"card": "H", "id": "h"}], "battle": {"earth": [{"card": "E", "id": "e"}]}})
    s = sc.state
    h = sc.iid("h")
    _play(sc, "t:$h")
    assert s.zone[h] == st.BATTLE and s.ctrl[h] == 0 and s.owner[h] == 1 and s.squads[2] == [h]
    _to_turn_end(sc)
    assert s.zone[h] == st.JUNK and s.zseat[h] == 1


def test_r311_at_the_turn_end_the_unit_put_in_becomes_a_rolled_g() -> None:
    """「ターン終了時に、そのユニットをロール状態で自軍Gにする」: a G of player 0 in the roll state (P53; the next turn is the
    enemy's, so no reroll phase of player 0 stands between)."""
    sc = _enter_board(ENTER_TEXTS[2], {"hand": [{"card": "X", "id": "x"}, {"card": "H", "id": "h"}]},
                      {"battle": {"earth": [{"card": "E", "id": "e"}]}}, point="defence")
    s = sc.state
    h = sc.iid("h")
    _play(sc, "t:$h")
    assert s.zone[h] == st.BATTLE and s.squads[2 + 0] == [h]
    _to_turn_end(sc)
    assert s.zone[h] == st.GZONE and s.rolled[h] and s.zseat[h] == 0


# ---- 「このターンの終了直後、新たな自軍ターンを開始する。新たなターンでは、…」 (R-312) -----------------------------------

EXTRA_NAME = "（自軍帰還ステップ）：このターンの終了直後、新たな自軍ターンを開始する。新たなターンでは、このカードと同名のカードをプレイできない。"
EXTRA_BATTLE = ("（自軍帰還ステップ）：このターンの終了直後、新たな自軍ターンを開始する。新たなターンでは、全ての自軍Gはリロールできず、"
                "戦闘フェイズのみ行われる。")
EXTRA_ONE = ("（自軍帰還ステップ）〔１〕：このターン終了直後、新たな自軍ターンを開始する。新たなターンでは、自軍部隊１つしか出撃できず、"
             "全ての自軍Gはリロールできない。さらに、この記述の効果は使用できない。")


@pytest.mark.parametrize("text", [EXTRA_NAME, EXTRA_BATTLE, EXTRA_ONE])
def test_an_extra_turn_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _until_turn(sc: Scenario, turn: int, answer: str = "pass") -> None:
    """Play on (no sortie, passing, paying automatically) until the game's turn number reaches `turn`."""
    s = sc.state
    for _ in range(400):
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn >= turn:
            return
        t = tokens(sc)
        pick = next((x for x in ("sortie:done", "pay:auto", answer, "pass") if x in t), t[0])
        do(sc, pick, player=d.player)


def _extra_board(text: str, mine: dict[str, Any] | None = None) -> Scenario:
    from .helpers import card

    cmd = card("X", "command", total=1, roll=0, abilities=[{**_ability(text), "kind": "play"}])
    a = {"hand": [{"card": "X", "id": "x"}, {"card": "X", "id": "x2"}], "gzone": ["A"] * 4, **(mine or {})}
    return board([unit("A"), unit("E"), cmd], a, {"gzone": ["E"] * 4, "deploy": [{"card": "E", "id": "e"}]},
                 point="return", g_played=True)


def test_p41_r312_the_player_takes_the_next_turn_too_then_the_other_player() -> None:
    """The sides are not swapped after the turn the text resolved in (P41); the turn after the extra one is the other
    player's. In the extra turn a card of the text's card's name is not played; in later turns it is."""
    sc = _extra_board(EXTRA_NAME)
    s = sc.state
    turn = s.turn
    _play(sc)
    assert s.zone[sc.iid("x")] == st.JUNK
    _until_turn(sc, turn + 1)
    assert s.attacker == 0
    pass_to = sc.token("play:$x2")
    for _ in range(40):  # through the new turn's free timings: never playable
        assert pass_to not in tokens(sc)
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn > turn + 1:
            break
        t = tokens(sc)
        do(sc, next((x for x in ("sortie:done", "pay:auto", "pass") if x in t), t[0]), player=d.player)
    _until_turn(sc, turn + 2)
    assert s.attacker == 1


def test_p41_r312_only_the_battle_phase_and_no_g_rerolled() -> None:
    """「新たなターンでは、全ての自軍Gはリロールできず、戦闘フェイズのみ行われる」: no reroll phase (the rolled Gs stay
    rolled), no draw (the hand stays as it was), no deploy phase; the battle phase is played."""
    sc = _extra_board(EXTRA_BATTLE)
    s = sc.state
    turn = s.turn
    _play(sc)
    gs = list(s.place(0, st.GZONE))
    for g in gs[:2]:
        s.rolled[g] = True
    hand = len(s.place(0, st.HAND))
    _until_turn(sc, turn + 1)
    assert s.attacker == 0
    seen = set()
    for _ in range(80):
        seen.add(st.POINT_PHASE.get(s.point))
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn > turn + 1:
            break
        t = tokens(sc)
        do(sc, next((x for x in ("sortie:done", "pay:auto", "pass") if x in t), t[0]), player=d.player)
        if s.turn == turn + 1:
            assert all(s.rolled[g] for g in gs[:2])
            assert len(s.place(0, st.HAND)) == hand
    assert "battle" in seen and "deploy" not in seen and "draw" not in seen


def test_r312_one_squad_only_and_the_text_not_used_again() -> None:
    """「自軍部隊1つしか出撃できず」: with a unit drafted into one area, the other area is no option; 「この記述の効果は使用
    できない」: the unit's text is not played in the new turn."""
    a = unit("A", abilities=[_ability(EXTRA_ONE)])
    sc = board([a, unit("E")], {"deploy": [{"card": "A", "id": "a1"}, {"card": "A", "id": "a2"}], "gzone": ["A"] * 4},
               {"gzone": ["E"] * 4, "deploy": [{"card": "E", "id": "e"}]}, point="return", g_played=True)
    s = sc.state
    turn = s.turn
    do(sc, "act:$a1:0", player=0)
    _answer_all(sc)
    assert (0, "extra:turn") in s.skips
    _until_turn(sc, turn + 1)
    assert s.attacker == 0
    sortied = False
    for _ in range(120):
        if s.turn > turn + 1:
            break
        assert sc.token("act:$a1:0") not in tokens(sc)
        d = sc.game.decision(s, labels=False)
        if d is not None and d.kind == "sortie" and d.player == 0:
            from engine.games.nexa.battle import sortie_options

            first = sortie_options(s, 0)[0]
            s.sortie_draft[first[0]].append(first[1])
            assert all(area == first[0] for area, _ in sortie_options(s, 0))
            s.sortie_draft = [[], []]
            do(sc, "sortie:done", player=0)
            sortied = True
            continue
        t = tokens(sc)
        do(sc, next((x for x in ("sortie:done", "pay:auto", "pass") if x in t), t[0]), player=d.player if d else 0)
    assert sortied


# ---- 「このカードは、このターン、帰還ステップの…」, 「…コマンドの対象にならない」, 「…ロール状態でも防御に出撃できる」,
# 「このカードは、ターン終了時に、持ち主の手札に移る」 ----------------------------------------------------------------------

STAY_UP = "（自軍戦闘フェイズ）：このカードは、このターン、帰還ステップの規定の効果ではロールしない。"
NO_COMMANDS = "『常駐』：このカードは、コマンドの対象にならない。"
DEFEND_ROLLED = "『常駐』：このセットグループのユニットは、ロール状態でも防御に出撃できる。"
HOME_AT_END = "『起動』：このカードは、ターン終了時に、持ち主の手札に移る。"


@pytest.mark.parametrize("text", [
    STAY_UP,
    "『起動』：このカードの部隊が戦闘ダメージを与えた場合、このカードは、このターン、帰還ステップの規定の効果ではロールしない。",
    NO_COMMANDS,
    "『常駐』：このセットグループは、コマンドの対象にならない。",
    DEFEND_ROLLED,
    HOME_AT_END,
])
def test_family_o5_rule_texts_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("used", [True, False])
def test_p40_the_unit_stays_rerolled_through_the_return_step_this_turn(used: bool) -> None:
    sc = board([unit("A", abilities=[_ability(STAY_UP)]), unit("E")],
               {"battle": {"space": [{"card": "A", "id": "a"}]}, "gzone": ["A"] * 3},
               {"gzone": ["E"] * 3}, point="attack", g_played=True)
    s = sc.state
    if used:
        do(sc, "act:$a:0", player=0)
        _answer_all(sc)
    for _ in range(80):
        d = sc.game.decision(s, labels=False)
        if d is None or s.point > st.RETURN_RULE:
            break
        t = tokens(sc)
        do(sc, next((x for x in ("sortie:done", "pay:auto", "pass") if x in t), t[0]), player=d.player)
    a = sc.iid("a")
    assert s.zone[a] == st.DEPLOY and s.rolled[a] is (not used)


def _command_board(protected: bool) -> Scenario:
    from .helpers import card

    roll = card("X", "command", total=1, roll=0, abilities=[{**_ability("（常時）：自軍ユニット１枚をロールする。"), "kind": "play"}])
    enemy_roll = card("Y", "command", total=1, roll=0,
                      abilities=[{**_ability("（常時）：敵軍ユニット１枚をロールする。"), "kind": "play"}])
    u = unit("U", abilities=[_ability(NO_COMMANDS)] if protected else [])
    r = unit("R", abilities=[_ability("（常時）：自軍ユニット１枚をロールする。")])
    return board([u, r, roll, enemy_roll], {"deploy": [{"card": "U", "id": "u"}, {"card": "R", "id": "r"}],
                                            "hand": [{"card": "X", "id": "x"}], "gzone": ["U"] * 3},
                 {"hand": [{"card": "Y", "id": "y"}], "gzone": ["U"] * 3}, point="attack", g_played=True)


def test_r313_no_command_of_either_player_targets_the_card_but_a_unit_text_does() -> None:
    """Only u and r are player 0's units; r's own text may target r and u, a command of player 0 (or 1) not u."""
    from engine.games.nexa.targets import candidates

    sc = _command_board(True)
    s = sc.state
    u, x, y, r = sc.iid("u"), sc.iid("x"), sc.iid("y"), sc.iid("r")
    sel = {"side": "own", "type": "unit", "count": 1}
    assert u not in candidates(s, sel, 0, x, None, 0)
    assert u not in candidates(s, {**sel, "side": "enemy"}, 1, y, None, 0)
    assert u in candidates(s, sel, 0, r, None, 0)
    plain = _command_board(False)
    assert plain.iid("u") in candidates(plain.state, sel, 0, plain.iid("x"), None, 0)


@pytest.mark.parametrize("with_text", [True, False])
def test_p32_a_rolled_unit_with_the_text_sorties_to_defend(with_text: bool) -> None:
    from engine.games.nexa.battle import can_sortie

    d = unit("D", abilities=[_ability(DEFEND_ROLLED)] if with_text else [])
    sc = board([d, unit("E")], {"deploy": [{"card": "D", "id": "d", "rolled": True}], "gzone": ["D"] * 3},
               {"battle": {"space": [{"card": "E", "id": "e"}]}, "gzone": ["E"] * 3}, point="attack", attacker=1,
               g_played=True)
    assert can_sortie(sc.state, sc.iid("d"), 0, 0) is with_text
    sc.state.attacker = 0  # attacking: the text does not help (防御に)
    sc.state.version += 1
    assert can_sortie(sc.state, sc.iid("d"), 0, 0) is False


def test_p41_the_card_goes_back_to_the_hand_at_the_turn_end() -> None:
    sc = board([unit("H", abilities=[_ability(HOME_AT_END)]), unit("E")],
               {"deploy": [{"card": "H", "id": "h"}], "gzone": ["H"] * 3}, {"gzone": ["E"] * 3}, point="return",
               g_played=True)
    s = sc.state
    _until_turn(sc, s.turn + 1)
    assert s.zone[sc.iid("h")] == st.HAND


# ---- 「…は、敵軍コマンドの効果では破壊されず移動しない」, 「次のドローフェイズ開始時に、…を選んでロールできる」 -----------------

NO_COMMAND_HARM = "『常駐』：このカードは、敵軍コマンドの効果では破壊されず移動しない。"
LATER_ROLL = "（常時）：次のドローフェイズ開始時に、敵軍ユニット１枚を選んでロールできる。"


@pytest.mark.parametrize("text", [NO_COMMAND_HARM, "『常駐』：このセットグループは、敵軍コマンドの効果では破壊されず移動しない。",
                                  LATER_ROLL])
def test_command_guard_and_later_roll_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("kind", "text", "harmed"), [
    ("command", "（常時）：敵軍ユニット１枚を持ち主の手札に移す。", False),
    ("command", "（常時）：敵軍ユニット１枚を破壊する。", False),
    ("unit", "（常時）：敵軍ユニット１枚を持ち主の手札に移す。", True),
])
def test_r310_enemy_commands_neither_destroy_nor_move_the_card(kind: str, text: str, harmed: bool) -> None:
    from .helpers import card

    u = unit("U", abilities=[_ability(NO_COMMAND_HARM)])
    if kind == "command":
        r = card("R", "command", total=1, roll=0, abilities=[{**_ability(text), "kind": "play"}])
        theirs = {"hand": [{"card": "R", "id": "r"}], "gzone": ["U"] * 3}
        first = "play:$r"
    else:
        r = unit("R", abilities=[_ability(text)])
        theirs = {"deploy": [{"card": "R", "id": "r"}], "gzone": ["U"] * 3}
        first = "act:$r:0"
    sc = board([u, r], {"deploy": [{"card": "U", "id": "u"}], "gzone": ["U"] * 3}, theirs, point="attack", g_played=True)
    s = sc.state
    do(sc, "pass", player=0)
    do(sc, first, player=1)
    if sc.token("t:$u") in tokens(sc):
        do(sc, sc.token("t:$u"), player=1)
    _answer_all(sc)
    uu = sc.iid("u")
    assert (s.zone[uu] != st.DEPLOY or s.destroyed[uu]) is harmed


def test_p57_the_roll_waits_for_the_next_draw_phase() -> None:
    sc = board([unit("U", abilities=[_ability(LATER_ROLL)]), unit("E")],
               {"deploy": [{"card": "U", "id": "u"}], "gzone": ["U"] * 3},
               {"deploy": [{"card": "E", "id": "e"}], "gzone": ["E"] * 3}, point="attack", g_played=True)
    s = sc.state
    e = sc.iid("e")
    do(sc, "act:$u:0", player=0)
    _answer_all(sc)
    assert not s.rolled[e]
    for _ in range(300):
        d = sc.game.decision(s, labels=False)
        if d is None or (s.turn > 3 and s.point >= st.DEPLOY_FREE):
            break
        t = tokens(sc)
        pick = next((x for x in ("yes", "sortie:done", "pay:auto", sc.token("t:$e"), "pass") if x in t), t[0])
        do(sc, pick, player=d.player)
    assert s.turn == 4 and s.rolled[e]


# ---- 「『起動』：このカードは、ユニットが1枚のみの部隊にいる状態で（event）場合、…」 ---------------------------------------

LONE = "『起動』：このカードは、ユニットが１枚のみの部隊にいる状態で交戦中となった場合、ターン終了時まで、＋１／＋１／＋１を得る。"


def test_a_topic_trigger_in_a_squad_of_one_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(LONE)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("squad", "heard"), [(1, True), (2, False)])
def test_p35_the_trigger_is_heard_only_in_a_squad_of_one_unit(squad: int, heard: bool) -> None:
    from engine.games.nexa.conditions import holds

    ab = compile_text(LONE).ability
    assert ab["on"] == "becomes_engaged" and ab["wording"] == "topic"
    units = [{"card": "M", "id": "m"}] + [{"card": "M"}] * (squad - 1)
    sc = board([unit("M"), unit("E")], {"battle": {"space": units}}, {"battle": {"space": [{"card": "E"}]}},
               point="attack")
    assert holds(sc.state, ab["condition"], sc.iid("m"), 0) is heard


# ---- 「敵軍は、自分の本国をN回復できる」 ------------------------------------------------------------------------------

ENEMY_MAY_RECOVER = "（常時）：敵軍ユニット１枚を破壊する。その場合、敵軍は、自分の本国を３回復できる。"


def test_the_enemy_may_recover_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(ENEMY_MAY_RECOVER)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_p57_the_enemy_player_chooses_to_recover_its_home(answer: str) -> None:
    """The other player answers; with yes, 3 cards of its discard pile go to the bottom of its home."""
    sc = board([unit("U", abilities=[_ability(ENEMY_MAY_RECOVER)]), unit("E")],
               {"deploy": [{"card": "U", "id": "u"}], "gzone": ["U"] * 3},
               {"deploy": [{"card": "E", "id": "e"}], "discard": ["E"] * 4, "gzone": ["E"] * 3}, point="attack",
               g_played=True)
    s = sc.state
    home = len(s.place(1, st.HOME))
    do(sc, "act:$u:0", player=0)
    asked = []
    for _ in range(30):
        d = sc.game.decision(s, labels=False)
        if d is None:
            break
        t = tokens(sc)
        if s.cut and "pass" in t:
            resolve_cut(sc)
        elif d.kind != "priority" and answer in t:
            asked.append(d.player)
            do(sc, answer, player=d.player)
        elif d.kind != "priority":
            do(sc, t[0], player=d.player)
        else:
            break
    assert asked == [1]
    assert len(s.place(1, st.HOME)) == home + (3 if answer == "yes" else 0)


EXTRA_ONLY = ("（自軍帰還ステップ）：このターンの終了直後、新たな自軍ターンを開始する。新たなターンでは、リロールフェイズと配備フェイズ"
              "のみ行われる。本来の名称が「古い灯」であるカードが、自軍G、または自軍ジャンクヤードにある場合、（さらに）ドローフェイズも"
              "行われる。")


def test_an_extra_turn_of_two_phases_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(EXTRA_ONLY)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("named", [True, False])
def test_p57_r312_the_further_phase_is_played_while_the_named_card_is_there(named: bool) -> None:
    """Reroll and deploy phases only; the draw phase too when a card printed 「古い灯」 is in the own junkyard as the text
    resolves; never the battle phase."""
    from .helpers import card

    cmd = card("X", "command", total=1, roll=0, abilities=[{**_ability(EXTRA_ONLY), "kind": "play"}])
    lamp = card("L", "command", total=1, roll=0, name={"ja": "古い灯", "en": "old lamp"},
                abilities=[{**_ability("（常時）：カード１枚を引く。"), "kind": "play"}])
    a = {"hand": [{"card": "X", "id": "x"}], "gzone": ["A"] * 4, "junkyard": [{"card": "L"}] if named else []}
    sc = board([unit("A"), unit("E"), cmd, lamp], a, {"gzone": ["E"] * 4}, point="return", g_played=True)
    s = sc.state
    turn = s.turn
    _play(sc)
    _until_turn(sc, turn + 1)
    hand = len(s.place(0, st.HAND))
    seen = set()
    for _ in range(80):
        seen.add(st.POINT_PHASE.get(s.point))
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn > turn + 1:
            break
        t = tokens(sc)
        do(sc, next((x for x in ("sortie:done", "pay:auto", "pass") if x in t), t[0]), player=d.player)
        if s.turn == turn + 1 and st.POINT_PHASE.get(s.point) == "deploy":
            assert len(s.place(0, st.HAND)) == hand + (1 if named else 0)
    assert "deploy" in seen and "battle" not in seen and ("draw" in seen) is named


# ---- 「このカードは、このセットグループのユニットが破壊されて廃棄される場合、廃棄される代わりに…」 (R-314) ------------------

GROUP_OUT = "『起動』：このカードは、このセットグループのユニットが破壊されて廃棄される場合、廃棄される代わりに持ち主のハンガーに移る。"


def test_a_set_cards_own_replacement_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(GROUP_OUT)
    assert compiled is not None and exact, blocker


def _group_board(destroy_text: str) -> Scenario:
    op = {**unit("P"), "type": "operation", "stats": None, "terrain": [], "abilities": [_ability(GROUP_OUT)],
          "set_on": "unit"}
    return board([unit("U"), op, unit("R", abilities=[_ability(destroy_text)])],
                 {"deploy": [{"card": "U", "id": "u", "set": [{"card": "P", "id": "p"}]}], "gzone": ["U"] * 3},
                 {"deploy": [{"card": "R", "id": "r"}], "gzone": ["R"] * 3}, point="attack", g_played=True)


@pytest.mark.parametrize(("text", "pick", "where"), [
    ("（常時）：敵軍ユニット１枚を破壊する。", "t:$u", st.HANGAR),  # the unit destroyed: the operation to the hangar
    ("（常時）：敵軍オペ１枚を破壊する。", "t:$p", st.JUNK),  # the operation alone destroyed: discarded as usual
])
def test_p77_r314_the_set_card_goes_to_the_hangar_when_its_unit_is_destroyed(text: str, pick: str, where: int) -> None:
    sc = _group_board(text)
    s = sc.state
    do(sc, "pass", player=0)
    do(sc, "act:$r:0", player=1)
    if sc.token(pick) in tokens(sc):
        do(sc, sc.token(pick), player=1)
    _answer_all(sc)
    for _ in range(10):  # the discard effects of the destruction (P72) resolve too
        if not s.cut:
            break
        resolve_cut(sc)
        _answer_all(sc)
    assert s.zone[sc.iid("p")] == where


# ---- 「このターン、対象は、ロール状態である場合、敵軍効果の対象にならない」 ---------------------------------------------

ROLLED_SAFE = "（常時）〔１〕：自軍ユニット１枚をロールする。このターン、対象は、ロール状態である場合、敵軍効果の対象にならない。"


def test_protected_while_rolled_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(ROLLED_SAFE)
    assert compiled is not None and exact, blocker


def test_p56_the_unit_is_no_enemy_target_while_it_is_rolled_this_turn() -> None:
    from engine.games.nexa.overrides import untargetable

    sc = board([unit("U", abilities=[_ability(ROLLED_SAFE)]), unit("E")],
               {"deploy": [{"card": "U", "id": "u"}, {"card": "U", "id": "v"}], "gzone": ["U"] * 3},
               {"deploy": [{"card": "E", "id": "e"}], "gzone": ["E"] * 3}, point="attack", g_played=True)
    s = sc.state
    v, e = sc.iid("v"), sc.iid("e")
    do(sc, "act:$u:0", player=0)
    if sc.token("t:$v") in tokens(sc):
        do(sc, sc.token("t:$v"), player=0)
    _answer_all(sc)
    assert s.rolled[v] and untargetable(s, v, e)
    s.rolled[v] = False  # rerolled by something else: a target again
    s.version += 1
    assert not untargetable(s, v, e)
    assert not untargetable(s, sc.iid("u"), e)


# ---- 「…は、防御ステップ終了時まで、<protection>」 -------------------------------------------------------------------

TO_DEFENCE_END = "（自軍攻撃ステップ）〔１〕：自軍ユニット１枚は、防御ステップ終了時まで、敵軍効果の対象にならない。"


def test_until_the_defence_step_end_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(TO_DEFENCE_END)
    assert compiled is not None and exact, blocker


def test_p60_the_protection_lasts_through_the_defence_step_and_ends_with_it() -> None:
    from engine.games.nexa.overrides import untargetable

    sc = board([unit("U", abilities=[_ability(TO_DEFENCE_END)]), unit("E")],
               {"deploy": [{"card": "U", "id": "u"}, {"card": "U", "id": "v"}], "gzone": ["U"] * 3},
               {"deploy": [{"card": "E", "id": "e"}], "gzone": ["E"] * 3}, point="attack", g_played=True)
    s = sc.state
    v, e = sc.iid("v"), sc.iid("e")
    do(sc, "act:$u:0", player=0)
    if sc.token("t:$v") in tokens(sc):
        do(sc, sc.token("t:$v"), player=0)
    _answer_all(sc)
    assert untargetable(s, v, e)
    seen_defence = False
    for _ in range(60):
        d = sc.game.decision(s, labels=False)
        if d is None or st.POINT_STEP.get(s.point) == "damage":
            break
        if st.POINT_STEP.get(s.point) == "defence":
            seen_defence = True
            assert untargetable(s, v, e)
        t = tokens(sc)
        do(sc, next((x for x in ("sortie:done", "pay:auto", "pass") if x in t), t[0]), player=d.player)
    assert seen_defence and st.POINT_STEP.get(s.point) == "damage"
    assert not untargetable(s, v, e)


# ---- 「『恒常』：自軍ターン終了時に、このカードが自軍ジャンクヤードにある場合、…」 ---------------------------------------

JUNK_END = "『恒常』：自軍ターン終了時に、このカードが自軍ジャンクヤードにある場合、〔１〕を支払う事ができる。その場合、このカードを、自軍ハンガーに移す。"


def test_a_junkyard_text_at_the_turn_end_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(JUNK_END)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("where", "attacker", "to"), [
    ("junkyard", 0, st.HANGAR),  # in the junkyard at the own turn's end: paid, to the hangar
    ("junkyard", 1, st.JUNK),  # the enemy's turn end: not heard
    ("deploy", 0, st.DEPLOY),  # on the field: not heard (a junkyard text)
])
def test_r315_the_text_is_heard_from_the_junkyard_at_the_own_turn_end(where: str, attacker: int, to: int) -> None:
    j = unit("J", abilities=[_ability(JUNK_END)])
    mine: dict[str, Any] = {"gzone": ["J"] * 3, where: [{"card": "J", "id": "j"}]}
    sc = board([j, unit("E")], mine, {"gzone": ["E"] * 3}, point="return", attacker=attacker, g_played=True)
    s = sc.state
    _until_turn(sc, s.turn + 1, answer="yes")
    assert s.zone[sc.iid("j")] == to


# ---- 「（condition）場合、…は、+N/+N/+Nを得ると共に、<protection>」 ---------------------------------------------------

MODIFY_AND_GUARD = "『常駐』：自軍Gが４枚以上ある場合、全ての自軍ユニットは、＋１／＋１／＋１を得ると共に、敵軍効果では移動しない。"


def test_a_change_and_a_protection_print_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(MODIFY_AND_GUARD)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("gs", "held"), [(4, True), (3, False)])
def test_p57_both_hold_only_while_the_condition_does(gs: int, held: bool) -> None:
    from engine.games.nexa.stats import has_status, stats

    sc = board([unit("U", abilities=[_ability(MODIFY_AND_GUARD)]), unit("V")],
               {"deploy": [{"card": "U", "id": "u"}, {"card": "V", "id": "v"}], "gzone": ["U"] * gs}, {}, point="attack")
    s = sc.state
    v = sc.iid("v")
    assert has_status(s, v, "no_enemy_move") is held
    assert stats(s, v) == ((3, 3, 3) if held else (2, 2, 2))
