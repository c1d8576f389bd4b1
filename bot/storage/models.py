"""Row types, errors and small helpers of the storage layer."""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

LIVE_STATUSES: tuple[str, ...] = ("lobby", "active")
ENDED_STATUSES: tuple[str, ...] = ("finished", "aborted")
MATCH_STATUSES: tuple[str, ...] = LIVE_STATUSES + ENDED_STATUSES

_BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz"


@dataclass
class DeckRow:
    user_id: int
    name: str
    game: str
    cards: list[str]
    source: str
    updated_at: float


@dataclass
class MatchRow:
    id: str  # short id from new_match_id()
    guild_id: int | None
    channel_id: int  # the channel or thread the match lives in
    parent_channel_id: int | None  # the channel a thread was created from, if any
    game: str  # "nexa"
    status: str  # "lobby" | "active" | "finished" | "aborted"
    lang: str  # "ja" | "en" (public messages' language)
    seed: int
    players: list[dict[str, Any]]  # [{"user_id", "name", "deck_name", "cards"}]
    options: dict[str, Any]  # engine options
    timer_seconds: int | None
    version: int  # number of applied actions
    created_by: int
    created_at: float
    updated_at: float
    winner: int | None = None  # seat, -1 draw
    end_reason: str | None = None
    prompt_message_id: int | None = None
    abort_votes: list[int] = field(default_factory=list)
    timeouts: list[int] = field(default_factory=lambda: [0, 0])
    rev: int = 0  # bumped by every write; a write checks the rev it read (compare-and-set)


class StorageError(Exception):
    """Base class of the storage layer's own errors."""


class StaleVersion(StorageError):
    """append_action with an expected version that is not the match's current version."""

    def __init__(
        self, *args: object, match_id: str | None = None, expected: int | None = None,
        actual: int | None = None,
    ) -> None:
        if not args and match_id is not None:
            args = (f"match {match_id}: expected version {expected}, current version is {actual}",)
        super().__init__(*args)
        self.match_id = match_id
        self.expected = expected
        self.actual = actual


class MatchClosed(StaleVersion):
    """append_action on a finished or aborted match (a StaleVersion: the caller's view is out of date)."""


class StaleMatch(StaleVersion):
    """save_match/finish_match with a row another writer changed since it was read (rev differs)."""


class DatabaseInUse(StorageError):
    """Another process owns this database (the single-writer lock is held)."""


class NotWritable(StorageError):
    """The database cannot be written (read-only file or disk, full disk, ...)."""


class MatchExists(StorageError):
    """A second lobby/active match in the same channel."""

    def __init__(self, *args: object, channel_id: int | None = None, match_id: str | None = None) -> None:
        if not args and channel_id is not None:
            args = (f"channel {channel_id} already has a live match {match_id}",)
        super().__init__(*args)
        self.channel_id = channel_id
        self.match_id = match_id


class MatchNotFound(StorageError, LookupError):
    """No match with that id."""


class MigrationError(StorageError):
    """The migrations are malformed, failed, or the database is newer than this code."""


def new_match_id() -> str:
    """A random 8-character lowercase base36 id (about 41 bits)."""
    return "".join(secrets.choice(_BASE36) for _ in range(8))


def default_db_path() -> Path:
    """$XDG_DATA_HOME/sortie/sortie.sqlite3, else ~/.local/share/sortie/sortie.sqlite3."""
    xdg = os.environ.get("XDG_DATA_HOME", "")
    # The XDG spec says relative paths in XDG_* are invalid and must be ignored.
    base = Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".local" / "share"
    return base / "sortie" / "sortie.sqlite3"
