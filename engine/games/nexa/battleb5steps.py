"""Verbs of issue 14 family B5 (textc/cardb5.py names them; effects.py imports this module to register them)."""

from __future__ import annotations

from .effects import Step, seat_of, verb
from .state import Resolving, State
from .targets import matches


def fitting_cases(s: State, ctx: Resolving, st: Step, card: int) -> list[Step]:
    """「表にしたカードが、緑のロールコストを持つ場合、A。赤のロールコストを持つ場合、B。」: the further cases of the card
    `reveal_top` shows (its `also`), each read as the card is shown, before any step moves it; every case the card fits
    applies, in the order written, so a card with both roll-cost colours applies both (R-323)."""
    out: list[Step] = []
    for case in st["also"]:
        flt = {**case["if"], "zone": st["zone"], "side": "any"}
        if matches(s, flt, card, seat_of(ctx), ctx.entry.source, by_effect=False):
            out.append({"do": "reveal_branch", "if": case["if"], "steps": case["steps"], "fits": True})
    return out


@verb("reveal_branch")
def _reveal_branch(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """A case of the card shown that fitted it as it was shown (fitting_cases): its steps."""
    return list(st["steps"]) if st.get("fits") else []
