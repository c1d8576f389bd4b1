"""Behaviour checks of family G6 (behave.py calls these): a CHARACTER chip set on a unit (verb cardg6_char_chip)."""

from __future__ import annotations

from typing import Any, Final

VERBS: Final = frozenset(("cardg6_char_chip",))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] != "cardg6_char_chip":
        return None
    from . import state as st
    from .stats import host_of

    s = sc.state
    made = [c for c in s.chip_specs if c >= len(b.zone) and s.defs[c].name_ja == step["name"]["ja"]]
    if len(made) != 1:
        return [f"cardg6_char_chip: {len(made)} chips named {step['name']['ja']} made, not 1"]
    chip = made[0]
    d = s.defs[chip]
    out: list[str] = []
    if d.type != "character" or list(d.stats or ()) != list(step["stats"]) or list(d.traits) != list(
            step.get("traits", [])):
        out.append(f"cardg6_char_chip: the chip is {d.type} {d.stats} {d.traits}")
    if s.zone[chip] != st.SET or s.defs[host_of(s, chip)].type not in ("unit", "ace"):
        out.append("cardg6_char_chip: the chip is not set on a unit")
    elif step["onto"] == "self" and host_of(s, chip) != host_of(s, sc.iid("me")):
        out.append("cardg6_char_chip: the chip is not set on this card")
    return out
