"""Family O5 of issue 14: its steps while an effect resolves (loaded with effects.py, whose verbs these are).

「…を、（自軍ユニットとして）（敵軍）ユニットがいる戦闘エリアの任意の順番に、リロール状態で出す」 (cardo5_enter_area, R-311) and
「ターン終了時に、そのユニットをロール状態で自軍Gにする」 (cardo5_make_g).
"""

from __future__ import annotations

from typing import Final

from .battle import both_sides_in, live_units
from .effects import Step, make_g, queue_trigger, resolve_target, seat_of, verb
from .places import emit, move, name, set_rolled
from .state import BATTLE, FIELD_ZONES, Resolving, State
from .stats import area_of, is_unit
from .take_top import ask_nth

_AREA_NAMES: Final = ({"ja": "宇宙エリア", "en": "space area"}, {"ja": "地球エリア", "en": "earth area"})


def _areas(s: State, seat: int, with_: str) -> list[int]:
    """The battle areas a card may enter: where a unit is (`any`), an enemy unit (`enemy`), or the own squad (`own_squad`)."""
    out = []
    for a in (0, 1):
        if with_ == "own_squad":
            units = [u for u in live_units(s.squads[a * 2 + seat]) if s.zone[u] == BATTLE]
        else:
            sides = (1 - seat,) if with_ == "enemy" else (seat, 1 - seat)
            units = [u for q in sides for u in live_units(s.squads[a * 2 + q])
                     if s.zone[u] == BATTLE and is_unit(s, u) and area_of(s, u) == a]
        if units:
            out.append(a)
    return out


@verb("cardo5_enter_area")
def _enter_area(s: State, ctx: Resolving, st: Step) -> None:
    """A unit off the field enters a battle area as a card entering the field (場に出る), controlled by the effect's player:
    into an area where (enemy) units are, or where the own squad is; at the place in its squad the player says
    (「任意の順番に」), its front (「先頭に」) or its back; a squad formed where the side had none checks engagement at once
    (P70 部隊への編入; R-311). No such area: the card stays where it is (P57)."""
    seat = seat_of(ctx)
    asked = 0
    for c in resolve_target(s, ctx, st["target"]):
        if s.zone[c] in FIELD_ZONES or (s.defs[c].p78_remove and s.zone[c] not in FIELD_ZONES):
            continue  # on the field already; a classic card enters only by its play
        areas = _areas(s, seat, st["with"])
        if not areas:
            continue
        area = areas[0]
        if len(areas) > 1:
            area = areas[ask_nth(ctx, seat, asked, [_AREA_NAMES[a] for a in areas], ("どの戦闘エリアか", "Which area"))]
            asked += 1
        qi = area * 2 + seat
        squad = [u for u in live_units(s.squads[qi]) if s.zone[u] == BATTLE]
        slot = 0 if st["position"] == "front" else len(squad)
        if squad and st["position"] == "any":
            slot = ask_nth(ctx, seat, asked, [{"ja": f"{i + 1}番目", "en": f"#{i + 1}"} for i in range(len(squad) + 1)],
                           ("部隊のどこに出すか", "Where in the squad"))
            asked += 1
        move(s, c, BATTLE, seat, rolled=bool(st["rolled"]), controller=seat)
        squad.insert(min(slot, len(squad)), c)
        s.squads[qi] = squad
        if len(squad) == 1:
            s.engaged[area] = both_sides_in(s, area)
        s.version += 1
        queue_trigger(s, "enters_field", c)
        emit(s, "move", f"{name(s, c)}は{('宇宙', '地球')[area]}エリアの部隊に出た",
             f"{name(s, c, 'en')} enters the squad in the {('space', 'earth')[area]} area", (c,))


@verb("cardo5_make_g")
def _make_g_state(s: State, ctx: Resolving, st: Step) -> None:
    """「…をロール状態で自軍Gにする」 of a card on the field: the player's G (P53), in the roll state said."""
    for c in resolve_target(s, ctx, st["target"]):
        if s.zone[c] not in FIELD_ZONES:
            continue  # it left the field since (P57: the waiting effect finds no such card)
        make_g(s, c, seat_of(ctx))
        if st["rolled"]:
            set_rolled(s, c, True)
