"""Battle, sorties and damage, second round (issue 14, family B4). The card-text compiler's textc/cardb4.py
names these; the rules they read are P32-P33 (出撃, 攻撃側と防御側), P70 (交戦中) and the rulebook's 戦闘ダメージと
通常ダメージ.

Selector key `sortie_state` (a list of attacking | defending | engaged, any of them): 「攻撃に出撃している、または
交戦中の」, its set group in a battle area on the attacking (defending) side of the turn, or in an engaged battle area.
Verb side_picks (cardt2steps.py) with `then: to_area`: the side's picked unit goes into this card's battle area
(ruling R-231): the side picks among its units that can go there (not one already in it).
"""

from __future__ import annotations

from typing import Any

from .state import BATTLE, State
from .stats import area_of, host_of

SELECTOR_KEYS = ("sortie_state",)
PSYCOMMU_INDEX = 100  # keywords.KEYWORD_INDEX_BASE + its place: the サイコミュ text's index (tests pin it)


def selector_part(sel: dict[str, Any]) -> tuple[str, ...] | None:
    """The family's key of a selector, read once (targets.Selector), or None when it names none."""
    got = sel.get("sortie_state")
    return None if got is None else tuple(got)


def fits(s: State, states: tuple[str, ...], iid: int) -> bool:
    """「攻撃に出撃している、または交戦中の」: the card's set group is in a battle area in one of these states."""
    h = host_of(s, iid)
    if s.zone[h] != BATTLE:
        return False
    a = area_of(s, h)
    if a < 0:
        return False
    for w in states:
        if w == "engaged":
            if s.engaged[a]:
                return True
        elif (s.ctrl[h] == s.attacker) == (w == "attacking"):
            return True
    return False


def picks_into_area(s: State, source: int, cands: list[int]) -> list[int]:
    """The units a side may pick to go into this card's battle area (R-231): none when this card is in no battle
    area, and not a unit already there."""
    me = host_of(s, source)
    if s.zone[me] != BATTLE or area_of(s, me) < 0:
        return []
    here = area_of(s, me)
    return [c for c in cands if not (s.zone[c] == BATTLE and area_of(s, c) == here)]


BAN = "sortie_ban"  # a grant (source, stamp, BAN, (seat, ban), until): that seat's units may not go there


def sortie_banned(s: State, seat: int) -> bool:
    """May `seat`'s units not sortie now? 「…ユニットを（防御に｜攻撃に）出撃させる事ができない」, 「…戦闘エリアに移動させる
    事ができない」 (battle._can_sortie asks, only when some grant is there)."""
    attacking = seat == s.attacker
    for g in s.grants:
        if g[2] == BAN and g[3][0] == seat:
            ban = g[3][1]
            if ban in ("move", "sortie") or (ban == "defence") != attacking:
                return True
    return False


def moves_banned(s: State, seat: int) -> bool:
    """May no effect move `seat`'s units into a battle area now? (「…戦闘エリアに移動させる事ができない」, R-234)"""
    return any(g[2] == BAN and g[3][0] == seat and g[3][1] == "move" for g in s.grants)
