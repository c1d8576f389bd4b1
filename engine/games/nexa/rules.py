"""Rules that act by themselves: destruction by damage or defence 0 (P39, P72), cards that
cannot stay on the field (P77), and victory (P17)."""

from __future__ import annotations

from .places import emit, move, name
from .state import BATTLE, DEPLOY, FIELD_ZONES, HOME, JUNK, SET, State
from .stats import has_status, host_of, is_unit, stats


def check_destruction(s: State) -> None:
    """Units whose damage reaches their defence, or whose defence is 0, are destroyed (P39)."""
    from .effects import destroy
    from .stats import cached

    c = cached(s)
    if c.get("destruction_checked"):
        return
    for iid in range(len(s.defs)):
        z = s.zone[iid]
        if z != DEPLOY and z != BATTLE:
            continue
        if s.destroyed[iid] or not is_unit(s, iid):
            continue
        d = stats(s, iid)[2]
        if d <= 0:
            destroy(s, iid, by_rule=True)  # P72: defence 0 cannot be prevented
        elif s.damage[iid] >= d and not has_status(s, iid, "indestructible"):
            destroy(s, iid, by_rule=True)
    cached(s)["destruction_checked"] = True


def enforce_field_limits(s: State, iid: int) -> None:
    """P77: a second own ★ card or same-name own character that arrives is discarded at once."""
    d = s.defs[iid]
    seat = s.ctrl[iid]
    if seat < 0 or s.is_g[iid]:
        return
    if d.star or d.type == "character":
        for other in range(len(s.defs)):
            if other == iid or s.zone[other] not in FIELD_ZONES or s.ctrl[other] != seat or s.is_g[other]:
                continue
            od = s.defs[other]
            if d.star and od.star and set(od.names) & set(d.names):
                break
            if d.type == "character" and od.type == "character" and set(od.names) & set(d.names):
                break
        else:
            return
        emit(s, "discard", f"{name(s, iid)}は場に置けないため廃棄", f"{name(s, iid, 'en')} cannot stay and is discarded",
             (iid,))
        move(s, iid, JUNK)


def check_victory(s: State) -> bool:
    """A player whose home is empty loses; both at once is a draw (P17)."""
    if s.winner is not None:
        return True
    if s.point >= 26:  # setup
        return False
    empty = [len(s.place(p, HOME)) == 0 for p in (0, 1)]
    if empty[0] and empty[1]:
        s.winner = -1
    elif empty[0]:
        s.winner = 1
    elif empty[1]:
        s.winner = 0
    else:
        return False
    s.end_reason = "home_zero"
    if s.winner == -1:
        emit(s, "end", "両者の本国が0枚：引き分け", "Both homes reached 0: draw")
    else:
        loser = 1 - s.winner
        emit(s, "end", f"{s.players[loser]}の本国が0枚：{s.players[s.winner]}の勝利",
             f"{s.players[loser]}'s home reached 0: {s.players[s.winner]} wins", seat=s.winner)
    return True


def remove_battle_leftovers(s: State) -> None:
    """P41: units still in a battle area at damage reset are removed from the game."""
    from .state import REMOVED

    for q in s.squads:
        for iid in list(q):
            if iid >= 0 and s.zone[iid] == BATTLE:
                move(s, iid, REMOVED)
        q.clear()


def unit_on_field(s: State, iid: int) -> bool:
    return s.zone[host_of(s, iid)] in (DEPLOY, BATTLE) and is_unit(s, iid)


def set_count(s: State, host: int) -> int:
    return sum(1 for c in range(len(s.defs)) if s.zone[c] == SET and s.set_to[c] == host)
