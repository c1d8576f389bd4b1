"""Family T6's verbs (issue 14): texts taken for a while, their special effects kept."""

from __future__ import annotations

from .effects import Step, _grant, verb
from .state import Resolving, State


@verb("cardt6_lose_other_texts")
def _lose_other_texts(s: State, ctx: Resolving, st: Step) -> None:
    """「…は、このターン、特殊効果以外の全てのテキストが無効になる」: the cards keep their special effects and lose every
    other text (grant or "this turn" effect lose_other_texts, stats._text_lost; R-411); 「…と共に、（protection）」: the
    protection for as long."""
    _grant(s, ctx, st, "lose_other_texts", True)
    if "and_status" in st:
        _grant(s, ctx, st, "status", st["and_status"])
