"""The engine's public face: everything the bot, renderers, CLI and tests may call."""

from __future__ import annotations

from .core.errors import CardDataError, EngineError, IllegalAction, MalformedToken, ReplayMismatch
from .core.match import Match, state_hash
from .core.protocol import Action, Decision, Event, Game, GameInfo
from .core.registry import game_names, get_game

__all__ = [
    "Action", "CardDataError", "Decision", "EngineError", "Event", "Game", "GameInfo", "IllegalAction",
    "MalformedToken", "Match", "ReplayMismatch", "game_names", "get_game", "state_hash",
]
