"""Family V4 (issue 14): which triggered texts name the card their trigger heard (「そのユニット」).

Read once per ability and kept (keyed by the ability object), so hearing a trigger costs one dict look-up.
"""

from __future__ import annotations

from typing import Any

_NAMES_CAUSE: dict[int, tuple[Any, bool]] = {}


def _mentions(x: Any) -> bool:
    if isinstance(x, dict):
        return "cause" in x or any(_mentions(v) for v in x.values())
    if isinstance(x, (list, tuple)):
        return any(_mentions(v) for v in x)
    return False


def names_cause(ab: Any) -> bool:
    """Does this ability's effect act on 「そのユニット」 (selector key `cause`)?"""
    hit = _NAMES_CAUSE.get(id(ab))
    if hit is not None and hit[0] is ab:
        return hit[1]
    said = _mentions(list(ab.effect)) or _mentions([sel for _n, sel in ab.targets])
    if len(_NAMES_CAUSE) >= 4096:
        _NAMES_CAUSE.clear()
    _NAMES_CAUSE[id(ab)] = (ab, said)
    return said
