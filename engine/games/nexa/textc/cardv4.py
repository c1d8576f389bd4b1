"""Family V4 (issue 14): values and coins (grammar_cardv4.lark; printed back by print_cardv4.py)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer, v_args

# 「任意の枚数の」 as a target: any number of cards, at least one (P56 declares a text's targets on play)
ANY_TARGETS: dict[str, int] = {"from": 1, "upto": 99}


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


CAUSE_WORDS = {"that": "そのユニット", "entered": "その（場に出た）ユニット",
               "damaged_enemy": "ダメージを受けた全ての敵軍ユニット",  # family B9: the units a card_damaged trigger heard
               "damaged_own": "ダメージを受けた全ての自軍ユニット",  # family B9
               }
WATCHING = ("card_enters", "card_played", "card_played_or_refit",  # triggers heard about another card (`of`)
            "card_damaged",  # family B9 (「…がダメージを受ける毎に」)
            )


def _names_cause(x: Any) -> bool:
    if isinstance(x, dict):
        return "cause" in x or any(_names_cause(v) for v in x.values())
    if isinstance(x, list):
        return any(_names_cause(v) for v in x)
    return False


def check(ability: dict[str, Any] | None) -> None:
    """「そのユニット」 names the card a trigger heard: only a text triggered by another card entering has one."""
    if ability is None:
        return
    _share_retarget(ability)
    _check_paid(ability)
    if _capped_by_value(ability.get("effect")):
        raise _unsupported("a value capping an X paid while resolving")
    if not _names_cause([ability.get("effect"), ability.get("targets")]):
        return
    if ability.get("kind") != "triggered" or ability.get("on") not in WATCHING or ability.get("of", {}).get("type") != "unit":
        raise _unsupported("そのユニット without a unit the trigger heard")


PAID = {"本来のロールコストの値": "roll_cost", "本来のロールコストまたはゲインレベルの合計値": "roll_gain"}
PAID_JA = {"roll_cost": "本来のロールコストの値", "roll_gain": "本来のロールコスト、またはゲインレベルの合計値"}


def _check_paid(ability: dict[str, Any]) -> None:
    """「この効果のコストでロールした自軍G」: only a played text whose cost rolls Gs (〔N〕) has them."""
    if not _says([ability.get("effect"), ability.get("targets")], "paid_gs"):
        return
    pay = ability.get("cost", {}).get("pay", {}) if ability.get("kind") == "activated" else {}
    if not pay or not all(isinstance(n, int) and n > 0 for n in pay.values()):
        raise _unsupported("Gs rolled for the cost of a text without a roll cost")


def _share_retarget(ability: dict[str, Any]) -> None:
    """「…任意の枚数の敵軍ユニットにNダメージを振り分けて与える。この効果の対象部分は、…場合、『任意の枚数の…』に
    変更される」: the changed part is 1 to N cards too, as the damage shares (R-200, R-90)."""
    targets = ability.get("targets", {})
    for name, sel in targets.items():
        inst = sel.get("instead") if isinstance(sel, dict) else None
        if not isinstance(inst, dict) or inst.get("count") != ANY_TARGETS:
            continue
        share = [st for st in ability.get("effect", []) if st.get("do") == "share_damage" and st.get("target") == name]
        if not share:
            raise _unsupported("任意の枚数 as a changed target part of a step that shares no damage")
        targets[name] = {**sel, "instead": {k: v for k, v in inst.items() if k != "count"}}


def _capped_by_value(x: Any) -> bool:
    """An X paid while resolving (xpay.py) whose cap is a value: xpay reads a number only."""
    if isinstance(x, dict):
        return isinstance(x.get("max"), dict) or any(_capped_by_value(v) for v in x.values())
    if isinstance(x, list):
        return any(_capped_by_value(v) for v in x)
    return False


def _says(x: Any, key: str) -> bool:
    if isinstance(x, dict):
        return key in x or any(_says(v, key) for v in x.values())
    if isinstance(x, list):
        return any(_says(v, key) for v in x)
    return False


@v_args(inline=True)
class Cardv4Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardv4.lark (a lark Transformer through `_Build`)."""

    def cardv4_t_any(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        return _selector(parts, {"count": dict(ANY_TARGETS)})

    def cardv4_s_share_damage(self, t: Any, n: Token) -> dict[str, Any]:
        """「任意の枚数の敵軍ユニットにNダメージを振り分けて与える」: the cards declared on play (1 to N: each takes
        at least 1) share N damage as the player says on resolution (R-200)."""
        if not isinstance(t, dict) or t.get("count") != ANY_TARGETS:
            raise _unsupported("damage shared (振り分けて) among other targets or X")
        if str(n) == "X":  # X chosen on play (a command's total cost X): 1 to X cards (family V8, R-436)
            return {"do": "share_damage", "target": {**t, "count": {"from": 1, "upto": "X"}}, "amount": "X"}
        amount = int(str(n))
        return {"do": "share_damage", "target": {**t, "count": {"from": 1, "upto": amount}}, "amount": amount}

    def cardv4_q_roll_cost(self, n: Token) -> dict[str, Any]:
        """「ロールコストNを持つ」: the card's roll cost (every colour's count added) is N (P9)."""
        return {"roll_cost": "X" if str(n) == "X" else int(str(n))}

    def cardv4_q_total_cost(self, n: Token) -> dict[str, Any]:
        """「合計国力Xを持つ」: the card's total cost is that value (P9)."""
        return {"total_cost": "X" if str(n) == "X" else int(str(n))}

    def cardv4_q_named_coin_on(self, name: Token) -> dict[str, Any]:
        """「DG細胞コインが乗っている」: a card with a coin of that name on it (P67; `has_coin`: a named coin is said this way)."""
        return {"has_coin": str(name)[: -len("コインが乗っている")]}

    def cardv4_t_cause(self) -> dict[str, Any]:
        """「そのユニット」: the unit whose entering the trigger heard, while it stays on the field (P68)."""
        return {"cause": "that", "count": "all"}

    def cardv4_t_cause_entered(self) -> dict[str, Any]:
        return {"cause": "entered", "count": "all"}

    def cardv4_coin_then(self, t: Any, stats: list[Any], n: Token, step: dict[str, Any]) -> dict[str, Any]:
        """「…の上に…コインN個を乗せ、（step）」: the coins, then the step (P57: one effect's steps in order)."""
        if step.get("do") == "sequence" or "_then" in step:
            raise _unsupported("three steps joined by 「乗せ」")
        first = {"do": "add_coin", "target": t, "stats": stats, "count": int(str(n))}  # as compiler.s_coin builds it
        return {"do": "sequence", "wording": "coin", "steps": [first, step]}

    def cardv4_v_paid(self, what: Token) -> dict[str, Any]:
        """The printed roll costs (or a graphic's gain level) of the Gs this text's cost rolled (R-202)."""
        return {"paid_gs": PAID[str(what)]}

    def cardv4_x_cap_value(self, v: Any) -> dict[str, Any]:
        """「Xの値は、（value）を上限とする」: the cap of an X chosen on play, read as it is chosen (R-203)."""
        return {"_x_max": v}

    def _share_coins(self, t: Any, kind: dict[str, Any], n: Token) -> dict[str, Any]:
        if not isinstance(t, dict) or t.get("count") != ANY_TARGETS:
            raise _unsupported("coins shared (振り分けて) among other targets")
        count = int(str(n))
        return {"do": "distribute_coins", "target": {**t, "count": {"from": 1, "upto": count}}, **kind, "count": count}

    def cardv4_share_coins_stats(self, t: Any, stats: list[Any], n: Token) -> dict[str, Any]:
        """「任意の枚数の…の上に+1/+1/+1コインN個を振り分けて乗せる」: 1 to N cards, each at least one coin."""
        if not all(isinstance(v, int) for v in stats):
            raise _unsupported("coins shared with ± or X")
        return self._share_coins(t, {"stats": stats}, n)

    def cardv4_share_coins_named(self, t: Any, name: Token, n: Token) -> dict[str, Any]:
        return self._share_coins(t, {"coin": str(name)}, n)

    def cardv4_not_coined(self, step: dict[str, Any], words: Token) -> dict[str, Any]:
        """「この効果は、+1/+1/+1コインが2個以上乗っているユニットを対象にできない」: the chosen unit has fewer."""
        t = step.get("target")
        m = re.fullmatch(r"この効果は([+\-]\d+)/([+\-]\d+)/([+\-]\d+)コインが(\d+)個以上.*", str(words))
        if m is None or not (isinstance(t, dict) and t.get("type") == "unit" and t.get("count") not in (None, "all")
                             and "_ref" not in t):
            raise _unsupported("この効果は…を対象にできない: a step without a chosen unit")
        kind = "/".join(f"{int(v):+d}" for v in m.groups()[:3])
        return {**step, "target": {**t, "coins_below": int(m.group(4)), "coin_kind": kind}}

    def cardv4_modify_this_turn(self, t: Any, stats: list[Any]) -> dict[str, Any]:
        """「…は、このターン、-2/+0/+0を得る」: the change until the turn ends (P59; `until: this_turn`)."""
        if not all(isinstance(v, int) for v in stats):
            raise _unsupported("このターン with ± or X")
        return {"do": "modify", "target": t, "stats": stats, "until": "this_turn"}

    def cardv4_c_player_coin(self, side: Token, words: Token) -> dict[str, Any]:
        """「自軍脱出コインがある」 (normal form 「…がいる」): the player keeps at least one coin of that name (P67)."""
        if str(side) != "自軍":
            raise _unsupported("the enemy's kept coins as a condition")
        return {"own_player_coin": str(words)[: -len("コインがいる")]}
