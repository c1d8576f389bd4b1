"""Games by name, so the bot and CLI never import a game module directly."""

from __future__ import annotations

from collections.abc import Callable

from .errors import EngineError
from .protocol import Game

_FACTORIES: dict[str, Callable[[], Game]] = {}
_GAMES: dict[str, Game] = {}


def register(name: str, factory: Callable[[], Game]) -> None:
    _FACTORIES[name] = factory


def get_game(name: str) -> Game:
    """The game registered under `name`; raises EngineError for an unknown name."""
    _ensure_builtin()
    if name not in _GAMES:
        if name not in _FACTORIES:
            raise EngineError(f"unknown game {name!r}; known: {', '.join(sorted(_FACTORIES))}")
        _GAMES[name] = _FACTORIES[name]()
    return _GAMES[name]


def game_names() -> list[str]:
    _ensure_builtin()
    return sorted(_FACTORIES)


def _ensure_builtin() -> None:
    if "nexa" not in _FACTORIES:
        from ..games.nexa.game import NexaGame

        register("nexa", NexaGame)
