"""Match sessions: the engine, the store and the timers behind every channel's match.

Discord-free on purpose, so the Discord cogs and the console channel drive the same code.
The engine decides what is legal; this module only checks who is asking and which version they saw.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import random
import sqlite3
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from engine.api import (
    Decision,
    EngineError,
    Event,
    IllegalAction,
    Match,
    Outcome,
    Preset,
    default_game,
    game_names,
    get_game,
)

from .errors import Refused
from .games import kit_for
from .i18n import has, t
from .moments import passed_boards
from .names import deck_name_problem, normal_name
from .pools import PoolBook
from .storage import DeckRow, MatchRow, StaleMatch, StaleVersion, StorageError, Store, new_match_id

log = logging.getLogger(__name__)

DEFAULT_TIMER = None
MAX_DECK_TEXT = 64 * 1024  # characters of a deck list (a 50-card list is well under 4 KB)
MAX_DECK_LINES = 500
ENDED_REMEMBERED = 1000  # finished matches kept for `/match status` (one per channel)
SETTINGS = ("autopass:on", "autopass:off")


def decision_key(game: Any, state: Any) -> tuple[Any, ...] | None:
    """What the pending decisions offer (whose, which kind, which actions): equal keys, same buttons."""
    return tuple((d.player, d.kind, tuple(d.tokens())) for d in game.decisions(state, labels=False)) or None


def start_options(game: str) -> dict[str, Any]:
    """A new match's options: the game's defaults, with auto-pass on for every seat where it has one."""
    info = get_game(game).info
    opts = info.defaults()
    if "autopass" in opts:
        opts["autopass"] = [True] * info.max_players
    return opts


def refusal(e: IllegalAction) -> ServiceError:
    """The engine's refusal as a localised one: `illegal.<code>` where the catalogue has it, else the
    game's own ja/en text, else the generic "not legal now" with the engine's reason."""
    key = f"illegal.{e.code}"
    if has(key):
        return ServiceError(key)
    if e.text:
        return ServiceError("errors.illegal", reason={"ja": e.text.get("ja", e.message), "en": e.text.get("en", e.message)})
    return ServiceError("errors.illegal", reason=e.message[:200])


class ServiceError(Refused):
    """A refusal by the service (bot.errors.Refused: a catalogue key and its values)."""


@dataclass
class Player:
    user_id: int
    name: str


@dataclass
class Step:
    """What one applied action changed, for the adapter to show."""

    events: list[dict[str, Any]]  # per-viewer event texts are taken from views; these are the raw events
    public_lines: dict[str, list[str]]  # lang -> log lines everyone may read
    private_lines: dict[int, dict[str, list[str]]]  # seat -> lang -> lines only that seat may read
    ended: bool
    version: int
    moments: list[dict[str, Any]] = field(default_factory=list)
    """Spectator views of steps auto-pass went through (bot.moments), to post before the board."""


@dataclass
class Session:
    row: MatchRow
    match: Match | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    deadline: float | None = None
    limit: int = 0  # the seconds the armed deadline gave (the game's time limit for that decision)
    clock: str | None = None  # the game's clock the armed deadline belongs to (GameBase.clock_of)
    paused: tuple[str, float] | None = None  # a shared clock set aside: (its key, seconds it had left)
    warned: bool = False
    timer_task: asyncio.Task[None] | None = None
    history: list[str] = field(default_factory=list)  # public log lines in the match language
    outcome: Outcome | None = None  # how it ended, once it has
    pages: dict[int, int] = field(default_factory=dict)  # seat -> the page of its panel (the bot's paging)
    # (stored version, version shown) after settings that left the pending decision as it was
    quiet: tuple[int, int] | None = None
    # seat -> the version from which its pending decision is unchanged: with secret simultaneous
    # choices, another seat's choice must not expire this seat's panel
    seat_since: dict[int, int] = field(default_factory=dict)
    broken: str | None = None  # why the stored match could not be replayed (then it is suspended)
    timer_failures: int = 0  # deadline attempts in a row that failed (storage errors)
    moments: list[dict[str, Any]] = field(default_factory=list)  # views the next public post shows first
    # (state, its labelled decisions): one answer per state object. Every change replaces
    # match.state (actions and settings are applied to a copy), so `is` tells a stale entry.
    _decided: tuple[Any, tuple[Decision, ...]] | None = field(default=None, repr=False)

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def version(self) -> int:
        """The version buttons carry: the stored version, except that a setting (autopass) which left
        the pending decision unchanged keeps the one its buttons were made at, so they stay valid."""
        if self.quiet is not None and self.quiet[0] == self.row.version:
            return self.quiet[1]
        return self.row.version

    def stale(self, seat: int, version: int) -> bool:
        """A click made at `version` no longer answers `seat`'s pending decision."""
        return version > self.version or version < self.seat_since.get(seat, self.version)

    def seat_of(self, user_id: int) -> int | None:
        for i, p in enumerate(self.row.players):
            if p["user_id"] == user_id:
                return i
        return None

    def decision(self) -> Decision | None:
        """The first pending decision (the only one unless seats choose secretly at once)."""
        ds = self.decisions()
        return ds[0] if ds else None

    def decisions(self) -> tuple[Decision, ...]:
        """Labelled decisions, worked out once per state: a panel, its prompt and the click
        checks all ask for them (about six times per interaction)."""
        if self.match is None:
            return ()
        state = self.match.state
        if self._decided is None or self._decided[0] is not state:
            self._decided = (state, self.match.decisions())
        return self._decided[1]

    def decision_for(self, seat: int) -> Decision | None:
        return next((d for d in self.decisions() if d.player == seat), None)

    def deciding(self) -> list[int]:
        """Every seat that must decide now."""
        return [d.player for d in self.decisions()]

    def player_name(self, seat: int) -> str:
        return str(self.row.players[seat]["name"])


