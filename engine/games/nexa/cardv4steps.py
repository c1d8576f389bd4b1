"""Verbs of issue 14's family V4 (textc/cardv4.py): damage shared among the cards a text declared.

「…、任意の枚数の敵軍ユニットに4ダメージを振り分けて与える」: one to four cards are declared on play (P56), each
to take at least 1; as the effect resolves the player picks how the damage is shared among the ones still
there (ruling R-200), and each share is dealt as one damage of the effect (P39 then destroys as usual).
"""

from __future__ import annotations

from .coinsteps import shares
from .effects import Step, StepFailed, ask_option, deal_damage, resolve_target, seat_of, source_of, val, verb
from .places import emit, name
from .state import Resolving, State


@verb("share_damage")
def _share_damage(s: State, ctx: Resolving, st: Step) -> None:
    cards = resolve_target(s, ctx, st["target"])
    n = val(s, ctx, st["amount"])
    if not cards or n < 1:
        raise StepFailed()
    cards = cards[:n]  # never more cards than damage (the declaration allows no more: count upto N)
    ways = shares(n, len(cards))
    labels = [{"ja": "、".join(f"{name(s, c)}に{k}" for c, k in zip(cards, w, strict=True)),
               "en": ", ".join(f"{k} to {name(s, c, 'en')}" for c, k in zip(cards, w, strict=True))} for w in ways]
    pick = 0 if len(ways) == 1 else ask_option(s, ctx, seat_of(ctx), len(ways), labels,
                                               ("ダメージの振り分けを選ぶ", "Choose how to share the damage"))
    seat, source = seat_of(ctx), source_of(ctx)
    emit(s, "share", labels[pick]["ja"], labels[pick]["en"], tuple(cards))
    for c, k in zip(cards, ways[pick], strict=True):
        deal_damage(s, c, k, seat, source)
