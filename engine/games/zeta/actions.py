"""Zeta actions as typed values: frozen dataclasses to and from their lower-case tokens.

Hexes are printed upper case on the maps (S-C5, G-A5) and the rules code keeps that spelling; a
token carries them lower case (`s:s-c5`) because custom_ids take only lower-case words. The
dataclasses hold the printed spelling, so `internal(decode(t))` is the token the rules code reads
and `encode(a)` is always `internal(a).lower()`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Literal, get_args

from ...core.errors import MalformedToken
from .board import board
from .data import data
from .flow import COMBOS

WordToken = Literal["done", "back", "end", "cbend", "mv", "rc", "refit", "scrap", "nolaser", "bomb:go", "watch"]
FactoryVerb = Literal["prod", "build", "inc"]
HexVerb = Literal["s", "to", "colmv", "axis", "gry", "laser"]
BaseVerb = Literal["bomb_at", "gv", "colony", "axatk", "speech"]


@dataclass(frozen=True, slots=True)
class Word:
    """A choice with no argument: end a phase, step back, move, recover, hold the laser..."""

    token: WordToken


@dataclass(frozen=True, slots=True)
class FactoryOrder:
    """Armament (8): produce a unit, add a type to the factory and produce it, or only add it."""

    verb: FactoryVerb
    unit: str


@dataclass(frozen=True, slots=True)
class Refit:
    """8.2/8.3: swap a factory type for another."""

    src: str
    dst: str


@dataclass(frozen=True, slots=True)
class Scrap:
    """Voluntary destruction of a unit type at a hex."""

    unit: str
    hex: str


@dataclass(frozen=True, slots=True)
class Deploy:
    unit: str
    hex: str


@dataclass(frozen=True, slots=True)
class HexOrder:
    """A stack, a destination, a colony/Axis/Gryps 2 move or a laser target, by hex."""

    verb: HexVerb
    hex: str


@dataclass(frozen=True, slots=True)
class BaseOrder:
    """The bomb's base, governance, colony placement, Axis attack or Quattro's speech, by base."""

    verb: BaseVerb
    base: str


@dataclass(frozen=True, slots=True)
class Single:
    """One unit of the selected stack alone (with its cargo)."""

    unit_id: str


@dataclass(frozen=True, slots=True)
class Pick:
    """The secret choice of three action cards (11.1), printed as S/G/A letters."""

    combo: str


@dataclass(frozen=True, slots=True)
class Battle:
    """A battle at a hex against one faction, or both (`foe` None, 18.8)."""

    hex: str
    foe: int | None


@dataclass(frozen=True, slots=True)
class CharOrder:
    """14.12: pick a character to move alone through the atmosphere."""

    char: str


@dataclass(frozen=True, slots=True)
class Join:
    """18.9: the third faction joins the side of `side` (the attacker or the declared defender)."""

    side: int


ZetaAction = CharOrder | Join | Word | FactoryOrder | Refit | Scrap | Deploy | HexOrder | BaseOrder | Single | Pick | Battle

_WORDS = frozenset(get_args(WordToken))
_FACTORY = frozenset(get_args(FactoryVerb))
_HEXV = frozenset(get_args(HexVerb))
_BASEV = frozenset(get_args(BaseVerb))
_UNIT_ID = re.compile(r"^u[0-9]{1,4}$")


@cache
def _hexes() -> dict[str, str]:
    """lower-case spelling -> printed spelling of every hex and off-map box."""
    return {h.lower(): h for h in board().terrain}


def _hex(s: str, token: str) -> str:
    h = _hexes().get(s)
    if h is None:
        raise MalformedToken(token)
    return h


def _unit(s: str, token: str) -> str:
    if s not in data().units.units:
        raise MalformedToken(token)
    return s


def _base(s: str, token: str) -> str:
    if s not in data().bases.bases:
        raise MalformedToken(token)
    return s


def decode(token: str) -> ZetaAction:
    """The typed action of a token; MalformedToken for anything that is not a zeta token."""
    if not isinstance(token, str):
        raise MalformedToken(str(token))
    if token in _WORDS:
        return Word(token)  # type: ignore[arg-type]
    p = token.split(":")
    k, n = p[0], len(p)
    if n == 2:
        if k in _FACTORY:
            return FactoryOrder(k, _unit(p[1], token))  # type: ignore[arg-type]
        if k in _HEXV:
            return HexOrder(k, _hex(p[1], token))  # type: ignore[arg-type]
        if k in _BASEV:
            return BaseOrder(k, _base(p[1], token))  # type: ignore[arg-type]
        if k == "one" and _UNIT_ID.match(p[1]):
            return Single(p[1])
        if k == "ch" and p[1] in data().characters.characters:
            return CharOrder(p[1])
        if k == "join" and p[1] in ("0", "1", "2"):
            return Join(int(p[1]))
        if k == "pick" and p[1].upper() in COMBOS and p[1].islower():
            return Pick(p[1].upper())
    elif n == 3:
        if k == "ref":
            return Refit(_unit(p[1], token), _unit(p[2], token))
        if k == "scr":
            return Scrap(_unit(p[1], token), _hex(p[2], token))
        if k == "dep":
            return Deploy(_unit(p[1], token), _hex(p[2], token))
        if k == "cb" and p[2] in ("0", "1", "2", "all"):
            return Battle(_hex(p[1], token), None if p[2] == "all" else int(p[2]))
    raise MalformedToken(token)


def internal(a: ZetaAction) -> str:
    """The token as the rules code spells it (hexes and card letters as printed)."""
    if isinstance(a, Word):
        return a.token
    if isinstance(a, FactoryOrder):
        return f"{a.verb}:{a.unit}"
    if isinstance(a, HexOrder):
        return f"{a.verb}:{a.hex}"
    if isinstance(a, BaseOrder):
        return f"{a.verb}:{a.base}"
    if isinstance(a, Single):
        return f"one:{a.unit_id}"
    if isinstance(a, CharOrder):
        return f"ch:{a.char}"
    if isinstance(a, Join):
        return f"join:{a.side}"
    if isinstance(a, Pick):
        return f"pick:{a.combo}"
    if isinstance(a, Refit):
        return f"ref:{a.src}:{a.dst}"
    if isinstance(a, Scrap):
        return f"scr:{a.unit}:{a.hex}"
    if isinstance(a, Deploy):
        return f"dep:{a.unit}:{a.hex}"
    if isinstance(a, Battle):
        return f"cb:{a.hex}:{'all' if a.foe is None else a.foe}"
    raise MalformedToken(repr(a))


def encode(a: ZetaAction) -> str:
    """The token a custom_id and the action log carry."""
    return internal(a).lower()


@lru_cache(maxsize=8192)
def to_internal(token: str) -> str:
    """`internal(decode(token))`, remembered: the same few thousand tokens come back all game long."""
    return internal(decode(token))


def public(internal_token: str) -> str:
    """The token for one the rules code offers (the rules code spells hexes as printed)."""
    return internal_token.lower()


class ZetaCodec:
    """The codec the core and the conformance suite use (`GameBase.codec`)."""

    def decode(self, token: str) -> ZetaAction:
        return decode(token)

    def encode(self, action: object) -> str:
        return encode(action)  # type: ignore[arg-type]

