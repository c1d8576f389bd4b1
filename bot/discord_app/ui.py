"""Buttons that survive restarts: every custom_id carries the match id, the state version and the
engine's action token, and nothing else. A View never holds the game (discord.py DynamicItem)."""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from .client import SortieBot

log = logging.getLogger(__name__)


MID = r"[a-z0-9]{8}"
TOKEN = r"[a-z0-9_:.\-]{1,60}"  # the engine's token alphabet (engine.core.base.TOKEN_RE)
ACTION_RE = re.compile(rf"^sx:(?P<mid>{MID}):(?P<ver>[0-9]{{1,9}}):(?P<tok>{TOKEN})$")


def fit_label(label: str, limit: int = 80) -> str:
    """A button label within Discord's limit: the middle gives way, so the end that tells two
    same-named choices apart (area, position, #2) stays readable."""
    if len(label) <= limit:
        return label or "?"
    tail = limit // 3
    return label[: limit - tail - 1] + "…" + label[-tail:]


def action_id(mid: str, version: int, token: str) -> str:
    cid = f"sx:{mid}:{version}:{token}"
    assert len(cid) <= 100 and ACTION_RE.match(cid), cid
    return cid


class ActionButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=rf"sx:(?P<mid>{MID}):(?P<ver>[0-9]{{1,9}}):(?P<tok>{TOKEN})"):
    """One legal action of one decision; a click at any other version is stale."""

    def __init__(self, mid: str, version: int, token: str, label: str = "?",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        super().__init__(discord.ui.Button(label=fit_label(label), style=style,
                                           custom_id=action_id(mid, version, token)))
        self.mid = mid
        self.version = version
        self.token = token

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: re.Match[str]) -> ActionButton:
        return cls(match["mid"], int(match["ver"]), match["tok"], getattr(item, "label", None) or "?")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot: SortieBot = interaction.client
        await bot.flows.guarded(interaction, bot.flows.on_action(interaction, self.mid, self.version, self.token))


class PageButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=rf"sg:(?P<mid>{MID}):(?P<ver>[0-9]{{1,9}}):(?P<page>[0-9]{{1,4}})"):
    """Turns the page of a private panel; navigation only, never an action of the game."""

    def __init__(self, mid: str, version: int, page: int, label: str) -> None:
        super().__init__(discord.ui.Button(label=label[:80] or "?", style=discord.ButtonStyle.secondary,
                                           custom_id=f"sg:{mid}:{version}:{page}"))
        self.mid = mid
        self.version = version
        self.page = page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: re.Match[str]) -> PageButton:
        return cls(match["mid"], int(match["ver"]), int(match["page"]), getattr(item, "label", None) or "?")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot: SortieBot = interaction.client
        await bot.flows.guarded(interaction, bot.flows.on_page(interaction, self.mid, self.version, self.page))


class PanelButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"sp:(?P<mid>{MID})"):
    """[My panel]: opens a fresh private panel for a player of this match."""

    def __init__(self, mid: str, label: str = "My panel") -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=discord.ButtonStyle.primary,
                                           custom_id=f"sp:{mid}"))
        self.mid = mid

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: re.Match[str]) -> PanelButton:
        return cls(match["mid"], getattr(item, "label", None) or "My panel")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot: SortieBot = interaction.client
        await bot.flows.guarded(interaction, bot.flows.on_panel(interaction, self.mid))


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"sl:(?P<mid>{MID}):(?P<what>join|cancel|rematch)"):
    """Lobby buttons: join, cancel (the creator), rematch (after the end)."""

    def __init__(self, mid: str, what: str, label: str) -> None:
        style = discord.ButtonStyle.success if what in ("join", "rematch") else discord.ButtonStyle.danger
        super().__init__(discord.ui.Button(label=label[:80], style=style, custom_id=f"sl:{mid}:{what}"))
        self.mid = mid
        self.what = what

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: re.Match[str]) -> LobbyButton:
        return cls(match["mid"], match["what"], getattr(item, "label", None) or match["what"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot: SortieBot = interaction.client
        await bot.flows.guarded(interaction, bot.flows.on_lobby_button(interaction, self.mid, self.what))


def rows_of(items: list[discord.ui.Item[Any]], per_row: int = 5, max_rows: int = 5) -> discord.ui.View:
    """A persistent view (timeout None) laying items out in at most 5 rows of 5."""
    view = discord.ui.View(timeout=None)
    for i, item in enumerate(items[: per_row * max_rows]):
        item.row = i // per_row
        view.add_item(item)
    return view
