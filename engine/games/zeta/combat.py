"""One hex's battle (rules 19-28): preparation, dogfight, anti-air, bombing, bombardment, governance loss.

The micro-choices of preparation and damage allocation are made by fixed, documented policies
(docs/zeta/rulings.md Z-04..Z-07) so a battle is one order; every die is still rolled and logged.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .rules import C, Ctx, U, base_value, bname, faction, is_military, uname


@dataclass
class Side:
    facs: list[int]
    units: list[str]
    sortie: list[str] = field(default_factory=list)
    pilot: dict[str, str] = field(default_factory=dict)
    captain: dict[str, str] = field(default_factory=dict)
    chars: list[str] = field(default_factory=list)
    base: str = ""

    def ships(self, ctx: Ctx) -> list[str]:
        return [k for k in self.units if k in ctx.s.units and U(ctx.s.units[k]["t"]).kind == "ship"]

    def alive_sortie(self, ctx: Ctx) -> list[str]:
        return [k for k in self.sortie if k in ctx.s.units]


def hits_for(values: list[int], die: int) -> int:
    """21.5/22.4/23.4/24.5: one hit per value the die does not exceed."""
    return sum(1 for v in values if die <= v)


def prepare(ctx: Ctx, h: str, facs: list[int], movers_only: bool) -> Side:
    """Rule 20 by policy Z-04: every MS that may sortie does; pilots and captains by best values.

    `movers_only` limits the first faction (the active one) to its moved units (20.2); a faction
    joining a side (18.9) brings every unit it has in the hex, even on the attacker's side."""
    s = ctx.s
    m = h[0]
    units = [k for k, u in s.units.items() if u["h"] == h and u["f"] in facs
             and (not movers_only or u["f"] != facs[0] or u["a"] == "mv")]
    side = Side(list(facs), units)
    speaking = s.flags.get("speech", "")
    side.chars = [c for c in ctx.chars_at(h) if s.chars[c]["f"] in facs and not (speaking and c == "quattro")]
    free = sorted(side.chars, key=lambda c: (-C(c).ms[0], -C(c).ms[1], c))
    ms = [k for k in units if U(s.units[k]["t"]).kind == "ms" and m in U(s.units[k]["t"]).terrain]
    ms.sort(key=lambda k: (not U(s.units[k]["t"]).nt, -sum(U(s.units[k]["t"]).air), int(k[1:])))
    for k in ms:
        d = U(s.units[k]["t"])
        pool = [c for c in free if (C(c).ms[0] >= 1 or C(c).ms[1] >= 1) and (C(c).nt or not d.nt)]
        if pool:
            side.pilot[k] = pool[0]
            free.remove(pool[0])
        if d.nt and k not in side.pilot and not d.unpiloted_ok:
            continue  # 20.6: an NT-only MS without an NT pilot stays aboard
        side.sortie.append(k)
    capt = sorted(free, key=lambda c: (-C(c).ship[0], -C(c).ship[1], c))
    for k in side.ships(ctx):
        if U(s.units[k]["t"]).guns == 0 and U(s.units[k]["t"]).aa_guns == 0:
            continue
        pool = [c for c in capt if C(c).ship[0] >= 1 or C(c).ship[1] >= 1]
        if pool:
            side.captain[k] = pool[0]
            capt.remove(pool[0])
    for b in ctx.bases_at(h):
        if is_military(b) and s.bases[b]["o"] in facs:
            side.base = b
    return side


def command(side: Side, which: int) -> int:
    """26.1/26.2: the two best MS (0) or ship (1) command values of the side's characters."""
    if which == 0:
        vals = sorted((C(c).cmd[0] for c in side.pilot.values()), reverse=True)
    else:
        vals = sorted((C(c).cmd[1] for c in side.chars if c not in side.pilot.values()), reverse=True)
    return sum(vals[:2])


def thresholds(ctx: Ctx, side: Side, key: str) -> list[int]:
    """Cumulative hits for each further loss of a unit (flip, removal) or base (one level each)."""
    s = ctx.s
    if key.startswith("base:"):
        bid = key[5:]
        lv = s.bases[bid]["lv"]
        out, tot = [], 0
        for level in range(lv, 0, -1):
            tot += base_value(s, bid, "defence", level)
            out.append(tot)
        return out
    u = s.units[key]
    d = U(u["t"])
    bonus = 0
    if key in side.pilot:
        bonus = C(side.pilot[key]).ms[1]  # 25.6
    elif key in side.captain:
        bonus = C(side.captain[key]).ship[1]  # 25.7
    front, back = d.defence[0] + bonus, d.defence[1] + bonus
    return [back] if u["d"] else [front, front + back]


def value(ctx: Ctx, key: str) -> int:
    if key.startswith("base:"):
        return 10
    d = U(ctx.s.units[key]["t"])
    return d.pp * 2 + (1 if d.kind == "ship" else 0) + (3 if d.special else 0)


