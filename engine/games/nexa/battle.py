"""Battle (P31-P40, P70-P73): sortie, squads, engagement, battle damage at speed 1 and 2, return."""

from __future__ import annotations

from typing import Final

from .battleb4 import sortie_banned
from .battleb5 import forced_drafted, home_reduced
from .battleb6 import shielded_from
from .battleb8 import area_banned
from .battlestates import (  # family B3
    both_speed_squads,
    home_shielded,
    record_damage,
    record_destroyed,
    static_squad_power,
)
from .cardg8cause import all_damage_cut as cardg8_cut
from .cardg8cause import hit as cardg8_hit
from .cardk8rules import squad_banned, unit_banned
from .cardo5locks import one_squad
from .places import emit, home_damage, move, name
from .shieldz8 import min_shielded, reduced_from  # family Z8
from .state import AREAS, BATTLE, DEPLOY, State
from .stats import cached, game_cards, has_keyword, has_status, is_unit, keywords, stats, terrain

AREA_JA: Final = ("宇宙エリア", "地球エリア")
AREA_EN: Final = ("space area", "earth area")


def squad_of(s: State, area: int, seat: int) -> list[int]:
    return s.squads[area * 2 + seat]


def live_units(q: list[int]) -> list[int]:
    return [u for u in q if u >= 0]


def both_sides_in(s: State, area: int) -> bool:
    """Are squads of both sides in the area (交戦中, P70)? Read when an effect forms or empties a squad."""
    return bool(live_units(s.squads[area * 2])) and bool(live_units(s.squads[area * 2 + 1]))


def squad_power(s: State, qi: int) -> int:
    """Front unit's melee + every other unit's shooting; rolled or destroyed count as * (P35, P72).

    An effect that makes the power N (絶対値) replaces the sum; changes made after it still add.
    """
    fixed = s.squad_set[qi]
    if fixed is not None:
        if s.squad_fixed[qi]:  # 「…に固定する。（注：固定した場合、その他の効果でも変動しない）」 (family V5, R-284)
            return max(fixed, 0)
        return max(fixed + s.squad_mods[qi] + static_squad_power(s, qi), 0)
    q = s.squads[qi]
    total = 0
    for pos, u in enumerate(q):
        if u < 0 or s.rolled[u] or s.destroyed[u] or has_status(s, u, "no_squad_power"):
            continue  # (「…の戦闘力は部隊戦闘力に加えられない」: * as well, family V)
        m, sh, _ = stats(s, u)
        # 「射撃力の代わりに格闘力を用いて部隊戦闘力の計算を行う」 (issue 14 family O2): melee behind the front too
        total += m if pos == 0 or has_status(s, u, "melee_power") else sh
    return max(total + s.squad_mods[qi] + static_squad_power(s, qi), 0)


def squad_has_all(s: State, qi: int, keyword: str) -> bool:
    """An "A" squad: every unit has A (P75)."""
    units = live_units(s.squads[qi])
    return bool(units) and all(has_keyword(s, u, keyword) for u in units)


def update_squads(s: State) -> None:
    """At sortie and each step start: close gaps in squad order and check engagement (P70).

    Squads and engagement feed continuous effects (same area, engaged), so the state version
    moves when, and only when, one of them changes.
    """
    changed = False
    for q in s.squads:
        kept = [u for u in q if u >= 0 and s.zone[u] == BATTLE]
        if kept != q:
            q[:] = kept
            changed = True
    newly = []
    for a in (0, 1):
        engaged = bool(s.squads[a * 2]) and bool(s.squads[a * 2 + 1])
        if s.engaged[a] != engaged:
            s.engaged[a] = engaged
            changed = True
            if engaged:
                newly.append(a)
    if changed:
        s.version += 1
    if newly:
        from .ownstates import newly_engaged

        newly_engaged(s, newly)  # 「交戦中となった場合」 (P70)


def can_sortie(s: State, iid: int, seat: int, area: int) -> bool:
    """A rerolled own unit in the deploy area with the terrain (P32).

    Asked again at every step of a sortie declaration, so kept for the state version.
    """
    c = cached(s)
    key = ("can_sortie", iid, seat, area)
    hit: bool | None = c.get(key)
    if hit is None:
        hit = c[key] = _can_sortie(s, iid, seat, area)
    return hit


