"""Verbs of issue 14 family V5 (values, coins and costs; textc/cardv5.py compiles them).

- `take_player_coins` {side, coin, count}: 「自軍弾薬コイン1個を取り除く」: that many coins of that name are taken from the
  coins the player keeps (P67, R-85); with fewer kept none are taken and the step fails, so 「その場合、…」 after it does
  not apply (P77; ruling R-281).
"""

from __future__ import annotations

from .battlesteps import grant_fixed
from .effects import Step, StepFailed, seat_of, side_seat, source_of, val, verb
from .places import emit
from .state import Resolving, State


@verb("take_player_coins")
def _take_player_coins(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    n = val(s, ctx, st["count"])
    kept = s.pcoins[who].get(st["coin"], 0)
    if kept < n:
        raise StepFailed()
    if kept == n:
        del s.pcoins[who][st["coin"]]
    else:
        s.pcoins[who][st["coin"]] = kept - n
    s.version += 1
    emit(s, "coin", f"{s.players[who]}: {st['coin']}コイン{n}個を取り除く",
         f"{s.players[who]} removed {n} {st['coin']} coin(s)", (), who)


@verb("star_stats")
def _star_stats(s: State, ctx: Resolving, st: Step) -> None:
    """「…は、ターン終了時まで＊/±0/±0を得る」: ＊ added to a value makes it 0 whatever else changes it (P71 ＊の値の計算),
    the other values as they are (R-282): family B3's fixed values (battlesteps.grant_fixed) with the others left."""
    fixed = tuple(0 if x else None for x in st["stars"])
    said = "/".join("＊" if x else "±0" for x in st["stars"])
    grant_fixed(s, ctx, st, fixed, (f"戦闘力は{said}", f"battle values {said}"))


@verb("cost_this_turn")
def _cost_this_turn(s: State, ctx: Resolving, st: Step) -> None:
    """「…全てのキャラは、このターン、合計国力-2してプレイできる」: family O's cost change (apply cost, P55) of every card
    that fits while the turn lasts (R-283): a floating application that stats.cost_sources reads."""
    app = {"apply": "cost", "target": st["target"], "total": st["total"], **({"roll": st["roll"]} if "roll" in st else {})}
    s.floating.append((st["target"], seat_of(ctx), source_of(ctx), "cost", app, "turn_end"))
    s.version += 1
    emit(s, "grant", f"このターン、合計国力{st['total']:+d}", f"this turn: total cost {st['total']:+d}", (), seat_of(ctx))


@verb("fix_squad_power")
def _fix_squad_power(s: State, ctx: Resolving, st: Step) -> None:
    """「…の部隊戦闘力を、部隊解散まで12に固定する」: the squad's power is N until it dissolves, whatever else would change
    it (R-284): family C's power made N (squad_set), marked fixed (battle.squad_power reads nothing else then)."""
    from .effects import resolve_target
    from .stats import squad_index

    n = val(s, ctx, st["amount"])
    for iid in resolve_target(s, ctx, st["target"])[:1]:
        q = squad_index(s, iid)
        if q >= 0:
            s.squad_set[q] = n
            s.squad_mods[q] = 0
            s.squad_fixed[q] = True
            s.version += 1
            emit(s, "squad_power", f"部隊戦闘力は{n}に固定", f"squad power fixed at {n}", (iid,))
