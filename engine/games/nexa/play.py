"""Playing cards and texts (P20-P30, P43-P45, P55-P56, P59): who may play what, when, and
how a play is declared step by step (X, targets, set destination, costs) before it enters the cut."""

from __future__ import annotations

from typing import Any, Final

from .areamodes import area_modes, area_ok, area_selectors, some_area_ok
from .cardb8wait import waiting_only
from .cardg8cause import played as cardg8_played
from .cardo4rules import unplayable, unplayable_as_g
from .cardo5locks import name_locked, text_locked
from .cardo8rules import text_mark
from .cards import Ability
from .cardt5steps import changed_cost, gain_unlimited, text_played
from .cardv4rules import paid_entry, x_cap  # 「この効果のコストでロールした自軍G」, value caps (family V4)
from .cardv9play import dependent_possible, keeps_value_targets
from .conditions import holds
from .costs import (
    auto_payment,
    can_pay,
    card_cost,
    g_colour,
    is_paid,
    is_rerolled_g,
    next_picks,
    text_requirement,
)
from .effects import lendable_texts, new_entry, parts_possible, queue_global, queue_trigger
from .heldz4 import quick_held
from .heldz5 import any_held, held_quick
from .limits import fresh_targets, record_targets
from .limits import reached as limit_reached
from .limits import record as limit_record
from .modesz3 import in_mode, mode_count
from .named_steps import keeps_later_targets, linked_targets_possible
from .overrides import mark_played_from
from .p78cost import colour_options, is_p78, needs_colour, payable, removable
from .p78cost import requirement as p78_requirement
from .places import detach, emit, name, set_rolled
from .playlocks import LOCK_CARD, LOCK_COMMAND, LOCK_TEXT, LOCK_UNIT_TEXT
from .rulechanges import cost_option, free_cost, mark_cheap_play, roll_alternatives, with_alternative
from .samename import same_name_ok
from .setrules import characters_on, extra_hosts, host_allowed, max_characters
from .state import (
    BATTLE,
    CUT,
    DEPLOY,
    DEPLOY_FREE,
    FIELD_ZONES,
    FREE_POINTS,
    GZONE,
    HAND,
    HANGAR,
    HOME,
    JUNK,
    POINT_PHASE,
    POINT_STEP,
    REMOVED,
    TIMING,
    Build,
    State,
)
from .stats import (
    PLAY_ACE,
    PLAY_ACE_QUICK,
    PLAY_ANY,
    PLAY_COMMAND,
    PLAY_DEPLOY,
    PLAY_DEPLOY_QUICK,
    PLAY_NEVER,
    ability_by_index,
    activated_abilities,
    applied_kinds,
    cached,
    cost_sources,
    field_cards,
    game_cards,
    has_status,
    host_of,
    is_unit,
    texts_aided,
    unaided_activated,
    unaided_texts,
)
from .targets import candidates, chosen_on_resolution, count_in_force, count_spec, side_of
from .targetsz4 import is_one_place, one_place_offer

MAX_X: Final = 20
UPTO_X: Final = {"from": 1, "upto": "X"}  # 「任意の枚数の…にXダメージを振り分けて与える」: 1 to X cards (family V8, R-436)


def timing_ok(s: State, seat: int, when: str, side: str) -> bool:
    """Timing icons (P44, P59): the turn side and the phase/step of the current free timing."""
    point = s.point
    return point in FREE_POINTS and timing_fits(POINT_PHASE[point], POINT_STEP.get(point), s.attacker == seat,
                                                 when, side)


def timing_fits(phase: str, step: str | None, mine: bool, when: str, side: str) -> bool:
    """`timing_ok` at a free timing of that phase and step, in `mine` (the player's own turn) or not. A
    phase's name is never a step's, so `when` fits if it names either (or is "any")."""
    if (side == "own" and not mine) or (side == "enemy" and mine):
        return False
    return when in ("any", phase, step)


def _own_deploy_window(s: State, seat: int) -> bool:
    return s.point == DEPLOY_FREE and s.attacker == seat and not s.cut


def _has_keyword_def(s: State, iid: int, k: str) -> bool:
    return s.defs[iid].has_keyword(k)


def g_play_ok(s: State, seat: int, iid: int) -> bool:
    """P21: one G per own deploy phase, from hand or hangar, any card with a G sign."""
    return (not s.g_played and _own_deploy_window(s, seat) and s.defs[iid].gsign_colour is not None
            and s.zone[iid] in (HAND, HANGAR) and s.zseat[iid] == seat
            and not unplayable_as_g(s.defs[iid])  # 「このカードは、プレイできない」 (family O4, R-224; O6, R-371)
            and not (s.skips and name_locked(s, seat, iid)))  # (family O5, R-312)


def junk_playable(s: State, seat: int, iid: int) -> bool:
    """Is this card of `seat`'s junkyard playable as from the hangar (「自軍ハンガーにあるかのように」, family Z8, R-483)?"""
    return s.zone[iid] == JUNK and s.zseat[iid] == seat and iid in game_cards(s).junk_play


def junk_g_ok(s: State, seat: int, iid: int) -> bool:
    """g_play_ok for a card of the junkyard played as from the hangar (P21; family Z8, R-483)."""
    d = s.defs[iid]
    return (not s.g_played and _own_deploy_window(s, seat) and d.gsign_colour is not None and junk_playable(s, seat, iid)
            and not unplayable_as_g(d) and not (s.skips and name_locked(s, seat, iid)))


def _same_name_on_field(s: State, seat: int, iid: int, want_type: str | None, star: bool) -> bool:
    names = set(s.defs[iid].names)
    for other in field_cards(s):
        if s.ctrl[other] != seat or s.is_g[other] or other == iid:
            continue
        od = s.defs[other]
        if star and not od.star:
            continue
        if want_type and od.type != want_type:
            continue
        if names & set(od.names):
            return True
    return False


