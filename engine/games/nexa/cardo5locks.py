"""Family O5 of issue 14: 「このターンの終了直後、新たな自軍ターンを開始する。新たなターンでは、…」 (ruling R-312).

The step marks its player's extra turn and the rules of that turn in `State.skips` (entries "extra:…", kept until this turn
ends); at the turn's end (turn._end_turn, P41) the sides are not swapped and the rules of the new turn become phases skipped
(the phase name, as the skip verb's) and locks (「lock:…」, cleared at every turn's end): the own Gs are not rerolled, cards of
a name are not played, one squad only sorties, a text is not used. Every check is a set lookup behind `if s.skips`.
"""

from __future__ import annotations

from typing import Final

from .state import GZONE, State

EXTRA: Final = "extra:turn"
PENDING: Final = "extra:"
LOCK_G_REROLL: Final = "lock:g_reroll"
LOCK_ONE_SQUAD: Final = "lock:one_squad"
NAME_LOCK: Final = "lock:name:"
TEXT_LOCK: Final = "lock:text:"
PHASES: Final = ("reroll", "draw", "deploy", "battle")


def take_extra_turn(s: State) -> set[tuple[int, str]] | None:
    """At the end of the turn (before its entries are cleared): the entries of the attacker's extra turn that follows, or
    None (the other player's turn follows)."""
    a = s.attacker
    if not s.skips or (a, EXTRA) not in s.skips:
        return None
    return {(a, k[len(PENDING):]) for seat, k in s.skips if seat == a and k.startswith(PENDING) and k != EXTRA}


def g_reroll_locked(s: State, iid: int) -> bool:
    """「新たなターンでは、全ての自軍Gはリロールできず」: a G of that player is rerolled by nothing this turn."""
    return s.zone[iid] == GZONE and (s.zseat[iid], LOCK_G_REROLL) in s.skips


def name_locked(s: State, seat: int, iid: int) -> bool:
    """「新たなターンでは、このカードと同名のカードをプレイできない」 (as a card or as a G)."""
    return (seat, NAME_LOCK + s.defs[iid].name_ja) in s.skips


def text_locked(s: State, seat: int, iid: int, index: int) -> bool:
    """「さらに、この記述の効果は使用できない」: that text of that card, this turn."""
    return (seat, f"{TEXT_LOCK}{iid}:{index}") in s.skips


def one_squad(s: State, seat: int) -> bool:
    """「新たなターンでは、自軍部隊1つしか出撃できず」: the player's sortie forms one squad only."""
    return (seat, LOCK_ONE_SQUAD) in s.skips
