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
    roomy = {"rate_per_minute": 100_000, "lookups_per_minute": 100_000, "channel_lookups_per_minute": 100_000}
    cfg = replace(load_settings(env), **{**roomy, **settings})  # settings win
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


# -- the real bot as a subprocess (`python -m bot.cli run`), for restart tests ---------------------

class BotProcess:
    """`sortie run` in a child process against the fake; `kill()` is SIGKILL. Always killed at exit.

        async with BotProcess(fake, db, log) as bot:
            await bot.start()        # waits for a fresh IDENTIFY (the new process's gateway session)
            await bot.kill()         # SIGKILL, then waits for the fake to see the socket close
    """

    def __init__(self, fake: FakeDiscord, db: Path, log: Path, **env: str) -> None:
        self.fake = fake
        self.db = db
        self.log = log
        self.extra_env = env
        self.proc: Any = None  # subprocess.Popen
        self.starts = 0

    def env(self) -> dict[str, str]:
        import os

        root = Path(__file__).resolve().parents[2]
        inherited = {k: v for k, v in os.environ.items()
                     if not k.startswith("SORTIE_") and k not in ("DISCORD_TOKEN", "DEV_GUILD_ID")}
        return {**inherited, "DISCORD_TOKEN": self.fake.token, **self.fake.env, "SORTIE_DB": str(self.db),
                "SORTIE_LANG": "en", "PYTHONUNBUFFERED": "1", "SORTIE_RATE_PER_MINUTE": "100000",
                "PYTHONPATH": os.pathsep.join(p for p in (str(root), os.environ.get("PYTHONPATH")) if p),
                **self.extra_env}

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def output(self, tail: int = 4000) -> str:
        try:
            return self.log.read_text(encoding="utf-8", errors="replace")[-tail:]
        except OSError:
            return ""

    async def start(self, timeout: float = 30.0) -> None:
        import asyncio
        import subprocess
        import sys

        assert not self.alive, "the bot is already running"
        before = self.fake.gateway.stats.identifies
        syncs = self.fake.command_syncs
        self.starts += 1
        with self.log.open("a", encoding="utf-8") as f:
            f.write(f"---- start {self.starts} ----\n")
        out = self.log.open("ab")
        try:
            self.proc = subprocess.Popen([sys.executable, "-m", "bot.cli", "run"], env=self.env(),
                                         cwd=Path(__file__).resolve().parents[2], stdout=out,
                                         stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        finally:
            out.close()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        # setup_hook (store, restore, command sync) runs before the gateway connects
        while not (self.fake.gateway.stats.identifies > before and self.fake.gateway.connected
                   and self.fake.command_syncs > syncs):
            if not self.alive:
                raise AssertionError(f"the bot exited with {self.proc.returncode}:\n{self.output()}")
            if loop.time() > deadline:
                raise AssertionError(f"the bot did not connect within {timeout}s:\n{self.output()}")
            await asyncio.sleep(0.05)

    async def kill(self, timeout: float = 10.0) -> None:
        """SIGKILL (no clean shutdown at all), then wait until the fake has seen the gateway close."""
        import asyncio
        import os
        import signal

        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGKILL)
        await asyncio.to_thread(self.proc.wait, timeout)
        await self.fake.wait_until(lambda: not self.fake.gateway.connected, timeout=timeout,
                                   what="the gateway socket of the killed bot to close")

    def stop(self) -> None:
        if self.alive:
            self.proc.kill()
        if self.proc is not None:
            self.proc.wait(10)

    async def __aenter__(self) -> BotProcess:
        return self

    async def __aexit__(self, *exc: object) -> None:
        self.stop()


# -- complete matches through interactions, and what each user could see ----------------------------
# (used by test_e2e_matches.py, test_e2e_safety.py and test_e2e_lookups.py)

CARD_HEADS = ("g", "play", "act", "t", "onto", "cost", "pay", "sortie", "pick", "discard")


def sx_buttons(msg: Any) -> list[tuple[str, str]]:
    """(custom_id, label) of the action buttons (sx:...) of a fake message."""
    return [(cid, label) for cid, label in buttons(msg) if cid.startswith("sx:")]


def version_of(custom_id: str) -> int:
    return int(custom_id.split(":", 3)[2])


