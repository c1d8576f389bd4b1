"""Shared helpers: localisable command strings and the caller's language."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from engine.api import games

from ...i18n import lang_for


def game_choices() -> list[app_commands.Choice[str]]:
    """The registered games, for every command's `game` option (the bot names none itself)."""
    return [app_commands.Choice(name=g.title["en"][:100], value=g.id)
            for g in sorted(games(), key=lambda g: (g.order, g.id))]


def level_choices() -> list[app_commands.Choice[str]]:
    """Sortie's levels for `/match new level:` (names translated as `choice.level.<value>`)."""
    from ...ai_seat import LEVELS

    return [app_commands.Choice(name=L(v, f"choice.level.{v}"), value=v) for v in LEVELS]


def L(text: str, key: str) -> app_commands.locale_str:
    """A command name or description with the catalogue key the translator looks up."""
    return app_commands.locale_str(text, key=key)


def lang_of(interaction: discord.Interaction[Any]) -> str:
    return lang_for(interaction.locale)


def can_manage(interaction: discord.Interaction[Any]) -> bool:
    perms = getattr(interaction, "permissions", None)
    return bool(perms and (perms.manage_channels or perms.administrator))
