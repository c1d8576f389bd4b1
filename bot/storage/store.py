"""SQLite storage on one aiosqlite connection (WAL, foreign keys, explicit transactions).

All statements go through one connection, so an asyncio lock serialises whole transactions: a
coroutine never sees (or joins) another coroutine's open transaction. Writes use
``BEGIN IMMEDIATE ... COMMIT`` so the write lock is taken up front (no upgrade deadlocks with other
processes); ``busy_timeout`` makes other processes wait instead of failing at once.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import asynccontextmanager, suppress
from pathlib import Path
from types import TracebackType
from typing import Any

import aiosqlite

from .lockfile import FileLock, OwnerLock, side_file
from .migrate import Migration, apply_migrations, current_version, load_migrations
from .models import (
    ENDED_STATUSES,
    LIVE_STATUSES,
    DeckRow,
    MatchClosed,
    MatchExists,
    MatchNotFound,
    MatchRow,
    NotWritable,
    StaleMatch,
    StaleVersion,
)

BUSY_TIMEOUT_MS = 5000

_MATCH_COLUMNS = (
    "id, guild_id, channel_id, parent_channel_id, game, status, lang, seed, players, options,"
    " timer_seconds, version, created_by, created_at, updated_at, winner, end_reason,"
    " prompt_message_id, abort_votes, timeouts, rev"
)
SETUP_TIMEOUT_S = 30.0


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _deck(row: sqlite3.Row) -> DeckRow:
    return DeckRow(
        user_id=row["user_id"], name=row["name"], game=row["game"], cards=json.loads(row["cards"]),
        source=row["source"], updated_at=row["updated_at"],
    )


def _match(row: sqlite3.Row) -> MatchRow:
    return MatchRow(
        id=row["id"], guild_id=row["guild_id"], channel_id=row["channel_id"],
        parent_channel_id=row["parent_channel_id"], game=row["game"], status=row["status"],
        lang=row["lang"], seed=row["seed"], players=json.loads(row["players"]),
        options=json.loads(row["options"]), timer_seconds=row["timer_seconds"], version=row["version"],
        created_by=row["created_by"], created_at=row["created_at"], updated_at=row["updated_at"],
        winner=row["winner"], end_reason=row["end_reason"], prompt_message_id=row["prompt_message_id"],
        abort_votes=json.loads(row["abort_votes"]), timeouts=json.loads(row["timeouts"]), rev=row["rev"],
    )


async def _retry_locked(work: Callable[[], Awaitable[Iterable[Any]]]) -> list[Any]:
    """Run a set-up step again while SQLite says "database is locked", for up to SETUP_TIMEOUT_S."""
    end = time.monotonic() + SETUP_TIMEOUT_S
    delay = 0.01
    while True:
        try:
            return list(await work())
        except sqlite3.OperationalError as e:
            if "locked" not in str(e) or time.monotonic() > end:
                raise
        await asyncio.sleep(delay)
        delay = min(delay * 2, 0.2)


def _outcome(seat: int, winner: int) -> str:
    if winner == -1:
        return "draw"
    return "win" if seat == winner else "loss"


class Store:
    """The SQLite implementation of `Repository`. Create it with ``await Store.open(path)``."""

    def __init__(self, db: aiosqlite.Connection, path: str, owner: OwnerLock | None = None) -> None:
        self._db = db
        self._lock = asyncio.Lock()
        self._closed = False
        self._owner = owner
        self.path = path

    # ------------------------------------------------------------------ lifecycle

    @classmethod
    async def open(cls, path: str | Path, *, migrations: Sequence[Migration] | None = None,
                   owner: bool = False) -> Store:
        """Open (creating parent directories and the file if needed), set WAL and foreign keys, migrate.

        ``migrations`` defaults to the bundled ``bot/storage/migrations/V*.sql``. Set-up is serialised
        with other processes by a lock file (``<db>.setup``), so several processes may open a fresh
        database at once. ``owner=True`` also claims the single-writer lock (``<db>.owner``) for as
        long as the store is open, raising DatabaseInUse when another process holds it.
        """
        location = str(path)
        if location == ":memory:":
            return await cls._connect(location, migrations, None)
        Path(location).expanduser().parent.mkdir(parents=True, exist_ok=True)
        location = str(Path(location).expanduser())
        claim = OwnerLock(side_file(location, ".owner")) if owner else None
        if claim is not None:
            claim.claim()
        setup = FileLock(side_file(location, ".setup"))
        try:
            await setup.acquire(SETUP_TIMEOUT_S)
            try:
                return await cls._connect(location, migrations, claim)
            finally:
                setup.release()
        except BaseException:
            if claim is not None:
                claim.release()
            raise

    @classmethod
    async def _connect(cls, location: str, migrations: Sequence[Migration] | None,
                       claim: OwnerLock | None) -> Store:
        # isolation_level=None: the sqlite3 module never opens transactions behind our back.
        db = await aiosqlite.connect(location, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            db.row_factory = aiosqlite.Row
            await db.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_MS)}")
            # a connection that is not a Store (sqlite3 shell, another tool) may be switching or
            # migrating too: SQLite reports some of those clashes as "locked" without waiting
            rows = await _retry_locked(lambda: db.execute_fetchall("PRAGMA journal_mode = WAL"))
            mode = str(rows[0][0]).lower()
            if location != ":memory:" and mode != "wal":
                raise sqlite3.OperationalError(f"could not enable WAL (journal_mode is {mode!r})")
            await db.execute("PRAGMA synchronous = NORMAL")  # durable enough with WAL, much faster
            await db.execute("PRAGMA foreign_keys = ON")
            await _retry_locked(lambda: apply_migrations(db, load_migrations() if migrations is None
                                                         else migrations))
        except BaseException:
            await db.close()
            raise
        return cls(db, location, claim)

    async def check_writable(self) -> None:
        """Write (and commit) a small row, as every action will: raises NotWritable naming the cause.

        Run at start-up, so a read-only file or a full disk is reported before anyone plays.
        """
        try:
            await self.set_setting("process", "started_at", time.time())
        except sqlite3.Error as e:
            raise NotWritable(f"the database {self.path} is not writable ({e}); check the file's and the "
                              f"disk's permissions and free space") from e

    async def close(self) -> None:
        """Close the connection and give up the single-writer lock (idempotent)."""
        async with self._lock:
            if self._closed:
                return
            self._closed = True
            try:
                with suppress(sqlite3.Error):
                    await self._db.execute("PRAGMA optimize")
                await self._db.close()
            finally:
                if self._owner is not None:
                    self._owner.release()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()

    # ------------------------------------------------------------------ helpers

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[aiosqlite.Connection]:
        """One explicit write transaction, exclusive within this process."""
        async with self._lock:
            try:
                await self._db.execute("BEGIN IMMEDIATE")
                yield self._db
                await self._db.execute("COMMIT")
            except BaseException:
                # aiosqlite runs statements in order on its thread, so this ROLLBACK comes after
                # anything already queued, even if we were cancelled mid-statement.
                with suppress(sqlite3.OperationalError):  # "no transaction is active"
                    await self._db.execute("ROLLBACK")
                raise

    async def _fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        async with self._lock:
            return list(await self._db.execute_fetchall(sql, tuple(params)))

    async def _fetchone(self, sql: str, params: Iterable[Any] = ()) -> sqlite3.Row | None:
        rows = await self._fetchall(sql, params)
        return rows[0] if rows else None

    @staticmethod
    async def _one(db: aiosqlite.Connection, sql: str, params: Iterable[Any] = ()) -> sqlite3.Row | None:
        rows = list(await db.execute_fetchall(sql, tuple(params)))
        return rows[0] if rows else None

    async def schema_version(self) -> int:
        async with self._lock:
            return await current_version(self._db)

    # ------------------------------------------------------------------ decks

    async def save_deck(self, deck: DeckRow) -> None:
        """Insert or replace the user's deck of that name."""
        async with self._write() as db:
            await db.execute(
                "INSERT INTO decks (user_id, name, game, cards, source, updated_at) VALUES (?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (user_id, name) DO UPDATE SET game = excluded.game, cards = excluded.cards,"
                " source = excluded.source, updated_at = excluded.updated_at",
                (deck.user_id, deck.name, deck.game, _dumps(deck.cards), deck.source, deck.updated_at),
            )

    async def list_decks(self, user_id: int, game: str | None = None) -> list[DeckRow]:
        """The user's decks sorted by name, optionally only those of one game."""
        rows = await self._fetchall(
            "SELECT * FROM decks WHERE user_id = ? AND (? IS NULL OR game = ?) ORDER BY name",
            (user_id, game, game),
        )
        return [_deck(r) for r in rows]

    async def get_deck(self, user_id: int, name: str) -> DeckRow | None:
        row = await self._fetchone("SELECT * FROM decks WHERE user_id = ? AND name = ?", (user_id, name))
        return None if row is None else _deck(row)

    async def delete_deck(self, user_id: int, name: str) -> bool:
        async with self._write() as db:
            cur = await db.execute("DELETE FROM decks WHERE user_id = ? AND name = ?", (user_id, name))
            return cur.rowcount > 0

    # ------------------------------------------------------------------ matches

    async def create_match(self, m: MatchRow) -> None:
        """Insert a new match. Raises MatchExists if its channel already has a lobby/active match."""
        async with self._write() as db:
            if m.status in LIVE_STATUSES:
                live = await self._one(
                    db, "SELECT id FROM matches WHERE channel_id = ? AND status IN ('lobby', 'active')",
                    (m.channel_id,),
                )
                if live is not None:
                    raise MatchExists(channel_id=m.channel_id, match_id=live["id"])
            if await self._one(db, "SELECT 1 FROM matches WHERE id = ?", (m.id,)) is not None:
                raise ValueError(f"match id {m.id!r} already exists")
            await db.execute(
                f"INSERT INTO matches ({_MATCH_COLUMNS})"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    m.id, m.guild_id, m.channel_id, m.parent_channel_id, m.game, m.status, m.lang, m.seed,
                    _dumps(m.players), _dumps(m.options), m.timer_seconds, m.version, m.created_by,
                    m.created_at, m.updated_at, m.winner, m.end_reason, m.prompt_message_id,
                    _dumps(m.abort_votes), _dumps(m.timeouts), m.rev,
                ),
            )

    async def save_match(self, m: MatchRow) -> None:
        """Write every field except version (which only append_action advances), if the row is still
        at revision ``m.rev`` (compare-and-set); the revision then advances (on the row and on ``m``).

        updated_at is set to now (on the row and on ``m``). Raises MatchNotFound for an unknown id,
        StaleMatch when another write came first (``m`` is unchanged) and MatchExists if this makes a
        second live match in the channel.
        """
        now = time.time()
        async with self._write() as db:
            try:
                cur = await db.execute(
                    "UPDATE matches SET guild_id = ?, channel_id = ?, parent_channel_id = ?, game = ?,"
                    " status = ?, lang = ?, seed = ?, players = ?, options = ?, timer_seconds = ?,"
                    " created_by = ?, created_at = ?, updated_at = ?, winner = ?, end_reason = ?,"
                    " prompt_message_id = ?, abort_votes = ?, timeouts = ?, rev = rev + 1,"
                    " finished_at = CASE WHEN ? IN ('finished', 'aborted') THEN COALESCE(finished_at, ?)"
                    " ELSE NULL END"
                    " WHERE id = ? AND rev = ?",
                    (
                        m.guild_id, m.channel_id, m.parent_channel_id, m.game, m.status, m.lang, m.seed,
                        _dumps(m.players), _dumps(m.options), m.timer_seconds, m.created_by, m.created_at,
                        now, m.winner, m.end_reason, m.prompt_message_id, _dumps(m.abort_votes),
                        _dumps(m.timeouts), m.status, now, m.id, m.rev,
                    ),
                )
            except sqlite3.IntegrityError as exc:
                if "matches.channel_id" in str(exc):
                    raise MatchExists(channel_id=m.channel_id) from exc
                raise
            if cur.rowcount == 0:
                await self._stale(db, m.id, m.rev)
        m.updated_at = now
        m.rev += 1

    async def _stale(self, db: aiosqlite.Connection, match_id: str, rev: int) -> None:
        """Raise why a compare-and-set write matched no row: an unknown id, or a newer revision."""
        row = await self._one(db, "SELECT rev, version FROM matches WHERE id = ?", (match_id,))
        if row is None:
            raise MatchNotFound(match_id)
        raise StaleMatch(f"match {match_id} changed since it was read (revision {rev}, now {row['rev']})",
                         match_id=match_id, expected=rev, actual=row["rev"])

    async def get_match(self, match_id: str) -> MatchRow | None:
        row = await self._fetchone(f"SELECT {_MATCH_COLUMNS} FROM matches WHERE id = ?", (match_id,))
        return None if row is None else _match(row)

    async def match_in_channel(self, channel_id: int) -> MatchRow | None:
        """The lobby or active match in that channel or thread, if any."""
        row = await self._fetchone(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE channel_id = ? AND status IN ('lobby', 'active')",
            (channel_id,),
        )
        return None if row is None else _match(row)

    async def last_finished_in(self, channel_id: int) -> MatchRow | None:
        """The newest finished match of a channel (what `/match status` answers after its end)."""
        row = await self._fetchone("SELECT * FROM matches WHERE channel_id = ? AND status = 'finished'"
                                   " ORDER BY finished_at DESC LIMIT 1", (channel_id,))
        return None if row is None else _match(row)

    async def active_matches(self) -> list[MatchRow]:
        """All lobby and active matches, oldest first (to restore them at start)."""
        rows = await self._fetchall(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE status IN ('lobby', 'active')"
            " ORDER BY created_at, id"
        )
        return [_match(r) for r in rows]

    async def append_action(
        self, match_id: str, expected_version: int, seat: int, token: str, user_id: int | None = None,
        *, finish: tuple[int | None, str] | None = None,
    ) -> int:
        """Log one action and advance the version (and the revision) in one transaction; returns the
        new version.

        The action gets ``seq = expected_version``. Raises StaleVersion if the match's version is not
        ``expected_version``, MatchClosed (a StaleVersion) if the match has ended, MatchNotFound.
        ``finish=(winner, reason)`` also ends the match in the same transaction (see finish_match):
        the last action and the result are stored together or not at all.
        """
        now = time.time()
        async with self._write() as db:
            row = await self._one(db, "SELECT version, status FROM matches WHERE id = ?", (match_id,))
            if row is None:
                raise MatchNotFound(match_id)
            if row["status"] in ENDED_STATUSES:
                raise MatchClosed(
                    f"match {match_id} is {row['status']}", match_id=match_id, expected=expected_version,
                    actual=row["version"],
                )
            if row["version"] != expected_version:
                raise StaleVersion(match_id=match_id, expected=expected_version, actual=row["version"])
            await db.execute(
                "INSERT INTO actions (match_id, seq, seat, token, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                (match_id, expected_version, seat, token, user_id, now),
            )
            await db.execute(
                "UPDATE matches SET version = version + 1, rev = rev + 1, updated_at = ?"
                " WHERE id = ? AND version = ?",
                (now, match_id, expected_version),
            )
            if finish is not None:
                await self._finish_in(db, match_id, finish[0], finish[1], "finished", now)
        return expected_version + 1

    async def actions(self, match_id: str) -> list[tuple[int, int, str]]:
        """The match's action log as (seq, seat, token), in order."""
        rows = await self._fetchall(
            "SELECT seq, seat, token FROM actions WHERE match_id = ? ORDER BY seq", (match_id,)
        )
        return [(r["seq"], r["seat"], r["token"]) for r in rows]

    async def finish_match(
        self, match_id: str, winner: int | None, reason: str, status: str = "finished",
        *, expect_rev: int | None = None,
    ) -> None:
        """End a match (status "finished" or "aborted") and record one result row per player.

        ``winner`` is a seat, -1 for a draw, or None for no result (then no result rows are written,
        e.g. an abort by vote). Calling it again overwrites the previous outcome. With ``expect_rev``
        it is a compare-and-set: StaleMatch unless the row is still at that revision.
        """
        if status not in ENDED_STATUSES:
            raise ValueError(f"finish_match status must be one of {ENDED_STATUSES}, not {status!r}")
        now = time.time()
        async with self._write() as db:
            if expect_rev is not None:
                got = await self._one(db, "SELECT rev FROM matches WHERE id = ?", (match_id,))
                if got is not None and got["rev"] != expect_rev:
                    await self._stale(db, match_id, expect_rev)
            await self._finish_in(db, match_id, winner, reason, status, now)

    async def _finish_in(self, db: aiosqlite.Connection, match_id: str, winner: int | None, reason: str,
                         status: str, now: float) -> None:
        """finish_match's writes, inside the caller's transaction."""
        row = await self._one(db, "SELECT game, players FROM matches WHERE id = ?", (match_id,))
        if row is None:
            raise MatchNotFound(match_id)
        players: list[dict[str, Any]] = json.loads(row["players"])
        if winner is not None and not (winner == -1 or 0 <= winner < len(players)):
            raise ValueError(f"winner {winner} is not a seat of match {match_id} or -1")
        await db.execute(
            "UPDATE matches SET status = ?, winner = ?, end_reason = ?, updated_at = ?, finished_at = ?,"
            " rev = rev + 1 WHERE id = ?",
            (status, winner, reason, now, now, match_id),
        )
        await db.execute("DELETE FROM results WHERE match_id = ?", (match_id,))
        if winner is None:
            return
        await db.executemany(
            "INSERT INTO results (match_id, seat, user_id, game, outcome, reason, finished_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (match_id, seat, p["user_id"], row["game"], _outcome(seat, winner), reason, now)
                for seat, p in enumerate(players)
                if p.get("user_id") is not None
            ],
        )

    async def results_for(self, user_id: int) -> list[dict[str, Any]]:
        """The user's results, newest first: match_id, game, seat, outcome (win/loss/draw), reason, finished_at."""
        rows = await self._fetchall(
            "SELECT match_id, game, seat, outcome, reason, finished_at FROM results WHERE user_id = ?"
            " ORDER BY finished_at DESC, match_id",
            (user_id,),
        )
        return [dict(r) for r in rows]

    # ------------------------------------------------------------------ settings

    async def get_setting(self, scope: str, key: str, default: Any = None) -> Any:
        row = await self._fetchone("SELECT value FROM settings WHERE scope = ? AND key = ?", (scope, key))
        return default if row is None else json.loads(row["value"])

    async def set_setting(self, scope: str, key: str, value: Any) -> None:
        """Store a JSON-serialisable value (TypeError otherwise)."""
        text = _dumps(value)
        async with self._write() as db:
            await db.execute(
                "INSERT INTO settings (scope, key, value, updated_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (scope, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
                (scope, key, text, time.time()),
            )

    async def delete_setting(self, scope: str, key: str) -> bool:
        async with self._write() as db:
            cur = await db.execute("DELETE FROM settings WHERE scope = ? AND key = ?", (scope, key))
            return cur.rowcount > 0

    # ------------------------------------------------------------------ imported card pools (per server)

    async def save_pool(self, guild_id: int, game: str, name: str, report: dict[str, Any],
                        entries: list[dict[str, Any]]) -> None:
        """Store (or replace) a server's imported pool in one transaction."""
        rows = [(guild_id, game, name, str(e["number"]), str(e["status"]), _dumps(e)) for e in entries]
        async with self._write() as db:
            await db.execute("DELETE FROM card_pools WHERE guild_id = ? AND game = ? AND name = ?", (guild_id, game, name))
            await db.execute("INSERT INTO card_pools (guild_id, game, name, report, created_at) VALUES (?, ?, ?, ?, ?)",
                             (guild_id, game, name, _dumps(report), time.time()))
            await db.executemany("INSERT OR REPLACE INTO pool_cards (guild_id, game, pool, number, status, entry)"
                                 " VALUES (?, ?, ?, ?, ?, ?)", rows)

    async def list_pools(self, guild_id: int, game: str | None = None) -> list[dict[str, Any]]:
        """A server's pools: name, game, created_at and the import report, newest first."""
        sql = "SELECT name, game, report, created_at FROM card_pools WHERE guild_id = ?"
        params: tuple[Any, ...] = (guild_id,)
        if game is not None:
            sql += " AND game = ?"
            params += (game,)
        rows = await self._fetchall(sql + " ORDER BY created_at DESC, name", params)
        return [{"name": r["name"], "game": r["game"], "report": json.loads(r["report"]),
                 "created_at": r["created_at"]} for r in rows]

    async def pool_entries(self, guild_id: int, game: str, name: str) -> list[dict[str, Any]]:
        rows = await self._fetchall("SELECT entry FROM pool_cards WHERE guild_id = ? AND game = ? AND pool = ?"
                                    " ORDER BY number", (guild_id, game, name))
        return [json.loads(r["entry"]) for r in rows]

    async def delete_pool(self, guild_id: int, game: str, name: str) -> bool:
        async with self._write() as db:
            await db.execute("DELETE FROM pool_cards WHERE guild_id = ? AND game = ? AND pool = ?", (guild_id, game, name))
            cur = await db.execute("DELETE FROM card_pools WHERE guild_id = ? AND game = ? AND name = ?",
                                   (guild_id, game, name))
            return cur.rowcount > 0

