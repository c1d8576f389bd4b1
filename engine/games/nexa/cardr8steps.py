"""Verbs of issue 14's family R8: named step results and looking at cards, round 3 (textc/cardr8.py).

`cardr8_look_swap`: 「…を見て、その中にある…1枚と、このカード（自軍ユニット1枚）を置き換える（事ができる）」, the player looks
at the pile (its top N, or all of it), may pick one card that fits, and that card takes the other card's place on the field
(置き換え P77 Ver.1.2, R-23: state, set cards and coins kept; the card replaced goes where the new one came from, the pile
looked at); a whole pile looked at (or with `shuffled`, the pile the top cards were looked at in) is shuffled after,
whether a card was swapped in or not (the player may pick none: 「事ができる」). What was swapped in is noted as taken (`_taken`, read by if_taken:
「この効果でこのユニットを置き換えなかった場合」; R-454).

`cardr8_look_enter`: 「…を見て、その中にある…1枚を、敵軍ユニットのいる戦闘エリアに…で出す事ができる」, the card picked (none or
one) enters the field straight into a battle area where enemy units are, as family O5's cardo5_enter_area puts a card there
(R-311); it is noted as taken (「この効果で出したユニット」, selector taken; R-456).
"""

from __future__ import annotations

from .effects import VERB_FUNCS, Step, choose, resolve_target, seat_of, side_seat, source_of, verb
from .named_steps2 import can_take, set_by_effect
from .places import emit, name, shuffle_home
from .state import DISCARD, FIELD_ZONES, HOME, Resolving, State
from .stats import host_of
from .take_top import pile_zone
from .targets import matches


@verb("cardr8_look_swap")
def _look_swap(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    named = pile_zone(s, ctx, st["zone"])
    zone = HOME if named == "home" else DISCARD
    pile = s.place(who, zone)
    top = st.get("top")
    if top is not None:  # only the top N are looked at; the rest stay in order
        n = int(top["upto"]) if isinstance(top, dict) else int(top)
        pile = pile[-n:] if n > 0 else []
    olds = resolve_target(s, ctx, st["target"])
    flt = {**st["filter"], "zone": named, "side": "any"}
    fits = [c for c in reversed(pile) if matches(s, flt, c, seat_of(ctx), source_of(ctx), by_effect=False)]
    if not olds or s.zone[olds[0]] not in FIELD_ZONES:
        fits = []  # nothing on the field to take the place of: the look finds nothing to swap in
    picked = choose(s, ctx, seat_of(ctx), fits, 0, 1, "search", ("置き換えるカードを選ぶ", "Choose the card to swap in"),
                    private=True)
    ctx.bound["_taken"] = tuple(picked)  # 「この効果でこのユニットを置き換えなかった場合」 (if_taken)
    if picked:
        emit(s, "reveal", f"{name(s, picked[0])}を公開", f"revealed {name(s, picked[0], 'en')}", (picked[0],))
        ctx.bound["_cardr8_old"] = (olds[0],)
        ctx.bound["_cardr8_new"] = (picked[0],)
        VERB_FUNCS["replace"](s, ctx, {"do": "replace", "target": "_cardr8_old", "with": "_cardr8_new"})
    if top is None or st.get("shuffled"):
        if zone == HOME:
            shuffle_home(s, who)
        else:
            s.rng.shuffle(s.place(who, DISCARD))


@verb("cardr8_look_enter")
def _look_enter(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    named = pile_zone(s, ctx, st["zone"])
    pile = s.place(who, HOME if named == "home" else DISCARD)
    top = st.get("top")
    if top is not None:  # only the top N are looked at; the rest stay in order
        n = int(top["upto"]) if isinstance(top, dict) else int(top)
        pile = pile[-n:] if n > 0 else []
    flt = {**st["filter"], "zone": named, "side": "any"}
    fits = [c for c in reversed(pile) if matches(s, flt, c, seat_of(ctx), source_of(ctx), by_effect=False)]
    picked = choose(s, ctx, seat_of(ctx), fits, 0, 1, "search", ("出すカードを選ぶ", "Choose the card to put in"),
                    private=True)
    ctx.bound["_taken"] = tuple(picked)
    if picked:
        emit(s, "reveal", f"{name(s, picked[0])}を公開", f"revealed {name(s, picked[0], 'en')}", (picked[0],))
        VERB_FUNCS["cardo5_enter_area"](s, ctx, {"do": "cardo5_enter_area", "target": "_taken", "with": st["with"],
                                                 "said": "", "position": "back", "rolled": bool(st["rolled"])})
    if top is None and named == "home":
        shuffle_home(s, who)


@verb("cardr8_look_set_host")
def _look_set_host(s: State, ctx: Resolving, st: Step) -> None:
    """「…を全て見て、その中にある…キャラ1枚を、そのユニットにセットできる。その後、…をシャッフルする」: the player may pick
    a character that fits; it is set on the unit this card is set on (P66: a unit that cannot take it leaves it in the
    pile); the pile is shuffled after."""
    who = side_seat(ctx, st["side"])
    named = pile_zone(s, ctx, st["zone"])
    zone = HOME if named == "home" else DISCARD
    flt = {**st["filter"], "zone": named, "side": "any"}
    host = host_of(s, source_of(ctx))
    fits = [c for c in reversed(s.place(who, zone)) if matches(s, flt, c, seat_of(ctx), source_of(ctx), by_effect=False)]
    if host == source_of(ctx) or s.zone[host] not in FIELD_ZONES:
        fits = []
    picked = choose(s, ctx, seat_of(ctx), fits, 0, 1, "search", ("セットするキャラを選ぶ", "Choose the character to set"),
                    private=True)
    for c in picked:
        if can_take(s, c, host):
            emit(s, "reveal", f"{name(s, c)}を公開", f"revealed {name(s, c, 'en')}", (c,))
            set_by_effect(s, c, host)
    if zone == HOME:
        shuffle_home(s, who)
    else:
        s.rng.shuffle(s.place(who, DISCARD))