def allocate(ctx: Ctx, side: Side, targets: list[str], hits: int, cmd: int) -> dict[str, int]:
    """Z-05: the defender first places its command share where it does least harm (26.1-26.3), then
    the attacker gives each most valuable target just enough hits for its next loss (25.3-25.5)."""
    given: dict[str, int] = {}
    if not targets or hits <= 0:
        return given
    thr = {k: thresholds(ctx, side, k) for k in targets}
    own = min(cmd, hits)
    if own > 0:
        toughest = max(targets, key=lambda k: (thr[k][0] if thr[k] else 0, k))
        given[toughest] = own
    left = hits - own
    for k in sorted(targets, key=lambda k: (-value(ctx, k), k)):
        for t in thr[k]:
            need = t - given.get(k, 0)
            if need <= 0:
                continue
            if need <= left:
                given[k] = given.get(k, 0) + need
                left -= need
            else:
                break
    return given


def apply_damage(ctx: Ctx, side: Side, given: dict[str, int], step: str) -> list[str]:
    """25.4/25.8: flip or remove units, lower bases; returns the characters who must roll (27.4)."""
    s = ctx.s
    riders: list[str] = []
    for k, n in sorted(given.items()):
        thr = thresholds(ctx, side, k)
        losses = sum(1 for t in thr if n >= t)
        if losses == 0:
            continue
        if k.startswith("base:"):
            ctx.lower_base(k[5:], losses, "25.8")
            continue
        u = s.units[k]
        if u["d"] or losses >= 2:
            ctx.say("loss", f"{faction(u['f'], 'ja')}の{uname(u['t'], 'ja')}を除去({step})",
                    f"{faction(u['f'], 'en')} {uname(u['t'], 'en')} destroyed ({step})")
            riders += [c for c, ch in s.chars.items() if ch["loc"] == "map" and ch["on"] == k]
            for m in ctx.cargo(k):
                riders += [c for c, ch in s.chars.items() if ch["loc"] == "map" and ch["on"] == m]
                ctx.remove_unit(m)
            ctx.remove_unit(k)
        else:
            u["d"] = True
            ctx.say("loss", f"{faction(u['f'], 'ja')}の{uname(u['t'], 'ja')}が裏に({step})",
                    f"{faction(u['f'], 'en')} {uname(u['t'], 'en')} damaged ({step})")
    return riders


def roll_attacks(ctx: Ctx, side: Side, kind: str, step_ja: str, step_en: str) -> int:
    s = ctx.s
    total = 0
    if kind in ("air", "bomb"):
        for k in side.alive_sortie(ctx):
            d = U(s.units[k]["t"])
            vals = d.air if kind == "air" else d.bomb
            if not vals:
                continue
            n = 1 + (C(side.pilot[k]).ms[0] if k in side.pilot else 0)  # 21.6/23.5
            for die in ctx.roll(f"{step_ja} {d.name['ja']}", f"{step_en} {d.name['en']}", n):
                total += hits_for(vals, die)
    else:
        for k in side.ships(ctx):
            d = U(s.units[k]["t"])
            vals, n = (d.aa, d.aa_guns) if kind == "aa" else (d.gun, d.guns)
            if not vals or n <= 0:
                continue
            n += C(side.captain[k]).ship[0] if k in side.captain else 0  # 22.5/24.6
            for die in ctx.roll(f"{step_ja} {d.name['ja']}", f"{step_en} {d.name['en']}", n):
                total += hits_for(vals, die)
        if side.base and not (kind == "gun" and s.flags.get("base_silenced") == side.base):
            n = base_value(s, side.base, "attack")  # 22.6/24.7
            vals = [2, 1] if kind == "aa" else [3, 1]
            if n > 0:
                for die in ctx.roll(f"{step_ja} {bname(side.base, 'ja')}", f"{step_en} {bname(side.base, 'en')}", n):
                    total += hits_for(vals, die)
    return total


def survivals(ctx: Ctx, riders: list[str], step: str) -> None:
    for c in riders:
        if ctx.s.chars[c]["loc"] == "map":
            ctx.survival(c, step)


def ship_targets(ctx: Ctx, enemy: Side) -> list[str]:
    out = enemy.ships(ctx)
    if enemy.base and not ctx.s.bases[enemy.base]["gone"] and ctx.s.bases[enemy.base]["lv"] > 0:
        out.append("base:" + enemy.base)
    return out


