"""Issue 14 family B8: waiting effects 「このターン、（trigger）場合、…」 (verb cardb8_this_turn, cardb8steps.py): their keys in
`State.order_queue`, waking them (effects.queue_trigger) and dropping them at the turn's end (turn._end_turn); no
import of effects, so play.py, turn.py and cardr3steps.py read it (ruling R-470)."""

from __future__ import annotations

from typing import Any, Final

from .state import State
from .targets import side_of

PREFIX: Final = "b8:"  # order_queue kinds of this family's waiting effects (turn._end_turn drops them)
WAKE_EVENTS: Final = frozenset(("deals_home_damage", "deals_battle_damage", "deals_unit_damage", "sortie",
                                "defence_sortie", "attack_sortie", "becomes_engaged"))


def names_in(steps: Any) -> set[str]:
    """Target names (t1, t2, ...) the steps use."""
    out: set[str] = set()
    if isinstance(steps, dict):
        for v in steps.values():
            out |= names_in(v)
    elif isinstance(steps, (list, tuple)):
        for v in steps:
            out |= names_in(v)
    elif isinstance(steps, str) and len(steps) > 1 and steps[0] == "t" and steps[1:].isdigit():
        out.add(steps)
    return out


def late_names(step: dict[str, Any]) -> set[str]:
    """Names first used inside a waiting 「このターン、…場合、…」: chosen when it starts (cardr3steps.with_late_binds)."""
    return names_in(step["steps"]) if step.get("do") in ("cardb8_this_turn", "cardb8_show_then") else set()


def waiting_only(effect: Any) -> frozenset[str]:
    """Target names used only inside 「このターン、…場合、…」 steps: not needed on play (P57: the effect waits; play.py)."""
    inside: set[str] = set()
    outside: set[str] = set()
    for x in effect:
        if x.get("do") == "cardb8_this_turn":
            inside |= names_in(x["steps"])
        else:
            outside |= names_in(x)
    return frozenset(inside - outside)


def wake(s: State, event: str, iid: int) -> None:
    """An event this family's waiting effects may wait for happened: those waiting for it start (once)."""
    if event == "sortie":
        key = f"{PREFIX}sortie:{side_of(s, iid)}"
    else:
        key = f"{PREFIX}{event}:{iid}:{s.stamp[iid]}"
    if any(w[0] == key for w in s.order_queue):
        s.order_queue = [("now_w", w[1]) if w[0] == key else w for w in s.order_queue]


def drop_waiting(s: State) -> None:
    """The turn ends: what still waits ends with it (P59)."""
    if any(w[0].startswith(PREFIX) for w in s.order_queue):
        s.order_queue = [w for w in s.order_queue if not w[0].startswith(PREFIX)]
