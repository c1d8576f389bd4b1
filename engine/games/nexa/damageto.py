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


# ---- battle damage of a squad dealt elsewhere (battle.battle_damage asks squad_redirect)
SQUAD_GRANT = "squad_damage"


@verb("battle_damage_to")
def _battle_damage_to(s: State, ctx: Resolving, st: Step) -> None:
    """「このカードの部隊が受ける全ての戦闘ダメージは…自軍本国に」 (to own_home), 「…与える戦闘ダメージは…自軍本国と敵軍
    本国に」 (both_homes), 「…敵軍本国の代わりに敵軍ユニット1枚に」 (unit: the target): marks this card; its squad's
    battle damage goes there this turn."""
    me = source_of(ctx)
    if s.zone[me] not in FIELD_ZONES:
        return
    to = str(st["to"])
    if to == "unit":
        units = resolve_target(s, ctx, st["target"])
        if not units:
            return
        to = f"unit:{units[0]}:{s.stamp[units[0]]}"
    s.grants.append((me, s.stamp[me], SQUAD_GRANT, to, st["until"]))
    s.version += 1
    emit(s, "grant", f"{name(s, me)}の部隊の戦闘ダメージ: {to}", f"{name(s, me, 'en')}: status squad_damage {to}", (me,))


def squad_redirect(s: State, qi: int, kind: str) -> str | None:
    """Where the battle damage squad `qi` deals (kind dealt: both_homes or unit:N) or takes (kind taken:
    own_home) goes instead, from a mark on one of its cards (or a card set on them), else None."""
    from .places import set_cards

    marks = {g[0]: str(g[3]) for g in s.grants if g[2] == SQUAD_GRANT and g[1] == s.stamp[g[0]]}
    if not marks:
        return None
    for u in s.squads[qi]:
        if u < 0:
            continue
        for c in (u, *set_cards(s, u)):
            to = marks.get(c)
            if to is not None and (to == "own_home") == (kind == "taken"):
                return to
    return None
