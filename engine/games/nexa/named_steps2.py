"""Verbs of issue 14's family S, second round: steps that read what an earlier step of the same effect did.

「（step）。この効果で対象が破壊された場合、（steps）」: `watch_destroyed` notes the cards its first step
targets that are not destroyed yet, runs that step, and `if_destroyed` then runs its steps when one of
them was destroyed by it (or, with `destroyed: false`, when none was).
「…をこのカードにセットする」, 「…を別の自軍ユニットにセットする」: `set_on` (P66), a character set by an effect.
"""

from __future__ import annotations

from typing import Any

from .effects import Step, choose, movable_units, queue_trigger, resolve_target, seat_of, source_of, verb
from .places import emit, move, name, set_onto
from .state import BATTLE, DEPLOY, DISCARD, FIELD_ZONES, HOME, JUNK, REMOVED, SET, Resolving, State
from .stats import field_cards, host_of


@verb("watch_destroyed")
def _watch_destroyed(s: State, ctx: Resolving, st: Step) -> list[Step]:
    first = st["steps"][0]
    ref = first.get("target")
    cards = resolve_target(s, ctx, ref) if isinstance(ref, str) else []
    ctx.bound["_watched"] = tuple(c for c in cards if not s.destroyed[c] and s.zone[c] != JUNK)
    ctx.bound["_watched_out"] = tuple(c for c in cards if s.zone[c] != REMOVED)
    return list(st["steps"])