def hosts_for(s: State, seat: int, iid: int) -> list[int]:
    """Where a character or set operation may be set (P26, P27, P66)."""
    d = s.defs[iid]
    out: list[int] = []
    chips = s.chip_specs  # P67: nothing can be set on a chip
    if d.type == "character":
        for h in s.place(seat, DEPLOY) + extra_hosts(s, seat, iid):  # 「…にもセットできる」 (setrules.py)
            if (s.ctrl[h] == seat and is_unit(s, h) and characters_on(s, h) < max_characters(s, h)
                    and not s.destroyed[h] and h not in chips and host_allowed(s, iid, h)):
                out.append(h)
        return out
    want = d.set_on or "any"
    for who in (0, 1):
        for h in s.place(who, DEPLOY):
            if s.destroyed[h] or h in chips:
                continue
            t = s.defs[h].type
            if want == "any" or t == want or (want == "unit" and is_unit(s, h)):
                out.append(h)
    return out


def _cost_hosts(s: State, seat: int, iid: int) -> list[int]:
    """The units a card's cost may depend on (「…が成立する自軍ユニットにセットする場合…プレイできる」), or []
    when no cost of the game reads the unit chosen (the usual case: one cost for every unit)."""
    if not needs_host(s, iid) or not any(c.get("onto_exclusive") or c.get("onto") for _src, c in cost_sources(s)):
        return []
    return hosts_for(s, seat, iid)


def needs_host(s: State, iid: int) -> bool:
    d = s.defs[iid]
    return d.type == "character" or (d.type == "operation" and d.set_on is not None)


def card_play_ok(s: State, seat: int, iid: int) -> bool:
    """Can `seat` declare a play of this card now (P20, P55 空撃ち禁止)?"""
    return _card_timing_ok(s, seat, iid) and _card_playable(s, seat, iid)


def _card_timing_ok(s: State, seat: int, iid: int) -> bool:
    """The part of `card_play_ok` that changes with the point of the turn: place and timing."""
    if (s.zone[iid] not in (HAND, HANGAR) or s.zseat[iid] != seat) and not junk_playable(s, seat, iid):
        return False
    kind = game_cards(s).play_timing[iid]
    if kind in (PLAY_DEPLOY, PLAY_ACE) and (
            (game_cards(s).quick_off_field and quick_held(s, iid))  # クイック a 常駐 text gives it (family Z4, heldz4.py)
            or (s.grants and held_quick(s, iid))):  # or a text gave it while in the hangar (family Z5, heldz5.py)
        kind = PLAY_DEPLOY_QUICK if kind == PLAY_DEPLOY else PLAY_ACE_QUICK
    return _timing_of(s, seat, iid, kind)


def _timing_of(s: State, seat: int, iid: int, kind: int) -> bool:
    """Timing of a card in `seat`'s hand or hangar whose type and クイック give `kind`
    (stats.play_timing): the same answer for every card of a kind but commands."""
    if kind == PLAY_NEVER:
        return False
    if kind == PLAY_ANY:
        return True
    free = s.point in FREE_POINTS
    if kind in (PLAY_DEPLOY, PLAY_DEPLOY_QUICK):
        return _own_deploy_window(s, seat) or (kind == PLAY_DEPLOY_QUICK and free)
    if kind in (PLAY_ACE, PLAY_ACE_QUICK):
        if s.ace_played[seat]:
            return False
        return (POINT_PHASE.get(s.point) == "deploy" and free and not s.cut) or (kind == PLAY_ACE_QUICK and free)
    ab = s.defs[iid].play_ability
    return ab is not None and timing_ok(s, seat, ab.when, ab.side)


def _card_playable(s: State, seat: int, iid: int) -> bool:
    """The rest of `card_play_ok`: names, hosts, cost and targets, which depend on the board only
    (and on the point when the play's condition reads the phase), so kept for the state version.

    Priority is checked at every point of the turn while the board stays the same.
    """
    d = s.defs[iid]
    ab = d.play_ability
    key = ("card_ok", seat, iid, TIMING[s.point] if ab is not None and ab.reads_phase else None)
    c = cached(s)
    hit: bool | None = c.get(key)
    if hit is None:
        hit = c[key] = _card_playable_now(s, seat, iid)
    return hit


def _cheaper_payable(s: State, seat: int, iid: int, total: int, req: dict[str, int]) -> bool:
    """Can the cheaper play a text offers (rulechanges.cost_option) be paid?"""
    option = cost_option(s, iid)
    return option is not None and can_pay(s, seat, max(total + int(option["total"]), 0), req)


def _card_playable_now(s: State, seat: int, iid: int) -> bool:
    d = s.defs[iid]
    t = d.type
    if unplayable(d):  # 「このカードは、プレイできない」 (family O4, R-224)
        return False
    if s.skips and name_locked(s, seat, iid):  # 「新たなターンでは、このカードと同名のカードをプレイできない」 (O5, R-312)
        return False
    if s.skips and (seat, LOCK_CARD) in s.skips:  # 「…は、このターン、カードとテキストをプレイできない」 (cardb8steps.py)
        return False
    if d.star and _same_name_on_field(s, seat, iid, None, star=True):
        return False
    if t == "character" and not same_name_ok(d) and _same_name_on_field(s, seat, iid, "character", star=False):
        return False  # (unless its text allows it: samename.py, family C3)
    if needs_host(s, iid) and not hosts_for(s, seat, iid) and not _has_keyword_def(s, iid, "stay"):
        return False
    if is_p78(s, iid):
        if not payable(s, iid, seat):  # a classic card (P78)
            return False
    else:
        x = 1 if d.x_cost else 0
        total, req = card_cost(s, iid, seat, x)
        alts = roll_alternatives(s, iid)  # a special cost of Gs of one of some colours (rulechanges.py)
        if not any(can_pay(s, seat, total, with_alternative(req, alts, i)) for i in range(len(alts)) or [-1]) \
                and not _cheaper_payable(s, seat, iid, total, req) and not any(  # a cost set onto one unit (family K)
                can_pay(s, seat, *card_cost(s, iid, seat, x, h)) for h in _cost_hosts(s, seat, iid)):
            return False
    if t == "command":
        if s.skips and (seat, LOCK_COMMAND) in s.skips:  # 「…は、このターン、コマンドをプレイできない」 (cardk4steps.py)
            return False
        ab = d.play_ability
        assert ab is not None
        return _effect_possible(s, seat, iid, ab)
    return True


