"""Issue 14, family Z8: zones and moves, round 3. Each construct is compiled, printed back to the same text and played
in the engine. Every text here is original, written in the controlled style of card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import round_trip

from .helpers import ability_of as _ability
from .helpers import answer_all, board, card, do, tokens, unit


def _to_turn_end(sc: Scenario, until: Any = lambda s: False) -> None:
    """Play on (no sortie, passing, paying automatically) until the turn number changes or `until(state)` holds."""
    s = sc.state
    turn = s.turn
    for _ in range(300):
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn > turn or until(s):
            return
        t = tokens(sc)
        pick = next((x for x in ("yes", "sortie:done", "pay:auto", "pass") if x in t), t[0])
        do(sc, pick, player=d.player)


# ---- 「…を抜き出す。ターン終了時に、（抜き出した）対象を…」 (R-480) ----------------------------------------------------

_HOLD_UNIT = ("（戦闘フェイズ）〔２〕：ロール状態の敵軍ユニット１枚を抜き出す。ターン終了時に、（抜き出した）対象を持ち主の"
              "配備エリアにリロール状態で出す。")
_HOLD_GROUP = ("（常時）〔１〕：敵軍ユニットの、セットグループ１つを抜き出す。ターン終了時に、（抜き出した）対象を"
               "１つのセットグループとして、持ち主の配備エリアにロール状態で出す。")
_HOLD_HAND = ("『起動』：このカードが場に出た場合、カード１枚を引く。その場合、敵軍手札２枚を無作為に抜き出す。ターン終了時に、"
              "抜き出したカードを持ち主の手札に移す。")


@pytest.mark.parametrize("text", [_HOLD_UNIT, _HOLD_GROUP, _HOLD_HAND])
def test_hold_out_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("text", [
    "（常時）：敵軍ユニット１枚を抜き出す。ターン終了時に、抜き出したカードを持ち主の手札に移す。",  # a unit to the hand
    "（常時）：敵軍ユニット１枚を抜き出す。ターン終了時に、（抜き出した）対象を１つのセットグループとして、持ち主の配備エリアに"
    "ロール状態で出す。",  # a group brought back, the card held not named as a group
    "（常時）：敵軍手札１枚を無作為に抜き出す。ターン終了時に、（抜き出した）対象を持ち主の配備エリアにロール状態で出す。",
])
def test_hold_out_brought_back_otherwise_is_not_read(text: str) -> None:
    compiled, exact, _ = round_trip(text)
    assert compiled is None and not exact


def _hold_board(text: str, theirs: dict[str, Any], point: str = "attack", attacker: int = 0) -> Scenario:
    me = unit("M", abilities=[_ability(text)])
    chara = card("C", "character", stats=[1, 1, 1])
    return board([me, unit("T"), chara], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3},
                 theirs, point=point, attacker=attacker, g_played=True)


def test_rulebook_hold_out_r480_the_unit_is_out_of_play_then_enters_its_owners_deploy_area_at_the_turn_end() -> None:
    """用語「抜き出す」: the unit is moved aside (out of play, not in any place of the field) until the turn's end, when the
    waiting effect (P57) puts it into its owner's deploy area in the roll state said, as a card that entered anew."""
    sc = _hold_board(_HOLD_UNIT, {"deploy": [{"card": "T", "id": "t", "rolled": True}]})
    s = sc.state
    t = sc.iid("t")
    stamp = s.stamp[t]
    do(sc, "act:$m:0", player=0)
    answer_all(sc)
    assert s.zone[t] == st.REMOVED
    _to_turn_end(sc)
    assert s.zone[t] == st.DEPLOY and s.ctrl[t] == 1 and s.zseat[t] == 1 and not s.rolled[t]
    assert s.stamp[t] > stamp  # a new card on the field (P62)


