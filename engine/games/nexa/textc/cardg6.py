"""Family G6 of the card-text compiler (issue 14): G cards, sets, characters and chips, round 2.

Grammar in grammar_cardg6.lark. `Cardg6Build` is a mixin of the compiler's transformer (compiler._Build);
the printer's wordings of the same constructs are in print_cardg6.py; the engine's in cardg6rules.py.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


@v_args(inline=True)
class Cardg6Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardg6.lark)."""

    # ---- a G sign of two colours (continuous gsign_also)
    def cardg6_st_gsign_also(self, cond: Any, target: Any, colour: Token) -> dict[str, Any]:
        """「このカードがGである場合、このカードのGサインの色は、黒としても扱う」: only while it is a G (its 〈 〉 text)."""
        from .compiler import Unsupported

        if cond != {"self_in": "gzone"}:
            raise Unsupported("a G-sign colour also had under another condition")
        out = self.cardg6_st_gsign_also_plain(target, colour)
        out["condition"] = cond
        return out

    def cardg6_st_gsign_also_plain(self, target: Any, colour: Token) -> dict[str, Any]:
        from .compiler import COLOUR, Unsupported

        if target != "self":
            raise Unsupported("a G-sign colour also had by another card")
        return {"apply": "gsign_also", "target": "self", "colour": COLOUR[str(colour)]}
