"""Changes of which the player picks one (issue 14, family V second round):
「…は、ターン終了時まで+3/+0/+0または+0/+0/+3を得る」.

The controller of the effect picks one of the two combat modifiers when the step resolves (ruling
R-82, as R-71 has the sign of a ± picked); the step then does what `modify` does with it.
"""

from __future__ import annotations

from .effects import VERB_FUNCS, Step, ask_option, seat_of, val, verb
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


_STATS = [{"ja": "格闘力", "en": "Melee"}, {"ja": "射撃力", "en": "Shooting"}, {"ja": "防御力", "en": "Defence"}]


@verb("modify_one")
def _modify_one(s: State, ctx: Resolving, st: Step) -> None:
    """「…は、ターン終了時まで戦闘力1つに+2を得る」: one of its three 戦闘力, picked on resolution (R-82)."""
    k = min(ask_option(s, ctx, seat_of(ctx), 3, _STATS, ("戦闘力を1つ選ぶ", "Choose one value")), 2)
    n = val(s, ctx, st["amount"])
    stats = [n if i == k else 0 for i in range(3)]
    VERB_FUNCS["modify"](s, ctx, {"do": "modify", "target": st["target"], "stats": stats,
                                  **({"until": st["until"]} if "until" in st else {})})
