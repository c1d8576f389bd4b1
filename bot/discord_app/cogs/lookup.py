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

from ...games import kit_for
from ...glossary import lookup, suggest
from ...i18n import has, t
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
    e.add_field(name=t("card.number", lang), value=str(card.get("card", "-")))
    kind = str(card.get("type", "-"))
    e.add_field(name=t("card.type", lang), value=t(f"type.{kind}", lang) if has(f"type.{kind}") else kind)
    cost = card.get("cost")
    if isinstance(cost, dict) and kind != "graphic":
        roll = " ".join(f"{t('colour.' + c, lang) if has('colour.' + c) else c}{n}"
                        for c, n in (cost.get("roll") or {}).items()) or "0"
        e.add_field(name=t("card.cost", lang), value=f"{cost.get('total', 0)}{'+X' if cost.get('x') else ''} / {roll}")
    elif cost is not None and not isinstance(cost, dict):
        e.add_field(name=t("card.cost", lang), value=str(cost))
    stats = card.get("stats")
    if isinstance(stats, (list, tuple)) and stats:
        e.add_field(name=t("card.stats", lang), value="/".join(map(str, stats)))
    elif isinstance(stats, dict) and stats:
        e.add_field(name=t("card.stats", lang), value=" ".join(f"{k} {v}" for k, v in stats.items())[:1024])
    elif stats not in (None, [], {}):
        e.add_field(name=t("card.stats", lang), value=str(stats)[:1024])
    if card.get("terrain"):
        e.add_field(name=t("card.terrain", lang), value=", ".join(
            t(f"terrain.{x}", lang) if has(f"terrain.{x}") else str(x) for x in card["terrain"])[:1024])
    if card.get("traits"):
        e.add_field(name=t("card.traits", lang), value=" ".join(card["traits"])[:1024])
    labels = (card.get("keyword_labels") or {}).get(lang)
    if labels:
        e.add_field(name=t("card.keywords", lang), value=", ".join(labels)[:1024])
    if card.get("gsign"):
        g = card["gsign"]
        e.add_field(name=t("card.gsign", lang), value=f"{t('colour.' + g['colour'], lang)} {g.get('series') or ''}")
    if card.get("guard_level") is not None:
        e.add_field(name=t("card.guard_gain", lang), value=f"{card['guard_level']} / {card['gain_level']}")
    raw = card.get("text") or {}
    lines = raw.get(lang) if isinstance(raw, dict) else raw
    text = "\n".join(map(str, lines)) if isinstance(lines, (list, tuple)) else str(lines or "")
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
        cards = self.bot.cards.index(self.bot.flows.game_for(interaction, game))
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
        cards = self.bot.cards.index(self.bot.flows.game_for(interaction, game if isinstance(game, str) else None))
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