def _effect_possible(s: State, seat: int, source: int, ab: Ability, x: int | None = None, mode: int = -1) -> bool:
    """P55, P56, P77: a play is not declared when it is known, from what the player can see, that
    its targets, condition or an all-or-nothing (その場合) part cannot be met.

    With X in the play, the targets may depend on X (X以下): some X the player could choose must
    allow them (P55 decides X before targets); `x` checks one value.
    """
    if ab.condition and not holds(s, ab.condition, source, seat):
        return False
    if mode < 0 and area_selectors(ab) and not some_area_ok(s, seat, source, ab):  # no area to declare (K4)
        return False
    if x is None and (ab.x_max is not None or ab.x_min is not None or "pay_x" in ab.cost or (ab.kind == "play" and (s.defs[source].x_cost or s.defs[source].x_roll is not None))
                      or _x_targets(ab)):
        return any(_effect_possible(s, seat, source, ab, v, mode) for v in _x_values(s, seat, source, ab))
    modes = mode_count(ab)
    if mode < 0 and modes:  # 「敵軍本国、または…」: some mode's targets must be there
        return any(_effect_possible(s, seat, source, ab, x, k) for k in range(modes))
    xv = x or 0
    plan = _target_plan(ab)
    for i in range(len(plan)):
        sel, lo, every, x_count, later = plan[i]
        if modes and not in_mode(ab, mode, ab.targets[i][0]):  # only the chosen mode's targets
            continue
        if x_count:
            lo = xv
        elif isinstance(sel, dict) and "instead" in sel:  # 「…N枚に変更される」: the number in force
            lo = count_in_force(s, sel, seat, source)[0]
        cands = fresh_targets(s, seat, source, ab, candidates(s, sel, seat, source, None, xv))
        if ab.keyword == "cross_weapon":
            cands = _useful(s, ab, source, cands)
        if is_one_place(sel):  # all of one junkyard (family Z4, targetsz4.py)
            cands = one_place_offer(s, cands, [], lo)
        if later:
            if not cands and not every and not _place_nonempty(s, sel, seat):
                return False
        elif len(cands) < max(lo, 1) and not dependent_possible(s, seat, source, ab, i, xv, max(lo, 1)):
            return False  # P56: at least one target, and as many as it names (one reading an earlier target: V9)
    mine = ab.targets if not modes else tuple(t for t in ab.targets if in_mode(ab, mode, t[0]))
    if not linked_targets_possible(s, mine, seat, source, xv):  # 「対象1と交戦中の…」 (named_steps.py)
        return False
    if ab.all_or_nothing:
        spent = (1 if s.zone[source] == HAND else 0) + int(ab.cost.get("discard_hand", 0))
        if not parts_possible(s, seat, source, ab.effect, None, xv, spent):
            return False
    return True


_PLANS: Final[dict[int, tuple[Ability, tuple[tuple[Any, int, bool, bool, bool], ...]]]] = {}


def _x_targets(ab: Ability) -> bool:
    """「自軍ユニットX枚を…」 with no value, cost or cap for X: X is chosen on play, as many as can be targeted
    (P65 the player's choice, at least 1; P55, P56: the X targets must be there; R-84)."""
    return ab.kind in ("activated", "play") and any(x_count for _sel, _lo, _every, x_count, _later in _target_plan(ab))


def _target_plan(ab: Ability) -> tuple[tuple[Any, int, bool, bool, bool], ...]:
    """(selector, minimum, every, count is X, chosen on resolution) per target, read once per text.

    Keyed by identity; the entry keeps the ability alive, so its id is never reused meanwhile.
    """
    hit = _PLANS.get(id(ab))
    if hit is not None and hit[0] is ab:
        return hit[1]
    plan = []
    waits = waiting_only(ab.effect) if ab.targets else frozenset()  # family B8 (cardb8steps.py, R-470)
    for _name, sel in ab.targets:
        if _name in waits:  # chosen when its waiting effect starts: nothing asked on play
            plan.append((sel, 0, True, False, True))
            continue
        lo, _hi, every = count_spec(sel)
        x_count = isinstance(sel, dict) and sel.get("count") == "X"
        plan.append((sel, lo, every, x_count, chosen_on_resolution(sel)))
    if len(_PLANS) > 4096:
        _PLANS.clear()
    _PLANS[id(ab)] = (ab, tuple(plan))
    return tuple(plan)


def _useful(s: State, ab: Ability, source: int, cands: list[int]) -> list[int]:
    """Targets the effect can do something to: クロスウェポン needs a text left to lend (P55, P75)."""
    if ab.keyword != "cross_weapon":
        return cands
    return [c for c in cands if lendable_texts(s, source, c)]


def _x_values(s: State, seat: int, source: int, ab: Ability) -> list[int]:
    """The values of X the player could choose now (P65: at least 1; a card's X must be payable)."""
    hi = x_cap(s, ab, source, seat, MAX_X)  # a number, or a value read now (family V4, R-203)
    out = []
    for x in range(ab.x_min or 1, min(hi, 24) + 1):  # 「Xの下限はNとする」 (family V3)
        if ab.kind == "play":
            total, req = card_cost(s, source, seat, x)
            if not can_pay(s, seat, total, req):
                break
        if "pay_x" in ab.cost and not _x_payable(s, seat, source, ab, x):
            break
        out.append(x)
    return out


def _x_payable(s: State, seat: int, source: int, ab: Ability, x: int) -> bool:
    """Can the text's cost be paid with this X (〔X〕, 〔1+黒X〕: `pay_x`, P55)?"""
    cost = ab.cost
    alts = range(len(cost["pay_either"])) if "pay_either" in cost else [-1]
    exclude = source if cost.get("_exclude_self") else -1
    return any(can_pay(s, seat, 0, _text_req(s, source, ab, _kept_requirement(cost, a, x)), exclude) for a in alts)


def _place_nonempty(s: State, sel: dict[str, Any], seat: int) -> bool:
    from .targets import ZONE_CODES

    zone = sel.get("zone")
    zones = [ZONE_CODES[z] for z in (zone if isinstance(zone, list) else [zone]) if z in ZONE_CODES]
    # (a battle or deploy area is seen whole: no candidate there is none at all; family B8 found the KeyError)
    side = sel.get("side", "any")
    seats = [seat] if side == "own" else [1 - seat] if side == "enemy" else [0, 1]
    return any(s.place(w, z) for w in seats for z in zones)


