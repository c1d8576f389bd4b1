"""Helpers for end-to-end tests: the real Sortie bot on the fake Discord, and scripted players
that act only through interactions (slash commands and button clicks), as people would."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from fake_discord import FakeDiscord
from fake_discord.fixtures import running_bot

from bot.config import load_settings
from bot.discord_app.client import SortieBot, point_at

UNDO = ("cancel", "sortie:back")


def make_bot(fake: FakeDiscord, db: Path, **settings: Any) -> SortieBot:
    env = {**fake.env, "SORTIE_DB": str(db), "SORTIE_LANG": "en"}
    cfg = replace(load_settings(env), rate_per_minute=100_000, **settings)
    point_at(cfg)
    bot = SortieBot(cfg, guild_ready_timeout=0.05)

    async def no_wait(shard_id: int | None, *, initial: bool = False) -> None:
        return None

    bot.before_identify_hook = no_wait  # type: ignore[method-assign]
    return bot


@asynccontextmanager
async def sortie_bot(fake: FakeDiscord, db: Path, **settings: Any) -> AsyncIterator[SortieBot]:
    bot = make_bot(fake, db, **settings)
    async with running_bot(fake, bot):
        await fake.wait_commands("match", "card", timeout=10)
        yield bot


def buttons(msg: Any) -> list[tuple[str, str]]:
    """(custom_id, label) of every button of a fake message."""
    out = []
    for row in msg.components or []:
        for c in row.get("components", []):
            if c.get("type") == 2 and c.get("custom_id"):
                out.append((c["custom_id"], c.get("label", "")))
    return out


def token_of(custom_id: str) -> str:
    return custom_id.split(":", 3)[3] if custom_id.startswith("sx:") else ""


class Player:
    """Plays by opening its private panel from the latest public prompt and clicking a button."""

    def __init__(self, fake: FakeDiscord, user: Any, channel: Any, rnd: random.Random) -> None:
        self.fake = fake
        self.user = user
        self.channel = channel
        self.rnd = rnd

    def decider(self, users: list[Any]) -> Any | None:
        """The user the latest prompt's last line names, or None when the match is over."""
        last = self.latest_prompt().content.splitlines()[-1]
        return next((u for u in users if f"<@{u.id}>" in last), None)

    def latest_prompt(self) -> Any:
        for msg in reversed(self.fake.messages(self.channel)):
            ids = [cid for cid, _ in buttons(msg)]
            if any(cid.startswith("sp:") for cid in ids):
                return msg
        raise AssertionError("no public prompt with a panel button")

    async def open_panel(self) -> Any:
        prompt = self.latest_prompt()
        pid = next(cid for cid, _ in buttons(prompt) if cid.startswith("sp:"))
        h = await self.fake.click(self.user, prompt, pid)
        msgs = await h.wait_followups(1, timeout=10)
        return msgs[-1]

    async def act(self, panel: Any) -> tuple[Any, str]:
        """Click one random forward button of the panel; returns (interaction handle, token)."""
        choices = [(cid, label) for cid, label in buttons(panel) if cid.startswith("sx:")]
        assert choices, f"the panel offers nothing: {panel.content!r}"
        forward = [c for c in choices if token_of(c[0]) not in UNDO and not token_of(c[0]).startswith("page:")]
        cid, _label = self.rnd.choice(forward or choices)
        h = await self.fake.click(self.user, panel, cid)
        # the bot edits the panel last, after any public post: then this step is complete
        await h.wait_for(lambda i: any(e.kind.startswith("edit") for e in i.events), timeout=15,
                         what="the panel edit")
        return h, token_of(cid)
