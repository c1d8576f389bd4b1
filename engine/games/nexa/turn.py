"""Turn structure and the timing chart (P16-P19, P41, P58-P60): the engine runs every rule
effect by itself and stops only where a player must decide."""

from __future__ import annotations

from typing import Final

from .battle import battle_damage, return_units, sortie_options, update_squads
from .cardb8wait import drop_waiting
from .cardo4rules import set_cards_instead
from .cardo5locks import take_extra_turn
from .cardt9rules import rule_draw
from .cut import after_effect, ps_armor_returns, resolve_top, start_trigger, start_waiting
from .destroyedz5 import before_discard
from .effects import new_entry, queue_global, run, wake_waiting
from .leavesz4 import queue_leavers
from .overrides import end_of, redirect, send, step_ends
from .places import emit, move, name
from .play import only_pass
from .rerolltrig import reroll
from .rerollz4 import also_rerolled
from .rulechanges import discard_cheap_plays, reroll_locked
from .rules import check_destruction, check_victory, remove_battle_leftovers, terrain_check
from .state import (
    ATTACK_RULE,
    ATTACK_START,
    DAMAGE_RULE,
    DAMAGE_START,
    DEFENCE_RULE,
    DEFENCE_START,
    DEPLOY_START,
    DRAW_RULE,
    END_CLEANUP,
    END_HAND,
    END_RESET,
    END_TRIGGERS,
    FIELD_ZONES,
    FREE_POINTS,
    HAND,
    HAND_LIMIT,
    JUNK,
    POINT_PHASE,
    POINT_STEP,
    REROLL_RULE,
    RETURN_RULE,
    RETURN_START,
    SET,
    State,
)
from .stats import point_dependent

MAX_AUTO_STEPS: Final = 100_000


def advance(s: State) -> None:
    """Run everything that needs no decision, up to the next decision or the end of the game."""
    for _ in range(MAX_AUTO_STEPS):
        if check_victory(s):
            s.build = None
            s.ask = None
            # an effect cut short by the end keeps its entry, so its card is still somewhere
            return
        ctx = s.resolving
        if ctx is not None:
            if ctx.ask is not None:
                return
            if run(s):
                after_effect(s, ctx.entry, ctx.origin)
            continue
        if s.ask is not None or s.build is not None:
            return
        now = None
        if s.order_queue:
            now = next((i for i, w in enumerate(s.order_queue) if w[0].startswith("now")), None)
        if now is not None:
            kind, payload = s.order_queue.pop(now)
            if kind == "now_t":
                s.triggers.insert(0, payload)
                start_trigger(s)
            else:
                start_waiting(s, payload)
            continue
        if s.triggers:
            start_trigger(s)
            continue
        check_destruction(s)
        if s.cut_resolving:
            if s.cut:
                resolve_top(s)
            else:
                s.cut_resolving = False
                discard_cheap_plays(s, "cut_end")  # played cheaper: discarded now (rulechanges.py)
                end_of(s, "cut_end")  # カット終了時まで (overrides.py)
                if s.used_cut:
                    s.used_cut.clear()
                    s.version += 1  # priority tokens know used_cut by its size only
                s.passes = 0
                s.priority = s.attacker
            continue
        if s.destroyed_queue and not s.cut:
            if s.point in FREE_POINTS:
                if _open_discard_cut(s):
                    return
            else:
                _discard_at_once(s)
            continue
        if s.point in FREE_POINTS:
            if s.passes >= 2:
                if s.cut:
                    s.cut_resolving = True
                    continue
                _next_point(s)
                continue
            who = s.priority
            if s.autopass[who] and only_pass(s, who):
                do_pass(s, who, auto=True)
                continue
            return
        _rule_point(s)
    raise RuntimeError("advance did not reach a decision")  # pragma: no cover - a rules loop


def do_pass(s: State, seat: int, auto: bool = False) -> None:
    """Passing the right to play or cut in (P47): two passes in a row close the timing."""
    s.passes += 1
    s.priority = 1 - seat


def _open_discard_cut(s: State) -> bool:
    """P50, P72: 廃棄 effects of destroyed cards open a cut; the attacker orders several (P71).
    True when a player must decide first (the attacker orders them)."""
    queue = s.destroyed_queue
    if len(queue) > 1:
        s.ask = {"kind": "order", "seat": s.attacker, "items": list(queue), "done": []}
        return True
    push_discards(s, list(queue))
    return s.ask is not None


def push_discards(s: State, order: list[int]) -> None:
    """`order` is the resolution order: the first resolves first, so it goes on top."""
    s.destroyed_queue = []
    for iid in reversed(order):
        s.cut.append(new_entry(s, "discard", s.ctrl[iid] if s.ctrl[iid] >= 0 else s.owner[iid], iid))
    s.passes = 0
    s.priority = s.attacker


