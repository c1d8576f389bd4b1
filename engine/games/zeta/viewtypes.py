"""The typed shape of every zeta view (docs/zeta/views.md is checked against these).

`view()` builds plain dicts for speed; the conformance suite validates every emitted view against
`ZetaView` in strict mode (extra keys forbidden), so what leaves the engine cannot drift from here.
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

Texts = dict[str, str]
FORBID = ConfigDict(extra="forbid")
Phase = Literal["bomb", "arm", "deploy", "cards", "act", "combat", "join", "laser", "over"]


@with_config(FORBID)
class UnitView(TypedDict):
    id: str
    t: str
    f: int
    h: str
    d: bool
    c: str
    a: str
    kind: str
    name: Texts


@with_config(FORBID)
class CharView(TypedDict):
    id: str
    f: int
    loc: str
    h: str
    on: str
    name: Texts


@with_config(FORBID)
class BaseView(TypedDict):
    id: str
    name: Texts
    h: str
    lv: int
    o: int
    kind: str
    gone: bool


@with_config(FORBID)
class BoxView(TypedDict):
    name: Texts
    adjacent: list[str]


@with_config(FORBID)
class SpaceMap(TypedDict):
    cols: int
    rows: int
    blocked: list[str]
    earth: str
    moon: str
    descent: dict[str, str]
    boxes: dict[str, BoxView]


@with_config(FORBID)
class GroundMap(TypedDict):
    cols: int
    rows: int
    terrain: list[str]
    areas: dict[str, list[str]]


@with_config(FORBID)
class MapView(TypedDict):
    space: SpaceMap
    ground: GroundMap


@with_config(FORBID)
class LogEntry(TypedDict):
    kind: str
    ja: str
    en: str


@with_config(FORBID)
class ResultView(TypedDict):
    ranks: list[int]
    reason: str
    turn: int


@with_config(FORBID)
class ZetaView(TypedDict):
    game: Literal["zeta"]
    seat: int | None
    turn: int
    phase: Phase
    players: list[str]
    active: int
    card: list[int] | None
    revealed: list[list[int]]
    deck: int
    picked: list[bool]
    my_cards: str | None
    bomb: str | None
    bomb_state: str
    vp: list[int]
    points: list[float]
    factory: list[dict[str, int]]
    unit_names: dict[str, Texts]
    units: list[UnitView]
    chars: list[CharView]
    bases: list[BaseView]
    map: MapView
    log: list[LogEntry]
    sel: str
    step: str
    result: ResultView | None


VIEW_SHAPES: tuple[type, ...] = (ZetaView, UnitView, CharView, BaseView, MapView, SpaceMap, GroundMap, BoxView,
                                 LogEntry, ResultView)
