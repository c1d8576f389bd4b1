"""Targets (P56): which cards a selector names, from whose side, in which place."""

from __future__ import annotations

from typing import Any

from .state import BATTLE, DEPLOY, DISCARD, FIELD_ZONES, GZONE, HAND, HANGAR, HOME, JUNK, REMOVED, SET, State
from .stats import (
    area_of,
    ctype,
    has_character,
    has_keyword,
    has_status,
    host_of,
    is_unit,
    stats,
)

ZONE_CODES = {"hand": HAND, "hangar": HANGAR, "junkyard": JUNK, "home": HOME, "discard": DISCARD,
              "removed": REMOVED, "gzone": GZONE}


def side_of(s: State, iid: int) -> int:
    """Whose card it is for 自軍/敵軍 (P63): the controller on the field, else the place's keeper."""
    if s.zone[iid] in FIELD_ZONES:
        return s.ctrl[iid]
    return s.zseat[iid]


def _side_ok(s: State, side: str, iid: int, seat: int) -> bool:
    if side == "any":
        return True
    who = side_of(s, iid)
    if who < 0:  # lost control: neither own nor enemy (P63)
        return False
    return (who == seat) == (side == "own")


def value(s: State, v: Any, source: int, seat: int, bound: dict[str, tuple[int, ...]] | None = None,
          x: int = 0) -> int:
    """Evaluate a value of the effect language (P65 変数)."""
    if isinstance(v, int):
        return v
    if v == "X":
        return x
    if isinstance(v, dict):
        key, arg = next(iter(v.items()))
        if key == "count":
            return len(candidates(s, arg, seat, source))
        if key in ("g_count", "hand_count", "junkyard_count", "home_count"):
            who = seat if arg == "own" else 1 - seat
            place = {"g_count": GZONE, "hand_count": HAND, "junkyard_count": JUNK, "home_count": HOME}[key]
            return len(s.place(who, place))
        if key == "target_stat":
            name, stat = arg
            cards = (bound or {}).get(name, ())
            if not cards:
                return 0
            c = cards[0]
            if stat == "total_cost":
                return s.defs[c].total_cost
            if stat == "roll_cost":
                return s.defs[c].roll_total
            return stats(s, c)[("melee", "shooting", "defence").index(stat)]
        if key == "x_times":
            return x * int(arg)
    return 0


def _zones(sel: dict[str, Any]) -> list[int] | None:
    z = sel.get("zone", "field")
    zs = z if isinstance(z, list) else [z]
    out: list[int] = []
    for name in zs:
        if name == "field":
            return None
        if name == "deploy":
            out.extend((DEPLOY, SET))
        elif name == "battle":
            out.append(BATTLE)
        else:
            out.append(ZONE_CODES[name])
    return out


