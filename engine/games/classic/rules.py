"""The classic turn structure (turn-structure page 1-4), card play, the cut, battle and special effects.

`advance` runs rule steps until a player must decide. Free timings give priority to the turn player
first; two passes in a row resolve the top of the cut, or end the timing when the cut is empty. A
player with nothing to play but a pass passes without being asked.
"""

from __future__ import annotations

from typing import Any

from .schema import CardModel, Cost, Effect
from .state import AREAS, State
from .stats import (
    area_of,
    card_of,
    dedicated,
    engaged,
    field_units,
    force_all,
    has,
    is_g,
    is_unit,
    kv,
    name_en,
    on_field,
    place_of,
    power,
    stats,
    texts_negated,
)

# (section of the turn-structure page, kind): start/end steps, rule effects and free timings.
STEPS: tuple[tuple[str, str], ...] = (
    ("1-1", "start"), ("1-2", "rule"), ("1-3", "free"), ("1-4", "end"),
    ("2-1", "start"), ("2-2", "free"), ("2-3", "rule"), ("2-4", "free"), ("2-5", "end"),
    ("3-1", "start"), ("3-2", "free"), ("3-3", "end"),
    ("4-1-1", "start"), ("4-1-2", "free"), ("4-1-3", "rule"), ("4-1-4", "free"), ("4-1-5", "end"),
    ("4-2-1", "start"), ("4-2-2", "free"), ("4-2-3", "rule"), ("4-2-4", "free"), ("4-2-5", "end"),
    ("4-3-1", "start"), ("4-3-2", "free"), ("4-3-3", "rule"), ("4-3-4", "free"), ("4-3-5", "end"),
    ("4-4-1", "start"), ("4-4-2", "free"), ("4-4-3", "rule"), ("4-4-4", "free"),
    ("4-5-1", "rule"), ("4-5-2", "rule"), ("4-5-3", "rule"), ("4-5-4", "rule"),
)
STEP_INDEX = {code: i for i, (code, _) in enumerate(STEPS)}
HAND_LIMIT = 6
SLOTS = ("g", "unit", "special", "char", "op")
VULTURE_NEED = {"g": 2, "unit": 5, "character": 5, "command": 8, "operation": 8}


def code(s: State) -> str:
    """The section number of the current step ("0" while opening hands are checked)."""
    if s.ask is not None and s.ask.get("kind") == "redraw":
        return "0"
    return STEPS[s.step][0]


def new_limits() -> dict[str, Any]:
    return {"g": 0, "unit": 0, "special": 0, "char": 0, "op": 0, "boost": 0, "names": []}


# -- moving cards ---------------------------------------------------------------------------------------

def draw(s: State, seat: int, n: int = 1) -> None:
    for _ in range(n):
        home = s.zone(seat, "home")
        if not home:
            return
        s.zone(seat, "hand").append(home.pop())


def mill(s: State, seat: int, n: int) -> None:
    """Cards from the top of the home to the discard pile, face down (costs and damage to the home)."""
    for _ in range(n):
        home = s.zone(seat, "home")
        if not home:
            return
        s.zone(seat, "discard").append(home.pop())


def to_zone(s: State, iid: int, zone: str) -> None:
    """Move a card (and everything set on it, to the junkyard) to its owner's `zone`."""
    for sub in s.set_cards(iid):
        to_zone(s, sub, "junk")
    s.remove(iid)
    inst = s.insts[iid]
    inst.rolled = False
    inst.dmg = 0
    inst.transformed = False
    inst.dismantled = False
    inst.eot = [0, 0, 0]
    inst.dead = False
    s.zone(inst.owner, zone).append(iid)


