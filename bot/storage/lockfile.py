"""File locks next to the database: one to serialise first-time set-up, one for the single writer.

SQLite itself cannot make a fresh file WAL from two connections at once ("database is locked": the
journal-mode switch does not wait on busy_timeout), and nothing in SQLite stops two bot processes from
each serving the same matches. Both are solved with ``flock`` on small side files: the set-up lock is
held only while a connection opens and migrates, the owner lock for the whole life of the bot.
A lock dies with its process (even on SIGKILL), so a crash never leaves a stale lock behind.
"""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path
from typing import IO

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX: no file locks (SQLite's own locking remains)
    fcntl = None  # type: ignore[assignment]

from .models import DatabaseInUse


class FileLock:
    """An exclusive ``flock`` on ``path`` (created if missing)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: IO[str] | None = None

    @property
    def held(self) -> bool:
        return self._file is not None

    def try_acquire(self) -> bool:
        """Take the lock without waiting; False when another holder has it."""
        if self._file is not None:
            return True
        f = self.path.open("a+", encoding="utf-8")
        if fcntl is not None:
            try:
                fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                f.close()
                return False
        self._file = f
        return True

    async def acquire(self, timeout: float) -> None:
        """Wait (polling, without blocking the event loop) up to ``timeout`` seconds for the lock."""
        end = time.monotonic() + timeout
        delay = 0.005
        while not self.try_acquire():
            if time.monotonic() > end:
                raise TimeoutError(f"could not lock {self.path} within {timeout} s")
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.1)

    def release(self) -> None:
        if self._file is not None:
            if fcntl is not None:
                fcntl.flock(self._file.fileno(), fcntl.LOCK_UN)
            self._file.close()
            self._file = None


class OwnerLock(FileLock):
    """The single-writer lock: at most one Sortie process serves the matches of a database."""

    def claim(self) -> None:
        """Take the lock or raise DatabaseInUse naming the process that holds it."""
        if not self.try_acquire():
            try:
                holder = self.path.read_text(encoding="utf-8").strip() or "?"
            except OSError:
                holder = "?"
            raise DatabaseInUse(f"another Sortie process (pid {holder}) is already using the database "
                                f"{str(self.path).removesuffix('.owner')}; run one bot per database")
        assert self._file is not None
        self._file.seek(0)
        self._file.truncate()
        self._file.write(str(os.getpid()))
        self._file.flush()


def side_file(db_path: str, suffix: str) -> Path:
    return Path(db_path + suffix)
