"""「『恒常』：このカードは、同名の自軍キャラがいても場に出せる。」 (issue 14 family C3): the card is played and
stays on the field though an own character of its name is there (P26: one own character of a name; P77 discards
the second). It is the card's own permission: a card of that name without the text is still refused, or
discarded when it arrives (ruling R-153)."""

from __future__ import annotations

from .cards import CardDef


def same_name_ok(d: CardDef) -> bool:
    """Does the card's 恒常 text let it onto the field beside an own character of its name?"""
    return any(x.get("apply") == "same_name_ok" for a in d.abilities if a.kind == "constant" for x in a.continuous)
