"""Family Z3 (issue 14): cards moved between places on the field (R-171).

「…ユニット1枚を、自軍配備エリアに（リロール状態で）移す」: the unit (with its set group, P66) goes to the
player's deploy area. An own unit in a battle area leaves its squad; an enemy unit changes controller, as P63
has the player who manages a deploy area control the cards in it. 「リロール状態で」 / 「ロール状態で」 sets the roll
state, else the card keeps it. 「持ち主の配備エリアに移す」 (`withdraw`) gives a card another player controls back.
"""

from __future__ import annotations

from .effects import Step, change_control, resolve_target, seat_of, val, verb
from .places import emit, move, name, set_rolled
from .state import BATTLE, DEPLOY, Resolving, State
from .stats import host_of


@verb("to_own_deploy")
def _to_own_deploy(s: State, ctx: Resolving, st: Step) -> None:
    me = seat_of(ctx)
    for iid in resolve_target(s, ctx, st["target"]):
        h = host_of(s, iid)
        if s.zone[h] not in (BATTLE, DEPLOY) or s.ctrl[h] < 0:
            continue  # only a unit on the field that a player controls moves (P63)
        if s.ctrl[h] != me:
            change_control(s, h, me)  # into this player's deploy area, its set group with it
        elif s.zone[h] == BATTLE:
            move(s, h, DEPLOY, me, controller=me)
            emit(s, "move", f"{name(s, h)}は配備エリアへ", f"{name(s, h, 'en')} goes to the deploy area", (h,), me)
        if "rolled" in st and s.zone[h] == DEPLOY:
            set_rolled(s, h, bool(st["rolled"]))


def back_to_owner(s: State, h: int) -> bool:
    """「持ち主の配備エリアに移す」 of a card another player controls: back to its owner (P63); True if it was."""
    owner = s.owner[h]
    if s.ctrl[h] < 0 or s.ctrl[h] == owner or s.zone[h] not in (BATTLE, DEPLOY):
        return False
    change_control(s, h, owner)
    return True


_PILES = [{"ja": "自分の本国", "en": "own home"}, {"ja": "自分の捨て山", "en": "own discard pile"}]


@verb("each_pile_top")
def _each_pile_top(s: State, ctx: Resolving, st: Step) -> None:
    """「全ての軍は、自分の本国、または自分の捨て山の上のカードN枚を廃棄する」: each player picks one of their own two
    piles (the effect's controller first, R-174), then its top N cards go to that player's junkyard (P61)."""
    from .places import move as move_card
    from .state import DISCARD, HOME, JUNK
    from .take_top import ask_nth

    me = seat_of(ctx)
    n = val(s, ctx, st["count"])
    piles = []
    for k, seat in enumerate((me, 1 - me)):
        piles.append((seat, HOME if ask_nth(ctx, seat, k, _PILES, ("どちらの上のカードを廃棄するか", "Which pile")) == 0
                      else DISCARD))
    for seat, zone in piles:
        pile = s.place(seat, zone)
        top = pile[-n:][::-1] if n > 0 else []
        for c in top:
            move_card(s, c, JUNK)
        if top:
            emit(s, "discard", f"{s.players[seat]}: {'本国' if zone == HOME else '捨て山'}の上のカード{len(top)}枚を廃棄",
                 f"{s.players[seat]} discarded the top {len(top)} of their {'home' if zone == HOME else 'discard pile'}",
                 tuple(top), seat)


@verb("pile_to_home")
def _pile_to_home(s: State, ctx: Resolving, st: Step) -> None:
    """「自軍捨て山の全てのカードを、自軍本国の上に移す」, 「全ての捨て山の、全てのカードを持ち主の本国の下に移す」: every
    card of the discard pile (each player's with side any) goes to its owner's home, on top or at the bottom, the pile's
    order kept (P61: a home is face down; the texts shuffle it next)."""
    from .places import move as move_card
    from .state import DISCARD, HOME

    me = seat_of(ctx)
    top = st["to"] == "top"
    for seat in ((me,) if st["side"] == "own" else (me, 1 - me)):
        cards = list(s.place(seat, DISCARD))  # bottom first
        for c in (cards if top else cards[::-1]):
            move_card(s, c, HOME, top=top)
        if cards:
            emit(s, "move", f"{s.players[seat]}: 捨て山のカード{len(cards)}枚を本国の{'上' if top else '下'}へ",
                 f"{s.players[seat]}: {len(cards)} cards of the discard pile to the {'top' if top else 'bottom'} of the home",
                 tuple(cards), seat)


@verb("shuffle_homes")
def _shuffle_homes(s: State, ctx: Resolving, st: Step) -> None:
    """「全ての本国をシャッフルする」: each player's home, the effect's controller's first (as R-80)."""
    from .places import shuffle_home

    me = seat_of(ctx)
    for seat in (me, 1 - me):
        shuffle_home(s, seat)


@verb("tops_to_junk")
def _tops_to_junk(s: State, ctx: Resolving, st: Step) -> None:
    """「全ての本国の上のカード1枚を廃棄する」: each player's pile, the controller's first, top N to the junkyard (P61)."""
    from .places import move as move_card
    from .state import DISCARD, HOME, JUNK

    me = seat_of(ctx)
    n = val(s, ctx, st["count"])
    zone = HOME if st["zone"] == "home" else DISCARD
    for seat in (me, 1 - me):
        pile = s.place(seat, zone)
        top = pile[-n:][::-1] if n > 0 else []
        for c in top:
            move_card(s, c, JUNK)
        if top:
            emit(s, "discard", f"{s.players[seat]}: 上のカード{len(top)}枚を廃棄", f"{s.players[seat]} discarded the top "
                 f"{len(top)}", tuple(top), seat)