def test_r480_a_rerolled_unit_does_not_fit_and_nothing_is_held() -> None:
    sc = _hold_board(_HOLD_UNIT, {"deploy": [{"card": "T", "id": "t"}]})
    s = sc.state
    if sc.token("act:$m:0") in tokens(sc):
        do(sc, "act:$m:0", player=0)
        answer_all(sc)
    assert s.zone[sc.iid("t")] == st.DEPLOY and not any(w[0] == "waiting" for w in s.order_queue)


def test_p66_r480_a_set_group_held_out_comes_back_as_one_group_rolled() -> None:
    """P66: the character set on the unit is held out with it and set on it again when the group comes back (played in
    the enemy's turn, so that the next turn, the player's own, does not reroll the enemy's cards)."""
    sc = _hold_board(_HOLD_GROUP, {"deploy": [{"card": "T", "id": "t", "set": [{"card": "C", "id": "c"}]}]},
                     point="deploy", attacker=1)
    s = sc.state
    t, c = sc.iid("t"), sc.iid("c")
    do(sc, "pass", player=1)  # the enemy, whose deploy phase it is, passes first
    do(sc, "act:$m:0", player=0)
    answer_all(sc)
    assert s.zone[t] == st.REMOVED and s.zone[c] == st.REMOVED
    _to_turn_end(sc)
    assert s.zone[t] == st.DEPLOY and s.rolled[t] and s.ctrl[t] == 1
    assert s.zone[c] == st.SET and s.set_to[c] == t and s.rolled[c]


def test_r480_a_held_card_that_left_the_removed_place_is_not_brought_back() -> None:
    sc = _hold_board(_HOLD_UNIT, {"deploy": [{"card": "T", "id": "t", "rolled": True}]})
    s = sc.state
    t = sc.iid("t")
    do(sc, "act:$m:0", player=0)
    answer_all(sc)
    from engine.games.nexa.places import move

    move(s, t, st.JUNK)  # another effect took it on
    _to_turn_end(sc)
    assert s.zone[t] == st.JUNK


def test_p62_r480_cards_of_the_enemy_hand_held_out_at_random_go_back_to_that_hand_at_the_turn_end() -> None:
    """P62: two of the enemy's three hand cards are held out at random (its hand keeps one), back at the turn's end."""
    me = unit("M", abilities=[_ability(_HOLD_HAND)])
    sc = board([me, unit("T")], {"hand": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3},
               {"hand": ["T"] * 3}, point="deploy", g_played=True)
    s = sc.state
    do(sc, "play:$m", player=0)
    answer_all(sc)
    assert len(s.place(1, st.HAND)) == 1 and len(s.place(1, st.REMOVED)) == 2
    _to_turn_end(sc)
    assert len(s.place(1, st.HAND)) == 3 and not s.place(1, st.REMOVED)


# ---- 「…を、このカードの部隊の先頭に（任意の順番に）移す」 (R-481) ----------------------------------------------------

_SQUAD_FRONT = "（戦闘フェイズ）〔１〕：自軍ユニット１枚を、このカードの部隊の先頭に移す。"
_SQUAD_ANY = "（戦闘フェイズ）〔２〕：このカード以外の自軍ユニット１枚を、このカードの部隊の任意の順番に、リロール状態で移す。"


@pytest.mark.parametrize("text", [_SQUAD_FRONT, _SQUAD_ANY])
def test_to_squad_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_to_squad_of_an_enemy_unit_is_not_read() -> None:
    compiled, _, _ = round_trip("（戦闘フェイズ）〔１〕：敵軍ユニット１枚を、このカードの部隊の先頭に移す。")
    assert compiled is None


def _squad_board(text: str, me_in_battle: bool = True) -> Scenario:
    me = unit("M", abilities=[_ability(text)])
    mine: dict[str, Any] = {"gzone": ["M"] * 3, "deploy": [{"card": "U", "id": "u", "rolled": True}]}
    if me_in_battle:
        mine["battle"] = {"space": [{"card": "M", "id": "m"}, {"card": "U", "id": "a"}]}
    else:
        mine["deploy"].append({"card": "M", "id": "m"})
    return board([me, unit("U")], mine, {}, point="attack", g_played=True)