def destroy(s: State, iid: int) -> None:
    """破壊: to the owner's junkyard; バルチャー counts units destroyed in its areas."""
    where = area_of(s, iid) if is_unit(s, iid) else None
    if where is not None:
        for p in (0, 1):
            if where in s.vulture_areas[p]:
                s.vulture[p] += card_of(s, iid).total
    c = card_of(s, iid)
    s.say(f"{c.name.ja}は破壊された", f"{c.name.en} was destroyed")
    to_zone(s, iid, "junk")
    if where is not None:
        note_vulture(s)  # a force may now be バルチャー only
    fire(s, iid, "destroyed", s.insts[iid].owner)


def note_vulture(s: State) -> None:
    """バルチャー: a force that sorties as, or becomes, バルチャー-only collects points in its area."""
    for p in (0, 1):
        for area in AREAS:
            if force_all(s, p, area, "vulture") and area not in s.vulture_areas[p]:
                s.vulture_areas[p].append(area)


def check_rules(s: State) -> None:
    """Rule checks after every play and resolution: damage at or over defence destroys; an empty home loses."""
    for seat in (0, 1):
        for u in field_units(s, seat):
            if s.insts[u].dead:
                continue
            if s.insts[u].dmg > 0 and s.insts[u].dmg >= stats(s, u)[2]:
                destroy(s, u)
    check_loss(s)


def check_loss(s: State) -> None:
    if s.winner is not None:
        return
    empty = [not s.zone(p, "home") for p in (0, 1)]
    if all(empty):
        s.winner, s.reason = -1, "both_homes_empty"
    elif any(empty):
        s.winner, s.reason = (1 if empty[0] else 0), "home_empty"


# -- texts and triggers -----------------------------------------------------------------------------------

def fire(s: State, iid: int, on: str, seat: int) -> None:
    """Triggered texts: 自動D apply at once, 自動C go onto the cut so either player may cut in."""
    c = card_of(s, iid)
    if on != "destroyed" and texts_negated(s, iid):
        return
    for t in c.texts:
        if t.kind in ("C", "D") and t.on == on:
            if t.kind == "D":
                apply_effect(s, seat, t.effect, None, iid)
            else:
                s.cut.append({"k": "text", "src": iid, "seat": seat, "fx": t.effect.model_dump(mode="json"), "tgt": None})


def apply_effect(s: State, seat: int, e: Effect, tgt: int | None, src: int | None,
                 psycommu: bool = False) -> None:
    foe = 1 - seat
    if e.target not in ("none", "self", "enemy_player", "own_player") and (tgt is None or not valid_target(s, seat, e.target, tgt, src)):
        s.say("対象がいないため効果は失敗した", "The effect failed: its target is gone")
        return
    if e.target == "self":
        tgt = src
    d = e.do
    if d == "damage" and tgt is not None:
        n = e.n
        shield = kv(s, tgt, "shield")
        tag = "shield"
        if (shield is not None and not psycommu and area_of(s, tgt) is not None and tag not in s.insts[tgt].used
                and not texts_negated(s, tgt)):
            n = max(0, n - int(shield))
            s.insts[tgt].used.append(tag)
            s.say(f"特殊シールドで{int(shield)}減殺", f"Special shield reduced it by {int(shield)}")
        s.insts[tgt].dmg += n
        s.say(f"{card_of(s, tgt).name.ja}に{n}ダメージ", f"{n} damage to {card_of(s, tgt).name.en}")
    elif d == "destroy_le" and tgt is not None:
        if stats(s, tgt)[2] <= e.n:
            destroy(s, tgt)
    elif d == "draw":
        draw(s, foe if e.target == "enemy_player" else seat, e.n)
    elif d == "mod" and tgt is not None:
        ins = s.insts[tgt]
        ins.eot = [ins.eot[k] + e.mods[k] for k in range(3)]
    elif d == "roll" and tgt is not None:
        s.insts[tgt].rolled = True
    elif d == "reroll" and tgt is not None:
        s.insts[tgt].rolled = False
    elif d == "bounce" and tgt is not None:
        to_zone(s, tgt, "hand")
    elif d == "pollute":
        who = seat if e.target == "own_player" else foe
        s.pollution[who] += e.n
        s.say(f"汚染コイン+{e.n}", f"+{e.n} pollution coins")
    elif d == "counter" and tgt is not None:
        to_zone(s, tgt, "junk")
        s.say("プレイされたカードは廃棄された", "The played card was discarded")
    elif d == "mill":
        mill(s, foe if e.target != "own_player" else seat, e.n)
    check_rules(s)


