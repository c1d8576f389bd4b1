"""The turn (rule 3): character, armament, deployment and card phases, then nine action phases.

`pending(s)` lists every seat that must decide with all its legal tokens; `play(ctx, seat, token)`
applies one. Simultaneous phases (armament, deployment, the secret card choice) give one entry per
seat still deciding.
"""

from __future__ import annotations

from collections.abc import Iterable
from heapq import heappop, heappush

from . import charmove as CM
from . import specials as SP
from .board import BELT, GROUND, JUP, SPACE, board
from .combat import fight
from .data import FACTIONS, UnitDef, data
from .rules import C, Ctx, U, base_value, bname, cname, faction, is_military, uname
from .state import State

COMBOS = ("SGA", "SSG", "SGG", "SSA", "GGA")
CARD_JA = ("宇宙", "地上", "大気圏")
CARD_EN = ("Space", "Ground", "Atmosphere")
TITANS, NZ, AEUG = 1, 2, 0
CARDS_PER_TURN = 9


def half(n: int) -> str:
    return f"{n // 2}" + (".5" if n % 2 else "")


# -- setup and the start of a turn ----------------------------------------------------------------
def bomb_tokens() -> list[str]:
    return [f"bomb_at:{k}" for k, b in data().bases.bases.items() if b.bomb]


def begin_turn(ctx: Ctx) -> None:
    s = ctx.s
    ctx.say("turn", f"── 第{s.turn}ターン ──", f"── Turn {s.turn} ──")
    character_phase(ctx)
    armament_start(ctx)


def character_phase(ctx: Ctx) -> None:
    """Rule 4: arrivals, exchanges (4.3) and wounded recovery rolls (4.4)."""
    s = ctx.s
    t = data().turns.turns.get(s.turn)
    if t:
        for a in t.arrivals:
            if s.chars[a.char]["loc"] == "future":
                s.chars[a.char]["loc"] = "ready"
                s.flags.setdefault("arrive_at", {})[a.char] = a.where
        for old, new in t.exchanges:
            if s.chars[old]["loc"] in ("dead", "gone", "future"):
                continue  # 4.3: ignore a dead ①
            ctx.exchange(old, new)
            if s.chars[new]["loc"] in ("L", "M", "H"):
                s.chars[new]["loc"] = "ready"  # 4.3: a wounded ① comes back as ② at the deployment
            ctx.say("exchange", f"{cname(old, 'ja')}→{cname(new, 'ja')}(4.3)", f"{cname(old, 'en')} -> {cname(new, 'en')} (4.3)")
        for fac, types in t.open.items():
            for ty in types:
                if ty not in s.allowed[fac]:
                    s.allowed[fac].append(ty)  # 5.2
        for fac, types in t.units.items():
            for ty in types:
                if fac == NZ and ty == "qubeley_black" and s.flags["puru_dead"]:
                    continue
                if stock_left(s, ty) > 0:
                    s.new_unit(ty, fac, "")
    wounded = data().characters.wounded
    for cid in sorted(s.chars):
        c = s.chars[cid]
        if c["loc"] not in ("L", "M", "H"):
            continue
        d = ctx.roll(f"{cname(cid, 'ja')}の回復判定(4.4)", f"{cname(cid, 'en')} recovery (4.4)")[0]
        res = wounded[c["loc"]][d - 1]
        if res == "R":
            c["loc"] = "ready"  # 4.4.1
        elif res == "W":
            c["loc"] = {"L": "M", "M": "H", "H": "H"}[c["loc"]]  # 4.4.3
        elif res == "D":
            ctx.kill(cid)  # 4.4.4


def stock_left(s: State, ty: str) -> int:
    used = sum(1 for u in s.units.values() if u["t"] == ty) + sum(f.get(ty, 0) for f in s.factory)
    return U(ty).stock - used - int(s.flags.get("removed", {}).get(ty, 0))


def stock_used(s: State) -> dict[str, int]:
    """Counters of every type in play, in factories or removed: one pass instead of one per type."""
    used: dict[str, int] = {}
    for u in s.units.values():
        used[u["t"]] = used.get(u["t"], 0) + 1
    for fb in s.factory:
        for t, n in fb.items():
            used[t] = used.get(t, 0) + n
    for t, n in s.flags.get("removed", {}).items():
        used[t] = used.get(t, 0) + int(n)
    return used


def _left(used: dict[str, int], ty: str) -> int:
    return U(ty).stock - used.get(ty, 0)


def armament_start(ctx: Ctx) -> None:
    """5.4/30.2: 10 points plus governed bases' points (+6 for Axis in the belt), in half points."""
    s = ctx.s
    for f in range(FACTIONS):
        pts = 10 + sum(base_value(s, k, "armament") for k, b in s.bases.items() if b["o"] == f and not b["gone"])
        if f == NZ and s.bases["axis"]["o"] == NZ and s.bases["axis"]["h"] == BELT and not s.bases["axis"]["gone"]:
            pts += 6
        s.points[f] = pts * 2
    s.done = [False] * FACTIONS
    s.menu = [""] * FACTIONS
    s.phase = "arm"


