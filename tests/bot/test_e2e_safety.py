"""End-to-end: what must never change a match (double, stale, third-party and forged clicks), the
lobby and abort rules, deck import, the per-user rate limit, and decision timers, on the fake Discord."""

from __future__ import annotations

import asyncio
import random
import re
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from e2e_support import (
    Table,
    buttons,
    choose_forward,
    forge_click,
    i18n_gaps,
    open_match,
    seed_matches,
    sortie_bot,
    sx_buttons,
    token_of,
    version_of,
)
from fake_discord import FakeDiscord

from bot.i18n import lang_for, t
from bot.service import ServiceError
from engine.api import card_catalogue, get_game

pytestmark = pytest.mark.e2e



def said(key: str, user: Any, **kw: Any) -> str:
    """The catalogue text `user` reads for `key` (alice reads English, bob Japanese)."""
    return t(key, lang_for(user.locale), **kw)


def refused(text: str, user: Any, *keys: str) -> bool:
    return any(said(k, user).split("{")[0] in text for k in keys)


@pytest.fixture(autouse=True)
def _every_text_complete(caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> Any:
    seed_matches(monkeypatch, 21)  # the same games on every run
    yield
    assert not i18n_gaps(caplog.records), i18n_gaps(caplog.records)


def snapshot(s: Any) -> tuple[int, int, str]:
    """What a refused click must not change: the version, the action log and the engine state."""
    return s.version, len(s.match.log), s.match.hash()


async def answer(h: Any, timeout: float = 10) -> str:
    """The text of the private answer(s) to an interaction: the refusal, or the followups."""
    await h.wait_for(lambda i: any(m.ephemeral and not m.loading for m in i.messages), timeout=timeout,
                     what="a private answer")
    unique = {m.id: m for m in h.messages if m.ephemeral and not m.loading}  # a resolved defer is listed twice
    return "\n".join(m.content for m in unique.values())


def public_pass(table: Table) -> str | None:
    return next((cid for cid, _ in buttons(table.latest_prompt()) if token_of(cid) == "pass"), None)


async def until_public_pass(table: Table, max_steps: int = 60) -> str:
    """Play on until the latest prompt has a public [Pass] button; its custom_id."""
    await table.play(max_steps, until=lambda: public_pass(table) is not None)
    cid = public_pass(table)
    assert cid is not None, "no prompt with [Pass] came up"
    return cid


# -- clicks that must change nothing ---------------------------------------------------------------

async def test_a_double_click_acts_once_and_the_second_click_is_refused(
        fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob)
        table = Table(fake, where, [fake.alice, fake.bob], random.Random(3))
        for _ in range(3):  # a private panel's button, then the public [Pass] button, twice each
            who = table.decider()
            panel = await table.open_panel(who)
            cid, _ = choose_forward(table.rnd, sx_buttons(panel))
            v0, n0, _h = snapshot(s)
            first = await fake.click(who, panel, cid)
            second = await fake.click(who, panel, cid)  # before the first is answered
            text = await answer(second)
            assert refused(text, who, "errors.expired", "errors.not_your_decision"), text
            await first.wait_for(lambda i: any(e.kind.startswith("edit") for e in i.events), timeout=15,
                                 what="the first click's panel edit")
            assert (s.version, len(s.match.log)) == (v0 + 1, n0 + 1)
            assert s.match.log[-1] == (s.seat_of(who.id), token_of(cid))
        cid = await until_public_pass(table)
        who = table.decider()
        prompt = table.latest_prompt()
        v0, n0, _h = snapshot(s)
        first = await fake.click(who, prompt, cid)
        second = await fake.click(who, prompt, cid)
        text = await answer(second)
        assert refused(text, who, "errors.expired", "errors.not_your_decision"), text
        await answer(first)
        await fake.wait_until(lambda: s.version == v0 + 1, timeout=10, what="the pass")
        await asyncio.sleep(0.2)
        assert (s.version, len(s.match.log)) == (v0 + 1, n0 + 1) and s.match.log[-1][1] == "pass"
        stored = await bot.store.actions(s.id)
        assert len(stored) == n0 + 1


async def test_a_stale_panel_button_is_refused_with_a_fresh_panel(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob)
        table = Table(fake, where, [fake.alice, fake.bob], random.Random(4))
        await table.play(4)
        who = table.decider()
        old = await table.open_panel(who)  # kept aside
        await table.open_panel(who)  # the panel the player goes on with
        v_old = version_of(sx_buttons(old)[0][0])
        await table.step()
        await table.play(60, until=lambda: table.decider() is who and s.version > v_old)
        assert table.decider() is who and s.version > v_old
        before = snapshot(s)
        cid, _ = choose_forward(random.Random(0), sx_buttons(old))
        h = await fake.click(who, old, cid)
        msgs = await h.wait_followups(2, timeout=10)
        assert all(m.ephemeral and m.ephemeral_to == who.id for m in msgs)
        assert msgs[0].content == said("errors.expired", who)
        fresh = msgs[1]
        assert fresh.attachments and sx_buttons(fresh)
        assert {version_of(c) for c, _ in sx_buttons(fresh)} == {s.version}
        assert snapshot(s) == before
        # the fresh panel works
        await table.step()
        assert s.version == before[0] + 1


async def test_clicks_of_a_spectator_and_of_the_waiting_player_are_refused(
        fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob)
        table = Table(fake, where, [fake.alice, fake.bob], random.Random(5))
        pass_id = await until_public_pass(table)
        prompt = table.latest_prompt()
        panel_id = next(cid for cid, _ in buttons(prompt) if cid.startswith("sp:"))
        who = table.decider()
        other = fake.bob if who is fake.alice else fake.alice
        before = snapshot(s)
        for user, cid, key in ((fake.carol, panel_id, "errors.not_a_player"),
                               (fake.carol, pass_id, "errors.not_a_player"),
                               (other, pass_id, "errors.not_your_decision")):
            h = await fake.click(user, prompt, cid)
            msg = await h.wait_message(timeout=10)
            assert msg.ephemeral and msg.ephemeral_to == user.id and msg.content == said(key, user), msg.content
            assert snapshot(s) == before
        # the waiting player's own panel shows the hand and who decides, with no action buttons
        panel = await table.open_panel(other)
        waiting = said("panel.waiting", other, player=s.player_name(s.seat_of(who.id)))
        assert not sx_buttons(panel) and waiting in panel.content, panel.content
        assert snapshot(s) == before


async def test_forged_custom_ids_never_reach_the_engine(fake_discord: FakeDiscord, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob)
        table = Table(fake, where, [fake.alice, fake.bob], random.Random(6))
        await until_public_pass(table)
        prompt = table.latest_prompt()
        who = table.decider()
        other = fake.bob if who is fake.alice else fake.alice
        game = get_game("nexa")
        seen: list[str] = []
        real_apply = game.apply

        def spy(state: Any, player: int, token: str) -> Any:
            seen.append(token)
            return real_apply(state, player, token)

        monkeypatch.setattr(game, "apply", spy)
        before = snapshot(s)
        v, mid = s.version, s.id
        cases = [
            (who, f"sx:{mid}:{v}:play:9999", "errors.illegal"),  # well-formed, not offered
            (who, f"sx:{mid}:{v}:timeout", "errors.illegal"),  # the engine's forfeit token
            (who, f"sx:{mid}:{v}:page:7", "errors.illegal"),  # a page that does not exist
            (who, f"sx:{mid}:{v}:page:{'9' * 50}", "errors.illegal"),
            (other, f"sx:{mid}:{v}:concede", "errors.not_your_decision"),
            (other, f"sx:{mid}:{v}:pass", "errors.not_your_decision"),
            (fake.carol, f"sx:{mid}:{v}:pass", "errors.not_a_player"),
            (who, f"sx:zzzzzzzz:{v}:pass", "errors.expired_match"),
            # malformed: no button template admits them
            (who, f"sx:{mid}:{v}:PASS", "errors.malformed"),
            (who, f"sx:{mid}:{v}:{'a' * 61}", "errors.malformed"),
            (who, f"sx:{mid}:{v}:pass;concede", "errors.malformed"),
            (who, f"sx:{mid}:{v}:pass\nconcede", "errors.malformed"),
            (who, f"sx:{mid}:1234567890:pass", "errors.malformed"),
            (who, f"sx:{mid}:-1:pass", "errors.malformed"),
            (who, f"sp:{mid}x", "errors.malformed"),
            (who, f"sl:{mid}:delete", "errors.malformed"),
        ]
        for user, cid, key in cases:
            h = await forge_click(fake, user, prompt, cid)
            text = await answer(h)
            assert refused(text, user, key), (cid, text)
            assert snapshot(s) == before, cid
        assert seen == [], f"forged tokens reached the engine: {seen}"
        # a version from the future is just stale: refused with the current panel
        h = await forge_click(fake, who, prompt, f"sx:{mid}:{v + 5}:pass")
        msgs = await h.wait_followups(2, timeout=10)
        assert msgs[0].content == said("errors.expired", who) and sx_buttons(msgs[1])
        assert snapshot(s) == before and seen == []
        # below Discord, at the service: over-long and unlisted tokens are refused before the engine
        seat = s.seat_of(who.id)
        for token in (f"page:{'1' * 70}", "x" * 200, "timeout", "pass\x00", "page:-1"):
            with pytest.raises(ServiceError):
                await bot.service.act(s, who.id, token)
        with pytest.raises(ServiceError):
            await bot.service.act(s, other.id, "pass")
        assert seen == [] and snapshot(s) == before
        # and the real button still works
        h = await fake.click(who, prompt, f"sx:{mid}:{v}:pass")
        await answer(h)
        await fake.wait_until(lambda: s.version == v + 1, timeout=10, what="the real pass")
        # (the bot may replay the pass on a copy with auto-pass off, to post the boards it went through:
        # bot/moments.py; that replay applies only the engine's own `pass`)
        assert seen and set(seen) == {"pass"} and s.match.log[-1] == (seat, "pass")


# -- lobby and abort -------------------------------------------------------------------------------

async def test_abort_needs_both_players_or_a_channel_manager(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    dave = fake.add_user("dave", global_name="Dave")
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob)
        prompt = fake.messages(where)[-1]
        h = await fake.slash(fake.alice, where, "match", sub="abort")
        msg = await h.wait_message(timeout=10)
        assert not msg.ephemeral and "wants to abort" in msg.content and f"<@{fake.alice.id}>" in msg.content
        assert bot.service.session_in(where.id) is s and s.row.status == "active"
        h = await fake.slash(fake.alice, where, "match", sub="abort")  # voting twice is still one vote
        await h.wait_message(timeout=10)
        assert s.row.status == "active"
        h = await fake.slash(fake.bob, where, "match", sub="abort")
        msg = await h.wait_message(timeout=10)
        assert not msg.ephemeral and msg.content == "The match was aborted."
        assert bot.service.session_in(where.id) is None
        row = await bot.store.get_match(s.id)
        assert row is not None and row.status == "aborted"
        # the old buttons now answer privately that the match is gone
        pid = next(cid for cid, _ in buttons(prompt) if cid.startswith("sp:"))
        c = await fake.click(fake.alice, prompt, pid)
        assert "no longer exists" in (await c.wait_message(timeout=10)).content

        # a new match in the same channel: a member without Manage Channels may not abort it, carol may
        where, s2 = await open_match(fake, bot, fake.matches, fake.bob, fake.alice)
        h = await fake.slash(dave, where, "match", sub="abort")
        msg = await h.wait_message(timeout=10)
        assert msg.ephemeral and msg.content == "You do not have permission to do that."
        assert s2.row.status == "active"
        h = await fake.slash(fake.carol, where, "match", sub="abort")
        msg = await h.wait_message(timeout=10)
        assert not msg.ephemeral and msg.content == t("match.aborted", s2.row.lang) and s2.row.lang == "ja"
        assert bot.service.session_in(where.id) is None and s2.row.status == "aborted"


async def test_leaving_the_lobby(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        h = await fake.slash(fake.alice, fake.matches, "match", sub="new",
                             options={"opponent": fake.bob, "deck": "federation-blue"})
        await h.wait_followups(2, timeout=10)
        s = bot.service.session_in(fake.matches.id)
        assert s is not None and s.row.status == "lobby" and len(s.row.players) == 2
        h = await fake.slash(fake.carol, fake.matches, "match", sub="leave")
        assert (await h.wait_message(timeout=10)).content == "You are not a player in this match."
        h = await fake.slash(fake.bob, fake.matches, "match", sub="leave")
        msg = await h.wait_message(timeout=10)
        assert not msg.ephemeral and msg.content == f"<@{fake.bob.id}> left the match."
        assert [p["user_id"] for p in s.row.players] == [fake.alice.id] and s.row.status == "lobby"
        # the creator leaving closes the lobby; the channel is free again
        h = await fake.slash(fake.alice, fake.matches, "match", sub="leave")
        msg = await h.wait_message(timeout=10)
        assert not msg.ephemeral and "left the match" in msg.content
        assert bot.service.session_in(fake.matches.id) is None
        row = await bot.store.get_match(s.id)
        assert row is not None and row.status == "aborted"
        # after the start, leaving is refused (concede or abort instead)
        where, s2 = await open_match(fake, bot, fake.matches, fake.alice, fake.bob)
        h = await fake.slash(fake.bob, where, "match", sub="leave")
        msg = await h.wait_message(timeout=10)
        assert msg.ephemeral and msg.content == said("errors.already_started", fake.bob)
        assert s2.row.status == "active" and len(s2.row.players) == 2


# -- decks -----------------------------------------------------------------------------------------

def deck_text(deck_id: str) -> tuple[str, list[str]]:
    from engine.games.nexa.cards import builtin_pool

    numbers = builtin_pool().decks[deck_id].card_list()
    names = {c["card"]: c["name"]["en"] for c in card_catalogue("nexa")}
    counts = Counter(numbers)
    return ";".join(f"{n} {names[number]}" for number, n in sorted(counts.items())), numbers


async def test_deck_import_names_every_problem_and_a_saved_deck_can_be_played(
        fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        bad = "3 ガンダム;2 Gundam;xx;4 Nonexistent;0 GM"
        h = await fake.slash(fake.alice, fake.matches, "deck", sub="import", options={"name": "Broken", "text": bad})
        (msg,) = await h.wait_followups(1, timeout=10)
        assert msg.ephemeral and msg.ephemeral_to == fake.alice.id
        for line, what in ((2, "already listed on line 1"), (3, "cannot read 'xx'"), (4, "unknown card 'Nonexistent'"),
                           (5, "at least 1")):
            assert f"line {line}: " in msg.content and what in msg.content, (line, msg.content)
        assert "a deck has exactly 50" in msg.content
        assert await bot.store.get_deck(fake.alice.id, "Broken") is None

        text, numbers = deck_text("federation-blue")
        h = await fake.slash(fake.alice, fake.matches, "deck", sub="import", options={"name": "My Feds", "text": text})
        (msg,) = await h.wait_followups(1, timeout=10)
        assert msg.ephemeral and msg.content == "Deck My Feds saved (50 cards)."
        # the same list as a file works too
        att = fake.attachment("zeon.txt", deck_text("zeon-green")[0].replace(";", "\n").encode())
        h = await fake.slash(fake.bob, fake.matches, "deck", sub="import", options={"name": "Zeon", "file": att})
        (msg,) = await h.wait_followups(1, timeout=10)
        assert msg.content == said("deck.saved", fake.bob, name="Zeon", count=50)

        h = await fake.slash(fake.alice, fake.matches, "deck", sub="list")
        msg = await h.wait_message(timeout=10)
        assert msg.ephemeral and "Your decks (1):" in msg.content and "・My Feds (50)" in msg.content
        assert "Zeon" not in msg.content.split("Ready-made")[0]  # bob's deck is bob's
        h = await fake.autocomplete(fake.alice, fake.matches, "match", sub="new", focused="deck",
                                    options={"deck": "feds"})
        assert {"name": "My Feds", "value": "My Feds"} in [
            {"name": c["name"], "value": c["value"]} for c in await h.wait_choices()]

        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob, deck="My Feds",
                                    opponent_deck="Zeon")
        assert s.row.players[0]["deck_name"] == "My Feds" and sorted(s.row.players[0]["cards"]) == sorted(numbers)
        assert sorted(s.match.decks[0]) == sorted(numbers) and s.row.players[1]["deck_name"] == "Zeon"
        lobby = next(m for m in fake.messages(fake.matches) if "opened a NEX-A match" in m.content)
        assert "(My Feds)" in lobby.content


# -- rate limit ------------------------------------------------------------------------------------

async def test_the_per_user_rate_limit_refuses_privately(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3", rate_per_minute=3) as bot:
        text, _ = deck_text("zeon-green")
        for i in range(3):
            h = await fake.slash(fake.alice, fake.general, "deck", sub="import", options={"name": f"d{i}", "text": text})
            (msg,) = await h.wait_followups(1, timeout=10)
            assert msg.content == f"Deck d{i} saved (50 cards)."
        h = await fake.slash(fake.alice, fake.general, "deck", sub="import", options={"name": "d3", "text": text})
        msg = await h.wait_message(timeout=10)
        assert msg.ephemeral and msg.content.startswith("Slow down: try again in ") and msg.content.endswith(" s.")
        assert 1 <= int(re.search(r"(\d+) s\.$", msg.content).group(1)) <= 61
        assert await bot.store.get_deck(fake.alice.id, "d3") is None
        h = await fake.slash(fake.alice, fake.general, "match", sub="new", options={"deck": "d0"})
        assert (await h.wait_message(timeout=10)).content.startswith("Slow down")
        assert bot.service.session_in(fake.general.id) is None
        # another user is not affected
        h = await fake.slash(fake.bob, fake.general, "deck", sub="import", options={"name": "b", "text": text})
        (msg,) = await h.wait_followups(1, timeout=10)
        assert msg.content == said("deck.saved", fake.bob, name="b", count=50)


# -- timers ----------------------------------------------------------------------------------------

async def timed_out(fake: FakeDiscord, s: Any, where: Any, *, in_seconds: float = 0.3) -> tuple[int, str]:
    """Move the pending decision's deadline close, wait for the default the bot applies; (seat, token)."""
    v0, n0 = s.version, len(s.match.log)
    s.deadline = time.monotonic() + in_seconds
    await fake.wait_until(lambda: s.version > v0, timeout=10, what="the deadline's default action")
    await fake.wait_until(lambda: "ran out of time" in fake.messages(where)[-1].content, timeout=10,
                          what="the public timeout post")
    assert len(s.match.log) == n0 + 1
    return s.match.log[-1]


async def test_a_deadline_warns_then_passes_publicly(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        bot.service.tick = 0.05
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob, timer=30)
        assert s.row.timer_seconds == 30 and s.deadline is not None
        assert 25 < s.deadline - time.monotonic() <= 30
        table = Table(fake, where, [fake.alice, fake.bob], random.Random(8))
        assert "(deadline <t:" in table.latest_prompt().content
        await until_public_pass(table)
        who = table.decider()
        seat = s.seat_of(who.id)
        assert "pass" in s.decision().tokens()
        n_msgs = len(fake.messages(where))
        seat_done, token = await timed_out(fake, s, where)
        assert (seat_done, token) == (seat, "pass")
        new = fake.messages(where)[n_msgs:]
        warning = next(m for m in new if "left to decide" in m.content)
        assert warning.content == f"<@{who.id}>: 0 s left to decide." and not warning.ephemeral
        post = new[-1]
        assert f"<@{who.id}> ran out of time: passed." in post.content and post.attachments
        assert post in fake.visible_to(fake.carol)
        stored = await bot.store.actions(s.id)
        assert stored[-1][1:] == (seat, "pass")
        assert s.deadline is not None and s.deadline - time.monotonic() > 25  # re-armed for the next decision
        assert s.row.status == "active"


async def test_a_timeout_forfeits_when_configured(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3", forfeit_after=1) as bot:
        bot.service.tick = 0.05
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob, timer=30)
        seat = s.decision().player
        loser, winner = s.player_name(seat), s.player_name(1 - seat)
        assert await timed_out(fake, s, where) == (seat, "timeout")
        st = s.match.state
        assert st.winner == 1 - seat and st.end_reason == "timeout"
        end = fake.messages(where)[-1]
        assert end.content.endswith(f"{winner} wins: {loser} ran out of time"), end.content
        assert "passed" not in end.content  # a forfeit is not a pass
        assert any(cid.endswith(":rematch") for cid, _ in buttons(end))
        row = await bot.store.get_match(s.id)
        assert row is not None and row.status == "finished" and row.end_reason == "timeout"
        assert bot.service.session_in(where.id) is None


async def test_only_timeouts_in_a_row_forfeit(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3", forfeit_after=2) as bot:
        bot.service.tick = 0.05
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob, timer=30)
        table = Table(fake, where, [fake.alice, fake.bob], random.Random(9))
        who = table.decider()
        seat = s.seat_of(who.id)
        first = await timed_out(fake, s, where)  # timeout 1 of 2 (the mulligan: keep)
        table.panels.clear()
        assert first[0] == seat and first[1] != "timeout"
        # the player decides once in time: the count starts again
        await table.play(60, until=lambda: table.decider() is who)
        await table.step()
        assert s.match.log[-1][0] == seat
        await table.play(60, until=lambda: table.decider() is who)
        assert table.decider() is who
        second = await timed_out(fake, s, where)
        assert second[0] == seat and second[1] != "timeout", "two timeouts that were not in a row forfeited"
        assert s.row.status == "active" and s.match.state.winner is None
