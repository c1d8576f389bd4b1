"""End-to-end: Code of Joker on the fake Discord, through clicks only, as people would play it.

A complete match with a spectator; an intercept window that runs out (timed by the match's intercept
clock, not the turn timer: the default "decline" is applied, announced, and the game goes on); a scan
of every payload each user received for a hand or trigger-zone card they never saw; ruling R-03 (a
window looks and lasts the same whether or not the seat could intercept); a restart in the middle of
an intercept window. docs/coj/README.md "Time in a chat", docs/coj/rulings.md R-03, R-21, R-22.
"""

from __future__ import annotations

import random
import re
import time
from pathlib import Path
from typing import Any

import pytest
from e2e_support import Table, buttons, i18n_gaps, leaks, message_versions, seed_matches, sortie_bot, token_of
from fake_discord import FakeDiscord

from engine.api import card_catalogue, get_game

pytestmark = pytest.mark.e2e

TURN = 120  # /match new timer: (the turn time)
WINDOW = 60  # the coj default intercept_seconds (no longer than a turn)
IID_HEADS = ("icp", "blk", "dr", "atk", "set", "wd", "disc", "od", "ovr")


@pytest.fixture(autouse=True)
def _every_text_complete(caplog: pytest.LogCaptureFixture) -> Any:
    yield
    assert not i18n_gaps(caplog.records), i18n_gaps(caplog.records)


async def open_coj(fake: FakeDiscord, bot: Any, timer: int = TURN) -> Any:
    """/match new game:coj (Alice, a preconstructed deck, timer:) and Bob's /match join."""
    presets = sorted(get_game("coj").preconstructed())
    h = await fake.slash(fake.alice, fake.matches, "match", sub="new",
                         options={"game": "coj", "opponent": fake.bob, "deck": presets[0], "timer": timer})
    await h.wait_followups(2, timeout=15)
    j = await fake.slash(fake.bob, fake.matches, "match", sub="join", options={"deck": presets[1]})
    await j.wait_followups(2, timeout=15)
    s = bot.service.session_in(fake.matches.id)
    assert s is not None and s.match is not None and s.row.game == "coj" and s.row.status == "active"
    return s


def in_window(s: Any) -> bool:
    d = s.decision()
    return d is not None and d.kind == "intercept"


def main_now(s: Any) -> bool:
    d = s.decision()
    return d is not None and d.kind == "main"


def left(s: Any) -> float:
    assert s.deadline is not None
    return float(s.deadline - time.monotonic())


def normal_prompt(text: str) -> str:
    """A public prompt with what differs from window to window anyway blanked: mentions, the
    deadline's timestamp, log lines above (the last line names who decides, and what)."""
    last = text.splitlines()[-1]
    return re.sub(r"<t:\d+(:\w)?>", "<t>", re.sub(r"<@\d+>", "<@>", last))


class Watch:
    """Watches the table after every click: each intercept window (whether its seat could intercept,
    the limit the bot gave it, the public prompt's line naming the decision), and every payload each
    user received since the last look, scanned against what that user's views had shown *so far*
    (a card set face down and revealed later is still a secret while it is set)."""

    def __init__(self, fake: FakeDiscord, table: Table, s: Any) -> None:
        self.fake, self.table, self.s = fake, table, s
        self.windows: list[tuple[bool, int, str]] = []
        self._version = -1
        self.viewers = ((0, fake.alice), (1, fake.bob), (None, fake.carol))
        self.strings: dict[int | None, set[str]] = {v: set() for v, _ in self.viewers}
        self.iids: dict[int | None, set[int]] = {v: set() for v, _ in self.viewers}
        self.checked: dict[tuple[int, int], int] = {}  # (user id, message id) -> versions scanned
        catalogue = {c["card"]: c for c in card_catalogue("coj")}
        self.names = {cid: {n for n in catalogue[cid]["name"].values() if len(n) >= 3}
                      for deck in s.match.log_json()["decks"] for cid in deck}
        self.problems: list[str] = []
        self.secrets_checked = 0

    def _learn(self) -> None:
        m = self.s.match

        def walk(obj: Any, viewer: int | None) -> None:
            if isinstance(obj, str):
                self.strings[viewer].add(obj)
            elif isinstance(obj, dict):
                for k, v in obj.items():
                    if k == "iid" and isinstance(v, int):
                        self.iids[viewer].add(v)
                    walk(v, viewer)
            elif isinstance(obj, (list, tuple)):
                for v in obj:
                    walk(v, viewer)

        for viewer, _ in self.viewers:
            walk(m.view(viewer), viewer)
        for d in m.decisions():
            for a in d.actions:
                walk(a.label, d.player)

    def scan(self) -> None:
        self._learn()
        for viewer, user in self.viewers:
            corpus = "\n".join(self.strings[viewer])
            names = {n for ns in self.names.values() for n in ns if n not in corpus}
            numbers = {cid for cid in self.names if cid not in corpus}
            for msg in self.fake.visible_to(user):
                key, n = (user.id, msg.id), len(message_versions(msg))
                if self.checked.get(key) == n:
                    continue
                self.checked[key] = n
                self.secrets_checked += len(names)
                self.problems += [f"{user.username}: {p}" for p in leaks([msg], names, numbers, set())]
                self.problems += [f"{user.username}: {p}" for p in button_iid_leaks([msg], self.iids[viewer])]

    def look(self) -> None:
        """Before a click: what the decider's panel is about to show is known to them (a hand that
        a mulligan then replaces was still seen)."""
        s = self.s
        self._learn()
        if in_window(s) and s.version != self._version:
            self._version = s.version
            usable = any(t.startswith("icp:") for t in s.decision().tokens())
            self.windows.append((usable, s.limit, normal_prompt(self.table.latest_prompt().content)))

    async def play(self, steps: int, until: Any = None) -> int:
        n = 0
        while n < steps and (until is None or not until()):
            self.look()
            if not await self.table.step():
                break
            self.scan()
            n += 1
        self.look()
        return n


