"""Family V of the card-text compiler (issue 14): coins and values.

Grammar in grammar_cardv.lark; `CardvBuild` is a mixin of the compiler's transformer, and the
`print_*` functions are the printer's wordings of the same constructs (called by one-line hooks
in printer.py), so compiling and printing stay each other's inverse in one file.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

COLOUR = {"青": "blue", "緑": "green", "黒": "black", "赤": "red", "茶": "brown", "白": "white", "紫": "purple"}
_JA_COLOUR = {v: k for k, v in COLOUR.items()}


@v_args(inline=True)
class CardvBuild(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardv.lark)."""

    # ---- a cost with X: `pay_x` names what X is paid in ("any" or a colour), X chosen on play
    def cost_x(self) -> dict[str, Any]:
        return {"pay_x": "any"}

    def cost_x_colour(self, colour: Token) -> dict[str, Any]:
        return {"pay_x": COLOUR[str(colour)]}

    def x_cap(self, n: Token) -> dict[str, Any]:
        return {"_x_max": int(str(n))}

    def s_coin_x(self, t: Any, stats: list[Any]) -> dict[str, Any]:
        from .compiler import Unsupported

        if any(not isinstance(v, int) for v in stats):
            raise Unsupported("coins +X (arithmetic on values)")
        return {"do": "add_coin", "target": t, "stats": stats, "count": "X"}

    def t_chosen_x(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        return _selector(parts, {"count": "X"})


def uses_x(step: dict[str, Any]) -> bool:
    """A step whose target count is X (「自軍ユニットX枚」)."""
    if "steps" in step:
        return any(uses_x(x) for x in step["steps"])
    t = step.get("target")
    return isinstance(t, dict) and t.get("count") == "X"


def print_cost_x(cost: dict[str, Any]) -> list[str]:
    """The X of a cost, printed after its other items (「1+X」, 「R+黒X」)."""
    pay_x = cost.get("pay_x")
    if pay_x is None:
        return []
    return ["X" if pay_x == "any" else f"{_JA_COLOUR[pay_x]}X"]


def print_x_cap(a: dict[str, Any]) -> str:
    """「Xの上限はNとする。」 after the steps of a text whose X is chosen on play with a cap."""
    return f"Xの上限は{a['x_max']}とする。" if a.get("x_max") is not None else ""
