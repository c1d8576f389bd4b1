"""Printer of issue 14's family R8 (textc/cardr8.py): named step results and looking at cards, round 3."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardr8 import REST

__all__ = ["REST", "step_whole"]


def step_whole(s: dict[str, Any], whole: Callable[[dict[str, Any]], str]) -> str | None:
    """This family's wordings of shared verbs, else None."""
    if s["do"] == "sequence" and s.get("wording") == REST:  # the steps after a その場合 run, each its own sentence
        return "。".join(whole(x) for x in s["steps"])
    return None
