"""Conditions of texts (P57 特定の条件, P76 専用機のセット): checked on play and on resolution."""

from __future__ import annotations

from typing import Any

from .battleb5 import self_sortied, side_dealt_unit
from .battlestates import self_position, squad_engaged, was_destroyed_by
from .cardg8cause import has_left, hit_not_own, home_hit_not_own
from .cardk7rules import command_resolved
from .ownstates import SELF_STATES, self_state
from .state import FIELD_ZONES, GZONE, HAND, HOME, JUNK, POINT_PHASE, POINT_STEP, SET, State
from .stats import area_of, exclusive_set, host_of
from .targets import candidates, side_of, value


def holds(s: State, cond: dict[str, Any] | None, source: int, seat: int) -> bool:
    """True when every key of the condition holds for `source`'s controller `seat`."""
    if not cond:
        return True
    return all(_one(s, key, arg, cond, source, seat) for key, arg in cond.items())


def _one(s: State, key: str, arg: Any, cond: dict[str, Any], source: int, seat: int) -> bool:
    if key == "all":
        return bool(all(holds(s, c, source, seat) for c in arg))
    if key == "any":
        return bool(any(holds(s, c, source, seat) for c in arg))
    if key == "not":
        return bool(not holds(s, arg, source, seat))
    if key == "min":
        return True  # read together with "exists"
    if key == "turn":
        return bool((s.attacker == seat) == (arg == "own"))
    if key == "phase":
        step = POINT_STEP.get(s.point)
        return bool(arg == step or arg == POINT_PHASE.get(s.point))
    if key == "exclusive_set":
        return bool(exclusive_set(s, host_of(s, source)) == arg)
    if key == "self_in":
        z = s.zone[host_of(s, source)]
        names = {"field": FIELD_ZONES}
        if arg in names:
            return bool(z in names[arg])
        from .state import BATTLE, DEPLOY

        if arg == "junkyard":  # 「このカードが自軍ジャンクヤードにある状態で」 (family Z4, junkz4.py)
            return bool(s.zone[source] == JUNK)
        return bool({"battle": z == BATTLE, "deploy": z == DEPLOY, "gzone": z == GZONE,
                     "hand": s.zone[source] == HAND}.get(arg, False))
    if key == "self_engaged":
        a = area_of(s, source)
        return bool((a >= 0 and s.engaged[a]) == arg)
    if key == "self_rolled":
        return bool(s.rolled[source] == arg)
    if key == "exists":
        return bool(len(candidates(s, arg, seat, source, by_effect=False)) >= int(cond.get("min", 1)))
    if key == "home_at_most":
        return bool(len(s.place(seat, HOME)) <= arg)
    if key == "home_at_least":
        return bool(len(s.place(seat, HOME)) >= arg)
    if key == "enemy_home_at_most":
        return bool(len(s.place(1 - seat, HOME)) <= arg)
    if key == "hand_at_least":
        return bool(len(s.place(seat, HAND)) >= arg)
    if key == "hand_at_most":
        return bool(len(s.place(seat, HAND)) <= arg)
    if key == "enemy_hand_at_most":  # 「敵軍手札が3枚以下の」 (family V5)
        return bool(len(s.place(1 - seat, HAND)) <= arg)
    if key == "g_at_least":
        return bool(len(s.place(seat, GZONE)) >= arg)
    if key == "junkyard_at_least":
        return bool(len(s.place(seat, JUNK)) >= arg)
    if key == "enemy_junkyard_at_least":  # 「敵軍ジャンクヤードにカードが5枚以上ある」 (family Z9)
        return bool(len(s.place(1 - seat, JUNK)) >= arg)
    if key == "has_character_trait":
        h = host_of(s, source)
        return any(s.set_to[c] == h and s.zone[c] == SET and s.defs[c].type == "character"
                   and arg in s.defs[c].traits for c in range(len(s.defs)))
    if key == "nt_in_area":
        return bool(_nt_in_area(s, source, seat) == arg)
    if key == "own_player_coin":  # 「自軍脱出コインがある」: a kept coin of that name (P67, family V4)
        return bool(s.pcoins[seat].get(arg, 0) > 0) if 0 <= seat < len(s.pcoins) else False
    if key == "self_coins_at_least":  # 「このカードの上のコインがN個以上」 (P67)
        return bool(sum(n for _, n in s.coins.get(source, ())) >= arg)
    if key in SELF_STATES:  # 攻撃に出撃している / 防御に出撃している (ownstates.py)
        return self_state(s, key, arg, source)
    if key == "self_sortied":  # 「このカードが出撃している」 (battleb5.py, family B5)
        return self_sortied(s, source) == bool(arg)
    if key == "side_dealt_unit":  # 「自軍部隊が、敵軍部隊に戦闘ダメージを与えている」 (battleb5.py, family B5)
        return side_dealt_unit(s, str(arg), seat)
    if key == "squad_engaged":  # 「自軍部隊が交戦中の」 (battlestates.py, family B3)
        return squad_engaged(s, arg, source, seat)
    if key == "cardg8_home_hit":  # 「自軍本国が、自軍効果以外でダメージを受けている」 (cardg8cause.py, family G8)
        return home_hit_not_own(s, seat if arg == "own" else 1 - seat)
    if key == "cardg8_self_left":  # 「このカードが、自軍効果以外で廃棄された」 (cardg8cause.py, family G8, R-493)
        return has_left(s, source, str(arg))
    if key == "cardg8_hit_not_own":  # 「…ユニットが、自軍効果以外でダメージを受けている」 (family G8)
        return any(hit_not_own(s, c) for c in candidates(s, {**arg, "count": "all"}, seat, source, by_effect=False))
    if key == "self_destroyed_by":  # 「このカードが戦闘ダメージで破壊されて…」 (battlestates.py, family B3)
        return was_destroyed_by(s, source, str(arg))
    if key == "self_position":  # 「このカードが部隊の先頭にいる」 (battlestates.py, family B3)
        return self_position(s, source, int(arg))
    if key == "entered_this_turn":
        return bool(s.zone[source] in FIELD_ZONES and s.entered[source] == s.turn)
    if key == "equal":  # 「自軍Gの枚数と敵軍Gの枚数が同じ」: two values (P65) alike (family K)
        return bool(value(s, arg[0], source, seat) == value(s, arg[1], source, seat))
    if key == "command_resolved":  # 「このターン、自軍コマンドが解決されている」 (cardk7rules.py, family K7)
        return command_resolved(s, str(arg), seat)
    if key == "cardr6_at_least":  # 「…の合計値が8以上の」: a value against another (family R6, R-360)
        return bool(value(s, arg[0], source, seat) >= value(s, arg[1], source, seat))
    if key == "cardr6_at_most":  # 「…が8以下の」 (family R6, R-360)
        return bool(value(s, arg[0], source, seat) <= value(s, arg[1], source, seat))
    return False


def _nt_in_area(s: State, source: int, seat: int) -> bool:
    """P75 サイコミュ: an own character with 特徴:NT in the same area as this card."""
    h = host_of(s, source)
    a = area_of(s, h)
    for c in range(len(s.defs)):
        if s.zone[c] != SET or s.defs[c].type != "character" or "NT" not in s.defs[c].traits:
            continue
        if side_of(s, c) != seat:
            continue
        ch = host_of(s, c)
        if a >= 0 and area_of(s, ch) == a:
            return True
        if a < 0 and s.zone[ch] == s.zone[h] and area_of(s, ch) < 0:
            return True
    return False
