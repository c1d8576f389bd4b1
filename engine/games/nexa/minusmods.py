"""「マイナスの戦闘修正を得ている」 (issue 14, family V second round): a card with a minus combat modifier.

P52 (戦闘修正) calls every change an effect, a coin or a set character adds to a card's 戦闘力 a 戦闘修正,
each value (格闘力修正, 射撃力修正, 防御力修正) one of them, and says they may be below zero. A card
has a minus combat modifier when one of them has a value below zero (ruling R-81): an effect's change
on it (「-1/+0/+0を得る」, a 常駐 text's change as the texts in force add up), a coin of combat
modifiers on it, or the modifiers of a character set on it.
"""

from __future__ import annotations

from .state import State


def minus_modified(s: State, iid: int) -> bool:
    """Does `iid` have a combat modifier with a value below 0 (R-81)?"""
    from .coins import coin_stats
    from .stats import applied_kinds, char_mods, children, continuous_table, ctype

    st = s.stamp[iid]
    if any(m[0] == iid and m[1] == st and min(m[2:5]) < 0 for m in s.mods):
        return True
    for name, n in s.coins.get(iid, ()):
        cs = coin_stats(s, name)
        if n > 0 and cs is not None and min(cs) < 0:
            return True
    if any(ctype(s, c) == "character" and min(char_mods(s, c)) < 0 for c in children(s, iid)):
        return True
    te = continuous_table(s).get(iid) if "modify" in applied_kinds(s) else None
    return te is not None and min(te.mod) < 0
