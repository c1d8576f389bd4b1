"""pytest plugin: the `fake_discord` fixture and the `fake_discord(...)` marker.

Loaded from tests/conftest.py (`pytest_plugins = ["fake_discord.fixtures"]`).

    @pytest.mark.e2e
    @pytest.mark.fake_discord(response_deadline=0.5)   # optional FakeDiscord(...) keyword arguments
    async def test_something(fake_discord: FakeDiscord) -> None: ...

The fixture starts a FakeDiscord on 127.0.0.1 (random port), sets SORTIE_DISCORD_API and
SORTIE_DISCORD_GATEWAY for the test, yields it, and at teardown: flags interactions the bot never
acknowledged, stops the server, restores discord.py's Route.BASE / DEFAULT_GATEWAY if the code under
test changed them, and fails the test if any violation was recorded (use
`fake_discord.pop_violations()` in tests that provoke violations on purpose).
Fixtures that run a bot must depend on `fake_discord` so the bot is closed before the fake stops.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import discord
import discord.gateway
import discord.http
import pytest
import pytest_asyncio

from .server import ENV_API, ENV_GATEWAY, FakeDiscord


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "fake_discord(**options): keyword arguments for FakeDiscord(...) used by the fake_discord fixture",
    )


@contextlib.asynccontextmanager
async def running_bot(
    fake: FakeDiscord, client: discord.Client, *, token: str | None = None, timeout: float = 20.0
) -> AsyncIterator[discord.Client]:
    """Run `client.start(token)` against the fake until the body ends; yields once the client is ready.

    discord.py must already point at the fake (Route.BASE / DEFAULT_GATEWAY, see README). If the client
    stops during start-up, its exception is raised here. On exit the client is closed (bounded).
    """
    runner = asyncio.create_task(client.start(token or fake.token))

    async def ready() -> None:
        await fake.wait_connected(timeout=timeout)
        await asyncio.wait_for(client.wait_until_ready(), timeout)

    waiter = asyncio.create_task(ready())
    try:
        done, _ = await asyncio.wait({runner, waiter}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        if runner in done:
            runner.result()  # re-raise why the client stopped
            raise AssertionError("the client stopped before it became ready")
        if waiter not in done:
            raise AssertionError(f"the client did not become ready within {timeout}s")
        waiter.result()
        yield client
    finally:
        waiter.cancel()
        await client.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(runner, 10)


@pytest_asyncio.fixture
async def fake_discord(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeDiscord]:
    marker = request.node.get_closest_marker("fake_discord")
    options = dict(marker.kwargs) if marker is not None else {}
    fake = FakeDiscord(**options)
    saved_base = discord.http.Route.BASE
    saved_gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    await fake.start()
    monkeypatch.setenv(ENV_API, fake.api_base)
    monkeypatch.setenv(ENV_GATEWAY, fake.gateway_url)
    try:
        yield fake
    finally:
        try:
            if fake.flag_unanswered:
                await fake.check_unanswered()
        finally:
            await fake.stop()
            discord.http.Route.BASE = saved_base
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved_gateway
    if fake.violations:
        pytest.fail(fake.violation_report(), pytrace=False)
