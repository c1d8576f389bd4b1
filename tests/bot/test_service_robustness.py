"""The match service against slow, failing and concurrent storage (issue 7, items 3, 6, 8 and 9).

No Discord here: a MatchService on a real SQLite file, with a Store subclass that is slow or fails
where a loaded or broken host would (a slow fsync, a full disk, a process killed after a commit).
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.service import MatchService, Player, ServiceError, Session
from bot.storage import DatabaseInUse, NotWritable, Store

ALICE, BOB, CAROL = Player(1, "Alice"), Player(2, "Bob"), Player(3, "Carol")


class SlowStore(Store):
    """append_action takes `delay` seconds before it writes (a loaded disk)."""

    delay = 0.0

    async def append_action(self, *a: Any, **kw: Any) -> int:
        await asyncio.sleep(self.delay)
        return await super().append_action(*a, **kw)


class FailingStore(Store):
    """`fail_appends` next append_action calls fail as SQLite does on a full disk; `dead_after_action`
    makes every write after the next committed action fail (a process killed, a disk gone)."""

    fail_appends = 0
    dead_after_action = False
    dead = False

    async def append_action(self, *a: Any, **kw: Any) -> int:
        if self.fail_appends > 0:
            self.fail_appends -= 1
            raise sqlite3.OperationalError("database or disk is full")
        version = await super().append_action(*a, **kw)
        if self.dead_after_action:
            self.dead = True
        return version

    async def save_match(self, m: Any) -> None:
        self._check()
        await super().save_match(m)

    async def finish_match(self, *a: Any, **kw: Any) -> None:
        self._check()
        await super().finish_match(*a, **kw)

    def _check(self) -> None:
        if self.dead:
            raise sqlite3.OperationalError("disk I/O error")


async def started(service: MatchService, channel: int = 100, timer: int | None = None) -> Session:
    s = await service.new_match(channel_id=channel, guild_id=1, creator=ALICE, opponent=BOB, deck="federation-blue",
                                timer=timer, lang="en", seed=11)
    assert await service.join(s, BOB, "zeon-green")
    return s


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[Path]:
    yield tmp_path / "s.sqlite3"


# -- item 3: the deadline against a click being stored ------------------------------------------------

async def test_a_click_stored_just_before_the_deadline_is_not_followed_by_a_default_or_a_forfeit(db: Path) -> None:
    """Issue 7 item 3: the timeout waited for the match lock while a click was being stored, then
    applied its default (here: the forfeit) to a decision the player had answered."""
    store = await SlowStore.open(db)
    service = MatchService(store, forfeit_after=1, tick=0.01)
    try:
        s = await started(service, timer=30)
        d = s.decision()
        assert d is not None
        v0, user = s.version, s.row.players[d.player]["user_id"]
        store.delay = 0.3  # the click's write is slow...
        s.deadline = time.monotonic() + 0.05  # ...and the deadline falls while it is being stored
        step = await service.act(s, user, "keep", v0)
        await asyncio.sleep(0.3)  # the timer has had every chance to act
        assert not step.ended
        assert s.row.status == "active" and s.match is not None and s.match.state.winner is None
        assert s.version == v0 + 1 and s.match.log[-1] == (d.player, "keep")
        assert [a[2] for a in await store.actions(s.id)][-1] == "keep"
        assert len(await store.actions(s.id)) == v0 + 1
        assert s.row.timeouts == [0, 0]
        assert s.deadline is not None and s.deadline - time.monotonic() > 25  # re-armed for the next decision
    finally:
        await service.close()
        await store.close()


# -- item 9: a storage error at a deadline --------------------------------------------------------

async def test_a_storage_error_at_the_deadline_does_not_kill_the_timer(db: Path) -> None:
    store = await FailingStore.open(db)
    service = MatchService(store, tick=0.01)
    try:
        s = await started(service, timer=30)
        v0 = s.version
        store.fail_appends = 2  # the disk is full at the deadline, then space is freed
        s.deadline = time.monotonic()
        for _ in range(200):
            if s.version > v0:
                break
            await asyncio.sleep(0.01)
        assert store.fail_appends == 0
        assert s.version == v0 + 1, "the timer died with the first storage error"
        assert s.timer_task is not None and not s.timer_task.done()
    finally:
        await service.close()
        await store.close()


async def test_start_up_refuses_a_read_only_database_clearly(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import aiosqlite

    real = aiosqlite.connect

    def read_only(location: str, **kw: Any) -> Any:  # what a read-only file or mount gives SQLite
        return real(f"file:{location}?mode=ro", uri=True, **kw)

    store = await Store.open(db)  # a database that exists
    await store.close()
    monkeypatch.setattr(aiosqlite, "connect", read_only)
    ro = await Store.open(db)
    try:
        with pytest.raises(NotWritable, match=r"is not writable .*readonly"):
            await ro.check_writable()
    finally:
        await ro.close()


# -- item 8: the last action and the result are one write ------------------------------------------

async def test_a_kill_right_after_the_last_action_loses_neither_the_result_nor_the_channel(db: Path) -> None:
    store = await FailingStore.open(db)
    service = MatchService(store)
    s = await started(service)
    store.dead_after_action = True  # nothing can be written after the next action's commit
    # the process "dies" after the commit: what it answered does not matter, the file does
    with contextlib.suppress(ServiceError, sqlite3.Error):
        await service.concede(s, BOB.user_id)
    await service.close()
    await store.close()

    con = sqlite3.connect(db)
    try:
        status, winner, reason = con.execute("SELECT status, winner, end_reason FROM matches WHERE id = ?",
                                             (s.id,)).fetchone()
        results = con.execute("SELECT user_id, outcome FROM results WHERE match_id = ? ORDER BY seat",
                              (s.id,)).fetchall()
        (last,) = con.execute("SELECT token FROM actions WHERE match_id = ? ORDER BY seq DESC LIMIT 1",
                              (s.id,)).fetchone()
    finally:
        con.close()
    assert last == "concede"
    assert (status, winner) == ("finished", 0) and reason
    assert results == [(ALICE.user_id, "win"), (BOB.user_id, "loss")]

    # after the restart the channel is free for the next match
    store2 = await Store.open(db)
    service2 = MatchService(store2)
    try:
        assert await service2.restore() == []
        nxt = await service2.new_match(channel_id=100, guild_id=1, creator=ALICE, deck="federation-blue")
        assert nxt.row.status == "lobby"
    finally:
        await store2.close()


async def test_a_match_stored_as_running_whose_log_ends_the_game_is_finished_at_restore(db: Path) -> None:
    """A database written before the fix (the result was a second write, and it was lost)."""
    store = await Store.open(db)
    service = MatchService(store)
    s = await started(service)
    await store.append_action(s.id, s.version, 1, "concede", BOB.user_id)  # the action alone
    await store.close()

    store = await Store.open(db)
    service = MatchService(store)
    try:
        assert await service.restore() == []
        row = await store.get_match(s.id)
        assert row is not None and (row.status, row.winner) == ("finished", 0)
        assert [r["outcome"] for r in await store.results_for(ALICE.user_id)] == ["win"]
        assert service.session_in(100) is None
    finally:
        await store.close()


# -- item 6: two processes on one database ---------------------------------------------------------

async def test_two_processes_joining_one_lobby_cannot_both_win(db: Path) -> None:
    """Issue 7 item 6: a join handled by each of two processes gave a match whose players and
    actions disagreed. Every write compares the revision it read; the second join is refused."""
    store_a = await Store.open(db)
    store_b = await Store.open(db)  # the second process
    a, b = MatchService(store_a), MatchService(store_b)
    try:
        lobby = await a.new_match(channel_id=100, guild_id=1, creator=ALICE, deck="federation-blue", lang="en",
                                  seed=3)
        (seen_by_b,) = await b.restore()
        assert await a.join(lobby, BOB, "zeon-green")
        with pytest.raises(ServiceError) as refused:
            await b.join(seen_by_b, CAROL, "zeon-green")
        assert refused.value.key == "errors.changed_meanwhile"
        row = await store_a.get_match(lobby.id)
        assert row is not None and [p["user_id"] for p in row.players] == [ALICE.user_id, BOB.user_id]
        assert row.status == "active"
        # the refused process now holds what is stored: the same players, the same game
        assert [p["user_id"] for p in seen_by_b.row.players] == [ALICE.user_id, BOB.user_id]
        assert seen_by_b.match is not None and lobby.match is not None
        assert seen_by_b.match.hash() == lobby.match.hash()
        # and an action taken by one process is refused (not duplicated) by the other
        d = lobby.decision()
        assert d is not None
        user = lobby.row.players[d.player]["user_id"]
        await a.act(lobby, user, "keep")
        with pytest.raises(ServiceError) as stale:
            await b.act(seen_by_b, user, "keep")
        assert stale.value.key == "errors.expired"
        assert [x[2] for x in await store_b.actions(lobby.id)] == ["keep"]
    finally:
        await a.close()
        await b.close()
        await store_a.close()
        await store_b.close()


async def test_only_one_bot_process_may_own_a_database(db: Path) -> None:
    first = await Store.open(db, owner=True)
    try:
        with pytest.raises(DatabaseInUse, match=r"already using the database"):
            await Store.open(db, owner=True)
        reader = await Store.open(db)  # tools that only read or append may still open it
        await reader.close()
    finally:
        await first.close()
    again = await Store.open(db, owner=True)  # released on close (and by the kernel on a kill)
    await again.close()


_OPENER = """
import asyncio, sys, time
from bot.storage import Store

