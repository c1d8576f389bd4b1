"""Damage dealt to another card instead (issue 14 family O2, 置き換え P77): 「自軍ユニット1枚が受ける全ての
ダメージは、このターン、対象の代わりにこのカードに与えられる。」

The step `take_damage` marks each target with a grant naming the card that takes its damage until the
turn ends: this card (`to: self`), or the unit of its set group (`to: group`), read when the step
resolves. Every damage the target would receive, normal or battle damage, is dealt to that card
instead while it is still the same card on the field and a unit (effects.deal_damage, battle.battle_damage).
"""

from __future__ import annotations

from .effects import Step, resolve_target, source_of, verb
from .places import emit, name
from .state import FIELD_ZONES, Resolving, State

GRANT = "damage_to"


def damage_taker(s: State, iid: int) -> int:
    """The card that takes the damage `iid` would receive now: `iid` itself, or the latest card a
    take_damage step named for it, while that card is still the same card, on the field, a unit."""
    from .stats import host_of, is_unit

    st = s.stamp[iid]
    for g in reversed(s.grants):
        if g[0] == iid and g[1] == st and g[2] == GRANT:
            who, stamp = (int(x) for x in str(g[3]).split(":"))
            if s.stamp[who] == stamp and s.zone[who] in FIELD_ZONES and is_unit(s, who) \
                    and s.zone[host_of(s, who)] in FIELD_ZONES:
                return who
    return iid


@verb("take_damage")
def _take_damage(s: State, ctx: Resolving, st: Step) -> None:
    from .stats import host_of

    me = source_of(ctx)
    who = me if st["to"] == "self" else host_of(s, me)
    if s.zone[who] not in FIELD_ZONES:
        return
    for iid in resolve_target(s, ctx, st["target"]):
        if iid == who:
            continue
        s.grants.append((iid, s.stamp[iid], GRANT, f"{who}:{s.stamp[who]}", st["until"]))
        emit(s, "grant", f"{name(s, iid)}のダメージは{name(s, who)}へ", f"{name(s, iid, 'en')}: status damage_to",
             (iid,))
    s.version += 1
