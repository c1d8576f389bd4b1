"""Canonical wordings of grammar_cardv5.lark's constructs (called from printer.py by one hook each)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def keyword(kw: Any, cost_of: Callable[[dict[str, Any]], str], kw_ja: dict[str, str]) -> str | None:
    """〔R〕：クロスウェポン［A］ (a keyword entry with roll_self), or None."""
    if not isinstance(kw, dict) or not kw.get("roll_self"):
        return None
    name, arg = next((k, v) for k, v in kw.items() if k not in ("cost", "roll_self"))
    pay = kw["cost"]
    head = cost_of({"roll_self": True, **({"pay": {"any": pay} if isinstance(pay, int) else pay} if pay else {})})
    return f"{head}：{kw_ja[name]}［{arg}］"


def cost_either(cost: dict[str, Any], ja_colour: dict[str, str]) -> str:
    """〔1/R〕, 〔紫1/R〕: the alternative roll_either is R."""
    alts = []
    for i, alt in enumerate(cost["pay_either"]):
        if i == cost["roll_either"]:
            alts.append("R")
        else:
            alts.extend(str(n) if c == "any" else f"{ja_colour[c]}{n}" for c, n in alt.items())
    return "〔" + "/".join(alts) + "〕"
