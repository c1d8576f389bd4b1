"""The effect language's interpreter, damage, destruction and the forced trigger cards.

Steps run in card order. A step's targets come from its selector (the pool's cards name how they
choose: the strongest, the weakest, at random...), so resolution never waits for a player except at
intercept windows. 【加護】 units are never chosen by a targeting selector.
"""

from __future__ import annotations

from typing import Any

from ...core.rng import Rng
from .cards import TARGETING, UNIT_VERBS, Step, card
from .state import CP_CEIL, FIELD_MAX, GAUGE_MAX, HAND_MAX, State, Unit
from .units import bp, card_of, has, keywords

Ctx = dict[str, Any]
"""owner (seat), source (iid or None), subject, attacker, blocker (iids or None)."""

LIFE_GAUGE = 100  # gauge gained per life lost to the opponent (the-fool's default: 10 %)


def log(s: State, kind: str, ja: str, en: str, seat: int | None = None) -> None:
    s.events.append({"kind": kind, "ja": ja, "en": en, "seat": seat})


def name(s: State, iid: int, lang: str) -> str:
    return card_of(s, iid).name[lang]


def rand_below(s: State, n: int) -> int:
    r = Rng(s.rng)
    v = r.below(n)
    s.rng = r.state
    return v


def over(s: State) -> bool:
    return s.phase == "over"


# -- life and the end of the game ------------------------------------------------------------------

def check_life(s: State) -> None:
    """Life 0 ends the game at once; both at 0 together: both lose (ゲームの勝敗)."""
    if over(s):
        return
    dead = [i for i, p in enumerate(s.players) if p.life <= 0]
    if not dead:
        return
    s.phase = "over"
    s.tasks.clear()
    s.battle = None
    if len(dead) == 2:
        s.result = {"winner": -1, "reason": "both_zero"}
    else:
        s.result = {"winner": 1 - dead[0], "reason": "life_zero"}


def lose_life(s: State, seat: int, n: int, by: int) -> None:
    p = s.players[seat]
    n = min(n, max(p.life, 0))
    if n <= 0:
        return
    p.life -= n
    if by != seat:
        p.gauge = min(GAUGE_MAX, p.gauge + LIFE_GAUGE * n)
    log(s, "life", f"{p.name}に{n}ライフダメージ(残り{p.life})", f"{p.name} takes {n} life damage ({p.life} left)", seat)


# -- units leaving ---------------------------------------------------------------------------------

def remove_unit(s: State, seat: int, u: Unit, to: str) -> None:
    """Take a unit off the field to the discard (破壊, 撤退), the hand (手札に戻す) or 消滅."""
    p = s.players[seat]
    p.field.remove(u)
    if to == "hand" and len(p.hand) < HAND_MAX:
        p.hand.append(u.iid)
    elif to == "deleted":
        p.deleted.append(u.iid)
    else:
        p.discard.append(u.iid)


def destroy(s: State, seat: int, u: Unit) -> None:
    """破壊: to the discard, then its 破壊された時 effects and the owner's triggers interrupt at once."""
    if u not in s.players[seat].field:
        return
    remove_unit(s, seat, u, "discard")
    log(s, "destroy", f"{name(s, u.iid, 'ja')}は破壊された", f"{name(s, u.iid, 'en')} was destroyed", seat)
    c = card_of(s, u.iid)
    if "silence" not in {k.split(":")[0] for k in (*c.keywords, *u.kws, *u.perm_kws)}:
        for a in c.abilities:
            if a.when == "destroyed":
                run_steps(s, a.steps, {"owner": seat, "source": u.iid, "subject": u.iid})
    fire_triggers(s, lambda seat_: "own_destroyed" if seat_ == seat else None, {"subject": u.iid})


def sweep(s: State) -> None:
    """Destroy every unit whose BP is 0 or less (repeatedly: a destruction can lower other BPs)."""
    while not over(s):
        dying = [(seat, u) for seat, p in enumerate(s.players) for u in p.field if bp(s, seat, u) <= 0]
        if not dying:
            return
        seat, u = dying[0]
        destroy(s, seat, u)


def deal_damage(s: State, seat: int, u: Unit, n: int, by: int, battle: bool) -> bool:
    """Damage a unit; 不滅, 秩序の盾 (effects of the opponent) and 王の治癒力 (less than its BP) prevent it."""
    if n <= 0 or has(s, seat, u, "immortal"):
        return False
    if not battle and by != seat and has(s, seat, u, "order_shield"):
        return False
    if has(s, seat, u, "king_heal") and n < bp(s, seat, u):
        return False
    u.damage += n
    return True


