"""Code of Joker actions as typed values: frozen dataclasses to and from their tokens.

The token is what goes into custom_ids, the action log and tests; the dataclass is what code reads.
Numbers are written one way only (ASCII digits, no leading zero), so `encode(decode(t)) == t` for
every token `decode` accepts and a log line has exactly one spelling.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from ...core.errors import MalformedToken

Iid = int
"""A card instance id within the match."""

_NUMBER = re.compile(r"0|[1-9][0-9]{0,8}")
SimpleToken = Literal["keep", "mull", "decline", "noblock"]
_SIMPLE: frozenset[str] = frozenset(("keep", "mull", "decline", "noblock"))


@dataclass(frozen=True, slots=True)
class Simple:
    """A choice with no argument: keep or mulligan the opening hand, decline a window, do not block."""

    token: SimpleToken


@dataclass(frozen=True, slots=True)
class End:
    """ターン終了. `seconds` is the unused turn time the bot stamps (`end:<s>`); None is the plain `end`
    (a deadline: no time left), which is a different token and so a different log line."""

    seconds: int | None = None


@dataclass(frozen=True, slots=True)
class Intercept:
    card: Iid


@dataclass(frozen=True, slots=True)
class Block:
    card: Iid


@dataclass(frozen=True, slots=True)
class Drive:
    card: Iid


@dataclass(frozen=True, slots=True)
class Attack:
    card: Iid


@dataclass(frozen=True, slots=True)
class Joker:
    index: int
    """0 or 1: which of the player's two jokers."""


@dataclass(frozen=True, slots=True)
class SetCard:
    """Set a hand card into the trigger zone."""

    card: Iid


@dataclass(frozen=True, slots=True)
class Withdraw:
    card: Iid


@dataclass(frozen=True, slots=True)
class Discard:
    card: Iid


@dataclass(frozen=True, slots=True)
class OverDrive:
    card: Iid
    base: Iid
    """The unit on the field the evolution card goes onto."""


@dataclass(frozen=True, slots=True)
class Override:
    card: Iid
    other: Iid
    """The copy of the same card that is discarded to raise `card`'s level."""


CojAction = (Simple | End | Intercept | Block | Drive | Attack | Joker | SetCard | Withdraw | Discard | OverDrive
             | Override)

_ONE: dict[str, Callable[[int], CojAction]] = {
    "icp": Intercept, "blk": Block, "dr": Drive, "atk": Attack, "jk": Joker, "set": SetCard, "wd": Withdraw,
    "disc": Discard,
}
_TWO: dict[str, Callable[[int, int], CojAction]] = {"od": OverDrive, "ovr": Override}
_HEAD_OF: dict[type, str] = {**{cls: h for h, cls in _ONE.items()}, **{cls: h for h, cls in _TWO.items()}}  # type: ignore[misc]


def _int(s: str, token: str) -> int:
    if not _NUMBER.fullmatch(s):
        raise MalformedToken(token)
    return int(s)


def decode(token: object) -> CojAction:
    """The typed action of a token; MalformedToken for anything that is not one of this game."""
    if not isinstance(token, str):
        raise MalformedToken(str(token))
    if token in _SIMPLE:
        return Simple(token)  # type: ignore[arg-type]
    head, *args = token.split(":")
    if head == "end":
        if not args:
            return End()
        if len(args) == 1:
            return End(_int(args[0], token))
    elif head in _ONE and len(args) == 1:
        return _ONE[head](_int(args[0], token))
    elif head in _TWO and len(args) == 2:
        return _TWO[head](_int(args[0], token), _int(args[1], token))
    raise MalformedToken(token)


def encode(action: CojAction) -> str:
    """The token of a typed action."""
    if isinstance(action, Simple):
        return action.token
    if isinstance(action, End):
        return "end" if action.seconds is None else f"end:{action.seconds}"
    if isinstance(action, OverDrive):
        return f"od:{action.card}:{action.base}"
    if isinstance(action, Override):
        return f"ovr:{action.card}:{action.other}"
    if isinstance(action, Joker):
        return f"jk:{action.index}"
    return f"{_HEAD_OF[type(action)]}:{action.card}"


class CojCodec:
    """The codec the core and the conformance suite use (`GameBase.codec`)."""

    def decode(self, token: str) -> CojAction:
        return decode(token)

    def encode(self, action: object) -> str:
        return encode(action)  # type: ignore[arg-type]