def _can_sortie(s: State, iid: int, seat: int, area: int) -> bool:
    return (s.zone[iid] == DEPLOY and s.ctrl[iid] == seat and is_unit(s, iid)
            and (not s.rolled[iid] or (seat != s.attacker and has_status(s, iid, "defend_rolled")))  # (family O5)
            and not s.destroyed[iid] and AREAS[area] in terrain(s, iid) and not has_status(s, iid, "cannot_sortie")
            and not (seat == s.attacker and has_status(s, iid, "cannot_attack"))  # 攻撃に出撃できない
            and not (seat != s.attacker and has_status(s, iid, "cannot_defend"))  # 防御に出撃できない (family O3)
            and not (s.grants and sortie_banned(s, seat))  # 「…ユニットを出撃させる事ができない」 (family B4, R-234)
            and not (s.grants and area_banned(s, iid, seat, area, True))  # 「…がいる戦闘エリアに…」 (family B8, R-473)
            and not (game_cards(s).area_bans and unit_banned(s, iid, seat, area)))  # family K8 (cardk8rules.py, R-501)


def sortie_options(s: State, seat: int) -> list[tuple[int, int]]:
    """(area, unit) pairs that may still be added to this sortie."""
    drafted = set(s.sortie_draft[0]) | set(s.sortie_draft[1])
    out: list[tuple[int, int]] = []
    areas: tuple[int, ...] = (0, 1)
    if s.skips and one_squad(s, seat) and drafted:  # 「自軍部隊1つしか出撃できず」 (family O5, R-312)
        areas = (0,) if s.sortie_draft[0] else (1,)
    for iid in s.place(seat, DEPLOY):
        if iid in drafted:
            continue
        for area in areas:
            if can_sortie(s, iid, seat, area):
                out.append((area, iid))
    return out


def _mobility_ok(s: State, seat: int, area: int, units: list[int]) -> bool:
    """高機動 (P74): against an attacking 高機動 squad the defender's squad needs a 高機動 unit.

    Checked at the sortie check (P70 step 3): a squad that fails it does not sortie (ruling R-07).
    """
    if seat == s.attacker:
        return True
    att = area * 2 + s.attacker
    return not squad_has_all(s, att, "high_mobility") or any(has_keyword(s, u, "high_mobility") for u in units)


def sortie_allowed(s: State, seat: int) -> bool:
    """Confirming a sortie is possible once every unit that must sortie and can is drafted (「可能な限り出撃する」,
    battleb5.py, R-324); the other checks happen as the squads move (P70)."""
    return not game_cards(s).asks_must_sortie or forced_drafted(s, seat)


def perform_sortie(s: State, seat: int) -> None:
    """Declared squads move to their areas in order, after the terrain and roll checks (P70)."""
    from .effects import queue_trigger

    for area in (0, 1):
        draft = s.sortie_draft[area]
        ok = [u for u in draft if can_sortie(s, u, seat, area)]
        if ok and not _mobility_ok(s, seat, area, ok):
            emit(s, "sortie_fail", f"高機動: {AREA_JA[area]}への出撃は失敗", f"High mobility: the sortie to the "
                 f"{AREA_EN[area]} fails", tuple(ok), seat)
            ok = []
        if ok and game_cards(s).area_bans and squad_banned(s, seat, area, ok):  # family K8 (cardk8rules.py, R-501)
            emit(s, "sortie_fail", f"{AREA_JA[area]}への出撃は失敗（{len(ok)}枚の部隊）", f"The sortie to the "
                 f"{AREA_EN[area]} fails (a squad of {len(ok)})", tuple(ok), seat)
            ok = []
        q = squad_of(s, area, seat)
        for u in ok:
            move(s, u, BATTLE, seat, controller=seat)
            q.append(u)
        if ok:
            emit(s, "sortie", f"{s.players[seat]}: {AREA_JA[area]}へ出撃 " + " → ".join(name(s, u) for u in ok),
                 f"{s.players[seat]} sorties to the {AREA_EN[area]}: " + " → ".join(name(s, u, "en") for u in ok),
                 tuple(ok), seat)
        for u in ok:
            if has_keyword(s, u, "ps_armor"):
                s.grants.append((u, s.stamp[u], "ps_return", _supplied(s, q), "permanent"))
            queue_trigger(s, "sortie", u)
            queue_trigger(s, "attack_sortie" if seat == s.attacker else "defence_sortie", u)
    s.sortie_draft = [[], []]
    _mark_supplied(s)
    update_squads(s)


def _supplied(s: State, q: list[int]) -> bool:
    return any(u >= 0 and (has_keyword(s, u, "supply")) for u in q)


