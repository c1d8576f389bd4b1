"""What happens on a click or a command: check, defer, ask the service, answer, post the board.

Every interaction is answered (deferred) before any storage or rendering, and rendering runs in a
thread, so Discord's 3-second limit holds under load.
"""

from __future__ import annotations

import asyncio
import io
import logging
import sqlite3
import time
from collections import deque
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any

import discord

from engine.api import Decision
from renderers import render_board

from ..i18n import lang_for, t
from ..service import ServiceError, Session, Step
from ..storage import StorageError
from .render import render
from .ui import ActionButton, LobbyButton, PanelButton, rows_of

if TYPE_CHECKING:
    from .client import SortieBot

log = logging.getLogger(__name__)
MAX_CONTENT = 1900
# Work of acknowledged clicks at once. Every click is acknowledged first, then queues here: with no
# bound, 1,000 busy matches kept ~1,000 renders, posts and edits runnable together, every turn of the
# event loop ran a slice of each, and a new interaction's acknowledgement waited behind all of them
# (`sortie bench bot --matches 1000`). Enough to keep the render workers and Discord's round trips busy.
HEAVY_AT_ONCE = 32


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class RateLimiter:
    """At most `per_minute` commands per user in any 60 seconds."""

    def __init__(self, per_minute: int) -> None:
        self.per_minute = per_minute
        self.hits: dict[int, deque[float]] = {}

    def check(self, user_id: int) -> float:
        """0 when allowed (and counted), else the seconds to wait."""
        now = time.monotonic()
        q = self.hits.setdefault(user_id, deque())
        while q and now - q[0] > 60:
            q.popleft()
        if len(q) >= self.per_minute:
            return 60 - (now - q[0])
        q.append(now)
        return 0.0


