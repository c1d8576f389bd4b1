"""/deck: import (attachment or pasted text), list, show, delete."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from ...i18n import t
from .common import L, lang_of

if TYPE_CHECKING:
    from ..client import SortieBot

MAX_DECK_FILE = 64 * 1024


class DeckCog(commands.GroupCog, group_name="deck", group_description="Your NEX-A decks"):
    def __init__(self, bot: SortieBot) -> None:
        self.bot = bot
        super().__init__()

    async def _names(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        rows = await self.bot.store.list_decks(interaction.user.id, "nexa")
        return [app_commands.Choice(name=r.name[:100], value=r.name[:100]) for r in rows
                if current.casefold() in r.name.casefold()][:25]

    @app_commands.command(name=L("import", "cmd.deck.import.name"),
                          description=L("Save a deck list (a .txt file or pasted text)", "cmd.deck.import.desc"))
    @app_commands.describe(name=L("The deck's name", "opt.name.desc"), file=L("A .txt deck list", "opt.file.desc"),
                           text=L("Or the list itself: '3 ガンダム' per line, separated by ';'", "opt.text.desc"))
    async def import_(self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, 50],
                      file: discord.Attachment | None = None, text: str | None = None) -> None:
        lang = lang_of(interaction)
        if await self.bot.flows.limited(interaction):
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        if file is not None:
            if file.size > MAX_DECK_FILE:
                await interaction.followup.send(t("errors.deck_file_too_big", lang), ephemeral=True)
                return
            raw = (await file.read()).decode("utf-8", errors="replace")
        elif text:
            raw = text.replace(";", "\n")
        else:
            await interaction.followup.send(t("errors.deck_missing", lang), ephemeral=True)
            return
        problems, count = await self.bot.service.import_deck(interaction.user.id, name, raw)
        if problems:
            body = "\n".join(problems[:30])
            await interaction.followup.send(t("errors.deck_invalid", lang, count=len(problems), problems=body),
                                            ephemeral=True)
            return
        await interaction.followup.send(t("deck.saved", lang, name=name, count=count), ephemeral=True)

    @app_commands.command(name=L("list", "cmd.deck.list.name"), description=L("Your decks and the ready-made ones",
                                                                               "cmd.deck.list.desc"))
    async def list_(self, interaction: discord.Interaction[Any]) -> None:
        lang = lang_of(interaction)
        rows = await self.bot.store.list_decks(interaction.user.id, "nexa")
        pre = self.bot.service.preconstructed("nexa").values()
        lines = [t("deck.list_header", lang, count=len(rows))]
        lines += [f"・{r.name} ({len(r.cards)})" for r in rows] or [t("deck.none", lang)]
        lines.append(t("deck.preconstructed", lang))
        lines += [f"・{d.id}: {d.name.get(lang) or d.name['en']}" for d in pre]
        await self.bot.flows.reply(interaction, "\n".join(lines))

    @app_commands.command(name=L("show", "cmd.deck.show.name"), description=L("Show a deck list",
                                                                               "cmd.deck.show.desc"))
    @app_commands.describe(name=L("The deck's name", "opt.name.desc"))
    async def show(self, interaction: discord.Interaction[Any], name: str) -> None:
        lang = lang_of(interaction)
        row = await self.bot.store.get_deck(interaction.user.id, name)
        if row is None:
            await self.bot.flows.refuse(interaction, "errors.unknown_deck", name=name)
            return
        counts: dict[str, int] = {}
        for number in row.cards:
            counts[number] = counts.get(number, 0) + 1
        lines = [f"**{row.name}** ({len(row.cards)})"]
        for number, n in sorted(counts.items()):
            card = self.bot.cards.get(number)
            nm = card["name"][lang] if card else number
            lines.append(f"{n} {nm}")
        await self.bot.flows.reply(interaction, "\n".join(lines))

    show.autocomplete("name")(_names)

    @app_commands.command(name=L("delete", "cmd.deck.delete.name"), description=L("Delete one of your decks",
                                                                                   "cmd.deck.delete.desc"))
    @app_commands.describe(name=L("The deck's name", "opt.name.desc"))
    async def delete(self, interaction: discord.Interaction[Any], name: str) -> None:
        ok = await self.bot.store.delete_deck(interaction.user.id, name)
        await self.bot.flows.refuse(interaction, "deck.deleted" if ok else "errors.unknown_deck", name=name)

    delete.autocomplete("name")(_names)
