"""Family Z9 (issue 14): zones and moves, round 4 (grammar_cardz9.lark; its events are printed by cardt.EVENT_JA)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardz9Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardz9.lark (a lark Transformer through `_Build`)."""

    def cardz9_evt_rolled_by(self, side: Token) -> list[str]:
        """「（このカードが）敵軍効果でロールした」: an effect of that side rolled this card (rollz9.py, R-560)."""
        return ["cardz9_rolled_by_own" if str(side) == "自軍" else "cardz9_rolled_by_enemy"]

    def cardz9_evt_rerolled_by(self, side: Token) -> list[str]:
        """「（このカードが）自軍効果でリロールした」: an effect of that side rerolled this card (R-560)."""
        return ["cardz9_rerolled_by_own" if str(side) == "自軍" else "cardz9_rerolled_by_enemy"]

    def cardz9_c_junk_at_least(self, side: Token, kind: Token, n: Token) -> dict[str, Any]:
        """「（自軍｜敵軍）ジャンクヤードにカードがN枚以上ある」: that junkyard's size (P57)."""
        if str(kind) != "カード":
            raise _unsupported("ジャンクヤードに（種類）がN枚以上ある")
        return {"junkyard_at_least" if str(side) == "自軍" else "enemy_junkyard_at_least": int(str(n))}

    def cardz9_tp_home_bottom(self) -> list[dict[str, Any]]:
        """「（このカードは、）持ち主の本国の下に移る」 (P61)."""
        return [{"do": "move", "target": "self", "to": "home_bottom"}]
