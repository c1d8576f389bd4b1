"""Typed alternatives to the buttons: /play, /cutin, /pass, /sortie."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from ...service import ServiceError, Session
from .common import L, lang_of

if TYPE_CHECKING:
    from ..client import SortieBot

PLAY_KINDS = ("play", "g", "act")


class PlayCog(commands.Cog):
    def __init__(self, bot: SortieBot) -> None:
        self.bot = bot

    async def _mine(self, interaction: discord.Interaction[Any]) -> tuple[Session, int] | None:
        s = self.bot.service.session_in(interaction.channel_id or 0)
        if s is None or s.match is None:
            await self.bot.flows.refuse(interaction, "errors.no_match_here")
            return None
        seat = s.seat_of(interaction.user.id)
        if seat is None:
            await self.bot.flows.refuse(interaction, "errors.not_a_player")
            return None
        d = s.decision()
        if d is None or d.player != seat:
            await self.bot.flows.refuse(interaction, "errors.not_your_decision")
            return None
        return s, seat

    async def _act(self, interaction: discord.Interaction[Any], tokens: list[str]) -> None:
        got = await self._mine(interaction)
        if got is None:
            return
        s, seat = got
        if await self.bot.flows.limited(interaction):
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        lines: list[str] = []
        step = None
        try:
            for tok in tokens:
                step = await self.bot.service.act(s, interaction.user.id, tok)
                lines += step.public_lines[s.row.lang]
        except ServiceError as e:
            await self.bot.flows.refuse(interaction, e.key, **e.kw)
            if step is None:
                return
        assert step is not None
        step.public_lines[s.row.lang] = lines
        await self.bot.flows.after_step(interaction, s, seat, step, from_panel=False)

    async def _playable(self, interaction: discord.Interaction[Any], current: str
                        ) -> list[app_commands.Choice[str]]:
        s = self.bot.service.session_in(interaction.channel_id or 0)
        if s is None or s.match is None:
            return []
        got = self.bot.service.legal_for(s, interaction.user.id)
        if got is None:
            return []
        _seat, d = got
        lang = lang_of(interaction)
        out = []
        for a in d.actions:
            if a.kind in PLAY_KINDS and current.casefold() in a.describe(lang).casefold():
                out.append(app_commands.Choice(name=a.describe(lang)[:100], value=a.token))
        return out[:25]

    @app_commands.command(name=L("play", "cmd.play.name"), description=L("Play a card or a text now",
                                                                          "cmd.play.desc"))
    @app_commands.describe(card=L("What to play (only what you may play now is listed)", "opt.card.desc"))
    async def play(self, interaction: discord.Interaction[Any], card: str) -> None:
        await self._act(interaction, [card])

    play.autocomplete("card")(_playable)

    @app_commands.command(name=L("cutin", "cmd.cutin.name"), description=L("Cut in with a card or a text",
                                                                             "cmd.cutin.desc"))
    @app_commands.describe(card=L("What to play (only what you may play now is listed)", "opt.card.desc"))
    async def cutin(self, interaction: discord.Interaction[Any], card: str) -> None:
        await self._act(interaction, [card])

    cutin.autocomplete("card")(_playable)

    @app_commands.command(name=L("pass", "cmd.pass.name"), description=L("Pass (no play, no cut-in)",
                                                                          "cmd.pass.desc"))
    async def pass_(self, interaction: discord.Interaction[Any]) -> None:
        await self._act(interaction, ["pass"])

    @app_commands.command(name=L("sortie", "cmd.sortie.name"),
                          description=L("Sortie units, front first, names separated by commas", "cmd.sortie.desc"))
    @app_commands.describe(space=L("Units to the space area, front first", "opt.space.desc"),
                           earth=L("Units to the earth area, front first", "opt.earth.desc"))
    async def sortie(self, interaction: discord.Interaction[Any], space: str | None = None,
                     earth: str | None = None) -> None:
        s = self.bot.service.session_in(interaction.channel_id or 0)
        if s is None or s.match is None:
            await self.bot.flows.refuse(interaction, "errors.no_match_here")
            return
        seat = s.seat_of(interaction.user.id)
        d = s.decision()
        if seat is None or d is None or d.player != seat or d.kind != "sortie":
            await self.bot.flows.refuse(interaction, "errors.not_your_decision")
            return
        try:
            tokens = self.bot.service.sortie_tokens(s, seat, space, earth)
        except ServiceError as e:
            await self.bot.flows.refuse(interaction, e.key, **e.kw)
            return
        await self._act(interaction, tokens)
