"""The turn page's steps, moving cards, rule checks, effects, and card play through the cut (3-2).

A card is declared, its required power checked (total and specified colour, no G rolled), its resource
cost paid from the home to the discard pile, and then it waits on the cut where either player may cut
in; `resolve_top` resolves it. Battle lives in `battle.py`, played special effects in `specials.py`,
the step machine in `flow.py`.
"""

from __future__ import annotations

from typing import Any

from .schema import CardModel, Cost, Effect
from .state import AREAS, State
from .stats import (
    area_of,
    card_of,
    field_units,
    force_all,
    has,
    is_g,
    is_unit,
    kv,
    name_en,
    on_field,
    power,
    stats,
    texts_negated,
    texts_of,
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
    for t in (c.texts if on == "destroyed" else texts_of(s, iid)):
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
    elif d == "hangar" and tgt is not None and e.target != "own_player":
        to_zone(s, tgt, "hangar")  # its owner's hangar (turn page 3: played from there as from the hand)
        s.say(f"{card_of(s, tgt).name.ja}はハンガーに移った", f"{card_of(s, tgt).name.en} goes to the hangar")
    elif d == "hangar":
        home = s.zone(seat, "home")
        for _ in range(min(e.n, len(home))):
            s.zone(seat, "hangar").append(home.pop())
        s.say(f"本国の上{e.n}枚をハンガーへ", f"The top {e.n} card(s) of the home go to the hangar")
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
    for iid in (*s.zone(seat, "hand"), *s.zone(seat, "hangar")):  # turn page 3: the hangar as the hand
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
