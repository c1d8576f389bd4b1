"""Battle (turn page 4-1 … 4-5): sorties, battle damage at speeds 1 and 2, the return, end of turn."""

from __future__ import annotations

from .rules import VULTURE_NEED, check_rules, destroy, fire, mill, new_limits, note_vulture, to_zone
from .state import AREAS, State
from .stats import card_of, engaged, force_all, has, is_unit, kv, power, stats

# -- sorties ---------------------------------------------------------------------------------------------

def sortie_options(s: State, seat: int, attack: bool) -> list[str]:
    foe = 1 - seat
    toks: list[str] = []
    for u in s.zone(seat, "deploy"):
        if not is_unit(s, u) or s.insts[u].rolled:
            continue
        c = card_of(s, u)
        is_base = has(s, u, "base")
        if attack and is_base:
            continue
        for area in AREAS:
            force = s.forces[seat][area]
            if area == "ring":
                if force or (attack and not has(s, u, "mf")):
                    continue
            elif area not in c.terrain:
                continue
            if has(s, u, "support") and not any(not has(s, x, "support") for x in force):
                continue
            if is_base and any(has(s, x, "base") for x in force):
                continue
            if not attack:
                if force_all(s, foe, area, "mobile") and not has(s, u, "mobile"):
                    continue
                if is_base and area == "earth" and force_all(s, foe, "earth", "water"):
                    continue
            toks.append(f"sortie:{u}:{area}")
    return toks


def sortie(s: State, seat: int, u: int, area: str) -> None:
    s.zone(seat, "deploy").remove(u)
    s.forces[seat][area].append(u)
    s.insts[u].in_battle = True


def finish_sortie(s: State, seat: int) -> None:
    for area in AREAS:
        for u in list(s.forces[seat][area]):
            fire(s, u, "sortie", seat)
    note_vulture(s)
    check_rules(s)


# -- damage -------------------------------------------------------------------------------------------

def force_damage(s: State, seat: int, area: str) -> int:
    total = 0
    front = s.fronts[seat].get(area, -2)
    for n, u in enumerate(s.forces[seat][area]):
        inst = s.insts[u]
        if inst.rolled or inst.dead:
            continue
        st = stats(s, u)
        is_front = u == front if front != -2 else n == 0
        total += max(0, st[0] if is_front else st[1])
    return total


def deal(s: State, seat: int, area: str, amount: int, speed1: bool) -> int:
    """Battle damage to the enemy force from its front; returns what is left over."""
    foe = 1 - seat
    left = amount
    for u in list(s.forces[foe][area]):
        if left <= 0:
            break
        inst = s.insts[u]
        if inst.dead:
            continue
        need = max(0, stats(s, u)[2] - inst.dmg)
        give = min(left, need)
        inst.dmg += give
        left -= give
        if inst.dmg >= stats(s, u)[2]:
            if speed1:
                inst.dead = True
            else:
                destroy(s, u)
    return left


def damage_step(s: State) -> None:
    """4-3-3: speed 1 (all-速攻 forces) then speed 2; unopposed attackers damage the enemy home."""
    a = s.active
    fast = {(p, ar) for p in (0, 1) for ar in AREAS if force_all(s, p, ar, "first_strike")}
    for speed in (1, 2):
        hits: list[tuple[int, str, int]] = []
        for p in (0, 1):
            for ar in AREAS:
                if not s.forces[p][ar] or ((p, ar) in fast) != (speed == 1):
                    continue
                hits.append((p, ar, force_damage(s, p, ar)))
        for p, ar, dmg in hits:
            foe = 1 - p
            if s.forces[foe][ar] and any(not s.insts[u].dead for u in s.forces[foe][ar]):
                left = deal(s, p, ar, dmg, speed == 1)
                if left > 0 and p == a and force_all(s, p, ar, "assault"):
                    mill(s, foe, left)
                    s.say(f"強襲: 本国に{left}ダメージ", f"Assault: {left} damage to the home")
            elif p == a and dmg > 0 and (ar not in s.locked_engaged or force_all(s, p, ar, "assault")):
                mill(s, foe, dmg)
                s.say(f"{s.players[foe]}の本国に{dmg}ダメージ", f"{dmg} damage to {s.players[foe]}'s home")
    for p in (0, 1):
        for ar in AREAS:
            for u in list(s.forces[p][ar]):
                if s.insts[u].dead:
                    destroy(s, u)
    check_rules(s)


def damage_start(s: State) -> None:
    """4-3-1: engagement and force order are fixed; 砂漠 rolls the enemy front."""
    s.locked_engaged = [ar for ar in AREAS if engaged(s, ar)]
    s.fronts = [{ar: (f[ar][0] if f[ar] else -1) for ar in AREAS} for f in s.forces]
    for p in (0, 1):
        if force_all(s, p, "earth", "desert") and s.forces[1 - p]["earth"] \
                and not force_all(s, 1 - p, "earth", "desert"):
            front = s.forces[1 - p]["earth"][0]
            s.insts[front].rolled = True
            s.say("砂漠: 先頭のユニットをロール", "Desert: the enemy front unit is rolled")


def return_step(s: State) -> None:
    """4-4-3: units without the area's terrain are destroyed; the rest roll (unless 補給) and return."""
    for p in (0, 1):
        for ar in ("space", "earth"):
            for u in list(s.forces[p][ar]):
                if ar not in card_of(s, u).terrain:
                    destroy(s, u)
        for ar in AREAS:
            for u in list(s.forces[p][ar]):
                inst = s.insts[u]
                if not (inst.supplied and not inst.rolled):
                    inst.rolled = True
                s.forces[p][ar].remove(u)
                s.zone(p, "deploy").append(u)
    check_rules(s)


def end_effects(s: State) -> list[int]:
    """4-5-2: 変形 ends, PS装甲 returns last; returns the seats with バルチャー points to spend."""
    for i in s.insts.values():
        i.transformed = False
    for p in (0, 1):
        for u in list(s.zone(p, "deploy")):
            fire(s, u, "end", p) if is_unit(s, u) else None
    for p in (0, 1):
        for u in list(s.zone(p, "deploy")):
            inst = s.insts[u]
            if not is_unit(s, u) or not inst.in_battle or inst.supplied:
                continue
            x = kv(s, u, "ps_armor")
            if x is None:
                continue
            if x and power(s, p)[1].get(card_of(s, u).colour, 0) >= int(x):
                continue
            to_zone(s, u, "hand")
            s.say(f"PS装甲: {card_of(s, u).name.ja}は手札に戻る", f"PS armour: {card_of(s, u).name.en} returns to hand")
    bad = [s.pollution[p] >= 10 for p in (0, 1)]
    if s.winner is None and any(bad):
        s.winner, s.reason = (-1 if all(bad) else (1 if bad[0] else 0)), "pollution"
    return [p for p in (0, 1) if salvage_options(s, p)]


def salvage_options(s: State, seat: int) -> list[int]:
    pts = s.vulture[seat]
    if pts <= 0:
        return []
    return [j for j in s.zone(seat, "junk") if pts >= VULTURE_NEED[card_of(s, j).type]]


def end_of_turn_cleanup(s: State) -> None:
    for i in s.insts.values():
        i.eot = [0, 0, 0]
        i.used = []
        i.supplied = False
        i.in_battle = False
    s.vulture = [0, 0]
    s.vulture_areas = [[], []]
    s.refit_used = [False, False]
    s.limits = [new_limits(), new_limits()]
    s.locked_engaged = []
    s.fronts = [{}, {}]
