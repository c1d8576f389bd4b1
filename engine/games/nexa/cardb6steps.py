"""Issue 14 family B6: steps of battle, round 2.

- verb `cardb6_one_squad`: 「敵軍は、このターン、自分の部隊を1つしか出撃させる事ができない」: the player's sorties of this
  turn (to attack or to defend, P32-P34) form one squad only: family O5's lock one_squad in `State.skips` (cleared at every
  turn's end, turn._end_turn), read by battle.sortie_options behind `if s.skips` (ruling R-420).
- verb `cardb6_home_shield_from`: 「このターン、自軍本国は、対象から戦闘ダメージを受けない」: a grant naming the chosen
  squad's units (battleb6.py; ruling R-421).
- verb `cardb6_modify_like`: 「…は、ターン終了時まで、対象の本来の戦闘修正と同じ値の戦闘修正を得る」: the printed values
  (P52 本来の) of the card an earlier step chose, as family C3's modify_like (ruling R-422).
"""

from __future__ import annotations

from typing import Any

from .battleb6 import SHIELD_FROM
from .cardo5locks import LOCK_ONE_SQUAD
from .effects import VERB_FUNCS, Step, resolve_target, seat_of, side_seat, source_of, verb
from .places import emit
from .state import Resolving, State
from .stats import host_of, squad_index


@verb("cardb6_one_squad")
def _one_squad(s: State, ctx: Resolving, st: Step) -> None:
    me = seat_of(ctx)
    seat = me if st["side"] == "own" else 1 - me
    s.skips.add((seat, LOCK_ONE_SQUAD))
    emit(s, "grant", "このターン部隊を1つしか出撃させられない", "one squad only sorties this turn", ())
    s.version += 1


def squad_units_now(s: State, ctx: Resolving, target: Any) -> list[tuple[int, int]]:
    """The units (with their stamps) of the squads the target names, as they are now; a unit not in a squad stands alone."""
    units: list[tuple[int, int]] = []
    for iid in resolve_target(s, ctx, target):
        qi = squad_index(s, iid)
        for u in (s.squads[qi] if qi >= 0 else [host_of(s, iid)]):
            if u >= 0 and (u, s.stamp[u]) not in units:
                units.append((u, s.stamp[u]))
    return units


@verb("cardb6_home_shield_from")
def _home_shield_from(s: State, ctx: Resolving, st: Step) -> None:
    """「このターン、自軍本国は、対象から戦闘ダメージを受けない」 (R-421): the units of the chosen squad, as it is now."""
    me = source_of(ctx)
    seat = side_seat(ctx, st["side"])
    units = squad_units_now(s, ctx, st["target"])
    if not units:
        return
    s.grants.append((me, s.stamp[me], SHIELD_FROM, (seat, tuple(units)), "this_turn"))
    emit(s, "grant", f"{s.players[seat]}の本国は対象から戦闘ダメージを受けない",
         f"{s.players[seat]}'s home takes no battle damage from that squad", seat=seat)
    s.version += 1


@verb("cardb6_modify_like")
def _modify_like(s: State, ctx: Resolving, st: Step) -> None:
    """「…は、ターン終了時まで、対象の本来の戦闘修正と同じ値の戦闘修正を得る」 (R-422): the chosen card's printed values."""
    like = resolve_target(s, ctx, st["like_target"])
    if not like:
        return
    a, b, c = s.defs[like[0]].stats or (0, 0, 0)
    VERB_FUNCS["modify"](s, ctx, {"do": "modify", "target": st["target"], "stats": [a, b, c], "until": st["until"]})
