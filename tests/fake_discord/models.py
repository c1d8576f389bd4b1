"""Data model of the fake Discord world: snowflakes, users, roles, channels, messages, attachments.

Everything here is plain data plus the JSON shapes that discord.py 2.7 parses. The server
(`server.py`) owns the instances; tests read them through `FakeDiscord`'s API.
"""

from __future__ import annotations

import copy
import datetime as dt
import json
import re
import threading
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

JSON = dict[str, Any]

_USER_MENTION = re.compile(r"<@!?(\d{1,21})>")
_ROLE_MENTION = re.compile(r"<@&(\d{1,21})>")
_EVERYONE = re.compile(r"@(everyone|here)")


def pings(content: str, allowed: Mapping[str, Any] | None) -> tuple[set[int], set[int], bool]:
    """(users, roles, everyone) a message with this content notifies, under Discord's allowed_mentions
    rules: without allowed_mentions every mention in the content counts; with it, a user counts only
    if "users" is in `parse` or the id is in `users` (roles the same), @everyone/@here only with
    "everyone" in `parse`. A mention broken by a character after "@" (e.g. a zero-width space) is text."""
    users = {int(x) for x in _USER_MENTION.findall(content)}
    roles = {int(x) for x in _ROLE_MENTION.findall(content)}
    everyone = bool(_EVERYONE.search(content))
    if allowed is None:
        return users, roles, everyone
    parse = set(allowed.get("parse") or [])
    ok_users = {int(x) for x in allowed.get("users") or []}
    ok_roles = {int(x) for x in allowed.get("roles") or []}
    return ({u for u in users if "users" in parse or u in ok_users},
            {r for r in roles if "roles" in parse or r in ok_roles}, everyone and "everyone" in parse)

DISCORD_EPOCH_MS = 1420070400000


class SnowflakeFactory:
    """Generates increasing, time-based snowflakes (so discord.py's `created_at` is sensible)."""

    def __init__(self) -> None:
        self._last = 0
        self._lock = threading.Lock()

    def __call__(self) -> int:
        with self._lock:
            candidate = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
            self._last = max(candidate, self._last + 1)
            return self._last


def iso(ts: float) -> str:
    """An ISO-8601 timestamp as Discord writes it."""
    return dt.datetime.fromtimestamp(ts, tz=dt.UTC).isoformat()


class Perm:
    """Permission bits used by the fake (subset of Discord's)."""

    CREATE_INSTANT_INVITE = 1 << 0
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    CHANGE_NICKNAME = 1 << 26
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38
    ALL = (1 << 51) - 1

    EVERYONE_DEFAULT = (
        CREATE_INSTANT_INVITE
        | ADD_REACTIONS
        | VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | USE_EXTERNAL_EMOJIS
        | CHANGE_NICKNAME
        | USE_APPLICATION_COMMANDS
        | CREATE_PUBLIC_THREADS
        | CREATE_PRIVATE_THREADS
        | SEND_MESSAGES_IN_THREADS
    )
    BOT_DEFAULT = (
        VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | ADD_REACTIONS
        | USE_EXTERNAL_EMOJIS
        | MANAGE_THREADS
        | CREATE_PUBLIC_THREADS
        | CREATE_PRIVATE_THREADS
        | SEND_MESSAGES_IN_THREADS
        | MANAGE_MESSAGES
    )


class ChannelType:
    GUILD_TEXT = 0
    DM = 1
    GUILD_CATEGORY = 4
    PUBLIC_THREAD = 11
    PRIVATE_THREAD = 12

    THREADS = (PUBLIC_THREAD, PRIVATE_THREAD)


