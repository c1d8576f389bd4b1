"""Verbs of issue 14's family S: steps about what an earlier step chose or named.

`together` is 「AとBを破壊する」, 「このカードと敵軍ユニット1枚を…」: one verb said of two targets, each
declared in turn on play (対象1, 対象2: P56), done to each in the order the text names them.
"""

from __future__ import annotations

from typing import Any

from .effects import Step, verb
from .state import Resolving, State
from .targets import candidates


@verb("designate")
def _designate(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """The target was declared on play and is checked on resolution (P56-P57); nothing else happens."""
    return list(st.get("steps", ()))


@verb("together")
def _together(s: State, ctx: Resolving, st: Step) -> list[Step]:
    return list(st["steps"])


def _linked(targets: Any) -> list[tuple[str, str, Any]]:
    """(earlier, later, later's selector) for each target engaged with an earlier one (「対象1と交戦中の」)."""
    out = []
    for name, sel in targets:
        ref = sel.get("engaged_with") if isinstance(sel, dict) else None
        if isinstance(ref, str):
            out.append((ref, name, sel))
    return out


def keeps_later_targets(s: State, targets: Any, seat: int, source: int, x: int,
                        bound: dict[str, tuple[int, ...]], name: str, card: int) -> bool:
    """May `card` be chosen as target `name`: does every later target engaged with it still have one (P56)?"""
    for ref, _later, sel in _linked(targets):
        if ref == name and not candidates(s, sel, seat, source, {**bound, name: (card,)}, x):
            return False
    return True


def linked_targets_possible(s: State, targets: Any, seat: int, source: int, x: int) -> bool:
    """Can the targets engaged with an earlier target all be declared (P56: else the play is not declared)?"""
    pool = dict(targets)
    for ref, _later, _sel in _linked(targets):
        if ref in pool and not any(keeps_later_targets(s, targets, seat, source, x, {}, ref, c)
                                   for c in candidates(s, pool[ref], seat, source, None, x)):
            return False
    return True
