"""Behaviour check of issue 14's family R9 (textc/cardr9.py): boards its texts can be played on."""

from __future__ import annotations

from typing import Any

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
