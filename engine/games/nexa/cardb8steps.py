"""Issue 14 family B8: steps of battle, round 3.

- verb `cardb8_this_turn`: 「このターン、（trigger）場合、…」: a waiting effect (待機中の効果, P57) kept in `State.order_queue`
  under a key naming the event it waits for; when the event happens this turn (P59 Ver.1.2), `wake` (called from
  effects.queue_trigger behind `if s.order_queue`) makes it start, once; turn._end_turn drops what is still waiting.
  A 選んで target first used in its steps is chosen when it starts (P56), not when the text resolved (ruling R-470).
- verb `cardb8_area_ban`: 「敵軍は、このターン、対象1がいる戦闘エリアに、ユニットを移動させる事ができない」: a grant read by
  battleb8.area_banned (R-473).
- verb `cardb8_show_then`: 「自軍本国の上のカード1枚を表にし（た後）、…（。その場合、…）」: the top card of that home shown (bound
  _revealed, read by 「表にしたカードのロールコスト、またはゲインレベルの値」), then the steps, a 選んで card first named in
  them chosen now; with その場合, the later steps only if that choice found a card (P77; R-474).
- verb `cardb8_lock_all_plays`: 「敵軍は、このターン（この効果の解決以降）、カードとテキストをプレイできない」 (R-471).
"""

from __future__ import annotations

from typing import Any

from .battleb8 import AREA_BAN
from .cardb8wait import PREFIX, names_in
from .effects import VERB_FUNCS, Step, make_g, resolve_target, seat_of, side_seat, source_of, verb
from .places import emit, name
from .playlocks import LOCK_CARD, LOCK_TEXT
from .state import BATTLE, HOME, Resolving, State
from .stats import ability_by_index, area_of, host_of
from .targets import chosen_on_resolution


@verb("cardb8_this_turn")
def _this_turn(s: State, ctx: Resolving, st: Step) -> None:
    on = st["on"]
    if "target" in st:  # 「対象が防御に出撃した場合」: the card an earlier step chose
        keys = [f"{PREFIX}{on}:{i}:{s.stamp[i]}" for i in resolve_target(s, ctx, st["target"])]
    elif on in ("own_unit_sorties", "enemy_unit_sorties"):  # 「敵軍ユニットが出撃した場合」
        keys = [f"{PREFIX}sortie:{side_seat(ctx, on.split('_')[0])}"]
    else:  # 「このカードの部隊が（敵軍本国に）戦闘ダメージを与えた場合」: this card's squad (its set cards with it, P66)
        src = source_of(ctx)
        keys = [f"{PREFIX}{on}:{src}:{s.stamp[src]}"]
    payload = (ctx.entry, _late_binds(s, ctx, st["steps"]) + tuple(st["steps"]), tuple(ctx.bound.items()))
    for k in keys:
        s.order_queue.append((k, payload))
    emit(s, "grant", "このターン、条件を満たした場合に起動する効果が待機する", "an effect waits this turn for its event", ())


@verb("cardb8_lock_all_plays")
def _lock_all_plays(s: State, ctx: Resolving, st: Step) -> None:
    """「敵軍は、このターン（この効果の解決以降）、カードとテキストをプレイできない」: that player plays no card and no text from
    now to the turn's end (P43, P44; family K4's locks in `State.skips`, cleared at the turn's end; ruling R-471)."""
    me = seat_of(ctx)
    seat = me if st["side"] == "own" else 1 - me
    s.skips.add((seat, LOCK_CARD))
    s.skips.add((seat, LOCK_TEXT))
    emit(s, "grant", "このターンカードとテキストをプレイできない", "no card and no text played this turn", ())
    s.version += 1


@verb("cardb8_area_ban")
def _area_ban(s: State, ctx: Resolving, st: Step) -> None:
    """The area the card named is in as the step resolves (none: nothing), barred to that side's units this turn (R-473)."""
    area = -1
    for iid in resolve_target(s, ctx, st["target"]):
        h = host_of(s, iid)
        if s.zone[h] == BATTLE and area_of(s, h) >= 0:
            area = area_of(s, h)
            break
    if area < 0:
        return
    me = source_of(ctx)
    seat = side_seat(ctx, st["side"])
    s.grants.append((me, s.stamp[me], AREA_BAN, (seat, area, st["ban"], st["without"]), "turn_end"))
    emit(s, "grant", f"{s.players[seat]}は{('宇宙', '地球')[area]}エリアにユニットを出せない",
         f"{s.players[seat]} may not bring units into the {('space', 'earth')[area]} area", seat=seat)
    s.version += 1


def _late_binds(s: State, ctx: Resolving, steps: Any) -> tuple[Step, ...]:
    """The 選んで targets first used in `steps` and not chosen yet: chosen as these steps come (P56)."""
    e = ctx.entry
    ab = (s.defs[e.source].play_ability if e.kind == "card"
          else ability_by_index(s, e.source, e.ability) if e.ability >= 0 else None)
    used = names_in(steps)
    return tuple({"do": "_bind", "name": n, "sel": sel} for n, sel in (ab.targets if ab is not None else ())
                 if n in used and n not in ctx.bound and chosen_on_resolution(sel))


@verb("cardb8_show_then")
def _show_then(s: State, ctx: Resolving, st: Step) -> list[Step] | None:
    seat = side_seat(ctx, st["side"])
    pile = s.place(seat, HOME)
    if not pile:
        return None  # nothing to show: the step does nothing (P57)
    card = pile[-1]
    emit(s, "reveal", f"公開: {name(s, card)}", f"revealed: {name(s, card, 'en')}", (card,))
    ctx.bound["_revealed"] = (card,)
    steps = list(st["steps"])
    binds = _late_binds(s, ctx, steps)
    if not st.get("then_said") or len(steps) < 2:
        return [*binds, *steps]
    return [*binds, steps[0], {"do": "_cardb8_if_chosen", "names": [b["name"] for b in binds], "steps": steps[1:]}]


@verb("_cardb8_if_chosen")
def _if_chosen(s: State, ctx: Resolving, st: Step) -> list[Step] | None:
    """その場合 (P77): the later steps follow only if the cards chosen for the first were found."""
    if all(ctx.bound.get(n) for n in st["names"]):
        return list(st["steps"])
    return None


@verb("cardb8_squad_power")
def _squad_power(s: State, ctx: Resolving, st: Step) -> list[Step] | None:
    """「対象1と交戦中の敵軍部隊の部隊戦闘力を、部隊解散まで-3する」: family C's squad_power of the squad named."""
    return VERB_FUNCS["squad_power"](s, ctx, {**st, "do": "squad_power"})


@verb("cardb8_enemy_g")
def _enemy_g(s: State, ctx: Resolving, st: Step) -> None:
    """「…を、破壊を無効にした上で敵軍Gにする」: the card becomes a G of the other player (rerolled, P53), its owner unchanged
    (R-475)."""
    for iid in resolve_target(s, ctx, st["target"]):
        make_g(s, host_of(s, iid), 1 - seat_of(ctx))
