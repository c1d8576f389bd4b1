"""Issue 14, family Z4: zones, leaving the field, and the notes that restate them. Each construct is compiled,
printed back to the same text and played in the engine. Every text here is original, written in the controlled
style of card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import ability_of as _ability
from .helpers import answer_all as _answer_all
from .helpers import board, do, tokens, unit


def _imported(lines: list[str], **extra: Any) -> Any:
    from engine.games.nexa.importer import import_records

    return import_records({"cards": [{**unit("Z4-001", **extra), "text": {"ja": "\n".join(lines), "en": ""}}]})[0]


# ---- 「（selector）が場から離れた場合」, 「このカードが、戦闘エリアにいる状態で場から離れた場合」 (R-240) -------------------

LEAVE_TEXTS = [
    "『起動』：敵軍カードが場から離れた場合、カード1枚を引く事ができる。",
    "『起動』：「特徴：試験隊」を持つ自軍カードが場から離れた場合、カード1枚を引く。",
    "『起動』：敵軍ユニットが場から離れた場合、自軍本国を1回復する。",
    "『起動』：このカードが、戦闘エリアにいる状態で場から離れた場合、カード1枚を引く事ができる。",
]


@pytest.mark.parametrize("text", LEAVE_TEXTS)
def test_a_card_leaving_the_field_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] == "card_leaves"


_BOUNCE_ENEMY = "（常時）：敵軍ユニット1枚を持ち主の手札に移す。"
_BOUNCE_OWN = "（常時）：自軍ユニット1枚を持ち主の手札に移す。"
_ENEMY_LEAVES = "『起動』：敵軍カードが場から離れた場合、カード1枚を引く。"


def _watch_board(watcher: str, actor: str, own_traits: list[str] | None = None) -> Scenario:
    """W (the watcher) and A (whose text `actor` moves a unit) in the own deploy area, a unit O of the own side with
    `own_traits`, a unit E on the enemy side."""
    cards = [unit("W", abilities=[_ability(watcher)]), unit("A", abilities=[_ability(actor)]),
             unit("O", traits=own_traits or []), unit("E")]
    return board(cards, {"deploy": [{"card": "W", "id": "w"}, {"card": "A", "id": "a"}, {"card": "O", "id": "o"}],
                         "gzone": ["W"] * 3},
                 {"deploy": [{"card": "E", "id": "e"}]}, point="attack", g_played=True)


def _bounce(sc: Scenario, who: str) -> int:
    """Play A's text on `who`; the own hand's growth beyond the card bounced into it."""
    s = sc.state
    hand = len(s.place(0, st.HAND))
    do(sc, "act:$a:0", player=0)
    pick = sc.token(f"t:${who}")
    if pick in tokens(sc):
        do(sc, pick, player=0)
    _answer_all(sc)
    assert s.zone[sc.iid(who)] == st.HAND
    return len(s.place(0, st.HAND)) - hand - (1 if s.owner[sc.iid(who)] == 0 else 0)


def test_p61_p68_r240_an_enemy_card_leaving_the_field_is_heard_and_an_own_one_is_not() -> None:
    assert _bounce(_watch_board(_ENEMY_LEAVES, _BOUNCE_ENEMY), "e") == 1  # drew one card
    assert _bounce(_watch_board(_ENEMY_LEAVES, _BOUNCE_OWN), "o") == 0  # an own unit: not an enemy card


@pytest.mark.parametrize("traits, drawn", [(["試験隊"], 1), (["別隊"], 0)])
def test_p68_r240_an_own_card_of_the_trait_leaving_the_field_is_heard(traits: list[str], drawn: int) -> None:
    watcher = "『起動』：「特徴：試験隊」を持つ自軍カードが場から離れた場合、カード1枚を引く。"
    assert _bounce(_watch_board(watcher, _BOUNCE_OWN, traits), "o") == drawn


_SELF_IN_BATTLE = "『起動』：このカードが、戦闘エリアにいる状態で場から離れた場合、カード1枚を引く。"


@pytest.mark.parametrize("where, drawn", [("battle", 1), ("deploy", 0)])
def test_p68_r240_this_card_leaving_from_a_battle_area_is_heard_and_from_the_deploy_area_not(where: str,
                                                                                            drawn: int) -> None:
    me = unit("M", abilities=[_ability("（常時）：このカードを廃棄する。"), _ability(_SELF_IN_BATTLE)])
    place = {"battle": {"space": [{"card": "M", "id": "m"}]}} if where == "battle" else {"deploy": [{"card": "M", "id": "m"}]}
    sc = board([me], {**place, "gzone": ["M"] * 2}, {}, point="attack", g_played=True)
    s = sc.state
    hand = len(s.place(0, st.HAND))
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert s.zone[sc.iid("m")] == st.JUNK
    assert len(s.place(0, st.HAND)) - hand == drawn


def test_r240_a_card_leaving_is_matched_as_it_was_on_the_field_not_where_it_went() -> None:
    """The enemy unit goes to its owner's hand, where no selector of the field would find it: it was an enemy unit."""
    sc = _watch_board("『起動』：敵軍ユニットが場から離れた場合、カード1枚を引く。", _BOUNCE_ENEMY)
    assert _bounce(sc, "e") == 1
    assert sc.state.zone[sc.iid("e")] == st.HAND and sc.state.zseat[sc.iid("e")] == 1  # its owner's hand


