"""Slash-command groups, one cog each."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..client import SortieBot


async def setup_cogs(bot: SortieBot) -> None:
    from .deck import DeckCog
    from .lookup import LookupCog
    from .match import MatchCog
    from .play import PlayCog

    bot.match_cog = MatchCog(bot)
    for cog in (bot.match_cog, DeckCog(bot), PlayCog(bot), LookupCog(bot)):
        await bot.add_cog(cog)