def button_iid_leaks(msgs: list[Any], known: set[int]) -> list[str]:
    """Card instances in action buttons (`set:17`) that the user's views never showed."""
    found = []
    for msg in msgs:
        for ver in message_versions(msg):
            for row in ver.get("components") or []:
                for c in row.get("components", []):
                    tok = token_of(str(c.get("custom_id", "")))
                    if tok.split(":")[0] in IID_HEADS:
                        found += [f"message {msg.id}: {tok}" for x in tok.split(":")[1:] if int(x) not in known]
    return found


async def test_a_coj_match_with_a_spectator_an_intercept_that_times_out_and_no_leak(
        fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    seed_matches(monkeypatch, 31)
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        bot.service.tick = 0.05
        s = await open_coj(fake, bot)
        # the match's timer is the turn time; the intercept clock is the game's own (ruling R-22)
        assert s.row.timer_seconds == TURN
        assert s.row.options["turn_seconds"] == TURN and s.row.options["intercept_seconds"] == WINDOW
        assert s.match.state.turn_seconds == TURN and s.limit == TURN and TURN - 5 < left(s) <= TURN
        users = [fake.alice, fake.bob]
        table = Table(fake, fake.matches, users, random.Random(7))
        watch = Watch(fake, table, s)
        await watch.play(300, until=lambda: in_window(s))
        assert in_window(s), "no intercept window in 300 decisions"

        # -- an intercept window runs out: the intercept clock, the safe default, announced ---------
        d = s.decision()
        assert s.limit == WINDOW and WINDOW - 5 < left(s) <= WINDOW
        assert "(deadline <t:" in table.latest_prompt().content
        seat, who = d.player, users[d.player]
        v0, n0, n_msgs = s.version, len(s.match.log), len(fake.messages(fake.matches))
        s.deadline = time.monotonic() + 0.3
        await fake.wait_until(lambda: s.version > v0, timeout=10, what="the window's default")
        await fake.wait_until(lambda: "ran out of time" in fake.messages(fake.matches)[-1].content, timeout=10,
                              what="the public timeout post")
        assert len(s.match.log) == n0 + 1 and s.match.log[-1] == (seat, "decline")
        post = fake.messages(fake.matches)[-1]
        # announced without naming a card: declining is the window's pass (its role), said as such
        assert f"<@{who.id}> ran out of time: passed." in post.content
        assert not post.ephemeral
        assert post in fake.visible_to(fake.carol) and post.attachments
        assert (await bot.store.actions(s.id))[-1][1:] == (seat, "decline")
        assert any("left to decide" in m.content for m in fake.messages(fake.matches)[n_msgs:])
        # the game goes on, and the next decision has its own clock again
        assert s.row.status == "active" and not s.match.is_over()
        nxt = s.decision()
        assert nxt is not None
        assert s.limit == (WINDOW if nxt.kind == "intercept" else TURN) and left(s) > s.limit - 5
        table.panels.clear()

        # -- the turn's clock runs across the turn player's actions, paused during windows and blocks:
        # with 70 s of a turn used, every later decision of that turn has at most the 50 s left, and
        # the end of the turn by a click carries what is left into the engine (the joker gauge)
        await watch.play(100, until=lambda: main_now(s) and len(s.decision().tokens()) > 3)
        assert main_now(s)
        turn, seat = s.match.state.turn, s.decision().player
        s.deadline = time.monotonic() + 50
        mains = 0
        while s.match.state.turn == turn and not s.match.is_over():
            await watch.play(1)
            if main_now(s) and s.match.state.turn == turn:
                mains += 1
                assert s.limit == TURN and left(s) <= 50, left(s)
            elif in_window(s):
                assert s.limit == WINDOW and left(s) > WINDOW - 5
        assert mains >= 1, "the turn had one action only"
        ends = [tok for who, tok in s.match.log if who == seat and tok.startswith("end")]
        assert re.fullmatch(r"end:\d+", ends[-1]) and int(ends[-1][4:]) <= 50, ends[-1]
        assert main_now(s) and s.limit == TURN and left(s) > TURN - 5  # the next turn: the whole time
        table.panels.clear()

        # -- a spectator looks at the board and up a card; nothing it does acts in the match -------
        before = s.version
        st = await fake.slash(fake.carol, fake.matches, "match", sub="status")
        (status,) = await st.wait_followups(1, timeout=15)
        assert status.ephemeral and status.attachments, status.content
        c = await fake.slash(fake.carol, fake.matches, "card", options={"name": "RD-004", "game": "coj"})
        (card,) = await c.wait_followups(1, timeout=15)
        assert card.embeds and card.attachments
        # /rule answers from Code of Joker's glossary in this channel (NEX-A's 貫通 is another term)
        r = await fake.slash(fake.carol, fake.matches, "rule", options={"term": "貫通"})
        rule = await r.wait_message(timeout=15)
        assert rule.embeds and rule.embeds[0]["title"] == "貫通 | Pierce", rule.embeds
        assert "life damage" in rule.embeds[0]["description"]
        assert s.version == before

        # -- to the end (a long game: Alice concedes) ----------------------------------------------
        await watch.play(500)
        if not s.match.is_over():
            h = await fake.slash(fake.alice, fake.matches, "match", sub="concede")
            await h.wait_followups(1, timeout=15)
        await fake.wait_until(lambda: bot.service.session_in(fake.matches.id) is None, timeout=15,
                              what="the end of the match")
        out = s.match.outcome()
        assert out is not None
        want = s.match.game.end_text(out, [p["name"] for p in s.row.players], "en")
        await fake.wait_until(lambda: want in fake.messages(fake.matches)[-1].content, timeout=15,
                              what="the result posted")

        # -- ruling R-03: a window looks and lasts the same whether or not the seat could intercept -
        # (its public line is a function of what the window follows alone; its clock is the same)
        expected = {f"<@>, your decision: Intercept window after {what} (deadline <t>)"
                    for what in ("a drive", "an attack", "a battle")}
        assert {usable for usable, _, _ in watch.windows} == {True, False}, watch.windows
        for usable, limit, line in watch.windows:
            assert limit == WINDOW and line in expected, (usable, limit, line)

        # -- the leak scan over every payload each user received (hand and trigger-zone faces) ------
        watch.scan()
        assert watch.secrets_checked > 1000  # there were secrets to look for
        assert not watch.problems, watch.problems[:20]
        # the opponent's and the spectator's views show set cards by colour only
        for viewer in (1, None):
            zone = s.match.view(viewer)["players"][0]["zone"]
            assert all(set(z) == {"colour"} for z in zone), zone


async def test_a_coj_match_survives_a_restart_in_an_intercept_window(
        fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot stops while an intercept window is open and starts again on the same database: the
    match is rebuilt from its log, the window's deadline is armed again on the intercept clock, the
    panel opened before the restart still answers, and the match plays on."""
    fake = fake_discord
    seed_matches(monkeypatch, 33)
    db = tmp_path / "s.sqlite3"
    users = [fake.alice, fake.bob]
    async with sortie_bot(fake, db) as bot:
        s = await open_coj(fake, bot)
        table = Table(fake, fake.matches, users, random.Random(6))
        await table.play(300, until=lambda: in_window(s))
        assert in_window(s)
        who = users[s.decision().player]
        panel = await table.open_panel(who)
        decline = next(cid for cid, _ in buttons(panel) if token_of(cid) == "decline")
        state_hash, version, mid = s.match.hash(), s.version, s.id
    async with sortie_bot(fake, db) as bot:
        s = bot.service.by_id[mid]
        assert s.match is not None and s.match.hash() == state_hash and s.version == version
        assert in_window(s) and s.limit == WINDOW and WINDOW - 5 < left(s) <= WINDOW
        h = await fake.click(who, panel, decline)
        await h.wait_for(lambda i: any(e.kind.startswith("edit") for e in i.events), timeout=15,
                         what="the panel edit")
        assert s.version == version + 1 and s.match.log[-1] == (users.index(who), "decline")
        table.panels.clear()
        steps = await table.play(40)
        assert steps > 0 and s.version > version + 1
