"""The turn (バトルの流れ): start, the free actions, attack and block, intercept windows, the end.

What happens next is a queue of tasks (`State.tasks`); `advance` runs the automatic ones until a
player must decide: a mulligan, an intercept window, a block, or the turn player's next action.
"""

from __future__ import annotations

from typing import Any

from . import effects as E
from .state import CP_FIRST, CP_SECOND, GAUGE_MAX, ROUNDS, State, Unit
from .units import bp, card_of, dimension, has, keywords

GAUGE_MIN_END = 25  # gauge for a turn ended with no time left (2.5 %)
GAUGE_MAX_END = 150  # gauge for a turn ended at once (15 %)


def window(timing: str, actor: int, s: State, subject: int | None) -> dict[str, Any]:
    """An intercept window: the turn player first, then alternating until both pass in a row."""
    return {"t": "window", "timing": timing, "actor": actor, "seat": s.turn_seat, "passes": 0, "subject": subject}


def window_timing(task: dict[str, Any], seat: int) -> str:
    """The intercept timing a window means for `seat` (own_/enemy_ relative to the actor)."""
    t = str(task["timing"])
    if t == "battle":
        return "battle"
    return ("own_" if seat == task["actor"] else "enemy_") + t


def window_ctx(s: State, task: dict[str, Any]) -> dict[str, Any]:
    b = s.battle or {}
    return {"subject": task.get("subject"), "attacker": b.get("att"), "blocker": b.get("blk")}


def window_open_for(s: State, task: dict[str, Any]) -> bool:
    """A window asks its seat whenever that seat's trigger zone holds a card (public knowledge), so
    whether an intercept is usable never shows in the pause (ruling R-03). A player who switched
    auto-pass on is never asked, usable or not (ruling R-21), so that does not leak either."""
    seat = int(task["seat"])
    return bool(s.players[seat].zone) and not s.autopass[seat]


# -- the start and end of a turn -------------------------------------------------------------------

def start_turn(s: State) -> None:
    seat = s.turn_seat
    p = s.players[seat]
    for u in p.field:
        if not has(s, seat, u, "curse"):
            u.ready = True
        u.restricted = False
    table = CP_FIRST if seat == s.first else CP_SECOND
    p.cp = table[min(s.round, ROUNDS) - 1]
    p.joker_used = False
    E.log(s, "turn", f"ラウンド{s.round}: {p.name}のターン", f"Round {s.round}: {p.name}'s turn", seat)
    if s.turn != 1:
        E.draw(s, seat, 2)
    E.fire_all_units(s, "turn_start", {})
    E.fire_triggers(s, lambda q: "own_turn_start" if q == seat else None, {})
    E.sweep(s)


def end_turn(s: State, seconds_left: int) -> None:
    """ターン終了: the gauge by unused time, end-of-turn effects (不屈), then the reset of BP changes."""
    seat = s.turn_seat
    p = s.players[seat]
    secs = max(0, min(seconds_left, s.turn_seconds))
    gain = GAUGE_MIN_END + (GAUGE_MAX_END - GAUGE_MIN_END) * secs // max(1, s.turn_seconds)
    p.gauge = min(GAUGE_MAX, p.gauge + gain)
    E.log(s, "end", f"{p.name}のターン終了", f"{p.name} ends the turn", seat)
    E.fire_all_units(s, "turn_end", {})
    if E.over(s):
        return
    for q, pl in enumerate(s.players):
        for u in pl.field:
            if has(s, q, u, "indomitable"):
                u.ready = True
    for pl in s.players:
        for u in pl.field:
            u.temp = 0
            u.damage = 0
            u.kws = []
    E.sweep(s)
    if E.over(s):
        return
    if s.turn >= 2 * ROUNDS:
        finish_by_life(s)
        return
    s.turn += 1
    s.turn_seat = 1 - s.turn_seat
    start_turn(s)


def finish_by_life(s: State) -> None:
    """After round 10: more life wins; equal life: the second player wins (ゲームの勝敗)."""
    a, b = s.players[0].life, s.players[1].life
    second = 1 - s.first
    winner = 0 if a > b else 1 if b > a else second
    s.phase = "over"
    s.result = {"winner": winner, "reason": "rounds" if a != b else "rounds_tie"}
    s.tasks.clear()


