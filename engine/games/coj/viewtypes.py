"""The typed shape of every Code of Joker view (docs/coj/views.md is checked against these).

`view()` builds plain dicts for speed; the conformance suite validates every emitted view against
`CojView` in strict mode (extra keys forbidden), so the shapes here cannot drift from what leaves
the engine.
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

Texts = dict[str, str]
FORBID = ConfigDict(extra="forbid")
Colour = Literal["red", "yellow", "blue", "green", "purple", "colourless"]
Kind = Literal["unit", "evolution", "trigger", "intercept", "joker"]


@with_config(FORBID)
class CardFace(TypedDict):
    """A card as printed: the catalogue, jokers and the owner's own trigger zone."""

    game: Literal["coj"]
    id: str
    name: Texts
    kind: Kind
    colour: Colour
    cost: int
    species: str
    bp: list[int] | None
    keywords: list[str]
    gauge: int
    character: Texts | None
    text: Texts


@with_config(FORBID)
class ZoneCard(CardFace):
    """A card in the viewer's own trigger zone."""

    iid: int


@with_config(FORBID)
class HandCard(ZoneCard):
    """A card in the viewer's own hand, with the level an override gave it."""

    level: int


@with_config(FORBID)
class HiddenZoneCard(TypedDict):
    """Another player's set card: only its colour shows."""

    colour: Colour


@with_config(FORBID)
class DiscardCard(TypedDict):
    iid: int
    id: str
    name: Texts
    colour: Colour


@with_config(FORBID)
class UnitView(TypedDict):
    """A unit on a field with its current BP, level and state."""

    iid: int
    card: str
    name: Texts
    colour: Colour
    cost: int
    kind: Kind
    level: int
    bp: int
    base_bp: int
    damage: int
    ready: bool
    restricted: bool
    keywords: list[str]


@with_config(FORBID)
class PlayerView(TypedDict):
    name: str
    life: int
    cp: int
    gauge: int
    hand: list[HandCard] | int
    hand_count: int
    deck: int
    discard: list[DiscardCard]
    deleted: int
    field: list[UnitView]
    zone: list[ZoneCard] | list[HiddenZoneCard]
    zone_count: int
    jokers: list[CardFace]
    joker_used: bool


@with_config(FORBID)
class BattleView(TypedDict):
    att: int
    blk: int | None
    seat: int
    blocked: bool
    att_won: bool
    blk_won: bool
    pierce: bool


@with_config(FORBID)
class WindowView(TypedDict):
    timing: Literal["drive", "attack", "battle"]
    seat: int


@with_config(FORBID)
class EventView(TypedDict):
    kind: str
    ja: str
    en: str
    seat: int | None


@with_config(FORBID)
class ResultView(TypedDict):
    winner: int
    reason: str


@with_config(FORBID)
class TimersView(TypedDict):
    turn_seconds: int
    intercept_seconds: int


@with_config(FORBID)
class CojView(TypedDict):
    game: Literal["coj"]
    seat: int | None
    round: int
    turn: int
    turn_seat: int
    first: int
    phase: Literal["mulligan", "main", "over"]
    players: list[PlayerView]
    battle: BattleView | None
    window: WindowView | None
    deciding: list[int]
    events: list[EventView]
    result: ResultView | None
    timers: TimersView


SHAPES: tuple[type, ...] = (CojView, PlayerView, CardFace, ZoneCard, HandCard, HiddenZoneCard, DiscardCard, UnitView,
                            BattleView, WindowView, EventView, ResultView, TimersView)
