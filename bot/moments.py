"""Boards of moments auto-pass went through: a battle resolved while nobody had to decide would
otherwise only be seen after its units went home (issue #10).

The bot replays the one action on a copy with auto-pass off, stopping at every free timing the real
run passed for a player, and keeps the spectator's view of the first stop inside a step the game's
bundle names (NEX-A: the damage step, both squads facing each other before the damage is dealt;
the posted log lines say what the damage did), when the bundle's `board_shows` finds it worth a board
(NEX-A: a squad fought; a turn without an attack also goes through the damage step). No rules here:
only the engine's own pending choices, its `pass` token and its views.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any

from engine.api import get_game

STOPS = 200  # auto-passed free timings followed at most (a turn has about twenty)


def passed_boards(game_name: str, before: Any, seat: int, token: str, after: Any,
                  steps: Collection[tuple[str, str]],
                  shows: Callable[[Mapping[str, Any]], bool] | None = None) -> list[dict[str, Any]]:
    """Spectator views of the `steps` (phase, step) that auto-pass carried `token` through;
    [] when the game has no auto-pass, nothing was skipped, the real run stopped there anyway, or
    `shows` finds the view not worth a board."""
    game = get_game(game_name)
    seats = game.seats(before)
    if not steps or not any(game.autopass_of(before, p) for p in range(seats)):
        return []
    if token not in next((p.tokens for p in game.pending(before) if p.seat == seat), ()):
        return []  # a setting or a concession: no step is gone through
    now = game.phase_step(after)
    if now in steps or (now == game.phase_step(before) and game.turn(after) == game.turn(before)):
        return []  # the board after the action shows that step, or the action stayed in its step
    sim = game.copy(before)
    for p in range(seats):
        if game.autopass_of(sim, p):
            game.set_autopass(sim, p, False)
    # `play`, not `apply`: these tokens were checked against the same pending choices just now,
    # and a replay on a copy is not a new action reaching the match
    game.play(sim, seat, token)
    found: dict[str, Any] | None = None
    for _ in range(STOPS):
        if game.phase_step(sim) in steps:
            if found is None:  # nobody was asked there: the board names no decider
                view = game.view(sim, None)
                if shows is not None and not shows(view):
                    return []  # nothing there to see (NEX-A: a damage step nobody fought in)
                found = {**view, **{k: None for k in ("deciding", "decision_kind") if k in view}}
        elif found is not None:
            return [found]  # auto-pass went through the whole step: nobody saw it
        pending = game.pending(sim)
        if len(pending) != 1 or pending[0].tokens != ("pass",) or not game.autopass_of(before, pending[0].seat):
            return []  # the real run stopped here too: its board is the one posted anyway
        game.play(sim, pending[0].seat, "pass")
    return []

