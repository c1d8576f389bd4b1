"""The verb `boost` (issue 14 family K): 「…は、ターン終了時まで「高機動」+2/+2/+2を得る」.

One step that gives a special effect and a stat change together, to the same cards and for the same
time (P74, P57): the two parts of one 得る, never one without the other.
"""

from __future__ import annotations

from .effects import VERB_FUNCS, Step, verb
from .state import Resolving, State


@verb("boost")
def _boost(s: State, ctx: Resolving, st: Step) -> None:
    until = st.get("until", "turn_end")
    VERB_FUNCS["grant_keyword"](s, ctx, {"do": "grant_keyword", "target": st["target"], "keyword": st["keyword"],
                                         "until": until})
    VERB_FUNCS["modify"](s, ctx, {"do": "modify", "target": st["target"], "stats": st["stats"], "until": until})
