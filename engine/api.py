"""The engine's public face: everything the bot, renderers, CLI and tests may call."""

from __future__ import annotations

from typing import Any

from .core.base import CONCEDE, META_TOKENS, TIMEOUT, GameBase, Pending
from .core.errors import CardDataError, EngineError, IllegalAction, MalformedToken, ReplayMismatch
from .core.match import Match, state_hash
from .core.protocol import (
    LANGS,
    ROLES,
    Action,
    Decision,
    Event,
    Game,
    GameInfo,
    Outcome,
    Param,
    Preset,
    Role,
    ScenarioReport,
)
from .core.registry import default_game, game_names, get_game


def card_catalogue(game: str) -> list[dict[str, Any]]:
    """Everything a game's `/card` can look up, as plain dicts (docs/views.md CARD shape for NEX-A)."""
    return get_game(game).catalogue()


def games() -> list[GameInfo]:
    """Every registered game's metadata, in menu order (the default game first)."""
    return sorted((get_game(n).info for n in game_names()), key=lambda g: (g.order, g.id))


__all__ = [
    "CONCEDE", "LANGS", "META_TOKENS", "ROLES", "TIMEOUT",
    "Action", "CardDataError", "Decision", "EngineError", "Event", "Game", "GameBase", "GameInfo",
    "IllegalAction", "MalformedToken", "Match", "Outcome", "Param", "Pending", "Preset", "ReplayMismatch", "Role", "ScenarioReport",
    "card_catalogue", "default_game", "game_names", "games", "get_game", "state_hash",
]
