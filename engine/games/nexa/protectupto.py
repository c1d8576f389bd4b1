"""The verb `protect_upto` (issue 14 family V3): 「…は、ターン終了時までX以下の合計国力を持つ敵軍カードの効果の
対象にならない」.

The target cannot be the target of an effect of an enemy card whose total cost is the value or less
(P56, P72), until the turn ends. The value (X included) is read when the step resolves and kept with
the protection, a grant (iid, stamp, "untargetable_upto", n, until) that overrides.untargetable asks
about; a card without a total cost (a graphic, P29) is never a card of N or less total cost (R-122).
"""

from __future__ import annotations

from typing import Any, Final

from .effects import Step, resolve_target, seat_of, source_of, val, verb
from .places import emit, name
from .state import Resolving, State
from .targets import matches

KIND: Final = "untargetable_upto"


@verb("protect_upto")
def _protect_upto(s: State, ctx: Resolving, st: Step) -> None:
    n = val(s, ctx, st["amount"])
    until = st.get("until", "turn_end")
    spec = st["target"]
    if until == "this_turn" and isinstance(spec, dict) and spec.get("count") == "all":
        # 「全ての自軍ユニットは、このターン、…」 (family V5, R-280): every card that fits while the turn lasts
        s.floating.append((spec, seat_of(ctx), source_of(ctx), KIND, n, "turn_end"))
        emit(s, "grant", f"このターン、{n}以下の合計国力を持つ敵軍カードの効果の対象にならない",
             f"this turn: untargetable by enemy cards of total cost {n} or less")
        s.version += 1
        return
    for iid in resolve_target(s, ctx, spec):
        s.grants.append((iid, s.stamp[iid], KIND, n, until))
        emit(s, "grant", f"{name(s, iid)}: {n}以下の合計国力を持つ敵軍カードの効果の対象にならない",
             f"{name(s, iid, 'en')}: untargetable by enemy cards of total cost {n} or less", (iid,))
    s.version += 1


def stops(s: State, iid: int, source: int) -> bool:
    """Does a protection of this kind on `iid` keep the enemy card `source`'s effect from targeting it?"""
    if source < 0 or s.defs[source].type == "graphic":
        return False
    st = s.stamp[iid]
    cost = s.defs[source].total_cost
    return any(g[0] == iid and g[1] == st and g[2] == KIND and cost <= g[3] for g in s.grants)


def floating_stops(s: State, iid: int, source: int) -> bool:
    """Does a protection of this kind for every card that fits this turn (R-280) keep `source`'s effect off `iid`?"""
    if source < 0 or s.defs[source].type == "graphic":
        return False
    cost = s.defs[source].total_cost
    return any(f[3] == KIND and cost <= f[4] and matches(s, f[0], iid, f[1], f[2], by_effect=False)
               for f in s.floating)


def expect(step: dict[str, Any], b: Any, a: Any, sc: Any, num: Any) -> list[str] | None:
    """The behaviour check (behave.py): a card of the board got the protection with the value; None for
    another verb."""
    if step["do"] != "protect_upto":
        return None
    want = num(step["amount"])
    s = sc.state
    if any(g[2] == KIND and g[3] == want and g[1] == s.stamp[g[0]] for g in s.grants):
        return []
    if any(f[3] == KIND and f[4] == want for f in s.floating):  # for the turn, every card that fits
        return []
    return [f"protect_upto {want}: no card got it"]
