"""Family Z8's verbs (issue 14): zones and moves, round 3.

verb `cardz8_hold_out` (R-480): 「…を抜き出す。ターン終了時に、（抜き出した）対象を持ち主の配備エリアに
ロール状態で出す」, 「…ユニットの、セットグループ1つを抜き出す。ターン終了時に、（抜き出した）対象を1つのセットグループとして、…」,
「敵軍手札1枚を無作為に抜き出す。ターン終了時に、抜き出したカードを持ち主の手札に移す」.

抜き出す (rulebook, 用語): the card is moved aside for a while; a card still held out once the effect has resolved is removed
from the game. The held cards go to the removed place (with their set cards, which leave the field with the unit, P66), and
a waiting effect (待機中の効果, P57) of the turn's end brings back those still there: into their owner's deploy area in the
roll state said (with the set cards set on the unit again when the text names the set group), or to their owner's hand.
A card that entered the field anew, or left the removed place, is not brought back (it is another card, P62).
"""

from __future__ import annotations

from typing import Final

from .battle import both_sides_in, live_units
from .cardb6steps import squad_units_now
from .effects import (
    VERB_FUNCS,
    Step,
    StepFailed,
    choose,
    movable_units,
    move_to,
    queue_trigger,
    resolve_target,
    seat_of,
    side_seat,
    source_of,
    verb,
)
from .overrides import unmoved
from .places import draw, emit, move, name, set_cards, set_onto
from .rules import enforce_field_limits
from .shieldz8 import MIN_SHIELD, REDUCE_FROM
from .state import BATTLE, DEPLOY, FIELD_ZONES, HAND, HANGAR, REMOVED, Resolving, State
from .stats import area_of, host_of
from .take_top import ask_nth

HELD: Final = "_cardz8_held"  # the bound name of the cards held out (the hosts of their set groups)
SETS: Final = "_cardz8_set:"  # + host: the set cards held out with it, set again on its return
BACK: Final = "_cardz8_bring_back"
LOCKED: Final = "_cardz8_locked"  # the bound name of the cards cardz8_roll_lock rolls


@verb("cardz8_hold_out")
def _hold_out(s: State, ctx: Resolving, st: Step) -> None:
    seat = seat_of(ctx)
    if st.get("random"):  # 「敵軍手札N枚を無作為に抜き出す」 (P62: picked at random)
        hand = list(s.place(side_seat(ctx, st["side"]), HAND))
        held = [hand.pop(s.rng.below(len(hand))) for _ in range(min(int(st["count"]), len(hand)))]
    else:
        held = []
        for iid in resolve_target(s, ctx, st["target"]):
            host = host_of(s, iid)
            if host not in held and not unmoved(s, host, seat, source_of(ctx)):  # 「敵軍効果では移動しない」
                held.append(host)
    bound: dict[str, tuple[int, ...]] = {HELD: tuple(held)}
    for c in held:
        if st.get("group"):
            bound[SETS + str(c)] = tuple(set_cards(s, c))
        move(s, c, REMOVED)
        emit(s, "move", f"{name(s, c)}を抜き出した", f"{name(s, c, 'en')} held out", (c,))
    back = {"do": BACK, "to": st["to"], "rolled": bool(st.get("rolled")), "group": bool(st.get("group"))}
    s.order_queue.append(("waiting", (ctx.entry, (back,), tuple(bound.items()))))


@verb(BACK)
def _bring_back(s: State, ctx: Resolving, st: Step) -> None:
    """The waiting step of the turn's end: the held cards still in the removed place go back to their owner."""
    for c in ctx.bound.get(HELD, ()):
        if s.zone[c] != REMOVED:
            continue
        owner = s.owner[c]
        if st["to"] == "hand":
            move(s, c, HAND)
            emit(s, "move", f"抜き出した{name(s, c)}を手札に移した", f"{name(s, c, 'en')} back to the hand", (c,), owner)
            continue
        if s.defs[c].type not in ("unit", "operation", "ace") or s.defs[c].p78_remove:
            continue  # only what can be put into play (R-42: a classic card enters only by its play)
        move(s, c, DEPLOY, owner, rolled=bool(st["rolled"]), controller=owner)
        emit(s, "enter", f"{name(s, c)}が場に出た", f"{name(s, c, 'en')} entered the field", (c,))
        entered = [c]
        for k in ctx.bound.get(SETS + str(c), ()) if st.get("group") else ():
            if s.zone[k] == REMOVED:
                set_onto(s, k, c)  # 「1つのセットグループとして」: set again on its unit (P66)
                entered.append(k)
        enforce_field_limits(s, c)
        for k in entered:
            queue_trigger(s, "enters_field", k)


