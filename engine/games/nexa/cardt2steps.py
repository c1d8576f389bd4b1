"""Issue 14 family T, second round: another card's play resolving, and a special effect chosen.

- `play_resolved(s, iid)`: the play of `iid` resolved (P48): a unit, character or operation entered
  the field by it, a command's effect was applied, a card played as a G became a G (P21). 起動 texts
  with trigger `card_resolved` hear it when the card fits their `of` selector (P68). The card may have
  left the field (a command is in the junkyard): it is judged where it is. A card played as a G has
  only its G sign (P21), so no roll cost: it never fits 「…のロールコストを持つ」 (ruling R-110).
- verb `lose_mods`: 「…は、このターン全ての戦闘修正を失う」: the card's battle values are its printed ones and
  a character's 戦闘修正 is 0 (its printed one is a 戦闘修正 too, P52) until the turn ends, whatever it gains
  meanwhile: a loss beats a gain whenever each applied (P57 相反する効果の優位性; ruling R-111; stats.mods_lost).
- verb `side_picks`: 「敵軍は、G以外の自分のカード1枚を選んで破壊する」: that side's player picks that many of
  their own cards that fit when the step resolves (not targets: 対象にならない does not stop it, P56), and the
  text's effect destroys, discards or returns them (its protections against enemy effects still apply; R-112).
- verb `to_unit_area`: 「…を、ユニットのいる戦闘エリアの任意の順番にリロール状態で移す」: a unit of the deploy
  area (or of the other battle area) moves into a battle area where a unit of either side is, the player
  picking the area when both have one, then its place in its side's squad there (P70 部隊への編入: a squad
  joined at once; where its side had none, the squad is formed and engagement checked at once; R-113).
  Its 地形適性 is not asked: a unit in an area it cannot be in is destroyed by the step's rule (P72).
- verb `grant_either`: 「…は、ターン終了時まで「速攻」または「高機動」を得る」: the player picks one of the
  special effects when the step resolves, and the target gets that one.
"""

from __future__ import annotations

from typing import Any, Final

from .battleb4 import picks_into_area  # family B4
from .battleb8 import area_banned
from .effects import (
    VERB_FUNCS,
    Step,
    _add_trigger,
    _grant,
    ask_option,
    choose,
    movable_units,
    seat_of,
    side_seat,
    source_of,
    verb,
)
from .places import emit, move, name
from .state import BATTLE, FIELD_ZONES, Resolving, State
from .targets import ZONE_CODES, candidates, matches, side_of
from .vocabulary import KEYWORD_EN, KEYWORD_JA

_ZONE_NAME: Final = {code: name for name, code in ZONE_CODES.items()}


def play_resolved(s: State, iid: int) -> None:
    """Queue the 起動 texts watching for a card like `iid` whose play has just resolved (P68)."""
    from .stats import field_triggered_abilities

    where = None if s.zone[iid] in FIELD_ZONES else _ZONE_NAME.get(s.zone[iid])
    for other, a in field_triggered_abilities(s):
        if a.on != "card_resolved" or a.of is None:
            continue
        sel: dict[str, Any] = a.of if where is None else {**a.of, "zone": where}
        if (where is not None or s.zone[iid] in FIELD_ZONES) and matches(
                s, sel, iid, side_of(s, other), other, by_effect=False):
            _add_trigger(s, other, a.index, a.every)


@verb("grant_either")
def _grant_either(s: State, ctx: Resolving, st: Step) -> None:
    kws = list(st["keywords"])
    labels = [{"ja": KEYWORD_JA[k], "en": KEYWORD_EN[k]} for k in kws]
    k = ask_option(s, ctx, seat_of(ctx), len(kws), labels, ("得る特殊効果を選ぶ", "Choose the special effect"))
    VERB_FUNCS["grant_keyword"](s, ctx, {"do": "grant_keyword", "target": st["target"],
                                         "keyword": kws[min(k, len(kws) - 1)], "until": st.get("until", "turn_end")})


