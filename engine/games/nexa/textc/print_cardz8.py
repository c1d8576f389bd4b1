"""Family Z8's wordings in canonical Japanese (issue 14; textc/cardz8.py compiles them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_SIDE = {"own": "自軍", "enemy": "敵軍"}


def _back(b: dict[str, Any]) -> str:
    if b["to"] == "hand":
        return "抜き出したカードを持ち主の手札に移す"
    state = "ロール状態" if b.get("rolled") else "リロール状態"
    group = "１つのセットグループとして、" if b.get("group") else ""
    return f"（抜き出した）対象を{group}持ち主の配備エリアに{state}で出す"


def step(s: dict[str, Any], ref: Callable[[Any], str]) -> str | None:
    """A step of the family in words, else None."""
    if s["do"] == "cardz8_hold_out":  # 「…を抜き出す。ターン終了時に、…」 (one step of two sentences)
        held = f"{_SIDE[s['side']]}手札{s['count']}枚を無作為に" if s.get("random") else f"{ref(s['target'])}を"
        return f"{held}抜き出す。ターン終了時に、{_back(s)}"
    return None
