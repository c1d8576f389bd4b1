"""Special rules 29-36: Quattro's speech, docks, Puru, Axis, Gryps 2, the Zeon remnants, the Jupiter
fleet, Side 6, colony drops and the base demolition; plus recovery (rule 16)."""

from __future__ import annotations

from .board import BELT, GROUND, JUP, SPACE, board
from .data import data
from .rules import Ctx, U, base_value, bname, cname, faction

AEUG, TITANS, NZ = 0, 1, 2
COLONY_SITES = ("side1", "side2", "side4", "side5")
MOON_BASES = ("granada", "vonbraun")


def _done(ctx: Ctx, key: str) -> bool:
    return key in ctx.s.flags.get("specials_done", [])


def _mark(ctx: Ctx, key: str) -> None:
    ctx.s.flags.setdefault("specials_done", []).append(key)


def _acted(ctx: Ctx) -> bool:
    s = ctx.s
    return any(u["f"] == s.active and u["a"] in ("mv", "rc", "gv") for u in s.units.values())


def colony_unit(ctx: Ctx, f: int | None = None) -> str:
    return next((k for k, u in ctx.s.units.items() if u["t"] == "colony" and (f is None or u["f"] == f)), "")


# -- tokens of the order step ------------------------------------------------------------------------
def special_tokens(ctx: Ctx) -> list[str]:
    s = ctx.s
    f, ct = s.active, s.card_type
    out: list[str] = []
    if f == TITANS and ct == 1 and s.bomb and s.bomb_state == "hidden" and not _acted(ctx):  # 36.4
        b = s.bases[s.bomb]
        if b["o"] == TITANS and not b["gone"]:
            out.append("bomb:go")
    if ct == 0 and f in (TITANS, NZ) and not s.flags["colony_used"][f] and not colony_unit(ctx) and not _acted(ctx):
        for bid in COLONY_SITES:  # 35.5
            b = s.bases[bid]
            if b["o"] == f and b["lv"] >= 1 and not b["gone"] and any(
                    u["h"] == b["h"] and u["f"] == f and U(u["t"]).kind == "ms" for u in s.units.values()):
                out.append(f"colony:{bid}")
    col = colony_unit(ctx, f)
    if ct == 0 and col and not _done(ctx, "colony_moved"):  # 35.6
        out += [f"colmv:{h}" for h in colony_moves(ctx, s.units[col]["h"])]
    if ct == 0 and "axis" in s.flags.get("mobile_ok", []) and not s.flags.get("axis_stuck") and not _done(ctx, "axis_moved"):
        out += [f"axis:{h}" for h in base_moves(ctx, "axis")]  # 30.3
    if ct == 0 and "gryps2" in s.flags.get("mobile_ok", []) and not _done(ctx, "gryps_moved"):
        out += [f"gry:{h}" for h in base_moves(ctx, "gryps2")]  # 31.4
    ax = s.bases["axis"]
    if f == NZ and ct == 0 and ax["o"] == NZ and not ax["gone"] and ax["h"] != BELT and not _done(ctx, "axatk"):
        out += [f"axatk:{b}" for b in ctx.bases_at(ax["h"]) if b != "axis" and s.bases[b]["o"] != NZ]  # 30.4, Z-29
    q = s.chars["quattro"]
    if f == AEUG and q["loc"] == "map" and not s.flags.get("speech") and ct != 2:  # 29.1
        out += [f"speech:{b}" for b in ctx.bases_at(q["h"])
                if data().bases.bases[b].kind == "political" and not data().bases.bases[b].neutral_zone]
    return out


def colony_must_move(ctx: Ctx) -> bool:
    """35.6: a placed colony must move on each of its owner's space phases."""
    s = ctx.s
    col = colony_unit(ctx, s.active)
    return bool(col) and s.card_type == 0 and not _done(ctx, "colony_moved") and bool(colony_moves(ctx, s.units[col]["h"]))


def colony_moves(ctx: Ctx, h: str) -> list[str]:
    """35.6.1/35.6.2: exactly two hexes from where it starts; nothing on the map hinders it."""
    b = board()
    ring = b.within(h, 2) - b.within(h, 1)
    return sorted(x for x in ring if b.terrain.get(x) == "s")


def base_moves(ctx: Ctx, bid: str) -> list[str]:
    h = ctx.s.bases[bid]["h"]
    b = board()
    near = b.box_adj[h] if h in b.box_adj else b.adj.get(h, ())
    return sorted(x for x in near if b.terrain.get(x) == "s")


