"""Issue 14 family K4: 「戦闘エリア1つにいる全ての敵軍ユニット…」, an effect on every card that fits in one battle area.

The text's target is the area (P56): the player declares it on play, like a mode (mode 0 the space area, mode 1
the earth area; `Build.modes`), and only an area where a card fits is offered (P56: 全ての needs one card there,
and 対象にならない cards do not count). On resolution the selector (key `one_area`) reads every card that fits in
the declared area then (P56 「全ての」: chosen again on resolution). Read once per text (`area_modes`, cached by
identity): cards without such a selector pay one dict lookup.
"""

from __future__ import annotations

from typing import Any, Final

from .cards import Ability
from .state import AREAS, State
from .targets import candidates

AREA_KEY: Final = "one_area"
AREA_JA: Final = {"space": "宇宙エリア", "earth": "地球エリア"}
_CACHE: Final[dict[int, tuple[Ability, tuple[dict[str, Any], ...]]]] = {}


def _selectors(steps: Any, out: list[dict[str, Any]]) -> None:
    for st in steps:
        t = st.get("target")
        if isinstance(t, dict) and t.get(AREA_KEY):
            out.append(t)
        for key in ("steps", "then", "else"):
            if isinstance(st.get(key), list):
                _selectors(st[key], out)


def area_selectors(ab: Ability) -> tuple[dict[str, Any], ...]:
    """The text's selectors of one chosen area (empty for nearly every text)."""
    hit = _CACHE.get(id(ab))
    if hit is not None and hit[0] is ab:
        return hit[1]
    found: list[dict[str, Any]] = []
    _selectors(ab.effect, found)
    if len(_CACHE) > 4096:
        _CACHE.clear()
    _CACHE[id(ab)] = (ab, tuple(found))
    return tuple(found)


def area_modes(ab: Ability) -> int:
    """How many areas the play declares between (0: the text names no area to choose)."""
    return len(AREAS) if area_selectors(ab) else 0


def in_area(spec: dict[str, Any], mode: int) -> dict[str, Any]:
    """The selector read in the declared area (mode -1, none declared: no card fits)."""
    out = {k: v for k, v in spec.items() if k != AREA_KEY}
    out["area"] = AREAS[mode] if 0 <= mode < len(AREAS) else "none"
    return out


def area_ok(s: State, seat: int, source: int, ab: Ability, mode: int) -> bool:
    """Can the area of `mode` be declared: does a card fit there for each of the text's area selectors (P56)?"""
    return all(candidates(s, in_area(sel, mode), seat, source) for sel in area_selectors(ab))


def some_area_ok(s: State, seat: int, source: int, ab: Ability) -> bool:
    return any(area_ok(s, seat, source, ab, k) for k in range(len(AREAS)))


def trigger_area(s: State, ctx: Any, spec: dict[str, Any], seat: int, source: int, ask: Any) -> int:
    """A text with no declaration (a triggered text, P68): its player picks the area as it applies, among the areas
    where a card fits (asked once, kept for the text's other steps)."""
    if "_area" in ctx.bound:
        return int(ctx.bound["_area"][0])
    fit = [k for k in range(len(AREAS)) if candidates(s, in_area(spec, k), seat, source)]
    k = -1 if not fit else fit[0] if len(fit) == 1 else fit[min(ask(
        s, ctx, seat, len(fit), [{"ja": AREA_JA[AREAS[i]], "en": AREAS[i]} for i in fit],
        ("エリアを選ぶ", "Choose an area")), len(fit) - 1)]
    ctx.bound["_area"] = (k,)
    return k
