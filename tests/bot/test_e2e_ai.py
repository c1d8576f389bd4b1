"""End-to-end (issue 15): a complete match against Sortie on the fake Discord, played by alice only
through interactions; Sortie never shows its hand publicly or to alice; the bot restarts while Sortie
is to decide, and the restarted bot's Sortie carries on by itself."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest
from e2e_support import Knowledge, Player, buttons, leaks, seed_matches, sortie_bot
from fake_discord import FakeDiscord

pytestmark = pytest.mark.e2e


def ended(fake: FakeDiscord) -> bool:
    return any(cid.endswith(":rematch") for m in fake.messages(fake.matches) for cid, _ in buttons(m))


async def alice_to_move(fake: FakeDiscord, alice: Player, timeout: float = 60.0) -> bool:
    """Wait until the latest public prompt names alice (True) or the match is over (False)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while loop.time() < end:
        if ended(fake):
            return False
        try:
            if alice.decider([fake.alice]) is not None:
                return True
        except AssertionError:
            pass  # no prompt yet
        await asyncio.sleep(0.05)
    raise AssertionError("Sortie never handed the decision back to alice")


async def test_a_match_against_sortie_survives_a_restart_and_hides_sortie_hand(
        fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    db = tmp_path / "s.sqlite3"
    seed_matches(monkeypatch, 21)
    alice = Player(fake, fake.alice, fake.matches, random.Random(4))
    monkeypatch.setenv("SORTIE_AI_SECONDS", "3")  # long enough to restart while it thinks
    monkeypatch.setenv("SORTIE_AI_ITERATIONS", "100000000")  # the time, not the iterations, ends the search
    async with sortie_bot(fake, db) as bot:
        h = await fake.slash(fake.alice, fake.matches, "match", sub="new",
                             options={"game": "nexa", "deck": "federation-blue", "opponent": fake.bot_user,
                                      "level": "hard"})
        await h.wait_followups(1, timeout=15)
        s = bot.service.session_in(fake.matches.id)
        assert s is not None and s.row.status == "active"
        assert s.row.players[1]["ai"] == "hard" and s.row.players[1]["user_id"] == fake.bot_user.id
        mid = s.id
        # alice plays until her action leaves Sortie to decide (a real choice): then the bot goes down
        for _ in range(200):
            assert await alice_to_move(fake, alice)
            await alice.act(await alice.open_panel())
            d = s.decision_for(1)
            if d is not None and len(d.actions) > 1:
                break
        else:
            raise AssertionError("Sortie never had a real choice")
        before = len(s.match.log)
        scan(fake, s.match.log_json(), mid_match=True)
    # a new process on the same database: Sortie's seat is read from the match row and it moves again
    monkeypatch.setenv("SORTIE_AI_SECONDS", "0.05")
    async with sortie_bot(fake, db) as bot:
        s = bot.service.by_id[mid]
        assert s.row.players[1]["ai"] == "hard"
        assert await alice_to_move(fake, alice)
        assert len(s.match.log) > before and s.match.log[before][0] == 1  # Sortie acted first, alone
        for _ in range(400):
            if not await alice_to_move(fake, alice):
                break
            await alice.act(await alice.open_panel())
        assert ended(fake), "the match did not end"
        row = await bot.store.get_match(mid)
        assert row is not None and row.status == "finished" and row.winner in (0, 1)
        scan(fake, s.match.log_json(), mid_match=False)


def scan(fake: FakeDiscord, log: dict[str, Any], mid_match: bool) -> None:
    """Sortie's hand (and every card alice never saw) reached no public message and nothing alice saw.

    Mid-match Sortie must hold secrets, or the scan proves nothing; by the end of a long game alice
    may have seen every card, and the instance ids of cards still unseen remain to check."""
    k = Knowledge(log)
    hidden_from_alice = k.secrets(0)
    if mid_match:
        assert hidden_from_alice[0] and hidden_from_alice[2], "Sortie kept no card secret from alice"
    public = [m for m in fake.all_messages() if not m.ephemeral]
    problems = leaks(public, *k.secrets(None)) + leaks(fake.visible_to(fake.alice), *hidden_from_alice)
    assert not problems, "\n".join(problems[:20])