# ---- 「（注：このカードが場に出た時にも起動する）」 --------------------------------------------------------------

_ENTER_NOTE = "（注：このカードが場に出た時にも起動する）"
_PLAYED_WATCH = "『起動』：「特徴：試験隊」を持つ自軍ユニットが、プレイされて場に出た場合、カード１枚を引く。"


def test_the_entry_note_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_ENTER_NOTE)
    assert compiled is not None and exact, blocker
    assert compiled.reminder == "cardz4_enter_note"


@pytest.mark.parametrize("lines, traits, fits", [
    ([_PLAYED_WATCH, _ENTER_NOTE], ["試験隊"], True),
    (["『起動』：「特徴：試験隊」を持つ自軍ユニットが、「改装」の効果で場に出た場合、カード１枚を引く。", _ENTER_NOTE], ["試験隊"], True),
    ([_PLAYED_WATCH, _ENTER_NOTE], ["別隊"], False),  # the card does not fit its own selector
    (["『起動』：敵軍ユニットが場に出た場合、カード１枚を引く。", _ENTER_NOTE], ["試験隊"], False),
])
def test_p68_the_entry_note_is_exact_only_on_a_card_that_fits_its_own_selector(lines: list[str], traits: list[str],
                                                                                fits: bool) -> None:
    item = _imported(lines, traits=traits)
    assert (item.status == "full") == fits, item.blockers


def test_p68_a_card_noted_to_hear_its_own_entry_draws_when_played() -> None:
    item = _imported([_PLAYED_WATCH, _ENTER_NOTE], traits=["試験隊"])
    assert item.card is not None, item.blockers
    sc = board([item.card], {"hand": [{"card": "Z4-001", "id": "m"}], "gzone": ["Z4-001"]}, {}, g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "play:$m", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid("m")] == st.DEPLOY
    assert len(sc.state.place(0, st.HAND)) == hand - 1 + 1  # the card left the hand, one card drawn


# ---- 「（注：自軍捨て山がN枚以下の場合、自軍捨て山を選択できない）」 (R-241) -------------------------------------------

_PILES = "（常時）〔1〕：自軍本国、または自軍捨て山の上のカード3枚を、ゲームから取り除く。"
_PILE_NOTE = "（注：自軍捨て山が2枚以下の場合、自軍捨て山を選択できない）"


def test_the_discard_pile_note_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_PILE_NOTE)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("lines, fits", [
    ([_PILES, _PILE_NOTE], True),
    ([_PILES, "（注：自軍捨て山が1枚以下の場合、自軍捨て山を選択できない）"], False),  # not one less than 3
    (["（常時）〔1〕：自軍本国の上のカード3枚を、ゲームから取り除く。", _PILE_NOTE], False),  # no pile to choose
])
def test_r241_the_discard_pile_note_is_exact_only_after_a_choice_of_piles_it_fits(lines: list[str], fits: bool) -> None:
    item = _imported(lines)
    assert (item.status == "full") == fits, item.blockers


def _piles_board(discard: int, noted: bool) -> Scenario:
    item = _imported([_PILES, _PILE_NOTE] if noted else [_PILES])
    assert item.card is not None, item.blockers
    return board([item.card], {"deploy": [{"card": "Z4-001", "id": "m"}], "gzone": ["Z4-001"] * 2,
                               "discard": ["Z4-001"] * discard}, {}, point="attack", g_played=True)


def test_r241_a_discard_pile_too_small_is_not_offered_and_the_home_loses_three_cards() -> None:
    sc = _piles_board(2, True)
    s = sc.state
    home = len(s.place(0, st.HOME))
    do(sc, "act:$m:0", player=0)
    asked: list[list[str]] = []
    _answer_all(sc, lambda toks: asked.append(toks) or toks[0])  # type: ignore[func-returns-value]
    assert not any(t.startswith("opt") for toks in asked for t in toks)  # no choice of pile
    assert len(s.place(0, st.HOME)) == home - 3 and len(s.place(0, st.DISCARD)) == 2
    assert len(s.place(0, st.REMOVED)) == 3


@pytest.mark.parametrize("discard, noted, offered", [(3, True, True), (2, False, True), (2, True, False)])
def test_r241_the_discard_pile_is_offered_when_it_holds_enough_cards_or_without_the_note(discard: int, noted: bool,
                                                                                     offered: bool) -> None:
    sc = _piles_board(discard, noted)
    do(sc, "act:$m:0", player=0)
    asked: list[list[str]] = []
    _answer_all(sc, lambda toks: asked.append(toks) or toks[-1])  # type: ignore[func-returns-value]
    assert any("opt:1" in toks for toks in asked) == offered


