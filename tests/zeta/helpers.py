"""Small builders for zeta rules tests: a match past the bomb choice, cleared maps, chosen cards."""

from __future__ import annotations

from typing import Any

from engine.api import get_game
from engine.games.zeta import flow
from engine.games.zeta.rules import Ctx
from engine.games.zeta.state import State

AEUG, TITANS, NZ = 0, 1, 2
SPACE, GROUND, ATMO = 0, 1, 2


def game() -> Any:
    return get_game("zeta")


def new(seed: int = 1, bomb: str = "jaburo") -> tuple[Any, State]:
    g = game()
    s = g.new_state(["A", "T", "N"], [[], [], []], seed)
    g.apply(s, TITANS, f"bomb_at:{bomb}")
    return g, s


def clear(s: State) -> None:
    """An empty map (bases keep their governors) for isolated positions."""
    s.units.clear()
    for c in s.chars.values():
        if c["loc"] == "map":
            c.update(loc="gone", h="", on="")


def put(s: State, ty: str, fac: int, h: str, n: int = 1, damaged: bool = False) -> list[str]:
    out = []
    for _ in range(n):
        k = s.new_unit(ty, fac, h)
        s.units[k]["d"] = damaged
        out.append(k)
    Ctx(s).normalize()
    return out


def char(s: State, cid: str, h: str) -> None:
    s.chars[cid].update(loc="map", h=h, on="")
    Ctx(s).normalize()


def phase(s: State, fac: int, ctype: int) -> None:
    """Start an action phase with `fac`'s card of type `ctype` drawn first."""
    s.picks = ["SGA", "SGA", "SGA"]
    first = fac * 3 + ctype
    s.deck = [first] + [x for x in range(9) if x != first]
    s.revealed = []
    flow.next_card(Ctx(s))


def tokens(g: Any, s: State, seat: int | None = None) -> list[str]:
    return list(g.legal_tokens(s, seat))


def rolls(events: list[Any]) -> list[str]:
    return [e.text["en"] for e in events if e.kind == "roll"]
