"""End-to-end: what a failing host and a public channel must never see (issue 7, items 4, 6, 7, 9).

A full or read-only disk answers every click and command (never an endless "thinking"); a stored
match that can no longer be replayed is suspended in its own channel while the others play on; a
timeout's public post never names a hidden card; a second bot process on the same database stops.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from e2e_support import BotProcess, Table, buttons, open_match, seed_matches, sortie_bot, sx_buttons
from fake_discord import FakeDiscord

from bot.i18n import lang_for, t
from engine.api import card_catalogue

pytestmark = pytest.mark.e2e

UNDO = ("cancel", "sortie:back")


def said(key: str, user: Any, **kw: Any) -> str:
    return t(key, lang_for(user.locale), **kw)


async def private_answer(h: Any, timeout: float = 10) -> str:
    """The private, final (not "thinking") answers to an interaction, joined."""
    await h.wait_for(lambda i: any(m.ephemeral and not m.loading for m in i.messages), timeout=timeout,
                     what="a private answer (not an endless 'thinking')")
    unique = {m.id: m for m in h.messages if m.ephemeral and not m.loading}
    return "\n".join(m.content for m in unique.values())


def deck_text(deck_id: str) -> str:
    """A legal deck list as /deck import takes it."""
    from collections import Counter

    from engine.games.nexa.cards import builtin_pool

    names = {c["card"]: c["name"]["en"] for c in card_catalogue("nexa")}
    counts = Counter(builtin_pool().decks[deck_id].card_list())
    return ";".join(f"{n} {names[number]}" for number, n in sorted(counts.items()))


# -- item 9: a full or read-only disk while the bot runs ---------------------------------------------

async def test_with_a_read_only_database_every_click_and_command_is_answered(
        fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob)
        table = Table(fake, where, [fake.alice, fake.bob], random.Random(4))
        who = table.decider()
        panel = await table.open_panel(who)
        before = (s.version, s.match.hash())
        # the disk becomes read-only (what SQLite reports for a read-only file or mount)
        await bot.store._db.execute("PRAGMA query_only = 1")
        cid = next(c for c, _ in sx_buttons(panel) if c.split(":", 3)[3] not in UNDO)
        h = await fake.click(who, panel, cid)
        assert said("errors.storage", who) in await private_answer(h)
        assert (s.version, s.match.hash()) == before, "a failed write changed the match"
        for user, channel, name, sub, options in (
                (fake.bob, fake.general, "match", "new", {"game": "nexa", "deck": "zeon-green"}),
                (fake.alice, where, "match", "concede", None),
                (fake.bob, fake.general, "deck", "import", {"name": "b", "text": deck_text("zeon-green")})):
            h = await fake.slash(user, channel, name, sub=sub, options=options)
            text = await private_answer(h)
            assert said("errors.storage", user) in text, (name, sub, text)
        assert (s.version, s.match.hash()) == before and s.row.status == "active"
        assert bot.service.session_in(fake.general.id) is None  # the failed /match new left nothing behind
        # space is back: the same click goes through
        await bot.store._db.execute("PRAGMA query_only = 0")
        h = await fake.click(who, panel, cid)
        await h.wait_for(lambda i: any(e.kind.startswith("edit") for e in i.events), timeout=15,
                         what="the panel edit")
        assert s.version == before[0] + 1


async def test_a_full_disk_at_the_deadline_delays_the_default_but_keeps_the_timer(
        fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        bot.service.tick = 0.05
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob, timer=30)
        v0 = s.version
        await bot.store._db.execute("PRAGMA query_only = 1")
        s.deadline = time.monotonic()
        await asyncio.sleep(0.4)  # several failed attempts at the deadline
        assert s.version == v0 and s.timer_task is not None and not s.timer_task.done()
        await bot.store._db.execute("PRAGMA query_only = 0")
        await fake.wait_until(lambda: s.version == v0 + 1, timeout=10, what="the default once the disk is back")
        await fake.wait_until(lambda: "ran out of time" in fake.messages(where)[-1].content, timeout=10,
                              what="the public timeout post")


# -- item 4: the public timeout post ---------------------------------------------------------------

def _strings(obj: Any, out: set[str]) -> None:
    if isinstance(obj, str):
        out.add(obj)
    elif isinstance(obj, dict):
        for v in obj.values():
            _strings(v, out)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            _strings(v, out)


def hidden_default(s: Any, names: list[str]) -> tuple[str, list[str]] | None:
    """The label of the default the deadline would apply now, and the card names in it that the
    public view does not show; None when the default is a pass or names nothing hidden."""
    d = s.decision()
    if d is None or "pass" in d.tokens():
        return None
    token = next((x for x in d.tokens() if x not in UNDO and not x.startswith("page:")), d.tokens()[0])
    label = next(a.describe(s.row.lang) for a in d.actions if a.token == token)
    public: set[str] = set()
    _strings(s.match.view(None), public)
    hidden = [n for n in names if n in label and n not in public]
    return (label, hidden) if hidden else None


async def test_a_timeout_post_never_names_a_hidden_card(fake_discord: FakeDiscord, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 7 item 4: "ran out of time: Discard: A Baoa Qu" named a card of the hand in public."""
    fake = fake_discord
    seed_matches(monkeypatch, 5)
    names = sorted({c["name"]["en"] for c in card_catalogue("nexa")}, key=len, reverse=True)
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        bot.service.tick = 0.05
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob, timer=30)
        table = Table(fake, where, [fake.alice, fake.bob], random.Random(3))
        await table.play(200, until=lambda: hidden_default(s, names) is not None)
        found = hidden_default(s, names)
        assert found is not None, "no decision with a hidden default came up"
        label, hidden = found
        seat = s.decision().player
        who = fake.alice if s.row.players[seat]["user_id"] == fake.alice.id else fake.bob
        v0, n = s.version, len(fake.messages(where))
        s.deadline = time.monotonic() + 0.1
        await fake.wait_until(lambda: s.version > v0, timeout=10, what="the deadline's default")
        await fake.wait_until(lambda: any("ran out of time" in m.content for m in fake.messages(where)[n:]),
                              timeout=10, what="the public timeout post")
        post = next(m for m in fake.messages(where)[n:] if "ran out of time" in m.content)
        assert not post.ephemeral
        assert t("match.timeout_hidden", "en", player=f"<@{who.id}>") in post.content
        assert label not in post.content, post.content
        public: set[str] = set()
        _strings(s.match.view(None), public)
        for name in hidden:  # a card still hidden after the step is not in any public message
            if name not in public and not any(name in line for line in s.history):
                assert all(name not in m.content for m in fake.messages(where)[n:]), name