def _discard_at_once(s: State) -> None:
    """Outside free timings nothing can cut in (P50): destroyed cards go straight to the junkyard."""
    for iid in list(s.destroyed_queue):
        if s.zone[iid] in FIELD_ZONES and s.destroyed[iid]:
            set_cards_instead(s, iid)  # its set cards' own 置き換え first (cardo4rules.py)
        if s.zone[iid] in FIELD_ZONES and s.destroyed[iid] and (instead := redirect(s, iid, "destroyed")):
            send(s, iid, instead)  # 「破壊されて廃棄される代わりに…」 (overrides.py)
        elif s.zone[iid] in FIELD_ZONES and s.destroyed[iid]:
            emit(s, "discard", f"{name(s, iid)}を廃棄", f"{name(s, iid, 'en')} goes to the junkyard", (iid,))
            heard = before_discard(s, iid)  # 「…が破壊されて廃棄された場合」 (family Z5, destroyedz5.py)
            move(s, iid, JUNK)
            from .effects import queue_trigger

            queue_trigger(s, "destroyed_out", iid)  # 「破壊されて廃棄される場合」 (ownstates.py)
            if heard is not None:
                queue_leavers(s, heard)  # (leavesz4: as leavers are queued)
    s.destroyed_queue = []


def _skipped(s: State, phase: str) -> bool:
    key = (s.attacker, phase)
    return key in s.skips


def _next_point(s: State) -> None:
    _step_point(s)
    s.passes = 0
    s.priority = s.attacker
    s.page = 0
    phase = POINT_PHASE.get(s.point)
    if s.point in FREE_POINTS and phase and _skipped(s, phase):
        _next_point(s)


def _step_point(s: State) -> None:
    """Move to the next point of the turn (P60).

    Values cached for the state version survive it unless a continuous effect of the game may
    read the phase (stats.point_dependent); priority tokens key on the point themselves.
    """
    if point_dependent(s):
        s.version += 1
    if POINT_PHASE.get(s.point) != POINT_PHASE.get(s.point + 1):
        end_of(s, "phase_end")  # フェイズ中 (family O3)
    if step_ends(s, s.point):
        end_of(s, "step_end")  # ステップ終了時まで (overrides.py)
        if POINT_STEP.get(s.point) == "defence":
            end_of(s, "defence_end")  # 防御ステップ終了時まで (family O5)
        if s.order_queue:  # 「ステップ終了時に」, 「ダメージ判定ステップ終了時に」 (family O3): waiting effects start now
            wake_waiting(s, "wait:step")
            wake_waiting(s, f"wait:step:{POINT_STEP.get(s.point)}")
    s.point += 1


