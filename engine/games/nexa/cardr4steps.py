"""Family R4 (issue 14): cards of a hand set on this card without a description.

- verb `cardr4_hand_blank`: 「敵軍手札を全て見て、その中にあるカード1枚を、記述を持たないセットカードとして、このカードに
  セットできる」: the effect's player looks at that hand (P61: seen by that player only, as look_hand) and picks the
  cards that fit `filter`; with `chooser` (「敵軍は、自分の手札1枚を選んで…」) that side's player picks from their own
  hand instead, unseen by the other. Either way as many as `count` (fewer only when the hand holds fewer) are set
  on this card as set cards without a description (blankset.py, R-152), face `face` (R-210).
"""

from __future__ import annotations

from .blankset import set_blank_cards
from .effects import Step, StepFailed, choose, seat_of, side_seat, source_of, val, verb
from .places import emit, name
from .state import BATTLE, DEPLOY, HAND, Resolving, State
from .stats import host_of
from .targets import matches


@verb("cardr4_hand_blank")
def _hand_blank(s: State, ctx: Resolving, st: Step) -> None:
    me = seat_of(ctx)
    src = source_of(ctx)
    host = host_of(s, src)
    if host in s.chip_specs or s.zone[host] not in (DEPLOY, BATTLE) or s.is_g[host]:
        raise StepFailed()  # P66: only on a unit of the field (P67: never on a chip)
    owner = side_seat(ctx, st["side"])
    hand = list(s.place(owner, HAND))
    chooser = me if "chooser" not in st else side_seat(ctx, st["chooser"])
    if chooser == me and owner != me:  # the player looks at the whole hand first (P61, as look_hand)
        s.looked[me] = hand
        emit(s, "look", "手札を全て見た: " + "、".join(name(s, c) for c in hand),
             "looked at the hand: " + ", ".join(name(s, c, "en") for c in hand), tuple(hand), me,
             private_to=me, public=("手札を全て見た", "looked at a whole hand"))
    flt = {**st["filter"], "zone": "hand", "side": "any"}
    fits = [c for c in hand if matches(s, flt, c, me, src, by_effect=False)]
    n = min(val(s, ctx, st["count"]), len(fits))
    if n <= 0:
        raise StepFailed()
    picked = choose(s, ctx, chooser, fits, n, n, "pick", ("セットするカードを選ぶ", "Choose the cards to set"),
                    private=chooser == owner)
    set_blank_cards(s, list(picked), host, str(st.get("face", "down")))
