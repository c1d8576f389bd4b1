"""Issue 14, family S second round: moves to the owner's places, steps that name what an earlier step
did, a text's target changed under a condition. Each construct is compiled, printed back to the same
text and played in the engine. Every text here is original, written in the controlled style of card
lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import ability_of as _ability
from .helpers import board, do, resolve_cut, tokens, unit
from .helpers import card as card_


def _board(text: str, enemy: list[str], own: list[str] | None = None, point: str = "attack") -> Scenario:
    """This card (s) in the own space area with the own units `own` beside it; enemy units `enemy` in theirs."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    names = sorted(set(enemy) | set(own or []))
    return board([me, *(unit(n) for n in names)],
                 {"battle": {"space": [{"card": "SCOUT", "id": "s"}, *({"card": n, "id": n.lower()} for n in own or [])]},
                  "gzone": ["SCOUT"] * 4},
                 {"battle": {"space": [{"card": n, "id": n.lower()} for n in enemy]}}, point=point, g_played=True)


def _play(sc: Scenario, *picks: str) -> None:
    """Play this card's text, choosing `picks` where they are asked (a lone target is declared at once),
    then let the cut resolve."""
    do(sc, "act:$s:0", player=0)
    for pick in picks:
        if sc.token(pick) in tokens(sc):
            do(sc, pick, player=0)
    resolve_cut(sc)


