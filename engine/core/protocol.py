"""The one protocol every game implements (OpenSpiel's State, python-chess's Board and Move)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class Action:
    """A legal action: a short stable token plus what a person needs to read it.

    `token` goes into custom_ids, the action log and tests (at most 60 characters).
    `kind` and `args` let a localiser describe it; `label` holds ready text per language.
    """

    token: str
    kind: str
    label: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    def describe(self, lang: str = "en") -> str:
        return self.label.get(lang) or self.label.get("en") or self.token


@dataclass(frozen=True, slots=True)
class Decision:
    """Who must decide now, about what, and the legal actions offered (at most 25)."""

    player: int
    kind: str
    actions: tuple[Action, ...]
    prompt: dict[str, str] = field(default_factory=dict)

    def tokens(self) -> list[str]:
        return [a.token for a in self.actions]


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for logs and highlights; `private_to` hides it from everyone else."""

    kind: str
    text: dict[str, str]
    cards: tuple[int, ...] = ()
    seat: int | None = None
    private_to: int | None = None
    public_text: dict[str, str] | None = None  # what others see of a private event, if anything


@dataclass(frozen=True, slots=True)
class GameInfo:
    name: str
    title: dict[str, str]
    min_players: int
    max_players: int
    hidden_information: bool = True
    chance: bool = True


class Game(Protocol):
    """A registered game. States are game-specific objects handled only through these methods."""

    info: GameInfo

    def new_state(self, players: list[str], decks: list[list[str]], seed: int,
                  options: dict[str, Any] | None = None) -> Any: ...

    def decision(self, state: Any) -> Decision | None: ...

    def apply(self, state: Any, player: int, token: str) -> list[Event]: ...

    def view(self, state: Any, seat: int | None) -> dict[str, Any]: ...

    def to_json(self, state: Any) -> dict[str, Any]: ...

    def from_json(self, data: dict[str, Any]) -> Any: ...

    def copy(self, state: Any) -> Any: ...

    def is_over(self, state: Any) -> bool: ...

    def validate_deck(self, lines: list[str]) -> tuple[list[str], list[str]]: ...
