"""Family O3 of issue 14: rule overrides the payment of a card reads (costs.py).

「黒のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、青のGサインを持つGとしても扱える。」 (恒常, P68:
in force wherever the card is): paying this card's roll cost (P23), each own G of the first colour pays as a G of
its own colour or of the second, the player's choice (ruling R-140). card_cost marks the card's requirement with
one key per such text (``as:black>blue``), so every question about the payment (can_pay, next_picks, is_paid)
asks about the card being paid for; the mark is no colour and costs nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import product
from typing import Any, Final

from .stats import cached

AS: Final = "as:"
MANY: Final = "x"  # 「xN:series」: each G of that 属性 pays as up to N (g_as_many, ruling R-148)


_MARKS: Final[dict[int, tuple[Any, dict[str, int]]]] = {}


def marks(d: Any) -> dict[str, int]:
    """The marks of `d`'s own 恒常 texts g_as_colour, for its roll cost requirement; read once per card
    definition (every card's cost asks at every state version). The dict is shared: never change it."""
    hit = _MARKS.get(id(d))
    if hit is None or hit[0] is not d:  # the entry keeps `d` alive: its id is never reused meanwhile
        if len(_MARKS) > 8192:
            _MARKS.clear()
        hit = _MARKS[id(d)] = (d, _marks(d))
    return hit[1]


def _marks(d: Any) -> dict[str, int]:
    out: dict[str, int] = {}
    for a in d.abilities:
        if a.kind != "constant":
            continue
        for c in a.continuous:
            if c.get("apply") == "g_as_colour" and c.get("target") == "self":
                out[f"{AS}{c['from']}>{c['colour']}"] = 1
            if c.get("apply") == "cardt9_pays_roll" and c.get("target") == "self":  # family T9: to its roll colours
                for colour, _n in d.roll_cost:
                    if colour != c["from"]:
                        out[f"{AS}{c['from']}>{colour}"] = 1
            if c.get("apply") == "g_as_many" and c.get("target") == "self" and d.gsign_series:
                out[f"{MANY}{c['count']}:{d.gsign_series}"] = 0  # no colour: it costs nothing
    return out


def is_mark(key: str) -> bool:
    return key.startswith(AS)


def many(req: dict[str, int] | None) -> dict[str, int]:
    """The marks g_as_many of a requirement: series -> the extra units each of its Gs may pay."""
    if not req:
        return {}
    out: dict[str, int] = {}
    for k in req:
        if k.startswith(MANY) and ":" in k:
            n, series = k[len(MANY):].split(":", 1)
            if n.isdigit():
                out[series] = max(out.get(series, 0), int(n) - 1)
    return out


def colours(req: dict[str, int]) -> dict[str, int]:
    """The requirement without its marks (what is shown and counted)."""
    return {k: v for k, v in req.items() if ":" not in k}


def valid_with_as(counts: dict[str, int], req: dict[str, int],
                  valid: Callable[[dict[str, int], dict[str, int]], bool]) -> bool:
    """Do the Gs `counts` (by colour) pay `req`, each G of a marked colour counted as its own colour or as the
    other one (the player picks for each G; any split will do)?"""
    plain = colours(req)
    pairs = [tuple(k[len(AS):].split(">", 1)) for k in req if is_mark(k)]
    ranges = [range(counts.get(a, 0) + 1) for a, _b in pairs]
    for split in product(*ranges):
        cur = dict(counts)
        ok = True
        for (a, b), k in zip(pairs, split, strict=True):
            if cur.get(a, 0) < k:
                ok = False
                break
            cur[a] = cur.get(a, 0) - k
            cur[b] = cur.get(b, 0) + k
        if ok and valid(cur, plain):
            return True
    return False


def check_g_as_colour(s: Any, me: int, c: dict[str, Any]) -> list[str]:
    """The behaviour check (behave.py): Gs of the text's first colour alone pay `me`'s roll cost, which they
    could not without the text when it asks for the second colour."""
    from .costs import card_cost, valid_final

    _total, req = card_cost(s, me, s.ctrl[me])
    plain = colours(req)
    if not plain:
        return []  # no roll cost: nothing to pay (the text changes nothing)
    n = sum(plain.values()) + plain.get("purple", 0)
    out = [] if valid_final({c["from"]: n}, req) else [f"{n} {c['from']} Gs do not pay {plain}"]
    if c["colour"] in plain and valid_final({c["from"]: n}, plain):
        out.append(f"{n} {c['from']} Gs pay {plain} without the text")
    return out


def refit_gs(s: Any, refitter: int, seat: int) -> int:
    """「このカードは、（…自軍ユニットの）「改装」の効果において自軍Gとしても扱う事ができる」 (常駐, on the field): how many
    more own Gs the 改装 of `refitter` counts for its X (P75; ruling R-141): one per such card of `seat`, rolled or not,
    whose text names this 改装 (its own, or that of an own unit of its 属性)."""
    from .stats import applied_kinds, static_sources
    from .targets import matches

    if "refit_as_g" not in applied_kinds(s):
        return 0
    n = 0
    for source, c in static_sources(s):
        if c["apply"] != "refit_as_g" or s.ctrl[source] != seat or s.is_g[source]:
            continue
        of = c["of"]
        if (of == "self" and source == refitter) or (of != "self" and matches(s, of, refitter, seat, source,
                                                                                by_effect=False)):
            n += 1
    return n


def check_refit_as_g(s: Any, me: int, c: dict[str, Any]) -> list[str]:
    """The behaviour check (behave.py): the 改装 the text names (this card's, or that of each own unit of its 属性 on
    the board, this card's own when it is one) counts one more own G; another own unit's 改装 does not."""
    from .state import FIELD_ZONES
    from .targets import matches

    seat = s.ctrl[me]
    units = [i for i in range(len(s.defs)) if s.zone[i] in FIELD_ZONES and s.ctrl[i] == seat and not s.is_g[i]
             and s.defs[i].type == "unit"]
    out: list[str] = []
    for u in units:
        named = u == me if c["of"] == "self" else matches(s, c["of"], u, seat, me, by_effect=False)
        got = refit_gs(s, u, seat)
        if got != (1 if named else 0):
            out.append(f"改装 of {u} counts {got} more Gs, not {1 if named else 0}")
    if c["of"] == "self" and me not in units:
        out.append("this card is not a unit on the field")
    return out


def returned(s: Any, unit: int, seat: int) -> None:
    """A unit moved to its deploy area by the return step's rule (P40): heard by 「このカードが（自軍）帰還ステップの規定の
    効果で自軍配備エリアに移動した場合」 and by texts watching such a unit (`card_returned`)."""
    from .effects import queue_trigger

    queue_trigger(s, "returned", unit)
    if s.attacker == seat:  # 「自軍帰還ステップ」: the return step of its controller's turn
        queue_trigger(s, "own_returned", unit)


# 「…G1枚は、フェイズ中、カードのプレイのロールコストの支払いにおいて、2枚分のGとして扱う事ができる」 (family O3, ruling R-147):
# such a G pays as two only for the play of a card (DOUBLE_CARD) or of a text (DOUBLE_TEXT). A card's requirement
# is marked (play_mark, costs.card_cost) and so is a payment made while an effect resolves (effect_mark), both
# only while such a G is on the board; any other requirement is a text's (its cost, its X).
DOUBLE_CARD: Final = "double_g_card"
DOUBLE_TEXT: Final = "double_g_text"
FOR_CARD: Final = "for:card"
FOR_EFFECT: Final = "for:effect"


def _doubled(s: Any) -> frozenset[str]:
    """The pay-as-two statuses on the board, kept for the state version (every payment check asks)."""
    c = cached(s)
    hit: frozenset[str] | None = c.get("doubled")
    if hit is None:
        hit = c["doubled"] = frozenset(g[3] for g in s.grants
                                       if g[2] == "status" and g[3] in ("double_g", DOUBLE_CARD, DOUBLE_TEXT))
    return hit


def doubling(s: Any, req: dict[str, int] | None) -> tuple[str, ...]:
    """The statuses that let a G pay as two for the payment `req`."""
    have = _doubled(s) if s.grants else set()
    if not have:
        return ()
    out = ["double_g"] if "double_g" in have else []
    if DOUBLE_CARD in have and req is not None and FOR_CARD in req:
        out.append(DOUBLE_CARD)
    if DOUBLE_TEXT in have and req is not None and FOR_CARD not in req and FOR_EFFECT not in req:
        out.append(DOUBLE_TEXT)
    return tuple(out)


def play_mark(s: Any) -> dict[str, int]:
    """The mark of a card's play (costs.card_cost), while a G may pay as two for the plays of cards or of texts."""
    return {FOR_CARD: 0} if s.grants and _doubled(s) & {DOUBLE_CARD, DOUBLE_TEXT} else {}


def effect_mark(s: Any) -> dict[str, int]:
    """The mark of a payment while an effect resolves (effects.pay_now), while a G may pay as two for texts."""
    return {FOR_EFFECT: 0} if s.grants and DOUBLE_TEXT in _doubled(s) else {}


def check_g_as_many(s: Any, me: int, c: dict[str, Any]) -> list[str]:
    """The behaviour check (behave.py): `me`'s roll cost carries the mark, and one G of its colour and 属性 pays up to
    N of it (the Gs of another 属性 still pay one each)."""
    from .costs import _doubles, card_cost, valid_final
    from .state import GZONE

    _total, req = card_cost(s, me, s.ctrl[me])
    plain = colours(req)
    series = s.defs[me].gsign_series
    if not plain:
        return []
    if f"{MANY}{c['count']}:{series}" not in req:
        return [f"roll cost {req} lacks the mark of {c['count']} Gs"]
    out: list[str] = []
    gs = [g for g in s.place(s.ctrl[me], GZONE) if s.ctrl[g] == s.ctrl[me]]
    for g in gs:
        want = c["count"] - 1 if s.defs[g].gsign_series == series else 0
        got = sum(_doubles(s, [g], req).values())
        if got != want:
            out.append(f"G {g} pays {got + 1}, not {want + 1}")
    colour = next(iter(plain))
    need = sum(plain.values())
    if len(plain) == 1 and colour != "purple" and need <= c["count"] and not valid_final({colour: need}, plain):
        out.append(f"{need} of {colour} do not pay {plain}")  # pragma: no cover - valid_final's own rule
    return out
