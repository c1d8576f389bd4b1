"""Family K7 of issue 14: records of the turn that texts read.

「このターン、自軍コマンドが解決されている場合」 (condition command_resolved: own | enemy, ruling R-391): a command of
that side resolved this turn (its effect carried out, P30; a command whose play was negated, or whose effect failed,
did not resolve). The resolution is kept in State.used, which the turn clears (P44), as (seat, card,
COMMAND_RESOLVED), so nothing new is saved.
"""

from __future__ import annotations

from typing import Any, Final

from .state import State

COMMAND_RESOLVED: Final = -39100  # the "ability" of a State.used entry: that seat's command resolved this turn


_READERS: Final[dict[int, tuple[Any, int, bool]]] = {}  # id(defs) -> (defs, its length, does a card read the record)


def _names(x: Any) -> bool:
    if isinstance(x, dict):
        return "command_resolved" in x or any(_names(v) for v in x.values())
    if isinstance(x, (list, tuple)):
        return any(_names(v) for v in x)
    return False


def _read_in_game(s: State) -> bool:
    """Does a card of this game read the record? (once per card list: games without such a card keep State.used as
    before, so their play and saved states are unchanged)"""
    hit = _READERS.get(id(s.defs))
    if hit is None or hit[0] is not s.defs or hit[1] != len(s.defs):
        if len(_READERS) > 256:
            _READERS.clear()
        reads = any(_names(a.condition) or _names(a.effect) or _names(a.continuous) for d in s.defs for a in d.abilities)
        hit = _READERS[id(s.defs)] = (s.defs, len(s.defs), reads)
    return bool(hit[2])


def record_command_resolved(s: State, seat: int, iid: int) -> None:
    if _read_in_game(s):
        s.used.add((seat, iid, COMMAND_RESOLVED))


def command_resolved(s: State, side: str, seat: int) -> bool:
    """Did a command of `side` (seen from `seat`) resolve this turn?"""
    who = seat if side == "own" else 1 - seat
    return any(u[2] == COMMAND_RESOLVED and u[0] == who for u in s.used)