def fight(ctx: Ctx, h: str, att: int, defs: list[int], helper: int | None = None) -> None:
    """Rule 19: the six steps in order; the battle ends after them whatever is left (19.3).

    `helper` is a third faction that joined the attacker (18.9); one joining the defender is in `defs`."""
    s = ctx.s
    atts = [att] if helper is None else [att, helper]
    ctx.say("battle", f"⚔ {h} の戦闘: {'・'.join(faction(f, 'ja') for f in atts)} 対 {'・'.join(faction(f, 'ja') for f in defs)}",
            f"⚔ Battle at {h}: {' and '.join(faction(f, 'en') for f in atts)} vs {' and '.join(faction(f, 'en') for f in defs)}")
    a = prepare(ctx, h, atts, True)
    d = prepare(ctx, h, defs, False)
    # 2. dogfight: compulsory, simultaneous (21.2-21.4)
    ha = roll_attacks(ctx, a, "air", "空中戦", "Dogfight")
    hd = roll_attacks(ctx, d, "air", "空中戦", "Dogfight")
    ga = allocate(ctx, d, d.alive_sortie(ctx), ha, command(d, 0))
    gd = allocate(ctx, a, a.alive_sortie(ctx), hd, command(a, 0))
    riders = apply_damage(ctx, d, ga, "21") + apply_damage(ctx, a, gd, "21")
    survivals(ctx, riders, "27.4")
    # 3-4. anti-air then bombing, for each side that wants to bomb (Z-06: whoever can, does)
    for bomber, target in ((a, d), (d, a)):
        if not bomber.alive_sortie(ctx) or not ship_targets(ctx, target):
            continue
        if not any(U(s.units[k]["t"]).bomb for k in bomber.alive_sortie(ctx)):
            continue
        aa = roll_attacks(ctx, target, "aa", "対空砲火", "Anti-air")
        g = allocate(ctx, bomber, bomber.alive_sortie(ctx), aa, command(bomber, 0))
        survivals(ctx, apply_damage(ctx, bomber, g, "22"), "27.4")
        hb = roll_attacks(ctx, bomber, "bomb", "爆撃", "Bombing")
        g = allocate(ctx, target, ship_targets(ctx, target), hb, command(target, 1))
        survivals(ctx, apply_damage(ctx, target, g, "23"), "27.4")
    # 5. bombardment (24.1-24.2)
    if bombardment_happens(ctx, a, d):
        only = s.flags.pop("base_only", "")
        ga_side = Side(a.facs, [], base=a.base) if only == "a" else a  # 24.2.5: the base alone
        gd_side = Side(d.facs, [], base=d.base) if only == "d" else d
        ha = roll_attacks(ctx, ga_side, "gun", "砲撃戦", "Bombardment")
        hd = roll_attacks(ctx, gd_side, "gun", "砲撃戦", "Bombardment")
        ga = allocate(ctx, gd_side, ship_targets(ctx, gd_side), ha, command(gd_side, 1))
        gd = allocate(ctx, ga_side, ship_targets(ctx, ga_side), hd, command(ga_side, 1))
        riders = apply_damage(ctx, gd_side, ga, "24") + apply_damage(ctx, ga_side, gd, "24")
        survivals(ctx, riders, "27.4")
    s.flags.pop("base_silenced", None)
    s.flags.pop("base_only", None)
    # 6. governance loss at a political base (28)
    for b in ctx.bases_at(h):
        if is_military(b) or s.bases[b]["o"] < 0:
            continue
        total = sum(U(u["t"]).gov for u in s.units.values() if u["h"] == h)
        dice = ctx.roll(f"{bname(b, 'ja')}の統治低下判定(28.4) 統治力{total}", f"{bname(b, 'en')} governance loss (28.4), total {total}", 2)
        if sum(dice) <= total:
            ctx.lower_base(b, 1, "28.4")
    ctx.normalize()  # 25.11: MS without a carrier where they cannot stand alone are lost


def guns(ctx: Ctx, side: Side) -> int:
    n = sum(U(ctx.s.units[k]["t"]).guns for k in side.ships(ctx))
    return n + (base_value(ctx.s, side.base, "attack") if side.base else 0)


def bombardment_happens(ctx: Ctx, a: Side, d: Side) -> bool:
    """24.1-24.2 with the wish policy Z-07: a side wants a gunfight when its guns are at least the enemy's."""
    ga, gd = guns(ctx, a), guns(ctx, d)
    if ga == 0 and gd == 0:
        return False
    if not ship_targets(ctx, a) and not ship_targets(ctx, d):
        return False
    wa, wd = ga > 0 and ga >= gd, gd > 0 and gd >= ga
    if wa and wd:
        return True
    ca = sorted((C(c).cmd[1] for c in a.chars), reverse=True)[:2]
    cd = sorted((C(c).cmd[1] for c in d.chars), reverse=True)[:2]
    ra = sum(ca) + ctx.roll("砲撃戦発生チェック(攻撃側)", "Bombardment check (attacker)")[0]
    rd = sum(cd) + ctx.roll("砲撃戦発生チェック(防御側)", "Bombardment check (defender)")[0]
    happens = ra != rd and (wa if ra > rd else wd)  # 24.2.2, 24.2.3: a tie means none
    avoider = d if wa else a
    if happens and avoider.base:
        ctx.s.flags["base_silenced"] = avoider.base  # 24.2.4
    if not happens and avoider.base and ship_targets(ctx, a if avoider is d else d):
        # 24.2.5: avoided at its own military base, it must still gunfight with the base alone
        ctx.s.flags["base_only"] = "d" if avoider is d else "a"
        ctx.say("bombard", "砲撃戦は回避されたが、軍事拠点のみで砲撃戦を行う(24.2.5)",
                "The bombardment is avoided, but the military base alone must exchange fire (24.2.5)")
        return True
    return happens
