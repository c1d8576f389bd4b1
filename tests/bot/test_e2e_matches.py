"""End-to-end: complete NEX-A matches on the fake Discord, played only through interactions (slash
commands and button clicks), and proof afterwards that neither the opponent nor a spectator ever
received the identity of a card hidden from them.

The bot draws each match's seed from `random`; the tests fix it (and the players' choices), so each
run plays the same games. Every loop is bounded by a number of decisions.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from e2e_support import Knowledge, Table, buttons, i18n_gaps, leaks, open_match, seed_matches, sortie_bot
from fake_discord import FakeDiscord

pytestmark = pytest.mark.e2e


@pytest.fixture(autouse=True)
def _every_text_complete(caplog: pytest.LogCaptureFixture) -> Any:
    yield
    assert not i18n_gaps(caplog.records), i18n_gaps(caplog.records)


async def assert_no_secret_reached_others(fake: FakeDiscord, bot: Any, s: Any) -> Knowledge:
    """Replay the stored action log through the engine, learn what each viewer's views ever showed,
    and scan everything each user could see (every version of every message, attachments' names and
    bytes, button labels and custom_ids) for a card name, card number or instance id they never saw."""
    log = s.match.log_json()
    stored = [(seat, tok) for _seq, seat, tok in await bot.store.actions(s.id)]
    assert stored == [tuple(a) for a in log["actions"]], "the store's action log differs from the match's"
    k = Knowledge(log)  # replays and checks the final state hash
    spectator = k.secrets(None)
    assert len(spectator[0]) >= 4 and spectator[2], f"too few hidden cards to prove anything: {spectator[0]}"
    problems: list[str] = []
    problems += [f"carol: {p}" for p in leaks(fake.visible_to(fake.carol), *spectator)]
    problems += [f"public: {p}" for p in leaks([m for m in fake.all_messages() if not m.ephemeral], *spectator)]
    for seat, p in enumerate(s.row.players):
        user = fake.user(p["user_id"])  # everything this player saw: public posts, their own panels
        problems += [f"{user.username}: {x}" for x in leaks(fake.visible_to(user), *k.secrets(seat))]
    # cards no one ever saw (still in a home, or only in discard piles) appear in no payload at all
    # (but the command definitions, whose help texts give a card name as an example)
    nobody = k.secrets(None)[0] & k.secrets(0)[0] & k.secrets(1)[0]
    text = "\n".join(p.text for p in fake.all_payloads() if "/commands" not in p.path)
    problems += [f"a payload names {n!r}, a card no one ever saw" for n in sorted(nobody) if n in text]
    assert not problems, "\n".join(problems[:40])
    return k


def end_message(fake: FakeDiscord, channel: Any) -> Any:
    msg = fake.messages(channel)[-1]
    assert any(cid.endswith(":rematch") for cid, _ in buttons(msg)), msg.content
    return msg


async def spectator_looks(fake: FakeDiscord, table: Table) -> None:
    """carol (not a player) asks for the status, and her [My panel] click is refused, privately."""
    h = await fake.slash(fake.carol, table.channel, "match", sub="status")
    (msg,) = await h.wait_followups(1, timeout=10)
    assert msg.ephemeral and msg.ephemeral_to == fake.carol.id and msg.attachments
    assert msg.attachments[0].filename.startswith("board-")  # the spectator's board, never a panel
    prompt = table.latest_prompt()
    pid = next(cid for cid, _ in buttons(prompt) if cid.startswith("sp:"))
    c = await fake.click(fake.carol, prompt, pid)
    refusal = await c.wait_message(timeout=10)
    assert refusal.ephemeral and "not a player" in refusal.content


async def test_a_match_with_autopass_is_played_to_the_end_and_hides_every_hidden_card(
        fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    seed_matches(monkeypatch, 10)
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        where, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob)
        assert s.row.options["autopass"] == [True, True]
        table = Table(fake, where, [fake.alice, fake.bob], random.Random(2))
        await table.play(max_steps=20)
        await spectator_looks(fake, table)
        steps = await table.play(max_steps=400)
        assert table.decider() is None, f"the match is not over after {table.steps} decisions"
        assert steps < 400
        # autopass: nobody was ever asked when passing was their only choice
        assert s.match.state.autopass == [True, True]
        assert not [toks for _who, toks in table.offers if toks == ["pass"]]

        st = s.match.state
        assert st.end_reason == "home_zero" and st.winner in (0, 1)
        loser = 1 - st.winner
        assert s.match.view(None)["players"][loser]["home"] == 0
        winner_name, loser_name = s.player_name(st.winner), s.player_name(loser)
        end = end_message(fake, where)
        result = f"{winner_name} wins: {loser_name}'s home (本国) reached 0 in turn {st.turn}"
        assert end.content.endswith(result) and end.content.count(result) == 1, end.content
        assert end in fake.visible_to(fake.carol)
        row = await bot.store.get_match(s.id)
        assert row is not None and row.status == "finished" and row.winner == st.winner
        assert s.id not in bot.service.by_id and bot.service.session_in(where.id) is None
        await assert_no_secret_reached_others(fake, bot, s)


async def test_a_match_in_a_thread_with_one_player_in_full_control(
        fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    seed_matches(monkeypatch, 12)
    async with sortie_bot(fake, tmp_path / "s.sqlite3") as bot:
        # the bot opens the thread; bob joins with the lobby's [Join] button (the default deck)
        thread, s = await open_match(fake, bot, fake.matches, fake.alice, fake.bob, thread=True,
                                     opponent_deck=None)
        assert thread.is_thread and thread.parent_id == fake.matches.id
        assert s.row.channel_id == thread.id and s.row.parent_channel_id == fake.matches.id
        assert all(not m.attachments for m in fake.messages(fake.matches))  # nothing played in the parent
        h = await fake.slash(fake.alice, thread, "match", sub="autopass", options={"state": "off"})
        (ack,) = await h.wait_followups(1, timeout=10)
        assert ack.ephemeral and "Auto-pass is off" in ack.content
        assert s.match.state.autopass == [False, True]

        table = Table(fake, thread, [fake.alice, fake.bob], random.Random(1))
        before = len(fake.ephemeral_for(fake.alice))
        steps = await table.play(max_steps=100)  # several turns
        assert steps == 100 and table.decider() is not None
        assert len(fake.ephemeral_for(fake.alice)) > before
        # full control: alice is asked even when passing is all she can do; bob (autopass) never is
        only_pass = {u.id: sum(1 for who, toks in table.offers if who == u.id and toks == ["pass"])
                     for u in (fake.alice, fake.bob)}
        assert only_pass[fake.alice.id] > 10 and only_pass[fake.bob.id] == 0, only_pass
        assert s.match.state.turn >= 4
        await spectator_looks(fake, table)

        # alice concedes; the result is public, in the thread, and names the winner and the reason
        c = await fake.slash(fake.alice, thread, "match", sub="concede")
        await c.wait_followups(2, timeout=15)
        st = s.match.state
        assert st.winner == 1 and st.end_reason == "concession"
        end = end_message(fake, thread)
        assert end.content.endswith("Bob wins: Alice conceded (投了)"), end.content
        assert end.content.count("Bob wins: Alice conceded") == 1
        assert end in fake.visible_to(fake.carol) and not end.ephemeral
        row = await bot.store.get_match(s.id)
        assert row is not None and row.status == "finished" and row.end_reason == "concession"
        await assert_no_secret_reached_others(fake, bot, s)