def valid_target(s: State, seat: int, kind: str, tgt: int, src: int | None) -> bool:
    if tgt not in s.insts:
        return False
    if kind == "played_card":
        return any(it["k"] == "card" and it["iid"] == tgt for it in s.cut) and s.insts[tgt].owner != seat
    if not on_field(s, tgt) or not is_unit(s, tgt) or s.insts[tgt].host is not None:
        return False
    owner = s.insts[tgt].owner
    if kind == "enemy_unit":
        return owner != seat
    if kind == "own_unit":
        return owner == seat
    if kind == "any_unit":
        return True
    if kind == "enemy_battle_unit":
        return owner != seat and area_of(s, tgt) is not None
    if kind == "engaged_enemy":
        if src is None or owner == seat:
            return False
        a = area_of(s, src)
        return a is not None and area_of(s, tgt) == a
    return False


def targets_for(s: State, seat: int, kind: str, src: int | None) -> list[int]:
    if kind in ("none", "self", "enemy_player", "own_player"):
        return []
    if kind == "played_card":
        return [it["iid"] for it in s.cut if it["k"] == "card" and s.insts[it["iid"]].owner != seat]
    out = []
    for p in (0, 1):
        for u in field_units(s, p):
            if valid_target(s, seat, kind, u, src):
                out.append(u)
    return out


def needs_target(kind: str) -> bool:
    return kind not in ("none", "self", "enemy_player", "own_player")


# -- playing cards ----------------------------------------------------------------------------------------

def slot_of(c: CardModel) -> str | None:
    if c.type == "g":
        return "g"
    if c.type == "unit":
        return "special" if any(k in ("ship", "base", "support") for k in c.kw) else "unit"
    if c.type == "character":
        return "char"
    if c.type == "operation":
        return "op"
    return None


def timing_ok(s: State, seat: int, when: str) -> bool:
    """A command's (or text's) timing against the current free timing."""
    c = code(s)
    if when == "any":
        return True
    if when == "own_turn":
        return seat == s.active
    if when == "enemy_turn":
        return seat != s.active
    if when == "deploy":
        return c.startswith("3")
    if when == "battle":
        return c.startswith("4")
    return {"attack": "4-1", "defense": "4-2", "damage": "4-3", "return": "4-4"}.get(when, "x") == c[:3]


def cost_payable(s: State, seat: int, cost: Cost | None, src: int | None = None, hand_card: int | None = None) -> bool:
    if cost is None:
        return True
    hand = [i for i in s.zone(seat, "hand") if i != hand_card]
    if len(hand) < cost.discard:
        return False
    if len(s.zone(seat, "home")) < cost.home:
        return False
    if cost.roll_g and len([g for g in s.zone(seat, "deploy") if is_g(s, g) and not s.insts[g].rolled]) < cost.roll_g:
        return False
    return not (cost.roll_self and (src is None or s.insts[src].rolled))


def pay_cost(s: State, seat: int, cost: Cost | None, src: int | None = None) -> None:
    if cost is None:
        return
    for _ in range(cost.discard):
        hand = s.zone(seat, "hand")
        if hand:
            to_zone(s, hand[0], "junk")
    mill(s, seat, cost.home)
    n = cost.roll_g
    for g in s.zone(seat, "deploy"):
        if n and is_g(s, g) and not s.insts[g].rolled:
            s.insts[g].rolled = True
            n -= 1
    if cost.roll_self and src is not None:
        s.insts[src].rolled = True