def set_level(s: State, seat: int, u: Unit, level: int) -> None:
    """Clock up or down: damage heals, the level's BP becomes the base; reaching Lv3 is オーバークロック."""
    level = max(1, min(3, level))
    if level == u.level:
        return
    old = u.level
    u.level = level
    u.damage = 0
    if level == 3 and old < 3:
        overclock(s, seat, u)


def overclock(s: State, seat: int, u: Unit) -> None:
    """OC: the action right comes back, the attack restriction goes; OC effects wait for the rest."""
    u.ready = True
    u.restricted = False
    log(s, "oc", f"{name(s, u.iid, 'ja')}がオーバークロック", f"{name(s, u.iid, 'en')} overclocks", seat)
    if any(a.when == "oc" for a in card_of(s, u.iid).abilities):
        s.tasks.append({"t": "oc", "iid": u.iid})


# -- selection -------------------------------------------------------------------------------------

def _units(s: State, seat: int) -> list[Unit]:
    return list(s.players[seat].field)


def select(s: State, who: str, ctx: Ctx) -> list[tuple[int, Unit]]:
    """The units a selector picks now (targeting selectors skip 【加護】)."""
    owner = int(ctx["owner"])
    me, opp = owner, 1 - owner
    if who in ("self", "subject", "attacker", "blocker"):
        key = {"self": "source"}.get(who, who)
        iid = ctx.get(key)
        found = s.unit(iid) if isinstance(iid, int) else None
        out = [found] if found else []
    elif who.startswith("enemy_") or who.startswith("ally_"):
        seat = opp if who.startswith("enemy_") else me
        pool = [(seat, u) for u in _units(s, seat)]
        if who == "ally_others":
            pool = [(q, u) for q, u in pool if u.iid != ctx.get("source")]
        if who in TARGETING:
            pool = [(q, u) for q, u in pool if not has(s, q, u, "blessing")]
        if who == "enemy_exhausted_all":
            pool = [(q, u) for q, u in pool if not u.ready]
        if who == "enemy_ready_strongest":
            pool = [(q, u) for q, u in pool if u.ready]
        if not pool:
            return []
        if who.endswith("_strongest"):
            out = [max(pool, key=lambda t: (bp(s, t[0], t[1]), -t[1].seq))]
        elif who.endswith("_weakest"):
            out = [min(pool, key=lambda t: (bp(s, t[0], t[1]), t[1].seq))]
        elif who.endswith("_random"):
            out = [pool[rand_below(s, len(pool))]]
        else:
            out = pool
    elif who == "all_units":
        out = [(q, u) for q in (s.turn_seat, 1 - s.turn_seat) for u in _units(s, q)]
    else:
        return []
    if who in TARGETING:
        out = [(q, u) for q, u in out if not has(s, q, u, "blessing")]
    return out


def players_of(who: str, owner: int) -> list[int]:
    return {"me": [owner], "opp": [1 - owner], "both": [owner, 1 - owner]}.get(who, [])


def changes(s: State, st: Step, seat: int, u: Unit) -> bool:
    """Whether a unit step would change the board (効果を及ぼさない uses are not allowed)."""
    if st.do == "exhaust":
        return u.ready
    if st.do == "ready":
        return not u.ready
    if st.do == "level":
        return (st.n > 0 and u.level < 3) or (st.n < 0 and u.level > 1)
    return True


def step_has_effect(s: State, st: Step, ctx: Ctx) -> bool:
    if st.do in UNIT_VERBS:
        return any(changes(s, st, q, u) for q, u in select(s, st.who, ctx))
    seats = players_of(st.who, int(ctx["owner"]))
    if st.do == "draw":
        return any(len(s.players[q].hand) < HAND_MAX for q in seats)
    if st.do == "discard":
        return any(s.players[q].hand for q in seats)
    if st.do == "break_zone":
        return bool(s.players[1 - int(ctx["owner"])].zone)
    return True


def has_effect(s: State, steps: tuple[Step, ...], ctx: Ctx) -> bool:
    """Whether a trigger, intercept or joker may be used (カード効果について): not when every part
    would do nothing, nor when a part that needs a target (対象) has none. Parts after a そうした場合
    or a pattern-B link depend on what comes before and are not looked at."""
    free = [st for st in steps if not st.chain]
    if any(st.who in TARGETING and not select(s, st.who, ctx) for st in free):
        return False
    return any(step_has_effect(s, st, ctx) for st in free)


