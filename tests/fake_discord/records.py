"""What the fake remembers: violations, recorded payloads, per-interaction response events, errors."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .limits import LimitError, UploadedFile
from .models import FakeMessage


class FakeDiscordError(Exception):
    """The test asked the fake for something a real Discord user could not do (or the bot is not connected)."""


class CommandUnavailable(FakeDiscordError):
    """The slash command is not synced, or the user may not see it (default_member_permissions)."""


# Violation kinds (Violation.kind):
LIMIT = "limit"  # a payload broke one of Discord's limits (HTTP 400 / 413 was answered)
LATE_RESPONSE = "late_response"  # first callback after the response deadline (HTTP 404 10062 was answered)
NO_RESPONSE = "no_response"  # the interaction was never acknowledged within the deadline
ALREADY_ACKNOWLEDGED = "already_acknowledged"  # second callback (HTTP 400 40060 was answered)
INVALID_CALLBACK = "invalid_callback"  # callback type not valid for that interaction type
UNKNOWN_INTERACTION = "unknown_interaction"  # callback for an id/token the fake never issued
UNKNOWN_WEBHOOK = "unknown_webhook"  # followup/edit for an unknown or not yet acknowledged token
UNKNOWN_MESSAGE = "unknown_message"
UNKNOWN_CHANNEL = "unknown_channel"
EPHEMERAL_LEAK = "ephemeral_leak"  # the bot asked for ephemeral but Discord would show the message publicly
FORBIDDEN = "forbidden"  # the bot lacked a permission, or edited someone else's message
BAD_REQUEST = "bad_request"  # malformed body (invalid JSON, missing fields)
UNKNOWN_ROUTE = "unknown_route"  # the bot called an endpoint the fake does not implement
UNAUTHORIZED = "unauthorized"  # wrong or missing bot token
FAKE_ERROR = "fake_error"  # the fake itself crashed on a request (a bug in tests/fake_discord)


@dataclass(frozen=True)
class Violation:
    kind: str
    message: str
    method: str = ""
    path: str = ""
    interaction_id: int | None = None
    errors: tuple[LimitError, ...] = ()

    def __str__(self) -> str:
        where = f"{self.method} {self.path}".strip()
        head = f"[{self.kind}] {where}: {self.message}" if where else f"[{self.kind}] {self.message}"
        if self.errors:
            head += "".join(f"\n      - {e}" for e in self.errors)
        return head


@dataclass
class RecordedPayload:
    """One request body the bot sent (JSON and/or multipart files)."""

    seq: int
    method: str
    path: str
    route: str
    body: Any
    files: list[UploadedFile] = field(default_factory=list)
    interaction_id: int | None = None
    status: int = 0
    at: float = 0.0

    @property
    def text(self) -> str:
        """The body as JSON text plus file names, for substring scans of hidden information."""
        dumped = json.dumps(self.body, ensure_ascii=False) if self.body is not None else ""
        return "\n".join([dumped, *[f.filename for f in self.files]])

    def __repr__(self) -> str:
        return f"<RecordedPayload #{self.seq} {self.method} {self.route} status={self.status} files={len(self.files)}>"


# ResponseEvent.kind values
CALLBACK = "callback"
FOLLOWUP = "followup"
EDIT_ORIGINAL = "edit_original"
DELETE_ORIGINAL = "delete_original"
EDIT_MESSAGE = "edit_message"
DELETE_MESSAGE = "delete_message"
REJECTED = "rejected"


@dataclass
class ResponseEvent:
    """Something the bot did for one interaction (accepted or rejected)."""

    kind: str
    status: int
    elapsed: float
    payload: Any = None
    callback_type: int | None = None
    message: FakeMessage | None = None
    error_code: int | None = None

    def __repr__(self) -> str:
        extra = f" type={self.callback_type}" if self.callback_type is not None else ""
        msg = f" message={self.message.id}" if self.message is not None else ""
        return f"<ResponseEvent {self.kind}{extra} status={self.status} after={self.elapsed:.3f}s{msg}>"
