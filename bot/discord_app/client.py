"""The Discord client: resources are created in setup_hook, commands live in cogs."""

from __future__ import annotations

import asyncio
import gc
import logging
import sqlite3
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from ..cardbook import CardBook
from ..config import Settings
from ..errors import Refused
from ..i18n import SortieTranslator, t
from ..service import MatchService, Session, Step
from ..storage import StorageError, Store
from . import render
from .flows import Flows
from .outgoing import pinging
from .ui import ActionButton, LobbyButton, PageButton, PanelButton

if TYPE_CHECKING:
    from ..ai_seat import AiSeats
    from .cogs.match import MatchCog
    from .cogs.play import PlayCog

log = logging.getLogger(__name__)


def point_at(settings: Settings) -> None:
    """Use another Discord (a local fake) when SORTIE_DISCORD_API / SORTIE_DISCORD_GATEWAY are set."""
    import discord.gateway
    import discord.http
    import yarl

    if settings.api_base:
        discord.http.Route.BASE = settings.api_base.rstrip("/")
    if settings.gateway:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway)


class SortieBot(commands.Bot):
    def __init__(self, settings: Settings, **kw: Any) -> None:
        intents = discord.Intents.default()
        # nobody is pinged unless a message names whom it addresses (outgoing.pinging)
        kw.setdefault("allowed_mentions", discord.AllowedMentions.none())
        # every command and click arrives as an interaction: the bot needs no copy of the server's
        # messages (in a public server that is every message anyone writes) nor typing notices
        intents.messages = False
        intents.typing = False
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None, **kw)
        self.settings = settings
        self.flows = Flows(self)
        self.store: Store
        self.service: MatchService
        self.cards: CardBook
        self.match_cog: MatchCog
        self.play_cog: PlayCog
        self.ai: AiSeats

    async def setup_hook(self) -> None:
        # one bot per database (DatabaseInUse otherwise), and a database it can write (NotWritable):
        # both stop the start with a message saying why, before anyone can click
        self.store = await Store.open(self.settings.db_path, owner=True)
        try:
            await self.store.check_writable()
        except StorageError:
            await self.store.close()
            raise
        self.service = MatchService(self.store, default_lang=self.settings.lang,
                                    forfeit_after=self.settings.forfeit_after)
        self.service.timer_listeners.append(self.on_timer)
        self.cards = CardBook()
        self.cards.warm()
        self.add_dynamic_items(ActionButton, PageButton, PanelButton, LobbyButton)
        await self.tree.set_translator(SortieTranslator())
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]
        from .cogs import extensions

        for ext in extensions():  # the cogs and every game bundle's commands, each with `setup(bot)`
            await self.load_extension(ext)
        # the render workers start now, beside the rest of start-up, not on the first board someone waits for
        self._render_warm = asyncio.create_task(self._warm_renderer())
        restored = await self.service.restore()
        log.info("restored %d matches", len(restored))
        for s in self.service.suspended():
            await self.announce_suspended(s)
        # what start-up built lives as long as the process (card pools, catalogues, fonts, commands):
        # out of the garbage collector's full scans, which otherwise stall every interaction in flight
        # and fewer full scans: young objects are collected in bigger batches (at 1,000 busy matches
        # `sortie bench bot` saw full collections of over a second, each delaying every answer)
        gc.collect()
        gc.freeze()
        gc.set_threshold(10_000, 20, 50)
        from ..ai_seat import AiSeats

        self.ai = AiSeats(self.service, self.publish_ai_step)
        self.ai.resume()  # a match restored while its AI seat was to decide carries on
        if self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def _warm_renderer(self) -> None:
        try:
            await render.warm()
        except Exception:  # noqa: BLE001 - the first render starts the workers (or falls back) itself
            log.warning("render workers did not start ahead", exc_info=True)

    async def close(self) -> None:
        try:
            if hasattr(self, "ai"):
                await self.ai.close()
            if hasattr(self, "service"):
                await self.service.close()
            if hasattr(self, "store"):
                await self.store.close()
        finally:
            await super().close()

    async def publish_ai_step(self, s: Session, step: Step) -> None:
        """What the AI seat did, posted like a player's action: when something public changed or the
        turn passed to someone else (the prompt then names them)."""
        lines = list(step.public_lines[s.row.lang])
        if step.ended:
            lines.append(self.service.end_text(s))
        deciding = s.deciding()
        if lines or step.ended or not deciding or any(not s.row.players[p].get("ai") for p in deciding):
            await self.flows.post_public(s, lines)

    async def announce_suspended(self, s: Session) -> None:
        """Say in the match's channel (once per match) that it cannot continue, and why not to worry."""
        key = f"suspended:{s.id}"
        try:
            if await self.store.get_setting("bot", key):
                return
            channel = await self.fetch_channel(s.row.channel_id)
            await channel.send(t("match.suspended", s.row.lang, id=s.id))  # type: ignore[union-attr]
            await self.store.set_setting("bot", key, True)
        except (discord.HTTPException, StorageError, sqlite3.Error):
            log.warning("could not announce the suspended match %s in channel %s", s.id, s.row.channel_id,
                        exc_info=True)

    async def on_app_command_error(self, interaction: discord.Interaction[Any],
                                   error: app_commands.AppCommandError) -> None:
        """A refusal (a failed check, the service's or an order's) answers privately in the user's
        language; anything else (a full or read-only disk, a bug) still answers, with a short error."""
        original = getattr(error, "original", error)
        if isinstance(original, Refused):
            await self.flows.refuse(interaction, original.key, **original.kw)
            return
        await self.flows.failed(interaction, original)

    async def on_timer(self, s: Session, kind: str, data: dict[str, Any]) -> None:
        """Deadline warnings and applied defaults are public, in the match's language.

        The default's label is never posted: it may name a card only the player sees (a hand card).
        What became public is in the step's public log lines, which the engine wrote for everyone."""
        lang = s.row.lang
        channel = self.get_channel(s.row.channel_id)
        if channel is None:
            return
        seat = data["seat"]
        uid = int(s.row.players[seat]["user_id"])
        who = f"<@{uid}>"
        if kind == "timer_warning":
            await self.flows.post(channel, content=t("match.timer_warning", lang, player=who, seconds=data["seconds"]),
                                  allowed_mentions=pinging(uid))
        else:
            token = data.get("token")
            if token == "timeout":  # the match was forfeited, nothing was chosen
                head = []
            else:
                head = [self.service.timeout_text(s, seat, bool(data.get("passed", token == "pass")), lang, who)]
            tail = [self.service.end_text(s)] if data.get("ended") else []
            await self.flows.post_public(s, head + list(data.get("lines", [])) + tail)

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """A button id of ours that no template admits (an old or altered id) is refused privately;
        discord.py would otherwise drop it unanswered. Matching ids are handled by the buttons."""
        if interaction.type is not discord.InteractionType.component:
            return
        data: dict[str, Any] = dict(interaction.data or {})
        cid = str(data.get("custom_id", ""))
        items = (ActionButton, PageButton, PanelButton, LobbyButton)
        if cid[:3] in ("sx:", "sp:", "sl:") and not any(
                i.__discord_ui_compiled_template__.fullmatch(cid) for i in items):
            await self.flows.refuse(interaction, "errors.malformed")
