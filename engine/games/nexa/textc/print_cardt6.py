"""Family T6 of the card-text printer (issue 14): the wordings of textc/cardt6.py's constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardt6 import WORDING_INSIDE


def continuous(c: dict[str, Any], target: Callable[[Any, dict[str, Any]], str]) -> str | None:
    """One continuous application of the family in words (with its 。), or None."""
    if c["apply"] == "status" and c.get("wording") == WORDING_INSIDE and c.get("status") == "ps_stay":
        from .printer import _condition

        return f"{target(c['target'], {})}は、{_condition(c['condition'])}場合、「PS装甲」の効果では移動しない。"
    if c["apply"] == "lose_text" and set(c) <= {"apply", "target", "wording"}:
        who = target(c["target"], {})
        if c.get("wording") == "passive":
            return f"{who}が持つ全てのテキストは、無効になる。"
        if c.get("wording") is None:
            return f"{who}が持つ、全てのテキストを無効にする。"
    return None


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[[Any, dict[str, Any]], str],
         again: Callable[[dict[str, Any]], str]) -> str | None:
    """One step of the family in words, or None."""
    ref = s.get("target")
    sel = targets.get(ref) if isinstance(ref, str) and ref != "self" else ref
    if isinstance(sel, dict) and isinstance(sel.get("instead"), dict) and sel["instead"].get("wording") == "cond_first" \
            and not s.get("_instead_said"):
        from .printer import _condition

        inst = sel["instead"]
        other = {**inst["sel"], "count": inst.get("count", sel["count"])}
        head = again({**s, "_instead_said": True})
        how = "に変更できる" if inst.get("may") else "に変更される"
        return f"{head}。{_condition(inst['if'])}場合、この効果の対象部分は、『{target(other, {})}』{how}"
    if s["do"] == "cardt6_lose_other_texts" and s.get("until") == "this_turn":
        from .cardb import PROTECTION_JA

        out = f"{target(s['target'], targets)}は、このターン、特殊効果以外の全てのテキストが無効になる"
        if "and_status" in s:
            if s["and_status"] not in PROTECTION_JA:
                return None
            out += f"と共に、{PROTECTION_JA[s['and_status']]}"
        return out
    return None
