"""The typed shape of every NEX-A view (docs/views.md is checked against these).

`view()` builds plain dicts for speed; the conformance suite validates every emitted view against
`NexaView` (extra keys forbidden), so the shapes here cannot drift from what leaves the engine.
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

Texts = dict[str, str]
FORBID = ConfigDict(extra="forbid")


@with_config(FORBID)
class Cost(TypedDict):
    total: int
    roll: dict[str, int]


@with_config(FORBID)
class GSign(TypedDict):
    colour: str
    series: str | None


@with_config(FORBID)
class _CardBase(TypedDict):
    iid: int | None
    card: str
    name: Texts
    type: str
    colours: list[str]
    cost: Cost
    stats: list[int] | None
    base_stats: list[int] | None
    terrain: list[str]
    traits: list[str]
    keywords: list[str]
    rolled: bool
    damage: int
    destroyed: bool
    owner: int
    controller: int
    set_cards: list[Card]
    coins: dict[str, int]
    text: dict[str, list[str]]
    gsign: GSign | None
    rarity: str | None


@with_config(FORBID)
class Card(_CardBase, total=False):
    g_colour: str
    guard_level: int | None
    gain_level: int | None


@with_config(FORBID)
class PlayerView(TypedDict):
    seat: int
    name: str
    home: int
    discard: int
    hand_count: int
    hand: list[Card] | None
    junkyard: list[Card]
    hangar: list[Card]
    removed: list[Card]
    g_zone: list[Card]
    deploy: list[Card]
    coins: dict[str, int]
    autopass: bool


@with_config(FORBID)
class Squad(TypedDict):
    owner: int
    units: list[Card]
    power: int
    keywords: list[str]


@with_config(FORBID)
class Area(TypedDict):
    engaged: bool
    squads: list[Squad]


@with_config(FORBID)
class Battle(TypedDict):
    space: Area
    earth: Area


@with_config(FORBID)
class CutTarget(TypedDict):
    iid: int | None
    name: Texts


@with_config(FORBID)
class CutEntry(TypedDict):
    index: int
    controller: int
    source: Card | None
    kind: str
    negated: bool
    label: Texts
    targets: list[CutTarget]


@with_config(FORBID)
class EventView(TypedDict):
    kind: str
    text: Texts
    cards: list[int]
    seat: int | None


@with_config(FORBID)
class _ViewBase(TypedDict):
    game: Literal["nexa"]
    viewer: int | None
    turn: int
    phase: str | None
    step: str | None
    timing: Literal["free", "decision"]
    attacker: int
    deciding: int | None
    decision_kind: str | None
    winner: int | Literal["draw"] | None
    end_reason: str | None
    players: list[PlayerView]
    battle: Battle
    cut: list[CutEntry]
    events: list[EventView]


@with_config(FORBID)
class NexaView(_ViewBase, total=False):
    looking_at: list[Card]


SHAPES: tuple[type, ...] = (NexaView, PlayerView, Card, Cost, GSign, Squad, Area, Battle, CutEntry, CutTarget,
                              EventView)
