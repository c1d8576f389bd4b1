"""Verbs of issue 14's family R5: named step results (ruling R-290).

「X。その場合、Y。この効果で、（selector）を廃棄した（破壊した）場合、Z。」: `cardr5_watch` notes what its steps may discard
or destroy (each junkyard's size; the chosen targets of the step that destroys, not destroyed yet), runs them, then its
check: `if_discarded` (discardz4.py) or `if_destroyed` (named_steps2.py), which read those notes.
"""

from __future__ import annotations

from typing import Any, Final

from .effects import Step, resolve_target, verb
from .state import JUNK, REMOVED, Resolving, State

_DESTROYING: Final = "destroy"


def _destroy_ref(steps: list[Any]) -> Any:
    """The target name of the step that destroys (a 「…できる」 unwrapped), if any."""
    for st in steps:
        if st["do"] == "optional" and len(st["steps"]) == 1:
            st = st["steps"][0]
        if st["do"] == _DESTROYING and isinstance(st.get("target"), str):
            return st["target"]
    return None


@verb("cardr5_watch")
def _watch(s: State, ctx: Resolving, st: Step) -> list[Step]:
    ctx.bound["_junk_before"] = (len(s.place(0, JUNK)), len(s.place(1, JUNK)))
    if st["kind"] == "destroyed":
        ref = _destroy_ref(st["steps"][:-1])
        cards = resolve_target(s, ctx, ref) if ref is not None else []
        ctx.bound["_watched"] = tuple(c for c in cards if not s.destroyed[c] and s.zone[c] != JUNK)
        ctx.bound["_watched_out"] = tuple(c for c in cards if s.zone[c] != REMOVED)
    return list(st["steps"])
