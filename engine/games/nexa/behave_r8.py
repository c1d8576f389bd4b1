"""Behaviour checks of issue 14's family R8 (named step results and looking at cards, round 3; cardr8steps.py)."""

from __future__ import annotations

from typing import Any, Final

from . import state as st

VERBS: Final = frozenset(("cardr8_look_swap",
                          "cardr8_look_set_host"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "cardr8_look_set_host":  # a character of the pile is now set on this card's unit
        me = sc.labels.get("me", -1)
        host = sc.state.set_to[me] if me >= 0 and a.zone[me] == st.SET else -1
        came = [i for i in range(len(b.zone)) if b.zone[i] in (st.HOME, st.DISCARD) and a.zone[i] == st.SET
                and sc.state.set_to[i] == host]
        return [] if host >= 0 and len(came) == 1 else ["look_set_host: no character of the pile set on this card's unit"]
    if step["do"] != "cardr8_look_swap":
        return None
    # (every may is answered yes: a card of the pile came onto the field, one on the field went into the pile)
    n = len(b.zone)
    came = [i for i in range(n) if b.zone[i] in (st.HOME, st.DISCARD) and a.zone[i] in st.FIELD_ZONES]
    went = [i for i in range(n) if b.zone[i] in st.FIELD_ZONES and a.zone[i] in (st.HOME, st.DISCARD)]
    if len(came) != 1 or len(went) != 1:
        return [f"look_swap: {len(came)} came from the pile, {len(went)} went into it"]
    new, old = came[0], went[0]
    if a.zone[new] != b.zone[old] or a.rolled[new] != b.rolled[old]:
        return ["look_swap: the card swapped in does not stand where the other stood, as it stood"]
    if step.get("target") == "self" and old != sc.labels.get("me", -1):
        return ["look_swap: another card than this one was swapped out"]
    return []
