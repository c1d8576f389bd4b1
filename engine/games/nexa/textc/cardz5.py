"""Family Z5 (issue 14): zones and moves, the long tail (grammar_cardz5.lark; printed by print_cardz5.py)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardz5Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardz5.lark (a lark Transformer through `_Build`)."""

    def cardz5_on_named_or_with(self, side1: Token, name1: Token, side2: Token, name2: Token,
                                words: Token) -> dict[str, Any]:
        """「自軍「A」が場に出た、または自軍「A」がいる状態で、このカードが場に出た場合」: both events, heard with A there."""
        from .compiler import SIDE

        if str(side1) != str(side2) or str(name1) != str(name2):
            raise _unsupported("「A」が場に出た、または「B」がいる状態で: two cards")
        played = "プレイされて" in str(words)
        of = {"side": SIDE[str(side1)], "name": str(name1)}
        return {"on": "card_played" if played else "card_enters", "of": of,
                "also_on": ["played" if played else "enters_field"], "condition": {"exists": dict(of)}}

    def cardz5_on_destroyed_out(self, *parts: Any) -> dict[str, Any]:
        """「（selector）が破壊されて廃棄された場合」: a card that fits destroyed and discarded (R-330)."""
        from .cardc import _selector_of

        *sel, words = parts
        out: dict[str, Any] = {"on": "card_destroyed_out", "of": _selector_of(tuple(sel))}
        if str(words).endswith("毎に"):
            out["every"] = True
        return out
