"""Compiler mixin of issue 14's family R6 (grammar_cardr6.lark): named step results and looking at cards, round 2."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


_KEY = {"以上の": "cardr6_at_least", "以下の": "cardr6_at_most"}


@v_args(inline=True)
class Cardr6Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardr6.lark (a lark Transformer through `_Build`)."""

    def cardr6_c_total_cmp(self, *parts: Any) -> dict[str, Any]:
        """「自軍ハンガーにある全てのコマンドの合計国力の合計値が8以上の」: family V5's total_of against a number (R-360)."""
        *quals, kind, stat, _is, n, cmp = parts
        total = self.cardv5_v_total_of(*quals, kind, stat)  # type: ignore[attr-defined]
        return {_KEY[str(cmp)]: [total, int(str(n))]}

    def cardr6_c_counts_cmp(self, side: Token, kind: Token, _is: Token, side2: Token, kind2: Token,
                            cmp: Token) -> dict[str, Any]:
        """「自軍ユニットの枚数が、敵軍ユニットの枚数以上の」: one count against another (R-360)."""
        from .compiler import SIDE, TYPE

        a, b = ({"count": {"side": SIDE[str(s)], "type": TYPE[str(k)]}} for s, k in ((side, kind), (side2, kind2)))
        return {_KEY[str(cmp)]: [a, b]}

    def cardr6_p_no_damage_roll_but_own(self) -> str:
        """「自軍効果以外ではダメージを受けず、ロールしない」 (overrides.PROTECTIONS, R-361)."""
        return "cardr6_no_damage_roll_but_own"

    def cardr6_random_hangar(self, side: Token, n: Token, to: Token) -> dict[str, Any]:
        """「敵軍手札1枚を、無作為に敵軍ハンガーに移す」 (R-362)."""
        from .compiler import SIDE

        out = {"do": "cardr6_random_hangar", "side": SIDE[str(side)], "count": int(str(n))}
        if str(side) != str(to):  # 「敵軍手札1枚を無作為に自軍ハンガーに移す」: the other side's hangar (family Z8, R-482)
            out["to"] = SIDE[str(to)]
        return out

    def cardr6_each_discard_draw(self, n: Token, _then: Token, m: Token) -> dict[str, Any]:
        """「全ての軍は、自分の手札1枚を、可能な限り選んで廃棄する。その後、廃棄した軍は、カード1枚を引く」 (R-363)."""
        return {"do": "cardr6_each_discard_draw", "count": int(str(n)), "draw": int(str(m))}

    def cardr6_s_hand_or_most(self, side: Token, n: Token, pick: tuple[Any, ...], _most: Token,
                              verb: Token) -> dict[str, Any]:
        """「敵軍は、自分の手札1枚、または自分のカード1枚を、可能な限り選んで廃棄する」: side_either, said so (R-364)."""
        either: dict[str, Any] = self.cardk6_s_hand_or(side, n, pick, verb)  # type: ignore[attr-defined]
        either["picks"][0]["wording"] = "cardr6_most"  # (how it was said: on the hand's pick, a verb with wordings)
        return either

    def cardr6_hand_under_draw(self, word: Token) -> dict[str, Any]:
        """「自軍手札1～2枚を持ち主の本国の下に移す事ができる。その場合、移した枚数だけカードを引く」 (R-365)."""
        return {"do": "cardr6_hand_under_draw", "count": {"upto": int(str(word).split("~")[1].split("枚")[0])}}
