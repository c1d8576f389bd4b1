"""Classic's typed attack order as a slash command: `/attack space: earth: ring:` (the console runs the
same spec). It answers the attacker's sortie (4-1-3) and the defender's (4-2-3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from ...discord_app.cogs.common import L
from .. import OrderError
from . import KIT
from .orders import SORTIE_KINDS

if TYPE_CHECKING:
    from ...discord_app.client import SortieBot

ATTACK = KIT.order("attack")


class AttackCog(commands.Cog):
    def __init__(self, bot: SortieBot) -> None:
        self.bot = bot

    @app_commands.command(name=L("attack", "cmd.attack.name"),
                          description=L("Sortie units to attack or defend, front first", "cmd.attack.desc"))
    @app_commands.describe(space=L("Units to the space area, front first", "opt.space.desc"),
                           earth=L("Units to the earth area, front first", "opt.earth.desc"),
                           ring=L("The one MF unit for the ring", "opt.ring.desc"))
    async def attack(self, interaction: discord.Interaction[Any], space: str | None = None,
                     earth: str | None = None, ring: str | None = None) -> None:
        flows = self.bot.flows
        s = self.bot.service.session_in(interaction.channel_id or 0)
        if s is None or s.match is None or s.row.game != KIT.game:
            await flows.refuse(interaction, "errors.no_match_here")
            return
        seat = s.seat_of(interaction.user.id)
        d = s.decision_for(seat) if seat is not None else None
        if seat is None or d is None or d.kind not in SORTIE_KINDS:
            await flows.refuse(interaction, "errors.not_your_decision")
            return
        assert ATTACK is not None
        try:
            tokens = ATTACK.parse(s.match, seat, {"space": (space or "")[:500], "earth": (earth or "")[:500],
                                                  "ring": (ring or "")[:500]})
        except OrderError as e:
            await flows.refuse(interaction, e.key, **e.kw)
            return
        await self.bot.play_cog.act(interaction, tokens)


async def setup(bot: SortieBot) -> None:
    await bot.add_cog(AttackCog(bot))