_REQUIREMENTS: Final[dict[tuple[int, int, int], tuple[dict[str, Any], dict[str, int]]]] = {}


def _kept_requirement(cost: dict[str, Any], alt: int, x: int) -> dict[str, int]:
    """`text_requirement`, kept per text's cost (a cost never changes): the priority checks ask it
    of every text at every state version. The answer is shared, so only `can_pay` (which never
    changes it) reads it."""
    key = (id(cost), alt, x)
    hit = _REQUIREMENTS.get(key)
    if hit is None or hit[0] is not cost:  # the entry keeps `cost` alive: its id is never reused meanwhile
        if len(_REQUIREMENTS) > 4096:
            _REQUIREMENTS.clear()
        hit = _REQUIREMENTS[key] = (cost, text_requirement(cost, alt, x))
    return hit[1]


def _text_req(s: State, source: int, ab: Ability, req: dict[str, int]) -> dict[str, int]:
    """A text's roll requirement with the marks of what is paid for, while a card pays as a G for some payments
    only (family O8, cardo8rules.py); else `req` itself."""
    if not req or "pay_as_g" not in applied_kinds(s):
        return req
    m = text_mark(s, source, ab.keyword)
    return {**req, **m} if m else req


def used_key(seat: int, iid: int, ab: Ability) -> tuple[int, int, int]:
    if ab.keyword == "guard":
        return (seat, -1, 200)  # guard system: once per player per turn (P29, ruling R-05)
    return (seat, iid, ab.index)


def text_play_ok(s: State, seat: int, iid: int, ab: Ability) -> bool:
    """Can `seat` play this activated text now (P43-P44)?"""
    if ab.kind != "activated" or s.zone[iid] not in FIELD_ZONES:
        return False
    if side_of(s, iid) != seat:
        return False
    return _own_text_ok(s, seat, iid, ab)


def _own_text_ok(s: State, seat: int, iid: int, ab: Ability) -> bool:
    """`text_play_ok` for an activated text of one of `seat`'s cards on the field."""
    if not timing_ok(s, seat, ab.when, ab.side):
        return False
    key = used_key(seat, iid, ab)
    if key in (s.used_cut if ab.repeatable else s.used) or limit_reached(s, seat, iid, ab):
        return False
    if has_status(s, iid, "no_texts"):  # 「…は、このターンテキストをプレイできない」 (issue 14 family O)
        return False
    if s.g_played and "g_play" in ab.cost:  # 「この効果のプレイは、Gのプレイとしても扱う」: one G play a turn (P21, R-300)
        return False
    if s.skips and ((seat, LOCK_TEXT) in s.skips or ((seat, LOCK_UNIT_TEXT) in s.skips and is_unit(s, iid))):
        return False  # 「…は、このターン、（ユニットの）テキストをプレイできない」 (cardk4steps.py)
    if s.skips and text_locked(s, seat, iid, ab.index):  # 「さらに、この記述の効果は使用できない」 (family O5, R-312)
        return False
    return _text_playable(s, seat, iid, ab)


def _text_playable(s: State, seat: int, iid: int, ab: Ability) -> bool:
    """The rest of `text_play_ok`: costs and targets, which depend on the board only (and on the
    point when the text's condition reads the phase), so kept for the state version.

    A card's texts are told apart by index for as long as the version lasts (stats.abilities).
    """
    if ab.keyword == "guard":
        return _guard_playable(s, seat, iid, ab)
    key = ("text_ok", seat, iid, ab.index, TIMING[s.point] if ab.reads_phase else None)
    c = cached(s)
    hit: bool | None = c.get(key)
    if hit is None:
        hit = c[key] = _text_playable_now(s, seat, iid, ab)
    return hit


def _guard_playable(s: State, seat: int, iid: int, ab: Ability) -> bool:
    """`_text_playable` of a guard system (P29): every graphic G of a player asks the same question,
    which reads the G only through its roll state (it rolls itself) and, paying ① with another G,
    its colour (costs.can_pay); so one answer per colour of rerolled G, for the state version.

    At the damage step this is most of the priority checks' text work (docs/engine-speed.md).
    """
    if s.rolled[iid]:
        return False
    colour = g_colour(s, iid) if is_rerolled_g(s, seat, iid) else None
    key = ("guard_ok", seat, ab.index, colour)
    c = cached(s)
    hit: bool | None = c.get(key)
    if hit is None:
        if ab.cost.keys() <= _GUARD_COST_KEYS:
            # its targets and その場合 part read the board, not the G: one answer for every colour
            hit = can_pay(s, seat, 0, _kept_requirement(ab.cost, -1, 0), iid if ab.cost.get("_exclude_self") else -1)
            if hit:
                fx_key = ("guard_fx", seat, ab.index)
                fx: bool | None = c.get(fx_key)
                if fx is None:
                    fx = c[fx_key] = _side_in_battle(s, seat, ab) and _effect_possible(s, seat, iid, ab)
                hit = fx
            c[key] = hit
        else:
            hit = c[key] = _text_playable_now(s, seat, iid, ab)
    return hit


def _side_in_battle(s: State, seat: int, ab: Ability) -> bool:
    """Is there a card of the side the guard system's target is on in a battle area? Its target is
    a unit there (P29), and most damage steps have none on one side: a walk of the field tells."""
    sel = ab.targets[0][1] if len(ab.targets) == 1 else None
    if not isinstance(sel, dict) or sel.get("zone") != "battle" or sel.get("side") not in ("own", "enemy"):
        return True  # not the usual guard text: the full check decides
    side = seat if sel["side"] == "own" else 1 - seat
    zone = s.zone
    ctrl = s.ctrl
    return any(zone[i] == BATTLE and ctrl[i] == side for i in s.field)


_GUARD_COST_KEYS: Final = frozenset(("pay", "_exclude_self"))  # the guard system's own cost (keywords.guard_ability)


