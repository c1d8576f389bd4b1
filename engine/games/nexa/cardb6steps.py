"""Issue 14 family B6: steps of battle, round 2.

- verb `cardb6_one_squad`: 「敵軍は、このターン、自分の部隊を1つしか出撃させる事ができない」: the player's sorties of this
  turn (to attack or to defend, P32-P34) form one squad only: family O5's lock one_squad in `State.skips` (cleared at every
  turn's end, turn._end_turn), read by battle.sortie_options behind `if s.skips` (ruling R-420).
"""

from __future__ import annotations

from .cardo5locks import LOCK_ONE_SQUAD
from .effects import Step, seat_of, verb
from .places import emit
from .state import Resolving, State


@verb("cardb6_one_squad")
def _one_squad(s: State, ctx: Resolving, st: Step) -> None:
    me = seat_of(ctx)
    seat = me if st["side"] == "own" else 1 - me
    s.skips.add((seat, LOCK_ONE_SQUAD))
    emit(s, "grant", "このターン部隊を1つしか出撃させられない", "one squad only sorties this turn", ())
    s.version += 1
