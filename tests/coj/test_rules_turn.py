"""Rules tests: デッキ構成, CP, ゲームの開始, 先攻のプレイヤー, ドロー, ゲームの勝敗, ジョーカー (gauge), time.

Each test names the section of shared/rules/code-of-joker-rules.txt it pins.
"""

from __future__ import annotations

import pytest

from engine.api import IllegalAction, Match
from engine.games.coj.deckrules import check_deck, deck_problems
from tests.coj.helpers import G, act, board, kind, tokens


def _deck() -> list[str]:
    return list(next(iter(G.preconstructed().values())).cards)


def test_deck_construction_40_cards_3_copies_two_jokers_of_different_characters() -> None:
    """デッキ構成: 40 cards, at most 3 of a name; ジョーカーカード: two, different characters (ruling R-01)."""
    for p in G.preconstructed().values():
        assert deck_problems(list(p.cards)) == [], p.id
    assert len(G.preconstructed()) == 6
    deck = _deck()
    assert any("exactly 40" in x for x in deck_problems(deck[1:]))
    four = [c for c in deck if not c.startswith("JK")]
    four = four[:36] + [four[0]] * 4
    assert any("more than 3" in x for x in deck_problems(four + ["JK-001", "JK-003"]))
    assert any("different characters" in x for x in deck_problems(deck[:40] + ["JK-001", "JK-002"]))
    problems, ids = check_deck([f"3 {deck[0]}", "Zaku II", "nope-card"])
    assert any("unknown card" in x for x in problems)


def test_start_life_8_four_cards_and_a_simultaneous_mulligan() -> None:
    """ゲームの開始: 8 LP, 4 cards, and each player may redraw the whole hand (capped at 3: ruling R-02)."""
    s = G.new_state(["A", "B"], [_deck(), _deck()], 5)
    assert [p.life for p in s.players] == [8, 8]
    assert [len(p.hand) for p in s.players] == [4, 4]
    assert {p.seat for p in G.pending(s)} == {0, 1}
    for _ in range(3):
        act(s, "mull", seat=0)
        assert len(s.players[0].hand) == 4
    assert tokens(s, 0) == ["keep"]
    act(s, "keep", seat=0)
    act(s, "keep", seat=1)
    assert s.phase == "main" and kind(s) == "main"
    first = s.players[s.first]
    assert first.cp == 2 and len(first.hand) == 4  # round 1: CP 2 and no draw for the first player


def test_cp_tables_differ_for_first_and_second_and_do_not_carry_over() -> None:
    """CP: first player 2,3,4...; second player 3,3,4...; the rest of a turn's CP is lost."""
    s = G.new_state(["A", "B"], [_deck(), _deck()], 9)
    act(s, "keep", seat=0)
    act(s, "keep", seat=1)
    f, sec = s.first, 1 - s.first
    act(s, "end", seat=f)
    assert s.players[sec].cp == 3
    act(s, "end", seat=sec)
    assert s.players[f].cp == 3  # round 2, first player: 3 (2 was not carried over)
    act(s, "end", seat=f)
    assert s.players[sec].cp == 3
    act(s, "end", seat=sec)
    assert s.players[f].cp == 4


def test_effects_raise_cp_up_to_12() -> None:
    """CP: effects may go beyond the table, up to 12."""
    s, ids = board(players=[{"cp": 12, "gauge": 1000, "jokers": ["JK-007", "JK-001"]}, {}])
    act(s, "jk:0")  # costs 1 CP, gives +2
    assert s.players[0].cp == 12


def test_first_player_cannot_attack_in_round_1_even_with_speed_move() -> None:
    """先攻のプレイヤー: no attack at all in ROUND 1, even without an attack restriction: スピードムーブ,
    a unit with no restriction, an evolution (over-drive lifts the restriction) and an overclock (a Lv3
    over-drive readies the unit) all stay unable to attack; from the second player's turn on they can."""
    s, ids = board(turn=1, players=[{"cp": 7, "hand": [{"card": "RD-016", "id": "evo", "level": 3}],
                                     "field": [{"card": "RD-005", "id": "rick"},
                                               {"card": "RD-001", "id": "free", "restricted": False},
                                               {"card": "RD-001", "id": "base", "ready": False}]}, {}])
    assert not [t for t in tokens(s) if t.startswith("atk")]
    act(s, "od:$evo:$base", ids)
    evo = s.unit(ids["evo"])
    assert evo is not None and evo[1].level == 3 and evo[1].ready and not evo[1].restricted
    assert not [t for t in tokens(s) if t.startswith("atk")]
    # the same board on the second player's first turn: the limit was the first player's round 1 only
    s2, ids2 = board(turn=2, turn_seat=1, first=0,
                     players=[{}, {"field": [{"card": "RD-005", "id": "rick"},
                                             {"card": "RD-001", "id": "free", "restricted": False}]}])
    assert {f"atk:{ids2['rick']}", f"atk:{ids2['free']}"} <= set(tokens(s2))


