"""Family G5 of issue 14: rule changes the engine reads (costs.py, targets.py).

Selector keys read once per selector (targets.Selector.g5, `selector_part`) and checked only for the selectors that
carry them: `cardg5_other_name` (「このカードと異なる名称である」: no name of the card is one of this card's, P65) and
`cardg5_not_chip` (「チップ以外の」: not a chip, P67), `cardg5_series_colour` (「このカードと同じ属性の赤のGサインを持つ」),
`cardg5_name_has` (「名称に「A」を含む」: a name of the card contains
the word; a chip's name is no card name, P67).

A 常駐 text 「このカードは、（condition）場合、紫国力1を発生する。（注：ロールコストの支払いには使用できない）」 (continuous
power_total) adds its power to its controller's power while its condition holds: a total cost (合計国力, P22) counts it, a
roll cost never (the note; only rolled Gs pay one, P23; ruling R-272). `extra_power` is read once per state version
(costs._short_of_power) and asks nothing of a board without such a text.

A G sign's colour changed for a while (「自軍G1枚のGサインの色を、フェイズ終了時まで…のいずれか1つに変更する」, verb
gsign_colour in cardg5steps.py) is a grant GSIGN on the card with the colour it has now, until the phase or the turn
ends (P22: a G pays its roll cost as a G of that colour; selectors 「青のGサインを持つ」 read it; ruling R-270). The
latest change wins (P57, the later effect); a card without a G sign gets none. Reading it costs a list test for a board
without grants and a cached set test for one without this kind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from .state import State
from .stats import applied_kinds, grant_kinds, static_sources

GSIGN: Final = "gsign_colour"  # the grant's kind: (card, stamp, GSIGN, colour, until)


def gsign_colour(s: State, iid: int) -> str | None:
    """The colour of the card's G sign now: the printed one unless a text changed it (P22, R-270)."""
    printed = s.defs[iid].gsign_colour
    if not s.grants or printed is None or GSIGN not in grant_kinds(s):
        return printed
    st = s.stamp[iid]
    grants = s.grants
    for i in range(len(grants) - 1, -1, -1):  # the latest change wins (an index loop: mypyc cannot compile reversed() here)
        g = grants[i]
        if g[0] == iid and g[2] == GSIGN and g[1] == st:
            return str(g[3])
    return printed


def gsign_changed(s: State) -> bool:
    """Is a G sign's colour changed on the board (a cheap first question for the readers)?"""
    return bool(s.grants) and GSIGN in grant_kinds(s)


Part = tuple[bool, bool, str | None, str | None]


def selector_part(sel: dict[str, Any]) -> Part | None:
    """(another name than this card's, not a chip, a word its name contains, a colour of a G sign of this card's 属性), or
    None when the selector asks none (the usual case)."""
    other, not_chip = bool(sel.get("cardg5_other_name")), bool(sel.get("cardg5_not_chip"))
    word, colour = sel.get("cardg5_name_has"), sel.get("cardg5_series_colour")
    if not (other or not_chip or word or colour):
        return None
    return other, not_chip, str(word) if word else None, str(colour) if colour else None


def fits(s: State, part: Part, iid: int, source: int) -> bool:
    if part[1] and iid in s.chip_specs:
        return False
    if part[3] is not None:  # 「このカードと同じ属性の赤のGサインを持つ」: this card's 属性 and that colour (P22)
        d = s.defs[iid]
        if d.gsign_series is None or d.gsign_series != s.defs[source].gsign_series or gsign_colour(s, iid) != part[3]:
            return False
    if part[2] is not None and (iid in s.chip_specs or not any(part[2] in n for n in s.defs[iid].names)):
        return False  # 「名称に「A」を含む」: a chip's name is no card name (P67)
    if part[0]:
        mine = s.defs[source].names
        return not any(n in mine for n in s.defs[iid].names)
    return True


def extra_power(s: State, seat: int, holds: Callable[..., bool]) -> int:
    """The power `seat`'s cards make besides the rerolled Gs, for a total cost only (power_total, R-272); `holds` is
    conditions.holds (that module imports targets, which imports this one)."""
    if "power_total" not in applied_kinds(s):
        return 0
    out = 0
    for source, app in static_sources(s):
        if app["apply"] != "power_total" or s.ctrl[source] != seat:
            continue
        if s.is_g[source]:  # a G has only its 〈 〉 texts (static_sources keeps those): its power is its G sign's
            continue
        cond = app.get("condition")
        if cond is None or holds(s, cond, source, seat):
            out += int(app["amount"])
    return out
