"""Whose effect dealt damage to a card or a home, or destroyed a card (issue 14, family G8; ruling R-490).

The rulebook's 「自軍効果以外で」 / 「敵軍効果で」 name the player whose effect caused an event: an effect is its controller's
(P57), battle damage and the rules' own effects (P39, P72) are nobody's, so 「自軍効果以外で」 holds for them. Recorded only
in games whose cards ask (`_GameCards.asks_cause`), so other games keep the state they always had:

- damage to a unit: a grant (unit, stamp, HIT, cause seat, turn_end) per cause (effects.deal_damage: the effect's
  controller; battle.battle_damage: -1);
- a destruction: a grant (card, stamp, DESTROYED, cause seat, turn_end), the latest only (effects.destroy: the effect's
  controller; a destruction by the rules after damage carries the cause of the last damage dealt to it, else -1);
- damage to a home: `State.skips` holds (home seat, HOME_HIT + cause), cleared at the turn's end like the other marks.

Events heard (vocabulary.TRIGGERS): `cardg8_hit_not_own` (this card took damage not by its controller's effect),
`card_cardg8_hit_not_own` (a card that fits `of` did), `own_cardg8_home_hit_not_own` (the own home did); selector
`destroyed_by` and condition `self_destroyed_by` take NOT_OWN / ENEMY (battlestates.was_destroyed_by).
"""

from __future__ import annotations

from typing import Final

from .state import FIELD_ZONES, State
from .stats import applied_kinds, field_triggered_abilities, game_cards, static_sources

HIT: Final = "cardg8_hit"
DESTROYED: Final = "cardg8_destroyed"
HOME_HIT: Final = "cardg8_home_hit:"
LEFT: Final = "cardg8_left"  # grant (card, stamp, LEFT, (rel, to junkyard), turn_end): how it last left the field
NOT_OWN: Final = "cardg8_not_own"  # 「自軍効果以外で」: battle damage, a rule, or the other player's effect
ENEMY: Final = "cardg8_enemy"  # 「敵軍効果で」: the other player's effect
SELF_EVENT: Final = "cardg8_hit_not_own"
WATCHED_EVENT: Final = "card_cardg8_hit_not_own"
HOME_EVENT: Final = "own_cardg8_home_hit_not_own"
LEFT_EVENT: Final = "card_cardg8_left_not_own"  # 「（selector）が、自軍効果以外で場から離れた場合」
OTHER_TEXT_EVENT: Final = "card_cardg8_hit_other_text"  # 「この記述の効果以外で、…がダメージを受ける毎に」


def _side(s: State, iid: int) -> int:
    return s.ctrl[iid] if s.zone[iid] in FIELD_ZONES and s.ctrl[iid] >= 0 else s.owner[iid]


def hit(s: State, iid: int, cause: int) -> None:
    """Damage was dealt to the unit `iid` by `cause` (a seat, or -1): recorded, and heard by texts that ask."""
    st = s.stamp[iid]
    if not any(g[0] == iid and g[1] == st and g[2] == HIT and g[3] == cause for g in s.grants):
        s.grants.append((iid, st, HIT, cause, "turn_end"))
    s.grants.append((iid, st, HIT + ":last", cause, "turn_end"))
    from .effects import _add_trigger, queue_trigger  # only games whose cards ask get here
    from .targets import matches

    if cause != _side(s, iid):
        queue_trigger(s, SELF_EVENT, iid)
    r = s.resolving
    for other, a in field_triggered_abilities(s):
        if a.of is None:
            continue
        if a.on == WATCHED_EVENT:
            heard = cause != _side(s, other)
        elif a.on == OTHER_TEXT_EVENT:  # 「この記述の効果以外で」: not this very text's damage
            heard = r is None or r.entry.source != other or r.entry.ability != a.index
        else:
            continue
        if heard and matches(s, a.of, iid, _side(s, other), other):
            _add_trigger(s, other, a.index, a.every, cause=iid)


def last_hit(s: State, iid: int) -> int:
    """The cause of the last damage dealt to `iid` this turn as it is now (-1: none or battle damage)."""
    st = s.stamp[iid]
    got = -1
    for g in s.grants:
        if g[0] == iid and g[1] == st and g[2] == HIT + ":last":
            got = g[3]
    return int(got)


def destroyed(s: State, iid: int, who: int) -> None:
    """`iid` was destroyed by `who`'s effect (-1: battle damage or the rules; effects.destroy)."""
    rel = -1 if who < 0 else (0 if who == _side(s, iid) else 1)  # own, enemy, or nobody's, to the card's side
    s.grants = [g for g in s.grants if not (g[0] == iid and g[2] == DESTROYED)]
    s.grants.append((iid, s.stamp[iid], DESTROYED, rel, "turn_end"))


