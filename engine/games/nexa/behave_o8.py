"""Family O8's part of the behaviour check (behave.py): the board a text of the family needs."""

from __future__ import annotations

from typing import Any


def _steps(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for s in steps:
        out.append(s)
        for key in ("then", "steps", "else"):
            if isinstance(s.get(key), list):
                out.extend(_steps(s[key]))
    return out


def o8_board(a: dict[str, Any], own: dict[str, Any]) -> None:
    """「緑のGサインを持つ、全ての自軍キャラのセットグループは、…」: an own character of that colour set on an own unit of the
    deploy area (the card itself may have left by its cost)."""
    for s in _steps(a.get("effect", [])):
        t = s.get("target")
        of = t.get("group_of") if isinstance(t, dict) else None
        if isinstance(of, dict) and of.get("type") == "character" and isinstance(of.get("gsign_colour"), str):
            own["deploy"][0]["set"] = [{"card": f"BH-{of['gsign_colour']}-2", "rolled": True}]
            return
