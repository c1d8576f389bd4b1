"""Issue 14 family V8 (values, coins and costs, round 8): steps of textc/grammar_cardv8.lark.

- verb `cardv8_grant_valued`: 「…は、ターン終了時まで「〔0〕：範囲兵器（X）」を得る」: family G5's grant_special of a special effect
  whose value is a value of the effect language (X: a cost's X, or Xの値は…), read as the step resolves; a value below 1
  gives nothing (a special effect's value is a positive number, P75; ruling R-431).
- verb `cardv8_held_gains`: 「自軍ハンガーにあるキャラ1枚は、このターン、「クイック」、合計国力-2、ロールコスト-2を得る」: the card,
  while in the hangar this turn, has family Z5's held grants (クイック, the total lowered) and its roll cost lowered (heldz5.ROLL,
  read by heldz5.held_cost; R-434).
- verb `cardv8_squad_split`: 「敵軍部隊1つにいるユニットに、Xダメージを振り分けて与える」: the units of the squad chosen (as the
  step resolves) share the damage, the player of the effect saying how (family B4's split_damage; R-435).
"""

from __future__ import annotations

from .battleb4steps import split_damage
from .effects import Step, _grant, resolve_target, val, verb
from .heldz5 import QUICK, ROLL, TOTAL
from .places import emit, name
from .schema import keyword_cost
from .state import BATTLE, HANGAR, Resolving, State
from .stats import squad_index


@verb("cardv8_grant_valued")
def _grant_valued(s: State, ctx: Resolving, st: Step) -> None:
    n = val(s, ctx, st["amount"])
    if n < 1:
        return  # 「範囲兵器（0）」: no special effect to give
    name = st["keyword"]
    pay = st.get("cost")  # the printed cost, a payment ({"any": 0}: 〔0〕); none: the built-in ①
    cost = None if pay is None else keyword_cost({name: n, "cost": pay["any"] if set(pay) == {"any"} else pay})
    value = (name, n) if cost is None else (name, n, cost)
    _grant(s, ctx, {"target": st["target"], "until": st.get("until", "turn_end")}, "keyword", value)


@verb("cardv8_held_gains")
def _held_gains(s: State, ctx: Resolving, st: Step) -> None:
    kinds = [(QUICK, 0)] + [(k, int(st[key])) for k, key in ((TOTAL, "total"), (ROLL, "roll")) if key in st]
    for iid in resolve_target(s, ctx, st["target"]):
        if s.zone[iid] != HANGAR:
            continue  # left the hangar: nothing to keep there
        for kind, v in kinds:
            s.grants.append((iid, s.stamp[iid], kind, v, "turn_end"))
        emit(s, "grant", f"{name(s, iid)}: クイック", f"{name(s, iid, 'en')}: quick", (iid,))
    s.version += 1


@verb("cardv8_squad_split")
def _squad_split(s: State, ctx: Resolving, st: Step) -> None:
    chosen = resolve_target(s, ctx, st["target"])
    q = squad_index(s, chosen[0]) if chosen else -1
    if q < 0:
        return  # the squad dissolved: nothing to share among
    units = [c for c in range(len(s.defs)) if s.zone[c] == BATTLE and squad_index(s, c) == q]
    split_damage(s, ctx, units, val(s, ctx, st["amount"]))