def test_draw_two_but_never_past_seven() -> None:
    """ターン開始 (カードのドロー) and ドロー: two cards, but the hand limit is 7."""
    s, ids = board(players=[{}, {"hand": ["YE-001"] * 6}])
    act(s, "end")
    assert len(s.players[1].hand) == 7


def test_a_short_deck_is_replaced_by_a_new_40_card_deck_before_drawing() -> None:
    """ドロー: fewer cards than the draw: deck and discard are set aside, a new 40 are set, then draw."""
    s, ids = board(players=[{}, {"deck": [{"card": "RD-001", "id": "last"}], "discard": ["RD-002"]}])
    act(s, "end")
    p = s.players[1]
    assert ids["last"] in p.retired and ids["last"] not in p.hand
    assert len(p.hand) == 2 and len(p.deck) == 38 and p.discard == []


def test_round_10_ends_by_life_and_a_tie_goes_to_the_second_player() -> None:
    """ゲームの勝敗: after round 10 (the second player's turn end) more life wins; equal: the second player."""
    s, ids = board(turn=20, first=0, turn_seat=1, players=[{"life": 5}, {"life": 5}])
    act(s, "end")
    assert s.result == {"winner": 1, "reason": "rounds_tie"}
    s, ids = board(turn=20, first=0, turn_seat=1, players=[{"life": 6}, {"life": 5}])
    act(s, "end")
    assert s.result == {"winner": 0, "reason": "rounds"}


def test_life_zero_ends_the_game_at_once() -> None:
    """ゲームの勝敗: LP 0 ends the game without waiting for what follows."""
    s, ids = board(players=[{"field": [{"card": "RD-001", "id": "z"}]}, {"life": 1}])
    act(s, "atk:$z", ids)
    assert s.result == {"winner": 0, "reason": "life_zero"} and G.pending(s) == ()


def test_both_players_at_zero_together_both_lose() -> None:
    """ゲームの勝敗: both LP reach 0 together: both lose (the page's 燃え広がる戦火 example)."""
    s, ids = board(players=[{"life": 1, "hand": [{"card": "YE-001", "id": "gm"}]},
                            {"life": 1, "cp": 3, "zone": [{"card": "RD-026", "id": "hell"}],
                             "field": ["RD-001"]}])
    act(s, "dr:$gm", ids)
    assert kind(s) == "intercept" and G.pending(s)[0].seat == 1  # the turn player has no zone card: skipped
    act(s, "icp:$hell", ids, seat=1)
    assert s.result == {"winner": -1, "reason": "both_zero"}
    out = G.outcome(s)
    assert out is not None and out.winners == () and "両者敗北" in G.end_text(out, ["A", "B"], "ja")


def test_unused_turn_time_feeds_the_joker_gauge_and_replays_exactly() -> None:
    """ジョーカーカード (ゲージ): more time left, more gauge (2.5 % to 15 %); the time is in the action."""
    s, ids = board(turn_seconds=300, players=[{}, {}])
    act(s, "end:300")
    assert s.players[0].gauge == 150
    act(s, "end")  # a deadline: no time left
    assert s.players[1].gauge == 25
    act(s, "end:150")
    assert s.players[0].gauge == 150 + 87
    with pytest.raises(IllegalAction):
        act(s, "end:301")
    m = Match.start("coj", ["A", "B"], [_deck(), _deck()], 4)
    m.apply(0, "keep")
    m.apply(1, "keep")
    m.apply(m.state.first, "end:120")
    again = Match.replay(m.log_json())
    assert again.hash() == m.hash() and again.state.players[m.state.first].gauge == 25 + 125 * 120 // 300


def test_life_lost_to_the_opponent_feeds_the_gauge() -> None:
    """ジョーカーカード: the gauge also rises when the opponent reduces your LP (10 % per point: R-05)."""
    s, ids = board(players=[{"field": [{"card": "RD-001", "id": "z"}]}, {}])
    act(s, "atk:$z", ids)
    assert s.players[1].life == 7 and s.players[1].gauge == 100


def test_a_joker_costs_gauge_and_cp_and_is_used_once_a_turn() -> None:
    """ジョーカーカード: paid with gauge and CP from its own area, at most one joker a turn."""
    s, ids = board(players=[{"cp": 7, "gauge": 900, "jokers": ["JK-003", "JK-007"],
                             "field": ["RD-001"]}, {}])
    assert "jk:0" in tokens(s) and "jk:1" in tokens(s)
    act(s, "jk:0")
    assert s.players[0].gauge == 500 and s.players[0].cp == 6
    assert not [t for t in tokens(s) if t.startswith("jk")]
    assert s.players[0].jokers == ["JK-003", "JK-007"]  # jokers never leave their area
    s, ids = board(players=[{"gauge": 399, "jokers": ["JK-003", "JK-007"], "field": ["RD-001"]}, {}])
    assert not [t for t in tokens(s) if t.startswith("jk")]


