"""Verbs of family B3 (issue 14): a home shielded from battle damage this turn, damage to both homes.
The states they read are in battlestates.py."""

from __future__ import annotations

from typing import Final

from .battleb8 import area_banned
from .battlestates import SHIELD, SHIELD_NEXT
from .effects import Step, seat_of, side_seat, source_of, val, verb
from .places import emit, home_damage
from .state import Resolving, State


@verb("home_shield")
def _home_shield(s: State, ctx: Resolving, st: Step) -> None:
    seat = side_seat(ctx, st["side"])
    me = source_of(ctx)
    if st["until"] == "next_turn_end":  # 「次のターン、…」 (family Z5, R-334): the next turn only, kept until the one after
        s.grants.append((me, s.stamp[me], SHIELD_NEXT, (seat, s.turn + 1), f"own_turn_start:{s.attacker}"))
        s.version += 1
        return
    s.grants.append((me, s.stamp[me], SHIELD, seat, st["until"]))
    emit(s, "grant", f"{s.players[seat]}の本国は戦闘ダメージを受けない",
         f"{s.players[seat]}'s home takes no battle damage", seat=seat)
    s.version += 1


@verb("homes_damage")
def _homes_damage(s: State, ctx: Resolving, st: Step) -> None:
    """「全ての本国にNダメージを与える」: each home, the turn player's first (P35)."""
    n = val(s, ctx, st["amount"])
    first = s.attacker if s.attacker in (0, 1) else seat_of(ctx)
    for seat in (first, 1 - first):
        home_damage(s, seat, n)


NAMED_AREAS: Final = {"space": 0, "earth": 1}  # the battle areas by name (areas 0 and 1)


@verb("to_area")
def _to_area(s: State, ctx: Resolving, st: Step) -> None:
    """Into a battle area (rulings R-162, R-169): this card's area (`self`), the other area (`other`, a unit in a battle
    area), an area where its side has a squad (`own_squad`), or either (`any`); the player picks when both fit. The unit joins
    its side's squad there at the place the player says, or at the back (`position: back`); a side's first unit
    there forms the squad and the area's engagement is checked at once (P70 部隊への編入)."""
    from .battle import both_sides_in, live_units
    from .effects import movable_units
    from .places import move, name
    from .state import BATTLE
    from .stats import area_of, host_of
    from .take_top import ask_nth

    me = host_of(s, source_of(ctx))
    asked = 0
    for h, seat, now in movable_units(s, ctx, st["target"]):
        if st["area"] == "self":
            areas = [area_of(s, me)] if s.zone[me] == BATTLE and area_of(s, me) >= 0 else []
        elif st["area"] == "other":
            areas = [1 - now] if now >= 0 else []
        elif st["area"] == "any":  # 「…を戦闘エリアに移す」: a battle area the player picks
            areas = [0, 1]
        elif st["area"] in NAMED_AREAS:  # 「…を宇宙エリアの任意の順番に移す」: that area (family K7, R-392)
            areas = [NAMED_AREAS[st["area"]]]
        else:  # 「自軍部隊の…」: an area where a squad of its side is
            areas = [a for a in (0, 1) if live_units(s.squads[a * 2 + seat])]
        areas = [a for a in areas if a != now and not (s.grants and area_banned(s, h, seat, a, False))]  # (B8, R-473)
        if not areas:
            continue
        names = [{"ja": "宇宙エリア", "en": "space area"}, {"ja": "地球エリア", "en": "earth area"}]
        area = areas[0]
        if len(areas) > 1:
            area = areas[ask_nth(ctx, seat_of(ctx), asked, [names[a] for a in areas], ("どの戦闘エリアか", "Which area"))]
            asked += 1
        qi = area * 2 + seat
        squad = [u for u in live_units(s.squads[qi]) if s.zone[u] == BATTLE and u != h]
        slot = len(squad)
        if squad and st.get("position") != "back":
            slot = ask_nth(ctx, seat_of(ctx), asked, [{"ja": f"{i + 1}番目", "en": f"#{i + 1}"}
                                                      for i in range(len(squad) + 1)], ("部隊のどこか", "Where in the squad"))
            asked += 1
        if now >= 0:  # it leaves the squad it was in
            for q in s.squads:
                if h in q:
                    q.remove(h)
        move(s, h, BATTLE, seat, rolled=st.get("rolled"), controller=seat)
        squad.insert(min(slot, len(squad)), h)
        s.squads[qi] = squad
        for a in {area, now} - {-1}:  # a squad formed or left: engagement checked at once (P70)
            s.engaged[a] = both_sides_in(s, a)
        s.version += 1
        emit(s, "move", f"{name(s, h)}は{('宇宙', '地球')[area]}エリアの部隊へ",
             f"{name(s, h, 'en')} joins the squad in the {('space', 'earth')[area]} area", (h,))


