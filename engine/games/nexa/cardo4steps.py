"""Family O4 of issue 14: its steps and choices while an effect resolves (loaded with effects.py, whose verbs these
are; the rules that need no effect are in cardo4rules.py)."""

from __future__ import annotations

from .cardo4rules import HAND_PICKS
from .conditions import holds
from .effects import Step, _add_trigger, choose, seat_of, source_of, verb
from .state import Resolving, State
from .stats import field_triggered_abilities
from .targets import matches, side_of


@verb("instead_if")
def _instead_if(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """「…を持ち主の手札に移す。…場合、対象2を持ち主の手札に移す代わりに廃棄する」: the target's move (`of`, a bounce) or,
    while the condition holds as the step resolves (P57), the move to `to` in its place (置き換え, P77)."""
    if holds(s, st["condition"], source_of(ctx), seat_of(ctx)):
        if st["to"] == "junkyard":
            return [{"do": "discard", "target": st["target"]}]
        return [{"do": "move", "target": st["target"], "to": st["to"]}]
    return [{"do": st["of"], "target": st["target"]}]


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