def _behaves(text: str) -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("S-001"), "text": {"ja": text, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


MOVE_TEXTS = [
    "（常時）〔1〕：敵軍ユニット1枚を持ち主の捨て山の上に移す。",
    "（自軍配備フェイズ）：このカードと敵軍ユニット1枚を持ち主の捨て山の上に移す。",
    "（戦闘フェイズ）〔2〕：敵軍ユニット1枚を持ち主のGにする。",
    "（戦闘フェイズ）〔赤1〕：このカードの破壊を無効にする。その場合、このカードを持ち主のGにする。",
]


@pytest.mark.parametrize("text", MOVE_TEXTS)
def test_moves_to_the_owners_places_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p61_an_enemy_unit_goes_on_top_of_its_owners_discard_pile() -> None:
    """「敵軍ユニット1枚を持ち主の捨て山の上に移す」: the enemy's pile, on top (P61), not this player's."""
    sc = _board("（常時）：敵軍ユニット1枚を持ち主の捨て山の上に移す。", ["FOE"])
    _play(sc, "t:$foe")
    foe = sc.iid("foe")
    assert sc.state.zone[foe] == st.DISCARD and sc.state.place(1, st.DISCARD)[-1] == foe


def test_p53_an_enemy_unit_becomes_a_g_of_its_owner() -> None:
    """「持ち主のGにする」: the card becomes a G (P53) in its owner's G zone, not the player's."""
    sc = _board("（常時）：敵軍ユニット1枚を持ち主のGにする。", ["FOE"])
    gs = len(sc.state.place(0, st.GZONE))
    _play(sc, "t:$foe")
    foe = sc.iid("foe")
    assert sc.state.zone[foe] == st.GZONE and foe in sc.state.place(1, st.GZONE)
    assert sc.state.is_g[foe] and len(sc.state.place(0, st.GZONE)) == gs


@pytest.mark.parametrize("text", MOVE_TEXTS[:3])
def test_behaviour_check_compares_moves_to_the_owners_places(text: str) -> None:
    _behaves(text)


RETARGET_TEXTS = [
    "（防御ステップ）〔1〕：このカードと交戦中の敵軍ユニット1枚をロールする。この効果の対象部分は、このカードの「専用機のセット」が"
    "成立している場合、敵軍ユニット1枚に変更される。",
    "（戦闘フェイズ）：交戦中の敵軍ユニット1枚に2ダメージを与える。この効果の対象部分は、自軍ジャンクヤードに「特徴：ボール系」を"
    "持つユニットがいる場合、戦闘エリアにいる敵軍ユニット1枚に変更される。",
    "（ダメージ判定ステップ）〔黒X〕：このカードと交戦中の敵軍ユニットX枚は、ターン終了時まで-X/-X/-Xを得る。この効果の対象部分は、"
    "このカードと同じ属性のGサインを持つ自軍キャラがいる場合、戦闘エリアにいる敵軍ユニットX枚に変更される。",
]


@pytest.mark.parametrize("text", RETARGET_TEXTS)
def test_a_target_part_changed_under_a_condition_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("text", [
    "（常時）：交戦中の敵軍ユニット1枚をロールする。この効果の対象部分は、自軍Gが5枚以上ある場合、敵軍ユニットX枚に変更される。",
    "（常時）：交戦中の敵軍ユニット1枚をロールする。この効果の対象部分は、自軍Gが5枚以上ある場合、敵軍ユニット2枚に変更できる。",
])
def test_a_target_part_changed_to_x_or_may_be_changed_to_other_cards_is_not_read(text: str) -> None:
    """To X cards, or 「変更できる」 to other cards than the printed ones (only to more of the same): not read."""
    compiled, exact, blocker = round_trip(text)
    assert not exact and "対象部分" in blocker


_MAY_MORE = ("（常時）：敵軍ユニット1枚をロールする。この効果の対象部分は、自軍ジャンクヤードに「特徴：ボール系」を持つユニットがいる"
             "場合、敵軍ユニット2枚に変更できる。")


@pytest.mark.parametrize(("with_ball", "most"), [(False, 1), (True, 2)])
def test_p56_r90_a_target_part_that_may_be_changed_to_more_cards(with_ball: bool, most: int) -> None:
    """「…敵軍ユニット2枚に変更できる」: while the condition holds the player may declare one or two enemy units
    (P56), else one; both declared are rolled."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_MAY_MORE)])
    sc = board([me, unit("FOE"), unit("BALL", traits=["ボール系"])],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2,
                "junkyard": [{"card": "BALL", "id": "ball"}] if with_ball else []},
               {"deploy": [{"card": "FOE", "id": "f1"}, {"card": "FOE", "id": "f2"}]}, point="attack", g_played=True)
    do(sc, "act:$s:0", "t:$f1", player=0)
    offered = tokens(sc)
    assert (sc.token("t:$f2") in offered) is (most == 2)
    if most == 2:
        assert "t:done" in offered  # one is enough: the player may keep the printed number
        do(sc, "t:$f2", player=0)
    resolve_cut(sc)
    rolled = [sc.state.rolled[sc.iid(k)] for k in ("f1", "f2")]
    assert rolled == [True, most == 2]


_RETARGET = ("（常時）：交戦中の敵軍ユニット1枚をロールする。この効果の対象部分は、自軍ジャンクヤードに「特徴：ボール系」を持つユニット"
             "がいる場合、敵軍ユニット1枚に変更される。")


def _retarget_board(with_ball: bool) -> Scenario:
    """This card in the own space area, fighting nobody; an enemy unit in the enemy deploy area; a unit of
    ボール系 in the own junkyard when `with_ball`."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_RETARGET)])
    return board([me, unit("FOE"), unit("BALL", traits=["ボール系"])],
                 {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2,
                  "junkyard": [{"card": "BALL", "id": "ball"}] if with_ball else []},
                 {"deploy": [{"card": "FOE", "id": "foe"}]}, point="attack", g_played=True)


def test_p56_r90_without_the_condition_the_printed_target_part_stands() -> None:
    """No ボール系 unit in the junkyard: the target is 「交戦中の敵軍ユニット」, and no enemy unit is engaged,
    so the text cannot be declared (P56)."""
    sc = _retarget_board(with_ball=False)
    assert sc.token("act:$s:0") not in tokens(sc)


def test_p56_r90_while_the_condition_holds_the_changed_target_part_is_declared() -> None:
    """A ボール系 unit in the own junkyard: the target part is 「敵軍ユニット1枚」, so the unit in the enemy
    deploy area is declared and rolled."""
    sc = _retarget_board(with_ball=True)
    _play(sc, "t:$foe")
    assert sc.state.rolled[sc.iid("foe")]


def test_p57_r90_a_target_is_checked_again_by_the_part_in_force_on_resolution() -> None:
    """Declared while the condition held; the ボール系 unit leaves the junkyard before resolution: the target
    no longer fits the part in force (「交戦中の」), is lost, and the text does nothing (P57)."""
    from engine.games.nexa.places import move

    sc = _retarget_board(with_ball=True)
    do(sc, "act:$s:0", player=0)
    if sc.token("t:$foe") in tokens(sc):
        do(sc, "t:$foe", player=0)
    move(sc.state, sc.iid("ball"), st.REMOVED)
    resolve_cut(sc)
    assert not sc.state.rolled[sc.iid("foe")]


@pytest.mark.parametrize("text", RETARGET_TEXTS[1:2])
def test_behaviour_check_plays_a_changed_target_part(text: str) -> None:
    _behaves(text)


DESTROYED_TEXTS = [
    "（戦闘フェイズ）〔1〕：戦闘エリアにいる敵軍ユニット1枚に3ダメージを与える。この効果で対象が破壊された場合、カード1枚を引く。",
    "（ダメージ判定ステップ）：交戦中の敵軍ユニット1枚に2ダメージを与える。この効果で対象が破壊されなかった場合、ターン終了時に、"
    "カード1枚を引く。",
]


@pytest.mark.parametrize("text", DESTROYED_TEXTS)
def test_a_step_on_whether_the_target_was_destroyed_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_this_effects_target_names_one_chosen_target() -> None:
    """「対象」 is the first step's one chosen target: after a step on every card it names nothing."""
    compiled, exact, blocker = round_trip(
        "（常時）：全ての敵軍ユニットに1ダメージを与える。この効果で対象が破壊された場合、カード1枚を引く。")
    assert not exact and "この効果で対象が破壊" in blocker


@pytest.mark.parametrize(("defence", "drawn"), [(3, 1), (4, 0)])
def test_p39_a_card_is_drawn_only_when_the_damage_destroyed_the_target(defence: int, drawn: int) -> None:
    """3 damage destroys a unit of defence 3 (P39: damage at least its defence), not one of defence 4:
    「この効果で対象が破壊された場合、カード1枚を引く」 draws only in the first case."""
    text = DESTROYED_TEXTS[0].replace("〔1〕", "")
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    sc = board([me, unit("FOE", (1, 1, defence))], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]},
                                                   "gzone": ["SCOUT"] * 2},
               {"battle": {"space": [{"card": "FOE", "id": "foe"}]}}, point="attack", g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    _play(sc, "t:$foe")
    assert len(sc.state.place(0, st.HAND)) - hand == drawn


def test_p39_a_target_destroyed_before_the_effect_was_not_destroyed_by_it() -> None:
    """「この効果で」: a unit already destroyed (awaiting its 廃棄) that the step targets is not destroyed by
    this effect, so 「破壊されなかった場合」 applies."""
    text = "（常時）：敵軍ユニット1枚に1ダメージを与える。この効果で対象が破壊されなかった場合、カード1枚を引く。"
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    sc = board([me, unit("FOE", (1, 1, 1))], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]},
                                              "gzone": ["SCOUT"] * 2},
               {"battle": {"space": [{"card": "FOE", "id": "foe"}]}}, point="attack", g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    _play(sc, "t:$foe")
    assert len(sc.state.place(0, st.HAND)) == hand  # 1 damage destroyed the unit of defence 1: no card
    sc2 = board([me, unit("FOE", (1, 1, 1))], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]},
                                               "gzone": ["SCOUT"] * 2},
                {"battle": {"space": [{"card": "FOE", "id": "foe"}]}}, point="attack", g_played=True)
    sc2.state.destroyed[sc2.iid("foe")] = True
    hand = len(sc2.state.place(0, st.HAND))
    _play(sc2, "t:$foe")
    assert len(sc2.state.place(0, st.HAND)) == hand + 1


