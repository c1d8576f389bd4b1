"""Card texts that change where a card may be set (P26, P66): read when a set destination is offered.

「このカードはキャラをセットできない」 / 「…キャラを2枚までセットできる」 (`max_characters` on the unit),
「このカードは戦闘エリアにいる自軍ユニットにもセットできる」 (`set_also` on the character) and
「…「専用機のセット」が成立する自軍ユニットにしかセットできない」 (`set_only` on the character). Issue 14 family K.
"""

from __future__ import annotations

from typing import Any, Final

from .state import BATTLE, DEPLOY, State
from .stats import children, constant_sources, ctype, exclusive_with, static_sources

_ZONE: Final = {"battle": BATTLE, "deploy": DEPLOY}


def _texts(s: State, iid: int, apply: str) -> list[dict[str, Any]]:
    """The continuous applications of one kind that speak of `iid` (their conditions hold)."""
    from .conditions import holds
    from .targets import matches

    out: list[dict[str, Any]] = []
    for source, c in [*constant_sources(s), *static_sources(s)]:
        if c["apply"] != apply:
            continue
        seat = s.ctrl[source] if s.ctrl[source] >= 0 else s.owner[source]
        target = c.get("target", "self")
        if target == "self" and source != iid:
            continue
        if target != "self" and not matches(s, target, iid, seat, source, use_base=True):
            continue
        if c.get("condition") and not holds(s, c["condition"], source, seat):
            continue
        out.append(c)
    return out


def characters_on(s: State, host: int) -> int:
    """Characters set on `host`; an ACE counts as one already (P28: it has its character built in)."""


    return (s.defs[host].type == "ace") + sum(ctype(s, c) == "character" for c in children(s, host))


def max_characters(s: State, host: int) -> int:
    """How many characters may be set on `host`: 1 (P66), or what its texts say (the fewest wins)."""
    said = [int(c["amount"]) for c in _texts(s, host, "max_characters")]
    return min(said) if said else 1


def extra_host_zones(s: State, card: int) -> tuple[int, ...]:
    """Places other than the own deploy area whose own units `card` may be set on (「…にもセットできる」)."""
    return tuple(_ZONE[c["zone"]] for c in _texts(s, card, "set_also"))


def extra_hosts(s: State, seat: int, card: int) -> list[int]:
    """The cards `card` may be set on besides those of the own deploy area: units of the seat's squads
    in the battle areas when a text allows it (the battle areas are kept as squads, P70)."""
    if BATTLE not in extra_host_zones(s, card):
        return []
    return [u for q in s.squads for u in q if u >= 0 and s.zone[u] == BATTLE and s.ctrl[u] == seat]


def host_allowed(s: State, card: int, host: int) -> bool:
    """「…にしかセットできない」: may `card` be set on `host` at all?"""

    for c in _texts(s, card, "set_only"):
        if c.get("exclusive") and not exclusive_with(s, host, card):
            return False
        if "host" in c:  # 「「特徴：艦艇」を持つユニットにのみセットできる」 (family O3)
            from .targets import matches

            seat = s.ctrl[card] if s.ctrl[card] >= 0 else s.owner[card]
            if not matches(s, c["host"], host, seat, card, by_effect=False):
                return False
    for c in _texts(s, card, "set_only_onto"):  # 「…を持つユニットにのみセットできる」 (family C3)
        from .targets import matches

        if not matches(s, {**c["onto"], "count": "all"}, host, s.ctrl[host], card, use_base=True):
            return False
    if s.defs[card].type == "character":  # 「「特徴：A」を持たないキャラをセットできない」 on the unit (family C3)
        for c in _texts(s, host, "set_characters_only"):
            if c["filter"]["trait"] not in s.defs[card].traits:  # its printed traits: it is not on the field yet
                return False
    return True
