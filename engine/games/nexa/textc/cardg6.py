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

    # ---- CHARACTER chips set on a unit (verb cardg6_char_chip)
    def cardg6_char_chip(self, name: Token, *rest: Any) -> dict[str, Any]:
        spec: dict[str, Any] = self.chip_spec(name, *rest)  # type: ignore[attr-defined]  # family K's
        if spec.get("terrain") or spec.get("keywords"):
            from .compiler import Unsupported

            raise Unsupported("a CHARACTER chip with a terrain or a keyword")
        spec.pop("terrain", None)
        return spec

    def cardg6_s_char_chip_on(self, onto: Any, spec: dict[str, Any], n: Token) -> dict[str, Any]:
        return self._char_chip(spec, n, onto, "on")

    def cardg6_s_char_chip_on_self(self, _tok: Token, spec: dict[str, Any], n: Token) -> dict[str, Any]:
        return self._char_chip(spec, n, "self", "on")

    def cardg6_s_char_chip_set(self, spec: dict[str, Any], n: Token, onto: Any) -> dict[str, Any]:
        return self._char_chip(spec, n, onto, "set")

    def cardg6_s_char_chip_set_expiring(self, spec: dict[str, Any], n: Token, onto: Any, tok: Token) -> dict[str, Any]:
        chip = self._char_chip(spec, n, onto, "set")
        gone = self._chips_expire(str(tok)[1:])  # type: ignore[attr-defined]  # family G5's
        if gone["name"] != spec["name"]["ja"]:
            from .compiler import Unsupported

            raise Unsupported("another chip said to leave")
        return {"do": "sequence", "steps": [chip, gone], "wording": "g5_chips"}

    @staticmethod
    def _char_chip(spec: dict[str, Any], n: Token, onto: Any, wording: str) -> dict[str, Any]:
        from .compiler import Unsupported

        if int(str(n)) != 1:
            raise Unsupported("several CHARACTER chips on one unit")
        if not (onto == "self" or (isinstance(onto, dict) and onto.get("count") == 1)):
            raise Unsupported("a CHARACTER chip on several units")
        return {"do": "cardg6_char_chip", "onto": onto, **spec, "count": 1, "wording": wording}

    # ---- 「対象1と異なる属性のGサインを持つ」 (selector key cardg6_series_not_of)
    def cardg6_q_series_not_of(self, n: Token | None = None) -> dict[str, Any]:
        return {"cardg6_series_not_of": f"t{int(str(n)) if n is not None else 1}"}

    def cardg6_q_on_unit(self, _tok: Token) -> dict[str, Any]:
        return {"cardg6_on_unit": True}