@verb("lose_mods")
def _lose_mods(s: State, ctx: Resolving, st: Step) -> None:
    # 「キャラの戦闘修正以外の全ての…」 / 「キャラの戦闘修正を失う」 (family C3, ruling R-150; stats._stats)
    kind = "lose_mods_but_char" if st.get("keep") == "character" else (
        "lose_char_mods" if st.get("only") == "character" else "lose_mods")
    _grant(s, ctx, st, kind, True)


_TO_AREA_ARGS: Final[tuple[str, ...]] = ("area", "position", "rolled")


@verb("side_picks")
def _side_picks(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    cands = candidates(s, {**st["filter"], "count": "all"}, seat_of(ctx), source_of(ctx), ctx.bound, by_effect=False)
    if "area" in st:  # 「…を選んで、このカードがいる戦闘エリアに移す」 (family B4, R-231)
        cands = picks_into_area(s, source_of(ctx), cands)
    n = min(int(st["count"]), len(cands))
    picked = choose(s, ctx, who, cands, n, n, "pick", ("自分のカードを選ぶ", "Choose your own cards"))
    ctx.bound["_side_picked"] = tuple(picked)
    args = {k: st[k] for k in _TO_AREA_ARGS if k in st}  # then to_area: its area, place and roll state
    VERB_FUNCS[st["then"]](s, ctx, {**args, "do": st["then"], "target": "_side_picked"})


@verb("to_unit_area")
def _to_unit_area(s: State, ctx: Resolving, st: Step) -> None:
    from .battle import both_sides_in, live_units
    from .stats import area_of, field_cards, is_unit
    from .take_top import ask_nth

    asked = 0
    for h, seat, now in movable_units(s, ctx, st["target"]):
        enemy_only = st.get("with") == "enemy"  # 「敵軍ユニットのいる戦闘エリア」
        areas = [a for a in (0, 1) if a != now and any(
            s.zone[u] == BATTLE and u != h and is_unit(s, u) and area_of(s, u) == a
            and (not enemy_only or s.ctrl[u] not in (seat, -1)) for u in field_cards(s))
            and not (s.grants and area_banned(s, h, seat, a, False))]  # 「…がいる戦闘エリアに…」 (family B8, R-473)
        if not areas:
            continue
        names = [{"ja": "宇宙エリア", "en": "space area"}, {"ja": "地球エリア", "en": "earth area"}]
        if len(areas) > 1:
            area = areas[ask_nth(ctx, seat_of(ctx), asked, [names[a] for a in areas], ("どの戦闘エリアか", "Which area"))]
            asked += 1
        else:
            area = areas[0]
        qi = area * 2 + seat
        squad = [u for u in live_units(s.squads[qi]) if s.zone[u] == BATTLE and u != h]
        slot = len(squad)  # 「…戦闘エリアに移す」: the back of the squad (P70 部隊への編入)
        if squad and st.get("position") != "back":
            slot = ask_nth(ctx, seat_of(ctx), asked, [{"ja": f"{i + 1}番目", "en": f"#{i + 1}"}
                                                      for i in range(len(squad) + 1)], ("部隊のどこか", "Where in the squad"))
            asked += 1
        move(s, h, BATTLE, seat, rolled=st.get("rolled"), controller=seat)
        squad.insert(min(slot, len(squad)), h)
        s.squads[qi] = squad
        if len(squad) == 1:  # a squad formed where its side had none: engagement checked at once (P70)
            s.engaged[area] = both_sides_in(s, area)
        s.version += 1
        emit(s, "move", f"{name(s, h)}は{('宇宙', '地球')[area]}エリアの部隊へ",
             f"{name(s, h, 'en')} joins the squad in the {('space', 'earth')[area]} area", (h,))


@verb("grant_keywords")
def _grant_keywords(s: State, ctx: Resolving, st: Step) -> None:
    """「…は、ターン終了時まで「速攻」「強襲」を得る」: each special effect, to the same cards."""
    for k in st["keywords"]:
        VERB_FUNCS["grant_keyword"](s, ctx, {"do": "grant_keyword", "target": st["target"], "keyword": k,
                                             "until": st.get("until", "turn_end")})


@verb("sequence")
def _sequence(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """「このカードを持ち主のハンガーに移し、…」: the steps in order, as one sentence says them."""
    return list(st["steps"])
