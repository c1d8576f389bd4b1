"""Family V6 of issue 14 (values, coins and costs, round 6): constructs of textc/grammar_cardv6.lark and the
compiler's checks for them."""

from __future__ import annotations

from typing import Any


def _x_count(step: dict[str, Any]) -> bool:
    t = step.get("target")
    return isinstance(t, dict) and t.get("count") == "X"


def x_picked_on_resolution(steps: list[dict[str, Any]]) -> bool:
    """「（起動）…自軍ジャンクヤードにあるカードX枚をゲームから取り除く事ができる。その場合、…X…」: a triggered text whose
    first step takes X cards (its own target, inside 「…できる」 or not) and whose X has no value: the player chooses
    X as that step's cards are chosen, when the text applies (P65, P56; R-350; engine cardv6steps.bind_x)."""
    if not steps:
        return False
    first = steps[0]
    if first.get("do") == "optional" and len(first.get("steps", ())) == 1:
        first = first["steps"][0]
    return _x_count(first)
