"""The printed components the rules text lacks (maps, bases, units, characters, turn track), authored
as YAML under engine/data/zeta/ and validated by pydantic models (docs/zeta/data.md gives reasons)."""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

Names = dict[str, str]
FACTIONS = 3


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Box(Strict):
    name: Names
    adjacent: list[str]


class SpaceMap(Strict):
    cols: int
    rows: int
    blocked: list[str]
    earth: str
    moon: str
    descent: dict[str, str]
    boxes: dict[str, Box]


class GroundMap(Strict):
    cols: int
    rows: int
    wrap: bool
    areas: dict[str, list[str]]
    terrain: list[str]

    @model_validator(mode="after")
    def _grid(self) -> GroundMap:
        if len(self.terrain) != self.rows or any(len(r) != self.cols or set(r) - set(".cL") for r in self.terrain):
            raise ValueError("terrain must be rows x cols of . c L")
        return self


class Maps(Strict):
    space: SpaceMap
    ground: GroundMap


class BaseClass(Strict):
    armament: list[int] = Field(min_length=3, max_length=3)
    vp: list[int] = Field(min_length=3, max_length=3)
    deploy: list[int] = Field(min_length=3, max_length=3)
    attack: list[int] = Field(min_length=3, max_length=3)
    defence: list[int] = Field(min_length=3, max_length=3)


class BaseDef(Strict):
    name: Names
    map: Literal["S", "G"]
    hex: str
    kind: Literal["military", "political"]
    cls: str
    moon: bool = False
    colony: bool = False
    neutral_zone: bool = False
    mobile: int = 0
    arrives: int = 0
    bomb: bool = False


class Bases(Strict):
    classes: dict[str, BaseClass]
    bases: dict[str, BaseDef]

    @model_validator(mode="after")
    def _classes(self) -> Bases:
        for k, b in self.bases.items():
            if b.cls not in self.classes:
                raise ValueError(f"base {k}: unknown class {b.cls}")
        return self


class UnitDef(Strict):
    name: Names
    kind: Literal["ms", "ship"]
    air: list[int] = Field(default_factory=list, max_length=3)
    bomb: list[int] = Field(default_factory=list, max_length=3)
    aa: list[int] = Field(default_factory=list, max_length=2)
    aa_guns: int = 0
    gun: list[int] = Field(default_factory=list, max_length=2)
    guns: int = 0
    defence: list[int] = Field(min_length=2, max_length=2)
    gov: int
    pp: int
    cap: int = 0
    terrain: Literal["S", "G", "SG"]
    nt: bool = False
    unpiloted_ok: bool = False
    dock: bool = False
    dock_deploy: bool = False
    special: bool = False
    stock: int = Field(ge=1)


class Units(Strict):
    units: dict[str, UnitDef]


class CharDef(Strict):
    name: Names
    faction: int = Field(ge=0, lt=FACTIONS)
    ms: list[int] = Field(min_length=2, max_length=2)
    ship: list[int] = Field(min_length=2, max_length=2)
    cmd: list[int] = Field(min_length=2, max_length=2)
    nt: bool = False
    survival: str = Field(pattern=r"^[G\-LMHD]{6}$")
    grows: str = ""
    speech: bool = False
    future: bool = False


class Characters(Strict):
    characters: dict[str, CharDef]
    wounded: dict[str, str]

    @model_validator(mode="after")
    def _grows(self) -> Characters:
        for k, c in self.characters.items():
            if c.grows and c.grows not in self.characters:
                raise ValueError(f"{k} grows into unknown {c.grows}")
        return self


class Arrival(Strict):
    char: str
    where: str


class TurnDef(Strict):
    arrivals: list[Arrival] = Field(default_factory=list)
    exchanges: list[list[str]] = Field(default_factory=list)
    open: dict[int, list[str]] = Field(default_factory=dict)
    units: dict[int, list[str]] = Field(default_factory=dict)
    jupiter: bool = False
    gryps2: bool = False


class Turns(Strict):
    turns: dict[int, TurnDef]


class Stack(Strict):
    hex: str = ""
    base: str = ""
    units: dict[str, int]
    chars: list[str] = Field(default_factory=list)


class FactionSetup(Strict):
    name: Names
    levels: dict[str, int]
    stacks: list[Stack]


class Setup(Strict):
    factions: list[FactionSetup] = Field(min_length=FACTIONS, max_length=FACTIONS)


class Data(Strict):
    maps: Maps
    bases: Bases
    units: Units
    characters: Characters
    turns: Turns
    setup: Setup

    @model_validator(mode="after")
    def _refs(self) -> Data:
        u, c, b = self.units.units, self.characters.characters, self.bases.bases
        for t in self.turns.turns.values():
            for a in t.arrivals:
                if a.char not in c or (a.where not in ("S", "G", "any") and a.where not in c):
                    raise ValueError(f"turn track: bad arrival {a}")
            for pair in t.exchanges:
                if len(pair) != 2 or pair[0] not in c or pair[1] not in c:
                    raise ValueError(f"turn track: bad exchange {pair}")
            for types in [*t.open.values(), *t.units.values()]:
                for ty in types:
                    if ty not in u:
                        raise ValueError(f"turn track: unknown unit {ty}")
        for f in self.setup.factions:
            for base in f.levels:
                if base not in b:
                    raise ValueError(f"setup: unknown base {base}")
            for s in f.stacks:
                if bool(s.hex) == bool(s.base) or (s.base and s.base not in b):
                    raise ValueError(f"setup: a stack needs one hex or base: {s}")
                for ty in s.units:
                    if ty not in u:
                        raise ValueError(f"setup: unknown unit {ty}")
                for ch in s.chars:
                    if ch not in c:
                        raise ValueError(f"setup: unknown character {ch}")
        return self


def _load(name: str) -> object:
    root = resources.files("engine") / "data" / "zeta"
    return yaml.safe_load((root / name).read_text(encoding="utf-8"))


@cache
def data() -> Data:
    """Every authored component, validated once per process."""
    return Data(maps=Maps.model_validate(_load("maps.yaml")), bases=Bases.model_validate(_load("bases.yaml")),
                units=Units.model_validate(_load("units.yaml")),
                characters=Characters.model_validate(_load("characters.yaml")),
                turns=Turns.model_validate(_load("turns.yaml")), setup=Setup.model_validate(_load("setup.yaml")))
