"""Issue 14 family T5: steps of texts about texts and effects.

- verb `grant_any_or_modify`: 「…は、ターン終了時まで「強襲」、+1/+1/+1のいずれか1つを得る」: the player picks, when the
  step resolves, one of the special effects or the battle change, and the target gets that one until the turn ends
  (the engine's `grant_keyword` or `modify`; as family T's grant_either with a change among the options).
- `gain_unlimited(s, iid)`: 「このカードの「ゲイン」の使用は、「1ターン中に1回のみ」の制限に含まれない」 is in force on the
  card: play.commit then keeps no record of its ゲイン's use, so it may be used again this turn (R-301).
- `changed_cost(s, ab, iid, seat)`: 「この効果のコストは、（condition）場合、〔N〕に変更される」: the text with the payment
  `changed_to` while `changed_if` holds for its card, else its printed cost (P44; as family O2's free_if).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from .cards import Ability
from .conditions import holds
from .effects import VERB_FUNCS, Step, ask_option, seat_of, verb
from .state import Resolving, State
from .stats import static_sources
from .vocabulary import KEYWORD_EN, KEYWORD_JA


def _stats_words(stats: list[int]) -> str:
    return "/".join(f"{n:+d}" for n in stats)


@verb("grant_any_or_modify")
def _grant_any_or_modify(s: State, ctx: Resolving, st: Step) -> None:
    kws = list(st["keywords"])
    change = _stats_words(st["stats"])
    labels = [{"ja": KEYWORD_JA[k], "en": KEYWORD_EN[k]} for k in kws] + [{"ja": change, "en": change}]
    k = ask_option(s, ctx, seat_of(ctx), len(labels), labels, ("得るものを選ぶ", "Choose what it gains"))
    until = st.get("until", "turn_end")
    if k < len(kws):
        VERB_FUNCS["grant_keyword"](s, ctx, {"do": "grant_keyword", "target": st["target"], "keyword": kws[k],
                                             "until": until})
    else:
        VERB_FUNCS["modify"](s, ctx, {"do": "modify", "target": st["target"], "stats": st["stats"], "until": until})


def gain_unlimited(s: State, iid: int) -> bool:
    """Is this card's ゲイン out of P75's 「1ターンに1回のみ」 (a 常駐 text of its own in force)? Asked when a ゲイン is
    played (play.commit), never on a priority check."""
    return any(src == iid and c["apply"] == "gain_unlimited" for src, c in static_sources(s))


_CHANGED: Final = ("changed_if", "changed_to")


def changed_cost(s: State, ab: Ability, iid: int, seat: int) -> Ability:
    """The text `ab` with the cost it has now (cost keys changed_if / changed_to); asked where family O2's free_cost
    is (a text's check on a cache miss, its play), and only for texts with the key."""
    cost = ab.cost
    if holds(s, cost["changed_if"], iid, seat):
        return replace(ab, cost={"pay": dict(cost["changed_to"])})
    return replace(ab, cost={k: v for k, v in cost.items() if k not in _CHANGED})
