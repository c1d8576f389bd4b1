"""Values of the effect language added by family V's second round (issue 14, P65 変数):

- `{"power": side}`: 「自軍国力の値」, the power that side's Gs make now (one per rerolled G, P22);
- `{"coins_of": {"on": selector, "coin": name}}`: 「自軍ユニットの上にある+1/+1/+1コインの個数」, the coins of
  that kind on every card of the selector (P67);
- `{"player_coins": side}`: 「自軍コインの個数」, the coins that player manages (P67, R-85);
- `{"damage_on": "t1" | "self"}`: 「対象が受けているダメージの値」, the damage on that card now (P72);
- `{"targets_total": [tN, "roll_cost" | "roll_and_gain" | "roll_gain"]}` (family V3): 「対象の本来のロールコストの合計値」,
  「…ロールコストとゲインレベルの合計値」, 「…ロールコスト、ゲインレベルの値」: the printed roll costs of every card
  that target is, a graphic's gain level (P29) added with the two others (R-120);
- `{"per_count": {"of": selector, "each": N, "gives": M}}` (family V3): 「…N枚につき+M」, M once for every N cards;
- `{"count_with_self": selector}` (family V3): 「…の枚数（注：このカードも枚数に含める）」, the cards of the selector
  and this card (R-124).
targets.value and schema.check_value ask here for the keys they do not know.
"""

from __future__ import annotations

from typing import Any

from .cardr5values import shown_problem, shown_value
from .state import BATTLE, DEPLOY, State

KEYS: tuple[str, ...] = ("power", "coins_of", "player_coins", "damage_on", "targets_total", "count_with_self", "per_count")
KEYS += ("paid_gs",)  # family V4: 「この効果のコストでロールした自軍Gの、本来のロールコストの値」
KEYS += ("cardr5_shown",)  # family R5: 「表にしたカードの中にある…の枚数」 (cardr5values.py)
KEYS += ("cardv8_squad_power",)  # family V8: 「対象の部隊の部隊戦闘力」 (the squad_power_of family V5 reads)
KEYS += ("cardv9_moved",)  # family V9: 「この効果で自軍ハンガーに移したユニットの格闘力」 (its first target's value)
KEYS += ("cardv8_taken",)  # family V8: 「廃棄したカードのロールコストの合計値」, 「この効果で廃棄したカードの中にあるユニットの枚数」


def evaluate(s: State, key: str, arg: Any, source: int, seat: int,
             bound: dict[str, tuple[int, ...]] | None = None) -> int | None:
    """The value of one of this module's keys, or None for another key."""
    if key == "cardr5_shown":  # 「表にしたカードの中にある…の枚数」 (family R5, cardr5values.py)
        return shown_value(s, arg, source, seat, bound)
    if key == "cardv8_taken":  # the cards the step before took from the top of a pile (take_top's _taken_top, family V8)
        taken = (bound or {}).get("_taken_top", ())
        if arg["what"] == "roll_cost":
            return sum(s.defs[c].roll_total for c in taken)
        return sum(1 for c in taken if s.defs[c].type == arg["type"])
    if key == "cardv9_moved":  # the first target's value, wherever the step moved it (family V9, R-511)
        from .targets import value

        return value(s, {"target_stat": arg}, source, seat, bound)
    if key == "cardv8_squad_power":  # 「対象の部隊の部隊戦闘力」: V5's squad_power_of, another wording (family V8)
        from .battle import squad_power
        from .stats import squad_index

        cards = (bound or {}).get(arg, ())
        q = squad_index(s, cards[0]) if cards else -1
        return squad_power(s, q) if q >= 0 else 0
    if key == "paid_gs":  # the printed roll costs (a graphic's gain level) of the Gs rolled for the cost (R-202)
        return sum(printed_roll(s, c, arg == "roll_gain") for c in (bound or {}).get("_paid", ()))
    if key == "damage_on":  # 「対象が受けているダメージの値」: the damage on that card now (P72)
        cards = (source,) if arg == "self" else (bound or {}).get(arg, ())
        return s.damage[cards[0]] if cards else 0
    if key == "per_count":  # 「…2枚につき+2/+2/+2」: the number once for every `each` cards (family V3)
        from .targets import candidates

        return len(candidates(s, arg["of"], seat, source, by_effect=False)) // int(arg["each"]) * int(arg["gives"])
    if key == "count_with_self":  # 「…の枚数（注：このカードも枚数に含める）」 (R-124)
        from .targets import candidates

        return len(set(candidates(s, arg, seat, source)) | {source})
    if key == "targets_total":  # the printed values, wherever the cards went since (R-120)
        cards = (bound or {}).get(arg[0], ())
        return sum(printed_roll(s, c, arg[1] != "roll_cost") for c in cards)
    if key == "power":
        from .costs import total_power

        return total_power(s, seat if arg == "own" else 1 - seat)
    if key == "player_coins":  # 「自軍コインの個数」: the coins that player manages (R-85)
        return player_coins(s, seat if arg == "own" else 1 - seat)
    if key == "coins_of":
        from .targets import candidates

        return sum(n for c in candidates(s, arg["on"], seat, source, by_effect=False)
                   for name, n in s.coins.get(c, ()) if name == arg["coin"])
    return None


