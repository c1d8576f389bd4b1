"""Family T6 of the card-text compiler (issue 14): texts about texts and effects, second round
(grammar_cardt6.lark; printed back by print_cardt6.py)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


@v_args(inline=True)
class Cardt6Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardt6.lark)."""

    def cardt6_st_lose_text(self, target: Any) -> dict[str, Any]:
        """「…が持つ全てのテキストを無効にする」 as a 常駐 text: the cards have no texts while it is in force (R-410)."""
        return {"apply": "lose_text", "target": target}

    def cardt6_st_lose_text_passive(self, target: Any) -> dict[str, Any]:
        """「…が持つ全てのテキストは、無効になる」: the same application, said of the cards."""
        return {"apply": "lose_text", "target": target, "wording": "passive"}
