"""Sortie as a player: an AI seat that decides whenever the engine waits for it.

The level is stored on the seat (`players[seat]["ai"]`), so a restarted bot finds its AI seats in
the match rows and carries on. The search runs in a worker process (never on the event loop) and is
handed only the seat's information state as JSON: the true state never leaves this process.
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Awaitable, Callable
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from typing import Any

from engine.ai import Budget, decide, decide_for
from engine.ai.budget import GAME_DEFAULT
from engine.api import get_game

from .service import MatchService, Player, ServiceError, Session, Step

log = logging.getLogger(__name__)

LEVELS = ("easy", "normal", "hard")
DEFAULT_LEVEL = "normal"
NAME = "Sortie"
MAX_MOVES_PER_TURN = 2000  # a runaway guard: the AI never loops forever in one go


def budget_seconds() -> float:
    """SORTIE_AI_SECONDS (default 2): the thinking time per decision."""
    try:
        return max(0.01, float(os.environ.get("SORTIE_AI_SECONDS", "2")))
    except ValueError:
        return 2.0


def budget_iterations() -> int:
    """SORTIE_AI_ITERATIONS (default: the game's own, GameBase.ai_effort): search iterations per decision,
    capped by the time."""
    try:
        return max(GAME_DEFAULT, int(os.environ.get("SORTIE_AI_ITERATIONS", str(GAME_DEFAULT))))
    except ValueError:
        return GAME_DEFAULT


def think(game_name: str, info_json: dict[str, Any], seat: int, level: str, seconds: float, seed: int,
          iterations: int = GAME_DEFAULT) -> str:
    """The worker process's job: rebuild the information state and search it."""
    game = get_game(game_name)
    info = game.from_json(info_json)
    return decide(game, info, seat, level, Budget(seconds=seconds, iterations=iterations), seed).token


def ai_level(s: Session, seat: int) -> str | None:
    level = s.row.players[seat].get("ai") if seat < len(s.row.players) else None
    return str(level) if level else None


def ai_seats(s: Session) -> list[int]:
    return [i for i in range(len(s.row.players)) if ai_level(s, i)]


class AiSeats:
    """Drives every AI seat of a service's matches; `publish` shows what the AI's actions changed."""

    def __init__(self, service: MatchService, publish: Callable[[Session, Step], Awaitable[None]],
                 seconds: float | None = None) -> None:
        self.service = service
        self.publish = publish
        self.seconds = budget_seconds() if seconds is None else seconds
        self.iterations = budget_iterations()
        self._pool: ProcessPoolExecutor | None = None
        self._tasks: dict[str, asyncio.Task[None]] = {}
        service.listeners.append(self._after_step)

    async def add(self, s: Session, level: str, user_id: int, name: str = NAME, seats: int | None = None) -> bool:
        """Seat the AI in a lobby with a ready-made deck; True when that started the match.

        `seats` AI seats (default: every seat still empty; the three-seat Zeta game takes one or two).
        The first has `user_id`; any further one a negative id no Discord user has, and a numbered name.
        """
        if level not in LEVELS:
            raise ServiceError("errors.illegal", reason=level)
        free = get_game(s.row.game).info.max_players - len(s.row.players)
        count = free if seats is None else seats
        if not 1 <= count <= free:
            raise ServiceError("errors.match_full")
        decks = sorted(self.service.preconstructed(s.row.game))
        started = False
        for k in range(count):
            uid, who = (user_id, name) if k == 0 else (-k, f"{name} {k + 1}")
            deck = decks[(s.row.seed + k) % len(decks)] if decks else None
            started = await self.service.join(s, Player(uid, who), deck)
            seat = s.seat_of(uid)
            assert seat is not None
            s.row.players[seat]["ai"] = level
            await self.service.store.save_match(s.row)
        self.kick(s)
        return started

    def resume(self) -> None:
        """After a restart: every restored match whose AI seat must decide gets its turn again."""
        for s in list(self.service.by_id.values()):
            self.kick(s)

    def kick(self, s: Session) -> None:
        if s.id in self._tasks or not self._ai_to_move(s):
            return
        self._tasks[s.id] = asyncio.get_running_loop().create_task(self._drive(s))

    async def settle(self) -> None:
        """Wait until no AI seat is thinking (the console waits before it reads the next command)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks.values()), return_exceptions=True)

    async def close(self) -> None:
        for task in list(self._tasks.values()):
            task.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    # -- internals --------------------------------------------------------------------------------
    async def _after_step(self, s: Session, step: Step) -> None:
        self.kick(s)

    def _ai_to_move(self, s: Session) -> int | None:
        if s.match is None or s.row.status != "active" or s.match.is_over():
            return None
        return next((seat for seat in s.deciding() if ai_level(s, seat)), None)

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=get_context("spawn"))
        return self._pool

    async def _drive(self, s: Session) -> None:
        try:
            for _ in range(MAX_MOVES_PER_TURN):
                seat = self._ai_to_move(s)
                if seat is None or s.match is None:
                    return
                level = ai_level(s, seat) or DEFAULT_LEVEL
                game = s.match.game
                version = s.version
                tokens = game.legal_tokens(s.match.state, seat)
                if len(tokens) == 1:
                    token = tokens[0]  # forced: no search, no worker
                else:
                    info = game.information_state(s.match.state, seat)
                    if info is None:  # the game cannot hide its secrets for search: decide from the decision
                        token = decide_for(game, s.match.state, seat, level, seed=len(s.match.log)).token
                    else:
                        seed = (s.row.seed * 1_000_003 + len(s.match.log)) & 0x7FFFFFFF
                        token = await asyncio.get_running_loop().run_in_executor(
                            self._executor(), think, s.row.game, game.to_json(info), seat, level, self.seconds, seed,
                            self.iterations)
                if s.version != version:
                    continue  # someone else's action (a concession, a timeout) came first: look again
                try:
                    step = await self.service.act(s, int(s.row.players[seat]["user_id"]), token, version)
                except ServiceError as e:
                    log.info("AI action %s refused in %s: %s", token, s.id, e.key)
                    continue
                await self.publish(s, step)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - a broken search must not take the bot down; the timer still runs
            log.exception("AI seat failed in match %s", s.id)
        finally:
            self._tasks.pop(s.id, None)
