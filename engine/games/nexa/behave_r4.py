"""Behaviour checks of issue 14 family R4 (a hand looked at; behave.py asks these): what the board must show after
a text of these constructs resolved."""

from __future__ import annotations

from typing import Any

from . import state as st

VERBS = frozenset(("cardr4_hand_blank",))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another construct."""
    if step["do"] != "cardr4_hand_blank":
        return None
    from .blankset import blank_face
    from .stats import ctype, host_of

    s = sc.state
    seat = 0 if step["side"] == "own" else 1
    me = sc.labels.get("me", -1)
    held = [i for i in range(len(s.zone)) if b.zone[i] == st.HAND and s.owner[i] == seat]
    kinds = step["filter"].get("type")  # the card types the text takes (read on the printed card: it has left the hand)
    kinds = None if kinds is None else (kinds if isinstance(kinds, list) else [kinds])
    fit = [i for i in held if kinds is None or s.defs[i].type in kinds]
    went = [i for i in held if a.zone[i] == st.SET]
    want = min(int(step["count"]), len(fit))
    if len(went) != want:
        return [f"hand to blank set cards: {len(went)} set, {want} expected"]
    for i in went:
        if i not in fit or blank_face(s, i) != step["face"] or ctype(s, i) != "set" or s.set_to[i] != host_of(s, me):
            return [f"hand to blank set cards: card {i} is set {blank_face(s, i)} on {s.set_to[i]}, as a {ctype(s, i)}"]
    return []


_ARGS = {"psycommu": {"psycommu": 2}, "area_weapon": {"area_weapon": 2}, "refit": {"refit": "試験系"},
         "share": {"share": "試験系"}, "cross_weapon": {"cross_weapon": "試験系"}}


def seed_play(play: dict[str, Any], cmd: dict[str, Any]) -> None:
    """The enemy's command put in the cut for a 無効 text (behave.py's BH-cmd) made to fit this family's keys:
    one of the special effects said (「「共有」「戦闘配備」を持つ」), a roll cost of the number said (複数の)."""
    kws = play.get("cardr4_kw_any")
    if kws:
        plain = [k for k in kws if k not in _ARGS]
        cmd["keywords"] = [plain[0] if plain else _ARGS[kws[0]]]
    low = play.get("cardr4_min_roll") or play.get("cardr4_rolls_at_least")
    if low:
        colour = next(iter(cmd["colours"]), "blue")
        cmd["cost"] = {"total": int(low), "roll": {colour: int(low)}}
