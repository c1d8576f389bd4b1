"""Issue 14, family R8: named step results and looking at cards, round 3. Each construct is compiled, printed back to the
same text and played in the engine. Every text here is original, written in the controlled style of card lists (never
official text).
"""

from __future__ import annotations

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import ability_of as _ability
from .helpers import answer_all, board, do, tokens, unit


def _to_turn_end(sc: Scenario, answer: str = "yes") -> None:
    """Play on (no sortie, passing, paying automatically, answering `answer`) until the turn's end texts have applied."""
    s = sc.state
    turn = s.turn
    for _ in range(300):
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn > turn or s.point >= st.END_HAND:
            return
        t = tokens(sc)
        pick = next((x for x in (answer, "sortie:done", "pay:auto", "pass") if x in t), t[0])
        do(sc, pick, player=d.player)


def _act(sc: Scenario, label: str, index: int = 0, target: int | None = None) -> None:
    d = sc.game.decision(sc.state, labels=False)
    if d is not None and d.player == 1:  # the turn's player passes first
        do(sc, "pass", player=1)
    do(sc, f"act:${label}:{index}", player=0)
    for _ in range(10):
        toks = tokens(sc)
        if target is not None and f"t:{target}" in toks:
            do(sc, f"t:{target}", player=0)
            target = None
        elif "pay:auto" in toks:
            do(sc, "pay:auto", player=0)
        elif "done" in toks:
            do(sc, "done", player=0)
        else:
            break
    answer_all(sc)


# ---- 「X。その場合、Y。（さらに）Z。」, 「X。その場合、Y。ターン終了時に、Z。」 (R-450) -----------------------------------------

THEN_REST_TEXTS = [
    "（自軍ターン）〔１〕：自軍手札１枚を選んで廃棄する。その場合、敵軍ユニット１枚をロールする。ターン終了時に、対象をリロールする。",
    "『起動』：このカードが場に出た場合、自軍本国の上のカード１枚を廃棄できる。その場合、敵軍ユニット１枚に１ダメージを与える。"
    "（さらに）カード１枚を引く。",
    "（自軍ターン）〔２〕：自軍手札１枚を選んで廃棄する。その場合、敵軍ユニット１枚をロールする。ターン終了時に、自軍G１枚を選んで"
    "ロールする、または、カード１枚を引く。",
]


@pytest.mark.parametrize("text", THEN_REST_TEXTS)
def test_steps_said_alone_after_a_then_run_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["all_or_nothing"]


def test_r450_at_the_turn_end_either_option_waits_for_the_turn_end() -> None:
    """「ターン終了時に、A、または、B」: both options wait for the end of the turn (R-450), not B now."""
    effect = compile_text(THEN_REST_TEXTS[2]).ability["effect"]
    rest = effect[-1]["steps"]
    assert [s["do"] for s in rest] == ["at_turn_end"]
    assert rest[0]["steps"][0]["do"] == "choose_one"


def _then_board(hand: int) -> Scenario:
    me = unit("M", abilities=[_ability(THEN_REST_TEXTS[0])])
    return board([me, unit("E")], {"deploy": [{"card": "M", "id": "m"}], "hand": ["E"] * hand, "gzone": ["E"] * 3},
                 {"deploy": [{"card": "E", "id": "e"}]}, point="deploy", g_played=True)


def test_p77_r450_the_step_said_alone_after_the_then_run_follows_it() -> None:
    """P77 その場合: the discard, then the roll; the turn-end sentence after them is part of the same text and rerolls the
    unit the text rolled."""
    sc = _then_board(1)
    e = sc.iid("e")
    _act(sc, "m", target=e)
    assert sc.state.rolled[e]
    assert not sc.state.place(0, st.HAND)
    _to_turn_end(sc)
    assert not sc.state.rolled[e]


def test_p77_r450_without_the_first_part_no_part_applies() -> None:
    """P77: 「その場合」の前述、及び後述の効果全て — with no card to discard the text cannot apply, so it cannot be played (P55)."""
    sc = _then_board(0)
    assert "act:" + str(sc.iid("m")) + ":0" not in tokens(sc)


# ---- 「全ての自軍Gをリロールする。ターン終了時に、対象をロールする。」: 対象 after 全ての (R-451) -------------------------------

