"""Classic Gundam War (the original card game): its own rules, pool and decks."""

from __future__ import annotations

from typing import Any

from ...core.base import GameBase


def make_game() -> GameBase[Any]:
    """The registration: the core finds this factory by listing `engine.games`."""
    from .game import ClassicGame

    return ClassicGame()