def _mark_supplied(s: State) -> None:
    """PS装甲 (P76): a unit that shares a squad with a 供給 unit stays."""
    for i, g in enumerate(s.grants):
        if g[2] == "ps_return" and not g[3]:
            for q in s.squads:
                if g[0] in q and _supplied(s, q):
                    s.grants[i] = (g[0], g[1], g[2], True, g[4])


def assign_to_squad(s: State, qi: int, amount: int, apply_now: bool) -> tuple[list[tuple[int, int]], int]:
    """Damage to a squad goes front to back up to each unit's remaining defence (P36, P71)."""
    out: list[tuple[int, int]] = []
    left = amount
    for u in s.squads[qi]:
        if left <= 0:
            break
        if u < 0 or s.destroyed[u]:
            continue
        room = stats(s, u)[2] - s.damage[u]
        if room <= 0:
            continue
        n = min(room, left)
        out.append((u, n))
        left -= n
    if apply_now:
        from .effects import deal_damage

        for u, n in out:
            deal_damage(s, u, n, -1)
    return out, left


def battle_damage(s: State) -> None:
    """The damage step's rule effect: speed 1 (速攻 squads), then speed 2 (P35-P38, P74)."""
    from .damageto import damage_taker, squad_redirect
    from .effects import queue_global, queue_trigger
    from .ownstates import asks_dealt
    from .rules import check_destruction

    attacker = s.attacker
    defender = 1 - attacker
    track = asks_dealt(s)
    acting_first = [qi for qi in range(4) if s.squads[qi] and squad_has_all(s, qi, "first_strike")]
    both = both_speed_squads(s) if s.grants else set()  # 「「速度1」と「速度2」の両方で与えられる」
    for speed in (1, 2):
        acting = [qi for qi in range(4) if live_units(s.squads[qi])
                  and ((qi in acting_first) == (speed == 1) or qi in both)]
        if not acting:
            continue
        powers = {qi: squad_power(s, qi) for qi in acting}
        plan: list[tuple[int, int]] = []
        homes: list[tuple[int, int]] = []
        for qi in acting:
            area, seat = divmod(qi, 2)
            if any(has_status(s, u, "no_battle_damage") for u in live_units(s.squads[qi])):
                continue
            power = powers[qi]
            if power <= 0:
                continue
            enemy_q = area * 2 + (1 - seat)
            if s.engaged[area] or seat == attacker:  # 「部隊が（敵軍部隊に）戦闘ダメージを与えた場合」 (P71)
                for u in _with_set_cards(s, live_units(s.squads[qi])):
                    if track:  # 「…戦闘ダメージを与えている」 (ownstates.py)
                        s.dealt.add((u, s.stamp[u], 0 if s.engaged[area] else 1))
                    queue_trigger(s, "deals_battle_damage", u)
                    if s.engaged[area]:
                        queue_trigger(s, "deals_unit_damage", u)
            dealt = squad_redirect(s, qi, "dealt") if s.grants else None  # 置き換え (damageto.py, family O2)
            if s.engaged[area] and (dealt == "both_homes" or dealt == "enemy_home"  # enemy_home: family O9
                                    or (s.grants and squad_redirect(s, enemy_q, "taken"))):
                homes.append((1 - seat, power))  # the receiving squad's home (自軍本国 of the text that took it)
                if dealt == "both_homes":
                    homes.append((seat, power))
                continue
            if not s.engaged[area] and seat == attacker and dealt is not None and dealt.startswith("unit:"):
                u, stamp = (int(x) for x in dealt.split(":")[1:])
                if s.stamp[u] == stamp and s.zone[u] in (BATTLE, DEPLOY) and is_unit(s, u):
                    plan.append((u, power))
                    continue
            if s.engaged[area]:
                assigned, left = assign_to_squad(s, enemy_q, power, apply_now=False)
                plan.extend(assigned)
                for u, _n in assigned:
                    queue_trigger(s, "damaged", u)
                if left > 0 and seat == attacker and squad_has_all(s, qi, "assault") \
                        and not (s.grants and shielded_from(s, defender, s.squads[qi])):  # (family B6, R-421)
                    homes.append((defender, reduced_from(s, defender, s.squads[qi], left) if s.grants else left))  # 強襲
                    # overflow (P75), less a reduction of that squad's damage (family Z8, R-489)
            elif seat == attacker and s.grants and shielded_from(s, defender, s.squads[qi]):
                emit(s, "prevented", f"{s.players[defender]}の本国は戦闘ダメージを受けない",  # 「対象から」 (B6, R-421)
                     f"{s.players[defender]}'s home takes no battle damage", seat=defender)
            elif seat == attacker:
                homes.append((defender, reduced_from(s, defender, s.squads[qi], power) if s.grants else power))  # (Z8)
                for u in _with_set_cards(s, live_units(s.squads[qi])):
                    queue_trigger(s, "deals_home_damage", u)
        s.version += 1
        for u0, n in plan:
            u = damage_taker(s, u0) if s.grants else u0  # 「…対象の代わりに…に与えられる」 (damageto.py)
            if has_status(s, u, "no_battle_damage_taken"):  # 「戦闘ダメージを受けない」: assigned, not dealt
                continue
            n -= cardg8_cut(s, u)  # 「…が受ける全てのダメージは、N減殺される」 (family G8, R-495)
            if n <= 0:
                continue
            s.damage[u] += n
            record_damage(s, u, "battle")  # 「戦闘ダメージを受けている」 (battlestates.py, R-165)
            if game_cards(s).asks_cause:  # 「自軍効果以外でダメージを受けた」 (cardg8cause.py, family G8)
                cardg8_hit(s, u, -1)
            emit(s, "damage", f"{name(s, u)}に{n}戦闘ダメージ", f"{n} battle damage to {name(s, u, 'en')}", (u,))
        for seat_, n in homes:
            if s.grants:  # 「…本国が受ける戦闘ダメージを、合計6まで減殺する」 (battleb5.py, family B5, R-326)
                n = home_reduced(s, seat_, n)
            if s.grants and min_shielded(s, seat_, n):  # 「…本国は、このターン、5以上の戦闘ダメージを受けない」 (Z8, R-489)
                emit(s, "prevented", f"{s.players[seat_]}の本国は{n}戦闘ダメージを受けない",
                     f"{s.players[seat_]}'s home takes no battle damage of {n}", seat=seat_)
                continue
            if s.grants and home_shielded(s, seat_):  # 「自軍本国は、このターン、戦闘ダメージを受けない」
                emit(s, "prevented", f"{s.players[seat_]}の本国は戦闘ダメージを受けない",
                     f"{s.players[seat_]}'s home takes no battle damage", seat=seat_)
                continue
            if home_damage(s, seat_, n):  # 「自軍本国に戦闘ダメージが与えられた場合」 (family B5)
                queue_global(s, "home_battle_damaged", seat_)
        before = set(s.destroyed_queue)
        check_destruction(s, "battle")
        for u in s.destroyed_queue:
            if u not in before:
                if s.damage[u] > 0:  # destroyed by the battle damage just dealt
                    record_destroyed(s, u, "battle")
                for qi in range(4):
                    if u in s.squads[qi]:
                        for other in _with_set_cards(s, live_units(s.squads[(qi // 2) * 2 + (1 - qi % 2)])):
                            queue_trigger(s, "destroys_unit", other)


def _with_set_cards(s: State, units: list[int]) -> list[int]:
    """Units and the characters and operations set on them: a set group acts as one (P66)."""
    from .places import set_cards

    out: list[int] = []
    for u in units:
        out.append(u)
        out.extend(set_cards(s, u))
    return out


def return_units(s: State) -> None:
    """Return step (P40): every squad dissolves; units go back to their deploy areas, rolled."""
    from .stats import host_of

    changed = any(s.squads) or any(s.engaged)
    for qi in range(4):
        for u in list(s.squads[qi]):
            if u < 0 or s.zone[u] != BATTLE:
                continue
            seat = s.ctrl[u] if s.ctrl[u] >= 0 else s.owner[u]
            stay = has_status(s, u, "stays_rerolled")
            move(s, host_of(s, u), DEPLOY, seat, controller=seat)
            from .places import set_rolled

            if not stay:  # 「帰還ステップの規定の効果ではロールしない」: it keeps its state (ruling R-144)
                set_rolled(s, u, True)
            from .cardo3rules import returned

            returned(s, u, seat)  # 「…帰還ステップの規定の効果で自軍配備エリアに移動した場合」 (family O3)
        s.squads[qi] = []
        s.squad_mods[qi] = 0
        s.squad_set[qi] = None
        s.squad_fixed[qi] = False
    s.engaged = [False, False]
    if changed:
        s.version += 1  # squads and engagement feed continuous effects (same area, engaged)


def squad_keywords(s: State, qi: int) -> list[str]:
    units = live_units(s.squads[qi])
    if not units:
        return []
    common = set(keywords(s, units[0]))
    for u in units[1:]:
        common &= set(keywords(s, u))
    return sorted(k for k in common if k in ("high_mobility", "first_strike", "assault"))
