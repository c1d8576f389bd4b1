"""The engine's public face: everything the bot, renderers, CLI and tests may call."""

from __future__ import annotations

from .core.errors import CardDataError, EngineError, IllegalAction, MalformedToken, ReplayMismatch
from .core.match import Match, state_hash
from .core.protocol import Action, Decision, Event, Game, GameInfo
from .core.registry import game_names, get_game


def card_catalogue(game: str) -> list[dict[str, object]]:
    """Every card of a game's built-in pool as a plain dict (docs/views.md CARD shape)."""
    if game != "nexa":
        raise EngineError(f"no card pool for {game!r}")
    from .games.nexa.catalogue import catalogue

    return catalogue()


__all__ = [
    "card_catalogue",
    "Action", "CardDataError", "Decision", "EngineError", "Event", "Game", "GameInfo", "IllegalAction",
    "MalformedToken", "Match", "ReplayMismatch", "game_names", "get_game", "state_hash",
]
