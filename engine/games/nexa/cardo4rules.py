"""Family O4 of issue 14: the engine's side of its rule overrides (textc/cardo4.py compiles them).

置き換え of a move for the set cards of a destroyed card (「このセットグループのキャラは、破壊されて廃棄される場合、
廃棄される代わりに持ち主の手札に移る」, 「このカードと交戦中の全ての敵軍キャラは、…」): a set card is destroyed with its
host (P66) and would go with it to the junkyard (P62); a text replacing that move for the set card sends it where the
text says first, the host going on alone (ruling R-220).
"""

from __future__ import annotations

from .conditions import holds
from .effects import Step, _add_trigger, choose, seat_of, source_of, verb
from .overrides import redirect, send
from .state import FIELD_ZONES, HAND, HANGAR, Resolving, State
from .stats import children, field_triggered_abilities
from .targets import matches, side_of

# the selector keys overrides.redirect reads itself; any other key is read by targets.matches (family O4)
SIMPLE_REDIRECT_KEYS = frozenset(("side", "type", "trait", "count"))


def set_cards_instead(s: State, host: int) -> None:
    """Before the destroyed `host` leaves for the junkyard (or where its own replacement says): each destroyed set card of
    it that a replacement (its own or another card's text) sends elsewhere goes there first (ruling R-220)."""
    kids = children(s, host)
    if not kids:
        return
    for kid in kids:
        if s.zone[kid] in FIELD_ZONES and s.destroyed[kid] and (instead := redirect(s, kid, "destroyed")) is not None:
            send(s, kid, instead)


@verb("instead_if")
def _instead_if(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """「…を持ち主の手札に移す。…場合、対象2を持ち主の手札に移す代わりに廃棄する」: the target's move (`of`, a bounce) or,
    while the condition holds as the step resolves (P57), the move to `to` in its place (置き換え, P77)."""
    if holds(s, st["condition"], source_of(ctx), seat_of(ctx)):
        if st["to"] == "junkyard":
            return [{"do": "discard", "target": st["target"]}]
        return [{"do": "move", "target": st["target"], "to": st["to"]}]
    return [{"do": st["of"], "target": st["target"]}]


# set_blank's cards picked from the own hand, or hand and hangar, as the step resolves (blankset.py)
HAND_PICKS = {"hand": (HAND,), "hand_hangar": (HAND, HANGAR)}


def hand_picks(s: State, ctx: Resolving, seat: int, what: str, n: int, host: int) -> list[int]:
    """「自軍手札1枚を選んで」, 「自軍手札、または自軍ハンガーにあるカード1枚を選んで」: the player picks `n` of those cards
    now (P56 選んで: after the steps before, so a card just drawn is among them); the hand is private."""
    pool = [c for z in HAND_PICKS[what] for c in s.place(seat, z) if c != host]
    return choose(s, ctx, seat, pool, min(n, len(pool)), min(n, len(pool)), "pick",
                  ("セットするカードを選ぶ", "Choose the card to set"), private=True)


def refit_out_watchers(s: State, old: int) -> None:
    """「自軍ユニットが「改装」の効果で廃棄された場合」 (trigger card_refit_out with `of`): the texts on the field whose `of`
    fits the unit 改装 discards (P75), read just before it leaves the field (a selector reads the field)."""
    for other, a in field_triggered_abilities(s):
        if a.on == "card_refit_out" and a.of is not None and matches(s, a.of, old, side_of(s, other), other):
            _add_trigger(s, other, a.index, a.every)
