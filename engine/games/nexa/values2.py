"""Values of the effect language added by family V's second round (issue 14, P65 変数):

- `{"power": side}`: 「自軍国力の値」, the power that side's Gs make now (one per rerolled G, P22);
- `{"coins_of": {"on": selector, "coin": name}}`: 「自軍ユニットの上にある+1/+1/+1コインの個数」, the coins of
  that kind on every card of the selector (P67);
- `{"player_coins": side}`: 「自軍コインの個数」, the coins that player manages (P67, R-85);
- `{"damage_on": "t1" | "self"}`: 「対象が受けているダメージの値」, the damage on that card now (P72).
targets.value and schema.check_value ask here for the keys they do not know.
"""

from __future__ import annotations

from typing import Any

from .state import BATTLE, DEPLOY, State

KEYS = ("power", "coins_of", "player_coins", "damage_on")


def evaluate(s: State, key: str, arg: Any, source: int, seat: int,
             bound: dict[str, tuple[int, ...]] | None = None) -> int | None:
    """The value of one of this module's keys, or None for another key."""
    if key == "damage_on":  # 「対象が受けているダメージの値」: the damage on that card now (P72)
        cards = (source,) if arg == "self" else (bound or {}).get(arg, ())
        return s.damage[cards[0]] if cards else 0
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


def player_coins(s: State, seat: int) -> int:
    """The coins a player manages (P67, R-85): the coins kept by the player, and the chips (coins standing
    for cards) on that player's side of the field; not the coins put on cards (marks on those cards)."""
    kept = sum(s.pcoins[seat].values()) if seat < len(s.pcoins) else 0
    chips = sum(1 for c in s.chip_specs if s.zone[c] in (DEPLOY, BATTLE) and s.ctrl[c] == seat)
    return kept + chips


def check(key: str, arg: Any) -> str | None:
    """What is wrong with a value of this module's keys, or None when it is well formed."""
    if key == "damage_on":
        return None if arg == "self" or (isinstance(arg, str) and arg[:1] == "t") else "damage_on is self or tN"
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