def _text_playable_now(s: State, seat: int, iid: int, ab: Ability) -> bool:
    if ab.keyword == "guard" and s.rolled[iid]:
        return False  # the guard system rolls the G itself (P29)
    if "free_if" in ab.cost:  # 「…この効果のコストは0に変更される」 (rulechanges.free_cost)
        ab = free_cost(s, ab, iid, seat)
    if "changed_if" in ab.cost:  # 「この効果のコストは、…場合、〔2〕に変更される」 (family T5)
        ab = changed_cost(s, ab, iid, seat)
    cost = ab.cost
    if cost.get("roll_self") and s.rolled[host_of(s, iid)]:
        return False
    if cost.get("discard_hand") and len(s.place(seat, HAND)) < cost["discard_hand"]:
        return False
    if cost.get("remove_junkyard") and len(s.place(seat, JUNK)) < cost["remove_junkyard"]:
        return False
    if cost.get("home_to_discard") and len(s.place(seat, HOME)) < cost["home_to_discard"]:
        return False
    if "roll_other" in cost:
        sel = dict(cost["roll_other"])
        sel.setdefault("side", "own")
        sel["rolled"] = False
        if not [c for c in candidates(s, sel, seat, iid, by_effect=False) if c != iid]:
            return False
    exclude = iid if cost.get("_exclude_self") else -1
    if "pay" in cost or "pay_either" in cost or "pay_x" in cost:
        alts = range(len(cost["pay_either"])) if "pay_either" in cost else [-1]
        if "roll_either" in cost and s.rolled[host_of(s, iid)]:  # 〔1/R〕: R only while this card is rerolled (V5)
            alts = [a for a in alts if a != cost["roll_either"]]
        x = 1 if "pay_x" in cost else 0  # 〔X〕: X is at least 1 (P65)
        if not any(can_pay(s, seat, 0, _text_req(s, iid, ab, _kept_requirement(cost, a, x)), exclude) for a in alts):
            return False
    return _effect_possible(s, seat, iid, ab)


def priority_tokens(s: State, seat: int) -> list[str]:
    """Everything `seat` may play at this free timing, then pass (P59).

    Asked for both players at every free timing (autopass), so kept for the state version, the
    timing (points alike in what timing rules read allow the same plays, state.TIMING) and what
    changes without moving the version: the cut, G and ACE plays, texts used.
    """
    return list(_priority_kept(s, seat))


def priority_choices(s: State, seat: int) -> tuple[str, ...]:
    """`priority_tokens` as the kept tuple itself, without a copy (it cannot be changed)."""
    return _priority_kept(s, seat)


def only_pass(s: State, seat: int) -> bool:
    """Is passing all `seat` may do at this free timing? The auto-pass check (P59)."""
    return _priority_kept(s, seat) == _ONLY_PASS


_ONLY_PASS: Final = ("pass",)


def _priority_kept(s: State, seat: int) -> tuple[str, ...]:
    c = cached(s)
    key = ("prio", seat, TIMING[s.point], len(s.cut), s.g_played, s.ace_played[seat], len(s.used),
           len(s.used_cut))
    hit: tuple[str, ...] | None = c.get(key)
    if hit is None:
        hit = c[key] = tuple(_priority_tokens(s, seat))
    return hit


def _priority_tokens(s: State, seat: int) -> list[str]:
    out: list[str] = []
    g_window = not s.g_played and _own_deploy_window(s, seat)  # g_play_ok's part shared by all cards
    kinds = game_cards(s).play_timing
    # `card_play_ok`, with the timing of each kind of card read once: a hand has few kinds
    timely_kind: dict[int, bool] = {}
    # クイック a 常駐 text may give a card of the hand or hangar (heldz4.py)
    held = game_cards(s).quick_off_field and "keyword" in applied_kinds(s)
    held5 = bool(s.grants) and any_held(s)  # クイック given to a card while in the hangar (family Z5, heldz5.py)
    zone = s.zone
    zseat = s.zseat
    for z in (HAND, HANGAR):
        for iid in s.place(seat, z):
            if g_window and g_play_ok(s, seat, iid):
                out.append(f"g:{iid}")
            if zone[iid] not in (HAND, HANGAR) or zseat[iid] != seat:
                continue
            kind = kinds[iid]
            if (held or held5) and kind in (PLAY_DEPLOY, PLAY_ACE) and (  # (family Z4, heldz4.py; Z5, heldz5.py)
                    (held and quick_held(s, iid)) or (held5 and held_quick(s, iid))):
                card_ok = _timing_of(s, seat, iid, PLAY_DEPLOY_QUICK if kind == PLAY_DEPLOY else PLAY_ACE_QUICK)
            elif kind == PLAY_COMMAND:
                card_ok = _timing_of(s, seat, iid, kind)
            else:
                hit = timely_kind.get(kind)
                card_ok = timely_kind[kind] = _timing_of(s, seat, iid, kind) if hit is None else hit
            if card_ok and _card_playable(s, seat, iid):
                out.append(f"play:{iid}")
    for iid in game_cards(s).junk_play:  # 「…自軍ハンガーにあるかのように、プレイできる」 (family Z8, R-483)
        if zone[iid] == JUNK and zseat[iid] == seat:
            if g_window and junk_g_ok(s, seat, iid):
                out.append(f"g:{iid}")
            if _card_timing_ok(s, seat, iid) and _card_playable(s, seat, iid):
                out.append(f"play:{iid}")
    # `_own_text_ok`: no text is played outside a free timing (timing_ok), nor while a lock holds
    point = s.point
    if point not in FREE_POINTS or (s.skips and (seat, LOCK_TEXT) in s.skips):  # LOCK_TEXT: cardk4steps.py
        out.append("pass")
        return out
    unit_locked = bool(s.skips) and (seat, LOCK_UNIT_TEXT) in s.skips  # 「ユニットのテキストを…」 (cardk4steps.py)
    # timing_ok with the point read once for every text
    phase = POINT_PHASE[point]
    step = POINT_STEP.get(point)
    mine = s.attacker == seat
    g_done = s.g_played  # 「この効果のプレイは、Gのプレイとしても扱う」 (family T5, R-300)
    for iid, ab in _own_texts(s, seat):
        if not timing_fits(phase, step, mine, ab.when, ab.side):
            continue
        if g_done and "g_play" in ab.cost:
            continue
        if used_key(seat, iid, ab) in (s.used_cut if ab.repeatable else s.used):
            continue
        if ab.limit is not None and limit_reached(s, seat, iid, ab):  # uses per turn (limits.py)
            continue
        if has_status(s, iid, "no_texts"):  # テキストをプレイできない (issue 14 family O)
            continue
        if unit_locked and is_unit(s, iid):
            continue
        if s.skips and text_locked(s, seat, iid, ab.index):  # 「この記述の効果は使用できない」 (family O5, R-312)
            continue
        if _text_playable(s, seat, iid, ab):
            out.append(f"act:{iid}:{ab.index}")
    out.append("pass")
    return out


