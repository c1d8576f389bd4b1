"""Gundam War NEX-A behind the engine's protocol: new match, decision, apply, view, JSON."""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from typing import Any, Final

from ...core.base import GameBase, Pending
from ...core.errors import CardDataError, EngineError, MalformedToken
from ...core.protocol import Action, Event, GameInfo, Outcome, Param, Preset, Role, ScenarioReport
from ...core.rng import Rng
from .actions import NexaCodec
from .battle import perform_sortie, sortie_allowed, sortie_options
from .cards import CardDef, Pool, build_pool, builtin_pool
from .catalogue import card_listing, catalogue
from .deckrules import validate_deck_lines
from .invariants import invariant_problems
from .places import draw, emit, move, shuffle_home
from .play import apply_build, commit, priority_choices, stage, stage_options, start_build
from .serial import state_from_json, state_to_json
from .state import HAND, HOME, JUNK, NPLACES, POINT_PHASE, POINT_STEP, SETUP, State
from .status import end_line, status_line
from .texts import PROMPTS, build_prompt, label, sortie_prompt, where
from .turn import advance, do_pass, hand_limit, push_discards, start_game
from .view import build_view
from .viewtypes import SHAPES as VIEW_SHAPES
from .viewtypes import NexaView

TOKEN_RE: Final = re.compile(r"^[a-z_]+(:[a-z0-9_]+){0,2}$")
_WELL_FORMED: Final[set[str]] = set()


