"""Setup, turn structure and victory (P5, P16-P19, P41, P58-P60)."""

from __future__ import annotations

from engine.api import IllegalAction, Match, get_game
from engine.games.nexa import state as st
from engine.games.nexa.cards import builtin_pool

from .helpers import board, card, do, pass_all, tokens, unit


def _decks() -> list[list[str]]:
    return [d.card_list() for d in builtin_pool().decks.values()]


def test_p18_setup_draws_six_and_each_player_may_mulligan_once() -> None:
    m = Match.start("nexa", ["A", "B"], _decks()[:2], seed=5)
    s = m.state
    assert [len(s.place(p, st.HAND)) for p in (0, 1)] == [6, 6]
    assert [len(s.place(p, st.HOME)) for p in (0, 1)] == [44, 44]
    d = m.decision()
    assert d is not None and d.kind == "mulligan" and d.player == s.first
    m.apply(d.player, "redraw")
    assert len(s.place(d.player, st.HAND)) == 6
    assert len(s.place(d.player, st.HOME)) == 44
    d2 = m.decision()
    assert d2 is not None and d2.kind == "mulligan" and d2.player == 1 - s.first
    m.apply(d2.player, "keep")
    d3 = m.decision()
    assert d3 is not None and d3.kind != "mulligan"  # only one mulligan each, at the start


def test_p18_first_player_comes_from_the_seed() -> None:
    firsts = {Match.start("nexa", ["A", "B"], _decks()[:2], seed=k).state.first for k in range(12)}
    assert firsts == {0, 1}
    a = Match.start("nexa", ["A", "B"], _decks()[:2], seed=3).state
    b = Match.start("nexa", ["A", "B"], _decks()[:2], seed=3).state
    assert a.first == b.first and a.place(0, st.HAND) == b.place(0, st.HAND)


def test_p19_the_first_player_does_not_draw_on_turn_one_but_the_second_does() -> None:
    m = Match.start("nexa", ["A", "B"], _decks()[:2], seed=7, options={"skip_mulligan": True})
    s = m.state
    first = s.first
    assert s.turn == 1 and s.attacker == first
    assert len(s.place(first, st.HAND)) == 6  # no draw on the first turn
    second_hand = len(s.place(1 - first, st.HAND))
    while s.turn == 1 or s.point <= st.DRAW_RULE:
        d = m.decision()
        assert d is not None
        m.apply(d.player, "pass" if "pass" in d.tokens() else d.tokens()[-1])
    assert s.attacker == 1 - first
    assert len(s.place(1 - first, st.HAND)) == second_hand + 1  # drew one in its own draw phase


def test_p19_reroll_phase_rerolls_the_attackers_cards_only() -> None:
    cards = [unit("U")]
    sc = board(cards, {"deploy": [{"card": "U", "id": "mine", "rolled": True}], "gzone": [{"card": "U", "rolled": True, "id": "g"}]},
               {"deploy": [{"card": "U", "id": "theirs", "rolled": True}]}, point="reroll_rule")
    assert sc.state.rolled[sc.iid("mine")] is False
    assert sc.state.rolled[sc.iid("g")] is False
    assert sc.state.rolled[sc.iid("theirs")] is True


def test_p41_turn_end_resets_damage_and_the_attacker_discards_to_six() -> None:
    cards = [unit("U", (1, 1, 5))]
    sc = board(cards, {"hand": ["U"] * 8, "deploy": [{"card": "U", "id": "hurt", "damage": 3}]},
               {"hand": ["U"] * 8}, point="return_free2")
    pass_all(sc)
    d = sc.game.decision(sc.state, labels=False)
    assert d is not None and d.kind == "hand" and d.player == 0
    assert sc.state.damage[sc.iid("hurt")] == 0  # damage reset comes first (P41 step 1)
    do(sc, d.tokens()[0], d.tokens()[1], player=0)
    assert len(sc.state.place(0, st.HAND)) == 6
    assert len(sc.state.place(1, st.HAND)) == 8 + 0  # the defender keeps its hand
    assert sc.state.attacker == 1


