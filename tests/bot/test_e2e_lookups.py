"""End-to-end: the lookups (/card, /rule) with autocomplete, and the typed alternatives to the
buttons (/play with its autocomplete, /sortie, /pass) with /match status and /match log."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from e2e_support import Table, i18n_gaps, open_match, seed_matches, sortie_bot
from fake_discord import FakeDiscord

from bot.glossary import lookup
from bot.i18n import lang_for, t
from engine.api import card_catalogue

pytestmark = pytest.mark.e2e

PLAY_KINDS = ("play", "g", "act")
PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(autouse=True)
def _every_text_complete(caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> Any:
    seed_matches(monkeypatch, 21)  # the same games on every run
    yield
    assert not i18n_gaps(caplog.records), i18n_gaps(caplog.records)


def said(key: str, user: Any, **kw: Any) -> str:
    return t(key, lang_for(user.locale), **kw)


async def choices(fake: FakeDiscord, user: Any, channel: Any, name: str, focused: str, value: str,
                  **kw: Any) -> list[dict[str, Any]]:
    h = await fake.autocomplete(user, channel, name, focused=focused, options={focused: value}, **kw)
    got = await h.wait_choices()
    assert len(got) <= 25
    return got


# -- /card -----------------------------------------------------------------------------------------

async def test_card_lookup_with_autocomplete_public_or_private(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    catalogue = {c["card"]: c for c in card_catalogue("nexa")}
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        assert bot.service.session_in(fake.general.id) is None  # a channel without a match
        ja = await choices(fake, fake.bob, fake.general, "card", "name", "ガンダム")
        assert len(ja) == 25  # more cards match; Discord allows 25
        assert ja[0] == {"name": "ガンダム [NX-001]", "value": "NX-001"}
        assert all(c["value"] in catalogue and "ガンダム" in catalogue[c["value"]]["name"]["ja"] for c in ja[:5])
        en = await choices(fake, fake.alice, fake.general, "card", "name", "gundam mk")
        assert en and en[0] == {"name": "Gundam Mk-II (ガンダムMk-II) [NX-007]", "value": "NX-007"}
        assert len(await choices(fake, fake.alice, fake.general, "card", "name", "")) == 25

        # the value the client sends is the card number: a public answer with the card face
        h = await fake.slash(fake.alice, fake.general, "card", options={"name": "NX-007"})
        (msg,) = await h.wait_followups(1, timeout=10)
        assert not msg.ephemeral and msg.channel_id == fake.general.id
        card = catalogue["NX-007"]
        (embed,) = msg.embeds
        assert embed["title"] == f"{card['name']['en']} / {card['name']['ja']}"
        fields = {f["name"]: f["value"] for f in embed["fields"]}
        assert fields["Card number"] == "NX-007" and fields["Type"] == "Unit (ユニット)"
        assert fields["Melee / shooting / defence"] == "/".join(map(str, card["stats"]))
        assert "Cost (total / roll)" in fields and "Terrain" in fields
        assert embed["image"]["url"] == "attachment://NX-007.png"
        (att,) = msg.attachments
        assert att.filename == "NX-007.png" and att.data.startswith(PNG)
        assert msg in fake.visible_to(fake.carol)

        # private:true → only the asker sees it; bob reads Japanese first; a name works as well as a number
        h = await fake.slash(fake.bob, fake.general, "card", options={"name": "ガンダム", "private": True})
        (msg,) = await h.wait_followups(1, timeout=10)
        assert msg.ephemeral and msg.ephemeral_to == fake.bob.id and msg not in fake.visible_to(fake.carol)
        (embed,) = msg.embeds
        assert embed["title"] == "ガンダム / Gundam"
        fields = {f["name"]: f["value"] for f in embed["fields"]}
        assert fields[t("card.number", "ja")] == "NX-001" and fields[t("card.type", "ja")] == t("type.unit", "ja")
        assert msg.attachments[0].filename == "NX-001.png" and msg.attachments[0].data.startswith(PNG)

        h = await fake.slash(fake.alice, fake.general, "card", options={"name": "zzzzqqq"})
        msg = await h.wait_message(timeout=10)
        assert msg.ephemeral and msg.content == "No card named zzzzqqq."


# -- /rule -----------------------------------------------------------------------------------------

async def test_rule_lookup_in_the_users_language(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3"):
        ja = await choices(fake, fake.bob, fake.general, "rule", "term", "カット")
        assert {"name": "カットイン (Cut-in)", "value": "カットイン"} in ja
        en = await choices(fake, fake.alice, fake.general, "rule", "term", "cut")
        assert {"name": "Cut-in (カットイン)", "value": "カットイン"} in en
        assert len(await choices(fake, fake.alice, fake.general, "rule", "term", "")) == 25

        entry = lookup("カットイン")
        assert entry is not None and entry.page
        for user, text, lang in ((fake.bob, entry.text_ja, "ja"), (fake.alice, entry.text_en, "en")):
            h = await fake.slash(user, fake.general, "rule", options={"term": "カットイン"})
            msg = await h.wait_message(timeout=10)
            assert msg.ephemeral and msg.ephemeral_to == user.id
            (embed,) = msg.embeds
            assert embed["title"] == "カットイン | Cut-in" and embed["description"] == text[:4000]
            assert embed["footer"]["text"] == f"{t('rule.page', lang)} {entry.page}"
        h = await fake.slash(fake.alice, fake.general, "rule", options={"term": "qqqqzzzz"})
        assert (await h.wait_message(timeout=10)).content == "No rules term qqqqzzzz."


# -- typed play --------------------------------------------------------------------------------------

def playable(s: Any, user: Any) -> list[dict[str, str]]:
    """What /play's autocomplete must list for `user` now: the decider's play/G/text actions."""
    d = s.decision()
    if d is None or d.player != s.seat_of(user.id):
        return []
    lang = lang_for(user.locale)
    return [{"name": a.describe(lang)[:100], "value": a.token} for a in d.actions if a.kind in PLAY_KINDS][:25]


async def answered(h: Any) -> str:
    await h.wait_for(lambda i: any(m.ephemeral and not m.loading for m in i.messages), timeout=15,
                     what="a private answer")
    unique = {m.id: m for m in h.messages if m.ephemeral}  # a resolved defer is original and followup
    return "\n".join(m.content for m in unique.values())


async def test_typed_play_sortie_pass_status_and_log(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        assert await choices(fake, fake.alice, fake.general, "play", "card", "") == []  # no match here
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob)
        table = Table(fake, where, [fake.alice, fake.bob], random.Random(7))
        users = (fake.alice, fake.bob)

        def deciding() -> Any:
            d = s.decision()
            return next(u for u in users if s.seat_of(u.id) == d.player)

        # /play: the autocomplete lists exactly what the deciding player may play now
        await table.play(80, until=lambda: bool(playable(s, deciding())))
        who = deciding()
        other = fake.bob if who is fake.alice else fake.alice
        expected = playable(s, who)
        assert expected
        got = await choices(fake, who, where, "play", "card", "")
        assert [{"name": c["name"], "value": c["value"]} for c in got] == expected
        part = expected[-1]["name"][:3]
        got = await choices(fake, who, where, "play", "card", part)
        assert expected[-1]["value"] in [c["value"] for c in got]
        assert all(part.casefold() in c["name"].casefold() for c in got)
        assert await choices(fake, other, where, "play", "card", "") == []
        assert await choices(fake, fake.carol, where, "play", "card", "") == []

        before = (s.version, len(s.match.log))
        h = await fake.slash(other, where, "play", options={"card": expected[0]["value"]})
        assert (await h.wait_message(timeout=10)).content == said("errors.not_your_decision", other)
        h = await fake.slash(who, where, "play", options={"card": "play:99999"})
        text = await answered(h)
        assert text == said("errors.illegal", who, reason="play:99999")
        assert (s.version, len(s.match.log)) == before
        seat = s.seat_of(who.id)
        token = expected[0]["value"]
        h = await fake.slash(who, where, "play", options={"card": token})
        await answered(h)
        assert s.match.log[before[1]] == (seat, token)
        table.panels.clear()  # the panels the table held are stale now

        # /pass
        await table.play(80, until=lambda: "pass" in s.decision().tokens())
        who = deciding()
        other = fake.bob if who is fake.alice else fake.alice
        h = await fake.slash(other, where, "pass")
        assert (await h.wait_message(timeout=10)).content == said("errors.not_your_decision", other)
        n = len(s.match.log)
        h = await fake.slash(who, where, "pass")
        await answered(h)
        assert s.match.log[n] == (s.seat_of(who.id), "pass")
        table.panels.clear()

        # /sortie space: earth: typed names (either language)
        def can_sortie() -> bool:
            d = s.decision()
            return d.kind == "sortie" and any(tok.startswith(("sortie:s:", "sortie:e:")) for tok in d.tokens())

        await table.play(150, until=can_sortie)
        assert can_sortie(), "no sortie came up"
        who = deciding()
        seat = s.seat_of(who.id)
        tok = next(x for x in s.decision().tokens() if x.startswith(("sortie:s:", "sortie:e:")))
        area, iid = tok.split(":")[1], int(tok.split(":")[2])
        unit = next(u for u in s.match.view(seat)["players"][seat]["deploy"] if u["iid"] == iid)
        option = {"s": "space", "e": "earth"}[area]
        h = await fake.slash(who, where, "sortie", options={option: "No Such Unit"})
        text = (await h.wait_message(timeout=10)).content
        assert text == said("errors.unknown_unit", who, name="No Such Unit")
        n = len(s.match.log)
        name = unit["name"]["en" if who is fake.bob else "ja"]  # the other language works too
        h = await fake.slash(who, where, "sortie", options={option: name})
        await answered(h)
        sortied = s.match.log[n:]
        assert sortied[-1] == (seat, "sortie:done") and sortied[0][0] == seat
        assert sortied[0][1].startswith(f"sortie:{area}:")
        chosen = int(sortied[0][1].split(":")[2])
        assert s.match.state.defs[chosen].name_en == unit["name"]["en"]
        table.panels.clear()

        # /match status (anyone in the channel) and /match log count:5
        h = await fake.slash(fake.carol, where, "match", sub="status")
        (msg,) = await h.wait_followups(1, timeout=10)
        d = s.decision()
        view = s.match.view(None)
        assert msg.ephemeral and msg.attachments and msg.attachments[0].data.startswith(PNG)
        assert msg.content.startswith(f"Turn {view['turn']}, ")
        assert f"Waiting for {s.player_name(d.player)}." in msg.content and "{" not in msg.content
        assert msg.content.splitlines()[-1].startswith(f"<@{s.row.players[d.player]['user_id']}>, your decision")
        h = await fake.slash(fake.alice, where, "match", sub="log", options={"count": 5})
        msg = await h.wait_message(timeout=10)
        lines = msg.content.splitlines()
        assert msg.ephemeral and lines[0] == "Match log (last 5 entries):"
        assert lines[1:] == [f"・{x}" for x in s.history[-5:]] and len(s.history) > 5