def _rule_point(s: State) -> None:
    """Rule effects (規定の効果, P58): they cannot be cut into."""
    p = s.point
    a = s.attacker
    if p in (ATTACK_RULE, DEFENCE_RULE, DAMAGE_RULE, RETURN_RULE) and any(s.squads):
        terrain_check(s)  # P72: a unit in an area whose terrain it lacks is destroyed
    if p == REROLL_RULE:
        emit(s, "turn", f"ターン{s.turn}: {s.players[a]}の攻撃側ターン", f"Turn {s.turn}: {s.players[a]} attacks",
             seat=a)
        queue_global(s, "turn_start", a)
        wake_waiting(s, "wait:turn")  # "at the start of the next turn" (P59, R-24)
        ps_armor_returns(s)
        if not _skipped(s, "reroll"):
            wake_waiting(s, "wait:reroll")  # "at the start of the next reroll phase"
            also = also_rerolled(s, a)  # 「…敵軍リロールフェイズの規定の効果でもリロールする」 (family Z4, rerollz4.py)
            for iid in range(len(s.defs)):
                if s.zone[iid] in FIELD_ZONES and (s.ctrl[iid] == a or iid in also) and s.rolled[iid] \
                        and s.zone[iid] != SET \
                        and not reroll_locked(s, iid, -1):  # …このカードの効果以外ではリロールできない (rulechanges.py)
                    reroll(s, iid)  # 「このカードがリロールした場合」 heard (rerolltrig.py, family V3)
    elif p == DRAW_RULE:
        if not _skipped(s, "draw"):
            wake_waiting(s, "wait:draw")  # "at the start of the next draw phase" (P59, R-24; family K5)
        if not _skipped(s, "draw") and not (s.turn == 1 and a == s.first):
            rule_draw(s, a)  # from the discard pile when an effect said so (family T9, R-540)
            queue_global(s, "draws", a)
    elif p == DEPLOY_START:
        queue_global(s, "step_start:deploy", a)
    elif p in (ATTACK_START, DEFENCE_START, DAMAGE_START, RETURN_START):
        update_squads(s)
        if p == ATTACK_START:  # the battle phase starts with its attack step: 「戦闘フェイズ開始時に」 (family B4, R-235)
            queue_global(s, "step_start:battle", a)
        queue_global(s, "step_start:" + (POINT_STEP.get(p) or ""), a)
        if p == DAMAGE_START:
            from .effects import queue_trigger

            for q in s.squads:
                for u in q:
                    if u >= 0 and s.engaged[(s.squads.index(q)) // 2]:
                        queue_trigger(s, "engaged", u)
    elif p == ATTACK_RULE:
        if not _skipped(s, "battle") and sortie_options(s, a):
            s.sortie_draft = [[], []]
            s.ask = {"kind": "sortie", "seat": a}
            _step_point(s)
            s.passes = 0
            s.priority = a
            return
    elif p == DEFENCE_RULE:
        d = 1 - a
        if sortie_options(s, d):
            s.sortie_draft = [[], []]
            s.ask = {"kind": "sortie", "seat": d}
            _step_point(s)
            s.passes = 0
            s.priority = a
            return
    elif p == DAMAGE_RULE:
        battle_damage(s)
    elif p == RETURN_RULE:
        return_units(s)
    elif p == END_RESET:
        s.version += 1
        for iid in range(len(s.defs)):
            if s.damage[iid]:
                s.damage[iid] = 0
        remove_battle_leftovers(s)
    elif p == END_TRIGGERS:
        queue_global(s, "turn_end", a)
        waiting = [w for w in s.order_queue if w[0] == "waiting"]
        s.order_queue = [w for w in s.order_queue if w[0] != "waiting"]
        if len(s.triggers) + len(waiting) > 1:
            items = [("t", t) for t in s.triggers] + [("w", w[1]) for w in waiting]
            s.triggers = []
            s.ask = {"kind": "order_end", "seat": a, "items": items}
            _step_point(s)
            return
        for w in waiting:
            start_waiting(s, w[1])
    elif p == END_HAND:
        if len(s.place(a, HAND)) > hand_limit(s, a):
            s.ask = {"kind": "hand", "seat": a}
            return
    elif p == END_CLEANUP:
        _end_turn(s)
        return
    _next_point(s)


def hand_limit(s: State, seat: int) -> int:
    from .stats import static_sources

    limit = HAND_LIMIT
    for source, c in static_sources(s):
        if c["apply"] == "hand_limit":
            who = s.ctrl[source]
            if (c["side"] == "own") == (who == seat) or c["side"] == "any":
                limit += int(c["amount"])
    return max(limit, 0)


def _end_turn(s: State) -> None:
    """P41 step 4: until-end-of-turn effects end; the other player's turn begins."""
    discard_cheap_plays(s, "turn_end")  # played cheaper: discarded at the end of the turn (rulechanges.py)
    s.mods = [m for m in s.mods if m[5] == "permanent"]
    s.grants = [g for g in s.grants if g[4] in ("permanent",) or (  # 「次の自軍ターン開始時まで」 (family C3):
        g[4].startswith("own_turn_start:") and int(g[4][15:]) != 1 - s.attacker)]  # kept unless that turn starts
    s.floating = []
    for iid, stamp, seat in s.ctl_revert:
        if s.stamp[iid] == stamp and s.zone[iid] in FIELD_ZONES and s.ctrl[iid] != seat:
            from .effects import change_control

            change_control(s, iid, seat)
    s.ctl_revert = []
    s.used.clear()
    s.used_cut.clear()
    s.fired.clear()
    s.dealt.clear()
    s.g_played = False
    s.ace_played = [False, False]
    extra = take_extra_turn(s)  # 「このターンの終了直後、新たな自軍ターンを開始する」 (cardo5turns.py, R-312)
    s.skips = {k for k in s.skips if k[0] != s.attacker and not k[1].startswith("lock:")}  # locks: this turn (K4)
    s.order_queue = [w for w in s.order_queue if w[0] != "waiting" and not w[0].startswith("wait:step")]
    drop_waiting(s)  # 「このターン、…場合、…」 still waiting ends with the turn (family B8, cardb8steps.py)
    s.version += 1
    if extra is None:
        s.attacker = 1 - s.attacker
    else:  # the same player's new turn, under its rules
        s.skips |= extra
    s.turn += 1
    s.point = REROLL_RULE
    s.passes = 0
    s.priority = s.attacker


def start_game(s: State) -> None:
    """After both mulligans (P18): turn 1 begins with the first player."""
    s.version += 1  # turn and attacker feed conditions (P57)
    s.turn = 1
    s.attacker = s.first
    s.point = REROLL_RULE
    s.priority = s.first