def _own_texts(s: State, seat: int) -> list[tuple[int, Ability]]:
    """Activated texts of `seat`'s cards on the field, in card order, for the state version.
    Both players are asked at every free timing, so one walk of the field answers for both."""
    c = cached(s)
    key = ("own_texts", seat)
    hit: list[tuple[int, Ability]] | None = c.get(key)
    if hit is None:
        ctrl = s.ctrl  # side_of a card on the field
        aided = texts_aided(s)
        if not aided:
            # nothing lends or takes a text: cards that cannot act by themselves have none, and
            # the others' texts follow from the card
            acts = unaided_texts(s)
            is_g = s.is_g
            zone = s.zone
            mine: tuple[list[tuple[int, Ability]], list[tuple[int, Ability]]] = ([], [])
            for iid in field_cards(s):
                pair = acts[iid]
                if pair is None:
                    continue
                side = ctrl[iid]
                if side < 0:
                    continue
                texts = pair[0] if is_g[iid] and zone[iid] == GZONE else pair[1]
                if texts:
                    mine[side].extend(texts)
            c[("own_texts", 0)] = mine[0]
            c[("own_texts", 1)] = mine[1]
            return mine[seat]
        may_act = game_cards(s).may_act
        # only the cards something lends to or takes from need their texts worked out
        hit = [(iid, ab) for iid in field_cards(s) if ctrl[iid] == seat and (may_act[iid] or iid in aided)
               for ab in (activated_abilities(s, iid) if iid in aided else unaided_activated(s, iid))]
        c[key] = hit
    return hit


# ---- building a play ------------------------------------------------------------------------------

def build_ability(s: State, b: Build) -> Ability | None:
    if b.kind == "text":
        ab = ability_by_index(s, b.source, b.ability)
        if ab is not None and "changed_if" in ab.cost:  # (family T5, cardt5steps.py)
            return changed_cost(s, ab, b.source, b.seat)
        return free_cost(s, ab, b.source, b.seat) if ab is not None and ab.cost else ab  # rulechanges.py
    if b.kind == "card":
        return s.defs[b.source].play_ability
    return None


def start_build(s: State, seat: int, kind: str, source: int, ability: int = -1) -> Build:
    b = Build(seat, kind, source, ability)
    ab = build_ability(s, b)
    d = s.defs[source]
    b.x_needed = (kind == "card" and (d.x_cost or d.x_roll is not None)) or (ab is not None and (ab.x_max is not None or "pay_x" in ab.cost
                                                                       or _x_targets(ab)))
    if ab is not None:
        b.target_names = tuple(n for n, sel in ab.targets if not chosen_on_resolution(sel))
        if ab.effect and ab.effect[0].get("do") == "choose_one" and len(ab.effect) == 1:
            b.modes = len(ab.effect[0]["options"])
        b.modes = b.modes or mode_count(ab)  # 「敵軍本国、または…」: the kind of target, declared as a mode
        b.modes = b.modes or area_modes(ab)  # 「戦闘エリア1つにいる全ての…」: the area declared (areamodes.py)
    return b


def _requirement(s: State, b: Build) -> tuple[int, dict[str, int], int]:
    """(total, roll requirement, G to exclude) of the play being built."""
    if b.kind == "card":
        if is_p78(s, b.source):
            total, req = p78_requirement(s, b.source, b.seat, b.x, b.pay_colour)
            return total, req, -1
        total, req = card_cost(s, b.source, b.seat, b.x, b.onto)
        option = cost_option(s, b.source)
        if option is not None and b.pay_colour == 1:  # the cheaper play at a price (rulechanges.py)
            total = max(total + int(option["total"]), 0)
        return total, with_alternative(req, roll_alternatives(s, b.source), b.pay_colour), -1
    if b.kind == "g":
        return 0, {}, -1
    ab = build_ability(s, b)
    assert ab is not None
    req = _text_req(s, b.source, ab, text_requirement(ab.cost, b.pay_colour, b.x))
    return 0, req, b.source if ab.cost.get("_exclude_self") else -1


def stage(s: State, b: Build) -> str:
    ab = build_ability(s, b)
    if b.x_needed and b.x == 0:
        return "x"
    if b.modes and b.mode < 0:
        return "mode"
    for n in b.target_names:
        if n not in b.done_targets and in_mode(ab, b.mode, n):  # only the chosen mode's targets
            return "target:" + n
    if b.kind == "card" and needs_host(s, b.source) and b.onto == -1:
        return "onto"
    if ab is not None and "pay_either" in ab.cost and b.pay_colour < 0:
        return "alt"
    if b.kind == "card" and needs_colour(s, b.source) and b.pay_colour < 0:
        return "alt"  # P78: a two-colour classic card's roll cost is paid in one colour, named
    if b.kind == "card" and b.pay_colour < 0 and (roll_alternatives(s, b.source) or cost_option(s, b.source)):
        return "alt"  # the colour of a special cost's Gs, or the cheaper play at a price, named (rulechanges.py)
    if ab is not None and ab.cost.get("discard_hand") and len(b.targets.get("_cost", [])) < ab.cost["discard_hand"]:
        return "costcard"
    if ab is not None and "roll_other" in ab.cost and not b.targets.get("_roll"):
        return "rollother"
    total, req, _ex = _requirement(s, b)
    if req and not is_paid(s, req, b.paid):
        return "pay"
    if b.kind == "card" and is_p78(s, b.source) and len(b.targets.get("_p78", [])) < s.defs[b.source].p78_remove:
        return "p78remove"  # P78 step 2, after the roll cost
    return "commit"


def _target_sel(s: State, b: Build, tname: str) -> Any:
    ab = build_ability(s, b)
    assert ab is not None
    return dict(ab.targets)[tname]


