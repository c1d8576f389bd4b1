"""Verbs of family B3 (issue 14): a home shielded from battle damage this turn, damage to both homes.
The states they read are in battlestates.py."""

from __future__ import annotations

from .battlestates import SHIELD
from .effects import Step, seat_of, side_seat, source_of, val, verb
from .places import emit, home_damage
from .state import Resolving, State


@verb("home_shield")
def _home_shield(s: State, ctx: Resolving, st: Step) -> None:
    seat = side_seat(ctx, st["side"])
    me = source_of(ctx)
    s.grants.append((me, s.stamp[me], SHIELD, seat, st["until"]))
    emit(s, "grant", f"{s.players[seat]}の本国は戦闘ダメージを受けない",
         f"{s.players[seat]}'s home takes no battle damage", seat=seat)
    s.version += 1


@verb("homes_damage")
def _homes_damage(s: State, ctx: Resolving, st: Step) -> None:
    """「全ての本国にNダメージを与える」: each home, the turn player's first (P35)."""
    n = val(s, ctx, st["amount"])
    first = s.attacker if s.attacker in (0, 1) else seat_of(ctx)
    for seat in (first, 1 - first):
        home_damage(s, seat, n)
