"""The cut (P46-P50, P54, P57): resolving effects last in, first out; what a played card does
when its effect resolves; 廃棄 effects of destroyed cards; triggered effects applied at once."""

from __future__ import annotations

from typing import Any

from .cardk7rules import record_command_resolved
from .cardo4rules import set_cards_instead
from .cards import Ability
from .cardt2steps import play_resolved
from .conditions import holds
from .destroyedz5 import before_discard
from .effects import make_g, precheck, queue_trigger, run, start_effect
from .leavesz4 import queue_leavers
from .modesz3 import in_mode, trigger_steps
from .overrides import redirect, send
from .places import emit, move, name, set_onto
from .setrules import characters_on, extra_host_zones, host_allowed, max_characters
from .state import CUT, DEPLOY, FIELD_ZONES, HANGAR, JUNK, CutEntry, State
from .stats import abilities, ability_by_index, has_keyword, has_status, is_unit, one_lost_text
from .targets import candidates, chosen_on_resolution, count_spec, matches


def resolve_top(s: State) -> None:
    """Resolve the newest effect of the cut (P48)."""
    e = s.cut.pop()
    src = e.source
    if e.negated:
        emit(s, "fail", f"{name(s, src)}の効果は無効", f"{name(s, src, 'en')}'s effect was negated", (src,))
        if e.kind in ("card", "g"):
            move(s, src, JUNK)
        return
    if e.kind == "discard":
        if s.destroyed[src] and s.stamp[src] == e.stamp and s.zone[src] in FIELD_ZONES:
            set_cards_instead(s, src)  # its set cards' own 置き換え first (cardo4rules.py)
            instead = redirect(s, src, "destroyed")  # 「破壊されて廃棄される代わりに…」 (overrides.py)
            if instead is not None:
                send(s, src, instead)
                return
            emit(s, "discard", f"{name(s, src)}を廃棄", f"{name(s, src, 'en')} goes to the junkyard", (src,))
            heard = before_discard(s, src)  # 「…が破壊されて廃棄された場合」 (family Z5, destroyedz5.py)
            move(s, src, JUNK)
            queue_trigger(s, "to_junkyard", src)
            queue_trigger(s, "destroyed_out", src)  # 「破壊されて廃棄される場合」 (ownstates.py)
            if heard is not None:
                queue_leavers(s, heard)  # (leavesz4: as leavers are queued)
        return
    if e.kind == "g":
        make_g(s, src, e.seat)
        emit(s, "enter", f"{name(s, src)}がGとして場に出た", f"{s.defs[src].name_en} entered as a G", (src,), e.seat)
        if s.defs[src].angle:
            queue_trigger(s, "enters_as_g", src)  # 〈このカードがGとして場に出た場合〉 (issue 14)
        play_resolved(s, src)  # 「…がプレイされて解決された場合」 (cardt2steps.py)
        return
    if e.kind == "text":
        ab = ability_by_index(s, src, e.ability)
        if ab is None:
            ab = one_lost_text(s, src, e.ability)  # family T8: the text went, its waiting effect stays
        if ab is None:
            emit(s, "fail", "効果の解決に失敗", "the effect failed", (src,))
            return
        begin(s, e, ab, "text")
        return
    _resolve_card(s, e)


