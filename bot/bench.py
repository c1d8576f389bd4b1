"""`sortie bench bot`: many concurrent matches on the fake Discord, in one process, on loopback.

The real SortieBot (discord.py, the store, the renderers) runs in this process against the fake
Discord from ``tests/fake_discord`` (a development checkout is needed). ``matches`` pairs of users
each open a match in their own channel (all at once), then every match's two scripted players act
concurrently through interactions, as people would: the decider opens the private panel from the
public prompt, clicks one of its buttons, and keeps clicking the edited panel while it is still
their decision. Each player answers as soon as the previous answer is complete (no think time),
so this is a closed-loop load with up to ``matches`` interactions in flight.

Reported:

* ``p50_ms`` / ``p99_ms``: for every interaction, the time from the fake sending INTERACTION_CREATE
  to the bot's first answer reaching it (``FakeInteraction.latency``), i.e. what Discord's 3-second
  rule measures. The fake's own work runs in the same event loop and is included.
* ``p50_result_ms`` / ``p99_result_ms``: for every interaction, the time from INTERACTION_CREATE to
  its complete result reaching the fake: the board posted and the panel edited after a click, the
  panel (with its image) after [My panel], the lobby or the first board after /match new and join.
  This is what a player waits for before the next decision.
* ``mb_per_match``: the resident memory of the process and of its render worker processes after
  every match has been played and is idle, minus that before the matches were opened, divided by
  ``matches``. The fake's copies of what the bot sent (messages, PNGs, recorded payloads) are dropped
  before measuring, so this is the bot's. ``render_cache_mb`` is how much of the growth the
  renderer's sprite and tile caches hold (bounded LRU caches shared by all matches: they fill up with
  the cards and texts seen, then stay put; each render worker has its own), and
  ``mb_per_match_without_render_cache`` the rest per match.
* ``session_kb``: tracemalloc's size of one idle Session (match row, engine state, log) mid-game.

The fake answers callbacks however late (``over_3s`` counts those Discord would have refused).

Everything listens and connects on 127.0.0.1 only; the run stops by itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import math
import os
import random
import sys
import tempfile
import time
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

ROOT = Path(__file__).resolve().parent.parent


def cid_match(ids: list[str]) -> str:
    """The match id the panel's action buttons carry (`sx:<match>:<version>:<token>`)."""
    return ids[0].split(":", 3)[1] if ids else ""
GAME: str = ""  # the benchmarked game (bench_bot sets it; default: the registry's default game)
DECKS: tuple[str, str] = ("", "")  # two of its ready-made decks


def _choose(game: str | None) -> None:
    """Bench one game: the default one unless named, with its first two ready-made decks."""
    from engine.api import default_game, get_game

    global GAME, DECKS
    GAME = game or default_game()
    presets = sorted(get_game(GAME).preconstructed())
    DECKS = (presets[0], presets[1 % len(presets)]) if presets else ("", "")


class BenchError(RuntimeError):
    pass


def _import_fake() -> Any:
    """The fake Discord from tests/fake_discord of this checkout."""
    tests = ROOT / "tests"
    if not (tests / "fake_discord" / "__init__.py").is_file():
        raise BenchError(f"the bot bench needs the fake Discord of a development checkout "
                         f"({tests / 'fake_discord'} is missing); run it from a clone of the repository")
    for p in (str(ROOT), str(tests)):
        if p not in sys.path:
            sys.path.append(p)  # appended: the real packages keep precedence over tests/ folders
    import fake_discord  # type: ignore[import-not-found, unused-ignore]

    return fake_discord


def rss_bytes(pid: int | None = None) -> int:
    """Resident set size of this process (or of `pid`) now (Linux /proc), else this one's peak from
    getrusage."""
    try:
        with open(f"/proc/{pid or 'self'}/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak if sys.platform == "darwin" else peak * 1024


def _trim_heap() -> None:
    """Collect garbage and hand freed heap back to the OS (glibc), so RSS shows live memory."""
    gc.collect()
    with contextlib.suppress(Exception):
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)


def _worker_memory(clear_game: str) -> tuple[int, int]:
    """In a render worker: (its pid, its RSS after a heap trim), its game's render caches emptied
    first when `clear_game` names one."""
    if clear_game:
        from renderers.registry import bench_module

        own = bench_module(clear_game)
        if own is not None and hasattr(own, "clear_caches"):
            own.clear_caches()
    _trim_heap()
    return os.getpid(), rss_bytes()


