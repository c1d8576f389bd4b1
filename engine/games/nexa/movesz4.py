"""「…を持ち主の配備エリアにロール状態（リロール状態）で移す」 (issue 14, family Z4): family A's withdraw (a battle-area unit
to its deploy area; a card another player controls back to its owner, R-171), then the card's set group in the roll
state said (P66: the group rolls as one)."""

from __future__ import annotations

from .effects import VERB_FUNCS, Step, make_g, resolve_target, seat_of, val, verb
from .places import move, set_rolled
from .state import DEPLOY, HANGAR, HOME, Resolving, State
from .stats import host_of
from .take_top import ask_nth


@verb("withdraw_state")
def _withdraw_state(s: State, ctx: Resolving, st: Step) -> None:
    cards = resolve_target(s, ctx, st["target"])
    hosts = [host_of(s, c) for c in cards]
    VERB_FUNCS["withdraw"](s, ctx, {"do": "withdraw", "target": st["target"]})
    for h in hosts:
        if s.zone[h] == DEPLOY:
            set_rolled(s, h, bool(st["rolled"]))


@verb("each_top_g")
def _each_top_g(s: State, ctx: Resolving, st: Step) -> None:
    """「全ての軍は、自分の本国の上のカードN枚を自分のGにする」: each player's own, the controller first (P53: rerolled)."""
    me = seat_of(ctx)
    for seat in (me, 1 - me):
        home = s.place(seat, HOME)
        n = val(s, ctx, st["count"])
        for c in home[-n:][::-1] if n > 0 else []:
            make_g(s, c, seat)


@verb("each_top_hangar")
def _each_top_hangar(s: State, ctx: Resolving, st: Step) -> None:
    """「全ての軍は、自分の本国の上のカードN枚を、持ち主のハンガーに移す事ができる」: each player says yes or no, the
    effect's controller first (R-174's order); then each yes moves that player's own top cards to their hangar (P62)."""
    me = seat_of(ctx)
    seats = (me, 1 - me)
    said = [ask_nth(ctx, seat, i, [{"ja": "移す", "en": "Move"}, {"ja": "移さない", "en": "Keep"}],
                    ("本国の上のカードをハンガーに移すか", "Move the top of your home to your hangar?")) == 0
            for i, seat in enumerate(seats)]
    n = val(s, ctx, st["count"])
    for seat, yes in zip(seats, said, strict=True):
        home = s.place(seat, HOME)
        for c in home[-n:][::-1] if yes and n > 0 else []:
            move(s, c, HANGAR, seat)