ALL_THEN_TEXTS = [
    "（敵軍ターン）〔２〕：戦闘エリアにいる全ての敵軍ユニットをロールする。ターン終了時に、対象をリロールする。",
    "（常時）〔１〕：このカードがセットされているユニットを自軍ハンガーに移す。このターン、（ハンガーにある）対象は、合計国力－１して"
    "プレイできる。",
]


@pytest.mark.parametrize("text", ALL_THEN_TEXTS)
def test_a_target_named_after_every_card_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["count"] == "all"


def _all_board(text: str) -> Scenario:
    me = unit("M", abilities=[_ability(text)])
    return board([me, unit("E")], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["E"] * 3},
                 {"battle": {"space": [{"card": "E", "id": "e1"}, {"card": "E", "id": "e2"}]},
                  "deploy": [{"card": "E", "id": "e3"}]}, point="attack_free2", attacker=1, g_played=True)


def test_p56_r451_every_card_named_again_is_rerolled_when_the_waiting_step_starts() -> None:
    """対象 after 「全ての…」 is that 全ての target: designated on play, on resolution and again when the waiting effect
    starts (P56 「全ての」という対象を持つ効果), so every enemy unit there at the turn end is rerolled."""
    sc = _all_board("（敵軍ターン）〔２〕：全ての敵軍ユニットをロールする。ターン終了時に、対象をリロールする。")
    es = [sc.iid(x) for x in ("e1", "e2", "e3")]
    _act(sc, "m")
    assert all(sc.state.rolled[e] for e in es)
    _to_turn_end(sc)
    assert sc.state.turn == 4 and sc.state.attacker == 0  # the own turn now: its reroll phase leaves enemy cards
    assert not any(sc.state.rolled[e] for e in es)


def test_p56_r451_a_card_no_longer_fitting_at_the_turn_end_is_not_named_again() -> None:
    """The same rule: the units rolled in a battle area have gone back to their deploy area by the turn end (P40), so the
    re-designated 「戦闘エリアにいる全ての敵軍ユニット」 has none of them and they stay rolled."""
    sc = _all_board(ALL_THEN_TEXTS[0])
    e1, e2 = sc.iid("e1"), sc.iid("e2")
    _act(sc, "m")
    assert sc.state.rolled[e1] and sc.state.rolled[e2]
    _to_turn_end(sc)
    assert sc.state.zone[e1] == st.DEPLOY
    assert sc.state.rolled[e1] and sc.state.rolled[e2]


def test_r451_a_target_named_with_no_step_before_it_stays_blocked() -> None:
    compiled, exact, blocker = round_trip("（自軍ターン）〔１〕：対象をロールする。")
    assert compiled is None and blocker == "対象 that no earlier step chose"



# ---- 「…を見て、その中にある…ユニットを…」: a pick without its count; 「…で出す事ができる。その場合、このカードを、
# そのユニットにセットする」 (R-453) -----------------------------------------------------------------------------------------

_BARE_HAND = ("（自軍ターン）：自軍本国のカードを全て見て、その中にある、「特徴：試験隊」を持つキャラを自軍手札に移す事ができる。"
              "その後、自軍本国をシャッフルする。")
_BARE_SET = ("『起動』：このカードが場に出た場合、自軍本国の上のカード１～３枚を見て、その中にある「特徴：試験隊」を持つユニットを"
             "自軍配備エリアにリロール状態で出し、このカードをセットできる。")
_THEN_SET = ("（自軍ターン）〔１〕：自軍本国の上のカード１～２枚を見て、その中にあるユニットを自軍配備エリアにロール状態で出す事が"
             "できる。その場合、このカードを、そのユニットにセットする。")


@pytest.mark.parametrize("text", [_BARE_HAND, _BARE_SET, _THEN_SET])
def test_a_pick_without_its_count_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert "'count': 1" in repr(compiled.ability["effect"])


def test_r452_a_pick_said_without_its_count_elsewhere_stays_blocked() -> None:
    compiled, _exact, _blocker = round_trip("（自軍ターン）：自軍手札にあるユニットを廃棄する。")
    assert compiled is None or "'count': 1" not in repr(compiled.ability)


