"""Imported card pools per server (issue 14, item 5): an operator imports a list for their server,
`/pool use` picks it, deck lists may then use its FULL cards, and a match carries the imported cards
it plays, so it restores after a restart even if the pool changes."""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from pathlib import Path

import pytest

from bot.cli import main as cli
from bot.service import MatchService, Player
from bot.storage import Store
from engine.api import get_game
from engine.games.nexa.cards import builtin_pool

LIST = Path(__file__).parents[1] / "fixtures" / "import" / "original_list.yaml"
ALICE, BOB = Player(1, "Alice"), Player(2, "Bob")
SERVER, OTHER = 7, 8


def _deck_text(swap_in: str) -> str:
    """The Titans deck with its three ゾロ swapped for three copies of an imported card."""
    pool = builtin_pool()
    counts = Counter(get_game("nexa").preconstructed()["titans-black"].cards)
    lines = [f"{n} {pool.cards[num].name_ja}" for num, n in counts.items() if pool.cards[num].name_ja != "ゾロ"]
    return "\n".join([*lines, f"3 {swap_in}"])


async def _import(db: Path, capsys: pytest.CaptureFixture[str], server: int = SERVER) -> dict[str, object]:
    """The operator's command, as typed (in a thread: the CLI runs its own event loop)."""
    assert await asyncio.to_thread(cli, ["cards", "import", str(LIST), "--game", "nexa", "--pool", "mine",
                                         "--server", str(server), "--db", str(db), "--json"]) == 0
    out: dict[str, object] = json.loads(capsys.readouterr().out)
    return out