# -- armament (rules 5-8) ------------------------------------------------------------------------
def arm_tokens(s: State, f: int) -> list[str]:
    p = s.points[f]
    if s.menu[f] == "refit":
        used = stock_used(s)
        out = [f"inc:{t}" for t in s.allowed[f] if _left(used, t) > 0] if p >= 4 else []
        if p >= 1:
            out += [f"ref:{a}:{b}" for a in sorted(s.factory[f]) if s.factory[f][a] > 0
                    for b in s.allowed[f] if b != a and _left(used, b) > 0]
        return [*out, "back"]
    if s.menu[f] == "scrap":
        groups = sorted({(u["t"], u["h"]) for u in s.units.values() if u["f"] == f and u["h"] and not U(u["t"]).special})
        return [*[f"scr:{t}:{h}" for t, h in groups], "back"]
    out = [f"prod:{t}" for t in sorted(s.factory[f]) if s.factory[f][t] > 0 and p >= 2 * U(t).pp]
    used = stock_used(s)
    out += [f"build:{t}" for t in s.allowed[f] if _left(used, t) > 0 and p >= 4 + 2 * U(t).pp]
    if p >= 1:
        out.append("refit")
    if any(u["f"] == f and u["h"] and not U(u["t"]).special for u in s.units.values()):
        out.append("scrap")
    return [*out, "done"]


def play_arm(ctx: Ctx, f: int, tok: str) -> None:
    s = ctx.s
    parts = tok.split(":")
    if tok in ("refit", "scrap"):
        s.menu[f] = tok
        return
    if tok == "back":
        s.menu[f] = ""
        return
    if tok == "done":
        s.done[f] = True
        s.menu[f] = ""
        if all(s.done):
            deploy_start(ctx)
        return
    if parts[0] == "prod":  # 6.2
        t = parts[1]
        s.factory[f][t] -= 1
        if not s.factory[f][t]:
            del s.factory[f][t]
        s.points[f] -= 2 * U(t).pp
        s.new_unit(t, f, "")
        ctx.say("arm", f"{faction(f, 'ja')}: {uname(t, 'ja')}を生産", f"{faction(f, 'en')} produces {uname(t, 'en')}")
    elif parts[0] == "build":  # 7.2 then 6.2 in one order
        t = parts[1]
        s.points[f] -= 4 + 2 * U(t).pp
        s.new_unit(t, f, "")
        ctx.say("arm", f"{faction(f, 'ja')}: {uname(t, 'ja')}を増産して生産", f"{faction(f, 'en')} adds and produces a {uname(t, 'en')}")
    elif parts[0] == "inc":  # 7.2
        t = parts[1]
        s.factory[f][t] = s.factory[f].get(t, 0) + 1
        s.points[f] -= 4
        ctx.say("arm", f"{faction(f, 'ja')}: {uname(t, 'ja')}を増産", f"{faction(f, 'en')} adds a {uname(t, 'en')} to its factory")
    elif parts[0] == "ref":  # 8.2/8.3
        a, b = parts[1], parts[2]
        s.factory[f][a] -= 1
        if not s.factory[f][a]:
            del s.factory[f][a]
        s.factory[f][b] = s.factory[f].get(b, 0) + 1
        s.points[f] -= 1
        ctx.say("arm", f"{faction(f, 'ja')}: {uname(a, 'ja')}を{uname(b, 'ja')}に換装",
                f"{faction(f, 'en')} refits {uname(a, 'en')} into {uname(b, 'en')}")
    if parts[0] in ("inc", "ref"):
        s.menu[f] = ""
    if parts[0] == "scr":  # 5.6/5.7
        t, h = parts[1], parts[2]
        uid = next(k for k, u in sorted(s.units.items(), key=lambda x: int(x[0][1:]))
                   if u["f"] == f and u["t"] == t and u["h"] == h)
        riders = [c for c, ch in s.chars.items() if ch["loc"] == "map" and ch["on"] == uid]
        for m in ctx.cargo(uid):
            s.units[m]["c"] = ""
        ctx.remove_unit(uid)
        ctx.say("arm", f"{faction(f, 'ja')}: {uname(t, 'ja')}を自発的に破壊", f"{faction(f, 'en')} scraps a {uname(t, 'en')}")
        ctx.normalize()
        for c in riders:
            ch = s.chars[c]
            if ch["loc"] == "map" and not ch["on"] and not ctx.alone_ok(ch["h"], ch["f"]):
                ch.update(loc="L", h="", on="")  # 5.7
        s.menu[f] = ""