@pytest.mark.parametrize("text", [DESTROYED_TEXTS[0],
                                  "（常時）：敵軍ユニット1枚に1ダメージを与える。この効果で対象が破壊されなかった場合、カード1枚を引く。"])
def test_behaviour_check_compares_a_step_on_whether_the_target_was_destroyed(text: str) -> None:
    _behaves(text)


def test_behaviour_check_compares_a_saved_card_made_a_g_after() -> None:
    """「このカードの破壊を無効にする。その場合、このカードを持ち主のGにする。」: saved (P39), then a G (P53)."""
    _behaves(MOVE_TEXTS[3])


FRESH_TEXTS = [
    "（戦闘フェイズ）〔1〕毎：自軍ユニット1枚は、ターン終了時まで+1/+1/+0を得る。この効果は、1ターンに同じユニットを対象にできない。",
    "（防御ステップ）〔0〕毎：自軍本国に1ダメージを与える。その場合、戦闘エリアにいる敵軍ユニット1枚に2ダメージを与える。"
    "この効果は、1ターンに同じユニットを対象にできない。",
]


@pytest.mark.parametrize("text", FRESH_TEXTS)
def test_no_unit_targeted_twice_a_turn_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["limit"] == {"count": 1, "verb": "target"}


def _fresh_board() -> Scenario:
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(FRESH_TEXTS[0])])
    return board([me, unit("GM"), unit("BALL")],
                 {"battle": {"space": [{"card": "SCOUT", "id": "s"}, {"card": "GM", "id": "gm"},
                                       {"card": "BALL", "id": "ball"}]}, "gzone": ["SCOUT"] * 4},
                 {}, point="attack", g_played=True)


def test_p56_r91_a_unit_targeted_this_turn_is_not_offered_again() -> None:
    """「この効果は、1ターンに同じユニットを対象にできない」: after the text targeted the GM, a second use (毎)
    offers the other units only; the GM got +1/+1/+0 once."""
    sc = _fresh_board()
    gm = sc.iid("gm")
    do(sc, "act:$s:0", "t:$gm", player=0)
    resolve_cut(sc)
    do(sc, "act:$s:0", player=0)
    offered = {t for t in tokens(sc) if t.startswith("t:")}
    assert f"t:{gm}" not in offered and f"t:{sc.iid('ball')}" in offered


def test_p57_r91_a_unit_that_left_the_field_and_came_back_is_another_unit() -> None:
    """The GM targeted this turn goes to the hand and is played again: a card that left the field is a new
    card (P57), so the text may target it again."""
    from engine.games.nexa.places import move

    sc = _fresh_board()
    gm = sc.iid("gm")
    do(sc, "act:$s:0", "t:$gm", player=0)
    resolve_cut(sc)
    move(sc.state, gm, st.HAND)
    move(sc.state, gm, st.DEPLOY, 0)
    do(sc, "act:$s:0", player=0)
    assert f"t:{gm}" in {t for t in tokens(sc) if t.startswith("t:")}


@pytest.mark.parametrize("text", FRESH_TEXTS[:1])
def test_behaviour_check_plays_a_text_that_targets_each_unit_once(text: str) -> None:
    _behaves(text)


SET_TEXTS = [
    "『起動』：このカードが場に出た場合、自軍手札にある「特徴：試験隊」を持つキャラ1枚をこのカードにセットする事ができる。",
    "（自軍配備フェイズ）〔1〕：自軍キャラ1枚を別の自軍ユニットにセットする。",
    "（戦闘フェイズ）：このカードを別の自軍ユニットにセットする。",
    "（自軍ターン）：自軍本国の上のカード1～4枚を見て、その中にある「特徴：試験隊」を持つキャラ1枚をこのカードにセットする事ができる。",
]


@pytest.mark.parametrize("text", SET_TEXTS)
def test_characters_set_by_an_effect_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _set_board(text: str, own: list[dict[str, Any]], hand: list[str], home: list[str] | None = None,
               mine_set: list[str] | None = None) -> Scenario:
    from .helpers import card

    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    return board([me, unit("GM"), card("PILOT", "character", traits=["試験隊"], stats=[1, 1, 1]),
                  card("ACE2", "character", stats=[1, 1, 1])],
                 {"battle": {"space": [{"card": "SCOUT", "id": "s", "rolled": True, "set": mine_set or []}, *own]},
                  "hand": hand, "gzone": ["SCOUT"] * 3, **({"home": home} if home else {})},
                 {}, point="attack", g_played=True)


def _yes(sc: Scenario) -> None:
    for _ in range(10):
        toks = tokens(sc)
        if sc.state.cut and "pass" in toks:
            resolve_cut(sc)
        elif "yes" in toks:
            do(sc, "yes", player=0)
        else:
            return


def test_p66_r92_a_character_of_the_hand_is_set_on_this_card() -> None:
    """「自軍手札にあるキャラ1枚をこのカードにセットする事ができる」: the character leaves the hand and is set on
    this unit, taking its roll state (P66)."""
    sc = _set_board("（常時）：自軍手札にあるキャラ1枚をこのカードにセットする事ができる。", [], ["PILOT"])
    pilot = next(c for c in sc.state.place(0, st.HAND) if sc.state.defs[c].number == "PILOT")
    do(sc, "act:$s:0", player=0)
    if f"t:{pilot}" in tokens(sc):
        do(sc, f"t:{pilot}", player=0)
    _yes(sc)
    assert sc.state.zone[pilot] == st.SET and sc.state.set_to[pilot] == sc.iid("s")
    assert sc.state.rolled[pilot]


