"""Typed alternatives to the buttons: /play, /cutin, /pass (a game's own typed orders live in its bundle)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from engine.api import EngineError, get_game

from ...choose import choose
from ...games import kit_for
from ...service import ServiceError
from ..checks import deciding, match_started, needs, rate, seat_here, seated
from .common import L, lang_of

if TYPE_CHECKING:
    from ..client import SortieBot


def looks_like_token(game: str, text: str) -> bool:
    """An action token of the game (well formed, legal or not), as autocomplete values are."""
    codec = get_game(game).codec
    if codec is None:
        return False
    try:
        codec.decode(text)
    except EngineError:
        return False
    return True


ACTING = needs(match_started, seated, deciding, rate)
"""The checks of a command that acts in the match: a started match here, the caller seated and
deciding, within their rate (refusals in that order, before anything is deferred)."""


class PlayCog(commands.Cog):
    def __init__(self, bot: SortieBot) -> None:
        self.bot = bot

    async def act(self, interaction: discord.Interaction[Any], tokens: list[str]) -> None:
        """Apply typed tokens in order for the caller (a game bundle's typed orders use this too).
        The command's checks (`ACTING`) have found the match and the caller's pending decision."""
        await self._act(interaction, tokens)

    async def _act(self, interaction: discord.Interaction[Any], tokens: list[str]) -> None:
        s, seat = seat_here(interaction)
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
            if a.role == "forward" and current.casefold() in a.describe(lang).casefold():
                out.append(app_commands.Choice(name=a.describe(lang)[:100], value=a.token))
        return out[:25]

    @app_commands.command(name=L("play", "cmd.play.name"), description=L("Play a card or a text now",
                                                                          "cmd.play.desc"))
    @app_commands.describe(card=L("What to play (only what you may play now is listed)", "opt.card.desc"))
    @ACTING
    async def play(self, interaction: discord.Interaction[Any], card: str) -> None:
        await self._named(interaction, card)

    play.autocomplete("card")(_playable)

    @app_commands.command(name=L("cutin", "cmd.cutin.name"), description=L("Cut in with a card or a text",
                                                                             "cmd.cutin.desc"))
    @app_commands.describe(card=L("What to play (only what you may play now is listed)", "opt.card.desc"))
    @ACTING
    async def cutin(self, interaction: discord.Interaction[Any], card: str) -> None:
        await self._named(interaction, card)

    async def _named(self, interaction: discord.Interaction[Any], card: str) -> None:
        """An autocomplete choice is a token; typed text is a name: exact names win, several
        different matches are listed instead of guessed."""
        s, seat = seat_here(interaction)
        d = s.decision_for(seat)
        if d is None or card in d.tokens() or looks_like_token(s.row.game, card):
            await self._act(interaction, [card])  # the service checks it (and refuses what is not legal)
            return
        got = choose(d.actions, card[:100], kit_for(s.row.game).kinds_of("play") or ())
        if got.action is not None:
            await self._act(interaction, [got.action.token])
        elif got.candidates:
            lang = lang_of(interaction)
            await self.bot.flows.refuse(interaction, "errors.which_one", name=card[:100], choices="\n".join(
                f"・{a.describe(lang)}" for a in got.candidates[:10]))
        else:
            await self.bot.flows.refuse(interaction, "console.nothing_named", name=card[:100])

    cutin.autocomplete("card")(_playable)

    @app_commands.command(name=L("pass", "cmd.pass.name"), description=L("Pass (no play, no cut-in)",
                                                                          "cmd.pass.desc"))
    @ACTING
    async def pass_(self, interaction: discord.Interaction[Any]) -> None:
        s, seat = seat_here(interaction)
        d = s.decision_for(seat)
        passes = d.by_role("pass") if d is not None else []
        await self._act(interaction, [passes[0].token if passes else "pass"])


async def setup(bot: SortieBot) -> None:
    bot.play_cog = PlayCog(bot)
    await bot.add_cog(bot.play_cog)
