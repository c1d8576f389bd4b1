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


@verb("lower_stat_x")
def _lower_stat_x(s: State, ctx: Resolving, st: Step) -> None:
    """「このカードの格闘力または射撃力をターン終了時まで-Xする。…Xの上限は指定した戦闘力の値とする。」 (R-83):
    the controller designates one of the stats named and X, 1 to that stat's value now; the card gets -X
    there, and the later steps read X. A designated value of 0 leaves no X to choose: the step fails."""
    from .effects import StepFailed, resolve_target
    from .stats import stats

    names = list(st["stats"])
    cards = resolve_target(s, ctx, st["target"])
    if not cards:
        raise StepFailed
    seat = seat_of(ctx)
    k = 0 if len(names) == 1 else min(_ask_nth(ctx, seat, 0, len(names), [_STATS[_INDEX[n]] for n in names],
                                               ("戦闘力を指定する", "Designate a value")), len(names) - 1)
    i = _INDEX[names[k]]
    cap = stats(s, cards[0])[i]
    if cap < 1:
        raise StepFailed
    asked = 0 if len(names) == 1 else 1
    x = 1 + min(_ask_nth(ctx, seat, asked, cap, [{"ja": f"X={v}", "en": f"X={v}"} for v in range(1, cap + 1)],
                         ("Xを選ぶ", "Choose X")), cap - 1)
    ctx.entry = ctx.entry._replace(x=x)  # the later steps' X (val reads ctx.entry.x)
    VERB_FUNCS["modify"](s, ctx, {"do": "modify", "target": st["target"],
                                  "stats": [-x if j == i else 0 for j in range(3)],
                                  **({"until": st["until"]} if "until" in st else {})})


_INDEX = {"melee": 0, "shooting": 1, "defence": 2}


def _ask_nth(ctx: Resolving, seat: int, nth: int, n: int, labels: list[dict[str, str]], prompt: tuple[str, str]) -> int:
    """The answer to this step's nth option question (ask_option reads only the first one)."""
    from .effects import NeedChoice

    opts = [a for a in ctx.answers if a.startswith("opt")]
    if len(opts) > nth:
        return int(opts[nth][3:])
    raise NeedChoice({"seat": seat, "kind": "option", "options": [f"opt{i}" for i in range(n)],
                      "labels": labels, "prompt": list(prompt)})
