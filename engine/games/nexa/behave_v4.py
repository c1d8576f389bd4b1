"""Behaviour checks of issue 14 family V4 (behave.py asks these): what the board must show after a text of
these constructs resolved."""

from __future__ import annotations

from typing import Any

from . import state as st

VERBS = frozenset(("share_damage",))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "share_damage":  # the damage printed, shared: no more in all, every share on a declared card
        n = len(b.zone)
        amount = step["amount"] if isinstance(step["amount"], int) else b.values[repr(step["amount"])]
        dealt = sum(max(0, a.damage[i] - b.damage[i]) for i in range(n))
        gone = [i for i in range(n) if (a.destroyed[i] and not b.destroyed[i]) or
                (b.zone[i] in st.FIELD_ZONES and a.zone[i] == st.JUNK)]
        if dealt > amount:
            return [f"share {amount} damage: {dealt} dealt"]
        if dealt < amount and not gone:
            return [f"share {amount} damage: only {dealt} dealt"]
        return []
    return None



def cause_offered(sc: Any, sel: dict[str, Any]) -> int | None:
    """「そのユニット」 (selector key cause): the card the generated board plays for the trigger to hear, still on its
    way (in the cut) when the board is read, so it counts as there; None for another selector."""
    if "cause" not in sel:
        return None
    return 1 if "enterer" in sc.labels else 0


def nothing_left(every: list[dict[str, Any]], b: Any) -> bool:
    """「…の上のカードX枚を見て、その中にある…1枚を…。その後、残りを廃棄する」 with X chosen as many as the look
    takes (the first legal answer, X = 1): the look leaves no card for the rest."""
    look = next((x for x in every if x["do"] == "search"), None)
    return look is not None and look.get("top") == "X" and b.values.get("_x") == look.get("count")
