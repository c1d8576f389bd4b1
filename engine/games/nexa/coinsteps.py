"""Coin verbs of issue 14's family B (P67): taking coins of a kind off a card.

「…の上にある（+1/+1/+1）コインN個を取り除く」 names the coins by kind (or any coin) and the card
either as a target or as "any own unit" that has them; the player picks that card on resolution.
When there are not enough such coins the step fails, so a その場合 effect applies nothing (P77).
"""

from __future__ import annotations

from .coins import add_coins, coin_count, coin_name
from .effects import Step, StepFailed, ask_option, choose, resolve_target, seat_of, source_of, val, verb
from .places import emit, name
from .state import Resolving, State
from .targets import candidates


def _kind(st: Step) -> str | None:
    """The coin's name as the state keeps it, or None for any coin."""
    if "stats" in st or "coin" in st:
        return coin_name(st.get("stats"), None, st.get("coin"))
    return None


def _have(s: State, iid: int, kind: str | None) -> int:
    return sum(n for k, n in s.coins.get(iid, ()) if kind is None or k == kind)


@verb("take_coins")
def _take_coins(s: State, ctx: Resolving, st: Step) -> None:
    n = val(s, ctx, st["count"])
    kind = _kind(st)
    if "from" in st:  # any card of the kind that has the coins: the player picks it now
        sel = {**st["from"], "count": "all"}
        holders = [c for c in candidates(s, sel, seat_of(ctx), source_of(ctx), by_effect=False)
                   if _have(s, c, kind) >= n]
        cards = choose(s, ctx, seat_of(ctx), holders, 1, 1, "pick",
                       ("コインを取り除くカードを選ぶ", "Choose the card to take the coins from"))
    else:
        cards = resolve_target(s, ctx, st["target"])
    if not cards or any(_have(s, c, kind) < n for c in cards):
        raise StepFailed()
    for c in cards:
        left = dict(s.coins.get(c, ()))
        need = n
        for k in sorted(left):
            if kind is not None and k != kind:
                continue
            took = min(need, left[k])
            add_coins(s, c, k, -took)
            need -= took
        emit(s, "coin", f"{name(s, c)}のコイン{n}個を取り除いた", f"took {n} coin(s) off {name(s, c, 'en')}", (c,))


def shares(n: int, k: int) -> list[tuple[int, ...]]:
    """Every way to share n coins among k cards, each card getting at least one (in a stable order)."""
    if k == 1:
        return [(n,)] if n >= 1 else []
    return [(first, *rest) for first in range(n - k + 1, 0, -1) for rest in shares(n - first, k - 1)]


@verb("distribute_coins")
def _distribute_coins(s: State, ctx: Resolving, st: Step) -> None:
    """「振り分けて乗せる」: every chosen card gets at least one coin (it is a target of the text);
    when the coins can be shared in more than one way the player picks the sharing."""
    cards = [c for c in resolve_target(s, ctx, st["target"]) if c not in s.chip_specs]
    n = val(s, ctx, st["count"])
    if not cards or n < 1:
        raise StepFailed()
    cards = cards[:n]  # more cards than coins: the first n get one each
    ways = shares(n, len(cards))
    labels = [{"ja": "、".join(f"{name(s, c)}に{k}個" for c, k in zip(cards, w, strict=True)),
               "en": ", ".join(f"{k} on {name(s, c, 'en')}" for c, k in zip(cards, w, strict=True))} for w in ways]
    pick = 0 if len(ways) == 1 else ask_option(s, ctx, seat_of(ctx), len(ways), labels,
                                               ("コインの振り分けを選ぶ", "Choose how to share the coins"))
    cname = coin_name(st.get("stats"), None, st.get("coin"))
    for c, k in zip(cards, ways[pick], strict=True):
        had = coin_count(s, c)
        add_coins(s, c, cname, k)
        coins_reached(s, c, had)
        emit(s, "coin", f"{name(s, c)}に{cname}コイン×{k}", f"{k} {cname} coin(s) on {name(s, c, 'en')}", (c,))


def coins_reached(s: State, iid: int, had: int) -> None:
    """「このカードの上のコインがN個以上になった場合」: heard when coins put on the card take it from
    fewer than N to N or more (not while it stays above)."""
    from .effects import _add_trigger
    from .stats import triggered_abilities

    now = coin_count(s, iid)
    for a in triggered_abilities(s, iid) if now > had else ():
        n = (a.condition or {}).get("self_coins_at_least") if a.on == "coins_reached" else None
        if isinstance(n, int) and had < n <= now:
            _add_trigger(s, iid, a.index, a.every)
