"""Battle, sorties and damage, second round (issue 14, family B4). The card-text compiler's textc/cardb4.py
names these; the rules they read are P32-P33 (出撃, 攻撃側と防御側), P70 (交戦中) and the rulebook's 戦闘ダメージと
通常ダメージ.

Selector key `sortie_state` (a list of attacking | defending | engaged, any of them): 「攻撃に出撃している、または
交戦中の」, its set group in a battle area on the attacking (defending) side of the turn, or in an engaged battle area.
Verb side_picks (cardt2steps.py) with `then: to_area`: the side's picked unit goes into this card's battle area
(ruling R-231): the side picks among its units that can go there (not one already in it).
"""

from __future__ import annotations

from typing import Any, Final

from .state import BATTLE, State
from .stats import area_of, game_cards, host_of, mods_lost

SELECTOR_KEYS: Final = ("sortie_state",)
PSYCOMMU_INDEX: Final = 100  # keywords.KEYWORD_INDEX_BASE + its place: the サイコミュ text's index (tests pin it)


def selector_part(sel: dict[str, Any]) -> tuple[Any, ...] | None:
    """The family's keys of a selector, read once (targets.Selector), or None when it names none."""
    got = sel.get("sortie_state")
    gain = sel.get("gain_mod") is True
    if got is None and not gain:
        return None
    return (None if got is None else tuple(got), gain)


def fits(s: State, part: tuple[Any, ...], iid: int) -> bool:
    states, gain = part
    if gain and not gain_modified(s, iid):
        return False
    return states is None or _sortied(s, states, iid)


GAIN_MOD: Final = "gain_mod"  # a grant (card, stamp, GAIN_MOD, True, turn_end): a ゲイン gave it 戦闘修正 this turn


def record_gain_mod(s: State, iid: int) -> None:
    """A ゲイン gave `iid` its 戦闘修正 (effects._gain), recorded only when a card of the game asks."""
    if game_cards(s).asks_gain_mod:
        s.grants.append((iid, s.stamp[iid], GAIN_MOD, True, "turn_end"))


def gain_modified(s: State, iid: int) -> bool:
    """「「ゲイン」の効果で戦闘修正を得ている」: a ゲイン's 戦闘修正 on it this turn, not lost since (R-111)."""
    st = s.stamp[iid]
    return any(g[0] == iid and g[1] == st and g[2] == GAIN_MOD for g in s.grants) and not mods_lost(s, iid)


def _sortied(s: State, states: tuple[str, ...], iid: int) -> bool:
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


BAN: Final = "sortie_ban"  # a grant (source, stamp, BAN, (seat, ban), until): that seat's units may not go there


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
