"""Verbs of issue 14's family R3 (textc/cardr3.py): cards a step names by where they are, and where they go.

`cardr3_place` puts each card of its target on its owner's home (top, bottom, or either: the player says
which, P62) or makes it the player's G (P53) in the roll state the text says; `cardr3_random` makes N cards
of a side's hand, picked at random, that side's G.
"""

from __future__ import annotations

from typing import Final

from .cardb8wait import late_names
from .effects import Step, ask_option, make_g, move_to, resolve_target, seat_of, side_seat, source_of, verb
from .places import emit, move, name, set_rolled
from .state import DEPLOY, HAND, HOME, Resolving, State

_TOP_OR_BOTTOM: Final = [{"ja": "上", "en": "top"}, {"ja": "下", "en": "bottom"}]


def _to_g(s: State, iid: int, seat: int, rolled: bool) -> None:
    make_g(s, iid, seat)
    set_rolled(s, iid, rolled)
    emit(s, "move", f"{name(s, iid)}はGになった", f"{name(s, iid, 'en')} became a G", (iid,))


@verb("cardr3_place")
def _place(s: State, ctx: Resolving, st: Step) -> None:
    seat = seat_of(ctx)
    for iid in resolve_target(s, ctx, st["target"]):
        to = st["to"]
        if to == "gzone":
            _to_g(s, iid, seat, bool(st.get("rolled")))
            continue
        if to == "enemy_hangar":  # 「…を敵軍ハンガーに移す」: its owner's hangar (the enemy's card)
            move_to(s, iid, "hangar", s.owner[iid])
            continue
        top = to == "home_top"
        if to == "home_either":  # 「持ち主の本国の上か下に移す」: the player says which
            top = ask_option(s, ctx, seat, 2, _TOP_OR_BOTTOM, ("本国の上か下か", "Top or bottom of the home")) == 0
        move(s, iid, HOME, s.owner[iid], top=top)
        emit(s, "move", f"{name(s, iid)}は本国の{'上' if top else '下'}へ",
             f"{name(s, iid, 'en')} → {'top' if top else 'bottom'} of the home", (iid,))