async def test_the_cli_stores_an_imported_list_as_a_named_pool_of_that_server(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "s.db"
    out = await _import(db, capsys)
    assert (out["full"], out["partial"], out["failed"]) == (1, 1, 1)
    assert out["pool"] == {"name": "mine", "server": SERVER, "stored": 3}
    store = await Store.open(db)
    try:
        (pool,) = await store.list_pools(SERVER)
        assert (pool["name"], pool["game"], pool["report"]["full"]) == ("mine", "nexa", 1)
        assert await store.list_pools(OTHER) == []
        entries = {e["number"]: e for e in await store.pool_entries(SERVER, "nexa", "mine")}
        assert {n: e["status"] for n, e in entries.items()} == {"IMP-001": "full", "IMP-002": "failed",
                                                                 "IMP-003": "partial"}
        assert entries["IMP-001"]["def"] is not None and entries["IMP-002"]["def"] is None
        assert entries["IMP-002"]["card"]["text"]["ja"] == ["常駐：このカードは、満月の夜にだけ出撃できる。"]
    finally:
        await store.close()


def test_a_pool_name_that_could_ping_or_a_pool_without_a_server_is_a_usage_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        cli(["cards", "import", str(LIST), "--pool", "@everyone", "--server", "1", "--db", str(tmp_path / "x.db")])
    assert e.value.code == 2
    assert cli(["cards", "import", str(LIST), "--pool", "mine", "--db", str(tmp_path / "x.db")]) == 2
    assert "--server" in capsys.readouterr().err


async def test_lookups_find_imported_cards_with_their_status_only_where_the_pool_is_used(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "s.db"
    await _import(db, capsys)
    store = await Store.open(db)
    service = MatchService(store)
    try:
        assert await service.pools.active(SERVER, "nexa") is None
        assert await service.pools.use(SERVER, "nexa", "nope") is None
        pool = await service.pools.use(SERVER, "nexa", "mine")
        assert pool is not None and pool.full == 1
        card = pool.index.get("IMP-002")
        assert card is not None and card["imported"]["status"] == "failed"
        assert pool.index.get("NX-001") is not None  # the built-in cards are still found
        assert [v for _, v in pool.index.search("試作型ゾロ", "ja")][0] == "IMP-001"
        assert await service.pools.active(OTHER, "nexa") is None
        # the choice survives a restart
        fresh = MatchService(store)
        again = await fresh.pools.active(SERVER, "nexa")
        assert again is not None and again.name == "mine"
        listed = await fresh.pools.listing(SERVER)
        assert [(p["name"], p["active"]) for p in listed] == [("mine", True)]
        assert await fresh.pools.stop_using(SERVER, "nexa")
        assert await fresh.pools.active(SERVER, "nexa") is None
    finally:
        await store.close()


async def test_decks_may_use_full_imported_cards_only_in_the_server_that_uses_the_pool(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "s.db"
    await _import(db, capsys)
    store = await Store.open(db)
    service = MatchService(store)
    try:
        await service.pools.use(SERVER, "nexa", "mine")
        problems, count = await service.import_deck(ALICE.user_id, "imp", _deck_text("試作型ゾロ改"), "nexa", SERVER)
        assert (problems, count) == ([], 50)
        for not_playable in ("夜間強襲型ゲドラフ", "試作型ドムル"):  # failed and partial cards never play
            problems, _ = await service.import_deck(ALICE.user_id, "bad", _deck_text(not_playable), "nexa", SERVER)
            assert problems and not_playable in " ".join(problems)
        problems, _ = await service.import_deck(BOB.user_id, "imp", _deck_text("試作型ゾロ改"), "nexa", OTHER)
        assert problems and "試作型ゾロ改" in " ".join(problems)
    finally:
        await store.close()


async def test_a_match_carries_the_imported_cards_it_plays_and_restores_without_the_pool(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "s.db"
    await _import(db, capsys)
    store = await Store.open(db)
    service = MatchService(store)
    try:
        await service.pools.use(SERVER, "nexa", "mine")
        assert (await service.import_deck(ALICE.user_id, "imp", _deck_text("試作型ゾロ改"), "nexa", SERVER))[0] == []
        s = await service.new_match(channel_id=100, guild_id=SERVER, creator=ALICE, opponent=BOB, deck="imp",
                                    game="nexa", seed=5)
        assert await service.join(s, BOB, "zeon-green")
        assert [c["number"] for c in s.row.options["cards"]] == ["IMP-001"]
        assert s.match is not None
        state = s.match.state_json()
        assert "IMP-001" in json.dumps(state)
        await service.close()
        async with await Store.open(db) as other:  # the pool goes away: the match does not need it
            await other.delete_pool(SERVER, "nexa", "mine")
    finally:
        await store.close()
    store = await Store.open(db)
    try:
        restored = MatchService(store)
        (back,) = await restored.restore()
        assert back.match is not None and back.match.state_json() == state
    finally:
        await store.close()


async def test_a_match_may_name_a_pool_of_its_server_and_an_unknown_one_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from bot.service import ServiceError

    db = tmp_path / "s.db"
    await _import(db, capsys)
    store = await Store.open(db)
    service = MatchService(store)
    try:
        with pytest.raises(ServiceError) as e:
            await service.new_match(channel_id=100, guild_id=SERVER, creator=ALICE, game="nexa", pool="other")
        assert e.value.key == "errors.unknown_pool"
        with pytest.raises(ServiceError):  # a pool of another server is not this server's
            await service.new_match(channel_id=100, guild_id=OTHER, creator=ALICE, game="nexa", pool="mine")
        # not the server's active pool, but named by the match: its FULL cards play there
        await service.pools.use(SERVER, "nexa", "mine")
        assert (await service.import_deck(ALICE.user_id, "imp", _deck_text("試作型ゾロ改"), "nexa", SERVER))[0] == []
        await service.pools.stop_using(SERVER, "nexa")
        s = await service.new_match(channel_id=100, guild_id=SERVER, creator=ALICE, opponent=BOB, deck="imp",
                                    game="nexa", seed=5, pool="mine")
        assert await service.join(s, BOB, "zeon-green")
        assert [c["number"] for c in s.row.options["cards"]] == ["IMP-001"]
        await service.close()
    finally:
        await store.close()
