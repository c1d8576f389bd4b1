"""Renderers by game, found by listing `renderers/<id>/`: the root never names a game.

A game's renderer package defines `board_image(view, *, lang, private)` and, where the game has
card faces, `card_image(card, *, lang)`. Views and catalogue entries carry their `game`.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping
from functools import cache
from types import ModuleType
from typing import Any


@cache
def bundles() -> dict[str, ModuleType]:
    root = importlib.import_module(__package__ or "renderers")
    out: dict[str, ModuleType] = {}
    for mod in pkgutil.iter_modules(root.__path__):
        if mod.ispkg and mod.name not in ("fonts",) and not mod.name.startswith("_"):
            pkg = importlib.import_module(f"{root.__name__}.{mod.name}")
            if hasattr(pkg, "board_image"):
                out[mod.name] = pkg
    return out


def bench_module(game: str) -> ModuleType | None:
    """A game's own render benchmark (`renderers/<id>/bench.py` with `bench_render(runs)`), if it has one."""
    pkg = bundles().get(game)
    if pkg is None:
        return None
    try:
        return importlib.import_module(f"{pkg.__name__}.bench")
    except ModuleNotFoundError:
        return None


def has_card_faces(game: str) -> bool:
    """Whether the game's renderer draws card faces (a wargame's units are looked up as text)."""
    pkg = bundles().get(game)
    return pkg is not None and hasattr(pkg, "card_image")


def bundle_for(obj: Mapping[str, Any]) -> ModuleType:
    """The renderer bundle of the game a view or card belongs to; KeyError names an unknown game."""
    game = str(obj.get("game", ""))
    found = bundles().get(game)
    if found is None:
        raise KeyError(f"no renderer for game {game!r}; known: {', '.join(sorted(bundles()))}")
    return found