def test_p61_r452_the_look_takes_one_card_when_its_count_is_unsaid() -> None:
    """P61 (looking at a home): the player takes one of the fitting cards, not every one of them (R-452)."""
    from .helpers import card

    me = card("CMD", "command", abilities=[{**_ability(_BARE_HAND), "kind": "play"}])
    pilot = card("PILOT", "character", stats=[1, 1, 1], traits=["試験隊"])
    sc = board([unit("GM"), me, pilot], {"hand": [{"card": "CMD", "id": "c"}], "gzone": ["GM"] * 3,
                                        "home": ["PILOT", "GM", "PILOT", "PILOT", "GM"]}, {}, point="deploy")
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "play:$c", player=0)
    answer_all(sc, lambda toks: next((t for t in toks if t in ("pay:auto", "yes")), toks[0]))
    held = [c for c in sc.state.place(0, st.HAND) if sc.state.defs[c].number == "PILOT"]
    assert len(held) == 1
    assert len(sc.state.place(0, st.HAND)) == hand  # the command left, one character came
    assert len(sc.state.place(0, st.HOME)) == 4


def test_p66_p77_r453_the_unit_taken_comes_in_rolled_and_this_character_is_set_on_it() -> None:
    """「…で出す事ができる。その場合、このカードを、そのユニットにセットする」: the unit looked at comes in rolled, then this
    character leaves its old unit and is set on it (P66), as 「…で出し、このカードをセットできる」 (R-453)."""
    from .helpers import card

    pilot = card("PILOT", "character", stats=[1, 1, 1], abilities=[_ability(_THEN_SET)])
    sc = board([unit("GM"), pilot, unit("NEW")],
               {"deploy": [{"card": "GM", "id": "old", "set": [{"card": "PILOT", "id": "p"}]}], "gzone": ["GM"] * 3,
                "home": ["NEW", "GM", "GM"]}, {}, point="deploy")
    me = sc.iid("p")
    do(sc, "act:$p:0", player=0)
    answer_all(sc, lambda toks: next((t for t in toks if t in ("pay:auto", "yes")), toks[0]))
    new = next(c for c in sc.state.place(0, st.DEPLOY) if sc.state.defs[c].number == "NEW")
    assert sc.state.rolled[new]
    assert sc.state.zone[me] == st.SET and sc.state.set_to[me] == new


def test_r453_only_a_character_sets_itself_so_in_an_imported_card() -> None:
    """An operation's 「このカードをセットできる」 is not P66's character set: the importer leaves that text unread."""
    from engine.games.nexa.importer import import_records

    from .helpers import card

    for kind, full in (("character", True), ("operation", False)):
        base = card("R8-001", kind, stats=[1, 1, 1] if kind == "character" else None)
        base = {k: v for k, v in base.items() if v is not None}
        item = import_records({"cards": [{**base, "text": {"ja": _BARE_SET, "en": ""}}]})[0]
        assert (item.status == "full") is full, item.blockers
        assert full or item.blockers == ["this card set on a unit in a text of a card that is not a character"]


