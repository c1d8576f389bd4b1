"""End-to-end: what a hostile or careless member of a public server must not be able to do (issue 7
part A): freeze the bot with a deck list, ping everyone through a name, stall a match with a setting,
flood the renderer, make an answer too long to send, store a name nobody can use, or act in another
channel's match with a forged click. On the fake Discord, through interactions only."""

from __future__ import annotations

import asyncio
import random
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from e2e_support import (
    Table,
    buttons,
    forge_click,
    i18n_gaps,
    open_match,
    seed_matches,
    sortie_bot,
)
from fake_discord import FakeDiscord

from bot.i18n import catalog, lang_for, t
from bot.service import MatchService
from bot.storage import DeckRow
from engine.api import card_catalogue, get_game

pytestmark = pytest.mark.e2e


@pytest.fixture(autouse=True)
def _every_text_complete(caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> Any:
    seed_matches(monkeypatch, 21)  # the same games on every run
    yield
    assert not i18n_gaps(caplog.records), i18n_gaps(caplog.records)


def said(key: str, user: Any, **kw: Any) -> str:
    """The catalogue text `user` reads for `key` (alice reads English, bob Japanese)."""
    return t(key, lang_for(user.locale), **kw)


def head(key: str, user: Any) -> str:
    """The fixed start of a catalogue text, up to its first placeholder."""
    return catalog(lang_for(user.locale)).get(key, key).split("{")[0]


async def answer(h: Any, timeout: float = 10) -> str:
    """The text of the private answer(s) to an interaction (a resolved defer is listed twice)."""
    await h.wait_for(lambda i: any(m.ephemeral and not m.loading for m in i.messages), timeout=timeout,
                     what="a private answer")
    unique = {m.id: m for m in h.messages if m.ephemeral and not m.loading}
    return "\n".join(m.content for m in unique.values())


def deck_text(deck_id: str) -> str:
    from engine.games.nexa.cards import builtin_pool

    numbers = builtin_pool().decks[deck_id].card_list()
    names = {c["card"]: c["name"]["en"] for c in card_catalogue("nexa")}
    return ";".join(f"{n} {names[number]}" for number, n in sorted(Counter(numbers).items()))


async def last_message(h: Any, timeout: float = 10) -> Any:
    """The interaction's answer once it is not "thinking" (a refusal or the deferred followup)."""
    await h.wait_for(lambda i: any(not m.loading for m in i.messages), timeout=timeout, what="an answer")
    return [m for m in h.messages if not m.loading][-1]


def snapshot(s: Any) -> tuple[int, int, str]:
    return s.version, len(s.match.log), s.match.hash()


# -- 1. the deck-count bomb ------------------------------------------------------------------------

async def test_a_deck_count_bomb_is_refused_at_once_and_a_slow_check_holds_up_nobody(
        fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        started = time.monotonic()
        h = await fake.slash(fake.alice, fake.general, "deck", sub="import",
                             options={"name": "x", "text": "100000000 GM"})
        text = await answer(h, timeout=5)
        assert time.monotonic() - started < 2, "the bomb took seconds to refuse"
        assert "line 1: the count 100000000 is more than a whole deck (50 cards" in text, text
        assert await bot.store.get_deck(fake.alice.id, "x") is None

        # the list is read off the event loop: a slow read holds up nobody else's interaction
        game = get_game("nexa")
        real = game.validate_deck

        def slow(lines: list[str]) -> tuple[list[str], list[str]]:
            time.sleep(1.0)  # a long list on a busy machine
            return real(lines)

        monkeypatch.setattr(game, "validate_deck", slow)
        slow_h = await fake.slash(fake.bob, fake.general, "deck", sub="import",
                                  options={"name": "z", "text": deck_text("zeon-green")})
        await asyncio.sleep(0.2)  # the bot is inside the slow read now
        quick = await fake.slash(fake.alice, fake.general, "rule", options={"term": "カットイン"})
        await quick.wait_callback(timeout=5)
        assert quick.latency is not None and quick.latency < 0.5, quick.latency
        assert said("deck.saved", fake.bob, name="z", count=50) in await answer(slow_h)


# -- 2. mentions -----------------------------------------------------------------------------------

async def test_nobody_is_pinged_but_the_players_the_bot_addresses(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    role = fake.add_role("Moderators", 0)
    mallory = fake.add_user("mallory", global_name=f"@everyone <@&{role.id}> <@{fake.carol.id}>")
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        h = await fake.slash(fake.alice, fake.matches, "deck", sub="import",
                             options={"name": "@everyone @here", "text": deck_text("federation-blue")})
        assert "saved" in await answer(h)
        where, s = await open_match(fake, bot, fake.matches, fake.alice, mallory, deck="@everyone @here",
                                    opponent_deck="zeon-green")
        table = Table(fake, where, [fake.alice, mallory], random.Random(2))
        await table.play(6)
        h = await fake.slash(mallory, where, "match", sub="concede")
        await answer(h)
        await fake.wait_until(lambda: bot.service.session_in(where.id) is None, what="the end")
        public = [m for m in fake.messages(where)]
        lobby = next(m for m in public if "opened a NEX-A match" in m.content)
        assert "@\u200beveryone @\u200bhere" in lobby.content  # the deck name is shown, as text
        assert lobby.pinged_users == {mallory.id}  # the lobby addresses the invited player
        players = {fake.alice.id, mallory.id}
        prompts = 0
        for m in public:
            assert not m.pinged_everyone and not m.pinged_roles, (m.content, m.allowed_mentions)
            assert m.pinged_users <= players, (m.content, m.pinged_users)
            assert m.allowed_mentions is not None, m.content  # every message says whom it may ping
            last = m.content.splitlines()[-1] if m.content else ""
            if any(cid.startswith("sp:") for cid, _ in buttons(m)):  # a prompt pings its decider only
                prompts += 1
                assert m.pinged_users == {u for u in players if f"<@{u}>" in last}, (last, m.pinged_users)
        assert prompts >= 3
        assert mallory.global_name not in fake.all_text()  # the display name is echoed neutralised only
        # and nothing the bot sent at all (ephemeral answers too) left mentions to Discord's default
        sent = [p for p in fake.all_payloads() if isinstance(p.body, dict)
                and ("content" in p.body or "content" in (p.body.get("data") or {}))]
        assert sent and all("allowed_mentions" in p.body or "allowed_mentions" in (p.body.get("data") or {})
                            for p in sent), [p for p in sent if "allowed_mentions" not in p.text]


# -- 5. /match autopass ----------------------------------------------------------------------------

async def test_autopass_keeps_everyones_buttons_and_deadline_refuses_no_change_and_is_rate_limited(
        fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3", settings_per_minute=3) as bot:
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob, timer=300)
        table = Table(fake, where, [fake.alice, fake.bob], random.Random(7))
        decider = table.decider()
        other = fake.bob if decider is fake.alice else fake.alice
        panel = await table.open_panel(decider)
        deadline = s.deadline
        before, n_public = snapshot(s), len(fake.messages(where))
        h = await fake.slash(other, where, "match", sub="autopass", options={"state": "off"})
        assert await answer(h) == said("match.autopass_off", other)
        assert s.match.state.autopass[s.seat_of(other.id)] is False
        assert s.version == before[0] and s.deadline == deadline  # nobody's buttons expire, no time bought
        assert len(fake.messages(where)) == n_public
        # the same setting again changes nothing: refused, in the user's language
        h = await fake.slash(other, where, "match", sub="autopass", options={"state": "off"})
        assert await answer(h) == said("errors.autopass_already_off", other)
        # a restart sees the same version (the setting is in the log, the buttons stay valid)
        other_process = MatchService(bot.store)
        again = await other_process.restore()
        await other_process.close()
        assert [x.version for x in again if x.id == s.id] == [s.version]
        # the decider's panel, opened before the setting, still acts
        await table.step()
        assert len(s.match.log) == before[1] + 2 and s.match.log[-1][0] == s.seat_of(decider.id)
        # settings are rate-limited (3 a minute here): the fourth is refused before the service
        h = await fake.slash(other, where, "match", sub="autopass", options={"state": "on"})
        assert await answer(h) == said("match.autopass_on", other)
        v = s.version
        h = await fake.slash(other, where, "match", sub="autopass", options={"state": "off"})
        assert (await answer(h)).startswith(head("errors.rate_limited", other))
        assert s.version == v and s.match.state.autopass[s.seat_of(other.id)] is True
        assert panel is not None
        # turning autopass on where passing is the player's only choice does pass: that is a step,
        # with a new public prompt (the decider's own budget: 3 settings a minute)
        me = s.seat_of(decider.id)
        h = await fake.slash(decider, where, "match", sub="autopass", options={"state": "off"})
        assert await answer(h) == said("match.autopass_off", decider)

        def only_pass() -> bool:
            d = s.decision()
            return d is not None and d.player == me and d.tokens() == ["pass"]

        await table.play(80, until=only_pass)
        assert only_pass(), "the player with autopass off was never left with only [Pass]"
        v, n_public = s.version, len(fake.messages(where))
        h = await fake.slash(decider, where, "match", sub="autopass", options={"state": "on"})
        assert await answer(h) == said("match.autopass_on", decider)
        await fake.wait_until(lambda: len(fake.messages(where)) > n_public, what="the new prompt")
        assert s.version == v + 1 and s.match.log[-1] == (me, "autopass:on") and not only_pass()
        assert any(cid.startswith("sp:") for cid, _ in buttons(fake.messages(where)[-1]))


# -- 10. renders under a flood -----------------------------------------------------------------------

async def test_looks_are_budgeted_per_user_and_channel_and_one_state_is_drawn_once(
        fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    dave = fake.add_user("dave")
    erin = fake.add_user("erin")
    import bot.discord_app.flows as flows_module
    import bot.discord_app.render as render_module  # the cogs are extensions, executed when the bot loads them

    drawn: list[str] = []
    real_render = flows_module.render

    async def counting(fn: Any, /, *args: Any, **kw: Any) -> bytes:
        drawn.append(fn.__name__)
        return await real_render(fn, *args, **kw)

    monkeypatch.setattr(flows_module, "render", counting)
    monkeypatch.setattr(render_module, "render", counting)  # what /card's cog imports as it loads
    async with sortie_bot(fake, tmp_path / "s.sqlite3", lookups_per_minute=4, channel_lookups_per_minute=6) as bot:
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob)
        table = Table(fake, where, [fake.alice, fake.bob], random.Random(5))
        drawn.clear()
        answers = [await last_message(await fake.slash(fake.carol, where, "match", sub="status"))
                   for _ in range(6)]  # a spectator floods /match status
        assert [bool(m.attachments) for m in answers] == [True] * 4 + [False] * 2
        assert all(m.content.startswith(head("errors.rate_limited", fake.carol)) for m in answers[4:])
        assert drawn.count("render_board") <= 1, drawn  # one state, drawn once (or not at all: cached)
        # a second spectator: within their own budget, but the channel's (6) is spent after two more
        got = [await last_message(await fake.slash(dave, where, "match", sub="status")) for _ in range(3)]
        assert [bool(m.attachments) for m in got] == [True, True, False]
        # the players are never crowded out by the spectators: the decider's panel and click work
        v = s.version
        await table.step()
        assert s.version == v + 1
        # a player asking again for a panel of a state they have been shown is a look too (budgeted,
        # and drawn once)
        who = table.decider()
        prompt = table.latest_prompt()
        drawn.clear()
        opened = [await last_message(await fake.click(who, prompt, f"sp:{s.id}")) for _ in range(7)]
        shown = [bool(m.attachments) for m in opened]
        first_refused = shown.index(False)
        assert first_refused in (4, 5) and not any(shown[first_refused:]), shown
        assert opened[-1].content.startswith(head("errors.rate_limited", who))
        assert drawn.count("render_board") <= 1, drawn
        # /card: another channel, another user; the same face twice is drawn once
        drawn.clear()
        for _ in range(2):
            h = await fake.slash(erin, fake.general, "card", options={"name": "NX-007"})
            (msg,) = await h.wait_followups(1, timeout=10)
            assert msg.attachments
        assert drawn == ["render_card"]


# -- 11. every answer fits -------------------------------------------------------------------------

async def test_every_answer_fits_discords_limits_and_none_is_left_thinking(
        fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        long_lines = ";".join(f"{i} {'ザク' * 70}{i}" for i in range(1, 26))  # 25 unknown cards
        binary = bytes(range(256)) * 100
        latin = ("\xff\xfe" * 1500 + "\n").encode("latin-1") * 10
        cases: list[tuple[Any, str, dict[str, Any], str]] = [
            (fake.alice, "deck", {"sub": "import", "options": {"name": "long", "text": long_lines}},
             "errors.deck_invalid"),
            (fake.bob, "deck", {"sub": "import", "options": {"name": "bin", "file": fake.attachment("d.txt", binary)}},
             "errors.deck_not_text"),
            (fake.alice, "deck", {"sub": "import", "options": {"name": "lat", "file": fake.attachment("d.txt", latin)}},
             "errors.deck_invalid"),
            (fake.alice, "match", {"sub": "new", "options": {"deck": "x" * 3000}}, "errors.unknown_deck"),
            (fake.bob, "card", {"options": {"name": "ガ" * 3000}}, "errors.unknown_card"),
            (fake.alice, "rule", {"options": {"term": "y" * 3000}}, "rule.not_found"),
            (fake.alice, "deck", {"sub": "show", "options": {"name": "z" * 3000}}, "errors.unknown_deck"),
        ]
        for user, name, kw, key in cases:
            h = await fake.slash(user, fake.general, name, **kw)
            text = await answer(h)
            assert text.startswith(head(key, user)) and len(text) <= 2000, (name, kw.get("sub"), text[:200])
        assert bot.service.session_in(fake.general.id) is None
        assert await bot.store.list_decks(fake.alice.id) == [] and await bot.store.list_decks(fake.bob.id) == []

        # whatever breaks inside a command or a button, the user gets an answer in their language
        async def broken(*_a: Any, **_k: Any) -> Any:
            raise RuntimeError("disk on fire")

        monkeypatch.setattr(bot.service, "import_deck", broken)
        h = await fake.slash(fake.bob, fake.general, "deck", sub="import",
                             options={"name": "d", "text": deck_text("zeon-green")})
        assert await answer(h) == said("errors.internal", fake.bob)
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob)
        monkeypatch.setattr(bot.flows, "send_panel", broken)
        who = Table(fake, where, [fake.alice, fake.bob], random.Random(1)).decider()
        prompt = fake.messages(where)[-1]
        h = await fake.click(who, prompt, f"sp:{s.id}")
        assert await answer(h) == said("errors.internal", who)


def test_an_oversized_embed_is_cut_to_discords_limits() -> None:
    import discord

    from bot.discord_app.outgoing import fit

    e = discord.Embed(title="t" * 300, description="d" * 5000)
    for i in range(30):
        e.add_field(name="n" * 300, value="v" * 1100 if i else "")
    e.set_footer(text="f" * 3000)
    out = fit({"embed": e, "content": "c" * 2500})["embed"]
    assert len(out) <= 6000 and len(out.title or "") <= 256 and len(out.description or "") <= 4096
    assert len(out.fields) <= 25 and all(0 < len(f.name or "") <= 256 and 0 < len(f.value or "") <= 1024
                                         for f in out.fields)
    assert len(out.footer.text or "") <= 2048
    assert len(fit({"content": "c" * 2500})["content"]) == 2000


# -- 12. deck names --------------------------------------------------------------------------------

async def test_deck_names_are_normalised_and_unusable_ones_refused(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        text = deck_text("federation-blue")
        refusals = [
            ("   ", "errors.deck_name_blank"),
            ("two\nlines", "errors.deck_name_chars"),
            ("nul\x00", "errors.deck_name_chars"),
            ("\u202eeulB", "errors.deck_name_chars"),  # right-to-left override
            ("My\u200bFeds", "errors.deck_name_chars"),  # zero-width space
            ("\ufeffBOM", "errors.deck_name_chars"),
            ("federation-blue", "errors.deck_name_reserved"),  # a ready-made deck's id
            ("white devil of the federation", "errors.deck_name_reserved"),  # ... its English name
            ("連邦の白い悪魔", "errors.deck_name_reserved"),  # ... its Japanese name
        ]
        for user in (fake.alice, fake.bob):
            for name, key in refusals:
                h = await fake.slash(user, fake.general, "deck", sub="import", options={"name": name, "text": text})
                got = await answer(h)
                assert got.startswith(head(key, user)), (name, got)
        assert await bot.store.list_decks(fake.alice.id) == [] and await bot.store.list_decks(fake.bob.id) == []
        # spaces are folded (an ideographic space too), full-width letters become plain ones
        h = await fake.slash(fake.alice, fake.general, "deck", sub="import",
                             options={"name": "  Ｍｙ　 Feds ", "text": text})
        assert await answer(h) == said("deck.saved", fake.alice, name="My Feds", count=50)
        assert [d.name for d in await bot.store.list_decks(fake.alice.id)] == ["My Feds"]
        # names an older version stored (blank, two lines) do not break the choices
        for bad in ("", "bad\nname"):
            await bot.store.save_deck(DeckRow(fake.alice.id, bad, "nexa", ["NX-001"] * 50, "", time.time()))
        h = await fake.autocomplete(fake.alice, fake.general, "match", sub="new", focused="deck",
                                    options={"deck": ""})
        names = [c["name"] for c in await h.wait_choices()]
        assert "My Feds" in names and "" not in names and "bad\nname" not in names
        h = await fake.autocomplete(fake.alice, fake.general, "deck", sub="show", focused="name", options={"name": ""})
        assert [c["value"] for c in await h.wait_choices()] == ["My Feds"]
        # the saved deck plays, chosen by its name typed either way
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob, deck="My  Feds")
        assert s.row.players[0]["deck_name"] == "My Feds"


# -- 13. a click belongs to its match's channel ------------------------------------------------------

async def test_a_click_carrying_another_matchs_id_acts_only_in_that_matchs_channel(
        fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    dave = fake.add_user("dave")
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        where_a, a = await open_match(fake, bot, fake.matches, fake.alice, fake.bob)
        where_b, b = await open_match(fake, bot, fake.general, fake.carol, dave)
        d = a.decision()
        who = next(u for u in (fake.alice, fake.bob) if a.seat_of(u.id) == d.player)
        token = next(tok for tok in d.tokens() if not tok.startswith("page:"))
        elsewhere = fake.messages(where_b)[-1]  # match B's public prompt, in another channel
        before_a, before_b = snapshot(a), snapshot(b)
        counts = (len(fake.messages(where_a)), len(fake.messages(where_b)))
        for cid in (f"sx:{a.id}:{a.version}:{token}", f"sp:{a.id}", f"sl:{a.id}:join", f"sl:{a.id}:cancel",
                    f"sl:{a.id}:rematch"):
            h = await forge_click(fake, who, elsewhere, cid)
            text = await answer(h)
            assert text == said("errors.wrong_channel", who), (cid, text)
            assert (snapshot(a), snapshot(b)) == (before_a, before_b), cid
            assert not any(m.attachments for m in h.messages), cid  # no board, no panel
        assert (len(fake.messages(where_a)), len(fake.messages(where_b))) == counts
        # in its own channel the same click acts
        h = await forge_click(fake, who, fake.messages(where_a)[-1], f"sx:{a.id}:{a.version}:{token}")
        await answer(h)
        await fake.wait_until(lambda: a.version == before_a[0] + 1, what="the action")