def printed_roll(s: State, iid: int, gain: bool) -> int:
    """A card's printed roll cost, and with `gain` a graphic's gain level (P29; a graphic has no roll cost)."""
    d = s.defs[iid]
    level = d.gain_level if gain and d.type == "graphic" and d.gain_level is not None else 0
    return d.roll_total + level


def player_coins(s: State, seat: int) -> int:
    """The coins a player manages (P67, R-85): the coins kept by the player, and the chips (coins standing
    for cards) on that player's side of the field; not the coins put on cards (marks on those cards)."""
    kept = sum(s.pcoins[seat].values()) if seat < len(s.pcoins) else 0
    chips = sum(1 for c in s.chip_specs if s.zone[c] in (DEPLOY, BATTLE) and s.ctrl[c] == seat)
    return kept + chips


def check(key: str, arg: Any) -> str | None:
    """What is wrong with a value of this module's keys, or None when it is well formed."""
    if key == "cardr5_shown":  # family R5 (cardr5values.py)
        return shown_problem(arg)
    if key == "cardv8_taken":  # family V8
        return None if arg in ({"what": "roll_cost"}, {"what": "count", "type": "unit"}) else \
            "cardv8_taken is {what: roll_cost} or {what: count, type: unit}"
    if key == "cardv9_moved":  # family V9
        return None if isinstance(arg, list) and len(arg) == 2 and isinstance(arg[0], str) and arg[0][:1] == "t" \
            and arg[1] in ("melee", "shooting", "defence", "total_cost") else "cardv9_moved is [tN, stat]"
    if key == "cardv8_squad_power":  # family V8
        return None if isinstance(arg, str) and arg[:1] == "t" else "cardv8_squad_power is tN"
    if key == "damage_on":
        return None if arg == "self" or (isinstance(arg, str) and arg[:1] == "t") else "damage_on is self or tN"
    if key == "per_count":
        from .schema import check_selector

        if not (isinstance(arg, dict) and set(arg) == {"of", "each", "gives"} and isinstance(arg["each"], int)
                and arg["each"] > 0 and isinstance(arg["gives"], int)):
            return "per_count is {of: selector, each: N > 0, gives: N}"
        check_selector(arg["of"], "per_count.of")
        return None
    if key == "count_with_self":
        from .schema import check_selector

        check_selector(arg, "count_with_self")
        return None
    if key == "paid_gs":
        return None if arg in ("roll_cost", "roll_gain") else "paid_gs is roll_cost or roll_gain"
    if key == "targets_total":
        ok = isinstance(arg, list) and len(arg) == 2 and isinstance(arg[0], str) and arg[0][:1] == "t" \
            and arg[1] in ("roll_cost", "roll_and_gain", "roll_gain")
        return None if ok else "targets_total is [tN, roll_cost|roll_and_gain|roll_gain]"
    if key in ("power", "player_coins"):
        return None if arg in ("own", "enemy") else f"{key} needs a side, own or enemy"
    if key == "coins_of":
        if not (isinstance(arg, dict) and set(arg) == {"on", "coin"} and isinstance(arg["coin"], str)
                and isinstance(arg["on"], dict)):
            return "coins_of is {on: selector, coin: name}"
        from .schema import check_selector

        check_selector(arg["on"], "coins_of.on")
        return None
    return "unknown value"
