"""NEX-A's typed order as a slash command: `/sortie space: earth:` (the console runs the same spec)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from ...discord_app.checks import seat_here
from ...discord_app.cogs.common import L
from ...discord_app.cogs.play import ACTING
from .. import OrderError
from . import KIT

if TYPE_CHECKING:
    from ...discord_app.client import SortieBot

SORTIE = KIT.order("sortie")


class SortieCog(commands.Cog):
    def __init__(self, bot: SortieBot) -> None:
        self.bot = bot

    @app_commands.command(name=L("sortie", "cmd.sortie.name"),
                          description=L("Sortie units, front first, names separated by commas", "cmd.sortie.desc"))
    @app_commands.describe(space=L("Units to the space area, front first", "opt.space.desc"),
                           earth=L("Units to the earth area, front first", "opt.earth.desc"))
    @ACTING
    async def sortie(self, interaction: discord.Interaction[Any], space: str | None = None,
                     earth: str | None = None) -> None:
        s, seat = seat_here(interaction)
        if s.row.game != KIT.game:
            raise OrderError("errors.no_match_here")
        d = s.decision_for(seat)
        if d is None or d.kind != "sortie" or s.match is None:
            raise OrderError("errors.not_your_decision")
        assert SORTIE is not None
        tokens = SORTIE.parse(s.match, seat, {"space": (space or "")[:500], "earth": (earth or "")[:500]})
        await self.bot.play_cog.act(interaction, tokens)


async def setup(bot: SortieBot) -> None:
    await bot.add_cog(SortieCog(bot))
