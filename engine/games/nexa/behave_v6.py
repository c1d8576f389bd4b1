"""Behaviour checks of issue 14 family V6 (behave.py asks these): what the board must show after a text of these
constructs resolved."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

VERBS = frozenset((
    "cardv6_reveal_at_least",
    "cardv6_group_coin",
    "cardv6_clear_coins",
))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any, every: Any,
                expect: Callable[..., list[str]]) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "cardv6_clear_coins":
        return _clear_coins(step, b, a)
    if step["do"] == "cardv6_group_coin":
        return _group_coin(step, b, a, sc)
    if step["do"] != "cardv6_reveal_at_least":
        return None
    shown = [c for e in a.events if e.kind == "reveal" for c in e.cards]
    if not shown:
        return ["reveal: no card shown"]
    d = sc.state.defs[shown[0]]
    v = d.gain_level if d.type == "graphic" and d.gain_level is not None else d.roll_total
    return expect(step["steps"], b, a, sc, every) if v >= int(step["at_least"]) else []


def _group_coin(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str]:
    """Every card of one set group (its unit and the cards set on it) got the coins, and no other card."""
    from .coins import coin_name
    from .places import set_cards
    from .stats import host_of

    cname = coin_name(step["stats"], None, None)
    n = int(step["count"])

    def had(snap: Any, i: int) -> int:
        return int(dict(snap.coins.get(i, ())).get(cname, 0))

    got = sorted(i for i in a.coins if had(a, i) - had(b, i) == n)
    if not got:
        return [f"group coin: no card got {n} {cname}"]
    host = host_of(sc.state, got[0])
    group = sorted({host, *set_cards(sc.state, host)} - set(sc.state.chip_specs))
    return [] if got == group else [f"group coin: {got} is not the set group {group}"]


def _clear_coins(step: dict[str, Any], b: Any, a: Any) -> list[str]:
    """Every coin of one of the two kinds is gone from the field, and the other kind is as it was."""

    def total(snap: Any, kind: str) -> int:
        return sum(int(dict(v).get(kind, 0)) for v in snap.coins.values())

    k1, k2 = step["kinds"]
    if (total(a, k1) == 0 and total(a, k2) == total(b, k2)) or (total(a, k2) == 0 and total(a, k1) == total(b, k1)):
        return []
    return [f"clear coins: {k1} {total(b, k1)}->{total(a, k1)}, {k2} {total(b, k2)}->{total(a, k2)}"]


def x_lowered(b: Any, a: Any, sc: Any) -> int:
    """The X a 「このカードの格闘力、または射撃力を…-Xする」 step chose: how far this card's value went down (R-351)."""
    me = sc.iid("me")
    if me not in b.stats or me not in a.stats:
        return -1
    return int(max(x - y for x, y in zip(b.stats[me], a.stats[me], strict=True)))