def play_special(ctx: Ctx, tok: str) -> None:
    s = ctx.s
    key, _, arg = tok.partition(":")
    if key == "bomb":
        demolish(ctx)
    elif key == "colony":
        place_colony(ctx, arg)
    elif key == "colmv":
        col = colony_unit(ctx, s.active)
        ctx.say("colony", f"コロニーが{s.units[col]['h']}→{arg}へ(35.6)", f"The colony moves {s.units[col]['h']} -> {arg} (35.6)")
        s.units[col]["h"] = arg
        _mark(ctx, "colony_moved")
        ctx.normalize()
    elif key in ("axis", "gry"):
        move_base(ctx, "axis" if key == "axis" else "gryps2", arg)
    elif key == "axatk":
        axis_attack(ctx, arg)
    elif key == "speech":
        s.flags["speech"] = arg
        ctx.say("speech", "クワトロが演説を予告(29.1)", "Quattro will give a speech (29.1)")


# -- recovery (16, 29.2, 34.4) ---------------------------------------------------------------------------
def recovery_site(ctx: Ctx, h: str, f: int) -> tuple[str, int]:
    s = ctx.s
    for b in ctx.bases_at(h):
        if data().bases.bases[b].neutral_zone:
            return b, 6  # 34.4
    for b in ctx.bases_at(h):
        if s.bases[b]["o"] == f and base_value(s, b, "deploy") > 0:
            return b, 3 * base_value(s, b, "deploy")  # 16.5
    for k, u in s.units.items():
        if u["h"] == h and u["f"] == f and U(u["t"]).dock:
            return k, 3  # 29.2.3 (three MS or one ship)
    return "", 0


def can_recover(ctx: Ctx, h: str, f: int) -> bool:
    s = ctx.s
    site, cap = recovery_site(ctx, h, f)
    if not site or cap - s.flags.get("rc_used", {}).get(site, 0) <= 0:
        return False
    neutral = any(data().bases.bases[b].neutral_zone for b in ctx.bases_at(h))
    return neutral or not ctx.enemy_units(h, f)  # 16.3


def recover(ctx: Ctx) -> None:
    s = ctx.s
    f = s.active
    here = s.units[s.sel]["h"] if s.sel.startswith("u") else s.sel
    from .flow import eligible
    group = [s.sel] if s.sel.startswith("u") else [k for k, u in s.units.items() if u["h"] == here and eligible(s, u, f, s.card_type)]
    site, cap = recovery_site(ctx, here, f)
    used = s.flags.setdefault("rc_used", {})
    left = cap - used.get(site, 0)
    dock = site in s.units
    for k in sorted(group, key=lambda x: int(x[1:])):
        u = s.units[k]
        if not u["d"]:
            continue
        cost = (3 if U(u["t"]).kind == "ship" else 1) if dock else U(u["t"]).pp
        u["a"] = "rc"  # 16.4
        if cost <= left:
            u["d"] = False
            left -= cost
            ctx.say("recover", f"{faction(f, 'ja')}の{U(u['t']).name['ja']}が回復(16.1)", f"{faction(f, 'en')} {U(u['t']).name['en']} recovers (16.1)")
    used[site] = cap - left


# -- movement side effects ------------------------------------------------------------------------------
def after_move(ctx: Ctx, dest: str, chars: list[str], atmo: bool) -> None:
    s = ctx.s
    leaders = {"haman", "mineva"} & set(chars)
    if leaders and s.flags.get("side3") == "republic" and dest == s.bases["side3"]["h"]:  # 32.1.3/32.1.4
        s.flags["side3"] = "nz"
        ctx.set_base("side3", NZ, 3)
        for ty in ("musai_rep", "zaku_rep", "zaku_rep"):
            if stock_free(ctx, ty):
                k = s.new_unit(ty, NZ, dest)
                s.units[k]["a"] = "new"  # 32.1.5
        ctx.say("side3", "サイド3がネオジオンのレベル3拠点に。ジオン共和国軍が合流(32.1)",
                "Side 3 becomes a level 3 Neo Zeon base; the Zeon Republic forces join (32.1)")
    if leaders and atmo and dest[0] == GROUND and not s.flags.get("africa"):  # 32.2
        s.flags["africa"] = True
        h = "G-" + data().bases.bases["kilimanjaro"].hex
        for _ in range(2):
            if stock_free(ctx, "africa"):
                k = s.new_unit("africa", NZ, h)
                s.units[k]["a"] = "mv"  # 32.2.4
        s.moved_by_atmo.append(h)
        ctx.say("africa", f"ジオンアフリカ部隊が{h}に登場(32.2)", f"The Zeon Africa Corps appears at {h} (32.2)")


