"""What a card is right now: type, 戦闘力, special effects, statuses and texts, after every
continuous effect (P42, P57 相反する効果, P65, P67 coins, P75 set cards lending keywords)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .cards import Ability, CardDef
from .keywords import GUARD_INDEX, guard_ability, keyword_abilities
from .state import BATTLE, DEPLOY, FIELD_ZONES, GZONE, SET, State

LENT_KEYWORDS = ("high_mobility", "first_strike", "assault")  # P75: set cards lend these


def ctype(s: State, iid: int) -> str:
    """The card type now: a card played as G is only a G (P21)."""
    if s.is_g[iid] and s.zone[iid] == GZONE:
        return "g"
    return s.defs[iid].type


def is_unit(s: State, iid: int) -> bool:
    """Units and ACE (P28: ACE is also a unit with a character set)."""
    if s.is_g[iid] and s.zone[iid] == GZONE:
        return False
    t = s.defs[iid].type
    return t == "unit" or t == "ace"


def host_of(s: State, iid: int) -> int:
    while s.zone[iid] == SET and s.set_to[iid] >= 0:
        iid = s.set_to[iid]
    return iid


def _text_lost(s: State, iid: int) -> bool:
    st = s.stamp[iid]
    return any(g[0] == iid and g[1] == st and g[2] == "lose_text" for g in s.grants)


def static_sources(s: State) -> list[tuple[int, dict[str, Any]]]:
    """Continuous applications in force: (source card, application), in the order they began (P68)."""
    version, cached = s.static_cache
    if version == s.version:
        return cached
    out: list[tuple[int, dict[str, Any]]] = []
    for iid in _static_iids(s):
        d = s.defs[iid]
        if s.zone[iid] not in FIELD_ZONES:
            continue
        if s.is_g[iid] and d.type != "graphic":
            continue
        for a in d.abilities:
            if a.kind == "static" and (a.protected or not _text_lost(s, iid)):
                for c in a.continuous:
                    out.append((iid, c))
    out.sort(key=lambda t: (s.entered[t[0]], t[0]))
    s.static_cache = (s.version, out)
    return out


_STATIC_IDS: dict[int, tuple[list[CardDef], int, list[int], list[int]]] = {}


def _static_iids(s: State, kind: str = "static") -> list[int]:
    """Instances whose card has static (or constant) texts; cards never gain those in hand.

    Keyed by the identity of the definitions list, which the entry keeps alive, so a recycled id
    can never hit a stale entry.
    """
    key = id(s.defs)
    hit = _STATIC_IDS.get(key)
    if hit is None or hit[0] is not s.defs or hit[1] != len(s.defs):
        st = [i for i, d in enumerate(s.defs) if any(a.kind == "static" for a in d.abilities)]
        co = [i for i, d in enumerate(s.defs) if any(a.kind == "constant" for a in d.abilities)]
        if len(_STATIC_IDS) > 256:
            _STATIC_IDS.clear()
        hit = _STATIC_IDS[key] = (s.defs, len(s.defs), st, co)
    return hit[2] if kind == "static" else hit[3]


def constant_sources(s: State) -> list[tuple[int, dict[str, Any]]]:
    """恒常 applications: in force wherever the card is (P68)."""
    out: list[tuple[int, dict[str, Any]]] = []
    for iid in _static_iids(s, "constant"):
        d = s.defs[iid]
        for a in d.abilities:
            if a.kind == "constant":
                for c in a.continuous:
                    out.append((iid, c))
    return out


_BUILDING: list[bool] = [False]


def cached(s: State) -> dict[Any, Any]:
    """Derived values valid for the current state version; every mutation bumps the version."""
    c = s.cache
    if c.get("v") != s.version:
        c = {"v": s.version}
        s.cache = c
    return c


class _Entry:
    __slots__ = ("mod", "kw", "lose", "status", "terrain")

    def __init__(self) -> None:
        self.mod = [0, 0, 0]
        self.kw: set[str] = set()
        self.lose: set[str] = set()
        self.status: set[str] = set()
        self.terrain: set[str] = set()


_EMPTY = _Entry()


def continuous_table(s: State) -> dict[int, _Entry]:
    """Every 常駐 application and "this turn" effect, evaluated once per state version (P57, P68)."""
    c = cached(s)
    table = c.get("table")
    if table is not None:
        return table  # type: ignore[no-any-return]
    if _BUILDING[0]:
        return {}
    _BUILDING[0] = True
    try:
        from .conditions import holds
        from .targets import candidates

        table = {}
        for source, app in static_sources(s):
            seat = s.ctrl[source] if s.ctrl[source] >= 0 else s.owner[source]
            cond = app.get("condition")
            if cond is not None and not holds(s, cond, source, seat):
                continue
            target = app.get("target", "self")
            if target == "self":
                # a set card's "this card" texts act through its set group (P66)
                cards = [host_of(s, source)] if s.zone[source] == SET else [source]
            else:
                cards = candidates(s, target, seat, source, by_effect=False)
            for iid in cards:
                _add(table, iid, app["apply"], app)
        for f in s.floating:
            for iid in candidates(s, f[0], f[1], f[2], by_effect=False):
                _add(table, iid, f[3], {"stats": f[4], "keyword": f[4], "status": f[4], "add": f[4]})
        c["table"] = table
        return table
    finally:
        _BUILDING[0] = False


def _add(table: dict[int, _Entry], iid: int, kind: str, app: dict[str, Any]) -> None:
    e = table.get(iid)
    if e is None:
        e = table[iid] = _Entry()
    if kind == "modify":
        a, b, c = app["stats"]
        e.mod[0] += a
        e.mod[1] += b
        e.mod[2] += c
    elif kind == "keyword":
        e.kw.add(app["keyword"])
    elif kind == "lose_keyword":
        e.lose.add(app["keyword"])
    elif kind == "status":
        e.status.add(app["status"])
    elif kind == "terrain":
        e.terrain.update(app["add"])


def char_mods(s: State, iid: int) -> tuple[int, int, int]:
    """A set character's 戦闘修正 including effects on it."""
    d = s.defs[iid]
    m, sh, df = d.stats or (0, 0, 0)
    st = s.stamp[iid]
    for mod in s.mods:
        if mod[0] == iid and mod[1] == st:
            m += mod[2]
            sh += mod[3]
            df += mod[4]
    return m, sh, df


