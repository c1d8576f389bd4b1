"""NEX-A actions as typed values: frozen dataclasses to and from their tokens (≤ 60 characters).

The token is what goes into custom_ids, the action log and tests; the dataclass is what code reads.
`decode(encode(a)) == a` for every action, and `encode(decode(t)) == t` for every well-formed token.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from ...core.errors import MalformedToken

Card = int


@dataclass(frozen=True, slots=True)
class Simple:
    """A token with no argument: pass, keep, redraw, cancel, confirm, yes, no, sortie:back, sortie:done."""

    token: Literal["pass", "keep", "redraw", "cancel", "confirm", "yes", "no", "sortie:back", "sortie:done",
                   "t:done", "pick:done", "pay:auto", "onto:deploy"]


@dataclass(frozen=True, slots=True)
class PlayAsG:
    card: Card


@dataclass(frozen=True, slots=True)
class PlayCard:
    card: Card


@dataclass(frozen=True, slots=True)
class PlayText:
    card: Card
    text: int


@dataclass(frozen=True, slots=True)
class ChooseX:
    x: int


@dataclass(frozen=True, slots=True)
class Mode:
    index: int


@dataclass(frozen=True, slots=True)
class Target:
    card: Card


@dataclass(frozen=True, slots=True)
class Onto:
    card: Card


@dataclass(frozen=True, slots=True)
class AltCost:
    index: int


@dataclass(frozen=True, slots=True)
class CostCard:
    card: Card


@dataclass(frozen=True, slots=True)
class Pay:
    g: Card


@dataclass(frozen=True, slots=True)
class SortieAdd:
    area: Literal["s", "e"]
    card: Card


@dataclass(frozen=True, slots=True)
class Pick:
    card: Card


@dataclass(frozen=True, slots=True)
class Option:
    index: int


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card


@dataclass(frozen=True, slots=True)
class First:
    index: int


NexaAction = (Simple | PlayAsG | PlayCard | PlayText | ChooseX | Mode | Target | Onto | AltCost | CostCard | Pay
              | SortieAdd | Pick | Option | Discard | First)

_ONE_INT: dict[str, Callable[[int], NexaAction]] = {"g": PlayAsG, "play": PlayCard, "x": ChooseX, "mode": Mode, "t": Target, "onto": Onto,
                             "alt": AltCost, "cost": CostCard, "pay": Pay, "pick": Pick, "opt": Option,
                             "discard": Discard, "first": First}
_HEAD_OF: dict[object, str] = {cls: head for head, cls in _ONE_INT.items()}
_SIMPLE = frozenset(("pass", "keep", "redraw", "cancel", "confirm", "yes", "no", "sortie:back", "sortie:done",
                     "t:done", "pick:done", "pay:auto", "onto:deploy"))


def _int(s: str, token: str) -> int:
    if not s.isascii() or not s.isdigit() or len(s) > 9:
        raise MalformedToken(token)
    return int(s)


def decode(token: str) -> NexaAction:
    """The typed action of a token; MalformedToken for anything that is not one."""
    if token in _SIMPLE:
        return Simple(token)  # type: ignore[arg-type]
    head, _, rest = token.partition(":")
    if head == "act":
        card, _, text = rest.partition(":")
        return PlayText(_int(card, token), _int(text, token))
    if head == "sortie":
        area, _, card = rest.partition(":")
        if area not in ("s", "e"):
            raise MalformedToken(token)
        return SortieAdd(area, _int(card, token))  # type: ignore[arg-type]
    cls = _ONE_INT.get(head)
    if cls is None or ":" in rest:
        raise MalformedToken(token)
    return cls(_int(rest, token))


def encode(action: NexaAction) -> str:
    """The token of a typed action."""
    if isinstance(action, Simple):
        return action.token
    if isinstance(action, PlayText):
        return f"act:{action.card}:{action.text}"
    if isinstance(action, SortieAdd):
        return f"sortie:{action.area}:{action.card}"
    value = next(iter(action.__slots__))
    return f"{_HEAD_OF[type(action)]}:{getattr(action, value)}"


class NexaCodec:
    """The codec the core and the conformance suite use (`GameBase.codec`)."""

    def decode(self, token: str) -> NexaAction:
        return decode(token)

    def encode(self, action: object) -> str:
        return encode(action)  # type: ignore[arg-type]