def test_p70_r481_the_unit_joins_this_cards_squad_at_its_front() -> None:
    """P70 部隊への編入: the unit from the deploy area enters this card's battle area as the front of its squad."""
    sc = _squad_board(_SQUAD_FRONT)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    answer_all(sc, lambda toks: sc.token("t:$u") if sc.token("t:$u") in toks else toks[0])
    u = sc.iid("u")
    assert s.zone[u] == st.BATTLE and s.squads[0] == [u, sc.iid("m"), sc.iid("a")] and s.rolled[u]


def test_r481_a_unit_already_in_the_squad_takes_the_front() -> None:
    sc = _squad_board(_SQUAD_FRONT)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    answer_all(sc, lambda toks: sc.token("t:$a") if sc.token("t:$a") in toks else toks[0])
    assert s.squads[0] == [sc.iid("a"), sc.iid("m")]


def test_p70_r481_the_player_says_the_place_and_the_unit_comes_rerolled() -> None:
    sc = _squad_board(_SQUAD_ANY)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    answer_all(sc, lambda toks: sc.token("t:$u") if sc.token("t:$u") in toks else (
        "opt:1" if "opt:1" in toks else toks[0]))
    u = sc.iid("u")
    assert s.squads[0] == [sc.iid("m"), u, sc.iid("a")] and not s.rolled[u]


def test_r481_nothing_moves_while_this_card_is_not_in_a_battle_area() -> None:
    sc = _squad_board(_SQUAD_FRONT, me_in_battle=False)
    s = sc.state
    if sc.token("act:$m:0") in tokens(sc):
        do(sc, "act:$m:0", player=0)
        answer_all(sc)
    assert s.zone[sc.iid("u")] == st.DEPLOY and not any(s.squads)


# ---- hand cards into the other player's hangar (R-482) ------------------------------------------------------------------

_WHOLE_HAND = "（自軍ターン）〔２〕：全ての敵軍手札を、自軍ハンガーに移す。その後、敵軍は、移した枚数分だけ、カードを引く。"
_SWAP_RANDOM = ("『起動』：このカードが場に出た場合、自軍手札１枚を選んで、敵軍ハンガーに移す事ができる。その場合、敵軍手札２枚を"
                "無作為に自軍ハンガーに移す。")
_SWAP_PICK = ("（常時）〔１〕：自軍手札２枚を選んで、敵軍ハンガーに移す。その場合、敵軍は、自分の手札１枚を選んで、相手のハンガーに"
              "移す。")


@pytest.mark.parametrize("text", [_WHOLE_HAND, _SWAP_RANDOM, _SWAP_PICK,
                                  "（自軍ターン）：全ての敵軍手札を、自軍ハンガーに移す。"])
def test_other_hangar_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_whole_hand_drawn_by_the_other_side_is_not_read() -> None:
    compiled, _, _ = round_trip("（自軍ターン）：全ての敵軍手札を、自軍ハンガーに移す。その後、自軍は、移した枚数分だけ、カードを引く。")
    assert compiled is None


def test_rulebook_hangar_r482_the_whole_enemy_hand_goes_to_the_own_hangar_and_the_enemy_draws_as_many() -> None:
    """The rulebook's hangar: a card moved to a hangar goes to the hangar named whoever owns it, and the player of that
    hangar plays it as from the hand; the enemy then draws as many cards as went (three)."""
    me = unit("M", abilities=[_ability(_WHOLE_HAND)])
    sc = board([me, unit("T", total=1, roll=0)], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 4},
               {"hand": [{"card": "T", "id": "t"}, "T", "T"], "home": ["T"] * 5}, point="deploy", g_played=False)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    answer_all(sc)
    t = sc.iid("t")
    assert s.zone[t] == st.HANGAR and s.zseat[t] == 0 and s.owner[t] == 1
    assert len(s.place(0, st.HANGAR)) == 3 and len(s.place(1, st.HAND)) == 3 and len(s.place(1, st.HOME)) == 2
    answer_all(sc)
    assert sc.token("play:$t") in tokens(sc)  # the enemy's card, played by the player of the hangar


