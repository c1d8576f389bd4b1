"""Games by name, found by listing `engine.games`: the core, the bot and the CLI never name a game.

A game registers by being a package `engine/games/<id>/` whose `__init__` defines `make_game()`, a
factory returning its `GameBase`. Tests and tools may also `register` a factory by hand.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import Any

from .base import GameBase
from .errors import EngineError

_FACTORIES: dict[str, Callable[[], GameBase[Any]]] = {}
_GAMES: dict[str, GameBase[Any]] = {}
_discovered = False


def register(name: str, factory: Callable[[], GameBase[Any]]) -> None:
    _FACTORIES[name] = factory
    _GAMES.pop(name, None)


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    from .. import games

    for mod in pkgutil.iter_modules(games.__path__):
        if not mod.ispkg or mod.name.startswith("_"):
            continue
        pkg = importlib.import_module(f"{games.__name__}.{mod.name}")
        factory = getattr(pkg, "make_game", None)
        if callable(factory) and mod.name not in _FACTORIES:
            _FACTORIES[mod.name] = factory


def get_game(name: str) -> GameBase[Any]:
    """The game registered under `name` (a `GameBase`); raises EngineError for an unknown name."""
    _discover()
    if name not in _GAMES:
        if name not in _FACTORIES:
            raise EngineError(f"unknown game {name!r}; known: {', '.join(sorted(_FACTORIES))}")
        _GAMES[name] = _FACTORIES[name]()
    return _GAMES[name]


def game_names() -> list[str]:
    _discover()
    return sorted(_FACTORIES)


def default_game() -> str:
    """The game menus list first (lowest `GameInfo.order`): used where no game is named."""
    return min(game_names(), key=lambda n: (get_game(n).info.order, n))
