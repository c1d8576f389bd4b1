"""The AI players (engine/ai): they decide from what their seat can see, and every game has every level."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.ai import LEVELS, Budget, decide, decide_for
from engine.core.base import GameBase
from engine.core.match import Match
from engine.core.registry import game_names, get_game
from engine.games.nexa.state import HAND, HOME, State
from engine.selfplay import choose_random, random_options, random_setup

SMALL = Budget(seconds=5.0, iterations=40)


def _midgame(seed: int, moves: int) -> Match:
    rnd = random.Random(seed)
    names, decks = random_setup("nexa", rnd)
    m = Match.start("nexa", names, decks, seed, random_options("nexa", True, 2))
    game = get_game("nexa")
    while len(m.log) < moves and not m.is_over():
        d = game.decisions(m.state, labels=False)[0]
        m.apply(d.player, choose_random(rnd, d))
    return m


def _swap_hidden(s: State, seat: int) -> State:
    """The same position for `seat` with the opponent's hand, both 本国 orders and the future redealt."""
    game = get_game("nexa")
    t = game.copy(s)
    other = 1 - seat
    hand, home = t.place(other, HAND), t.place(other, HOME)
    hand[0], home[-1] = home[-1], hand[0]
    t.set_zone(hand[0], HAND)
    t.set_zone(home[-1], HOME)
    t.place(seat, HOME).reverse()
    t.rng.state ^= 0x5555
    return t


def _ai_decision_point(seed: int) -> Match:
    """A position where the seat to decide has several choices that search weighs (not a payment,
    which pay:auto settles) and the opponent holds cards."""
    game = get_game("nexa")
    for moves in range(30, 200, 7):
        m = _midgame(seed, moves)
        p = game.pending(m.state)[0]
        if len(game.ai_candidates(m.state, p.seat, list(p.tokens))) > 2 and len(m.state.place(1 - p.seat, HAND)) >= 2 and \
                len({m.state.defs[i].number for i in m.state.place(1 - p.seat, HAND)}
                    | {m.state.defs[m.state.place(1 - p.seat, HOME)[-1]].number}) > 1:
            return m
    raise AssertionError("no decision point found")


@pytest.mark.parametrize("seed", [3, 8])
def test_hidden_cards_swapped_give_the_same_information_state_and_decision(seed: int) -> None:
    """Issue 15: the AI never sees the true state. Two states that differ only in what the deciding
    seat cannot see (the other hand, the 本国 orders, the future shuffles; P61) give the same view,
    the same information state and the same decision for the same seed, at every level."""
    game = get_game("nexa")
    m = _ai_decision_point(seed)
    seat = game.pending(m.state)[0].seat
    a, b = game.copy(m.state), _swap_hidden(m.state, seat)
    assert game.to_json(a) != game.to_json(b)  # the hidden parts really differ
    assert game.view(a, seat) == game.view(b, seat)
    assert game.view(a, 1 - seat) != game.view(b, 1 - seat)  # the opponent's own hand changed
    ia, ib = game.information_state(a, seat), game.information_state(b, seat)
    assert ia is not None and ib is not None
    assert game.to_json(ia) == game.to_json(ib)
    for level in LEVELS:
        ca = decide_for(game, a, seat, level, SMALL, seed=11)
        cb = decide_for(game, b, seat, level, SMALL, seed=11)
        assert ca.token == cb.token, level
        assert ca.iterations == cb.iterations


def test_sampled_states_keep_the_seats_view_and_the_rules_sound() -> None:
    """A determinization deals the hidden cards anew but changes nothing the seat sees (auto-pass
    aside: search skips empty passes), and passes the engine's own invariant checks."""
    game = get_game("nexa")
    m = _ai_decision_point(5)
    seat = game.pending(m.state)[0].seat
    info = game.information_state(m.state, seat)
    seen = []
    for k in range(5):
        d = game.determinize(info, seat, random.Random(k))
        assert game.check_invariants(d) == []
        va, vb = game.view(d, seat), game.view(m.state, seat)
        for v in (va, vb):
            for pl in v["players"]:
                pl.pop("autopass")
            v.pop("events")
        assert va == vb
        seen.append(tuple(d.defs[i].number for i in d.place(1 - seat, HAND)))
    assert len(set(seen)) > 1  # the other hand is really sampled


def test_a_fixed_iteration_budget_makes_search_reproducible() -> None:
    game = get_game("nexa")
    m = _ai_decision_point(3)
    seat = game.pending(m.state)[0].seat
    info = game.information_state(m.state, seat)
    one = decide(game, info, seat, "hard", Budget(seconds=30.0, iterations=25), seed=4)
    two = decide(game, info, seat, "hard", Budget(seconds=30.0, iterations=25), seed=4)
    assert one == two.__class__(two.token, two.iterations, one.seconds)
    assert one.iterations == 25


def test_forced_steps_cost_no_search() -> None:
    """A lone legal token (a pass with auto-pass off) and a lone way forward (besides backing out of a
    declaration) are answered at once, without a single search iteration."""
    game = get_game("nexa")
    rnd = random.Random(2)
    names, decks = random_setup("nexa", rnd)
    m = Match.start("nexa", names, decks, 2, {"autopass": [False, False]})
    found = {"single": False, "one_forward": False}
    while not m.is_over() and not all(found.values()):
        p = game.pending(m.state)[0]
        roles = [game.action(m.state, p.seat, p.kind, t, False).role for t in p.tokens]
        kind = "single" if len(p.tokens) == 1 else \
            "one_forward" if len([r for r in roles if r != "undo"]) == 1 else None
        if kind is not None:
            c = decide_for(game, m.state, p.seat, "hard", Budget(seconds=2.0))
            assert c.iterations == 0 and c.seconds < 0.05
            assert c.token in p.tokens and roles[p.tokens.index(c.token)] != "undo"
            found[kind] = True
        m.apply(p.seat, choose_random(rnd, game.decisions(m.state, labels=False)[0]))
    assert all(found.values()), found


def _play(game_name: str, levels: list[str], seed: int, budget: Budget) -> Match:
    game: GameBase[Any] = get_game(game_name)
    rnd = random.Random(seed)
    names, decks = random_setup(game_name, rnd)
    m = Match.start(game_name, names, decks, seed, random_options(game_name, True, len(names)))
    for n in range(3000):
        if m.is_over():
            break
        p = game.pending(m.state)[0]
        c = decide_for(game, m.state, p.seat, levels[p.seat % len(levels)], budget, seed=seed * 7919 + n)
        m.apply(p.seat, c.token)
    return m


@pytest.mark.parametrize("name", game_names())
def test_every_game_plays_to_the_end_at_every_level(name: str) -> None:
    """Each registered game has all levels (a generic fallback where the game has no hooks)."""
    m = _play(name, ["easy", "normal"], 1, Budget(seconds=1.0, iterations=4))
    assert m.is_over()
    m = _play(name, ["hard", "random"], 2, Budget(seconds=1.0, iterations=4))
    assert m.is_over()


def test_unknown_level_is_refused() -> None:
    game = get_game("nexa")
    m = _midgame(1, 0)
    info = game.information_state(m.state, game.pending(m.state)[0].seat)
    with pytest.raises(ValueError, match="unknown level"):
        decide(game, info, 0, "grandmaster")
