"""Behaviour check helpers of issue 14, family K4 (behave.py calls them when it builds a scenario)."""

from __future__ import annotations

from typing import Any

from . import state as st
from .playlocks import LOCKS

VERBS = frozenset(("lock_plays", "withdraw_rerolled"))


def k4_board(rerolled: list[Any], own: dict[str, Any]) -> None:
    """A reroll of own units of one G sign colour (「白のGサインを持つ、全ての自軍ユニットは、…リロールできる」): a rolled own
    unit of that colour in the deploy area, so that the reroll shows on the board."""
    for sel in rerolled:
        if isinstance(sel, dict) and sel.get("side") == "own" and sel.get("type") == "unit" \
                and isinstance(sel.get("gsign_colour"), str):
            own["deploy"].append({"card": f"BH-{sel['gsign_colour']}-1", "rolled": True})
            return


def k4_rerolls_self(a: dict[str, Any]) -> bool:
    """「このカードは、…場合、ターン終了時まで…を得ると共に、リロールできる」: this card rerolled under an `if` (it starts
    rolled on the board, so that the reroll shows)."""
    for step in a.get("effect", []):
        for x in step.get("then", []) if step["do"] == "if" else []:
            inner = x.get("steps", []) if x["do"] == "together" else []
            for y in inner:
                if y["do"] == "optional" and any(z["do"] == "reroll" and z.get("target") == "self" for z in y["steps"]):
                    return True
    return False


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "lock_plays":  # the player(s) said, and only they, cannot play commands (texts) this turn
        want = {"own": {0}, "enemy": {1}, "any": {0, 1}}[step["side"]]
        have = {seat for seat in (0, 1) if (seat, LOCKS[step["what"]]) in sc.state.skips}
        return [] if have == want else [f"lock_plays {step['what']}: players {sorted(have)}, not {sorted(want)}"]
    if step["do"] == "withdraw_rerolled":  # a unit of a battle area went to a deploy area, rerolled
        moved = [i for i in range(len(b.zone)) if b.zone[i] == st.BATTLE and a.zone[i] == st.DEPLOY]
        if not moved:
            return ["withdraw_rerolled: no unit left a battle area for a deploy area"]
        return [] if all(not a.rolled[i] for i in moved) else ["withdraw_rerolled: a unit came back rolled"]
    return None
