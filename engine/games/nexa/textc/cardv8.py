"""Family V8 of issue 14 (values, coins and costs, round 8): constructs of textc/grammar_cardv8.lark."""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

from .cardk6 import WORDING_PM

# the card family R5's reveal showed (bound _revealed, cardr5steps.cardr5_reveal)
SHOWN: Final = "_revealed"


@v_args(inline=True)
class Cardv8Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardv8.lark (a lark Transformer through `_Build`)."""

    def cardv8_s_squad_pm_x(self, t: Any) -> dict[str, Any]:
        """「…の部隊戦闘力を、部隊解散まで±Xする」: plus or minus X, the user choosing (R-71, R-430)."""
        return {"do": "squad_power_pm", "target": t, "amount": "X", "wording": WORDING_PM}

    def cardv8_v_shown_roll(self, _tok: Token) -> dict[str, Any]:
        """「表にしたカードのロールコスト、またはゲインレベルの値」: the shown card's printed roll cost, or a graphic's gain
        level (P29; R-430)."""
        return {"target_stat": [SHOWN, "roll_or_gain"]}
