"""The SQLite storage layer (bot.storage): migrations, decks, matches, action log, results, settings."""

from __future__ import annotations

import asyncio
import re
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.storage import (
    DeckRow,
    MatchClosed,
    MatchExists,
    MatchNotFound,
    MatchRow,
    Migration,
    MigrationError,
    Repository,
    StaleVersion,
    Store,
    default_db_path,
    load_migrations,
    new_match_id,
)
from bot.storage.migrate import apply_migrations, split_statements


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "nested" / "dir" / "sortie.sqlite3"  # open() must create the parents


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[Store]:
    s = await Store.open(db_path)
    try:
        yield s
    finally:
        await s.close()


def make_match(channel_id: int = 100, status: str = "lobby", **kw: object) -> MatchRow:
    fields: dict[str, object] = dict(
        id=new_match_id(), guild_id=1, channel_id=channel_id, parent_channel_id=None, game="nexa",
        status=status, lang="ja", seed=1234,
        players=[
            {"user_id": 11, "name": "アムロ", "deck_name": "white base", "cards": ["GW-001", "GW-002"]},
            {"user_id": 22, "name": "Char", "deck_name": None, "cards": None},
        ],
        options={"autopass": [True, False]}, timer_seconds=300, version=0, created_by=11,
        created_at=1000.0, updated_at=1000.0,
    )
    fields.update(kw)
    return MatchRow(**fields)  # type: ignore[arg-type]


def raw(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path)


# ---------------------------------------------------------------------- migrations and connection


async def test_migrations_applied_once_and_idempotent_on_reopen(db_path: Path) -> None:
    bundled = load_migrations()
    assert [m.version for m in bundled] == list(range(1, len(bundled) + 1))
    assert bundled[0].name == "init"

    s = await Store.open(db_path)
    assert await s.schema_version() == bundled[-1].version
    await s.close()
    with raw(db_path) as c:
        first = c.execute("SELECT version, name, applied_at FROM schema_version ORDER BY version").fetchall()
    assert [v for v, _, _ in first] == [m.version for m in bundled]

    s = await Store.open(db_path)
    assert await s.schema_version() == bundled[-1].version
    await s.close()
    with raw(db_path) as c:
        again = c.execute("SELECT version, name, applied_at FROM schema_version ORDER BY version").fetchall()
    assert again == first  # nothing re-applied


async def test_wal_foreign_keys_busy_timeout(store: Store, db_path: Path) -> None:
    with raw(db_path) as c:
        assert c.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db = store._db
    assert list(await db.execute_fetchall("PRAGMA foreign_keys"))[0][0] == 1
    assert list(await db.execute_fetchall("PRAGMA busy_timeout"))[0][0] >= 1000
    assert isinstance(store, Repository)


async def test_migration_runner_order_rollback_and_version_checks(tmp_path: Path) -> None:
    (tmp_path / "m").mkdir()
    (tmp_path / "m" / "V2__index.sql").write_text("CREATE INDEX t_b ON t (b);\n")
    (tmp_path / "m" / "V1__init.sql").write_text("-- first\nCREATE TABLE t (a INTEGER, b TEXT);\n")
    (tmp_path / "m" / "notes.txt").write_text("ignored")
    migs = load_migrations(tmp_path / "m")
    assert [(m.version, m.name) for m in migs] == [(1, "init"), (2, "index")]

    path = tmp_path / "x.sqlite3"
    s = await Store.open(path, migrations=migs[:1])
    assert await s.schema_version() == 1
    await s.close()
    s = await Store.open(path, migrations=migs)  # upgrade applies only V2
    assert await s.schema_version() == 2
    assert await apply_migrations(s._db, migs) == []
    await s.close()

    # A failing migration leaves no trace: its first statement is rolled back with it.
    bad = [*migs, Migration(3, "bad", "CREATE TABLE u (x INTEGER);\nINSERT INTO nowhere VALUES (1);\n")]
    with pytest.raises(MigrationError, match="V3__bad"):
        await Store.open(path, migrations=bad)
    with raw(path) as c:
        assert c.execute("SELECT MAX(version) FROM schema_version").fetchone()[0] == 2
        assert c.execute("SELECT name FROM sqlite_master WHERE name = 'u'").fetchone() is None

    # Code older than the database refuses to run; gaps in the numbering are refused.
    with pytest.raises(MigrationError, match="newer"):
        await Store.open(path, migrations=migs[:1])
    (tmp_path / "m" / "V4__gap.sql").write_text("SELECT 1;\n")
    with pytest.raises(MigrationError, match="gaps"):
        load_migrations(tmp_path / "m")