@verb("cardz8_to_squad")
def _to_squad(s: State, ctx: Resolving, st: Step) -> None:
    """「…を、このカードの部隊の先頭に（任意の順番に）移す」 (R-481): each own unit named joins the squad this card is in, at
    its front or at the place the player says (P70 部隊への編入: a unit from the deploy area or the other battle area, or one
    already in the squad, which takes its new place); nothing while this card is not in a battle area."""
    me = host_of(s, source_of(ctx))
    if s.zone[me] != BATTLE:
        return
    area, seat = area_of(s, me), s.ctrl[me]
    qi = area * 2 + seat
    asked = 0
    for h, ctrl, now in movable_units(s, ctx, st["target"]):
        if ctrl != seat:
            continue
        squad = [u for u in live_units(s.squads[qi]) if s.zone[u] == BATTLE and u != h]
        slot = 0
        if squad and st["position"] != "front":
            slot = ask_nth(ctx, seat_of(ctx), asked, [{"ja": f"{i + 1}番目", "en": f"#{i + 1}"}
                                                      for i in range(len(squad) + 1)], ("部隊のどこか", "Where in the squad"))
            asked += 1
        for q in s.squads:
            if h in q:
                q.remove(h)
        rolled = st.get("rolled")
        move(s, h, BATTLE, seat, rolled=None if rolled is None else bool(rolled), controller=seat)
        squad.insert(min(slot, len(squad)), h)
        s.squads[qi] = squad
        for a in {area, now} - {-1}:  # a squad formed or left: engagement checked at once (P70)
            s.engaged[a] = both_sides_in(s, a)
        s.version += 1
        emit(s, "move", f"{name(s, h)}はこのカードの部隊の{slot + 1}番目へ", f"{name(s, h, 'en')} joins the squad at #{slot + 1}",
             (h,))


@verb("cardz8_hand_to_other_hangar")
def _hand_to_other_hangar(s: State, ctx: Resolving, st: Step) -> None:
    """「敵軍は、自分の手札N枚を選んで、相手のハンガーに移す」 (R-482): that side picks N cards of its hand (all it has, when
    fewer), which go into the other player's hangar (the rulebook's hangar: whoever owns them); an empty hand fails the
    step (P77)."""
    who = side_seat(ctx, st["side"])
    hand = list(s.place(who, HAND))
    if not hand:
        raise StepFailed()
    n = min(int(st["count"]), len(hand))
    for c in choose(s, ctx, who, hand, n, n, "pick", ("相手のハンガーに移す手札を選ぶ", "Choose cards for the other hangar"),
                    private=True):
        move_to(s, c, "hangar", 1 - who)


@verb("cardz8_whole_hand_hangar")
def _whole_hand_hangar(s: State, ctx: Resolving, st: Step) -> None:
    """「全ての敵軍手札を、自軍ハンガーに移す。その後、敵軍は、移した枚数分だけ、カードを引く。」 (R-482): every card of that
    hand goes into the other player's hangar, then (when said) that side draws as many cards as went."""
    who = side_seat(ctx, st["side"])
    hand = list(s.place(who, HAND))
    for c in hand:
        move_to(s, c, "hangar", side_seat(ctx, st["to"]))
    went = sum(1 for c in hand if s.zone[c] == HANGAR)
    if st.get("draw") and went:
        draw(s, who, went)


_AREA_NAMES: Final = ({"ja": "宇宙エリア", "en": "space area"}, {"ja": "地球エリア", "en": "earth area"},
                      {"ja": "自軍配備エリア", "en": "own deploy area"})


