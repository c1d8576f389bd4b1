"""verbs `held_play` (R-332), `no_reroll` (R-333) and `if_same_gsign` (R-335) (issue 14, family Z5; heldz5.py reads the grants they give)."""

from __future__ import annotations

from .effects import Step, resolve_target, val, verb
from .heldz5 import FREE, NO_REROLL, QUICK, TOTAL
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


@verb("no_reroll")
def _no_reroll(s: State, ctx: Resolving, st: Step) -> None:
    """「…は、このターンと次のターン、リロールできない」: until the start of the turn after the next one, i.e. the next turn of
    this turn's attacking player (turn._end_turn keeps an own_turn_start grant until that turn starts)."""
    until = f"own_turn_start:{s.attacker}" if st["until"] == "next_turn_end" else st["until"]
    for iid in resolve_target(s, ctx, st["target"]):
        s.grants.append((iid, s.stamp[iid], NO_REROLL, True, until))
        emit(s, "grant", f"{name(s, iid)}: リロールできない", f"{name(s, iid, 'en')}: cannot reroll", (iid,))
    s.version += 1


@verb("if_same_gsign")
def _if_same_gsign(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """「対象が、それぞれ同じGサインを持つ場合、…」: the steps when the cards the target names (two or more) all have one G
    sign, colour and 属性 alike (R-114); a card without a G sign matches none."""
    cards = ctx.bound.get(st["target"], ()) if isinstance(st["target"], str) else ()
    signs = {(s.defs[c].gsign_colour, s.defs[c].gsign_series) for c in cards}
    if len(cards) < 2 or len(signs) != 1 or None in next(iter(signs)):
        return []
    return list(st["then"])
