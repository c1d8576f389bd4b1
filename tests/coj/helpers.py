"""Boards for the Code of Joker rules tests, set up with the scenario builder."""

from __future__ import annotations

from typing import Any

from engine.games.coj import flow as F
from engine.games.coj.game import CojGame
from engine.games.coj.scenario import build
from engine.games.coj.state import State

G = CojGame()


def board(**setup: Any) -> tuple[State, dict[str, int]]:
    """A main-phase state: `players=[{...}, {...}]` as in docs/coj/scenarios.md."""
    s, ids = build(setup)
    F.advance(s)
    return s, ids


def act(s: State, token: str, ids: dict[str, int] | None = None, seat: int | None = None) -> None:
    """Apply a token ($label resolves through ids) for `seat` or whoever decides now."""
    ids = ids or {}
    tok = ":".join(str(ids[p[1:]]) if p.startswith("$") else p for p in token.split(":"))
    if seat is None:
        seat = G.pending(s)[0].seat
    G.apply(s, seat, tok)


def tokens(s: State, seat: int | None = None) -> list[str]:
    for p in G.pending(s):
        if seat is None or p.seat == seat:
            return list(p.tokens)
    return []


def kind(s: State) -> str:
    pend = G.pending(s)
    return pend[0].kind if pend else "over"


def decline_all(s: State) -> None:
    """Every intercept window is declined."""
    while kind(s) == "intercept":
        act(s, "decline")


def unit(s: State, iid: int) -> Any:
    found = s.unit(iid)
    assert found is not None, f"{iid} not on the field"
    return found[1]


def bp_of(s: State, iid: int) -> int:
    from engine.games.coj.units import bp

    found = s.unit(iid)
    assert found is not None
    return bp(s, found[0], found[1])
