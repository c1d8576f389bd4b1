"""Family T5 of the card-text compiler (issue 14): texts about texts and effects.

Grammar in grammar_cardt5.lark. `Cardt5Build` is a mixin of the compiler's transformer (compiler._Build);
the printer's wordings of the same constructs are in print_cardt5.py.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


@v_args(inline=True)
class Cardt5Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardt5.lark)."""

    def cardt5_timed_g_play(self, *parts: Any) -> Any:
        from .compiler import Compiled

        built = self.timed(*parts)  # type: ignore[attr-defined]
        ab = built.ability
        return Compiled(ability={**ab, "cost": {**ab.get("cost", {}), "g_play": True}})
