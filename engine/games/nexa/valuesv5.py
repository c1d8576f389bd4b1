"""Values of the effect language added by family V5 (issue 14, P65 変数):

- `{"worded": [how, value]}`: a value said another way (「解決時の…」, 「自分のユニットの枚数」, 「対象のロールコストの合計値」,
  「このカードの「サイコミュ（X）」1つの値」): the value itself, read when the step applies as every value is;
- `{"diff": [N, value]}`: 「4から敵軍手札の枚数を引いた値」, N less the value;
- `{"count_sum": [selector, selector]}`: 「…Gと、自軍ユニットの枚数の合計」, the two counts added;
- `{"total_of": [selector, stat]}`: 「自軍ハンガーにある全てのコマンドの合計国力の合計値」, the value of every card that fits
  added (total_cost and roll_cost as printed, a battle value as the card has it now);
- `{"kw_value": ["self" | tN, keyword]}`: 「対象が持つ「範囲兵器」1つの値」, the value of that special effect the card has
  now (P75; 0 without it).
targets.value asks here for these keys (KEYS); schema.check_value checks them with `check`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from .state import State
from .stats import keywords, stats

KEYS: Final = frozenset(("worded", "diff", "count_sum", "total_of", "kw_value", "squad_power_of", "chip_one_total"))
WORDINGS: Final = frozenset(("resolved", "mine", "total", "of", "at_play", "types"))
_STATS: Final = ("melee", "shooting", "defence")


def evaluate(s: State, key: str, arg: Any, source: int, seat: int, bound: dict[str, tuple[int, ...]] | None,
             x: int, value: Callable[..., int], candidates: Callable[..., list[int]]) -> int:
    """The value of one of KEYS; `value` and `candidates` are targets.py's."""
    if key == "worded":
        return value(s, arg[1], source, seat, bound, x)
    if key == "diff":
        return int(arg[0]) - value(s, arg[1], source, seat, bound, x)
    if key == "count_sum":
        return sum(len(candidates(s, sel, seat, source, by_effect=False)) for sel in arg)
    if key == "total_of":
        sel, stat = arg
        return sum(_stat(s, c, stat) for c in candidates(s, sel, seat, source, by_effect=False))
    if key == "chip_one_total":  # 「チップの合計国力を1とした、対象の合計国力の値」
        cards = (bound or {}).get(arg, ())
        if not cards:
            return 0
        return 1 if cards[0] in s.chip_specs else s.defs[cards[0]].total_cost
    if key == "squad_power_of":  # 「対象の部隊戦闘力の値」 (P35)
        from .battle import squad_power
        from .stats import squad_index

        cards = (bound or {}).get(arg, ())
        q = squad_index(s, cards[0]) if cards else -1
        return squad_power(s, q) if q >= 0 else 0
    if key == "kw_value":
        ref, kw = arg
        cards = (source,) if ref == "self" else (bound or {}).get(ref, ())
        if not cards:
            return 0
        v = keywords(s, cards[0]).get(kw)
        return v if isinstance(v, int) and not isinstance(v, bool) else 0
    return 0


def _stat(s: State, c: int, stat: str) -> int:
    if stat == "total_cost":
        return s.defs[c].total_cost
    if stat == "roll_cost":
        return s.defs[c].roll_total
    return stats(s, c)[_STATS.index(stat)]


def check(key: str, arg: Any, check_value: Callable[[Any, str], None],
          check_selector: Callable[[Any, str], None], path: str) -> str | None:
    """What is wrong with a value of KEYS, or None."""
    if key == "worded":
        if not (isinstance(arg, list) and len(arg) == 2 and arg[0] in WORDINGS):
            return "worded is [resolved|mine|total|of|at_play|types, value]"
        check_value(arg[1], f"{path}.worded")
        return None
    if key == "diff":
        if not (isinstance(arg, list) and len(arg) == 2 and isinstance(arg[0], int)):
            return "diff is [N, value]"
        check_value(arg[1], f"{path}.diff")
        return None
    if key == "count_sum":
        if not (isinstance(arg, list) and len(arg) == 2):
            return "count_sum is [selector, selector]"
        for i, sel in enumerate(arg):
            check_selector(sel, f"{path}.count_sum[{i}]")
        return None
    if key == "total_of":
        if not (isinstance(arg, list) and len(arg) == 2 and (arg[1] in ("total_cost", "roll_cost") or arg[1] in _STATS)):
            return "total_of is [selector, total_cost|roll_cost|melee|shooting|defence]"
        check_selector(arg[0], f"{path}.total_of")
        return None
    if key == "kw_value":
        ok = isinstance(arg, list) and len(arg) == 2 and (arg[0] == "self" or str(arg[0])[:1] == "t") \
            and arg[1] in ("area_weapon", "psycommu")
        return None if ok else "kw_value is [self|tN, area_weapon|psycommu]"
    if key == "chip_one_total":
        return None if isinstance(arg, str) and arg[:1] == "t" else "chip_one_total is tN"
    if key == "squad_power_of":
        return None if isinstance(arg, str) and arg[:1] == "t" else "squad_power_of is tN"
    return "unknown value"