def test_r482_the_enemy_picks_its_hand_card_for_the_other_hangar() -> None:
    me = unit("M", abilities=[_ability(_SWAP_PICK)])
    sc = board([me, unit("T")], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3, "hand": ["M", "M"]},
               {"hand": [{"card": "T", "id": "t1"}, {"card": "T", "id": "t2"}]}, point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    asked: list[int] = []

    def pick(toks: list[str]) -> str:
        d = sc.game.decision(s, labels=False)
        asked.append(d.player)
        return f"pick:{sc.iid('t2')}" if f"pick:{sc.iid('t2')}" in toks else toks[0]

    answer_all(sc, pick)
    assert 1 in asked  # the enemy chose
    assert s.zone[sc.iid("t2")] == st.HANGAR and s.zseat[sc.iid("t2")] == 0 and s.zone[sc.iid("t1")] == st.HAND
    assert [s.owner[c] for c in s.place(1, st.HANGAR)] == [0, 0]


def test_r482_the_random_cards_go_to_the_other_players_hangar() -> None:
    me = unit("M", abilities=[_ability(_SWAP_RANDOM)])
    sc = board([me, unit("T")], {"hand": [{"card": "M", "id": "m"}, "M"], "gzone": ["M"] * 3},
               {"hand": ["T"] * 3}, point="deploy", g_played=True)
    s = sc.state
    do(sc, "play:$m", player=0)
    answer_all(sc, lambda toks: "yes" if "yes" in toks else toks[0])
    assert len(s.place(1, st.HANGAR)) == 1 and len(s.place(0, st.HANGAR)) == 2
    assert all(s.owner[c] == 1 for c in s.place(0, st.HANGAR)) and len(s.place(1, st.HAND)) == 1


# ---- 「このカードは、自軍ジャンクヤードにある場合、自軍ハンガーにあるかのように、プレイできる」 (R-483) -----------------------

_JUNK_PLAY = "『恒常』：このカードは、自軍ジャンクヤードにある場合、自軍ハンガーにあるかのように、プレイできる。"


def test_junk_play_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_JUNK_PLAY)
    assert compiled is not None and exact, blocker
    assert compiled.ability == {"kind": "constant", "continuous": [{"apply": "cardz8_play_from_junk", "target": "self"}]}


def _junk_board(g_played: bool, point: str = "deploy", gs: int = 3) -> Scenario:
    me = unit("J", abilities=[_ability(_JUNK_PLAY)], total=2)
    return board([me, unit("P")], {"junkyard": [{"card": "J", "id": "j"}, {"card": "P", "id": "p"}], "gzone": ["P"] * gs},
                 {"junkyard": [{"card": "J", "id": "e"}]}, point=point, g_played=g_played)


def test_rulebook_hangar_r483_the_card_is_played_from_the_junkyard_as_from_the_hangar() -> None:
    """The rulebook's hangar: its cards are played as from the hand (P20: a unit in the own deploy phase, paying P55's
    cost); the card of the junkyard with the text is, the one without it and the enemy's are not."""
    sc = _junk_board(g_played=True)
    s = sc.state
    toks = tokens(sc)
    assert sc.token("play:$j") in toks and sc.token("play:$p") not in toks
    do(sc, "play:$j", player=0)
    answer_all(sc, lambda t: "pay:auto" if "pay:auto" in t else t[0])
    answer_all(sc)
    assert s.zone[sc.iid("j")] == st.DEPLOY and sum(s.rolled[g] for g in s.place(0, st.GZONE)) == 1  # the roll cost


