"""Family O8's verbs (issue 14): 「…は、カット終了時まで、X以下のロールコストを持つ敵軍コマンドの対象にならない」.

The target cannot be the target of an enemy command whose roll cost (all its colours together) is the value or less
(P56), until the cut (or the turn) ends; the value (X included, 〔X〕 paid) is read as the step resolves and kept with the
protection, a grant (iid, stamp, KIND, n, until) overrides.untargetable asks about (R-446).
"""

from __future__ import annotations

from typing import Final

from .effects import Step, resolve_target, val, verb
from .places import emit, name
from .state import Resolving, State

KIND: Final = "cardo8_roll_upto"


@verb("cardo8_protect_roll_upto")
def _protect_roll_upto(s: State, ctx: Resolving, st: Step) -> None:
    n = val(s, ctx, st["amount"])
    until = st.get("until", "turn_end")
    for iid in resolve_target(s, ctx, st["target"]):
        s.grants.append((iid, s.stamp[iid], KIND, n, until))
        emit(s, "grant", f"{name(s, iid)}: {n}以下のロールコストを持つ敵軍コマンドの対象にならない",
             f"{name(s, iid, 'en')}: untargetable by enemy commands of roll cost {n} or less", (iid,))
    s.version += 1