def was_destroyed(s: State, iid: int, kind: str) -> bool:
    """This card's last destruction this turn was not by its side's effect (NOT_OWN) or by the other side's (ENEMY)."""
    rel = next((g[3] for g in s.grants if g[0] == iid and g[2] == DESTROYED), None)
    if rel is None:
        return False
    return bool(rel != 0) if kind == NOT_OWN else bool(rel == 1)


def left(s: State, iid: int, to_junkyard: bool) -> None:
    """`iid` leaves the field now (places.move): the effect resolving moves it; else a destroyed card's 廃棄 carries its
    destruction's cause (R-493); else nobody's (a rule). Kept relative to the card's side, as DESTROYED is."""
    r = s.resolving
    side = _side(s, iid)
    if r is not None:
        rel = 0 if r.entry.seat == side else 1
    elif s.destroyed[iid]:
        rel = next((int(g[3]) for g in s.grants if g[0] == iid and g[2] == DESTROYED), -1)
    else:
        rel = -1
    s.grants = [g for g in s.grants if not (g[0] == iid and g[2] == LEFT)]
    s.grants.append((iid, s.stamp[iid], LEFT, (rel, to_junkyard), "turn_end"))
    cause = -1 if rel < 0 else (side if rel == 0 else 1 - side)
    from .effects import _add_trigger
    from .targets import matches

    for other, a in field_triggered_abilities(s):  # 「…が、自軍効果以外で場から離れた場合」: matched before it leaves
        if a.on == LEFT_EVENT and a.of is not None and cause != _side(s, other) \
                and matches(s, a.of, iid, _side(s, other), other):
            _add_trigger(s, other, a.index, a.every, cause=iid)


def has_left(s: State, iid: int, how: str) -> bool:
    """「このカードが、自軍効果以外で廃棄された」 (how DISCARDED_NOT_OWN): its last leaving this turn went to the junkyard
    other than by an effect of its side."""
    got = next((g[3] for g in s.grants if g[0] == iid and g[2] == LEFT), None)
    if got is None:
        return False
    rel, junk = got
    return bool(rel != 0 and (junk or how != DISCARDED_NOT_OWN))


DISCARDED_NOT_OWN: Final = "cardg8_discarded_not_own"


def home_hit(s: State, seat: int) -> None:
    """Cards left `seat`'s home by damage (places.home_damage): the effect resolving now is the cause, else nobody."""
    r = s.resolving
    cause = r.entry.seat if r is not None else -1
    s.skips.add((seat, HOME_HIT + str(cause)))
    if cause == seat:
        return
    from .effects import _add_trigger

    for other, a in field_triggered_abilities(s):
        if (a.on == HOME_EVENT or HOME_EVENT in a.also_on) and _side(s, other) == seat:
            _add_trigger(s, other, a.index, a.every)


def home_hit_not_own(s: State, seat: int) -> bool:
    """Has `seat`'s home taken damage this turn other than by `seat`'s own effects?"""
    return any(k.startswith(HOME_HIT) and k != HOME_HIT + str(seat) for w, k in s.skips if w == seat)


def hit_not_own(s: State, iid: int) -> bool:
    """Is damage on `iid` now, some of it dealt this turn other than by its side's effects?"""
    if not s.damage[iid]:
        return False
    st, side = s.stamp[iid], _side(s, iid)
    return any(g[0] == iid and g[1] == st and g[2] == HIT and g[3] != side for g in s.grants)


def asks(s: State) -> bool:
    return bool(game_cards(s).asks_cause)


REDUCE_ALL: Final = "cardg8_reduce_all"  # 「…が受ける全てのダメージは、N減殺される」 (a 常駐 application; R-495)


def all_damage_cut(s: State, iid: int) -> int:
    """How much any damage dealt to `iid` now, battle damage too, is lowered by 常駐 texts in force (R-495)."""
    if REDUCE_ALL not in applied_kinds(s):
        return 0
    from .conditions import holds
    from .targets import matches

    cut = 0
    for source, c in static_sources(s):
        if c["apply"] != REDUCE_ALL:
            continue
        seat = s.ctrl[source] if s.ctrl[source] >= 0 else s.owner[source]
        if c.get("condition") and not holds(s, c["condition"], source, seat):
            continue
        t = c["target"]
        if (iid == source) if t == "self" else matches(s, t, iid, seat, source, by_effect=False):
            cut += int(c["amount"])
    return cut


PLAYED: Final = "card_cardg8_played"  # 「（selector）がプレイされた場合」


def played(s: State, iid: int, as_g: bool) -> None:
    """`iid` was played, now in the cut (play.py): the texts watching for a card that fits hear it (P44, R-496). A card
    played as a G is heard only by texts naming cards of any type (「カード」 with no type left out)."""
    from .effects import _add_trigger
    from .targets import matches

    for other, a in field_triggered_abilities(s):
        if a.on != PLAYED or a.of is None:
            continue
        if as_g and a.of.get("type", "card") != "card":
            continue
        if matches(s, {**a.of, "zone": "cut"}, iid, _side(s, other), other, by_effect=False):
            _add_trigger(s, other, a.index, a.every, cause=iid)