def stats(s: State, iid: int, use_base: bool = False) -> tuple[int, int, int]:
    """Current melee/shooting/defence; never below 0 (P65)."""
    if use_base:
        base = s.defs[iid].stats
        return base if base is not None else (0, 0, 0)
    c = cached(s)
    key = ("st", iid)
    v = c.get(key)
    if v is None:
        v = c[key] = _stats(s, iid)
    return v


def _stats(s: State, iid: int, use_base: bool = False) -> tuple[int, int, int]:
    d = s.defs[iid]
    base = d.stats or (0, 0, 0)
    m, sh, df = base
    if use_base:
        return m, sh, df
    if s.zone[iid] not in FIELD_ZONES:
        return m, sh, df
    st = s.stamp[iid]
    if is_unit(s, iid):
        for c in children(s, iid):
            if s.defs[c].type == "character":
                cm = char_mods(s, c)
                m += cm[0]
                sh += cm[1]
                df += cm[2]
    coins = s.coins.get(iid)
    if coins:
        from .coins import coin_stats

        for cname, n in coins:
            cs = coin_stats(s, cname)
            if cs:
                m += cs[0] * n
                sh += cs[1] * n
                df += cs[2] * n
    for mod in s.mods:
        if mod[0] == iid and mod[1] == st:
            m += mod[2]
            sh += mod[3]
            df += mod[4]
    te = continuous_table(s).get(iid)
    if te is not None:
        m += te.mod[0]
        sh += te.mod[1]
        df += te.mod[2]
    return max(m, 0), max(sh, 0), max(df, 0)


def field_cards(s: State) -> list[int]:
    """Every card on the field (P61: deploy, G zone, battle areas, set), in instance order.

    Derived once per state version, so the many "every card on the field" loops walk a few dozen
    cards instead of the whole game. Callers must not mutate the list.
    """
    c = cached(s)
    f: list[int] | None = c.get("field")
    if f is None:
        zone = s.zone
        f = c["field"] = [i for i in range(len(zone)) if zone[i] in FIELD_ZONES]
    return f


_NO_KIDS: list[int] = []


def children(s: State, host: int) -> list[int]:
    """Cards set under `host` in instance order (P66), from a map built once per state version.

    Callers must not mutate the list.
    """
    c = cached(s)
    kids = c.get("kids")
    if kids is None:
        kids = {}
        zone = s.zone
        set_to = s.set_to
        for i in field_cards(s):
            if zone[i] == SET:
                h = set_to[i]
                if h >= 0:
                    kids.setdefault(h, []).append(i)
        c["kids"] = kids
    return kids.get(host, _NO_KIDS)  # type: ignore[no-any-return]




def keywords(s: State, iid: int) -> dict[str, Any]:
    """Special effects the card has now; a "lose" beats any "gain" (P57)."""
    c = cached(s)
    key = ("kw", iid)
    v = c.get(key)
    if v is None:
        v = c[key] = _keywords(s, iid)
    return v


def _keywords(s: State, iid: int) -> dict[str, Any]:
    d = s.defs[iid]
    if s.is_g[iid] and s.zone[iid] == GZONE:
        return {}
    st = s.stamp[iid]
    lost_text = s.zone[iid] in FIELD_ZONES and _text_lost(s, iid)
    kws: dict[str, Any] = {} if lost_text else dict(d.keywords)
    if s.zone[iid] not in FIELD_ZONES:
        return kws
    lose: set[str] = set()
    if is_unit(s, iid):
        for c in children(s, iid):
            for k, a in sorted(keywords(s, c).items()):
                if k in LENT_KEYWORDS:
                    kws.setdefault(k, a)
    coins = s.coins.get(iid)
    if coins:
        from .coins import coin_keyword

        for cname, _n in coins:
            ck = coin_keyword(s, cname)
            if ck:
                kws.setdefault(ck, None)
    for g in s.grants:
        if g[0] == iid and g[1] == st:
            if g[2] == "keyword":
                kws.setdefault(g[3], None)
            elif g[2] == "lose_keyword":
                lose.add(g[3])
    te = continuous_table(s).get(iid)
    if te is not None:
        for k in sorted(te.kw):  # sorted: set order would differ between processes
            kws.setdefault(k, None)
        lose |= te.lose
    for k in lose:
        kws.pop(k, None)
    return kws