# -- running steps ---------------------------------------------------------------------------------

def run_steps(s: State, steps: tuple[Step, ...], ctx: Ctx) -> None:
    """Resolve a list of steps in order, honouring そうした場合 (if_done) and pattern B (if_any)."""
    done, reached = True, 1
    for i, st in enumerate(steps):
        if over(s):
            return
        if (st.chain == "if_done" and not done) or (st.chain == "if_any" and reached == 0):
            done, reached = False, 0
            continue
        is_cost = i + 1 < len(steps) and steps[i + 1].chain == "if_done"
        done, reached = run_step(s, st, ctx, is_cost)
        sweep(s)
        check_life(s)


def run_step(s: State, st: Step, ctx: Ctx, is_cost: bool) -> tuple[bool, int]:
    owner = int(ctx["owner"])
    if st.do in UNIT_VERBS:
        targets = select(s, st.who, ctx)
        full = bool(targets)
        for seat, u in targets:
            if u not in s.players[seat].field:
                full = False
                continue
            full = apply_unit(s, st, seat, u, owner) and full
        return full, len(targets)
    if st.do == "break_zone":
        zone = s.players[1 - owner].zone
        k = min(max(st.n, 1), len(zone))
        for _ in range(k):
            iid = zone.pop(rand_below(s, len(zone)))
            s.players[1 - owner].discard.append(iid)
        log(s, "zone", f"トリガーゾーンのカード{k}枚を破壊", f"{k} trigger zone card(s) destroyed", 1 - owner)
        return k > 0, k
    full = True
    for seat in players_of(st.who, owner):
        full = apply_player(s, st, seat, owner, is_cost) and full
    return full, 0


def apply_unit(s: State, st: Step, seat: int, u: Unit, owner: int) -> bool:
    """One unit step on one unit; False when a keyword or the board stopped it."""
    hostile = seat != owner
    kws = keywords(s, seat, u)
    nm = (name(s, u.iid, "ja"), name(s, u.iid, "en"))
    if st.do == "damage":
        ok = deal_damage(s, seat, u, st.n, owner, battle=False)
        if ok:
            log(s, "damage", f"{nm[0]}に{st.n}ダメージ", f"{nm[1]} takes {st.n} damage", seat)
        return ok
    if st.do == "bp":
        u.temp += st.n
        return True
    if st.do == "base_bp":
        u.base_mod += st.n
        return True
    if st.do == "destroy":
        destroy(s, seat, u)
        return True
    if st.do == "bounce":
        if hostile and "fixed" in kws:
            return False
        remove_unit(s, seat, u, "hand")
        log(s, "bounce", f"{nm[0]}は手札に戻った", f"{nm[1]} returned to the hand", seat)
        return True
    if st.do == "delete":
        remove_unit(s, seat, u, "deleted")
        log(s, "delete", f"{nm[0]}は消滅した", f"{nm[1]} was deleted", seat)
        return True
    if st.do == "exhaust":
        if hostile and "selfless" in kws:
            return False
        was = u.ready
        u.ready = False
        return was
    if st.do == "ready":
        was = u.ready
        u.ready = True
        return not was
    if st.do == "level":
        before = u.level
        set_level(s, seat, u, u.level + st.n)
        return u.level != before
    if st.do == "grant":
        assert st.kw is not None
        (u.perm_kws if st.perm else u.kws).append(st.kw)
        if st.kw == "speed_move":
            u.restricted = False
        return True
    raise AssertionError(st.do)


def apply_player(s: State, st: Step, seat: int, owner: int, is_cost: bool) -> bool:
    p = s.players[seat]
    if st.do == "draw":
        return draw(s, seat, st.n) == st.n
    if st.do == "discard":
        if is_cost and len(p.hand) < st.n:
            return False  # a cost is paid in full or not at all (そうした場合)
        k = min(st.n, len(p.hand))
        for _ in range(k):
            iid = p.hand.pop(rand_below(s, len(p.hand)))
            p.hand_lv.pop(str(iid), None)
            p.discard.append(iid)
        if k:
            log(s, "discard", f"{p.name}は手札を{k}枚捨てた", f"{p.name} discarded {k} card(s)", seat)
        return k == st.n
    if st.do == "cp":
        if is_cost and st.n < 0 and p.cp < -st.n:
            return False
        p.cp = max(0, min(CP_CEIL, p.cp + st.n))
        return True
    if st.do == "gauge":
        p.gauge = max(0, min(1000, p.gauge + st.n))
        return True
    if st.do == "life":
        lose_life(s, seat, st.n, owner)
        return True
    raise AssertionError(st.do)