# -- deployment (rule 9) -------------------------------------------------------------------------
def deploy_start(ctx: Ctx) -> None:
    s = ctx.s
    s.phase = "deploy"
    s.done = [False] * FACTIONS
    s.flags["dep_used"] = {}
    t = data().turns.turns.get(s.turn)
    if t and t.jupiter and s.flags.get("jupiter") == "":  # 33.1/33.2
        for ty in ("jupitris", "messala"):
            s.new_unit(ty, TITANS, JUP)
        s.chars["scirocco1"].update(loc="map", h=JUP, on="")
        s.flags["jupiter"] = "waiting"
        ctx.say("jupiter", "木星船団が進入ヘックスに到着(33.2)", "The Jupiter fleet reaches its entry box (33.2)")
    if t and t.gryps2 and s.bases["gryps2"]["gone"] and not s.flags.get("gryps_placed"):  # 31.1/31.2
        gn = s.bases["greennoa"]
        s.bases["gryps2"].update(h=gn["h"], lv=gn["lv"], o=gn["o"] if gn["lv"] > 0 else -1, gone=gn["gone"])
        s.flags["gryps_placed"] = True
        ctx.say("gryps", "グリプス2をグリーンノアに配置(31.1)", "Gryps 2 is placed at Green Noa (31.1)")
    SP.puru_arrivals(ctx)
    place_characters(ctx)
    ctx.normalize()
    for f in range(FACTIONS):
        if deploy_tokens(s, f) == ["done"]:
            s.done[f] = True
    if all(s.done):
        cards_start(ctx)


def place_characters(ctx: Ctx) -> None:
    """9.5/9.6 by policy Z-03: to the named character's hex, else the own stack with most units."""
    s = ctx.s
    where = s.flags.setdefault("arrive_at", {})
    for cid in sorted(s.chars):
        c = s.chars[cid]
        if c["loc"] != "ready":
            continue
        w = where.get(cid, "any")
        target = ""
        if w in s.chars and s.chars[w]["loc"] == "map" and s.chars[w]["f"] == c["f"]:
            target = s.chars[w]["h"]
        else:
            counts: dict[str, int] = {}
            for u in s.units.values():
                if u["f"] == c["f"] and u["h"] and (w not in (SPACE, GROUND) or u["h"][0] == w):
                    counts[u["h"]] = counts.get(u["h"], 0) + 1
            if counts:
                target = sorted(counts, key=lambda h: (-counts[h], h))[0]
        if target:
            c.update(loc="map", h=target, on="")
            where.pop(cid, None)
            ctx.say("arrive", f"{cname(cid, 'ja')}が{target}に登場", f"{cname(cid, 'en')} arrives at {target}")


def deploy_sites(s: State, f: int, ty: str) -> list[str]:
    return _deploy_sites(_deploy_room(s, f), U(ty))


def _deploy_room(s: State, f: int) -> tuple[list[tuple[str, int]], list[str]]:
    """(hex, deployment points left) of `f`'s bases, and the hexes of its unused docks (29.2.6/29.3.1)."""
    used = s.flags.get("dep_used", {})
    bases = [(b["h"], base_value(s, k, "deploy") - used.get(k, 0)) for k, b in s.bases.items()
             if b["o"] == f and not b["gone"] and b["h"] != JUP]
    docks = []
    for k, u in s.units.items():
        if u["f"] == f and u["h"] and not used.get(k):
            d = U(u["t"])
            if d.dock or d.dock_deploy:
                docks.append(u["h"])
    return bases, docks


def _deploy_sites(room: tuple[list[tuple[str, int]], list[str]], d: UnitDef) -> list[str]:
    cost = 1 if d.kind == "ms" else 2  # 9.4
    out = {h for h, left in room[0] if h[0] in d.terrain and left >= cost}
    if d.kind == "ms":  # 29.2.6/29.3.1: one MS onto La Vie en Rose or Jupitris
        out.update(h for h in room[1] if h[0] in d.terrain)
    return sorted(out)


def deploy_tokens(s: State, f: int) -> list[str]:
    types = sorted({u["t"] for u in s.units.values() if u["f"] == f and u["h"] == ""})
    if not types:
        return ["done"]
    room = _deploy_room(s, f)
    sites: dict[tuple[str, str], list[str]] = {}  # the sites depend on a type's kind and maps only
    out = []
    for t in types:
        d = U(t)
        key = (d.kind, d.terrain)
        if key not in sites:
            sites[key] = _deploy_sites(room, d)
        out += [f"dep:{t}:{h}" for h in sites[key]]
    return [*out, "done"]


def play_deploy(ctx: Ctx, f: int, tok: str) -> None:
    s = ctx.s
    if tok == "done":
        s.done[f] = True
        if all(s.done):
            cards_start(ctx)
        return
    _, t, h = tok.split(":")
    uid = next(k for k, u in sorted(s.units.items(), key=lambda x: int(x[0][1:])) if u["f"] == f and u["h"] == "" and u["t"] == t)
    used = s.flags.setdefault("dep_used", {})
    cost = 1 if U(t).kind == "ms" else 2
    site = next((k for k, b in s.bases.items() if b["h"] == h and b["o"] == f and not b["gone"]
                 and base_value(s, k, "deploy") - used.get(k, 0) >= cost), "")
    if site:
        used[site] = used.get(site, 0) + cost
    else:
        dock = next(k for k, u in s.units.items() if u["f"] == f and u["h"] == h and (U(u["t"]).dock or U(u["t"]).dock_deploy) and not used.get(k))
        used[dock] = 1
    s.units[uid]["h"] = h
    ctx.say("deploy", f"{faction(f, 'ja')}: {uname(t, 'ja')}を{h}に配置", f"{faction(f, 'en')} deploys {uname(t, 'en')} at {h}")
    ctx.normalize()
    if deploy_tokens(s, f) == ["done"]:
        s.done[f] = True
        if all(s.done):
            cards_start(ctx)


