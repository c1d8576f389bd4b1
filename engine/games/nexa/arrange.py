"""「自軍本国の上のカードN枚を見て、任意の順番で元の本国の上か下に戻す」 (issue 14): the player looks at
the top cards of a pile and puts them back on top of their home, or all of them at the bottom, in the
order they choose (P61: the cards stay hidden from the other player).
"""

from __future__ import annotations

from .effects import Step, ask_option, choose, seat_of, val, verb
from .places import emit, move, name
from .state import DISCARD, HOME, Resolving, State


@verb("arrange")
def _arrange(s: State, ctx: Resolving, st: Step) -> None:
    seat = seat_of(ctx)
    pile = s.place(seat, HOME if st["zone"] == "home" else DISCARD)
    raw = st["count"]
    n = int(raw["upto"]) if isinstance(raw, dict) else val(s, ctx, raw)
    cards = pile[-n:][::-1] if n > 0 else []  # top first
    if not cards:
        return
    emit(s, "look", "見た: " + "、".join(name(s, c) for c in cards), "looked at: " + ", ".join(
        name(s, c, "en") for c in cards), tuple(cards), seat, private_to=seat,
         public=(f"カード{len(cards)}枚を見た", f"looked at {len(cards)} cards"))
    bottom = False
    if st["to"] == "top_or_bottom":
        bottom = ask_option(s, ctx, seat, 2, [{"ja": "上に戻す", "en": "Back on top"}, {"ja": "下に置く", "en": "To the bottom"}],
                            ("本国の上か下か", "Top or bottom of the home")) == 1
    # the order from the top down: all but the last card are picked in turn, the last is what remains
    first = choose(s, ctx, seat, cards, len(cards) - 1, len(cards) - 1, "pick",
                   ("上から順に選ぶ", "Choose from the top down"), private=True)
    order = first + [c for c in cards if c not in first]
    for c in (order if bottom else order[::-1]):
        move(s, c, HOME, seat, top=not bottom)
    emit(s, "arrange", f"カード{len(order)}枚を本国の{'下' if bottom else '上'}に置いた",
         f"put {len(order)} cards on the {'bottom' if bottom else 'top'} of the home", (), seat)
