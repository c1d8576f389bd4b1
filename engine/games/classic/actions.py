"""Classic Gundam War actions as typed values: frozen dataclasses to and from their tokens.

The token is what goes into custom_ids, the action log and tests; the dataclass is what code reads.
Numbers are written one way only (ASCII digits, no leading zero) and the whole token must match the
core's token shape (`TOKEN_RE.fullmatch`: no trailing newline), so `encode(decode(t)) == t` for every
token `decode` accepts and a log line has exactly one spelling.

Tokens (docs/classic/README.md "Turn structure"): `pass`, `keep`, `redraw`, `sortie:done`,
`salvage:none`; `play:<card>:<target|x>:<n|a>`; `text:<card>:<n>:<target|x>`; `kw:<card>:<effect>`
with `multiple:<target|x>:<paid card>`, `psycommu:<target>`, `special_weapon:<weapon>`,
`refit:<unit>` taking arguments; `sortie:<unit>:<space|earth|ring>`; `salvage:<card>`; `discard:<card>`;
`supply:<unit>` and `supply:done` (the units 補給 keeps rerolled, chosen one at a time).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal, get_args

from ...core.base import TOKEN_RE
from ...core.errors import MalformedToken
from ...core.protocol import MAX_TOKEN

Iid = int
"""A card instance id within the match."""

_NUMBER = re.compile(r"0|[1-9][0-9]{0,8}")
SimpleToken = Literal["pass", "keep", "redraw", "sortie:done", "salvage:none", "supply:done"]
_SIMPLE: frozenset[str] = frozenset(get_args(SimpleToken))
BareEffect = Literal["transform", "area", "reentry", "supply", "dismantle"]
"""Special effects played at a free timing that take no argument."""
_BARE: frozenset[str] = frozenset(get_args(BareEffect))
Area = Literal["space", "earth", "ring"]
_AREAS: frozenset[str] = frozenset(get_args(Area))


@dataclass(frozen=True, slots=True)
class Simple:
    """A choice with no argument: pass, keep or redraw the opening hand, end sorties, take nothing back."""

    token: SimpleToken


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card from the hand; `alt` pays its 代替コスト."""

    card: Iid
    target: Iid | None
    alt: bool


@dataclass(frozen=True, slots=True)
class PlayText:
    """Play the `text`-th text of a card on the field."""

    card: Iid
    text: int
    target: Iid | None


@dataclass(frozen=True, slots=True)
class Keyword:
    """A special effect with no argument (変形, 範囲兵器, 大気圏突入, 補給, 解体)."""

    card: Iid
    effect: BareEffect


@dataclass(frozen=True, slots=True)
class Multiple:
    """マルチプル: remove `paid` (a card of the same name) to use the effect on `target`."""

    card: Iid
    target: Iid | None
    paid: Iid


@dataclass(frozen=True, slots=True)
class Psycommu:
    card: Iid
    target: Iid


@dataclass(frozen=True, slots=True)
class SpecialWeapon:
    """特殊兵装: set `weapon` (an operation in the junk yard or the top of the discard pile) on the unit."""

    card: Iid
    weapon: Iid


@dataclass(frozen=True, slots=True)
class Refit:
    """換装: the hand card `card` replaces the unit `unit`."""

    card: Iid
    unit: Iid


@dataclass(frozen=True, slots=True)
class Sortie:
    card: Iid
    area: Area


@dataclass(frozen=True, slots=True)
class Salvage:
    """バルチャー: take `card` from the junk yard into the hand."""

    card: Iid


@dataclass(frozen=True, slots=True)
class Discard:
    card: Iid


@dataclass(frozen=True, slots=True)
class Supply:
    """補給(X): `card` (a unit of the force) does not roll at this turn's return step."""

    card: Iid


ClassicAction = (Simple | PlayCard | PlayText | Keyword | Multiple | Psycommu | SpecialWeapon | Refit | Sortie
                 | Salvage | Discard | Supply)


