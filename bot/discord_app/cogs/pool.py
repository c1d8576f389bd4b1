"""/pool: which imported card pool a server plays with (issue 14). Pools are imported by the operator
(`sortie cards import FILE --pool NAME --server ID`); here a server lists them and picks one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from ...i18n import t
from ...pools import pool_lines
from ..checks import in_server, manages_channels, needs, rate
from ..outgoing import neutral
from .common import L, game_choices, lang_of

if TYPE_CHECKING:
    from ..client import SortieBot


class PoolCog(commands.GroupCog, group_name="pool", group_description="Imported card pools of this server"):
    def __init__(self, bot: SortieBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=L("list", "cmd.pool.list.name"),
                          description=L("This server's imported card pools", "cmd.pool.list.desc"))
    @app_commands.describe(game=L("The game (default: this channel's match)", "opt.game.desc"))
    @app_commands.choices(game=game_choices())
    @needs(in_server)
    async def list_(self, interaction: discord.Interaction[Any], game: str | None = None) -> None:
        lang = lang_of(interaction)
        assert interaction.guild_id is not None  # in_server
        which = self.bot.flows.game_for(interaction, game) if game else None
        pools = await self.bot.service.pools.listing(interaction.guild_id, which)
        await self.bot.flows.reply(interaction, "\n".join(pool_lines(pools, lang)), ephemeral=True)

    @app_commands.command(name=L("use", "cmd.pool.use.name"),
                          description=L("Play this server's matches with an imported pool", "cmd.pool.use.desc"))
    @app_commands.describe(name=L("The pool's name", "opt.pool.desc"),
                           game=L("The game (default: this channel's match)", "opt.game.desc"))
    @app_commands.choices(game=game_choices())
    @needs(in_server, manages_channels, rate)
    async def use(self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, 32],
                  game: str | None = None) -> None:
        lang = lang_of(interaction)
        flows = self.bot.flows
        assert interaction.guild_id is not None  # in_server
        which = flows.game_for(interaction, game)
        pool = await self.bot.service.pools.use(interaction.guild_id, which, name)
        if pool is None:
            await flows.refuse(interaction, "errors.unknown_pool", name=neutral(name))
            return
        await flows.reply(interaction, t("pool.used", lang, name=neutral(pool.name), full=pool.full,
                                         records=len(pool.entries)), ephemeral=False)  # it concerns everyone

    @app_commands.command(name=L("off", "cmd.pool.off.name"),
                          description=L("Play with the built-in cards only", "cmd.pool.off.desc"))
    @app_commands.describe(game=L("The game (default: this channel's match)", "opt.game.desc"))
    @app_commands.choices(game=game_choices())
    @needs(in_server, manages_channels, rate)
    async def off(self, interaction: discord.Interaction[Any], game: str | None = None) -> None:
        flows = self.bot.flows
        assert interaction.guild_id is not None  # in_server
        await self.bot.service.pools.stop_using(interaction.guild_id, flows.game_for(interaction, game))
        await flows.reply(interaction, t("pool.off", lang_of(interaction)), ephemeral=False)


async def setup(bot: SortieBot) -> None:
    await bot.add_cog(PoolCog(bot))