def test_p21_r483_it_may_be_played_as_a_g_and_only_at_the_timing_of_its_kind() -> None:
    sc = _junk_board(g_played=False)
    assert sc.token("g:$j") in tokens(sc) and sc.token("g:$p") not in tokens(sc)
    do(sc, "g:$j", player=0)
    answer_all(sc)
    assert sc.state.zone[sc.iid("j")] == st.GZONE
    sc = _junk_board(g_played=True, point="attack")  # a unit without クイック: the own deploy phase only (P20)
    assert sc.token("play:$j") not in tokens(sc)


def test_r483_not_without_the_cost() -> None:
    sc = _junk_board(g_played=True, gs=1)
    assert sc.token("play:$j") not in tokens(sc)


# ---- 「…を、このカードと同じエリアに…出す」, 「…を、自軍配備エリア、または敵軍部隊がいる戦闘エリアに、…出す」 (R-484) --------

_SAME_AREA = ("（戦闘フェイズ）〔１〕：自軍ジャンクヤードにある、「特徴：試作」を持つユニット１枚を、このカードと同じエリアにリロール状態"
              "で出す。ステップ終了時に、対象を廃棄する。")
_DEPLOY_OR_ENEMY = ("（常時）：自軍ジャンクヤードにあるユニット１枚を、自軍配備エリア、または敵軍部隊がいる戦闘エリアに、ロール状態で"
                    "出す。ターン終了時に、対象を廃棄する。")


@pytest.mark.parametrize("text", [_SAME_AREA, _DEPLOY_OR_ENEMY])
def test_enter_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_enter_of_a_card_on_the_field_is_not_read() -> None:
    compiled, _, _ = round_trip("（常時）：自軍ユニット１枚を、このカードと同じエリアにリロール状態で出す。")
    assert compiled is None


def _enter_board(text: str, me_at: str, enemy_squad: bool = False) -> Scenario:
    me = unit("M", abilities=[_ability(text)])
    proto = unit("P", traits=["試作"])
    mine: dict[str, Any] = {"gzone": ["M"] * 3, "junkyard": [{"card": "P", "id": "p"}]}
    if me_at == "battle":
        mine["battle"] = {"earth": [{"card": "M", "id": "m"}]}
    else:
        mine["deploy"] = [{"card": "M", "id": "m"}]
    theirs: dict[str, Any] = {"battle": {"space": [{"card": "M", "id": "e"}]}} if enemy_squad else {}
    return board([me, proto], mine, theirs, point="attack", g_played=True)


def test_p70_r484_the_unit_enters_the_squad_of_this_card_at_its_back_then_goes_at_the_step_end() -> None:
    sc = _enter_board(_SAME_AREA, "battle")
    s = sc.state
    do(sc, "act:$m:0", player=0)
    answer_all(sc)
    p = sc.iid("p")
    assert s.zone[p] == st.BATTLE and s.squads[1 * 2 + 0] == [sc.iid("m"), p] and not s.rolled[p] and s.ctrl[p] == 0
    from .helpers import pass_until

    pass_until(sc, st.DEFENCE_START)
    assert s.zone[p] == st.JUNK


def test_r484_this_card_in_the_deploy_area_puts_the_unit_there() -> None:
    sc = _enter_board(_SAME_AREA, "deploy")
    s = sc.state
    do(sc, "act:$m:0", player=0)
    answer_all(sc)
    assert s.zone[sc.iid("p")] == st.DEPLOY


