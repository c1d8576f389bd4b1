"""Family O3 of issue 14: the steps it adds (registered with effects.verb)."""

from __future__ import annotations

from .cardo3rules import DOUBLE_CARD, DOUBLE_TEXT
from .effects import Step, _grant, verb
from .state import Resolving, State


@verb("double_g")
def _double_g(s: State, ctx: Resolving, st: Step) -> None:
    """「…G1枚は、フェイズ中（ステップ中）、カード（テキスト）のプレイのロールコストの支払いにおいて、2枚分のGとして扱う事が
    できる」: the G may pay as two for those plays only, for that long (costs._doubles; ruling R-147)."""
    _grant(s, ctx, st, "status", DOUBLE_CARD if st["for"] == "card" else DOUBLE_TEXT)


@verb("g_as_unit")
def _g_as_unit(s: State, ctx: Resolving, st: Step) -> None:
    """「…G1枚を、ユニットとして、自軍配備エリアにロール状態で出す」: each target still a G of the player's, of a card that
    is a unit as printed, leaves the G zone and enters the field as a unit: a new card (P57) with its texts, heard
    entering (場に出た), in the roll state said (ruling R-149)."""
    from .effects import queue_trigger, resolve_target, seat_of
    from .places import emit, move, name
    from .state import DEPLOY, GZONE

    seat = seat_of(ctx)
    for iid in resolve_target(s, ctx, st["target"]):
        if s.zone[iid] != GZONE or not s.is_g[iid] or s.ctrl[iid] != seat or s.defs[iid].type != "unit":
            continue
        move(s, iid, DEPLOY, seat, rolled=bool(st["rolled"]), controller=seat)
        s.is_g[iid] = False
        s.stamp[iid] += 1  # another card to effects from now on (P57)
        s.entered[iid] = s.turn
        s.damage[iid] = 0
        s.version += 1
        emit(s, "enter", f"{name(s, iid)}がユニットとして場に出た", f"{name(s, iid, 'en')} entered as a unit", (iid,), seat)
        queue_trigger(s, "enters_field", iid)


@verb("g_as_character")
def _g_as_character(s: State, ctx: Resolving, st: Step) -> None:
    """「このカードを、キャラとして、（…）自軍ユニットにセットする」: a G of the player's whose card is a character as printed
    is set, as that character, on an own unit fitting `onto` that can take it, picked on resolution (P66, R-92); a new
    card (P57) heard entering the field, as R-149 reads a G put out as a unit. No such unit: it stays a G."""
    from .effects import choose, queue_trigger, resolve_target, seat_of, source_of
    from .named_steps2 import can_take, set_by_effect
    from .state import GZONE
    from .stats import field_cards
    from .targets import matches

    seat = seat_of(ctx)
    src = source_of(ctx)
    for c in resolve_target(s, ctx, st["target"]):
        if s.zone[c] != GZONE or not s.is_g[c] or s.ctrl[c] != seat or s.defs[c].type != "character":
            continue
        hosts = [u for u in field_cards(s) if s.ctrl[u] == seat and matches(s, st["onto"], u, seat, src, by_effect=False)
                 and can_take(s, c, u)]
        picked = choose(s, ctx, seat, hosts, 1, 1, "pick", ("セット先を選ぶ", "Choose the unit to set it on"))
        if not picked:
            continue
        s.is_g[c] = False
        s.stamp[c] += 1  # another card to effects from now on (P57)
        set_by_effect(s, c, picked[0])
        s.entered[c] = s.turn
        queue_trigger(s, "enters_field", c)
