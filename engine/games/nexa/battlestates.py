"""Battle, sorties and damage (issue 14, family B3): the size of a card's squad, engagement and a home
shielded from battle damage. The card-text compiler's textc/cardb3.py names them; the rules they read
are P35 (部隊, 本国へのダメージ), P53's glossary (非交戦中の) and P70 (交戦中のチェック).

Selector keys: `squad_units` (「ユニットがN枚のみの部隊にいる」), `squad_min_units` (「…N枚以上の部隊にいる」),
`unengaged` (any: 「交戦中ではない」, ruling R-160; battle: 「非交戦中の」). Condition: `squad_engaged` (a side:
「自軍部隊が交戦中の」). Verbs: `home_shield` (「自軍本国は、このターン、戦闘ダメージを受けない」, ruling R-161)
and `homes_damage` (「全ての本国にNダメージを与える」), in battlesteps.py.
"""

from __future__ import annotations

from typing import Any, Final

from .cardg8cause import was_destroyed
from .state import BATTLE, State
from .stats import area_of, game_cards, host_of

SELECTOR_KEYS: Final = ("squad_units", "squad_min_units", "unengaged", "damaged_by", "destroyed_by")
SHIELD: Final = "home_shield"  # a grant (source, stamp, SHIELD, seat, until): that seat's home takes no battle damage
SHIELD_NEXT: Final = "home_shield_next"  # the same for one later turn: value (seat, turn number) (family Z5, R-334)


def selector_part(sel: dict[str, Any]) -> tuple[Any, ...] | None:
    """The family's keys of a selector, read once (targets.Selector), or None when it names none."""
    if not any(k in sel for k in SELECTOR_KEYS):
        return None
    return tuple(sel.get(k) for k in SELECTOR_KEYS)


def _squad_size(s: State, iid: int) -> int:
    """Units in the squad of `iid`'s set group (P35, P66): 0 when it is in no battle area."""
    h = host_of(s, iid)
    if s.zone[h] != BATTLE:
        return 0
    q = next((q for q in s.squads if h in q), None)
    return 0 if q is None else sum(1 for u in q if u >= 0)  # as ownstates.self_state counts it


def fits(s: State, part: tuple[Any, ...], iid: int) -> bool:
    exactly, at_least, unengaged, kind, destroyed = part
    if kind is not None and not damaged_by(s, iid, kind):
        return False
    if destroyed is not None and not destroyed_by(s, iid, destroyed):
        return False
    if exactly is not None or at_least is not None:
        n = _squad_size(s, iid)
        if n == 0 or (exactly is not None and n != exactly) or (at_least is not None and n < at_least):
            return False
    if unengaged is not None:
        a = area_of(s, iid)
        if a >= 0 and s.engaged[a]:
            return False
        if unengaged == "battle" and (a < 0 or s.zone[host_of(s, iid)] != BATTLE):
            return False  # 「非交戦中の」: in a battle area (P53's glossary)
    return True


def squad_engaged(s: State, side: str, source: int, seat: int) -> bool:
    """「自軍部隊が交戦中の」: a squad of that side is in an engaged battle area (P70)."""
    who = seat if side == "own" else 1 - seat
    return any(s.engaged[a] and any(u >= 0 for u in s.squads[a * 2 + who]) for a in range(len(s.engaged)))


def home_shielded(s: State, seat: int) -> bool:
    """Does an effect keep battle damage off this seat's home now? (battle.battle_damage asks)"""
    return any((g[2] == SHIELD and g[3] == seat) or (g[2] == SHIELD_NEXT and g[3] == (seat, s.turn)) for g in s.grants)


def static_squad_power(s: State, qi: int) -> int:
    """The 部隊戦闘力 change of squad `qi` by 常駐 texts in force (「このカードの部隊の部隊戦闘力を+3する」, P35)."""
    from .conditions import holds
    from .stats import squad_index, static_sources

    total = 0
    for source, app in static_sources(s):
        if app["apply"] != "squad_power":
            continue
        seat = s.ctrl[source] if s.ctrl[source] >= 0 else s.owner[source]
        if app.get("condition") and not holds(s, app["condition"], source, seat):
            continue
        t = app["target"]
        if t == "self":
            named = squad_index(s, source) == qi
        else:
            side = t.get("side", "any")
            named = side == "any" or (qi % 2 == seat) == (side == "own")
            if named and t.get("engaged"):  # 「このカードと交戦中の敵軍部隊」: the squad facing this card's (P70)
                a = area_of(s, source)
                named = a >= 0 and s.engaged[a] and qi // 2 == a and s.zone[host_of(s, source)] == BATTLE
        if named:
            total += int(app["amount"])
    return total


