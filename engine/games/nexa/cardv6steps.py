"""Family V6 of issue 14 (values, coins and costs): an X chosen as a triggered text applies.

「『起動』：…自軍ジャンクヤードにあるカードX枚をゲームから取り除く事ができる。その場合、X以下の合計国力を持つ敵軍ユニット
1枚を破壊する。」: the text has no play in which X could be chosen (R-84), so the player chooses X when the first
step's cards are chosen, at least 1 and at most the cards there (and the text's cap, 「Xの値は、3を上限とする」), and
every later X of the text reads that number (R-350). With no card there, no X can be chosen: X stays 0, the step
takes nothing and a その場合 rest is not applied (P77).

「自軍本国の上のカード1枚を表にする。表にしたカードのロールコスト、またはゲインレベルの値が2以上の場合、…」
(`cardv6_reveal_at_least`): the top card is shown (P53); its printed roll cost, every colour added (a graphic's gain
level, P29), at least N: the steps follow (R-352). The card stays where it was.
"""

from __future__ import annotations

from typing import Any

from .coins import add_coins, coin_count, coin_name
from .coinsteps import coins_reached
from .effects import Step, ask_option, resolve_target, seat_of, source_of, verb
from .places import emit, name, set_cards
from .state import DISCARD, HOME, Resolving, State
from .stats import ability_by_index, host_of
from .targets import candidates


def bind_x(s: State, ctx: Resolving, sel: dict[str, Any]) -> None:
    """Choose X for the X cards of `sel` (the text's first X), before they are chosen (effects._bind_targets)."""
    seat = seat_of(ctx)
    n = len(candidates(s, sel, seat, source_of(ctx), ctx.bound, 0))
    ab = ability_by_index(s, ctx.entry.source, ctx.entry.ability) if ctx.entry.ability >= 0 else None
    if ab is not None and isinstance(ab.x_max, int) and ab.x_max > 0:
        n = min(n, ab.x_max)
    if n < 1:
        return
    x = 1 if n == 1 else 1 + min(ask_option(s, ctx, seat, n, [{"ja": f"X={v}", "en": f"X={v}"} for v in range(1, n + 1)],
                                            ("Xを選ぶ", "Choose X")), n - 1)
    ctx.entry = ctx.entry._replace(x=x)  # the later steps' X (val reads ctx.entry.x)


@verb("cardv6_reveal_at_least")
def _reveal_at_least(s: State, ctx: Resolving, st: Step) -> list[Step]:
    pile = s.place(seat_of(ctx), HOME if st["zone"] == "home" else DISCARD)
    if not pile:
        return []
    card = pile[-1]
    emit(s, "reveal", f"公開: {name(s, card)}", f"revealed: {name(s, card, 'en')}", (card,))
    ctx.bound["_revealed"] = (card,)
    d = s.defs[card]
    v = d.gain_level if d.type == "graphic" and d.gain_level is not None else d.roll_total
    return list(st["steps"]) if v >= int(st["at_least"]) else []


@verb("cardv6_group_coin")
def _group_coin(s: State, ctx: Resolving, st: Step) -> None:
    """「自軍セットグループ1つの全てのカードの上に、+1/+1/+1コイン1個を乗せる」: the chosen card's whole set group, its unit
    and every card set on it as they are now, each gets the coins (P66, P67; chips carry none; R-353)."""
    cards: list[int] = []
    for iid in resolve_target(s, ctx, st["target"]):  # the chosen card's whole group (the compiler asks whole_group)
        host = host_of(s, iid)
        cards += [c for c in (host, *set_cards(s, host)) if c not in cards]
    cname = coin_name(st.get("stats"), None, None)
    n = int(st["count"])
    for iid in cards:
        if iid in s.chip_specs:
            continue
        had = coin_count(s, iid)
        add_coins(s, iid, cname, n)
        emit(s, "coin", f"{name(s, iid)}に{cname}コイン×{n}", f"{n} {cname} coin(s) on {name(s, iid, 'en')}", (iid,))
        coins_reached(s, iid, had)


@verb("cardv6_clear_coins")
def _clear_coins(s: State, ctx: Resolving, st: Step) -> None:
    """「全ての+1/+1/+1コイン、または全ての-1/-1/-1コインを取り除く」: the player picks one kind; every coin of it on every card
    is taken off (P67; R-354)."""
    kinds = list(st["kinds"])
    k = min(ask_option(s, ctx, seat_of(ctx), 2, [{"ja": f"{x}コイン", "en": f"{x} coins"} for x in kinds],
                       ("取り除くコインを選ぶ", "Choose the coins to take off")), 1)
    kind = kinds[k]
    for iid in sorted(s.coins):
        n = dict(s.coins[iid]).get(kind, 0)
        if n:
            add_coins(s, iid, kind, -n)
            emit(s, "coin", f"{name(s, iid)}の{kind}コインを全て取り除いた", f"took every {kind} coin off {name(s, iid, 'en')}",
                 (iid,))
