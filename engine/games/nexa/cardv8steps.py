"""Issue 14 family V8 (values, coins and costs, round 8): steps of textc/grammar_cardv8.lark.

- verb `cardv8_grant_valued`: 「…は、ターン終了時まで「〔0〕：範囲兵器（X）」を得る」: family G5's grant_special of a special effect
  whose value is a value of the effect language (X: a cost's X, or Xの値は…), read as the step resolves; a value below 1
  gives nothing (a special effect's value is a positive number, P75; ruling R-431).
"""

from __future__ import annotations

from .effects import Step, _grant, val, verb
from .schema import keyword_cost
from .state import Resolving, State


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