async def _workers_rss(clear_game: str = "") -> int:
    """The render worker processes' resident memory together (0 when renders run on threads)."""
    from .discord_app.render import each_worker

    return sum(rss for _pid, rss in await each_worker(_worker_memory, clear_game))


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty list."""
    s = sorted(values)
    k = max(0, min(len(s) - 1, math.ceil(q / 100 * len(s)) - 1))
    return s[k]


def _make_fake_class(fd: Any) -> Any:
    """The fake, trimmed for a long run: answers stay the same, but it keeps no PNG bytes or payload
    copies, and each interaction handle wakes only its own waiter (not every waiter in the run)."""

    class Events(list[Any]):
        def __init__(self) -> None:
            super().__init__()
            self.changed = asyncio.Event()

        def append(self, item: Any) -> None:
            super().append(item)
            self.changed.set()

    class BenchFake(fd.FakeDiscord):  # type: ignore[misc]
        async def start(self) -> Any:
            # a listen backlog for hundreds of simultaneous connections: with aiohttp's default (128)
            # the kernel drops SYNs of a burst and the client retries after 1 s, a loopback artefact
            from aiohttp import web

            site = web.TCPSite
            web.TCPSite = partial(site, backlog=4096)  # type: ignore[misc, assignment]
            try:
                return await super().start()
            finally:
                web.TCPSite = site  # type: ignore[misc]

        def record_payload(self, *a: Any, **kw: Any) -> Any:
            rec = super().record_payload(*a, **kw)
            self.payloads.clear()
            return rec

        def build_attachments(self, *a: Any, **kw: Any) -> Any:
            atts = super().build_attachments(*a, **kw)
            for att in atts:
                self.attachments.pop(att.id, None)
                att.data = b""
            return atts

        def _new_interaction(self, *a: Any, **kw: Any) -> Any:
            inter = super()._new_interaction(*a, **kw)
            inter.events = Events()
            return inter

    return BenchFake


async def _until(h: Any, pred: Any, timeout: float, what: str) -> None:
    """Wait (bounded) until pred(h) holds; woken by h's own events only."""
    ev: asyncio.Event = h.events.changed
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not pred(h):
        ev.clear()
        if pred(h):
            return
        left = end - loop.time()
        if left <= 0:
            raise TimeoutError(f"timed out waiting for {what} on {h!r}")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(ev.wait(), left)


def _buttons(msg: Any) -> list[str]:
    return [c["custom_id"] for row in msg.components or [] for c in row.get("components", [])
            if c.get("type") == 2 and c.get("custom_id")]


def _followups(h: Any) -> int:
    return sum(1 for e in h.events if e.kind == "followup")


