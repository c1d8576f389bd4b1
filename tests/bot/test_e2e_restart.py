"""End-to-end: the real bot (`python -m bot.cli run`) is SIGKILLed mid-match and restarted on the same DB.

Nothing a player saw acknowledged is lost: every action whose result the bot posted (the public post
or the panel edit, both after the store's commit) is in the action log; buttons posted before the kill
still work after the restart (their custom_ids carry match id + version + token, and the new process
registers the same DynamicItems); a button of an older version answers "expired" and changes nothing.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from e2e_support import BotProcess, Player, buttons, token_of
from fake_discord import FakeDiscord

pytestmark = pytest.mark.e2e


def db_state(db: Path, mid: str) -> tuple[int, int, str]:
    """(actions logged, version, status) read straight from the file, as a fresh process would."""
    con = sqlite3.connect(db)
    try:
        (count,) = con.execute("SELECT COUNT(*) FROM actions WHERE match_id = ?", (mid,)).fetchone()
        version, status = con.execute("SELECT version, status FROM matches WHERE id = ?", (mid,)).fetchone()
    finally:
        con.close()
    return int(count), int(version), str(status)


def version_of(panel: Any) -> int | None:
    ids = [cid for cid, _ in buttons(panel) if cid.startswith("sx:")]
    return int(ids[0].split(":")[2]) if ids else None


class Table:
    """Two scripted players; counts the actions whose result the bot showed."""

    def __init__(self, fake: FakeDiscord, seed: int) -> None:
        self.fake = fake
        rnd = random.Random(seed)
        self.users = [fake.alice, fake.bob]
        self.players = {u.id: Player(fake, u, fake.matches, rnd) for u in self.users}
        self.acked = 0

    @property
    def any(self) -> Player:
        return self.players[self.users[0].id]

    def ended(self) -> bool:
        return any(cid.endswith(":rematch") for m in self.fake.messages(self.fake.matches)
                   for cid, _ in buttons(m))

    def decider(self) -> Any:
        who = self.any.decider(self.users)
        assert who is not None, "the latest prompt names nobody"
        return who

    async def step(self) -> None:
        """The decider opens a panel from the latest public prompt and clicks a forward button."""
        p = self.players[self.decider().id]
        panel = await p.open_panel()
        await p.act(panel)
        self.acked += 1

    async def play(self, n: int) -> None:
        for _ in range(n):
            if self.ended():
                return
            await self.step()


async def test_sigkill_mid_match_loses_no_acknowledged_action_and_old_buttons_still_work(
        fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    db = tmp_path / "sortie.sqlite3"
    table = Table(fake, seed=7)
    async with BotProcess(fake, db, tmp_path / "bot.log") as bot:
        await bot.start()
        await fake.wait_commands("match", "card", timeout=10)

        # -- a match opens and starts, and a few decisions go through ---------------------------------
        h = await fake.slash(fake.alice, fake.matches, "match", sub="new",
                             options={"game": "nexa", "opponent": fake.bob, "deck": "federation-blue"})
        await h.wait_followups(2, timeout=15)
        j = await fake.slash(fake.bob, fake.matches, "match", sub="join", options={"deck": "zeon-green"})
        await j.wait_followups(2, timeout=15)
        prompt = table.any.latest_prompt()
        mid = next(cid for cid, _ in buttons(prompt) if cid.startswith("sp:"))[3:]
        await table.play(8)
        assert not table.ended()

        # the decider opens two panels at the current version and leaves them unused
        d = table.decider()
        spare_a = await table.players[d.id].open_panel()
        spare_b = await table.players[d.id].open_panel()
        v = version_of(spare_a)
        assert v is not None and v == version_of(spare_b) == table.acked
        pre_kill_prompt = table.any.latest_prompt()

        # -- SIGKILL between interactions: everything acknowledged is on disk --------------------------
        await bot.kill()
        assert db_state(db, mid) == (table.acked, table.acked, "active")

        await bot.start()
        assert db_state(db, mid) == (table.acked, table.acked, "active")

        # the public prompt posted before the kill still opens a panel
        assert table.any.latest_prompt().id == pre_kill_prompt.id
        fresh = await table.players[d.id].open_panel()
        assert fresh.ephemeral and version_of(fresh) == v
        # an action button of the panel posted before the kill still works (same version)
        h, tok = await table.players[d.id].act(spare_a)
        table.acked += 1
        assert not h.rejected
        assert db_state(db, mid)[0] == table.acked == v + 1
        public = [m for m in h.messages if not m.ephemeral]
        assert not public or "expired" not in public[-1].content.lower()

        # -- play on until the same player decides again: the other unused panel is now stale ---------
        for _ in range(60):
            if table.decider().id == d.id:
                break
            await table.step()
        assert table.decider().id == d.id, "the first decider never decided again"
        before = db_state(db, mid)
        stale = next(cid for cid, _ in buttons(spare_b) if cid.startswith("sx:"))
        assert int(stale.split(":")[2]) < before[1]
        c = await fake.click(d, spare_b, stale, locale="en-US")
        first = (await c.wait_followups(1, timeout=15))[0]
        assert first.ephemeral and "expired" in first.content.lower(), first.content
        await c.wait_followups(2, timeout=15)  # and a fresh panel at the current version
        assert db_state(db, mid) == before, "an expired click changed the match"

        # -- SIGKILL in the middle of an interaction: right after its result was posted ----------------
        await table.play(4)
        assert not table.ended()
        p = table.players[table.decider().id]
        panel = await p.open_panel()
        choices = [cid for cid, _ in buttons(panel) if cid.startswith("sx:") and token_of(cid) not in ("cancel",)]
        k = await fake.click(p.user, panel, choices[0])
        await k.wait_for(lambda i: any(e.kind in ("followup", "edit_original") for e in i.events), timeout=15,
                         what="the first result of the click")
        await bot.kill()
        table.acked += 1
        assert db_state(db, mid) == (table.acked, table.acked, "active")

        # -- restart again and finish the match -------------------------------------------------------
        await bot.start()
        await table.play(25)
        if not table.ended():
            who = table.decider()
            cc = await fake.slash(who, fake.matches, "match", sub="concede")
            await cc.wait_followups(2, timeout=15)
            table.acked += 1
        assert table.ended()
        final = fake.messages(fake.matches)[-1]
        assert " wins" in final.content or "draw" in final.content.lower(), final.content
        count, version, status = db_state(db, mid)
        assert status == "finished"
        assert count == version == table.acked
        assert bot.starts == 3
        assert bot.output(100_000).count("restored 1 matches") == 2
