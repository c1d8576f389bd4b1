"""置き換え of ゲイン's bonus (P75, P77; issue 14 family B).

「このカードは、「ゲイン」の効果で戦闘修正を得る場合、その戦闘修正の代わりに、ターン終了時まで
+4/+0/+0を得る事ができる」 is a text of kind `triggered` on `gain_replaced`: no event is heard for it;
the ゲイン effect reads it when it would give this card its bonus and lets the player take its effect
instead of the bonus.
"""

from __future__ import annotations

from typing import Any

from .effects import Step, ask_yes_no, seat_of, source_of, verb
from .places import emit, name
from .state import Resolving, State


def gain_instead(s: State, iid: int) -> Any:
    """The card's text replacing its ゲイン bonus, if it has one (and has not lost its texts)."""
    from .stats import triggered_abilities

    return next((a for a in triggered_abilities(s, iid) if a.on == "gain_replaced"), None)


@verb("_gain_or")
def _gain_or(s: State, ctx: Resolving, st: Step) -> list[Step] | None:
    """The bonus +X/+X/+X, or, if the player takes it, the text's effect in its place."""
    src = source_of(ctx)
    alt = gain_instead(s, src)
    if alt is not None and ask_yes_no(s, ctx, seat_of(ctx), ("ゲインの戦闘修正の代わりにテキストの効果を得ますか？",
                                                             "Take the text's effect instead of the Gain bonus?")):
        return [x for step in alt.effect for x in (step["steps"] if step["do"] == "optional" else [step])]
    x = int(st["x"])
    s.mods.append((src, s.stamp[src], x, x, x, "turn_end"))
    s.version += 1
    emit(s, "modify", f"{name(s, src)} +{x}/+{x}/+{x}", f"{name(s, src, 'en')} +{x}/+{x}/+{x}", (src,))
    from .effects import queue_trigger

    queue_trigger(s, "gains", src)  # the bonus was taken: 「…戦闘修正を得た場合」 is heard (textc/cardt.py)
    return None
