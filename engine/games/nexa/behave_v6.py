"""Behaviour checks of issue 14 family V6 (behave.py asks these): what the board must show after a text of these
constructs resolved."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

VERBS = frozenset(("cardv6_reveal_at_least",))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any, every: Any,
                expect: Callable[..., list[str]]) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] != "cardv6_reveal_at_least":
        return None
    shown = [c for e in a.events if e.kind == "reveal" for c in e.cards]
    if not shown:
        return ["reveal: no card shown"]
    d = sc.state.defs[shown[0]]
    v = d.gain_level if d.type == "graphic" and d.gain_level is not None else d.roll_total
    return expect(step["steps"], b, a, sc, every) if v >= int(step["at_least"]) else []