def _num(s: str, token: str) -> int:
    if not _NUMBER.fullmatch(s):
        raise MalformedToken(token)
    return int(s)


def _opt(s: str, token: str) -> int | None:
    return None if s == "x" else _num(s, token)


def _arity(parts: list[str], n: int, token: str) -> None:
    if len(parts) != n:
        raise MalformedToken(token)


def decode(token: str) -> ClassicAction:
    """The typed action of a token; MalformedToken for anything that is not one."""
    if not isinstance(token, str) or len(token) > MAX_TOKEN or not TOKEN_RE.fullmatch(token):
        raise MalformedToken(str(token))
    if token in _SIMPLE:
        return Simple(token)  # type: ignore[arg-type]
    parts = token.split(":")
    head = parts[0]
    if head == "play":
        _arity(parts, 4, token)
        if parts[3] not in ("n", "a"):
            raise MalformedToken(token)
        return PlayCard(_num(parts[1], token), _opt(parts[2], token), parts[3] == "a")
    if head == "text":
        _arity(parts, 4, token)
        return PlayText(_num(parts[1], token), _num(parts[2], token), _opt(parts[3], token))
    if head == "kw" and len(parts) >= 3:
        card, effect = _num(parts[1], token), parts[2]
        if effect in _BARE:
            _arity(parts, 3, token)
            return Keyword(card, effect)  # type: ignore[arg-type]
        if effect == "multiple":
            _arity(parts, 5, token)
            return Multiple(card, _opt(parts[3], token), _num(parts[4], token))
        _arity(parts, 4, token)
        if effect == "psycommu":
            return Psycommu(card, _num(parts[3], token))
        if effect == "special_weapon":
            return SpecialWeapon(card, _num(parts[3], token))
        if effect == "refit":
            return Refit(card, _num(parts[3], token))
        raise MalformedToken(token)
    if head == "sortie":
        _arity(parts, 3, token)
        if parts[2] not in _AREAS:
            raise MalformedToken(token)
        return Sortie(_num(parts[1], token), parts[2])  # type: ignore[arg-type]
    if head in ("salvage", "discard", "supply"):
        _arity(parts, 2, token)
        n = _num(parts[1], token)
        return Salvage(n) if head == "salvage" else Supply(n) if head == "supply" else Discard(n)
    raise MalformedToken(token)


def _x(v: int | None) -> str:
    return "x" if v is None else str(v)


def encode(action: ClassicAction) -> str:
    """The token of a typed action."""
    if isinstance(action, Simple):
        return action.token
    if isinstance(action, PlayCard):
        return f"play:{action.card}:{_x(action.target)}:{'a' if action.alt else 'n'}"
    if isinstance(action, PlayText):
        return f"text:{action.card}:{action.text}:{_x(action.target)}"
    if isinstance(action, Keyword):
        return f"kw:{action.card}:{action.effect}"
    if isinstance(action, Multiple):
        return f"kw:{action.card}:multiple:{_x(action.target)}:{action.paid}"
    if isinstance(action, Psycommu):
        return f"kw:{action.card}:psycommu:{action.target}"
    if isinstance(action, SpecialWeapon):
        return f"kw:{action.card}:special_weapon:{action.weapon}"
    if isinstance(action, Refit):
        return f"kw:{action.card}:refit:{action.unit}"
    if isinstance(action, Sortie):
        return f"sortie:{action.card}:{action.area}"
    if isinstance(action, Salvage):
        return f"salvage:{action.card}"
    if isinstance(action, Supply):
        return f"supply:{action.card}"
    return f"discard:{action.card}"


class ClassicCodec:
    """The codec the core and the conformance suite use (`GameBase.codec`)."""

    def decode(self, token: str) -> ClassicAction:
        return decode(token)

    def encode(self, action: object) -> str:
        return encode(action)  # type: ignore[arg-type]
