"""Issue 8: rate limits and the session / seat lookups are `app_commands` checks.

A refused command is answered at once, privately, in the user's language, by the check: the
interaction's first (and only) response is the refusal (type 4, never a "thinking" defer), and the
command's body never runs (the service is not asked, the match does not change)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from e2e_support import open_match, seed_matches, sortie_bot
from fake_discord import FakeDiscord

from bot.i18n import catalog, lang_for, t
from bot.service import MatchService

pytestmark = pytest.mark.e2e
CHANNEL_MESSAGE = 4  # the interaction callback that answers with a message (a defer is 5)


def head(key: str, user: Any) -> str:
    """The fixed start of a catalogue text, up to its first placeholder, in the user's language."""
    return catalog(lang_for(user.locale)).get(key, key).split("{")[0]


async def refused_by_check(h: Any) -> str:
    """The text of a refusal that was the interaction's first and only answer (nothing deferred)."""
    cb = await h.wait_callback(timeout=10)
    await h.wait_for(lambda i: any(not m.loading for m in i.messages), timeout=10, what="the refusal")
    assert cb.callback_type == CHANNEL_MESSAGE, f"the command deferred before refusing: {h.events!r}"
    (msg,) = h.messages
    assert msg.ephemeral and not msg.loading
    return str(msg.content)


async def test_a_flood_is_refused_by_the_rate_check_in_the_users_language(
        fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    imports: list[str] = []
    real = MatchService.import_deck

    async def counting(self: MatchService, user_id: int, name: str, text: str, game: str | None = None,
                       guild_id: int | None = None) -> tuple[list[str], int]:
        imports.append(name)
        return await real(self, user_id, name, text, game, guild_id)

    monkeypatch.setattr(MatchService, "import_deck", counting)
    async with sortie_bot(fake, tmp_path / "s.sqlite3", rate_per_minute=2):
        for i in range(2):  # within the budget: the service is asked (and refuses an unknown card)
            h = await fake.slash(fake.bob, fake.general, "deck", sub="import",
                                 options={"name": f"d{i}", "text": "3 No Such Card", "game": "nexa"})
            await h.wait_for(lambda i: any(not m.loading for m in i.messages), timeout=10, what="an answer")
        assert imports == ["d0", "d1"]
        h = await fake.slash(fake.bob, fake.general, "deck", sub="import",
                             options={"name": "d2", "text": "3 No Such Card", "game": "nexa"})
        text = await refused_by_check(h)
        assert text.startswith(head("errors.rate_limited", fake.bob)) and lang_for(fake.bob.locale) == "ja"
        assert imports == ["d0", "d1"], "the flooding command reached the service"
        # the budget is per user: alice (English) is not refused
        h = await fake.slash(fake.alice, fake.general, "match", sub="new", options={"game": "nexa"})
        (ack,) = await h.wait_followups(1, timeout=10)
        assert not ack.content.startswith(head("errors.rate_limited", fake.alice))


async def test_a_command_needing_a_match_is_refused_by_the_check_where_there_is_none(
        fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3"):
        for user, name, sub, options in [(fake.bob, "match", "concede", None), (fake.alice, "match", "log", None),
                                         (fake.bob, "match", "autopass", {"state": "on"}),
                                         (fake.alice, "play", None, {"card": "Gundam"}), (fake.bob, "pass", None, None),
                                         (fake.alice, "sortie", None, {"space": "Gundam"})]:
            h = await fake.slash(user, fake.general, name, sub=sub, options=options)
            assert await refused_by_check(h) == t("errors.no_match_here", lang_for(user.locale)), (name, sub)


async def test_a_non_player_is_refused_by_the_check_and_nothing_changes(
        fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    seed_matches(monkeypatch, 4)
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob)
        before = (s.version, len(s.match.log))
        for name, options in [("pass", None), ("play", {"card": "Gundam"}), ("cutin", {"card": "Gundam"}),
                              ("sortie", {"earth": "Gundam"})]:
            h = await fake.slash(fake.carol, where, name, options=options)
            assert await refused_by_check(h) == t("errors.not_a_player", lang_for(fake.carol.locale)), name
        assert (s.version, len(s.match.log)) == before
        # a player who is not deciding is refused by the next check, in Japanese for bob
        waiting = fake.bob if s.decision().player == s.seat_of(fake.alice.id) else fake.alice
        h = await fake.slash(waiting, where, "pass")
        assert await refused_by_check(h) == t("errors.not_your_decision", lang_for(waiting.locale))
        assert (s.version, len(s.match.log)) == before


async def test_a_timeout_is_posted_when_it_happens_and_is_in_match_log(
        fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 10: "Timeouts are announced when they happen (what default was applied, for whom), and in `log`"."""
    import time

    fake = fake_discord
    seed_matches(monkeypatch, 4)
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        bot.service.tick = 0.05
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob, timer=30)
        seat = s.decision().player
        late = fake.alice if s.row.players[seat]["user_id"] == fake.alice.id else fake.bob
        v0, n = s.version, len(fake.messages(where))
        s.deadline = time.monotonic() + 0.1
        await fake.wait_until(lambda: s.version > v0, timeout=10, what="the deadline's default")
        await fake.wait_until(lambda: any("ran out of time" in m.content for m in fake.messages(where)[n:]),
                              timeout=10, what="the public timeout post")
        post = next(m for m in fake.messages(where)[n:] if "ran out of time" in m.content)
        assert f"<@{late.id}>" in post.content and not post.ephemeral  # for whom, in the channel
        h = await fake.slash(fake.carol, where, "match", sub="log", options={"count": 50})
        msg = await h.wait_message(timeout=10)
        logged = [ln for ln in msg.content.splitlines() if "ran out of time" in ln]
        assert logged and s.player_name(seat) in logged[0], msg.content
