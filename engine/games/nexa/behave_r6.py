"""Behaviour checks of issue 14's family R6 (named step results and looking at cards, round 2; cardr6steps.py)."""

from __future__ import annotations

from typing import Any, Final

from . import state as st

VERBS: Final = frozenset(("cardr6_random_hangar",
                          "cardr6_each_discard_draw",
                          "cardr6_hand_under_draw"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "cardr6_each_discard_draw":
        return _each_discard_draw(step, b, a, sc)
    if step["do"] == "cardr6_hand_under_draw":  # k cards under the home (k ≤ N), k drawn: both counts as before
        k = sum(1 for i in range(len(b.zone)) if b.zone[i] == st.HAND and a.zone[i] == st.HOME and sc.state.owner[i] == 0)
        ok = k <= int(step["count"]["upto"]) and a.counts[(0, st.HAND)] == b.counts[(0, st.HAND)]
        return [] if ok else [f"hand_under_draw: {k} under, hand {b.counts[(0, st.HAND)]}→{a.counts[(0, st.HAND)]}"]
    if step["do"] != "cardr6_random_hangar":
        return None
    seat = 0 if step["side"] == "own" else 1
    n = len(b.zone)
    to = seat if "to" not in step else (0 if step["to"] == "own" else 1)  # the other side's hangar (family Z8, R-482)
    moved = [i for i in range(n) if b.zone[i] == st.HAND and a.zone[i] == st.HANGAR and sc.state.owner[i] == seat
             and a.zseat[i] == to]
    want = min(int(step["count"]), b.counts[(seat, st.HAND)])
    return [] if len(moved) == want else [f"random {step['count']} of the hand to the hangar: {len(moved)} went"]


def _each_discard_draw(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str]:
    """Each player's hand lost min(N, held) cards to the junkyard; a player who lost one drew the cards said."""
    n = len(b.zone)
    out: list[str] = []
    for p in (0, 1):
        held = b.counts[(p, st.HAND)]
        gone = sum(1 for i in range(n) if b.zone[i] == st.HAND and a.zone[i] == st.JUNK and sc.state.owner[i] == p)
        drawn = min(int(step["draw"]), b.counts[(p, st.HOME)]) if gone else 0
        if gone != min(int(step["count"]), held) or a.counts[(p, st.HAND)] != held - gone + drawn:
            out.append(f"each_discard_draw: player {p} discarded {gone} of {held}, holds {a.counts[(p, st.HAND)]}")
    return out
