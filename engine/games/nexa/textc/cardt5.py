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

    def cardt5_s_grant_any_or_modify(self, target: Any, *parts: Any) -> dict[str, Any]:
        from .compiler import SIMPLE_KW, _fixed

        *kws, stats = parts
        _fixed(stats)
        return {"do": "grant_any_or_modify", "target": target, "keywords": [SIMPLE_KW[str(k)] for k in kws],
                "stats": stats, "until": "turn_end"}

    def cardt5_st_gain_unlimited(self) -> dict[str, Any]:
        return {"apply": "gain_unlimited", "target": "self"}
