"""減殺 of normal damage (issue 14 family O): 「…が受ける全ての通常ダメージは、2減殺される」.

Normal damage (通常ダメージ) is any damage but the battle damage of the damage step's rule effect
(rulebook, 戦闘ダメージと通常ダメージ). A 常駐 text lowers it while in force (`apply: reduce_damage`);
the step `reduce_damage` lowers it for a while (このターン / このステップ中), as a grant. Every
reduction that applies to the card is added, and the damage never goes below 0 (ruling R-74).
"""

from __future__ import annotations

from .effects import Step, resolve_target, verb
from .places import emit, name
from .state import Resolving, State

GRANT = "reduce_damage"


def normal_damage_cut(s: State, iid: int) -> int:
    """How much normal damage dealt to `iid` is lowered by now."""
    from .stats import applied_kinds, static_sources
    from .targets import matches

    st = s.stamp[iid]
    cut = sum(int(g[3]) for g in s.grants if g[0] == iid and g[1] == st and g[2] == GRANT)
    if "reduce_damage" not in applied_kinds(s):
        return cut
    for source, c in static_sources(s):
        if c["apply"] != "reduce_damage":
            continue
        if matches(s, c["target"], iid, s.ctrl[source], source, by_effect=False):
            cut += int(c["amount"])
    return cut


@verb("reduce_damage")
def _reduce_damage(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"]):
        s.grants.append((iid, s.stamp[iid], GRANT, int(st["amount"]), st["until"]))
        emit(s, "grant", f"{name(s, iid)}: 通常ダメージ{st['amount']}減殺", f"{name(s, iid, 'en')}: status reduce_damage",
             (iid,))
    s.version += 1