# -- the card phase (rule 10) --------------------------------------------------------------------
def cards_start(ctx: Ctx) -> None:
    s = ctx.s
    s.phase = "cards"
    s.picks = [""] * FACTIONS
    s.done = [False] * FACTIONS


def play_pick(ctx: Ctx, f: int, tok: str) -> None:
    s = ctx.s
    s.picks[f] = tok.split(":")[1]
    ctx.say("pick", f"{faction(f, 'ja')}が行動カードを選んだ", f"{faction(f, 'en')} has chosen its action cards")
    ctx.say("pick_own", f"選んだカード: {combo_text(s.picks[f], 'ja')}", f"Your cards: {combo_text(s.picks[f], 'en')}", private_to=f)
    if all(s.picks):
        deck = [fac * 3 + "SGA".index(ch) for fac in range(FACTIONS) for ch in s.picks[fac]]
        s.rng.shuffle(deck)  # 10.4
        s.deck = deck
        s.revealed = []
        ctx.say("deck", "9枚の行動カードを裏のままシャッフルした(10.4)", "The nine action cards are shuffled face down (10.4)")
        next_card(ctx)


def combo_text(combo: str, lang: str) -> str:
    names = CARD_JA if lang == "ja" else CARD_EN
    return "・".join(names["SGA".index(ch)] for ch in combo) if lang == "ja" else ", ".join(names["SGA".index(ch)] for ch in combo)


def card_text(card: int, lang: str) -> str:
    return f"{faction(card // 3, lang)} {(CARD_JA if lang == 'ja' else CARD_EN)[card % 3]}"


# -- action phases (rules 11-18) -----------------------------------------------------------------
def next_card(ctx: Ctx) -> None:
    s = ctx.s
    if ctx.s.result is not None:
        return
    if not s.deck:
        end_turn(ctx)
        return
    s.card = s.deck.pop(0)
    s.revealed.append(s.card)
    s.phase = "act"
    s.sel, s.step = "", ""
    s.fought, s.governed, s.moved_by_atmo = [], [], []
    for u in s.units.values():
        u["a"] = ""
    f = s.active
    s.flags["contested"] = sorted({u["h"] for u in s.units.values() if u["h"] and u["f"] != f})  # 17.9
    s.flags["mobile_ok"] = [k for k in ("axis", "gryps2") if not s.bases[k]["gone"] and s.bases[k]["o"] == f
                            and s.bases[k]["lv"] >= data().bases.bases[k].mobile]  # 30.3.2/31.4.2
    s.flags["specials_done"] = []
    s.flags["chars_moved"] = []
    s.flags.pop("speech", None)
    ctx.say("card", f"第{len(s.revealed)}行動フェイズ: {card_text(s.card, 'ja')}カード公開",
            f"Action phase {len(s.revealed)}: {card_text(s.card, 'en')} card revealed")
    SP.phase_start(ctx)


def eligible(s: State, u: dict[str, object], f: int, ctype: int) -> bool:
    h = str(u["h"])
    if u["f"] != f or not h or u["a"]:
        return False
    if ctype == 0:
        return h[0] == SPACE and h != BELT  # 12.2, 30.3.4
    if ctype == 1:
        return h[0] == GROUND  # 12.3
    if h in board().descent_area:  # 12.4
        return True
    return h[0] == GROUND and any(b["h"] == h and b["o"] == f and not b["gone"] for b in s.bases.values())


def stacks(s: State) -> list[str]:
    f, ct = s.active, s.card_type
    return sorted({u["h"] for u in s.units.values() if eligible(s, u, f, ct)})


def stack_useful(ctx: Ctx, h: str) -> bool:
    """A stack is offered when it can move, recover or govern (cheap checks, no path search)."""
    s = ctx.s
    keep = s.sel
    s.sel = h
    try:
        if movers(ctx):
            return True
    finally:
        s.sel = keep
    if s.card_type == 2:
        return False
    f = s.active
    group = [u for u in s.units.values() if u["h"] == h and eligible(s, u, f, s.card_type)]
    if any(u["d"] for u in group) and SP.can_recover(ctx, h, f):
        return True
    return bool(governable(ctx, h, f)) and any(U(u["t"]).gov > 0 for u in group)