class Run:
    """One bench run: the fake, the bot, the players, and what was measured."""

    def __init__(self, fd: Any, matches: int, actions: int, seed: int, timeout: float) -> None:
        self.fd = fd
        self.n = matches
        self.actions = actions
        self.seed = seed
        self.timeout = timeout
        self.latencies: list[float] = []
        self.open_latencies: list[float] = []
        self.results: list[float] = []  # time to the complete result of each interaction
        self.done_actions = 0
        self.errors: list[str] = []
        self.ended = 0
        self.fake = _make_fake_class(fd)(response_deadline=60.0, heartbeat_interval_ms=41250)
        self.users = [self.fake.add_user(f"pilot{i}", global_name=f"Pilot {i}") for i in range(2 * matches)]
        self.channels = [self.fake.add_channel(f"bench-{i}") for i in range(matches)]
        self.bot: Any = None

    def undo_tokens(self, mid: str) -> set[str]:
        """The undo-role tokens of the match's pending decisions: the scripted players rarely step back."""
        s = self.bot.service.by_id.get(mid) if self.bot is not None else None
        return {a.token for d in (s.decisions() if s is not None else ()) for a in d.actions if a.role == "undo"}

    # -- interactions ------------------------------------------------------------------------------
    def _forget(self, h: Any) -> None:
        """The fake need not keep a finished interaction (the bot sends nothing more for it)."""
        self.fake.interactions.pop(h.id, None)
        self.fake.interactions_by_token.pop(h.token, None)

    def _record(self, h: Any, into: list[float]) -> None:
        """Called once the interaction's result is complete: its first answer and its last one."""
        lat = h.latency
        if lat is None:
            self.errors.append(f"no callback for {h!r}")
        else:
            into.append(lat)
            self.results.append(max(e.elapsed for e in h.events))

    async def open_match(self, i: int) -> None:
        fake, ch = self.fake, self.channels[i]
        a, b = self.users[2 * i], self.users[2 * i + 1]
        h = await fake.slash(a, ch, "match", sub="new", options={"game": GAME, "opponent": b, "deck": DECKS[0]})
        await _until(h, lambda x: _followups(x) >= 2, self.timeout, "the lobby")
        self._record(h, self.open_latencies)
        self._forget(h)
        j = await fake.slash(b, ch, "match", sub="join", options={"deck": DECKS[1]})
        await _until(j, lambda x: _followups(x) >= 2, self.timeout, "the start")
        self._record(j, self.open_latencies)
        self._forget(j)

    def _prompt(self, i: int) -> tuple[Any, str | None]:
        """The latest public prompt of match i and the panel button's custom_id (None when it ended)."""
        for msg in reversed(self.fake.messages(self.channels[i])):
            ids = _buttons(msg)
            if any(cid.endswith(":rematch") for cid in ids):
                return msg, None
            pid = next((cid for cid in ids if cid.startswith("sp:")), None)
            if pid is not None:
                return msg, pid
        raise BenchError(f"match {i}: no public prompt")

    async def play(self, i: int) -> None:
        fake = self.fake
        rnd = random.Random(self.seed * 100_003 + i)
        pair = self.users[2 * i: 2 * i + 2]
        panel: Any = None
        who: Any = None
        done = 0
        while done < self.actions:
            if panel is None or not any(cid.startswith("sx:") for cid in _buttons(panel)):
                prompt, pid = self._prompt(i)
                if pid is None:
                    self.ended += 1
                    return
                last = prompt.content.splitlines()[-1] if prompt.content else ""
                who = next((u for u in pair if f"<@{u.id}>" in last), None)
                if who is None:
                    raise BenchError(f"match {i}: the prompt names nobody: {last!r}")
                h = await fake.click(who, prompt, pid)
                await _until(h, lambda x: _followups(x) >= 1, self.timeout, "a panel")
                self._record(h, self.latencies)
                self._forget(h)
                panel = next(e.message for e in h.events if e.kind == "followup")
                if not any(cid.startswith("sx:") for cid in _buttons(panel)):
                    raise BenchError(f"match {i}: the decider's panel has no choices: {panel.content!r}")
            ids = [cid for cid in _buttons(panel) if cid.startswith("sx:")]
            undo = self.undo_tokens(cid_match(ids))
            forward = [cid for cid in ids if cid.split(":", 3)[3] not in undo]
            cid = rnd.choice(forward or ids)
            h = await fake.click(who, panel, cid)
            # from a panel the bot posts publicly (if anything changed) and edits the panel last;
            # a refusal comes as a followup without the edit
            await _until(h, lambda x: any(e.kind.startswith("edit") or e.kind == "rejected" for e in x.events)
                         or (_followups(x) >= 1 and any(e.message is not None and e.message.ephemeral
                                                        and e.kind == "followup" for e in x.events)),
                         self.timeout, "the panel edit")
            self._record(h, self.latencies)
            if not any(e.kind.startswith("edit") for e in h.events):
                self.errors.append(f"match {i}: click {cid} was not applied: {h.events!r}")
                self._forget(h)
                return
            self._forget(h)
            done += 1
            self.done_actions += 1
            panel = fake.message(panel.id)  # the edited panel: buttons while it is still this player's turn
            self._prune(i, keep=panel.id)

    def _prune(self, i: int, keep: int, last: int = 6) -> None:
        """The fake forgets all but the latest messages of match i's channel (and the panel in use).

        Discord keeps a channel's history on its side; in this one-process bench the fake's copy
        would otherwise grow with every post (40,000 messages at 1,000 matches) and every full
        garbage collection of the process would scan it, stalling the bot with it."""
        fake = self.fake
        ids = fake._channel_messages.get(self.channels[i].id)
        if not ids or len(ids) <= last + 1:
            return
        old, ids[:] = ids[:-last], ids[-last:]
        for mid in old:
            if mid == keep:
                ids.insert(0, mid)
            else:
                fake._messages.pop(mid, None)

    def drop_fake_messages(self) -> None:
        """Forget what the fake stored for the bench channels (not the bot's memory)."""
        fake = self.fake
        for ch in self.channels:
            for mid in fake._channel_messages.pop(ch.id, []):
                fake._messages.pop(mid, None)
        fake.interactions.clear()
        fake.interactions_by_token.clear()
        fake.requests.clear()
        fake.payloads.clear()


