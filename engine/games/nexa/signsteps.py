"""Changes whose sign the player chooses (issue 14, family V): 「±2/±2/±2を得る」,
「…の部隊戦闘力を部隊解散まで+2または-2する」 and 「+1/+1/+1コイン1個または-1/-1/-1コイン1個を乗せる」.

The rulebook prints ±X/±Y/±Z as a combat modifier (P34 「±X/±Y/±Z」) and cards restate
「プラスマイナスは効果の使用者が選択する」: the controller picks plus or minus on resolution, one
sign for the whole change (ruling R-V1), and the step then does what `modify` / `squad_power` do.
"""

from __future__ import annotations

from .effects import VERB_FUNCS, Step, ask_option, seat_of, val, verb
from .state import Resolving, State

_SIGNS = [{"ja": "＋（プラス）", "en": "Plus"}, {"ja": "－（マイナス）", "en": "Minus"}]


def _minus(s: State, ctx: Resolving) -> bool:
    return ask_option(s, ctx, seat_of(ctx), 2, _SIGNS, ("プラスかマイナスかを選ぶ", "Choose plus or minus")) == 1


@verb("modify_pm")
def _modify_pm(s: State, ctx: Resolving, st: Step) -> None:
    minus = _minus(s, ctx)
    stats = [-v if minus else v for v in st["stats"]]
    VERB_FUNCS["modify"](s, ctx, {**st, "do": "modify", "stats": stats})


@verb("squad_power_pm")
def _squad_power_pm(s: State, ctx: Resolving, st: Step) -> None:
    n = val(s, ctx, st["amount"])
    minus = _minus(s, ctx)
    VERB_FUNCS["squad_power"](s, ctx, {**st, "do": "squad_power", "amount": -n if minus else n})


@verb("add_coin_pm")
def _add_coin_pm(s: State, ctx: Resolving, st: Step) -> None:
    """「+1/+1/+1コイン1個または-1/-1/-1コイン1個を乗せる」: the coins' sign chosen like ± (P67)."""
    minus = _minus(s, ctx)
    stats = [-v if minus else v for v in st["stats"]]
    VERB_FUNCS["add_coin"](s, ctx, {**st, "do": "add_coin", "stats": stats})
