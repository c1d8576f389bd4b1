"""Family Z6 (issue 14): zones and moves, round 2 (grammar_cardz6.lark; printed by print_cardz6.py)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

ALL_PILES_OR = "cardz6_all_piles_or"  # 「全ての本国、または全ての捨て山の上のカードN枚を廃棄する」


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardz6Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardz6.lark (a lark Transformer through `_Build`)."""

    def cardz6_hand_all(self, side: Token) -> dict[str, Any]:
        """「自軍手札全て」: every card of the own hand (an enemy's hand moved whole is not read here)."""
        if str(side) != "自軍":
            raise _unsupported("the whole of the enemy's hand")
        return {"side": "own", "zone": "hand", "count": "all"}

    def cardz6_onto_either_pile(self, t: Any) -> dict[str, Any]:
        """「…を、持ち主の、本国、または捨て山の上に移す」: the owner's home or discard pile, on top (R-401)."""
        return {"do": "cardz6_onto_pile", "target": t}

    def cardz6_piles_total_all(self, n: Token) -> dict[str, Any]:
        """「全ての軍は、自分の本国と、自分の捨て山の上のカード合計N枚を、可能な限り廃棄する」 (R-402)."""
        return {"do": "cardz6_piles_total", "side": "any", "count": int(str(n))}

    def cardz6_piles_total_side(self, side: Token, n: Token) -> dict[str, Any]:
        """「敵軍は、自分の本国と自分の捨て山の上のカード合計N枚を、可能な限り廃棄する」 (R-402)."""
        from .compiler import SIDE

        return {"do": "cardz6_piles_total", "side": SIDE[str(side)], "count": int(str(n))}

    def cardz6_all_piles_or(self, n: Token) -> dict[str, Any]:
        """「全ての本国、または全ての捨て山の上のカードN枚を廃棄する」: every home, or every discard pile (as R-170 reads
        「…、または…」: the player's choice)."""
        count = int(str(n))
        return {"do": "choose_one", "wording": ALL_PILES_OR, "options": [
            {"label": {"ja": "全ての本国", "en": "Every home"},
             "steps": [{"do": "tops_to_junk", "zone": "home", "count": count}]},
            {"label": {"ja": "全ての捨て山", "en": "Every discard pile"},
             "steps": [{"do": "tops_to_junk", "zone": "discard", "count": count}]}]}
