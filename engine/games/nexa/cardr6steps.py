"""Verbs of issue 14's family R6: named step results and looking at cards, round 2 (textc/cardr6.py).

`cardr6_each_discard_draw`: 「全ての軍は、自分の手札1枚を、可能な限り選んで廃棄する。その後、廃棄した軍は、カード1枚を引く」,
the text's player first, each player with cards in hand discards up to N of them (their own pick), then each who did
draws (R-363).

`cardr6_hand_under_draw`: 「自軍手札1～2枚を持ち主の本国の下に移す事ができる。その場合、移した枚数だけカードを引く」, none to N
cards of the hand picked (none declines), under the owner's home, then as many drawn (R-365).

`cardr6_random_hangar`: 「敵軍手札1枚を、無作為に敵軍ハンガーに移す」, N cards of that hand picked at random (P62) go to that
side's hangar; an empty hand fails the step, so a その場合 step after it does not apply (P77; R-362).
"""

from __future__ import annotations

from .effects import Step, StepFailed, choose, move_to, seat_of, side_seat, verb
from .places import draw
from .state import HAND, Resolving, State


@verb("cardr6_random_hangar")
def _random_hangar(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    hand = list(s.place(who, HAND))
    if not hand:
        raise StepFailed()
    for _ in range(min(int(st["count"]), len(hand))):
        move_to(s, hand.pop(s.rng.below(len(hand))), "hangar", side_seat(ctx, str(st.get("to", st["side"]))))  # (Z8, R-482)


@verb("cardr6_each_discard_draw")
def _each_discard_draw(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """Each player with a card in hand discards (discard_hand: that player picks, P56), then those draw (R-363)."""
    me = seat_of(ctx)
    sides = [side for side, who in (("own", me), ("enemy", 1 - me)) if s.place(who, HAND)]
    return ([{"do": "discard_hand", "side": side, "count": st["count"]} for side in sides]
            + [{"do": "draw", "side": side, "count": st["draw"]} for side in sides])


@verb("cardr6_hand_under_draw")
def _hand_under_draw(s: State, ctx: Resolving, st: Step) -> None:
    """The player picks 0..N cards of their hand (0: the 「できる」 declined), each under its owner's home, then draws as
    many (R-365)."""
    me = seat_of(ctx)
    picked = choose(s, ctx, me, list(s.place(me, HAND)), 0, int(st["count"]["upto"]), "pick",
                    ("本国の下に移すカードを選ぶ", "Choose cards to put under the home"), private=True)
    for c in picked:
        move_to(s, c, "home_bottom", s.owner[c])
    if picked:
        draw(s, me, len(picked))
