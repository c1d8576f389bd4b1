"""Verbs of issue 14's family S, second round: steps that read what an earlier step of the same effect did.

「（step）。この効果で対象が破壊された場合、（steps）」: `watch_destroyed` notes the cards its first step
targets that are not destroyed yet, runs that step, and `if_destroyed` then runs its steps when one of
them was destroyed by it (or, with `destroyed: false`, when none was).
"""

from __future__ import annotations

from .effects import Step, resolve_target, verb
from .state import JUNK, Resolving, State


@verb("watch_destroyed")
def _watch_destroyed(s: State, ctx: Resolving, st: Step) -> list[Step]:
    first = st["steps"][0]
    ref = first.get("target")
    cards = resolve_target(s, ctx, ref) if isinstance(ref, str) else []
    ctx.bound["_watched"] = tuple(c for c in cards if not s.destroyed[c] and s.zone[c] != JUNK)
    return list(st["steps"])


@verb("if_destroyed")
def _if_destroyed(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """A watched card destroyed since (destroyed flag, or already in the junkyard): P39's 破壊."""
    hit = any(s.destroyed[c] or s.zone[c] == JUNK for c in ctx.bound.get("_watched", ()))
    return list(st["steps"]) if hit == bool(st["destroyed"]) else []
