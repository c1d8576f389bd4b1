"""A fake Discord (REST + gateway) on loopback for end-to-end tests of the bot with real discord.py.

See README.md in this folder. Typical use is through the `fake_discord` pytest fixture
(`fixtures.py`, loaded by tests/conftest.py).
"""

from .interactions import FakeInteraction
from .limits import DEFAULT_LIMITS, LimitError, Limits, UploadedFile
from .models import FakeAttachment, FakeChannel, FakeGuild, FakeMessage, FakeRole, FakeUser, Perm
from .records import CommandUnavailable, FakeDiscordError, RecordedPayload, ResponseEvent, Violation
from .server import ENV_API, ENV_GATEWAY, FakeDiscord

__all__ = [
    "DEFAULT_LIMITS",
    "ENV_API",
    "ENV_GATEWAY",
    "CommandUnavailable",
    "FakeAttachment",
    "FakeChannel",
    "FakeDiscord",
    "FakeDiscordError",
    "FakeGuild",
    "FakeInteraction",
    "FakeMessage",
    "FakeRole",
    "FakeUser",
    "LimitError",
    "Limits",
    "Perm",
    "RecordedPayload",
    "ResponseEvent",
    "UploadedFile",
    "Violation",
]
