"""The typed game contract every game implements (OpenSpiel's GameType/State, python-chess's Move).

A game fills in its rules (`engine.core.base.GameBase`); the core owns the match lifecycle. What
crosses the boundary is data: `GameInfo`, `Decision`s of `Action`s with role flags, `Event`s,
per-seat views and an `Outcome`. Nothing above the engine reads a game's state object.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple, Protocol, TypeVar

Role = Literal["forward", "undo", "confirm", "pass", "secondary"]
"""How an action moves a decision along; the bot styles buttons and picks defaults from it.

forward: a real choice; undo: step back in a declaration; confirm: finish a multi-step choice;
pass: decline (the safe default at a deadline); secondary: legal but rarely wanted (shown last).
"""

ROLES: tuple[Role, ...] = ("forward", "undo", "confirm", "pass", "secondary")
SetupKind = Literal["decks", "scenario"]
Lang = Literal["ja", "en"]
LANGS: tuple[Lang, ...] = ("ja", "en")
MAX_TOKEN = 60


@dataclass(frozen=True, slots=True)
class Action:
    """A legal action: a short stable token plus what a person needs to read it.

    `token` goes into custom_ids, the action log and tests (at most 60 characters). `kind` groups
    actions for panels; `label` holds ready text per language; `role` says how it moves the decision.
    """

    token: str
    kind: str
    label: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    role: Role = "forward"
    subject: dict[str, str] | None = field(default=None, compare=False, hash=False)
    """The name (ja/en) of the card or unit the action is about, for typed commands like `play NAME`."""

    def describe(self, lang: str = "en") -> str:
        return self.label.get(lang) or self.label.get("en") or self.token


@dataclass(frozen=True, slots=True)
class Decision:
    """One seat's pending choice: what kind, and every legal action (the bot pages them).

    Several decisions may be pending at once (secret simultaneous choices); each is one seat's.
    """

    player: int
    kind: str
    actions: tuple[Action, ...]
    prompt: dict[str, str] = field(default_factory=dict)

    def tokens(self) -> list[str]:
        return [a.token for a in self.actions]

    def by_role(self, role: Role) -> list[Action]:
        return [a for a in self.actions if a.role == role]


class Event(NamedTuple):
    """Something that happened, for logs and highlights; `private_to` hides it from everyone else.

    A named tuple, not a frozen dataclass: as immutable, and made many times a decision (every
    move, roll and draw), where a frozen dataclass's interpreted __init__ cost 2% of self-play.
    """

    kind: str
    text: dict[str, str]
    cards: tuple[int, ...] = ()
    seat: int | None = None
    private_to: int | None = None
    public_text: dict[str, str] | None = None  # what others see of a private event, if anything


@dataclass(frozen=True, slots=True)
class Param:
    """A match parameter with its default: variants are parameters, not forks."""

    name: str
    default: Any
    title: dict[str, str]
    choices: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What a game is, as data: the bot builds its menus and seat checks from this alone."""

    name: str
    title: dict[str, str]
    min_players: int
    max_players: int
    hidden_information: bool = True
    chance: bool = True
    setup: SetupKind = "decks"
    params: tuple[Param, ...] = ()
    seat_names: tuple[dict[str, str], ...] = ()  # per-seat roles (factions) where seats differ
    order: int = 100  # place in menus; the lowest is the default game where none is named
    short: dict[str, str] = field(default_factory=dict)  # a short name for lobbies and thread titles

    def short_name(self, lang: str) -> str:
        return self.short.get(lang) or self.short.get("en") or self.title.get(lang) or self.title["en"]

    @property
    def id(self) -> str:
        return self.name

    def defaults(self) -> dict[str, Any]:
        return {p.name: p.default for p in self.params}


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended, for any number of seats.

    `ranks[i]` is seat i's place (1 best; equal ranks tie); `reason` is a stable code the game
    localises in `end_text`; `turn` is the turn it ended on.
    """

    ranks: tuple[int, ...]
    reason: str
    turn: int = 0

    @property
    def draw(self) -> bool:
        return len(set(self.ranks)) <= 1

    @property
    def winners(self) -> tuple[int, ...]:
        return () if self.draw else tuple(i for i, r in enumerate(self.ranks) if r == 1)

    @property
    def winner(self) -> int:
        """The single winning seat, or -1 for a draw or a shared win (the two-seat shorthand)."""
        w = self.winners
        return w[0] if len(w) == 1 else -1

    def returns(self) -> tuple[float, ...]:
        """+1 for a win, -1 for a loss, 0 for a draw, by rank, summing to zero (for search)."""
        n = len(self.ranks)
        if self.draw or n == 0:
            return tuple(0.0 for _ in self.ranks)
        scores = [float(n - r) for r in self.ranks]
        mean = sum(scores) / n
        spread = max(abs(x - mean) for x in scores) or 1.0
        return tuple((x - mean) / spread for x in scores)

    @staticmethod
    def win(winner: int, seats: int, reason: str, turn: int = 0) -> Outcome:
        return Outcome(tuple(1 if i == winner else 2 for i in range(seats)), reason, turn)

    @staticmethod
    def tie(seats: int, reason: str, turn: int = 0) -> Outcome:
        return Outcome(tuple(1 for _ in range(seats)), reason, turn)


S = TypeVar("S")


class Game(Protocol):
    """A registered game as the rest of Sortie sees it. States are opaque objects.

    `engine.core.base.GameBase` implements the lifecycle part; a game supplies the rules part.
    """

    info: GameInfo

    def new_state(self, players: list[str], decks: list[list[str]], seed: int,
                  options: dict[str, Any] | None = None) -> Any: ...

    def decisions(self, state: Any, labels: bool = True) -> tuple[Decision, ...]: ...

    def decision(self, state: Any, labels: bool = True) -> Decision | None: ...

    def legal_tokens(self, state: Any, seat: int | None = None) -> list[str]: ...

    def apply(self, state: Any, player: int, token: str) -> list[Event]: ...

    def view(self, state: Any, seat: int | None) -> dict[str, Any]: ...

    def outcome(self, state: Any) -> Outcome | None: ...

    def status(self, state: Any, lang: str) -> str: ...

    def end_text(self, outcome: Outcome, players: list[str], lang: str) -> str: ...

    def to_json(self, state: Any) -> dict[str, Any]: ...

    def from_json(self, data: dict[str, Any]) -> Any: ...

    def copy(self, state: Any) -> Any: ...

    def is_over(self, state: Any) -> bool: ...

    def validate_deck(self, lines: list[str]) -> tuple[list[str], list[str]]: ...

    def catalogue(self) -> list[dict[str, Any]]: ...

    def preconstructed(self) -> Mapping[str, Preset]: ...

    def default_action(self, decision: Decision) -> str: ...

    def first_seat(self, state: Any) -> int: ...

    def check_invariants(self, state: Any) -> list[str]: ...


@dataclass(frozen=True, slots=True)
class ScenarioReport:
    """What running one scenario document found: its name, how many checks, and what failed."""

    name: str
    checks: int
    failures: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.failures


@dataclass(frozen=True, slots=True)
class Preset:
    """A ready-made deck (or, for scenario games, a side's setup) players can pick by id or name."""

    id: str
    name: dict[str, str]
    cards: tuple[str, ...]

    def matches(self, ref: str) -> bool:
        key = ref.strip().casefold()
        return key in (self.id.casefold(), *(n.casefold() for n in self.name.values()))