def test_split_statements() -> None:
    sql = """
    -- comment; with a semicolon
    CREATE TABLE a (x TEXT DEFAULT 'a;b');  /* block; comment */
    CREATE TRIGGER tr AFTER INSERT ON a BEGIN
        UPDATE a SET x = 'y;' WHERE rowid = new.rowid;
    END;
    -- trailing comment
    """
    stmts = split_statements(sql)
    assert len(stmts) == 2
    assert "CREATE TABLE a" in stmts[0] and "CREATE TRIGGER" in stmts[1] and stmts[1].endswith("END;")
    c = sqlite3.connect(":memory:")
    for stmt in stmts:
        c.execute(stmt)
    c.execute("INSERT INTO a DEFAULT VALUES")
    assert c.execute("SELECT x FROM a").fetchall() == [("y;",)]
    c.close()
    with pytest.raises(MigrationError, match="unterminated"):
        split_statements("CREATE TABLE a (x);\nCREATE TABLE b (y)")


def test_bundled_migrations_are_package_files() -> None:
    folder = Path(__file__).resolve().parents[2] / "bot" / "storage" / "migrations"
    assert (folder / "__init__.py").is_file()  # so setuptools ships the .sql files as package data
    names = sorted(p.name for p in folder.glob("*.sql"))
    assert names == [f"V{m.version}__{m.name}.sql" for m in load_migrations()]


# ---------------------------------------------------------------------- decks


async def test_deck_upsert_list_delete(store: Store) -> None:
    d = DeckRow(user_id=1, name="ホワイトベース", game="nexa", cards=["GW-001"] * 3, source="text", updated_at=1.0)
    await store.save_deck(d)
    await store.save_deck(DeckRow(1, "zeon", "nexa", ["GW-100"], "code", 2.0))
    await store.save_deck(DeckRow(1, "other", "war", ["X"], "text", 3.0))
    await store.save_deck(DeckRow(2, "zeon", "nexa", ["GW-200"], "text", 4.0))
    assert await store.get_deck(1, "ホワイトベース") == d

    d2 = DeckRow(1, "ホワイトベース", "nexa", ["GW-002", "GW-003"], "image", 5.0)
    await store.save_deck(d2)  # upsert: same (user, name)
    assert await store.get_deck(1, "ホワイトベース") == d2
    assert [x.name for x in await store.list_decks(1)] == sorted(["other", "zeon", "ホワイトベース"])
    assert [x.name for x in await store.list_decks(1, game="nexa")] == ["zeon", "ホワイトベース"]
    assert [x.cards for x in await store.list_decks(2)] == [["GW-200"]]

    assert await store.delete_deck(1, "zeon") is True
    assert await store.delete_deck(1, "zeon") is False
    assert await store.get_deck(1, "zeon") is None
    assert await store.get_deck(2, "zeon") is not None


# ---------------------------------------------------------------------- matches


async def test_create_get_and_save_match(store: Store) -> None:
    m = make_match(prompt_message_id=555, abort_votes=[11], timeouts=[1, 0])
    await store.create_match(m)
    assert await store.get_match(m.id) == m
    assert await store.get_match("nosuchid") is None

    m.status = "active"
    m.players[0]["cards"] = ["GW-009"]
    m.options = {"autopass": [False, False]}
    m.winner, m.prompt_message_id, m.abort_votes, m.timeouts = None, 777, [11, 22], [2, 1]
    m.version = 99  # save_match never writes the version
    await store.save_match(m)
    got = await store.get_match(m.id)
    assert got is not None
    assert got.version == 0
    got.version = 99
    assert got == m

    with pytest.raises(MatchNotFound):
        await store.save_match(make_match(channel_id=5))


