"""Issue 14, family O3 of the card-text compiler: rule overrides and durations, compiled, printed back
and played.

Every text here is original, written in the controlled style of card lists (never official text).
The rules they pin: P23 (ロールコストの支払い), P68 (恒常); docs/rulings.md R-140 and after the decisions.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.costs import valid_final
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, do, resolve_cut, tokens, unit


@pytest.mark.parametrize("text", [
    "『恒常』：黒のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、青のGサインを持つGとしても扱える。",
    "『恒常』：紫のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、茶のGサインを持つGとしても扱える。",
])
def test_family_o3_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("text", [
    # the Gs named by a printed trait, not by a colour: not a colour of payment (left blocked)
    "『恒常』：本来の記述に「特徴：試作隊」を持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、青のGサインを持つGとしても扱える。",
    # the same colour twice says nothing
    "『恒常』：青のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、青のGサインを持つGとしても扱える。",
])
def test_family_o3_leaves_what_it_cannot_play_blocked(text: str) -> None:
    compiled, exact, _blocker = round_trip(text)
    assert compiled is None or not exact


def _static(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": "x"}}


G_AS = "『恒常』：黒のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、青のGサインを持つGとしても扱える。"


def _play(sc: Any, iid: str) -> None:
    do(sc, f"play:${iid}", player=0)
    while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else tokens(sc)[0], player=0)
    resolve_cut(sc)


def test_p23_r140_gs_of_the_named_colour_pay_this_cards_roll_cost_as_the_other_colour() -> None:
    """P23 (a roll cost is paid with Gs of its colour) changed by the card's own 恒常 text (P68: in force in the
    hand): black Gs pay its blue roll cost; a card without the text still needs blue Gs (ruling R-140)."""
    with_text = unit("WITH", total=2, roll=2, abilities=[_static(G_AS)])
    plain = unit("PLAIN", total=2, roll=2)
    black = unit("BLACK", colour="black")
    for number, playable in (("WITH", True), ("PLAIN", False)):
        sc = board([black, with_text, plain], {"gzone": [{"card": "BLACK", "id": "g1"}, {"card": "BLACK", "id": "g2"}],
                                              "hand": [{"card": number, "id": "me"}]}, {}, point="deploy",
                   g_played=True)
        assert (f"play:{sc.iid('me')}" in tokens(sc)) is playable
        if playable:
            _play(sc, "me")
            assert sc.state.zone[sc.iid("me")] == st.DEPLOY
            assert sc.state.rolled[sc.iid("g1")] and sc.state.rolled[sc.iid("g2")]


def test_p23_r140_each_g_pays_as_one_colour_or_the_other_and_the_total_cost_is_unchanged() -> None:
    """One G pays once (as black or as blue, not both); with a black roll cost too, the black Gs are shared between
    the two colours; the power for the total cost (P22) is still one per rerolled G."""
    req = {"blue": 2, "black": 1, "as:black>blue": 1}
    assert valid_final({"black": 3}, req)
    assert not valid_final({"black": 2}, req)  # a G is not counted twice
    assert valid_final({"black": 2, "blue": 1}, req)
    assert not valid_final({"black": 3}, {"blue": 2, "black": 1})  # without the text
    assert not valid_final({"red": 3}, req)  # only the colour the text names
    big = unit("BIG", total=3, roll=1, abilities=[_static(G_AS)])
    black = unit("BLACK", colour="black")
    sc = board([black, big], {"gzone": [{"card": "BLACK", "id": "g1"}, {"card": "BLACK", "id": "g2"}],
                              "hand": [{"card": "BIG", "id": "me"}]}, {}, point="deploy", g_played=True)
    assert f"play:{sc.iid('me')}" not in tokens(sc)  # total 3, two Gs: no power made by the text


REFIT_SELF = "『常駐』：このカードは、このカードの「改装」の効果において、自軍Gとしても扱う事ができる。（注：自軍Gの枚数として数える事ができる）"
REFIT_SERIES = "『常駐』：このカードは、このカードと同じ属性のGサインを持つ自軍ユニットの「改装」の効果において、自軍Gとして扱う。"


@pytest.mark.parametrize("text", [REFIT_SELF, REFIT_SERIES,
                                  "『常駐』：このカードは、このカードの「改装」の効果において自軍Gとしても扱う事ができる。"])
def test_family_o3_prints_back_refit_as_g(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _refit_board(old: dict[str, Any], others: list[dict[str, Any]], deploy: list[dict[str, Any]]) -> Any:
    new = unit("NEW", (5, 5, 5), total=4, traits=["改"])
    return board([old, new, *others], {"battle": {"space": [{"card": "OLD", "id": "old"}]}, "deploy": deploy,
                                       "hand": [{"card": "NEW", "id": "new"}], "gzone": ["NEW"] * 3}, {},
                 point="attack_free2")


def test_p75_r141_this_card_counts_as_one_more_g_for_its_own_refit() -> None:
    """改装 (P75) takes a unit of X以下の合計国力, X the own Gs (3): with the text the refitting card counts as a fourth
    G and a unit of total cost 4 is taken; without it, it is not (ruling R-141)."""
    for texts, taken in (([REFIT_SELF], True), ([], False)):
        old = unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}], abilities=[_static(t) for t in texts])
        sc = _refit_board(old, [], [])
        act = f"act:{sc.iid('old')}:103"
        assert (act in tokens(sc)) is taken
        if taken:
            do(sc, act, player=0)
            resolve_cut(sc)
            assert sc.state.zone[sc.iid("new")] == st.BATTLE


def test_p75_r141_a_card_of_the_same_attribute_counts_for_another_units_refit_rolled_or_not() -> None:
    """「このカードと同じ属性のGサインを持つ自軍ユニットの「改装」の効果において、自軍Gとして扱う」: a card of the text on the
    field, rolled or not, is one more G for the 改装 of an own unit of its 属性, not for one of another 属性; the text
    of the refitting card only (REFIT_SELF) does not count for another unit."""
    for series, text, rolled, taken in (("0079", REFIT_SERIES, True, True), ("SEED", REFIT_SERIES, False, False),
                                        ("0079", REFIT_SELF, False, False)):
        old = unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}])
        helper = unit("HELP", gsign={"colour": "blue", "series": series}, abilities=[_static(text)])
        sc = _refit_board(old, [helper], [{"card": "HELP", "id": "help", "rolled": rolled}])
        assert (f"act:{sc.iid('old')}:103" in tokens(sc)) is taken, (series, text)


EITHER = ("（常時）〔1〕：自軍本国を1回復する。その場合、このカードの破壊を無効にする、または、このカードは、カット終了時まで、"
          "敵軍効果の対象にならない。")


@pytest.mark.parametrize("text", [
    EITHER,
    "（常時）〔1〕毎：自軍ユニット1枚を指定し、自軍ユニットの上にある+1/+1/+1コイン1個を取り除く。その場合、対象の破壊を無効にする、"
    "または、対象は、カット終了時まで敵軍効果の対象にならない。",
    "（常時）〔1〕毎：自軍ユニット1枚を指定し、自軍ユニットの上にある+1/+1/+1コイン1個を取り除く。その場合、対象の破壊を無効にする。",
])
def test_family_o3_prints_back_then_either(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_family_o3_then_either_needs_one_card_for_both_steps() -> None:
    text = "（常時）〔1〕：自軍本国を1回復する。その場合、このカードの破壊を無効にする、または、敵軍ユニット1枚は、カット終了時まで、敵軍効果の対象にならない。"
    compiled, exact, _blocker = round_trip(text)
    assert compiled is None or not exact


def _either_board() -> Any:
    from .helpers import card

    me = unit("ME", abilities=[_static(EITHER)])
    kill = "（常時）：敵軍ユニット1枚を破壊する。"
    cmd = card("CMD", "command", abilities=[{**compile_text(kill).ability, "kind": "play", "text": {"ja": kill, "en": "x"}}])
    return board([me, cmd], {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["ME"] * 2},
                 {"hand": [{"card": "CMD", "id": "cmd"}], "gzone": ["ME"] * 2}, point="attack_free2", g_played=True)


def _answer_through(sc: Any, opt: str) -> list[str]:
    """Play the cut out, answering `opt` to the choice; the decision kinds asked of player 0 in order."""
    s = sc.state
    asked = []
    for _ in range(24):
        d = sc.game.decision(s, labels=False)
        if d is None or (d.kind == "priority" and not s.cut and not s.cut_resolving):
            break
        t = tokens(sc)
        asked.append(d.kind)
        do(sc, opt if opt in t else "pay:auto" if "pay:auto" in t else "pass" if "pass" in t else t[0], player=d.player)
    return asked


@pytest.mark.parametrize("opt, survives", [("opt:0", False), ("opt:1", True)])
def test_p56_p57_r142_the_player_picks_one_step_as_the_text_resolves(opt: str, survives: bool) -> None:
    """「その場合、このカードの破壊を無効にする、または、このカードは、カット終了時まで、敵軍効果の対象にならない」 played in answer to
    an enemy command that destroys this card (its target, P56): the choice is asked as the text resolves (ruling R-142).
    Protected (opt:1), the card is no longer a legal target when the command resolves (P57) and stays; saving it from
    a destruction not yet made (opt:0) does nothing, and the command destroys it."""
    sc = _either_board()
    s = sc.state
    do(sc, "pass", player=0)
    do(sc, "play:$cmd", player=1)
    for _ in range(10):
        d = sc.game.decision(s, labels=False)
        if d.player == 0 and d.kind == "priority":
            break
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else tokens(sc)[0], player=d.player)
    do(sc, "act:$me:0", player=0)
    assert "option" in _answer_through(sc, opt)
    assert (s.zone[sc.iid("me")] == st.BATTLE) is survives


def test_p39_r142_the_first_step_saves_this_card_when_it_was_destroyed() -> None:
    """The same text played while this card is destroyed (its 廃棄 waiting, P39): picking the first step saves it."""
    sc = _either_board()
    s = sc.state
    me = sc.iid("me")
    s.destroyed[me] = True
    s.destroyed_queue.append(me)
    s.version += 1
    do(sc, "act:$me:0", player=0)
    _answer_through(sc, "opt:0")
    assert s.zone[me] == st.BATTLE and not s.destroyed[me]


TURN_END_REROLL = "『起動』：このカードがプレイされて場に出た場合、ターン終了時に、自軍G1枚をリロールできる。"
TURN_END_G = "『起動』：青のGサインを持つ自軍Gが2枚以上ある状態で、このカードが場に出た場合、ターン終了時に、このカードを持ち主のGにできる。"
UP_TO = "『起動』：このカードが攻撃に出撃した場合、自軍G2枚までをリロールできる。"


@pytest.mark.parametrize("text", [TURN_END_REROLL, TURN_END_G, UP_TO,
                                  "『起動』：このカードが場に出た場合、自軍ユニット2枚までをロールできる。"])
def test_family_o3_prints_back_turn_end_and_up_to(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _to_next_turn(sc: Any, answer: str) -> list[int]:
    """Pass (answering `answer` to a yes/no) until the next turn; the points where a yes/no was asked."""
    s = sc.state
    asked = []
    turn = s.turn
    for _ in range(200):
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn > turn:
            break
        t = tokens(sc)
        if d.kind == "yesno":
            asked.append(s.point)
        do(sc, answer if answer in t else "pay:auto" if "pay:auto" in t else "pass" if "pass" in t else t[0],
           player=d.player)
    return asked


@pytest.mark.parametrize("answer, rerolled", [("yes", True), ("no", False)])
def test_p57_the_turn_end_step_is_asked_at_the_end_of_the_turn(answer: str, rerolled: bool) -> None:
    """「ターン終了時に、自軍G1枚をリロールできる」: the G is the target named when the trigger is played (P56); at the
    end of the turn (待機中の効果, P57) the player is asked, and the G rolled to pay for the card is rerolled or not."""
    me = unit("ME", abilities=[_static(TURN_END_REROLL)])
    sc = board([me], {"hand": [{"card": "ME", "id": "me"}], "gzone": [{"card": "ME", "id": "g"}]}, {},
               point="deploy", turn=3)
    do(sc, "play:$me", player=0)
    asked = _to_next_turn(sc, answer)
    assert asked and all(p in (st.END_TRIGGERS, st.END_HAND) for p in asked)
    assert sc.state.rolled[sc.iid("g")] is not rerolled


@pytest.mark.parametrize("blue_gs, answer, made", [(2, "yes", True), (2, "no", False), (1, "yes", False)])
def test_p21_r143_the_card_becomes_its_owners_g_at_the_end_of_the_turn(blue_gs: int, answer: str, made: bool) -> None:
    """「青のGサインを持つ自軍Gが2枚以上ある状態で、このカードが場に出た場合、ターン終了時に、このカードを持ち主のGにできる」:
    with the Gs there as it enters (the play's own G is rolled, still a G), the card may become a G at the turn end."""
    me = unit("ME", total=1, roll=0, abilities=[_static(TURN_END_G)])
    sc = board([me], {"hand": [{"card": "ME", "id": "me"}], "gzone": ["ME"] * blue_gs}, {}, point="deploy", turn=3)
    do(sc, "play:$me", player=0)
    _to_next_turn(sc, answer)
    assert (sc.state.zone[sc.iid("me")] == st.GZONE) is made
    if made:
        assert sc.state.ctrl[sc.iid("me")] == sc.state.owner[sc.iid("me")] == 0


def test_p56_r143_up_to_n_cards_reads_one_to_n() -> None:
    """「自軍G2枚までをリロールできる」 reads 「自軍G1～2枚をリロールできる」 (ruling R-143): declined, or one or two targets."""
    compiled = compile_text(UP_TO)
    assert compiled.ability["targets"]["t1"]["count"] == {"from": 1, "upto": 2}
    assert compiled.ability["effect"][0]["do"] == "optional"


STAY = "『常駐』：このカードは、帰還ステップの規定の効果ではロールしない。"
HEAL = "『起動』：このカードが、自軍帰還ステップの規定の効果で自軍配備エリアに移動した場合、自軍本国を3回復する。"
WATCH = "『起動』：1以下の防御力を持つ自軍ユニットが、帰還ステップの規定の効果で自軍配備エリアに移動した場合、カード1枚を引く。"
STAY_ALL = ("『常駐』：「特徴：試験隊」を持つ自軍カードが2枚以上ある場合、全ての自軍ユニットは、+1/+1/+1を得ると共に、"
            "帰還ステップの規定の効果ではロールしない。")


@pytest.mark.parametrize("text", [STAY, HEAL, WATCH, STAY_ALL, STAY_ALL.replace("帰還ステップの規定", "帰還ステップ規定"),
                                  HEAL.replace("自軍帰還", "帰還")])
def test_family_o3_prints_back_the_return_step(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _through_return(attacker: int, rolled_stay: bool = False) -> Any:
    cards = [unit("PLAIN"), unit("STAY", abilities=[_static(STAY)]), unit("HEAL", abilities=[_static(HEAL)]),
             unit("WEAK", (1, 1, 1)), unit("WATCH", abilities=[_static(WATCH)])]
    sc = board(cards, {"battle": {"space": [{"card": "STAY", "id": "s", "rolled": rolled_stay}, {"card": "PLAIN", "id": "p"},
                                            {"card": "HEAL", "id": "h"}, {"card": "WEAK", "id": "w"}]},
                       "deploy": [{"card": "WATCH", "id": "wa"}], "discard": ["PLAIN"] * 5}, {}, point="return",
               attacker=attacker)
    s = sc.state
    sc.before = (len(s.place(0, st.HOME)), len(s.place(0, st.HAND)))
    for _ in range(60):
        d = sc.game.decision(s, labels=False)
        if d is None or not st.RETURN_FREE1 <= s.point <= st.RETURN_FREE2 or (
                s.point == st.RETURN_FREE2 and not s.cut and d.kind == "priority"):
            break
        do(sc, "pass" if "pass" in tokens(sc) else tokens(sc)[0], player=d.player)
    return sc


@pytest.mark.parametrize("attacker", [0, 1])
def test_p40_r144_the_return_steps_rule_and_the_texts_that_hear_it(attacker: int) -> None:
    """P40: the squads dissolve and their units go to the deploy area rolled. 「帰還ステップの規定の効果ではロールしない」: that
    unit keeps its state; 「このカードが、自軍帰還ステップの…移動した場合」 is heard in its own turn's return step only (3 cards
    back from the discard pile to the home); 「1以下の防御力を持つ自軍ユニットが…移動した場合」 hears each such unit (one card
    drawn, for WEAK)."""
    sc = _through_return(attacker)
    s = sc.state
    assert all(s.zone[sc.iid(k)] == st.DEPLOY for k in "sphw")
    assert not s.rolled[sc.iid("s")] and s.rolled[sc.iid("p")] and s.rolled[sc.iid("h")]
    home, hand = sc.before
    assert len(s.place(0, st.HAND)) == hand + 1
    assert len(s.place(0, st.HOME)) == home - 1 + (3 if attacker == 0 else 0)


def test_p40_r144_a_unit_that_does_not_roll_keeps_a_rolled_state() -> None:
    """「…ではロールしない」 keeps the state the unit had: rolled by an effect in the battle, it stays rolled (ruling R-144)."""
    sc = _through_return(0, rolled_stay=True)
    assert sc.state.zone[sc.iid("s")] == st.DEPLOY and sc.state.rolled[sc.iid("s")]


def test_p40_r144_the_text_for_every_unit_applies_while_its_condition_holds() -> None:
    from engine.games.nexa.stats import has_status, stats

    ab = _static(STAY_ALL)
    for n, holds in ((2, True), (1, False)):
        cards = [unit("T", traits=["試験隊"]), card_with(ab)]
        sc = board(cards, {"deploy": [{"card": "T", "id": f"t{i}"} for i in range(n)] + [{"card": "OP", "id": "op"}]},
                   {})
        t = sc.iid("t0")
        assert has_status(sc.state, t, "stays_rerolled") is holds
        assert tuple(stats(sc.state, t)) == ((3, 3, 3) if holds else (2, 2, 2))


def card_with(ab: dict[str, Any]) -> dict[str, Any]:
    from .helpers import card

    return card("OP", "operation", abilities=[ab])


STEP_END = "（防御ステップ）〔R〕：カード1枚を引く。ステップ終了時に、このカードをリロールする。"
DAMAGE_END = "（防御ステップ）〔1〕：カード1枚を引く。その場合、ダメージ判定ステップ終了時に、このカードを破壊する。"
HOST = "（常時）〔1〕：このカードを廃棄する。その場合、このカードがセットされているユニットは、ターン終了時まで+2/+2/+2を得る。"


@pytest.mark.parametrize("text", [STEP_END, DAMAGE_END, HOST,
                                  "（防御ステップ）〔0〕：このカードがセットされているユニットは、ステップ終了時まで、敵軍効果の対象にならない。"
                                  "ステップ終了時に、このカードを破壊する。"])
def test_family_o3_prints_back_step_ends_and_the_host(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _pass_watching(sc: Any, me: int, until: int) -> list[tuple[str | None, bool, int]]:
    """Pass until the point `until`; (step, rolled, zone) of `me` at each decision."""
    s = sc.state
    seen = []
    for _ in range(80):
        d = sc.game.decision(s, labels=False)
        if d is None or s.point >= until:
            break
        seen.append((st.POINT_STEP.get(s.point), s.rolled[me], s.zone[me]))
        do(sc, "pass" if "pass" in tokens(sc) else tokens(sc)[0], player=d.player)
    return seen


def test_p57_r145_a_step_done_when_this_step_ends() -> None:
    """「ステップ終了時に、このカードをリロールする」 in the defence step: a waiting effect (P57); the card, rolled for the cost,
    stays rolled through the defence step and is rerolled as it ends (ruling R-145)."""
    me_def = unit("ME", abilities=[_static(STEP_END)])
    sc = board([me_def], {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["ME"] * 2}, {}, point="defence")
    me = sc.iid("me")
    do(sc, "act:$me:0", player=0)
    seen = _pass_watching(sc, me, st.DAMAGE_FREE1)
    assert seen and all(rolled for step, rolled, _zone in seen if step == "defence")
    assert sc.state.point >= st.DAMAGE_FREE1 and not sc.state.rolled[me]


def test_p57_r145_a_step_done_when_the_named_step_ends() -> None:
    """「その場合、ダメージ判定ステップ終了時に、このカードを破壊する」 played in the defence step: the card stays through the
    damage step and is destroyed (then discarded) as that step ends, not as the defence step ends."""
    me_def = unit("ME", abilities=[_static(DAMAGE_END)])
    sc = board([me_def], {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["ME"] * 2}, {}, point="defence")
    me = sc.iid("me")
    do(sc, "act:$me:0", player=0)
    seen = _pass_watching(sc, me, st.RETURN_FREE1)
    assert all(zone == st.BATTLE for step, _rolled, zone in seen if step in ("defence", "damage"))
    assert sc.state.zone[me] == st.JUNK


def test_p66_r145_the_unit_this_card_was_set_on_after_it_left() -> None:
    """「このカードを廃棄する。その場合、このカードがセットされているユニットは…」: the unit it was set on as the effect began
    (as R-65 reads 「このセットグループ」), though the card has left it."""
    from engine.games.nexa.stats import stats

    from .helpers import card

    pilot = card("PILOT", "character", stats=[0, 0, 0], abilities=[_static(HOST)])
    sc = board([unit("MS"), pilot], {"deploy": [{"card": "MS", "id": "ms", "set": [{"card": "PILOT", "id": "p"}]}],
                                     "gzone": ["MS"] * 2}, {}, point="attack_free2")
    do(sc, f"act:{sc.iid('p')}:0", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("p")] == st.JUNK
    assert tuple(stats(sc.state, sc.iid("ms"))) == (4, 4, 4)


ONCE = "『起動』：このカードが場に出た場合、カード1枚を引く。この記述の効果は、プレイヤーごとに1ターンに1度しか適用できない。"


def test_family_o3_prints_back_an_apply_limit() -> None:
    compiled, exact, blocker = round_trip(ONCE)
    assert compiled is not None and exact, blocker
    assert compiled.ability["limit"] == {"count": 1, "verb": "apply", "per_player": True}
    assert not round_trip("（常時）〔1〕：カード1枚を引く。この記述の効果は、プレイヤーごとに1ターンに1度しか適用できない。")[1]


def test_p68_r146_a_text_applied_once_a_turn_by_each_player_over_every_copy() -> None:
    """「この記述の効果は、プレイヤーごとに1ターンに1度しか適用できない」: two copies enter in one turn; the first one's effect
    applies (one card drawn), the second one's does not (ruling R-146)."""
    once = unit("ONCE", total=1, roll=0, abilities=[_static(ONCE)])
    sc = board([once], {"hand": [{"card": "ONCE", "id": "a"}, {"card": "ONCE", "id": "b"}], "gzone": ["ONCE"] * 2}, {},
               point="deploy", turn=3)
    s = sc.state
    hand = len(s.place(0, st.HAND))
    for iid in ("a", "b"):
        _play(sc, iid)
        assert s.zone[sc.iid(iid)] == st.DEPLOY
    assert len(s.place(0, st.HAND)) == hand - 2 + 1


DOUBLE_CARD = ("（常時）〔0〕：緑、または紫のGサインを持つ自軍G1枚は、フェイズ中、カードのプレイのロールコストの支払いにおいて、"
               "2枚分のGとして扱う事ができる。（注：〔緑2〕、または〔紫2〕を支払える）")
DOUBLE_TEXT = ("（戦闘フェイズ）〔0〕：このカードと同じGサインを持つ自軍G1枚は、ステップ中、テキストのプレイのロールコストの支払いに"
               "おいて、2枚分のGとして扱う事ができる。（注：〔緑2〕を支払える）")


@pytest.mark.parametrize("text", [DOUBLE_CARD, DOUBLE_TEXT, DOUBLE_CARD.split("（注")[0],
                                  DOUBLE_TEXT.replace("ステップ中", "このターン")])
def test_family_o3_prints_back_a_g_that_pays_as_two(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _double_board(text: str, point: str) -> Any:
    from .helpers import card

    draw = "（常時）：カード1枚を引く。"
    big = card("BIG", "command", colour="green", total=1, roll=2,
               abilities=[{**compile_text(draw).ability, "kind": "play", "text": {"ja": draw, "en": "x"}}])
    cards = [unit("ME", colour="green", abilities=[_static(text)]),
             unit("TX", abilities=[_static("（常時）〔緑2〕：カード1枚を引く。")]), big, unit("GG", colour="green")]
    return board(cards, {"deploy": [{"card": "ME", "id": "me"}, {"card": "TX", "id": "tx"}],
                         "gzone": [{"card": "GG", "id": "g"}], "hand": [{"card": "BIG", "id": "big"}]}, {},
                 point=point, turn=3, g_played=True)


def test_p23_r147_a_g_pays_as_two_for_card_plays_in_this_phase_only() -> None:
    """「…G1枚は、フェイズ中、カードのプレイのロールコストの支払いにおいて、2枚分のGとして扱う事ができる」: with it one green G
    pays the 〔緑2〕 of a command's play, not the 〔緑2〕 of a text; once the phase has ended it pays as one again."""
    sc = _double_board(DOUBLE_CARD, "deploy")
    s = sc.state
    big, tx = f"play:{sc.iid('big')}", f"act:{sc.iid('tx')}:0"
    assert big not in tokens(sc)
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    assert big in tokens(sc) and tx not in tokens(sc)
    from .helpers import pass_until

    pass_until(sc, st.ATTACK_FREE1)
    assert s.point == st.ATTACK_FREE1 and not s.rolled[sc.iid("g")]
    assert big not in tokens(sc)


def test_p23_r147_a_g_pays_as_two_for_text_plays_in_this_step_only() -> None:
    """The same for 「ステップ中、テキストのプレイの…」: the text's 〔緑2〕 is paid by the one G, the command's is not."""
    sc = _double_board(DOUBLE_TEXT, "attack_free2")
    big, tx = f"play:{sc.iid('big')}", f"act:{sc.iid('tx')}:0"
    assert tx not in tokens(sc)
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    assert tx in tokens(sc) and big not in tokens(sc)
    do(sc, tx, player=0)
    while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else tokens(sc)[0], player=0)
    assert sc.state.rolled[sc.iid("g")] and len(sc.state.cut) == 1


G_AS_THREE = "『恒常』：このカードと同じ属性のGサインを持つ、全ての自軍Gは、このカードのロールコストの支払いにおいて、3枚分のGとしても扱える。"


def test_family_o3_prints_back_g_as_many() -> None:
    compiled, exact, blocker = round_trip(G_AS_THREE)
    assert compiled is not None and exact, blocker
    assert not round_trip(G_AS_THREE.replace("このカードと同じ属性のGサインを持つ、", "白のGサインを持つ"))[1]


@pytest.mark.parametrize("series, texted, playable", [("0079", True, True), ("SEED", True, False), ("0079", False, False)])
def test_p23_r148_a_g_of_this_cards_attribute_pays_as_three(series: str, texted: bool, playable: bool) -> None:
    """〔白3〕 with one white G and two red ones (three Gs: the power of the total cost 3, P22): with the text the white
    G of this card's 属性 pays all three (ruling R-148); of another 属性, or without the text, it pays one."""
    big = unit("BIG", colour="white", total=3, roll=3, abilities=[_static(G_AS_THREE)] if texted else [])
    white = unit("W", colour="white", gsign={"colour": "white", "series": series})
    red = unit("R", colour="red")
    sc = board([red, big, white], {"gzone": [{"card": "W", "id": "w"}, "R", "R"], "hand": [{"card": "BIG", "id": "me"}]},
               {}, point="deploy", g_played=True)
    assert (f"play:{sc.iid('me')}" in tokens(sc)) is playable
    if playable:
        _play(sc, "me")
        rolled = [g for g in sc.state.place(0, st.GZONE) if sc.state.rolled[g]]
        assert rolled == [sc.iid("w")] and sc.state.zone[sc.iid("me")] == st.DEPLOY


G_TO_UNIT = "（自軍配備フェイズ）〔1〕：本来の記述に「特徴：試作」を持つ自軍G1枚を、ユニットとして、自軍配備エリアにロール状態で出す。"


@pytest.mark.parametrize("text", [G_TO_UNIT,
                                  "＜（戦闘フェイズ）〔1〕：このカードがGである場合、このカードを、ユニットとして、自軍配備エリアにリロール状態で出す＞",
                                  G_TO_UNIT.replace("。", "。その場合、自軍本国の上のカード1枚をロール状態で自軍Gにする。")])
def test_family_o3_prints_back_a_g_put_out_as_a_unit(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p21_r149_a_g_enters_the_field_as_a_unit() -> None:
    """A G (P21: only its G sign counts) put out as a unit leaves the G zone, enters the deploy area rolled as the text
    says with its texts (its 「場に出た場合」 is heard: one card drawn), a new card (P57); a G without the printed trait
    is no target (ruling R-149)."""
    proto = unit("PROTO", traits=["試作"], abilities=[_static("『起動』：このカードが場に出た場合、カード1枚を引く。")])
    me = unit("ME", abilities=[_static(G_TO_UNIT)])
    sc = board([me, proto], {"deploy": [{"card": "ME", "id": "me"}],
                             "gzone": [{"card": "PROTO", "id": "p"}, {"card": "ME", "id": "g1"}, {"card": "ME", "id": "g2"}]},
               {}, point="deploy", turn=3, g_played=True)
    s = sc.state
    p = sc.iid("p")
    stamp, hand = s.stamp[p], len(s.place(0, st.HAND))
    do(sc, "act:$me:0", player=0)
    for _ in range(12):
        d = sc.game.decision(s, labels=False)
        if d is None or (d.kind == "priority" and not s.cut and not s.cut_resolving and not s.triggers):
            break
        t = tokens(sc)
        pick = [x for x in t if x.endswith(f":{p}")]
        do(sc, pick[0] if pick else "pay:auto" if "pay:auto" in t else "pass" if "pass" in t else t[0], player=d.player)
    assert s.zone[p] == st.DEPLOY and s.rolled[p] and not s.is_g[p] and s.stamp[p] != stamp
    assert len(s.place(0, st.HAND)) == hand + 1 and len(s.place(0, st.GZONE)) == 2


NO_DEFENCE = "『常駐』：このセットグループは、防御に出撃できない。"
SHIPS_ONLY = "『恒常』：このカードは、「特徴：艦艇」を持つユニットにのみセットできる。"


@pytest.mark.parametrize("text", [NO_DEFENCE, SHIPS_ONLY])
def test_family_o3_prints_back_sortie_and_set_rules(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("attacker, can", [(0, True), (1, False)])
def test_p34_a_set_group_that_cannot_sortie_to_defend(attacker: int, can: bool) -> None:
    """「このセットグループは、防御に出撃できない」 (P34): its unit still sorties to attack in its own turn, never to defend."""
    from engine.games.nexa.battle import _can_sortie

    sc = board([unit("ME", abilities=[_static(NO_DEFENCE)]), unit("X")], {"deploy": [{"card": "ME", "id": "me"}]}, {},
               attacker=attacker)
    assert _can_sortie(sc.state, sc.iid("me"), 0, 0) is can


def test_p66_a_character_set_only_on_units_with_a_trait() -> None:
    """「このカードは、「特徴：艦艇」を持つユニットにのみセットできる」 (P66): offered the ship, not the other unit."""
    from engine.games.nexa.play import hosts_for

    from .helpers import card

    pilot = card("PILOT", "character", stats=[0, 0, 0], abilities=[_static(SHIPS_ONLY)])
    sc = board([unit("SHIP", traits=["艦艇"]), unit("MS"), pilot],
               {"deploy": [{"card": "SHIP", "id": "ship"}, {"card": "MS", "id": "ms"}],
                "hand": [{"card": "PILOT", "id": "p"}], "gzone": ["MS"] * 2}, {}, point="deploy", g_played=True)
    hosts = hosts_for(sc.state, 0, sc.iid("p"))
    assert sc.iid("ship") in hosts and sc.iid("ms") not in hosts


GROUPS = "『起動』：このカードが場に出た場合、「特徴：撃墜王」を持つ全ての自軍ユニットのセットグループは、ターン終了時まで敵軍効果の対象にならない。"


@pytest.mark.parametrize("text", [GROUPS, "（常時）〔R〕：このカードと同じ属性のGサインを持つ、全ての自軍キャラのセットグループは、カット終了時まで、"
                                          "敵軍効果では、破壊されずダメージを受けない。"])
def test_family_o3_prints_back_set_groups_of_every_card(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p66_every_card_of_the_set_groups_of_the_cards_named() -> None:
    """「「特徴：撃墜王」を持つ全ての自軍ユニットのセットグループは…」 (P66 セットグループ: a unit and the cards set on it): the
    unit with the trait and the character set on it are protected; another unit and its character are not."""
    from engine.games.nexa.stats import has_status

    from .helpers import card

    ace = unit("ACE", traits=["撃墜王"])
    chara = card("PILOT", "character", stats=[0, 0, 0])
    me = unit("ME", total=1, roll=0, abilities=[_static(GROUPS)])
    sc = board([ace, unit("MS"), chara, me],
               {"deploy": [{"card": "ACE", "id": "a", "set": [{"card": "PILOT", "id": "pa"}]},
                           {"card": "MS", "id": "m", "set": [{"card": "PILOT", "id": "pm"}]}],
                "hand": [{"card": "ME", "id": "me"}], "gzone": ["MS"] * 2}, {}, point="deploy", g_played=True)
    _play(sc, "me")
    got = {k: has_status(sc.state, sc.iid(k), "untargetable") for k in ("a", "pa", "m", "pm")}
    assert got == {"a": True, "pa": True, "m": False, "pm": False}


G_TO_CHAR = "＜（戦闘フェイズ）〔1〕：このカードがGである場合、このカードを、キャラとして、「特徴：試作」を持つ自軍ユニットにセットする＞"


def test_family_o3_prints_back_a_g_set_as_a_character() -> None:
    compiled, exact, blocker = round_trip(G_TO_CHAR)
    assert compiled is not None and exact, blocker


def test_p66_r149_a_g_is_set_on_an_own_unit_as_a_character() -> None:
    """〈このカードを、キャラとして、「特徴：試作」を持つ自軍ユニットにセットする〉, played while the card is a G (P21): it leaves
    the G zone and is set on the unit with the trait (not on the other one), a new card heard entering the field."""
    from .helpers import card

    pilot = card("PILOT", "character", stats=[1, 1, 1],
                 abilities=[_static(G_TO_CHAR), _static("『起動』：このカードが場に出た場合、カード1枚を引く。")])
    sc = board([unit("PROTO", traits=["試作"]), unit("MS"), pilot],
               {"deploy": [{"card": "PROTO", "id": "proto"}, {"card": "MS", "id": "ms"}],
                "gzone": [{"card": "PILOT", "id": "p"}, "MS", "MS"]}, {}, point="attack_free2", g_played=True)
    s = sc.state
    p = sc.iid("p")
    hand = len(s.place(0, st.HAND))
    do(sc, f"act:{p}:0", player=0)
    for _ in range(12):
        d = sc.game.decision(s, labels=False)
        if d is None or (d.kind == "priority" and not s.cut and not s.cut_resolving and not s.triggers):
            break
        t = tokens(sc)
        do(sc, "pay:auto" if "pay:auto" in t else "pass" if "pass" in t else t[0], player=d.player)
    assert s.zone[p] == st.SET and not s.is_g[p] and s.set_to[p] == sc.iid("proto")
    assert len(s.place(0, st.HAND)) == hand + 1


def test_family_o3_reads_a_long_vowel_minus_in_a_cost() -> None:
    """「合計国力ー1」 (a long-vowel mark for the minus, as card lists print it) reads 「合計国力-1」."""
    text = "『恒常』：このカードは、ゲインレベルを持つ自軍Gがいる場合、合計国力ー1してプレイできる。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["continuous"][0]["total"] == -1


CHEAP_IN_DAMAGE = "『恒常』：このカードは、ダメージ判定ステップ中、合計国力-3してプレイできる。その場合、カット終了時に、このカードを廃棄する。"


def test_family_o3_prints_back_a_cheaper_play_in_one_step() -> None:
    compiled, exact, blocker = round_trip(CHEAP_IN_DAMAGE)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("point, offered", [("damage", True), ("attack_free2", False)])
def test_p55_a_cheaper_play_offered_in_the_step_named_only(point: str, offered: bool) -> None:
    """「ダメージ判定ステップ中、合計国力-3してプレイできる」 (P55): with one G a クイック unit of total cost 4 is played for 1 in
    the damage step, not in the attack step."""
    me = unit("ME", total=4, roll=1, keywords=["quick"], abilities=[_static(CHEAP_IN_DAMAGE)])
    sc = board([me], {"hand": [{"card": "ME", "id": "me"}], "gzone": ["ME"]}, {}, point=point, g_played=True)
    assert (f"play:{sc.iid('me')}" in tokens(sc)) is offered
