"""Slash-command groups, one cog each."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...games import kits

if TYPE_CHECKING:
    from ..client import SortieBot


async def setup_cogs(bot: SortieBot) -> None:
    from .deck import DeckCog
    from .lookup import LookupCog
    from .match import MatchCog
    from .play import PlayCog

    bot.match_cog = MatchCog(bot)
    bot.play_cog = PlayCog(bot)
    for cog in (bot.match_cog, DeckCog(bot), bot.play_cog, LookupCog(bot)):
        await bot.add_cog(cog)
    for kit in kits().values():  # each game's own typed orders
        for ext in kit.extensions:
            await bot.load_extension(ext)