def match_id_in(msg: Any) -> str | None:
    """The match id named by any sortie button of a message (sl:/sp:/sx:)."""
    for cid, _ in buttons(msg):
        if cid.split(":", 1)[0] in ("sl", "sp", "sx"):
            return cid.split(":")[1]
    return None


def choose_forward(rnd: random.Random, choices: list[tuple[str, str]]) -> tuple[str, str]:
    """A seeded choice that moves the game on: never undo unless nothing else, mostly order units
    out and play something rather than pass (so a match reaches its end in fewer decisions)."""
    forward = [c for c in choices if token_of(c[0]) not in UNDO and not token_of(c[0]).startswith("page:")]
    if not forward:
        return rnd.choice(choices)
    out = [c for c in forward if token_of(c[0]).startswith(("sortie:s:", "sortie:e:"))]
    if out and rnd.random() < 0.85:
        return rnd.choice(out)
    doing = [c for c in forward if token_of(c[0]) not in ("pass", "sortie:done", "t:done", "pick:done", "no")]
    if doing and rnd.random() < 0.7:
        return rnd.choice(doing)
    return rnd.choice(forward)


async def panel_step_done(h: Any, timeout: float = 15) -> None:
    """A click on a private panel is complete when the bot edited the panel (it does that last) or
    answered with a private followup (a refusal)."""
    await h.wait_for(lambda i: any(e.kind.startswith("edit") or e.kind == "followup" and e.message is not None
                                   and e.message.ephemeral for e in i.events),
                     timeout=timeout, what="the panel edit or a private answer")


class Table:
    """Both players of one match in one channel (or thread), acting only through interactions:
    the decider named by the latest public prompt clicks a button of their private panel, opening
    a fresh panel from [My panel] when the one they hold offers nothing."""

    def __init__(self, fake: FakeDiscord, channel: Any, users: list[Any], rnd: random.Random) -> None:
        self.fake = fake
        self.channel = channel
        self.users = users
        self.rnd = rnd
        self.panels: dict[int, Any] = {}
        self.tokens: list[tuple[int, str]] = []  # (user id, token) clicked, in order
        self.offers: list[tuple[int, list[str]]] = []  # (user id, the panel's tokens) at each decision
        self.steps = 0

    def latest_prompt(self) -> Any:
        for msg in reversed(self.fake.messages(self.channel)):
            if any(cid.startswith(("sp:", "sl:")) and not cid.endswith((":join", ":cancel"))
                   for cid, _ in buttons(msg)):
                return msg
        raise AssertionError("no public prompt in the channel")

    def decider(self) -> Any | None:
        last = self.latest_prompt().content.splitlines()[-1]
        return next((u for u in self.users if f"<@{u.id}>" in last), None)

    async def open_panel(self, user: Any) -> Any:
        prompt = self.latest_prompt()
        pid = next(cid for cid, _ in buttons(prompt) if cid.startswith("sp:"))
        h = await self.fake.click(user, prompt, pid)
        msg = (await h.wait_followups(1, timeout=15))[-1]
        assert msg.ephemeral and msg.ephemeral_to == user.id, msg
        self.panels[user.id] = msg
        return msg

    async def step(self, retry: bool = True) -> bool:
        """One decision. False when the match is over (the prompt names nobody)."""
        who = self.decider()
        if who is None:
            return False
        panel = self.panels.get(who.id)
        # a panel held from before another player's click may be out of date (secret simultaneous
        # choices): open a fresh one whenever the last click was someone else's
        if panel is None or panel.deleted or not sx_buttons(panel) or (self.tokens and self.tokens[-1][0] != who.id):
            seen = len(self.fake.messages(self.channel))
            panel = await self.open_panel(who)
            if not sx_buttons(panel) and retry:
                # a typed command answers privately first: its public post (a newer prompt) may be on its way
                await self.fake.wait_until(lambda: len(self.fake.messages(self.channel)) > seen, timeout=5,
                                           what=f"a newer prompt (the one shown names {who.username})")
                return await self.step(retry=False)
        self.offers.append((who.id, [token_of(c) for c, _ in sx_buttons(panel)]))
        cid, _label = choose_forward(self.rnd, sx_buttons(panel))
        h = await self.fake.click(who, panel, cid)
        await panel_step_done(h)
        refusals = [m for m in h.followups if m.ephemeral and not m.attachments]
        assert not refusals, f"{token_of(cid)!r} was refused: {[m.content for m in refusals]}"
        self.tokens.append((who.id, token_of(cid)))
        self.steps += 1
        return True

    async def play(self, max_steps: int, until: Any = None) -> int:
        """Up to max_steps decisions, or until the match ends or `until()` is true. Returns steps."""
        n = 0
        while n < max_steps and (until is None or not until()):
            if not await self.step():
                break
            n += 1
        return n


