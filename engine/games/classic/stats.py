"""What a card is right now: its keywords, combat power and power (国力), read from data and state.

Everything here is computed on demand from the state (no caches to invalidate): the static effects
(自動A) of texts, teams, characters and operations, 宙間戦闘 and the rolled-at-damage rule.
"""

from __future__ import annotations

from functools import cache

from .cards import builtin_pool, kw_value
from .schema import CardModel, TextDef
from .state import AREAS, State

FORCE_KW = ("mobile", "water", "desert", "assault", "first_strike", "vulture", "space_combat")
"""Keywords judged per force (the page: a force has them only if every unit has them); set cards
give them to their set group."""

_extra: dict[str, CardModel] = {}


def register_cards(cards: dict[str, CardModel]) -> None:
    """Cards a scenario defines inline (looked up after the built-in pool)."""
    _extra.update(cards)
    kws.cache_clear()


def card_of(s: State, iid: int) -> CardModel:
    cid = s.insts[iid].card
    pool = builtin_pool().cards
    return pool[cid] if cid in pool else _extra[cid]


@cache
def kws(cid: str, transformed: bool) -> tuple[str, ...]:
    pool = builtin_pool().cards
    c = pool[cid] if cid in pool else _extra[cid]
    if transformed and c.form is not None:
        return (*c.form.kw, "transform")
    return c.kw


def keywords(s: State, iid: int) -> tuple[str, ...]:
    """The unit's keywords with those its set cards give (force keywords only)."""
    inst = s.insts[iid]
    if inst.dismantled:
        return ()
    own = kws(inst.card, inst.transformed)
    extra: list[str] = []
    for sid in s.set_cards(iid):
        for k in card_of(s, sid).kw:
            if k.partition(":")[0] in FORCE_KW:
                extra.append(k)
    return (*own, *extra) if extra else own


def kv(s: State, iid: int, name: str) -> int | str | None:
    c = card_of(s, iid)
    return kw_value(c, name, keywords(s, iid))


def has(s: State, iid: int, name: str) -> bool:
    return kv(s, iid, name) is not None


def texts_of(s: State, iid: int) -> tuple[TextDef, ...]:
    """The texts a card has now: none under a 解体 coin (it is a G) or in its 変形形態 (the form has none)."""
    inst = s.insts[iid]
    c = card_of(s, iid)
    if inst.dismantled or (inst.transformed and c.form is not None):
        return ()
    return c.texts


def is_unit(s: State, iid: int) -> bool:
    return card_of(s, iid).type == "unit" and not s.insts[iid].dismantled


def is_g(s: State, iid: int) -> bool:
    return card_of(s, iid).type == "g" or s.insts[iid].dismantled


def name_en(s: State, iid: int) -> str:
    return card_of(s, iid).name.en


def place_of(s: State, iid: int) -> tuple[str, int]:
    """Where a card on the field is: 'deploy' or an area (set cards: their host's place)."""
    seen = 0
    while s.insts[iid].host is not None and seen < 8:
        iid = s.insts[iid].host  # type: ignore[assignment]
        seen += 1
    return s.where(iid)


def on_field(s: State, iid: int) -> bool:
    try:
        p, _ = place_of(s, iid)
    except KeyError:
        return False
    return p == "deploy" or p in AREAS


def field_units(s: State, seat: int) -> list[int]:
    out = [i for i in s.zone(seat, "deploy") if is_unit(s, i)]
    for a in AREAS:
        out.extend(s.forces[seat][a])
    return out


def force_all(s: State, seat: int, area: str, name: str) -> bool:
    """Every unit of the force has the keyword (an empty force has none)."""
    f = [i for i in s.forces[seat][area] if not s.insts[i].dead]
    return bool(f) and all(has(s, i, name) for i in f)


def engaged(s: State, area: str) -> bool:
    return bool(s.forces[0][area]) and bool(s.forces[1][area])


def area_of(s: State, iid: int) -> str | None:
    p, _ = place_of(s, iid)
    return p if p in AREAS else None