def movers(ctx: Ctx) -> list[str]:
    """The units an order moves: a selected unit or a stack's free units (cargo rides along, 12.6)."""
    s = ctx.s
    f, ct = s.active, s.card_type

    def free(k: str) -> bool:
        u = s.units[k]
        return eligible(s, u, f, ct) and u["a"] != "new" and u["t"] != "colony" and (ct != 2 or atmo_ok(s, k))

    if s.sel.startswith("u"):
        if s.sel not in s.units or not free(s.sel):
            return []
        u = s.units[s.sel]
        if U(u["t"]).kind == "ms" and u["h"][0] == SPACE and ct != 2:
            return []  # 13.8
        return [s.sel]
    ids = [k for k, u in s.units.items() if u["h"] == s.sel and free(k)]
    out = []
    for k in ids:
        u = s.units[k]
        if U(u["t"]).kind == "ms":
            if u["c"] and u["c"] in ids:
                continue  # rides with its ship
            if u["h"][0] == SPACE and ct != 2:
                continue  # 13.8
        out.append(k)
    return out


def atmo_ok(s: State, k: str) -> bool:
    """14.8/14.9: only units fit for the other map take part (carried MS ride with their ship)."""
    u = s.units[k]
    d = U(u["t"])
    other = GROUND if u["h"][0] == SPACE else SPACE
    return other in d.terrain


def with_cargo(ctx: Ctx, ids: list[str]) -> list[str]:
    """Ships take their cargo along (15.2); cargo that already acted this phase is left behind."""
    out = list(ids)
    for k in ids:
        if U(ctx.s.units[k]["t"]).kind == "ship":
            out += [m for m in ctx.cargo(k) if m not in out and not ctx.s.units[m]["a"]]
    return out


def entry_cost(ctx: Ctx, h: str, f: int) -> int:
    """13.4-13.7: 1, plus 1 for enemy units or an enemy military base (never more than +1)."""
    extra = 1 if ctx.enemy_units(h, f) or ctx.enemy_military(h, f) else 0
    return 1 + extra


def enterable(ctx: Ctx, h: str, f: int, walkers: bool) -> bool:
    s = ctx.s
    t = board().terrain.get(h, "x")
    if t in ("x", "b"):
        return False
    if walkers and t == ".":
        return False  # 13.9
    return not (f != NZ and s.flags.get("side3") == "republic" and h == s.bases["side3"]["h"])  # 32.1.2


def destinations(ctx: Ctx) -> list[str]:
    s = ctx.s
    f = s.active
    ids = movers(ctx)
    if not ids:
        return []
    here = s.units[ids[0]]["h"]
    if s.card_type == 2:
        return atmo_destinations(ctx, ids, here)
    walking, mp = walk_mode(ctx, ids)
    hostile = {u["h"] for u in s.units.values() if u["f"] != f}
    hostile |= {b["h"] for k, b in s.bases.items() if not b["gone"] and b["o"] not in (-1, f) and is_military(k)}
    starts = board().box_adj.get(here)
    best: dict[str, int] = {here: 0}
    heap: list[tuple[int, str]] = [(0, here)]
    while heap:
        cost, h = heappop(heap)
        if cost > best.get(h, 99):
            continue
        nbrs: Iterable[str] = starts if (h == here and starts) else board().adj.get(h, ())
        for n in nbrs:
            if not enterable(ctx, n, f, walking):
                continue
            c = cost + (2 if n in hostile else 1)  # 13.4-13.7
            if c <= mp and c < best.get(n, 99):
                best[n] = c
                heappush(heap, (c, n))
    return sorted(h for h in best if h != here)


def walk_mode(ctx: Ctx, ids: list[str]) -> tuple[bool, int]:
    """13.2: ships 3, MS 2; MS that fit aboard the moving ships ride at the ships' speed."""
    s = ctx.s
    ms = [k for k in ids if U(s.units[k]["t"]).kind == "ms"]
    ships = [k for k in ids if U(s.units[k]["t"]).kind == "ship"]
    room = sum(U(s.units[k]["t"]).cap - len(ctx.cargo(k)) for k in ships)
    if not ms:
        return False, 3
    if ships and len(ms) <= room:
        return False, 3
    return True, 2


def atmo_destinations(ctx: Ctx, ids: list[str], here: str) -> list[str]:
    s = ctx.s
    f = s.active
    b = board()
    if here[0] == SPACE:  # 14.5/14.6 descent
        area = b.descent_area[here]
        lone_ms = any(U(s.units[k]["t"]).kind == "ms" for k in ids) and not any(U(s.units[k]["t"]).kind == "ship" for k in ids)
        out = []
        for h in b.area_hexes(area):
            if b.terrain[h] == "." and lone_ms and not any(
                    u["h"] == h and u["f"] == f and U(u["t"]).kind == "ship" for u in s.units.values()):
                continue  # 14.6
            out.append(h)
        return out
    area = b.area[here]  # 14.9/14.11 launch
    dp = b.descent[area]
    if all(U(s.units[k]["t"]).kind == "ms" for k in ids) and not any(
            u["h"] == dp and u["f"] == f and U(u["t"]).kind == "ship" for u in s.units.values()):
        return []
    return [dp]