async def open_match(fake: FakeDiscord, bot: Any, channel: Any, creator: Any, opponent: Any, *,
                     deck: str = "federation-blue", opponent_deck: str | None = "zeon-green",
                     thread: bool = False, **options: Any) -> tuple[Any, Any]:
    """/match new (by the creator) and the opponent's /match join (or [Join] when opponent_deck is
    None). Returns (the channel or thread the match lives in, its service Session)."""
    opts = {"game": "nexa", "opponent": opponent, "deck": deck, **options}
    if thread:
        opts["thread"] = True
    h = await fake.slash(creator, channel, "match", sub="new", options=opts)
    if thread:
        (ack,) = await h.wait_followups(1, timeout=10)
        assert ack.ephemeral
        where = await _thread_named_in(fake, channel, ack.content)
    else:
        await h.wait_followups(2, timeout=10)
        where = channel
    lobby = fake.messages(where)[-1]
    mid = match_id_in(lobby)
    assert mid is not None, lobby
    if opponent_deck is None:
        j = await fake.click(opponent, lobby, f"sl:{mid}:join")
    else:
        j = await fake.slash(opponent, where, "match", sub="join", options={"deck": opponent_deck})
    await j.wait_followups(2, timeout=15)
    s = bot.service.by_id[mid]
    assert s.match is not None and s.row.status == "active"
    return where, s


async def _thread_named_in(fake: FakeDiscord, parent: Any, text: str) -> Any:
    await fake.wait_until(lambda: any(f"<#{t.id}>" in text for t in fake.threads(parent)), timeout=5,
                          what="the match thread")
    thread = next(t for t in fake.threads(parent) if f"<#{t.id}>" in text)
    await fake.wait_until(lambda: bool(fake.messages(thread)), timeout=5, what="the lobby in the thread")
    return thread


# -- what each viewer may know, from the engine's own views over the whole match -------------------

def _strings(obj: Any, out: set[str]) -> None:
    if isinstance(obj, str):
        out.add(obj)
    elif isinstance(obj, dict):
        for v in obj.values():
            _strings(v, out)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            _strings(v, out)


def _iids(obj: Any, out: set[int]) -> None:
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k == "iid" and isinstance(v, int):
                out.add(v)
            elif k == "cards" and isinstance(v, list):
                out.update(x for x in v if isinstance(x, int))
            else:
                _iids(v, out)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            _iids(v, out)


class Knowledge:
    """Replays a match from its action log and records, for each viewer (seat 0, seat 1, None for a
    spectator), every string and card instance its views ever showed. A card's name, number or
    instance id that never appeared in a viewer's views is a secret from that viewer."""

    def __init__(self, log: dict[str, Any]) -> None:
        from engine.api import Match, card_catalogue

        self.match = Match.replay(log)  # also checks the recorded state hash
        catalogue = {c["card"]: c for c in card_catalogue(log["game"])}
        seen: dict[Any, set[str]] = {0: set(), 1: set(), None: set()}
        seen_iids: dict[Any, set[int]] = {0: set(), 1: set(), None: set()}
        m = Match.start(log["game"], log["players"], log["decks"], int(log["seed"]), log.get("options"))

        def look() -> None:
            for viewer in (0, 1, None):
                v = m.view(viewer)
                _strings(v, seen[viewer])
                _iids(v, seen_iids[viewer])
            # the decider also sees its choices (a search through its own home offers those cards)
            d = m.decision()
            if d is not None:
                for a in d.actions:
                    _strings(a.label, seen[d.player])
                    parts = a.token.split(":")
                    if parts[0] in CARD_HEADS:
                        nums = parts[1:2] if parts[0] == "act" else parts[1:]
                        seen_iids[d.player].update(int(x) for x in nums if x.isdigit())

        look()
        for seat, token in log["actions"]:
            m.apply(int(seat), str(token))
            look()
        self.corpus = {k: "\n".join(sorted(v)) for k, v in seen.items()}
        self.seen_iids = seen_iids
        self.all_iids = set(range(len(m.state.defs)))
        self.cards = {n: catalogue[n] for deck in log["decks"] for n in deck}
        self.final = m

    def secrets(self, viewer: int | None) -> tuple[set[str], set[str], set[int]]:
        """(names, card numbers, instance ids) this viewer never saw in any of its views."""
        corpus = self.corpus[viewer]
        names = {nm for c in self.cards.values() for nm in c["name"].values() if nm not in corpus}
        numbers = {n for n in self.cards if n not in corpus}
        return names, numbers, self.all_iids - self.seen_iids[viewer]