def _session_kb(n: int = 12, actions: int = 30, seed: int = 5) -> float:
    """tracemalloc: the size of one idle Session (row, engine state and log) after `actions` actions."""
    import tracemalloc

    from .service import MatchService, Player
    from .storage import Store

    async def build() -> tuple[list[Any], float]:
        store = await Store.open(":memory:")
        service = MatchService(store, default_lang="en")
        rnd = random.Random(seed)

        async def one(k: int) -> Any:
            s = await service.new_match(channel_id=10_000 + k, guild_id=1, creator=Player(2 * k + 1, "A"),
                                        game=GAME, deck=DECKS[0], seed=seed + k)
            await service.join(s, Player(2 * k + 2, "B"), DECKS[1])
            for _ in range(actions):
                d = s.decision()
                if d is None:
                    break
                toks = [a.token for a in d.actions if a.role != "undo"] or d.tokens()
                await service.act(s, s.row.players[d.player]["user_id"], rnd.choice(toks))
            return s

        await one(-1)  # warm: card pool, catalogues, caches that every session shares
        gc.collect()
        tracemalloc.start(1)
        before = tracemalloc.take_snapshot()
        sessions = [await one(k) for k in range(n)]
        gc.collect()
        after = tracemalloc.take_snapshot()
        tracemalloc.stop()
        grown = sum(st.size_diff for st in after.compare_to(before, "filename"))
        await store.close()
        return sessions, grown / n / 1024

    _sessions, kb = asyncio.run(build())
    return kb


def _draw(views: list[tuple[Any, bool]]) -> int:
    from renderers import render_board

    for view, private in views:
        render_board(view, lang="en", private=private)
    return len(views)


async def _warm_renderer() -> None:
    """Fonts and first sprites in every render worker (on the thread fallback, in this process)."""
    from engine.api import Match, get_game

    from .discord_app.render import each_worker
    from .service import start_options

    presets = get_game(GAME).preconstructed()
    decks = [list(presets[d].cards) if d in presets else [] for d in DECKS]
    m = Match.start(GAME, ["A", "B"], decks, 1, start_options(GAME))
    views = [(m.view(seat), seat is not None) for seat in (None, 0, 1)]
    if not await each_worker(_draw, views):
        _draw(views)


