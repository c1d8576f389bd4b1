"""Numbered SQL migrations: load ``V<n>__<name>.sql`` files and apply the missing ones in order.

Each migration runs in its own ``BEGIN IMMEDIATE`` transaction together with the insertion of its
``schema_version`` row, so a failing migration leaves no trace and a restart applies nothing twice.
Statements are executed one by one (``executescript`` would commit the open transaction first).
"""

from __future__ import annotations

import re
import sqlite3
import time
from collections.abc import Iterable, Sequence
from contextlib import suppress
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

import aiosqlite

from .models import MigrationError

MIGRATIONS_PACKAGE = "bot.storage.migrations"
_NAME = re.compile(r"^V(?P<version>[1-9][0-9]*)__(?P<name>[A-Za-z0-9_]+)\.sql$")

_SCHEMA_VERSION_DDL = (
    "CREATE TABLE IF NOT EXISTS schema_version ("
    " version INTEGER PRIMARY KEY,"
    " name TEXT NOT NULL,"
    " applied_at REAL NOT NULL)"
)


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def load_migrations(source: str | Path | Traversable = MIGRATIONS_PACKAGE) -> list[Migration]:
    """Migrations from a package name (default: the bundled ones) or a directory, sorted by version.

    Versions must run 1, 2, 3, ... without gaps or duplicates.
    """
    folder: Traversable | Path = resources.files(source) if isinstance(source, str) else source
    found: list[Migration] = []
    for entry in folder.iterdir():
        if not entry.name.endswith(".sql"):
            continue
        m = _NAME.match(entry.name)
        if m is None:
            raise MigrationError(f"migration file name {entry.name!r} is not V<n>__<name>.sql")
        found.append(Migration(int(m["version"]), m["name"], entry.read_text(encoding="utf-8")))
    found.sort(key=lambda mig: mig.version)
    check_sequence(found)
    return found


def check_sequence(migrations: Sequence[Migration]) -> None:
    versions = [mig.version for mig in migrations]
    expected = list(range(1, len(versions) + 1))
    if sorted(versions) != expected:
        raise MigrationError(f"migration versions must be 1..{len(versions)} without gaps, got {versions}")


def split_statements(sql: str) -> list[str]:
    """Split a script into complete statements (``;`` inside strings, comments or triggers is safe)."""
    statements: list[str] = []
    buf = ""
    for piece in sql.split(";")[:-1]:
        buf += piece + ";"
        if sqlite3.complete_statement(buf):
            if _strip_comments(buf).strip(" \t\r\n;"):
                statements.append(buf.strip())
            buf = ""
    rest = buf + sql.split(";")[-1]
    if _strip_comments(rest).strip():
        raise MigrationError(f"unterminated statement at the end of a migration: {rest.strip()[:80]!r}")
    return statements


def _strip_comments(sql: str) -> str:
    """Drop ``-- ...`` line comments and ``/* ... */`` block comments that are outside string literals."""
    out: list[str] = []
    i, n = 0, len(sql)
    while i < n:
        c = sql[i]
        if c in "'\"`[":
            close = "]" if c == "[" else c
            j = sql.find(close, i + 1)
            j = n if j < 0 else j + 1
            out.append(sql[i:j])
            i = j
        elif sql.startswith("--", i):
            j = sql.find("\n", i)
            i = n if j < 0 else j
        elif sql.startswith("/*", i):
            j = sql.find("*/", i + 2)
            i = n if j < 0 else j + 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


async def current_version(db: aiosqlite.Connection) -> int:
    rows = list(await db.execute_fetchall("SELECT COALESCE(MAX(version), 0) FROM schema_version"))
    return int(rows[0][0])


async def apply_migrations(db: aiosqlite.Connection, migrations: Iterable[Migration]) -> list[int]:
    """Apply the migrations newer than the database's schema version; returns the versions applied.

    ``db`` must be in autocommit mode (``isolation_level=None``) with no open transaction.
    """
    ordered = sorted(migrations, key=lambda mig: mig.version)
    check_sequence(ordered)
    known = ordered[-1].version if ordered else 0
    await db.execute(_SCHEMA_VERSION_DDL)
    have = await current_version(db)
    _check_not_newer(have, known)
    applied: list[int] = []
    for mig in ordered:
        if mig.version <= have:
            continue
        try:
            await db.execute("BEGIN IMMEDIATE")
            # Re-read under the write lock: another process may have migrated meanwhile.
            have = await current_version(db)
            _check_not_newer(have, known)
            if mig.version <= have:
                await db.execute("ROLLBACK")
                continue
            for statement in split_statements(mig.sql):
                await db.execute(statement)
            await db.execute(
                "INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)",
                (mig.version, mig.name, time.time()),
            )
            await db.execute("COMMIT")
        except BaseException as exc:
            with suppress(sqlite3.OperationalError):  # "no transaction is active"
                await db.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise MigrationError(f"migration V{mig.version}__{mig.name} failed: {exc}") from exc
            raise
        have = mig.version
        applied.append(mig.version)
    return applied


def _check_not_newer(have: int, known: int) -> None:
    if have > known:
        raise MigrationError(f"database schema version {have} is newer than this code knows ({known})")
