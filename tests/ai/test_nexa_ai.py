"""NEX-A's AI (engine/games/nexa/ai.py) and the search savings it relies on (issue 15: forced and
single-option steps cost nothing; a decision costs no more search than it needs)."""

from __future__ import annotations

import random

import pytest

from engine.ai import Budget, decide, decide_for, ismcts
from engine.core.match import Match
from engine.core.registry import get_game
from engine.games.nexa.ai import evaluate
from engine.games.nexa.state import DEPLOY, HOME, State
from engine.selfplay import choose_random, random_options, random_setup


def test_a_payment_is_left_to_pay_auto_without_search() -> None:
    """Choosing which G to roll (P20 payment) is settled by pay:auto, which keeps graphics standing for
    the guard system: hard answers at once, with no search iteration."""
    game = get_game("nexa")
    found = 0
    for seed in (1, 2, 3):
        for s in _states(seed):
            p = game.pending(s)[0]
            if "pay:auto" in p.tokens and len([t for t in p.tokens if t.startswith("pay:")]) > 2:
                c = decide_for(game, s, p.seat, "hard", Budget(seconds=5.0))
                assert c.token == "pay:auto" and c.iterations == 0 and c.seconds < 0.5
                found += 1
    assert found >= 3


def test_search_stops_once_the_leader_is_settled_with_the_same_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    """Search ends when the most visited choice can no longer be overtaken by the iterations left:
    fewer iterations, and the very choice the whole budget gives."""
    game = get_game("nexa")
    budget = Budget(seconds=60.0, iterations=48)
    early = []
    for s in _states(4)[20::9]:
        p = game.pending(s)[0]
        info = game.information_state(s, p.seat)
        c = decide(game, info, p.seat, "hard", budget, seed=5)
        if 0 < c.iterations < budget.iterations:
            early.append((info, p.seat, c.token))
        if len(early) == 3:
            break
    assert early, "no decision was settled early"
    monkeypatch.setattr(ismcts, "_settled", lambda root, left: False)
    for info, seat, token in early:
        full = decide(game, info, seat, "hard", budget, seed=5)
        assert full.iterations == budget.iterations
        assert full.token == token


def _states(seed: int, moves: int = 400) -> list[State]:
    """A copy of every position of a random game (auto-pass on)."""
    game = get_game("nexa")
    rnd = random.Random(seed)
    names, decks = random_setup("nexa", rnd)
    m = Match.start("nexa", names, decks, seed, random_options("nexa", True, 2))
    out = []
    while not m.is_over() and len(m.log) < moves:
        out.append(game.copy(m.state))
        d = game.decisions(m.state, labels=False)[0]
        m.apply(d.player, choose_random(rnd, d))
    return out


def test_evaluation_prefers_the_stronger_board_and_fears_an_empty_home() -> None:
    """The search judges cut-off rollouts by this: a strong unit counts more than a weak one, and a card
    lost from a nearly empty 本国 (P13: 0 cards loses) costs more than one from a full one."""
    game = get_game("nexa")
    s = _states(6, 60)[-1]
    base = evaluate(s)[0]
    units = sorted((i for i, d in enumerate(s.defs) if d.stats is not None and d.type == "unit"
                    and s.owner[i] == 0 and s.zone[i] == HOME), key=lambda i: sum(s.defs[i].stats or (0, 0, 0)))
    weak, strong = game.copy(s), game.copy(s)
    for t, iid in ((weak, units[0]), (strong, units[-1])):
        t.place(0, HOME).remove(iid)
        t.place(0, DEPLOY).append(iid)
        t.set_zone(iid, DEPLOY)
    assert evaluate(strong)[0] > evaluate(weak)[0] > base
    full, low = game.copy(s), game.copy(s)
    for seat in (0, 1):
        del low.place(seat, HOME)[3:]
    one_less_full, one_less_low = game.copy(full), game.copy(low)
    one_less_full.place(0, HOME).pop()
    one_less_low.place(0, HOME).pop()
    assert evaluate(low)[0] - evaluate(one_less_low)[0] > 1.5 * (evaluate(full)[0] - evaluate(one_less_full)[0])
