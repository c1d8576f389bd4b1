"""Family V9 of issue 14 (values, coins and costs, round 9): constructs of textc/grammar_cardv9.lark."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


def keyword_either(cost: dict[str, Any]) -> dict[str, Any] | None:
    """「〔青2/緑2〕：範囲兵器（4）」: a special effect's printed cost payable in either of two colours (P44, family K5's
    〔黒2/赤2〕 of a text): the keyword entry's `cost` is the first payment and option `cost_or` the other (kwopts.py,
    R-510); None for any other cost."""
    alts = cost.get("pay_either")
    if set(cost) != {"pay_either"} or not isinstance(alts, list) or len(alts) != 2:
        return None
    if any(not a or "any" in a for a in alts):
        return None
    return {"cost": dict(alts[0]), "cost_or": dict(alts[1])}


@v_args(inline=True)
class Cardv9Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardv9.lark (a lark Transformer through `_Build`)."""