# -- drawing ---------------------------------------------------------------------------------------

def new_deck(s: State, seat: int) -> None:
    """The deck ran short: deck and discard are set aside and a new 40-card deck is set (ドロー)."""
    p = s.players[seat]
    p.retired.extend(p.deck)
    p.retired.extend(p.discard)
    p.deck, p.discard = [], []
    for cid in p.deck_list:
        s.cards.append(cid)
        p.deck.append(len(s.cards) - 1)
    r = Rng(s.rng)
    r.shuffle(p.deck)
    s.rng = r.state
    log(s, "newdeck", f"{p.name}の新しいデッキ40枚がセットされた", f"A new 40-card deck is set for {p.name}", seat)


def draw(s: State, seat: int, n: int) -> int:
    """Draw up to n, never past 7 in hand; a deck shorter than the draw is replaced first."""
    p = s.players[seat]
    n = min(n, HAND_MAX - len(p.hand))
    if n <= 0:
        return 0
    if len(p.deck) < n:
        new_deck(s, seat)
    for _ in range(n):
        p.hand.append(p.deck.pop(0))
    return n


# -- abilities and triggers ------------------------------------------------------------------------

def fire_unit(s: State, seat: int, iid: int, timing: str, ctx: Ctx) -> None:
    """A unit's abilities of one timing (none if it is silenced or gone)."""
    found = s.unit(iid)
    if found is None or found[0] != seat or over(s):
        return
    u = found[1]
    if "silence" in keywords(s, seat, u):
        return
    for a in card_of(s, iid).abilities:
        if a.when == timing:
            run_steps(s, a.steps, {**ctx, "owner": seat, "source": iid})


def fire_all_units(s: State, timing: str, ctx: Ctx) -> None:
    """Both players' units, turn player first, oldest first (各種効果の発動優先度)."""
    for seat in (s.turn_seat, 1 - s.turn_seat):
        for u in sorted(s.players[seat].field, key=lambda x: x.seq):
            fire_unit(s, seat, u.iid, timing, ctx)


def fire_triggers(s: State, timing_for: Any, ctx: Ctx) -> None:
    """Forced trigger cards: the turn player's first, then the other's, each from the left."""
    for seat in (s.turn_seat, 1 - s.turn_seat):
        timing = timing_for(seat)
        if timing is None:
            continue
        for iid in list(s.players[seat].zone):
            if over(s):
                return
            c = card_of(s, iid)
            if c.kind != "trigger" or c.when != timing or iid not in s.players[seat].zone:
                continue
            full = {**ctx, "owner": seat, "source": None}
            if not has_effect(s, c.steps, full):
                continue
            s.players[seat].zone.remove(iid)
            s.players[seat].discard.append(iid)
            log(s, "trigger", f"トリガー「{c.name['ja']}」発動", f"Trigger {c.name['en']} fires", seat)
            run_steps(s, c.steps, full)


def intercepts(s: State, seat: int, timing: str, ctx: Ctx) -> list[int]:
    """The intercepts `seat` may use now: timing, a same-colour unit (unless colourless), CP, an effect."""
    p = s.players[seat]
    colours = {card_of(s, u.iid).colour for u in p.field}
    out = []
    for iid in p.zone:
        c = card_of(s, iid)
        if c.kind != "intercept" or c.when != timing or c.cost > p.cp:
            continue
        if c.colour != "colourless" and c.colour not in colours:
            continue
        if has_effect(s, c.steps, {**ctx, "owner": seat, "source": None}):
            out.append(iid)
    return out


def field_full(s: State, seat: int) -> bool:
    return len(s.players[seat].field) >= FIELD_MAX


def reduction_card(s: State, seat: int, colour: str) -> int | None:
    """The leftmost unit or evolution card of the colour in the trigger zone (the reduction is forced)."""
    for iid in s.players[seat].zone:
        c = card_of(s, iid)
        if c.is_unit and c.colour == colour:
            return iid
    return None


def cost_of(s: State, seat: int, iid: int) -> int:
    c = card_of(s, iid)
    return max(0, c.cost - (1 if reduction_card(s, seat, c.colour) is not None else 0))


def card_level(s: State, seat: int, iid: int) -> int:
    return s.players[seat].hand_lv.get(str(iid), 1)


def joker_card(cid: str) -> Any:
    return card(cid)
