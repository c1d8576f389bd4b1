"""Printer of issue 14's family R9 (textc/cardr9.py, grammar_cardr9.lark)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardr9 import RETARGET_END


def _end_instead(s: dict[str, Any], targets: dict[str, Any]) -> dict[str, Any] | None:
    ref = s.get("target")
    sel = targets.get(ref) if isinstance(ref, str) and ref != "self" else ref
    if isinstance(sel, dict) and isinstance(sel.get("instead"), dict) and sel["instead"].get("wording") == RETARGET_END:
        return sel
    return None


def step(s: dict[str, Any], targets: dict[str, Any], step: Callable[[dict[str, Any], dict[str, Any]], str]) -> str | None:
    """The step whose changed target part is said at the end of the text: said here without it (cards2 would add it);
    this family's own verb."""
    if s["do"] == "cardr9_tops_upto":
        return f"全ての本国の上のカード1~{s['upto']}枚を廃棄する"
    if s.get("_instead_said") or _end_instead(s, targets) is None:
        return None
    return step({**s, "_instead_said": True}, targets)


def retarget_end(a: dict[str, Any], targets: dict[str, Any], condition: Callable[[dict[str, Any]], str],
                 target: Callable[[Any, dict[str, Any]], str]) -> str:
    """「この効果の対象部分は、…場合、『…』に変更される。」 after the text's steps (R-530), or nothing."""
    effect = a.get("effect") or []
    sel = _end_instead(effect[0], targets) if effect else None
    if sel is None:
        return ""
    inst = sel["instead"]
    other = {**inst["sel"], "count": inst.get("count", sel["count"])}
    how = "に変更できる" if inst.get("may") else "に変更される"
    return f"この効果の対象部分は、{condition(inst['if'])}場合、『{target(other, {})}』{how}。"