# -- the free actions ------------------------------------------------------------------------------

def pay(s: State, seat: int, iid: int) -> None:
    """Pay a unit's CP, using (and discarding) a same-colour card of the trigger zone if there is one."""
    p = s.players[seat]
    c = card_of(s, iid)
    red = E.reduction_card(s, seat, c.colour)
    if red is not None:
        p.zone.remove(red)
        p.discard.append(red)
    p.cp -= max(0, c.cost - (1 if red is not None else 0))


def take_from_hand(s: State, seat: int, iid: int) -> int:
    p = s.players[seat]
    p.hand.remove(iid)
    return p.hand_lv.pop(str(iid), 1)


def drive(s: State, seat: int, iid: int) -> None:
    """ドライブ: the unit enters with its action right and (without スピードムーブ) the attack restriction."""
    pay(s, seat, iid)
    level = take_from_hand(s, seat, iid)
    s.seq += 1
    u = Unit(iid=iid, level=level, ready=True, restricted=True, entered=s.turn, seq=s.seq)
    s.players[seat].field.append(u)
    if has(s, seat, u, "speed_move"):
        u.restricted = False
    E.log(s, "drive", f"{s.players[seat].name}は{E.name(s, iid, 'ja')}をドライブ",
          f"{s.players[seat].name} drives {E.name(s, iid, 'en')}", seat)
    entered(s, seat, iid)


def overdrive(s: State, seat: int, iid: int, base: int) -> None:
    """オーバードライブ: onto a same-colour unit, which goes to the discard; the action right carries
    over, there is no attack restriction, and a Lv3 evolution overclocks (its action right returns)."""
    p = s.players[seat]
    found = s.unit(base)
    assert found is not None
    old = found[1]
    pay(s, seat, iid)
    level = take_from_hand(s, seat, iid)
    idx = p.field.index(old)
    p.field[idx] = Unit(iid=iid, level=level, ready=old.ready, restricted=False, entered=s.turn, seq=old.seq)
    p.discard.append(old.iid)
    E.log(s, "drive", f"{p.name}は{E.name(s, iid, 'ja')}をオーバードライブ",
          f"{p.name} over-drives {E.name(s, iid, 'en')}", seat)
    if level == 3:
        E.overclock(s, seat, p.field[idx])
    entered(s, seat, iid)


def entered(s: State, seat: int, iid: int) -> None:
    E.fire_unit(s, seat, iid, "drive", {"subject": iid})
    E.fire_triggers(s, lambda q: "own_drive" if q == seat else "enemy_drive", {"subject": iid})
    E.sweep(s)
    if not E.over(s):
        s.tasks.insert(0, window("drive", seat, s, iid))


def attack(s: State, seat: int, iid: int) -> None:
    """アタック: the action right is spent, the attacker's アタック時 effects, a window, the block."""
    found = s.unit(iid)
    assert found is not None
    u = found[1]
    u.ready = False
    s.battle = {"att": iid, "blk": None, "seat": seat, "blocked": False, "att_won": False, "blk_won": False,
                "pierce": False}
    E.log(s, "attack", f"{E.name(s, iid, 'ja')}がアタック", f"{E.name(s, iid, 'en')} attacks", seat)
    E.fire_unit(s, seat, iid, "attack", {"subject": iid, "attacker": iid})
    E.sweep(s)
    if E.over(s):
        return
    s.tasks[0:0] = [window("attack", seat, s, iid), {"t": "block"}, {"t": "after_block"}, {"t": "battle"},
                    {"t": "battle_end"}]


def blockers(s: State) -> tuple[list[int], bool]:
    """Units that may block now, and whether blocking is forced (強制防御)."""
    b = s.battle
    assert b is not None
    att = s.unit(int(b["att"]))
    if att is None:
        return [], False
    dseat = 1 - int(b["seat"])
    limit = dimension(s, att[1])
    ok = [u for u in s.players[dseat].field
          if u.ready and (limit is None or card_of(s, u.iid).cost < limit)]
    forced = [u for u in ok if has(s, dseat, u, "forced_block")]
    return [u.iid for u in (forced or ok)], bool(forced)