async def test_one_live_match_per_channel(store: Store) -> None:
    first = make_match(channel_id=100)
    await store.create_match(first)
    with pytest.raises(MatchExists):
        await store.create_match(make_match(channel_id=100, status="active"))
    neighbour = make_match(channel_id=101)
    await store.create_match(neighbour)  # another channel is fine
    assert (found := await store.match_in_channel(100)) is not None and found.id == first.id

    await store.finish_match(first.id, 0, "surrender")
    assert await store.match_in_channel(100) is None
    second = make_match(channel_id=100)
    await store.create_match(second)  # allowed once the first has ended
    assert (found := await store.match_in_channel(100)) is not None and found.id == second.id
    assert {m.channel_id: m.id for m in await store.active_matches()} == {100: second.id, 101: neighbour.id}

    # Re-opening the finished match in that channel would make two live matches.
    old = await store.get_match(first.id)
    assert old is not None
    old.status = "active"
    with pytest.raises(MatchExists):
        await store.save_match(old)

    await store.save_match(second)  # saving the live match itself is fine
    with pytest.raises(ValueError, match="already exists"):
        await store.create_match(make_match(channel_id=999, id=second.id))


async def test_active_matches_lobby_and_active_only(store: Store) -> None:
    a = make_match(channel_id=1, status="lobby", created_at=1.0)
    b = make_match(channel_id=2, status="active", created_at=2.0)
    c = make_match(channel_id=3, status="active", created_at=3.0)
    for m in (c, a, b):
        await store.create_match(m)
    await store.finish_match(c.id, None, "vote", status="aborted")
    assert [m.id for m in await store.active_matches()] == [a.id, b.id]


async def test_append_action_versions_and_order(store: Store) -> None:
    m = make_match(status="active")
    await store.create_match(m)
    tokens = ["mulligan:no", "play:GW-001", "pass", "attack:2", "pass"]
    version = 0
    for i, tok in enumerate(tokens):
        version = await store.append_action(m.id, version, i % 2, tok, user_id=11 if i % 2 == 0 else 22)
    assert version == len(tokens)
    assert await store.actions(m.id) == [(i, i % 2, t) for i, t in enumerate(tokens)]
    got = await store.get_match(m.id)
    assert got is not None and got.version == len(tokens) and got.updated_at > m.updated_at

    with pytest.raises(StaleVersion) as err:
        await store.append_action(m.id, 3, 0, "late")
    assert (err.value.expected, err.value.actual) == (3, len(tokens))
    with pytest.raises(StaleVersion):
        await store.append_action(m.id, len(tokens) + 1, 0, "ahead")
    with pytest.raises(MatchNotFound):
        await store.append_action("missing0", 0, 0, "x")
    assert len(await store.actions(m.id)) == len(tokens)
    assert await store.actions("missing0") == []

    await store.finish_match(m.id, 1, "damage")
    with pytest.raises(MatchClosed):  # a StaleVersion too
        await store.append_action(m.id, len(tokens), 0, "after the end")


async def test_concurrent_appends_exactly_one_wins(store: Store) -> None:
    m = make_match(status="active")
    await store.create_match(m)
    results = await asyncio.gather(
        store.append_action(m.id, 0, 0, "a"), store.append_action(m.id, 0, 1, "b"), return_exceptions=True
    )
    assert sorted(type(r).__name__ for r in results) == ["StaleVersion", "int"]
    assert 1 in results
    winner = "a" if results[0] == 1 else "b"
    assert await store.actions(m.id) == [(0, 0 if winner == "a" else 1, winner)]

    # Many at once, across versions: each version is taken exactly once.
    outcomes = await asyncio.gather(
        *(store.append_action(m.id, v, 0, f"t{v}-{k}") for v in range(1, 6) for k in range(3)),
        return_exceptions=True,
    )
    assert sorted(o for o in outcomes if isinstance(o, int)) == [2, 3, 4, 5, 6]
    assert all(isinstance(o, StaleVersion) for o in outcomes if not isinstance(o, int))
    assert [seq for seq, _, _ in await store.actions(m.id)] == list(range(6))


async def test_concurrent_appends_from_two_connections(store: Store, db_path: Path) -> None:
    m = make_match(status="active")
    await store.create_match(m)
    other = await Store.open(db_path)  # e.g. a second process on the same file
    try:
        results = await asyncio.gather(
            store.append_action(m.id, 0, 0, "a"), other.append_action(m.id, 0, 1, "b"),
            return_exceptions=True,
        )
    finally:
        await other.close()
    assert sorted(type(r).__name__ for r in results) == ["StaleVersion", "int"]
    assert len(await store.actions(m.id)) == 1