def named_on_field(s: State, name: str, seat: int | None) -> bool:
    for p in (0, 1):
        if seat is not None and p != seat:
            continue
        for i in (*s.zone(p, "deploy"), *[u for a in AREAS for u in s.forces[p][a]]):
            if name_en(s, i) == name:
                return True
            if any(name_en(s, x) == name for x in s.set_cards(i)):
                return True
    return False


def can_host_character(s: State, seat: int, host: int, char: CardModel) -> bool:
    """Characters go on own cards in the deploy area: one per unit unless 艦船/拠点 or セット/キャラ."""
    if s.where(host) != ("deploy", seat):
        return False
    hc = card_of(s, host)
    if is_unit(s, host):
        if has(s, host, "mf") and "GF" not in char.traits:
            return False
        if "set_char" in char.kw:
            return True
        if has(s, host, "ship") or has(s, host, "base"):
            return True
        chars = [c for c in s.set_cards(host) if card_of(s, c).type == "character" and "set_char" not in card_of(s, c).kw]
        return not chars
    if hc.type == "g" and not s.insts[host].dismantled:
        return "set_g" in char.kw and not hc.kw and not hc.texts
    return False


def card_targets(s: State, seat: int, iid: int) -> list[int] | None:
    """None: no target needed; else the legal targets (an empty list: cannot be played)."""
    c = card_of(s, iid)
    if c.type == "character":
        out = [h for h in s.zone(seat, "deploy") if can_host_character(s, seat, h, c)]
        if "set_char" in c.kw:
            for u in s.zone(seat, "deploy"):
                for ch in s.set_cards(u):
                    if card_of(s, ch).type == "character":
                        out.append(ch)
        return out
    if c.type == "operation" and c.set_on == "unit":
        return [u for p in (0, 1) for u in field_units(s, p)]
    if c.type == "command" and c.effect is not None and needs_target(c.effect.target):
        return targets_for(s, seat, c.effect.target, None)
    return None


def power_ok(s: State, seat: int, c: CardModel, extra: int = 0) -> bool:
    total, by = power(s, seat)
    return total >= c.total + extra and by.get(c.colour, 0) >= c.need


def may_play_kind(s: State, seat: int, c: CardModel) -> bool:
    """Which cards the timing allows: everything for the turn player at 3-2, else commands and クイック."""
    if "quick" in c.kw and c.type != "g":
        return True  # クイック: every free timing (a command's own timing included)
    if c.type == "command":
        return timing_ok(s, seat, c.when)
    return code(s) == "3-2" and seat == s.active


def limit_ok(s: State, seat: int, c: CardModel) -> tuple[bool, bool]:
    """(may play, uses the ブースト play)."""
    lim = s.limits[seat]
    if "once_per_turn" in c.kw and c.name.en in lim["names"]:
        return False, False
    slot = slot_of(c)
    if slot is None or lim[slot] == 0:
        return True, False
    if "boost" in c.kw and lim["boost"] == 0:
        return True, True
    return False, False


def play_options(s: State, seat: int) -> list[str]:
    toks: list[str] = []
    lim_home = len(s.zone(seat, "home"))
    for iid in s.zone(seat, "hand"):
        c = card_of(s, iid)
        if not may_play_kind(s, seat, c):
            continue
        ok, _ = limit_ok(s, seat, c)
        if not ok or not power_ok(s, seat, c):
            continue
        if "unique" in c.kw and named_on_field(s, c.name.en, None):
            continue
        if "unique_own" in c.kw and named_on_field(s, c.name.en, seat):
            continue
        if lim_home < c.cost:
            continue
        tg = card_targets(s, seat, iid)
        modes = []
        if cost_payable(s, seat, c.extra_cost, None, iid):
            modes.append("n")
        if c.alt_cost is not None and cost_payable(s, seat, c.alt_cost.pay, None, iid) and lim_home >= c.cost + c.alt_cost.pay.home:
            modes.append("a")
        for mode in modes:
            if tg is None:
                toks.append(f"play:{iid}:x:{mode}")
            else:
                for t in tg:
                    if c.type == "command" and c.effect is not None and c.effect.target == "played_card":
                        prevent = kv(s, t, "prevent")
                        if prevent and not power_ok(s, seat, c, int(prevent)):
                            continue  # プリベント(X): the command needs total power +X
                    toks.append(f"play:{iid}:{t}:{mode}")
    return toks


