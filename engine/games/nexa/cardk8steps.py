"""Issue 14 family K8: steps of the long tail, round 3.

- verb `replace_by`: 「自軍ジャンクヤードにある「A」1枚と、このカードを置き換える」: the card declared takes this card's place on
  the field with what it carries and its roll state (置き換え P77 Ver.1.2: family A's `replace`), and this card goes to the
  place the declared one came from (R-23). This card off the field, or the card gone: nothing is replaced (P57).
"""

from __future__ import annotations

from .effects import VERB_FUNCS, Step, StepFailed, resolve_target, verb
from .state import Resolving, State


@verb("replace_by")
def _replace_by(s: State, ctx: Resolving, st: Step) -> None:
    news = resolve_target(s, ctx, st["target"])
    if not news:
        raise StepFailed()
    ctx.bound["_replacing"] = (news[0],)
    VERB_FUNCS["replace"](s, ctx, {"do": "replace", "target": "self", "with": "_replacing"})
    s.version += 1