def test_p66_r92_a_unit_with_a_character_takes_no_second_one() -> None:
    """One character a unit (P66): this card has one already, so the character chosen stays in the hand."""
    sc = _set_board("（常時）：自軍手札にあるキャラ1枚をこのカードにセットする事ができる。", [], ["PILOT"], mine_set=["ACE2"])
    pilot = next(c for c in sc.state.place(0, st.HAND) if sc.state.defs[c].number == "PILOT")
    do(sc, "act:$s:0", player=0)
    if f"t:{pilot}" in tokens(sc):
        do(sc, f"t:{pilot}", player=0)
    _yes(sc)
    assert sc.state.zone[pilot] == st.HAND


def test_p66_r92_a_set_character_moves_to_another_own_unit() -> None:
    """「自軍キャラ1枚を別の自軍ユニットにセットする」: the character on the GM moves to the only other own unit
    that can take one, this card (a move from one set group to another)."""
    sc = _set_board("（常時）：自軍キャラ1枚を別の自軍ユニットにセットする。",
                    [{"card": "GM", "id": "gm", "set": [{"card": "PILOT", "id": "p"}]}], [])
    _play(sc, "t:$p")
    assert sc.state.zone[sc.iid("p")] == st.SET and sc.state.set_to[sc.iid("p")] == sc.iid("s")


def test_p61_a_character_looked_at_is_set_on_this_card() -> None:
    """The top cards of the home are looked at; the 試験隊 character among them is set on this card."""
    sc = _set_board(SET_TEXTS[3], [], [], home=["GM"] * 5 + ["PILOT"])
    home = sc.state.place(0, st.HOME)
    pilot = next(c for c in home if sc.state.defs[c].number == "PILOT")
    home.remove(pilot)
    home.append(pilot)  # the top card
    do(sc, "act:$s:0", player=0)
    for _ in range(10):
        toks = tokens(sc)
        if sc.state.cut and "pass" in toks:
            resolve_cut(sc)
        elif "yes" in toks:
            do(sc, "yes", player=0)
        elif any(t.endswith(str(pilot)) for t in toks):
            do(sc, next(t for t in toks if t.endswith(str(pilot))), player=0)
        elif toks and toks[0].startswith("opt"):
            do(sc, toks[-1], player=0)
        else:
            break
    assert sc.state.zone[pilot] == st.SET and sc.state.set_to[pilot] == sc.iid("s")


@pytest.mark.parametrize("text", [SET_TEXTS[1], "（常時）：自軍手札にあるキャラ1枚をこのカードにセットする事ができる。"])
def test_behaviour_check_compares_a_character_set_by_an_effect(text: str) -> None:
    _behaves(text)


_UNENGAGED = "（常時）：このカードが非交戦中の場合、カード1枚を引く。"


def test_not_engaged_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip("（自軍ダメージ判定ステップ）〔黒2〕：このカードが非交戦中の場合、敵軍手札を全て見て、その中にある"
                                          "ユニット1枚を選んで廃棄する事ができる。")
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("where", "offered"), [("battle_alone", True), ("battle_engaged", False), ("deploy", False)])
def test_p53_not_engaged_is_a_card_in_a_battle_area_that_is_not_engaged(where: str, offered: bool) -> None:
    """「非交戦中の」 (P53: 戦闘エリアにいる、交戦中ではないカード): alone in a battle area it holds; engaged, or in the
    deploy area (in no battle area), it does not, and the text is not offered."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_UNENGAGED)])
    mine = {"deploy": [{"card": "SCOUT", "id": "s"}]} if where == "deploy" else {
        "battle": {"space": [{"card": "SCOUT", "id": "s"}]}}
    foe = {"battle": {"space": [{"card": "FOE", "id": "foe"}]}} if where == "battle_engaged" else {}
    sc = board([me, unit("FOE")], mine, foe, point="attack", g_played=True)
    if where == "battle_engaged":
        from engine.games.nexa.battle import update_squads

        update_squads(sc.state)  # the check of P70 (the board may start unchecked)
        assert sc.state.engaged[0]
    assert (sc.token("act:$s:0") in tokens(sc)) is offered


REST_TEXTS = [
    "（自軍配備フェイズ）：自軍捨て山の上のカード1～3枚を見て、その中にあるカード1枚を自軍手札に移し、残りを任意の順番で自軍本国の上に移す。",
    "（常時）〔1〕：自軍本国の上のカードX枚を見て、その中にあるユニット1枚を自軍ハンガーに移す。Xの値は、自軍Gの枚数とする。",
]


@pytest.mark.parametrize("text", REST_TEXTS)
def test_looks_with_the_rest_on_top_or_x_cards_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_x_cards_looked_at_need_the_value_of_x() -> None:
    compiled, exact, blocker = round_trip("（常時）：自軍本国の上のカードX枚を見て、その中にあるユニット1枚を自軍ハンガーに移す。")
    assert not exact and blocker == "X without its value"


def _answer_all(sc: Scenario, pick: Any) -> None:
    """Resolve the text, answering each question of the effect with `pick(tokens)`."""
    for _ in range(20):
        toks = tokens(sc)
        if sc.state.cut and "pass" in toks:
            resolve_cut(sc)
        elif sc.state.resolving is not None and toks:
            do(sc, pick(toks), player=0)
        else:
            return


def test_p61_the_cards_not_taken_go_on_top_of_the_home_in_the_chosen_order() -> None:
    """Three cards of the discard pile are looked at (1～3: the player looks at 3, R-29); one goes to the hand,
    the other two on top of the home (in the order the player says), none left in the discard pile."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(REST_TEXTS[0].replace("自軍配備フェイズ", "常時"))])
    sc = board([me, unit("A1"), unit("B1"), unit("C1")],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "discard": ["A1", "B1", "C1"],
                "gzone": ["SCOUT"] * 2}, {}, point="attack", g_played=True)
    pile = list(sc.state.place(0, st.DISCARD))
    top_before = list(sc.state.place(0, st.HOME))
    do(sc, "act:$s:0", player=0)
    _answer_all(sc, lambda toks: toks[0])
    assert not sc.state.place(0, st.DISCARD)
    taken = [c for c in pile if sc.state.zone[c] == st.HAND]
    home = sc.state.place(0, st.HOME)
    assert len(taken) == 1 and home[:len(top_before)] == top_before
    rest = home[len(top_before):]
    assert sorted(rest) == sorted(c for c in pile if c not in taken) and len(rest) == 2


