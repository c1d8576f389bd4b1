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
from collections import OrderedDict, deque
from collections.abc import Awaitable, Hashable
from typing import TYPE_CHECKING, Any

import discord

from engine.api import Decision, default_game, game_names
from renderers import render_board

from ..i18n import has, lang_for, t
from ..paging import paginate
from ..service import MatchService, ServiceError, Session, Step
from ..storage import StorageError
from .outgoing import clip, fit, neutral, pinging
from .render import render
from .ui import ActionButton, LobbyButton, PageButton, PanelButton, rows_of

if TYPE_CHECKING:
    from .client import SortieBot

log = logging.getLogger(__name__)
BOARD_CACHE = 64  # board PNGs kept (~100 KB each): repeated looks at one state render once
PANELS_REMEMBERED = 10_000  # (match, player) -> the version of the last panel shown
# Work of acknowledged clicks at once. Every click is acknowledged first, then queues here: with no
# bound, 1,000 busy matches kept ~1,000 renders, posts and edits runnable together, every turn of the
# event loop ran a slice of each, and a new interaction's acknowledgement waited behind all of them
# (`sortie bench bot --matches 1000`). Enough to keep the render workers and Discord's round trips busy.
HEAVY_AT_ONCE = 32



class RateLimiter:
    """At most `per_minute` hits per key (a user, a channel) in any 60 seconds."""

    def __init__(self, per_minute: int) -> None:
        self.per_minute = per_minute
        self.hits: dict[Hashable, deque[float]] = {}

    def wait(self, key: Hashable) -> float:
        """0 when a hit is allowed now (nothing counted), else the seconds to wait."""
        now = time.monotonic()
        q = self.hits.setdefault(key, deque())
        while q and now - q[0] > 60:
            q.popleft()
        if not q:
            del self.hits[key]  # idle keys do not pile up
            return 0.0
        return 60 - (now - q[0]) if len(q) >= self.per_minute else 0.0

    def count(self, key: Hashable) -> None:
        self.hits.setdefault(key, deque()).append(time.monotonic())

    def check(self, key: Hashable) -> float:
        """0 when allowed (and counted), else the seconds to wait."""
        wait = self.wait(key)
        if wait == 0:
            self.count(key)
        return wait


