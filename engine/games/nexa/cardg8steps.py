"""Family G8 of issue 14: the verbs `cardg8_extract_g` (「このカードを抜き出し、リロール状態で自軍Gにする」) and
`cardg8_draw_range` (「カード1～2枚を引く」, R-492: the player picks the number between the two on resolution).

抜き出す (P53's glossary) moves the card elsewhere for a moment: as a card leaving the field (P39's note: 場から場以外の場所に
移動したカードは、破壊状態やダメージ…が無効になります) it loses its destruction, its 廃棄 effect and its damage; then it is made
the player's G (P53 Gにする: rerolled), its set cards discarded as make_g does (R-254). A card not on the field is not
taken: the step does nothing (ruling R-491).
"""

from __future__ import annotations

from .effects import Step, ask_option, make_g, resolve_target, seat_of, verb
from .places import _leave_field, draw
from .state import BATTLE, DEPLOY, Resolving, State


@verb("cardg8_extract_g")
def _extract_g(s: State, ctx: Resolving, st: Step) -> None:
    who = seat_of(ctx)
    for iid in resolve_target(s, ctx, st["target"]):
        if s.zone[iid] not in (DEPLOY, BATTLE):
            continue
        _leave_field(s, iid)  # taken out: no longer destroyed nor damaged (P39, P53)
        make_g(s, iid, who)


@verb("cardg8_draw_range")
def _draw_range(s: State, ctx: Resolving, st: Step) -> None:
    """「カードN～M枚を引く」: the player picks how many as the step resolves (ruling R-492)."""
    who = seat_of(ctx)
    lo, hi = int(st["min"]), int(st["max"])
    labels = [{"ja": f"{k}枚引く", "en": f"draw {k}"} for k in range(lo, hi + 1)]
    n = lo + ask_option(s, ctx, who, hi - lo + 1, labels, ("引く枚数を選ぶ", "How many cards to draw"))
    draw(s, who, n)