@pytest.mark.parametrize(("gs", "offered"), [(3, False), (4, True)])
def test_p61_x_cards_are_looked_at_where_x_is_the_number_of_gs(gs: int, offered: bool) -> None:
    """「上のカードX枚を見て」, X the number of own Gs: the unit 4th from the top is seen only with 4 Gs."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(REST_TEXTS[1])])
    sc = board([me, unit("GM"), card_("FILLER", "character", stats=[1, 1, 1])],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "home": ["FILLER"] * 3 + ["GM"] + ["FILLER"] * 3,
                "gzone": ["SCOUT"] * gs}, {}, point="attack", g_played=True)
    gm = next(c for c in sc.state.place(0, st.HOME) if sc.state.defs[c].number == "GM")
    assert sc.state.place(0, st.HOME).index(gm) == 3  # 4th from the top (the top is the list's end)
    do(sc, "act:$s:0", player=0)
    seen: list[list[str]] = []

    def pick(toks: list[str]) -> str:
        seen.append(toks)
        return f"pick:{gm}" if f"pick:{gm}" in toks else toks[-1]
    _answer_all(sc, pick)
    assert (sc.state.zone[gm] == st.HANGAR) is offered


@pytest.mark.parametrize("text", REST_TEXTS)
def test_behaviour_check_compares_looks_with_the_rest_on_top_or_x_cards(text: str) -> None:
    _behaves(text)


def test_p56_r90_a_triggered_text_declares_the_changed_number_of_targets() -> None:
    """The same 「…2枚に変更できる」 in a 『起動』 text: its targets are chosen as it triggers, two of them."""
    text = _MAY_MORE.replace("（常時）：", "『起動』：このカードが場に出た場合、")
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)], roll=0)
    sc = board([me, unit("FOE"), unit("BALL", traits=["ボール系"])],
               {"hand": [{"card": "SCOUT", "id": "s"}], "gzone": ["BALL"] * 2,
                "junkyard": [{"card": "BALL", "id": "ball"}]},
               {"deploy": [{"card": "FOE", "id": "f1"}, {"card": "FOE", "id": "f2"}]}, point="deploy")
    do(sc, "play:$s", player=0)
    picked = 0
    for _ in range(20):
        toks = tokens(sc)
        picks = [t for t in toks if t.startswith("pick:") and t != "pick:done"]
        if picks:
            do(sc, picks[0], player=0)
            picked += 1
        elif "pass" in toks and (sc.state.cut or sc.state.cut_resolving):
            do(sc, "pass")
        else:
            break
    assert picked == 2 and sc.state.rolled[sc.iid("f1")] and sc.state.rolled[sc.iid("f2")]


JUNK_TEXTS = [
    "『起動』：このカードが場に出た場合、ジャンクヤードにあるカード1枚を持ち主の捨て山の下に移す。",
    "（戦闘フェイズ）〔2〕：ジャンクヤードにあるカード1枚をゲームから取り除く。この効果でユニットを取り除いた場合、カード1枚を引く。",
]


@pytest.mark.parametrize("text", JUNK_TEXTS)
def test_either_junkyard_and_what_was_removed_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _junk_board(text: str) -> Scenario:
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    return board([me, unit("FOE"), card_("TALK", "character", stats=[1, 1, 1]), unit("D1")],
                 {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2},
                 {"junkyard": [{"card": "FOE", "id": "foe"}, {"card": "TALK", "id": "talk"}], "discard": ["D1", "D1"]},
                 point="attack", g_played=True)


def test_p61_a_card_of_the_enemy_junkyard_goes_under_its_owners_discard_pile() -> None:
    """「ジャンクヤードにあるカード1枚」 names either player's junkyard; 「持ち主の捨て山の下」: the bottom of the
    enemy's discard pile, which owns it."""
    sc = _junk_board(JUNK_TEXTS[0].replace("『起動』：このカードが場に出た場合、", "（常時）："))
    _play(sc, "t:$foe")
    pile = sc.state.place(1, st.DISCARD)
    assert sc.state.zone[sc.iid("foe")] == st.DISCARD and pile[0] == sc.iid("foe") and len(pile) == 3


@pytest.mark.parametrize(("removed", "drawn"), [("foe", 1), ("talk", 0)])
def test_p61_a_card_is_drawn_only_when_the_card_removed_is_a_unit(removed: str, drawn: int) -> None:
    """「この効果でユニットを取り除いた場合」: removing the enemy's unit draws a card, its character does not."""
    sc = _junk_board(JUNK_TEXTS[1])
    hand = len(sc.state.place(0, st.HAND))
    _play(sc, f"t:${removed}")
    assert sc.state.zone[sc.iid(removed)] == st.REMOVED
    assert len(sc.state.place(0, st.HAND)) - hand == drawn


@pytest.mark.parametrize("text", JUNK_TEXTS[1:])
def test_behaviour_check_compares_what_was_removed(text: str) -> None:
    _behaves(text)


OR_NAME_TEXTS = [
    "『起動』：このカードが場に出た場合、自軍本国のカードを全て見て、その中にある「特徴：試験機」を持つユニット1枚または「ケン」1枚を"
    "自軍ハンガーに移す事ができる。その後、自軍本国をシャッフルする。",
    "（自軍ターン）〔1〕：自軍本国のカードを全て見て、その中にある「ケン」と専用機のセットが成立するユニット1枚または「ケン」1枚を"
    "自軍手札に移す事ができる。その後、自軍本国をシャッフルする。",
]


