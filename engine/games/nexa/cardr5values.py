"""Values of issue 14's family R5 (ruling R-298): 「（この効果で）表にしたカードの中にある…の枚数（…の合計国力の合計値）」,
read from the cards this effect showed (bound _revealed, cardr5steps.cardr5_reveal)."""

from __future__ import annotations

from typing import Any

from .state import State
from .targets import matches


def shown_value(s: State, arg: dict[str, Any], source: int, seat: int,
                bound: dict[str, tuple[int, ...]] | None) -> int:
    cards = (bound or {}).get("_revealed", ())
    flt = {"side": "any", **arg["of"], "zone": "home"}
    fit = [c for c in cards if matches(s, {**flt, "zone": _zone(s, c)}, c, seat, source, by_effect=False)]
    if arg["what"] == "count":
        return len(fit)
    return sum(s.defs[c].total_cost for c in fit)


def _zone(s: State, c: int) -> str:
    from .targets import ZONE_CODES

    return next((n for n, code in ZONE_CODES.items() if s.zone[c] == code), "home")


def shown_problem(arg: Any) -> str | None:
    """What is wrong with a cardr5_shown value, or None."""
    if not (isinstance(arg, dict) and set(arg) == {"of", "what", "said"} and isinstance(arg["of"], dict)
            and arg["what"] in ("count", "total_cost") and isinstance(arg["said"], bool)):
        return "cardr5_shown is {of: selector, what: count|total_cost, said: bool}"
    from .schema import check_selector

    check_selector({**arg["of"], "count": "all"}, "cardr5_shown.of")
    return None