def message_versions(msg: Any) -> list[dict[str, Any]]:
    """The message now and every earlier version the fake kept (edits), as JSON-like dicts."""
    now = {"content": msg.content, "embeds": msg.embeds, "components": msg.components,
           "attachments": [{"filename": a.filename} for a in msg.attachments]}
    return [now, *msg.history]


def _ids_in(version: dict[str, Any]) -> list[str]:
    from fake_discord.models import walk_components

    return [c["custom_id"] for c in walk_components(version.get("components") or [])
            if isinstance(c.get("custom_id"), str)]


def leaks(msgs: list[Any], names: set[str], numbers: set[str], iids: set[int]) -> list[str]:
    """Every place in these messages (all versions, attachments' bytes too) that names a secret card."""
    import json
    import re

    found: list[str] = []
    for msg in msgs:
        for ver in message_versions(msg):
            text = json.dumps({k: ver.get(k) for k in ("content", "embeds", "components", "attachments")},
                              ensure_ascii=False)
            found += [f"message {msg.id}: name {n!r}" for n in names if n in text]
            found += [f"message {msg.id}: number {n!r}" for n in numbers if n in text]
            for cid in _ids_in(ver):
                tok = token_of(cid) if cid.startswith("sx:") else ""
                head = tok.split(":", 1)[0]
                if head in CARD_HEADS:
                    nums = {int(x) for x in re.findall(r"\d+", tok)}
                    if head in ("act", "pay", "discard"):
                        nums = {int(tok.split(":")[1])} if tok.split(":")[1].isdigit() else set()
                    found += [f"message {msg.id}: iid {i} in {cid!r}" for i in nums & iids]
            for m in re.finditer(r"(?:iid|#)\s*(\d+)", text):
                if int(m.group(1)) in iids:
                    found.append(f"message {msg.id}: iid {m.group(1)} in text")
        for att in msg.attachments:
            data = att.data or b""
            found += [f"attachment {att.filename}: name {n!r}" for n in names
                      if len(n.encode()) >= 6 and n.encode() in data]
            found += [f"attachment {att.filename}: number {n!r}" for n in numbers if n.encode() in data]
    return found


async def forge_click(fake: FakeDiscord, user: Any, message: Any, custom_id: str, *, in_message: bool = True
                      ) -> Any:
    """A component interaction with a custom_id the message does not have (an altered client or
    payload). `fake.click` refuses that, as Discord would; this builds it with the fake's lower-level
    interaction API. discord.py only dispatches an id to a button class when the interaction's copy
    of the message has that component, so by default the forged button is put into that copy too:
    the forgery then reaches the bot's own button code (ActionButton -> Flows -> service)."""
    from fake_discord.interactions import MESSAGE_COMPONENT

    u, msg = fake.user(user), fake.message(message)
    data = {"custom_id": custom_id, "component_type": 2}
    inter = fake._new_interaction(MESSAGE_COMPONENT, u, fake.channels[msg.channel_id], data, None, source=msg)
    if in_message:
        rows = inter.payload["message"]["components"][:4]
        rows.append({"type": 1, "components": [{"type": 2, "style": 1, "label": "forged", "custom_id": custom_id}]})
        inter.payload["message"]["components"] = rows
    return await fake._send(inter, timeout=10)


def i18n_gaps(records: list[Any]) -> list[str]:
    """Log records of texts shown with a placeholder left unfilled or an unknown catalogue key."""
    return [r.getMessage() for r in records if r.name.startswith("bot.i18n") and r.levelname == "WARNING"]


def seed_matches(monkeypatch: Any, seed: int) -> None:
    """The bot draws each new match's seed from the `random` module: give it its own seeded generator,
    so a test plays the same games on every run (the players' choices are seeded by the test)."""
    import bot.service as service_module

    monkeypatch.setattr(service_module, "random", random.Random(seed))