@pytest.mark.parametrize("text", OR_NAME_TEXTS)
def test_a_selector_or_a_name_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_one_count_after_the_name_reads_as_one_card_of_either() -> None:
    """「…ユニットまたは「ケン」1枚」 says what 「…ユニット1枚または「ケン」1枚」 says (normalise.py)."""
    a = compile_text(OR_NAME_TEXTS[1]).ability
    b = compile_text(OR_NAME_TEXTS[1].replace("ユニット1枚または", "ユニットまたは")).ability
    assert a == b and a["effect"][0]["steps"][0]["filter"]["any_of"][1] == {"name": "ケン"}


def test_p76_p61_only_the_unit_for_the_pilot_or_the_pilot_is_offered() -> None:
    """「「ケン」と専用機のセットが成立するユニット1枚または「ケン」1枚」: the unit whose 専用 names ケン and the
    character ケン are offered from the home; another unit (専用 for someone else) and another character are not."""
    from .helpers import card

    text = OR_NAME_TEXTS[1].replace("（自軍ターン）〔1〕", "（常時）")
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    cards = [me, unit("KEN_MS", traits=["専用[ケン]"]), unit("OTHER_MS", traits=["専用[ジョー]"]),
             {**card("KEN", "character", stats=[1, 1, 1]), "name": {"ja": "ケン", "en": "Ken"}},
             card("JOE", "character", stats=[1, 1, 1])]
    sc = board(cards, {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2,
                       "home": ["KEN_MS", "OTHER_MS", "KEN", "JOE", "JOE"]}, {}, point="attack", g_played=True)
    home = list(sc.state.place(0, st.HOME))
    want = {c for c in home if sc.state.defs[c].number in ("KEN_MS", "KEN")}
    do(sc, "act:$s:0", player=0)
    offered: set[int] = set()
    for _ in range(10):
        toks = tokens(sc)
        if sc.state.cut and "pass" in toks:
            resolve_cut(sc)
        elif "yes" in toks:
            do(sc, "yes", player=0)
        elif any(t.startswith("pick:") for t in toks):
            offered = {int(t[5:]) for t in toks if t.startswith("pick:") and t != "pick:done"}
            do(sc, "pick:done" if "pick:done" in toks else toks[0], player=0)
        else:
            break
    assert offered == want


TUTOR = ("（自軍ターン）〔R〕：自軍本国のカードを全て見て、その中にあるキャラ1枚を抜き出す事ができる。その後、自軍本国をシャッフルし、"
         "抜き出したカードを自軍本国の上に移す。この効果でカードを抜き出さなかった場合、このカードを廃棄する。")


def test_a_card_taken_out_and_put_on_top_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(TUTOR)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("take", [True, False])
def test_p61_a_card_taken_out_goes_on_top_of_the_shuffled_home_or_this_card_is_discarded(take: bool) -> None:
    """The character taken out (抜き出す) is on top of the home after the shuffle; declining to take one
    discards this card (「この効果でカードを抜き出さなかった場合」)."""
    text = TUTOR.replace("〔R〕", "")
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    sc = board([me, unit("GM"), card_("ORDER", "character", stats=[1, 1, 1])],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2,
                "home": ["GM"] * 8 + ["ORDER"] + ["GM"] * 3}, {}, point="attack", g_played=True)
    order = next(c for c in sc.state.place(0, st.HOME) if sc.state.defs[c].number == "ORDER")
    do(sc, "act:$s:0", player=0)
    _answer_all(sc, lambda toks: ("yes" if take else "no") if "yes" in toks else (
        f"pick:{order}" if f"pick:{order}" in toks else toks[0]))
    home = sc.state.place(0, st.HOME)
    if take:
        assert home[-1] == order and sc.state.zone[sc.iid("s")] == st.BATTLE
    else:
        assert sc.state.zone[sc.iid("s")] == st.JUNK and order in home


def test_behaviour_check_compares_a_card_taken_out_and_put_on_top() -> None:
    _behaves(TUTOR.replace("キャラ1枚", "グラフィック1枚"))


HANGAR_OR_SET = ("（常時）：自軍本国のカードを全て見て、その中にある「特徴：試験隊」を持つキャラ1枚を自軍ハンガーに移す、またはこのカードに"
                 "セットする事ができる。その後、自軍本国をシャッフルする。")


def test_a_character_to_the_hangar_or_this_card_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(HANGAR_OR_SET)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("answer", "where"), [("opt:0", st.HANGAR), ("opt:1", st.SET)])
def test_p66_the_character_found_goes_to_the_hangar_or_onto_this_card_as_the_player_says(answer: str, where: int) -> None:
    sc = _set_board(HANGAR_OR_SET, [], [], home=["GM"] * 5 + ["PILOT"])
    pilot = next(c for c in sc.state.place(0, st.HOME) if sc.state.defs[c].number == "PILOT")
    do(sc, "act:$s:0", player=0)
    _answer_all(sc, lambda toks: "yes" if "yes" in toks else (
        f"pick:{pilot}" if f"pick:{pilot}" in toks else (answer if answer in toks else toks[0])))
    assert sc.state.zone[pilot] == where
    if where == st.SET:
        assert sc.state.set_to[pilot] == sc.iid("s")


def test_behaviour_check_compares_a_character_to_the_hangar_or_this_card() -> None:
    _behaves(HANGAR_OR_SET)


ENEMY_DISCARD_TEXTS = [
    "（自軍帰還ステップ）〔1〕：このカードが戦闘エリアにいる場合、敵軍捨て山の上のカード1～4枚をゲームから取り除く。",
    "『起動』：このカードの部隊が戦闘ダメージを与えた場合、敵軍捨て山の上のカード2枚を廃棄する事ができる。その場合、自軍本国を1回復する。",
]