def play_card(s: State, seat: int, iid: int, tgt: int | None, alt: bool) -> None:
    """Declaration, required-power check (done when offered), resource cost, then onto the cut."""
    c = card_of(s, iid)
    ok, boost = limit_ok(s, seat, c)
    lim = s.limits[seat]
    slot = slot_of(c)
    if boost:
        lim["boost"] = 1
    elif slot is not None:
        lim[slot] += 1
    lim["names"].append(c.name.en)
    s.remove(iid)
    s.cut.append({"k": "card", "iid": iid, "seat": seat, "tgt": tgt, "alt": alt})
    mill(s, seat, c.cost)
    if alt and c.alt_cost is not None:
        pay_cost(s, seat, c.alt_cost.pay)
    else:
        pay_cost(s, seat, c.extra_cost)
    s.say(f"{s.players[seat]}が{c.name.ja}をプレイ", f"{s.players[seat]} plays {c.name.en}")
    check_loss(s)


def resolve_top(s: State) -> None:
    item = s.cut.pop()
    seat = item["seat"]
    if item["k"] == "text":
        src = item.get("src")
        apply_effect(s, seat, Effect.model_validate(item["fx"]), item.get("tgt"), src, bool(item.get("psy")))
        return
    iid = item["iid"]
    c = card_of(s, iid)
    inst = s.insts[iid]
    tgt = item.get("tgt")
    if item.get("alt") and c.alt_cost is not None and c.alt_cost.benefit == "draw":
        draw(s, seat, 1)
    if c.type == "command":
        assert c.effect is not None
        s.zone(inst.owner, "junk").append(iid)
        apply_effect(s, seat, c.effect, tgt, iid)
        return
    if c.type in ("character", "operation") and tgt is not None:
        host_ok = tgt in s.insts and on_field(s, tgt)
        if c.type == "character":
            host_ok = host_ok and (can_host_character(s, seat, tgt, c) or (
                "set_char" in c.kw and card_of(s, tgt).type == "character" and on_field(s, tgt)))
        if not host_ok:
            s.zone(inst.owner, "junk").append(iid)
            s.say(f"{c.name.ja}のセット先がない", f"{c.name.en} has nothing to be set on")
            return
        if c.type == "character" and "set_char" in c.kw and is_unit(s, tgt):
            pass
        elif c.type == "character" and is_unit(s, tgt):
            # a セット/キャラ card already on the unit moves onto the newly set character
            for other in s.set_cards(tgt):
                if card_of(s, other).type == "character" and "set_char" in card_of(s, other).kw:
                    s.attach(other, iid)
        s.attach(iid, tgt)
        inst.rolled = s.insts[tgt].rolled
        fire(s, iid, "enter", seat)
        check_rules(s)
        return
    rerolled = c.type in ("g", "operation") or "battle_ready" in c.kw or "ps_armor" in [k.partition(":")[0] for k in c.kw]
    if item.get("alt") and c.alt_cost is not None and c.alt_cost.benefit == "enter_rerolled":
        rerolled = True
    inst.rolled = not rerolled
    s.zone(inst.owner, "deploy").append(iid)
    fire(s, iid, "enter", seat)
    check_rules(s)


# -- text effects and special effects played at free timings ----------------------------------------------

def nt_in_area(s: State, seat: int, where: str) -> bool:
    """サイコミュ: an own character with 特徴:NT in the same area."""
    units = s.zone(seat, "deploy") if where == "deploy" else s.forces[seat][where]
    for u in units:
        for ch in s.set_cards(u):
            if "NT" in card_of(s, ch).traits:
                return True
    return False


