"""The values of special effects raised by 「「サイコミュ」+2を得る」 (issue 14 family V3, kwplus.py; R-121).

Apart from kwplus.py (the verb) so that stats.keywords can read the grants without importing effects.
"""

from __future__ import annotations

from typing import Any

from .state import State


def raise_values(s: State, iid: int, kws: dict[str, Any], constant: list[tuple[str, int]]) -> None:
    """Add this card's 「+N」 grants and 常駐 texts (`constant`) to the values of the special effects it has
    (R-121), in place."""
    st = s.stamp[iid]
    plus = [g[3] for g in s.grants if g[0] == iid and g[1] == st and g[2] == "keyword_plus"] + constant
    for k, n in plus:
        if isinstance(kws.get(k), int):
            kws[k] = kws[k] + n


def raised(s: State, iid: int, k: str) -> bool:
    """Has the card a 「+N」 grant on special effect k (its printed cost then stays with its raised value)?"""
    from .stats import applied_kinds, continuous_table

    st = s.stamp[iid]
    if any(g[0] == iid and g[1] == st and g[2] == "keyword_plus" and g[3][0] == k for g in s.grants):
        return True
    te = continuous_table(s).get(iid) if "keyword_plus" in applied_kinds(s) else None
    return te is not None and any(x == k for x, _n in te.plus)
