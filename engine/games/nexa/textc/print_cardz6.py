"""Family Z6's wordings in canonical Japanese (issue 14; textc/cardz6.py compiles them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def step(s: dict[str, Any], ref: Callable[[Any], str]) -> str | None:
    """A step of the family in words, else None."""
    if s["do"] == "cardz6_onto_pile":
        return f"{ref(s['target'])}を、持ち主の、本国、または捨て山の上に移す"
    return None