@verb("cardz8_enter")
def _enter(s: State, ctx: Resolving, st: Step) -> None:
    """「…を、このカードと同じエリアに（リロール状態で）出す」, 「…を、自軍配備エリア、または敵軍部隊がいる戦闘エリアに、…出す」
    (R-484): a unit off the field enters the field, controlled by the effect's player: the battle area this card is in (the
    player's squad there, at its back) or the own deploy area this card is in; or the own deploy area or a battle area
    where an enemy squad is, as the player says. A squad formed checks engagement at once (P70 部隊への編入). No such
    place (this card off the field): the card stays where it is."""
    seat = seat_of(ctx)
    me = host_of(s, source_of(ctx))
    asked = 0
    for c in resolve_target(s, ctx, st["target"]):
        if s.zone[c] in FIELD_ZONES or s.defs[c].p78_remove:
            continue  # on the field already; a classic card enters only by its play
        if st["where"] == "same_area":
            places = [area_of(s, me)] if s.zone[me] == BATTLE else ([2] if s.zone[me] == DEPLOY else [])
        else:
            places = [2] + [a for a in (0, 1) if any(s.zone[u] == BATTLE for u in live_units(s.squads[a * 2 + 1 - seat]))]
        if not places or places[0] < 0:
            continue
        at = places[0]
        if len(places) > 1:
            at = places[ask_nth(ctx, seat, asked, [_AREA_NAMES[a] for a in places], ("どこに出すか", "Where"))]
            asked += 1
        if at == 2:
            move(s, c, DEPLOY, seat, rolled=bool(st["rolled"]), controller=seat)
            emit(s, "enter", f"{name(s, c)}が場に出た", f"{name(s, c, 'en')} entered the field", (c,))
        else:
            qi = at * 2 + seat
            squad = [u for u in live_units(s.squads[qi]) if s.zone[u] == BATTLE]
            move(s, c, BATTLE, seat, rolled=bool(st["rolled"]), controller=seat)
            squad.append(c)
            s.squads[qi] = squad
            if len(squad) == 1:
                s.engaged[at] = both_sides_in(s, at)
            s.version += 1
            emit(s, "move", f"{name(s, c)}は{('宇宙', '地球')[at]}エリアの部隊に出た",
                 f"{name(s, c, 'en')} enters the squad in the {('space', 'earth')[at]} area", (c,))
        enforce_field_limits(s, c)
        queue_trigger(s, "enters_field", c)


@verb("cardz8_hand_under")
def _hand_under(s: State, ctx: Resolving, st: Step) -> None:
    """「自軍手札全てを、任意の順番で自軍本国の下に移す」 (R-486): the player puts the cards of the hand under the home one by
    one, in the order they pick (each goes to the very bottom, so the first picked ends highest of them)."""
    who = side_seat(ctx, st["side"])
    hand = list(s.place(who, HAND))
    order: list[int] = []
    for nth in range(len(hand) - 1):  # the player's order, one card at a time (the last one is left)
        labels = [{"ja": name(s, c), "en": name(s, c, "en")} for c in hand]
        order.append(hand.pop(ask_nth(ctx, who, nth, labels, ("次に本国の下に移すカード", "The next card to put under"))))
    for c in order + hand:
        move_to(s, c, "home_bottom", who)


@verb("cardz8_roll_lock")
def _roll_lock(s: State, ctx: Resolving, st: Step) -> None:
    """「…をロールする。このターン、対象は、リロールする事ができない。」 (R-487): the cards named are rolled (the roll verb, with
    its protections) and none of them (their set groups) rerolls this turn, by effect or rule (family Z5's no_reroll)."""
    ctx.bound[LOCKED] = tuple(resolve_target(s, ctx, st["target"]))
    VERB_FUNCS["roll"](s, ctx, {"do": "roll", "target": LOCKED})
    VERB_FUNCS["no_reroll"](s, ctx, {"do": "no_reroll", "target": LOCKED, "until": "turn_end"})


@verb("cardz8_draw_per")
def _draw_per(s: State, ctx: Resolving, st: Step) -> None:
    """「ロールしたユニット1枚につき、カードN枚を引く」 (R-488): N cards for each unit the step before named that is now rolled
    (those it rolled; P77 has the step run only when that step applied)."""
    n = sum(1 for c in resolve_target(s, ctx, st["target"]) if s.zone[c] in FIELD_ZONES and s.rolled[c])
    if n:
        draw(s, seat_of(ctx), n * int(st["count"]))


@verb("cardz8_home_min_shield")
def _home_min_shield(s: State, ctx: Resolving, st: Step) -> None:
    """「自軍本国は、このターン、N以上の戦闘ダメージを受けない」 (R-489): a grant until the turn ends (shieldz8.py)."""
    seat = side_seat(ctx, st["side"])
    me = source_of(ctx)
    s.grants.append((me, s.stamp[me], MIN_SHIELD, (seat, int(st["min"])), "this_turn"))
    emit(s, "grant", f"{s.players[seat]}の本国は{st['min']}以上の戦闘ダメージを受けない",
         f"{s.players[seat]}'s home takes no battle damage of {st['min']} or more", seat=seat)
    s.version += 1


@verb("cardz8_home_reduce_from")
def _home_reduce_from(s: State, ctx: Resolving, st: Step) -> None:
    """「このターン、対象が自軍本国に与える戦闘ダメージはN減殺される」 (R-489): the units of the chosen squad, as it is now."""
    me = source_of(ctx)
    seat = side_seat(ctx, st["side"])
    units = squad_units_now(s, ctx, st["target"])
    if units:
        s.grants.append((me, s.stamp[me], REDUCE_FROM, (seat, tuple(units), int(st["amount"])), "this_turn"))
        s.version += 1
