"""End-to-end (issue 15) beyond NEX-A: a complete Code of Joker match against Sortie on the fake Discord,
with a restart while Sortie is to decide and a scan for its hand; in the three-seat Zeta game Sortie
fills the two empty seats, or the one a human invitee leaves."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from e2e_support import Player, buttons, seed_matches, sortie_bot
from fake_discord import FakeDiscord
from test_e2e_ai import alice_to_move, ended

from engine.api import Match, card_catalogue

pytestmark = pytest.mark.e2e


def _texts(obj: Any, out: set[str]) -> None:
    if isinstance(obj, str):
        out.add(obj)
    elif isinstance(obj, dict):
        for v in obj.values():
            _texts(v, out)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            _texts(v, out)


def _seen(log: dict[str, Any]) -> dict[int | None, str]:
    """Every string each viewer's views (and a decider's own choices) showed over the match so far."""
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
    return {v: "\n".join(sorted(x)) for v, x in seen.items()}


def _visible(msgs: list[Any]) -> str:
    out: list[str] = []
    for m in msgs:
        for ver in [m, *getattr(m, "history", [])]:
            get = ver.get if isinstance(ver, dict) else (lambda k, v=ver: getattr(v, k, None))
            out.append(str(get("content") or ""))
            out.extend(str(e) for e in (get("embeds") or []))
            out.append(str(get("components") or ""))
    return "\n".join(out)


def scan(fake: FakeDiscord, log: dict[str, Any], mid_match: bool) -> None:
    """No card name that alice's views never showed reached her, nor one no public view showed a public
    message; mid-match Sortie must hold cards alice never saw, or the scan would prove nothing."""
    seen = _seen(log)
    names = {n for c in card_catalogue("coj") for n in c["name"].values() if len(n) >= 3}
    hidden_from_alice = {n for n in names if n not in seen[0]}
    ai_hand = {n for n in hidden_from_alice if n in seen[1]}
    if mid_match:
        assert ai_hand, "Sortie kept no card secret from alice"
    public = _visible([m for m in fake.all_messages() if not m.ephemeral])
    problems = [f"public: {n!r}" for n in sorted(names - set(seen[None].splitlines())) if n in public
                and n not in seen[None]]
    mine = _visible(fake.visible_to(fake.alice))
    problems += [f"alice saw {n!r}" for n in sorted(hidden_from_alice) if n in mine]
    assert not problems, problems[:20]


async def test_a_coj_match_against_sortie_survives_a_restart_and_hides_sortie_hand(
        fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    db = tmp_path / "s.sqlite3"
    seed_matches(monkeypatch, 33)
    alice = Player(fake, fake.alice, fake.matches, random.Random(6))
    monkeypatch.setenv("SORTIE_AI_SECONDS", "3")  # long enough to restart while it thinks
    monkeypatch.setenv("SORTIE_AI_ITERATIONS", "100000000")
    async with sortie_bot(fake, db) as bot:
        h = await fake.slash(fake.alice, fake.matches, "match", sub="new",
                             options={"game": "coj", "opponent": fake.bot_user, "level": "hard"})
        await h.wait_followups(1, timeout=15)
        s = bot.service.session_in(fake.matches.id)
        assert s is not None and s.row.status == "active" and s.row.game == "coj"
        assert s.row.players[1]["ai"] == "hard" and s.row.players[1]["user_id"] == fake.bot_user.id
        mid = s.id
        for _ in range(200):
            assert await alice_to_move(fake, alice)
            await alice.act(await alice.open_panel())
            d = s.decision_for(1)
            if d is not None and len(d.actions) > 1 and s.match is not None and s.match.state.phase == "main":
                break
        else:
            raise AssertionError("Sortie never had a real choice")
        assert s.match is not None
        before = len(s.match.log)
        scan(fake, s.match.log_json(), mid_match=True)
    monkeypatch.setenv("SORTIE_AI_SECONDS", "0.05")
    async with sortie_bot(fake, db) as bot:
        s = bot.service.by_id[mid]
        assert s.row.players[1]["ai"] == "hard"
        assert await alice_to_move(fake, alice)
        assert s.match is not None
        assert len(s.match.log) > before and s.match.log[before][0] == 1  # Sortie acted first, alone
        for _ in range(400):
            if not await alice_to_move(fake, alice):
                break
            await alice.act(await alice.open_panel())
        assert ended(fake), "the match did not end"
        row = await bot.store.get_match(mid)
        assert row is not None and row.status == "finished"
        scan(fake, s.match.log_json(), mid_match=False)


@pytest.mark.parametrize("invite_bob", [False, True])
async def test_sortie_takes_one_or_two_zeta_seats(invite_bob: bool, fake_discord: FakeDiscord, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Zeta seats three: `level:` alone seats Sortie twice; with a human invitee, Sortie takes the third
    seat once the invitee joins. Sortie's seats then decide by themselves (the bomb, the armament)."""
    fake = fake_discord
    seed_matches(monkeypatch, 5)
    monkeypatch.setenv("SORTIE_AI_SECONDS", "0.05")
    async with sortie_bot(fake, tmp_path / "z.sqlite3") as bot:
        opts: dict[str, Any] = {"game": "zeta", "level": "easy"}
        if invite_bob:
            opts["opponent"] = fake.bob
        h = await fake.slash(fake.alice, fake.matches, "match", sub="new", options=opts)
        await h.wait_followups(1, timeout=15)
        s = bot.service.session_in(fake.matches.id)
        assert s is not None
        if invite_bob:
            j = await fake.slash(fake.bob, fake.matches, "match", sub="join", options={})
            await j.wait_followups(1, timeout=15)
        await fake.wait_until(lambda: s.row.status == "active", timeout=15, what="the match start")
        ai = [i for i, p in enumerate(s.row.players) if p.get("ai")]
        humans = [p["user_id"] for p in s.row.players if not p.get("ai")]
        assert len(s.row.players) == 3
        assert len(ai) == (1 if invite_bob else 2) and all(s.row.players[i]["ai"] == "easy" for i in ai)
        assert humans == ([fake.alice.id, fake.bob.id] if invite_bob else [fake.alice.id])
        assert len({p["user_id"] for p in s.row.players}) == 3
        # the humans answer (through the service) until every Sortie seat has acted by itself
        rnd = random.Random(3)
        for _ in range(300):
            await bot.ai.settle()
            assert s.match is not None
            if {seat for seat, _ in s.match.log} >= set(ai):
                break
            deciding = s.deciding()
            assert deciding and not any(s.row.players[i].get("ai") for i in deciding), "Sortie did not answer"
            seat = deciding[0]
            d = s.decision_for(seat)
            assert d is not None
            forward = [a.token for a in d.actions if a.role != "undo"] or d.tokens()
            await bot.service.act(s, int(s.row.players[seat]["user_id"]), rnd.choice(forward), s.version)
        else:
            raise AssertionError("a Sortie seat never acted")
        assert not ended(fake)
        assert buttons(fake.messages(fake.matches)[-1])
