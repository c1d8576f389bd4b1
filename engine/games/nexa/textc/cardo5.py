"""Family O5 of issue 14: rule overrides, durations and states (grammar_cardo5.lark)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


@v_args(inline=True)
class Cardo5Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardo5.lark (a lark Transformer through `_Build`)."""

    def cardo5_p_no_enemy_move(self) -> str:
        """「敵軍効果では移動しない」: status no_enemy_move (overrides.PROTECTIONS, R-310)."""
        return "no_enemy_move"