def texts_negated(s: State, iid: int) -> bool:
    """水: units engaged with an all-水 force on earth, without 水 themselves, lose their texts."""
    try:
        p, seat = place_of(s, iid)
    except KeyError:
        return False
    if p != "earth" or not is_unit(s, iid) and s.insts[iid].host is None:
        return False
    host = iid
    while s.insts[host].host is not None:
        host = s.insts[host].host  # type: ignore[assignment]
    return force_all(s, 1 - seat, "earth", "water") and not has(s, host, "water")


def has_character(s: State, iid: int) -> bool:
    return any(card_of(s, c).type == "character" for c in s.set_cards(iid))


def char_mods(s: State, cid: int) -> list[int]:
    """A character's modifiers plus those of the セット/キャラ characters set on it."""
    m = list(card_of(s, cid).mods)
    for sub in s.set_cards(cid):
        if card_of(s, sub).type == "character":
            sm = char_mods(s, sub)
            m = [m[k] + sm[k] for k in range(3)]
    return m


def dedicated(s: State, iid: int) -> bool:
    """専用機のセット: the unit's own pilot (by name) is set on it."""
    pilot = card_of(s, iid).pilot
    return pilot is not None and any(name_en(s, c) == pilot for c in s.set_cards(iid))


def stats(s: State, iid: int) -> list[int]:
    """格闘力/射撃力/防御力 now (not floored: the defence decides destruction)."""
    inst = s.insts[iid]
    c = card_of(s, iid)
    if inst.transformed and c.form is not None:
        base = list(c.form.stats)
    elif c.stats_set is not None and has_character(s, iid):
        base = list(c.stats_set)
    else:
        base = list(c.stats or (0, 0, 0))
    m = [base[k] + inst.eot[k] for k in range(3)]
    no_char = has(s, iid, "ship") or has(s, iid, "base") or has(s, iid, "support")
    for sid in s.set_cards(iid):
        sc = card_of(s, sid)
        if sc.type == "character":
            if has(s, iid, "ship") and sc.ship_mods is not None:
                add = list(sc.ship_mods)
            elif no_char:
                continue
            else:
                add = char_mods(s, sid)
        else:
            add = list(sc.mods)
        m = [m[k] + add[k] for k in range(3)]
    seat = inst.owner
    negated = texts_negated(s, iid)
    if not negated:
        for t in texts_of(s, iid):
            if t.kind == "A" and t.who == "self" and (not t.dedicated or dedicated(s, iid)):
                m = [m[k] + t.mods[k] for k in range(3)]
    # 自動A texts of other own cards on the field that boost every own unit
    for other in (*s.zone(seat, "deploy"), *[u for a in AREAS for u in s.forces[seat][a]]):
        oc = card_of(s, other)
        for t in texts_of(s, other):
            if t.kind == "A" and t.who == "own_units" and not texts_negated(s, other):
                m = [m[k] + t.mods[k] for k in range(3)]
    where, _ = place_of(s, iid)
    # チーム〔A〕B: every unit of the team in the same area gives B to the team
    team = card_of(s, iid).team
    if team:
        group = s.zone(seat, "deploy") if where == "deploy" else s.forces[seat].get(where, [])
        for other in group:
            oc = card_of(s, other)
            if oc.team == team and oc.team_mods is not None and is_unit(s, other):
                m = [m[k] + oc.team_mods[k] for k in range(3)]
    # 宙間戦闘(X): engaged with an all-宙間戦闘 force in space, without it: -Y melee
    if where == "space" and not has(s, iid, "space_combat") and force_all(s, 1 - seat, "space", "space_combat"):
        y = min(int(kv(s, u, "space_combat") or 0) for u in s.forces[1 - seat]["space"])
        m[0] -= y
    return m


def power(s: State, seat: int) -> tuple[int, dict[str, int]]:
    """国力: every G on the field gives 1 of its colour (rolled or not); 解体 units count as G."""
    total = 0
    by: dict[str, int] = {}
    for i in s.zone(seat, "deploy"):
        if is_g(s, i):
            col = card_of(s, i).colour
            total += 1
            by[col] = by.get(col, 0) + 1
    return total, by


def total_power_value(s: State, iid: int) -> int:
    return card_of(s, iid).total