@pytest.mark.parametrize("text", ENEMY_DISCARD_TEXTS)
def test_the_enemy_discard_piles_top_cards_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p61_the_top_cards_of_the_enemy_discard_pile_are_removed() -> None:
    """「敵軍捨て山の上のカード2枚をゲームから取り除く」: the enemy's two top cards, not the one under them nor the
    player's own pile."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability("（常時）：敵軍捨て山の上のカード2枚をゲームから取り除く。")])
    sc = board([me, unit("D1")], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2,
                                  "discard": ["D1", "D1"]},
               {"discard": ["D1", "D1", "D1"]}, point="attack", g_played=True)
    theirs = list(sc.state.place(1, st.DISCARD))
    _play(sc)
    assert [sc.state.zone[c] for c in theirs] == [st.DISCARD, st.REMOVED, st.REMOVED]
    assert len(sc.state.place(0, st.DISCARD)) == 2


def test_behaviour_check_compares_the_enemy_discard_piles_top_cards() -> None:
    _behaves("（常時）：敵軍捨て山の上のカード2枚をゲームから取り除く。")


_RESTAT = ("（常時）：敵軍ユニット1枚は、ターン終了時まで+0/+0/-2を得る。この効果の戦闘修正部分は、自軍ジャンクヤードに「特徴：ボール系」を"
           "持つユニットがいる場合、+0/+0/-3に変更される。")


def test_a_modifier_changed_under_a_condition_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_RESTAT)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("with_ball", "defence"), [(False, 3), (True, 2)])
def test_p52_the_modifier_in_force_is_the_changed_one_while_the_condition_holds(with_ball: bool, defence: int) -> None:
    """「この効果の戦闘修正部分は、…場合、+0/+0/-3に変更される」: -3 with a ボール系 unit in the junkyard, else -2."""
    from engine.games.nexa.stats import stats

    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_RESTAT)])
    sc = board([me, unit("FOE", (1, 1, 5)), unit("BALL", traits=["ボール系"])],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2,
                "junkyard": [{"card": "BALL", "id": "ball"}] if with_ball else []},
               {"deploy": [{"card": "FOE", "id": "foe"}]}, point="attack", g_played=True)
    _play(sc, "t:$foe")
    assert stats(sc.state, sc.iid("foe"))[2] == defence


def test_behaviour_check_compares_a_modifier_changed_under_a_condition() -> None:
    _behaves(_RESTAT)


_ANY = "（常時）：自軍本国の上のカード3枚を見て、その中にある任意の枚数のユニットを自軍ハンガーに移す事ができる。"


def test_any_number_of_cards_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_ANY)
    assert compiled is not None and exact, blocker


def test_p61_any_number_of_the_units_looked_at_may_be_taken() -> None:
    """「その中にある任意の枚数のユニット」: both units among the three cards looked at may be taken, not the card
    below them."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_ANY)])
    sc = board([me, unit("GM"), card_("FILLER", "character", stats=[1, 1, 1])],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2,
                "home": ["GM", "FILLER", "GM", "FILLER", "GM"]}, {}, point="attack", g_played=True)
    home = list(sc.state.place(0, st.HOME))
    do(sc, "act:$s:0", player=0)
    _answer_all(sc, lambda toks: "yes" if "yes" in toks else next(
        (t for t in toks if t.startswith("pick:") and t != "pick:done"), toks[0]))
    assert [sc.state.zone[c] for c in home] == [st.HOME, st.HOME, st.HANGAR, st.HOME, st.HANGAR]


EITHER_DISCARD = [
    "（戦闘フェイズ）〔1〕：捨て山1つの上のカード1～3枚を見て、その中にあるユニット以外のカード1枚を自軍ハンガーに移す事ができる。",
    "（敵軍防御ステップ）：捨て山1つの上のカード1～2枚を見て、その中にある任意の枚数のユニットを自軍配備エリアにリロール状態で出す"
    "事ができる。ターン終了時に、この効果で出した全てのユニットを廃棄する。",
]


@pytest.mark.parametrize("text", EITHER_DISCARD)
def test_either_discard_pile_and_the_units_put_out_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_a_card_chosen_from_a_look_reads_as_the_card_taken() -> None:
    """「…1枚を選んで自軍ハンガーに移す」 after 「…を見て、その中にある」 says 「…1枚を自軍ハンガーに移す」 (normalise.py)."""
    a = compile_text(EITHER_DISCARD[0]).ability
    b = compile_text(EITHER_DISCARD[0].replace("1枚を自軍ハンガー", "1枚を選んで自軍ハンガー")).ability
    assert a == b


def test_p61_p63_units_of_the_enemy_discard_pile_are_put_out_and_discarded_at_the_turn_end() -> None:
    """「捨て山1つ」: the player picks the enemy's discard pile; its two top units enter the player's deploy
    area under their control (P63); at the turn end the units put out by this effect are discarded, to their
    owner's junkyard, and no other unit is."""
    text = EITHER_DISCARD[1].replace("（敵軍防御ステップ）", "（常時）")
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    sc = board([me, unit("D1")], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2,
                                  "deploy": [{"card": "D1", "id": "mine"}]},
               {"discard": ["D1", "D1", "D1"]}, point="attack", g_played=True)
    theirs = list(sc.state.place(1, st.DISCARD))
    do(sc, "act:$s:0", player=0)
    _answer_all(sc, lambda toks: "yes" if "yes" in toks else ("opt:1" if "opt:1" in toks else next(
        (t for t in toks if t.startswith("pick:") and t != "pick:done"), toks[0])))
    out = theirs[-2:]
    assert all(sc.state.zone[c] == st.DEPLOY and sc.state.ctrl[c] == 0 for c in out)
    assert sc.state.zone[theirs[0]] == st.DISCARD
    from engine.games.nexa.cut import start_waiting

    waiting = [p for k, p in sc.state.order_queue if k == "waiting"]
    assert len(waiting) == 1
    sc.state.order_queue.clear()
    start_waiting(sc.state, waiting[0])  # the turn end (P59): the waiting effect runs
    assert all(sc.state.zone[c] == st.JUNK and c in sc.state.place(1, st.JUNK) for c in out)
    assert sc.state.zone[sc.iid("mine")] == st.DEPLOY