class Flows:
    def __init__(self, bot: SortieBot) -> None:
        self.bot = bot
        self.limiter = RateLimiter(bot.settings.rate_per_minute)
        # what only looks (status, card, a panel shown again): per user and per channel, so a flood
        # neither ties up the render threads nor crowds the players' own clicks out
        self.looks = RateLimiter(bot.settings.lookups_per_minute)
        self.channel_looks = RateLimiter(bot.settings.channel_lookups_per_minute)
        self.settings_limiter = RateLimiter(bot.settings.settings_per_minute)
        self.boards: OrderedDict[tuple[str, int, int | None, str], bytes] = OrderedDict()
        self.panels_shown: dict[tuple[str, int], int] = {}  # (match, user) -> version of the last panel
        # acknowledged clicks whose work (engine, store, images, posts) runs at once; the others wait
        # here, idle, so the event loop stays free to acknowledge new interactions within Discord's
        # 3 seconds however many arrive (see HEAVY_AT_ONCE)
        self.heavy = asyncio.Semaphore(HEAVY_AT_ONCE)

    @property
    def service(self) -> MatchService:
        return self.bot.service

    # -- answering ---------------------------------------------------------------------------------
    async def reply(self, interaction: discord.Interaction[Any], text: str | None = None, *,
                    ephemeral: bool = True, **kw: Any) -> None:
        """Answer whether or not the interaction was already acknowledged (a "thinking" defer is
        resolved by this followup). Every answer goes through `fit()`."""
        kw = fit({"content": text, **kw} if text is not None else kw)
        if interaction.response.is_done():
            await interaction.followup.send(ephemeral=ephemeral, **kw)
        else:
            await interaction.response.send_message(ephemeral=ephemeral, **kw)

    async def edit(self, interaction: discord.Interaction[Any], **kw: Any) -> None:
        await interaction.edit_original_response(**fit(kw))

    async def post(self, channel: Any, **kw: Any) -> Any:
        """A message in a channel (not an answer to an interaction)."""
        return await channel.send(**fit(kw))

    async def refuse(self, interaction: discord.Interaction[Any], key: str, **kw: Any) -> None:
        """A private refusal in the user's language; the values echo user text, so they cannot ping."""
        safe = {k: neutral(v) if isinstance(v, str) else v for k, v in kw.items()}
        await self.reply(interaction, t(key, lang_for(interaction.locale), **safe))

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
        """The action budget for a button ([Join]); slash commands have it as a check (checks.rate)."""
        wait = self.limiter.check(interaction.user.id)
        if wait > 0:
            await self.refuse(interaction, "errors.rate_limited", seconds=int(wait) + 1)
            return True
        return False

    async def look_limited(self, interaction: discord.Interaction[Any], *, channel: bool = True) -> bool:
        """Requests that only show something (and may render): refused privately, before anything is
        drawn, past the per-user or the per-channel budget."""
        wait = self.looks.wait(interaction.user.id)
        if channel:
            wait = max(wait, self.channel_looks.wait(interaction.channel_id))
        if wait > 0:
            await self.refuse(interaction, "errors.rate_limited", seconds=int(wait) + 1)
            return True
        self.looks.count(interaction.user.id)
        if channel:
            self.channel_looks.count(interaction.channel_id)
        return False

    # -- rendering ---------------------------------------------------------------------------------
    async def board_png(self, s: Session, seat: int | None, lang: str) -> bytes:
        """The board as `seat` (None: everyone) sees it now; drawn once per state, seat and language."""
        assert s.match is not None
        key = (s.id, s.row.version, seat, lang)
        data = self.boards.get(key)
        if data is not None:
            self.boards.move_to_end(key)
            return data
        data = await render(render_board, s.match.view(seat), lang=lang, private=seat is not None)
        self.boards[key] = data
        while len(self.boards) > BOARD_CACHE:
            self.boards.popitem(last=False)
        return data

    async def board_file(self, s: Session, seat: int | None, lang: str) -> discord.File:
        data = await self.board_png(s, seat, lang)
        name = f"board-{s.id}-{s.version}.png" if seat is None else f"panel-{s.id}-{s.version}.png"
        return discord.File(io.BytesIO(data), filename=name)

    # -- public messages ---------------------------------------------------------------------------
    def game_for(self, interaction: discord.Interaction[Any], given: str | None = None) -> str:
        """The game a command is about: the one named, else this channel's match's, else the default."""
        if given and given in game_names():
            return given
        s = self.service.session_in(interaction.channel_id or 0)
        return s.row.game if s is not None else default_game()

    def what(self, s: Session, d: Decision, lang: str) -> str:
        return str(self.service.decision_name(s, d, lang))

    def prompt_text(self, s: Session, lang: str) -> str:
        ds = s.decisions()
        if not ds:
            return str(self.service.end_text(s, lang))
        who = " ".join(f"<@{s.row.players[d.player]['user_id']}>" for d in ds)
        what = self.what(s, ds[0], lang) if len({d.kind for d in ds}) == 1 else \
            " / ".join(self.what(s, d, lang) for d in ds)
        if s.deadline is not None:
            unix = int(time.time() + max(s.deadline - time.monotonic(), 0))
            return t("match.your_turn_prompt", lang, player=who, what=what, deadline=f"<t:{unix}:R>")
        return t("match.prompt_no_deadline", lang, player=who, what=what)

    def prompt_view(self, s: Session, lang: str) -> discord.ui.View | None:
        ds = s.decisions()
        if not ds:
            return rows_of([LobbyButton(s.id, "rematch", t("buttons.rematch", lang))])
        items: list[discord.ui.Item[Any]] = [PanelButton(s.id, t("buttons.my_panel", lang))]
        passes = ds[0].by_role("pass") if len(ds) == 1 else []  # secret choices are made in panels only
        if passes:
            items.append(ActionButton(s.id, s.version, passes[0].token, t("buttons.pass", lang)))
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
        moments, s.moments = s.moments, []
        for n, moment in enumerate(moments):  # what auto-pass went through comes first, as history
            data = await render(render_board, moment, lang=lang, private=False)
            step = moment.get("step") or moment.get("phase") or ""
            what = t(f"step.{step}", lang) if has(f"step.{step}") else str(step)
            extra = {"content": t("match.passed_board", lang, step=what),
                     "file": discord.File(io.BytesIO(data), filename=f"board-{s.id}-{s.version}-{n}.png"),
                     "allowed_mentions": discord.AllowedMentions.none()}
            if interaction is not None:
                await interaction.followup.send(**fit(extra))
            else:
                channel = self.bot.get_channel(s.row.channel_id)
                if channel is not None:
                    await self.post(channel, **extra)
        file = await self.board_file(s, None, lang)
        content = self.public_content(s, lines)
        view = self.prompt_view(s, lang)
        kw: dict[str, Any] = {"content": content, "file": file}
        if view is not None:
            kw["view"] = view
        deciding = s.deciding()
        if deciding:  # the prompt addresses the deciders: the only pings
            kw["allowed_mentions"] = pinging(*(int(s.row.players[p]["user_id"]) for p in deciding))
        if interaction is not None:
            await interaction.followup.send(**fit(kw))
            return
        channel = self.bot.get_channel(s.row.channel_id)
        if channel is None:
            try:
                channel = await self.bot.fetch_channel(s.row.channel_id)
            except discord.HTTPException:
                log.warning("channel %s is gone", s.row.channel_id)
                return
        await self.post(channel, **kw)

    # -- the private panel -------------------------------------------------------------------------
    def panel_content(self, s: Session, seat: int, lang: str) -> str:
        assert s.match is not None
        mine = s.decision_for(seat)
        if mine is not None:
            prompt = mine.prompt.get(lang, "")
        elif not s.decisions():
            prompt = self.service.end_text(s, lang)
        else:
            sep = "、" if lang == "ja" else ", "
            prompt = t("panel.waiting", lang, player=sep.join(s.player_name(p) for p in s.deciding()))
        lines = [prompt, *s.match.game.panel_lines(s.match.state, seat, lang)]
        return clip("\n".join(x for x in lines if x))

    def panel_view(self, s: Session, seat: int, lang: str) -> discord.ui.View | None:
        d = s.decision_for(seat)
        if d is None:
            return None
        page = paginate(d.actions, s.pages.get(seat, 0))
        items: list[discord.ui.Item[Any]] = []
        for a in page.actions:
            style = discord.ButtonStyle.secondary if a.role in ("pass", "undo", "confirm", "secondary") \
                else discord.ButtonStyle.primary
            items.append(ActionButton(s.id, s.version, a.token, a.describe(lang), style))
        if page.has_prev:
            items.append(PageButton(s.id, s.version, page.index - 1, t("buttons.prev", lang)))
        if page.has_next:
            items.append(PageButton(s.id, s.version, page.index + 1, t("buttons.more", lang)))
        return rows_of(items)

    async def send_panel(self, interaction: discord.Interaction[Any], s: Session, seat: int, *,
                         edit: bool = False) -> None:
        lang = lang_for(interaction.locale)
        file = await self.board_file(s, seat, lang)
        content = self.panel_content(s, seat, lang)
        view = self.panel_view(s, seat, lang)
        key = (s.id, interaction.user.id)
        self.panels_shown.pop(key, None)  # newest last, so the oldest go first
        self.panels_shown[key] = s.row.version
        while len(self.panels_shown) > PANELS_REMEMBERED:
            del self.panels_shown[next(iter(self.panels_shown))]
        if edit:
            kw: dict[str, Any] = {"content": content, "attachments": [file]}
            kw["view"] = view
            await self.edit(interaction, **kw)
        else:
            kw = {"content": content, "file": file}
            if view is not None:
                kw["view"] = view
            await self.reply(interaction, **kw)

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
        if not await self.in_its_channel(interaction, s.row.channel_id):
            return None
        seat = s.seat_of(interaction.user.id)
        if seat is None:
            await self.refuse(interaction, "errors.not_a_player")
            return None
        return s, seat

    async def on_page(self, interaction: discord.Interaction[Any], mid: str, version: int, page: int) -> None:
        """Turn the private panel's page: the bot's own navigation, not an action of the game."""
        got = await self._player_of(interaction, mid)
        if got is None:
            return
        s, seat = got
        if s.stale(seat, version):
            await self.refuse(interaction, "errors.expired")
            return
        s.pages[seat] = page
        await interaction.response.defer()
        await self.send_panel(interaction, s, seat, edit=True)

    async def in_its_channel(self, interaction: discord.Interaction[Any], channel_id: int) -> bool:
        """A button acts only in the channel (or thread) of its match: a custom_id carrying another
        match's id, sent from elsewhere, is refused before anything happens."""
        if interaction.channel_id == channel_id:
            return True
        await self.refuse(interaction, "errors.wrong_channel")
        return False

    async def on_panel(self, interaction: discord.Interaction[Any], mid: str) -> None:
        got = await self._player_of(interaction, mid)
        if got is None:
            return
        s, seat = got
        # a panel of a state this player has already been shown only looks again: budgeted
        if self.panels_shown.get((s.id, interaction.user.id)) == s.row.version and await self.look_limited(
                interaction, channel=False):
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.heavy:
            await self.send_panel(interaction, s, seat)

    async def on_action(self, interaction: discord.Interaction[Any], mid: str, version: int, token: str) -> None:
        got = await self._player_of(interaction, mid)
        if got is None:
            return
        s, seat = got
        if s.decision_for(seat) is None:
            await self.refuse(interaction, "errors.not_your_decision")
            return
        from_panel = bool(interaction.message and interaction.message.flags.ephemeral)
        if s.stale(seat, version):
            if await self.look_limited(interaction, channel=False):
                return
            await interaction.response.defer(ephemeral=True, thinking=True)
            await self.refuse(interaction, "errors.expired")
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
                await self.refuse(interaction, e.key, **e.kw)
                return
            await self.after_step(interaction, s, seat, step, from_panel)

    async def after_step(self, interaction: discord.Interaction[Any], s: Session, seat: int, step: Step,
                         from_panel: bool) -> None:
        """Refresh the actor's panel; post publicly when something public changed or the decider changed."""
        lang = lang_for(interaction.locale)
        d = s.decision_for(seat)
        changed = bool(step.public_lines[s.row.lang]) or step.ended or d is None or s.deciding() != [seat]
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
        if d is not None and not changed:
            await self.send_panel(interaction, s, seat)
        else:
            await self.reply(interaction, t("panel.done", lang))
        if changed:
            await self.post_public(s, lines, interaction)

    async def on_lobby_button(self, interaction: discord.Interaction[Any], mid: str, what: str) -> None:
        if what in ("join", "cancel"):
            s = self.service.by_id.get(mid)
            if s is None:
                await self.refuse(interaction, "errors.expired_match")
                return
            if not await self.in_its_channel(interaction, s.row.channel_id):
                return
            if what == "join":
                if not await self.limited(interaction):
                    await self.bot.match_cog.do_join(interaction, s, None)
            else:
                await self.bot.match_cog.do_leave(interaction, s)
        else:
            await self.bot.match_cog.do_rematch(interaction, mid)
