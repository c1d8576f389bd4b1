"""Issue 14 family K3: steps of the long tail.

- verb `modify_lose`: 「…は、ターン終了時まで+2/+0/-1を得ると共に、「高機動」を失う」: the card gets the change and
  loses the special effects until the turn ends (the engine's `modify`, then `lose_keyword` for each, on the same
  card). A loss beats a gain whenever each applied (P57 相反する効果の優位性; stats.keywords drops a lost one last).
"""

from __future__ import annotations

from .effects import VERB_FUNCS, Step, _grant, verb
from .state import Resolving, State


@verb("modify_lose")
def _modify_lose(s: State, ctx: Resolving, st: Step) -> None:
    until = st.get("until", "turn_end")
    VERB_FUNCS["modify"](s, ctx, {"do": "modify", "target": st["target"], "stats": st["stats"], "until": until})
    for k in st["keywords"]:
        _grant(s, ctx, {"target": st["target"], "until": until}, "lose_keyword", k)