def text_options(s: State, seat: int) -> list[str]:
    """Text effects and 《0》 special effects the seat may play now."""
    toks: list[str] = []
    c_now = code(s)
    srcs = [i for i in s.zone(seat, "deploy")] + [u for a in AREAS for u in s.forces[seat][a]]
    for src in list(srcs):
        srcs.extend(s.set_cards(src))
    for src in srcs:
        c = card_of(s, src)
        inst = s.insts[src]
        negated = texts_negated(s, src)
        for n, t in enumerate(c.texts):
            if t.kind != "play" or negated or f"t{n}" in inst.used or not timing_ok(s, seat, t.when):
                continue
            if not cost_payable(s, seat, t.cost, src):
                continue
            if needs_target(t.effect.target):
                for tg in targets_for(s, seat, t.effect.target, src):
                    toks.append(f"text:{src}:{n}:{tg}")
            else:
                toks.append(f"text:{src}:{n}:x")
        if not is_unit(s, src):
            continue
        where, _ = place_of(s, src)
        if c_now.startswith("4"):
            if has(s, src, "transform") and c.form is not None and not inst.rolled and "transform" not in inst.used:
                toks.append(f"kw:{src}:transform")
            if c.multiple is not None:
                pay = [h for h in (*s.zone(seat, "hand"), *s.zone(seat, "junk")) if name_en(s, h) == c.name.en and h != src]
                if pay:
                    tgts: list[int | None] = list(targets_for(s, seat, c.multiple.target, src)) \
                        if needs_target(c.multiple.target) else [None]
                    for mt in tgts:
                        toks.append(f"kw:{src}:multiple:{'x' if mt is None else mt}:{pay[0]}")
        psy = kv(s, src, "psycommu")
        if psy is not None and c_now == "4-2-4" and "psycommu" not in inst.used and nt_in_area(s, seat, where):
            for tg in psycommu_targets(s, seat, src, where):
                toks.append(f"kw:{src}:psycommu:{tg}")
        if kv(s, src, "area") is not None and c_now in ("4-3-2", "4-3-4") and "area" not in inst.used \
                and where in AREAS and s.forces[1 - seat][where]:
            toks.append(f"kw:{src}:area")
        if has(s, src, "reentry") and c_now in ("4-2-2", "4-2-4") and where == "space" and "reentry" not in inst.used:
            toks.append(f"kw:{src}:reentry")
        if kv(s, src, "supply") is not None and c_now == "4-4-2" and where in AREAS and "supply" not in inst.used:
            toks.append(f"kw:{src}:supply")
        sw = kv(s, src, "special_weapon")
        if isinstance(sw, str) and c_now in ("4-1-2", "4-1-4") and seat == s.active and "special_weapon" not in inst.used \
                and not any("兵装" in card_of(s, x).traits for x in s.set_cards(src)):
            seen = [*s.zone(seat, "junk"), *s.zone(seat, "discard")[-3:]]
            for w in seen:
                wc = card_of(s, w)
                if wc.type == "operation" and "兵装" in wc.traits and wc.name.en == sw:
                    toks.append(f"kw:{src}:special_weapon:{w}")
                    break
        if has(s, src, "dismantle") and c_now == "3-2" and seat == s.active and where == "deploy" \
                and not inst.dismantled and s.limits[seat]["g"] == 0:
            toks.append(f"kw:{src}:dismantle")
    # 換装〔A〕 from the hand in the enemy attack step (once per turn per player)
    if c_now.startswith("4-1") and seat != s.active and not s.refit_used[seat]:
        for h in s.zone(seat, "hand"):
            name = kv(s, h, "refit")
            if isinstance(name, str):
                for u in field_units(s, seat):
                    if name_en(s, u) == name and name_en(s, u) != name_en(s, h):
                        toks.append(f"kw:{h}:refit:{u}")
    return toks