def stock_free(ctx: Ctx, ty: str) -> bool:
    s = ctx.s
    used = sum(1 for u in s.units.values() if u["t"] == ty) + sum(f.get(ty, 0) for f in s.factory)
    used += int(s.flags.get("removed", {}).get(ty, 0))
    return used < U(ty).stock


def before_combat(ctx: Ctx) -> None:
    """33.3: the Jupiter fleet must enter the map on the Titans' space card."""
    s = ctx.s
    if s.active == TITANS and s.card_type == 0:
        entry = board().box_adj[JUP][0]
        moved = False
        for u in s.units.values():
            if u["h"] == JUP and u["f"] == TITANS:
                u["h"], u["a"] = entry, "mv"
                moved = True
        for c in s.chars.values():
            if c["loc"] == "map" and c["h"] == JUP:
                c["h"] = entry
        if moved:
            s.flags["jupiter"] = "entered"
            ctx.say("jupiter", f"木星船団が{entry}に進入(33.3)", f"The Jupiter fleet enters at {entry} (33.3)")
            ctx.normalize()


# -- the phase's start and end -----------------------------------------------------------------------
def phase_start(ctx: Ctx) -> None:
    s = ctx.s
    f = s.active
    col = colony_unit(ctx, f)
    if s.card_type == 0 and col:  # 35.7
        h = s.units[col]["h"]
        moon = [b for b in MOON_BASES if s.bases[b]["h"] == h and not s.bases[b]["gone"]]
        area = board().descent_area.get(h)
        targets: list[str] = moon
        if area and f == NZ:
            ground = [b for b, d in data().bases.bases.items() if d.map == GROUND and not s.bases[b]["gone"]
                      and board().area.get(s.bases[b]["h"]) == area]
            targets = sorted(ground, key=lambda b: (s.bases[b]["o"] == f, -base_value(s, b, "vp"), b))[:1]
        if targets:
            colony_drop(ctx, col, targets[0])


def phase_end(ctx: Ctx) -> None:
    s = ctx.s
    bid = s.flags.pop("speech", "")
    if bid and s.chars["quattro"]["loc"] == "map" and s.bases[bid]["h"] == s.chars["quattro"]["h"]:
        speech(ctx, bid)
    s.flags.pop("rc_used", None)


def speech(ctx: Ctx, bid: str) -> None:
    """29.1.4-29.1.6."""
    s = ctx.s
    h = s.bases[bid]["h"]
    others = [u for u in s.units.values() if u["h"] == h and u["f"] != AEUG]
    if not others:
        ctx.set_base(bid, AEUG, 3)
    else:
        gov = sum(U(u["t"]).gov for u in others)
        n = sum(ctx.roll(f"クワトロの演説(29.1.5) 他勢力統治力{gov}", f"Quattro's speech (29.1.5), others' governance {gov}", 2)) - gov
        ctx.set_base(bid, AEUG, min(3, n) if n >= 1 else 0)
    ctx.say("speech", f"演説: {bname(bid, 'ja')}はレベル{s.bases[bid]['lv']}", f"Speech: {bname(bid, 'en')} is now level {s.bases[bid]['lv']}")
    ctx.exchange("quattro", "char")  # 29.1.6


# -- special weapons ---------------------------------------------------------------------------------------
def demolish(ctx: Ctx) -> None:
    """36.4-36.7."""
    s = ctx.s
    bid = s.bomb
    lv = s.bases[bid]["lv"]
    h = s.bases[bid]["h"]
    s.bomb_state = "used"
    ctx.say("bomb", f"💥 基地爆破: {bname(bid, 'ja')}(36.4)", f"💥 Base demolition: {bname(bid, 'en')} (36.4)")
    for k in sorted(ctx.units_at(h), key=lambda x: int(x[1:])):
        if k in s.units and ctx.roll(f"爆破被害 {U(s.units[k]['t']).name['ja']}", f"Blast {U(s.units[k]['t']).name['en']}")[0] <= lv:
            for m in ctx.cargo(k):
                s.units[m]["c"] = ""
            ctx.remove_unit(k)
    for c in ctx.chars_at(h):
        if ctx.roll(f"爆破被害 {cname(c, 'ja')}", f"Blast {cname(c, 'en')}")[0] <= lv:
            ctx.survival(c, "36.5")
    s.bases[bid].update(lv=0, o=-1, gone=True)  # 36.7
    _mark(ctx, "bomb")
    ctx.normalize()