def act_tokens(ctx: Ctx) -> list[str]:
    s = ctx.s
    f = s.active
    out: list[str] = []
    if destinations_possible(ctx):
        out.append("mv")
    if s.card_type != 2:  # 12.7
        here = s.units[s.sel]["h"] if s.sel.startswith("u") else s.sel
        group = [s.sel] if s.sel.startswith("u") else [k for k, u in s.units.items() if u["h"] == here and eligible(s, u, f, s.card_type)]
        if SP.can_recover(ctx, here, f) and any(s.units[k]["d"] for k in group):
            out.append("rc")
        for bid in governable(ctx, here, f):
            if any(U(s.units[k]["t"]).gov > 0 for k in group):
                out.append(f"gv:{bid}")
    if not s.sel.startswith("u"):
        ids = movers(ctx)
        if len(ids) > 1:  # one unit alone (with its cargo)
            out += [f"one:{k}" for k in sorted(ids, key=lambda x: int(x[1:]))]
    return [*out, "back"]


def destinations_possible(ctx: Ctx) -> bool:
    """Whether `destinations` is non-empty, without the path search: every step costs 1 or 2 and
    every group has 2 or 3 movement points (13.2-13.7), so one enterable first step is enough."""
    s = ctx.s
    ids = movers(ctx)
    if not ids:
        return False
    here = s.units[ids[0]]["h"]
    if s.card_type == 2:
        return bool(atmo_destinations(ctx, ids, here))
    walking, mp = walk_mode(ctx, ids)
    assert mp >= 2
    nbrs = board().box_adj.get(here) or board().adj.get(here, ())
    return any(n != here and enterable(ctx, n, s.active, walking) for n in nbrs)


def governable(ctx: Ctx, h: str, f: int) -> list[str]:
    """17.2-17.9 and 34.2: bases in the hex that this faction may govern now."""
    s = ctx.s
    if h in s.flags.get("contested", []):
        return []
    out = []
    for b in ctx.bases_at(h):
        bd = data().bases.bases[b]
        if b in s.governed or bd.neutral_zone:
            continue
        if b == "side3" and s.flags.get("side3") == "republic":
            continue
        o = s.bases[b]["o"]
        if is_military(b) and o not in (-1, f):
            continue  # 17.8
        if o == f and s.bases[b]["lv"] >= 3:
            continue
        out.append(b)
    return out


def order_tokens(ctx: Ctx) -> list[str]:
    s = ctx.s
    if s.step in ("act", "dest"):  # "end" stays available mid-order: the safe default at a deadline
        if s.sel.startswith("ch:"):  # 14.12: a character alone
            toks = [*[f"to:{h}" for h in CM.destinations(ctx, s.sel[3:])], "back"]
        else:
            toks = act_tokens(ctx) if s.step == "act" else [*[f"to:{h}" for h in destinations(ctx)], "back"]
        return toks if SP.colony_must_move(ctx) else [*toks, "end"]
    out = [f"s:{h}" for h in stacks(s) if stack_useful(ctx, h)]
    out += CM.tokens(ctx)
    out += SP.special_tokens(ctx)
    if not SP.colony_must_move(ctx):
        out.append("end")
    return out


def play_order(ctx: Ctx, tok: str) -> None:
    s = ctx.s
    f = s.active
    p = tok.split(":")
    if tok == "back":
        _back(s)
        return
    if p[0] == "ch":  # 14.12: only an atmospheric move is possible, straight to the destination
        s.sel, s.step = tok, "dest"
        return
    if p[0] in ("s", "one"):
        s.sel, s.step = p[1], "act"
        if act_tokens(ctx) == ["mv", "back"]:
            s.step = "dest"  # moving is the only choice: straight to the destination
        return
    if tok == "mv":
        s.step = "dest"
        return
    if p[0] == "to":
        if s.sel.startswith("ch:"):
            CM.move(ctx, s.sel[3:], p[1])
            s.sel, s.step = "", ""
        else:
            move(ctx, p[1])
        return
    if tok == "rc":
        SP.recover(ctx)
        s.sel, s.step = "", ""
        return
    if p[0] == "gv":
        govern(ctx, p[1])
        s.sel, s.step = "", ""
        return
    if tok == "end":
        end_orders(ctx)
        return
    SP.play_special(ctx, tok)
    _ = f


def act_tokens_state(s: State) -> list[str]:
    return act_tokens(Ctx(s))


def _back(s: State) -> None:
    """Step back: destination -> action -> the order step."""
    if s.step == "dest" and not s.sel.startswith("ch:") and act_tokens_state(s) != ["mv", "back"]:
        s.step = "act"
    else:
        s.sel, s.step = "", ""


