"""The match lifecycle every game shares, as a template method (OpenSpiel's base State owns it too).

A game subclasses `GameBase` and supplies only its rules: the pending choices (`pending`), how a
checked token changes the state (`play`), how a seat leaves the game (`resign`), the outcome, views
and JSON. The base owns token checks, seat checks, concede, the timeout forfeit, auto-pass toggles
and the default action at a deadline, so every game refuses bad input the same way.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Generic, NamedTuple, TypeVar

from . import lifecycle
from .lifecycle import AUTOPASS_OFF as AUTOPASS_OFF
from .lifecycle import AUTOPASS_ON as AUTOPASS_ON
from .lifecycle import CONCEDE as CONCEDE
from .lifecycle import TIMEOUT as TIMEOUT
from .lifecycle import TOKEN_RE as TOKEN_RE  # the core's token alphabet, named here by games and tests
from .protocol import Action, Decision, Event, GameInfo, Outcome, Preset, Role, ScenarioReport

S = TypeVar("S")

META_TOKENS = frozenset({CONCEDE, TIMEOUT, AUTOPASS_ON, AUTOPASS_OFF})
"""Tokens any seated player may send at any time; they are the core's, not a game's."""


class Pending(NamedTuple):
    """One seat's pending choice before labels are attached (the fast path used by search).

    A named tuple: made twice a decision, where a frozen dataclass's __init__ was a cost of its own.
    """

    seat: int
    kind: str
    tokens: tuple[str, ...]


LANGS = ("ja", "en")


def _alike(labels: list[dict[str, str]]) -> list[int]:
    """Indices of labels that read the same as another's in some language."""
    out: set[int] = set()
    for lang in LANGS:
        seen: dict[str, int] = {}
        for i, lab in enumerate(labels):
            text = lab.get(lang)
            if text is None:
                continue
            if text in seen:
                out.update((seen[text], i))
            else:
                seen[text] = i
    return sorted(out)


def _append(label: dict[str, str], detail: dict[str, str]) -> None:
    for lang, text in detail.items():
        if text and lang in label:
            label[lang] = f"{label[lang]} {text}" if text.startswith("[") else f"{label[lang]} ({text})"


