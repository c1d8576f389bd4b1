"""Negating a play in the cut (P59 無効; issue 14 family B).

「敵軍コマンド1枚のプレイを無効にし、そのカードを廃棄する」: one play of a card waiting in the cut that
fits `play` (whose: side; what: type, not_type, max_total_cost) fails; the card leaves the cut at
once for the place the text names (its owner's). A play protected by 「このカードのプレイは…では
無効にならない」 (overrides.play_unnegatable) is not negated. With no such play the step fails.
"""

from __future__ import annotations

from typing import Any

from .cardr4sel import play_fits as r4_play_fits
from .conditions import holds
from .effects import Step, StepFailed, ask_option, choose, move_to, seat_of, source_of, verb
from .overrides import play_unnegatable
from .places import emit, name, set_rolled
from .state import CutEntry, Resolving, State
from .targets import value


def fits(s: State, sel: dict[str, Any], e: CutEntry, seat: int, ctx: Resolving | None = None) -> bool:
    """Does the play in entry `e` fit the selector, seen from `seat`?"""
    if e.kind not in ("card", "g") or e.negated:
        return False
    inst = sel.get("instead")  # 「…場合、この効果の対象部分は『…のプレイ』に変更できる」 (family O9, R-521): either part
    if inst is not None:
        base = {k: v for k, v in sel.items() if k != "instead"}
        return fits(s, base, e, seat, ctx) or (ctx is not None and holds(s, inst["if"], source_of(ctx), seat)
                                                and fits(s, inst["sel"], e, seat, ctx))
    side = sel.get("side", "any")
    if side != "any" and (e.seat == seat) != (side == "own"):
        return False
    d = s.defs[e.source]
    kind = "g" if e.kind == "g" else d.type
    want = sel.get("type", "card")
    if want != "card" and kind not in (want if isinstance(want, list) else [want]):
        return False
    nots = sel.get("not_type")
    if nots is not None and kind in (nots if isinstance(nots, list) else [nots]):
        return False
    if not r4_play_fits(d, sel):  # 「「共有」「戦闘配備」を持つ」, 「複数のロールコストを持つ」 (family R4)
        return False
    rc = sel.get("roll_cost")  # 「本来のロールコストの合計値がXである」: the printed roll cost (family R8, R-455)
    if rc is not None and d.roll_total != (rc if isinstance(rc, int) else value(
            s, rc, source_of(ctx), seat, ctx.bound, ctx.entry.x) if ctx is not None else d.roll_total):
        return False
    cap = sel.get("max_total_cost")
    if cap is not None and not isinstance(cap, int):  # 「X以下の…」 with 「Xの値は…」 (family V): worked out now
        cap = value(s, cap, source_of(ctx), seat, ctx.bound, ctx.entry.x) if ctx is not None else None
    return cap is None or d.total_cost <= cap


@verb("negate_play")
def _negate_play(s: State, ctx: Resolving, st: Step) -> None:
    seat = seat_of(ctx)
    plays = [e for e in s.cut if e.uid != ctx.entry.uid and fits(s, st["play"], e, seat, ctx)]
    if not plays:
        raise StepFailed()
    by_card = {e.source: e for e in plays}
    picked = choose(s, ctx, seat, list(by_card), 1, 1, "pick", ("無効にするプレイを選ぶ", "Choose the play to negate"))
    e = by_card[picked[0]]
    if play_unnegatable(s, e, seat, source_of(ctx)):
        return  # 「このカードのプレイは…では無効にならない」
    to = st["to"]
    if to == "deploy" and s.defs[e.source].type not in ("unit", "ace", "operation"):
        to = "junkyard"  # only a card that can stand on the field enters it
    rolled = False
    if to == "deploy":  # 「持ち主の配備エリアにリロール状態またはロール状態で出す」: the negating player picks
        # asked before anything changes: a question reruns the step from its start
        rolled = ask_option(s, ctx, seat, 2, [{"ja": "リロール状態", "en": "Rerolled"},
                                              {"ja": "ロール状態", "en": "Rolled"}],
                            ("出す状態を選ぶ", "Choose how it enters")) == 1
    s.cut.remove(e)
    s.version += 1
    emit(s, "negate", f"{name(s, e.source)}のプレイを無効にした", f"negated the play of {name(s, e.source, 'en')}",
         (e.source,))
    move_to(s, e.source, to, s.owner[e.source])
    if rolled:
        set_rolled(s, e.source, True)