def has_keyword(s: State, iid: int, k: str) -> bool:
    return k in keywords(s, iid)


def has_status(s: State, iid: int, status: str) -> bool:
    st = s.stamp[iid]
    for g in s.grants:
        if g[0] == iid and g[1] == st and g[2] == "status" and g[3] == status:
            return True
    te = continuous_table(s).get(iid)
    return te is not None and status in te.status


def terrain(s: State, iid: int) -> frozenset[str]:
    t = set(s.defs[iid].terrain)
    st = s.stamp[iid]
    for g in s.grants:
        if g[0] == iid and g[1] == st and g[2] == "terrain":
            t.update(g[3])
    te = continuous_table(s).get(iid)
    if te is not None:
        t.update(te.terrain)
    return frozenset(t)


def abilities(s: State, iid: int) -> list[Ability]:
    """Texts the card has now, including those lent by special effects and copied texts (P75)."""
    return _abilities(s, iid, None)


def activated_abilities(s: State, iid: int) -> list[Ability]:
    """The activated texts among `abilities`, in the same order: what a priority check walks."""
    return _abilities(s, iid, "activated")


def triggered_abilities(s: State, iid: int) -> list[Ability]:
    """The triggered texts among `abilities`, in the same order.

    Special effects only ever lend activated texts (keywords.py), so this never needs the card's
    special effects, which are the expensive part of `abilities`.
    """
    return _abilities(s, iid, "triggered")


def _abilities(s: State, iid: int, kind: str | None) -> list[Ability]:
    """`abilities`, or only those of one kind (same order, same indexes)."""
    d = s.defs[iid]
    printed = d.abilities if kind is None else d.activated if kind == "activated" else d.triggered
    if s.is_g[iid] and s.zone[iid] == GZONE:
        if d.type != "graphic":
            return []
        out = list(printed)
        if d.guard_level and kind != "triggered":
            out.extend(guard_ability(d.guard_level))
        return out
    lost = s.zone[iid] in FIELD_ZONES and _text_lost(s, iid)
    out = [a for a in printed if a.protected == "bracket"] if lost else list(printed)
    if kind != "triggered":
        for k, arg in sorted(keywords(s, iid).items()):
            out.extend(keyword_abilities(k, arg))
    st = s.stamp[iid]
    n = 0
    for g in s.grants:
        if g[0] == iid and g[1] == st and g[2] == "copy_text":
            number, index = g[3]
            src = _def_by_number(s, number)
            if src is not None and 0 <= index < len(src.abilities):
                a = src.abilities[index]
                if kind is None or a.kind == kind:
                    out.append(replace(a, index=300 + n))
                n += 1
    return out


def ability_by_index(s: State, iid: int, index: int) -> Ability | None:
    for a in abilities(s, iid):
        if a.index == index:
            return a
    if index == GUARD_INDEX:
        return None
    return None


def _def_by_number(s: State, number: str) -> CardDef | None:
    for d in s.defs:
        if d.number == number:
            return d
    return None


def names(s: State, iid: int) -> tuple[str, ...]:
    return s.defs[iid].names


def traits(s: State, iid: int) -> tuple[str, ...]:
    return s.defs[iid].traits


def exclusive_set(s: State, iid: int) -> bool:
    """専用機のセット: a unit with 専用[A] that has a character named A set (P76)."""
    d = s.defs[iid]
    if not d.exclusive:
        return False
    for c in children(s, iid):
        cd = s.defs[c]
        if cd.type == "character" and any(n in d.exclusive for n in cd.names):
            return True
    return False


def has_character(s: State, iid: int) -> bool:
    if s.defs[iid].type == "ace":
        return True
    return any(s.defs[c].type == "character" for c in children(s, iid))


def area_of(s: State, iid: int) -> int:
    """The battle area index of a card in a squad (its set cards share it), else -1."""
    h = host_of(s, iid)
    if s.zone[h] != BATTLE:
        return -1
    for i, q in enumerate(s.squads):
        if h in q:
            return i // 2
    return -1


def squad_index(s: State, iid: int) -> int:
    h = host_of(s, iid)
    if s.zone[h] != BATTLE:
        return -1
    for i, q in enumerate(s.squads):
        if h in q:
            return i
    return -1


def in_deploy(s: State, iid: int) -> bool:
    return s.zone[host_of(s, iid)] == DEPLOY
