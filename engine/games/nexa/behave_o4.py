"""Family O4's steps in the behaviour check (behave.py): what the board must show after them."""

from __future__ import annotations

from typing import Any

from . import state as st
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


def hand_out(every: list[dict[str, Any]], b: Any, a: Any, sc: Any, who: int) -> int:
    """Cards of `who`'s hand (or just drawn) that a step of the text set as blank set cards (set_blank what hand /
    hand_hangar, cardo4rules.hand_picks): they left the hand the draw filled."""
    if not any(x["do"] == "set_blank" and x.get("what") in ("hand", "hand_hangar") for x in every):
        return 0
    s = sc.state
    return sum(1 for i in range(len(s.zone)) if b.zone[i] in (st.HAND, st.HOME) and a.zone[i] == st.SET
               and s.owner[i] == who)
