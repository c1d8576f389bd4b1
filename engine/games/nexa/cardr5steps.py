"""Verbs of issue 14's family R5: named step results (ruling R-290).

「X。その場合、Y。この効果で、（selector）を廃棄した（破壊した）場合、Z。」: `cardr5_watch` notes what its steps may discard
or destroy (each junkyard's size; the chosen targets of the step that destroys, not destroyed yet), runs them, then its
check: `if_discarded` (discardz4.py) or `if_destroyed` (named_steps2.py), which read those notes.
"""

from __future__ import annotations

from typing import Any, Final

from .effects import (
    Step,
    StepFailed,
    ask_option,
    choose,
    move_to,
    queue_trigger,
    resolve_target,
    seat_of,
    side_seat,
    source_of,
    val,
    verb,
)
from .named_steps2 import can_take, set_by_effect
from .places import draw, emit, move, name, shuffle_home
from .state import BATTLE, DEPLOY, DISCARD, GZONE, HAND, HOME, JUNK, REMOVED, Resolving, State
from .take_top import ask_nth

_DESTROYING: Final = "destroy"
KINDS: Final = ("unit", "character", "command", "operation", "ace", "graphic")  # the card types (rulebook, カードの種類)
_KIND_LABELS: Final = ({"ja": "ユニット", "en": "Unit"}, {"ja": "キャラ", "en": "Character"}, {"ja": "コマンド", "en": "Command"},
                       {"ja": "オペレーション", "en": "Operation"}, {"ja": "ACE", "en": "ACE"},
                       {"ja": "グラフィック", "en": "Graphic"})


def _destroy_ref(steps: list[Any]) -> Any:
    """The target name of the step that destroys (a 「…できる」 unwrapped), if any."""
    for st in steps:
        if st["do"] == "optional" and len(st["steps"]) == 1:
            st = st["steps"][0]
        if st["do"] == _DESTROYING and isinstance(st.get("target"), str):
            return st["target"]
    return None


@verb("cardr5_watch")
def _watch(s: State, ctx: Resolving, st: Step) -> list[Step]:
    ctx.bound["_junk_before"] = (len(s.place(0, JUNK)), len(s.place(1, JUNK)))
    if st["kind"] == "destroyed":
        ref = _destroy_ref(st["steps"][:-1])
        cards = resolve_target(s, ctx, ref) if ref is not None else []
        ctx.bound["_watched"] = tuple(c for c in cards if not s.destroyed[c] and s.zone[c] != JUNK)
        ctx.bound["_watched_out"] = tuple(c for c in cards if s.zone[c] != REMOVED)
    return list(st["steps"])


@verb("cardr5_hand_to_home")
def _hand_to_home(s: State, ctx: Resolving, st: Step) -> None:
    """「敵軍は、自分の手札1枚を選んで、持ち主の本国の上に移す」: that side's player picks from their own hand (P61, R-291)."""
    who = side_seat(ctx, st["side"])
    hand = list(s.place(who, HAND))
    n = min(val(s, ctx, st["count"]), len(hand))
    picked = choose(s, ctx, who, hand, n, n, "pick", ("本国に移す手札を選ぶ", "Choose cards to put into the home"),
                    private=True)
    for c in picked:
        move_to(s, c, st["to"], who)
        emit(s, "move", "手札のカードを本国に移す", "a card of the hand put into the home", (), who)


