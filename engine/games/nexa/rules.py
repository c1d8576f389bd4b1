"""Rules that act by themselves: destruction by damage or defence 0 (P39, P72), cards that
cannot stay on the field (P77), and victory (P17)."""

from __future__ import annotations

from .battlestates import record_destroyed  # family B3
from .coins import coin_stats
from .effects import destroy, queue_trigger
from .places import emit, move, name
from .samename import same_name_ok
from .state import BATTLE, DEPLOY, HOME, JUNK, State
from .stats import cached, field_cards, game_cards, has_status, is_unit, stats


def check_destruction(s: State, kind: str = "normal") -> None:
    """Units whose damage reaches their defence, or whose defence is 0, are destroyed (P39); `kind`: the damage
    just dealt (battle from battle.battle_damage), recorded before the destruction is heard (family B4, R-230)."""
    c = cached(s)
    if c.get("destruction_checked"):
        return
    never_lowered = defence_never_lowered(s)
    if never_lowered and not game_cards(s).low_defence and not any(s.damage):
        # every unit's defence is at least its printed one, above 0, and no card is damaged
        c["destruction_checked"] = True
        return
    zone = s.zone
    for iid in field_cards(s):
        z = zone[iid]
        if z != DEPLOY and z != BATTLE:
            continue
        if s.destroyed[iid] or not is_unit(s, iid):
            continue
        if never_lowered and not s.damage[iid] and (s.defs[iid].stats or (0, 0, 0))[2] > 0:
            continue  # its defence is at least the printed one, above 0 and above its damage
        d = stats(s, iid)[2]
        if d <= 0:
            destroy(s, iid, by_rule=True)  # P72: defence 0 cannot be prevented
        elif s.damage[iid] >= d and not has_status(s, iid, "indestructible"):
            record_destroyed(s, iid, kind)  # by damage, known to 「…通常ダメージで破壊された場合」
            destroy(s, iid, by_rule=True)
    cached(s)["destruction_checked"] = True


def terrain_check(s: State) -> None:
    """P72 地形適性の有無による破壊: when a battle step's rule effect resolves, a unit in a battle
    area whose terrain it lacks is destroyed and goes back to its deploy area; its 廃棄 effect
    arises there (ruling R-22)."""
    from .stats import terrain

    for qi, q in enumerate(s.squads):
        area = ("space", "earth")[qi // 2]
        for u in list(q):
            # terrain is only ever gained, so a printed one settles it without the continuous table
            if u < 0 or s.zone[u] != BATTLE or area in s.defs[u].terrain or area in terrain(s, u):
                continue
            if not s.destroyed[u] and destroy(s, u):
                seat = s.ctrl[u] if s.ctrl[u] >= 0 else s.owner[u]
                emit(s, "terrain", f"{name(s, u)}は地形適性がなく破壊された",
                     f"{name(s, u, 'en')} lacks the terrain and is destroyed", (u,))
                move(s, u, DEPLOY, seat, controller=seat)


def defence_never_lowered(s: State) -> bool:
    """Is every defence modification in play (P65: set characters, coins, effects, continuous
    effects) zero or more? Then no unit's defence is below its printed one, and the destruction
    check can pass over undamaged units without working out their 戦闘力."""
    c = cached(s)
    hit: bool | None = c.get("defence_never_lowered")
    if hit is None:
        hit = c["defence_never_lowered"] = _defence_never_lowered(s)
    return hit


def _defence_never_lowered(s: State) -> bool:
    if game_cards(s).lowers_defence:  # set characters (P76), continuous effects (P68)
        return False
    if s.mods and any(m[4] < 0 for m in s.mods):
        return False
    for coins in s.coins.values():
        for cname, _n in coins:
            cs = coin_stats(s, cname)
            if cs and cs[2] < 0:
                return False
    return not (s.floating and any(f[3] == "modify" and f[4][2] < 0 for f in s.floating))


def enforce_field_limits(s: State, iid: int) -> None:
    """P77: a second own ★ card or same-name own character that arrives is discarded at once."""
    d = s.defs[iid]
    seat = s.ctrl[iid]
    if seat < 0 or s.is_g[iid] or iid in s.chip_specs:  # a chip's name is no card name (P67; family G6, R-381)
        return
    if d.star or d.type == "character":
        for other in field_cards(s):
            if other == iid or s.ctrl[other] != seat or s.is_g[other] or other in s.chip_specs:
                continue
            od = s.defs[other]
            if d.star and od.star and set(od.names) & set(d.names):
                break
            if d.type == "character" and od.type == "character" and set(od.names) & set(d.names) \
                    and not same_name_ok(d):  # 「同名の自軍キャラがいても場に出せる」 (samename.py, family C3)
                break
        else:
            return
        emit(s, "discard", f"{name(s, iid)}は場に置けないため廃棄", f"{name(s, iid, 'en')} cannot stay and is discarded",
             (iid,))
        move(s, iid, JUNK)
        queue_trigger(s, "to_junkyard", iid)  # 廃棄 from the field (P77), not a destruction


def check_victory(s: State) -> bool:
    """A player whose home is empty loses; both at once is a draw (P17)."""
    if s.winner is not None:
        return True
    if s.point >= 26:  # setup
        return False
    empty0 = not s.place(0, HOME)
    empty1 = not s.place(1, HOME)
    if empty0 and empty1:
        s.winner = -1
    elif empty0:
        s.winner = 1
    elif empty1:
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

    changed = any(s.squads)
    s.squad_set = [None, None, None, None]
    for q in s.squads:
        for iid in list(q):
            if iid >= 0 and s.zone[iid] == BATTLE:
                move(s, iid, REMOVED)
        q.clear()
    if changed:
        s.version += 1  # the squads feed continuous effects (same area, engaged)
