"""Family G6 of issue 14: a G sign of two colours (costs.py and targets.py read it).

〈『常駐』：このカードがGである場合、このカードのGサインの色は、黒としても扱う〉 (continuous gsign_also, a 〈 〉 text: in
force while the card is a G, P76): the G's sign is of its printed colour and of the one named. Paying a roll cost (P22,
P23) the G is rolled as a G of one of them, the player's choice for each such G, never as two Gs (ruling R-380); a
selector 「黒のGサインを持つ」 finds it while it is a G. CardDef.gsign_also holds the other colours, read once per card
definition; a G without them is counted under its one colour as before, so a board without such a G asks one attribute
test per G per state version (costs._counts is kept with the state version's payment answers).

Such a G is counted under a key of its colours joined by SEP ("black/blue"); `extendable` and `valid` split those
counts into every way of giving each such G one of its colours before the plain search (costs._extendable,
costs.valid_final) reads them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import product
from typing import Any, Final

SEP: Final = "/"


def gsign_also(abilities: Iterable[Any], printed: str | None) -> tuple[str, ...]:
    """The colours a card's G sign also has while it is a G: its 〈 〉 texts gsign_also (a text not in 〈 〉 is not in
    force on a G, P76; its condition 「このカードがGである場合」 never holds elsewhere)."""
    out: list[str] = []
    for a in abilities:
        if a.kind != "static" or a.protected != "angle":
            continue
        for c in a.continuous:
            if c.get("apply") == "gsign_also" and c.get("target") == "self" and c["colour"] != printed \
                    and c["colour"] not in out:
                out.append(str(c["colour"]))
    return tuple(out)


def pay_key(colour: str, also: tuple[str, ...]) -> str:
    """The count key of a G of `colour` whose sign also has `also` (a key with SEP, or the colour alone)."""
    return SEP.join(sorted({colour, *also}))


def has_dual(counts: dict[str, int]) -> bool:
    return any(SEP in k for k in counts)


def _ways(n: int, colours: list[str]) -> list[dict[str, int]]:
    """Every way of giving `n` Gs one of `colours` each (counts by colour)."""
    if len(colours) == 1:
        return [{colours[0]: n}]
    out: list[dict[str, int]] = []
    for k in range(n + 1):
        for rest in _ways(n - k, colours[1:]):
            way = dict(rest)
            way[colours[0]] = way.get(colours[0], 0) + k
            out.append(way)
    return out


def _add(into: dict[str, int], more: dict[str, int]) -> None:
    for c, n in more.items():
        if n:
            into[c] = into.get(c, 0) + n


def splits(counts: dict[str, int]) -> list[dict[str, int]]:
    """`counts` with each G of two colours (a SEP key) counted as one of them, every way."""
    plain = {k: n for k, n in counts.items() if SEP not in k}
    duals = [(k.split(SEP), n) for k, n in counts.items() if SEP in k]
    out: list[dict[str, int]] = []
    for pick in product(*(_ways(n, cs) for cs, n in duals)):
        cur = dict(plain)
        for way in pick:
            _add(cur, way)
        out.append(cur)
    return out


def valid(counts: dict[str, int], req: dict[str, int],
          plain_valid: Callable[[dict[str, int], dict[str, int]], bool]) -> bool:
    """Do exactly these Gs pay `req`, each G of two colours paying as one of them (costs.valid_final)?"""
    return any(plain_valid(c, req) for c in splits(counts))


def extendable(chosen: dict[str, int], avail: dict[str, int], req: dict[str, int],
               plain: Callable[[dict[str, int], dict[str, int], dict[str, int]], bool]) -> bool:
    """costs.extendable when some Gs have two colours: the chosen ones split every way, and the other available
    ones too (`plain` answers for plain counts)."""
    rest = {k: n - chosen.get(k, 0) for k, n in avail.items() if n - chosen.get(k, 0) > 0}
    for ch in splits(chosen):
        for more in splits(rest):
            av = dict(ch)
            _add(av, more)
            if plain(ch, av, req):
                return True
    return False


def other_series(s: Any, series: str | None, of: tuple[int, ...]) -> bool:
    """「対象1と異なる属性のGサインを持つ」 (selector key cardg6_series_not_of, targets.py): the card has a G sign whose 属性
    (P22) is not that of the bound target's G sign; with no such target (gone, or without a G sign) none fits (R-382)."""
    if series is None or not of:
        return False
    other = s.defs[of[0]].gsign_series
    return other is not None and other != series