async def _bench(matches: int, actions: int, seed: int, timeout: float) -> dict[str, Any]:
    import discord.gateway
    import discord.http

    from .config import load_settings
    from .discord_app.client import SortieBot, point_at
    from .discord_app.render import RENDER_THREADS

    fd = _import_fake()
    run = Run(fd, matches, actions, seed, timeout)
    fake = run.fake
    saved = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
    errors_logged: list[str] = []

    class Count(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            errors_logged.append(f"{record.name}: {record.getMessage()}"[:300])

    counter = Count(logging.ERROR)
    logging.getLogger().addHandler(counter)
    bot: Any = None
    runner: asyncio.Task[None] | None = None
    with tempfile.TemporaryDirectory(prefix="sortie-bench-") as tmp:
        await fake.start()
        try:
            env = {**fake.env, "SORTIE_DB": str(Path(tmp) / "bench.sqlite3"), "SORTIE_LANG": "en"}
            settings = replace(load_settings(env), rate_per_minute=1_000_000, forfeit_after=0)
            point_at(settings)
            bot = SortieBot(settings, guild_ready_timeout=0.05, max_messages=1000)
            run.bot = bot
            runner = asyncio.create_task(bot.start(fake.token))
            await asyncio.wait_for(bot.wait_until_ready(), 60)
            await fake.wait_commands("match", timeout=30)
            await _warm_renderer()  # fonts and first sprites: a cost of the process, not of matches
            _trim_heap()
            rss0 = rss_bytes() + await _workers_rss()  # the render workers' memory is the bot's too
            t0 = time.perf_counter()
            opened = await asyncio.gather(*(run.open_match(i) for i in range(matches)), return_exceptions=True)
            t1 = time.perf_counter()
            ok = [i for i, r in enumerate(opened) if not isinstance(r, BaseException)]
            played = await asyncio.gather(*(run.play(i) for i in ok), return_exceptions=True)
            t2 = time.perf_counter()
            for i, r in [*enumerate(opened), *zip(ok, played, strict=True)]:
                if isinstance(r, BaseException):
                    run.errors.append(f"match {i}: {type(r).__name__}: {r}")
            await asyncio.sleep(0.2)  # let the last MESSAGE_CREATE/UPDATE dispatches land
            live = sum(1 for s in bot.service.by_id.values() if s.match is not None)
            run.drop_fake_messages()
            _trim_heap()
            rss1 = rss_bytes() + await _workers_rss()
            # how much of that is the renderer's sprite and tile caches (bounded LRU caches that
            # fill up with the cards and texts seen, shared by all matches), in the render workers
            # (or, on the thread fallback, in this process)
            from renderers.registry import bench_module

            own = bench_module(GAME)
            if own is not None and hasattr(own, "clear_caches"):
                own.clear_caches()
            _trim_heap()
            rss2 = rss_bytes() + await _workers_rss(GAME)
            violations = [str(v) for v in fake.violations]
        finally:
            if bot is not None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(bot.close(), 15)
            if runner is not None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(runner, 15)
            await fake.stop()
            discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved
            logging.getLogger().removeHandler(counter)
    every = run.latencies + run.open_latencies
    results = run.results

    def ms(values: list[float], q: float) -> float | None:
        return round(percentile(values, q) * 1000, 1) if values else None

    return {
        "matches": matches,
        "p50_ms": ms(every, 50),
        "p99_ms": ms(every, 99),
        "p50_result_ms": ms(results, 50),
        "p99_result_ms": ms(results, 99),
        "mb_per_match": round((rss1 - rss0) / max(matches, 1) / 2**20, 3),
        "render_cache_mb": round((rss1 - rss2) / 2**20, 1),
        "mb_per_match_without_render_cache": round((rss2 - rss0) / max(matches, 1) / 2**20, 3),
        "play_p50_ms": ms(run.latencies, 50),
        "play_p99_ms": ms(run.latencies, 99),
        "open_p50_ms": ms(run.open_latencies, 50),
        "open_p99_ms": ms(run.open_latencies, 99),
        "max_ms": ms(every, 100),
        "over_500ms": sum(1 for x in every if x > 0.5),
        "over_3s": sum(1 for x in every if x > 3.0),
        "interactions": len(every),
        "actions": run.done_actions,
        "actions_per_match": actions,
        "ended_early": run.ended,
        "live_matches": live,
        "seconds": round(t2 - t0, 1),
        "open_seconds": round(t1 - t0, 1),
        "interactions_per_sec": round(len(every) / max(t2 - t0, 1e-9), 1),
        "render_threads": RENDER_THREADS,
        "rss_before_mb": round(rss0 / 2**20, 1),
        "rss_after_mb": round(rss1 / 2**20, 1),
        "errors": len(run.errors) + len(errors_logged) + len(violations),
        "first_error": next(iter(run.errors + errors_logged + violations), None),
    }


def bench_bot(matches: int = 200, actions: int = 20, seed: int = 1, timeout: float = 120.0,
              session_size: bool = True, game: str | None = None) -> dict[str, Any]:
    """Run `matches` concurrent matches of `actions` panel clicks each; see the module docstring."""
    if matches < 1 or actions < 0:
        raise ValueError("matches must be ≥ 1 and actions ≥ 0")
    _choose(game)
    try:
        out = asyncio.run(_bench(matches, actions, seed, timeout))
    except BenchError as e:
        print(f"sortie bench bot: {e}", file=sys.stderr)
        raise SystemExit(2) from None
    if session_size:
        out["session_kb"] = round(_session_kb(), 1)
    return out
