"""Family Z6's wordings in canonical Japanese (issue 14; textc/cardz6.py compiles them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardz6 import ALL_PILES_OR


def step(s: dict[str, Any], ref: Callable[[Any], str]) -> str | None:
    """A step of the family in words, else None."""
    if s["do"] == "cardz6_onto_pile":
        return f"{ref(s['target'])}を、持ち主の、本国、または捨て山の上に移す"
    if s["do"] == "choose_one" and s.get("wording") == ALL_PILES_OR:
        return f"全ての本国、または全ての捨て山の上のカード{s['options'][0]['steps'][0]['count']}枚を廃棄する"
    if s["do"] == "cardz6_piles_total":
        who = "全ての軍" if s["side"] == "any" else {"own": "自軍", "enemy": "敵軍"}[s["side"]]
        return f"{who}は、自分の本国と、自分の捨て山の上のカード合計{s['count']}枚を、可能な限り廃棄する"
    return None
