"""Per-game bot bundles, found by listing `bot/games/<id>/`: the rest of bot/ names no game.

A bundle is optional: a game the engine registers is playable in Discord and the console from the
contract alone. A bundle adds what the contract cannot say: typed order commands (NEX-A's sortie
order), and the game's rules glossary for `/rule`.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from engine.api import Match

from ..errors import Refused


class OrderError(Refused):
    """A typed order the player must fix (bot.errors.Refused: a catalogue key and its values)."""


OrderParser = Callable[[Match, int, Mapping[str, str]], list[str]]
"""(match, seat, the order's options as typed) -> the engine tokens to apply in order; OrderError."""

Lookup = Callable[[Match, str, Mapping[str, str]], list[str]]
"""(match, language, the command's options as typed) -> the answer's lines (a title first); OrderError.
A game's read-only command: its slash command and the console both answer with these lines."""


@dataclass(frozen=True)
class OrderSpec:
    """A typed order, the same for the slash command and the console (`name key:value ...`)."""

    name: str
    description: dict[str, str]
    options: tuple[tuple[str, dict[str, str]], ...]  # (option name, description ja/en)
    parse: OrderParser


@dataclass(frozen=True)
class GameKit:
    game: str
    orders: tuple[OrderSpec, ...] = ()
    glossary_package: str | None = None  # a package holding glossary.json for /rule
    extensions: tuple[str, ...] = ()  # discord.py extensions (modules with `setup(bot)`) of its commands
    verbs: tuple[tuple[str, tuple[str, ...]], ...] = (("play", ()),)
    """Typed verbs choosing an action by its subject's name: verb -> the action kinds it covers
    (empty: every forward action). NEX-A: `play` plays a card or text, `g` plays one as a G."""

    def kinds_of(self, verb: str) -> tuple[str, ...] | None:
        return next((k for v, k in self.verbs if v == verb), None)
    extras: dict[str, Any] = field(default_factory=dict)
    lookups: tuple[tuple[str, Lookup], ...] = ()  # read-only commands by name (Zeta: `hex`)
    board_steps: tuple[tuple[str, str], ...] = ()
    """(phase, step) of the views whose board is posted even when auto-pass went through them
    (NEX-A: the damage step, so a battle resolved by auto-pass is still seen)."""
    board_shows: Callable[[Mapping[str, Any]], bool] | None = None
    """Whether such a step's spectator view is worth its board (None: always). NEX-A: only when a
    squad fought; every turn goes through the damage step, and an empty one shows nothing."""

    def order(self, name: str) -> OrderSpec | None:
        return next((o for o in self.orders if o.name == name), None)

    def lookup(self, name: str) -> Lookup | None:
        return next((fn for n, fn in self.lookups if n == name), None)


@cache
def kits() -> dict[str, GameKit]:
    """Every bundle's kit by game id."""
    root = importlib.import_module(__name__)
    out: dict[str, GameKit] = {}
    for mod in pkgutil.iter_modules(root.__path__):
        if mod.ispkg:
            pkg = importlib.import_module(f"{__name__}.{mod.name}")
            kit = getattr(pkg, "KIT", None)
            if isinstance(kit, GameKit):
                out[kit.game] = kit
    return out


def kit_for(game: str) -> GameKit:
    """The game's bundle, or an empty one: every registered game works without a bundle."""
    return kits().get(game) or GameKit(game)


def all_orders() -> dict[str, OrderSpec]:
    """Every typed order of every game by name (one slash command each; names are unique)."""
    out: dict[str, OrderSpec] = {}
    for kit in kits().values():
        for o in kit.orders:
            out.setdefault(o.name, o)
    return out


UNIT_SEPARATORS = re.compile(r"[,、，]")


def units_by_name(units: Sequence[Mapping[str, Any]], options: Mapping[str, str],
                  areas: Iterable[tuple[str, str]]) -> list[tuple[str, int]]:
    """A typed unit order's picks: for each (area code, option name), the comma-separated names in
    that option, front first, each matched by Japanese or English name or instance id among `units`
    (view dicts with `iid` and `name`); two units of one name are taken in turn. Only commas separate
    units, so names keep their spaces. Returns (area code, iid) pairs; an unknown name is an OrderError."""
    picks: list[tuple[str, int]] = []
    used: set[int] = set()
    for code, option in areas:
        for raw in UNIT_SEPARATORS.split(options.get(option) or ""):
            want = " ".join(raw.split()).casefold()
            if not want:
                continue
            hit = next((u for u in units if u["iid"] not in used and want in (
                u["name"]["ja"].casefold(), u["name"]["en"].casefold(), str(u["iid"]))), None)
            if hit is None:
                raise OrderError("errors.unknown_unit", name=raw.strip()[:100])
            used.add(hit["iid"])
            picks.append((code, int(hit["iid"])))
    return picks