def _resolve_card(s: State, e: CutEntry) -> None:
    from .rules import enforce_field_limits

    src = e.source
    d = s.defs[src]
    seat = e.seat
    if d.type == "command":
        ab = d.play_ability
        assert ab is not None
        begin(s, e, ab, "command")
        return
    if d.type in ("character",) or (d.type == "operation" and d.set_on is not None):
        host = e.onto
        if host == -2:
            move(s, src, DEPLOY, seat, rolled=False, controller=seat)
        else:
            chara = d.type == "character"
            ok = (host >= 0 and (s.zone[host] == DEPLOY or (chara and s.zone[host] in extra_host_zones(s, src)))
                  and not s.destroyed[host] and host not in s.chip_specs)
            if ok and chara:  # the set rules of P66 and the card texts that change them (setrules.py)
                ok = (is_unit(s, host) and characters_on(s, host) < max_characters(s, host) and s.ctrl[host] == seat
                      and host_allowed(s, src, host))
            if not ok:
                emit(s, "fail", f"{name(s, src)}はセットできず廃棄", f"{d.name_en} could not be set and is discarded",
                     (src,))
                move(s, src, JUNK)
                return
            set_onto(s, src, host)
            s.entered[src] = s.turn
            s.ctrl[src] = s.ctrl[host]
            emit(s, "set", f"{name(s, src)}を{name(s, host)}にセット", f"{d.name_en} set on {name(s, host, 'en')}",
                 (src, host), seat)
            queue_trigger(s, "character_set", host)
            queue_trigger(s, "cardg8_char_played_set", host)  # 「キャラがプレイされてこのカードにセットされた」 (G8)
        queue_trigger(s, "enters_field", src)
        queue_trigger(s, "played", src)
        play_resolved(s, src)
        enforce_field_limits(s, src)
        return
    rolled = d.type == "unit" and not (d.has_keyword("battle_ready") or d.has_keyword("ps_armor"))
    if d.type == "ace":
        for old in list(s.place(seat, DEPLOY)):
            if old != src and s.defs[old].type == "ace" and s.ctrl[old] == seat and not s.is_g[old]:
                move(s, old, HANGAR, s.owner[old])  # P28: the older ACE goes to its owner's hangar
                emit(s, "move", f"{name(s, old)}はハンガーへ", f"{s.defs[old].name_en} goes to the hangar", (old,))
    move(s, src, DEPLOY, seat, rolled=rolled, controller=seat)
    emit(s, "enter", f"{name(s, src)}が場に出た", f"{d.name_en} entered the field", (src,), seat)
    enforce_field_limits(s, src)
    if s.zone[src] == DEPLOY:
        queue_trigger(s, "enters_field", src)
        queue_trigger(s, "played", src)
        play_resolved(s, src)


def _bind(s: State, e: CutEntry, ab: Ability) -> dict[str, tuple[int, ...]] | None:
    """Check the targets chosen on play; None when one is lost (P56-P57)."""
    chosen = dict(e.targets)
    bound: dict[str, tuple[int, ...]] = {}
    for tname, sel in ab.targets:
        if not in_mode(ab, e.mode, tname):
            continue  # another mode's target (「敵軍本国、または…」, R-170)
        lo, _hi, every = count_spec(sel)
        if every:
            found = candidates(s, sel, e.seat, e.source, bound, e.x)
            if not found:
                return None
            bound[tname] = tuple(found)
            continue
        picks = chosen.get(tname, ())
        if not picks and chosen_on_resolution(sel):
            continue  # a place the player cannot see is chosen on resolution (P56, R-18)
        ok = [c for c, st in picks if s.stamp[c] == st and matches(s, sel, c, e.seat, e.source, bound=bound, x=e.x)]
        if len(ok) < len(picks):
            return None
        bound[tname] = tuple(ok)
    if "_paid" in chosen:  # the Gs rolled for the cost (family V4, cardv4rules.paid_entry): no target, never lost
        bound["_paid"] = tuple(c for c, _st in chosen["_paid"])
    return bound


def begin(s: State, e: CutEntry, ab: Ability, origin: str) -> None:
    """Start resolving an effect; a lost target or unmet condition makes it fail (P57)."""
    bound = _bind(s, e, ab)
    if bound is None or (ab.condition and not holds(s, ab.condition, e.source, e.seat)):
        fail(s, e, origin)
        return
    steps = ab.effect
    hidden_steps: list[dict[str, Any]] = []
    for tname, sel in ab.targets:
        if tname not in bound and chosen_on_resolution(sel) and in_mode(ab, e.mode, tname):
            hidden_steps.append({"do": "_bind", "name": tname, "sel": sel})
    if hidden_steps and ab.all_or_nothing:  # その場合 with 選んで targets: checked once they are chosen (P77, R-130)
        steps = ({"do": "_all_or_nothing", "steps": steps}, *steps)
    from .cardr3steps import with_late_binds  # 「…その後、…を選んで…」: chosen when that step comes

    ctx = start_effect(s, e, with_late_binds(hidden_steps, steps), bound, origin)
    if ab.all_or_nothing and not hidden_steps and not precheck(s, ctx, steps):
        s.resolving = None
        fail(s, e, origin)
        return
    if run(s):
        after_effect(s, e, origin)


def after_effect(s: State, e: CutEntry, origin: str) -> None:
    """A resolved command goes to its owner's junkyard (P30)."""
    if origin == "command" and s.zone[e.source] not in FIELD_ZONES:
        if s.zone[e.source] == CUT:  # unless its own effect moved it (「このカードをゲームから取り除く」)
            instead = redirect(s, e.source, "resolved")  # 「…ジャンクヤードに移る代わりに…」 (overrides.py)
            if instead is not None:
                send(s, e.source, instead)
            else:
                move(s, e.source, JUNK)
        from .effects import queue_trigger

        queue_trigger(s, "resolved", e.source)  # 「このカードの解決直後に」: only when it resolved (issue 14)
        record_command_resolved(s, e.seat, e.source)  # 「このターン、自軍コマンドが解決されている」 (family K7)
        play_resolved(s, e.source)


