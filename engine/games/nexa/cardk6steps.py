"""Issue 14 family K6: steps of the long tail, part 3.

- verb `side_either`: 「敵軍は、自分の手札1枚、または自分のユニット1枚を選んで廃棄する」: that side's player picks which of
  the two picks it carries out (only one it can carry out is offered; with one such, that one; with none, nothing),
  then picks the cards as the chosen step says (discard_hand or side_picks; ruling R-340).
"""

from __future__ import annotations

from typing import Final

from .effects import Step, ask_option, seat_of, side_seat, source_of, verb
from .state import HAND, Resolving, State
from .targets import candidates

_KIND_JA: Final[dict[str, str]] = {"unit": "ユニット", "character": "キャラ", "operation": "オペレーション",
                                   "command": "コマンド", "g": "G"}
_DO_JA: Final[dict[str, str]] = {"destroy": "破壊", "discard": "廃棄", "bounce": "手札に戻す"}


def _can(s: State, ctx: Resolving, who: int, st: Step) -> bool:
    """Can that side's player carry the pick out (a card to pick)?"""
    if st["do"] == "discard_hand":
        return bool(s.place(who, HAND))
    return bool(candidates(s, {**st["filter"], "count": "all"}, seat_of(ctx), source_of(ctx), ctx.bound,
                           by_effect=False))


def _label(st: Step) -> dict[str, str]:
    if st["do"] == "discard_hand":
        return {"ja": f"手札{st['count']}枚を廃棄", "en": f"discard {st['count']} from the hand"}
    kind = st["filter"].get("type")
    ja = _KIND_JA.get(kind, "カード") if isinstance(kind, str) else "カード"
    return {"ja": f"{ja}{st['count']}枚を{_DO_JA.get(st['then'], st['then'])}",
            "en": f"{st['then']} {st['count']} {kind if isinstance(kind, str) else 'card'}(s)"}


@verb("side_either")
def _side_either(s: State, ctx: Resolving, st: Step) -> list[Step] | None:
    who = side_seat(ctx, st["side"])
    opts = [o for o in st["picks"] if _can(s, ctx, who, o)]
    if not opts:
        return None
    k = 0 if len(opts) == 1 else ask_option(s, ctx, who, len(opts), [_label(o) for o in opts],
                                            ("どちらを選ぶか", "Which one"))
    return [opts[min(k, len(opts) - 1)]]
