"""Helpers for the `sortie render ...` commands: the CLI builds a view or finds a card, these write PNGs.

Kept here, not in bot/, so the renderers stay importable without discord and the CLI stays a thin
wrapper: `write_board(engine.api.view(state, seat), path, private=seat is not None)`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from . import render_board, render_card


def write_board(view: Mapping[str, Any], out: str | Path, *, lang: str = "ja", private: bool = False) -> Path:
    """Render `view` to `out` (parent folders created); `private` adds the viewer's hand strip."""
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(render_board(view, lang=lang, private=private))
    return path


def write_card(card: Mapping[str, Any], out: str | Path, *, lang: str = "ja") -> Path:
    """Render one card face to `out`."""
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(render_card(card, lang=lang))
    return path


def find_card(cards: Iterable[Mapping[str, Any]], query: str) -> Mapping[str, Any] | None:
    """The card whose number, Japanese name or English name matches `query` (case-insensitive),
    preferring exact matches over prefix matches, so `sortie render card ガンダム` picks ガンダム and not
    ガンダムMk-II."""
    q = query.strip().casefold()
    exact: list[Mapping[str, Any]] = []
    prefix: list[Mapping[str, Any]] = []
    for card in cards:
        name = card.get("name")
        keys = [str(card.get("card") or ""), str(card.get("number") or "")]  # games name the field either way
        if isinstance(name, Mapping):
            keys += [str(name.get("ja") or ""), str(name.get("en") or "")]
        elif isinstance(name, str):
            keys.append(name)
        folded = [k.casefold() for k in keys if k]
        if q in folded:
            exact.append(card)
        elif any(k.startswith(q) for k in folded):
            prefix.append(card)
    found = exact or prefix
    return found[0] if found else None


def view_flags(as_: str | None) -> tuple[bool, str]:
    """(private, label) for `--as player|spectator`: a player's image includes their hand."""
    if as_ in (None, "", "spectator"):
        return False, "spectator"
    if as_ == "player":
        return True, "player"
    raise ValueError(f"--as must be 'player' or 'spectator', not {as_!r}")
