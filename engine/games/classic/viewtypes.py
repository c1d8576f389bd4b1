"""The typed shape of every classic view (docs/classic/views.md is checked against these).

`view.build_view` builds plain dicts for speed; the conformance suite validates every emitted view
against `ClassicView` in strict mode (extra keys forbidden), so the shapes cannot drift from what
leaves the engine.
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

Texts = dict[str, str]
FORBID = ConfigDict(extra="forbid")


@with_config(FORBID)
class _CardBase(TypedDict):
    iid: int
    id: str
    name: Texts
    type: str
    colour: str
    rolled: bool


@with_config(FORBID)
class Card(_CardBase, total=False):
    """A card face up somewhere; unit keys only on units, `dismantled`/`g`/`set` only when they apply."""

    stats: list[int]
    dmg: int
    kw: list[str]
    transformed: bool
    dedicated: bool
    dismantled: bool
    g: bool
    set: list[Card]


@with_config(FORBID)
class Forces(TypedDict):
    space: list[Card]
    earth: list[Card]
    ring: list[Card]


@with_config(FORBID)
class PlayerView(TypedDict):
    name: str
    home: int
    discard: int
    hand_count: int
    hand: list[Card] | None
    deploy: list[Card]
    junk: list[Card]
    removed: list[Card]
    hangar: list[Card]
    forces: Forces
    pollution: int
    vulture: int


@with_config(FORBID)
class CutEntry(TypedDict):
    kind: Literal["card", "text"]
    seat: int
    card: Card
    target: Card | None


@with_config(FORBID)
class ClassicView(TypedDict):
    game: Literal["classic"]
    seat: int | None
    turn: int
    active: int
    first: int
    step: str
    step_name: Texts
    deciding: int | None
    players: list[PlayerView]
    cut: list[CutEntry]
    log: list[list[str]]
    winner: int | None
    reason: str


SHAPES: tuple[type, ...] = (ClassicView, PlayerView, Forces, Card, CutEntry)