@pytest.mark.parametrize("answer, place", [("opt:0", st.DEPLOY), ("opt:1", st.BATTLE)])
def test_p70_r484_the_player_says_the_deploy_area_or_the_area_of_the_enemy_squad(answer: str, place: int) -> None:
    sc = _enter_board(_DEPLOY_OR_ENEMY, "deploy", enemy_squad=True)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    answer_all(sc, lambda toks: answer if answer in toks else toks[0])
    p = sc.iid("p")
    assert s.zone[p] == place and s.rolled[p]
    if place == st.BATTLE:
        assert s.squads[0] == [p] and s.engaged[0]  # the space area, where the enemy squad is (P70)


# ---- 「…を選んで持ち主の手札に移す」, 「自軍ジャンクヤードにある…を、自軍手札に移す」 (R-485) --------------------------------

_CHOSEN_BOUNCE = "（常時）〔２〕：戦闘エリアにいる、セットカードがセットされていないカード１枚を選んで持ち主の手札に移す。"
_JUNK_TO_HAND = "『起動』：このカードが場に出た場合、自軍ジャンクヤードにある、「特徴：試作」を持つユニット１枚を、自軍手札に移す。"


@pytest.mark.parametrize("text", [_CHOSEN_BOUNCE, _JUNK_TO_HAND])
def test_to_hand_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_own_hand_of_a_hangar_card_is_not_read() -> None:
    """A hangar may hold the enemy's cards, whose owner's hand is not the player's: not read as bounce."""
    compiled, _, _ = round_trip("（常時）：自軍ハンガーにあるユニット１枚を、自軍手札に移す。")
    assert compiled is None


def test_p56_r485_the_card_picked_on_resolution_goes_to_its_owners_hand() -> None:
    me = unit("M", abilities=[_ability(_CHOSEN_BOUNCE)])
    sc = board([me, unit("T")], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3},
               {"battle": {"space": [{"card": "T", "id": "t"}]}}, point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    assert s.cut  # nothing chosen on play (P56: 選んで)
    answer_all(sc)
    assert s.zone[sc.iid("t")] == st.HAND and s.zseat[sc.iid("t")] == 1


def test_p62_r485_the_junkyard_unit_goes_to_the_own_hand() -> None:
    me = unit("M", abilities=[_ability(_JUNK_TO_HAND)])
    sc = board([me, unit("P", traits=["試作"]), unit("Q")],
               {"hand": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3,
                "junkyard": [{"card": "P", "id": "p"}, {"card": "Q", "id": "q"}]}, {}, point="deploy", g_played=True)
    s = sc.state
    do(sc, "play:$m", player=0)
    answer_all(sc)
    assert s.zone[sc.iid("p")] == st.HAND and s.zseat[sc.iid("p")] == 0 and s.zone[sc.iid("q")] == st.JUNK


_G_THEN_BOUNCE = ("（常時）〔１〕：自軍G１枚を選んで廃棄する。その場合、戦闘エリアにいる、セットカードがセットされていないカード１枚を"
                  "選んで持ち主の手札に移す。")


def test_g_chosen_discard_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_G_THEN_BOUNCE)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["choose"] == "resolution"


def test_p56_r485_a_g_picked_on_resolution_is_discarded_then_the_card_goes_to_the_hand() -> None:
    """P56: the G is picked as the effect resolves (the player's choice among the own Gs, a rolled one too), then the
    その場合 step (P77) sends the battle area card to its owner's hand."""
    me = unit("M", abilities=[_ability(_G_THEN_BOUNCE)])
    sc = board([me, unit("T")], {"deploy": [{"card": "M", "id": "m"}],
                                 "gzone": [{"card": "M", "id": "g1"}, {"card": "M", "id": "g2"}]},
               {"battle": {"space": [{"card": "T", "id": "t"}]}}, point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    assert s.cut and s.zone[sc.iid("g2")] == st.GZONE
    answer_all(sc, lambda toks: sc.token("pick:$g2") if sc.token("pick:$g2") in toks else (
        sc.token("t:$g2") if sc.token("t:$g2") in toks else toks[0]))
    assert s.zone[sc.iid("g2")] == st.JUNK and s.zone[sc.iid("t")] == st.HAND


# ---- 「自軍手札全てを、任意の順番で自軍本国の下に移す」 (R-486) ----------------------------------------------------------

_HAND_UNDER = "（自軍ターン）〔１〕：カード２枚を引く。ターン終了時に、自軍手札全てを、任意の順番で自軍本国の下に移す。"


def test_hand_under_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_HAND_UNDER)
    assert compiled is not None and exact, blocker


