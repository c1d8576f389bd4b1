"""Imported card pools, per server (issue 14): which one a server uses for a game, held in memory.

An operator imports a card list for their server (`sortie cards import FILE --pool NAME --server
ID`); `/pool use` makes it the server's pool for that game. Lookups then search the built-in cards
and the pool's (each imported card marked with its compile status); deck lists may use the pool's
FULL cards, and a match embeds the data of the imported cards its decks use in its options, so it
replays and restores without the pool.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from engine.api import card_catalogue, game_names

from .cardindex import CardIndex
from .i18n import t
from .storage import Store

CONSOLE_SERVER = 0
"""The console channel's server id: `sortie cards import FILE --pool NAME --server 0` imports for it."""
SETTING = "pool:{game}"
MAX_POOLS_LISTED = 25
POOL_NAME = re.compile(r"^[\w.\-]{1,32}$")


def pool_name_problem(name: str) -> str | None:
    """Why a pool name is unusable (None: usable): short, one word, nothing that could ping."""
    if not POOL_NAME.match(name.strip()):
        return f"{name[:40]!r}: a pool name is 1-32 letters, digits, '-', '_' or '.'"
    return None


@dataclass
class ActivePool:
    name: str
    entries: list[dict[str, Any]]
    index: CardIndex
    defs: dict[str, dict[str, Any]] = field(default_factory=dict)  # FULL cards' data by number

    @property
    def full(self) -> int:
        return len(self.defs)


def _marked(entry: dict[str, Any], pool: str) -> dict[str, Any]:
    card = dict(entry["card"])
    card["imported"] = {"pool": pool, "status": entry["status"], "blockers": list(entry.get("blockers") or [])}
    return card


class PoolBook:
    """The pool each server uses per game, loaded from the store on first use and kept."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._active: dict[tuple[int, str], ActivePool | None] = {}

    async def active(self, guild_id: int | None, game: str) -> ActivePool | None:
        if guild_id is None or game not in game_names():
            return None
        key = (guild_id, game)
        if key not in self._active:
            name = await self.store.get_setting(f"guild:{guild_id}", SETTING.format(game=game))
            self._active[key] = await self._load(guild_id, game, name) if isinstance(name, str) else None
        return self._active[key]

    def cached(self, guild_id: int | None, game: str) -> ActivePool | None:
        """The pool already loaded by `active` (for synchronous callers)."""
        return None if guild_id is None else self._active.get((guild_id, game))

    async def _load(self, guild_id: int, game: str, name: str) -> ActivePool | None:
        entries = await self.store.pool_entries(guild_id, game, name)
        if not entries:
            return None
        builtin = card_catalogue(game)
        index = CardIndex.build([*builtin, *(_marked(e, name) for e in entries)])
        defs = {str(e["number"]): e["def"] for e in entries if e.get("status") == "full" and e.get("def")}
        return ActivePool(name, entries, index, defs)

    async def named(self, guild_id: int | None, game: str, name: str | None) -> ActivePool | None:
        """The pool a match names (`/match new pool:`), else the server's active one."""
        if name is None or guild_id is None:
            return await self.active(guild_id, game)
        cur = await self.active(guild_id, game)
        if cur is not None and cur.name == name:
            return cur
        return await self._load(guild_id, game, name)

    async def use(self, guild_id: int, game: str, name: str) -> ActivePool | None:
        """Make `name` the server's pool for `game`; None when the server has no such pool."""
        pool = await self._load(guild_id, game, name)
        if pool is None:
            return None
        await self.store.set_setting(f"guild:{guild_id}", SETTING.format(game=game), name)
        self._active[(guild_id, game)] = pool
        return pool

    async def stop_using(self, guild_id: int, game: str) -> bool:
        self._active[(guild_id, game)] = None
        return await self.store.delete_setting(f"guild:{guild_id}", SETTING.format(game=game))

    async def listing(self, guild_id: int, game: str | None = None) -> list[dict[str, Any]]:
        """The server's pools (newest first, at most MAX_POOLS_LISTED), each with `active` set."""
        pools = (await self.store.list_pools(guild_id, game))[:MAX_POOLS_LISTED]
        in_use: dict[str, Any] = {}  # game -> the pool name the server uses (the setting, not the pool's cards)
        for p in pools:
            if p["game"] not in in_use:
                in_use[p["game"]] = await self.store.get_setting(f"guild:{guild_id}", SETTING.format(game=p["game"]))
            p["active"] = in_use[p["game"]] == p["name"]
        return pools

    def forget(self, guild_id: int, game: str) -> None:
        """Drop the cached pool (after an import replaced it)."""
        self._active.pop((guild_id, game), None)


def pool_lines(pools: list[dict[str, Any]], lang: str) -> list[str]:
    """One line per pool: name, game, how many of its cards play, and whether it is in use."""
    lines = [t("pool.list_header", lang, count=len(pools))]
    for p in pools:
        r = p["report"]
        lines.append(t("pool.row", lang, name=p["name"], game=p["game"], full=r.get("full", 0),
                       records=r.get("records", 0)) + (" " + t("pool.in_use", lang) if p.get("active") else ""))
    if not pools:
        lines.append(t("pool.none", lang))
    return lines