async def main(path: str, start: float) -> None:
    while time.time() < start:
        await asyncio.sleep(0.001)
    for _ in range(4):
        s = await Store.open(path)
        await s.close()

asyncio.run(main(sys.argv[1], float(sys.argv[2])))
"""


def test_processes_opening_a_fresh_database_at_once_all_succeed(tmp_path: Path) -> None:
    """Issue 7 item 6: two processes opening a new database together failed with "database is
    locked" (switching a fresh file to WAL does not always wait on busy_timeout). The clash depends on
    timing (on the old code it failed in 7 of 21 tries on a loaded machine), so a few rounds of three
    processes that open and close the same new file at the same instant."""
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (str(root), os.environ.get("PYTHONPATH")) if p)}
    for round_ in range(2):
        path = tmp_path / f"fresh{round_}.sqlite3"
        start = time.time() + 1.0  # after every child has imported the store
        children = [subprocess.Popen([sys.executable, "-c", _OPENER, str(path), str(start)], env=env, cwd=root,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(3)]
        outcomes = [(c.wait(60), c.stderr.read() if c.stderr else "") for c in children]
        for c in children:
            for stream in (c.stdout, c.stderr):
                if stream is not None:
                    stream.close()
        assert all(code == 0 for code, _ in outcomes), [err[-400:] for code, err in outcomes if code]