async def test_action_and_version_commit_together(store: Store, db_path: Path) -> None:
    m = make_match(status="active")
    await store.create_match(m)
    with raw(db_path) as c:  # a stray log row makes the insert fail half-way through append_action
        c.execute(
            "INSERT INTO actions (match_id, seq, seat, token, created_at) VALUES (?, 0, 0, 'stray', 0)", (m.id,)
        )
    with pytest.raises(sqlite3.IntegrityError):
        await store.append_action(m.id, 0, 0, "real")
    got = await store.get_match(m.id)
    assert got is not None and got.version == 0  # not advanced
    # and the connection is usable again (the transaction was rolled back)
    await store.set_setting("user:1", "k", 1)
    assert await store.get_setting("user:1", "k") == 1


async def test_restart_keeps_everything(db_path: Path) -> None:
    s = await Store.open(db_path)
    m = make_match(status="active")
    await s.create_match(m)
    await s.append_action(m.id, 0, 0, "pass")
    await s.append_action(m.id, 1, 1, "pass")
    await s.save_deck(DeckRow(11, "d", "nexa", ["GW-001"], "text", 1.0))
    await s.set_setting("guild:1", "lang", "en")
    done = make_match(channel_id=7)
    await s.create_match(done)
    await s.finish_match(done.id, -1, "draw")
    before = await s.get_match(m.id)
    await s.close()
    await s.close()  # idempotent

    s = await Store.open(db_path)
    try:
        assert await s.get_match(m.id) == before
        assert [x.id for x in await s.active_matches()] == [m.id]
        assert await s.actions(m.id) == [(0, 0, "pass"), (1, 1, "pass")]
        assert await s.append_action(m.id, 2, 0, "attack") == 3
        assert (await s.get_deck(11, "d")) == DeckRow(11, "d", "nexa", ["GW-001"], "text", 1.0)
        assert await s.get_setting("guild:1", "lang") == "en"
        assert [r["outcome"] for r in await s.results_for(11)] == ["draw"]
    finally:
        await s.close()


# ---------------------------------------------------------------------- results


async def test_finish_match_and_results(store: Store) -> None:
    m1 = make_match(channel_id=1, status="active")
    m2 = make_match(channel_id=2, status="active")
    m3 = make_match(channel_id=3, status="active")
    m4 = make_match(channel_id=4, status="lobby")
    for m in (m1, m2, m3, m4):
        await store.create_match(m)

    await store.finish_match(m1.id, 1, "damage")
    got = await store.get_match(m1.id)
    assert got is not None
    assert (got.status, got.winner, got.end_reason) == ("finished", 1, "damage")
    await store.finish_match(m2.id, -1, "deck out")
    await store.finish_match(m3.id, 0, "timeout", status="aborted")
    await store.finish_match(m4.id, None, "vote", status="aborted")  # no result: no rows
    got = await store.get_match(m4.id)
    assert got is not None and (got.status, got.winner) == ("aborted", None)

    r11 = await store.results_for(11)
    assert {r["match_id"]: (r["seat"], r["outcome"], r["reason"]) for r in r11} == {
        m1.id: (0, "loss", "damage"), m2.id: (0, "draw", "deck out"), m3.id: (0, "win", "timeout"),
    }
    assert set(r11[0]) == {"match_id", "game", "seat", "outcome", "reason", "finished_at"}
    assert all(r["game"] == "nexa" for r in r11)
    times = [r["finished_at"] for r in r11]
    assert times == sorted(times, reverse=True)  # newest first
    r22 = {r["match_id"]: r["outcome"] for r in await store.results_for(22)}
    assert r22 == {m1.id: "win", m2.id: "draw", m3.id: "loss"}
    assert await store.results_for(33) == []

    await store.finish_match(m1.id, 0, "judge")  # finishing again overwrites the result
    r22 = {r["match_id"]: r["outcome"] for r in await store.results_for(22)}
    assert r22[m1.id] == "loss"

    with pytest.raises(MatchNotFound):
        await store.finish_match("missing0", 0, "x")
    with pytest.raises(ValueError):
        await store.finish_match(m1.id, 0, "x", status="active")
    with pytest.raises(ValueError):
        await store.finish_match(m1.id, 5, "x")