def test_behaviour_check_compares_the_look_then_set() -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    from .helpers import card

    base = card("R8-002", "character", stats=[1, 1, 1], traits=["試験隊"])
    item = import_records({"cards": [{**base, "text": {"ja": _THEN_SET, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


# ---- 「…を見て、その中にある…1枚と、このカード（自軍ユニット1枚）を置き換える事ができる」 (R-454) -------------------------------

_SWAP_SELF = ("（自軍ターン）〔１〕：自軍本国のカードを全て見て、その中にある「試作二号機」１枚と、このカードを置き換える事ができる。"
              "その後、自軍本国をシャッフルする。この効果でこのユニットを置き換えなかった場合、このカードを持ち主の手札に移す。")
_SWAP_TOP = ("『起動』：このカードが場に出た場合、自軍本国の上のカード１～３枚を見て、その中にある「特徴：試験隊」を持つユニット１枚と、"
             "自軍ユニット１枚を置き換える事ができる。その後、自軍本国をシャッフルする。")


@pytest.mark.parametrize("text", [_SWAP_SELF, _SWAP_TOP])
def test_a_card_looked_at_swapped_in_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("text", [
    "（自軍ターン）：自軍捨て山の上のカード２枚を見て、その中にあるユニット１枚と、敵軍ユニット１枚を置き換える事ができる。",
    "（自軍ターン）：この効果でこのユニットを置き換えなかった場合、カード１枚を引く。",
])
def test_r454_a_swap_with_an_enemy_unit_or_a_check_without_the_swap_stays_blocked(text: str) -> None:
    compiled, _exact, _blocker = round_trip(text)
    assert compiled is None


def _swap_board(home: list[str]) -> Scenario:
    from .helpers import card

    me = unit("M", abilities=[_ability(_SWAP_SELF)])
    new = unit("P2", name={"ja": "試作二号機", "en": "P2"})
    pilot = card("PILOT", "character", stats=[1, 1, 1])
    return board([me, new, pilot, unit("GM")],
                 {"deploy": [{"card": "M", "id": "m", "rolled": True, "set": [{"card": "PILOT", "id": "p"}]}],
                  "gzone": ["GM"] * 3, "home": home}, {}, point="deploy", g_played=True)


def test_p77_r454_the_card_looked_at_takes_this_cards_place_and_this_card_goes_into_the_home() -> None:
    """置き換え (P77 Ver.1.2, R-23): the card swapped in stands where this card stood, as it stood (rolled here), with
    its set character; this card goes where the new one came from, the home, which is then shuffled."""
    sc = _swap_board(["GM", "P2", "GM"])
    m, p = sc.iid("m"), sc.iid("p")
    do(sc, "act:$m:0", player=0)
    answer_all(sc, lambda toks: next((t for t in toks if t in ("pay:auto", "yes")), toks[0]))
    new = next(c for c in sc.state.place(0, st.DEPLOY) if sc.state.defs[c].number == "P2")
    assert sc.state.zone[m] == st.HOME
    assert sc.state.set_to[p] == new and sc.state.zone[p] == st.SET
    assert sc.state.rolled[new]  # this card stood rolled
    assert len(sc.state.place(0, st.HOME)) == 3


def test_r454_without_the_card_in_the_home_the_other_step_applies() -> None:
    """「この効果でこのユニットを置き換えなかった場合、…」: no 「試作二号機」 in the home, so this card goes to the hand."""
    sc = _swap_board(["GM", "GM"])
    m = sc.iid("m")
    do(sc, "act:$m:0", player=0)
    answer_all(sc, lambda toks: next((t for t in toks if t in ("pay:auto", "yes")), toks[0]))
    assert sc.state.zone[m] == st.HAND


# ---- 「本来のロールコストの合計値がXである敵軍カード1枚のプレイを無効にし、…」 (R-455) ---------------------------------------

_NEGATE_X = "（敵軍ターン）：本来のロールコストの合計値がXである敵軍コマンド１枚のプレイを無効にし、そのカードを持ち主の手札に移す。"


def test_a_play_named_by_its_roll_cost_total_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_NEGATE_X, x_of_card=True)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["play"]["roll_cost"] == "X"


@pytest.mark.parametrize("x, negated", [(2, True), (1, False)])
def test_p9_p59_r455_the_play_whose_printed_roll_cost_total_is_x_is_negated(x: int, negated: bool) -> None:
    """P9 (ロールコスト: every symbol counted), P59 (無効): X chosen on play of this command (its cost X, R-206); the enemy
    command of printed roll cost 1+1 = 2 fits X = 2 and goes back to its owner's hand, negated; with X = 1 it resolves."""
    from .helpers import card

    stop = card("STOP", "command", total=3, roll=0, text={"ja": _NEGATE_X, "en": _NEGATE_X},
                abilities=[{**compile_text(_NEGATE_X, x_of_card=True).ability, "kind": "play",
                            "text": {"ja": _NEGATE_X, "en": _NEGATE_X}}])
    stop["cost"] = {"total": 3, "roll": {}, "x": True, "x_roll": "blue"}
    draw = "（常時）：カード１枚を引く。"
    order = card("ORDER", "command", total=2, abilities=[{**compile_text(draw).ability, "kind": "play",
                                                          "text": {"ja": draw, "en": draw}}])
    order["cost"] = {"total": 2, "roll": {"blue": 1, "red": 1}}
    sc = board([unit("GM"), stop, order, unit("GR", colour="red")],
               {"hand": [{"card": "STOP", "id": "stop"}], "gzone": ["GM"] * 4, "home": ["GM"] * 6},
               {"hand": [{"card": "ORDER", "id": "p"}], "gzone": ["GM", "GM", "GR", "GR"], "home": ["GM"] * 6},
               point="deploy", attacker=1, g_played=True)
    foe = sc.iid("p")
    do(sc, f"play:{foe}", player=1)
    for _ in range(6):  # paid, until player 0 may answer the play
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind == "priority":
            break
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else tokens(sc)[0], player=d.player)
    hand = len(sc.state.place(1, st.HAND))
    do(sc, "play:$stop", player=0)
    do(sc, f"x:{x}", player=0)
    answer_all(sc, lambda toks: next((t for t in toks if t in ("pay:auto", f"pick:{foe}")), toks[0]))
    if negated:
        assert sc.state.zone[foe] == st.HAND and len(sc.state.place(1, st.HAND)) == hand + 1
    else:
        assert sc.state.zone[foe] == st.JUNK and len(sc.state.place(1, st.HAND)) == hand + 1  # resolved: one drawn


# ---- 「…を見て、その中にある…1枚を、敵軍ユニットのいる戦闘エリアに…で出す事ができる。ターン終了時に、この効果で出した
# ユニットを自軍本国の上に移す。」 (R-456) ---------------------------------------------------------------------------------

_ENTER_BACK = ("（防御ステップ）〔１〕：自軍本国の上のカード３枚までを見て、その中にある「特徴：試験隊」を持つユニット１枚を、"
               "敵軍ユニットのいる戦闘エリアにロール状態で出す事ができる。ターン終了時に、この効果で出したユニットを自軍本国の上に移す。")


def test_a_unit_looked_at_put_into_the_enemys_area_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_ENTER_BACK)
    assert compiled is not None and exact, blocker


def test_p70_r456_the_unit_enters_the_area_of_the_enemy_units_and_goes_on_top_of_the_home_at_the_turn_end() -> None:
    """P70 (部隊への編入): the unit looked at enters the battle area where the enemy units are, in its own squad there (as
    R-311 reads a card put straight into a battle area), rolled as said; at the end of the turn it goes on top of the home
    (P57 待機中の効果)."""
    me = unit("M", abilities=[_ability(_ENTER_BACK)])
    tester = unit("T", (1, 1, 5), traits=["試験隊"])  # (it survives the battle)
    sc = board([me, unit("GM"), tester],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["GM"] * 3, "home": ["GM", "GM", "T", "GM"]},
               {"battle": {"earth": [{"card": "GM", "id": "e"}]}}, point="defence_free2", attacker=1, g_played=True)
    t = next(c for c in sc.state.place(0, st.HOME) if sc.state.defs[c].number == "T")
    _act(sc, "m")
    assert sc.state.zone[t] == st.BATTLE and sc.state.rolled[t]
    areas = {c: i // 2 for i, q in enumerate(sc.state.squads) for c in q}
    assert areas[t] == areas[sc.iid("e")] == 1  # the earth area, the enemy unit's
    _to_turn_end(sc)
    assert sc.state.zone[t] == st.HOME and sc.state.place(0, st.HOME)[-1] == t


# ---- 「自軍セットカード1～2枚を、リロール状態で自軍Gにする」 (R-457) -------------------------------------------------------

_SET_TO_G = "（自軍ターン）〔０〕：自軍セットカード１～２枚を、リロール状態で自軍Gにする。"


def test_set_cards_of_a_range_print_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_SET_TO_G)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["count"] == {"from": 1, "upto": 2}


@pytest.mark.parametrize("picked", [1, 2])
def test_p53_p56_r457_one_or_two_set_cards_chosen_on_play_become_rerolled_gs(picked: int) -> None:
    """P56: the player declares one to two own set cards; each becomes an own G, rerolled as said (P53)."""
    from .helpers import card

    me = unit("M", abilities=[_ability(_SET_TO_G)])
    pilot = card("PILOT", "character", stats=[1, 1, 1])
    sc = board([me, pilot, unit("GM")],
               {"deploy": [{"card": "M", "id": "m", "set": [{"card": "PILOT", "id": "p1"}]},
                           {"card": "GM", "id": "u", "set": [{"card": "PILOT", "id": "p2"}]}], "gzone": ["GM"] * 2},
               {}, point="deploy", g_played=True)
    p1, p2 = sc.iid("p1"), sc.iid("p2")
    do(sc, "act:$m:0", player=0)
    chosen = [p1, p2][:picked]
    for c in chosen:
        do(sc, f"t:{c}", player=0)
    if picked == 1:
        do(sc, "t:done", player=0)
    answer_all(sc, lambda toks: next((t for t in toks if t in ("pay:auto", "t:done")), toks[0]))
    for c in chosen:
        assert sc.state.zone[c] == st.GZONE and not sc.state.rolled[c]
    if picked == 1:
        assert sc.state.zone[p2] == st.SET


def test_the_misprint_of_a_dropped_wo_before_reroll_reads_as_the_text_with_it() -> None:
    """「自軍G1枚リロールする」 (a dropped を in card lists) is read as 「自軍G1枚をリロールする」 (normalise.py, family R8)."""
    from engine.games.nexa.textc.normalise import normalise

    text = "（自軍ターン）〔１〕：自軍G１枚リロールする。その場合、カード１枚を引く。"
    assert normalise(text) == normalise(text.replace("１枚リロール", "１枚をリロール"))
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


# ---- 「…自軍ユニットが場に出る毎に、自軍ジャンクヤードにあるこのカードを、そのユニットにセットできる」 (R-458) -------------------

_JUNK_SET = "『起動』：「特徴：試験隊」を持つ自軍ユニットが場に出る毎に、自軍ジャンクヤードにあるこのカードを、そのユニットにセットできる。"


def test_a_junkyard_card_set_on_the_unit_that_entered_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_JUNK_SET)
    assert compiled is not None and exact, blocker
    assert compiled.ability["condition"] == {"self_in": "junkyard"}