def block(s: State, iid: int | None) -> None:
    b = s.battle
    assert b is not None
    if iid is not None:
        b["blk"] = iid
        b["blocked"] = True
        E.log(s, "block", f"{E.name(s, iid, 'ja')}がブロック", f"{E.name(s, iid, 'en')} blocks", 1 - int(b["seat"]))


def after_block(s: State) -> None:
    """The attack triggers, then (when blocked) ブロック時 effects and 戦闘した時 triggers, then a window."""
    b = s.battle
    assert b is not None
    seat = int(b["seat"])
    ctx = {"subject": b["att"], "attacker": b["att"], "blocker": b["blk"]}
    E.fire_triggers(s, lambda q: "own_attack" if q == seat else "enemy_attack", ctx)
    if b["blocked"] and not E.over(s):
        E.fire_unit(s, 1 - seat, int(b["blk"]), "block", {**ctx, "subject": b["blk"]})
        E.fire_triggers(s, lambda q: "battle", ctx)
    E.sweep(s)
    if b["blocked"] and not E.over(s) and s.unit(int(b["att"])) and s.unit(int(b["blk"])):
        s.tasks.insert(0, window("battle", seat, s, int(b["att"])))


def battle_damage(s: State) -> None:
    """戦闘ダメージ: both units deal their BP; the winner destroyed the other and had more BP."""
    b = s.battle
    assert b is not None
    if not b["blocked"]:
        return
    a, d = s.unit(int(b["att"])), s.unit(int(b["blk"]))
    if a is None or d is None:
        return
    (aseat, au), (dseat, du) = a, d
    abp, dbp = bp(s, aseat, au), bp(s, dseat, du)
    E.deal_damage(s, dseat, du, abp, aseat, battle=True)
    E.deal_damage(s, aseat, au, dbp, dseat, battle=True)
    d_dies = bp(s, dseat, du) <= 0
    a_dies = bp(s, aseat, au) <= 0
    b["att_won"] = d_dies and abp > dbp
    b["blk_won"] = a_dies and dbp > abp
    b["pierce"] = b["att_won"] and "pierce" in keywords(s, aseat, au)
    E.sweep(s)


def battle_end(s: State) -> None:
    """ライフダメージ, then 戦闘終了: the winner clocks up (an overclock gives the action right back)."""
    b = s.battle
    assert b is not None
    seat = int(b["seat"])
    if not b["blocked"]:
        if s.unit(int(b["att"])) is not None:
            E.lose_life(s, 1 - seat, 1, seat)
    elif b["pierce"]:
        E.lose_life(s, 1 - seat, 1, seat)
    E.check_life(s)
    if E.over(s):
        return
    for key, won, q in (("att", "att_won", seat), ("blk", "blk_won", 1 - seat)):
        found = s.unit(int(b[key])) if b[key] is not None else None
        if b[won] and found is not None and found[0] == q and found[1].level < 3:
            E.set_level(s, q, found[1], found[1].level + 1)
    s.battle = None


def run_task(s: State, task: dict[str, Any]) -> None:
    t = task["t"]
    if t == "after_block":
        after_block(s)
    elif t == "battle":
        battle_damage(s)
    elif t == "battle_end":
        battle_end(s)
    elif t == "oc":
        found = s.unit(int(task["iid"]))
        if found is not None:
            E.fire_unit(s, found[0], found[1].iid, "oc", {"subject": found[1].iid})
            E.sweep(s)


def advance(s: State) -> None:
    """Run automatic tasks until a player must decide (or the game is over)."""
    while s.tasks and not E.over(s):
        task = s.tasks[0]
        if task["t"] == "window":
            if int(task["passes"]) >= 2:
                s.tasks.pop(0)
                continue
            if window_open_for(s, task):
                return
            task["passes"] = int(task["passes"]) + 1
            task["seat"] = 1 - int(task["seat"])
            continue
        if task["t"] == "block":
            if s.battle is not None and blockers(s)[0]:
                return
            s.tasks.pop(0)
            continue
        s.tasks.pop(0)
        run_task(s, task)
    E.check_life(s)


def unit_of(s: State, iid: int) -> tuple[int, Unit]:
    found = s.unit(iid)
    assert found is not None
    return found
