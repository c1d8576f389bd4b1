"""Printed variations of a playable special effect's text (P75, 特殊効果のタイミングとコスト).

"テキスト内でタイミングやコストなどが指定されている場合、そちらの記述が優先されます": a card may print
its own timing (（防御ステップ）〔1〕：範囲兵器（3）), mark the text 毎 (once per cut, P44) or put the
special effect in 〈 〉 (it works while the card is a G, and only then). A keyword entry carries these
beside its `cost`: `{area_weapon: 3, cost: 1, timing: {when: defence, side: any}, repeatable: true}`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .vocabulary import COLOURS, SIDES, TEXT_KEYWORDS, TIMING_WHEN

# the keys a keyword entry may carry beside its name (cost: schema.keyword_cost)
KEYWORD_OPTIONS = frozenset((
    "cost", "timing", "repeatable", "as_g",
    "roll_self",  # family V5: 〔R〕 or 〔R+1〕, this card rolled as (part of) the cost
    "cost_or",  # family V9: 〔青2/緑2〕, the cost's other payment (P44, R-510)
    "roll_or",  # family V9: 〔1/R〕, the cost paid, or this card rolled instead (P44, R-512)
))

Options = tuple[tuple[str, Any], ...]


def keyword_options(kw: dict[str, Any], name: str) -> Options:
    """The checked options of one keyword entry other than its cost, as hashable pairs."""
    out: list[tuple[str, Any]] = []
    if "timing" in kw:
        t = kw["timing"]
        if not (isinstance(t, dict) and set(t) == {"when", "side"} and t["when"] in TIMING_WHEN
                and t["side"] in SIDES):
            raise ValueError(f"keyword {name!r}: timing is {{when, side}} of the effect language")
        out.append(("timing", (t["when"], t["side"])))
    for flag in ("repeatable", "as_g"):
        if flag in kw:
            if kw[flag] is not True:
                raise ValueError(f"keyword {name!r}: {flag} is true or absent")
            out.append((flag, True))
    if "roll_self" in kw:  # 〔R〕：クロスウェポン［A］ (family V5): this card is rolled to pay (P44)
        if kw["roll_self"] is not True:
            raise ValueError(f"keyword {name!r}: roll_self is true or absent")
        out.append(("roll_self", True))
    if "cost_or" in kw:  # 〔青2/緑2〕 (family V9): the cost paid in either colour (P44, R-510)
        alt = kw["cost_or"]
        if not (isinstance(alt, dict) and alt and isinstance(kw.get("cost"), dict)
                and all(c in COLOURS and isinstance(n, int) and not isinstance(n, bool) and n > 0
                        for c, n in alt.items())):
            raise ValueError(f"keyword {name!r}: cost_or is a payment by colour beside a cost by colour")
        out.append(("cost_or", tuple(sorted(alt.items()))))
    if "roll_or" in kw:  # 〔1/R〕 (family V9): the cost paid, or this card rolled instead (P44, R-512)
        if kw["roll_or"] is not True or "cost_or" in kw or "roll_self" in kw:
            raise ValueError(f"keyword {name!r}: roll_or is true or absent, alone of the cost options")
        out.append(("roll_or", True))
    if out and name not in TEXT_KEYWORDS:
        raise ValueError(f"keyword {name!r} has no text to time, repeat or keep as a G")
    return tuple(out)


def apply_options(abilities: tuple[Any, ...], opts: Options) -> tuple[Any, ...]:
    """The special effect's built-in text with the card's printed timing and 毎 (P75)."""
    if not opts:
        return abilities
    o = dict(opts)
    changes: dict[str, Any] = {}
    if "timing" in o:
        changes["when"], changes["side"] = o["timing"]
    if o.get("repeatable"):
        changes["repeatable"] = True
    if o.get("as_g"):
        changes["protected"] = "angle"  # 〈 〉: works as a G (P76), like a 〈 〉 ability (stats.py)
    if "cost_or" in o:  # 〔青2/緑2〕 (family V9): either payment (P44, R-510)
        return tuple(replace(a, **changes, cost={"pay_either": [a.cost["pay"], dict(o["cost_or"])]})
                     for a in abilities)
    if o.get("roll_or"):  # 〔1/R〕 (family V9): the cost, or this card rolled (cost roll_either, R-512)
        return tuple(replace(a, **changes, cost={"pay_either": [a.cost.get("pay", {"any": 0}), {"any": 0}],
                                                 "roll_either": 1}) for a in abilities)
    if o.get("roll_self"):  # 〔R〕 (family V5): the text's cost also rolls this card
        return tuple(replace(a, **changes, cost={**a.cost, "roll_self": True}) for a in abilities)
    return tuple(replace(a, **changes) for a in abilities)
