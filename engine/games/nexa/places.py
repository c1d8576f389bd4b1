"""Moving cards between places, areas and set groups (P61-P62, P66-P67, P72, P77)."""

from __future__ import annotations

from typing import Final

from ...core.protocol import Event
from .cardo8rules import carry_cut_grants, discard_redirected
from .junkz5 import arrived
from .leavesz4 import before_leaving, queue_leavers
from .state import (
    BATTLE,
    CUT,
    DEPLOY,
    DISCARD,
    FIELD_ZONES,
    GONE,
    GZONE,
    HAND,
    HANGAR,
    HOME,
    JUNK,
    REMOVED,
    SET,
    State,
)
from .stats import children as children_of
from .stats import game_cards

PLACE_JA: Final = {HOME: "本国", DISCARD: "捨て山", HAND: "手札", HANGAR: "ハンガー", JUNK: "ジャンクヤード",
            REMOVED: "取り除かれたカード", DEPLOY: "配備エリア", GZONE: "Gゾーン", BATTLE: "戦闘エリア"}
PLACE_EN: Final = {HOME: "home", DISCARD: "discard pile", HAND: "hand", HANGAR: "hangar", JUNK: "junkyard",
            REMOVED: "removed cards", DEPLOY: "deploy area", GZONE: "G zone", BATTLE: "battle area"}


TUPLE_NEW: Final = tuple.__new__


def emit(s: State, kind: str, ja: str, en: str, cards: tuple[int, ...] = (), seat: int | None = None,
         private_to: int | None = None, public: tuple[str, str] | None = None) -> None:
    # the named tuple made without its generated __new__ (a Python-level lambda): events are made at every move
    s.events.append(TUPLE_NEW(Event, (kind, {"ja": ja, "en": en}, cards, seat, private_to,
                                       {"ja": public[0], "en": public[1]} if public else None)))


def name(s: State, iid: int, lang: str = "ja") -> str:
    d = s.defs[iid]
    if s.is_g[iid] and s.zone[iid] == GZONE:
        return f"G({d.name_ja if lang == 'ja' else d.name_en})"
    if s.grants and s.zone[iid] == SET:  # a set card without a description, face down: no face to name
        from .blankset import blank_face

        if blank_face(s, iid) == "down":
            return "裏向きのセットカード" if lang == "ja" else "face-down set card"
    return d.name_ja if lang == "ja" else d.name_en


def on_field(s: State, iid: int) -> bool:
    return s.zone[iid] in FIELD_ZONES


def set_cards(s: State, host: int) -> list[int]:
    """Cards set under `host`, in instance order; a fresh list the caller may keep."""
    return list(children_of(s, host))


def detach(s: State, iid: int) -> None:
    """Take a card out of wherever it is, without any rules consequence."""
    s.version += 1
    z = s.zone[iid]
    if z == BATTLE:
        for q in s.squads:
            if iid in q:
                q[q.index(iid)] = -1
                break
    elif z == SET:
        s.set_to[iid] = -1
    elif z in (CUT, GONE):
        pass
    else:
        lst = s.place(s.zseat[iid], z)
        if iid in lst:
            lst.remove(iid)


def _leave_field(s: State, iid: int) -> None:
    """A card leaving the field loses damage, destruction and every effect on it (P72)."""
    s.damage[iid] = 0
    s.destroyed[iid] = False
    s.rolled[iid] = False
    s.is_g[iid] = False
    s.ctrl[iid] = -1
    s.coins.pop(iid, None)
    s.stamp[iid] += 1
    if iid in s.destroyed_queue:
        s.destroyed_queue.remove(iid)


def put(s: State, iid: int, zone: int, seat: int, top: bool = True) -> None:
    """Place a detached card; `top` puts it last (the top of a pile, the back of a list)."""
    s.version += 1
    s.set_zone(iid, zone)
    s.zseat[iid] = seat
    if zone in (BATTLE, SET, CUT, GONE):
        return
    lst = s.place(seat, zone)
    if top:
        lst.append(iid)
    else:
        lst.insert(0, iid)