Listener = Callable[[Session, Step], Awaitable[None]]


class MatchService:
    """One per process: sessions by channel, backed by the store."""

    def __init__(self, store: Store, *, default_lang: str = "ja", forfeit_after: int = 0,
                 tick: float = 1.0) -> None:
        self.store = store
        self.default_lang = default_lang
        self.forfeit_after = forfeit_after  # timeouts in a row that forfeit; 0 = off
        self.tick = tick
        self.by_channel: dict[int, Session] = {}
        self.by_id: dict[str, Session] = {}
        self.ended: dict[int, Session] = {}  # channel -> its last finished match, until a new one opens
        self.listeners: list[Listener] = []
        self.timer_listeners: list[Callable[[Session, str, dict[str, Any]], Awaitable[None]]] = []
        self.pools = PoolBook(store)  # imported card pools per server (issue 14)

    # -- lifecycle ---------------------------------------------------------------------------------
    async def restore(self) -> list[Session]:
        """Rebuild every live match from its action log (replay checks each action again).

        Each match on its own: one that cannot be replayed (an action no longer legal after a
        card-pool change, a damaged row) is kept in the store untouched but suspended here
        (``Session.broken``), and the others go on. A match whose log already ends the game (a
        database written before the last action and the result were one transaction) is finished.
        """
        out = []
        for row in await self.store.active_matches():
            s = Session(row)
            if row.status == "active":
                try:
                    actions = await self.store.actions(row.id)
                    s.match = self._replay(row, actions)
                except Exception as e:  # noqa: BLE001 - whatever breaks one match stays in that match
                    s.broken = f"{type(e).__name__}: {e}"
                    log.error("match %s in channel %s cannot be replayed and is suspended: %s",
                              row.id, row.channel_id, s.broken)
                    self._index(s)
                    out.append(s)
                    continue
                ended = s.match.outcome()
                if ended is not None:
                    await self.store.finish_match(row.id, ended.winner, ended.reason)
                    log.info("match %s had ended before the result was stored: result recorded", row.id)
                    continue
                s.quiet = self._quiet_tail(row, actions)
                self._arm(s)
            self._index(s)
            out.append(s)
        return out

    async def ended_in(self, channel_id: int) -> Session | None:
        """The channel's last finished match while no new one is open: from memory, else (after a
        restart) rebuilt from the store by replaying its log, so `status` still says who won."""
        if channel_id in self.by_channel:
            return None
        s = self.ended.get(channel_id)
        if s is not None:
            return s
        row = await self.store.last_finished_in(channel_id)
        if row is None:
            return None
        s = Session(row)
        try:
            s.match = self._replay(row, await self.store.actions(row.id))
        except Exception as e:  # noqa: BLE001 - a log that no longer replays: nothing to show
            log.warning("finished match %s no longer replays: %s", row.id, e)
            return None
        if s.match.outcome() is None:
            return None
        self.ended[channel_id] = s
        return s

    def suspended(self) -> list[Session]:
        """The restored matches that could not be replayed."""
        return [s for s in self.by_id.values() if s.broken is not None]

    async def _save(self, s: Session, change: Callable[[MatchRow], None]) -> None:
        """Apply ``change`` to a copy of the row and store it (compare-and-set); the session's row is
        replaced only once the store has it, so a failed write leaves memory as the disk is.

        Another writer came first (StaleMatch): the session is reloaded and the user asked to retry.
        """
        row = copy.deepcopy(s.row)
        change(row)
        try:
            await self.store.save_match(row)
        except StaleMatch as e:
            await self._reload(s)
            raise ServiceError("errors.changed_meanwhile") from e
        s.row = row

    async def _reload(self, s: Session) -> None:
        """Take the stored match as the truth after another writer changed it."""
        fresh = await self.store.get_match(s.id)
        if fresh is None or fresh.status not in ("lobby", "active"):
            if fresh is not None:
                s.row = fresh
            self._drop(s)
            return
        s.row = fresh
        if fresh.status == "active":
            s.match = self._replay(fresh, await self.store.actions(s.id))
            self._arm(s)

    def _replay(self, row: MatchRow, actions: list[tuple[int, int, str]]) -> Match:
        decks = [list(p["cards"] or []) for p in row.players]
        m = Match.start(row.game, [p["name"] for p in row.players], decks, row.seed, row.options)
        for _seq, seat, token in actions:
            m.apply(seat, token)
        return m

    def _index(self, s: Session) -> None:
        self.by_channel[s.row.channel_id] = s
        self.by_id[s.id] = s

    def _drop(self, s: Session) -> None:
        self.by_channel.pop(s.row.channel_id, None)
        self.by_id.pop(s.id, None)
        if s.timer_task is not None:
            if s.timer_task is not asyncio.current_task():  # a timeout that ended the match: let it report
                s.timer_task.cancel()
            s.timer_task = None

    async def close(self) -> None:
        for s in list(self.by_id.values()):
            if s.timer_task is not None:
                s.timer_task.cancel()

    def session_in(self, channel_id: int) -> Session | None:
        return self.by_channel.get(channel_id)

    # -- decks -------------------------------------------------------------------------------------
    def preconstructed(self, game: str) -> dict[str, Preset]:
        return dict(get_game(game).preconstructed())

    async def resolve_deck(self, game: str, user_id: int, ref: str | None) -> tuple[str, list[str]]:
        """A deck by preconstructed id or name, or by the user's saved deck name."""
        pre = self.preconstructed(game)
        if not ref:
            if not pre:
                return "", []
            first = pre[sorted(pre)[0]]
            return first.name["en"], list(first.cards)
        for d in pre.values():
            if d.matches(ref) or d.matches(normal_name(ref)):
                return d.name["en"], list(d.cards)
        saved = await self.store.get_deck(user_id, ref.strip()) or await self.store.get_deck(user_id, normal_name(ref))
        if saved is not None and saved.game == game:
            return saved.name, list(saved.cards)
        raise ServiceError("errors.unknown_deck", name=ref)

    def reserved_names(self, game: str) -> list[str]:
        """What names a ready-made deck (its id, Japanese and English names): a saved deck may not."""
        return [n for d in self.preconstructed(game).values() for n in (d.id, *d.name.values())]

    async def import_deck(self, user_id: int, name: str, text: str, game: str | None = None,
                          guild_id: int | None = None) -> tuple[list[str], int]:
        """Check a deck list; save it when legal. Returns (problems, card count).

        An unusable name raises ServiceError. The list is read on a worker thread (a long list must not
        hold up everyone else's interactions) and only up to MAX_DECK_TEXT characters and lines. In a
        server that uses an imported pool, its FULL cards are legal too (only those play)."""
        game = game or default_game()
        problem = deck_name_problem(name, self.reserved_names(game))
        if problem is not None:
            key, value = problem
            raise ServiceError(key, value=value)
        if len(text) > MAX_DECK_TEXT:
            raise ServiceError("errors.deck_too_long", limit=MAX_DECK_TEXT)
        lines = text.splitlines()
        if len(lines) > MAX_DECK_LINES:
            raise ServiceError("errors.deck_too_many_lines", limit=MAX_DECK_LINES)
        pool = await self.pools.active(guild_id, game)
        engine_game = get_game(game)
        if pool is not None and pool.defs:
            cards = list(pool.defs.values())
            problems, numbers = await asyncio.to_thread(engine_game.validate_deck_with, lines, [{"cards": cards}])
        else:
            problems, numbers = await asyncio.to_thread(engine_game.validate_deck, lines)
        if not problems:
            await self.store.save_deck(DeckRow(user_id, normal_name(name), game, numbers, text, time.time()))
        return problems, len(numbers)

    # -- lobby -------------------------------------------------------------------------------------
    async def new_match(self, *, channel_id: int, guild_id: int | None, creator: Player, game: str | None = None,
                        opponent: Player | None = None, deck: str | None = None, timer: int | None = None,
                        lang: str | None = None, parent_channel_id: int | None = None,
                        seed: int | None = None, pool: str | None = None) -> Session:
        game = game or default_game()
        if game not in game_names():
            raise ServiceError("errors.unknown_game", game=game[:40])
        if pool is not None and await self.pools.named(guild_id, game, pool) is None:
            raise ServiceError("errors.unknown_pool", name=pool[:40])
        if channel_id in self.by_channel:
            raise ServiceError("errors.match_exists")
        self.ended.pop(channel_id, None)
        deck_name, cards = await self.resolve_deck(game, creator.user_id, deck)
        now = time.time()
        players: list[dict[str, Any]] = [{"user_id": creator.user_id, "name": creator.name, "deck_name": deck_name,
                                          "cards": cards}]
        if opponent is not None:
            players.append({"user_id": opponent.user_id, "name": opponent.name, "deck_name": None, "cards": None})
        row = MatchRow(id=new_match_id(), guild_id=guild_id, channel_id=channel_id,
                       parent_channel_id=parent_channel_id, game=game, status="lobby",
                       lang=lang or self.default_lang, seed=seed if seed is not None else random.randrange(2 ** 31),
                       players=players,
                       options=get_game(game).timed_options({**start_options(game), **({"pool": pool} if pool else {})},
                                                            timer),
                       timer_seconds=timer, version=0,
                       created_by=creator.user_id, created_at=now, updated_at=now)
        try:
            await self.store.create_match(row)
        except Exception as e:
            if type(e).__name__ == "MatchExists":
                raise ServiceError("errors.match_exists") from e
            raise
        s = Session(row)
        self._index(s)
        return s

    async def join(self, s: Session, who: Player, deck: str | None = None) -> bool:
        """Join (or choose a deck). Returns True when the match started."""
        if s.row.status != "lobby":
            raise ServiceError("errors.already_started")
        deck_name, cards = await self.resolve_deck(s.row.game, who.user_id, deck)
        seat = s.seat_of(who.user_id)
        info = get_game(s.row.game).info
        pool = await self.pools.named(s.row.guild_id, s.row.game, s.row.options.get("pool"))
        imported = pool.defs if pool is not None else {}
        if seat is None and len(s.row.players) >= info.max_players:
            raise ServiceError("errors.match_full")

        def seat_them(row: MatchRow) -> None:
            if seat is None:
                row.players.append({"user_id": who.user_id, "name": who.name, "deck_name": deck_name,
                                    "cards": cards})
            else:
                row.players[seat].update({"deck_name": deck_name, "cards": cards})
            ready = info.setup != "decks" or all(p["cards"] for p in row.players)
            if len(row.players) == info.max_players and ready:
                used = sorted({n for p in row.players for n in p["cards"] or [] if n in imported})
                if used:  # the match carries the imported cards it plays: it replays without the pool
                    row.options = {**row.options, "cards": [imported[n] for n in used]}
                row.status = "active"  # joined and started in one write
                row.timeouts = [0] * len(row.players)  # timeouts in a row, per seat

        await self._save(s, seat_them)
        if s.row.status == "active":
            self._start(s)
            return True
        return False

    async def leave(self, s: Session, user_id: int) -> None:
        if s.row.status != "lobby":
            raise ServiceError("errors.already_started")
        seat = s.seat_of(user_id)
        if seat is None:
            raise ServiceError("errors.not_a_player")
        if user_id == s.row.created_by:
            await self._end_without_result(s)
            return
        def unseat(row: MatchRow) -> None:
            del row.players[seat]

        await self._save(s, unseat)

    async def _end_without_result(self, s: Session) -> None:
        """Abort (compare-and-set on the revision read), then forget the session."""
        try:
            await self.store.finish_match(s.id, None, "abort", status="aborted", expect_rev=s.row.rev)
        except StaleMatch as e:
            await self._reload(s)
            raise ServiceError("errors.changed_meanwhile") from e
        s.row.status = "aborted"
        s.row.rev += 1
        self._drop(s)

    def _start(self, s: Session) -> None:
        """The engine side of a start (the store already has status "active")."""
        row = s.row
        s.match = Match.start(row.game, [p["name"] for p in row.players],
                              [list(p["cards"] or []) for p in row.players], row.seed, row.options)
        first = s.match.game.first_seat(s.match.state)
        s.history.append(t("match.started", row.lang, first=s.player_name(first)))
        self._arm(s)

    # -- playing -----------------------------------------------------------------------------------
    def legal_for(self, s: Session, user_id: int) -> tuple[int, Decision] | None:
        """The pending decision when it is this user's, else None."""
        seat = s.seat_of(user_id)
        d = s.decision_for(seat) if seat is not None else None
        if d is None or seat is None:
            return None
        return seat, d

    async def act(self, s: Session, user_id: int, token: str, version: int | None = None) -> Step:
        """Apply a player's action: refused unless it is their decision, at the version they saw, and legal."""
        if token in SETTINGS:  # settings have their own path (and no buttons: a forged one is refused)
            if version is not None:
                raise ServiceError("errors.illegal", reason=token)
            return await self.set_autopass(s, user_id, token.endswith("on"))
        async with s.lock:
            if s.match is None or s.row.status != "active":
                raise ServiceError("errors.no_match_here")
            seat = s.seat_of(user_id)
            if seat is None:
                raise ServiceError("errors.not_a_player")
            if version is not None and s.stale(seat, version):
                raise ServiceError("errors.expired")
            meta = token == "concede"  # any player, any time
            if not meta:
                if s.match.is_over():
                    raise ServiceError("errors.game_over")
                if s.decision_for(seat) is None:
                    raise ServiceError("errors.not_your_decision")
                if token not in s.match.game.legal_tokens(s.match.state, seat):
                    raise ServiceError("errors.illegal", reason=token)
                if s.deadline is not None:  # time that matters to the rules enters with the action
                    token = s.match.game.with_time(s.match.state, token, max(int(s.deadline - time.monotonic()), 0))
            step = await self._apply(s, seat, token)
            if s.row.timeouts[seat] and s.row.status == "active":
                # the player decided in time: timeouts "in a row" start again (best effort: the
                # action itself is stored, a failure here must not make it look refused)
                try:
                    await self._save(s, lambda row: row.timeouts.__setitem__(seat, 0))
                except (ServiceError, StorageError, sqlite3.Error):
                    log.warning("match %s: could not reset the timeout count", s.id, exc_info=True)
            return step

    async def _apply(self, s: Session, seat: int, token: str) -> Step:
        """Store first (same transaction as the version bump), then apply: the engine cannot refuse a checked token."""
        assert s.match is not None
        trial = s.match.game.copy(s.match.state)
        try:
            events = s.match.game.apply(trial, seat, token)
        except IllegalAction as e:
            raise refusal(e) from e
        ended = s.match.game.outcome(trial)
        over = ended is not None
        # the last action and the result in one transaction: no kill or full disk can split them
        finish = (ended.winner, ended.reason) if ended is not None else None
        try:
            s.row.version = await self.store.append_action(s.id, s.row.version, seat, token,
                                                           s.row.players[seat]["user_id"], finish=finish)
        except StaleVersion as e:
            await self._reload(s)  # another writer moved the match on: take what it stored
            raise ServiceError("errors.expired") from e
        s.row.rev += 2 if over else 1
        # per-seat staleness from the engine's pending choices (tokens only: no labels on this hot path)
        before = {p.seat: (p.kind, p.tokens) for p in s.match.game.pending(s.match.state)}
        after = {p.seat: (p.kind, p.tokens) for p in s.match.game.pending(trial)}
        for p in range(len(s.row.players)):
            if before.get(p) != after.get(p) or p == seat:
                s.seat_since[p] = s.row.version
        moments = self._moments(s, seat, token, trial)
        s.match.state = trial
        s.match.log.append((seat, token))
        s.pages.clear()
        step = self._step(s, events)
        step.moments = moments
        s.moments = moments
        if over:
            self._finished(s)
            step.ended = True
        else:
            self._arm(s)
        for listener in self.listeners:
            try:
                await listener(s, step)
            except Exception:  # noqa: BLE001 - one broken listener must not stop the match
                log.exception("listener failed")
        return step

    def _moments(self, s: Session, seat: int, token: str, after: Any) -> list[dict[str, Any]]:
        """Boards of the steps auto-pass carried this action through (best effort: a failure
        here must not lose the action, which is already stored)."""
        assert s.match is not None
        kit = kit_for(s.row.game)
        if not kit.board_steps:
            return []
        try:
            return passed_boards(s.row.game, s.match.state, seat, token, after, kit.board_steps, kit.board_shows)
        except Exception:  # noqa: BLE001 - a board is a courtesy
            log.warning("match %s: no board of the auto-passed step", s.id, exc_info=True)
            return []

    def _step(self, s: Session, events: list[Event]) -> Step:
        public: dict[str, list[str]] = {"ja": [], "en": []}
        private: dict[int, dict[str, list[str]]] = {i: {"ja": [], "en": []} for i in range(len(s.row.players))}
        for e in events:  # an empty text (a secret whose public side says nothing) is no log line
            for lang in ("ja", "en"):
                if e.private_to is None:
                    if e.text.get(lang):
                        public[lang].append(e.text[lang])
                else:
                    if e.text.get(lang):
                        private[e.private_to][lang].append(e.text[lang])
                    if e.public_text and e.public_text.get(lang):
                        public[lang].append(e.public_text[lang])
        s.history.extend(public[s.row.lang])
        if len(s.history) > 500:
            del s.history[:-500]
        return Step([{"kind": e.kind, "cards": list(e.cards)} for e in events], public, private, False,
                    s.row.version)

    def _finished(self, s: Session) -> None:
        """The result is stored (with the last action): mirror it and forget the session."""
        assert s.match is not None
        self.ended[s.row.channel_id] = s
        while len(self.ended) > ENDED_REMEMBERED:
            self.ended.pop(next(iter(self.ended)))
        out = s.match.outcome()
        assert out is not None
        s.row.status = "finished"
        out = s.match.outcome()
        assert out is not None
        s.row.winner = out.winner
        s.row.end_reason = out.reason
        s.outcome = out
        self._drop(s)

    def decision_name(self, s: Session, d: Decision, lang: str) -> str:
        """A short public name for what is being decided: the game's message if it has one, else its prompt."""
        key = f"{s.row.game}.kind.{d.kind}"
        return t(key, lang) if has(key) else (d.prompt.get(lang) or d.kind)

    async def concede(self, s: Session, user_id: int) -> Step:
        return await self.act(s, user_id, "concede")

    async def set_autopass(self, s: Session, user_id: int, on: bool) -> Step:
        """A setting: refused when it changes nothing. When it leaves the pending decision as it was
        (the usual case) it is logged for the replay but keeps the version buttons carry and the
        deadline, so it neither expires anyone's buttons nor buys time. Turning autopass on where
        passing is the player's only choice does pass: that is a real step, like a click."""
        token = "autopass:on" if on else "autopass:off"
        async with s.lock:
            if s.match is None or s.row.status != "active":
                raise ServiceError("errors.no_match_here")
            seat = s.seat_of(user_id)
            if seat is None:
                raise ServiceError("errors.not_a_player")
            current = s.match.game.autopass_of(s.match.state, seat)
            if current is None:
                raise ServiceError("errors.autopass_unsupported")
            if current == on:
                raise ServiceError("errors.autopass_already_on" if on else "errors.autopass_already_off")
            game = s.match.game
            trial = game.copy(s.match.state)
            try:
                game.apply(trial, seat, token)
            except IllegalAction as e:
                raise refusal(e) from e
            if decision_key(game, trial) != decision_key(game, s.match.state):
                return await self._apply(s, seat, token)
            shown = s.version
            try:
                s.row.version = await self.store.append_action(s.id, s.row.version, seat, token, user_id)
            except StaleVersion as e:
                await self._reload(s)  # another writer moved the match on: take what it stored
                raise ServiceError("errors.expired") from e
            s.row.rev += 1  # the action's transaction advanced the revision too
            s.match.state = trial
            s.match.log.append((seat, token))
            s.quiet = (s.row.version, shown)
            nobody: dict[int, dict[str, list[str]]] = {i: {"ja": [], "en": []} for i in range(len(s.row.players))}
            return Step([], {"ja": [], "en": []}, nobody, False, shown)

    def _quiet_tail(self, row: MatchRow, actions: list[tuple[int, int, str]]) -> tuple[int, int] | None:
        """After a restart: the version buttons carry when the log ends with settings that left the
        decision as it was (replays the match once more, only for such a log)."""
        k = 0
        while k < len(actions) and actions[-1 - k][2] in SETTINGS:
            k += 1
        if k == 0:
            return None
        m = self._replay(row, actions[:-k])
        shown = len(actions) - k
        for seq, seat, token in actions[-k:]:
            before = decision_key(m.game, m.state)
            m.apply(seat, token)
            if decision_key(m.game, m.state) != before:
                shown = seq + 1
        return (row.version, shown) if shown != row.version else None

    async def abort(self, s: Session, user_id: int, can_manage: bool) -> bool:
        """Both players agree, or a member who can manage the channel. True when aborted."""
        seat = s.seat_of(user_id)
        if not can_manage:
            if seat is None:
                raise ServiceError("errors.no_permission")
            if user_id not in s.row.abort_votes:
                await self._save(s, lambda row: row.abort_votes.append(user_id))
            if len({p["user_id"] for p in s.row.players} - set(s.row.abort_votes)) > 0:
                return False
        await self._end_without_result(s)
        return True

    def end_text(self, s: Session, lang: str | None = None) -> str:
        """The result line: who won (or a draw), how and on which turn, in the game's own words."""
        lang = lang or s.row.lang
        out = s.match.outcome() if s.match is not None else s.outcome
        if out is None or s.row.status == "aborted":
            return t("match.aborted", lang)
        names = [str(p["name"]) for p in s.row.players]
        return s.match.game.end_text(out, names, lang) if s.match is not None else \
            get_game(s.row.game).end_text(out, names, lang)

    # -- timers ------------------------------------------------------------------------------------
    def _arm(self, s: Session) -> None:
        """Arm the deadline of the decision now pending with the game's time limit for it (a game may
        time some decisions apart: Code of Joker's intercept windows). Decisions on one shared clock
        (`clock_of`: Code of Joker's turn) continue it where it stopped, paused while decisions on
        other clocks were made; a restart starts clocks afresh. The task wakes every `tick` seconds."""
        m = s.match
        d = m.game.decision(m.state, labels=False) if m is not None and s.row.timer_seconds else None
        limit = m.game.time_limit(m.state, d.player, d.kind, s.row.timer_seconds) if m is not None and d is not None else None
        now = time.monotonic()
        if s.clock is not None and s.deadline is not None:  # a shared clock stops: keep what it has left
            s.paused = (s.clock, max(s.deadline - now, 0.0))
        key = m.game.clock_of(m.state, d.player, d.kind) if m is not None and d is not None and limit else None
        s.clock = key
        if not limit:
            s.deadline = None
            return
        resumed = key is not None and s.paused is not None and s.paused[0] == key
        s.limit = limit
        s.deadline = now + (s.paused[1] if resumed and s.paused is not None else limit)
        if not resumed:
            s.warned = False
        if s.timer_task is None or s.timer_task.done():
            s.timer_task = asyncio.create_task(self._timer_loop(s))

    async def _timer_loop(self, s: Session) -> None:
        """Wakes every tick until the match ends. An error (a full disk at the deadline) is logged and
        the deadline tried again at the next tick: the timer never dies while the match lives."""
        while s.deadline is not None and s.match is not None and not s.match.is_over():
            await asyncio.sleep(self.tick)
            try:
                if not await self._tick(s):
                    return
                s.timer_failures = 0
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - the timer must outlive any one failure
                s.timer_failures += 1
                if s.timer_failures == 1:
                    log.exception("match %s: the deadline could not be handled; retrying", s.id)
                else:
                    log.warning("match %s: the deadline failed again (%d in a row)", s.id, s.timer_failures)

    async def _tick(self, s: Session) -> bool:
        """One look at the deadline: warn, or apply the default. False when there is nothing to time."""
        if s.deadline is None:
            return False
        left = s.deadline - time.monotonic()
        d = s.decision()
        if d is None:
            return False
        total = s.limit or 1
        if not s.warned and left <= total / 5:
            s.warned = True
            await self._notify(s, "timer_warning", {"seat": d.player, "seconds": max(int(left), 0)})
        if left <= 0:
            await self._on_timeout(s, s.row.version)
        return True

    async def _on_timeout(self, s: Session, version: int) -> None:
        """At the deadline the default applies: pass where legal, else the first forward choice.

        Everything is decided again under the match lock: a click stored while this waited for the
        lock answered the decision (the version moved, the deadline was re-armed), so no default.
        """
        async with s.lock:
            if (s.match is None or s.row.status != "active" or s.row.version != version
                    or s.deadline is None or s.deadline > time.monotonic()):
                return
            d = s.match.decision()
            if d is None:
                return
            seat = d.player
            token = s.match.game.default_action(d)
            label = next((a.describe(s.row.lang) for a in d.actions if a.token == token), token)
            passed = any(a.token == token and a.role == "pass" for a in d.actions)
            if self.forfeit_after:
                # the count survives a restart
                await self._save(s, lambda row: row.timeouts.__setitem__(seat, row.timeouts[seat] + 1))
                if s.row.timeouts[seat] >= self.forfeit_after:
                    token = "timeout"  # repeated timeouts forfeit the match
            try:
                step = await self._apply(s, seat, token)
            except (ServiceError, EngineError):
                log.exception("timeout action failed")
                return
            if token != "timeout":  # `log` says so too, before what the default did (a forfeit ends the match)
                lines = step.public_lines[s.row.lang]
                s.history.insert(max(len(s.history) - len(lines), 0),
                                 self.timeout_text(s, seat, passed, s.row.lang))
        await self._notify(s, "timeout", {"seat": seat, "token": token, "ended": step.ended, "choice": label,
                                          "passed": passed, "lines": step.public_lines[s.row.lang]})

    def timeout_text(self, s: Session, seat: int, passed: bool, lang: str, who: str | None = None) -> str:
        """What a timeout did, for whom: passed, or the default choice made (never its label, which
        may name a card only that player sees)."""
        return t("match.timeout_pass" if passed else "match.timeout_hidden", lang,
                 player=who if who is not None else s.player_name(seat))

    async def _notify(self, s: Session, kind: str, data: dict[str, Any]) -> None:
        for cb in self.timer_listeners:
            try:
                await cb(s, kind, data)
            except Exception:  # noqa: BLE001
                log.exception("timer listener failed")