@pytest.mark.parametrize("trait, set_on", [("試験隊", True), ("量産機", False)])
def test_p66_r458_the_character_in_the_junkyard_is_set_on_the_unit_that_entered(trait: str, set_on: bool) -> None:
    """P66 (a character set on a unit by an effect enters the field): heard from the own junkyard (R-246) when a unit of
    the trait enters; the character leaves the junkyard for that unit. Another unit is not heard."""
    from .helpers import card

    pilot = card("PILOT", "character", stats=[1, 1, 1], abilities=[_ability(_JUNK_SET)])
    new = unit("NEW", traits=[trait])
    sc = board([unit("GM"), pilot, new],
               {"hand": [{"card": "NEW", "id": "n"}], "junkyard": [{"card": "PILOT", "id": "p"}], "gzone": ["GM"] * 3},
               {}, point="deploy", g_played=True)
    p, n = sc.iid("p"), sc.iid("n")
    do(sc, "play:$n", player=0)
    answer_all(sc, lambda toks: next((t for t in toks if t in ("pay:auto", "yes")), toks[0]))
    assert sc.state.zone[n] == st.DEPLOY
    if set_on:
        assert sc.state.zone[p] == st.SET and sc.state.set_to[p] == n
    else:
        assert sc.state.zone[p] == st.JUNK


