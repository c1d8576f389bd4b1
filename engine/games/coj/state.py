"""The match state: plain dataclasses of JSON-native values, so copies and saves are exact."""

from __future__ import annotations

import copy as _copy
from dataclasses import asdict, dataclass, replace
from dataclasses import field as dfield
from typing import Any

LIFE = 8
HAND_MAX = 7
FIELD_MAX = 5
ZONE_MAX = 4
CP_CEIL = 12
ROUNDS = 10
GAUGE_MAX = 1000
CP_FIRST = (2, 3, 4, 5, 6, 7, 7, 7, 7, 7)
CP_SECOND = (3, 3, 4, 5, 6, 7, 7, 7, 7, 7)
MULLIGAN_MAX = 3


@dataclass
class Unit:
    """A unit on a field. `iid` is the card instance; BP parts are kept apart so resets are exact."""

    iid: int
    level: int = 1
    ready: bool = True  # 行動権
    restricted: bool = True  # アタック制限
    base_mod: int = 0  # permanent change of the base BP (kept over level changes)
    temp: int = 0  # this turn's BP change (reset at turn end)
    damage: int = 0  # damage taken (reset at turn end and on a level change)
    kws: list[str] = dfield(default_factory=list)  # keywords granted until turn end
    perm_kws: list[str] = dfield(default_factory=list)  # keywords granted for good
    entered: int = 0  # the turn number it entered (攻撃禁止)
    seq: int = 0  # placement order (older first)


@dataclass
class Player:
    name: str
    deck_list: list[str]  # the 40 card ids, for the new deck when the deck runs short
    jokers: list[str]  # the two joker card ids (their own area; they never leave it)
    life: int = LIFE
    cp: int = 0
    gauge: int = 0  # joker gauge, 0-1000 (tenths of a percent)
    hand: list[int] = dfield(default_factory=list)
    hand_lv: dict[str, int] = dfield(default_factory=dict)  # iid -> level raised by override
    deck: list[int] = dfield(default_factory=list)  # top first
    discard: list[int] = dfield(default_factory=list)  # newest last
    deleted: list[int] = dfield(default_factory=list)  # 消滅
    retired: list[int] = dfield(default_factory=list)  # old deck and discard set aside by a new deck
    field: list[Unit] = dfield(default_factory=list)  # placement order
    zone: list[int] = dfield(default_factory=list)  # trigger zone, packed left
    joker_used: bool = False
    mulligans: int = 0
    kept: bool = False


@dataclass
class State:
    players: list[Player]
    cards: list[str]  # instance id -> card id
    rng: int
    first: int  # 先攻
    turn_seat: int = 0
    turn: int = 1  # turn number (two per round)
    phase: str = "mulligan"  # mulligan | main | over
    tasks: list[dict[str, Any]] = dfield(default_factory=list)  # what happens next, front first
    battle: dict[str, Any] | None = None
    events: list[dict[str, Any]] = dfield(default_factory=list)  # the last public events
    result: dict[str, Any] | None = None
    seq: int = 0
    turn_seconds: int = 300
    intercept_seconds: int = 60
    autopass: list[bool] = dfield(default_factory=lambda: [False, False])  # skip every intercept window

    @property
    def round(self) -> int:
        return (self.turn + 1) // 2

    def unit(self, iid: int) -> tuple[int, Unit] | None:
        for seat, p in enumerate(self.players):
            for u in p.field:
                if u.iid == iid:
                    return seat, u
        return None

    def clone(self) -> State:
        """A deep copy by hand (several times faster than a JSON round trip; every field is copied)."""
        players = [replace(p, deck_list=list(p.deck_list), jokers=list(p.jokers), hand=list(p.hand),
                           hand_lv=dict(p.hand_lv), deck=list(p.deck), discard=list(p.discard),
                           deleted=list(p.deleted), retired=list(p.retired), zone=list(p.zone),
                           field=[replace(u, kws=list(u.kws), perm_kws=list(u.perm_kws)) for u in p.field])
                   for p in self.players]
        return replace(self, players=players, cards=list(self.cards), tasks=[dict(x) for x in self.tasks],
                       battle=dict(self.battle) if self.battle else None, events=[dict(e) for e in self.events],
                       result=dict(self.result) if self.result else None, autopass=list(self.autopass))

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(data: dict[str, Any]) -> State:
        d = _copy.deepcopy(data)
        players = []
        for p in d.pop("players"):
            units = [Unit(**u) for u in p.pop("field")]
            players.append(Player(**p, field=units))
        return State(players=players, **d)
