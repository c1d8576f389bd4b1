"""Issue 14 family K8: the target part of a special effect's text changed for a while (ruling R-502).

「自軍ユニット1枚が持つ、「サイコミュ」1つの対象部分を、ターン終了時まで『戦闘エリアにいる敵軍ユニット1枚』に変更する」:
verb `kw_retarget` (cardk8steps.py) grants the unit (card, stamp, KW_TARGET, (keyword, selector), until); while the
grant lasts, the text the special effect stands for (keywords.py, P75) declares the new selector as its target
(stats._abilities asks `retarget` only when such a grant is in force).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from .cards import Ability
from .state import State

KW_TARGET: Final = "kw_target"
LOSE_STAT_MODS: Final = "lose_stat_mods"  # 「…は、このターン、全ての格闘力修正を失う」: (card, stamp, kind, stat index, until)


def retarget(s: State, iid: int, keyword: str, texts: tuple[Ability, ...]) -> tuple[Ability, ...]:
    """The special effect's texts with the target part a grant on the card changed (the last grant wins), else as given."""
    stamp = s.stamp[iid]
    sel: Any = None
    for g in s.grants:
        if g[0] == iid and g[1] == stamp and g[2] == KW_TARGET and g[3][0] == keyword:
            sel = g[3][1]
    if sel is None:
        return texts
    return tuple(replace(a, targets=((a.targets[0][0], sel), *a.targets[1:])) if a.targets else a for a in texts)


def stat_mods_lost(s: State, iid: int, vals: tuple[int, int, int], base: tuple[int, int, int]) -> tuple[int, int, int]:
    """The card's values with each one whose 修正 it lost this turn back at its printed value (P65; R-111 per value);
    stats._stats asks only while such a grant is in force."""
    stamp = s.stamp[iid]
    out = list(vals)
    for g in s.grants:
        if g[0] == iid and g[1] == stamp and g[2] == LOSE_STAT_MODS:
            out[g[3]] = max(base[g[3]], 0)
    return out[0], out[1], out[2]