def place_colony(ctx: Ctx, bid: str) -> None:
    s = ctx.s
    f = s.active
    k = s.new_unit("colony", f, s.bases[bid]["h"])
    s.units[k]["a"] = "new"
    s.flags["colony_used"][f] = True
    ctx.say("colony", f"{faction(f, 'ja')}が{bname(bid, 'ja')}にコロニーを配置(35.5)", f"{faction(f, 'en')} places a colony at {bname(bid, 'en')} (35.5)")


def colony_drop(ctx: Ctx, col: str, bid: str) -> None:
    """35.7: 1-5 succeeds (1-3 when the colony is damaged); the base is gone, units roll 1 to die."""
    s = ctx.s
    need = 3 if s.units[col]["d"] else 5
    d = ctx.roll(f"コロニー落し {bname(bid, 'ja')} ({need}以下で成功)", f"Colony drop on {bname(bid, 'en')} (success on {need} or less)")[0]
    s.units.pop(col)
    s.flags.setdefault("removed", {})["colony"] = s.flags.get("removed", {}).get("colony", 0) + 1
    if d > need:
        ctx.say("colony", "コロニー落し失敗", "The colony drop fails")
        return
    h = s.bases[bid]["h"]
    s.bases[bid].update(lv=0, o=-1, gone=True)
    ctx.say("colony", f"{bname(bid, 'ja')}は消滅した(35.7.2)", f"{bname(bid, 'en')} is wiped out (35.7.2)")
    for k in sorted(ctx.units_at(h), key=lambda x: int(x[1:])):
        if k in s.units and ctx.roll(f"落着被害 {U(s.units[k]['t']).name['ja']}", f"Impact {U(s.units[k]['t']).name['en']}")[0] == 1:
            ctx.destroy_with_cargo(k)
    ctx.check_bomb()
    ctx.normalize()


def move_base(ctx: Ctx, bid: str, dest: str) -> None:
    """30.3/31.4: one hex; Axis takes the Neo Zeon units inside it along (30.3.4, 30.3.6)."""
    s = ctx.s
    b = s.bases[bid]
    old = b["h"]
    b["h"] = dest
    _mark(ctx, "axis_moved" if bid == "axis" else "gryps_moved")
    chars: list[str] = []
    if bid == "axis":
        for u in s.units.values():
            if u["h"] == old and u["f"] == NZ:
                u["h"] = dest
        for c, ch in s.chars.items():
            if ch["loc"] == "map" and ch["h"] == old and ch["f"] == NZ:
                ch["h"] = dest
                chars.append(c)
    ctx.say("base_move", f"{bname(bid, 'ja')}が{old}→{dest}へ移動", f"{bname(bid, 'en')} moves {old} -> {dest}")
    after_move(ctx, dest, chars, False)
    ctx.normalize()


AXIS_HIT = (3, 3, 2, 2, 2, 1)  # 30.4.4, die 1..6
AXIS_SELF = (3, 2, 2, 1, 1, 0)  # 30.4.5


def axis_attack(ctx: Ctx, bid: str) -> None:
    s = ctx.s
    _mark(ctx, "axatk")
    d = ctx.roll(f"アクシズアタック {bname(bid, 'ja')}(30.4.4)", f"Axis attack on {bname(bid, 'en')} (30.4.4)")[0]
    ctx.lower_base(bid, AXIS_HIT[d - 1], "30.4.4")
    d2 = ctx.roll("アクシズへの被害(30.4.5)", "Damage to Axis (30.4.5)")[0]
    n = AXIS_SELF[d2 - 1]
    if bid in MOON_BASES:  # 30.4.7
        n += 1
        s.flags["axis_stuck"] = True
    if n:
        ctx.lower_base("axis", n, "30.4.5")
    ctx.normalize()