# ---- 「このカードが部隊の先頭にいる場合、その部隊にいる、…全ての自軍ユニットは、…」 (R-459) --------------------------------------

_THAT_SQUAD = ("『常駐』：このカードが部隊の先頭にいる場合、その部隊にいる、「特徴：試験隊」を持つ全ての自軍ユニットは、"
               "＋１／＋１／＋１を得る。")


def test_that_squad_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_THAT_SQUAD)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("text", [
    "（常時）：その部隊にいる全ての自軍ユニットは、ターン終了時まで＋１／＋１／＋１を得る。",
    "『常駐』：その部隊にいる全ての自軍ユニットは、＋１／＋１／＋１を得る。",
])
def test_r459_that_squad_without_this_cards_place_named_stays_blocked(text: str) -> None:
    compiled, _exact, blocker = round_trip(text)
    assert compiled is None and blocker == "その部隊 without this card's squad named before"


@pytest.mark.parametrize("front", [True, False])
def test_p70_r459_the_units_of_this_cards_squad_gain_while_it_leads_it(front: bool) -> None:
    """P70 (部隊の先頭): while this card leads its squad, the units of that squad with the trait gain +1/+1/+1; a unit of
    the trait in another place does not, and nothing applies while another unit leads."""
    from engine.games.nexa.stats import stats

    me = unit("M", abilities=[_ability(_THAT_SQUAD)])
    tester = unit("T", traits=["試験隊"])
    order = [{"card": "M", "id": "m"}, {"card": "T", "id": "t"}] if front else [{"card": "T", "id": "t"},
                                                                              {"card": "M", "id": "m"}]
    sc = board([me, tester, unit("GM")], {"battle": {"space": order}, "deploy": [{"card": "T", "id": "t2"}]},
               {"battle": {"space": [{"card": "GM", "id": "e"}]}}, point="attack_free2", g_played=True)
    assert stats(sc.state, sc.iid("t")) == ((3, 3, 3) if front else (2, 2, 2))
    assert stats(sc.state, sc.iid("t2")) == (2, 2, 2)