@pytest.mark.parametrize("text", [LEAVE_TEXTS[0], LEAVE_TEXTS[1], LEAVE_TEXTS[3]])
def test_behaviour_check_plays_a_card_leaving_the_field(text: str) -> None:
    from engine.games.nexa.behave import check_card

    item = _imported([text], traits=["試験隊"])
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


def test_behaviour_check_fails_a_text_that_does_not_hear_the_card_leave(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.games.nexa import places
    from engine.games.nexa.behave import check_card

    monkeypatch.setattr(places, "before_leaving", lambda s, iid, dest: None)
    item = _imported([LEAVE_TEXTS[0]])
    assert item.card is not None, item.blockers
    assert check_card(item.card).status == "failed"


# ---- 「自軍手札、自軍ハンガーにある、…全ての…」 and 「…は、合計国力-1を得る」 -------------------------------------------

HELD_TEXTS = [
    ("『常駐』：自軍手札、自軍ハンガーにある、「特徴：試験隊」を持つ全てのカードは、合計国力－１してプレイできる。", "cost"),
    ("『常駐』：自軍手札、自軍ハンガーにある、「特徴：試験隊」を持つ全てのユニットは、「クイック」を得る。", "keyword"),
    ("『常駐』：自軍手札、自軍ハンガーにある、「特徴：試験隊」を持つ全てのユニットは、合計国力－１を得る。", "cost"),
    ("『常駐』：自軍手札にある、「特徴：試験隊」を持つ全てのユニットは、合計国力－２を得る。", "cost"),
]


@pytest.mark.parametrize("text, apply", HELD_TEXTS)
def test_cards_of_the_hand_and_the_hangar_print_back_the_same_text(text: str, apply: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    c = compiled.ability["continuous"][0]
    assert c["apply"] == apply
    assert c["target"]["zone"] in (["hand", "hangar"], "hand")


def test_a_value_gained_by_cards_on_the_field_is_not_read_as_a_cost() -> None:
    assert not round_trip("『常駐』：「特徴：試験隊」を持つ全ての自軍ユニットは、合計国力－１を得る。")[1]


def _held_board(text: str) -> Scenario:
    """This card (h) in the own deploy area; units of the trait (t) and not (o) in the hand and the hangar."""
    t = unit("T", total=3, roll=1, traits=["試験隊"])
    return board([unit("H", abilities=[_ability(text)]), t, unit("O", total=3, roll=1)],
                 {"deploy": [{"card": "H", "id": "h"}], "gzone": ["H"] * 3,
                  "hand": [{"card": "T", "id": "th"}, {"card": "O", "id": "oh"}],
                  "hangar": [{"card": "T", "id": "tg"}, {"card": "O", "id": "og"}]}, {}, g_played=True)


@pytest.mark.parametrize("text", [HELD_TEXTS[0][0], HELD_TEXTS[2][0]])
def test_p55_p62_a_card_of_the_trait_costs_one_less_in_the_hand_and_in_the_hangar(text: str) -> None:
    from engine.games.nexa.costs import card_cost

    sc = _held_board(text)
    for who, total in (("th", 2), ("tg", 2), ("oh", 3), ("og", 3)):
        assert card_cost(sc.state, sc.iid(who), 0)[0] == total, who


@pytest.mark.parametrize("text, quick", [(HELD_TEXTS[1][0], ("th", "tg")), (HELD_TEXTS[0][0], ())])
def test_p50_p62_a_unit_of_the_trait_in_the_hand_or_hangar_is_played_as_a_quick_card(text: str,
                                                                                   quick: tuple[str, ...]) -> None:
    """In the own attack step (a free timing, not the deploy phase) only a クイック unit may be played (P50)."""
    t = unit("T", total=1, roll=1, traits=["試験隊"])
    sc = board([unit("H", abilities=[_ability(text)]), t, unit("O", total=1, roll=1)],
               {"deploy": [{"card": "H", "id": "h"}], "gzone": ["H"] * 3,
                "hand": [{"card": "T", "id": "th"}, {"card": "O", "id": "oh"}],
                "hangar": [{"card": "T", "id": "tg"}, {"card": "O", "id": "og"}]}, {}, point="attack", g_played=True)
    toks = tokens(sc)
    for who in ("th", "tg", "oh", "og"):
        assert (f"play:{sc.iid(who)}" in toks) == (who in quick), who


@pytest.mark.parametrize("text", [t for t, _ in HELD_TEXTS])
def test_behaviour_check_reads_the_cards_of_the_hand_and_the_hangar(text: str) -> None:
    from engine.games.nexa.behave import check_card

    item = _imported([text])
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


def test_behaviour_check_fails_a_quick_not_given_to_the_hangar(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.games.nexa import play
    from engine.games.nexa.behave import check_card

    monkeypatch.setattr(play, "quick_held", lambda s, iid: False)
    item = _imported([HELD_TEXTS[1][0]])
    assert item.card is not None, item.blockers
    assert check_card(item.card).status == "failed"


# ---- 「…は、敵軍効果ではロールしない」 and 「…を得ると共に、（protection）」 (R-243) ---------------------------------------

NO_ROLL_TEXTS = [
    "『常駐』：このセットグループは、敵軍効果ではロールしない。",
    "（戦闘フェイズ）〔1〕：このカード以外の自軍ユニット1枚は、ターン終了時まで+2/+2/+2を得ると共に、敵軍効果ではロールしない。",
    "（常時）〔1〕：自軍ユニット1枚は、ターン終了時まで+1/+1/+1を得ると共に、敵軍効果の対象にならない。",
    "（常時）：このカードは、ターン終了時まで、敵軍効果ではロールしない。",
]


@pytest.mark.parametrize("text", NO_ROLL_TEXTS)
def test_no_roll_by_enemy_effects_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_both_parts_name_one_target() -> None:
    """The change and the protection fall on the one unit declared (family K5's modify_status)."""
    ab = compile_text(NO_ROLL_TEXTS[1]).ability
    assert list(ab["targets"]) == ["t1"]
    step = ab["effect"][0]
    assert step["do"] == "modify_status" and step["target"] == "t1" and step["status"] == "no_enemy_roll"


_ROLL_ENEMY = "（常時）：敵軍ユニット1枚をロールする。"


def _roll_board(mine: list[dict[str, Any]], extra: list[dict[str, Any]] | None = None) -> Scenario:
    """The own unit u (with `mine`, and set cards `extra`), the enemy's unit r whose text rolls an enemy unit."""
    cards = [unit("U", abilities=mine), unit("R", abilities=[_ability(_ROLL_ENEMY)]),
             {**unit("P"), "type": "operation", "stats": None, "terrain": [],
              "abilities": [_ability(NO_ROLL_TEXTS[0])], "set_on": "unit"}]
    sc = board([c for c in cards if c], {"deploy": [{"card": "U", "id": "u", "set": extra or []}], "gzone": ["U"] * 3},
               {"deploy": [{"card": "R", "id": "r"}], "gzone": ["R"] * 3}, point="attack", g_played=True)
    return sc


def _enemy_rolls(sc: Scenario) -> bool:
    """The enemy plays R's text on u; is u rolled afterwards?"""
    do(sc, "pass", player=0)
    do(sc, "act:$r:0", player=1)
    pick = sc.token("t:$u")
    if pick in tokens(sc):
        do(sc, pick, player=1)
    _answer_all(sc)
    return bool(sc.state.rolled[sc.iid("u")])


def test_p57_r243_a_unit_protected_for_the_turn_is_not_rolled_by_an_enemy_effect() -> None:
    sc = _roll_board([_ability(NO_ROLL_TEXTS[3])])
    do(sc, "act:$u:0", player=0)
    _answer_all(sc)
    assert _enemy_rolls(sc) is False
    assert _enemy_rolls(_roll_board([])) is True  # without it the same text rolls it


def test_p66_r243_a_set_group_with_the_static_text_is_not_rolled_by_an_enemy_effect() -> None:
    assert _enemy_rolls(_roll_board([], [{"card": "P", "id": "p"}])) is False


def test_r243_the_own_effect_still_rolls_a_protected_unit() -> None:
    text = "（常時）：自軍ユニット1枚をロールする。"
    sc = _roll_board([_ability(text)], [{"card": "P", "id": "p"}])
    do(sc, "act:$u:0", player=0)
    pick = sc.token("t:$u")
    if pick in tokens(sc):
        do(sc, pick, player=0)
    _answer_all(sc)
    assert sc.state.rolled[sc.iid("u")]


# ---- 「このカードは、敵軍リロールフェイズの規定の効果でもリロールする。」 (R-244) ---------------------------------------

_ALSO_REROLL = "『常駐』：このカードは、敵軍リロールフェイズの規定の効果でもリロールする。"


def test_the_enemy_reroll_phase_text_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_ALSO_REROLL)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("set_on_unit", [False, True])
def test_p40_p66_r244_the_enemy_reroll_phase_rerolls_this_card_and_its_set_group(set_on_unit: bool) -> None:
    """Player 0's cards, rolled, at the end of its turn: in player 1's reroll phase only the card with the text (with its
    set group: the unit it is set on) is rerolled; player 0's other rolled unit stays rolled."""
    c = {**unit("C"), "type": "character", "stats": [0, 0, 0], "terrain": [], "abilities": [_ability(_ALSO_REROLL)]}
    me = {"card": "C", "id": "c", "rolled": True}
    deploy = [{"card": "U", "id": "u", "rolled": True, "set": [me]}] if set_on_unit else [me]
    sc = board([unit("U"), c], {"home": ["U"] * 10, "deploy": [*deploy, {"card": "U", "id": "other", "rolled": True}]},
               {"home": ["U"] * 10}, point="attack_rule")
    for _ in range(80):
        if sc.state.turn > 3 and sc.state.point > st.REROLL_RULE:
            break
        d = sc.game.decision(sc.state, labels=False)
        sc.game.apply(sc.state, d.player, "pass" if "pass" in d.tokens() else d.tokens()[-1])
    s = sc.state
    assert s.turn > 3 and s.attacker == 1
    assert not s.rolled[sc.iid("c")]
    if set_on_unit:
        assert not s.rolled[sc.iid("u")]
    assert s.rolled[sc.iid("other")]


def test_behaviour_check_plays_through_to_the_enemy_reroll_phase(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.games.nexa import turn
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    c = {**unit("Z4-002"), "type": "character", "stats": [0, 0, 0], "text": {"ja": _ALSO_REROLL, "en": ""}}
    item = import_records({"cards": [c]})[0]
    assert item.card is not None, item.blockers
    assert check_card(item.card).status == "behaved"
    monkeypatch.setattr(turn, "also_rerolled", lambda s, a: frozenset())
    assert check_card(item.card).status == "failed"


# ---- 「（step）。この効果で（selector）が廃棄された場合、（step）。」 (R-245) ----------------------------------------------

DISCARDED_TEXTS = [
    "（自軍ターン）：敵軍は、自分の手札1枚を、選んで廃棄する。この効果で、ユニットが廃棄された場合、（自軍は）カード1枚を引く。",
    "『起動』：このカードが場に出た場合、敵軍は、自分の手札1枚を選んで廃棄する。この効果で、ユニット以外のカードが廃棄された場合、"
    "（自軍は）カード1枚を引く事ができる。",
    "（常時）〔R〕：自軍捨て山の上のカード2枚を廃棄する。この効果で「特徴：試験隊」を持つユニットが廃棄された場合、自軍本国を2回復できる。",
]


@pytest.mark.parametrize("text", DISCARDED_TEXTS)
def test_a_step_after_what_was_discarded_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["do"] == "watch_discarded"


def test_a_step_that_discards_nothing_is_not_read_this_way() -> None:
    assert not round_trip("（常時）：カード1枚を引く。この効果で、ユニットが廃棄された場合、自軍本国を1回復する。")[1]


_DISCARD_UNIT = "（常時）：敵軍は、自分の手札1枚を、選んで廃棄する。この効果で、ユニットが廃棄された場合、（自軍は）カード1枚を引く。"


@pytest.mark.parametrize("enemy_hand, drawn", [("U", 1), ("ORDER", 0)])
def test_p61_r245_the_draw_follows_only_a_unit_discarded_from_the_hand(enemy_hand: str, drawn: int) -> None:
    from .helpers import card

    order = card("ORDER", "command", abilities=[{**_ability("（常時）：カード1枚を引く。"), "kind": "play"}])
    sc = board([unit("M", abilities=[_ability(_DISCARD_UNIT)]), unit("U"), order],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2},
               {"hand": [{"card": enemy_hand, "id": "x"}]}, point="attack", g_played=True)
    s = sc.state
    hand = len(s.place(0, st.HAND))
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert s.zone[sc.iid("x")] == st.JUNK
    assert len(s.place(0, st.HAND)) - hand == drawn


@pytest.mark.parametrize("pile, recovered", [(["U", "T"], True), (["U", "U"], False)])
def test_p61_r245_the_recovery_follows_a_card_of_the_trait_among_the_top_cards_discarded(pile: list[str],
                                                                                         recovered: bool) -> None:
    sc = board([unit("M", abilities=[_ability(DISCARDED_TEXTS[2])]), unit("U"), unit("T", traits=["試験隊"])],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2, "discard": [*pile, "U"],
                "junkyard": ["U"] * 3}, {}, point="attack", g_played=True)
    s = sc.state
    home = len(s.place(0, st.HOME))
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert (len(s.place(0, st.HOME)) > home) == recovered


# ---- 「『恒常』：このカードが自軍ジャンクヤードにある状態で、（selector）が場に出た場合、…」 (R-246) ---------------------------

JUNK_TEXTS = [
    "『恒常』：このカードが自軍ジャンクヤードにある状態で、「特徴：試験隊」を持つ自軍ユニットが場に出た場合、〔青1〕を支払う事ができる。"
    "その場合、このカードを、持ち主の手札に移す。",
    "『恒常』：このカードが自軍ジャンクヤードにある状態で、「特徴：試験隊」を持つ自軍ユニットが場に出た場合、〔青1〕を支払う事ができる。"
    "その場合、このカードを自軍配備エリアにロール状態で出す。",
]


@pytest.mark.parametrize("text", JUNK_TEXTS)
def test_a_text_heard_from_the_junkyard_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["condition"] == {"self_in": "junkyard"}


def test_a_text_of_this_cards_own_event_is_not_heard_from_the_junkyard() -> None:
    assert not round_trip("『恒常』：このカードが自軍ジャンクヤードにある状態で、このカードが場に出た場合、カード1枚を引く。")[1]


def _yes(toks: list[str]) -> str:
    return next((t for t in ("yes", "pay:auto", "confirm") if t in toks), toks[0])


@pytest.mark.parametrize("text, where", [(JUNK_TEXTS[0], st.HAND), (JUNK_TEXTS[1], st.DEPLOY)])
@pytest.mark.parametrize("where_j, traits, heard", [("junkyard", ["試験隊"], True), ("junkyard", ["別隊"], False),
                                                    ("hand", ["試験隊"], False)])
def test_p68_r246_a_card_in_the_junkyard_hears_a_unit_of_the_trait_enter(text: str, where: int, where_j: str,
                                                                         traits: list[str], heard: bool) -> None:
    sc = board([unit("J", abilities=[_ability(text)]), unit("L", traits=traits)],
               {where_j: [{"card": "J", "id": "j"}], "hand": [{"card": "L", "id": "l"}]
                if where_j != "hand" else [{"card": "J", "id": "j"}, {"card": "L", "id": "l"}],
                "gzone": ["L"] * 4}, {}, g_played=True)
    s = sc.state
    before = s.zone[sc.iid("j")]
    do(sc, "play:$l", player=0)
    _answer_all(sc, _yes)
    assert s.zone[sc.iid("l")] == st.DEPLOY
    assert s.zone[sc.iid("j")] == (where if heard else before)
    if heard and where == st.DEPLOY:
        assert s.rolled[sc.iid("j")]


@pytest.mark.parametrize("text", JUNK_TEXTS)
def test_behaviour_check_plays_a_unit_while_the_card_lies_in_the_junkyard(text: str,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.games.nexa import effects
    from engine.games.nexa.behave import check_card

    item = _imported([text])
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail
    monkeypatch.setattr(effects, "queue_from_junkyards", lambda s, watched, iid: None)
    assert check_card(item.card).status == "failed"


# ---- 「全ての手札と全てのユニットを持ち主の本国の下に移す」 --------------------------------------------------------------

_ALL_HOME = "（常時）〔1〕：全ての手札と全てのユニットを持ち主の本国の下に移す。"


def test_every_hand_and_every_unit_to_the_homes_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_ALL_HOME)
    assert compiled is not None and exact, blocker
    assert not round_trip("（常時）〔1〕：全ての手札と敵軍ユニット1枚を持ち主の本国の下に移す。")[1]


def test_p61_every_hand_and_every_unit_go_to_the_bottom_of_their_owners_homes() -> None:
    sc = board([unit("M", abilities=[_ability(_ALL_HOME)]), unit("U"), unit("E")],
               {"deploy": [{"card": "M", "id": "m"}, {"card": "U", "id": "u"}], "gzone": ["M"] * 2,
                "hand": [{"card": "U", "id": "h0"}]},
               {"battle": {"space": [{"card": "E", "id": "e"}]}, "hand": [{"card": "E", "id": "h1"}]},
               point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert not s.place(0, st.HAND) and not s.place(1, st.HAND)
    for who, seat in (("m", 0), ("u", 0), ("h0", 0), ("e", 1), ("h1", 1)):
        assert s.zone[sc.iid(who)] == st.HOME and sc.iid(who) in s.place(seat, st.HOME)[:5], who
    assert s.zone[sc.iid("e")] == st.HOME and s.place(1, st.HOME)[0] in (sc.iid("e"), sc.iid("h1"))


def test_behaviour_check_compares_every_hand_and_every_unit_moved_home() -> None:
    from engine.games.nexa.behave import check_card

    item = _imported([_ALL_HOME])
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


# ---- 「自軍手札2枚までを、可能な限り廃棄する」 ------------------------------------------------------------------------

_UPTO = "（常時）：ターン終了時に、自軍手札2枚までを、可能な限り廃棄する。"


def test_up_to_two_cards_of_the_hand_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_UPTO)
    assert compiled is not None and exact, blocker
    step = compiled.ability["effect"][0]["steps"][0]
    assert (step["do"], step["count"], step["wording"]) == ("discard_hand", 2, "cardz4_upto")


@pytest.mark.parametrize("held, left", [(1, 0), (3, 1)])
def test_p61_at_the_turn_end_the_hand_loses_two_cards_or_what_it_has(held: int, left: int) -> None:
    sc = board([unit("M", abilities=[_ability(_UPTO)]), unit("U")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2, "hand": ["U"] * held},
               {"home": ["U"] * 10}, point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert len(s.place(0, st.HAND)) == held  # not yet: at the end of the turn
    for _ in range(120):
        if s.attacker == 1:
            break
        d = sc.game.decision(s, labels=False)
        toks = d.tokens()
        sc.game.apply(s, d.player, "pass" if "pass" in toks else next((t for t in toks if t.endswith(":done")), toks[0]))
    assert s.attacker == 1
    assert len(s.place(0, st.HAND)) == left


# ---- 「…を持ち主の配備エリアにロール状態で移す」 ------------------------------------------------------------------------

_BACK_ROLLED = "（戦闘フェイズ）：戦闘エリアにいる敵軍ユニット1枚を持ち主の配備エリアにロール状態で移す。"


@pytest.mark.parametrize("text", [_BACK_ROLLED, _BACK_ROLLED.replace("ロール状態", "リロール状態")])
def test_back_to_the_owners_deploy_area_in_a_roll_state_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("rolled", [True, False])
def test_p66_an_enemy_unit_goes_back_to_its_deploy_area_in_the_state_said(rolled: bool) -> None:
    text = _BACK_ROLLED if rolled else _BACK_ROLLED.replace("ロール状態", "リロール状態")
    sc = board([unit("M", abilities=[_ability(text)]), unit("E")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2},
               {"battle": {"space": [{"card": "E", "id": "e", "rolled": not rolled}]}}, point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert s.zone[sc.iid("e")] == st.DEPLOY and s.zseat[sc.iid("e")] == 1
    assert s.rolled[sc.iid("e")] == rolled


def test_behaviour_check_compares_the_roll_state_of_a_unit_sent_back() -> None:
    from engine.games.nexa.behave import check_card

    item = _imported([_BACK_ROLLED])
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


# ---- 「ジャンクヤード1つにあるカード2枚」 (R-247) -------------------------------------------------------------------------

_ONE_JUNK = "（常時）〔1〕：ジャンクヤード1つにあるカード2枚を、ゲームから取り除く。その場合、自軍本国を2回復する。"


def test_two_cards_of_one_junkyard_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_ONE_JUNK)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["one_place"] is True
    assert round_trip(_ONE_JUNK.replace("回復", "回複"))[1]  # the misprint reads the same


def _junk_board(own: int, enemy: int) -> Scenario:
    return board([unit("M", abilities=[_ability(_ONE_JUNK)]), unit("U"), unit("E")],
                 {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2,
                  "junkyard": [{"card": "U", "id": f"o{i}"} for i in range(own)]},
                 {"junkyard": [{"card": "E", "id": f"x{i}"} for i in range(enemy)]}, point="attack", g_played=True)


def test_p56_r247_once_a_card_is_chosen_only_cards_of_its_junkyard_are_offered() -> None:
    sc = _junk_board(2, 2)
    do(sc, "act:$m:0", player=0)
    first = tokens(sc)
    assert sc.token("t:$o0") in first and sc.token("t:$x0") in first
    do(sc, sc.token("t:$x0"), player=0)
    then = tokens(sc)
    assert sc.token("t:$o0") not in then and sc.token("t:$o1") not in then
    if sc.token("t:$x1") in then:
        do(sc, sc.token("t:$x1"), player=0)
    _answer_all(sc)
    s = sc.state
    assert s.zone[sc.iid("x0")] == st.REMOVED and s.zone[sc.iid("x1")] == st.REMOVED
    assert s.zone[sc.iid("o0")] == st.JUNK and s.zone[sc.iid("o1")] == st.JUNK


def test_p55_r247_a_junkyard_with_too_few_cards_is_not_offered() -> None:
    sc = _junk_board(1, 2)
    do(sc, "act:$m:0", player=0)
    toks = tokens(sc)
    assert sc.token("t:$o0") not in toks and sc.token("t:$x0") in toks
    assert f"act:{sc.iid('m')}:0" not in tokens(_junk_board(1, 1))  # no junkyard holds two: not playable (P55)


def test_p56_r247_a_triggered_text_asks_which_junkyard_then_takes_its_cards() -> None:
    text = "『起動』：このカードが場に出た場合、ジャンクヤード1つにあるカード2枚を、ゲームから取り除く。"
    assert round_trip(text)[1]
    sc = board([unit("M", abilities=[_ability(text)]), unit("U"), unit("E")],
               {"hand": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2,
                "junkyard": [{"card": "U", "id": f"o{i}"} for i in range(2)]},
               {"junkyard": [{"card": "E", "id": f"x{i}"} for i in range(3)]}, g_played=True)
    s = sc.state
    do(sc, "play:$m", player=0)
    asked: list[list[str]] = []
    _answer_all(sc, lambda toks: asked.append(toks) or ("opt:1" if "opt:1" in toks else toks[0]))  # type: ignore[func-returns-value]
    assert ["opt:0", "opt:1"] in asked  # which junkyard: both hold two
    assert sum(s.zone[sc.iid(f"x{i}")] == st.REMOVED for i in range(3)) == 2
    assert all(s.zone[sc.iid(f"o{i}")] == st.JUNK for i in range(2))


# ---- 「（注：カードをハンガーに移さなかった場合、残りは廃棄しない）」 (R-248) -------------------------------------------------

_LOOK = ("『起動』：このカードが場に出た場合、自軍本国の上のカード1～3枚を見て、その中にある、このカードと同じGサインを持つカード1枚を、"
         "自軍ハンガーに移す事ができる。その場合、残りを廃棄する。")
_MOVED_NOTE = "（注：カードをハンガーに移さなかった場合、残りは廃棄しない）"


def test_the_note_on_moving_to_the_hangar_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_MOVED_NOTE)
    assert compiled is not None and exact, blocker
    assert _imported([_LOOK, _MOVED_NOTE]).status == "full"
    inline = round_trip(_LOOK + _MOVED_NOTE)  # the note after the text on its line
    assert inline[0] is not None and inline[1], inline[2]
    assert "'wording': 'cardz4_moved'" in repr(inline[0].ability["effect"])
    assert _imported(["『起動』：このカードが場に出た場合、カード1枚を引く。", _MOVED_NOTE]).status != "full"


def _look_pick(toks: list[str]) -> str:
    return next((t for t in ("yes", "opt:2", "x:3") if t in toks), toks[-1] if toks[-1] != "pick:done" else toks[0])


@pytest.mark.parametrize("noted", [True, False])
@pytest.mark.parametrize("matching", [True, False])
def test_p77_r248_with_no_card_moved_to_the_hangar_the_rest_stays_in_the_home(noted: bool, matching: bool) -> None:
    item = _imported([_LOOK + _MOVED_NOTE] if noted else [_LOOK])
    assert item.card is not None, item.blockers
    sc = board([item.card, unit("O", colour="red")],
               {"hand": [{"card": "Z4-001", "id": "m"}], "gzone": ["Z4-001"] * 2,
                "home": ["Z4-001" if matching else "O"] * 10}, {}, g_played=True)
    s = sc.state
    do(sc, "play:$m", player=0)
    _answer_all(sc, _look_pick)
    moved = len(s.place(0, st.HANGAR))
    junk = len(s.place(0, st.JUNK))
    if matching:
        assert (moved, junk) == (1, 2)  # one card to the hangar, the other two looked at discarded
    else:
        assert moved == 0 and junk == (0 if noted else 3)  # the note: nothing moved, nothing discarded


# ---- 「全ての軍は、自分の本国の上のカード1枚を自分のGにする」 -------------------------------------------------------------

_EACH_G = "（常時）：全ての軍は、自分の本国の上のカード1枚を自分のGにする。"


def test_each_players_top_card_made_a_g_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_EACH_G)
    assert compiled is not None and exact, blocker


