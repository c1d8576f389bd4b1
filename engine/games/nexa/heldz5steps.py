"""verb `held_play` (issue 14, family Z5; heldz5.py reads the grants it gives; ruling R-332)."""

from __future__ import annotations

from .effects import Step, resolve_target, val, verb
from .heldz5 import FREE, QUICK, TOTAL
from .places import emit, name
from .state import HANGAR, Resolving, State


@verb("held_play")
def _held_play(s: State, ctx: Resolving, st: Step) -> None:
    kind, v = (FREE, 0) if st.get("free") else (QUICK, 0) if st.get("keyword") == "quick" else (
        TOTAL, val(s, ctx, st["total"]))
    for iid in resolve_target(s, ctx, st["target"]):
        if s.zone[iid] != HANGAR:
            continue  # 「（ハンガーにある）対象」: only a card the text finds in a hangar
        s.grants.append((iid, s.stamp[iid], kind, v, "turn_end"))
        emit(s, "grant", f"{name(s, iid)}: {kind}", f"{name(s, iid, 'en')}: {kind}", (iid,))
    s.version += 1
