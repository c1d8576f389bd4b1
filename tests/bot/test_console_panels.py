"""Issue 10: two players at one terminal. After every step (a player's, Sortie's, a timeout's) the
console shows the panel of whoever decides next; a number always chooses from the panel on screen,
and a number from a panel that is no longer current is refused with a clear, localised message.
Timeouts are announced when they happen (for whom, what default) and are in `log`."""

from __future__ import annotations

import asyncio
import io
import random
import re
import time
from dataclasses import replace
from pathlib import Path

import pytest

from bot.config import load_settings
from bot.console import Console
from bot.i18n import t


def make_console(tmp: Path, lang: str = "en") -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    cfg = replace(load_settings(), db_path=tmp / "c.sqlite3", boards_dir=tmp / "boards")
    con = Console(cfg, out=out, lang=lang)

    async def no_board(s: object, view: object = None) -> None:  # these tests read the text, not the images
        return None

    con.write_board = no_board  # type: ignore[method-assign]
    return con, out


async def opened(tmp: Path, lang: str = "en", *extra: str) -> tuple[Console, io.StringIO]:
    con, out = make_console(tmp, lang)
    await con.start()
    for line in (f"match new deck:federation-blue seed:3{''.join(extra)}", "match join deck:zeon-green"):
        await con.handle(line)
    return con, out


def last_panel_owner(text: str) -> str | None:
    found = re.findall(r"--- private panel of (\S+) ", text)
    return found[-1] if found else None


def numbered(text: str) -> list[str]:
    """The tokens of the numbered choices of the last panel printed in `text`."""
    panel = text[text.rindex("--- private panel of "):]
    return re.findall(r"^\s+\d+\. .*\[(.+)\]$", panel, re.M)


async def test_the_deciders_panel_is_shown_after_every_step_and_numbers_alone_play(tmp_path: Path) -> None:
    con, out = await opened(tmp_path)
    rnd = random.Random(1)
    try:
        s = con.session
        assert s is not None and s.match is not None
        deciders = set()
        for _ in range(40):  # no 'panel' command at all: each step shows the next decider's panel
            d = s.decision()
            assert d is not None
            said = out.getvalue()
            assert last_panel_owner(said) == s.player_name(d.player), said[-800:]
            assert numbered(said) == d.tokens()  # the panel on screen is the current one
            deciders.add(d.player)
            v = s.version
            start = len(said)
            await con.handle(str(rnd.randint(1, len(d.tokens()))))
            assert s.version > v, out.getvalue()[start:]
            assert not [ln for ln in out.getvalue()[start:].splitlines() if ln.startswith("! ")]
        assert deciders == {0, 1}, "both players decided, each from their own panel"
    finally:
        await con.close()


async def test_a_number_for_another_player_or_from_an_old_panel_is_refused(tmp_path: Path) -> None:
    con, out = await opened(tmp_path)
    try:
        s = con.session
        assert s is not None and s.match is not None
        me = s.decision().player
        other = 1 - me
        before = (s.version, len(s.match.log))
        # the panel on screen is the decider's: another player's number is refused, nothing happens
        start = len(out.getvalue())
        await con.handle(f"p{other + 1}: 1")
        said = out.getvalue()[start:]
        assert said.startswith("! " + t("console.other_panel", "en", player=s.player_name(me),
                                        seat=f"p{other + 1}", other=s.player_name(other)))
        assert (s.version, len(s.match.log)) == before
        # the other player looks at their own panel (not their decision): its numbers choose nothing
        await con.handle(f"panel p{other + 1}")
        start = len(out.getvalue())
        await con.handle("1")
        assert out.getvalue()[start:].startswith("! " + t("errors.not_your_decision", "en"))
        assert (s.version, len(s.match.log)) == before
        # a number typed while another panel was printed (here: a step made by `do` meanwhile) is stale
        await con.handle(f"panel p{me + 1}")
        seen = con.panels_printed
        await con.handle(f"p{me + 1}: do {s.decision().tokens()[0]}")
        after = (s.version, len(s.match.log))
        assert after != before
        start = len(out.getvalue())
        await con.handle("1", seen)
        assert out.getvalue()[start:].startswith("! " + t("console.stale_number", "en"))
        assert (s.version, len(s.match.log)) == after
        # a panel that is no longer current (shown before a step, nothing shown since) is stale too
        old = con.screen
        await con.handle(f"panel p{s.decision().player + 1}")
        await con.handle(f"do {s.decision().tokens()[0]}")
        con.screen = old
        moved = (s.version, len(s.match.log))
        start = len(out.getvalue())
        await con.handle("1")
        said = out.getvalue()[start:]
        assert said.startswith("! " + t("console.stale_number", "en"))
        assert (s.version, len(s.match.log)) == moved
        assert last_panel_owner(said) == s.player_name(s.decision().player)  # and the current one is shown
        # out of range on the current panel: the range is said, nothing happens
        start = len(out.getvalue())
        await con.handle("999")
        assert out.getvalue()[start:].startswith("! " + t("console.number_range", "en", count=len(
            s.decision().tokens()), player=s.player_name(s.decision().player)))
        assert (s.version, len(s.match.log)) == moved
    finally:
        await con.close()


