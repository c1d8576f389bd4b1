"""Family Z8's steps in the behaviour check (behave.py): what the board must show after them (issue 14)."""

from __future__ import annotations

from typing import Any, Final

from . import state as st

VERBS: Final = frozenset(("cardz8_hold_out",))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb.

    cardz8_hold_out (heldz8.py, R-480): the cards held out are in the removed place (a hand's: as many as said, or as the
    hand held), and the turn's end waits to bring back exactly those."""
    if step["do"] != "cardz8_hold_out":
        return None
    s = sc.state
    n = len(b.zone)
    if step.get("random"):
        seat = 0 if step["side"] == "own" else 1
        held = [i for i in range(n) if b.zone[i] == st.HAND and a.zone[i] == st.REMOVED and s.owner[i] == seat]
        want = min(int(step["count"]), b.counts[(seat, st.HAND)])
        if len(held) != want:
            return [f"hold out {step['count']} of the hand: {len(held)} held"]
    else:
        held = [i for i in range(n) if b.zone[i] in st.FIELD_ZONES and a.zone[i] == st.REMOVED and b.zone[i] != st.SET]
        if not held:
            return ["hold out: no card of the field went out"]
    waiting = [w for w in s.order_queue if w[0] == "waiting" and w[1][1][:1]
               and w[1][1][0].get("do") == "_cardz8_bring_back"]
    if not waiting:
        return ["hold out: nothing waits for the turn's end"]
    bound = {i for k, v in waiting[-1][1][2] if k == "_cardz8_held" for i in v}
    return [] if bound == set(held) else [f"hold out: the turn's end brings back {sorted(bound)}, held {sorted(held)}"]
