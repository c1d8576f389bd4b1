"""Family V6 of issue 14 (values, coins and costs, round 6): constructs of textc/grammar_cardv6.lark and the
compiler's checks for them."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


def _x_count(step: dict[str, Any]) -> bool:
    t = step.get("target")
    return isinstance(t, dict) and t.get("count") == "X"


def x_picked_on_resolution(steps: list[dict[str, Any]]) -> bool:
    """「（起動）…自軍ジャンクヤードにあるカードX枚をゲームから取り除く事ができる。その場合、…X…」: a triggered text whose
    first step takes X cards (its own target, inside 「…できる」 or not), whose X has no value and is read by a later step: the player chooses
    X as that step's cards are chosen, when the text applies (P65, P56; R-350; engine cardv6steps.bind_x)."""
    if not steps:
        return False
    first = steps[0]
    if first.get("do") == "optional" and len(first.get("steps", ())) == 1:
        first = first["steps"][0]
    # a later step reads the X (「その場合、X以下の…」): alone, 「自軍ユニットX枚を破壊する」 stays blocked
    return _x_count(first) and "'X'" in repr(steps[1:])


AT_LEAST: int = 99  # the most cards 「N枚以上の」 can name (as 任意の枚数の, cardv4.ANY_TARGETS)


@v_args(inline=True)
class Cardv6Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardv6.lark (a lark Transformer through `_Build`)."""

    def cardv6_share_coins_x(self, n: Any, *parts: Any) -> dict[str, Any]:
        """「2枚以上のユニットの上に-1/-1/-1コインX個を振り分けて乗せる」: N or more cards share X coins (R-351)."""
        from .compiler import Unsupported, _selector

        *quals, stats = parts
        if not all(isinstance(v, int) for v in stats):
            raise Unsupported("coins shared with ± or X")
        least = int(str(n))
        if least < 2:
            raise Unsupported("coins shared among 1 or more cards")
        target = _selector(tuple(quals), {"count": {"from": least, "upto": AT_LEAST}})
        return {"do": "distribute_coins", "target": target, "stats": stats, "count": "X"}

    def cardv6_reveal_at_least(self, zone: Any, n: Any, _words: Token, least: Token, step: dict[str, Any]) -> dict[str, Any]:
        """「…の上のカード1枚を表にする。表にしたカードのロールコスト、またはゲインレベルの値がN以上の場合、…」 (R-352)."""
        from .compiler import Unsupported

        if n != 1 or isinstance(zone, list):
            raise Unsupported("showing more than one card, or from either pile")
        return {"do": "cardv6_reveal_at_least", "zone": zone, "at_least": int(str(least)), "steps": [step]}

    def cardv6_group_coin(self, t: Any, stats: list[Any], n: Token) -> dict[str, Any]:
        """「自軍セットグループ1つの全てのカードの上に、+1/+1/+1コイン1個を乗せる」: every card of the group (P66, R-353)."""
        from .compiler import Unsupported

        if not (isinstance(t, dict) and t.get("whole_group") and isinstance(t.get("count"), int)):
            raise Unsupported("coins on every card of something other than a set group")
        if not all(isinstance(v, int) for v in stats):
            raise Unsupported("coins shared with ± or X")
        return {"do": "cardv6_group_coin", "target": t, "stats": stats, "count": int(str(n))}

    def cardv6_clear_coins(self, first: list[Any], second: list[Any]) -> dict[str, Any]:
        """「全ての+1/+1/+1コイン、または全ての-1/-1/-1コインを取り除く」: every coin of the kind chosen (R-354)."""
        from .compiler import Unsupported

        if not all(isinstance(v, int) for v in (*first, *second)) or first == second:
            raise Unsupported("coins cleared with ± or X")
        return {"do": "cardv6_clear_coins", "kinds": ["/".join(f"{v:+d}" for v in k) for k in (first, second)]}