@dataclass
class FakeUser:
    """A Discord user; also a guild member when `in_guild` (the default)."""

    id: int
    username: str
    global_name: str | None = None
    bot: bool = False
    locale: str = "en-US"
    role_ids: list[int] = field(default_factory=list)
    nick: str | None = None
    in_guild: bool = True
    joined_at: float = field(default_factory=time.time)

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    @property
    def display_name(self) -> str:
        return self.nick or self.global_name or self.username

    def to_json(self) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "username": self.username,
            "global_name": self.global_name,
            "discriminator": "0",
            "avatar": None,
            "public_flags": 0,
        }
        if self.bot:
            data["bot"] = True
        return data

    def to_member_json(self, *, with_user: bool = True, permissions: int | None = None) -> JSON:
        data: JSON = {
            "roles": [str(r) for r in self.role_ids],
            "nick": self.nick,
            "avatar": None,
            "joined_at": iso(self.joined_at),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.to_json()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass
class FakeGuild:
    id: int
    name: str
    preferred_locale: str = "en-US"
    owner_id: int = 0


@dataclass
class FakeRole:
    id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False
    bot_id: int | None = None

    def to_json(self) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "managed": self.managed,
            "mentionable": False,
            "flags": 0,
        }
        if self.bot_id is not None:
            data["tags"] = {"bot_id": str(self.bot_id)}
        return data


@dataclass
class FakeChannel:
    """A text channel, a DM channel, or a thread."""

    id: int
    name: str
    type: int = ChannelType.GUILD_TEXT
    guild_id: int | None = None
    parent_id: int | None = None
    position: int = 0
    topic: str | None = None
    owner_id: int | None = None
    recipient_ids: list[int] = field(default_factory=list)
    member_ids: set[int] = field(default_factory=set)
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    auto_archive_duration: int = 1440
    created_at: float = field(default_factory=time.time)
    last_message_id: int | None = None
    message_count: int = 0
    deleted: bool = False
    created_by_bot: bool = False

    @property
    def is_thread(self) -> bool:
        return self.type in ChannelType.THREADS

    @property
    def is_dm(self) -> bool:
        return self.type == ChannelType.DM

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def to_json(self, users: Mapping[int, FakeUser] | None = None) -> JSON:
        data: JSON = {"id": str(self.id), "type": self.type, "flags": 0}
        data["last_message_id"] = str(self.last_message_id) if self.last_message_id else None
        if self.is_dm:
            data["recipients"] = [users[r].to_json() for r in self.recipient_ids if users and r in users]
            return data
        data["guild_id"] = str(self.guild_id)
        data["name"] = self.name
        data["parent_id"] = str(self.parent_id) if self.parent_id else None
        data["rate_limit_per_user"] = 0
        if self.is_thread:
            data["owner_id"] = str(self.owner_id) if self.owner_id else None
            data["message_count"] = self.message_count
            data["total_message_sent"] = self.message_count
            data["member_count"] = len(self.member_ids)
            data["thread_metadata"] = {
                "archived": self.archived,
                "auto_archive_duration": self.auto_archive_duration,
                "archive_timestamp": iso(self.created_at),
                "locked": self.locked,
                "invitable": self.invitable,
                "create_timestamp": iso(self.created_at),
            }
        else:
            data["position"] = self.position
            data["permission_overwrites"] = []
            data["nsfw"] = False
            data["topic"] = self.topic
            data["default_auto_archive_duration"] = 1440
        return data


@dataclass
class FakeAttachment:
    """A file: uploaded by the bot (multipart) or prepared by a test as a user's upload."""

    id: int
    filename: str
    data: bytes
    content_type: str | None = None
    description: str | None = None
    ephemeral: bool = False
    channel_id: int = 0

    @property
    def size(self) -> int:
        return len(self.data)

    def url(self, base_url: str) -> str:
        return f"{base_url}/attachments/{self.channel_id}/{self.id}/{self.filename}"

    def to_json(self, base_url: str) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url(base_url),
            "proxy_url": self.url(base_url),
        }
        if self.content_type:
            data["content_type"] = self.content_type
        if self.description:
            data["description"] = self.description
        if self.ephemeral:
            data["ephemeral"] = True
        return data


def walk_components(components: list[JSON] | None) -> Iterator[JSON]:
    """Every component in a message/modal tree, depth first (rows, containers, sections, labels)."""
    for comp in components or []:
        if not isinstance(comp, dict):
            continue
        yield comp
        yield from walk_components(comp.get("components"))
        accessory = comp.get("accessory")
        if isinstance(accessory, dict):
            yield accessory
        inner = comp.get("component")
        if isinstance(inner, dict):
            yield from walk_components([inner])


