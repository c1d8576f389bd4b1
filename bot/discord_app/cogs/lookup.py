"""/card and /rule: lookups that work in any channel, with or without a match."""

from __future__ import annotations

import io
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from engine.api import get_game
from renderers import render_card
from renderers.registry import has_card_faces

from ...cardtext import card_fields, card_text
from ...games import kit_for
from ...glossary import lookup, suggest
from ...i18n import t
from ..render import render
from .common import L, game_choices, lang_of

if TYPE_CHECKING:
    from ..client import SortieBot

MAX_QUERY = 100
CARD_CACHE = 256

COLOUR_HEX = {"blue": 0x2F6BD8, "green": 0x2E9E4F, "black": 0x333333, "red": 0xD03030, "brown": 0x8B5A2B,
              "white": 0xE8E8E8, "purple": 0x8E44AD}


def card_embed(card: dict[str, Any], lang: str) -> discord.Embed:
    other = "en" if lang == "ja" else "ja"
    title = f"{card['name'][lang]} / {card['name'][other]}"
    colours = card.get("colours") or ["white"]
    colour = COLOUR_HEX.get(colours[0] if isinstance(colours, (list, tuple)) else str(colours), 0x888888)
    e = discord.Embed(title=title[:256], colour=colour)
    for name, value in card_fields(card, lang):
        e.add_field(name=name[:256], value=value[:1024] or "-")
    text = card_text(card, lang)
    if text:
        e.description = text[:4000]
    e.set_footer(text=f"{card.get('rarity') or ''} {card.get('model') or ''}".strip() or str(card.get("card", "")))
    return e


class LookupCog(commands.Cog):
    def __init__(self, bot: SortieBot) -> None:
        self.bot = bot
        self.faces: OrderedDict[tuple[str, str], bytes] = OrderedDict()  # (game:number, lang) -> PNG

    @app_commands.command(name=L("card", "cmd.card.name"), description=L("Look a card up", "cmd.card.desc"))
    @app_commands.describe(name=L("The card's name (Japanese or English)", "opt.cardname.desc"),
                           private=L("Only you see the answer", "opt.private.desc"),
                           game=L("The game (default: this channel's match)", "opt.game.desc"))
    @app_commands.choices(game=game_choices())
    async def card(self, interaction: discord.Interaction[Any], name: str, private: bool = False,
                   game: str | None = None) -> None:
        lang = lang_of(interaction)
        name = name[:MAX_QUERY]  # a card name is short; a longer query only costs the search
        cards = await self.bot.cards.index_for(self.bot.service.pools, interaction.guild_id,
                                               self.bot.flows.game_for(interaction, game))
        card = cards.get(name)
        if card is None:
            hits = cards.search(name, lang, 1)
            card = cards.get(hits[0][1]) if hits else None
        if card is None:
            await self.bot.flows.refuse(interaction, "errors.unknown_card", name=name)
            return
        if await self.bot.flows.look_limited(interaction):
            return
        await interaction.response.defer(ephemeral=private, thinking=True)
        embed = card_embed(card, lang)
        if not has_card_faces(str(card.get("game", ""))):  # units, characters, bases: text only
            await self.bot.flows.reply(interaction, embed=embed, ephemeral=private)
            return
        png = await self.card_png(card, lang)
        file = discord.File(io.BytesIO(png), filename=f"{card['card']}.png")
        embed.set_image(url=f"attachment://{card['card']}.png")
        await self.bot.flows.reply(interaction, embed=embed, file=file, ephemeral=private)

    async def card_png(self, card: dict[str, Any], lang: str) -> bytes:
        """A card's face, drawn once per card and language (the pool is small)."""
        key = (f"{card.get('game', '')}:{card['card']}", lang)
        png = self.faces.get(key)
        if png is None:
            png = await render(render_card, card, lang=lang)
            self.faces[key] = png
            while len(self.faces) > CARD_CACHE:
                self.faces.popitem(last=False)
        else:
            self.faces.move_to_end(key)
        return png

    @card.autocomplete("name")
    async def card_autocomplete(self, interaction: discord.Interaction[Any], current: str
                                ) -> list[app_commands.Choice[str]]:
        game = getattr(interaction.namespace, "game", None)
        cards = await self.bot.cards.index_for(self.bot.service.pools, interaction.guild_id, self.bot.flows.game_for(
            interaction, game if isinstance(game, str) else None))
        return [app_commands.Choice(name=n[:100], value=v[:100])
                for n, v in cards.search(current[:MAX_QUERY], lang_of(interaction), 25)]

    @app_commands.command(name=L("rule", "cmd.rule.name"), description=L("Explain a rules term",
                                                                          "cmd.rule.desc"))
    @app_commands.describe(term=L("A rules term or special effect", "opt.term.desc"),
                           game=L("The game (default: this channel's match)", "opt.game.desc"))
    @app_commands.choices(game=game_choices())
    async def rule(self, interaction: discord.Interaction[Any], term: str, game: str | None = None) -> None:
        lang = lang_of(interaction)
        term = term[:MAX_QUERY]
        which = self.bot.flows.game_for(interaction, game)
        package = kit_for(which).glossary_package
        if package is None:  # a game without a glossary: its docs say where
            await self.bot.flows.refuse(interaction, "rule.no_glossary", game=get_game(which).info.short_name(lang))
            return
        entry = lookup(term, package)
        if entry is None:
            await self.bot.flows.refuse(interaction, "rule.not_found", term=term)
            return
        title = f"{entry.ja} | {entry.en}"
        body = entry.text_ja if lang == "ja" else entry.text_en
        e = discord.Embed(title=title[:256], description=body[:4000])
        if entry.page:
            e.set_footer(text=f"{t('rule.page', lang)} {entry.page}")
        await self.bot.flows.reply(interaction, embed=e)

    @rule.autocomplete("term")
    async def rule_autocomplete(self, interaction: discord.Interaction[Any], current: str
                                ) -> list[app_commands.Choice[str]]:
        game = getattr(interaction.namespace, "game", None)
        package = kit_for(self.bot.flows.game_for(interaction, game if isinstance(game, str) else None)).glossary_package
        if package is None:
            return []
        return [app_commands.Choice(name=n[:100], value=v[:100])
                for n, v in suggest(current[:MAX_QUERY], lang_of(interaction), package=package)]


async def setup(bot: SortieBot) -> None:
    await bot.add_cog(LookupCog(bot))