def move(ctx: Ctx, dest: str) -> None:
    s = ctx.s
    ids = with_cargo(ctx, movers(ctx))
    chars = [c for c, ch in s.chars.items() if ch["loc"] == "map" and ch["on"] in ids]
    origin = s.units[ids[0]]["h"]
    base_ids = movers(ctx)
    walking, _ = walk_mode(ctx, base_ids)
    ships = [k for k in base_ids if U(s.units[k]["t"]).kind == "ship"]
    for k in ids:
        u = s.units[k]
        if u["c"] and u["c"] not in ids:
            u["c"] = ""
    if not walking:  # MS that fit board the moving ships (15.1-15.3)
        for k in base_ids:
            u = s.units[k]
            if U(u["t"]).kind == "ms" and not u["c"]:
                for sh in ships:
                    if len(ctx.cargo(sh)) < U(s.units[sh]["t"]).cap:
                        u["c"] = sh
                        break
    for k in ids:
        s.units[k]["h"] = dest
        s.units[k]["a"] = "mv"
    for c in chars:
        s.chars[c]["h"] = dest
    atmo = s.card_type == 2
    if atmo:
        s.moved_by_atmo.append(dest)
        s.flags.setdefault("chars_moved", []).extend(chars)  # their move this phase (14.12 is not a second)
    ctx.say("move", f"{faction(s.active, 'ja')}: {origin}→{dest} ({len(ids)}ユニット)",
            f"{faction(s.active, 'en')}: {origin} -> {dest} ({len(ids)} units)")
    if origin == JUP:
        s.flags["jupiter"] = "entered"
    SP.after_move(ctx, dest, chars, atmo)
    ctx.normalize()
    s.sel, s.step = "", ""


def govern(ctx: Ctx, bid: str) -> None:
    """17.6/17.7: sum the governance of the units, one die, success at or under the sum."""
    s = ctx.s
    f = s.active
    here = s.bases[bid]["h"]
    group = [s.sel] if s.sel.startswith("u") else [k for k, u in s.units.items() if u["h"] == here and eligible(s, u, f, s.card_type)]
    group = [k for k in group if U(s.units[k]["t"]).gov > 0]
    total = sum(U(s.units[k]["t"]).gov for k in group)
    for k in group:
        s.units[k]["a"] = "gv"
    s.governed.append(bid)
    d = ctx.roll(f"{bname(bid, 'ja')}の統治判定 統治力{total}", f"{bname(bid, 'en')} governance, total {total}")[0]
    if d > total:
        ctx.say("govern", "統治失敗", "Governance fails")
        return
    b = s.bases[bid]
    if b["o"] == f:
        ctx.set_base(bid, f, min(3, b["lv"] + 1))
    elif b["o"] == -1:
        ctx.set_base(bid, f, 1)
    else:
        ctx.lower_base(bid, 1, "17.7")
        return
    ctx.say("govern", f"{bname(bid, 'ja')}: {faction(f, 'ja')}統治レベル{s.bases[bid]['lv']}",
            f"{bname(bid, 'en')}: {faction(f, 'en')} level {s.bases[bid]['lv']}")


def end_orders(ctx: Ctx) -> None:
    s = ctx.s
    SP.before_combat(ctx)
    s.phase = "combat"
    s.sel, s.step = "", ""
    if not combat_tokens(ctx)[:-1]:
        after_combat(ctx)


def combat_tokens(ctx: Ctx) -> list[str]:
    """18.1-18.8: hexes where own moved units meet other factions or an enemy military base."""
    s = ctx.s
    f = s.active
    out: list[str] = []
    hexes = sorted({u["h"] for u in s.units.values() if u["f"] == f and u["a"] == "mv" and u["h"] not in (BELT, JUP)})
    for h in hexes:
        if h in s.fought:
            continue
        if s.card_type == 2:
            if h not in s.moved_by_atmo:
                continue  # 18.3
        elif h[0] != (SPACE if s.card_type == 0 else GROUND):
            continue  # 18.2
        if any(data().bases.bases[b].neutral_zone for b in ctx.bases_at(h)):
            continue  # 34.3
        foes = sorted({u["f"] for u in s.units.values() if u["h"] == h and u["f"] != f}
                      | {s.bases[b]["o"] for b in ctx.bases_at(h) if is_military(b) and s.bases[b]["o"] not in (-1, f)})
        out += [f"cb:{h}:{x}" for x in foes]
        if len(foes) == 2:
            out.append(f"cb:{h}:all")  # 18.8
    return [*out, "cbend"]


def play_combat(ctx: Ctx, tok: str) -> None:
    s = ctx.s
    if tok == "cbend":
        after_combat(ctx)
        return
    _, h, who = tok.split(":")
    defs = [0, 1, 2] if who == "all" else [int(who)]
    defs = [x for x in defs if x != s.active]
    s.fought.append(h)  # 18.4
    third = third_faction(ctx, h, defs)
    if third is not None:  # 18.9: the undeclared faction decides before the battle starts
        s.flags["join"] = [h, defs[0], third]
        s.phase = "join"
        ctx.say("join_ask", f"{faction(third, 'ja')}は{h}の戦闘に加勢するか静観するかを選ぶ(18.9)",
                f"{faction(third, 'en')} chooses whether to join the battle at {h} or stay out (18.9)")
        return
    fight(ctx, h, s.active, defs)
    _combat_done(ctx)


def _combat_done(ctx: Ctx) -> None:
    if not combat_tokens(ctx)[:-1]:
        after_combat(ctx)


