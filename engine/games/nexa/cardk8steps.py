"""Issue 14 family K8: steps of the long tail, round 3.

- verb `replace_by`: 「自軍ジャンクヤードにある「A」1枚と、このカードを置き換える」: the card declared takes this card's place on
  the field with what it carries and its roll state (置き換え P77 Ver.1.2: family A's `replace`), and this card goes to the
  place the declared one came from (R-23). This card off the field, or the card gone: nothing is replaced (P57).
- verb `kw_retarget`: 「自軍ユニット1枚が持つ、「サイコミュ」1つの対象部分を、ターン終了時まで『…』に変更する」: the unit's
  special effect declares the selector said as its target until the turn ends (a grant read by cardk8kw.py; R-502).
"""

from __future__ import annotations

from .cardk8kw import KW_TARGET, LOSE_STAT_MODS
from .effects import VERB_FUNCS, Step, StepFailed, _grant, resolve_target, verb
from .state import Resolving, State


@verb("replace_by")
def _replace_by(s: State, ctx: Resolving, st: Step) -> None:
    news = resolve_target(s, ctx, st["target"])
    if not news:
        raise StepFailed()
    ctx.bound["_replacing"] = (news[0],)
    VERB_FUNCS["replace"](s, ctx, {"do": "replace", "target": "self", "with": "_replacing"})
    s.version += 1


@verb("kw_retarget")
def _kw_retarget(s: State, ctx: Resolving, st: Step) -> None:
    _grant(s, ctx, st, KW_TARGET, (st["keyword"], st["to"]))
    s.version += 1


@verb("lose_stat_mods")
def _lose_stat_mods(s: State, ctx: Resolving, st: Step) -> None:
    """「…は、このターン、全ての格闘力修正を失う」: that value is its printed one this turn (R-111 for one value)."""
    _grant(s, ctx, st, LOSE_STAT_MODS, ("melee", "shooting", "defence").index(st["stat"]))
    s.version += 1