# ---- 「自軍本国の上のカード…枚を見て、任意の順番で自軍本国の上（か下）に移す」: the home looked at, said 自軍本国 ---------------------

_OWN_HOME = "（自軍ターン）〔１〕：自軍本国の上のカード２枚を見て、任意の順番で自軍本国の上か下に移す。"


def test_the_home_looked_at_said_as_the_own_home_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_OWN_HOME)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["steps"][0]["zone"] == "home"


def test_p61_the_cards_looked_at_go_to_the_bottom_of_the_same_home_in_the_order_chosen() -> None:
    """P61: the two top cards of the home, looked at, go back to the bottom of that home in the order the player says."""
    me = unit("M", abilities=[_ability(_OWN_HOME)])
    sc = board([me, unit("GM"), unit("A"), unit("B")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["GM"] * 2, "home": ["GM", "GM", "A", "B"]}, {},
               point="deploy", g_played=True)
    home = list(sc.state.place(0, st.HOME))
    a, b = home[-2], home[-1]
    do(sc, "act:$m:0", player=0)
    answer_all(sc, lambda toks: next((t for t in toks if t in ("pay:auto", "opt:1", f"pick:{a}")), toks[0]))
    after = list(sc.state.place(0, st.HOME))
    assert sorted(after) == sorted(home)
    assert set(after[:2]) == {a, b}  # both at the bottom now


# ---- 「…を全て見て、その中にある…キャラ1枚を、そのユニットにセットできる」: the unit this card was set on -------------------------

_ONTO_HOST = ("『起動』：このカードがプレイされて、キャラがセットされていないユニットにセットされた場合、自軍本国のカードを全て見て、"
              "その中にある、「特徴：試験隊」を持つキャラ１枚を、そのユニットにセットできる。その後、自軍本国をシャッフルする。")


def test_a_character_looked_at_set_on_that_unit_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_ONTO_HOST)
    assert compiled is not None and exact, blocker
    compiled, _exact, blocker = round_trip("（常時）：自軍本国のカードを全て見て、その中にあるキャラ１枚を、そのユニットにセットできる。"
                                           "その後、自軍本国をシャッフルする。")
    assert compiled is None and blocker == "そのユニット without the unit this card is set on named before"


def test_p66_the_character_looked_at_is_set_on_the_unit_this_operation_was_set_on() -> None:
    """P66: the operation is set on the own unit without a character; its trigger looks through the home and the
    character picked is set on that unit; the home is shuffled."""
    from .helpers import card

    op = card("OPU", "operation", set_on="unit", abilities=[_ability(_ONTO_HOST)])
    pilot = card("PILOT", "character", stats=[1, 1, 1], traits=["試験隊"])
    sc = board([unit("GM"), op, pilot],
               {"hand": [{"card": "OPU", "id": "o"}], "deploy": [{"card": "GM", "id": "u"}], "gzone": ["GM"] * 3,
                "home": ["GM", "PILOT", "GM"]}, {}, point="deploy", g_played=True)
    u = sc.iid("u")
    p = next(c for c in sc.state.place(0, st.HOME) if sc.state.defs[c].number == "PILOT")
    do(sc, "play:$o", player=0)
    answer_all(sc, lambda toks: next((t for t in toks if t in ("pay:auto", "yes", f"pick:{p}")), toks[0]))
    assert sc.state.zone[sc.iid("o")] == st.SET and sc.state.set_to[sc.iid("o")] == u
    assert sc.state.zone[p] == st.SET and sc.state.set_to[p] == u
