"""End-to-end: a classic Gundam War match (`/match new game:classic`) on the fake Discord has every
feature a NEX-A match has: private panels and buttons, typed orders (`/attack`, `/play` by name,
`/pass`), a board with every public post (after each step), a spectator, decision timers (a timeout
applies the safe default and says so publicly), `/card` and `/rule` for classic, and panel buttons
that survive a restart. Afterwards, a scan of everything each user could see for a card name none of
their views ever showed."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path
from typing import Any

import pytest
from e2e_support import Table, buttons, i18n_gaps, open_match, seed_matches, sortie_bot, sx_buttons, token_of
from fake_discord import FakeDiscord

from bot.glossary import lookup
from bot.i18n import lang_for, t
from engine.api import Match, card_catalogue

pytestmark = pytest.mark.e2e
PNG = b"\x89PNG\r\n\x1a\n"
GLOSSARY = "bot.games.classic"
STEP = re.compile(r"[（(]([0-4](?:-[0-9]){0,2})[)）]")


@pytest.fixture(autouse=True)
def _every_text_complete(caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> Any:
    seed_matches(monkeypatch, 31)
    yield
    assert not i18n_gaps(caplog.records), i18n_gaps(caplog.records)


def said(key: str, user: Any, **kw: Any) -> str:
    return t(key, lang_for(user.locale), **kw)


async def answered(h: Any) -> str:
    await h.wait_for(lambda i: any(m.ephemeral and not m.loading for m in i.messages), timeout=15,
                     what="a private answer")
    return "\n".join({m.id: m.content for m in h.messages if m.ephemeral and not m.loading}.values())


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
    """Replay the log: every string each viewer's views (and the decider's choices) ever showed."""
    m = Match.start(log["game"], log["players"], log["decks"], int(log["seed"]), log.get("options"))
    seen: dict[int | None, set[str]] = {0: set(), 1: set(), None: set()}

    def look() -> None:
        for v in seen:
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
        for ver in [{"content": m.content, "embeds": m.embeds}, *m.history]:
            out.append(str(ver.get("content") or ""))
            out.extend(str(e) for e in (ver.get("embeds") or []))
        out.extend(label for _cid, label in buttons(m))
    return "\n".join(out)


async def test_a_classic_match_has_every_feature_of_a_nexa_match(
        fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    db = tmp_path / "s.sqlite3"
    users = [fake.alice, fake.bob]
    async with sortie_bot(fake, db) as bot:
        bot.service.tick = 0.05
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob, game="classic", deck="blue",
                                    opponent_deck="green", timer=30)
        assert s.row.game == "classic" and s.row.timer_seconds == 30
        table = Table(fake, where, users, random.Random(3))
        first_post = len(fake.messages(where))

        def deciding() -> Any:
            d = s.decision()
            return next(u for u in users if s.seat_of(u.id) == d.player)

        # panels and buttons: the opening hands are kept through private panels
        await table.play(2)
        assert s.match.decision() is None or s.match.decision().kind != "redraw"

        # /play by a card's name (either language): the engine's action names its card
        def can_play() -> bool:
            d = s.decision()
            return d is not None and any(a.kind in ("play", "g") for a in d.actions)

        await table.play(60, until=can_play)
        assert can_play(), "nothing to play came up"
        who = deciding()
        seat = s.seat_of(who.id)
        act = next(a for a in s.decision().actions if a.kind in ("play", "g"))
        assert act.subject is not None
        same = [a for a in s.decision().actions if a.kind in ("play", "g") and a.subject == act.subject]
        n = len(s.match.log)
        h = await fake.slash(who, where, "play", options={"card": act.subject["ja" if who is fake.bob else "en"]})
        await answered(h)
        assert s.match.log[n][0] == seat and s.match.log[n][1] in [a.token for a in same]
        table.panels.clear()

        # /attack space: earth: ring: the typed sortie order, by unit name, for the attacker (4-1-3)
        def can_attack() -> bool:
            d = s.decision()
            return d is not None and d.kind in ("attack", "defend") and any(x.count(":") == 2 for x in d.tokens())

        await table.play(200, until=can_attack)
        assert can_attack(), "no sortie came up"
        who = deciding()
        seat = s.seat_of(who.id)
        other = fake.bob if who is fake.alice else fake.alice
        tok = next(x for x in s.decision().tokens() if x.count(":") == 2)
        iid, area = int(tok.split(":")[1]), tok.split(":")[2]
        unit = next(u for u in s.match.view(seat)["players"][seat]["deploy"] if u["iid"] == iid)
        h = await fake.slash(other, where, "attack", options={area: unit["name"]["en"]})
        assert (await h.wait_message(timeout=10)).content == said("errors.not_your_decision", other)
        h = await fake.slash(who, where, "attack", options={area: "No Such Unit"})
        assert (await h.wait_message(timeout=10)).content == said("errors.unknown_unit", who, name="No Such Unit")
        n = len(s.match.log)
        h = await fake.slash(who, where, "attack", options={area: unit["name"]["ja"]})
        await answered(h)
        assert s.match.log[n:n + 2] == [(seat, tok), (seat, "sortie:done")]
        table.panels.clear()

        # a spectator: the status board (a PNG), and [My panel] is refused
        before = s.version
        h = await fake.slash(fake.carol, where, "match", sub="status")
        (status,) = await h.wait_followups(1, timeout=10)
        assert status.ephemeral and status.attachments and status.attachments[0].data.startswith(PNG)
        prompt = table.latest_prompt()
        pid = next(cid for cid, _ in buttons(prompt) if cid.startswith("sp:"))
        refusal = await (await fake.click(fake.carol, prompt, pid)).wait_message(timeout=10)
        assert refusal.ephemeral and "not a player" in refusal.content
        assert s.version == before

        # /card and /rule for classic: the card face, and the classic pages' meaning of a term
        c = await fake.slash(fake.carol, where, "card", options={"name": "B25", "game": "classic"})
        (card,) = await c.wait_followups(1, timeout=10)
        assert card.embeds and card.attachments and card.attachments[0].data.startswith(PNG)
        assert "Emergency Recovery" in str(card.embeds[0])
        supply = lookup("補給", GLOSSARY)
        assert supply is not None
        h = await fake.slash(fake.alice, where, "rule", options={"term": "supply"})  # this channel's game
        (embed,) = (await h.wait_message(timeout=10)).embeds
        assert embed["title"] == "補給(X) | Supply (X)" and embed["description"] == supply.text_en
        h = await fake.slash(fake.bob, fake.general, "rule", options={"term": "ハンガー", "game": "classic"})
        (embed,) = (await h.wait_message(timeout=10)).embeds
        hangar = lookup("ハンガー", GLOSSARY)
        assert hangar is not None and embed["description"] == hangar.text_ja
        assert hangar.text_ja != (lookup("ハンガー") or hangar).text_ja  # not NEX-A's entry
        h = await fake.autocomplete(fake.alice, where, "rule", focused="term", options={"term": "補給"})
        assert {"name": "Supply (X) (補給(X))", "value": "補給(X)"} in await h.wait_choices()

        # a timer: the decider runs out of time; the safe default (pass) is applied and said publicly
        await table.play(60, until=lambda: s.decision() is not None and "pass" in s.decision().tokens())
        who = deciding()
        seat = s.seat_of(who.id)
        v0, n0 = s.version, len(s.match.log)
        s.deadline = time.monotonic() + 0.3
        await fake.wait_until(lambda: s.version > v0, timeout=10, what="the deadline's default")
        await fake.wait_until(lambda: "ran out of time" in fake.messages(where)[-1].content, timeout=10,
                              what="the public timeout post")
        assert s.match.log[n0] == (seat, "pass")
        post = fake.messages(where)[-1]
        assert f"<@{who.id}> ran out of time: passed." in post.content and post.attachments
        assert post in fake.visible_to(fake.carol)
        table.panels.clear()

        # restart-proof buttons: a panel opened before the restart still acts after it
        await table.play(10)
        who = table.decider()
        assert who is not None
        panel = await table.open_panel(who)
        held = sx_buttons(panel)
        assert held
        state_hash, version, mid = s.match.hash(), s.version, s.id
    async with sortie_bot(fake, db) as bot:
        s = bot.service.by_id[mid]
        assert s.match is not None and s.match.hash() == state_hash and s.version == version
        cid = next(c for c, _ in held if token_of(c) not in ("cancel",))
        n = len(s.match.log)
        h = await fake.click(who, panel, cid)
        await h.wait_for(lambda i: any(e.kind.startswith("edit") for e in i.events), timeout=15, what="the edit")
        assert s.match.log[n] == (s.seat_of(who.id), token_of(cid))
        table.panels.clear()

        # on to the end (a long game: the first player concedes)
        await table.play(400)
        if not s.match.is_over():
            await (await fake.slash(fake.alice, where, "match", sub="concede")).wait_followups(1, timeout=15)
        await fake.wait_until(lambda: bot.service.session_in(where.id) is None, timeout=15, what="the end")
        assert (await bot.store.get_match(s.id)).status == "finished"  # type: ignore[union-attr]

        # a board with every public post: each step that changed something is shown as an image
        posts = [m for m in fake.messages(where)[first_post:] if not m.ephemeral and m.author.id == fake.bot_user.id]
        assert posts and all(any(a.data.startswith(PNG) for a in m.attachments) for m in posts if sx_or_prompt(m))
        steps = {x for m in posts for x in STEP.findall(m.content)}
        assert {"3-2", "4-1-3"} <= steps, steps

        # no user ever received a card name none of their views showed
        log = s.match.log_json()
        seen = seen_by_viewer(log)
        shown: set[str] = set()
        _texts(next(c for c in card_catalogue("classic") if c["card"] == "B25"), shown)
        names = {n for c in card_catalogue("classic") for n in c["name"].values() if len(n) >= 3} - shown
        assert len({n for n in names if n not in seen[None]}) >= 4
        problems = []
        for viewer, user in [(0, fake.alice), (1, fake.bob), (None, fake.carol)]:
            secret = {n for n in names if n not in seen[viewer]}
            text = visible_text(fake.visible_to(user))
            problems += [f"{user.username} saw {n!r}" for n in sorted(secret) if n in text]
        assert not problems, problems[:20]


def sx_or_prompt(msg: Any) -> bool:
    """A public post of the match (its prompt carries the [My panel] button)."""
    return any(cid.startswith("sp:") for cid, _ in buttons(msg))