@verb("if_destroyed")
def _if_destroyed(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """A watched card destroyed since (destroyed flag, or already in the junkyard): P39's 破壊; with
    `moved`, removed from the game since; with `of`, only a card of that selector counts."""
    if st.get("moved"):
        hit = any(s.zone[c] == REMOVED and _is(s, ctx, st["of"], c) for c in ctx.bound.get("_watched_out", ()))
    else:
        hit = any((s.destroyed[c] or s.zone[c] == JUNK) and ("of" not in st or _is(s, ctx, st["of"], c))
                  for c in ctx.bound.get("_watched", ()))
    return list(st["steps"]) if hit == bool(st["destroyed"]) else []


def _is(s: State, ctx: Resolving, of: dict[str, Any], card: int) -> bool:
    """Is `card`, wherever it now is, a card of the selector `of` (its zone and side left open)?"""
    from .targets import ZONE_CODES, matches

    zone = next((name_ for name_, code in ZONE_CODES.items() if s.zone[card] == code), None)
    flt = {"side": "any", **of} if s.zone[card] in FIELD_ZONES or zone is None else {"side": "any", **of, "zone": zone}
    return matches(s, flt, card, seat_of(ctx), source_of(ctx), by_effect=False)


def can_take(s: State, card: int, host: int) -> bool:
    """May an effect set character `card` on unit `host` (P66: one character a unit, its own texts' limits)?"""
    from .setrules import characters_on, host_allowed, max_characters
    from .stats import is_unit

    return (card != host and s.defs[card].type == "character" and s.zone[host] in (DEPLOY, BATTLE)
            and is_unit(s, host) and not s.destroyed[host] and host not in s.chip_specs
            and characters_on(s, host) < max_characters(s, host) and host_allowed(s, card, host))


def set_by_effect(s: State, card: int, host: int) -> None:
    """A character set on a unit by an effect (P66): not played; from outside the field it enters it
    (場に出た), and a second own character of its name is discarded at once (P77)."""
    from .rules import enforce_field_limits

    was_field = s.zone[card] in FIELD_ZONES
    set_onto(s, card, host)
    if not was_field:
        s.entered[card] = s.turn
    emit(s, "set", f"{name(s, card)}を{name(s, host)}にセット", f"set {name(s, card, 'en')} on {name(s, host, 'en')}",
         (card, host))
    queue_trigger(s, "character_set", host)
    if not was_field:
        queue_trigger(s, "enters_field", card)
    enforce_field_limits(s, card)


@verb("set_on")
def _set_on(s: State, ctx: Resolving, st: Step) -> None:
    """「…をこのカードにセットする」 (onto self), 「…を別の自軍ユニットにセットする」 (onto other: another own unit
    the player chooses on resolution). A character that cannot be set there stays where it is (ruling R-92)."""
    seat = seat_of(ctx)
    src = source_of(ctx)
    for c in resolve_target(s, ctx, st["target"]):
        if st["onto"] == "self":
            if can_take(s, c, src):
                set_by_effect(s, c, src)
            continue
        now = host_of(s, c) if s.zone[c] == SET else -1
        side = 1 - seat if st["onto"] == "other_enemy" else seat  # 「…を、別の敵軍ユニットにセットする」 (family K6)
        hosts = [u for u in field_cards(s) if u != now and s.ctrl[u] == side and can_take(s, c, u)]
        picked = choose(s, ctx, seat, hosts, 1, 1, "pick", ("セット先を選ぶ", "Choose the unit to set it on"))
        if picked:
            set_by_effect(s, c, picked[0])


@verb("look_and_rest")
def _look_and_rest(s: State, ctx: Resolving, st: Step) -> list[Step]:
    return list(st["steps"])


@verb("rest_on_top")
def _rest_on_top(s: State, ctx: Resolving, st: Step) -> None:
    """「残りを任意の順番で自軍本国の上に移す」: the cards the look saw and did not take, still where they were,
    go on top of the home in the order the player chooses (P61: hidden from the other player)."""
    rest = [c for c in ctx.bound.get("_rest", ()) if s.zone[c] in (HOME, DISCARD)][::-1]  # top first
    if not rest:
        return
    seat = seat_of(ctx)
    first = choose(s, ctx, seat, rest, len(rest) - 1, len(rest) - 1, "pick",
                   ("上から順に選ぶ", "Choose from the top down"), private=True)
    order = first + [c for c in rest if c not in first]
    for c in order[::-1]:
        move(s, c, HOME, s.owner[c], top=True)
    emit(s, "arrange", f"カード{len(order)}枚を本国の上に置いた", f"put {len(order)} cards on top of the home", (), seat)


@verb("if_taken")
def _if_taken(s: State, ctx: Resolving, st: Step) -> list[Step]:
    """「この効果でカードを抜き出さなかった場合」: the steps when the look took no card (or was declined)."""
    taken = bool(ctx.bound.get("_taken"))
    return list(st["steps"]) if taken == bool(st["taken"]) else []


@verb("to_terrain_area")
def _to_terrain_area(s: State, ctx: Resolving, st: Step) -> None:
    """「…を対象が地形適性を持つ戦闘エリア(の任意の順番)にリロール状態で移す」: the unit moves into a battle area it
    has the terrain for (P70; the player says which when both), at the back of its controller's squad there (R-28)
    or where the player says (`position: any`), rerolled or rolled as the text says."""
    from .battle import both_sides_in, live_units
    from .places import set_rolled
    from .stats import terrain
    from .take_top import ask_nth

    for h, seat, now in movable_units(s, ctx, st["target"]):
        areas = [a for a, t in enumerate(("space", "earth")) if t in terrain(s, h) and a != now]
        if not areas:
            continue
        area = areas[0] if len(areas) == 1 else areas[ask_nth(ctx, seat_of(ctx), 0, [
            {"ja": "宇宙エリア", "en": "Space area"}, {"ja": "地球エリア", "en": "Earth area"}], ("どの戦闘エリアか", "Which area"))]
        qi = area * 2 + seat
        squad = [u for u in live_units(s.squads[qi]) if s.zone[u] == BATTLE]
        slot = len(squad)
        if st.get("position") == "any" and squad:
            slot = ask_nth(ctx, seat_of(ctx), 1 if len(areas) > 1 else 0,
                           [{"ja": f"{i + 1}番目", "en": f"#{i + 1}"} for i in range(len(squad) + 1)],
                           ("部隊のどこに移すか", "Where in the squad"))
        move(s, h, BATTLE, seat, controller=seat)
        squad.insert(slot, h)
        s.squads[qi] = squad
        s.engaged[area] = both_sides_in(s, area)
        set_rolled(s, h, bool(st.get("rolled")))
        s.version += 1
        emit(s, "move", f"{name(s, h)}は{('宇宙', '地球')[area]}エリアへ移動",
             f"{name(s, h, 'en')} moves to the {('space', 'earth')[area]} area", (h,))
