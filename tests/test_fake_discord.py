"""Proof that the fake Discord works with the real, unmodified discord.py client.

A tiny `commands.Bot` (defined here) connects through the fake exactly as the Sortie bot will: it reads
SORTIE_DISCORD_API / SORTIE_DISCORD_GATEWAY (set by the `fake_discord` fixture) and points discord.py
at them with `point_discord_at` below. The limit checker is also unit-tested without a server.
"""

from __future__ import annotations

import asyncio
import io
import os
from collections.abc import AsyncIterator, Callable, Mapping
from typing import Any, Literal

import aiohttp
import discord
import discord.gateway
import discord.http
import pytest
import pytest_asyncio
import yarl
from discord import app_commands
from discord.ext import commands
from fake_discord import CommandUnavailable, FakeDiscord, FakeDiscordError, FakeMessage
from fake_discord.fixtures import running_bot
from fake_discord.limits import (
    UploadedFile,
    check_autocomplete_choices,
    check_command,
    check_commands,
    check_components,
    check_embeds,
    check_files,
    check_message,
    discord_error_body,
)

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64
DECKS = ["red", "blue", "green"]
UNITS = ["Gundam", "Guncannon", "Guntank", "Zaku II", "Gouf", "Dom", "GM"]


async def eventually(predicate: Callable[[], bool], timeout: float = 5.0) -> None:
    """Bounded polling for state outside the fake (the bot's own attributes)."""
    for _ in range(int(timeout / 0.01)):
        if predicate():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"condition not met within {timeout}s")


def point_discord_at(env: Mapping[str, str]) -> None:
    """What the Sortie bot must run before `login()`/`start()` to use the fake (see README)."""
    api = env.get("SORTIE_DISCORD_API")
    gateway = env.get("SORTIE_DISCORD_GATEWAY")
    if api:
        discord.http.Route.BASE = api.rstrip("/")
    if gateway:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)


# ----------------------------------------------------------------------------------------------
# the bot under test
# ----------------------------------------------------------------------------------------------
class MatchView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)
        self.players: list[str] = []

    @discord.ui.button(label="Join", custom_id="match:join", style=discord.ButtonStyle.success)
    async def join(self, interaction: discord.Interaction, button: discord.ui.Button[MatchView]) -> None:
        self.players.append(interaction.user.display_name)
        await interaction.response.edit_message(content=f"Players: {', '.join(self.players)}", view=self)

    @discord.ui.button(label="Leave", custom_id="match:leave")
    async def leave(self, interaction: discord.Interaction, button: discord.ui.Button[MatchView]) -> None:
        await interaction.response.send_message("You left the match", ephemeral=True)

    @discord.ui.select(custom_id="match:deck", options=[discord.SelectOption(label=d.title(), value=d) for d in DECKS])
    async def deck(self, interaction: discord.Interaction, select: discord.ui.Select[MatchView]) -> None:
        await interaction.response.send_message(f"Deck: {select.values[0]}", ephemeral=True)


class FeedbackModal(discord.ui.Modal, title="Feedback"):
    text: discord.ui.TextInput[FeedbackModal] = discord.ui.TextInput(label="Your feedback", custom_id="feedback:text")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Thanks: {self.text.value}", ephemeral=True)


class ProofBot(commands.Bot):
    def __init__(self, guild_id: int) -> None:
        super().__init__(
            command_prefix="!", intents=discord.Intents.default(), help_command=None, guild_ready_timeout=0.05
        )
        self.guild_id = guild_id
        self.http_errors: list[discord.HTTPException] = []
        self.release = asyncio.Event()
        self.error_seen = asyncio.Event()

    def record_error(self, exc: discord.HTTPException) -> None:
        self.http_errors.append(exc)
        self.error_seen.set()

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """discord.py sleeps 5 s before every non-initial IDENTIFY; a fake gateway needs no such pause."""
        return None

    async def setup_hook(self) -> None:
        add_commands(self)
        await self.tree.sync()
        await self.tree.sync(guild=discord.Object(self.guild_id))


