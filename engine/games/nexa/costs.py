"""Cost payment (P23-P24, P44, P55): total power, roll costs by colour, purple, dual, ①.

A requirement is a dict colour -> count, with "any" for ① and "purple" paid by as many purple Gs
or by twice as many Gs of other colours, one way for the whole value (P23, ruling R-08). The rerolled Gs make the only power there is (P22).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Final

from .cardg5rules import extra_power, gsign_changed, gsign_colour
from .cardg6rules import extendable as g6_extendable
from .cardg6rules import has_dual, pay_key
from .cardg6rules import valid as g6_valid
from .cardo3rules import AS, FOR_CARD, MANY, doubling, is_mark, many, marks, play_mark, valid_with_as
from .cardo8rules import FOR_TEXT, card_mark, scope_key
from .conditions import holds
from .heldz5 import any_held, held_cost
from .overrides import stand_ins
from .state import GZONE, State
from .stats import applied_kinds, cached, cost_sources, exclusive_with
from .targets import matches, value

Req = dict[str, int]


def g_colour(s: State, iid: int) -> str:
    if s.zone[iid] != GZONE:  # a card paying as a G of a colour (overrides.stand_ins)
        return stand_ins(s, s.ctrl[iid]).get(iid, "white")
    d = s.defs[iid]
    if s.grants and gsign_changed(s):  # a G sign's colour changed for a while (family G5, R-270)
        return gsign_colour(s, iid) or (d.colours[0] if d.colours else "white")
    return d.gsign_colour or (d.colours[0] if d.colours else "white")


def rerolled_gs(s: State, seat: int, exclude: int = -1) -> list[int]:
    return [g for g in s.place(seat, GZONE) if not s.rolled[g] and g != exclude and s.ctrl[g] == seat]


def payers(s: State, seat: int, exclude: int = -1, req: Req | None = None) -> list[int]:
    """What may be rolled for a roll cost: the rerolled Gs, and cards a text lets pay as a G
    (overrides.stand_ins, for the payment `req`: family O8); only the Gs make power (国力) for a total cost (P22)."""
    gs = rerolled_gs(s, seat, exclude)
    if "pay_as_g" not in applied_kinds(s):  # stand_ins' own first question, asked here where it is cheap
        return gs
    more = stand_ins(s, seat, req if req is not None else {})
    return gs + [c for c in more if c != exclude] if more else gs


def total_power(s: State, seat: int) -> int:
    """Own power generated now: one per rerolled G (P22)."""
    return len(rerolled_gs(s, seat)) + extra_power(s, seat, holds)  # (family G5: power toward a total cost, R-272)


def card_cost(s: State, iid: int, seat: int, x: int = 0, onto: int = -1) -> tuple[int, Req]:
    """A card's cost for this play: increases, then decreases (P55), X added to the total.

    Every step of a declaration asks again, so it is kept for the state version (cost changes
    read the board, and the point only when stats.point_dependent moves the version with it).
    `onto`: the unit it is set on, once chosen (a cost 「…が成立する自軍ユニットにセットする場合」 reads it).
    """
    c = cached(s)
    key = ("cost", iid, seat, x, onto)
    hit: tuple[int, Req] | None = c.get(key)
    if hit is None:
        hit = c[key] = _card_cost(s, iid, seat, x, onto)
    return hit[0], dict(hit[1])


def _card_cost(s: State, iid: int, seat: int, x: int, onto: int = -1) -> tuple[int, Req]:
    d = s.defs[iid]
    total = d.total_cost + (x if d.x_cost else 0)
    roll: Req = dict(d.roll_cost)
    if d.x_roll is not None:  # 「ロールコストX」 (family V4): X Gs of that colour
        roll[d.x_roll] = roll.get(d.x_roll, 0) + x
    inc_t = inc_r = dec_t = dec_r = 0
    roll_to: int | None = None
    total_to: int | None = None
    for source, c in cost_sources(s):
        src_seat = s.ctrl[source] if s.ctrl[source] >= 0 else s.owner[source]
        # which card it changes is cheap to see; the condition (P57) is read only for those
        target = c.get("target", "self")
        if target == "self":
            if source != iid:
                continue
        elif not matches(s, target, iid, src_seat, source, use_base=True):
            continue
        if c.get("condition") and not holds(s, c["condition"], source, src_seat):
            continue
        if c.get("onto_exclusive") and not (onto >= 0 and exclusive_with(s, onto, iid)):
            continue  # only when set where it makes its 専用機のセット (P76; setrules.py's family K)
        if c.get("onto") and not (onto >= 0 and matches(s, c["onto"], onto, src_seat, source)):
            continue  # only when set onto a unit that fits (「…にセットする場合」, family C3)
        if c.get("wording") == "less_onto_roll":  # 「セット先のロールコストの値だけ…マイナスして」 (family V5)
            dec_t += s.defs[onto].roll_total if onto >= 0 else 0
            continue
        if "roll_to" in c:  # "its roll cost becomes N": a decrease of step 2 (P55), taken last
            roll_to = int(c["roll_to"]) if roll_to is None else min(roll_to, int(c["roll_to"]))
        if "total_to" in c:
            total_to = int(c["total_to"]) if total_to is None else min(total_to, int(c["total_to"]))
        t, r = (value(s, c.get(k, 0), source, src_seat) for k in ("total", "roll"))  # 「合計国力-X…」: a value
        inc_t += max(t, 0)
        dec_t += max(-t, 0)
        inc_r += max(r, 0)
        dec_r += max(-r, 0)
    pa = d.play_ability  # 「…場合、このカードは、合計国力-2してプレイできる」 in a command's text (family O2)
    if pa is not None and "cheaper_if" in pa.cost and holds(s, pa.cost["cheaper_if"], iid, seat):
        dec_t += int(pa.cost.get("cheaper_by", 0))
        dec_r += int(pa.cost.get("cheaper_roll_by", 0))  # 「…ロールコスト-1してプレイできる」 (family K6)
    total = max(total + inc_t - dec_t, 0)
    if roll and (inc_r or dec_r):
        main = max(roll, key=lambda k: (roll[k], k))
        roll[main] = max(roll[main] + inc_r - dec_r, 0)
    if total_to is not None:
        total = min(total, total_to)
    if roll_to is not None:
        roll = _roll_at_most(roll, roll_to)
    if s.grants and any_held(s):  # 「このターン、（ハンガーにある）対象は、…してプレイできる」 (family Z5, heldz5.py)
        total, roll = held_cost(s, iid, total, roll)
    roll = {k: v for k, v in roll.items() if v > 0}
    # family O3 (cardo3rules.py): Gs paying as another colour, and the mark of a card's play for Gs that pay as two then
    return total, ({**roll, **marks(d), **play_mark(s), **card_mark(s, d)} if roll else roll)  # card_mark: family O8


def _roll_at_most(roll: Req, n: int) -> Req:
    """A roll cost that "becomes N" (at most N in all, the largest colour first lowered)."""
    out = dict(roll)
    while sum(out.values()) > n:
        main = max(out, key=lambda k: (out[k], k))
        out[main] -= 1
    return out


def _key(s: State, g: int) -> str:
    """The count key of a payer: its colour, or its colours when its G sign has two (family G6, cardg6rules.py)."""
    c = g_colour(s, g)
    also = s.defs[g].gsign_also
    return pay_key(c, also) if also and s.zone[g] == GZONE else c


def _counts(s: State, gs: list[int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for g in gs:
        c = _key(s, g)
        out[c] = out.get(c, 0) + 1
    return out


DOUBLE: Final = "double_g"  # 「…は、このターン、ロールコストの支払いにおいて、2枚分のGとして扱う事ができる」 (family O2)


_NO_DOUBLES: Final[dict[str, int]] = {}


def _doubles(s: State, gs: list[int], req: Req | None = None) -> dict[str, int]:
    """How many of `gs`, by colour, may each pay as two Gs of their colour (a status DOUBLE): a second,
    optional unit of payment each (P23's count of Gs rolled; the power they make, P22, is unchanged).
    Family O3: DOUBLE_CARD for the play of a card, DOUBLE_TEXT for the play of a text (cardo3rules.py)."""
    if not s.grants and (not req or not any(k.startswith(MANY) for k in req)):
        return _NO_DOUBLES  # no status lets a G pay as two, and no mark of this payment says so (the usual case)
    kinds = doubling(s, req)
    more = many(req)  # family O3: each G of a 属性 pays as up to N for this card (g_as_many)
    if not kinds and not more:
        return {}
    from .stats import has_status

    out: dict[str, int] = {}
    for g in gs:
        extra = more.get(s.defs[g].gsign_series or "", 0) if more and s.zone[g] == GZONE else 0
        if extra:
            c = g_colour(s, g)
            out[c] = out.get(c, 0) + extra
        if kinds and any(has_status(s, g, k) for k in kinds):
            c = g_colour(s, g)
            out[c] = out.get(c, 0) + 1
    return out


def _with_doubles(s: State, gs: list[int], req: Req | None = None) -> dict[str, int]:
    out = _counts(s, gs)
    for c, n in _doubles(s, gs, req).items():
        out[c] = out.get(c, 0) + n
    return out


def valid_final(counts: dict[str, int], req: Req) -> bool:
    """Do exactly these Gs (by colour) pay `req` with nothing over? (P23 purple, P24 dual)"""
    if any(is_mark(c) for c in req):  # family O3: some Gs may pay as another colour (cardo3rules.py)
        return valid_with_as(counts, req, valid_final)
    left = 0
    for c, n in req.items():
        if c in ("any", "purple"):
            continue
        if counts.get(c, 0) < n:
            return False
    for c, n in counts.items():
        if c == "purple":
            continue
        left += n - req.get(c, 0)
    sp = counts.get("purple", 0)
    p = req.get("purple", 0)
    a = req.get("any", 0)
    # P23: the whole purple value is paid one way, with purple Gs or twice as many Gs of other
    # colours; the two ways are not mixed (ruling R-08)
    for k in (0, p) if sp >= p else (0,):
        rest = left - 2 * (p - k)
        if rest >= 0 and rest + (sp - k) == a:
            return True
    return False


def _size_bound(req: Req) -> int:
    return sum(n for c, n in req.items() if c != "purple" and not is_mark(c)) + 2 * req.get("purple", 0)


def extendable(chosen: dict[str, int], avail: dict[str, int], req: Req) -> bool:
    """Is there a valid payment that contains the chosen Gs, using what is available?"""
    if has_dual(avail):  # a G of two colours (family G6): each way it may pay
        return g6_extendable(chosen, avail, req, extendable)
    return _extendable(tuple(sorted(chosen.items())), tuple(sorted(avail.items())),
                       tuple(sorted(req.items())))


@lru_cache(maxsize=4096)
def _extendable(chosen_items: tuple[tuple[str, int], ...], avail_items: tuple[tuple[str, int], ...],
                req_items: tuple[tuple[str, int], ...]) -> bool:
    """`extendable` on colour counts as sorted tuples: a pure function of them, so its answers
    are kept across states (the same few G counts and costs come up all game long)."""
    chosen = dict(chosen_items)
    avail = dict(avail_items)
    req = dict(req_items)
    colours = sorted(avail)
    bound = _size_bound(req)
    base = sum(chosen.values())
    if base > bound:
        return False

    def rec(i: int, cur: dict[str, int], size: int) -> bool:
        if i == len(colours):
            return valid_final(cur, req)
        c = colours[i]
        extra_max = avail[c] - chosen.get(c, 0)
        for extra in range(0, extra_max + 1):
            if size + extra > bound:
                break
            nxt = dict(cur)
            nxt[c] = chosen.get(c, 0) + extra
            if rec(i + 1, nxt, size + extra):
                return True
        return False

    start = {c: chosen.get(c, 0) for c in colours}
    return rec(0, start, base)


def can_pay(s: State, seat: int, total: int, req: Req, exclude: int = -1) -> bool:
    """Can `seat` pay this now? Asked for every card and text at every timing, so it is kept
    for the state version (the Gs and their roll state only change with it).

    An excluded G (a guard system paying for itself) matters only by its colour, and only when
    it is one of the rerolled Gs, so every G of a colour shares one answer.
    """
    if exclude >= 0 and not is_rerolled_g(s, seat, exclude):
        exclude = -1  # excluding it changes nothing
    if not s.grants and "purple" not in req and _plain(req):
        return _can_pay_plain(s, seat, total, req, exclude)
    c = cached(s)
    key = ("pay", seat, total, g_colour(s, exclude) if exclude >= 0 else None, *req.items())
    hit: bool | None = c.get(key)
    if hit is None:
        hit = c[key] = _can_pay(s, seat, total, req, exclude)
    return hit


def _plain(req: Req) -> bool:
    """No mark of family O3 (paying as another colour, or as several Gs)."""
    return all(not (k.startswith(AS) or k.startswith(MANY)) for k in req)


def _can_pay_plain(s: State, seat: int, total: int, req: Req, exclude: int) -> bool:
    """`_can_pay` when no G pays as two or as another colour and nothing purple is asked (P22-P24):
    then a payment exists exactly when there are enough Gs of each colour named and enough Gs in
    all (`valid_final`: the rest pays 〔any〕 whatever their colour), so no search is needed."""
    c = cached(s)
    if _short_of_power(s, c, seat, total):
        return False
    if not req:
        return True
    counts, have = _avail(s, c, seat, exclude, req)
    if have < 0:  # a G of two colours (family G6): the search
        return extendable({}, counts, req)
    return plain_payable(counts, have, req)


def _short_of_power(s: State, c: dict[Any, Any], seat: int, total: int) -> bool:
    """Does the total cost ask more power than the rerolled Gs make (P22)? Their count is read once
    per state version."""
    if not total:
        return False
    power: int | None = c.get(("power", seat))
    if power is None:
        power = c[("power", seat)] = len(rerolled_gs(s, seat)) + extra_power(s, seat, holds)  # (family G5, R-272)
    return total > power


def _avail(s: State, c: dict[Any, Any], seat: int, exclude: int, req: Req) -> tuple[dict[str, int], int]:
    """What may pay a roll cost, by colour, and how many in all, when no G pays as two (_doubles): the same
    for every cost of the state version (but for the marks of what is paid for, family O8's stand-ins)."""
    key = ("avail", seat, exclude, scope_key(req)) if FOR_TEXT in req or FOR_CARD in req else ("avail", seat, exclude)
    hit: tuple[dict[str, int], int] | None = c.get(key)
    if hit is None:
        counts = _counts(s, payers(s, seat, exclude, req))
        hit = c[key] = (counts, -1 if has_dual(counts) else sum(counts.values()))  # -1: a G of two colours (G6)
    return hit


def plain_payable(counts: dict[str, int], have: int, req: Req) -> bool:
    """`extendable({}, counts, req)` for a plain requirement (`_plain`, nothing purple): `have` is
    the sum of `counts`. tests/test_engine_speed_invariants.py checks the two agree."""
    need = 0
    for k, n in req.items():
        need += n
        if k != "any" and counts.get(k, 0) < n:
            return False
    return have >= need


def is_rerolled_g(s: State, seat: int, g: int) -> bool:
    """Is `g` one of rerolled_gs(s, seat)?"""
    return g in s.place(seat, GZONE) and not s.rolled[g] and s.ctrl[g] == seat


def _can_pay(s: State, seat: int, total: int, req: Req, exclude: int) -> bool:
    c = cached(s)
    if _short_of_power(s, c, seat, total):
        return False
    if not req:
        return True
    if not s.grants and not any(k.startswith(MANY) for k in req):  # no G pays as two (_doubles)
        return extendable({}, _avail(s, c, seat, exclude, req)[0], req)
    return extendable({}, _with_doubles(s, payers(s, seat, exclude, req), req), req)


def next_picks(s: State, seat: int, req: Req, chosen: list[int], exclude: int = -1) -> list[int]:
    """Gs that can be rolled next while a complete payment stays possible."""
    gs = [g for g in payers(s, seat, exclude, req) if g not in chosen]
    avail = _with_doubles(s, gs + chosen, req)
    cc = _counts(s, chosen)
    out: list[int] = []
    seen: dict[str, bool] = {}
    for g in gs:
        c = _key(s, g)
        if c not in seen:
            trial = dict(cc)
            trial[c] = trial.get(c, 0) + 1
            seen[c] = extendable(trial, avail, req)
        if seen[c]:
            out.append(g)
    return out


def is_paid(s: State, req: Req, chosen: list[int]) -> bool:
    counts = _counts(s, chosen)
    doubles = _doubles(s, chosen, req)
    check = _valid_dual if has_dual(counts) else valid_final  # a G of two colours (family G6)
    if not doubles:
        return check(counts, req)
    # each G that may pay as two pays one or two, as the payment needs (the player's choice)
    options: list[dict[str, int]] = [counts]
    for c, n in doubles.items():
        options = [{**o, c: o.get(c, 0) + k} for o in options for k in range(n + 1)]
    return any(check(o, req) for o in options)


def _valid_dual(counts: dict[str, int], req: Req) -> bool:
    return g6_valid(counts, req, valid_final)


def auto_payment(s: State, seat: int, req: Req, exclude: int = -1) -> list[int] | None:
    """A deterministic payment that keeps graphics (guard system) rerolled when it can."""
    gs = payers(s, seat, exclude, req)
    gs.sort(key=lambda g: (s.defs[g].type == "graphic", g))
    chosen: list[int] = []
    while not is_paid(s, req, chosen):
        picks = next_picks(s, seat, req, chosen, exclude)
        if not picks:
            return None
        # prefer a G whose colour is asked for by name, then purple for purple, then the rest
        def rank(g: int) -> tuple[int, int, int]:
            c = g_colour(s, g)
            named = c in req and c not in ("any", "purple")
            return (0 if named else 1 if c == "purple" and "purple" in req else 2,
                    1 if s.defs[g].type == "graphic" else 0, g)

        chosen.append(min(picks, key=rank))
        if len(chosen) > len(gs):
            return None
    return chosen


def text_requirement(cost: dict[str, Any], alt: int, x: int = 0) -> Req:
    """The roll requirement of a text's cost (P44): `pay`, or alternative `alt` of `pay_either`,
    and X more for a cost with X (`pay_x`, 〔X〕: X chosen on play, P55)."""
    req: Req = {}
    if "pay_x" in cost and x:
        req[cost["pay_x"]] = x
    if "pay" in cost:
        for c, n in cost["pay"].items():
            req[c] = req.get(c, 0) + n
    if "pay_either" in cost and alt >= 0:
        for c, n in cost["pay_either"][alt].items():
            req[c] = req.get(c, 0) + n
    return req
