"""Family R4 (issue 14): two selector keys, read once per selector (targets.Selector.r4) and checked only for the
selectors that carry them.

- `cardr4_gsign`: 「Gサインを持つ」, a card with a G sign of any colour (P22);
- `cardr4_blank`: 「記述を持たないセットカード」, a card set without a description (R-152, blankset.py);
- `cardr4_min_roll` / `cardr4_rolls_at_least` / `cardr4_roll_min`: 「複数のロールコストを持つ」, 「ロールコストを2つ以上
  持つ」, 「3以上のロールコストを持つ」 (P9);
- `cardr4_recent`: 「（そのユニットが）場に出たターンと次のターン中」, entered the field this turn or the last one.
"""

from __future__ import annotations

from typing import Any

from .state import State


def selector_part(sel: dict[str, Any]) -> tuple[bool, bool, int, bool] | None:
    """(G sign asked, blank set card asked, least roll cost, entered this turn or the last), or None when the
    selector asks none (the usual case)."""
    g, blank, recent = bool(sel.get("cardr4_gsign")), bool(sel.get("cardr4_blank")), bool(sel.get("cardr4_recent"))
    rolls = int(sel.get("cardr4_min_roll") or sel.get("cardr4_rolls_at_least") or sel.get("cardr4_roll_min") or 0)
    return (g, blank, rolls, recent) if g or blank or rolls or recent else None


def fits(s: State, part: tuple[bool, bool, int, bool], iid: int) -> bool:
    if part[0] and s.defs[iid].gsign_colour is None:
        return False
    if part[2] and s.defs[iid].roll_total < part[2]:  # 「複数のロールコストを持つ」 (P9): the printed roll cost
        return False
    if part[3] and s.entered[iid] < s.turn - 1:  # 「場に出たターンと次のターン中」: that turn or the next
        return False
    if part[1]:  # as blankset.blank_face reads it (that module imports effects, which imports this one's users)
        stamp = s.stamp[iid]
        return any(g[0] == iid and g[2] == "blank" and g[1] == stamp for g in s.grants)
    return True


def play_fits(d: Any, sel: dict[str, Any]) -> bool:
    """A played card (playneg.fits) and this family's keys: its printed special effects (P74) and roll cost (P9)."""
    kws = sel.get("cardr4_kw_any")
    if kws is not None and not any(k in d.keyword_names for k in kws):
        return False
    low = sel.get("cardr4_min_roll") or sel.get("cardr4_rolls_at_least")
    return low is None or d.roll_total >= int(low)
