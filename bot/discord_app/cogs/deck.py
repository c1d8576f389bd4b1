"""/deck: import (attachment or pasted text), list, show, delete."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from engine.api import game_names

from ...i18n import t
from ...names import deck_name_problem, normal_name, usable_deck_name
from ...service import ServiceError
from ...storage import DeckRow
from ..checks import needs, rate
from ..outgoing import clip, neutral
from .common import L, game_choices, lang_of

if TYPE_CHECKING:
    from ..client import SortieBot

MAX_DECK_FILE = 64 * 1024
MAX_DECK_TEXT_OPTION = 4000  # characters of a pasted list (Discord allows 6,000 in an option)
MAX_PROBLEMS_SHOWN = 15


class DeckCog(commands.GroupCog, group_name="deck", group_description="Your decks"):
    def __init__(self, bot: SortieBot) -> None:
        self.bot = bot
        super().__init__()

    async def _names(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        rows = [r for g in game_names() for r in await self.bot.store.list_decks(interaction.user.id, g)]
        return [app_commands.Choice(name=r.name, value=r.name) for r in rows
                if usable_deck_name(r.name) and current.casefold() in r.name.casefold()][:25]

    @app_commands.command(name=L("import", "cmd.deck.import.name"),
                          description=L("Save a deck list (a .txt file or pasted text)", "cmd.deck.import.desc"))
    @app_commands.describe(name=L("The deck's name", "opt.name.desc"), file=L("A .txt deck list", "opt.file.desc"),
                           text=L("Or the list itself: '3 ガンダム' per line, separated by ';'", "opt.text.desc"),
                           game=L("The game (default: this channel's match)", "opt.game.desc"))
    @app_commands.choices(game=game_choices())
    @needs(rate)
    async def import_(self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, 50],
                      file: discord.Attachment | None = None,
                      text: app_commands.Range[str, 1, MAX_DECK_TEXT_OPTION] | None = None,
                      game: str | None = None) -> None:
        flows = self.bot.flows
        lang = lang_of(interaction)
        game = flows.game_for(interaction, game)
        problem = deck_name_problem(name, self.bot.service.reserved_names(game))
        if problem is not None:  # before reading anything
            await flows.refuse(interaction, problem[0], value=problem[1])
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        if file is not None:
            if file.size > MAX_DECK_FILE:
                await flows.reply(interaction, t("errors.deck_file_too_big", lang))
                return
            data = await file.read()
            if b"\x00" in data:  # not a text file
                await flows.reply(interaction, t("errors.deck_not_text", lang))
                return
            raw = data.decode("utf-8", errors="replace")
        elif text:
            raw = text.replace(";", "\n")
        else:
            await flows.reply(interaction, t("errors.deck_missing", lang))
            return
        try:
            problems, count = await self.bot.service.import_deck(interaction.user.id, name, raw, game,
                                                                 interaction.guild_id)
        except ServiceError as e:
            await flows.refuse(interaction, e.key, **e.kw)
            return
        if problems:
            shown = [clip(neutral(p), 200) for p in problems[:MAX_PROBLEMS_SHOWN]]
            await flows.reply(interaction, t("errors.deck_invalid", lang, count=len(problems), problems="\n".join(shown)))
            return
        await flows.reply(interaction, t("deck.saved", lang, name=neutral(normal_name(name)), count=count))

    async def _deck(self, user_id: int, name: str) -> DeckRow | None:
        """A saved deck by its name as typed or in its normal form."""
        return await self.bot.store.get_deck(user_id, name) or await self.bot.store.get_deck(user_id, normal_name(name))

    @app_commands.command(name=L("list", "cmd.deck.list.name"), description=L("Your decks and the ready-made ones",
                                                                               "cmd.deck.list.desc"))
    @app_commands.describe(game=L("The game (default: this channel's match)", "opt.game.desc"))
    @app_commands.choices(game=game_choices())
    async def list_(self, interaction: discord.Interaction[Any], game: str | None = None) -> None:
        lang = lang_of(interaction)
        game = self.bot.flows.game_for(interaction, game)
        rows = await self.bot.store.list_decks(interaction.user.id, game)
        pre = self.bot.service.preconstructed(game).values()
        lines = [t("deck.list_header", lang, count=len(rows))]
        lines += [f"・{neutral(r.name)} ({len(r.cards)})" for r in rows] or [t("deck.none", lang)]
        lines.append(t("deck.preconstructed", lang))
        lines += [f"・{d.id}: {d.name.get(lang) or d.name['en']}" for d in pre]
        await self.bot.flows.reply(interaction, "\n".join(lines))

    @app_commands.command(name=L("show", "cmd.deck.show.name"), description=L("Show a deck list",
                                                                               "cmd.deck.show.desc"))
    @app_commands.describe(name=L("The deck's name", "opt.name.desc"))
    async def show(self, interaction: discord.Interaction[Any], name: str) -> None:
        lang = lang_of(interaction)
        row = await self._deck(interaction.user.id, name)
        if row is None:
            await self.bot.flows.refuse(interaction, "errors.unknown_deck", name=name[:100])
            return
        counts: dict[str, int] = {}
        for number in row.cards:
            counts[number] = counts.get(number, 0) + 1
        lines = [f"**{neutral(row.name)}** ({len(row.cards)})"]
        index = await self.bot.cards.index_for(self.bot.service.pools, interaction.guild_id, row.game)
        for number, n in sorted(counts.items()):
            card = index.get(number)
            nm = card["name"][lang] if card else number
            lines.append(f"{n} {nm}")
        await self.bot.flows.reply(interaction, "\n".join(lines))

    show.autocomplete("name")(_names)

    @app_commands.command(name=L("delete", "cmd.deck.delete.name"), description=L("Delete one of your decks",
                                                                                   "cmd.deck.delete.desc"))
    @app_commands.describe(name=L("The deck's name", "opt.name.desc"))
    async def delete(self, interaction: discord.Interaction[Any], name: str) -> None:
        row = await self._deck(interaction.user.id, name)
        ok = row is not None and await self.bot.store.delete_deck(interaction.user.id, row.name)
        await self.bot.flows.refuse(interaction, "deck.deleted" if ok else "errors.unknown_deck", name=name[:100])

    delete.autocomplete("name")(_names)


async def setup(bot: SortieBot) -> None:
    await bot.add_cog(DeckCog(bot))
