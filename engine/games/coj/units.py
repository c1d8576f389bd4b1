"""What a unit is worth right now: BP, keywords and field effects (フィールド効果), computed on demand.

Nothing here changes the state, so continuous effects can never be left behind when their source
leaves the field: they are recomputed every time (the page: フィールド効果 are lost at once).
"""

from __future__ import annotations

from .cards import Card, card
from .state import State, Unit


def card_of(s: State, iid: int) -> Card:
    return card(s.cards[iid])


def own_keywords(s: State, u: Unit) -> set[str]:
    """Printed and granted keywords, without field effects (used to tell whether a source is silenced)."""
    c = card_of(s, u.iid)
    return {k.split(":")[0] for k in (*c.keywords, *u.kws, *u.perm_kws)}


def field_sources(s: State) -> list[tuple[int, Unit, Card]]:
    """Units whose フィールド効果 apply now (a silenced unit's do not: ruling R-09)."""
    out = []
    for seat, p in enumerate(s.players):
        for u in p.field:
            c = card_of(s, u.iid)
            if any(a.when == "field" for a in c.abilities) and "silence" not in own_keywords(s, u):
                out.append((seat, u, c))
    return out


def _field_applies(who: str, src_seat: int, src: Unit, seat: int, u: Unit) -> bool:
    if who == "ally_all":
        return seat == src_seat
    if who == "ally_others":
        return seat == src_seat and u.iid != src.iid
    if who == "enemy_all":
        return seat != src_seat
    if who == "all_units":
        return True
    return who == "self" and u.iid == src.iid


def field_mods(s: State, seat: int, u: Unit) -> tuple[int, set[str]]:
    bp = 0
    kws: set[str] = set()
    for src_seat, src, c in field_sources(s):
        for a in c.abilities:
            if a.when != "field":
                continue
            for st in a.steps:
                if _field_applies(st.who, src_seat, src, seat, u):
                    if st.do == "bp":
                        bp += st.n
                    elif st.do == "grant" and st.kw:
                        kws.add(st.kw)
    return bp, kws


def keywords(s: State, seat: int, u: Unit) -> set[str]:
    """Every keyword the unit has now (names without their values)."""
    return own_keywords(s, u) | {k.split(":")[0] for k in field_mods(s, seat, u)[1]}


def has(s: State, seat: int, u: Unit, kw: str) -> bool:
    return kw in keywords(s, seat, u)


def dimension(s: State, u: Unit) -> int | None:
    c = card_of(s, u.iid)
    vals = [int(k.split(":")[1]) for k in (*c.keywords, *u.kws, *u.perm_kws) if k.startswith("dimension:")]
    return min(vals) if vals else None


def base_bp(s: State, u: Unit) -> int:
    bp = card_of(s, u.iid).bp
    assert bp is not None
    return bp[u.level - 1] + u.base_mod


def bp(s: State, seat: int, u: Unit) -> int:
    """Current BP: the level's BP, the base change, this turn's change and field effects, less damage."""
    return base_bp(s, u) + u.temp + field_mods(s, seat, u)[0] - u.damage


def can_attack(s: State, seat: int, u: Unit) -> bool:
    """行動権, アタック制限 (lifted by スピードムーブ), 攻撃禁止 and the first player's round 1."""
    if s.turn == 1:
        return False
    if not u.ready:
        return False
    kws = keywords(s, seat, u)
    if "no_attack" in kws and u.entered == s.turn:
        return False
    return not (u.restricted and "speed_move" not in kws)
