"""Behaviour checks of family T9's constructs (issue 14)."""

from __future__ import annotations

from typing import Any

from .cardt9rules import DRAW_FROM_DISCARD

VERBS = frozenset(("cardt9_rule_draw_from",))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "cardt9_rule_draw_from":  # that player's rule draw is from its discard pile this turn, and no other's
        want = {"own": {0}, "enemy": {1}}[step["side"]]
        have = {seat for seat in (0, 1) if (seat, DRAW_FROM_DISCARD) in sc.state.skips}
        return [] if have == want else [f"rule draw from the discard pile: players {sorted(have)}, not {sorted(want)}"]
    return None
