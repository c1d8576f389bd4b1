"""Family V of the card-text compiler (issue 14): coins and values.

Grammar in grammar_cardv.lark; `CardvBuild` is a mixin of the compiler's transformer, and the
`print_*` functions are the printer's wordings of the same constructs (called by one-line hooks
in printer.py), so compiling and printing stay each other's inverse in one file.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

COLOUR = {"青": "blue", "緑": "green", "黒": "black", "赤": "red", "茶": "brown", "白": "white", "紫": "purple"}
_JA_COLOUR = {v: k for k, v in COLOUR.items()}


@v_args(inline=True)
class CardvBuild(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardv.lark)."""

    # ---- a cost with X: `pay_x` names what X is paid in ("any" or a colour), X chosen on play
    def cost_x(self) -> dict[str, Any]:
        return {"pay_x": "any"}

    def cost_x_colour(self, colour: Token) -> dict[str, Any]:
        return {"pay_x": COLOUR[str(colour)]}

    def x_cap(self, n: Token) -> dict[str, Any]:
        return {"_x_max": int(str(n))}

    def s_coin_x(self, t: Any, stats: list[Any]) -> dict[str, Any]:
        from .compiler import Unsupported

        if any(not isinstance(v, int) for v in stats):
            raise Unsupported("coins +X (arithmetic on values)")
        return {"do": "add_coin", "target": t, "stats": stats, "count": "X"}

    def q_min_cost(self, n: Token) -> dict[str, Any]:
        return {"min_total_cost": int(str(n))}

    def q_min_cost_x(self, plus: Token | None = None) -> dict[str, Any]:
        if plus is None:
            return {"min_total_cost": "X"}
        if str(plus) == "+X" or str(plus) == "-X":
            from .compiler import Unsupported

            raise Unsupported("arithmetic on values")
        return {"min_total_cost": {"sum": ["X", int(str(plus))]}}

    def v_target_roll_or_gain(self, n: Token | None = None) -> Any:
        return {"target_stat": ["t1" if n is None else f"t{n}", "roll_or_gain"]}

    def c_no_coin_self(self) -> dict[str, Any]:
        return {"not": {"self_coins_at_least": 1}}

    def c_coins_self(self, n: Token) -> dict[str, Any]:
        return {"self_coins_at_least": int(str(n))}

    def h_sel(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        return {"from": _selector(parts, {})}

    def s_modify_pm(self, t: Any, pm: Token) -> dict[str, Any]:
        stats = [int(v) for v in str(pm).replace("±", "").split("/")]
        return {"do": "modify_pm", "target": t, "stats": stats, "until": "turn_end"}

    def s_squad_power_pm(self, t: Any, plus: Token, minus: Token) -> dict[str, Any]:
        from .compiler import Unsupported

        p, m = str(plus), str(minus)
        if not (p.startswith("+") and m.startswith("-") and p[1:] == m[1:]):
            raise Unsupported("squad power: two different changes")
        return {"do": "squad_power_pm", "target": t, "amount": "X" if p[1:] == "X" else int(p[1:])}

    def s_coin_pm(self, t: Any, plus: list[Any], n: Token, minus: list[Any], m: Token) -> dict[str, Any]:
        from .compiler import Unsupported

        if str(n) != str(m) or [-v for v in plus] != minus or not all(isinstance(v, int) for v in plus):
            raise Unsupported("coins (other wordings)")
        return {"do": "add_coin_pm", "target": t, "stats": plus, "count": int(str(n))}

    def q_has_coin(self, stats: list[Any] | None = None) -> dict[str, Any]:
        if stats is not None and not all(isinstance(v, int) for v in stats):
            from .compiler import Unsupported

            raise Unsupported("coins (other wordings)")
        return {"has_coin": "any" if stats is None else "/".join(f"{v:+d}" for v in stats)}

    def s_side_pay(self, side: Token, cost: dict[str, Any]) -> dict[str, Any]:
        from .compiler import SIDE, Unsupported

        if set(cost) != {"pay"} or str(side) != "敵軍":
            raise Unsupported("a payment by a side")
        return {"do": "pay_by", "side": SIDE[str(side)], "pay": cost["pay"]}

    def s_side_draw(self, side: Token, n: Token) -> dict[str, Any]:

        if str(side) != "敵軍":  # 「自軍はカード1枚を引く」: the own draw, its side said (wording only)
            return {"do": "draw", "side": "own", "count": int(str(n)), "said": True}
        return {"do": "draw", "side": "enemy", "count": int(str(n))}

    def s_discard_own_x(self, side: Token) -> dict[str, Any]:
        from .compiler import Unsupported

        if str(side) != "自軍":
            raise Unsupported("choosing from the enemy's hand")
        return {"do": "discard_hand", "side": "own", "count": "X"}

    def q_same_squad(self) -> dict[str, Any]:
        return {"same_squad": True}

    def t_chosen_x(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        return _selector(parts, {"count": "X"})


def uses_x(step: dict[str, Any]) -> bool:
    """A step whose target count is X (「自軍ユニットX枚」) or whose target is at least X (「X+1以上の…」)."""
    if "steps" in step:
        return any(uses_x(x) for x in step["steps"])
    t = step.get("target")
    if isinstance(step.get("amount"), dict) and "x_times" in step["amount"]:  # 「X+Xダメージ」 (cardv2.py)
        return True
    if isinstance(step.get("play"), dict) and step["play"].get("max_total_cost") == "X":  # a play to negate
        return True
    return isinstance(t, dict) and (t.get("count") == "X" or _has_x(t.get("min_total_cost")))


def x_paid_step(steps: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The 「Xを支払う」 step of an effect (first, or first inside 「…事ができる」), whose X the rest reads."""
    for st in steps[:1]:
        if st.get("do") in ("pay_x", "lower_stat_x"):  # lower_stat_x: X designated while resolving (cardv2.py)
            return st
        if st.get("do") == "optional":
            return x_paid_step(st["steps"])
    return None


def _has_x(v: Any) -> bool:
    return v == "X" or (isinstance(v, dict) and any(_has_x(x) for x in v.get("sum", ())))


def put_x(v: Any, x: Any) -> Any:
    """A value with X replaced by what X stands for (「X+1以上の…」 with 「Xの値は…」)."""
    if v == "X":
        return x
    if isinstance(v, dict) and "sum" in v:
        return {"sum": [put_x(p, x) for p in v["sum"]]}
    return v


def selector_x(a: dict[str, Any]) -> Any:
    """The value X stands for in a target's 「X+1以上の合計国力を持つ」 or a ± squad power, or None."""
    for st in a.get("effect", []):
        if st.get("do") == "squad_power_pm" and isinstance(st.get("amount"), dict):
            return st["amount"]
        if st.get("do") == "negate_play" and isinstance(st["play"].get("max_total_cost"), dict):
            return st["play"]["max_total_cost"]  # 「X以下の合計国力を持つ敵軍カード1枚のプレイを無効にし…」
    sels = list(a.get("targets", {}).values()) + [st["target"] for st in a.get("effect", [])
                                                   if isinstance(st.get("target"), dict)]
    for sel in sels:
        v = sel.get("min_total_cost")
        if isinstance(v, dict) and "sum" in v:
            return v["sum"][0]
        if isinstance(v, dict) or v == "X":
            return v
    return None


def _min_cost(v: Any) -> str:
    if isinstance(v, int):
        return f"{v}以上の合計国力を持つ"
    if isinstance(v, dict) and "sum" in v and len(v["sum"]) == 2 and isinstance(v["sum"][1], int):
        return f"X{v['sum'][1]:+d}以上の合計国力を持つ"
    return "X以上の合計国力を持つ"


QUALIFIERS: dict[str, Any] = {"min_total_cost": _min_cost,
                              "has_coin": lambda v: ("" if v == "any" else v) + "コインが上にある",
                              "same_squad": lambda v: "このカードの部隊にいる"}


def print_value(v: Any, targets: dict[str, Any] | None) -> str | None:
    """This family's values in words, or None."""
    if isinstance(v, dict) and "target_stat" in v and v["target_stat"][1] == "roll_or_gain":
        n = "" if targets is None or len(targets) <= 1 else v["target_stat"][0][1:]
        return f"対象{n}の本来のロールコストまたはゲインレベルの値"
    return None


def print_cost_x(cost: dict[str, Any]) -> list[str]:
    """The X of a cost, printed after its other items (「1+X」, 「R+黒X」)."""
    pay_x = cost.get("pay_x")
    if pay_x is None:
        return []
    return ["X" if pay_x == "any" else f"{_JA_COLOUR[pay_x]}X"]


def print_x_cap(a: dict[str, Any]) -> str:
    """「Xの上限はNとする。」 after the steps of a text whose X is chosen on play (or paid) with a cap."""
    paid = x_paid_step(a.get("effect", []))
    if paid is not None and paid["do"] == "lower_stat_x":  # up to the value it designates (cardv2.py, R-83)
        return "Xの上限は指定した戦闘力の値とする。"
    cap = a.get("x_max") if paid is None else paid.get("max")
    if isinstance(cap, dict):  # a value (family V4, R-203): 「Xの値は、自軍Gの枚数を上限とする」
        from .printer import _value

        return f"Xの値は、{_value(cap)}を上限とする。"
    return f"Xの上限は{cap}とする。" if cap is not None else ""


def print_condition(cond: dict[str, Any]) -> str | None:
    """This family's conditions in words (coins on this card, P67), or None."""
    if cond == {"not": {"self_coins_at_least": 1}}:
        return "このカードの上にコインが乗っていない"
    if set(cond) == {"self_coins_at_least"}:
        return f"このカードの上にコインが{cond['self_coins_at_least']}個以上ある"
    return None


def print_step(s: dict[str, Any], targets: dict[str, Any], target: Any) -> str | None:
    """This family's steps in words (without 。), or None: coins taken off any card of a selector."""
    if s["do"] == "modify_pm":
        return f"{target(s['target'], targets)}は、ターン終了時まで" + "/".join(f"±{n}" for n in s["stats"]) + "を得る"
    if s["do"] in ("pay_by", "may_by"):
        pay = s["pay"] if s["do"] == "pay_by" else s["steps"][0]["pay"]
        items = [str(n) if c == "any" else f"{_JA_COLOUR[c]}{n}" for c, n in pay.items()]
        return "敵軍は" + "+".join(items) + ("を支払う" if s["do"] == "pay_by" else "を支払う事ができる")
    if s["do"] == "draw" and (s["side"] == "enemy" or s.get("said")):
        return f"{'敵軍' if s['side'] == 'enemy' else '自軍'}はカード{s['count']}枚を引く"
    if s["do"] == "pay_x":
        return ("" if s["colour"] == "any" else _JA_COLOUR[s["colour"]]) + "Xを支払う"
    if s["do"] == "add_coin_pm":
        plus, minus = ("/".join(f"{k * v:+d}" for v in s["stats"]) for k in (1, -1))
        return f"{target(s['target'], targets)}の上に{plus}コイン{s['count']}個または{minus}コイン{s['count']}個を乗せる"
    if s["do"] == "squad_power_pm":
        from .cardc import _squad

        n = s["amount"] if isinstance(s["amount"], int) else "X"
        return f"{_squad(s['target'], targets)}の部隊戦闘力を部隊解散まで+{n}または-{n}する"
    if s["do"] == "take_coins" and "from" in s and set(s["from"]) != {"side", "type"}:
        holder = target({**s["from"], "count": "bare"}, targets)
        kind = "/".join(f"{n:+d}" for n in s["stats"]) if "stats" in s else s.get("coin", "")
        return f"{holder}の上にある{kind}コイン{s['count'] if isinstance(s['count'], int) else 'X'}個を取り除く"
    return None