def test_p61_r486_the_player_says_the_order_in_which_the_hand_goes_under_the_home() -> None:
    """The cards go to the bottom one by one in the order picked: the first picked ends highest of them (P61 本国)."""
    me = unit("M", abilities=[_ability("（自軍ターン）〔１〕：自軍手札全てを、任意の順番で自軍本国の下に移す。")])
    sc = board([me, unit("H")], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3,
                                 "hand": [{"card": "H", "id": "h1"}, {"card": "H", "id": "h2"}, {"card": "H", "id": "h3"}]},
               {}, point="deploy", g_played=True)
    s = sc.state
    h1, h2, h3 = sc.iid("h1"), sc.iid("h2"), sc.iid("h3")
    order = iter(["opt:1", "opt:0"])  # h2 of h1, h2, h3; then h1 of h1, h3
    do(sc, "act:$m:0", player=0)
    answer_all(sc, lambda toks: next(order) if "opt:1" in toks else toks[0])
    home = s.place(0, st.HOME)
    assert not s.place(0, st.HAND) and len(home) == 13
    bottom = [c for c in home if c in (h1, h2, h3)]
    assert home.index(bottom[0]) == 0 and bottom == [h3, h1, h2]  # h3 at the very bottom, h2 (picked first) highest


# ---- 「…をロールする。このターン、対象は、リロールする事ができない。」 (R-487) ------------------------------------------------

_ROLL_LOCK = "（常時）〔１〕：全ての敵軍ユニットをロールする。このターン、対象は、リロールする事ができない。"
_REROLL = "（常時）〔１〕：敵軍ユニット１枚をリロールする。"


@pytest.mark.parametrize("text", [_ROLL_LOCK, "（常時）：敵軍ユニット１枚をロールする。このターン、対象は、リロールする事ができない。"])
def test_roll_lock_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_r487_the_cards_rolled_do_not_reroll_this_turn_but_do_at_the_next_reroll_phase() -> None:
    """The lock holds for this turn: an effect of the turn does not reroll them; the enemy's reroll phase of the next turn
    does (P16)."""
    me = unit("M", abilities=[_ability(_ROLL_LOCK), _ability(_REROLL)])
    sc = board([me, unit("T")], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3},
               {"deploy": [{"card": "T", "id": "t1"}, {"card": "T", "id": "t2"}]}, point="attack", g_played=True)
    s = sc.state
    t1, t2 = sc.iid("t1"), sc.iid("t2")
    do(sc, "act:$m:0", player=0)
    answer_all(sc)
    assert s.rolled[t1] and s.rolled[t2]
    assert sc.token("act:$m:1") in tokens(sc)
    do(sc, "act:$m:1", player=0)
    answer_all(sc)
    assert s.rolled[t1] and s.rolled[t2]  # the reroll of this turn applies to neither
    _to_turn_end(sc)
    assert s.turn == 4 and not s.rolled[t1] and not s.rolled[t2]


# ---- 「…をロールできる。その場合、ロールしたユニット1枚につき、カード1枚を引く。」 (R-488) ---------------------------------------

_DRAW_PER = ("『起動』：このカードが場に出た場合、「特徴：試作」を持つ自軍ユニット１～２枚をロールできる。その場合、ロールしたユニット"
             "１枚につき、カード１枚を引く。")