MESSAGE_FLAG_EPHEMERAL = 1 << 6
MESSAGE_FLAG_LOADING = 1 << 7
MESSAGE_FLAG_SUPPRESS_EMBEDS = 1 << 2
MESSAGE_FLAG_SUPPRESS_NOTIFICATIONS = 1 << 12
MESSAGE_FLAG_COMPONENTS_V2 = 1 << 15


@dataclass
class FakeMessage:
    """A message as the fake stores it (latest state; earlier states in `history`)."""

    id: int
    channel_id: int
    author: FakeUser
    guild_id: int | None = None
    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    components: list[JSON] = field(default_factory=list)
    attachments: list[FakeAttachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    webhook_id: int | None = None
    application_id: int | None = None
    interaction_id: int | None = None
    interaction_type: int | None = None
    interaction_user: FakeUser | None = None
    interacted_message_id: int | None = None
    ephemeral_to: int | None = None
    created_at: float = field(default_factory=time.time)
    edited_at: float | None = None
    deleted: bool = False
    pinned: bool = False
    reactions: list[str] = field(default_factory=list)
    history: list[JSON] = field(default_factory=list)
    allowed_mentions: JSON | None = None  # as the bot last sent it (None: not sent, Discord parses all)
    pinged_users: set[int] = field(default_factory=set)  # whom this message notified (see pings())
    pinged_roles: set[int] = field(default_factory=set)
    pinged_everyone: bool = False  # @everyone / @here took effect

    # -- state -------------------------------------------------------------------------------
    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & MESSAGE_FLAG_EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & MESSAGE_FLAG_LOADING)

    # -- component helpers -------------------------------------------------------------------
    def iter_components(self) -> Iterator[JSON]:
        return walk_components(self.components)

    def find_component(self, custom_id: str) -> JSON | None:
        for comp in self.iter_components():
            if comp.get("custom_id") == custom_id:
                return comp
        return None

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.iter_components() if isinstance(c.get("custom_id"), str)]

    @property
    def buttons(self) -> list[JSON]:
        return [c for c in self.iter_components() if c.get("type") == 2]

    @property
    def selects(self) -> list[JSON]:
        return [c for c in self.iter_components() if c.get("type") in (3, 5, 6, 7, 8)]

    @property
    def text(self) -> str:
        """Everything human-readable in the message (content, embeds, component text), for scans."""
        parts: list[str] = [self.content]
        for embed in self.embeds:
            parts.append(json.dumps(embed, ensure_ascii=False))
        for comp in self.iter_components():
            for key in ("label", "placeholder", "content", "title"):
                value = comp.get(key)
                if isinstance(value, str):
                    parts.append(value)
            for opt in comp.get("options", []) or []:
                if isinstance(opt, dict):
                    parts.extend(str(opt.get(k, "")) for k in ("label", "description", "value"))
        parts.extend(a.filename for a in self.attachments)
        return "\n".join(p for p in parts if p)

    # -- JSON --------------------------------------------------------------------------------
    def to_json(self, base_url: str) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": self.author.to_json(),
            "content": self.content,
            "timestamp": iso(self.created_at),
            "edited_timestamp": iso(self.edited_at) if self.edited_at else None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.to_json(base_url) for a in self.attachments],
            "embeds": copy.deepcopy(self.embeds),
            "components": copy.deepcopy(self.components),
            "pinned": self.pinned,
            "type": self.type,
            "flags": self.flags,
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
        if self.interaction_id is not None and self.interaction_user is not None:
            meta: JSON = {
                "id": str(self.interaction_id),
                "type": self.interaction_type or 2,
                "user": self.interaction_user.to_json(),
                "authorizing_integration_owners": {"0": str(self.guild_id)} if self.guild_id else {},
            }
            if self.interacted_message_id is not None:
                meta["interacted_message_id"] = str(self.interacted_message_id)
            data["interaction_metadata"] = meta
        return data