@verb("cardr5_discard_draw")
def _discard_draw(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """「敵軍は、自分の手札1枚を選んで廃棄し、カード1枚を引く」: that player discards, then draws (R-291)."""
    return [{"do": "discard_hand", "side": st["side"], "count": st["count"]},
            {"do": "draw", "side": st["side"], "count": st["draw"]}]


@verb("cardr5_negate_that")
def _negate_that(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """「このカードが破壊された場合、その破壊を無効にする」: the destruction heard is this card's (R-293)."""
    return [{"do": "negate_destruction", "target": "self"}]


@verb("cardr5_to_home_shuffle")
def _to_home_shuffle(s: State, ctx: Resolving, st: Step) -> None:
    """「このカードを持ち主の本国の下に移し、その本国をシャッフルする」: the owner's home, once the card is in it (R-293)."""
    for c in resolve_target(s, ctx, st["target"]):
        if s.zone[c] in (HOME, REMOVED):
            continue
        who = s.owner[c]
        move_to(s, c, st["to"], who)
        shuffle_home(s, who)


@verb("cardr5_hand_refresh")
def _hand_refresh(s: State, ctx: Resolving, st: Step) -> None:
    """「全ての軍は、自分の手札を全て廃棄し、その後、それぞれ廃棄した枚数だけ、カードを引く」: the text's player first, each
    discards their whole hand; then each draws as many cards as they discarded (R-293)."""
    me = seat_of(ctx)
    count: dict[int, int] = {}
    for who in (me, 1 - me):
        hand = list(s.place(who, HAND))
        count[who] = len(hand)
        for c in hand:
            move(s, c, JUNK)
        emit(s, "discard", f"{s.players[who]}の手札{len(hand)}枚を廃棄", f"{s.players[who]} discards {len(hand)} cards",
             tuple(hand), who)
    for who in (me, 1 - me):
        draw(s, who, count[who])


@verb("cardr5_g_onto_taken")
def _g_onto_taken(s: State, ctx: Resolving, st: Step) -> None:
    """「その場合、このカードをキャラとしてそのユニットにセットし…」: this card, a G whose printed card is a character, is set as
    that character on the unit this effect's look put out (bound _taken), a new card heard entering the field (as
    g_as_character, R-149); no such unit, or one that cannot take it: the step fails (P77, R-294)."""
    seat = seat_of(ctx)
    c = source_of(ctx)
    hosts = [u for u in ctx.bound.get("_taken", ()) if s.zone[u] in (DEPLOY, BATTLE) and can_take(s, c, u)]
    if s.zone[c] != GZONE or not s.is_g[c] or s.ctrl[c] != seat or s.defs[c].type != "character" or not hosts:
        raise StepFailed()
    s.is_g[c] = False
    s.stamp[c] += 1  # another card to effects from now on (P57)
    set_by_effect(s, c, hosts[0])
    s.entered[c] = s.turn
    queue_trigger(s, "enters_field", c)


@verb("cardr5_shuffle_home")
def _shuffle_home(s: State, ctx: Resolving, st: Step) -> None:
    """「…できる。その場合、…。その後、自軍本国をシャッフルする。」: the home the look left as it was (R-294)."""
    shuffle_home(s, seat_of(ctx))


@verb("cardr5_name_kind")
def _name_kind(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """「カードの種類1つを指定し、…の上のカード1枚を表にする。表にしたカードが、指定した種類のカードであった場合、…」: the
    player names a card type as the text applies, then the top card is shown (reveal_top) and the steps follow if its
    printed type is the one named (R-296)."""
    k = ask_option(s, ctx, seat_of(ctx), len(KINDS), list(_KIND_LABELS), ("カードの種類を指定する", "Name a card type"))
    return [{"do": "reveal_top", "side": "own", "zone": st["zone"], "count": 1, "if": {"type": KINDS[k]},
             "steps": list(st["steps"])}]


@verb("cardr5_reveal")
def _reveal(s: State, ctx: Resolving, st: Step) -> None:
    """「自軍本国の上のカード1～4枚を表にする」: the player says how many (1～N), and the top cards are shown to both players
    where they lie (bound _revealed, read by 「表にしたカードの中にある…」; R-298)."""
    pile = s.place(seat_of(ctx), HOME)
    raw = st["count"]
    if isinstance(raw, dict):
        most = min(int(raw["upto"]), len(pile))
        n = 1 + ask_option(s, ctx, seat_of(ctx), most, [{"ja": f"{k}枚", "en": f"{k}"} for k in range(1, most + 1)],
                           ("表にする枚数", "How many cards to show")) if most > 0 else 0
    else:
        n = min(val(s, ctx, raw), len(pile))
    if n <= 0:
        raise StepFailed()  # nothing to show: the その場合 step does not follow (P77)
    shown = tuple(pile[-n:][::-1])
    emit(s, "reveal", "公開: " + "、".join(name(s, c) for c in shown),
         "revealed: " + ", ".join(name(s, c, "en") for c in shown), shown)
    ctx.bound["_revealed"] = shown


@verb("cardr5_either_discard_top")
def _either_discard_top(s: State, ctx: Resolving, st: Step) -> None:
    """「捨て山1つの上のカード1～3枚を廃棄する」: the player names the discard pile (own first, then the enemy's), then how
    many cards (1～N, at most what it holds); they go to that pile's owner's junkyard (P61, R-299)."""
    seat = seat_of(ctx)
    keeper = (seat, 1 - seat)[ask_nth(ctx, seat, 0, [{"ja": "自軍捨て山", "en": "Own discard pile"},
                                                     {"ja": "敵軍捨て山", "en": "Enemy discard pile"}],
                                      ("どちらの捨て山か", "Whose discard pile"))]
    pile = s.place(keeper, DISCARD)
    raw = st["count"]
    if isinstance(raw, dict):
        hi = min(int(raw["upto"]), len(pile))
        n = 1 + ask_nth(ctx, seat, 1, [{"ja": f"{k}枚", "en": str(k)} for k in range(1, hi + 1)],
                        ("枚数を選ぶ", "How many cards")) if hi > 1 else hi
    else:
        n = min(val(s, ctx, raw), len(pile))
    for c in pile[-n:][::-1] if n > 0 else []:
        move_to(s, c, "junkyard", keeper)