async def test_a_stale_number_is_refused_in_japanese(tmp_path: Path) -> None:
    con, out = await opened(tmp_path, "ja")
    try:
        s = con.session
        assert s is not None
        seen = con.panels_printed
        await con.handle(f"do {s.decision().tokens()[0]}")
        start = len(out.getvalue())
        await con.handle("1", seen)
        said = out.getvalue()[start:]
        assert said.startswith("! " + t("console.stale_number", "ja")) and "番号" in said
    finally:
        await con.close()


async def test_a_timeout_is_announced_then_the_next_panel_and_it_is_in_the_log(tmp_path: Path) -> None:
    con, out = await opened(tmp_path, "en", " timer:60")
    try:
        s = con.session
        assert s is not None and s.match is not None and s.row.timer_seconds == 60
        con.service.tick = 0.02
        late = s.decision().player
        seen = con.panels_printed
        v, start = s.version, len(out.getvalue())
        s.deadline = time.monotonic() + 0.05
        for _ in range(500):
            if s.version > v and con.panels_printed > seen:
                break
            await asyncio.sleep(0.02)
        said = out.getvalue()[start:]
        name = s.player_name(late)
        passed = t("match.timeout_pass", "en", player=name)
        hidden = t("match.timeout_hidden", "en", player=name)
        assert passed in said or hidden in said, said[:600]
        announced = passed if passed in said else hidden
        assert said.index(announced) < said.rindex("--- private panel of ")  # then the next decider's panel
        assert last_panel_owner(said) == s.player_name(s.decision().player)
        assert numbered(said) == s.decision().tokens()
        start = len(out.getvalue())
        await con.handle("log 40")
        assert f"  ・{announced}" in out.getvalue()[start:].splitlines()
        # the player typing a number during the timeout is refused (stale), nothing more happens
        v = s.version
        await con.handle("1", seen)
        assert out.getvalue().splitlines()[-1] == "! " + t("console.stale_number", "en")
        assert s.version == v
    finally:
        await con.close()


async def test_against_sortie_the_humans_panel_follows_sortie_s_moves(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SORTIE_AI_SECONDS", "0.05")
    con, out = make_console(tmp_path)
    await con.start()
    rnd = random.Random(2)
    try:
        await con.handle("match new opponent:sortie level:easy seed:9")
        await con.ai.settle()
        s = con.session
        assert s is not None
        for _ in range(25):
            d = s.decision()
            if d is None:
                break
            assert d.player == 0
            said = out.getvalue()
            assert last_panel_owner(said) == "P1" and numbered(said) == d.tokens()
            await con.handle(str(rnd.randint(1, len(d.tokens()))))
            await con.ai.settle()
        assert sum(1 for seat, _ in s.match.log if seat == 1) > 0  # Sortie moved in between
        assert "private panel of Sortie" not in out.getvalue()  # its hand is never shown
    finally:
        await con.close()