def third_faction(ctx: Ctx, h: str, defs: list[int]) -> int | None:
    """18.8/18.9: with units of all three factions in the hex and one declared enemy, the third."""
    s = ctx.s
    if len(defs) != 1:
        return None
    rest = [f for f in range(FACTIONS) if f not in (s.active, defs[0])]
    third = rest[0]
    return third if any(u["h"] == h and u["f"] == third for u in s.units.values()) else None


def join_tokens(s: State) -> list[str]:
    """18.9: join the attacker's side, the defender's side, or watch (the pass)."""
    _, foe, _third = s.flags["join"]
    return [f"join:{s.active}", f"join:{foe}", "watch"]


def play_join(ctx: Ctx, tok: str) -> None:
    s = ctx.s
    h, foe, third = s.flags.pop("join")
    s.phase = "combat"
    if tok == "watch":
        ctx.say("join", f"{faction(third, 'ja')}は静観(18.9)", f"{faction(third, 'en')} stays out (18.9)")
        fight(ctx, h, s.active, [foe])
    else:
        side = int(tok.split(":")[1])
        ctx.say("join", f"{faction(third, 'ja')}が{faction(side, 'ja')}に加勢(18.9)",
                f"{faction(third, 'en')} joins the {faction(side, 'en')} side (18.9)")
        if side == s.active:
            fight(ctx, h, s.active, [foe], helper=third)
        else:
            fight(ctx, h, s.active, [foe, third])
    _combat_done(ctx)


def after_combat(ctx: Ctx) -> None:
    s = ctx.s
    if SP.laser_ready(ctx):
        s.phase = "laser"
        return
    finish_phase(ctx)


def finish_phase(ctx: Ctx) -> None:
    SP.phase_end(ctx)
    ctx.normalize()
    next_card(ctx)


def end_turn(ctx: Ctx) -> None:
    """11.5 and 37: cards go back; sudden death at 10 VP over the other two; else turn 10 ends it."""
    s = ctx.s
    s.card = -1
    s.revealed = []
    s.picks = [""] * FACTIONS
    vps = [ctx.vp(f) for f in range(FACTIONS)]
    ctx.say("vp", f"ターン終了 VP: {vps[0]}/{vps[1]}/{vps[2]}", f"End of turn VP: {vps[0]}/{vps[1]}/{vps[2]}")
    for f in range(FACTIONS):
        if vps[f] >= sum(vps) - vps[f] + 10:  # 37.2
            s.result = {"ranks": [1 if i == f else 2 for i in range(FACTIONS)], "reason": "sudden_death", "turn": s.turn}
            s.phase = "over"
            return
    if s.turn >= 10:  # 37.3
        order = sorted(set(vps), reverse=True)
        s.result = {"ranks": [order.index(v) + 1 for v in vps], "reason": "vp", "turn": s.turn}
        s.phase = "over"
        return
    s.turn += 1
    begin_turn(ctx)


def pending(s: State) -> list[tuple[int, str, list[str]]]:
    if s.result is not None:
        return []
    ctx = Ctx(s)
    if s.phase == "bomb":
        return [(TITANS, "bomb", bomb_tokens())]
    if s.phase == "arm":
        return [(f, "arm", arm_tokens(s, f)) for f in range(FACTIONS) if not s.done[f]]
    if s.phase == "deploy":
        return [(f, "deploy", deploy_tokens(s, f)) for f in range(FACTIONS) if not s.done[f]]
    if s.phase == "cards":
        return [(f, "cards", [f"pick:{c}" for c in COMBOS]) for f in range(FACTIONS) if not s.picks[f]]
    if s.phase == "act":
        kind = {"": "order", "act": "act", "dest": "dest"}[s.step]
        return [(s.active, kind, order_tokens(ctx))]
    if s.phase == "combat":
        return [(s.active, "combat", combat_tokens(ctx))]
    if s.phase == "join":
        return [(int(s.flags["join"][2]), "join", join_tokens(s))]
    if s.phase == "laser":
        return [(s.active, "laser", SP.laser_tokens(ctx))]
    return []


def play(ctx: Ctx, seat: int, tok: str) -> None:
    s = ctx.s
    if s.phase == "bomb":
        s.bomb = tok.split(":")[1]
        ctx.say("bomb", f"核爆弾を{bname(s.bomb, 'ja')}に設置(36.3)", f"Bomb set at {bname(s.bomb, 'en')} (36.3)", private_to=TITANS)
        ctx.say("bomb_public", "ティターンズが核爆弾設置拠点を伏せて決めた(36.3)", "The Titans have secretly chosen the bomb base (36.3)")
        begin_turn(ctx)
    elif s.phase == "arm":
        play_arm(ctx, seat, tok)
    elif s.phase == "deploy":
        play_deploy(ctx, seat, tok)
    elif s.phase == "cards":
        play_pick(ctx, seat, tok)
    elif s.phase == "act":
        play_order(ctx, tok)
    elif s.phase == "combat":
        play_combat(ctx, tok)
    elif s.phase == "join":
        play_join(ctx, tok)
    elif s.phase == "laser":
        SP.play_laser(ctx, tok)
        finish_phase(ctx)


_ = (C, AEUG)