def test_p41_units_left_in_a_battle_area_at_damage_reset_are_removed() -> None:
    cards = [unit("U")]
    sc = board(cards, {"battle": {"space": [{"card": "U", "id": "stuck"}]}}, {}, point="end_reset")
    assert sc.state.zone[sc.iid("stuck")] == st.REMOVED


def test_p58_rule_effects_cannot_be_cut_into_battle_damage_needs_no_decision() -> None:
    cards = [unit("U", (3, 0, 3)), card("CMD", "command", abilities=[{
        "kind": "play", "text": {"ja": "x", "en": "x"}, "timing": {"when": "any"},
        "targets": {"t1": {"side": "enemy", "type": "unit", "count": 1}},
        "effect": [{"do": "damage", "target": "t1", "amount": 1}]}])]
    sc = board(cards, {"battle": {"space": [{"card": "U", "id": "a"}]}, "hand": ["CMD"], "gzone": ["U", "U"]},
               {"battle": {"space": [{"card": "U", "id": "b"}]}}, point="damage_free1")
    do(sc, "pass", player=0)
    do(sc, "pass", player=1)
    # the rule effect ran without asking anybody; the next question comes after it
    assert sc.state.damage[sc.iid("b")] == 3 and sc.state.damage[sc.iid("a")] == 3
    assert sc.state.point == st.DAMAGE_FREE2


def test_p17_a_home_at_zero_loses_and_both_at_once_is_a_draw() -> None:
    cards = [unit("U", (3, 3, 3))]
    sc = board(cards, {"home": ["U"] * 5, "battle": {"earth": [{"card": "U"}]}},
               {"home": ["U"] * 3}, point="damage_free1", autopass=(True, True))
    assert sc.state.winner == 0 and sc.state.end_reason == "home_zero"
    assert sc.game.decision(sc.state) is None
    try:
        sc.game.apply(sc.state, 0, "pass")
        raise AssertionError("an action after the end was accepted")
    except IllegalAction as e:
        assert e.code == "game_over"
    draw = board([unit("U")], {"home": []}, {"home": []}, point="deploy")
    assert draw.state.winner == -1


def test_concession_ends_the_game_for_the_other_player() -> None:
    m = Match.start("nexa", ["A", "B"], _decks()[:2], seed=1)
    m.apply(1, "concede")
    assert m.state.winner == 0 and m.state.end_reason == "concession"


def test_illegal_actions_are_refused_with_a_reason_and_change_nothing() -> None:
    m = Match.start("nexa", ["A", "B"], _decks()[:2], seed=2)
    g = get_game("nexa")
    d = m.decision()
    assert d is not None
    before = m.hash()
    for player, token, code in ((1 - d.player, "keep", "not_your_decision"), (d.player, "play:9999", "illegal_action"),
                                (d.player, "DROP TABLE", "malformed"), (d.player, "x" * 80, "malformed")):
        try:
            g.apply(m.state, player, token)
            raise AssertionError(f"{token} accepted")
        except IllegalAction as e:
            assert e.code == code, (token, e.code)
    assert m.hash() == before


def test_autopass_asks_only_when_there_is_a_real_choice() -> None:
    cards = [unit("U", (1, 1, 1), total=9)]
    asked = board(cards, {"hand": ["U"], "deploy": [{"card": "U", "rolled": True}]}, {}, point="deploy",
                  autopass=(False, False), g_played=True)
    assert asked.game.decision(asked.state).kind == "priority" and tokens(asked) == ["pass"]
    auto = board(cards, {"hand": ["U"], "deploy": [{"card": "U", "rolled": True}]}, {}, point="deploy",
                 autopass=(True, True), g_played=True)
    # nothing is playable and no unit can sortie: the engine plays on until the next turn's real choice
    assert auto.state.turn > 3 or auto.state.winner is not None
