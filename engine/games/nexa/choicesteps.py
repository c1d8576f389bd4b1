"""Changes of which the player picks one (issue 14, family V second round):
「…は、ターン終了時まで+3/+0/+0または+0/+0/+3を得る」.

The controller of the effect picks one of the two combat modifiers when the step resolves (ruling
R-82, as R-71 has the sign of a ± picked); the step then does what `modify` does with it.
"""

from __future__ import annotations

from .effects import VERB_FUNCS, Step, ask_option, seat_of, verb
from .state import Resolving, State


def _words(stats: list[int]) -> dict[str, str]:
    w = "/".join(f"{v:+d}" for v in stats)
    return {"ja": w, "en": w}


@verb("modify_or")
def _modify_or(s: State, ctx: Resolving, st: Step) -> None:
    options = [list(st["stats"]), list(st["or_stats"])]
    k = ask_option(s, ctx, seat_of(ctx), 2, [_words(o) for o in options], ("得る戦闘修正を選ぶ", "Choose the modifier"))
    VERB_FUNCS["modify"](s, ctx, {"do": "modify", "target": st["target"], "stats": options[min(k, 1)],
                                  **({"until": st["until"]} if "until" in st else {})})