def move(s: State, iid: int, dest: int, seat: int | None = None, top: bool = True, rolled: bool | None = None,
         controller: int | None = None) -> None:
    """Move a card with its set group (P62, P66): outside the field and hangar, always to the owner's place."""
    if dest == JUNK and s.zone[iid] == DISCARD and discard_redirected(s, iid):  # 置き換え of this move (family O8)
        return
    leaving = before_leaving(s, iid, dest)  # 「…が場から離れた場合」: matched before it leaves (family Z4, leavesz4.py)
    if dest not in FIELD_ZONES and s.zone[iid] in FIELD_ZONES and game_cards(s).asks_cause:  # (family G8, R-493)
        from .cardg8cause import left

        left(s, iid, dest == JUNK)
    origin = s.zone[iid] if dest == JUNK else -1  # 「…ジャンクヤードに…が移動した場合」 (family Z5, junkz5.py)
    s.version += 1
    was_field = s.zone[iid] in FIELD_ZONES
    from_cut = s.zone[iid] == CUT
    was_battle = s.zone[iid] == BATTLE
    children = set_cards(s, iid) if was_field else []
    detach(s, iid)
    is_chip = iid in s.chip_specs
    to_field = dest in FIELD_ZONES
    if was_field and not to_field:
        _leave_field(s, iid)
        if not is_chip:
            from .effects import queue_trigger

            s.set_zone(iid, dest)  # so that the trigger sees the card gone from the field
            queue_trigger(s, "leaves_field", iid)
            if leaving is not None:
                queue_leavers(s, leaving)
        if is_chip:  # P67: chips and coins leaving the field are removed at once
            s.set_zone(iid, GONE)
            s.zseat[iid] = s.owner[iid]
            _cleanup_children(s, children, dest, seat)
            return
    if dest in (HANGAR, DEPLOY, GZONE, BATTLE):
        target_seat = seat if seat is not None else s.owner[iid]
    else:
        target_seat = s.owner[iid]
    if was_field and to_field:
        pass
    elif to_field:
        s.entered[iid] = s.turn
        s.stamp[iid] += 1
        if from_cut and s.grants:  # what was given to it while played lasts until the cut ends (family O8, R-442)
            carry_cut_grants(s, iid)
        s.ctrl[iid] = controller if controller is not None else target_seat
        s.damage[iid] = 0
        s.destroyed[iid] = False
    if to_field and controller is not None:
        s.ctrl[iid] = controller
    put(s, iid, dest, target_seat, top)
    if rolled is not None:
        s.rolled[iid] = rolled
    if was_battle and dest != BATTLE:
        pass
    _cleanup_children(s, children, dest, target_seat if dest == HANGAR else None)
    if origin >= 0:
        arrived(s, iid, origin)
    if dest == BATTLE and was_field and not is_chip:  # 「…が戦闘エリアに移動した場合」: from another area (family O8)
        from .effects import queue_trigger

        queue_trigger(s, "moved_to_battle", iid)


def _cleanup_children(s: State, children: list[int], dest: int, seat: int | None) -> None:
    for c in children:
        if dest in FIELD_ZONES:
            # the group moves together on the field: set cards stay set
            continue
        s.set_to[c] = -1
        s.set_zone(c, DEPLOY)  # transient, so move() knows it leaves the field
        s.zseat[c] = s.ctrl[c] if s.ctrl[c] >= 0 else s.owner[c]
        s.place(s.zseat[c], DEPLOY).append(c)
        move(s, c, dest, seat)


def set_onto(s: State, card: int, host: int) -> None:
    """Set a character or operation under a card (P66); it takes the host's roll state."""
    from .stats import exclusive_set

    made = host >= 0 and s.defs[card].type == "character" and bool(s.defs[host].exclusive) \
        and not exclusive_set(s, host)
    _set_onto(s, card, host)
    if made and exclusive_set(s, host):  # 「このカードの「専用機のセット」が成立した場合」 (P76, family O2)
        from .effects import queue_trigger

        for c in [host, *set_cards(s, host)]:
            queue_trigger(s, "exclusive_made", c)
        for c in list(s.field):  # 「自軍キャラの「専用機のセット」が成立した場合」: every own card hears it (family C3)
            if s.ctrl[c] == s.ctrl[card]:
                queue_trigger(s, "own_exclusive_made", c)


def _set_onto(s: State, card: int, host: int) -> None:
    s.version += 1
    if s.zone[card] in FIELD_ZONES:
        detach(s, card)
    else:
        from_cut = s.zone[card] == CUT
        detach(s, card)
        s.entered[card] = s.turn
        s.stamp[card] += 1
        if from_cut and s.grants:  # given while played, until the cut ends (family O8, R-442)
            carry_cut_grants(s, card)
        s.damage[card] = 0
    s.set_zone(card, SET)
    s.set_to[card] = host
    if host >= 0:
        s.zseat[card] = s.zseat[host]
        s.ctrl[card] = s.ctrl[host]
        s.rolled[card] = s.rolled[host]
    s.destroyed[card] = False


def set_rolled(s: State, iid: int, rolled: bool) -> None:
    """Roll or reroll a whole set group (P66)."""
    s.version += 1
    host = iid
    while s.zone[host] == SET and s.set_to[host] >= 0:
        host = s.set_to[host]
    s.rolled[host] = rolled
    for c in set_cards(s, host):
        s.rolled[c] = rolled


def draw(s: State, seat: int, n: int) -> int:
    """Draw from the top of home (P63); returns how many were drawn."""
    home = s.place(seat, HOME)
    drawn = 0
    for _ in range(n):
        if not home:
            break
        iid = home.pop()
        put(s, iid, HAND, seat)
        drawn += 1
        emit(s, "draw", f"{name(s, iid)}を引いた", f"drew {name(s, iid, 'en')}", (iid,), seat, private_to=seat,
             public=(f"{s.players[seat]}: 1枚引いた", f"{s.players[seat]} drew a card"))
    return drawn


def home_damage(s: State, seat: int, n: int) -> int:
    """Damage to a home: that many cards, one by one, face down to the discard pile (P35)."""
    home = s.place(seat, HOME)
    moved = 0
    for _ in range(n):
        if not home:
            break
        iid = home.pop()
        put(s, iid, DISCARD, seat)
        moved += 1
    if moved and game_cards(s).asks_cause:  # 「自軍本国が、自軍効果以外で…」 (family G8)
        from .cardg8cause import home_hit

        home_hit(s, seat)
    if moved:
        emit(s, "home_damage", f"{s.players[seat]}の本国 -{moved}", f"{s.players[seat]}'s home -{moved}",
             seat=seat)
    return moved


def shuffle_home(s: State, seat: int) -> None:
    s.rng.shuffle(s.place(seat, HOME))
