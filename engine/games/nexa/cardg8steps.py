"""Family G8 of issue 14: the verb `cardg8_extract_g` (「このカードを抜き出し、リロール状態で自軍Gにする」).

抜き出す (P53's glossary) moves the card elsewhere for a moment: as a card leaving the field (P39's note: 場から場以外の場所に
移動したカードは、破壊状態やダメージ…が無効になります) it loses its destruction, its 廃棄 effect and its damage; then it is made
the player's G (P53 Gにする: rerolled), its set cards discarded as make_g does (R-254). A card not on the field is not
taken: the step does nothing (ruling R-491).
"""

from __future__ import annotations

from .effects import Step, make_g, resolve_target, seat_of, verb
from .places import _leave_field
from .state import BATTLE, DEPLOY, Resolving, State


@verb("cardg8_extract_g")
def _extract_g(s: State, ctx: Resolving, st: Step) -> None:
    who = seat_of(ctx)
    for iid in resolve_target(s, ctx, st["target"]):
        if s.zone[iid] not in (DEPLOY, BATTLE):
            continue
        _leave_field(s, iid)  # taken out: no longer destroyed nor damaged (P39, P53)
        make_g(s, iid, who)
