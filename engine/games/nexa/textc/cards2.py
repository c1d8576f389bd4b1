"""Family S, second round (issue 14): moves to the owner's places, steps that name what an earlier
step did, a target changed under a condition. Grammar in grammar_cards2.lark; `Cards2Build` is a mixin
of the compiler's transformer and `print_step` the printer's wording of the same constructs.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cards2Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cards2.lark)."""

    def s2_to_discard_top(self, t: Any) -> dict[str, Any]:
        return {"do": "move", "target": t, "to": "discard"}

    def s2_owner_g(self, t: Any) -> dict[str, Any]:
        return {"do": "move", "target": t, "to": "gzone", "owner_side": True}


def print_step(s: dict[str, Any], targets: dict[str, Any], target: Any, step: Any) -> str | None:
    """This family's steps in canonical words (without 。), or None for another family's."""
    do = s["do"]
    if do == "move" and s["to"] == "discard":
        return f"{target(s['target'], targets)}を持ち主の捨て山の上に移す"
    if do == "move" and s["to"] == "gzone" and s.get("owner_side"):
        return f"{target(s['target'], targets)}を持ち主のGにする"
    return None