def test_p53_each_player_makes_the_top_card_of_their_own_home_a_rerolled_g() -> None:
    sc = board([unit("M", abilities=[_ability(_EACH_G)]), unit("U")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2}, {"home": ["U"] * 10},
               point="attack", g_played=True)
    s = sc.state
    tops = (s.place(0, st.HOME)[-1], s.place(1, st.HOME)[-1])
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    for seat, c in enumerate(tops):
        assert s.zone[c] == st.GZONE and s.zseat[c] == seat and s.ctrl[c] == seat and not s.rolled[c]


def test_behaviour_check_compares_each_players_new_g() -> None:
    from engine.games.nexa.behave import check_card

    item = _imported([_EACH_G])
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


_EACH_HANGAR = "（常時）：全ての軍は、自分の本国の上のカード1枚を、持ち主のハンガーに移す事ができる。"


def test_each_player_may_move_their_top_card_to_the_hangar_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_EACH_HANGAR)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("answers, moved", [(("opt:0", "opt:0"), (1, 1)), (("opt:0", "opt:1"), (1, 0)),
                                            (("opt:1", "opt:0"), (0, 1))])
def test_p62_p63_each_player_says_whether_their_own_top_card_goes_to_their_hangar(
        answers: tuple[str, str], moved: tuple[int, int]) -> None:
    sc = board([unit("M", abilities=[_ability(_EACH_HANGAR)]), unit("U")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2}, {"home": ["U"] * 10},
               point="attack", g_played=True)
    s = sc.state
    tops = (s.place(0, st.HOME)[-1], s.place(1, st.HOME)[-1])
    do(sc, "act:$m:0", player=0)
    who: list[int] = []
    said = iter(answers)

    def pick(toks: list[str]) -> str:
        d = sc.game.decision(s, labels=False)
        assert d is not None
        who.append(d.player)
        return next(said)

    _answer_all(sc, pick)
    assert who == [0, 1]  # the controller first
    for seat in (0, 1):
        assert (s.zone[tops[seat]] == st.HANGAR and s.zseat[tops[seat]] == seat) == bool(moved[seat])


def test_behaviour_check_compares_each_players_top_card_moved_to_the_hangar() -> None:
    from engine.games.nexa.behave import check_card

    item = _imported([_EACH_HANGAR])
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail
