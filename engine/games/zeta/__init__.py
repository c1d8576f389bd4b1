"""Zeta three-faction hex wargame (AEUG, Titans, Neo Zeon; rules 1-38)."""

from __future__ import annotations

from typing import Any

from ...core.base import GameBase


def make_game() -> GameBase[Any]:
    """The registration: the core finds this factory by listing `engine.games`."""
    from .game import ZetaGame

    return ZetaGame()
