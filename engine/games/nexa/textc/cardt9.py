"""Family T9 of the card-text compiler (issue 14): texts about texts and effects, destroy and play wordings, round 4.

Grammar in grammar_cardt9.lark. `Cardt9Build` is a mixin of the compiler's transformer (compiler._Build);
the printer's wordings of the same constructs are in print_cardt9.py; the engine's verbs in cardt9steps.py.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

AT_RESOLUTION = "cardt9_at_resolution"  # an `if` step: 「（この効果の解決時に）…場合、…」


@v_args(inline=True)
class Cardt9Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardt9.lark)."""

    def cardt9_s_rule_draw_from(self, side: Token, pile_side: Token) -> dict[str, Any]:
        from .compiler import SIDE, Unsupported

        if str(side) != str(pile_side):
            raise Unsupported("a rule draw from another player's discard pile")
        return {"do": "cardt9_rule_draw_from", "side": SIDE[str(side)], "place": "discard"}

    def cardt9_pays_roll(self, _words: Token, colour: Token, _g: Token) -> dict[str, Any]:
        """「このカードをプレイする場合、このカードのロールコストは、AのGサインを持つ自軍Gでも支払う事ができる」 (R-541)."""
        from .compiler import COLOUR

        return {"apply": "cardt9_pays_roll", "target": "self", "from": COLOUR[str(colour)]}

    def cardt9_on_resolved_every(self, *parts: Any) -> dict[str, Any]:
        """「（selector）がプレイされて解決される毎に」: T2's card_resolved, every time (cardt2steps.play_resolved)."""
        from .cardc import _selector_of

        return {"on": "card_resolved", "of": _selector_of(tuple(parts[:-1])), "every": True}

    def cardt9_s_if_at_resolution(self, _words: Token, cond: dict[str, Any], step: dict[str, Any]) -> dict[str, Any]:
        """「（この効果の解決時に）（condition）場合、（step）」: read on resolution only (R-542)."""
        return {"do": "if", "condition": cond, "then": [step], "wording": AT_RESOLUTION}