def stage_options(s: State, b: Build) -> list[str]:
    """Tokens for the current step of the declaration (at most 25 after paging).

    Asked for the decision, the legal tokens and the check of the action alike, so kept for the
    state version and the whole declaration so far (Build.key).
    """
    c = cached(s)
    key = ("stage", b.key())
    hit: list[str] | None = c.get(key)
    if hit is None:
        hit = c[key] = _stage_options(s, b)
    return list(hit)


def _stage_options(s: State, b: Build) -> list[str]:
    st = stage(s, b)
    ab = build_ability(s, b)
    if st == "x":
        hi = x_cap(s, ab, b.source, b.seat, MAX_X)  # a number, or a value read now (family V4, R-203)
        out = []
        for x in range(ab.x_min or 1 if ab is not None else 1, hi + 1):  # 「Xの下限はNとする」 (family V3)
            if b.kind == "card":
                total, req = card_cost(s, b.source, b.seat, x)
                if not can_pay(s, b.seat, total, req):
                    break
            if ab is not None and "pay_x" in ab.cost and not _x_payable(s, b.seat, b.source, ab, x):
                break
            if ab is not None and not _effect_possible(s, b.seat, b.source, ab, x):
                continue  # P55: no X for which the targets cannot be chosen
            out.append(f"x:{x}")
        return out
    if st == "mode":  # a mode whose own targets are not there is not offered
        return [f"mode:{i}" for i in range(b.modes) if (ab is None or not mode_count(ab)
                or _effect_possible(s, b.seat, b.source, ab, b.x or None, i))
                and (ab is None or not area_modes(ab) or area_ok(s, b.seat, b.source, ab, i))]  # an area (K4)
    if st.startswith("target:"):
        tname = st[7:]
        sel = _target_sel(s, b, tname)
        lo, hi, every = count_in_force(s, sel, b.seat, b.source)  # 「…に変更できる」
        if isinstance(sel, dict) and sel.get("count") == "X":
            lo = hi = b.x
        elif isinstance(sel, dict) and sel.get("count") == UPTO_X:  # 「1～X枚」: X chosen on play (family V8)
            hi = b.x
        chosen = b.targets.get(tname, [])
        found = candidates(s, sel, b.seat, b.source, {k: tuple(v) for k, v in b.targets.items()}, b.x)
        cands = [c for c in (_useful(s, ab, b.source, found) if ab is not None else found) if c not in chosen]
        if is_one_place(sel):  # 「ジャンクヤード1つにある…」: all of one junkyard (family Z4, targetsz4.py)
            cands = one_place_offer(s, cands, chosen, lo)
        if ab is not None:  # 「1ターンに同じユニットを対象にできない」 (limits.py)
            cands = fresh_targets(s, b.seat, b.source, ab, cands)
        if ab is not None:  # 「対象1と交戦中の…」: a first target that leaves the second one none is not offered
            cands = [c for c in cands if keeps_later_targets(s, ab.targets, b.seat, b.source, b.x, {
                k: tuple(v) for k, v in b.targets.items()}, tname, c)]
            cands = [c for c in cands if keeps_value_targets(s, ab, b.seat, b.source, b.x, {  # (family V9, R-511)
                k: tuple(v) for k, v in b.targets.items()}, tname, c)]
        out = [f"t:{c}" for c in cands]
        if len(chosen) >= lo:
            out.append("t:done")
        return out
    if st == "onto":  # a unit whose cost for this card cannot be paid is not offered (P55)
        out = [f"onto:{h}" for h in hosts_for(s, b.seat, b.source)
               if not _cost_hosts(s, b.seat, b.source) or can_pay(s, b.seat, *card_cost(s, b.source, b.seat, b.x, h))]
        if s.defs[b.source].has_keyword("stay"):
            out.append("onto:deploy")
        return out
    if st == "alt" and b.kind == "card" and cost_option(s, b.source) and not roll_alternatives(s, b.source):
        total, req = card_cost(s, b.source, b.seat, b.x)
        return [f"alt:{i}" for i, ok in enumerate((can_pay(s, b.seat, total, req),
                                                   _cheaper_payable(s, b.seat, b.source, total, req))) if ok]
    if st == "alt" and b.kind == "card" and roll_alternatives(s, b.source):
        total, req = card_cost(s, b.source, b.seat, b.x)
        alts = roll_alternatives(s, b.source)
        return [f"alt:{i}" for i in range(len(alts)) if can_pay(s, b.seat, total, with_alternative(req, alts, i))]
    if st == "alt" and ab is None:
        return [f"alt:{i}" for i in colour_options(s, b.source, b.seat)]
    if st == "p78remove":
        return [f"cost:{c}" for c in removable(s, b.source, b.seat, b.targets.get("_p78", []))]
    if st == "alt":
        assert ab is not None
        return [f"alt:{i}" for i in range(len(ab.cost["pay_either"]))
                if can_pay(s, b.seat, 0, _text_req(s, b.source, ab, text_requirement(ab.cost, i)))
                and not (i == ab.cost.get("roll_either") and s.rolled[host_of(s, b.source)])]  # 〔1/R〕 (V5)
    if st == "costcard":
        chosen = b.targets.get("_cost", [])
        return [f"cost:{c}" for c in s.place(b.seat, HAND) if c not in chosen and c != b.source]
    if st == "rollother":
        assert ab is not None
        sel = dict(ab.cost["roll_other"])
        sel.setdefault("side", "own")
        sel["rolled"] = False
        return [f"roll:{c}" for c in candidates(s, sel, b.seat, b.source, by_effect=False) if c != b.source]
    if st == "pay":
        total, req, ex = _requirement(s, b)
        picks = next_picks(s, b.seat, req, b.paid, ex)
        return ["pay:auto"] + [f"pay:{g}" for g in picks]
    return ["confirm"]


