"""End-to-end: every registered game is playable in Discord through the generic bot alone.

For each game (its own folders plus one registration, nothing in bot/ names it): a match opened with
`/match new game:`, joined by as many players as the game seats, played to its end only through
clicks on private panels, looked at by a spectator (`/match status`, `/card`), and afterwards a scan
of everything each user could see for a name no view of theirs ever showed (a hidden card, a secret
choice). NEX-A has its own, deeper tests (test_e2e_matches.py); it runs here too as the reference.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from e2e_support import Table, buttons, i18n_gaps, seed_matches, sortie_bot
from fake_discord import FakeDiscord

from engine.api import Match, card_catalogue, game_names, get_game

pytestmark = pytest.mark.e2e
MAX_STEPS = 260  # decisions before the test concedes for a player (a concession ends a match too)


@pytest.fixture(autouse=True)
def _every_text_complete(caplog: pytest.LogCaptureFixture) -> Any:
    yield
    assert not i18n_gaps(caplog.records), i18n_gaps(caplog.records)


def _texts(obj: Any, out: set[str]) -> None:
    if isinstance(obj, str):
        out.add(obj)
    elif isinstance(obj, dict):
        for v in obj.values():
            _texts(v, out)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            _texts(v, out)


def seen_by_viewer(log: dict[str, Any]) -> dict[int | None, str]:
    """Replay the log; every string each viewer's views (and, for a decider, its choices) ever showed."""
    m = Match.start(log["game"], log["players"], log["decks"], int(log["seed"]), log.get("options"))
    viewers: list[int | None] = [*range(len(log["players"])), None]
    seen: dict[int | None, set[str]] = {v: set() for v in viewers}

    def look() -> None:
        for v in viewers:
            _texts(m.view(v), seen[v])
        for d in m.decisions():
            for a in d.actions:
                _texts(a.label, seen[d.player])

    look()
    for seat, token in log["actions"]:
        m.apply(int(seat), str(token))
        look()
    return {v: "\n".join(sorted(s)) for v, s in seen.items()}


def visible_text(msgs: list[Any]) -> str:
    out: list[str] = []
    for m in msgs:
        out.append(m.content or "")
        out.extend(str(e) for e in (m.embeds or []))
        out.extend(label for _cid, label in buttons(m))
    return "\n".join(out)


@pytest.mark.parametrize("game", game_names())
async def test_a_complete_match_of_every_game_with_a_spectator_and_no_leak(
        game: str, fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    seed_matches(monkeypatch, 21)
    info = get_game(game).info
    presets = sorted(get_game(game).preconstructed())
    users = [fake.alice, fake.bob, fake.add_user("dave", global_name="Dave")][:info.max_players]
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        opts: dict[str, Any] = {"game": game, "opponent": users[1]}
        if presets:
            opts["deck"] = presets[0]
        h = await fake.slash(users[0], fake.matches, "match", sub="new", options=opts)
        await h.wait_followups(2, timeout=15)
        for i, joiner in enumerate(users[1:], start=1):
            jopts = {"deck": presets[i % len(presets)]} if presets else {}
            j = await fake.slash(joiner, fake.matches, "match", sub="join", options=jopts)
            await j.wait_followups(2, timeout=15)
        s = bot.service.session_in(fake.matches.id)
        assert s is not None and s.match is not None and s.row.game == game
        assert [p["user_id"] for p in s.row.players] == [u.id for u in users]

        table = Table(fake, fake.matches, users, random.Random(5))
        await table.play(20)
        # a spectator looks at the board and up a card; nothing it does acts in the match
        before = s.version
        st = await fake.slash(fake.carol, fake.matches, "match", sub="status")
        (status,) = await st.wait_followups(1, timeout=15)
        assert status.ephemeral and status.attachments, status.content
        catalogue = card_catalogue(game)
        if catalogue:
            name = str(catalogue[0]["card"])  # by number: exactly that card
            c = await fake.slash(fake.carol, fake.matches, "card", options={"name": name, "game": game})
            (card,) = await c.wait_followups(1, timeout=15)
            assert card.embeds or card.attachments, card.content
        assert s.version == before
        await table.play(MAX_STEPS)
        if not s.match.is_over():  # a long game: the first player concedes, which ends it too
            h = await fake.slash(users[0], fake.matches, "match", sub="concede")
            await h.wait_followups(1, timeout=15)
        await fake.wait_until(lambda: bot.service.session_in(fake.matches.id) is None, timeout=15,
                              what="the end of the match")
        out = s.match.outcome()
        assert out is not None and len(out.ranks) == len(users)
        end = fake.messages(fake.matches)[-1]
        assert s.match.game.end_text(out, [p["name"] for p in s.row.players], "en") in end.content
        row = await bot.store.get_match(s.id)
        assert row is not None and row.status == "finished"

        # no user ever received a name that none of their views showed
        log = s.match.log_json()
        seen = seen_by_viewer(log)
        looked_up: set[str] = set()
        _texts(catalogue[0] if catalogue else {}, looked_up)  # the public /card answer showed all of it
        shown = "\n".join(looked_up)
        names = {n for c in catalogue for n in c["name"].values() if len(n) >= 3 and n not in shown}
        problems = []
        if info.hidden_information and info.setup == "decks":  # else the scan would prove nothing
            assert len({n for n in names if n not in seen[None]}) >= 4
        for viewer, user in [*enumerate(users), (None, fake.carol)]:
            secret = {n for n in names if n not in seen[viewer]}
            text = visible_text(fake.visible_to(user))
            problems += [f"{user.username} saw {n!r}" for n in sorted(secret) if n in text]
        assert not problems, problems[:20]


@pytest.mark.parametrize("game", game_names())
async def test_every_game_survives_a_restart_mid_match(
        game: str, fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot stops in the middle of a match and starts again on the same database: the match is
    rebuilt from its log (same state), the panel buttons shown before still work, and it plays on."""
    fake = fake_discord
    seed_matches(monkeypatch, 23)
    info = get_game(game).info
    presets = sorted(get_game(game).preconstructed())
    users = [fake.alice, fake.bob, fake.add_user("erin", global_name="Erin")][:info.max_players]
    db = tmp_path / "s.sqlite3"
    async with sortie_bot(fake, db) as bot:
        opts: dict[str, Any] = {"game": game, "opponent": users[1], **({"deck": presets[0]} if presets else {})}
        await (await fake.slash(users[0], fake.matches, "match", sub="new", options=opts)).wait_followups(2, timeout=15)
        for i, joiner in enumerate(users[1:], start=1):
            jopts = {"deck": presets[i % len(presets)]} if presets else {}
            await (await fake.slash(joiner, fake.matches, "match", sub="join", options=jopts)).wait_followups(
                2, timeout=15)
        table = Table(fake, fake.matches, users, random.Random(9))
        await table.play(12)
        s = bot.service.session_in(fake.matches.id)
        assert s is not None and s.match is not None and not s.match.is_over()
        state_hash, version, mid = s.match.hash(), s.version, s.id
    async with sortie_bot(fake, db) as bot:
        s = bot.service.by_id[mid]
        assert s.match is not None and s.match.hash() == state_hash and s.version == version
        steps = await table.play(30)  # the panels opened before the restart are used where they still apply
        assert steps > 0 and s.version > version
