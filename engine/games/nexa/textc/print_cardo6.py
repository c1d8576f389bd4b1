"""Canonical wordings of grammar_cardo6.lark's constructs (called from printer.py by its hooks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardo6 import STAR_NOTE, STATE_ENTERED


def note(reminder: str) -> str | None:
    """A note of the family on a line of its own, else None."""
    return "（注：＊が加えられた数値は、０として扱う）" if reminder == STAR_NOTE else None


def step(s: dict[str, Any], condition: Callable[[dict[str, Any]], str],
         whole: Callable[[dict[str, Any]], str]) -> str | None:
    """One step of the family in words (without 。), or None: only its own wording keys."""
    if s.get("wording") == STATE_ENTERED and s["do"] == "if" and len(s["then"]) == 1:
        return f"{condition(s['condition'])}状態で、このカードが場に出た場合、（さらに）{whole(s['then'][0])}"
    return None


def limit(lim: dict[str, Any]) -> str | None:
    """「この効果は、1ステップに1回まで使用できる。」 (a limit per step), else None."""
    from .cardo import LIMIT_VERB

    if lim.get("per") != "step" or lim["verb"] not in ("use", "resolve", "trigger"):
        return None
    who = "この記述の効果は、プレイヤー毎に" if lim.get("per_player") else "この効果は、"
    verb = {v: k for k, v in LIMIT_VERB.items()}[lim["verb"]]
    return f"{who}1ステップに{lim['count']}回{verb}。"


def continuous(c: dict[str, Any], target: Callable[[Any, dict[str, Any]], str]) -> str | None:
    """One continuous application of the family in words, or None."""
    if c["apply"] == "refit_total" and isinstance(c["target"], dict):
        return f"{target(c['target'], {})}は、「改装」の効果において、合計国力{c['total']}として扱う。"
    if c["apply"] == "unplayable" and c.get("as_g"):
        return "このカードは、ユニットとしてプレイできない。"
    return None
