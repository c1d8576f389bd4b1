"""Code of Joker (ルールの出典: shared/rules/code-of-joker-rules.txt)."""

from __future__ import annotations

from typing import Any

from ...core.base import GameBase


def make_game() -> GameBase[Any]:
    """The registration: the core finds this factory by listing `engine.games`."""
    from .game import CojGame

    return CojGame()