def fail(s: State, e: CutEntry, origin: str) -> None:
    emit(s, "fail", f"{name(s, e.source)}の効果は解決に失敗", f"{name(s, e.source, 'en')}'s effect failed",
         (e.source,))
    if origin == "command" or e.kind == "card":
        move(s, e.source, JUNK)


def start_trigger(s: State) -> None:
    """Apply the next triggered (起動) effect at once: it never enters the cut (P68-P69)."""
    from .effects import new_entry

    t = s.triggers.pop(0)
    iid, index, seat, stamp = t[0], t[1], t[2], t[3]
    if s.stamp[iid] != stamp and s.zone[iid] in FIELD_ZONES:
        return
    ab = None
    for a in abilities(s, iid) if s.zone[iid] in FIELD_ZONES else s.defs[iid].abilities:
        if a.index == index:
            ab = a
    if ab is None:
        return
    if ab.condition and not holds(s, ab.condition, iid, seat):
        return
    if ab.limit is not None and ab.limit.get("verb") == "apply":  # 「…1ターンに1度しか適用できない」 (family O3)
        from .limits import reached, record

        if reached(s, seat, iid, ab):
            return
        record(s, seat, iid, ab)
    e = new_entry(s, "trigger", seat, iid, index)
    from .cardr3steps import with_late_binds  # 「…その後、…を選んで…」: chosen when that step comes

    modal = trigger_steps(ab)  # a triggered text's choice of option, then its targets (family Z3)
    late: list[dict[str, Any]] = []
    if modal is not None:
        steps = modal
    else:
        binds = [{"do": "_bind", "name": n, "sel": sel} for n, sel in ab.targets]
        late = [b for b in binds if isinstance(b["sel"], dict) and b["sel"].get("choose") == "resolution"]
        steps = tuple(b for b in binds if b not in late)
    if ab.all_or_nothing:  # その場合 in a triggered text (P77): checked once its targets are chosen
        steps += with_late_binds(late, ({"do": "_all_or_nothing", "steps": ab.effect}, *ab.effect))
    else:
        steps += with_late_binds(late, tuple(ab.effect))
    emit(s, "trigger", f"{name(s, iid)}の起動効果", f"{name(s, iid, 'en')} triggers", (iid,), seat)
    start_effect(s, e, steps, {"_cause": (t[4],)} if len(t) > 4 else {}, "trigger")  # 「そのユニット」 (family V4)
    run(s)


def start_waiting(s: State, payload: Any) -> None:
    """A waiting effect starts; its 全ての targets are chosen again now (P56)."""
    entry, steps, bound = payload
    bound = dict(bound)
    ab = (s.defs[entry.source].play_ability if entry.kind == "card"
          else ability_by_index(s, entry.source, entry.ability) if entry.ability >= 0 else None)
    for tname, sel in ab.targets if ab is not None else ():
        if count_spec(sel)[2]:
            bound[tname] = tuple(candidates(s, sel, entry.seat, entry.source, bound, entry.x))
    start_effect(s, entry, steps, bound, "waiting")
    run(s)


def ps_armor_returns(s: State) -> None:
    """PS装甲 (P76): a unit that went to a battle area returns to its owner's hand next turn."""
    from .rulechanges import keyword_held
    from .state import HAND

    keep = []
    for g in s.grants:
        if g[2] == "ps_return":
            iid = g[0]
            if not g[3] and s.stamp[iid] == g[1] and s.zone[iid] in FIELD_ZONES and has_keyword(s, iid, "ps_armor") \
                    and not keyword_held(s, iid, "ps_armor", s.attacker) \
                    and not any(h[2] == "ps_held" and h[0] == iid and h[1] == s.stamp[iid] for h in s.grants) \
                    and not has_status(s, iid, "ps_stay"):  # 「…「PS装甲」の効果では移動しない」 (family T6)
                # (held by a text: rulechanges.py; 「…「PS装甲」の効果では移動しない」: setgroups.py, family C3)
                emit(s, "move", f"{name(s, iid)}はPS装甲で手札へ", f"{s.defs[iid].name_en} returns to hand (PS armor)",
                     (iid,))
                move(s, iid, HAND)
            continue
        if g[2] != "ps_held":  # 「次のターン開始時まで」: the hold ends now (family C3)
            keep.append(g)
    s.grants = keep