# ---------------------------------------------------------------------- settings and helpers


async def test_settings_round_trip(store: Store) -> None:
    assert await store.get_setting("guild:1", "lang") is None
    assert await store.get_setting("guild:1", "lang", "ja") == "ja"
    value = {"lang": "日本語", "timer": 300, "flags": [True, None, 1.5]}
    await store.set_setting("guild:1", "prefs", value)
    assert await store.get_setting("guild:1", "prefs") == value
    await store.set_setting("guild:1", "prefs", 3)
    assert await store.get_setting("guild:1", "prefs") == 3
    assert await store.get_setting("user:1", "prefs", "other scope") == "other scope"
    await store.set_setting("user:1", "off", False)
    assert await store.get_setting("user:1", "off", True) is False
    with pytest.raises(TypeError):
        await store.set_setting("user:1", "bad", object())
    assert await store.delete_setting("user:1", "off") is True
    assert await store.get_setting("user:1", "off", "gone") == "gone"


def test_new_match_id() -> None:
    ids = {new_match_id() for _ in range(200)}
    assert len(ids) == 200
    assert all(re.fullmatch(r"[0-9a-z]{8}", i) for i in ids)


def test_default_db_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_db_path() == tmp_path / "sortie" / "sortie.sqlite3"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_db_path() == tmp_path / "home" / ".local" / "share" / "sortie" / "sortie.sqlite3"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert default_db_path() == tmp_path / "home" / ".local" / "share" / "sortie" / "sortie.sqlite3"


async def test_memory_database() -> None:
    s = await Store.open(":memory:")
    try:
        await s.set_setting("user:1", "k", [1])
        assert await s.get_setting("user:1", "k") == [1]
    finally:
        await s.close()


async def test_a_match_stored_with_page_actions_restores_and_finishes_after_the_upgrade(tmp_path: Path) -> None:
    """Issue 8: before the typed contract, turning a page of buttons was logged as an action
    (`page:<n>`). Migration V3 drops those; the match restores to the same state and plays on."""
    import random

    from bot.service import MatchService, Player

    db = tmp_path / "old.sqlite3"
    store = await Store.open(db)
    service = MatchService(store, default_lang="en")
    s = await service.new_match(channel_id=7, guild_id=1, creator=Player(1, "A"), deck="federation-blue", seed=5)
    await service.join(s, Player(2, "B"), "zeon-green")
    rnd = random.Random(3)
    for _ in range(40):
        d = s.decision()
        assert d is not None
        await service.act(s, s.row.players[d.player]["user_id"], rnd.choice(d.tokens()))
    expected = s.match.hash() if s.match is not None else ""
    actions = await store.actions(s.id)
    await service.close()
    await store.close()
    # rewrite the log as the old version stored it: a page turn after every action, schema at V2
    con = sqlite3.connect(db)
    with con:
        con.execute("DELETE FROM actions WHERE match_id = ?", (s.id,))
        seq = 0
        for _old, seat, token in actions:
            for tok in (token, "page:1"):
                con.execute("INSERT INTO actions (match_id, seq, seat, token, user_id, created_at)"
                            " VALUES (?, ?, ?, ?, NULL, 0)", (s.id, seq, seat, tok))
                seq += 1
        con.execute("UPDATE matches SET version = ? WHERE id = ?", (seq, s.id))
        con.execute("DELETE FROM schema_version WHERE version >= 3")
        for table in ("pool_cards", "card_pools"):  # V4's tables did not exist at V2 either
            con.execute(f"DROP TABLE {table}")
    con.close()
    store = await Store.open(db)
    try:
        assert [t for _q, _s, t in await store.actions(s.id)] == [t for _q, _s, t in actions]
        service = MatchService(store, default_lang="en")
        (restored,) = await service.restore()
        assert restored.broken is None and restored.match is not None
        assert restored.match.hash() == expected
        for _ in range(3000):  # and it plays on to the end
            d = restored.decision()
            if d is None:
                break
            await service.act(restored, restored.row.players[d.player]["user_id"],
                              rnd.choice([a.token for a in d.actions if a.role != "undo"] or d.tokens()))
        assert restored.match.is_over()
        await service.close()
    finally:
        await store.close()