def test_draw_per_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_DRAW_PER)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("both", [True, False])
def test_p77_r488_one_card_is_drawn_for_each_unit_rolled(both: bool) -> None:
    me = unit("M", abilities=[_ability(_DRAW_PER)])
    sc = board([me, unit("P", traits=["試作"])],
               {"hand": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3,
                "deploy": [{"card": "P", "id": "p1"}, {"card": "P", "id": "p2"}]}, {}, point="deploy", g_played=True)
    s = sc.state
    do(sc, "play:$m", player=0)

    def pick(toks: list[str]) -> str:
        if "yes" in toks:
            return "yes"
        for p in ("p1", "p2") if both else ("p1",):
            for form in ("t:$", "pick:$"):
                if sc.token(form + p) in toks:
                    return sc.token(form + p)
        return "pick:done" if "pick:done" in toks else toks[0]

    answer_all(sc, pick)
    rolled = [p for p in ("p1", "p2") if s.rolled[sc.iid(p)]]
    assert len(rolled) == (2 if both else 1)
    assert len(s.place(0, st.HAND)) == len(rolled)


# ---- 「自軍本国は、このターン、5以上の戦闘ダメージを受けない」 (R-489) ------------------------------------------------------

_MIN_SHIELD = "（敵軍戦闘フェイズ）：自軍本国は、このターン、５以上の戦闘ダメージを受けない。カード１枚を引く。"


def test_min_shield_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_MIN_SHIELD)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("power, played, lost", [(5, True, 0), (6, True, 0), (4, True, 4), (5, False, 5)])
def test_p35_r489_a_squads_battle_damage_of_five_or_more_is_not_dealt_to_the_home(power: int, played: bool,
                                                                                   lost: int) -> None:
    """P35: an unengaged attacking squad deals its 部隊戦闘力 to the home as one battle damage; one of 5 or more is kept
    off the home this turn, one of 4 is dealt."""
    from .helpers import pass_until, resolve_cut

    text = card("C", "command", abilities=[{**_ability(_MIN_SHIELD), "kind": "play"}])
    sc = board([text, unit("E", (power, 1, 4))], {"hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"]},
               {"battle": {"space": [{"card": "E"}]}}, point="damage_free1", attacker=1)
    home = len(sc.state.place(0, st.HOME))
    if played:
        do(sc, "pass", player=1)
        do(sc, "play:$c", player=0)
        resolve_cut(sc)
    pass_until(sc, st.RETURN_FREE1)
    assert len(sc.state.place(0, st.HOME)) == home - lost - (1 if played else 0)  # (the card drawn)


_REDUCE_FROM = "（常時）：敵軍部隊１つを指定する。このターン、対象が自軍本国に与える戦闘ダメージは５減殺される。"


def test_reduce_from_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_REDUCE_FROM)
    assert compiled is not None and exact, blocker


def test_p35_r489_the_chosen_squads_battle_damage_to_the_home_is_five_less() -> None:
    """P35: the space squad (7) deals 2, the earth squad (3), not chosen, deals its 3."""
    from .helpers import pass_until, resolve_cut

    cmd = card("C", "command", abilities=[{**_ability(_REDUCE_FROM), "kind": "play"}])
    sc = board([cmd, unit("E", (7, 1, 4)), unit("F", (3, 1, 4))],
               {"hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"]},
               {"battle": {"space": [{"card": "E", "id": "e"}], "earth": [{"card": "F", "id": "f"}]}},
               point="damage_free1", attacker=1)
    s = sc.state
    home = len(s.place(0, st.HOME))
    do(sc, "pass", player=1)
    do(sc, "play:$c", player=0)
    if sc.token("t:$e") in tokens(sc):
        do(sc, "t:$e", player=0)
    answer_all(sc, lambda toks: sc.token("t:$e") if sc.token("t:$e") in toks else toks[0])
    resolve_cut(sc)
    pass_until(sc, st.RETURN_FREE1)
    assert len(s.place(0, st.HOME)) == home - 2 - 3