def matches(s: State, sel: Any, iid: int, seat: int, source: int, use_base: bool = False,
            bound: dict[str, tuple[int, ...]] | None = None, x: int = 0, by_effect: bool = True) -> bool:
    """Does card `iid` fit the selector, seen from `seat` with `source` as "this card"?"""
    if sel == "self":
        return iid == source
    z = s.zone[iid]
    zones = _zones(sel)
    if zones is None:
        if z not in FIELD_ZONES:
            return False
    else:
        if z == SET:
            if SET not in zones and not (BATTLE in zones and s.zone[host_of(s, iid)] == BATTLE):
                return False
            if SET in zones and s.zone[host_of(s, iid)] != DEPLOY and BATTLE not in zones:
                return False
        elif z not in zones:
            return False
    if sel.get("self") is True and iid != source:
        return False
    if sel.get("host") is True and (s.zone[source] != SET or iid != host_of(s, source)):
        return False
    if sel.get("exclude_self") and iid == source:
        return False
    side = sel.get("side", "any")
    if not _side_ok(s, side, iid, seat):
        return False
    t = sel.get("type")
    if t is not None:
        types = t if isinstance(t, list) else [t]
        ct = ctype(s, iid) if z in FIELD_ZONES else s.defs[iid].type
        ok = False
        for want in types:
            if want == "card" or want == ct or (want == "unit" and z in FIELD_ZONES and is_unit(s, iid)) or (
                    want == "unit" and z not in FIELD_ZONES and ct in ("unit", "ace")) or (
                    want == "chip" and iid in s.chip_specs):
                ok = True
                break
        if not ok:
            return False
    elif z in FIELD_ZONES and ctype(s, iid) == "g" and "zone" not in sel:
        return False  # "a card on the field" rarely means a G; ask for type g explicitly
    d = s.defs[iid]
    if "colour" in sel and sel["colour"] not in d.colours:
        return False
    if "trait" in sel and sel["trait"] not in d.traits:
        return False
    if "name" in sel and sel["name"] not in d.names:
        return False
    if "rolled" in sel and s.rolled[iid] != sel["rolled"]:
        return False
    if "destroyed" in sel and s.destroyed[iid] != sel["destroyed"]:
        return False
    if "damaged" in sel and (s.damage[iid] > 0) != sel["damaged"]:
        return False
    if "engaged" in sel:
        a = area_of(s, iid)
        eng = a >= 0 and s.engaged[a]
        if eng != sel["engaged"]:
            return False
    if "area" in sel:
        a = area_of(s, iid)
        if a < 0 or ("space", "earth")[a] != sel["area"]:
            return False
    if sel.get("same_area"):
        a = area_of(s, iid)
        if a < 0 or a != area_of(s, source):
            return False
    if "front" in sel:
        h = host_of(s, iid)
        front = any(q and q[0] == h for q in s.squads)
        if front != sel["front"]:
            return False
    if "has_character" in sel and has_character(s, iid) != sel["has_character"]:
        return False
    if "keyword" in sel and not use_base and not has_keyword(s, iid, sel["keyword"]):
        return False
    if "max_defence" in sel or "min_defence" in sel or "max_melee" in sel:
        st = stats(s, iid, use_base=use_base)
        if "max_defence" in sel and st[2] > value(s, sel["max_defence"], source, seat, bound, x):
            return False
        if "min_defence" in sel and st[2] < value(s, sel["min_defence"], source, seat, bound, x):
            return False
        if "max_melee" in sel and st[0] > value(s, sel["max_melee"], source, seat, bound, x):
            return False
    if "max_total_cost" in sel and d.total_cost > value(s, sel["max_total_cost"], source, seat, bound, x):
        return False
    if "min_total_cost" in sel and d.total_cost < value(s, sel["min_total_cost"], source, seat, bound, x):
        return False
    return not (by_effect and z in FIELD_ZONES and not use_base and side_of(s, iid) != seat and has_status(s, iid, "untargetable"))


def candidates(s: State, sel: Any, seat: int, source: int, bound: dict[str, tuple[int, ...]] | None = None,
               x: int = 0, by_effect: bool = True) -> list[int]:
    """Every card the selector could name now, in a stable order."""
    if sel == "self":
        return [source] if s.zone[source] in FIELD_ZONES else []
    zones = _zones(sel)
    pool: list[int]
    if zones is None or BATTLE in zones or DEPLOY in zones or SET in zones:
        pool = [i for i in range(len(s.defs)) if s.zone[i] in FIELD_ZONES]
    else:
        pool = []
        for zc in zones:
            for who in (0, 1):
                pool.extend(s.place(who, zc))
    return [i for i in pool if matches(s, sel, i, seat, source, bound=bound, x=x, by_effect=by_effect)]


def count_spec(sel: Any) -> tuple[int, int, bool]:
    """(minimum, maximum, every) a selector asks for; `every` is 全ての (P56)."""
    if sel == "self" or not isinstance(sel, dict):
        return 1, 1, False
    c = sel.get("count", 1)
    if c == "all":
        return 0, 10 ** 6, True
    if isinstance(c, dict):
        return 0, int(c["upto"]), False
    if c == "X":
        return 1, 1, False
    return int(c), int(c), False
