"""The effect interpreter: one small function per verb of the effect language (P52-P57, P72-P77).

An effect runs step by step from frames kept in the state, so it can stop to ask a player
(選んで, search, may) and carry on exactly where it was after the answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from . import cardg8cause as _cardg8cause  # family G8
from . import rollz9 as _rollz9  # family Z9
from .areamodes import AREA_KEY, in_area, trigger_area
from .battleb4 import PSYCOMMU_INDEX, moves_banned, record_gain_mod
from .battleb8 import area_banned
from .battlestates import record_damage
from .cards import CardDef
from .cardv4rules import names_cause
from .coins import add_coins, coin_count, coin_name, remove_coins
from .junkz4 import heard_in_junkyard, queue_from_junkyards
from .overrides import play_unnegatable, redirect, safe_from, send, unmoved
from .places import TUPLE_NEW, draw, emit, home_damage, move, name, set_onto, set_rolled, shuffle_home
from .rerolltrig import recovered, reroll
from .rulechanges import refuses_character, reroll_locked
from .state import (
    BATTLE,
    CUT,
    DEPLOY,
    DISCARD,
    FIELD_ZONES,
    GZONE,
    HAND,
    HANGAR,
    HOME,
    JUNK,
    REMOVED,
    SET,
    CutEntry,
    Resolving,
    State,
)
from .stats import (
    ability_by_index,
    field_triggered_abilities,
    game_cards,
    has_status,
    host_of,
    is_unit,
    squad_index,
    stats,
    triggered_abilities,
)
from .stats import children as children_of
from .targets import candidates, count_in_force, matches, side_of, value
from .targetsz4 import one_place_pool


class NeedChoice(Exception):
    """Raised by a step that must ask a player; the step reruns with the answer."""

    def __init__(self, ask: dict[str, Any]) -> None:
        super().__init__(ask.get("kind", "choice"))
        self.ask = ask


class StepFailed(Exception):
    """A step that cannot apply; ends an all-or-nothing (その場合) effect (P77)."""


Step = dict[str, Any]
Verb = Callable[[State, Resolving, Step], "list[Step] | None"]
VERB_FUNCS: Final[dict[str, Verb]] = {}


def verb(name_: str) -> Callable[[Verb], Verb]:
    def deco(f: Verb) -> Verb:
        VERB_FUNCS[name_] = f
        return f
    return deco


# ---- helpers --------------------------------------------------------------------------------------

def seat_of(ctx: Resolving) -> int:
    return ctx.entry.seat


def source_of(ctx: Resolving) -> int:
    return ctx.entry.source


def side_seat(ctx: Resolving, side: str) -> int:
    return seat_of(ctx) if side in ("own", "any") else 1 - seat_of(ctx)


def val(s: State, ctx: Resolving, v: Any) -> int:
    return value(s, v, source_of(ctx), seat_of(ctx), ctx.bound, ctx.entry.x)


def choose(s: State, ctx: Resolving, seat: int, options: list[int], lo: int, hi: int, kind: str,
           prompt: tuple[str, str], private: bool = False) -> list[int]:
    """Pick between lo and hi of `options`, one answer at a time; forced picks are not asked."""
    picked: list[int] = []
    answers = ctx.answers
    pos = 0
    hi = min(hi, len(options))
    lo = min(lo, hi)
    while len(picked) < hi:
        remaining = [o for o in options if o not in picked]
        if not remaining:
            break
        if len(picked) >= lo and lo == hi:
            break
        if lo == hi and len(remaining) <= hi - len(picked):
            picked.extend(remaining[: hi - len(picked)])
            break
        if pos < len(answers):
            a = answers[pos]
            pos += 1
            if a.startswith("opt") or a in ("yes", "no"):
                continue  # an answer to another question of the same step (ask_option/ask_yes_no, take_top.pile_zone)
            if a == "done":
                if len(picked) >= lo:
                    break
                continue
            if not a.isdigit():  # another question's answer in the same step (opt0 of ask_option, yes/no)
                continue
            picked.append(int(a))
            continue
        raise NeedChoice({"seat": seat, "kind": kind, "options": remaining, "can_stop": len(picked) >= lo,
                          "prompt": list(prompt), "private": private})
    return picked


def ask_yes_no(s: State, ctx: Resolving, seat: int, prompt: tuple[str, str]) -> bool:
    for a in ctx.answers:
        if a in ("yes", "no"):
            return a == "yes"
    raise NeedChoice({"seat": seat, "kind": "yesno", "options": ["yes", "no"], "prompt": list(prompt)})


def ask_option(s: State, ctx: Resolving, seat: int, n: int, labels: list[dict[str, str]],
               prompt: tuple[str, str]) -> int:
    for a in ctx.answers:
        if a.startswith("opt"):
            return int(a[3:])
    raise NeedChoice({"seat": seat, "kind": "option", "options": [f"opt{i}" for i in range(n)],
                      "labels": labels, "prompt": list(prompt)})



def resolve_target(s: State, ctx: Resolving, spec: Any, prompt: tuple[str, str] = ("対象を選ぶ", "Choose")
                   ) -> list[int]:
    """Cards a step acts on: a bound target name, self, or a selector chosen now (選んで)."""
    if spec == "self":
        src = source_of(ctx)
        if s.zone[src] == CUT and ctx.entry.kind == "card":  # a command resolving: 「このカード」 is itself
            return [src]
        if s.zone[src] == JUNK and heard_in_junkyard(s, ctx.entry):  # the card a junkyard text speaks of (Z4)
            return [src]
        return [src] if s.zone[src] in FIELD_ZONES else []
    if isinstance(spec, str):
        return [i for i in ctx.bound.get(spec, ()) if _still_there(s, i)]
    if AREA_KEY in spec:  # 「戦闘エリア1つにいる…」: the area the play declared (areamodes.py, family K4)
        mode = ctx.entry.mode if ctx.entry.mode >= 0 else trigger_area(s, ctx, spec, seat_of(ctx), source_of(ctx),
                                                                       ask_option)
        spec = in_area(spec, mode)
    lo, hi, every = count_in_force(s, spec, seat_of(ctx), source_of(ctx))  # 「…に変更できる」
    # 「このカードを廃棄する。その場合、このセットグループの…」: the selector reads the group the effect began in
    # (bound "_group_of", targets._group_host; R-65)
    cands = candidates(s, spec, seat_of(ctx), source_of(ctx), ctx.bound, ctx.entry.x)
    if every:
        return cands
    if spec.get("one_place"):  # 「ジャンクヤード1つにある…」: the cards of one junkyard (family Z4, targetsz4.py)
        cands = one_place_pool(s, ctx, cands, lo)
    if spec.get("count") == "X":
        lo = hi = ctx.entry.x
    private = spec.get("zone") in ("hand", "home", "discard")
    return choose(s, ctx, seat_of(ctx), cands, lo, hi, "pick", prompt, private=private)


def _still_there(s: State, iid: int) -> bool:
    return iid >= 0


def deal_damage(s: State, iid: int, n: int, seat: int, source: int = -1) -> None:
    if s.grants:  # 「…が受ける全てのダメージは、このターン、対象の代わりに…に与えられる」 (damageto.py)
        from .damageto import damage_taker

        iid = damage_taker(s, iid)
    if n <= 0 or not is_unit(s, iid) or s.zone[host_of(s, iid)] not in (DEPLOY, BATTLE):
        return
    if safe_from(s, iid, "damage", seat, source):
        return  # 敵軍効果ではダメージを受けない… (overrides.py); seat -1 is battle damage
    if seat >= 0:  # normal damage: lowered by 減殺 texts (reductions.py)
        from .reductions import normal_damage_cut

        n -= normal_damage_cut(s, iid)
        if n <= 0:
            return
    n -= _cardg8cause.all_damage_cut(s, iid)  # 「…が受ける全てのダメージは、N減殺される」 (family G8, R-495)
    if n <= 0:
        return
    s.damage[iid] += n
    s.version += 1
    record_damage(s, iid, "normal")  # 「通常ダメージを受けている」 (battlestates.py, family B3)
    if game_cards(s).asks_cause:  # 「自軍効果以外でダメージを受けた」 (cardg8cause.py, family G8)
        _cardg8cause.hit(s, iid, seat)
    emit(s, "damage", f"{name(s, iid)}に{n}ダメージ", f"{n} damage to {name(s, iid, 'en')}", (iid,))
    queue_trigger(s, "damaged", iid)


def destroy(s: State, iid: int, by_rule: bool = False, seat: int | None = None, source: int = -1) -> bool:
    """Destroy a field card (P39, P72); its 廃棄 effect waits for the next cut."""
    if s.zone[iid] not in FIELD_ZONES or s.destroyed[iid]:
        return False
    if s.zone[iid] == SET:
        iid = iid  # a set card is destroyed alone (P66)
    if not by_rule and has_status(s, iid, "indestructible"):
        return False
    if seat is not None and safe_from(s, iid, "destroy", seat, source):
        return False  # 敵軍効果では破壊されない… (overrides.py)
    s.destroyed[iid] = True
    s.version += 1
    s.destroyed_queue.append(iid)
    children = [c for c in children_of(s, iid) if not s.destroyed[c]]
    if game_cards(s).asks_cause:  # 「自軍効果以外で破壊された」 (cardg8cause.py, family G8)
        why = seat if seat is not None else _cardg8cause.last_hit(s, iid)  # by the rules: the damage's cause
        for c in (iid, *children):
            _cardg8cause.destroyed(s, c, why)
    for c in children:
        s.destroyed[c] = True  # set cards are destroyed with their host (P66)
    emit(s, "destroy", f"{name(s, iid)}は破壊された", f"{name(s, iid, 'en')} was destroyed", (iid,))
    queue_trigger(s, "destroyed", iid)
    for c in children:
        queue_trigger(s, "destroyed", c)
    return True


LEAVING_EVENTS: Final = ("to_junkyard", "leaves_field", "destroyed", "resolved", "refit_out", "destroyed_out")  # heard off the field too
_WATCHERS: Final = {"enters_field": ("own_unit_enters", "enemy_unit_enters"),
             "destroyed": ("own_unit_destroyed", "enemy_unit_destroyed"),
             "sortie": ("own_unit_sorties", "enemy_unit_sorties")}  # 「敵軍ユニットが出撃した場合」 (family V)
_WATCHED_OF: Final = {"enters_field": "card_enters", "played": "card_played", "gains": "card_gains",
               "refit_in": "card_refit_in", "returned": "card_returned",
               "character_set": "card_character_set",  # texts naming the card with `of` (character_set: family C3)
               "destroyed": "card_destroyed",  # family C3
               "becomes_engaged": "card_becomes_engaged", "defence_sortie": "card_defence_sortie",  # family B3
               "attack_sortie": "card_attack_sortie", "deals_battle_damage": "card_squad_dealt",
               "sortie": "card_sortie",  # family B4
               "moved_to_battle": "card_moved_to_battle",  # family O8 (places.move)
               "damaged": "card_damaged",  # family B9
               }


def queue_trigger(s: State, event: str, iid: int, seat: int | None = None) -> None:
    """Collect 起動 abilities listening to an event about `iid` (P68-P69).

    A card that has just left the field still hears its own leaving (its printed texts do).
    """
    if iid >= 0 and s.zone[iid] in FIELD_ZONES:
        for a in triggered_abilities(s, iid):
            if a.on == event or event in a.also_on:
                _add_trigger(s, iid, a.index, a.every)
    elif iid >= 0 and event in LEAVING_EVENTS:
        for a in s.defs[iid].triggered:
            if a.on == event or event in a.also_on:
                _add_trigger(s, iid, a.index, a.every, owner_seat=s.owner[iid])
    ev = _WATCHERS.get(event)
    if ev is not None and iid >= 0 and is_unit(s, iid):
        who = side_of(s, iid)
        for other, a in field_triggered_abilities(s):
            if other != iid and a.on in ev:
                mine = side_of(s, other) == who
                if (a.on == ev[0]) == mine:
                    _add_trigger(s, other, a.index, a.every)
    watched = _WATCHED_OF.get(event)
    if watched is not None and iid >= 0 and game_cards(s).junk_heard:  # heard from a junkyard (family Z4, junkz4.py)
        queue_from_junkyards(s, watched, iid)
    if watched is not None and iid >= 0:
        for other, a in field_triggered_abilities(s):
            if (a.on == watched or watched in a.also_on) and a.of is not None \
                    and matches(s, a.of, iid, side_of(s, other), other):  # also_on: 「…が、場に出た、または…」 (B5)
                _add_trigger(s, other, a.index, a.every, cause=iid)  # 「そのユニット」: the card heard (V4)
    if s.order_queue and iid >= 0 and event in _cardb8wait.WAKE_EVENTS:  # 「このターン、…場合、…」 (family B8, R-470)
        _cardb8wait.wake(s, event, iid)
    if event in ("played", "refit_in") and iid >= 0:  # 「…がプレイまたは「改装」の効果で場に出る毎に」 (family V)
        for other, a in field_triggered_abilities(s):
            if a.on == "card_played_or_refit" and a.of is not None and matches(s, a.of, iid, side_of(s, other), other):
                _add_trigger(s, other, a.index, a.every, cause=iid)


def queue_global(s: State, event: str, seat: int) -> None:
    """Events about a player rather than a card: turn start/end, step start, draws, commands."""
    own = "own_" + event
    enemy = "enemy_" + event
    step = event.split(":")[1] if event.startswith("step_start:") else None
    for iid, a in field_triggered_abilities(s):
        on = a.on
        if on is None:
            continue
        who = side_of(s, iid)
        if on == event or (on == own and who == seat) or (on == enemy and who != seat) or (
                step is not None and on == "step_start" and a.on_when == step) or (
                step is not None and on in ("own_step_start", "enemy_step_start") and a.on_when == step
                and (who == seat) == (on == "own_step_start")):  # one side's step (family V)
            _add_trigger(s, iid, a.index, a.every)
    if game_cards(s).junk_heard:  # 「自軍ターン終了時に、このカードが自軍ジャンクヤードにある場合」 (cardo5junk.py, family O5)
        _cardo5junk.queue_global_from_junkyards(s, event, seat)


def _add_trigger(s: State, iid: int, index: int, every: bool, owner_seat: int | None = None,
                 cause: int = -1) -> None:
    key = (iid, index)
    if not every:
        if (s.stamp[iid], iid, index) in {(t[3], t[0], t[1]) for t in s.triggers}:
            return
        if key in s.fired:
            return
        s.fired.add(key)
    who = side_of(s, iid) if owner_seat is None else owner_seat
    ab = s.defs[iid].abilities[index] if 0 <= index < len(s.defs[iid].abilities) else None
    if ab is not None and ab.limit is not None:  # 「…1ターンに1回しか起動しない」 (limits.py)
        from .limits import reached, record

        seat_ = who if who >= 0 else s.owner[iid]
        if reached(s, seat_, iid, ab):
            return
        if ab.limit.get("verb") != "apply":  # 「…1度しか適用できない」: counted as it applies (cut.start_trigger)
            record(s, seat_, iid, ab)
    if cause >= 0 and ab is not None and names_cause(ab):  # 「そのユニットの上に…」: the card heard goes with it (V4)
        s.triggers.append((iid, index, who if who >= 0 else s.owner[iid], s.stamp[iid], cause))
        return
    s.triggers.append((iid, index, who if who >= 0 else s.owner[iid], s.stamp[iid]))


def new_entry(s: State, kind: str, seat: int, source: int, ability: int = -1, x: int = 0,
              targets: tuple[tuple[str, tuple[tuple[int, int], ...]], ...] = (), mode: int = -1,
              onto: int = -1) -> CutEntry:
    uid = s.next_uid
    s.next_uid += 1
    return TUPLE_NEW(CutEntry, (uid, kind, seat, source, ability, targets, x, mode, onto,
                                 s.stamp[source] if source >= 0 else 0, False))


# ---- running an effect ----------------------------------------------------------------------------

def start_effect(s: State, entry: CutEntry, steps: tuple[Step, ...], bound: dict[str, tuple[int, ...]],
                 origin: str) -> Resolving:
    if entry.source >= 0 and s.zone[entry.source] == SET:  # its set group as it resolves starts
        bound = {**bound, "_group_of": (host_of(s, entry.source),)}
    ctx = Resolving(entry, [(steps, 0)], bound, [], None, origin)
    s.resolving = ctx
    return ctx


def run(s: State) -> bool:
    """Run the resolving effect until it ends (True) or asks a player (False)."""
    ctx = s.resolving
    assert ctx is not None
    while ctx.frames:
        steps, i = ctx.frames[-1]
        if i >= len(steps):
            ctx.frames.pop()
            continue
        step = steps[i]
        try:
            sub = VERB_FUNCS[step["do"]](s, ctx, step)
        except NeedChoice as need:
            ctx.ask = need.ask
            return False
        except StepFailed:
            sub = None
            if _all_or_nothing(s, ctx):
                ctx.frames = []  # その場合: nothing more of the effect applies (P77)
                ctx.answers = []
                ctx.ask = None
                continue
        ctx.frames[-1] = (steps, i + 1)
        ctx.answers = []
        ctx.ask = None
        if sub:
            ctx.frames.append((tuple(sub), 0))
        from .rules import check_destruction

        check_destruction(s)
    s.resolving = None
    s.looked = {}  # what an effect let a player look at goes back out of sight with it (P52)
    s.revealed = []
    return True


def _all_or_nothing(s: State, ctx: Resolving) -> bool:
    e = ctx.entry
    if e.kind == "card":
        ab = s.defs[e.source].play_ability
    elif e.ability >= 0:
        ab = ability_by_index(s, e.source, e.ability)
    else:
        ab = None
    return bool(ab is not None and ab.all_or_nothing)


def precheck(s: State, ctx: Resolving, steps: tuple[Step, ...]) -> bool:
    """その場合 (P77): every part must be able to apply, or none does."""
    return parts_possible(s, seat_of(ctx), source_of(ctx), steps, ctx.bound, ctx.entry.x)


def parts_possible(s: State, seat: int, source: int, steps: tuple[Step, ...],
                   bound: dict[str, tuple[int, ...]] | None, x: int, hand_spent: int = 0) -> bool:
    """Can every step of an all-or-nothing effect apply in full (P77 その場合)?

    On resolution `bound` holds the targets; on play (P55 空撃ち禁止) it is None and only what the
    player can see is read: roll states, coins and the number of cards in a hand (`hand_spent`
    cards of the player's hand are on their way out: the card itself and cards paid as cost).
    """
    host = host_of(s, source)
    if bound is not None and not _ifs_hold(s, seat, source, steps):
        return False  # 「このカードは、…場合、A。その場合、B」: A not done, B does not follow (family V8)
    for st in steps:
        v = st["do"]
        if v == "together" and not parts_possible(s, seat, source, tuple(st["steps"]), bound, x, hand_spent):
            return False  # 「このカードと、敵軍ユニット1枚に…」: each part (family K3, ruling R-180)
        if v == "cardr5_watch" and not parts_possible(s, seat, source, tuple(st["steps"][:-1]), bound, x, hand_spent):
            return False  # 「X。その場合、Y。この効果で…場合、Z」: the steps it watches (family R5, cardr5steps.py)
        if v == "roll" and st.get("target") == "self" and s.rolled[host]:
            return False
        if v == "reroll" and st.get("target") == "self" and not s.rolled[host]:
            return False
        if v == "discard_hand":
            who = seat if st["side"] in ("own", "any") else 1 - seat
            have = len(s.place(who, HAND)) - (hand_spent if who == seat else 0)
            if have < max(value(s, st["count"], source, seat, bound, x), 1):
                return False
        if v == "cardr6_random_hangar" and not s.place(seat if st["side"] == "own" else 1 - seat, HAND):
            return False  # 「敵軍手札1枚を、無作為に敵軍ハンガーに移す。その場合、…」: an empty hand (family R6, R-362)
        if v == "remove_coin" and st["target"] == "self":
            need = st.get("count", 1) if isinstance(st.get("count", 1), int) else 1
            if coin_count(s, source) < need:
                return False
        if bound is None:
            continue
        named = isinstance(st.get("target"), str) and st["target"] != "self"
        if v in ("damage", "destroy", "roll", "reroll", "bounce", "move", "modify", "squad_power", "remove",
                 "discard", "pierce", "to_battle", "set_squad_power") and named and not bound.get(st["target"]):
            return False
        if v in ("roll", "reroll") and named and all(s.rolled[host_of(s, c)] == (v == "roll")
                                                     for c in bound.get(st["target"], ())):
            return False  # rolling a rolled card (rerolling a rerolled one) cannot apply (P77)
        if v == "_refit" and not bound.get(st["with"]):
            return False
        if v == "remove_coin":
            cards = [source] if st["target"] == "self" else list(bound.get(st["target"], ()))
            need = st.get("count", 1) if isinstance(st.get("count", 1), int) else 1
            if not cards or any(coin_count(s, c) < need for c in cards):
                return False
    return True


def _ifs_hold(s: State, seat: int, source: int, steps: tuple[Step, ...]) -> bool:
    """Does the condition of every 「…場合、A」 step followed by another part hold (P77: a part that does nothing has not
    been done)? An `if` with an else, or said last, always applies."""
    real = [st for st in steps if st["do"][:1] != "_"]  # (not the _all_or_nothing mark)
    for st in real[:-1]:
        if st["do"] == "if" and "else" not in st and st.get("wording") is None:
            from .conditions import holds

            if not holds(s, st["condition"], source, seat):
                return False
    return True


@verb("_all_or_nothing")
def _check_all(s: State, ctx: Resolving, st: Step) -> None:
    """A triggered その場合 text checks every part once its targets are chosen (P77)."""
    if not precheck(s, ctx, tuple(st["steps"])):
        raise StepFailed()


# ---- verbs ----------------------------------------------------------------------------------------

@verb("damage")
def _damage(s: State, ctx: Resolving, st: Step) -> None:
    n = val(s, ctx, st["amount"])
    if "split" in st:  # 「…ダメージを振り分けて与える」 (battleb4.py, family B4)
        _battleb4steps.split_damage(s, ctx, resolve_target(s, ctx, st["target"]), n)
        return
    targets = resolve_target(s, ctx, st["target"])
    if ctx.entry.ability >= PSYCOMMU_INDEX and _battleb4steps.psycommu_damage(s, ctx, targets, n):
        return  # a サイコミュ text's damage, recorded as such (「「サイコミュ」の効果でダメージを受けている」, family B4)
    for iid in targets:
        deal_damage(s, iid, n, seat_of(ctx), source_of(ctx))


@verb("pierce")
def _pierce(s: State, ctx: Resolving, st: Step) -> None:
    from .battle import assign_to_squad

    n = val(s, ctx, st["amount"])
    for iid in resolve_target(s, ctx, st["target"])[:1]:
        q = squad_index(s, iid)
        if q >= 0:
            assign_to_squad(s, q, n, apply_now=True)


@verb("destroy")
def _destroy(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"]):
        destroy(s, iid, seat=seat_of(ctx), source=source_of(ctx))


@verb("discard")
def _discard(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"]):
        if s.zone[iid] in FIELD_ZONES and not unmoved(s, iid, seat_of(ctx), source_of(ctx)):
            emit(s, "discard", f"{name(s, iid)}を廃棄", f"{name(s, iid, 'en')} discarded", (iid,))
            move(s, iid, JUNK)
            queue_trigger(s, "to_junkyard", iid)  # 場から廃棄された場合, not only after a destruction


@verb("discard_hand")
def _discard_hand(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    n = val(s, ctx, st["count"])
    hand = list(s.place(who, HAND))
    if st.get("random"):
        picked: list[int] = []
        for _ in range(min(n, len(hand))):
            c = hand.pop(s.rng.below(len(hand)))
            picked.append(c)
    else:
        chooser = side_seat(ctx, str(st.get("chooser", st["side"])))
        picked = choose(s, ctx, chooser, hand, min(n, len(hand)), min(n, len(hand)), "pick",
                        ("廃棄する手札を選ぶ", "Choose cards to discard"), private=chooser == who)
    for c in picked:
        move(s, c, JUNK)
        emit(s, "discard", f"手札の{name(s, c)}を廃棄", f"{name(s, c, 'en')} discarded from hand", (c,), who)


_DEST: Final = {"hand": HAND, "hangar": HANGAR, "home_top": HOME, "home_bottom": HOME, "discard": DISCARD,
         "junkyard": JUNK, "removed": REMOVED, "deploy": DEPLOY, "gzone": GZONE,
         "discard_bottom": DISCARD}  # 「持ち主の捨て山の下に移す」 (family S2)


def move_to(s: State, iid: int, dest: str, seat: int) -> None:
    z = _DEST[dest]
    if z == DEPLOY and s.defs[iid].p78_remove and s.zone[iid] not in FIELD_ZONES:
        return  # ruling R-42: a classic card enters the field only by its play, paying P78's cost
    if z == DEPLOY:
        move(s, host_of(s, iid) if s.zone[iid] == SET else iid, DEPLOY, seat, rolled=False, controller=seat)
        queue_trigger(s, "enters_field", iid)
        return
    if z == GZONE:
        make_g(s, iid, seat)
        return
    move(s, iid, z, seat, top=dest not in ("home_bottom", "discard_bottom"))
    emit(s, "move", f"{name(s, iid)} → {dest}", f"{name(s, iid, 'en')} → {dest}", (iid,))


@verb("move")
def _move(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"]):
        if unmoved(s, iid, seat_of(ctx), source_of(ctx)):
            continue  # 「敵軍効果では移動しない」 (family O5, R-310)
        mine = st["to"] in ("deploy", "gzone", "hangar") and not st.get("owner_side")  # 持ち主の…: the owner's
        move_to(s, iid, st["to"], seat_of(ctx) if mine else s.owner[iid])


@verb("remove")
def _remove(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"]):
        if not unmoved(s, iid, seat_of(ctx), source_of(ctx)):
            move_to(s, iid, "removed", s.owner[iid])


@verb("bounce")
def _bounce(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"]):
        if not unmoved(s, iid, seat_of(ctx), source_of(ctx)):
            move_to(s, iid, "hand", s.owner[iid])


@verb("to_hangar")
def _to_hangar(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"]):
        if unmoved(s, iid, seat_of(ctx), source_of(ctx)):
            continue  # 「敵軍効果では移動しない」 (family O5, R-310)
        who = side_seat(ctx, st.get("side", "own")) if "side" in st else (
            s.ctrl[iid] if s.ctrl[iid] >= 0 else seat_of(ctx))
        move_to(s, iid, "hangar", who)


@verb("roll")
def _roll(s: State, ctx: Resolving, st: Step) -> None:
    from .stats import has_status

    for iid in resolve_target(s, ctx, st["target"]):
        if ctx.entry.kind != "cost" and has_status(s, iid, "cannot_roll"):
            continue
        if ctx.entry.kind != "cost" and safe_from(s, iid, "roll", seat_of(ctx), source_of(ctx)):
            continue  # 「敵軍効果ではロールしない」 (family Z4, R-243)
        if s.rolled[iid] and st.get("target") == "self":
            raise StepFailed()
        before = _rollz9.group_rolled(s, iid) if game_cards(s).hears_by_effect and ctx.entry.kind != "cost" else None
        set_rolled(s, iid, True)
        if before is not None:  # 「このカードは、敵軍効果でロールした場合」 (family Z9, rollz9.py, R-560)
            _rollz9.heard(s, before, seat_of(ctx), queue_trigger)
        emit(s, "roll", f"{name(s, iid)}をロール", f"rolled {name(s, iid, 'en')}", (iid,))


@verb("reroll")
def _reroll(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"]):
        if reroll_locked(s, iid, source_of(ctx)):
            continue  # 「…このカードの効果以外ではリロールできない」 (rulechanges.py)
        before = _rollz9.group_rolled(s, iid) if game_cards(s).hears_by_effect and ctx.entry.kind != "cost" else None
        reroll(s, iid)  # set_rolled, and 「このカードがリロールした場合」 heard (rerolltrig.py, family V3)
        if before is not None:  # 「このカードは、自軍効果でリロールした場合」 (family Z9, rollz9.py, R-560)
            _rollz9.heard(s, before, seat_of(ctx), queue_trigger)
        emit(s, "reroll", f"{name(s, iid)}をリロール", f"rerolled {name(s, iid, 'en')}", (iid,))


def _stats_of(s: State, ctx: Resolving, raw: list[Any]) -> tuple[int, int, int]:
    """±stats; an entry may be X or a value (「+X」 with 「Xの値は…とする」, issue 14)."""
    a, b, c = (v if isinstance(v, int) else val(s, ctx, v) for v in raw)
    return a, b, c


@verb("modify")
def _modify(s: State, ctx: Resolving, st: Step) -> None:
    raw = st["stats"]
    inst = st.get("instead")  # 「この効果の戦闘修正部分は、…場合、…に変更される」 (family S2): read as it resolves
    if inst is not None:
        from .conditions import holds

        if holds(s, inst["if"], source_of(ctx), seat_of(ctx)):
            raw = inst["stats"]
    a, b, c = _stats_of(s, ctx, raw)
    until = st.get("until", "turn_end")
    spec = st["target"]
    if until == "this_turn" and isinstance(spec, dict) and spec.get("count") == "all":
        s.floating.append((spec, seat_of(ctx), source_of(ctx), "modify", (a, b, c), "turn_end"))
        s.version += 1
        return
    for iid in resolve_target(s, ctx, spec):
        s.mods.append((iid, s.stamp[iid], a, b, c, until))
        emit(s, "modify", f"{name(s, iid)} {a:+d}/{b:+d}/{c:+d}", f"{name(s, iid, 'en')} {a:+d}/{b:+d}/{c:+d}",
             (iid,))
    s.version += 1


@verb("squad_power")
def _squad_power(s: State, ctx: Resolving, st: Step) -> None:
    n = val(s, ctx, st["amount"]) if not isinstance(st["amount"], int) else st["amount"]
    for iid in resolve_target(s, ctx, st["target"])[:1]:
        q = squad_index(s, iid)
        if q >= 0:
            s.squad_mods[q] += n
            emit(s, "squad_power", f"部隊戦闘力 {n:+d}", f"squad power {n:+d}", (iid,))


@verb("set_squad_power")
def _set_squad_power(s: State, ctx: Resolving, st: Step) -> None:
    """"この部隊の部隊戦闘力はNになる": the power is N from now until the squad dissolves (P35)."""
    n = val(s, ctx, st["amount"])
    for iid in resolve_target(s, ctx, st["target"])[:1]:
        q = squad_index(s, iid)
        if q >= 0:
            s.squad_set[q] = n
            s.squad_mods[q] = 0  # earlier changes are replaced; later ones add to N
            s.version += 1
            emit(s, "squad_power", f"部隊戦闘力は{n}になった", f"squad power becomes {n}", (iid,))


def movable_units(s: State, ctx: Resolving, target: Any) -> list[tuple[int, int, int]]:
    """The units a step moves into a battle area: (unit, its controller, the area it is in now or -1),
    for each named card's unit that is on the field, alive and controlled (P70)."""
    out = []
    for iid in resolve_target(s, ctx, target):
        h = host_of(s, iid)
        seat = s.ctrl[h]
        if seat < 0 or not is_unit(s, h) or s.zone[h] not in (DEPLOY, BATTLE) or s.destroyed[h]:
            continue
        if s.grants and moves_banned(s, seat):  # 「…戦闘エリアに移動させる事ができない」 (family B4, R-234)
            continue
        if unmoved(s, h, seat_of(ctx), source_of(ctx)):  # 「敵軍効果では移動しない」 (family O5, R-310)
            continue
        out.append((h, seat, squad_index(s, h) // 2 if s.zone[h] == BATTLE else -1))
    return out


@verb("to_battle")
def _to_battle(s: State, ctx: Resolving, st: Step) -> None:
    """A unit moved into a battle area by an effect joins the back of its controller's squad
    there (P70 部隊への編入); entering an area where its side had no squad, the squad is formed and
    engagement checked at once (P70's exception)."""
    from .battle import both_sides_in, live_units

    for h, seat, now in movable_units(s, ctx, st["target"]):
        want = st["area"]
        area = (1 - now if now >= 0 else -1) if want == "other" else ("space", "earth").index(want)
        if area < 0 or area == now or (s.grants and area_banned(s, h, seat, area, False)):  # (family B8, R-473)
            continue
        qi = area * 2 + seat
        alone = not [u for u in live_units(s.squads[qi]) if s.zone[u] == BATTLE]
        move(s, h, BATTLE, seat, controller=seat)
        if alone:
            s.squads[qi] = [h]
            s.engaged[area] = both_sides_in(s, area)
        else:
            s.squads[qi].append(h)
        s.version += 1
        emit(s, "move", f"{name(s, h)}は{('宇宙', '地球')[area]}エリアへ移動",
             f"{name(s, h, 'en')} moves to the {('space', 'earth')[area]} area", (h,))


@verb("draw")
def _draw(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    draw(s, who, val(s, ctx, st["count"]))


@verb("look")
def _look(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    n = val(s, ctx, st["count"])
    top = s.place(who, HOME)[-n:][::-1]
    s.looked[seat_of(ctx)] = top
    names_ja = "、".join(name(s, c) for c in top)
    names_en = ", ".join(name(s, c, "en") for c in top)
    emit(s, "look", f"本国の上{len(top)}枚を見た: {names_ja}", f"looked at the top {len(top)}: {names_en}",
         tuple(top), seat_of(ctx), private_to=seat_of(ctx),
         public=(f"本国の上{len(top)}枚を見た", f"looked at the top {len(top)} cards of a home"))


@verb("reveal")
def _reveal(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    n = val(s, ctx, st["count"])
    top = s.place(who, HOME)[-n:][::-1]
    s.revealed = top
    emit(s, "reveal", "公開: " + "、".join(name(s, c) for c in top),
         "revealed: " + ", ".join(name(s, c, "en") for c in top), tuple(top))


@verb("search")
def _search(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    if st["side"] == "any":  # 「捨て山1つの上のカード」 (family S2): whose discard pile, the player says
        from .take_top import ask_nth

        who = (seat_of(ctx), 1 - seat_of(ctx))[ask_nth(ctx, seat_of(ctx), 0, [
            {"ja": "自軍捨て山", "en": "Own discard pile"}, {"ja": "敵軍捨て山", "en": "Enemy discard pile"}],
            ("どちらの捨て山か", "Whose discard pile"))]
    from .take_top import pile_zone

    named = pile_zone(s, ctx, st["zone"])  # 「自軍本国または自軍捨て山の上の…」: the pile the player picks
    zone = {"home": HOME, "junkyard": JUNK, "discard": DISCARD, "hand": HAND, "hangar": HANGAR}[named]
    pile = s.place(who, zone)
    flt = dict(st["filter"])
    flt["zone"] = named
    flt.setdefault("side", "any")
    from .targets import matches

    top = st.get("top")
    if top is not None:  # 「上のカードN枚を見て、その中にある…」: only the top N are looked at
        n = val(s, ctx, top["upto"]) if isinstance(top, dict) and "upto" in top else val(s, ctx, top)  # (1～X: K9)
        pile = pile[-n:] if n > 0 else []
    fits = [c for c in reversed(pile) if matches(s, flt, c, seat_of(ctx), source_of(ctx), by_effect=False)]
    raw = st.get("count", 1)
    every = bool(st.get("cardr4_all"))  # 「表にして、その中にある…全てのカードを…」: every card that fits (family R4)
    if every:
        lo = hi = len(fits)
    elif isinstance(raw, dict):
        lo, hi = 0, int(raw["upto"])
    else:
        lo = 0  # a search may always find nothing (P61: hidden places)
        hi = val(s, ctx, raw)
    hidden = zone in (HOME, DISCARD) and not every
    picked = choose(s, ctx, seat_of(ctx), fits, lo, hi, "search", ("カードを選ぶ", "Choose cards"),
                    private=hidden)
    dest = st.get("to", "hand")
    if top is not None:  # 「その後、残りを…」: the cards looked at and not taken (named_steps.move_rest)
        ctx.bound["_rest"] = tuple(c for c in pile if c not in picked)
    ctx.bound["_taken"] = tuple(picked)  # 「この効果でカードを抜き出さなかった場合」 (named_steps2.py); 「この効果で出した」
    if dest == "squad":  # 「…このカードの部隊の任意の順番に出す」 (named_steps.py, P70)
        from .named_steps import put_in_squad, squad_slots

        for c, slot in zip(picked, squad_slots(s, ctx, len(picked), st.get("position", "any")), strict=True):
            put_in_squad(s, ctx, c, slot, bool(st.get("rolled")))
        picked = []
    if dest == "home_top" and zone == HOME and top is None:  # 「…を抜き出す…シャッフルし…本国の上に移す」 (S2)
        from .places import detach, put

        for c in picked:
            detach(s, c)  # taken out (抜き出す) while the home is shuffled
        shuffle_home(s, who)
        for c in picked:
            put(s, c, HOME, who, top=True)
            emit(s, "search", f"{name(s, c)}を本国の上に", f"put {name(s, c, 'en')} on top of the home", (c,),
                 seat_of(ctx), private_to=seat_of(ctx), public=("カード1枚を本国の上に置いた", "put a card on top of the home"))
        return
    if dest == "hangar_or_set":  # 「…を自軍ハンガーに移す、またはこのカードにセットできる」 (family S2)
        from .named_steps2 import can_take, set_by_effect

        for c in picked:  # one card (the pick is one): the question comes before anything moves
            onto = can_take(s, c, source_of(ctx)) and ask_option(
                s, ctx, seat_of(ctx), 2, [{"ja": "自軍ハンガーに移す", "en": "To the hangar"},
                                         {"ja": "このカードにセット", "en": "Set on this card"}],
                ("どこに移すか", "Where it goes")) == 1
            emit(s, "reveal", f"{name(s, c)}を公開", f"revealed {name(s, c, 'en')}", (c,))
            if onto:
                set_by_effect(s, c, source_of(ctx))
            else:
                move_to(s, c, "hangar", seat_of(ctx))
        picked = []
    if dest == "set_self":  # 「…をこのカードにセットできる」 (named_steps2.py, family S2)
        from .named_steps2 import can_take, set_by_effect

        for c in picked:
            if can_take(s, c, source_of(ctx)):
                set_by_effect(s, c, source_of(ctx))
        picked = []
    for c in picked:
        mine = dest in ("hangar", "deploy") and not st.get("owner_side")  # 「持ち主の…」: the owner's place
        move_to(s, c, dest, seat_of(ctx) if mine else s.owner[c])
        if dest in ("deploy", "gzone") and st.get("rolled"):  # 「ロール状態で出す」, 「ロール状態で自軍Gにする」
            set_rolled(s, c, True)
        if st.get("reveal") or dest in ("hangar", "deploy", "junkyard", "gzone"):
            emit(s, "reveal", f"{name(s, c)}を公開", f"revealed {name(s, c, 'en')}", (c,))
        elif dest == "discard":  # 「…任意の順番で自軍捨て山の上に移す」 (family R4): face down, seen by its player
            emit(s, "search", f"{name(s, c)}を捨て山の上に", f"put {name(s, c, 'en')} on the discard pile", (c,),
                 seat_of(ctx), private_to=seat_of(ctx), public=("カード1枚を捨て山の上に置いた", "put a card on the discard pile"))
        else:
            emit(s, "search", f"{name(s, c)}を手札に", f"took {name(s, c, 'en')}", (c,), seat_of(ctx),
                 private_to=seat_of(ctx), public=("カードを1枚手札に加えた", "put a card into hand"))
    if zone == HOME and top is None and not st.get("cardr5_unshuffled"):  # (family R5: shuffled by a later step)
        shuffle_home(s, who)
    elif zone == DISCARD and top is None:  # a whole discard pile looked through is shuffled too
        s.rng.shuffle(s.place(who, DISCARD))


@verb("set_card")
def _set_card(s: State, ctx: Resolving, st: Step) -> None:
    cards = resolve_target(s, ctx, st["card"])
    hosts = resolve_target(s, ctx, st["onto"])
    if not cards or not hosts or host_of(s, hosts[0]) in s.chip_specs:
        raise StepFailed()  # P67: nothing can be set on a chip
    if s.defs[cards[0]].type == "character" and refuses_character(s, host_of(s, hosts[0])):
        raise StepFailed()  # 「このカードは、キャラをセットできない」 (rulechanges.py)
    set_onto(s, cards[0], host_of(s, hosts[0]))
    emit(s, "set", f"{name(s, cards[0])}を{name(s, hosts[0])}にセット",
         f"set {name(s, cards[0], 'en')} on {name(s, hosts[0], 'en')}", (cards[0], hosts[0]))


@verb("add_coin")
def _add_coin(s: State, ctx: Resolving, st: Step) -> None:
    cname = coin_name(st.get("stats"), st.get("keyword"), st.get("coin"))
    n = val(s, ctx, st.get("count", 1))
    for iid in resolve_target(s, ctx, st["target"]) if n > 0 else []:  # 「コインX個」 with X = 0: none
        if iid in s.chip_specs:
            continue  # chips carry no coins (P67)
        had = coin_count(s, iid)
        add_coins(s, iid, cname, n)
        emit(s, "coin", f"{name(s, iid)}に{cname}コイン×{n}", f"{n} {cname} coin(s) on {name(s, iid, 'en')}",
             (iid,))
        _coinsteps.coins_reached(s, iid, had)  # 「このカードの上のコインがN個以上になった場合」


@verb("remove_coin")
def _remove_coin(s: State, ctx: Resolving, st: Step) -> None:
    n = val(s, ctx, st.get("count", 1))
    for iid in resolve_target(s, ctx, st["target"]):
        if remove_coins(s, iid, n) < n:
            raise StepFailed()


@verb("player_coin")
def _player_coin(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    cname = st.get("coin", "coin")
    s.pcoins[who][cname] = s.pcoins[who].get(cname, 0) + val(s, ctx, st.get("count", 1))


@verb("chip")
def _chip(s: State, ctx: Resolving, st: Step) -> None:
    from .cards import CardDef as _CD

    who = side_seat(ctx, st["side"])
    for _ in range(val(s, ctx, st.get("count", 1))):
        spec = {"name": st["name"], "stats": [val(s, ctx, v) for v in st["stats"]], "terrain": list(st["terrain"]),
                "keywords": list(st.get("keywords", [])), **({"traits": list(st["traits"])} if st.get("traits") else {})}
        d = chip_def(spec)
        assert isinstance(d, _CD)
        iid = new_instance(s, d, who)
        s.chip_specs[iid] = spec
        move(s, iid, DEPLOY, who, rolled=bool(st.get("rolled", False)), controller=who)
        emit(s, "chip", f"チップ「{d.name_ja}」が場に出た", f"chip {d.name_en} entered the field", (iid,), who)
        queue_trigger(s, "enters_field", iid)


def chip_def(spec: dict[str, Any]) -> CardDef:
    from .schema import parse_keyword

    kws = tuple(parse_keyword(k) for k in spec.get("keywords", []))
    return CardDef(number="CHIP", name_ja=spec["name"]["ja"], name_en=spec["name"]["en"],
                   type=spec.get("type", "unit"),  # "character": a CHARACTER chip (family G6, cardg6steps.py)
                   colours=(), total_cost=0, roll_cost=(), x_cost=False, x_roll=None, gsign_colour=None, gsign_series=None,
                   stats=tuple(spec["stats"]),
                   terrain=frozenset(spec["terrain"]), traits=tuple(spec.get("traits", ())), aliases=(), exclusive=(),
                   keywords=kws,
                   star=False, set_on=None, guard_level=None, gain_level=None, abilities=(), model=None,
                   rarity="", text_ja="", text_en="")


def new_instance(s: State, d: CardDef, seat: int) -> int:
    from .state import GONE

    s.defs = list(s.defs)  # defs may be shared between copies; a chip needs a private list
    return s.add_instance(d, seat, GONE)


@verb("grant_keyword")
def _grant_keyword(s: State, ctx: Resolving, st: Step) -> None:
    _grant(s, ctx, st, "keyword", st["keyword"])


@verb("lose_keyword")
def _lose_keyword(s: State, ctx: Resolving, st: Step) -> None:
    _grant(s, ctx, st, "lose_keyword", st["keyword"])


@verb("lose_text")
def _lose_text(s: State, ctx: Resolving, st: Step) -> None:
    _grant(s, ctx, st, "lose_text", True)


@verb("terrain")
def _terrain(s: State, ctx: Resolving, st: Step) -> None:
    _grant(s, ctx, st, "terrain", tuple(st["add"]))


@verb("status")
def _status(s: State, ctx: Resolving, st: Step) -> None:
    _grant(s, ctx, st, "status", st["status"])


def _grant(s: State, ctx: Resolving, st: Step, kind: str, v: Any) -> None:
    until = st.get("until", "turn_end")
    if until == "next_own_turn_start":  # 「次の自軍ターン開始時まで」: whose turn it waits for (turn._end_turn)
        until = f"own_turn_start:{seat_of(ctx)}"
    spec = st["target"]
    if until == "this_turn" and isinstance(spec, dict) and spec.get("count") == "all":
        s.floating.append((spec, seat_of(ctx), source_of(ctx), kind, v, "turn_end"))
    else:
        found = resolve_target(s, ctx, spec)
        if isinstance(spec, str) and found:  # 「…のセットグループ1つ」: the whole group (setgroups.py, family C3)
            from .setgroups import whole_groups

            found = whole_groups(s, ctx, spec, found)
        for iid in found:
            s.grants.append((iid, s.stamp[iid], kind, v, until))
            emit(s, "grant", f"{name(s, iid)}: {kind} {v}", f"{name(s, iid, 'en')}: {kind} {v}", (iid,))
    s.version += 1


@verb("put_into_play")
def _put_into_play(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"]):
        t = s.defs[iid].type
        if t not in ("unit", "operation", "ace") or s.zone[iid] in FIELD_ZONES or s.defs[iid].p78_remove:
            continue  # ruling R-42: a classic card enters the field only by its play (P78)
        move(s, iid, DEPLOY, seat_of(ctx), rolled=bool(st.get("rolled", False)), controller=seat_of(ctx))
        emit(s, "enter", f"{name(s, iid)}が場に出た", f"{name(s, iid, 'en')} entered the field", (iid,))
        from .rules import enforce_field_limits

        enforce_field_limits(s, iid)
        queue_trigger(s, "enters_field", iid)


@verb("negate")
def _negate(s: State, ctx: Resolving, st: Step) -> None:
    spec = st["target"]
    candidates_ = [e for e in s.cut if e.uid != ctx.entry.uid and not e.negated and e.kind in ("card", "text")]
    if spec == "below_self":
        idx = next((i for i, e in enumerate(s.cut) if e.uid == ctx.entry.uid), len(s.cut))
        candidates_ = [e for e in s.cut[:idx] if not e.negated and e.kind in ("card", "text")][-1:]
    elif spec == "top":
        candidates_ = candidates_[-1:]
    elif isinstance(spec, dict):
        if "side" in spec:
            want = seat_of(ctx) if spec["side"] == "own" else 1 - seat_of(ctx)
            candidates_ = [e for e in candidates_ if e.seat == want]
        if "kind" in spec:
            kinds = {"command": "card", "text": "text", "card": "card"}
            candidates_ = [e for e in candidates_ if e.kind == kinds.get(spec["kind"], spec["kind"])
                           and (spec["kind"] != "command" or s.defs[e.source].type == "command")]
        candidates_ = candidates_[-1:]
    for e in candidates_:
        ab = _entry_ability(s, e)
        if ab is not None and ab.protected == "bracket" and not s.is_g[e.source]:
            continue  # 【 】 texts cannot be negated (P76)
        if play_unnegatable(s, e, seat_of(ctx), source_of(ctx)):
            continue  # 「このカードのプレイは…では無効にならない」 (overrides.py)
        i = s.cut.index(e)
        s.cut[i] = _negated(e)
        emit(s, "negate", f"{name(s, e.source)}の効果を無効にした", f"negated {name(s, e.source, 'en')}",
             (e.source,))


def _negated(e: CutEntry) -> CutEntry:
    return e._replace(negated=True)


def _entry_ability(s: State, e: CutEntry) -> Any:
    if e.ability < 0:
        return None
    return ability_by_index(s, e.source, e.ability)


@verb("negate_destruction")
def _negate_destruction(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"]):
        if not s.destroyed[iid]:
            continue
        if is_unit(s, iid) and stats(s, iid)[2] <= 0:
            continue  # P72: while defence is 0 the destruction stands
        s.destroyed[iid] = False
        s.damage[iid] = 0
        s.version += 1
        for c in range(len(s.defs)):
            if s.zone[c] == SET and s.set_to[c] == iid:
                s.destroyed[c] = False
        if iid in s.destroyed_queue:
            s.destroyed_queue.remove(iid)
        emit(s, "save", f"{name(s, iid)}の破壊を無効にした", f"{name(s, iid, 'en')} was saved", (iid,))
        queue_trigger(s, "cardg8_destruction_negated", iid)  # 「このカードの破壊が無効になった場合」 (family G8)


@verb("copy_text")
def _copy_text(s: State, ctx: Resolving, st: Step) -> None:
    froms = resolve_target(s, ctx, st["from"])
    if not froms:
        raise StepFailed()
    src = s.defs[froms[0]]
    for iid in resolve_target(s, ctx, st["target"]):
        for a in src.abilities:
            if a.kind in ("activated", "triggered") and a.protected is None:
                s.grants.append((iid, s.stamp[iid], "copy_text", (src.number, a.index), st.get("until", "turn_end")))
    s.version += 1


@verb("replace")
def _replace(s: State, ctx: Resolving, st: Step) -> None:
    olds = resolve_target(s, ctx, st["target"])
    news = resolve_target(s, ctx, st["with"])
    if not olds or not news or s.zone[olds[0]] not in FIELD_ZONES:
        raise StepFailed()
    old, new = olds[0], news[0]
    came_from = s.zone[new]
    replace_card(s, old, new)
    # 置き換え is an exchange (P77, ruling R-23): the replaced card goes to the place the new one
    # came from, its owner's; from the field, a cut or a chip's nowhere it goes to the junkyard
    dest = came_from if came_from in (HAND, HANGAR, JUNK, REMOVED, HOME, DISCARD) else JUNK
    emit(s, "move", f"{name(s, old)}は置き換えられた", f"{name(s, old, 'en')} was replaced", (old,))
    move(s, old, dest, s.owner[old])


def replace_card(s: State, old: int, new: int) -> None:
    """置き換え (P77 Ver.1.2): the new card takes the old one's place, state, set cards and coins."""
    seat = s.ctrl[old]
    zone = s.zone[old]
    from .places import detach

    detach(s, new)
    s.set_zone(new, zone)
    s.zseat[new] = s.zseat[old]
    s.ctrl[new] = seat
    s.rolled[new] = s.rolled[old]
    s.damage[new] = s.damage[old]
    s.destroyed[new] = s.destroyed[old]
    s.entered[new] = s.turn
    s.stamp[new] += 1
    if zone == BATTLE:
        for q in s.squads:
            if old in q:
                q[q.index(old)] = new
    elif zone == DEPLOY:
        lst = s.place(s.zseat[old], DEPLOY)
        lst[lst.index(old)] = new
    for c in range(len(s.defs)):
        if s.zone[c] == SET and s.set_to[c] == old:
            s.set_to[c] = new
    if old in s.coins:
        keep = tuple((k, v) for k, v in s.coins[old] if "/" in k)  # coins with 戦闘修正 are inherited
        if keep:
            s.coins[new] = keep
    nst = s.stamp[new]
    ost = s.stamp[old]
    s.mods.extend([(new, nst, *m[2:]) for m in s.mods if m[0] == old and m[1] == ost])
    s.grants.extend([(new, nst, *g[2:]) for g in s.grants if g[0] == old and g[1] == ost])
    for i, e in enumerate(s.cut):
        if e.targets:
            tg = tuple((k, tuple((new, nst) if c == old else (c, st_) for c, st_ in v)) for k, v in e.targets)
            s.cut[i] = e._replace(targets=tg)
    if old in s.destroyed_queue:
        s.destroyed_queue[s.destroyed_queue.index(old)] = new
    # the old card leaves: put it back into the deploy area list so that move() can take it out
    s.set_zone(old, DEPLOY)
    s.zseat[old] = seat
    s.place(seat, DEPLOY).append(old)
    s.version += 1
    emit(s, "replace", f"{name(s, old)}を{name(s, new)}に置き換えた",
         f"replaced {name(s, old, 'en')} with {name(s, new, 'en')}", (old, new))


@verb("mill")
def _mill(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    n = val(s, ctx, st["count"])
    home = s.place(who, HOME)
    for _ in range(min(n, len(home))):
        c = home.pop()
        _put_discard(s, c, who)
    emit(s, "mill", f"{s.players[who]}の本国の上{n}枚を捨て山へ", f"{n} card(s) of {s.players[who]}'s home to discard",
         seat=who)


def _put_discard(s: State, c: int, who: int) -> None:
    from .places import put

    put(s, c, DISCARD, who)


@verb("recover")
def _recover(s: State, ctx: Resolving, st: Step) -> None:
    from .places import put

    who = side_seat(ctx, st["side"])
    n = val(s, ctx, st["count"])
    pile = s.place(who, DISCARD)
    moved = 0
    for _ in range(min(n, len(pile))):
        c = pile.pop()
        put(s, c, HOME, who, top=False)
        moved += 1
    emit(s, "recover", f"{s.players[who]}の本国 +{moved}", f"{s.players[who]}'s home +{moved}", seat=who)
    recovered(s, who, moved)  # 「自軍本国が回復する毎に」 (rerolltrig.py, family V3)


@verb("home_damage")
def _home_damage(s: State, ctx: Resolving, st: Step) -> None:
    home_damage(s, side_seat(ctx, st["side"]), val(s, ctx, st["amount"]))


@verb("reset_damage")
def _reset_damage(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"]):
        s.damage[iid] = 0
        s.version += 1


@verb("gain_control")
def _gain_control(s: State, ctx: Resolving, st: Step) -> None:
    who = seat_of(ctx)
    for iid in resolve_target(s, ctx, st["target"]):
        h = host_of(s, iid)
        if s.ctrl[h] == who:
            continue
        if st.get("until", "permanent") != "permanent":
            s.ctl_revert.append((h, s.stamp[h], s.ctrl[h]))
        change_control(s, h, who)


@verb("lose_control")
def _lose_control(s: State, ctx: Resolving, st: Step) -> None:
    """P63: nobody may use the card; it is neither own nor enemy; it cannot stay in a battle area."""
    for iid in resolve_target(s, ctx, st["target"]):
        h = host_of(s, iid)
        if s.ctrl[h] < 0:
            continue
        if st.get("until", "permanent") != "permanent":
            s.ctl_revert.append((h, s.stamp[h], s.ctrl[h]))
        owner = s.owner[h]
        if s.zone[h] == BATTLE:
            move(s, h, DEPLOY, owner, controller=owner)
        elif s.zone[h] == DEPLOY and s.zseat[h] != owner:
            lst = s.place(s.zseat[h], DEPLOY)
            lst.remove(h)
            s.place(owner, DEPLOY).append(h)
            s.zseat[h] = owner
        for c in (h, *[c for c in s.field if s.zone[c] == SET and s.set_to[c] == h]):
            s.ctrl[c] = -1
            s.zseat[c] = owner
        s.version += 1
        emit(s, "control", f"{name(s, h)}はコントロールを失った", f"{name(s, h, 'en')} lost its controller", (h,))


def change_control(s: State, h: int, who: int) -> None:
    """Control changes move the set group to the new controller's deploy area (P63)."""
    if s.zone[h] == BATTLE:
        move(s, h, DEPLOY, s.ctrl[h], controller=s.ctrl[h])
    if s.zone[h] in (DEPLOY, GZONE):
        lst = s.place(s.zseat[h], s.zone[h])
        if h in lst:
            lst.remove(h)
        s.place(who, s.zone[h]).append(h)
        s.zseat[h] = who
    s.ctrl[h] = who
    for c in range(len(s.defs)):
        if s.zone[c] == SET and s.set_to[c] == h:
            s.ctrl[c] = who
            s.zseat[c] = who
    s.version += 1
    emit(s, "control", f"{name(s, h)}のコントロールを得た", f"took control of {name(s, h, 'en')}", (h,), who)
    from .rules import enforce_field_limits

    enforce_field_limits(s, h)


@verb("shuffle")
def _shuffle(s: State, ctx: Resolving, st: Step) -> None:
    shuffle_home(s, side_seat(ctx, st["side"]))


def make_g(s: State, iid: int, seat: int) -> None:
    """Gにする (P53): upside down into the G zone; only a G from now on. The cards set on it are discarded (a G has
    no set group; R-254)."""
    if s.zone[iid] in (DEPLOY, BATTLE):
        for c in list(children_of(s, iid)):  # (family K4)
            move(s, c, JUNK, s.owner[c])
    move(s, iid, GZONE, seat, rolled=False, controller=seat)
    s.is_g[iid] = True
    s.version += 1


@verb("make_g")
def _make_g(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"]):
        if s.zone[iid] == GZONE:  # 「敵軍G1枚を自軍Gにする」: a G already, it becomes the player's (family O2)
            make_g(s, iid, seat_of(ctx))
            continue
        make_g(s, iid, s.owner[iid] if st.get("owner") else s.ctrl[iid] if s.ctrl[iid] >= 0 else seat_of(ctx))


@verb("skip")
def _skip(s: State, ctx: Resolving, st: Step) -> None:
    s.skips.add((side_seat(ctx, st["side"]), st["phase"]))


@verb("withdraw")
def _withdraw(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"]):
        h = host_of(s, iid)
        if unmoved(s, h, seat_of(ctx), source_of(ctx)):
            continue  # 「敵軍効果では移動しない」 (family O5, R-310)
        if _zonesz3.back_to_owner(s, h):  # a card another player took: to its owner (family Z3, R-171)
            continue
        if s.zone[h] == BATTLE:
            move(s, h, DEPLOY, s.ctrl[h], controller=s.ctrl[h])


@verb("hand_to_home")
def _hand_to_home(s: State, ctx: Resolving, st: Step) -> None:
    from .places import detach, put

    who = side_seat(ctx, st["side"])
    n = val(s, ctx, st["count"])
    hand = list(s.place(who, HAND))
    picked = choose(s, ctx, who, hand, min(n, len(hand)), min(n, len(hand)), "pick",
                    ("本国の下に戻す手札を選ぶ", "Choose cards to put under your home"), private=True)
    for c in picked:
        detach(s, c)
        put(s, c, HOME, who, top=False)


@verb("choose_one")
def _choose_one(s: State, ctx: Resolving, st: Step) -> list[Step]:
    opts = st["options"]
    k = ctx.entry.mode if ctx.entry.mode >= 0 else ctx.bound["_mode"][0] if "_mode" in ctx.bound else ask_option(
        s, ctx, seat_of(ctx), len(opts), [o["label"] for o in opts], ("モードを選ぶ", "Choose a mode"))
    return list(opts[min(k, len(opts) - 1)]["steps"])


@verb("optional")
def _optional(s: State, ctx: Resolving, st: Step) -> list[Step] | None:
    if ask_yes_no(s, ctx, seat_of(ctx), ("効果を使用しますか？", "Use this effect?")):
        if _all_or_nothing(s, ctx) and not precheck(s, ctx, tuple(st["steps"])):
            raise StepFailed  # 「Aできる。その場合、B」: an A that cannot apply in full leaves B undone (P77)
        return list(st["steps"])
    if _all_or_nothing(s, ctx):  # 「Aできる。その場合、B」: declining A leaves B undone (P77)
        raise StepFailed
    return None


@verb("pay")
def _pay(s: State, ctx: Resolving, st: Step) -> None:
    """「Nを支払う」 while resolving (issue 14): the controller rolls rerolled Gs for it, chosen as pay:auto
    chooses; when it cannot be paid the step fails (and with その場合 the rest with it, P77)."""
    pay_now(s, seat_of(ctx), st["pay"])


def pay_now(s: State, seat: int, pay: dict[str, int]) -> None:
    """`seat` rolls rerolled Gs for `pay`, chosen as pay:auto chooses (R-32); StepFailed if it cannot."""
    from .cardo3rules import effect_mark
    from .costs import auto_payment, text_requirement

    chosen = auto_payment(s, seat, {**text_requirement({"pay": pay}, -1), **effect_mark(s)})  # mark: family O3
    if chosen is None:
        raise StepFailed
    for g in chosen:
        set_rolled(s, g, True)
    emit(s, "pay", f"{s.players[seat]}: Gを{len(chosen)}枚ロールして支払った",
         f"{s.players[seat]} rolled {len(chosen)} G to pay", tuple(chosen))


@verb("if")
def _if(s: State, ctx: Resolving, st: Step) -> list[Step] | None:
    from .conditions import holds

    if holds(s, st["condition"], source_of(ctx), seat_of(ctx)):
        return list(st["then"])
    return list(st["else"]) if st.get("else") else None


@verb("repeat")
def _repeat(s: State, ctx: Resolving, st: Step) -> list[Step]:
    n = val(s, ctx, st["times"])
    out: list[Step] = []
    for _ in range(max(n, 0)):
        out.extend(st["steps"])
    return out


@verb("at_turn_end")
def _at_turn_end(s: State, ctx: Resolving, st: Step) -> None:
    """A waiting effect (待機中の効果, P57): it runs at this turn's end (P59 Ver.1.2)."""
    s.order_queue.append(("waiting", (ctx.entry, tuple(st["steps"]), tuple(ctx.bound.items()))))


WAIT_KINDS: Final = {"next_turn_start": "wait:turn", "next_reroll": "wait:reroll", "step_end": "wait:step",
              "step_end:attack": "wait:step:attack", "step_end:defence": "wait:step:defence",
              "step_end:damage": "wait:step:damage", "step_end:return": "wait:step:return",  # steps: family O3
              "next_draw": "wait:draw",  # 「次のドローフェイズ開始時に」 (family K5)
              }


@verb("wait")
def _wait(s: State, ctx: Resolving, st: Step) -> None:
    """A waiting effect at a later timing (待機中の効果, P57, P59 "次の～", ruling R-24): this turn's
    end (the end of this battle is the same moment, P31), the start of the next turn, or the start
    of the next reroll phase."""
    payload = (ctx.entry, tuple(st["steps"]), tuple(ctx.bound.items()))
    at = st["at"]
    s.order_queue.append(("waiting" if at in ("turn_end", "battle_end") else WAIT_KINDS[at], payload))


def wake_waiting(s: State, kind: str) -> None:
    """Waiting effects of `kind` start now, in the order they were made (P57)."""
    if any(w[0] == kind for w in s.order_queue):
        s.order_queue = [("now_w", w[1]) if w[0] == kind else w for w in s.order_queue]


@verb("_bind")
def _bind_targets(s: State, ctx: Resolving, st: Step) -> None:
    """Targets of a triggered effect, or in a face-down place, are chosen when it applies (P56)."""
    sel = st["sel"]
    if ctx.entry.x == 0 and isinstance(sel, dict) and sel.get("count") == "X":  # X chosen now (family V6, R-350)
        _cardv6steps.bind_x(s, ctx, sel)
    ctx.bound[st["name"]] = tuple(resolve_target(s, ctx, sel))


# ---- keyword verbs (P75) --------------------------------------------------------------------------

@verb("_gain")
def _gain(s: State, ctx: Resolving, st: Step) -> list[Step] | None:
    src = source_of(ctx)
    seat = seat_of(ctx)
    home = s.place(seat, HOME)
    if not home or s.zone[host_of(s, src)] != BATTLE:
        raise StepFailed()
    top = home[-1]
    s.revealed = [top]
    emit(s, "reveal", f"ゲイン: {name(s, top)}を公開", f"Gain: revealed {name(s, top, 'en')}", (top,))
    d = s.defs[top]
    mine = s.defs[src]
    gain_as = next((c for a in d.abilities if a.kind == "constant" for c in a.continuous
                    if c.get("apply") == "gain_as"), None)  # 「「ゲイン」の効果において、ロールコストを3として扱う」
    if (d.gsign_series and d.gsign_series == mine.gsign_series) or (gain_as is not None and gain_as.get("any_series")):
        x = d.gain_level if d.type == "graphic" and d.gain_level is not None else d.roll_total
        x = int(gain_as["roll"]) if gain_as is not None else x
        if x > 0 and _replacesteps.gain_instead(s, src):  # 「その戦闘修正の代わりに…」 (replacesteps.py)
            return [{"do": "_gain_or", "x": x}]
        if x > 0:
            s.mods.append((src, s.stamp[src], x, x, x, "turn_end"))
            record_gain_mod(s, src)  # 「「ゲイン」の効果で戦闘修正を得ている」 (battleb4.py, family B4)
            s.version += 1
            emit(s, "modify", f"{name(s, src)} +{x}/+{x}/+{x}", f"{name(s, src, 'en')} +{x}/+{x}/+{x}", (src,))
            queue_trigger(s, "gains", src)  # 「「ゲイン」の効果で戦闘修正を得た場合」 (textc/cardt.py)
    return None


@verb("_refit")
def _refit(s: State, ctx: Resolving, st: Step) -> None:
    news = [c for c in ctx.bound.get(st["with"], ()) if s.zone[c] in (HAND, HANGAR)]
    src = source_of(ctx)
    if not news or s.zone[src] not in FIELD_ZONES:
        raise StepFailed()
    new = news[0]
    replace_card(s, src, new)
    s.rolled[new] = False
    for c in range(len(s.defs)):
        if s.zone[c] == SET and s.set_to[c] == new:
            s.rolled[c] = False
    instead = redirect(s, src, "refit")  # 「「改装」の効果で廃棄される代わりに…」 (overrides.py)
    if instead is not None:
        send(s, src, instead)
    else:
        from .cardo4steps import refit_out_watchers  # (it imports this module)

        refit_out_watchers(s, src)  # 「自軍ユニットが「改装」の効果で廃棄された場合」, read while it is there (family O4)
        move(s, src, JUNK)
        queue_trigger(s, "to_junkyard", src)  # 改装 discards the old card from the field (P75)
        queue_trigger(s, "refit_out", src)  # 「「改装」の効果で廃棄される場合」 (ownstates.py)
        for c in children_of(s, new):  # its set cards, now on the new unit (family O4)
            queue_trigger(s, "group_refit_out", c)  # 「このセットグループのユニットが「改装」の効果で廃棄された場合」
    queue_trigger(s, "enters_field", new)
    queue_trigger(s, "refit_in", new)


@verb("_cross_weapon")
def _cross_weapon(s: State, ctx: Resolving, st: Step) -> None:
    """クロスウェポン (P75): one of this card's original texts, its special effects included, lent
    until end of turn; not a text the unit already has."""
    targets = resolve_target(s, ctx, st["target"])
    if not targets:
        raise StepFailed()
    t = targets[0]
    options = lendable_texts(s, source_of(ctx), t)
    if not options:
        raise StepFailed()
    k = 0 if len(options) == 1 else ask_option(s, ctx, seat_of(ctx), len(options), [lbl for _g, lbl in options],
                                               ("得るテキストを選ぶ", "Choose the text to give"))
    kind, v = options[k][0]
    s.grants.append((t, s.stamp[t], kind, v, "turn_end"))
    s.version += 1
    emit(s, "grant", f"{name(s, t)}はテキストを得た", f"{name(s, t, 'en')} gained a text", (t,))
    queue_trigger(s, "self_cross_weapon", source_of(ctx))  # 「…「クロスウェポン」の効果が適用された場合」 (K4)
    queue_global(s, "cross_weapon", seat_of(ctx))


def lendable_texts(s: State, source: int, target: int) -> list[tuple[tuple[str, Any], dict[str, str]]]:
    """What クロスウェポン could lend `target`: (grant kind and value, label) for each of the
    source's printed texts and special effects other than クロスウェポン, less those it has (P75)."""
    from .keywords import keyword_abilities
    from .stats import abilities, keywords
    from .vocabulary import KEYWORD_JA

    src = s.defs[source]
    have = {a.text_ja for a in abilities(s, target)}  # printed, lent or copied already
    out: list[tuple[tuple[str, Any], dict[str, str]]] = []
    for a in src.abilities:
        if a.kind in ("activated", "triggered", "static") and a.protected is None and a.text_ja not in have:
            out.append((("copy_text", (src.number, a.index)), {"ja": a.text_ja, "en": a.text_en}))
    now = keywords(s, target)
    for k, arg in src.keywords:
        if k == "cross_weapon" or (k in now and now[k] == arg):
            continue
        kab = keyword_abilities(k, arg, src.keyword_cost(k))
        label = ({"ja": kab[0].text_ja, "en": kab[0].text_en} if kab else
                 {"ja": KEYWORD_JA[k], "en": k.replace("_", " ")})
        out.append((("keyword", (k, arg)), label))
    return out


from . import arrange as _arrange  # noqa: E402,F401 - registers its verbs (issue 14)
from . import battleb4steps as _battleb4steps  # noqa: E402 - family B4 (R-232, R-234)
from . import battleb5steps as _battleb5steps  # noqa: E402,F401 - family B5 (R-323)
from . import battlesteps as _battlesteps  # noqa: E402,F401 - family B3
from . import blankset as _blankset  # noqa: E402,F401 - family C3 (set cards without a description)
from . import boost as _boost  # noqa: E402,F401 - family K
from . import cardb6steps as _cardb6steps  # noqa: E402,F401 - family B6
from . import cardb8steps as _cardb8steps  # noqa: E402,F401 - family B8 (waiting 「このターン、…場合」, R-470)
from . import cardb8wait as _cardb8wait  # noqa: E402 - family B8 (queue_trigger wakes them)
from . import cardb9steps as _cardb9steps  # noqa: E402,F401 - family B9 (R-550)
from . import cardg5steps as _cardg5steps  # noqa: E402,F401 - family G5
from . import cardg6steps as _cardg6steps  # noqa: E402,F401 - family G6
from . import cardg8steps as _cardg8steps  # noqa: E402,F401 - family G8 (R-491)
from . import cardk3steps as _cardk3steps  # noqa: E402,F401 - family K3
from . import cardk4steps as _cardk4steps  # noqa: E402,F401 - family K4
from . import cardk5steps as _cardk5steps  # noqa: E402,F401 - family K5
from . import cardk6steps as _cardk6steps  # noqa: E402,F401 - family K6
from . import cardk8steps as _cardk8steps  # noqa: E402,F401 - family K8
from . import cardo3steps as _cardo3steps  # noqa: E402,F401 - family O3
from . import cardo4steps as _cardo4steps  # noqa: E402,F401 - family O4
from . import cardo5junk as _cardo5junk  # noqa: E402 - family O5 (queue_global)
from . import cardo5steps as _cardo5steps  # noqa: E402,F401 - family O5
from . import cardo5turns as _cardo5turns  # noqa: E402,F401 - family O5 (R-312)
from . import cardo8steps as _cardo8steps  # noqa: E402,F401 - family O8
from . import cardo9steps as _cardo9steps  # noqa: E402,F401 - family O9
from . import cardr3steps as _cardr3steps  # noqa: E402,F401 - family R3
from . import cardr4steps as _cardr4steps  # noqa: E402,F401 - family R4
from . import cardr5steps as _cardr5steps  # noqa: E402,F401 - family R5 (named step results, R-290)
from . import cardr6steps as _cardr6steps  # noqa: E402,F401 - family R6 (named step results, round 2)
from . import cardr8steps as _cardr8steps  # noqa: E402,F401 - family R8 (named step results, round 3)
from . import cardr9steps as _cardr9steps  # noqa: E402,F401 - family R9 (named step results, round 4)
from . import cardt2steps as _cardt2steps  # noqa: E402,F401 - family T, second round
from . import cardt5steps as _cardt5steps  # noqa: E402,F401 - family T5
from . import cardt6steps as _cardt6steps  # noqa: E402,F401 - family T6
from . import cardt8steps as _cardt8steps  # noqa: E402,F401 - family T8
from . import cardt9steps as _cardt9steps  # noqa: E402,F401 - family T9
from . import cardv4steps as _cardv4steps  # noqa: E402,F401 - family V4 (damage shared, R-200)
from . import cardv5steps as _cardv5steps  # noqa: E402,F401 - family V5 (player coins taken)
from . import cardv6steps as _cardv6steps  # noqa: E402 - an X chosen as a triggered text applies (family V6)
from . import cardv8steps as _cardv8steps  # noqa: E402,F401 - family V8 (a special effect of value X granted)
from . import chips as _chips  # noqa: E402,F401 - family K
from . import choicesteps as _choicesteps  # noqa: E402,F401 - one of two changes (family V, R-82)
from . import coinsteps as _coinsteps  # noqa: E402,F401
from . import damageto as _damageto  # noqa: E402,F401 - family O2
from . import discardz4 as _discardz4  # noqa: E402,F401 - 「この効果で…が廃棄された場合」 (family Z4, R-245)
from . import gtexts as _gtexts  # noqa: E402,F401
from . import heldz5steps as _heldz5steps  # noqa: E402,F401 - 「（ハンガーにある）対象は、…」 (family Z5, R-332)
from . import kwplus as _kwplus  # noqa: E402,F401 - 「「サイコミュ」+2を得る」 (family V3)
from . import modesz3 as _modesz3  # noqa: E402,F401 - 「敵軍本国、または…」 (family Z3, R-170)
from . import movesz4 as _movesz4  # noqa: E402,F401 - 「…を持ち主の配備エリアにロール状態で移す」 (family Z4)
from . import named_steps as _named_steps  # noqa: E402,F401
from . import named_steps2 as _named_steps2  # noqa: E402,F401 - family S, second round
from . import notesz4 as _notesz4  # noqa: E402,F401 - 「（注：カードをハンガーに移さなかった場合、…）」 (family Z4, R-248)
from . import pilesz6 as _pilesz6  # noqa: E402,F401 - 「…を、持ち主の、本国、または捨て山の上に移す」 (family Z6, R-401)
from . import playneg as _playneg  # noqa: E402,F401
from . import protectupto as _protectupto  # noqa: E402,F401 - 「X以下の合計国力を持つ敵軍カードの…」 (V3)
from . import reductions as _reductions  # noqa: E402,F401
from . import replacesteps as _replacesteps  # noqa: E402,F401
from . import setgroups as _setgroups  # noqa: E402,F401 - family C3 (set groups)
from . import signsteps as _signsteps  # noqa: E402,F401 - ± chosen by the player (issue 14, family V)
from . import stepsz8 as _stepsz8  # noqa: E402,F401 - family Z8's verbs (R-480..R-489)
from . import take_top as _take_top  # noqa: E402,F401
from . import xpay as _xpay  # noqa: E402,F401 - 「Xを支払う」 while resolving (issue 14, family V)
from . import zonesz3 as _zonesz3  # noqa: E402,F401 - moves on the field (family Z3, R-171)
