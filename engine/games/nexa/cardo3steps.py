"""Family O3 of issue 14: the steps it adds (registered with effects.verb)."""

from __future__ import annotations

from .cardo3rules import DOUBLE_CARD, DOUBLE_TEXT
from .effects import Step, _grant, verb
from .state import Resolving, State


@verb("double_g")
def _double_g(s: State, ctx: Resolving, st: Step) -> None:
    """「…G1枚は、フェイズ中（ステップ中）、カード（テキスト）のプレイのロールコストの支払いにおいて、2枚分のGとして扱う事が
    できる」: the G may pay as two for those plays only, for that long (costs._doubles; ruling R-147)."""
    _grant(s, ctx, st, "status", DOUBLE_CARD if st["for"] == "card" else DOUBLE_TEXT)