def test_timeout_defaults_are_the_safe_choices() -> None:
    """Time in a chat: at a deadline the turn ends, the intercept is declined, no block, the hand is kept."""
    s, ids = board(players=[{"field": [{"card": "RD-001", "id": "z"}]},
                            {"field": ["YE-001"], "zone": ["CL-001"]}])
    d = G.decision(s)
    assert d is not None and G.default_action(d) == "end"
    act(s, "atk:$z", ids)
    d = G.decision(s)
    assert d is not None and d.kind == "intercept" and G.default_action(d) == "decline"
    act(s, "decline")
    d = G.decision(s)
    assert d is not None and d.kind == "block" and G.default_action(d) == "noblock"
    g = G.new_state(["A", "B"], [_deck(), _deck()], 1)
    d = G.decision(g)
    assert d is not None and G.default_action(d) == "keep"


def test_a_mulligan_is_not_shown_to_the_opponent() -> None:
    """ゲームの開始 (マリガン): the redraw is a secret choice: the opponent's view does not change."""
    s = G.new_state(["A", "B"], [_deck(), _deck()], 5)
    before = G.view(s, 1)
    events = G.apply(s, 0, "mull")
    assert G.view(s, 1) == before and G.view(s, None)["events"] == before["events"]
    assert all(e.private_to == 0 for e in events)


def test_turn_start_effects_of_both_players_and_the_turn_players_triggers() -> None:
    """ターン開始 (「ターン開始時」効果の発動): both players' ターン開始時 effects, then the turn player's
    自分のターン開始時 triggers (Resupply Signal: +2 CP over the table)."""
    s, ids = board(players=[{"field": [{"card": "GR-006", "id": "a0"}]},
                            {"field": [{"card": "GR-006", "id": "a1"}], "zone": [{"card": "YE-019", "id": "sup"}]}])
    act(s, "end")  # seat 1's turn starts (round 2, second player: CP 3)
    assert s.players[1].cp == 3 + 2 and ids["sup"] in s.players[1].discard
    assert s.players[0].field[0].base_mod == 1000 and s.players[1].field[0].base_mod == 1000


def test_the_matchs_timer_is_the_turn_time_and_intercept_windows_have_their_own_clock() -> None:
    """インターセプトカード (5秒間の猶予) / ターン (持ち時間), ruling R-22: the match's timer is the turn
    time the joker gauge measures against; an intercept window is timed by `intercept_seconds` (never
    longer than a turn), whether or not the seat could use an intercept (R-03); untimed stays untimed."""
    opts = G.timed_options(G.info.defaults(), 120)
    assert opts == {"turn_seconds": 120, "intercept_seconds": 60}
    assert G.timed_options(G.info.defaults(), 45) == {"turn_seconds": 45, "intercept_seconds": 45}
    assert G.timed_options(G.info.defaults(), None) == G.info.defaults()
    m = Match.start("coj", ["A", "B"], [_deck(), _deck()], 3, opts)
    assert m.state.turn_seconds == 120 and m.view(None)["timers"] == {"turn_seconds": 120, "intercept_seconds": 60}
    # a window for a seat that can intercept and one for a seat that cannot: the same limit
    usable, ids = board(players=[{"field": [{"card": "RD-004", "id": "z"}]},
                                 {"cp": 5, "zone": ["BL-021"], "field": ["BL-001"]}])
    act(usable, "atk:$z", ids)
    bare, ids2 = board(players=[{"field": [{"card": "RD-004", "id": "z"}]},
                                {"cp": 0, "zone": ["BL-021"], "field": ["BL-001"]}])
    act(bare, "atk:$z", ids2)
    for s in (usable, bare):
        d = G.decision(s)
        assert d is not None and d.kind == "intercept"
        assert G.time_limit(s, d.player, d.kind, 300) == s.intercept_seconds == 60
        assert G.time_limit(s, d.player, d.kind, None) is None
    assert any(t.startswith("icp:") for t in tokens(usable)) and tokens(bare) == ["decline"]
    assert G.time_limit(usable, 0, "main", 300) == 300 and G.time_limit(usable, 1, "block", 300) == 300
    # the turn's free actions share one clock (ターン時間); windows, blocks and the mulligan do not
    s, _ = board(players=[{}, {}])
    key = G.clock_of(s, 0, "main")
    act(s, "end")
    assert key == "turn:3" and G.clock_of(s, 1, "main") == "turn:4"  # each turn its own clock
    assert G.clock_of(usable, 1, "intercept") is None and G.clock_of(usable, 1, "block") is None
    assert G.clock_of(usable, 0, "mulligan") is None