@verb("cardr3_random")
def _random(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    hand = list(s.place(who, HAND))
    for _ in range(min(int(st["count"]), len(hand))):
        card = hand.pop(s.rng.below(len(hand)))
        _to_g(s, card, who, False)


def _names(x: object) -> set[str]:
    """Every string inside a step (the target names it uses among them)."""
    if isinstance(x, str):
        return {x}
    if isinstance(x, dict):
        return set().union(*(_names(v) for v in x.values())) if x else set()
    if isinstance(x, (list, tuple)):
        return set().union(*(_names(v) for v in x)) if x else set()
    return set()


_WRAPS: Final = ("cardb8_this_turn", "cardb8_show_then", "_all_or_nothing")  # steps holding others (family B8)


def with_late_binds(binds: list[Step], steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """The steps of an effect with its hidden targets' choices (`_bind`, P56: on resolution) put in place:
    a target first used after 「その後」 is chosen when that step comes (「カード2枚を引く。その後、自軍手札1枚を
    選んで…」 picks among the cards drawn; ruling R-131); the others are chosen as the effect starts."""
    early: list[Step] = []
    late: dict[int, list[Step]] = {}
    waits_for = set().union(*(late_names(x) for x in steps)) if binds else set()  # family B8 (cardb8steps.py)
    for b in binds:
        if b["name"] in waits_for and b["name"] not in _names([x for x in steps if x.get("do") not in _WRAPS]):
            continue  # used only in 「このターン、…場合、…」: chosen when that waiting effect starts (family B8, R-470)
        first = next((i for i, x in enumerate(steps) if b["name"] in _names(x)), -1)
        if first > 0 and any(x.get("after") for x in steps[1:first + 1]):
            late.setdefault(first, []).append(b)
        else:
            early.append(b)
    out: list[Step] = list(early)
    for i, x in enumerate(steps):
        out += late.get(i, [])
        out.append(x)
    return tuple(out)


@verb("cardr3_and_set")
def _and_set(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """「…を自軍配備エリアに…で出し、このカードをセットする」: the inner step brings a unit in, then this card (a
    character) is set on the unit that came in (P66); a unit that cannot take it leaves it where it is (R-92)."""
    before = {i for i in range(len(s.zone)) if s.zone[i] == DEPLOY}
    ctx.bound["_cardr3_before"] = tuple(before)
    return [*st["steps"], {"do": "_cardr3_set_self"}]


@verb("_cardr3_set_self")
def _set_self(s: State, ctx: Resolving, st: Step) -> None:
    from .named_steps2 import can_take, set_by_effect

    before = set(ctx.bound.pop("_cardr3_before", ()))
    came = [i for i in range(len(s.zone)) if s.zone[i] == DEPLOY and i not in before and s.ctrl[i] == seat_of(ctx)]
    src = source_of(ctx)
    for host in came[:1]:
        if can_take(s, src, host):
            set_by_effect(s, src, host)


@verb("cardr3_side_does")
def _side_does(s: State, ctx: Resolving, st: Step) -> list[Step] | None:
    """「敵軍は、自分のG1枚をリロールできる」: that side's player picks that many of their own cards that fit (none,
    with 「できる」), when the step resolves; they are no targets (P56). The step then acts on them (R-133)."""
    from .effects import VERB_FUNCS, choose
    from .targets import candidates, count_spec

    if st["side"] == "any":  # 「全ての軍は」: each player in turn, the effect's controller first
        return [{**st, "side": side, "filter": {**st["filter"], "side": side}} for side in ("own", "enemy")]
    who = side_seat(ctx, st["side"])
    cands = candidates(s, {**st["filter"], "count": "all"}, seat_of(ctx), source_of(ctx), ctx.bound, by_effect=False)
    lo, hi, _every = count_spec(st["filter"])
    if st["then"] in ("roll", "reroll"):  # a card already in that state cannot be picked for it
        cands = [c for c in cands if bool(s.rolled[c]) != (st["then"] == "roll")]
    hi = min(hi, len(cands))
    lo = 0 if st.get("may") else min(lo, hi)
    picked = choose(s, ctx, who, cands, lo, hi, "pick", ("自分のカードを選ぶ", "Choose your own cards"))
    ctx.bound["_cardr3_picked"] = tuple(picked)
    amount = {"amount": st["amount"]} if "amount" in st else {}  # 「…1枚にXダメージを与える」 (family V5)
    VERB_FUNCS[st["then"]](s, ctx, {"do": st["then"], "target": "_cardr3_picked", **amount})
    return None


@verb("cardr3_look_may")
def _look_may(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """「自軍本国の上のカード1枚を見て、そのカードを廃棄できる」: look (P61, private), then the may for that card."""
    return [{"do": "look", "side": st["side"], "count": st["count"]}, {"do": "_cardr3_looked_to", "to": st["to"]}]


@verb("_cardr3_looked_to")
def _looked_to(s: State, ctx: Resolving, st: Step) -> None:
    from .effects import ask_yes_no

    seat = seat_of(ctx)
    seen = [c for c in s.looked.get(seat, []) if s.zone[c] == HOME]
    if not seen or not ask_yes_no(s, ctx, seat, ("そのカードを移すか", "Move that card?")):
        return
    move_to(s, seen[0], st["to"], s.owner[seen[0]])


@verb("cardr3_swap_top")
def _swap_top(s: State, ctx: Resolving, st: Step) -> None:
    """「自軍手札1枚を選んで、自軍本国の上のカード1枚と入れ替える」: the home's top cards go to the hand and the
    chosen hand cards take their place on top (P62; unseen by the other player)."""
    seat = seat_of(ctx)
    chosen = [c for c in resolve_target(s, ctx, st["target"]) if s.zone[c] == HAND]
    home = s.place(seat, HOME)
    tops = list(home[-len(chosen):]) if chosen else []
    if len(tops) < len(chosen):
        return
    for c in tops:
        move(s, c, HAND, seat)
    for c in chosen:
        move(s, c, HOME, seat, top=True)
    emit(s, "move", f"手札{len(chosen)}枚と本国の上のカードを入れ替えた", f"swapped {len(chosen)} hand card(s) with the top of the home",
         (), seat, private_to=seat)