FIXED: Final = "fixed_stats"  # a grant (unit, stamp, FIXED, (melee, shooting, defence), until): its 戦闘力 fixed


def fixed_stats(s: State, iid: int) -> tuple[int | None, int | None, int | None] | None:
    """The 戦闘力 a 「…に固定する」 effect fixed on this card until the turn ends (the latest), or None; a value not
    fixed is None (「戦闘力1つを…に固定する」, family B4)."""
    st = s.stamp[iid]
    got = None
    for g in s.grants:
        if g[0] == iid and g[1] == st and g[2] == FIXED:
            got = g[3]
    if got is None:
        return None
    return (None if got[0] is None else int(got[0]), None if got[1] is None else int(got[1]),
            None if got[2] is None else int(got[2]))


DAMAGED: Final = "damaged_by"  # a grant (unit, stamp, DAMAGED, battle | normal, turn_end): damage of that kind on it


def asks_damage_kind(s: State) -> bool:
    """Does a card of this game ask 「戦闘ダメージ（通常ダメージ）を受けている」? Only then is the kind recorded, so
    games without such a card keep the state they always had (as ownstates.asks_dealt)."""
    return game_cards(s).asks_damage_kind


def record_damage(s: State, iid: int, kind: str) -> None:
    """Damage of `kind` was dealt to `iid` (battle.battle_damage, effects.deal_damage)."""
    if not asks_damage_kind(s):
        return
    st = s.stamp[iid]
    if not any(g[0] == iid and g[1] == st and g[2] == DAMAGED and g[3] == kind for g in s.grants):
        s.grants.append((iid, st, DAMAGED, kind, "turn_end"))


def damaged_by(s: State, iid: int, kind: str) -> bool:
    """「戦闘ダメージを受けている」 / 「通常ダメージを受けている」: damage is on it and some of it was of that kind."""
    st = s.stamp[iid]
    return s.damage[iid] > 0 and any(g[0] == iid and g[1] == st and g[2] == DAMAGED and g[3] == kind
                                     for g in s.grants)


def self_position(s: State, source: int, n: int) -> bool:
    """「このカードが部隊の先頭（N番目の順番、N番後ろの順番）にいる」: its set group's place in its squad (P35, P70)."""
    h = host_of(s, source)
    if s.zone[h] != BATTLE:
        return False
    q = next((q for q in s.squads if h in q), None)
    if q is None:
        return False
    units = [u for u in q if u >= 0]
    i = units.index(h)
    return i == n - 1 if n > 0 else i == len(units) + n


DESTROYED: Final = "destroyed_by"  # a grant (unit, stamp, DESTROYED, battle | normal, turn_end): destroyed by that damage


def record_destroyed(s: State, iid: int, kind: str) -> None:
    """`iid` was destroyed by damage of `kind` reaching its defence (rules.check_destruction, battle.battle_damage)."""
    if not asks_damage_kind(s):
        return
    s.grants = [g for g in s.grants if not (g[0] == iid and g[2] == DESTROYED)]
    s.grants.append((iid, s.stamp[iid], DESTROYED, kind, "turn_end"))


def destroyed_by(s: State, iid: int, kind: str) -> bool:
    """「戦闘ダメージ（通常ダメージ）で破壊されている」, 「戦闘ダメージ以外で破壊されている」 (not_battle): destroyed,
    and by that kind of damage (R-167)."""
    return bool(s.destroyed[iid]) and was_destroyed_by(s, iid, kind)


def was_destroyed_by(s: State, iid: int, kind: str) -> bool:
    """This card's last destruction this turn was by that kind of damage (its 廃棄 done or not: 「…破壊されて廃棄
    された場合」, the card in the junkyard has a new stamp)."""
    if kind.startswith("cardg8_"):  # 「自軍効果以外で（敵軍効果で）破壊されている」 (cardg8cause.py, family G8)
        return was_destroyed(s, iid, kind)
    got = next((g[3] for g in s.grants if g[0] == iid and g[2] == DESTROYED), None)
    return got != "battle" if kind == "not_battle" else got == kind


BOTH: Final = "both_speeds"  # a grant (unit, stamp, BOTH, True, until): its squad deals battle damage at both speeds


def both_speed_squads(s: State) -> set[int]:
    """The squads that deal their battle damage at speed 1 and at speed 2 this turn (battle.battle_damage)."""
    marked = {g[0] for g in s.grants if g[2] == BOTH and g[1] == s.stamp[g[0]]}
    return {qi for qi, q in enumerate(s.squads) if any(u in marked for u in q if u >= 0)} if marked else set()
