"""Family V5 (issue 14): values, coins and costs (grammar_cardv5.lark; printed back by print_cardv5.py)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


def keyword_rolled(cost: dict[str, Any], name: str, arg: Any) -> dict[str, Any]:
    """〔R〕：クロスウェポン［A］, 〔R+1〕：共有［A］: the special effect's text is paid by rolling this card (and the
    rest of the payment); keyword option roll_self (kwopts.py, P44, P75)."""
    from .compiler import TRAIT_KW

    pay = cost.get("pay", {})
    if name not in set(TRAIT_KW.values()):
        raise _unsupported(f"keyword cost 〔R〕 ({name})")
    return {name: arg, "cost": pay.get("any", 0) if set(pay) <= {"any"} else pay, "roll_self": True}


@v_args(inline=True)
class Cardv5Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardv5.lark (a lark Transformer through `_Build`)."""


def cost_either_rolled(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """〔1/R〕, 〔紫1/R〕: a cost paid by the Gs of A, or by rolling this card (cost roll_either, P44)."""
    from .compiler import COLOUR

    payable = set(COLOUR.values()) | {"any"}
    if b == {"roll_self": True} and len(a) == 1 and set(a) <= payable and a != b:
        return {"pay_either": [a, {"any": 0}], "roll_either": 1}
    raise _unsupported("a cost A/B other than two colours")
