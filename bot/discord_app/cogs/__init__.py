"""Slash-command groups, one cog each; every cog module is a discord.py extension (`setup(bot)`)."""

from __future__ import annotations

from ...games import kits

COGS = ("bot.discord_app.cogs.match", "bot.discord_app.cogs.deck", "bot.discord_app.cogs.play",
        "bot.discord_app.cogs.lookup", "bot.discord_app.cogs.pool")
"""The bot's own extensions, loaded in this order by `SortieBot.setup_hook`."""


def extensions() -> list[str]:
    """Every extension to load: the bot's cogs, then each game bundle's own commands."""
    return [*COGS, *(ext for kit in kits().values() for ext in kit.extensions)]