TERRAIN_TEXTS = [
    "（攻撃ステップ）〔1〕：配備エリアにいる敵軍ユニット1枚を対象が地形適性を持つ戦闘エリアにリロール状態で移す。",
    "（自軍攻撃ステップ）：自軍ユニット1枚を対象が地形適性を持つ戦闘エリアの任意の順番にリロール状態で移す。",
]


@pytest.mark.parametrize("text", TERRAIN_TEXTS)
def test_a_unit_moved_to_an_area_of_its_terrain_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p70_an_enemy_unit_moves_to_the_area_of_its_terrain_rerolled() -> None:
    """The enemy unit has the terrain 「地球」 only: it goes to the earth area, rerolled, into its own side's squad
    there (P70, R-28)."""
    text = TERRAIN_TEXTS[0].replace("（攻撃ステップ）〔1〕", "（常時）")
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    sc = board([me, unit("FOE", terrain=("earth",))], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]},
                                                        "gzone": ["SCOUT"] * 2},
               {"deploy": [{"card": "FOE", "id": "foe", "rolled": True}]}, point="attack", g_played=True)
    _play(sc, "t:$foe")
    foe = sc.iid("foe")
    assert sc.state.zone[foe] == st.BATTLE and not sc.state.rolled[foe] and sc.state.squads[1 * 2 + 1] == [foe]


def test_p70_the_player_says_where_in_the_squad_the_unit_goes() -> None:
    """「…戦闘エリアの任意の順番に」: the unit (space only) joins this card's squad in front of it when the player says
    so (the first place)."""
    text = TERRAIN_TEXTS[1].replace("（自軍攻撃ステップ）", "（常時）")
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    sc = board([me, unit("GM", terrain=("space",))], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]},
                                                       "deploy": [{"card": "GM", "id": "gm"}], "gzone": ["SCOUT"] * 2},
               {}, point="attack", g_played=True)
    do(sc, "act:$s:0", player=0)
    if sc.token("t:$gm") in tokens(sc):
        do(sc, "t:$gm", player=0)
    _answer_all(sc, lambda toks: "opt:0" if "opt:0" in toks else toks[0])
    assert sc.state.squads[0] == [sc.iid("gm"), sc.iid("s")]


def test_behaviour_check_compares_a_unit_moved_to_an_area_of_its_terrain() -> None:
    _behaves(TERRAIN_TEXTS[0])


_EITHER = ("（戦闘フェイズ）〔1〕：自軍ユニット1枚は、ターン終了時まで+0/+0/+2を得る、または対象が受ける全ての通常ダメージは、"
           "このターン2減殺される。")


def test_one_of_two_steps_on_one_target_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_EITHER)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["do"] == "choose_one"


@pytest.mark.parametrize("mode", [0, 1])
def test_p56_the_player_chooses_one_step_and_its_target_on_play(mode: int) -> None:
    """「A、またはB」: the player chooses A (+0/+0/+2) or B (2 less normal damage) with the target on play; only
    the chosen one applies to the GM."""
    from engine.games.nexa.reductions import normal_damage_cut
    from engine.games.nexa.stats import stats

    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_EITHER.replace("（戦闘フェイズ）〔1〕", "（常時）"))])
    sc = board([me, unit("GM", (2, 2, 2))], {"battle": {"space": [{"card": "SCOUT", "id": "s"}, {"card": "GM", "id": "gm"}]},
                                             "gzone": ["SCOUT"] * 2}, {}, point="attack", g_played=True)
    do(sc, "act:$s:0", player=0)
    for _ in range(4):
        toks = tokens(sc)
        if f"mode:{mode}" in toks:
            do(sc, f"mode:{mode}", player=0)
        elif sc.token("t:$gm") in toks:
            do(sc, "t:$gm", player=0)
        else:
            break
    resolve_cut(sc)
    gm = sc.iid("gm")
    assert (stats(sc.state, gm)[2] == 4) is (mode == 0)
    assert normal_damage_cut(sc.state, gm) == (2 if mode == 1 else 0)


def test_behaviour_check_compares_one_of_two_steps() -> None:
    _behaves(_EITHER)


_TO_SQUAD = ("（戦闘フェイズ）：自軍手札または自軍ハンガーにある「特徴：試験機」を持つユニット1枚をこのカードの部隊の先頭にリロール状態で"
             "出す。")


def test_a_unit_of_the_hand_or_hangar_put_in_this_cards_squad_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_TO_SQUAD)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["zone"] == ["hand", "hangar"]  # declared on play (R-25)


def test_p70_a_unit_of_the_hangar_declared_on_play_enters_the_front_of_this_cards_squad() -> None:
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_TO_SQUAD.replace("（戦闘フェイズ）", "（常時）"))])
    sc = board([me, unit("TEST", traits=["試験機"])],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "hangar": [{"card": "TEST", "id": "t"}],
                "gzone": ["SCOUT"] * 2}, {}, point="attack", g_played=True)
    _play(sc, "t:$t")
    assert sc.state.squads[0] == [sc.iid("t"), sc.iid("s")] and not sc.state.rolled[sc.iid("t")]


def test_behaviour_check_compares_a_unit_of_the_hand_put_in_this_cards_squad() -> None:
    _behaves(_TO_SQUAD.replace("「特徴：試験機」を持つ", ""))