def laser_ready(ctx: Ctx) -> bool:
    s = ctx.s
    g = s.bases["gryps2"]
    return s.card_type == 0 and not g["gone"] and g["o"] == s.active and g["lv"] >= 2  # 31.5.1/31.5.2


def laser_tokens(ctx: Ctx) -> list[str]:
    h = ctx.s.bases["gryps2"]["h"]
    near = [h, *board().adj.get(h, ())]
    return [*[f"laser:{x}" for x in sorted(near) if board().terrain.get(x) == "s"], "nolaser"]


LASER_BASE = {2: (3, 2, 2, 1, 1, 1), 3: (3, 3, 3, 2, 2, 1)}  # 31.5.5
LASER_UNIT = {2: 1, 3: 2}  # 31.5.7: removed on this or less


def play_laser(ctx: Ctx, tok: str) -> None:
    s = ctx.s
    if tok == "nolaser":
        return
    h = tok.split(":")[1]
    lv = min(3, s.bases["gryps2"]["lv"])
    ctx.say("laser", f"☄ グリプス2のレーザー攻撃: {h}(31.5)", f"☄ Gryps 2 laser strikes {h} (31.5)")
    for b in ctx.bases_at(h):
        if b == "gryps2":
            continue
        d = ctx.roll(f"レーザー被害 {bname(b, 'ja')}", f"Laser on {bname(b, 'en')}")[0]
        ctx.lower_base(b, LASER_BASE[lv][d - 1], "31.5.5")
    for k in sorted(ctx.units_at(h), key=lambda x: int(x[1:])):
        if k not in s.units:
            continue
        u = s.units[k]
        if u["t"] == "colony":  # 31.5.10
            s.units.pop(k)
            s.flags.setdefault("removed", {})["colony"] = s.flags.get("removed", {}).get("colony", 0) + 1
            ctx.say("laser", "コロニーは消滅(31.5.10)", "The colony is destroyed (31.5.10)")
            continue
        if ctx.roll(f"レーザー被害 {U(u['t']).name['ja']}", f"Laser on {U(u['t']).name['en']}")[0] <= LASER_UNIT[lv]:
            riders = [c for c, ch in s.chars.items() if ch["loc"] == "map" and ch["on"] == k]
            for m in ctx.cargo(k):
                s.units[m]["c"] = ""
            ctx.remove_unit(k)  # 31.5.8
            for c in riders:
                ctx.survival(c, "31.5.9", mod=1)
    ctx.normalize()


# -- Puru (29.4, 29.5) -----------------------------------------------------------------------------------
def puru_arrivals(ctx: Ctx) -> None:
    s = ctx.s
    due = s.flags.get("puru_e_due", 0)
    if due and s.turn >= due:
        judau = next((j for j in ("judau2", "judau1") if s.chars[j]["loc"] == "map"), "")
        if judau and stock_free(ctx, "qubeley_black"):
            h = s.chars[judau]["h"]
            s.new_unit("qubeley_black", AEUG, h)
            s.chars["puru_e"].update(loc="map", h=h, on="")
            s.flags["puru_e_due"] = 0
            ctx.say("puru", f"プルと黒いキュベレイMk-IIがエゥーゴに合流({h}, 29.4.2)", f"Puru and the Black Qubeley Mk-II join the AEUG at {h} (29.4.2)")
        elif all(s.chars[j]["loc"] in ("dead", "gone") for j in ("judau1", "judau2")) and s.chars["judau2"]["loc"] == "dead" or \
                s.chars["judau1"]["loc"] == "dead":
            s.flags["puru_e_due"] = 0  # 29.4.3
    due2 = s.flags.get("puru2_due", 0)
    if due2 and s.turn >= due2:
        s.flags["puru2_due"] = 0
        glemy = s.chars["glemy"]
        if stock_free(ctx, "qubeley_red"):
            if glemy["loc"] == "map" and glemy["h"] not in (BELT,):
                s.new_unit("qubeley_red", NZ, glemy["h"])  # 29.5.1
                s.chars["puru2"].update(loc="map", h=glemy["h"], on="")
            else:
                s.new_unit("qubeley_red", NZ, "")  # 29.5.2
                s.chars["puru2"]["loc"] = "ready"
            ctx.say("puru", "プルツーと赤いキュベレイMk-IIが登場(29.5)", "Puru Two and the Red Qubeley Mk-II arrive (29.5)")


_ = SPACE
