"""Family K7 of the card-text compiler (issue 14): selectors, protections and the long tail, round 2.

Grammar in grammar_cardk7.lark. `Cardk7Build` is a mixin of the compiler's transformer (compiler._Build);
the printer's wordings of the same constructs are in print_cardk7.py.
"""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

WORDING_NEGATED: Final = "cardk7_negated"  # 「…を、破壊を無効にした上で、…」
WORDING_WITH: Final = "cardk7_with"  # 「（step）と共に、（step）できる」
WORDING_EACH_PLAYER: Final = "cardk7_each_player"  # 「この効果は、プレイヤー毎に1ターンにN回しか適用できない。」


@v_args(inline=True)
class Cardk7Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardk7.lark)."""

    def cardk7_each_player_limit(self, _who: Token, n: Token, _verb: Token) -> dict[str, Any]:
        """This card's text, applied at most N times a turn by each player (limits.py keys uses by seat; R-390)."""
        return {"_limit": {"count": int(str(n)), "verb": "apply", "wording": WORDING_EACH_PLAYER}}

    def cardk7_c_command_resolved(self, side: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"command_resolved": SIDE[str(side)]}

    def cardk7_s_to_named_area(self, target: Any, area: Token, state: Token | None = None) -> dict[str, Any]:
        rolled = {} if state is None else {"rolled": str(state) == "ロール状態"}
        return {"do": "to_area", "target": target, "area": "space" if str(area).startswith("宇宙") else "earth", **rolled}

    def cardk7_with_may(self, step: dict[str, Any], may: dict[str, Any]) -> dict[str, Any]:
        return {"do": "sequence", "steps": [step, {"do": "optional", "steps": [may]}], "wording": WORDING_WITH}

    def cardk7_s_negate_then(self, target: Any, tail: Token) -> dict[str, Any]:
        then = ({"do": "make_g", "target": target} if str(tail) == "自軍Gにする"
                else {"do": "set_on", "target": target, "onto": "other"})
        return {"do": "together", "steps": [{"do": "negate_destruction", "target": target}, then],
                "wording": WORDING_NEGATED}  # one target for both (compiler._bind_step)
