"""Texts of a card that is a G (issue 14, family B): its 〈 〉 texts work while it is a G (rulebook,
the special texts' 〈 〉), and 「〔R〕を支払う」 while resolving rolls the card itself, a G included."""

from __future__ import annotations

from .effects import Step, StepFailed, source_of, verb
from .places import emit, name, set_rolled
from .state import FIELD_ZONES, Resolving, State


@verb("pay_roll")
def _pay_roll(s: State, ctx: Resolving, st: Step) -> None:
    """「〔R〕を支払う」: roll this card; a rolled (or gone) card cannot pay it, and the step fails (P77)."""
    src = source_of(ctx)
    if s.zone[src] not in FIELD_ZONES or s.rolled[src]:
        raise StepFailed()
    set_rolled(s, src, True)
    emit(s, "pay", f"{name(s, src)}をロールして支払った", f"rolled {name(s, src, 'en')} to pay", (src,))
