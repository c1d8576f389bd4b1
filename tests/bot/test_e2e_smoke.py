"""End-to-end: the real discord.py client against the fake Discord, through interactions only."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from e2e_support import Player, buttons, sortie_bot
from fake_discord import FakeDiscord

pytestmark = pytest.mark.e2e


async def test_a_match_opens_starts_and_the_first_decisions_go_through_private_panels(
        fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3"):
        h = await fake.slash(fake.alice, fake.matches, "match", sub="new",
                             options={"game": "nexa", "opponent": fake.bob, "deck": "federation-blue"})
        await h.wait_followups(2, timeout=10)
        lobby = fake.messages(fake.matches)[-1]
        assert any(cid.endswith(":join") for cid, _ in buttons(lobby))
        j = await fake.slash(fake.bob, fake.matches, "match", sub="join", options={"deck": "zeon-green"})
        await j.wait_followups(2, timeout=15)
        board = fake.messages(fake.matches)[-1]
        assert board.attachments and board.attachments[0].filename.startswith("board-")
        rnd = random.Random(1)
        players = {fake.alice.id: Player(fake, fake.alice, fake.matches, rnd),
                   fake.bob.id: Player(fake, fake.bob, fake.matches, rnd)}
        # the prompt names who decides; that player opens the panel and acts
        for _ in range(6):
            who = players[fake.alice.id].decider([fake.alice, fake.bob])
            assert who is not None
            panel = await players[who.id].open_panel()
            assert panel.ephemeral and panel.ephemeral_to == who.id
            await players[who.id].act(panel)
        # a third user's click is refused privately and changes nothing
        prompt = players[fake.alice.id].latest_prompt()
        pid = next(cid for cid, _ in buttons(prompt) if cid.startswith("sp:"))
        c = await fake.click(fake.carol, prompt, pid)
        msg = await c.wait_message(timeout=10)
        assert msg.ephemeral and "not a player" in msg.content.lower()