class Flows:
    def __init__(self, bot: SortieBot) -> None:
        self.bot = bot
        self.limiter = RateLimiter(bot.settings.rate_per_minute)
        # acknowledged clicks whose work (engine, store, images, posts) runs at once; the others wait
        # here, idle, so the event loop stays free to acknowledge new interactions within Discord's
        # 3 seconds however many arrive (see HEAVY_AT_ONCE)
        self.heavy = asyncio.Semaphore(HEAVY_AT_ONCE)

    @property
    def service(self) -> Any:
        return self.bot.service

    # -- answering ---------------------------------------------------------------------------------
    async def reply(self, interaction: discord.Interaction[Any], text: str, *, ephemeral: bool = True,
                    **kw: Any) -> None:
        """Answer whether or not the interaction was already acknowledged."""
        if interaction.response.is_done():
            await interaction.followup.send(clip(text), ephemeral=ephemeral, **kw)
        else:
            await interaction.response.send_message(clip(text), ephemeral=ephemeral, **kw)

    async def refuse(self, interaction: discord.Interaction[Any], key: str, **kw: Any) -> None:
        await self.reply(interaction, t(key, lang_for(interaction.locale), **kw))

    async def failed(self, interaction: discord.Interaction[Any], error: BaseException) -> None:
        """Answer an interaction whose handling raised: a storage failure (full or read-only disk) or
        anything else gets a localised private message, never an endless "thinking"."""
        storage = isinstance(error, (StorageError, sqlite3.Error, OSError))
        if storage:
            log.error("storage error answering %s: %s", interaction.id, error)
        else:
            log.error("error answering %s", interaction.id, exc_info=error)
        if interaction.type is discord.InteractionType.autocomplete:
            return
        try:
            await self.refuse(interaction, "errors.storage" if storage else "errors.internal")
        except discord.HTTPException:
            log.warning("could not tell the user about the error of %s", interaction.id)

    async def guarded(self, interaction: discord.Interaction[Any], work: Awaitable[None]) -> None:
        """Run a button's handler; any failure still answers the user (see failed)."""
        try:
            await work
        except Exception as e:  # noqa: BLE001 - every click gets an answer
            await self.failed(interaction, e)

    async def limited(self, interaction: discord.Interaction[Any]) -> bool:
        wait = self.limiter.check(interaction.user.id)
        if wait > 0:
            await self.refuse(interaction, "errors.rate_limited", seconds=int(wait) + 1)
            return True
        return False

    # -- rendering ---------------------------------------------------------------------------------
    async def board_file(self, s: Session, seat: int | None, lang: str) -> discord.File:
        assert s.match is not None
        view = s.match.view(seat)
        data = await render(render_board, view, lang=lang, private=seat is not None)
        name = f"board-{s.id}-{s.version}.png" if seat is None else f"panel-{s.id}-{s.version}.png"
        return discord.File(io.BytesIO(data), filename=name)

    # -- public messages ---------------------------------------------------------------------------
    def what(self, d: Decision, lang: str) -> str:
        return t(f"kind.{d.kind}", lang)

    def prompt_text(self, s: Session, lang: str) -> str:
        d = s.decision()
        if d is None:
            return self.service.end_text(s, lang)
        user = s.row.players[d.player]["user_id"]
        who = f"<@{user}>"
        if s.deadline is not None:
            unix = int(time.time() + max(s.deadline - time.monotonic(), 0))
            return t("match.your_turn_prompt", lang, player=who, what=self.what(d, lang), deadline=f"<t:{unix}:R>")
        return t("match.prompt_no_deadline", lang, player=who, what=self.what(d, lang))

    def prompt_view(self, s: Session, lang: str) -> discord.ui.View | None:
        d = s.decision()
        if d is None:
            return rows_of([LobbyButton(s.id, "rematch", t("buttons.rematch", lang))])
        items: list[discord.ui.Item[Any]] = [PanelButton(s.id, t("buttons.my_panel", lang))]
        if "pass" in d.tokens():
            items.append(ActionButton(s.id, s.version, "pass", t("buttons.pass", lang)))
        return rows_of(items)

    def public_content(self, s: Session, lines: list[str]) -> str:
        lang = s.row.lang
        prompt = self.prompt_text(s, lang)
        # at the end the prompt is the result line: callers also pass it as a log line, show it once
        body = "\n".join(f"・{x}" for x in [x for x in lines if x != prompt][-12:])
        return clip((body + "\n" if body else "") + prompt)

    async def post_public(self, s: Session, lines: list[str], interaction: discord.Interaction[Any] | None = None
                          ) -> None:
        """The board image, the log lines and the prompt: a new message, so the thread reads as history."""
        if s.match is None:
            return
        lang = s.row.lang
        file = await self.board_file(s, None, lang)
        content = self.public_content(s, lines)
        view = self.prompt_view(s, lang)
        kw: dict[str, Any] = {"content": content, "file": file}
        if view is not None:
            kw["view"] = view
        if interaction is not None:
            await interaction.followup.send(**kw)
            return
        channel = self.bot.get_channel(s.row.channel_id)
        if channel is None:
            try:
                channel = await self.bot.fetch_channel(s.row.channel_id)
            except discord.HTTPException:
                log.warning("channel %s is gone", s.row.channel_id)
                return
        await channel.send(**kw)  # type: ignore[union-attr]

    # -- the private panel -------------------------------------------------------------------------
    def panel_content(self, s: Session, seat: int, lang: str) -> str:
        assert s.match is not None
        view = s.match.view(seat)
        me = view["players"][seat]
        hand = me["hand"] or []
        names = "、".join(c["name"][lang] for c in hand) if lang == "ja" else ", ".join(c["name"][lang] for c in hand)
        d = s.decision()
        if d is None:
            prompt = self.service.end_text(s, lang)
        elif d.player == seat:
            prompt = d.prompt.get(lang, "")
        else:
            prompt = t("panel.waiting", lang, player=s.player_name(d.player))
        lines = [t("panel.header", lang, count=len(hand), prompt=prompt)]
        if names:
            lines.append(names)
        looking = view.get("looking_at")
        if looking:
            lines.append(t("panel.looking", lang, cards="、".join(c["name"][lang] for c in looking)))
        return clip("\n".join(lines))

    def panel_view(self, s: Session, seat: int, lang: str) -> discord.ui.View | None:
        d = s.decision()
        if d is None or d.player != seat:
            return None
        items: list[discord.ui.Item[Any]] = []
        for a in d.actions:
            style = discord.ButtonStyle.primary
            if a.token in ("pass", "cancel", "sortie:back", "t:done", "pick:done") or a.token.startswith("page:"):
                style = discord.ButtonStyle.secondary
            label = a.describe(lang) if not a.token.startswith("page:") else t("buttons.more", lang)
            items.append(ActionButton(s.id, s.version, a.token, label, style))
        return rows_of(items)

    async def send_panel(self, interaction: discord.Interaction[Any], s: Session, seat: int, *,
                         edit: bool = False) -> None:
        lang = lang_for(interaction.locale)
        file = await self.board_file(s, seat, lang)
        content = self.panel_content(s, seat, lang)
        view = self.panel_view(s, seat, lang)
        if edit:
            kw: dict[str, Any] = {"content": content, "attachments": [file]}
            kw["view"] = view
            await interaction.edit_original_response(**kw)
        else:
            kw = {"content": content, "file": file, "ephemeral": True}
            if view is not None:
                kw["view"] = view
            await interaction.followup.send(**kw)

    # -- handlers ----------------------------------------------------------------------------------
    async def _player_of(self, interaction: discord.Interaction[Any], mid: str) -> tuple[Session, int] | None:
        """The live match and the clicking user's seat, or None after a private refusal."""
        s = self.service.by_id.get(mid)
        if s is not None and s.broken is not None:
            await self.refuse(interaction, "errors.match_suspended")
            return None
        if s is None or s.match is None:
            await self.refuse(interaction, "errors.expired_match")
            return None
        seat = s.seat_of(interaction.user.id)
        if seat is None:
            await self.refuse(interaction, "errors.not_a_player")
            return None
        return s, seat

    async def on_panel(self, interaction: discord.Interaction[Any], mid: str) -> None:
        got = await self._player_of(interaction, mid)
        if got is None:
            return
        s, seat = got
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.heavy:
            await self.send_panel(interaction, s, seat)

    async def on_action(self, interaction: discord.Interaction[Any], mid: str, version: int, token: str) -> None:
        got = await self._player_of(interaction, mid)
        if got is None:
            return
        s, seat = got
        d = s.decision()
        if d is None or d.player != seat:
            await self.refuse(interaction, "errors.not_your_decision")
            return
        from_panel = bool(interaction.message and interaction.message.flags.ephemeral)
        if version != s.version:
            await interaction.response.defer(ephemeral=True, thinking=True)
            await interaction.followup.send(t("errors.expired", lang_for(interaction.locale)), ephemeral=True)
            await self.send_panel(interaction, s, seat)
            return
        if from_panel:
            await interaction.response.defer()  # update the private panel in place
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.heavy:
            try:
                step = await self.service.act(s, interaction.user.id, token, version)
            except ServiceError as e:
                await interaction.followup.send(t(e.key, lang_for(interaction.locale), **e.kw), ephemeral=True)
                return
            await self.after_step(interaction, s, seat, step, from_panel)

    async def after_step(self, interaction: discord.Interaction[Any], s: Session, seat: int, step: Step,
                         from_panel: bool) -> None:
        """Refresh the actor's panel; post publicly when something public changed or the decider changed."""
        lang = lang_for(interaction.locale)
        d = s.decision()
        changed = bool(step.public_lines[s.row.lang]) or step.ended or d is None or d.player != seat
        lines = list(step.public_lines[s.row.lang])
        if step.ended:
            lines.append(self.service.end_text(s))
        if from_panel:
            # no loading message: the public post goes first, the panel edit last (it marks the end)
            if changed:
                await self.post_public(s, lines, interaction)
            await self.send_panel(interaction, s, seat, edit=True)
            return
        # a "thinking" defer: the first followup resolves it privately, the public post follows
        if d is not None and d.player == seat and not changed:
            await self.send_panel(interaction, s, seat)
        else:
            await interaction.followup.send(t("panel.done", lang), ephemeral=True)
        if changed:
            await self.post_public(s, lines, interaction)

    async def on_lobby_button(self, interaction: discord.Interaction[Any], mid: str, what: str) -> None:
        if what == "join":
            s = self.service.by_id.get(mid)
            if s is None:
                await self.refuse(interaction, "errors.expired_match")
                return
            await self.bot.match_cog.do_join(interaction, s, None)
        elif what == "cancel":
            s = self.service.by_id.get(mid)
            if s is None:
                await self.refuse(interaction, "errors.expired_match")
                return
            await self.bot.match_cog.do_leave(interaction, s)
        else:
            await self.bot.match_cog.do_rematch(interaction, mid)
