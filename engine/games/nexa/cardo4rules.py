"""Family O4 of issue 14: the engine's side of its rule overrides (textc/cardo4.py compiles them).

置き換え of a move for the set cards of a destroyed card (「このセットグループのキャラは、破壊されて廃棄される場合、
廃棄される代わりに持ち主の手札に移る」, 「このカードと交戦中の全ての敵軍キャラは、…」): a set card is destroyed with its
host (P66) and would go with it to the junkyard (P62); a text replacing that move for the set card sends it where the
text says first, the host going on alone (ruling R-220). Its steps (verbs, choices while resolving) are in
cardo4steps.py, which imports effects; this module does not, so play.py, cut.py and turn.py may import it.
"""

from __future__ import annotations

from typing import Any, Final

from .overrides import redirect, send
from .state import FIELD_ZONES, HAND, HANGAR, State
from .stats import children, static_sources

# the selector keys overrides.redirect reads itself; any other key is read by targets.matches (family O4)
SIMPLE_REDIRECT_KEYS: Final = frozenset(("side", "type", "trait", "count"))


def set_cards_instead(s: State, host: int) -> None:
    """Before the destroyed `host` leaves for the junkyard (or where its own replacement says): each destroyed set card of
    it that a replacement (its own or another card's text) sends elsewhere goes there first (ruling R-220)."""
    kids = children(s, host)
    if not kids:
        return
    for kid in kids:
        if s.zone[kid] in FIELD_ZONES and s.destroyed[kid] and (instead := redirect(s, kid, "destroyed")) is not None:
            send(s, kid, instead)


# set_blank's cards picked from the own hand, or hand and hangar, as the step resolves (blankset.py, cardo4steps.py)
HAND_PICKS: Final = {"hand": (HAND,), "hand_hangar": (HAND, HANGAR)}


_UNPLAYABLE: Final[dict[int, tuple[Any, int]]] = {}


def _unplayable_level(d: Any) -> int:
    """0: played as usual; 1: never played as a card, a G play left (「ユニットとしてプレイできない」, family O6, R-371);
    2: never played (「プレイできない」). Read once per card definition (play.py asks for every card in a hand at every
    decision); the entry keeps `d` alive, so its id is never reused meanwhile."""
    hit = _UNPLAYABLE.get(id(d))
    if hit is None or hit[0] is not d:
        if len(_UNPLAYABLE) > 8192:
            _UNPLAYABLE.clear()
        level = max((1 if c.get("as_g") else 2 for a in d.abilities if a.kind == "constant" for c in a.continuous
                     if c.get("apply") == "unplayable"), default=0)
        hit = _UNPLAYABLE[id(d)] = (d, level)
    return hit[1]


def unplayable(d: Any) -> bool:
    """「『恒常』：このカードは、プレイできない。」 (apply unplayable), or 「…ユニットとしてプレイできない」: not played as a card."""
    return _unplayable_level(d) > 0


def unplayable_as_g(d: Any) -> bool:
    """「『恒常』：このカードは、プレイできない。」: not played as a G either (P21; R-224)."""
    return _unplayable_level(d) > 1


def no_reroll(s: State, iid: int) -> bool:
    """「『常駐』：全てのGは、リロールできない。」 (apply no_reroll, a selector): is `iid` one of the cards a text in force
    keeps from being rerolled, by the reroll phase's rule and by every effect (rulechanges.reroll_locked asks)?"""
    from .targets import matches  # (targets imports overrides, which this module imports)

    return any(c["apply"] == "no_reroll" and matches(s, c["target"], iid, s.ctrl[source], source, by_effect=False)
               for source, c in static_sources(s))
