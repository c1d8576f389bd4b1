"""Issue 14 family K5: steps of the long tail, part 2.

- verb `draw_to`: 「自軍手札がN枚になるまで、カードを引く」: that side's player draws until the hand holds N cards
  (nothing when it already holds N or more; fewer when the home runs out, P61 ドロー).
- verb `modify_status`: 「…は、ターン終了時まで+4/+4/+4を得ると共に敵軍効果の対象にならない」: the engine's `modify`
  and `status` on the same card, for the same duration (P56, P57).
- verb `reroll_to`: 「リロール状態の自軍GがN枚になるように、任意の枚数の自軍Gをリロールできる」: that side's player
  picks which rolled Gs to reroll, as many as bring the rerolled Gs to N (all the rolled ones when fewer; none at N or
  more; ruling R-261). The text's 「できる」 is the `optional` around it.
- verb `units_down_to`: 「全ての軍は、自分のユニットがN枚になるように、自分のユニットを、可能な限り選んで廃棄する」: each
  player, the effect's controller first, picks own units on the field to discard until N are left (ruling R-262).
  The two players' picks are told apart by the cards (each picks among their own units).
"""

from __future__ import annotations

from .effects import VERB_FUNCS, NeedChoice, Step, choose, seat_of, side_seat, source_of, val, verb
from .places import draw, emit, name
from .rerolltrig import reroll
from .rulechanges import reroll_locked
from .state import BATTLE, DEPLOY, GZONE, HAND, Resolving, State


@verb("draw_to")
def _draw_to(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    n = val(s, ctx, st["count"]) - len(s.place(who, HAND))
    if n > 0:
        draw(s, who, n)


@verb("modify_status")
def _modify_status(s: State, ctx: Resolving, st: Step) -> None:
    until = st.get("until", "turn_end")
    VERB_FUNCS["modify"](s, ctx, {"do": "modify", "target": st["target"], "stats": st["stats"], "until": until})
    VERB_FUNCS["status"](s, ctx, {"do": "status", "target": st["target"], "status": st["status"], "until": until})


@verb("reroll_to")
def _reroll_to(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    gs = s.place(who, GZONE)
    rolled = [g for g in gs if s.rolled[g] and not reroll_locked(s, g, source_of(ctx))]
    k = min(val(s, ctx, st["count"]) - sum(1 for g in gs if not s.rolled[g]), len(rolled))
    if k <= 0:
        return
    for g in choose(s, ctx, who, rolled, k, k, "pick", ("リロールするGを選ぶ", "Choose Gs to reroll")):
        reroll(s, g)
        emit(s, "reroll", f"{name(s, g)}をリロール", f"rerolled {name(s, g, 'en')}", (g,))


@verb("units_down_to")
def _units_down_to(s: State, ctx: Resolving, st: Step) -> None:
    n = val(s, ctx, st["count"])
    me = seat_of(ctx)
    picks: list[int] = []
    for seat in (me, 1 - me):
        units = [i for i in range(len(s.defs))  # (once, as the step resolves: not on a hot path)
                 if s.zone[i] in (DEPLOY, BATTLE) and s.ctrl[i] == seat and s.defs[i].type == "unit"]
        k = len(units) - n
        if k <= 0:
            continue
        if k == len(units):
            picks += units
            continue
        mine = [int(a) for a in ctx.answers if a.isdigit() and int(a) in units][:k]
        if len(mine) < k:
            raise NeedChoice({"seat": seat, "kind": "pick", "options": [u for u in units if u not in mine],
                              "can_stop": False, "prompt": ["廃棄する自分のユニットを選ぶ", "Choose own units to discard"],
                              "private": False})
        picks += mine
    ctx.bound["_down_to"] = tuple(picks)
    VERB_FUNCS["discard"](s, ctx, {"do": "discard", "target": "_down_to"})
