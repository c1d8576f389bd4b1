"""「…のプレイを無効にし、そのカードを…」 (issue 14): an unresolved card play in the cut fails and the
card goes where the text says, instead of the junkyard a failed play goes to (P48, P57).

The card is chosen when the negating effect resolves, among the plays still waiting below it that
fit the selector (a G's play is a play of a G, P21); the entry leaves the cut at once, so nothing of
it resolves.
"""

from __future__ import annotations

from typing import Any

from .effects import Step, ask_option, choose, move_to, seat_of, source_of, verb
from .places import emit, name, set_rolled
from .state import CutEntry, Resolving, State
from .targets import matches


def fits(s: State, e: CutEntry, sel: dict[str, Any], seat: int, source: int) -> bool:
    """Is the waiting play `e` one the selector names, seen from `seat`?"""
    if e.kind not in ("card", "g") or e.negated:
        return False
    side = sel.get("side", "any")
    if side != "any" and (e.seat == seat) != (side == "own"):
        return False
    kind = "g" if e.kind == "g" else s.defs[e.source].type
    types = sel.get("type")
    if types is not None and not {"card", kind} & set(types if isinstance(types, list) else [types]):
        return False
    not_types = sel.get("not_type") or []
    if kind in (not_types if isinstance(not_types, list) else [not_types]):
        return False
    rest = {k: v for k, v in sel.items() if k not in ("side", "type", "not_type", "count")}
    return matches(s, {**rest, "zone": "cut"}, e.source, seat, source, by_effect=False)


@verb("negate_play")
def _negate_play(s: State, ctx: Resolving, st: Step) -> None:
    seat, source = seat_of(ctx), source_of(ctx)
    waiting = [e for e in s.cut if e.uid != ctx.entry.uid and fits(s, e, st["play"], seat, source)]
    by_card = {e.source: e for e in waiting}
    picked = choose(s, ctx, seat, list(by_card), 1, 1, "pick", ("無効にするプレイを選ぶ", "Choose the play to negate"))
    for iid in picked:
        to = st["to"]
        if to == "deploy" and s.defs[iid].type not in ("unit", "ace", "operation"):
            to = "junkyard"  # only a card that can stand on the field enters it
        rolled = False
        if to == "deploy":  # 「持ち主の配備エリアにリロール状態またはロール状態で出す」: this player picks the state
            # asked before anything changes: a question reruns the step from its start
            rolled = ask_option(s, ctx, seat, 2, [{"ja": "リロール状態", "en": "Rerolled"},
                                                  {"ja": "ロール状態", "en": "Rolled"}],
                                ("出す状態を選ぶ", "Choose how it enters")) == 1
        s.cut.remove(by_card[iid])
        s.version += 1
        emit(s, "negate", f"{name(s, iid)}のプレイを無効にした", f"negated the play of {name(s, iid, 'en')}", (iid,))
        move_to(s, iid, to, s.owner[iid])
        if rolled:
            set_rolled(s, iid, True)
