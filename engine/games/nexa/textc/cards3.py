"""Family S, third round (issue 14): looks and set cards (grammar_cards3.lark)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


@v_args(inline=True)
class Cards3Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cards3.lark (a lark Transformer through `_Build`)."""

    def tk_junkyard_move(self) -> dict[str, Any]:
        """「…を自軍ジャンクヤードに移す」 after a look: the junkyard, said with 移す (P62)."""
        return {"to": "junkyard", "wording": "move"}
