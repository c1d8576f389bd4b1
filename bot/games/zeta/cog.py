"""`/hex coordinate:`: what stands on a hex of the Zeta map (public information only)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from ...discord_app.cogs.common import L, lang_of
from .. import OrderError
from . import KIT
from .hexinfo import hex_answer

if TYPE_CHECKING:
    from ...discord_app.client import SortieBot


class HexCog(commands.Cog):
    def __init__(self, bot: SortieBot) -> None:
        self.bot = bot

    @app_commands.command(name=L("hex", "cmd.hex.name"), description=L("What stands on a hex of the map",
                                                                        "cmd.hex.desc"))
    @app_commands.describe(coordinate=L("A hex as printed on the map, e.g. S-C5", "opt.coordinate.desc"))
    async def hex(self, interaction: discord.Interaction[Any], coordinate: app_commands.Range[str, 1, 12]) -> None:
        lang = lang_of(interaction)
        s = self.bot.service.session_in(interaction.channel_id or 0)
        if s is None or s.match is None or s.row.game != KIT.game:
            raise OrderError("errors.no_match_here")
        title, *lines = hex_answer(s.match, lang, {"coordinate": coordinate})  # the console's answer too
        await self.bot.flows.reply(interaction, f"**{title}**\n" + "\n".join(lines))


async def setup(bot: SortieBot) -> None:
    await bot.add_cog(HexCog(bot))
