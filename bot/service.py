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

from engine.api import Decision, EngineError, IllegalAction, Match, get_game

from .i18n import t
from .storage import DeckRow, MatchRow, StaleMatch, StaleVersion, StorageError, Store, new_match_id

log = logging.getLogger(__name__)

DEFAULT_TIMER = None
UNDO = ("cancel", "sortie:back")


class ServiceError(Exception):
    """A refusal the user should read: `key` is a message catalogue key, `kw` its values."""

    def __init__(self, key: str, **kw: Any) -> None:
        super().__init__(key)
        self.key = key
        self.kw = kw


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


@dataclass
class Session:
    row: MatchRow
    match: Match | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    deadline: float | None = None
    warned: bool = False
    timer_task: asyncio.Task[None] | None = None
    history: list[str] = field(default_factory=list)  # public log lines in the match language
    broken: str | None = None  # why the stored match could not be replayed (then it is suspended)
    timer_failures: int = 0  # deadline attempts in a row that failed (storage errors)

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def version(self) -> int:
        return self.row.version

    def seat_of(self, user_id: int) -> int | None:
        for i, p in enumerate(self.row.players):
            if p["user_id"] == user_id:
                return i
        return None

    def decision(self) -> Decision | None:
        return self.match.decision() if self.match is not None else None

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
        self.listeners: list[Listener] = []
        self.timer_listeners: list[Callable[[Session, str, dict[str, Any]], Awaitable[None]]] = []

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
                    s.match = self._replay(row, await self.store.actions(row.id))
                except Exception as e:  # noqa: BLE001 - whatever breaks one match stays in that match
                    s.broken = f"{type(e).__name__}: {e}"
                    log.error("match %s in channel %s cannot be replayed and is suspended: %s",
                              row.id, row.channel_id, s.broken)
                    self._index(s)
                    out.append(s)
                    continue
                if s.match.is_over():
                    st = s.match.state
                    await self.store.finish_match(row.id, st.winner, st.end_reason or "home_zero")
                    log.info("match %s had ended before the result was stored: result recorded", row.id)
                    continue
                self._arm(s)
            self._index(s)
            out.append(s)
        return out

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
    def preconstructed(self, game: str) -> dict[str, Any]:
        from engine.games.nexa.cards import builtin_pool

        return dict(builtin_pool().decks) if game == "nexa" else {}

    async def resolve_deck(self, game: str, user_id: int, ref: str | None) -> tuple[str, list[str]]:
        """A deck by preconstructed id or name, or by the user's saved deck name."""
        pre = self.preconstructed(game)
        if not ref:
            first = sorted(pre)[0]
            return pre[first].name_en, pre[first].card_list()
        key = ref.strip().casefold()
        for d in pre.values():
            if key in (d.id.casefold(), d.name_ja.casefold(), d.name_en.casefold()):
                return d.name_en, d.card_list()
        saved = await self.store.get_deck(user_id, ref.strip())
        if saved is not None and saved.game == game:
            return saved.name, list(saved.cards)
        raise ServiceError("errors.unknown_deck", name=ref)

    async def import_deck(self, user_id: int, name: str, text: str, game: str = "nexa") -> tuple[list[str], int]:
        """Check a deck list; save it when legal. Returns (problems, card count)."""
        problems, numbers = get_game(game).validate_deck(text.splitlines())
        if not problems:
            await self.store.save_deck(DeckRow(user_id, name.strip()[:50], game, numbers, text, time.time()))
        return problems, len(numbers)

    # -- lobby -------------------------------------------------------------------------------------
    async def new_match(self, *, channel_id: int, guild_id: int | None, creator: Player, game: str = "nexa",
                        opponent: Player | None = None, deck: str | None = None, timer: int | None = None,
                        lang: str | None = None, parent_channel_id: int | None = None,
                        seed: int | None = None) -> Session:
        if game != "nexa":
            raise ServiceError("errors.unknown_game", game=game)
        if channel_id in self.by_channel:
            raise ServiceError("errors.match_exists")
        deck_name, cards = await self.resolve_deck(game, creator.user_id, deck)
        now = time.time()
        players: list[dict[str, Any]] = [{"user_id": creator.user_id, "name": creator.name, "deck_name": deck_name,
                                          "cards": cards}]
        if opponent is not None:
            players.append({"user_id": opponent.user_id, "name": opponent.name, "deck_name": None, "cards": None})
        row = MatchRow(id=new_match_id(), guild_id=guild_id, channel_id=channel_id,
                       parent_channel_id=parent_channel_id, game=game, status="lobby",
                       lang=lang or self.default_lang, seed=seed if seed is not None else random.randrange(2 ** 31),
                       players=players, options={"autopass": [True, True]}, timer_seconds=timer, version=0,
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
        if seat is None and len(s.row.players) >= 2:
            raise ServiceError("errors.match_full")

        def seat_them(row: MatchRow) -> None:
            if seat is None:
                row.players.append({"user_id": who.user_id, "name": who.name, "deck_name": deck_name,
                                    "cards": cards})
            else:
                row.players[seat].update({"deck_name": deck_name, "cards": cards})
            if len(row.players) == 2 and all(p["cards"] for p in row.players):
                row.status = "active"  # joined and started in one write

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
        s.match = Match.start(row.game, [p["name"] for p in row.players], [list(p["cards"]) for p in row.players],
                              row.seed, row.options)
        first = s.match.state.first
        s.history.append(t("match.started", row.lang, first=s.player_name(first)))
        self._arm(s)

    # -- playing -----------------------------------------------------------------------------------
    def legal_for(self, s: Session, user_id: int) -> tuple[int, Decision] | None:
        """The pending decision when it is this user's, else None."""
        d = s.decision()
        seat = s.seat_of(user_id)
        if d is None or seat is None or d.player != seat:
            return None
        return seat, d

    async def act(self, s: Session, user_id: int, token: str, version: int | None = None) -> Step:
        """Apply a player's action: refused unless it is their decision, at the version they saw, and legal."""
        async with s.lock:
            if s.match is None or s.row.status != "active":
                raise ServiceError("errors.no_match_here")
            seat = s.seat_of(user_id)
            if seat is None:
                raise ServiceError("errors.not_a_player")
            if version is not None and version != s.row.version:
                raise ServiceError("errors.expired")
            meta = token in ("autopass:on", "autopass:off", "concede")  # any player, any time
            if not meta:
                d = s.match.decision()
                if d is None:
                    raise ServiceError("errors.game_over")
                if d.player != seat:
                    raise ServiceError("errors.not_your_decision")
                game = s.match.game
                # page tokens are not actions: only the pages the decision offers now
                legal = game.legal_tokens(s.match.state)  # type: ignore[attr-defined]
                if token not in (d.tokens() if token.startswith("page:") else legal):
                    raise ServiceError("errors.illegal", reason=token)
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
            s.match.game.apply(trial, seat, token)
        except IllegalAction as e:
            raise ServiceError("errors.illegal", reason=e.message) from e
        over = s.match.game.is_over(trial)
        # the last action and the result in one transaction: no kill or full disk can split them
        finish = (trial.winner, trial.end_reason or "home_zero") if over else None
        try:
            s.row.version = await self.store.append_action(s.id, s.row.version, seat, token,
                                                           s.row.players[seat]["user_id"], finish=finish)
        except StaleVersion as e:
            await self._reload(s)  # another writer moved the match on: take what it stored
            raise ServiceError("errors.expired") from e
        s.row.rev += 2 if over else 1
        s.match.state = trial
        s.match.log.append((seat, token))
        events = list(trial.events)
        step = self._step(s, events)
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

    def _step(self, s: Session, events: list[Any]) -> Step:
        public: dict[str, list[str]] = {"ja": [], "en": []}
        private: dict[int, dict[str, list[str]]] = {0: {"ja": [], "en": []}, 1: {"ja": [], "en": []}}
        for e in events:
            for lang in ("ja", "en"):
                if e.private_to is None:
                    public[lang].append(e.text[lang])
                else:
                    private[e.private_to][lang].append(e.text[lang])
                    if e.public_text:
                        public[lang].append(e.public_text[lang])
        s.history.extend(public[s.row.lang])
        if len(s.history) > 500:
            del s.history[:-500]
        return Step([{"kind": e.kind, "cards": list(e.cards)} for e in events], public, private, False,
                    s.row.version)

    def _finished(self, s: Session) -> None:
        """The result is stored (with the last action): mirror it and forget the session."""
        assert s.match is not None
        st = s.match.state
        s.row.status = "finished"
        s.row.winner = st.winner
        s.row.end_reason = st.end_reason
        self._drop(s)

    def sortie_tokens(self, s: Session, seat: int, space: str | None, earth: str | None) -> list[str]:
        """The typed sortie ("A, B" per area, front first) as the engine's tokens, ending with done.

        Names are matched against the player's own deploy area (Japanese, English, or the id); two
        units of the same name are taken in turn. Raises ServiceError naming an unknown unit.
        """
        assert s.match is not None
        units = s.match.view(seat)["players"][seat]["deploy"]
        tokens: list[str] = []
        used: set[int] = set()
        for area, names in (("s", space), ("e", earth)):
            for raw in (names or "").replace("、", ",").split(","):
                want = raw.strip().casefold()
                if not want:
                    continue
                hit = next((u for u in units if u["iid"] not in used and want in (
                    u["name"]["ja"].casefold(), u["name"]["en"].casefold(), str(u["iid"]))), None)
                if hit is None:
                    raise ServiceError("errors.unknown_unit", name=raw.strip())
                used.add(hit["iid"])
                tokens.append(f"sortie:{area}:{hit['iid']}")
        return [*tokens, "sortie:done"]

    async def concede(self, s: Session, user_id: int) -> Step:
        return await self.act(s, user_id, "concede")

    async def set_autopass(self, s: Session, user_id: int, on: bool) -> Step:
        return await self.act(s, user_id, "autopass:on" if on else "autopass:off")

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
        """The result line: who won (or a draw) and why."""
        lang = lang or s.row.lang
        st = s.match.state if s.match is not None else None
        winner = s.row.winner if st is None else st.winner
        reason = s.row.end_reason if st is None else st.end_reason
        if winner is None:
            return t("match.aborted", lang)
        if winner == -1:
            return t("match.draw", lang, reason=t("match.reason.home_zero_both", lang))
        loser = 1 - winner
        why = t(f"match.reason.{reason or 'home_zero'}", lang, loser=s.player_name(loser),
                turn=st.turn if st is not None else "?")
        return t("match.winner", lang, winner=s.player_name(winner), reason=why)

    # -- timers ------------------------------------------------------------------------------------
    def _arm(self, s: Session) -> None:
        """Restart the decision deadline; the task wakes every `tick` seconds."""
        if not s.row.timer_seconds or s.match is None or s.match.is_over():
            s.deadline = None
            return
        s.deadline = time.monotonic() + s.row.timer_seconds
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
        total = s.row.timer_seconds or 1
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
            toks = d.tokens()
            token = "pass" if "pass" in toks else next(
                (x for x in toks if x not in UNDO and not x.startswith("page:")), toks[0])
            label = next((a.describe(s.row.lang) for a in d.actions if a.token == token), token)
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
        await self._notify(s, "timeout", {"seat": seat, "token": token, "ended": step.ended, "choice": label,
                                          "lines": step.public_lines[s.row.lang]})

    async def _notify(self, s: Session, kind: str, data: dict[str, Any]) -> None:
        for cb in self.timer_listeners:
            try:
                await cb(s, kind, data)
            except Exception:  # noqa: BLE001
                log.exception("timer listener failed")
