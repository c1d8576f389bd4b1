"""Card indexes for every game, built on first use: `/card` and autocomplete answer from memory."""

from __future__ import annotations

from engine.api import card_catalogue, game_names

from .cardindex import CardIndex
from .pools import PoolBook


class CardBook:
    """One `CardIndex` per registered game (a game without cards has an empty one)."""

    def __init__(self) -> None:
        self._indexes: dict[str, CardIndex] = {}

    def index(self, game: str) -> CardIndex:
        idx = self._indexes.get(game)
        if idx is None:
            idx = self._indexes[game] = CardIndex.build(card_catalogue(game) if game in game_names() else [])
        return idx

    def warm(self) -> None:
        """Build every game's index now (at start-up, so no user waits for it)."""
        for game in game_names():
            self.index(game)

    async def index_for(self, pools: PoolBook, guild_id: int | None, game: str) -> CardIndex:
        """What `/card` searches in a server: the built-in cards, plus its imported pool when it uses one."""
        pool = await pools.active(guild_id, game)
        return pool.index if pool is not None else self.index(game)