# -- item 7: one match that cannot be replayed ---------------------------------------------------

async def test_a_match_that_cannot_be_replayed_is_suspended_and_the_others_go_on(
        fake_discord: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    seed_matches(monkeypatch, 9)
    db = tmp_path / "s.sqlite3"
    async with sortie_bot(fake, db) as bot:
        good_where, good = await open_match(fake, bot, fake.matches, fake.alice, fake.bob)
        bad_where, bad = await open_match(fake, bot, fake.general, fake.alice, fake.carol)
        for where, users in ((good_where, [fake.alice, fake.bob]), (bad_where, [fake.alice, fake.carol])):
            await Table(fake, where, users, random.Random(2)).play(3)
        good_id, bad_id, good_version = good.id, bad.id, good.version
        bad_prompt = Table(fake, bad_where, [fake.alice, fake.carol], random.Random(0)).latest_prompt()
    # a card-pool change later makes one stored action illegal
    con = sqlite3.connect(db)
    with con:
        con.execute("UPDATE actions SET token = 'play:99999' WHERE match_id = ? AND seq = 1", (bad_id,))
    con.close()

    caplog.set_level(logging.INFO)
    n_bad = len(fake.messages(bad_where))
    async with sortie_bot(fake, db) as bot:
        assert "restored 2 matches" in caplog.text
        assert any(r.levelno >= logging.ERROR and bad_id in r.getMessage() and "cannot be replayed" in r.getMessage()
                   for r in caplog.records)
        # the broken match says so in its own channel, in the match's language
        notice = [m for m in fake.messages(bad_where)[n_bad:] if not m.ephemeral]
        assert [m.content for m in notice] == [t("match.suspended", "en", id=bad_id)]
        assert fake.messages(good_where) and all(bad_id not in m.content for m in fake.messages(good_where))
        # the other match plays on
        g = bot.service.by_id[good_id]
        assert g.match is not None and g.version == good_version
        table = Table(fake, good_where, [fake.alice, fake.bob], random.Random(5))
        assert await table.play(2) == 2 and g.version == good_version + 2
        # the broken one's buttons answer why, privately; nothing in the store changed
        pid = next(cid for cid, _ in buttons(bad_prompt) if cid.startswith("sp:"))
        h = await fake.click(fake.carol, bad_prompt, pid)
        assert await private_answer(h) == said("errors.match_suspended", fake.carol)
        row = await bot.store.get_match(bad_id)
        assert row is not None and row.status == "active"
        # a channel manager ends it, and the channel is free again
        h = await fake.slash(fake.carol, bad_where, "match", sub="abort")
        await h.wait_message(timeout=10)
        row = await bot.store.get_match(bad_id)
        assert row is not None and row.status == "aborted"
        h = await fake.slash(fake.alice, bad_where, "match", sub="new", options={"game": "nexa"})
        await h.wait_followups(2, timeout=10)
        assert bot.service.session_in(bad_where.id) is not None
    # the notice is posted once, not at every start
    n_bad = len(fake.messages(bad_where))
    con = sqlite3.connect(db)
    with con:
        con.execute("UPDATE matches SET status = 'aborted' WHERE id != ? AND id != ?", (bad_id, good_id))
        con.execute("UPDATE matches SET status = 'active' WHERE id = ?", (bad_id,))
    con.close()
    async with sortie_bot(fake, db) as bot:
        assert bot.service.by_id[bad_id].broken is not None
        assert len(fake.messages(bad_where)) == n_bad


# -- item 6: a second bot process on the same database ----------------------------------------------

async def test_a_second_bot_process_on_the_same_database_stops_with_a_clear_message(
        fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    db = tmp_path / "s.sqlite3"
    async with sortie_bot(fake, db):
        env = BotProcess(fake, db, tmp_path / "log").env()
        second = await asyncio.to_thread(
            subprocess.run, [sys.executable, "-m", "bot.cli", "run"], env=env, cwd=Path(__file__).resolve().parents[2],
            capture_output=True, text=True, timeout=60)
        assert second.returncode == 2, second.stderr[-2000:]
        assert "already using the database" in second.stderr and str(db) in second.stderr
        assert "pid " + str(os.getpid()) in second.stderr
