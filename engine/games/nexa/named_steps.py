"""Verbs of issue 14's family S: steps about what an earlier step chose or named.

`together` is 「AとBを破壊する」, 「このカードと敵軍ユニット1枚を…」: one verb said of two targets, each
declared in turn on play (対象1, 対象2: P56), done to each in the order the text names them.
"""

from __future__ import annotations

from typing import Any

from .effects import Step, StepFailed, ask_option, move_to, queue_trigger, resolve_target, seat_of, verb
from .places import emit, move, name
from .state import BATTLE, DISCARD, HOME, Resolving, State
from .stats import host_of, squad_index
from .take_top import ask_nth
from .targets import candidates, matches


@verb("designate")
def _designate(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """The target was declared on play and is checked on resolution (P56-P57); nothing else happens."""
    return list(st.get("steps", ()))


@verb("reveal_top")
def _reveal_top(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """「…の上のカード1枚を表にする。表にしたカードが…場合、…」: shown to all (表にする), then the steps
    for a card that fits `if`, else `else`; the card stays where it was unless a step moves it."""
    seat = seat_of(ctx)
    pile = s.place(seat, HOME if st["zone"] == "home" else DISCARD)
    if not pile:
        return []
    card = pile[-1]
    emit(s, "reveal", f"公開: {name(s, card)}", f"revealed: {name(s, card, 'en')}", (card,))
    ctx.bound["_revealed"] = (card,)
    flt = {**st["if"], "zone": st["zone"], "side": "any"}
    fits = matches(s, flt, card, seat, ctx.entry.source, by_effect=False)
    out = list(st["steps"] if fits else st.get("else", ()))
    if "also" in st:  # further cases, read as the card is shown (family B5, battleb5steps.py; R-323)
        from .battleb5steps import fitting_cases

        out += fitting_cases(s, ctx, st, card)
    return out


@verb("move_revealed")
def _move_revealed(s: State, ctx: Resolving, st: Step) -> None:
    """「そのカードを…」: the card shown by `reveal_top`, wherever it still is."""
    cards = ctx.bound.get("_revealed", ())
    if not cards:
        return
    card = cards[0]
    if st["to"] == "top_or_bottom":  # 「元の本国の上か下に戻す」: the player says which
        top = ask_option(s, ctx, seat_of(ctx), 2, [{"ja": "上", "en": "top"}, {"ja": "下", "en": "bottom"}],
                         ("本国の上か下か", "Top or bottom of the home")) == 0
        move(s, card, HOME, s.owner[card], top=top)
        return
    move_to(s, card, st["to"], seat_of(ctx) if st["to"] == "hangar" else s.owner[card])


@verb("together")
def _together(s: State, ctx: Resolving, st: Step) -> list[Step]:
    return list(st["steps"])


def _linked(targets: Any) -> list[tuple[str, str, Any]]:
    """(earlier, later, later's selector) for each target engaged with an earlier one (「対象1と交戦中の」)."""
    out = []
    for tname, sel in targets:
        ref = sel.get("engaged_with") if isinstance(sel, dict) else None
        if isinstance(ref, str):
            out.append((ref, tname, sel))
    return out


def keeps_later_targets(s: State, targets: Any, seat: int, source: int, x: int,
                        bound: dict[str, tuple[int, ...]], name: str, card: int) -> bool:
    """May `card` be chosen as target `name`: does every later target engaged with it still have one (P56)?"""
    for ref, _later, sel in _linked(targets):
        if ref == name and not candidates(s, sel, seat, source, {**bound, name: (card,)}, x):
            return False
    return True


def linked_targets_possible(s: State, targets: Any, seat: int, source: int, x: int) -> bool:
    """Can the targets engaged with an earlier target all be declared (P56: else the play is not declared)?"""
    pool = dict(targets)
    for ref, _later, _sel in _linked(targets):
        if ref in pool and not any(keeps_later_targets(s, targets, seat, source, x, {}, ref, c)
                                   for c in candidates(s, pool[ref], seat, source, None, x)):
            return False
    return True


def squad_slots(s: State, ctx: Resolving, n: int, position: str) -> list[int]:
    """Where each of `n` units enters this card's squad (P70): its front, or the place the player says
    (asked before anything moves, so a step asking again changes nothing twice)."""
    qi = squad_index(s, ctx.entry.source)
    if qi < 0:
        raise StepFailed()  # this card is not in a battle area: there is no squad to enter
    size = len([u for u in s.squads[qi] if u >= 0])
    if position == "front":
        return [0] * n
    return [ask_nth(ctx, seat_of(ctx), k, [{"ja": f"{i + 1}番目", "en": f"#{i + 1}"} for i in range(size + k + 1)],
                    ("部隊のどこに出すか", "Where in the squad")) for k in range(n)]


def put_in_squad(s: State, ctx: Resolving, iid: int, slot: int, rolled: bool) -> None:
    """A unit enters this card's squad at `slot` (its battle area), as a card that enters the field."""
    qi = squad_index(s, ctx.entry.source)
    seat = seat_of(ctx)
    if qi < 0 or qi % 2 != seat:
        return
    move(s, iid, BATTLE, seat, rolled=rolled, controller=seat)
    squad = [u for u in s.squads[qi] if u >= 0 and u != iid]
    squad.insert(min(slot, len(squad)), iid)
    s.squads[qi] = squad
    s.version += 1
    queue_trigger(s, "enters_field", iid)
    emit(s, "move", f"{name(s, iid)}は部隊に出た", f"{name(s, iid, 'en')} joins the squad", (iid,))


@verb("to_squad")
def _to_squad(s: State, ctx: Resolving, st: Step) -> None:
    """「自軍手札にある…1枚を選んで、このカードの部隊の任意の順番に(先頭に)リロール状態で出す」"""
    cards = [c for c in resolve_target(s, ctx, st["target"]) if host_of(s, c) == c]
    slots = squad_slots(s, ctx, len(cards), st["position"])
    for c, slot in zip(cards, slots, strict=True):
        put_in_squad(s, ctx, c, slot, bool(st.get("rolled")))


@verb("move_rest")
def _move_rest(s: State, ctx: Resolving, st: Step) -> None:
    """「その後、残りを廃棄する / 持ち主の本国の下に移す」: the cards the last look saw and did not take."""
    rest = ctx.bound.get("_rest")
    if rest is None:  # the look's 「…事ができる」 was declined: nothing was taken, every card looked at is left
        rest = _declined_look(s, ctx)
    for c in rest:
        if s.zone[c] not in (HOME, DISCARD):
            continue  # moved since (P57: an effect acts on cards still where it expects them)
        if st["to"] == "junkyard":
            move_to(s, c, "junkyard", s.owner[c])
        else:
            move(s, c, HOME, s.owner[c], top=False)


def _declined_look(s: State, ctx: Resolving) -> tuple[int, ...]:
    """The top cards the ability's look (`search` with `top`, in a declined 「事ができる」) would have seen."""
    from .effects import _entry_ability, val

    ab = _entry_ability(s, ctx.entry)
    looks = [x for x in _flat(list(ab.effect) if ab is not None else []) if x["do"] == "search" and "top" in x]
    if not looks or isinstance(looks[-1]["zone"], list):
        return ()  # no look, or a pile the player did not pick
    look = looks[-1]
    top = look["top"]
    n = int(top["upto"]) if isinstance(top, dict) and "upto" in top else val(s, ctx, top)
    pile = s.place(seat_of(ctx), HOME if look["zone"] == "home" else DISCARD)
    return tuple(pile[-n:]) if n > 0 else ()


def _flat(steps: list[Step]) -> list[Step]:
    out: list[Step] = []
    for x in steps:
        out.append(x)
        out += _flat(list(x.get("steps", ())))
    return out
