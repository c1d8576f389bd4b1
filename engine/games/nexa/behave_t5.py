"""The behaviour check's part for family T5 of issue 14 (engine/games/nexa/behave.py calls these)."""

from __future__ import annotations

from typing import Any


def g_play_open(a: dict[str, Any]) -> bool:
    """Does the text's play count as the G play (「この効果のプレイは、Gのプレイとしても扱う」)? Its board then has no G
    played yet this turn (P21), else the text could not be played."""
    return bool((a.get("cost") or {}).get("g_play"))


def after_play(ab: dict[str, Any], sc: Any) -> list[str]:
    """What differs from the text once played: a text played as the G play leaves no G play for the turn (R-300)."""
    if g_play_open(ab) and not sc.state.g_played:
        return ["played as the G play, but a G may still be played this turn"]
    return []


VERBS = frozenset((
    "grant_any_or_modify",
))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any, every: list[dict[str, Any]]) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "grant_any_or_modify":  # played as the first option: the first special effect named
        from .behave import _expect

        return _expect([{"do": "grant_keyword", "target": step["target"], "keyword": step["keywords"][0]}],
                       b, a, sc, every)
    return None
