"""`sortie scenario` for classic: play listed actions from a seed and check expectations."""

from __future__ import annotations

from typing import Any

from ...core.base import GameBase
from ...core.errors import IllegalAction
from ...core.protocol import ScenarioReport


def run(game: GameBase[Any], doc: dict[str, Any]) -> ScenarioReport:
    """Document keys: name, seed, decks (two preset ids), actions ([seat, token] or "auto" to pass
    through), expect: {winner, turn_at_least, over}."""
    name = str(doc.get("name", "scenario"))
    presets = game.preconstructed()
    decks = [list(presets[d].cards) for d in doc.get("decks", list(presets)[:2])]
    state = game.new_state(["P1", "P2"], decks, int(doc.get("seed", 1)))
    failures: list[str] = []
    checks = 0
    for seat, token in doc.get("actions", []):
        try:
            game.apply(state, int(seat), str(token))
        except IllegalAction as e:
            failures.append(f"{token}: {e}")
            break
    if doc.get("play_out"):
        n = 0
        while not game.is_over(state) and n < 20_000:
            d = game.decision(state, labels=False)
            assert d is not None
            game.apply(state, d.player, game.default_action(d))
            n += 1
    exp = doc.get("expect", {})
    out = game.outcome(state)
    if "over" in exp:
        checks += 1
        if (out is not None) != bool(exp["over"]):
            failures.append(f"over: expected {exp['over']}")
    if "winner" in exp:
        checks += 1
        if out is None or out.winner != int(exp["winner"]):
            failures.append(f"winner: expected {exp['winner']}, got {None if out is None else out.winner}")
    if "turn_at_least" in exp:
        checks += 1
        if game.turn(state) < int(exp["turn_at_least"]):
            failures.append("turn_at_least")
    problems = game.check_invariants(state)
    checks += 1
    failures.extend(problems[:3])
    return ScenarioReport(name, checks, tuple(failures))
