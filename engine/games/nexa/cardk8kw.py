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
