"""Issue 14 family B9: steps of battle, round 4.

- verb `cardb9_empty_area`: 「AとBを、（自軍）ユニットがいない戦闘エリアに移す」: the battle area is read once as the step
  resolves (P57): one with no unit (of the controller's side, `side: own`) in it; the player picks when both fit, nothing
  moves when none does; then each unit goes there as family B3's to_area (R-162: it joins its side's squad there,
  engagement checked at once, P70). Both units go to the same area (ruling R-550).
"""

from __future__ import annotations

from typing import Any, Final

from .battle import live_units
from .effects import Step, seat_of, verb
from .state import BATTLE, Resolving, State
from .take_top import ask_nth

AREA_NAMES: Final = ("space", "earth")
_LABELS: Final = ({"ja": "宇宙エリア", "en": "space area"}, {"ja": "地球エリア", "en": "earth area"})


def empty_areas(s: State, seat: int, own_only: bool) -> list[int]:
    """The battle areas with no unit (of `seat` only, with `own_only`) in them."""
    seats = (seat,) if own_only else (0, 1)
    return [a for a in (0, 1)
            if not any(s.zone[u] == BATTLE for q in seats for u in live_units(s.squads[a * 2 + q]))]


def _fixed(steps: list[Any], area: str) -> list[Step]:
    out: list[Step] = []
    for x in steps:
        if x["do"] == "to_area":
            out.append({**x, "area": area})
        elif "steps" in x:
            out.append({**x, "steps": _fixed(x["steps"], area)})
        else:  # pragma: no cover - the compiler builds only to_area steps here
            out.append(x)
    return out


@verb("cardb9_empty_area")
def _empty_area(s: State, ctx: Resolving, st: Step) -> list[Step] | None:
    seat = seat_of(ctx)
    areas = empty_areas(s, seat, st.get("side") == "own")
    if not areas:
        return None  # no such area: nothing moves (P57)
    area = areas[0]
    if len(areas) > 1:
        area = areas[ask_nth(ctx, seat, 0, [_LABELS[a] for a in areas], ("どの戦闘エリアか", "Which area"))]
    return _fixed(list(st["steps"]), AREA_NAMES[area])