@verb("fix_stats")
def _fix_stats(s: State, ctx: Resolving, st: Step) -> None:
    """「…の戦闘力を、ターン終了時まで、3/1/3に固定する」 (R-164): the values, or (「、または…」) the one of two the
    controller picks when the step resolves, until the turn ends whatever else changes them."""
    from .effects import ask_option

    options = [list(st["stats"])] + ([list(st["or_stats"])] if "or_stats" in st else [])
    k = 0
    if len(options) > 1:
        labels = [{"ja": "/".join(map(str, o)), "en": "/".join(map(str, o))} for o in options]
        k = min(ask_option(s, ctx, seat_of(ctx), len(options), labels, ("固定する戦闘力を選ぶ", "Choose the values")), 1)
    fixed = tuple(options[k])
    said = "/".join(map(str, fixed))
    grant_fixed(s, ctx, st, fixed, (f"戦闘力は{said}に固定", f"battle values fixed at {said}"))


def grant_fixed(s: State, ctx: Resolving, st: Step, fixed: tuple[int | None, ...], said: tuple[str, str]) -> None:
    """Each target's battle values fixed (None: a value left as it is) for the step's duration, and told."""
    from .battlestates import FIXED
    from .effects import resolve_target
    from .places import name

    for iid in resolve_target(s, ctx, st["target"]):
        s.grants.append((iid, s.stamp[iid], FIXED, fixed, st["until"]))
        emit(s, "modify", f"{name(s, iid)}の{said[0]}", f"{name(s, iid, 'en')}: {said[1]}", (iid,))
    s.version += 1


@verb("squad_status")
def _squad_status(s: State, ctx: Resolving, st: Step) -> None:
    """「全ての敵軍部隊は、このターン、戦闘ダメージを与えられない」 (R-166): every unit of each squad named (those in the
    battle areas as the step resolves, with their set cards) gets the status until it ends."""
    from .battle import live_units
    from .places import name
    from .stats import squad_index

    seat = seat_of(ctx)
    t = st["target"]
    side = t.get("side", "any")
    mine = squad_index(s, source_of(ctx))
    for qi, q in enumerate(s.squads):
        if side != "any" and (qi % 2 == seat) != (side == "own"):
            continue
        if t.get("engaged") and not (mine >= 0 and qi // 2 == mine // 2 and s.engaged[qi // 2]):
            continue
        for u in live_units(q):
            s.grants.append((u, s.stamp[u], "status", st["status"], st["until"]))
            emit(s, "grant", f"{name(s, u)}: {st['status']}", f"{name(s, u, 'en')}: status {st['status']}", (u,))
    s.version += 1


@verb("both_speeds")
def _both_speeds(s: State, ctx: Resolving, st: Step) -> None:
    """「このターン、このカードの部隊が与える戦闘ダメージは、「速度1」と「速度2」の両方で与えられる」 (R-168): the unit of
    this card's set group carries it; the squad it is in at the damage step deals its damage at both speeds."""
    from .battlestates import BOTH
    from .places import name
    from .stats import host_of

    if "target" in st:  # 「このターン、対象が与える戦闘ダメージは…」: the squad targeted (battleb5.py, family B5)
        from .battleb5 import both_speeds_of

        both_speeds_of(s, ctx, st)
        return
    h = host_of(s, source_of(ctx))
    s.grants.append((h, s.stamp[h], BOTH, True, st["until"]))
    emit(s, "grant", f"{name(s, h)}の部隊は速度1と速度2の両方で戦闘ダメージを与える",
         f"{name(s, h, 'en')}: status both_speeds", (h,))
    s.version += 1
