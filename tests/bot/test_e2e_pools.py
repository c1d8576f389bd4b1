"""End-to-end (issue 14, item 5): an operator imports a card list for a server; the server picks it
with /pool, /card finds its cards marked with their status, and /deck import accepts its FULL cards."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from e2e_support import sortie_bot
from fake_discord import FakeDiscord

from bot.cli import main as cli
from bot.i18n import lang_for, t

pytestmark = pytest.mark.e2e
LIST = Path(__file__).parents[1] / "fixtures" / "import" / "original_list.yaml"


async def private_text(h: Any) -> str:
    await h.wait_for(lambda i: any(m.ephemeral and not m.loading for m in i.messages), timeout=10,
                     what="a private answer")
    return "\n".join({m.id: m.content for m in h.messages if m.ephemeral and not m.loading}.values())


def deck_with(name: str) -> str:
    """The Titans deck with its three ゾロ swapped for three copies of `name`, as pasted text."""
    from collections import Counter

    from engine.api import get_game
    from engine.games.nexa.cards import builtin_pool

    pool = builtin_pool()
    counts = Counter(get_game("nexa").preconstructed()["titans-black"].cards)
    lines = [f"{n} {pool.cards[num].name_ja}" for num, n in counts.items() if pool.cards[num].name_ja != "ゾロ"]
    return ";".join([*lines, f"3 {name}"])


async def test_a_server_picks_its_imported_pool_and_plays_with_it(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    db = tmp_path / "s.sqlite3"
    async with sortie_bot(fake, db) as bot:
        h = await fake.slash(fake.alice, fake.general, "pool", sub="list")
        assert t("pool.none", lang_for(fake.alice.locale)) in await private_text(h)
        # the operator imports while the bot runs
        assert await asyncio.to_thread(cli, ["cards", "import", str(LIST), "--game", "nexa", "--pool", "mine",
                                             "--server", str(fake.guild.id), "--db", str(db)]) == 0
        h = await fake.slash(fake.alice, fake.general, "pool", sub="list")
        listed = await private_text(h)
        assert "mine" in listed and "1 of 3" in listed and "(in use)" not in listed

        # before the pool is used, its cards are unknown here
        h = await fake.slash(fake.alice, fake.general, "card", options={"name": "IMP-001"})
        assert "No card named" in (await h.wait_message(timeout=10)).content

        # only a member who can manage channels picks the pool
        h = await fake.slash(fake.alice, fake.general, "pool", sub="use", options={"name": "mine"})
        assert await private_text(h) == t("errors.pool_managers_only", "en")
        h = await fake.slash(fake.carol, fake.general, "pool", sub="use", options={"name": "nope"})
        assert "nope" in await private_text(h)
        h = await fake.slash(fake.carol, fake.general, "pool", sub="use", options={"name": "mine"})
        msg = await h.wait_message(timeout=10)
        assert not msg.ephemeral and "mine" in msg.content and "1 of its 3" in msg.content
        assert (await bot.service.pools.active(fake.guild.id, "nexa")) is not None

        # /card finds imported cards, each saying whether it plays
        for number, status in (("IMP-001", "FULL"), ("IMP-002", "FAILED"), ("IMP-003", "PARTIAL")):
            h = await fake.slash(fake.alice, fake.general, "card", options={"name": number})
            (msg,) = await h.wait_followups(1, timeout=10)
            fields = {f["name"]: f["value"] for f in msg.embeds[0]["fields"]}
            assert fields["Imported"].startswith(f"pool mine: {status}"), fields
        got = await fake.autocomplete(fake.alice, fake.general, "card", focused="name", options={"name": "試作型"})
        assert "IMP-001" in [c["value"] for c in await got.wait_choices()]

        # a deck may use the FULL card, not the others
        h = await fake.slash(fake.alice, fake.general, "deck", sub="import",
                             options={"name": "imp", "text": deck_with("試作型ゾロ改")})
        (msg,) = await h.wait_followups(1, timeout=10)
        assert msg.content == "Deck imp saved (50 cards)."
        h = await fake.slash(fake.alice, fake.general, "deck", sub="import",
                             options={"name": "bad", "text": deck_with("夜間強襲型ゲドラフ")})
        (msg,) = await h.wait_followups(1, timeout=10)
        assert "夜間強襲型ゲドラフ" in msg.content and await bot.store.get_deck(fake.alice.id, "bad") is None

        # a match may name a pool of its server; an unknown one is refused and opens nothing
        h = await fake.slash(fake.alice, fake.matches, "match", sub="new", options={"pool": "nope"})
        assert "nope" in await private_text(h) and bot.service.session_in(fake.matches.id) is None
        h = await fake.slash(fake.alice, fake.matches, "match", sub="new", options={"pool": "mine", "deck": "imp"})
        await private_text(h)
        s = bot.service.session_in(fake.matches.id)
        assert s is not None and s.row.options.get("pool") == "mine"

        h = await fake.slash(fake.carol, fake.general, "pool", sub="off")
        msg = await h.wait_message(timeout=10)
        assert msg.content == t("pool.off", "en")
        h = await fake.slash(fake.alice, fake.general, "card", options={"name": "IMP-001"})
        assert "No card named" in (await h.wait_message(timeout=10)).content
