"""/match: open, join, leave, concede, abort, status, log, autopass, rematch."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from engine.api import default_game, get_game
from engine.core.errors import EngineError

from ...ai_seat import DEFAULT_LEVEL
from ...i18n import t
from ...names import usable_deck_name
from ...service import MatchService, Player, ServiceError, Session
from ..checks import match_open, needs, rate, session_here, settings_rate
from ..outgoing import neutral, pinging
from ..ui import LobbyButton, rows_of
from .common import L, can_manage, game_choices, lang_of, level_choices

if TYPE_CHECKING:
    from ..client import SortieBot


def _max_players(game: str | None) -> int:
    """Seats of the game asked for (2 for an unknown name: the service refuses it later)."""
    try:
        return get_game(game or default_game()).info.max_players
    except EngineError:
        return 2


def _player(user: discord.abc.User) -> Player:
    """A player named by their display name, which can never ping when the bot echoes it."""
    return Player(user.id, neutral(getattr(user, "display_name", None) or user.name))


class MatchCog(commands.GroupCog, group_name="match", group_description="Matches in this channel"):
    def __init__(self, bot: SortieBot) -> None:
        self.bot = bot
        super().__init__()

    @property
    def service(self) -> MatchService:
        return self.bot.service


    def lobby_pings(self, s: Session) -> discord.AllowedMentions:
        """The lobby addresses the invited player (the creator opened it and needs no ping)."""
        return pinging(*[int(p["user_id"]) for p in s.row.players if p["user_id"] != s.row.created_by])

    def lobby_text(self, s: Session) -> str:
        lang = s.row.lang
        players = ", ".join(f"<@{p['user_id']}> ({neutral(p['deck_name'] or '-')})" for p in s.row.players)
        timer = f"{s.row.timer_seconds} s" if s.row.timer_seconds else "-"
        return t("match.lobby", lang, creator=f"<@{s.row.created_by}>",
                 game=get_game(s.row.game).info.short_name(lang), players=players, timer=timer)

    def lobby_view(self, s: Session) -> discord.ui.View:
        lang = s.row.lang
        return rows_of([LobbyButton(s.id, "join", t("buttons.join", lang)),
                        LobbyButton(s.id, "cancel", t("buttons.cancel", lang))])

    async def deck_autocomplete(self, interaction: discord.Interaction[Any], current: str
                                ) -> list[app_commands.Choice[str]]:
        lang = lang_of(interaction)
        out: list[app_commands.Choice[str]] = []
        named = getattr(interaction.namespace, "game", None)
        game = self.bot.flows.game_for(interaction, named if isinstance(named, str) else None)
        for d in self.service.preconstructed(game).values():
            name = d.name.get(lang) or d.name["en"]
            if current.casefold() in (name + d.id).casefold():
                out.append(app_commands.Choice(name=name[:100], value=d.id))
        for row in await self.bot.store.list_decks(interaction.user.id, game):
            if usable_deck_name(row.name) and current.casefold() in row.name.casefold():
                out.append(app_commands.Choice(name=row.name, value=row.name))
        return out[:25]

    @app_commands.command(name=L("new", "cmd.match.new.name"), description=L("Open a match in this channel",
                                                                               "cmd.match.new.desc"))
    @app_commands.describe(game=L("The game", "opt.game.desc"), opponent=L("Who you invite", "opt.opponent.desc"),
                           deck=L("Your deck", "opt.deck.desc"), timer=L("Seconds per decision", "opt.timer.desc"),
                           thread=L("Play in a new thread", "opt.thread.desc"),
                           level=L("Sortie's strength when you play against it", "opt.level.desc"),
                           pool=L("One of this server's imported card pools (default: the one in use)",
                                  "opt.pool.desc"))
    @app_commands.choices(game=game_choices(), level=level_choices())
    @needs(rate)
    async def new(self, interaction: discord.Interaction[Any], game: str | None = None,
                  opponent: discord.Member | None = None, deck: str | None = None,
                  timer: app_commands.Range[int, 30, 3600] | None = None, thread: bool = False,
                  level: str | None = None, pool: app_commands.Range[str, 1, 32] | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)  # errors stay private
        channel_id = interaction.channel_id or 0
        parent = None
        target: Any = interaction.channel
        lang = lang_of(interaction)
        if opponent is not None and opponent.id == interaction.user.id:
            opponent = None
        me = self.bot.user
        versus_ai = level is not None or (opponent is not None and me is not None and opponent.id == me.id)
        if versus_ai and (opponent is None or (me is not None and opponent.id == me.id)
                          or _max_players(game) <= 2):
            opponent = None  # Sortie takes the other seat(s) itself, below; in Zeta a human invitee keeps one
        try:
            if thread and isinstance(interaction.channel, discord.TextChannel):
                short = get_game(game or default_game()).info.short_name("en")
                name = f"{short} · {interaction.user.display_name}" + (f" vs {opponent.display_name}" if opponent else "")
                target = await interaction.channel.create_thread(name=name[:100],
                                                                 type=discord.ChannelType.public_thread)
                parent, channel_id = channel_id, target.id
            s = await self.service.new_match(channel_id=channel_id, guild_id=interaction.guild_id,
                                             creator=_player(interaction.user), game=game,
                                             opponent=_player(opponent) if opponent else None, deck=deck,
                                             timer=timer, lang=lang, parent_channel_id=parent, pool=pool)
        except ServiceError as e:
            await self.bot.flows.refuse(interaction, e.key, **e.kw)
            return
        if versus_ai and me is not None:
            await self.start_against_ai(interaction, s, level or DEFAULT_LEVEL, target, me)
            return
        if target is interaction.channel:
            await self.bot.flows.reply(interaction, t("panel.done", lang))
            await self.bot.flows.reply(interaction, self.lobby_text(s), view=self.lobby_view(s), ephemeral=False,
                                        allowed_mentions=self.lobby_pings(s))
        else:
            await self.bot.flows.post(target, content=self.lobby_text(s), view=self.lobby_view(s),
                                      allowed_mentions=self.lobby_pings(s))
            await self.bot.flows.reply(interaction, t("match.thread_opened", lang, thread=target.mention))

    new.autocomplete("deck")(deck_autocomplete)

    async def start_against_ai(self, interaction: discord.Interaction[Any], s: Session, level: str, target: Any,
                               me: discord.abc.User) -> None:
        """Sortie joins with a ready-made deck; the match starts at once and its first prompt is posted."""
        try:
            await self.bot.ai.add(s, level, me.id, me.display_name)
        except ServiceError as e:
            await self.bot.flows.refuse(interaction, e.key, **e.kw)
            return
        lang = lang_of(interaction)
        if target is interaction.channel:
            await self.bot.flows.reply(interaction, t("panel.done", lang))
        else:
            await self.bot.flows.reply(interaction, t("match.thread_opened", lang, thread=target.mention))
        lines = [t("match.joined", s.row.lang, player=me.mention), *s.history]
        await self.bot.flows.post_public(s, lines, interaction if target is interaction.channel else None)

    async def do_join(self, interaction: discord.Interaction[Any], s: Session, deck: str | None) -> None:
        """Join (the slash command's checks, or the lobby button's, have counted the rate)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = s.row.lang
        try:
            started = await self.service.join(s, _player(interaction.user), deck)
        except ServiceError as e:
            await self.bot.flows.refuse(interaction, e.key, **e.kw)
            return
        await self.bot.flows.reply(interaction, t("panel.done", lang_of(interaction)))
        if not started:
            await self.bot.flows.reply(interaction, self.lobby_text(s), view=self.lobby_view(s), ephemeral=False,
                                        allowed_mentions=self.lobby_pings(s))
            return
        lines = [t("match.joined", lang, player=interaction.user.mention), *s.history]
        await self.bot.flows.post_public(s, lines, interaction)

    @app_commands.command(name=L("join", "cmd.match.join.name"), description=L("Join the match in this channel",
                                                                                 "cmd.match.join.desc"))
    @app_commands.describe(deck=L("Your deck", "opt.deck.desc"))
    @needs(match_open, rate)
    async def join(self, interaction: discord.Interaction[Any], deck: str | None = None) -> None:
        await self.do_join(interaction, session_here(interaction), deck)

    join.autocomplete("deck")(deck_autocomplete)

    async def do_leave(self, interaction: discord.Interaction[Any], s: Session) -> None:
        try:
            await self.service.leave(s, interaction.user.id)
        except ServiceError as e:
            await self.bot.flows.refuse(interaction, e.key, **e.kw)
            return
        await self.bot.flows.reply(interaction, t("match.left", s.row.lang, player=interaction.user.mention),
                                   ephemeral=False)

    @app_commands.command(name=L("leave", "cmd.match.leave.name"), description=L("Leave before the start",
                                                                                  "cmd.match.leave.desc"))
    @needs(match_open)
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        await self.do_leave(interaction, session_here(interaction))

    @app_commands.command(name=L("concede", "cmd.match.concede.name"), description=L("Concede the match",
                                                                                      "cmd.match.concede.desc"))
    @needs(match_open)
    async def concede(self, interaction: discord.Interaction[Any]) -> None:
        s = session_here(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            step = await self.service.concede(s, interaction.user.id)
        except ServiceError as e:
            await self.bot.flows.refuse(interaction, e.key, **e.kw)
            return
        await self.bot.flows.reply(interaction, t("panel.done", lang_of(interaction)))
        await self.bot.flows.post_public(s, [*step.public_lines[s.row.lang], self.service.end_text(s)], interaction)

    @app_commands.command(name=L("abort", "cmd.match.abort.name"),
                          description=L("Abort: both players agree, or a channel manager", "cmd.match.abort.desc"))
    @needs(match_open)
    async def abort(self, interaction: discord.Interaction[Any]) -> None:
        s = session_here(interaction)
        try:
            done = await self.service.abort(s, interaction.user.id, can_manage(interaction))
        except ServiceError as e:
            await self.bot.flows.refuse(interaction, e.key, **e.kw)
            return
        key = "match.aborted" if done else "match.abort_vote"
        await self.bot.flows.reply(interaction, t(key, s.row.lang, player=interaction.user.mention), ephemeral=False)

    @app_commands.command(name=L("status", "cmd.match.status.name"), description=L("Show the match's state",
                                                                                    "cmd.match.status.desc"))
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        ended = await self.service.ended_in(interaction.channel_id or 0)
        if self.service.session_in(interaction.channel_id or 0) is None and ended is not None:
            # the last match here has ended: who won, how, on which turn, and a rematch
            lang = lang_of(interaction)
            out = ended.match.outcome() if ended.match is not None else None
            turn = out.turn if out is not None else "?"
            await self.bot.flows.reply(interaction, t("match.ended_status", lang, turn=turn, result=self.service.end_text(
                ended, lang)), view=rows_of([LobbyButton(ended.id, "rematch", t("buttons.rematch", lang))]))
            return
        s = session_here(interaction)  # (a match ended here was answered above)
        lang = lang_of(interaction)
        if s.match is None:
            await self.bot.flows.reply(interaction, self.lobby_text(s))
            return
        if await self.bot.flows.look_limited(interaction):
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        text = s.match.status(lang)
        await self.bot.flows.reply(interaction, text + "\n" + self.bot.flows.prompt_text(s, lang),
                                   file=await self.bot.flows.board_file(s, None, lang))

    @app_commands.command(name=L("log", "cmd.match.log.name"), description=L("The last log lines",
                                                                              "cmd.match.log.desc"))
    @app_commands.describe(count=L("How many lines", "opt.count.desc"))
    @needs(match_open)
    async def log_(self, interaction: discord.Interaction[Any], count: app_commands.Range[int, 1, 50] = 15) -> None:
        s = session_here(interaction)
        lines = s.history[-count:] or ["-"]
        header = t("match.log_header", lang_of(interaction), count=len(s.history[-count:]))
        await self.bot.flows.reply(interaction, header + "\n" + "\n".join(f"・{x}" for x in lines))

    @app_commands.command(name=L("autopass", "cmd.match.autopass.name"),
                          description=L("Be asked only when you have a real choice", "cmd.match.autopass.desc"))
    @app_commands.describe(state=L("on or off", "opt.state.desc"))
    @app_commands.choices(state=[app_commands.Choice(name="on", value="on"),
                                 app_commands.Choice(name="off", value="off")])
    @needs(match_open, settings_rate)
    async def autopass(self, interaction: discord.Interaction[Any], state: str) -> None:
        s = session_here(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        shown = s.version
        try:
            step = await self.service.set_autopass(s, interaction.user.id, state == "on")
        except ServiceError as e:
            await self.bot.flows.refuse(interaction, e.key, **e.kw)
            return
        await self.bot.flows.reply(interaction, t("match.autopass_on" if state == "on" else "match.autopass_off",
                                                  lang_of(interaction)))
        if step.version != shown:  # turning autopass on passed for the player: a step, with a new prompt
            await self.bot.flows.post_public(s, step.public_lines[s.row.lang], interaction)

    async def do_rematch(self, interaction: discord.Interaction[Any], mid: str) -> None:
        old = await self.bot.store.get_match(mid)
        if old is not None and not await self.bot.flows.in_its_channel(interaction, old.channel_id):
            return
        if old is None or old.status not in ("finished", "aborted"):
            await self.bot.flows.refuse(interaction, "errors.expired_match")
            return
        if interaction.user.id not in [p["user_id"] for p in old.players]:
            await self.bot.flows.refuse(interaction, "errors.not_a_player")
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        me = next(p for p in old.players if p["user_id"] == interaction.user.id)
        other = next((p for p in old.players if p["user_id"] != interaction.user.id), None)
        try:
            s = await self.service.new_match(channel_id=old.channel_id, guild_id=old.guild_id,
                                             creator=Player(me["user_id"], me["name"]), game=old.game,
                                             opponent=Player(other["user_id"], other["name"]) if other else None,
                                             deck=me["deck_name"], timer=old.timer_seconds, lang=old.lang,
                                             parent_channel_id=old.parent_channel_id)
        except ServiceError as e:
            await self.bot.flows.refuse(interaction, e.key, **e.kw)
            return
        await self.bot.flows.reply(interaction, t("panel.done", lang_of(interaction)))
        await self.bot.flows.reply(interaction, self.lobby_text(s), view=self.lobby_view(s), ephemeral=False,
                                        allowed_mentions=self.lobby_pings(s))

    @app_commands.command(name=L("rematch", "cmd.match.rematch.name"),
                          description=L("Open a new match with the same players", "cmd.match.rematch.desc"))
    async def rematch(self, interaction: discord.Interaction[Any]) -> None:
        mid = await self.latest_finished_here(interaction)
        if mid is None:
            await self.bot.flows.refuse(interaction, "errors.no_match_here")
            return
        await self.do_rematch(interaction, mid)

    async def latest_finished_here(self, interaction: discord.Interaction[Any]) -> str | None:
        """The newest finished match of this user in this channel (results come newest first)."""
        for r in (await self.bot.store.results_for(interaction.user.id))[:50]:
            row = await self.bot.store.get_match(r["match_id"])
            if row is not None and row.channel_id == interaction.channel_id:
                return row.id
        return None


async def setup(bot: SortieBot) -> None:
    bot.match_cog = MatchCog(bot)
    await bot.add_cog(bot.match_cog)
