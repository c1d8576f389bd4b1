"""`FakeDiscord`: an in-process fake of Discord's REST API and gateway on 127.0.0.1.

The real, unmodified discord.py client talks to it; only its base URLs change (see README.md).
Tests drive it with the high-level API below (slash / autocomplete / click / select / submit_modal /
post_message) and inspect what the bot sent (messages, ephemeral_for, all_payloads, violations).
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import itertools
import secrets
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from aiohttp import web

from . import records
from .gateway import DIRECT_MESSAGES, GUILD_MESSAGES, GUILD_PRESENCES, GUILDS, MESSAGE_CONTENT, Gateway
from .interactions import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    DEFAULT_TIMEOUT,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    FakeInteraction,
)
from .limits import DEFAULT_LIMITS, SELECT_TYPES, LimitError, Limits, UploadedFile
from .models import (
    JSON,
    MESSAGE_FLAG_COMPONENTS_V2,
    MESSAGE_FLAG_EPHEMERAL,
    MESSAGE_FLAG_LOADING,
    MESSAGE_FLAG_SUPPRESS_EMBEDS,
    MESSAGE_FLAG_SUPPRESS_NOTIFICATIONS,
    ChannelType,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeMessage,
    FakeRole,
    FakeUser,
    Perm,
    SnowflakeFactory,
    iso,
    pings,
    walk_components,
)
from .records import CommandUnavailable, FakeDiscordError, RecordedPayload, Violation
from .rest import RestApi

UserRef = FakeUser | str | int
ChannelRef = FakeChannel | str | int
MessageRef = FakeMessage | int

ENV_API = "SORTIE_DISCORD_API"
ENV_GATEWAY = "SORTIE_DISCORD_GATEWAY"

_EDITABLE_FLAGS = MESSAGE_FLAG_SUPPRESS_EMBEDS | MESSAGE_FLAG_SUPPRESS_NOTIFICATIONS | MESSAGE_FLAG_COMPONENTS_V2


class FakeDiscord:
    """A fake Discord (one application, one bot user, one guild) served on loopback.

    Use `async with FakeDiscord() as fake:` or `await fake.start()` / `await fake.stop()`; the
    `fake_discord` pytest fixture does this and fails the test on any recorded violation.
    """

    def __init__(
        self,
        *,
        token: str = "fake-bot-token",
        response_deadline: float = 3.0,
        limits: Limits = DEFAULT_LIMITS,
        heartbeat_interval_ms: int = 41250,
        host: str = "127.0.0.1",
        port: int = 0,
        bot_permissions: int = Perm.BOT_DEFAULT,
        strict_commands: bool = True,
        flag_unanswered: bool = True,
        send_all_members: bool = False,
        interaction_token_ttl: float = 15 * 60.0,
        guild_name: str = "Sortie Test Guild",
        guild_locale: str = "en-US",
    ) -> None:
        if host not in ("127.0.0.1", "localhost", "::1"):
            raise ValueError("the fake Discord only listens on loopback")
        self.token = token
        self.response_deadline = response_deadline
        self.limits = limits
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.host = host
        self._requested_port = port
        self.strict_commands = strict_commands
        self.flag_unanswered = flag_unanswered
        self.send_all_members = send_all_members
        self.interaction_token_ttl = interaction_token_ttl
        self.port = 0

        self.snowflake = SnowflakeFactory()
        self.violations: list[Violation] = []
        self.payloads: list[RecordedPayload] = []
        self.requests: list[tuple[str, str, int]] = []  # (method, path, status)
        self.interactions: dict[int, FakeInteraction] = {}
        self.interactions_by_token: dict[str, FakeInteraction] = {}
        self.global_commands: list[JSON] = []
        self.guild_commands: dict[int, list[JSON]] = {}
        self.command_syncs = 0
        self.roles: dict[int, FakeRole] = {}
        self.channels: dict[int, FakeChannel] = {}
        self.attachments: dict[int, FakeAttachment] = {}
        self._messages: dict[int, FakeMessage] = {}
        self._channel_messages: dict[int, list[int]] = {}
        self._payload_seq = itertools.count(1)
        self._clock_offset = 0.0
        self._cond: asyncio.Condition | None = None
        self._runner: web.AppRunner | None = None

        # -- the world: application, bot, guild, roles, members, channels -----------------------
        self.application_id = self.snowflake()
        self.owner = self._new_user("sortie-owner", in_guild=False)
        self.bot_user = self._new_user("Sortie", bot=True)
        self.bot_user.id = self.application_id  # like most bots: bot user id == application id
        self.users: dict[int, FakeUser] = {self.bot_user.id: self.bot_user, self.owner.id: self.owner}
        self.guild = FakeGuild(id=self.snowflake(), name=guild_name, preferred_locale=guild_locale)
        everyone = FakeRole(id=self.guild.id, name="@everyone", permissions=Perm.EVERYONE_DEFAULT, position=0)
        self.referee_role = FakeRole(
            id=self.snowflake(),
            name="Referee",
            permissions=Perm.MANAGE_CHANNELS | Perm.MANAGE_THREADS | Perm.MANAGE_MESSAGES,
            position=1,
        )
        self.bot_role = FakeRole(
            id=self.snowflake(),
            name="Sortie",
            permissions=bot_permissions,
            position=2,
            managed=True,
            bot_id=self.bot_user.id,
        )
        for role in (everyone, self.referee_role, self.bot_role):
            self.roles[role.id] = role
        self.bot_user.role_ids = [self.bot_role.id]
        self.guild.owner_id = self.owner.id
        self.alice = self.add_user("alice", global_name="Alice", locale="en-US")
        self.bob = self.add_user("bob", global_name="Bob", locale="ja")
        self.carol = self.add_user("carol", global_name="Carol", manage_channels=True)
        self.general = self.add_channel("general", topic="general chat")
        self.matches = self.add_channel("matches", topic="Sortie matches")

        self.gateway = Gateway(self)
        self.rest = RestApi(self)

    # ------------------------------------------------------------------------------------------
    # lifecycle
    # ------------------------------------------------------------------------------------------
    async def start(self) -> FakeDiscord:
        self._cond = asyncio.Condition()
        app = web.Application(client_max_size=64 * 1024 * 1024, middlewares=[self.rest.middleware()])
        self.rest.register(app.router, self.gateway.handle)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self._requested_port)
        await site.start()
        self.port = int(self._runner.addresses[0][1])
        return self

    async def stop(self) -> None:
        if self._runner is None:
            return
        await self.gateway.close_all(1001)
        await asyncio.wait_for(self._runner.cleanup(), 10.0)
        self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def api_base(self) -> str:
        """The value for `discord.http.Route.BASE`."""
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        """The value for `discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY` (as a yarl.URL)."""
        return f"ws://{self.host}:{self.port}/"

    @property
    def env(self) -> dict[str, str]:
        return {ENV_API: self.api_base, ENV_GATEWAY: self.gateway_url}

    @contextlib.contextmanager
    def patch_discord(self) -> Iterator[None]:
        """Point discord.py at this fake for the duration (REST base and default gateway)."""
        import discord.gateway
        import discord.http
        import yarl

        old_base = discord.http.Route.BASE
        old_gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
        discord.http.Route.BASE = self.api_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)
        try:
            yield
        finally:
            discord.http.Route.BASE = old_base
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_gateway

    # ------------------------------------------------------------------------------------------
    # waiting
    # ------------------------------------------------------------------------------------------
    @property
    def condition(self) -> asyncio.Condition:
        if self._cond is None:
            raise FakeDiscordError("FakeDiscord is not started")
        return self._cond

    async def notify(self) -> None:
        cond = self.condition
        async with cond:
            cond.notify_all()

    async def wait_until(self, predicate: Callable[[], bool], *, timeout: float = DEFAULT_TIMEOUT, what: str = "") -> None:
        """Wait (bounded) until `predicate()` holds; it is re-checked on every change in the fake."""
        cond = self.condition
        async with cond:
            try:
                await asyncio.wait_for(cond.wait_for(predicate), timeout)
            except TimeoutError:
                raise AssertionError(
                    f"timed out after {timeout}s waiting for {what or predicate!r}; "
                    f"violations so far: {[str(v) for v in self.violations]}"
                ) from None

    async def wait_connected(self, *, timeout: float = 10.0) -> None:
        """The bot has IDENTIFYed (or RESUMEd) and received READY + GUILD_CREATE."""
        await self.wait_until(lambda: self.gateway.connected, timeout=timeout, what="a gateway session")

    async def wait_commands(
        self, *names: str, guild: bool = False, timeout: float = DEFAULT_TIMEOUT
    ) -> list[JSON]:
        """Wait until the named commands are synced (globally, or to the guild with guild=True)."""

        def synced() -> bool:
            have = {c["name"] for c in self.commands(guild=guild)}
            return bool(have) and set(names) <= have

        await self.wait_until(synced, timeout=timeout, what=f"commands {names} synced")
        return self.commands(guild=guild)

    # ------------------------------------------------------------------------------------------
    # clock
    # ------------------------------------------------------------------------------------------
    def clock(self) -> float:
        return time.monotonic() + self._clock_offset

    def advance_clock(self, seconds: float) -> None:
        """Make the fake believe `seconds` more have passed (for deadline tests without sleeping)."""
        self._clock_offset += seconds

    # ------------------------------------------------------------------------------------------
    # world
    # ------------------------------------------------------------------------------------------
    def _new_user(self, username: str, **kwargs: Any) -> FakeUser:
        return FakeUser(id=self.snowflake(), username=username, **kwargs)

    def add_user(
        self,
        username: str,
        *,
        global_name: str | None = None,
        locale: str = "en-US",
        manage_channels: bool = False,
        role_ids: Sequence[int] = (),
        in_guild: bool = True,
    ) -> FakeUser:
        """A new member of the guild (or a non-member with in_guild=False)."""
        roles = list(role_ids)
        if manage_channels:
            roles.append(self.referee_role.id)
        user = self._new_user(username, global_name=global_name, locale=locale, role_ids=roles, in_guild=in_guild)
        self.users[user.id] = user
        return user

    def add_role(self, name: str, permissions: int) -> FakeRole:
        role = FakeRole(id=self.snowflake(), name=name, permissions=permissions, position=len(self.roles))
        self.roles[role.id] = role
        return role

    def add_channel(self, name: str, *, topic: str | None = None) -> FakeChannel:
        """A new guild text channel (add before the bot connects, or it will not be in GUILD_CREATE)."""
        position = sum(1 for c in self.channels.values() if c.type == ChannelType.GUILD_TEXT)
        channel = FakeChannel(id=self.snowflake(), name=name, guild_id=self.guild.id, position=position, topic=topic)
        self.channels[channel.id] = channel
        return channel

    def user(self, ref: UserRef) -> FakeUser:
        if isinstance(ref, FakeUser):
            return self.users.get(ref.id, ref)
        if isinstance(ref, int):
            if ref in self.users:
                return self.users[ref]
        else:
            for u in self.users.values():
                if u.username == ref:
                    return u
        raise FakeDiscordError(f"unknown user {ref!r}")

    def channel(self, ref: ChannelRef) -> FakeChannel:
        if isinstance(ref, FakeChannel):
            return self.channels.get(ref.id, ref)
        if isinstance(ref, int):
            if ref in self.channels:
                return self.channels[ref]
        else:
            for c in self.channels.values():
                if c.name == ref and not c.deleted:
                    return c
        raise FakeDiscordError(f"unknown channel {ref!r}")

    def guild_members(self) -> list[FakeUser]:
        return [u for u in self.users.values() if u.in_guild]

    def permissions_for(self, user: FakeUser, channel: FakeChannel | None = None) -> int:
        """Effective permissions (roles only; no overwrites). DMs give the usual DM set."""
        if channel is not None and channel.is_dm:
            return (
                Perm.VIEW_CHANNEL | Perm.SEND_MESSAGES | Perm.READ_MESSAGE_HISTORY | Perm.EMBED_LINKS
                | Perm.ATTACH_FILES | Perm.ADD_REACTIONS | Perm.USE_APPLICATION_COMMANDS
            )  # fmt: skip
        if not user.in_guild:
            return 0
        perms = self.roles[self.guild.id].permissions
        for rid in user.role_ids:
            role = self.roles.get(rid)
            if role is not None:
                perms |= role.permissions
        if user.id == self.guild.owner_id or perms & Perm.ADMINISTRATOR:
            return Perm.ALL
        return perms

    def can_see_channel(self, user: FakeUser, channel: FakeChannel) -> bool:
        if channel.deleted:
            return False
        if channel.is_dm:
            return user.id in channel.recipient_ids or user.id == self.bot_user.id
        perms = self.permissions_for(user, channel)
        if not perms & Perm.VIEW_CHANNEL:
            return False
        if channel.type == ChannelType.PRIVATE_THREAD:
            return user.id in channel.member_ids or bool(perms & Perm.MANAGE_THREADS)
        return True

    def can_see(self, user: UserRef, message: MessageRef) -> bool:
        """Could this user see this message in a real client? (ephemeral, DM, private thread, deleted)."""
        u = self.user(user)
        msg = self.message(message)
        if msg.deleted:
            return False
        if msg.ephemeral_to is not None:
            return u.id == msg.ephemeral_to
        return self.can_see_channel(u, self.channels[msg.channel_id])

    def guild_create_payload(self, intents: int) -> JSON:
        bot_sees = [c for c in self.channels.values() if not c.is_dm and self.can_see_channel(self.bot_user, c)]
        members = self.guild_members() if (self.send_all_members or intents & GUILD_PRESENCES) else [self.bot_user]
        return {
            "id": str(self.guild.id),
            "name": self.guild.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.guild.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [r.to_json() for r in self.roles.values()],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": str(self.general.id),
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "max_members": 500000,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": self.guild.preferred_locale,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "joined_at": iso(self.bot_user.joined_at),
            "large": False,
            "unavailable": False,
            "member_count": len(self.guild_members()),
            "voice_states": [],
            "members": [m.to_member_json() for m in members],
            "channels": [c.to_json(self.users) for c in bot_sees if not c.is_thread],
            "threads": [c.to_json(self.users) for c in bot_sees if c.is_thread and not c.archived],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    # ------------------------------------------------------------------------------------------
    # records
    # ------------------------------------------------------------------------------------------
    def violate(
        self,
        kind: str,
        message: str,
        *,
        method: str = "",
        path: str = "",
        interaction: FakeInteraction | None = None,
        errors: Sequence[LimitError] = (),
    ) -> Violation:
        v = Violation(
            kind=kind,
            message=message,
            method=method,
            path=path,
            interaction_id=interaction.id if interaction else None,
            errors=tuple(errors),
        )
        self.violations.append(v)
        return v

    def pop_violations(self, kind: str | None = None) -> list[Violation]:
        """Remove and return the recorded violations (of one kind) - for tests that expect them."""
        taken = [v for v in self.violations if kind is None or v.kind == kind]
        self.violations = [v for v in self.violations if v not in taken]
        return taken

    def violation_report(self) -> str:
        return "fake Discord recorded violations:\n" + "\n".join(f"  {v}" for v in self.violations)

    def assert_no_violations(self) -> None:
        if self.violations:
            raise AssertionError(self.violation_report())

    def record_payload(
        self,
        method: str,
        path: str,
        route: str,
        body: Any,
        files: Sequence[UploadedFile],
        interaction: FakeInteraction | None,
    ) -> RecordedPayload:
        rec = RecordedPayload(
            seq=next(self._payload_seq),
            method=method,
            path=path,
            route=route,
            body=copy.deepcopy(body),
            files=list(files),
            interaction_id=interaction.id if interaction else None,
            at=self.clock(),
        )
        self.payloads.append(rec)
        return rec

    def all_payloads(self) -> list[RecordedPayload]:
        """Every body the bot sent (JSON and files), in order, including rejected ones."""
        return list(self.payloads)

    def all_text(self) -> str:
        """All payload text concatenated: `assert "secret" not in fake.all_text()`."""
        return "\n".join(p.text for p in self.payloads)

    async def check_unanswered(self) -> None:
        """Flag interactions never acknowledged; waits (bounded) until their deadlines have passed."""
        for inter in list(self.interactions.values()):
            if inter.acknowledged or inter.late or inter.sent_at is None:
                continue
            remaining = inter.sent_at + self.response_deadline - self.clock()
            if remaining > 0:
                with contextlib.suppress(AssertionError):
                    await inter.wait_for(lambda i: i.acknowledged or i.late, timeout=remaining + 0.05)
            if not inter.acknowledged and not inter.late:
                self.violate(
                    records.NO_RESPONSE,
                    f"interaction {inter.id} ({_describe(inter)}) was never acknowledged within "
                    f"{self.response_deadline}s (Discord shows 'This interaction failed')",
                    interaction=inter,
                )
                inter.late = True

    # ------------------------------------------------------------------------------------------
    # messages
    # ------------------------------------------------------------------------------------------
    def message(self, ref: MessageRef) -> FakeMessage:
        mid = ref.id if isinstance(ref, FakeMessage) else ref
        try:
            return self._messages[mid]
        except KeyError:
            raise FakeDiscordError(f"unknown message {mid}") from None

    def find_message(self, mid: int) -> FakeMessage | None:
        return self._messages.get(mid)

    def messages(
        self, channel: ChannelRef, *, include_ephemeral: bool = False, include_deleted: bool = False
    ) -> list[FakeMessage]:
        """A channel's (or thread's, or DM's) history, oldest first."""
        ch = self.channel(channel)
        out = []
        for mid in self._channel_messages.get(ch.id, []):
            msg = self._messages[mid]
            if msg.deleted and not include_deleted:
                continue
            if msg.ephemeral and not include_ephemeral:
                continue
            out.append(msg)
        return out

    def all_messages(self, *, include_deleted: bool = False) -> list[FakeMessage]:
        return [m for m in self._messages.values() if include_deleted or not m.deleted]

    def ephemeral_for(self, user: UserRef) -> list[FakeMessage]:
        """Ephemeral messages only `user` can see, oldest first."""
        u = self.user(user)
        return [m for m in self._messages.values() if m.ephemeral_to == u.id and not m.deleted]

    def dm_channel(self, user: UserRef) -> FakeChannel | None:
        u = self.user(user)
        for c in self.channels.values():
            if c.is_dm and c.recipient_ids == [u.id]:
                return c
        return None

    def open_dm(self, user: UserRef) -> FakeChannel:
        """The bot's DM channel with `user`, created if needed (for slash commands used in DMs)."""
        u = self.user(user)
        ch = self.dm_channel(u)
        if ch is None:
            ch = FakeChannel(id=self.snowflake(), name=f"dm-{u.username}", type=ChannelType.DM, recipient_ids=[u.id])
            self.channels[ch.id] = ch
        return ch

    def dms(self, user: UserRef) -> list[FakeMessage]:
        """Messages in the bot's DM channel with `user`."""
        ch = self.dm_channel(user)
        return self.messages(ch) if ch else []

    def visible_to(self, user: UserRef, channel: ChannelRef | None = None) -> list[FakeMessage]:
        """Every (non-deleted) message this user could see, optionally in one channel."""
        u = self.user(user)
        ch_id = self.channel(channel).id if channel is not None else None
        return [
            m
            for m in self._messages.values()
            if (ch_id is None or m.channel_id == ch_id) and self.can_see(u, m)
        ]

    def threads(self, parent: ChannelRef | None = None) -> list[FakeChannel]:
        pid = self.channel(parent).id if parent is not None else None
        return [c for c in self.channels.values() if c.is_thread and (pid is None or c.parent_id == pid)]

    def commands(self, *, guild: bool = False) -> list[JSON]:
        return list(self.guild_commands.get(self.guild.id, [])) if guild else list(self.global_commands)

    def attachment(self, filename: str, data: bytes, *, content_type: str | None = None) -> FakeAttachment:
        """A file a user uploads (for attachment options); served at its URL like Discord's CDN."""
        att = FakeAttachment(
            id=self.snowflake(), filename=filename, data=data, content_type=content_type, ephemeral=True
        )
        self.attachments[att.id] = att
        return att

    def message_json(self, msg: FakeMessage) -> JSON:
        return msg.to_json(self.base_url)

    def _normalise_components(self, components: Any) -> list[JSON]:
        comps = copy.deepcopy(components) if isinstance(components, list) else []
        counter = itertools.count(1)
        for comp in walk_components(comps):
            comp.setdefault("id", next(counter))
        return comps

    def build_attachments(
        self,
        payload: Mapping[str, Any],
        files: Sequence[UploadedFile],
        channel_id: int,
        existing: Sequence[FakeAttachment],
        *,
        editing: bool,
    ) -> list[FakeAttachment]:
        by_index: dict[int, UploadedFile] = {}
        for pos, f in enumerate(files):
            idx = pos
            name = f.field_name
            if name.startswith("files[") and name.endswith("]"):
                with contextlib.suppress(ValueError):
                    idx = int(name[6:-1])
            elif name.startswith("file"):
                with contextlib.suppress(ValueError):
                    idx = int(name[4:] or 0)
            by_index[idx] = f
        used: set[int] = set()
        result: list[FakeAttachment] = []

        def new(idx: int, f: UploadedFile, meta: Mapping[str, Any]) -> FakeAttachment:
            used.add(idx)
            att = FakeAttachment(
                id=self.snowflake(),
                filename=str(meta.get("filename") or f.filename),
                data=f.data,
                content_type=f.content_type,
                description=meta.get("description"),
                channel_id=channel_id,
            )
            self.attachments[att.id] = att
            return att

        listed = payload.get("attachments")
        if isinstance(listed, list):
            existing_by_id = {a.id: a for a in existing}
            for meta in listed:
                if not isinstance(meta, dict):
                    continue
                try:
                    aid = int(meta.get("id"))  # type: ignore[arg-type]
                except (TypeError, ValueError):
                    continue
                if aid in existing_by_id:
                    result.append(existing_by_id[aid])
                elif aid in by_index:
                    result.append(new(aid, by_index[aid], meta))
        elif editing:
            result = list(existing)
        for idx, f in sorted(by_index.items()):
            if idx not in used:
                result.append(new(idx, f, {}))
        return result

    def _apply(self, msg: FakeMessage, payload: Mapping[str, Any], files: Sequence[UploadedFile], *, editing: bool) -> None:
        if "content" in payload:
            msg.content = str(payload.get("content") or "")
            msg.allowed_mentions = payload.get("allowed_mentions")
            users, roles, everyone = pings(msg.content, msg.allowed_mentions)
            msg.pinged_users |= users  # notifications add up over edits (an edit cannot take one back)
            msg.pinged_roles |= roles
            msg.pinged_everyone = msg.pinged_everyone or everyone
        if "embeds" in payload:
            embeds = payload.get("embeds") or []
            msg.embeds = [{"type": "rich", **e} for e in copy.deepcopy(embeds) if isinstance(e, dict)]
        if "components" in payload:
            msg.components = self._normalise_components(payload.get("components"))
        if "attachments" in payload or files or not editing:
            msg.attachments = self.build_attachments(payload, files, msg.channel_id, msg.attachments, editing=editing)
        flags = payload.get("flags")
        if isinstance(flags, int):
            msg.flags = (msg.flags & ~_EDITABLE_FLAGS) | (flags & _EDITABLE_FLAGS)

    async def create_message(
        self,
        channel: FakeChannel,
        author: FakeUser,
        payload: Mapping[str, Any],
        files: Sequence[UploadedFile] = (),
        *,
        interaction: FakeInteraction | None = None,
        ephemeral: bool = False,
        loading: bool = False,
    ) -> FakeMessage:
        msg = FakeMessage(
            id=self.snowflake(),
            channel_id=channel.id,
            author=author,
            guild_id=channel.guild_id,
            created_at=time.time(),
        )
        self._apply(msg, payload, files, editing=False)
        if ephemeral:
            msg.flags |= MESSAGE_FLAG_EPHEMERAL
        if loading:
            msg.flags |= MESSAGE_FLAG_LOADING
        if interaction is not None:
            msg.webhook_id = self.application_id
            msg.application_id = self.application_id
            msg.interaction_id = interaction.id
            msg.interaction_type = interaction.type
            msg.interaction_user = interaction.user
            msg.interacted_message_id = interaction.source_message_id
            msg.type = 20 if interaction.type == APPLICATION_COMMAND else 0
            if ephemeral:
                msg.ephemeral_to = interaction.user.id
        for att in msg.attachments:
            att.ephemeral = ephemeral
        self._messages[msg.id] = msg
        self._channel_messages.setdefault(channel.id, []).append(msg.id)
        if not ephemeral:
            channel.last_message_id = msg.id
            channel.message_count += 1
            if channel.is_thread and channel.archived:
                channel.archived = False
        await self._dispatch_message("MESSAGE_CREATE", msg)
        await self.notify()
        return msg

    async def edit_message(self, msg: FakeMessage, payload: Mapping[str, Any], files: Sequence[UploadedFile] = ()) -> None:
        msg.history.append(self.message_json(msg))
        self._apply(msg, payload, files, editing=True)
        msg.edited_at = time.time()
        await self._dispatch_message("MESSAGE_UPDATE", msg)
        await self.notify()

    async def resolve_loading(
        self, msg: FakeMessage, payload: Mapping[str, Any], files: Sequence[UploadedFile] = ()
    ) -> None:
        """A deferred ("thinking") message gets its content: by PATCH @original or the first followup."""
        msg.history.append(self.message_json(msg))
        self._apply(msg, payload, files, editing=False)
        msg.flags &= ~MESSAGE_FLAG_LOADING
        msg.edited_at = time.time()
        await self._dispatch_message("MESSAGE_UPDATE", msg)
        await self.notify()

    async def delete_message(self, msg: FakeMessage) -> None:
        msg.deleted = True
        if not msg.ephemeral:
            data: JSON = {"id": str(msg.id), "channel_id": str(msg.channel_id)}
            if msg.guild_id:
                data["guild_id"] = str(msg.guild_id)
            await self.gateway.dispatch("MESSAGE_DELETE", data, intent=self._message_intent(msg))
        await self.notify()

    def _message_intent(self, msg: FakeMessage) -> int:
        return GUILD_MESSAGES if msg.guild_id else DIRECT_MESSAGES

    async def _dispatch_message(self, event: str, msg: FakeMessage) -> None:
        if msg.ephemeral:
            return
        data = self.message_json(msg)
        if msg.guild_id and msg.author.in_guild:
            data["member"] = msg.author.to_member_json(with_user=False)
        mentions_bot = f"<@{self.bot_user.id}>" in msg.content
        if msg.author.id != self.bot_user.id and not self.gateway.intents & MESSAGE_CONTENT and not mentions_bot:
            data.update(content="", embeds=[], attachments=[], components=[])
        await self.gateway.dispatch(event, data, intent=self._message_intent(msg))

    async def dispatch_channel_event(self, event: str, channel: FakeChannel, **extra: Any) -> None:
        data = {**channel.to_json(self.users), **extra}
        await self.gateway.dispatch(event, data, intent=GUILDS)
        await self.notify()

    # ------------------------------------------------------------------------------------------
    # gateway control
    # ------------------------------------------------------------------------------------------
    async def request_reconnect(self, *, timeout: float = 10.0) -> None:
        """Send op 7 RECONNECT and wait until the bot has RESUMEd."""
        before = self.gateway.stats.resumes
        await self.gateway.request_reconnect()
        await self.wait_until(
            lambda: self.gateway.stats.resumes > before and self.gateway.connected,
            timeout=timeout,
            what="the bot to RESUME",
        )

    async def invalidate_session(self, *, timeout: float = 15.0) -> None:
        """Send op 9 INVALID_SESSION and wait until the bot has IDENTIFYed again."""
        before = self.gateway.stats.identifies
        await self.gateway.invalidate_session()
        await self.wait_until(
            lambda: self.gateway.stats.identifies > before and self.gateway.connected,
            timeout=timeout,
            what="the bot to IDENTIFY again",
        )

    # ------------------------------------------------------------------------------------------
    # interactions (the test driver)
    # ------------------------------------------------------------------------------------------
    def find_command(self, name: str, *, guild_id: int | None, type: int = 1) -> tuple[JSON, bool] | None:
        if guild_id is not None:
            for cmd in self.guild_commands.get(guild_id, []):
                if cmd["name"] == name and cmd.get("type", 1) == type:
                    return cmd, True
        for cmd in self.global_commands:
            if cmd["name"] == name and cmd.get("type", 1) == type:
                return cmd, False
        return None

    def _base_payload(self, itype: int, user: FakeUser, channel: FakeChannel, locale: str | None) -> JSON:
        iid = self.snowflake()
        token = f"aW50ZXJhY3Rpb24{secrets.token_urlsafe(24)}"
        payload: JSON = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": itype,
            "token": token,
            "version": 1,
            "channel_id": str(channel.id),
            "channel": channel.to_json(self.users),
            "locale": locale or user.locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "attachment_size_limit": self.limits.file_size,
            "app_permissions": str(self.permissions_for(self.bot_user, channel)),
        }
        if channel.is_dm:
            payload["user"] = user.to_json()
            payload["context"] = 1
            payload["authorizing_integration_owners"] = {"0": str(self.guild.id)}
        else:
            payload["guild_id"] = str(self.guild.id)
            payload["guild_locale"] = self.guild.preferred_locale
            payload["guild"] = {"id": str(self.guild.id), "locale": self.guild.preferred_locale, "features": []}
            payload["member"] = user.to_member_json(permissions=self.permissions_for(user, channel))
            payload["context"] = 0
            payload["authorizing_integration_owners"] = {"0": str(self.guild.id)}
        return payload

    async def _ensure_connected(self, timeout: float) -> None:
        if not self.gateway.connected:
            await self.wait_connected(timeout=timeout)

    async def _send(self, inter: FakeInteraction, *, timeout: float) -> FakeInteraction:
        await self._ensure_connected(timeout)
        self.interactions[inter.id] = inter
        self.interactions_by_token[inter.token] = inter
        inter.sent_at = self.clock()
        if not await self.gateway.dispatch("INTERACTION_CREATE", inter.payload):
            raise FakeDiscordError("the bot has no gateway session; INTERACTION_CREATE was not delivered")
        await self.notify()
        return inter

    def _new_interaction(
        self,
        itype: int,
        user: FakeUser,
        channel: FakeChannel,
        data: JSON,
        locale: str | None,
        *,
        source: FakeMessage | None = None,
    ) -> FakeInteraction:
        if not self.can_see_channel(user, channel):
            raise FakeDiscordError(f"{user.username} cannot see #{channel.name}")
        payload = self._base_payload(itype, user, channel, locale)
        payload["data"] = data
        if source is not None:
            payload["message"] = self.message_json(source)
        return FakeInteraction(
            fake=self,
            id=int(payload["id"]),
            token=payload["token"],
            type=itype,
            user=user,
            channel=channel,
            payload=payload,
            source_message_id=source.id if source else None,
        )

    def _command_data(
        self,
        user: FakeUser,
        channel: FakeChannel,
        name: str,
        *,
        sub: str | None,
        group: str | None,
        options: Mapping[str, Any] | None,
        focused: str | None,
    ) -> JSON:
        if sub and " " in sub and group is None:
            group, sub = sub.split(" ", 1)
        guild_id = None if channel.is_dm else self.guild.id
        found = self.find_command(name, guild_id=guild_id)
        if found is None and self.strict_commands:
            synced = sorted({c["name"] for c in self.global_commands} | {c["name"] for c in self.commands(guild=True)})
            raise CommandUnavailable(f"/{name} is not synced (synced commands: {synced})")
        unsynced: JSON = {"id": str(self.snowflake()), "name": name, "options": []}
        cmd, is_guild = found if found is not None else (unsynced, False)
        required = cmd.get("default_member_permissions")
        if isinstance(required, str | int) and str(required) not in ("", "0") and not channel.is_dm:
            need = int(required)
            if self.permissions_for(user, channel) & need != need:
                raise CommandUnavailable(f"{user.username} lacks default_member_permissions={need} for /{name}")
        defs: list[JSON] = list(cmd.get("options") or [])
        resolved: JSON = {}
        path = f"/{name}"
        if group is not None:
            gdef = _find_def(defs, group, (2,))
            if gdef is None and self.strict_commands:
                raise CommandUnavailable(f"{path} has no subcommand group {group!r}")
            path += f" {group}"
            defs = (gdef or {}).get("options") or []
        if sub is not None:
            sdef = _find_def(defs, sub, (1,))
            if sdef is None and self.strict_commands:
                raise CommandUnavailable(f"{path} has no subcommand {sub!r}")
            path += f" {sub}"
            defs = (sdef or {}).get("options") or []
        elif any(d.get("type") in (1, 2) for d in defs):
            raise FakeDiscordError(f"{path} needs a subcommand: {[d['name'] for d in defs]}")
        opts = self._convert_options(path, defs, options or {}, resolved, focused=focused)
        if sub is not None:
            opts = [{"type": 1, "name": sub, "options": opts}]
        if group is not None:
            opts = [{"type": 2, "name": group, "options": opts}]
        data: JSON = {"id": str(cmd["id"]), "name": name, "type": 1, "options": opts}
        if resolved:
            data["resolved"] = resolved
        if is_guild:
            data["guild_id"] = str(self.guild.id)
        return data

    def _convert_options(
        self,
        path: str,
        defs: list[JSON],
        values: Mapping[str, Any],
        resolved: JSON,
        *,
        focused: str | None,
    ) -> list[JSON]:
        out: list[JSON] = []
        for name, value in values.items():
            odef = _find_def(defs, name, tuple(range(3, 12)))
            if odef is None and self.strict_commands:
                raise FakeDiscordError(f"{path} has no option {name!r} (options: {[d['name'] for d in defs]})")
            otype = int(odef["type"]) if odef else _infer_type(value)
            entry: JSON = {"name": name, "type": otype}
            if focused == name:
                entry["value"] = value if isinstance(value, str) else str(value)
                entry["focused"] = True
            else:
                entry["value"] = self._option_value(path, name, otype, odef or {}, value, resolved)
            out.append(entry)
        if focused is None:
            missing = [d["name"] for d in defs if d.get("required") and d["name"] not in values]
            if missing:
                raise FakeDiscordError(f"{path}: required options missing: {missing}")
        elif focused not in values:
            raise FakeDiscordError(f"{path}: focused option {focused!r} has no value in options")
        return out

    def _option_value(self, path: str, name: str, otype: int, odef: JSON, value: Any, resolved: JSON) -> Any:
        where = f"{path} {name}"
        if otype == 3:
            if not isinstance(value, str):
                raise FakeDiscordError(f"{where}: expected a string, got {value!r}")
            lo, hi = odef.get("min_length"), odef.get("max_length")
            if (lo is not None and len(value) < lo) or (hi is not None and len(value) > hi):
                raise FakeDiscordError(f"{where}: length outside [{lo}, {hi}]")
        elif otype == 4:
            if isinstance(value, bool) or not isinstance(value, int):
                raise FakeDiscordError(f"{where}: expected an integer, got {value!r}")
        elif otype == 10:
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise FakeDiscordError(f"{where}: expected a number, got {value!r}")
        elif otype == 5 and not isinstance(value, bool):
            raise FakeDiscordError(f"{where}: expected a boolean, got {value!r}")
        if otype in (4, 10):
            lo, hi = odef.get("min_value"), odef.get("max_value")
            if (lo is not None and value < lo) or (hi is not None and value > hi):
                raise FakeDiscordError(f"{where}: {value} outside [{lo}, {hi}]")
        if otype in (3, 4, 10) and odef.get("choices"):
            allowed = [c.get("value") for c in odef["choices"]]
            if value not in allowed:
                raise FakeDiscordError(f"{where}: {value!r} is not one of the choices {allowed}")
        if otype in (3, 4, 10, 5):
            return value
        if otype == 6 or (otype == 9 and not isinstance(value, FakeRole)):
            user = self.user(value)
            self._resolve_user(user, resolved)
            return str(user.id)
        if otype == 7:
            ch = self.channel(value)
            allowed_types = odef.get("channel_types")
            if allowed_types and ch.type not in allowed_types:
                raise FakeDiscordError(f"{where}: channel type {ch.type} not in {allowed_types}")
            resolved.setdefault("channels", {})[str(ch.id)] = {
                **ch.to_json(self.users),
                "permissions": str(self.permissions_for(self.bot_user, ch)),
            }
            return str(ch.id)
        if otype in (8, 9):
            role = value if isinstance(value, FakeRole) else self.roles.get(int(value))
            if role is None:
                raise FakeDiscordError(f"{where}: unknown role {value!r}")
            resolved.setdefault("roles", {})[str(role.id)] = role.to_json()
            return str(role.id)
        if otype == 11:
            if not isinstance(value, FakeAttachment):
                raise FakeDiscordError(f"{where}: pass fake.attachment(...) for attachment options")
            self.attachments[value.id] = value
            resolved.setdefault("attachments", {})[str(value.id)] = value.to_json(self.base_url)
            return str(value.id)
        raise FakeDiscordError(f"{where}: unsupported option type {otype}")

    def _resolve_user(self, user: FakeUser, resolved: JSON) -> None:
        resolved.setdefault("users", {})[str(user.id)] = user.to_json()
        if user.in_guild:
            resolved.setdefault("members", {})[str(user.id)] = user.to_member_json(
                with_user=False, permissions=self.permissions_for(user)
            )

    async def slash(
        self,
        user: UserRef,
        channel: ChannelRef,
        name: str,
        *,
        sub: str | None = None,
        group: str | None = None,
        options: Mapping[str, Any] | None = None,
        locale: str | None = None,
        timeout: float = 10.0,
    ) -> FakeInteraction:
        """A user runs `/name [group] [sub] option:value ...` (typed from the synced definition).

        Values: str/int/float/bool, FakeUser (user/mentionable), FakeChannel, FakeRole,
        FakeAttachment from `fake.attachment(...)`. `sub="group sub"` is accepted too.
        """
        await self._ensure_connected(timeout)
        u, ch = self.user(user), self.channel(channel)
        data = self._command_data(u, ch, name, sub=sub, group=group, options=options, focused=None)
        return await self._send(self._new_interaction(APPLICATION_COMMAND, u, ch, data, locale), timeout=timeout)

    async def autocomplete(
        self,
        user: UserRef,
        channel: ChannelRef,
        name: str,
        *,
        focused: str,
        sub: str | None = None,
        group: str | None = None,
        options: Mapping[str, Any] | None = None,
        locale: str | None = None,
        timeout: float = 10.0,
    ) -> FakeInteraction:
        """A user is typing into option `focused` (its partial text is `options[focused]`)."""
        await self._ensure_connected(timeout)
        u, ch = self.user(user), self.channel(channel)
        data = self._command_data(u, ch, name, sub=sub, group=group, options=options, focused=focused)
        return await self._send(self._new_interaction(AUTOCOMPLETE, u, ch, data, locale), timeout=timeout)

    def _component_target(self, user: FakeUser, message: MessageRef, custom_id: str) -> tuple[FakeMessage, JSON]:
        msg = self.message(message)
        if not self.can_see(user, msg):
            raise FakeDiscordError(f"{user.username} cannot see message {msg.id} (ephemeral/DM/private/deleted)")
        if msg.loading:
            raise FakeDiscordError(f"message {msg.id} is still loading (deferred)")
        comp = msg.find_component(custom_id)
        if comp is None:
            raise FakeDiscordError(f"message {msg.id} has no component {custom_id!r} (has {msg.custom_ids})")
        if comp.get("disabled"):
            raise FakeDiscordError(f"component {custom_id!r} is disabled")
        return msg, comp

    async def click(
        self, user: UserRef, message: MessageRef, custom_id: str, *, locale: str | None = None, timeout: float = 10.0
    ) -> FakeInteraction:
        """A user clicks the button `custom_id` on the message's current version."""
        await self._ensure_connected(timeout)
        u = self.user(user)
        msg, comp = self._component_target(u, message, custom_id)
        if comp.get("type") != 2 or comp.get("style") in (5, 6):
            raise FakeDiscordError(f"{custom_id!r} is not a clickable (non-link) button: {comp}")
        data: JSON = {"custom_id": custom_id, "component_type": 2}
        if "id" in comp:
            data["id"] = comp["id"]
        ch = self.channels[msg.channel_id]
        inter = self._new_interaction(MESSAGE_COMPONENT, u, ch, data, locale, source=msg)
        return await self._send(inter, timeout=timeout)

    async def select(
        self,
        user: UserRef,
        message: MessageRef,
        custom_id: str,
        values: Sequence[Any],
        *,
        locale: str | None = None,
        timeout: float = 10.0,
    ) -> FakeInteraction:
        """A user picks `values` in the select menu `custom_id` (option values, or users/channels/roles)."""
        await self._ensure_connected(timeout)
        u = self.user(user)
        msg, comp = self._component_target(u, message, custom_id)
        ctype = comp.get("type")
        if ctype not in SELECT_TYPES:
            raise FakeDiscordError(f"{custom_id!r} is not a select menu: {comp}")
        lo, hi = comp.get("min_values", 1), comp.get("max_values", 1)
        if not lo <= len(values) <= hi:
            raise FakeDiscordError(f"{custom_id!r} takes between {lo} and {hi} values, got {len(values)}")
        resolved: JSON = {}
        str_values: list[str] = []
        if ctype == 3:
            allowed = [o.get("value") for o in comp.get("options", [])]
            for v in values:
                if v not in allowed:
                    raise FakeDiscordError(f"{v!r} is not an option of {custom_id!r} ({allowed})")
                str_values.append(str(v))
        else:
            for v in values:
                if isinstance(v, FakeRole):
                    resolved.setdefault("roles", {})[str(v.id)] = v.to_json()
                    str_values.append(str(v.id))
                elif isinstance(v, FakeChannel):
                    resolved.setdefault("channels", {})[str(v.id)] = {
                        **v.to_json(self.users),
                        "permissions": str(self.permissions_for(self.bot_user, v)),
                    }
                    str_values.append(str(v.id))
                else:
                    target = self.user(v)
                    self._resolve_user(target, resolved)
                    str_values.append(str(target.id))
        data: JSON = {"custom_id": custom_id, "component_type": ctype, "values": str_values}
        if "id" in comp:
            data["id"] = comp["id"]
        if resolved:
            data["resolved"] = resolved
        ch = self.channels[msg.channel_id]
        inter = self._new_interaction(MESSAGE_COMPONENT, u, ch, data, locale, source=msg)
        return await self._send(inter, timeout=timeout)

    async def submit_modal(
        self,
        user: UserRef,
        source: FakeInteraction,
        values: Mapping[str, str | Sequence[str]],
        *,
        locale: str | None = None,
        timeout: float = 10.0,
    ) -> FakeInteraction:
        """The user fills in and submits the modal the bot opened in answer to `source`."""
        await self._ensure_connected(timeout)
        u = self.user(user)
        modal = source.modal
        if modal is None:
            raise FakeDiscordError(f"{source!r} opened no modal")

        def convert(comp: JSON) -> JSON | None:
            ctype = comp.get("type")
            if ctype == 1:
                inner = [c for c in (convert(x) for x in comp.get("components", [])) if c is not None]
                return {"type": 1, "components": inner}
            if ctype == 18:
                inner_comp = convert(comp.get("component") or {})
                return {"type": 18, "component": inner_comp} if inner_comp is not None else None
            cid = comp.get("custom_id")
            if ctype == 4:
                value = values.get(cid, comp.get("value") or "") if isinstance(cid, str) else ""
                if comp.get("required", True) and not value:
                    raise FakeDiscordError(f"modal field {cid!r} is required")
                return {"type": 4, "custom_id": cid, "value": value}
            if ctype in SELECT_TYPES:
                picked = values.get(cid, []) if isinstance(cid, str) else []
                return {"type": ctype, "custom_id": cid, "values": [picked] if isinstance(picked, str) else list(picked)}
            return None

        unknown = set(values) - {c.get("custom_id") for c in walk_components(modal.get("components"))}
        if unknown:
            raise FakeDiscordError(f"modal has no fields {sorted(unknown)}")
        components = [c for c in (convert(x) for x in modal.get("components", [])) if c is not None]
        data: JSON = {"custom_id": modal.get("custom_id"), "components": components}
        src_msg = source.source_message if source.type == MESSAGE_COMPONENT else None
        inter = self._new_interaction(MODAL_SUBMIT, u, source.channel, data, locale, source=src_msg)
        return await self._send(inter, timeout=timeout)

    async def post_message(
        self, user: UserRef, channel: ChannelRef, content: str = "", *, attachments: Sequence[FakeAttachment] = ()
    ) -> FakeMessage:
        """A user posts a message (MESSAGE_CREATE goes to the bot per its intents)."""
        u, ch = self.user(user), self.channel(channel)
        if not self.can_see_channel(u, ch):
            raise FakeDiscordError(f"{u.username} cannot see #{ch.name}")
        msg = FakeMessage(id=self.snowflake(), channel_id=ch.id, author=u, guild_id=ch.guild_id, content=content)
        for att in attachments:
            att.channel_id = ch.id
            self.attachments[att.id] = att
        msg.attachments = list(attachments)
        self._messages[msg.id] = msg
        self._channel_messages.setdefault(ch.id, []).append(msg.id)
        ch.last_message_id = msg.id
        await self._dispatch_message("MESSAGE_CREATE", msg)
        await self.notify()
        return msg


def _find_def(defs: list[JSON], name: str, types: tuple[int, ...]) -> JSON | None:
    for d in defs:
        if d.get("name") == name and d.get("type") in types:
            return d
    return None


def _infer_type(value: Any) -> int:
    if isinstance(value, bool):
        return 5
    if isinstance(value, int):
        return 4
    if isinstance(value, float):
        return 10
    if isinstance(value, FakeUser):
        return 6
    if isinstance(value, FakeChannel):
        return 7
    if isinstance(value, FakeRole):
        return 8
    if isinstance(value, FakeAttachment):
        return 11
    return 3


def _describe(inter: FakeInteraction) -> str:
    data = inter.payload.get("data") or {}
    kind = {2: "slash", 3: "component", 4: "autocomplete", 5: "modal submit"}.get(inter.type, str(inter.type))
    label = data.get("name") or data.get("custom_id") or "?"
    return f"{kind} {label!r} by {inter.user.username}"