def apply_build(s: State, b: Build, token: str) -> None:
    """Record one step of the declaration; the token was checked against stage_options."""
    st = stage(s, b)
    kind, _, arg = token.partition(":")
    if kind == "x":
        b.x = int(arg)
    elif kind == "mode":
        b.mode = int(arg)
    elif kind == "t":
        tname = st[7:]
        if arg == "done":
            b.done_targets = (*b.done_targets, tname)
        else:
            b.targets.setdefault(tname, []).append(int(arg))
            sel = _target_sel(s, b, tname)
            _lo, hi, _ = count_in_force(s, sel, b.seat, b.source)
            if isinstance(sel, dict) and sel.get("count") in ("X", UPTO_X):  # 1～X枚: family V8
                hi = b.x
            if len(b.targets[tname]) >= hi:
                b.done_targets = (*b.done_targets, tname)
    elif kind == "onto":
        b.onto = -2 if arg == "deploy" else int(arg)
    elif kind == "alt":
        b.pay_colour = int(arg)
    elif kind == "cost":
        b.targets.setdefault("_p78" if st == "p78remove" else "_cost", []).append(int(arg))
    elif kind == "roll":
        b.targets["_roll"] = [int(arg)]
    elif kind == "pay":
        total, req, ex = _requirement(s, b)
        if arg == "auto":
            rest = auto_payment_from(s, b.seat, req, b.paid, ex)
            b.paid.extend(rest)
        else:
            b.paid.append(int(arg))


def auto_payment_from(s: State, seat: int, req: dict[str, int], chosen: list[int], exclude: int) -> list[int]:
    """Complete a partly chosen payment deterministically."""
    out: list[int] = []
    while not is_paid(s, req, chosen + out):
        picks = next_picks(s, seat, req, chosen + out, exclude)
        if not picks:
            break
        full = auto_payment(s, seat, req, exclude)
        pref = [g for g in (full or []) if g in picks]
        out.append(pref[0] if pref else picks[0])
    return out


def _targets_for_entry(s: State, b: Build) -> tuple[tuple[str, tuple[tuple[int, int], ...]], ...]:
    out = []
    for n in b.target_names:
        out.append((n, tuple((c, s.stamp[c]) for c in b.targets.get(n, []))))
    return tuple(out)


def commit(s: State, b: Build) -> None:
    """Pay everything (P55 order: the roll cost, then special costs) and put the effect in the cut."""
    from .places import move

    seat = b.seat
    ab = build_ability(s, b)
    for g in b.paid:
        set_rolled(s, g, True)
    if b.paid:
        emit(s, "pay", f"{s.players[seat]}: Gを{len(b.paid)}枚ロール", f"{s.players[seat]} rolled {len(b.paid)} G",
             tuple(b.paid), seat)
        queue_global(s, "pays_roll", seat)  # 「自軍がロールコストを支払った場合」 (family V3, R-126)
    removed = b.targets.get("_p78", []) if b.kind == "card" else []
    for c in removed:  # P78 step 2: own hand cards and/or Gs removed from the game
        move(s, c, REMOVED)
    if removed:
        emit(s, "remove", f"{s.players[seat]}: 手札・Gを{len(removed)}枚ゲームから取り除く (P78)",
             f"{s.players[seat]} removed {len(removed)} hand card(s)/G(s) from the game (P78)", tuple(removed), seat)
    if ab is not None and b.kind == "text":
        cost = ab.cost
        if cost.get("roll_self") or ("roll_either" in cost and b.pay_colour == cost["roll_either"]):  # 〔1/R〕 (V5)
            set_rolled(s, b.source, True)
        for c in b.targets.get("_cost", []):
            move(s, c, JUNK)
        for c in b.targets.get("_roll", []):
            set_rolled(s, c, True)
        if cost.get("remove_junkyard"):
            junk = s.place(seat, JUNK)
            for c in junk[: cost["remove_junkyard"]]:
                move(s, c, REMOVED)
        if cost.get("home_to_discard"):
            from .places import home_damage

            home_damage(s, seat, cost["home_to_discard"])
        if cost.get("discard_self"):
            move(s, b.source, JUNK)
            queue_trigger(s, "to_junkyard", b.source)  # 場から廃棄された場合
        if cost.get("g_play"):  # the text's play is the turn's G play too (P21, family T5, R-300)
            s.g_played = True
        if ab.keyword != "gain" or not gain_unlimited(s, b.source):  # (family T5, R-301)
            key = used_key(seat, b.source, ab)
            (s.used_cut if ab.repeatable else s.used).add(key)
        limit_record(s, seat, b.source, ab)
        record_targets(s, seat, b.source, ab, b.targets)
        text_played(s, b.source, ab.keyword == "gain")  # 「…のテキストがプレイされた場合」 (family T5, cardt5steps.py)
    option = cost_option(s, b.source) if b.kind == "card" else None
    if option is not None and b.pay_colour == 1:
        mark_cheap_play(s, b.source, option)  # discarded when its cut (turn) ends (rulechanges.py)
    entry = new_entry(s, "g" if b.kind == "g" else ("text" if b.kind == "text" else "card"), seat, b.source,
                      b.ability, b.x, _targets_for_entry(s, b) + paid_entry(s, ab, b.paid),  # family V4
                      b.mode, b.onto)
    if b.kind in ("card", "g"):
        from_hand = s.zone[b.source] == HAND
        detach(s, b.source)
        s.set_zone(b.source, CUT)
        if b.kind == "card":
            mark_played_from(s, b.source, from_hand)  # 「自軍手札からプレイされて…」 (overrides.py, family O2)
        s.zseat[b.source] = seat
        s.version += 1
        if b.kind == "g":
            s.g_played = True
            emit(s, "play", f"{s.players[seat]}: {name(s, b.source)}をGとしてプレイ",
                 f"{s.players[seat]} plays {name(s, b.source, 'en')} as a G", (b.source,), seat)
        else:
            if s.defs[b.source].type == "ace":
                s.ace_played[seat] = True
            emit(s, "play", f"{s.players[seat]}: {name(s, b.source)}をプレイ",
                 f"{s.players[seat]} plays {name(s, b.source, 'en')}", (b.source,), seat)
            if s.defs[b.source].type == "command":
                queue_global(s, "plays_command", seat)
        if game_cards(s).watches_play:  # 「…がプレイされた場合」 (cardg8cause.py, family G8)
            cardg8_played(s, b.source, b.kind == "g")
    else:
        emit(s, "play", f"{s.players[seat]}: {name(s, b.source)}のテキストをプレイ",
             f"{s.players[seat]} plays a text of {name(s, b.source, 'en')}", (b.source,), seat)
    s.cut.append(entry)
    s.build = None
    s.passes = 0
    s.priority = 1 - seat  # the other player may cut in first (P47)
