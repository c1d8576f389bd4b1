"""Family O4's steps in the behaviour check (behave.py): what the board must show after them."""

from __future__ import annotations

from typing import Any

from .conditions import holds

VERBS = frozenset(("instead_if",))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any, every: list[dict[str, Any]]) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb.

    instead_if (cardo4rules.py): the move in place of the bounce while the condition holds (a card of the printed name
    among the own Gs or in the own junkyard, which the step does not move), else the bounce."""
    if step["do"] != "instead_if":
        return None
    from .behave import _expect

    me = sc.labels.get("me", -1)
    if me >= 0 and holds(sc.state, step["condition"], me, 0):
        sub = ({"do": "discard", "target": step["target"]} if step["to"] == "junkyard"
               else {"do": "move", "target": step["target"], "to": step["to"]})
    else:
        sub = {"do": step["of"], "target": step["target"]}
    return _expect([sub], b, a, sc, every)
