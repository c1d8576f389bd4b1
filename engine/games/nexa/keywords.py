"""Special effects (P74-P76) and the guard system (P29) as texts in the effect language.

Each keyword with a playable text becomes an Ability built here once, always an activated text
(stats.triggered_abilities relies on that to skip special effects); the rules that are not
texts (高機動, 速攻, 強襲, PS装甲, クイック, 戦闘配備, ステイ, ユニーク) live where they act.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any, Final

from .cards import Ability
from .kwopts import apply_options

KEYWORD_INDEX_BASE: Final = 100
GUARD_INDEX: Final = 200  # guard: +X to an own engaged squad
GUARD_INDEX_2: Final = 201  # guard: -X to an unengaged enemy squad
_ORDER: Final = ("psycommu", "area_weapon", "gain", "refit", "share", "supply", "cross_weapon")
TEXT_KEYWORDS: Final = frozenset(_ORDER)  # the special effects that stand for a playable text


def _a(index: int, keyword: str, ja: str, en: str, when: str, side: str = "any",
       cost: dict[str, Any] | None = None, condition: dict[str, Any] | None = None,
       targets: tuple[tuple[str, Any], ...] = (), effect: tuple[dict[str, Any], ...] = (),
       all_or_nothing: bool = False) -> Ability:
    return Ability(index=index, kind="activated", text_ja=ja, text_en=en, when=when, side=side,
                   cost=cost or {"pay": {"any": 1}}, condition=condition, targets=targets, effect=effect,
                   all_or_nothing=all_or_nothing, keyword=keyword)


@lru_cache(maxsize=256)
def keyword_abilities(keyword: str, arg: Any, cost: tuple[tuple[str, int], ...] | None = None,
                      opts: tuple[tuple[str, Any], ...] = ()) -> tuple[Ability, ...]:
    """The playable text a special effect stands for; empty for rule-only keywords. `cost` is a
    printed cost other than the built-in ① (() for 〔0〕, P75), as CardDef.keyword_cost gives it;
    `opts` its printed timing, 毎 or 〈 〉 (CardDef.keyword_opts, kwopts.py)."""
    if keyword not in _ORDER:
        return ()
    if opts:
        return apply_options(keyword_abilities(keyword, arg, cost), opts)
    if cost is not None:
        base = keyword_abilities(keyword, arg)
        pay = {"pay": dict(cost)} if cost else {}
        return tuple(replace(a, cost=pay) for a in base)
    i = KEYWORD_INDEX_BASE + _ORDER.index(keyword)
    if keyword == "psycommu":
        return (_a(i, keyword, f"サイコミュ({arg})", f"Psycommu ({arg})", "defence",
                   condition={"nt_in_area": True},
                   targets=(("t1", {"side": "enemy", "zone": "battle", "type": "unit", "engaged": True,
                                    "count": 1}),),
                   effect=({"do": "damage", "target": "t1", "amount": arg},)),)
    if keyword == "area_weapon":
        return (_a(i, keyword, f"範囲兵器({arg})", f"Area weapon ({arg})", "damage",
                   targets=(("t1", {"side": "enemy", "zone": "battle", "type": "unit", "engaged": True,
                                    "same_area": True, "max_defence": arg, "count": 1}),),
                   effect=({"do": "destroy", "target": "t1"},)),)
    if keyword == "gain":
        return (_a(i, keyword, "ゲイン", "Gain", "damage", condition={"self_in": "battle"},
                   effect=({"do": "_gain"},)),)
    if keyword == "refit":
        return (_a(i, keyword, f"改装[{arg}]", f"Refit [{arg}]", "battle",
                   targets=(("t1", {"side": "own", "zone": ["hand", "hangar"], "type": "unit", "trait": arg,
                                    "max_total_cost": {"g_count": "own"}, "count": 1, "refit": True}),),
                   effect=({"do": "_refit", "with": "t1"},), all_or_nothing=True),)
    if keyword == "share":
        return (_a(i, keyword, f"共有[{arg}]", f"Share [{arg}]", "any",
                   condition={"entered_this_turn": True},
                   effect=({"do": "search", "side": "own", "zone": "home", "filter": {"trait": arg},
                            "count": {"upto": 1}, "to": "hangar"},)),)
    if keyword == "supply":
        return (_a(i, keyword, "供給", "Supply", "attack", side="own",
                   targets=(("t1", {"side": "own", "type": "unit", "exclude_self": True, "rolled": True,
                                    "count": 1}),),
                   effect=({"do": "reroll", "target": "t1"},)),)
    # cross_weapon
    return (_a(i, keyword, f"クロスウェポン[{arg}]", f"Cross weapon [{arg}]", "battle",
               targets=(("t1", {"side": "own", "type": "unit", "trait": arg, "count": 1}),),
               effect=({"do": "_cross_weapon", "target": "t1"},)),)


@lru_cache(maxsize=16)
def guard_ability(level: int) -> tuple[Ability, Ability]:
    """P29: a graphic as G may roll itself to push one squad's power, once per player per turn."""
    cost = {"pay": {"any": 1}, "_exclude_self": True}
    up = _a(GUARD_INDEX, "guard", f"ガードシステム(+{level})", f"Guard system (+{level})", "damage",
            cost=cost, targets=(("t1", {"side": "own", "zone": "battle", "type": "unit", "engaged": True,
                                        "count": 1}),),
            effect=({"do": "roll", "target": "self"}, {"do": "squad_power", "target": "t1", "amount": level}),
            all_or_nothing=True)
    down = _a(GUARD_INDEX_2, "guard", f"ガードシステム(-{level})", f"Guard system (-{level})", "damage",
              cost=cost, targets=(("t1", {"side": "enemy", "zone": "battle", "type": "unit", "engaged": False,
                                          "count": 1}),),
              effect=({"do": "roll", "target": "self"}, {"do": "squad_power", "target": "t1",
                                                          "amount": -level}),
              all_or_nothing=True)
    return up, down