def psycommu_targets(s: State, seat: int, src: int, where: str) -> list[int]:
    foe = 1 - seat
    if where in AREAS:
        return list(s.forces[foe][where])
    terr = card_of(s, src).terrain
    return [u for a in ("space", "earth") if a in terr for u in s.forces[foe][a]]


def play_text(s: State, seat: int, src: int, n: int, tgt: int | None) -> None:
    t = card_of(s, src).texts[n]
    s.insts[src].used.append(f"t{n}")
    pay_cost(s, seat, t.cost, src)
    s.cut.append({"k": "text", "src": src, "seat": seat, "fx": t.effect.model_dump(mode="json"), "tgt": tgt})
    s.say(f"{card_of(s, src).name.ja}のテキスト", f"{card_of(s, src).name.en}'s text")


def play_keyword(s: State, seat: int, src: int, name: str, args: list[str]) -> None:
    inst = s.insts[src]
    c = card_of(s, src)
    if name != "multiple" and name != "refit":
        inst.used.append(name)
    if name == "transform":
        inst.transformed = not inst.transformed
        s.say(f"{c.name.ja}が変形", f"{c.name.en} transforms")
    elif name == "multiple":
        assert c.multiple is not None
        to_zone(s, int(args[1]), "removed")
        tgt = None if args[0] == "x" else int(args[0])
        s.cut.append({"k": "text", "src": src, "seat": seat, "fx": c.multiple.model_dump(mode="json"), "tgt": tgt})
    elif name == "psycommu":
        x = int(kv(s, src, "psycommu") or 0)
        s.cut.append({"k": "text", "src": src, "seat": seat, "fx": {"do": "damage", "n": x, "target": "any_unit"},
                      "tgt": int(args[0]), "psy": True})
    elif name == "area":
        x = int(kv(s, src, "area") or 0)
        where = area_of(s, src)
        if where is not None:
            for u in list(s.forces[1 - seat][where]):
                if stats(s, u)[2] <= x:
                    destroy(s, u)
        check_rules(s)
    elif name == "reentry":
        s.forces[seat]["space"].remove(src)
        s.forces[seat]["earth"].append(src)
        for item in s.cut:
            if item.get("tgt") == src:
                item["tgt"] = None  # the page: targets on it become void
        s.say(f"{c.name.ja}が大気圏突入", f"{c.name.en} re-enters the atmosphere")
    elif name == "supply":
        x = int(kv(s, src, "supply") or 0)
        where = area_of(s, src)
        if where is not None:
            for u in s.forces[seat][where]:
                if x and not s.insts[u].rolled and not has(s, u, "ship") and not has(s, u, "base"):
                    s.insts[u].supplied = True
                    x -= 1
    elif name == "special_weapon":
        w = int(args[0])
        s.remove(w)
        s.attach(w, src)
    elif name == "dismantle":
        for sub in s.set_cards(src):
            to_zone(s, sub, "junk")
        inst.dismantled = True
        inst.transformed = False
        s.limits[seat]["g"] += 1
        s.say(f"{c.name.ja}を解体", f"{c.name.en} is dismantled")
    elif name == "refit":
        old = int(args[0])
        s.refit_used[seat] = True
        where, p = s.where(old)
        lst = s.zone(p, "deploy") if where == "deploy" else s.forces[p][where]
        pos = lst.index(old)
        s.remove(src)
        lst[pos] = src
        for sub in s.set_cards(old):
            s.attach(sub, src)
        s.insts[src].dmg = s.insts[old].dmg
        s.insts[src].rolled = False
        s.insts[old].dmg = 0
        s.insts[old].rolled = False
        s.insts[old].eot = [0, 0, 0]
        s.zone(seat, "hand").append(old)
        s.say(f"{c.name.ja}に換装", f"Refit into {c.name.en}")
    check_rules(s)


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


def is_dedicated(s: State, iid: int) -> bool:
    return dedicated(s, iid)
