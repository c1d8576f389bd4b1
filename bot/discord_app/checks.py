"""`app_commands` checks: rate limits and the session / seat lookups a command needs.

A check that fails raises `CheckRefused` (the one localisable refusal, bot.errors.Refused);
`CommandTree.on_error` answers it privately in the user's language, before the command's body runs,
so a refused command never starts "thinking" and never reaches the service.

    @needs(match_started, seated, deciding, rate)   # run in this order; the first that fails answers
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar, cast

import discord
from discord import app_commands

from ..errors import Refused
from ..service import Session
from .cogs.common import can_manage

if TYPE_CHECKING:
    from .client import SortieBot

Predicate = Callable[[discord.Interaction[Any]], Awaitable[None]]
T = TypeVar("T")


class CheckRefused(app_commands.CheckFailure, Refused):
    """A failed check: the catalogue key (and values) the user reads."""

    def __init__(self, key: str, **kw: Any) -> None:
        Refused.__init__(self, key, **kw)


def bot_of(interaction: discord.Interaction[Any]) -> SortieBot:
    return cast("SortieBot", interaction.client)


# -- lookups (also used by the command bodies once the checks have passed) -------------------------

def session_here(interaction: discord.Interaction[Any], *, started: bool = False) -> Session:
    """The match of the interaction's channel (`started`: past its lobby), or CheckRefused."""
    s = bot_of(interaction).service.session_in(interaction.channel_id or 0)
    if s is None or (started and s.match is None):
        raise CheckRefused("errors.no_match_here")
    return s


def seat_here(interaction: discord.Interaction[Any]) -> tuple[Session, int]:
    """The started match here and the caller's seat in it, or CheckRefused."""
    s = session_here(interaction, started=True)
    seat = s.seat_of(interaction.user.id)
    if seat is None:
        raise CheckRefused("errors.not_a_player")
    return s, seat


# -- predicates ------------------------------------------------------------------------------------

async def match_open(interaction: discord.Interaction[Any]) -> None:
    """A match (open or started) in this channel."""
    session_here(interaction)


async def match_started(interaction: discord.Interaction[Any]) -> None:
    """A started match in this channel."""
    session_here(interaction, started=True)


async def seated(interaction: discord.Interaction[Any]) -> None:
    """The caller plays in this channel's started match."""
    seat_here(interaction)


async def deciding(interaction: discord.Interaction[Any]) -> None:
    """The caller has a decision pending (simultaneous secret choices: any of the deciders)."""
    s, seat = seat_here(interaction)
    if s.decision_for(seat) is None:
        raise CheckRefused("errors.not_your_decision")


async def in_server(interaction: discord.Interaction[Any]) -> None:
    """A server's channel, not a direct message (server settings such as the card pool)."""
    if interaction.guild_id is None:
        raise CheckRefused("errors.pool_needs_server")


async def manages_channels(interaction: discord.Interaction[Any]) -> None:
    """The caller may manage channels here (what changes play for the whole server)."""
    if not can_manage(interaction):
        raise CheckRefused("errors.pool_managers_only")


def _budget(wait: float) -> None:
    if wait > 0:
        raise CheckRefused("errors.rate_limited", seconds=int(wait) + 1)


async def rate(interaction: discord.Interaction[Any]) -> None:
    """The caller's budget of actions and commands that change something (per minute)."""
    _budget(bot_of(interaction).flows.limiter.check(interaction.user.id))


async def settings_rate(interaction: discord.Interaction[Any]) -> None:
    """The caller's budget of settings (autopass) per minute."""
    _budget(bot_of(interaction).flows.settings_limiter.check(interaction.user.id))


def needs(*predicates: Predicate) -> Callable[[T], T]:
    """One `app_commands.check` running `predicates` in the order given (the first refusal answers)."""

    async def check(interaction: discord.Interaction[Any]) -> bool:
        for p in predicates:
            await p(interaction)
        return True

    return app_commands.check(check)
