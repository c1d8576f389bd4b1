"""Behaviour check of issue 14's family R9 (textc/cardr9.py): boards its texts can be played on."""

from __future__ import annotations

from typing import Any, Final

from . import state as st
from .scenario import Scenario


def r9_seed(sc: Scenario, ab: dict[str, Any]) -> None:
    """A text moving a destroyed enemy card to its owner's home (「破壊されている敵軍カード1枚を持ち主の本国の上か下に移す」)
    needs one: an enemy unit of the deploy area is destroyed, its 廃棄 effect waiting (P39)."""
    if not any(s.get("do") == "cardr3_place" for s in ab.get("effect", ())):
        return
    targets = ab.get("targets", {})
    if not any(isinstance(sel, dict) and sel.get("destroyed") and sel.get("side") == "enemy" for sel in targets.values()):
        return
    s = sc.state
    foes = [i for i in s.place(1, st.DEPLOY) if s.defs[i].type == "unit"][:1]
    for iid in foes:
        s.destroyed[iid] = True
        s.destroyed_queue.append(iid)
    s.version += 1


VERBS: Final = frozenset(("cardr9_tops_upto",))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Scenario) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] != "cardr9_tops_upto":
        return None
    lost = [b.counts[(seat, st.HOME)] - a.counts[(seat, st.HOME)] for seat in (0, 1)]
    junk = [a.counts[(seat, st.JUNK)] - b.counts[(seat, st.JUNK)] for seat in (0, 1)]
    n = max(lost)
    ok = 1 <= n <= int(step["upto"]) and all(
        x == min(n, b.counts[(seat, st.HOME)]) and junk[seat] >= x for seat, x in enumerate(lost))
    return [] if ok else [f"tops_upto: the homes lost {lost[0]}, {lost[1]} cards"]
