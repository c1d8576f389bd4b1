"""Behaviour check helpers of issue 14, family B6 (behave.py calls them when it checks a step)."""

from __future__ import annotations

from typing import Any, Final

from .cardo5locks import LOCK_ONE_SQUAD

VERBS: Final = frozenset(("cardb6_one_squad",))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "cardb6_one_squad":  # the side said, and only it, sorties one squad only this turn
        want = {"own": {0}, "enemy": {1}}[step["side"]]
        have = {seat for seat in (0, 1) if (seat, LOCK_ONE_SQUAD) in sc.state.skips}
        return [] if have == want else [f"cardb6_one_squad: players {sorted(have)}, not {sorted(want)}"]
    return None
