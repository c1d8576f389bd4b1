"""Behaviour checks of family K7 (issue 14): boards for its constructs (called from behave.py)."""

from __future__ import annotations

from typing import Any

from .cardk7rules import COMMAND_RESOLVED
from .scenario import Scenario


def k7_seed(sc: Scenario, me: int, ab: dict[str, Any]) -> None:
    """「このターン、自軍コマンドが解決されている場合」: a command of that side resolved earlier this turn (R-391)."""
    side = (ab.get("condition") or {}).get("command_resolved")
    if side is None:
        return
    s = sc.state
    seat = s.ctrl[me] if side == "own" else 1 - s.ctrl[me]
    s.used.add((seat, -1, COMMAND_RESOLVED))
    s.version += 1
