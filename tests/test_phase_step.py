"""`GameBase.phase_step` names the phase and step exactly as the spectator's view does: the bot finds
the auto-passed damage step with it (bot/moments.py), so a game's shortcut must never disagree."""

from __future__ import annotations

import random

import pytest

from engine.api import Match, game_names, get_game
from engine.selfplay import choose_random, random_options, random_setup


@pytest.mark.parametrize("game_name", game_names())
def test_phase_step_agrees_with_the_view_throughout_a_random_game(game_name: str) -> None:
    game = get_game(game_name)
    rnd = random.Random(7)
    names, decks = random_setup(game_name, rnd)
    m = Match.start(game_name, names, decks, seed=7, options=random_options(game_name, False, len(names)))
    seen = set()
    for _ in range(400):
        view = m.view(None)
        at = game.phase_step(m.state)
        assert at == (str(view.get("phase") or ""), str(view.get("step") or ""))
        seen.add(at)
        d = m.decision()
        if d is None:
            break
        m.apply(d.player, choose_random(rnd, d))
    assert len(seen) > 1  # the game really moved through its phases