class GameBase(ABC, Generic[S]):
    """Base of every game: the rules are abstract, the lifecycle is concrete."""

    info: GameInfo
    view_type: Any = None
    """The TypedDict every view conforms to (extra keys forbidden); the conformance suite checks it."""
    view_shapes: tuple[type, ...] = ()
    """Every TypedDict a view is made of: its docs page must name each of their keys."""
    view_doc: str = "docs/views.md"
    codec: Any = None
    """Typed actions: `decode(token)` to a frozen dataclass (MalformedToken otherwise), `encode` back."""

    # -- the rules part: a game implements these ---------------------------------------------------
    @abstractmethod
    def new_state(self, players: list[str], decks: list[list[str]], seed: int,
                  options: dict[str, Any] | None = None) -> S:
        """A new match; raises CardDataError for an unknown card, EngineError for a bad seat count."""

    @abstractmethod
    def pending(self, state: S) -> tuple[Pending, ...]:
        """Every seat that must decide now with all its legal tokens; empty once the game is over."""

    @abstractmethod
    def play(self, state: S, seat: int, token: str) -> list[Event]:
        """Apply a token the base has already checked is legal for `seat`."""

    @abstractmethod
    def resign(self, state: S, seat: int, reason: str) -> list[Event]:
        """`seat` leaves the game (`reason` is "concession" or "timeout"); the game decides who wins."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """None while the game goes on."""

    @abstractmethod
    def action(self, state: S, seat: int, kind: str, token: str, labels: bool) -> Action:
        """The typed action for a legal token: its kind, role and (when `labels`) ja/en label."""

    keeps_bare_actions = False
    """True when `bare_actions` hands out one kept tuple per token tuple (the core then keeps the
    decision made of it too)."""

    def bare_actions(self, state: S, seat: int, kind: str, tokens: tuple[str, ...]) -> tuple[Action, ...]:
        """The actions of a decision without labels (search and self-play, at every decision); a
        game whose bare action is a function of the token alone may keep them per token tuple."""
        return tuple([self.action(state, seat, kind, t, False) for t in tokens])

    @abstractmethod
    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: a spectator), hidden information removed."""

    @abstractmethod
    def to_json(self, state: S) -> dict[str, Any]: ...

    @abstractmethod
    def from_json(self, data: dict[str, Any]) -> S: ...

    @abstractmethod
    def copy(self, state: S) -> S: ...

    @abstractmethod
    def seats(self, state: S) -> int:
        """How many seats this match has."""

    @abstractmethod
    def status(self, state: S, lang: str) -> str:
        """One line for `/match status`: turn, phase and who is to act."""

    @abstractmethod
    def check_invariants(self, state: S) -> list[str]:
        """Problems with the state (a card in two places, a count that disagrees); [] when sound."""

    def prompt(self, state: S, seat: int, kind: str) -> dict[str, str]:
        """The question a decision asks, in both languages."""
        return {"ja": kind, "en": kind}

    def turn(self, state: S) -> int:
        """The current turn number (for status lines and self-play statistics)."""
        return 0

    def phase_step(self, state: S) -> tuple[str, str]:
        """(phase, step) as the spectator's view names them; a game may answer without building the
        whole view (the bot asks at every auto-passed timing of an action)."""
        view = self.view(state, None)
        return str(view.get("phase") or ""), str(view.get("step") or "")

    def first_seat(self, state: S) -> int:
        """The seat that moves first (announced when the match starts)."""
        return 0

    def validate_deck(self, lines: list[str]) -> tuple[list[str], list[str]]:
        """(problems, card references) for a plain-text deck list; scenario games take no decks."""
        return ([f"{self.info.name} takes no deck lists"], [])

    def validate_deck_with(self, lines: list[str], documents: list[dict[str, Any]]) -> tuple[list[str], list[str]]:
        """Like `validate_deck`, also accepting the cards that scenario or card documents define."""
        return ([f"{self.info.name} takes no card files"], [])

    def catalogue(self) -> list[dict[str, Any]]:
        """Everything `/card` can look up (cards, units, bases...) as plain dicts with `number` and `name`."""
        return []

    def preconstructed(self) -> Mapping[str, Preset]:
        """Ready-made decks by id."""
        return {}

    def listing(self) -> dict[str, Any]:
        """`sortie cards --json`: the game's own card rows and ready-made decks."""
        return {"cards": self.catalogue(),
                "decks": [{"id": p.id, "name": p.name, "cards": list(p.cards)} for p in self.preconstructed().values()]}

    def import_cards(self, data: Any | None) -> dict[str, Any] | None:
        """`sortie cards import`: compile a card list (parsed JSON/YAML) and report what plays;
        None (the data) runs the built-in pool through the same check. None: no card import."""
        return None

    def import_pool(self, data: Any) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
        """The import report and one lookup entry per record, for a pool the bot stores per server:
        `{"number", "name": {ja, en}, "status": full|partial|failed, "blockers": [...], "card": the
        catalogue dict (the game's CARD shape), "def": the card's data when it plays (status full)}`.
        None: the game has no card import."""
        return None

    def behave_cards(self, data: Any | None, sample: int, seed: int) -> dict[str, Any] | None:
        """`sortie cards behave`: play the texts of `sample` imported cards drawn with `seed` and
        report how many behave as printed; None (the data) checks the built-in pool. None: no check."""
        return None

    def run_scenario(self, doc: dict[str, Any]) -> ScenarioReport:
        """Play a scenario document (docs/scenarios.md) and check its expectations."""
        return ScenarioReport(str(doc.get("name", "scenario")), 0, (f"{self.info.name} has no scenario runner",))

    def with_time(self, state: S, token: str, seconds_left: int) -> str:
        """The token a player's click sends when time matters to the rules (the unused turn time
        entering the engine with the action, so a replay is exact); unchanged for most games."""
        return token

    def tell_apart(self, state: S, seat: int, token: str) -> dict[str, str]:
        """What tells this action's subject apart from a same-named one (its area, position, G
        state), ja/en; asked only when two labels of one decision read the same. {}: nothing."""
        return {}

    def timed_options(self, options: dict[str, Any], timer_seconds: int | None) -> dict[str, Any]:
        """A new match's options once its timer (`/match new timer:`, seconds; None: untimed) is
        chosen: a game whose rules read its clock (Code of Joker's turn time) takes it from here."""
        return options

    def time_limit(self, state: S, seat: int, kind: str, timer_seconds: int | None) -> int | None:
        """Seconds the bot gives `seat`'s decision of `kind` in a match timed at `timer_seconds`
        (None: untimed). Most games time every decision alike; a game with its own clocks for some
        decisions (Code of Joker's intercept windows) says so here, so the bot names no game."""
        return timer_seconds

    def clock_of(self, state: S, seat: int, kind: str) -> str | None:
        """Decisions with the same clock share one deadline: time spent on one is gone for the next,
        and the clock pauses while decisions on other clocks are made (Code of Joker's turn, paused
        during intercept windows and blocks). None: every decision gets its whole time limit."""
        return None

    def panel_lines(self, state: S, seat: int, lang: str) -> list[str]:
        """What a player's private panel shows above the choices (the hand, cards being looked at)."""
        return []

    def autopass_of(self, state: S, seat: int) -> bool | None:
        """Whether auto-pass is on for `seat`; None for games that have no auto-pass."""
        return None

    def set_autopass(self, state: S, seat: int, on: bool) -> list[Event]:
        """Games without forced passes to skip accept the toggle and change nothing."""
        return []

    def end_text(self, outcome: Outcome, players: list[str], lang: str) -> str:
        """The result line; games override it to name their own end reasons."""
        if outcome.draw:
            return "引き分け" if lang == "ja" else "Draw"
        names = "、".join(players[i] for i in outcome.winners) if lang == "ja" else \
            " and ".join(players[i] for i in outcome.winners)
        return f"{names}の勝利" if lang == "ja" else f"{names} won"

    # -- what an AI player may use (engine/ai): hidden information stays hidden ------------------------

    def information_state(self, state: S, seat: int) -> S | None:
        """A state equal to `state` in everything `seat` can see, with every hidden part replaced by a
        canonical stand-in: two states with the same view for `seat` give equal results (JSON).

        The AI searches from this, never from the true state. None: the game cannot hide its secrets
        this way, and the AI must decide from the decision alone. Games without hidden information
        need nothing more than a copy.
        """
        return None if self.info.hidden_information else self.copy(state)

    def determinize(self, info_state: S, seat: int, rnd: random.Random) -> S:
        """One plausible true state for `info_state`: the hidden parts sampled with `rnd` (IS-MCTS)."""
        return self.copy(info_state)

    def evaluate(self, state: S, seat_count: int) -> tuple[float, ...]:
        """Each seat's prospects in [-1, 1] for an unfinished game (search cuts rollouts off here).

        The default knows nothing and says 0 for every seat; games supply their own measure.
        """
        out = self.outcome(state)
        return out.returns() if out is not None else tuple(0.0 for _ in range(seat_count))

    def ai_effort(self) -> tuple[int, int]:
        """The default search effort per decision: (iterations, rollout depth). Games with slow steps
        name less, so that a decision stays far inside the time cap and depends on the seed alone."""
        return (64, 10)

    def ai_effort_at(self, state: S) -> tuple[int, int]:
        """The search effort for a decision in `state` (the searcher's information state): `ai_effort`
        unless the game searches harder where decisions weigh most (Zeta: the last turns)."""
        return self.ai_effort()

    def ai_candidates(self, state: S, seat: int, tokens: list[str]) -> list[str]:
        """The tokens search weighs among `tokens` (never empty): a game may leave out choices a
        fixed rule settles as well, so that they cost no search. The default keeps them all."""
        return tokens

    def ai_tokens(self, state: S, pending: Pending, tokens: list[str]) -> list[str]:
        """The tokens worth searching among `tokens` (legal, forward): a game may keep one of each set
        of equivalent tokens (the same card in two copies) so that search does not split its visits."""
        return tokens

    def rollout_token(self, state: S, pending: Pending, rnd: random.Random) -> str:
        """The move a quick simulated player makes: uniformly random, rarely an undo (games override)."""
        tokens = pending.tokens
        if len(tokens) == 1:
            return tokens[0]
        forward = [t for t in tokens if self.action(state, pending.seat, pending.kind, t, False).role != "undo"]
        return rnd.choice(forward or list(tokens))

    # -- the lifecycle: the core's, the same for every game -------------------------------------------

    def decisions(self, state: S, labels: bool = True) -> tuple[Decision, ...]:
        """Every pending decision (several when seats choose secretly at once)."""
        return lifecycle.decisions(self, state, labels)

    def _told_apart(self, state: S, seat: int, acts: tuple[Action, ...]) -> tuple[Action, ...]:
        """No two labels of one decision read the same in any language: a player could not tell
        which button is which. Same-named choices first get what the game says differs (where
        that differs); any still alike (two copies in a hand) are numbered [1], [2]."""
        labels = [dict(a.label) for a in acts]
        alike = _alike(labels)
        if not alike:
            return acts
        details = {i: self.tell_apart(state, seat, acts[i].token) for i in alike}
        told: set[int] = set()
        for lang in LANGS:
            groups: dict[str, list[int]] = {}
            for i in alike:
                if i not in told:
                    groups.setdefault(labels[i].get(lang, ""), []).append(i)
            for members in groups.values():
                if len(members) > 1 and len({tuple(sorted(details[i].items())) for i in members}) > 1:
                    for i in members:
                        _append(labels[i], details[i])
                    told.update(members)
        for lang in LANGS:
            groups = {}
            for i in _alike(labels):
                groups.setdefault(labels[i].get(lang, ""), []).append(i)
            for members in groups.values():
                if len(members) > 1:
                    for k, i in enumerate(members, 1):
                        _append(labels[i], {la: f"[{k}]" for la in labels[i]})
        return tuple(replace(a, label=lab) for a, lab in zip(acts, labels, strict=True))

    def decision(self, state: S, labels: bool = True) -> Decision | None:
        """The first pending decision (the only one in games without simultaneous choices)."""
        ds = self.decisions(state, labels)
        return ds[0] if ds else None

    def decision_for(self, state: S, seat: int, labels: bool = True) -> Decision | None:
        return next((d for d in self.decisions(state, labels) if d.player == seat), None)

    def legal_tokens(self, state: S, seat: int | None = None) -> list[str]:
        """The legal tokens of `seat` (default: the first deciding seat), without labels."""
        for p in self.pending(state):
            if seat is None or p.seat == seat:
                return list(p.tokens)
        return []

    def is_over(self, state: S) -> bool:
        return self.outcome(state) is not None

    def apply(self, state: S, player: int, token: str) -> list[Event]:
        """Check and apply one action; anything not legal raises IllegalAction before any change
        (engine/core/lifecycle.py)."""
        return lifecycle.apply(self, state, player, token)

    def default_action(self, decision: Decision) -> str:
        """What a deadline applies: pass where legal, else the first forward choice, never an undo."""
        roles: tuple[Role, ...] = ("pass", "forward", "confirm", "secondary")
        for role in roles:
            acts = decision.by_role(role)
            if acts:
                return acts[0].token
        return decision.actions[0].token