def add_commands(bot: ProofBot) -> None:
    tree = bot.tree

    @tree.command(description="Check the bot is alive")
    async def ping(interaction: discord.Interaction) -> None:
        text = "ポン" if interaction.locale is discord.Locale.japanese else "pong"
        await interaction.response.send_message(text, ephemeral=True)

    match = app_commands.Group(name="match", description="Sortie matches")

    @match.command(name="new", description="Open a new match")
    @app_commands.describe(name="Your unit", rounds="Number of rounds")
    async def match_new(interaction: discord.Interaction, name: str, rounds: int = 3) -> None:
        await interaction.response.send_message(f"Match {name} ({rounds} rounds)", view=MatchView())

    @match_new.autocomplete("name")
    async def match_new_name(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=u, value=u) for u in UNITS if u.lower().startswith(current.lower())][:25]

    tree.add_command(match)

    @tree.command(description="Inspect a player and a deck file")
    async def inspect(interaction: discord.Interaction, player: discord.Member, deck: discord.Attachment) -> None:
        data = await deck.read()  # downloaded from the fake's CDN
        first = data.decode().splitlines()[0]
        await interaction.response.send_message(
            f"player={player.name} perms={player.guild_permissions.manage_channels} "
            f"deck={deck.filename} bytes={len(data)} first={first}"
        )

    @tree.command(description="Deferred report with a picture")
    async def report(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.followup.send("Board after turn 1", file=discord.File(io.BytesIO(PNG), "board.png"))

    @tree.command(description="Open match threads")
    async def thread(interaction: discord.Interaction) -> None:
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        room = await channel.create_thread(name="Match 1", type=discord.ChannelType.public_thread)
        await room.send("Welcome to match 1", file=discord.File(io.BytesIO(PNG), "board.png"))
        note = await room.send("turn 1")
        await note.edit(content="turn 1 (edited)")
        history = [m async for m in room.history(limit=10)]
        await interaction.response.send_message(f"Match log in {room.mention} ({len(history)} messages)")
        original = await interaction.original_response()
        log = await original.create_thread(name="Match 1 log")
        await log.send("log started")

    @tree.command(description="Your hand (secret)")
    async def hand(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Your hand: SECRET-ACE, SECRET-KING", ephemeral=True)
        await interaction.followup.send(f"{interaction.user.display_name} looked at their hand")

    @tree.command(description="Deal your hand by direct message")
    async def deal(interaction: discord.Interaction) -> None:
        await interaction.user.send("Your hand: SECRET-QUEEN")
        await interaction.response.send_message("Dealt.", ephemeral=True)

    @tree.command(description="Send feedback")
    async def feedback(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(FeedbackModal())

    @tree.command(description="Provoke a payload Discord would refuse")
    async def bad(interaction: discord.Interaction, kind: Literal["custom_id", "options", "content"]) -> None:
        try:
            if kind == "custom_id":
                view = discord.ui.View(timeout=None)
                view.add_item(discord.ui.Button(label="x", custom_id="x" * 101))
                await interaction.response.send_message("too long id", view=view)
            elif kind == "options":
                view = discord.ui.View(timeout=None)
                options = [discord.SelectOption(label=f"o{i}", value=f"o{i}") for i in range(26)]
                view.add_item(discord.ui.Select(custom_id="many", options=options))
                await interaction.response.send_message("many options", view=view)
            else:
                await interaction.response.send_message("x" * 2001)
        except discord.HTTPException as exc:
            bot.record_error(exc)
            await interaction.response.send_message("refused", ephemeral=True)

    @tree.command(description="Answers after the deadline")
    async def slow(interaction: discord.Interaction) -> None:
        await asyncio.sleep(0.35)
        try:
            await interaction.response.send_message("too late")
        except discord.HTTPException as exc:
            bot.record_error(exc)

    @tree.command(description="Waits for the test to release it")
    async def gate(interaction: discord.Interaction) -> None:
        await bot.release.wait()
        try:
            await interaction.response.send_message("released")
        except discord.HTTPException as exc:
            bot.record_error(exc)

    @tree.command(description="Never answers")
    async def silent(interaction: discord.Interaction) -> None:
        return None

    @tree.command(description="Defers publicly, then asks for an ephemeral followup")
    async def leak(interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        await interaction.followup.send("secret for you only", ephemeral=True)

    @tree.command(description="Referee tools", guild=discord.Object(bot.guild_id))
    @app_commands.default_permissions(manage_channels=True)
    async def admin(interaction: discord.Interaction) -> None:
        allowed = interaction.permissions.manage_channels
        await interaction.response.send_message(f"admin ok manage_channels={allowed}", ephemeral=True)


@pytest_asyncio.fixture
async def bot(fake_discord: FakeDiscord) -> AsyncIterator[ProofBot]:
    point_discord_at(os.environ)
    client = ProofBot(fake_discord.guild.id)
    async with running_bot(fake_discord, client):
        yield client


# ----------------------------------------------------------------------------------------------
# happy paths
# ----------------------------------------------------------------------------------------------
@pytest.mark.e2e
async def test_connects_syncs_and_heartbeats(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    assert fake_discord.api_base == discord.http.Route.BASE
    assert bot.user is not None and bot.user.id == fake_discord.bot_user.id
    assert bot.application_id == fake_discord.application_id
    names = {c["name"] for c in fake_discord.commands()}
    assert {"ping", "match", "inspect", "report", "thread", "feedback", "bad"} <= names
    assert [c["name"] for c in fake_discord.commands(guild=True)] == ["admin"]
    match = next(c for c in fake_discord.commands() if c["name"] == "match")
    assert match["options"][0]["options"][0]["autocomplete"] is True
    guild = bot.get_guild(fake_discord.guild.id)
    assert guild is not None
    assert {c.name for c in guild.text_channels} == {"general", "matches"}
    assert {r.name for r in guild.roles} >= {"@everyone", "Referee", "Sortie"}
    assert guild.me is not None and guild.me.guild_permissions.create_public_threads
    await fake_discord.wait_until(lambda: fake_discord.gateway.stats.heartbeats >= 1, what="a heartbeat")
    await eventually(lambda: bot.latency != float("inf"))  # the bot got our HEARTBEAT_ACK
    assert fake_discord.gateway.stats.identifies == 1
    assert fake_discord.gateway.stats.zlib_connections == 1  # frames went out zlib-stream compressed

    async with aiohttp.ClientSession() as http:
        headers = {"Authorization": f"Bot {fake_discord.token}"}
        async with http.get(f"{fake_discord.api_base}/users/@me", headers=headers) as resp:
            assert resp.headers["Content-Type"] == "application/json"
            assert (await resp.json())["id"] == str(fake_discord.bot_user.id)
        async with http.get(f"{fake_discord.api_base}/gateway/bot", headers=headers) as resp:
            assert (await resp.json())["url"] == fake_discord.gateway_url


@pytest.mark.e2e
async def test_ephemeral_reply_and_locale(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    alice, bob = fake_discord.alice, fake_discord.bob
    h = await fake_discord.slash(alice, "general", "ping")
    msg = await h.wait_message()
    assert msg.content == "pong" and msg.ephemeral
    assert h.callback is not None and h.callback.callback_type == 4
    assert h.latency is not None and h.latency < fake_discord.response_deadline
    assert fake_discord.ephemeral_for(alice) == [msg]
    assert fake_discord.messages("general") == []  # ephemeral messages are not channel history
    assert not fake_discord.can_see(bob, msg)

    h_ja = await fake_discord.slash(bob, fake_discord.general, "ping", locale="ja")
    assert (await h_ja.wait_message()).content == "ポン"
    assert [m.content for m in fake_discord.ephemeral_for(bob)] == ["ポン"]


@pytest.mark.e2e
async def test_slash_options_with_resolved_user_and_attachment(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    deck = fake_discord.attachment("deck.txt", b"NX-012 Gundam\nNX-013 Zaku\n", content_type="text/plain")
    h = await fake_discord.slash(fake_discord.alice, "matches", "inspect", options={"player": fake_discord.carol, "deck": deck})
    msg = await h.wait_message()
    assert msg.content == "player=carol perms=True deck=deck.txt bytes=26 first=NX-012 Gundam"
    data = h.payload["data"]
    assert data["options"] == [
        {"name": "player", "type": 6, "value": str(fake_discord.carol.id)},
        {"name": "deck", "type": 11, "value": str(deck.id)},
    ]
    assert str(fake_discord.carol.id) in data["resolved"]["members"]
    assert [m.id for m in fake_discord.messages("matches")] == [msg.id]


@pytest.mark.e2e
async def test_autocomplete(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    h = await fake_discord.autocomplete(
        fake_discord.alice, "general", "match", sub="new", options={"name": "gun"}, focused="name"
    )
    choices = await h.wait_choices()
    assert [c["name"] for c in choices] == ["Gundam", "Guncannon", "Guntank"]
    assert h.callback is not None and h.callback.callback_type == 8
    focused = h.payload["data"]["options"][0]["options"][0]
    assert focused == {"name": "name", "type": 3, "value": "gun", "focused": True}


@pytest.mark.e2e
async def test_button_view_and_select(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    alice, bob = fake_discord.alice, fake_discord.bob
    h = await fake_discord.slash(alice, "matches", "match", sub="new", options={"name": "Gundam", "rounds": 5})
    msg = await h.wait_message()
    assert msg.content == "Match Gundam (5 rounds)"
    assert msg.custom_ids == ["match:join", "match:leave", "match:deck"]
    assert not msg.ephemeral and fake_discord.can_see(bob, msg)

    click = await fake_discord.click(bob, msg, "match:join")
    updated = await click.wait_message()
    assert click.callback is not None and click.callback.callback_type == 7
    assert updated.id == msg.id and updated.content == "Players: Bob"
    assert click.payload["message"]["components"][0]["components"][0]["custom_id"] == "match:join"
    assert len(updated.history) == 1  # one edit

    leave = await fake_discord.click(alice, msg, "match:leave")
    assert (await leave.wait_message()).content == "You left the match"
    assert [m.content for m in fake_discord.ephemeral_for(alice)] == ["You left the match"]

    pick = await fake_discord.select(alice, msg, "match:deck", ["blue"])
    assert (await pick.wait_message()).content == "Deck: blue"

    with pytest.raises(FakeDiscordError):
        await fake_discord.click(bob, msg, "match:nope")
    with pytest.raises(FakeDiscordError):  # bob cannot see alice's ephemeral message
        await fake_discord.click(bob, fake_discord.ephemeral_for(alice)[0], "match:join")
    with pytest.raises(FakeDiscordError):
        await fake_discord.select(alice, msg, "match:deck", ["purple"])


@pytest.mark.e2e
async def test_deferred_reply_and_followup_with_file(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    h = await fake_discord.slash(fake_discord.bob, "matches", "report")
    cb = await h.wait_callback()
    assert cb.callback_type == 5
    msg = await h.wait_message()
    assert not msg.loading and msg.content == "Board after turn 1"
    assert [a.filename for a in msg.attachments] == ["board.png"]
    assert msg.attachments[0].data == PNG
    assert h.followups == [msg]  # the first followup resolved the "thinking" message
    upload = [p for p in fake_discord.all_payloads() if p.route == "followup"][0]
    assert upload.files[0].field_name == "files[0]" and upload.files[0].data == PNG
    assert upload.body["attachments"] == [{"id": 0, "filename": "board.png"}]
    async with aiohttp.ClientSession() as http, http.get(msg.attachments[0].url(fake_discord.base_url)) as resp:
        assert await resp.read() == PNG


@pytest.mark.e2e
async def test_threads_and_channel_messages(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    h = await fake_discord.slash(fake_discord.carol, "general", "thread")
    reply = await h.wait_message()

    def log_started() -> bool:
        return any(m.content == "log started" for t in fake_discord.threads() for m in fake_discord.messages(t))

    await fake_discord.wait_until(log_started, what="the bot to finish /thread")
    threads = fake_discord.threads("general")
    room_id = next(t.id for t in threads if t.name == "Match 1")
    log_id = next(t.id for t in threads if t.name == "Match 1 log")
    assert {t.name for t in threads} == {"Match 1", "Match 1 log"}
    assert all(t.created_by_bot and t.parent_id == fake_discord.general.id for t in threads)
    assert log_id == reply.id  # a thread started from a message has the message's id
    room = fake_discord.messages(room_id)
    assert [m.content for m in room] == ["Welcome to match 1", "turn 1 (edited)"]
    assert room[0].attachments[0].filename == "board.png"
    assert room[1].history[0]["content"] == "turn 1"
    assert reply.content == f"Match log in <#{room_id}> (2 messages)"
    assert [m.content for m in fake_discord.messages(log_id)] == ["log started"]
    cached = bot.get_channel(room_id)
    assert isinstance(cached, discord.Thread) and cached.name == "Match 1"  # THREAD_CREATE reached the bot


@pytest.mark.e2e
async def test_modal_round_trip(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    h = await fake_discord.slash(fake_discord.alice, "general", "feedback")
    modal = await h.wait_modal()
    assert modal["title"] == "Feedback"
    submit = await fake_discord.submit_modal(fake_discord.alice, h, {"feedback:text": "good game"})
    assert (await submit.wait_message()).content == "Thanks: good game"


@pytest.mark.e2e
async def test_manage_channels_member_and_default_permissions(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    h = await fake_discord.slash(fake_discord.carol, "general", "admin")
    assert (await h.wait_message()).content == "admin ok manage_channels=True"
    with pytest.raises(CommandUnavailable):
        await fake_discord.slash(fake_discord.alice, "general", "admin")
    with pytest.raises(CommandUnavailable):
        await fake_discord.slash(fake_discord.alice, "general", "not-synced")


@pytest.mark.e2e
async def test_hidden_information_scans(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    h = await fake_discord.slash(fake_discord.alice, "matches", "hand")
    await h.wait_followups(1)
    secret = await h.wait_message()
    assert secret.ephemeral and "SECRET-ACE" in secret.text
    # Bob sees the public followup but nothing secret; the raw payload log does contain the secret.
    seen_by_bob = fake_discord.visible_to(fake_discord.bob)
    assert [m.content for m in seen_by_bob] == ["Alice looked at their hand"]
    assert all("SECRET" not in m.text for m in seen_by_bob)
    assert "SECRET-ACE" in fake_discord.all_text()


@pytest.mark.e2e
async def test_direct_messages(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    h = await fake_discord.slash(fake_discord.alice, "general", "deal")
    assert (await h.wait_message()).content == "Dealt."
    [dm] = fake_discord.dms(fake_discord.alice)
    assert dm.content == "Your hand: SECRET-QUEEN"
    assert fake_discord.can_see(fake_discord.alice, dm) and not fake_discord.can_see(fake_discord.bob, dm)
    assert fake_discord.dms(fake_discord.bob) == []
    # a slash command used in the DM channel: the interaction carries `user` instead of `member`
    in_dm = await fake_discord.slash(fake_discord.alice, fake_discord.open_dm(fake_discord.alice), "ping")
    assert "member" not in in_dm.payload and in_dm.payload["user"]["username"] == "alice"
    assert (await in_dm.wait_message()).content == "pong"


@pytest.mark.e2e
async def test_resume_and_reidentify(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    await fake_discord.request_reconnect()
    assert fake_discord.gateway.stats.resumes == 1
    h = await fake_discord.slash(fake_discord.alice, "general", "ping")
    assert (await h.wait_message()).content == "pong"
    # INVALID_SESSION makes discord.py reconnect to DEFAULT_GATEWAY (not /gateway/bot) and IDENTIFY again.
    await fake_discord.invalidate_session()
    assert fake_discord.gateway.stats.identifies == 2
    h2 = await fake_discord.slash(fake_discord.carol, "general", "ping")
    assert (await h2.wait_message()).content == "pong"


# ----------------------------------------------------------------------------------------------
# the fake catches what Discord would refuse
# ----------------------------------------------------------------------------------------------
async def _refused(fake: FakeDiscord, bot: ProofBot, kind: str) -> tuple[str, discord.HTTPException]:
    h = await fake.slash(fake.alice, "general", "bad", options={"kind": kind})
    assert (await h.wait_message()).content == "refused"  # the bot's fallback was accepted
    rejected = h.rejected[0]
    assert rejected.status == 400 and rejected.error_code == 50035
    violations = fake.pop_violations("limit")
    assert len(violations) == 1, violations
    assert not fake.violations
    return str(violations[0]), bot.http_errors[0]


@pytest.mark.e2e
async def test_limit_custom_id_too_long(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    report, exc = await _refused(fake_discord, bot, "custom_id")
    assert "data.components[0].components[0].custom_id" in report
    assert "Must be between 1 and 100 in length." in report
    assert exc.status == 400 and exc.code == 50035
    assert "custom_id" in str(exc)  # discord.py flattens the nested errors into the message


@pytest.mark.e2e
async def test_limit_26_select_options(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    report, _ = await _refused(fake_discord, bot, "options")
    assert "data.components[0].components[0].options" in report and "Must be between 1 and 25" in report


@pytest.mark.e2e
async def test_limit_content_over_2000(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    report, exc = await _refused(fake_discord, bot, "content")
    assert "data.content" in report and "Must be 2000 or fewer in length." in report
    assert exc.code == 50035


@pytest.mark.e2e
@pytest.mark.fake_discord(response_deadline=0.2)
async def test_late_response_is_flagged(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    h = await fake_discord.slash(fake_discord.alice, "general", "slow")
    rejected = await h.wait_rejected()
    assert rejected.status == 404 and rejected.error_code == 10062
    assert rejected.elapsed > 0.2
    await asyncio.wait_for(bot.error_seen.wait(), 5)
    assert isinstance(bot.http_errors[0], discord.NotFound)
    [late] = fake_discord.pop_violations("late_response")
    assert "deadline 0.2s" in late.message
    assert not fake_discord.violations


@pytest.mark.e2e
async def test_late_response_with_advanced_clock(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    h = await fake_discord.slash(fake_discord.alice, "general", "gate")
    fake_discord.advance_clock(3.5)  # as if the bot had been busy for 3.5 s
    bot.release.set()
    rejected = await h.wait_rejected()
    assert rejected.error_code == 10062 and rejected.elapsed >= 3.5
    assert [v.kind for v in fake_discord.pop_violations()] == ["late_response"]


@pytest.mark.e2e
@pytest.mark.fake_discord(response_deadline=0.2)
async def test_unanswered_interaction_is_flagged(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    h = await fake_discord.slash(fake_discord.alice, "general", "silent")
    await fake_discord.check_unanswered()  # the fixture does this at teardown too
    [v] = fake_discord.pop_violations("no_response")
    assert v.interaction_id == h.id and "never acknowledged" in v.message


@pytest.mark.e2e
async def test_second_callback_is_already_acknowledged(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    h = await fake_discord.slash(fake_discord.alice, "general", "ping")
    await h.wait_callback()
    url = f"{fake_discord.api_base}/interactions/{h.id}/{h.token}/callback?with_response=true"
    async with aiohttp.ClientSession() as http, http.post(url, json={"type": 4, "data": {"content": "again"}}) as resp:
        assert resp.status == 400
        assert resp.headers["Content-Type"] == "application/json"
        body = await resp.json()
    assert body == {"message": "Interaction has already been acknowledged.", "code": 40060}
    assert [v.kind for v in fake_discord.pop_violations()] == ["already_acknowledged"]


@pytest.mark.e2e
async def test_ephemeral_followup_after_public_defer_is_a_leak(fake_discord: FakeDiscord, bot: ProofBot) -> None:
    h = await fake_discord.slash(fake_discord.alice, "general", "leak")
    msg = await h.wait_message()
    assert msg.content == "secret for you only" and not msg.ephemeral
    assert fake_discord.can_see(fake_discord.bob, msg)
    assert [v.kind for v in fake_discord.pop_violations()] == ["ephemeral_leak"]


@pytest.mark.e2e
async def test_unknown_route_and_wrong_token(fake_discord: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as http, http.get(f"{fake_discord.api_base}/voice/regions") as resp:
        assert resp.status == 404
    point_discord_at(os.environ)
    client = discord.Client(intents=discord.Intents.none())
    try:
        with pytest.raises(discord.LoginFailure):
            await client.login("not-the-token")
    finally:
        await client.close()
    assert sorted(v.kind for v in fake_discord.pop_violations()) == ["unauthorized", "unknown_route"]


@pytest.mark.e2e
async def test_raw_gateway_protocol(fake_discord: FakeDiscord) -> None:
    """The gateway speaks plain JSON text frames when no zlib-stream is asked for (e.g. zstd-stream)."""
    url = f"{fake_discord.gateway_url}?v=10&encoding=json&compress=zstd-stream"
    async with aiohttp.ClientSession() as http:
        async with http.ws_connect(url) as ws:
            hello = await ws.receive_json(timeout=5)
            assert hello["op"] == 10 and hello["d"]["heartbeat_interval"] == fake_discord.heartbeat_interval_ms
            await ws.send_json({"op": 2, "d": {"token": "wrong", "intents": 0, "properties": {}}})
            closing = await ws.receive(timeout=5)
            assert closing.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED) and ws.close_code == 4004
        async with http.ws_connect(url) as ws:
            await ws.receive_json(timeout=5)
            await ws.send_json({"op": 1, "d": None})
            assert (await ws.receive_json(timeout=5))["op"] == 11
            intents = int(discord.Intents.default().value)
            await ws.send_json({"op": 2, "d": {"token": fake_discord.token, "intents": intents, "properties": {}}})
            ready = await ws.receive_json(timeout=5)
            assert ready["t"] == "READY" and ready["s"] == 1
            assert ready["d"]["guilds"] == [{"id": str(fake_discord.guild.id), "unavailable": True}]
            assert ready["d"]["resume_gateway_url"] == fake_discord.gateway_url
            guild = (await ws.receive_json(timeout=5))["d"]
            assert {c["name"] for c in guild["channels"]} == {"general", "matches"}
            assert [m["user"]["id"] for m in guild["members"]] == [str(fake_discord.bot_user.id)]  # no presences
            await ws.send_json({"op": 8, "d": {"guild_id": guild["id"], "query": "", "limit": 0, "nonce": "n1"}})
            chunk = (await ws.receive_json(timeout=5))["d"]
            assert chunk["nonce"] == "n1" and {m["user"]["username"] for m in chunk["members"]} >= {"alice", "bob", "carol"}
            session_id = ready["d"]["session_id"]
        async with http.ws_connect(url) as ws:  # RESUME replays nothing new, then RESUMED
            await ws.receive_json(timeout=5)
            await ws.send_json({"op": 6, "d": {"token": fake_discord.token, "session_id": session_id, "seq": 3}})
            resumed = await ws.receive_json(timeout=5)
            assert resumed["t"] == "RESUMED" and resumed["s"] == 4
        async with http.ws_connect(url) as ws:
            await ws.receive_json(timeout=5)
            await ws.send_json({"op": 6, "d": {"token": fake_discord.token, "session_id": "nope", "seq": 1}})
            assert await ws.receive_json(timeout=5) == {"op": 9, "d": False, "s": None, "t": None}
    assert fake_discord.gateway.stats.zlib_connections == 0
    assert fake_discord.gateway.stats.resumes == 1


@pytest.mark.e2e
async def test_fake_without_bot_rejects_driver_calls(fake_discord: FakeDiscord) -> None:
    with pytest.raises(AssertionError, match="gateway session"):
        await fake_discord.slash(fake_discord.alice, "general", "ping", timeout=0.05)


# ----------------------------------------------------------------------------------------------
# limits.py on its own
# ----------------------------------------------------------------------------------------------
def _row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def _button(cid: str, label: str = "ok") -> dict[str, Any]:
    return {"type": 2, "style": 1, "custom_id": cid, "label": label}


def test_limits_components() -> None:
    assert check_components([_row(_button("a"), _button("b"))]) == []
    six_rows = [_row(_button(f"r{i}")) for i in range(6)]
    assert any("Must be between 1 and 5" in e.message for e in check_components(six_rows))
    six_buttons = [_row(*[_button(f"b{i}") for i in range(6)])]
    assert check_components(six_buttons)[0].path == ("components", 0, "components")
    select = {"type": 3, "custom_id": "s", "options": [{"label": "a", "value": "a"}]}
    assert check_components([_row(select, _button("x"))])[0].code == "COMPONENT_LAYOUT_WIDTH_EXCEEDED"
    assert check_components([_row(_button("same"), _button("same"))])[0].code == "COMPONENT_CUSTOM_ID_DUPLICATED"
    assert check_components([_row(_button("a", label="L" * 81))])[0].path[-1] == "label"


def test_limits_embeds_and_content() -> None:
    big = [{"title": "t" * 256, "description": "d" * 4096}, {"description": "d" * 1700}]
    assert [e.code for e in check_embeds(big)] == ["MAX_EMBED_SIZE_EXCEEDED"]
    fields = {"fields": [{"name": "n", "value": "v"}] * 26, "footer": {"text": "f" * 2049}, "author": {"name": "a" * 257}}
    paths = {e.where for e in check_embeds([fields])}
    assert paths == {"embeds[0].fields", "embeds[0].footer.text", "embeds[0].author.name"}
    assert check_embeds([{}] * 11)[0].message == "Must be 10 or fewer in length."
    assert check_message({"content": "x" * 2001})[0].where == "content"
    assert check_message({"content": ""})[0].code == "MESSAGE_EMPTY"
    assert check_message({"content": "hi", "flags": 64})[0].code == "MESSAGE_FLAGS_INVALID"
    assert check_message({"content": "hi", "flags": 64}, allow_ephemeral=True) == []
    huge = UploadedFile("files[0]", "big.png", "image/png", b"\x00" * (10 * 1024 * 1024 + 1))
    assert check_files([huge])[0].code == "FILE_TOO_LARGE"


def test_limits_commands_and_autocomplete() -> None:
    good = {"name": "match", "description": "Matches", "options": [{"type": 3, "name": "unit", "description": "u"}]}
    assert check_command(good) == []
    assert check_command({**good, "name": "Match"})[0].code == "APPLICATION_COMMAND_INVALID_NAME"
    assert check_command({**good, "name": "m" * 33})[0].where == "name"
    assert check_command({**good, "description": "d" * 101})[0].where == "description"
    many = [{"type": 3, "name": f"o{i}", "description": "d"} for i in range(26)]
    assert check_command({**good, "options": many})[0].where == "options"
    bad_locale = {**good, "name_localizations": {"xx": "match"}, "description_localizations": {"ja": "d" * 101}}
    assert {e.code for e in check_command(bad_locale)} == {"LOCALE_INVALID", "BASE_TYPE_BAD_LENGTH"}
    assert check_command({**good, "name_localizations": {"ja": "マッチ"}}) == []
    order = [{"type": 3, "name": "a", "description": "d"}, {"type": 3, "name": "b", "description": "d", "required": True}]
    assert check_command({**good, "options": order})[0].code == "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID"
    assert check_commands([good, good])[0].code == "APPLICATION_COMMANDS_DUPLICATE_NAME"
    choices = [{"name": f"c{i}", "value": f"c{i}"} for i in range(26)]
    assert check_autocomplete_choices(choices)[0].message == "Must be 25 or fewer in length."
    assert check_autocomplete_choices([{"name": "n" * 101, "value": "v"}])[0].where == "data.choices[0].name"


def test_discord_error_body_shape() -> None:
    errors = check_components([_row(_button("x" * 101))], path=("data", "components"))
    body = discord_error_body(errors)
    leaf = body["errors"]["data"]["components"]["0"]["components"]["0"]["custom_id"]["_errors"][0]
    assert body["code"] == 50035 and body["message"] == "Invalid Form Body"
    assert leaf == {"code": "BASE_TYPE_BAD_LENGTH", "message": "Must be between 1 and 100 in length."}


def test_fake_message_helpers() -> None:
    fake = FakeDiscord()
    msg = FakeMessage(id=1, channel_id=fake.general.id, author=fake.bot_user, content="hi")
    msg.components = [_row(_button("a", "Alpha"))]
    assert msg.custom_ids == ["a"] and "Alpha" in msg.text
    assert msg.to_json("http://127.0.0.1:1")["components"][0]["components"][0]["custom_id"] == "a"


def test_pings_follow_discords_allowed_mentions_rules() -> None:
    from fake_discord.limits import check_allowed_mentions
    from fake_discord.models import pings

    text = "<@11> <@!12> <@&21> @everyone @\u200bhere <@\u200b13>"
    assert pings(text, None) == ({11, 12}, {21}, True)  # no allowed_mentions: Discord parses everything
    assert pings(text, {"parse": []}) == (set(), set(), False)
    assert pings(text, {"parse": [], "users": ["12"]}) == ({12}, set(), False)
    assert pings(text, {"parse": ["users", "roles", "everyone"]}) == ({11, 12}, {21}, True)
    assert pings("@\u200beveryone", None) == (set(), set(), False)  # a broken mention is text
    assert check_allowed_mentions({"parse": ["users"], "users": ["1"]})  # mutually exclusive
    assert check_allowed_mentions({"parse": ["nobody"]})
    assert check_allowed_mentions({"parse": [], "users": [str(i) for i in range(101)]})
    assert check_allowed_mentions({"parse": ["everyone"], "users": ["1"]}) == []
