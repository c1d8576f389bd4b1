"""Family V4 (issue 14): which triggered texts name the card their trigger heard (「そのユニット」).

Read once per ability and kept (keyed by the ability object), so hearing a trigger costs one dict look-up.
"""

from __future__ import annotations

from typing import Any, Final

from .targets import value

_SAID: Final[dict[tuple[int, str], tuple[Any, bool]]] = {}


def _mentions(x: Any, key: str) -> bool:
    if isinstance(x, dict):
        return key in x or any(_mentions(v, key) for v in x.values())
    if isinstance(x, (list, tuple)):
        return any(_mentions(v, key) for v in x)
    return False


def _says(ab: Any, key: str) -> bool:
    hit = _SAID.get((id(ab), key))
    if hit is not None and hit[0] is ab:
        return hit[1]
    said = _mentions(list(ab.effect), key) or _mentions([sel for _n, sel in ab.targets], key)
    if len(_SAID) >= 4096:
        _SAID.clear()
    _SAID[(id(ab), key)] = (ab, said)
    return said


def names_cause(ab: Any) -> bool:
    """Does this ability's effect act on 「そのユニット」 (selector key `cause`)?"""
    return _says(ab, "cause")


def names_paid(ab: Any) -> bool:
    """Does this ability read the Gs rolled for its cost (value `paid_gs`, 「この効果のコストでロールした自軍G」)?"""
    return _says(ab, "paid_gs")


def paid_entry(s: Any, ab: Any, paid: list[int]) -> tuple[tuple[str, tuple[tuple[int, int], ...]], ...]:
    """The Gs rolled for the cost, kept with the effect in the cut (bound `_paid` as it resolves), for a text
    whose value reads them; nothing for any other."""
    if ab is None or not paid or not names_paid(ab):
        return ()
    return (("_paid", tuple((g, s.stamp[g]) for g in paid)),)


def x_cap(s: Any, ab: Any, source: int, seat: int, most: int) -> int:
    """The largest X the player may choose on play: the ability's cap, a number or a value read now
    (「Xの値は、自軍Gの枚数を上限とする」, R-203), else `most`."""
    if ab is None or ab.x_max is None:
        return most
    if isinstance(ab.x_max, int):
        return int(ab.x_max)
    return min(most, max(0, value(s, ab.x_max, source, seat)))