class NexaGame(GameBase[State]):
    """The NEX-A rules; states are `State` objects, handled only through the core's contract."""

    info = GameInfo("nexa", {"ja": "ガンダムウォー ネグザ", "en": "Gundam War NEX-A"}, 2, 2,
                    params=(Param("autopass", [False, False], {"ja": "自動パス", "en": "auto-pass"}),), order=0,
                    short={"ja": "NEX-A", "en": "NEX-A"})

    view_type = NexaView
    codec = NexaCodec()
    view_shapes = VIEW_SHAPES

    def __init__(self, pool: Pool | None = None) -> None:
        self._pool = pool

    @property
    def pool(self) -> Pool:
        return self._pool if self._pool is not None else builtin_pool()

    def pool_for(self, options: dict[str, Any] | None) -> Pool:
        """The built-in pool plus any cards a scenario defines inline."""
        extra = (options or {}).get("cards")
        if not extra:
            return self.pool
        base = self.pool
        inline = build_pool([("scenario", {"cards": extra})])
        return Pool({**base.cards, **inline.cards}, dict(base.decks))

    # -- setup ---------------------------------------------------------------------------------------
    def new_state(self, players: list[str], decks: list[list[str]], seed: int,
                  options: dict[str, Any] | None = None) -> State:
        if len(players) != 2 or len(decks) != 2:
            raise EngineError("NEX-A is played by exactly two players")
        pool = self.pool_for(options)
        s = State()
        s.options = dict(options or {})
        s.players = list(players)
        s.rng = Rng(seed)
        s.places = [[] for _ in range(2 * NPLACES)]
        s.pcoins = [{}, {}]
        entries: list[tuple[int, CardDef]] = []
        for seat, deck in enumerate(decks):
            for ref in deck:
                d = pool.find(ref)
                if d is None:
                    raise CardDataError(f"unknown card {ref!r}")
                entries.append((seat, d))
        order = list(range(len(entries)))
        s.rng.shuffle(order)  # instance ids say nothing about deck order
        for idx in order:
            seat, d = entries[idx]
            iid = s.add_instance(d, seat, HOME)
            s.place(seat, HOME).append(iid)
        for seat in (0, 1):
            shuffle_home(s, seat)
        s.first = s.rng.below(2)
        s.autopass = [bool(x) for x in s.options.get("autopass", [False, False])]
        for seat in (0, 1):
            draw(s, seat, 6)
        emit(s, "start", f"先攻: {players[s.first]}", f"{players[s.first]} goes first", seat=s.first)
        s.point = SETUP
        if s.options.get("skip_mulligan"):
            start_game(s)
        else:
            s.ask = {"kind": "mulligan", "seat": s.first}
        advance(s)
        return s

    # -- decisions -----------------------------------------------------------------------------------
    def _kind_and_tokens(self, s: State) -> tuple[int, str, Sequence[str]] | None:
        if s.winner is not None:
            return None
        ctx = s.resolving
        if ctx is not None and ctx.ask is not None:
            ask = ctx.ask
            kind = ask["kind"]
            if kind in ("pick", "search"):
                toks = [f"pick:{i}" for i in ask["options"]]
                if ask.get("can_stop"):
                    toks.append("pick:done")
            elif kind == "yesno":
                toks = ["yes", "no"]
            else:
                toks = [f"opt:{o[3:]}" for o in ask["options"]]
            return ask["seat"], kind, toks
        if s.ask is not None:
            kind = s.ask["kind"]
            seat = s.ask["seat"]
            if kind == "mulligan":
                return seat, kind, ["keep", "redraw"]
            if kind == "sortie":
                toks = [f"sortie:{'s' if a == 0 else 'e'}:{i}" for a, i in sortie_options(s, seat)]
                if s.sortie_draft[0] or s.sortie_draft[1]:
                    toks.append("sortie:back")
                if sortie_allowed(s, seat):
                    toks.append("sortie:done")
                return seat, kind, toks
            if kind == "hand":
                return seat, kind, [f"discard:{i}" for i in s.place(seat, HAND)]
            if kind in ("order", "order_end"):
                return seat, kind, [f"first:{k}" for k in range(len(s.ask["items"]))]
        if s.build is not None:
            toks = stage_options(s, s.build)
            return s.build.seat, "build", toks + ["cancel"]
        seat = s.priority
        return seat, "priority", priority_choices(s, seat)

    def _kind(self, s: State) -> str:
        """The kind of the pending decision, as `_kind_and_tokens` names it, without its tokens
        (applying a checked token needs only the kind)."""
        ctx = s.resolving
        if ctx is not None and ctx.ask is not None:
            kind: str = ctx.ask["kind"]
            return kind
        if s.ask is not None and s.ask["kind"] in ("mulligan", "sortie", "hand", "order", "order_end"):
            kind = s.ask["kind"]
            return kind
        return "build" if s.build is not None else "priority"

    def pending(self, s: State) -> tuple[Pending, ...]:
        kt = self._kind_and_tokens(s)
        return (Pending(kt[0], kt[1], tuple(kt[2])),) if kt else ()

    def legal_tokens(self, s: State, seat: int | None = None) -> list[str]:
        """Every legal token for the deciding player, without labels: the fast path."""
        kt = self._kind_and_tokens(s)
        return list(kt[2]) if kt and (seat is None or kt[0] == seat) else []

    def action(self, s: State, seat: int, kind: str, token: str, labels: bool) -> Action:
        if not labels:
            return _bare_action(token)
        head, _, rest = token.partition(":")
        subject = None
        if labels and head in ("g", "play", "act"):
            d = s.defs[int(rest.partition(":")[0])]
            subject = {"ja": d.name_ja, "en": d.name_en}
        return Action(token, head, label(s, token) if labels else {}, role_of(token), subject)

    keeps_bare_actions = True

    def bare_actions(self, s: State, seat: int, kind: str, tokens: tuple[str, ...]) -> tuple[Action, ...]:
        """A bare action is the token's alone (`_bare_action`), so a decision's are kept per token
        tuple: a priority decision hands out the same kept tuple for its state version."""
        hit = _BARE_TUPLES.get(tokens)
        if hit is None:
            if len(_BARE_TUPLES) > 4096:
                _BARE_TUPLES.clear()
            hit = _BARE_TUPLES[tokens] = tuple([_bare_action(t) for t in tokens])
        return hit

    def tell_apart(self, s: State, seat: int, token: str) -> dict[str, str]:
        return where(s, seat, token)

    def prompt(self, s: State, seat: int, kind: str) -> dict[str, str]:
        if kind in ("pick", "search", "yesno", "option") and s.resolving and s.resolving.ask:
            pj, pe = s.resolving.ask.get("prompt", PROMPTS[kind])
        elif kind == "build":
            pj, pe = build_prompt(s)
        elif kind == "sortie":
            pj, pe = sortie_prompt(s, seat)
        else:
            pj, pe = PROMPTS.get(kind, ("", ""))
        return {"ja": pj, "en": pe}

    # -- applying ------------------------------------------------------------------------------------
    def seats(self, s: State) -> int:
        return 2

    def autopass_of(self, s: State, seat: int) -> bool | None:
        return bool(s.autopass[seat])

    def panel_lines(self, s: State, seat: int, lang: str) -> list[str]:
        sep = "、" if lang == "ja" else ", "
        hand = sep.join(s.defs[i].name_ja if lang == "ja" else s.defs[i].name_en for i in s.place(seat, HAND))
        lines = [("手札: " if lang == "ja" else "Hand: ") + (hand or "-")]
        if seat in s.looked and s.resolving is not None and s.resolving.ask is not None \
                and s.resolving.ask.get("seat") == seat:
            seen = sep.join(s.defs[i].name_ja if lang == "ja" else s.defs[i].name_en for i in s.looked[seat])
            lines.append(("見ているカード: " if lang == "ja" else "Looking at: ") + seen)
        return lines

    def set_autopass(self, s: State, seat: int, on: bool) -> list[Event]:
        s.events = []
        s.autopass[seat] = on
        s.log_len += 1
        advance(s)
        return list(s.events)

    def resign(self, s: State, player: int, reason: str) -> list[Event]:
        s.events = []
        s.winner = 1 - player
        s.end_reason = reason
        s.build = s.ask = None  # an effect part-way through keeps its entry (its card stays in the cut)
        if reason == "concession":
            emit(s, "end", f"{s.players[player]}が投了: {s.players[1 - player]}の勝利",
                 f"{s.players[player]} concedes: {s.players[1 - player]} wins", seat=1 - player)
        else:
            emit(s, "end", f"{s.players[player]}の時間切れ: {s.players[1 - player]}の勝利",
                 f"{s.players[player]} ran out of time: {s.players[1 - player]} wins", seat=1 - player)
        s.log_len += 1
        return list(s.events)

    def play(self, s: State, seat: int, token: str) -> list[Event]:
        """Apply a checked legal token for the deciding seat."""
        if token not in _WELL_FORMED:
            if not TOKEN_RE.match(token):
                raise MalformedToken(token)
            if len(_WELL_FORMED) > 4096:
                _WELL_FORMED.clear()
            _WELL_FORMED.add(token)  # the same few hundred tokens come back all game long
        s.events = []
        # no version bump here: every mutation bumps `s.version` itself, so what was cached for
        # the decision stays valid when the action changes nothing it depends on (a pass)
        self._dispatch(s, seat, self._kind(s), token)
        s.log_len += 1
        advance(s)
        return list(s.events)

    def _dispatch(self, s: State, seat: int, kind: str, token: str) -> None:
        head, _, rest = token.partition(":")
        if kind in ("pick", "search", "yesno", "option"):
            ctx = s.resolving
            assert ctx is not None
            if head == "pick":
                ctx.answers.append(rest)
            elif head == "opt":
                ctx.answers.append("opt" + rest)
            else:
                ctx.answers.append(token)
            ctx.ask = None
            return
        if kind == "mulligan":
            if token == "redraw":
                for iid in list(s.place(seat, HAND)):
                    move(s, iid, HOME)
                shuffle_home(s, seat)
                draw(s, seat, 6)
                emit(s, "mulligan", f"{s.players[seat]}は手札を引き直した", f"{s.players[seat]} redrew", seat=seat)
            s.mulligan_done[seat] = True
            other = 1 - seat
            if not s.mulligan_done[other]:
                s.ask = {"kind": "mulligan", "seat": other}
            else:
                s.ask = None
                start_game(s)
            return
        if kind == "sortie":
            if rest == "done":
                s.ask = None
                perform_sortie(s, seat)
            elif rest == "back":
                for area in (1, 0):
                    if s.sortie_draft[area]:
                        s.sortie_draft[area].pop()
                        break
            else:
                area_s, iid_s = rest.split(":")
                s.sortie_draft[0 if area_s == "s" else 1].append(int(iid_s))
            return
        if kind == "hand":
            iid = int(rest)
            move(s, iid, JUNK)
            emit(s, "discard", f"手札調整: {s.defs[iid].name_ja}を廃棄", f"hand adjustment: {s.defs[iid].name_en} discarded",
                 (iid,), seat)
            if len(s.place(seat, HAND)) <= hand_limit(s, seat):
                s.ask = None
                from .turn import _next_point

                _next_point(s)
            return
        if kind in ("order", "order_end"):
            assert s.ask is not None
            items = list(s.ask["items"])
            done = list(s.ask.get("done", []))
            k = int(rest)
            done.append(items.pop(k))
            if len(items) > 1:
                s.ask = {**s.ask, "items": items, "done": done}
                return
            done.extend(items)
            s.ask = None
            if kind == "order":
                push_discards(s, done)
            else:
                s.order_queue.extend(("now_t", p) if t == "t" else ("now_w", p) for t, p in done)
            return
        if kind == "build":
            b = s.build
            assert b is not None
            if token == "cancel":
                s.build = None
                return
            if token != "confirm":
                apply_build(s, b, token)
            self._settle_build(s)
            return
        # priority
        if token == "pass":
            do_pass(s, seat)
            return
        if head == "g":
            s.build = start_build(s, seat, "g", int(rest))
        elif head == "play":
            s.build = start_build(s, seat, "card", int(rest))
        elif head == "act":
            iid_s, idx_s = rest.split(":")
            s.build = start_build(s, seat, "text", int(iid_s), int(idx_s))
        self._settle_build(s)

    def _settle_build(self, s: State) -> None:
        """Take forced steps of a declaration by themselves; commit when nothing is left to choose."""
        for _ in range(200):
            b = s.build
            if b is None:
                return
            st = stage(s, b)
            if st == "commit":
                commit(s, b)
                return
            opts = stage_options(s, b)
            real = [o for o in opts if o not in ("pay:auto",)]
            if not opts:
                s.build = None  # cannot be completed: nothing was paid, nothing changes
                return
            if st == "pay" and len({(s.defs[int(t[4:])].number, s.rolled[int(t[4:])]) for t in real}) <= 1:
                # identical Gs are interchangeable: choosing between them is no real choice
                apply_build(s, b, "pay:auto")
                continue
            if len(real) == 1 and not real[0].endswith(":done"):
                apply_build(s, b, real[0])
                continue
            if st.startswith("target:") and real == ["t:done"]:
                apply_build(s, b, "t:done")
                continue
            return

    # -- the AI's hooks (engine/ai): see ai.py -------------------------------------------------------
    def information_state(self, s: State, seat: int) -> State:
        from .ai import information_state

        return information_state(s, seat)

    def determinize(self, info_state: State, seat: int, rnd: random.Random) -> State:
        from .ai import determinize

        return determinize(info_state, seat, rnd)

    def evaluate(self, s: State, seat_count: int) -> tuple[float, ...]:
        from .ai import evaluate

        return evaluate(s)

    def ai_candidates(self, s: State, seat: int, tokens: list[str]) -> list[str]:
        from .ai import candidates

        return candidates(tokens)

    def rollout_token(self, s: State, pending: Pending, rnd: random.Random) -> str:
        from .ai import rollout_token

        return rollout_token(pending, rnd)

    # -- views and data ------------------------------------------------------------------------------
    def view(self, s: State, seat: int | None) -> dict[str, Any]:
        kt = self._kind_and_tokens(s)
        return build_view(s, seat, kt[0] if kt else None, kt[1] if kt else None)

    def to_json(self, s: State) -> dict[str, Any]:
        return state_to_json(s)

    def from_json(self, data: dict[str, Any]) -> State:
        return state_from_json(data, self.pool_for(data.get("options")))

    def copy(self, s: State) -> State:
        return s.copy()

    def outcome(self, s: State) -> Outcome | None:
        if s.winner is None:
            return None
        reason = s.end_reason or "home_zero"
        if s.winner == -1:
            return Outcome.tie(2, "home_zero_both" if reason == "home_zero" else reason, s.turn)
        return Outcome.win(s.winner, 2, reason, s.turn)

    def first_seat(self, s: State) -> int:
        return s.first

    def turn(self, s: State) -> int:
        return s.turn

    def phase_step(self, s: State) -> tuple[str, str]:
        return str(POINT_PHASE.get(s.point) or ""), str(POINT_STEP.get(s.point) or "")

    def status(self, s: State, lang: str) -> str:
        return status_line(s, lang, self._kind_and_tokens(s))

    def end_text(self, outcome: Outcome, players: list[str], lang: str) -> str:
        return end_line(outcome, players, lang)

    def check_invariants(self, s: State) -> list[str]:
        return invariant_problems(s, self.view)

    def validate_deck(self, lines: list[str]) -> tuple[list[str], list[str]]:
        return validate_deck_lines(self.pool, lines)

    def validate_deck_with(self, lines: list[str], documents: list[dict[str, Any]]) -> tuple[list[str], list[str]]:
        from .scenario import cards_in_documents, validate_deck_with_cards

        return validate_deck_with_cards(lines, cards_in_documents(documents))

    def catalogue(self) -> list[dict[str, Any]]:
        return catalogue()

    def listing(self) -> dict[str, Any]:
        return card_listing(self.pool)

    def import_cards(self, data: Any | None) -> dict[str, Any] | None:
        """The import report of a card list (docs/card-import.md); None: the built-in pool's round trip."""
        from .importer import import_records, pool_round_trip, report

        return pool_round_trip() if data is None else report(import_records(data))

    def import_pool(self, data: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        from .pooling import import_pool

        return import_pool(data)

    def behave_cards(self, data: Any | None, sample: int, seed: int) -> dict[str, Any] | None:
        """The behaviour check (engine/games/nexa/behave.py) of a card list's FULL cards, or of the pool."""
        from .behave import behave, builtin_cards
        from .importer import import_records

        cards = builtin_cards() if data is None else [
            i.card for i in import_records(data) if i.status == "full" and i.card is not None]
        return behave(cards, sample, seed).as_json()

    def run_scenario(self, doc: dict[str, Any]) -> ScenarioReport:
        from .scenario import run_scenario

        res = run_scenario(doc)
        return ScenarioReport(res.name, res.checks, tuple(res.failures))

    def preconstructed(self) -> Mapping[str, Preset]:
        return {k: Preset(d.id, {"ja": d.name_ja, "en": d.name_en}, tuple(d.card_list()))
                for k, d in sorted(self.pool.decks.items())}


_BARE: Final[dict[str, Action]] = {}


_BARE_TUPLES: Final[dict[tuple[str, ...], tuple[Action, ...]]] = {}


def _bare_action(token: str) -> Action:
    """The action without labels (search and self-play ask for one per legal token at every
    decision): a function of the token alone, so made once per token. Actions are frozen; the
    empty label of a bare action is never written to (labels are made afresh: GameBase._told_apart)."""
    hit = _BARE.get(token)
    if hit is None:
        if len(_BARE) > 4096:
            _BARE.clear()
        hit = _BARE[token] = Action(token, token.partition(":")[0], {}, role_of(token), None)
    return hit


def role_of(token: str) -> Role:
    """How a NEX-A token moves its decision along (the bot styles buttons from this)."""
    if token == "pass":
        return "pass"
    if token in ("cancel", "sortie:back"):
        return "undo"
    if token in ("confirm", "t:done", "pick:done", "sortie:done", "pay:auto"):
        return "confirm"
    return "forward"
