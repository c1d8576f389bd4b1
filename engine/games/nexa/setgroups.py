"""「自軍ユニットのセットグループ1つは、ターン終了時まで敵軍効果の対象にならない」 (issue 14 family C3): a text that
names a set group (P66) chooses one card and acts on its whole group, the unit and every card set on it, as they
are when the step resolves (selector key `whole_group` on the declared target; effects._grant)."""

from __future__ import annotations

from typing import Final

from .effects import VERB_FUNCS, Step, choose, resolve_target, seat_of, source_of, verb
from .state import Resolving, State
from .targets import candidates


def whole_groups(s: State, ctx: Resolving, spec: str, found: list[int]) -> list[int]:
    """The chosen cards, or their whole set groups when the declared target names set groups."""
    from .places import set_cards
    from .stats import ability_by_index, host_of

    ab = ability_by_index(s, ctx.entry.source, ctx.entry.ability)
    sel = dict(ab.targets).get(spec) if ab is not None else None
    if not isinstance(sel, dict) or not sel.get("whole_group"):
        return found
    out: list[int] = []
    for iid in found:
        host = host_of(s, iid)
        for c in (host, *set_cards(s, host)):
            if c not in out:
                out.append(c)
    return out


GROUP_VERBS: Final = frozenset((
    "status", "grant_keyword", "lose_keyword", "lose_text", "terrain",  # through effects._grant
    "cardv6_group_coin",  # coins on every card of the group (family V6, cardv6steps.py)
    "cardz8_hold_out",  # 「…のセットグループ1つを抜き出す」: the whole group held out (family Z8, stepsz8.py)
))


def misused(ability: dict[str, object]) -> bool:
    """Does a step other than a grant act on a target naming set groups (which only grants read whole)?"""
    targets = ability.get("targets")
    if not isinstance(targets, dict):
        return False
    named = {k for k, v in targets.items() if isinstance(v, dict) and v.get("whole_group")}
    if not named:
        return False

    def walk(steps: object) -> bool:
        for st in steps if isinstance(steps, list) else []:
            if not isinstance(st, dict):
                continue
            if st.get("target") in named and st.get("do") not in GROUP_VERBS:
                return True
            if any(walk(st.get(k)) for k in ("steps", "then", "else")):
                return True
        return False
    return walk(ability.get("effect"))


@verb("modify_like")
def _modify_like(s: State, ctx: Resolving, st: Step) -> None:
    """「…は、ターン終了時まで、このセットグループのキャラ1枚の本来の戦闘修正と、同じ値の戦闘修正を得る」: the card
    read is chosen as the step resolves among those that fit (R-155); its printed values (P52 本来の) are given."""
    seat, src = seat_of(ctx), source_of(ctx)
    cands = candidates(s, {**st["like"], "count": "all"}, seat, src, ctx.bound)
    picked = choose(s, ctx, seat, cands, 1, 1, "pick", ("値を参照するカードを選ぶ", "Choose the card to copy")) \
        if len(cands) > 1 else cands
    if not picked:
        return
    a, b, c = s.defs[picked[0]].stats or (0, 0, 0)
    VERB_FUNCS["modify"](s, ctx, {"do": "modify", "target": st["target"], "stats": [a, b, c],
                                  "until": st.get("until", "turn_end")})


@verb("hold_ps")
def _hold_ps(s: State, ctx: Resolving, st: Step) -> None:
    """「…は、次のターン開始時まで、「PS装甲」の効果では移動しない」: the card's PS装甲 return at the next turn's start
    does not move it (P76); the hold ends at that start (cut.ps_armor_returns drops it)."""
    from .places import emit, name

    for iid in resolve_target(s, ctx, st["target"]):
        s.grants.append((iid, s.stamp[iid], "ps_held", True, "permanent"))
        emit(s, "grant", f"{name(s, iid)}: PS装甲で移動しない", f"{name(s, iid, 'en')}: PS armour return held", (iid,))
    s.version += 1
