"""Family Z8 (issue 14): zones and moves, round 3 (grammar_cardz8.lark; printed by print_cardz8.py)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardz8Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardz8.lark (a lark Transformer through `_Build`)."""

    def cardz8_hold_out(self, t: Any, _out: Token, back: dict[str, Any]) -> dict[str, Any]:
        """「…を抜き出す。ターン終了時に、（抜き出した）対象を…」: the cards (their set groups) held out of play, back to
        their owner at the turn's end (R-480)."""
        if isinstance(t, dict) and t.get("zone") not in (None, "battle", "deploy"):
            raise _unsupported("抜き出す: a card not on the field")
        if back["to"] == "hand":
            raise _unsupported("抜き出したカードを持ち主の手札に: a card of the field")
        if bool(back.get("group")) != (isinstance(t, dict) and bool(t.get("whole_group"))):
            raise _unsupported("抜き出す: a set group brought back otherwise")
        return {"do": "cardz8_hold_out", "target": t, **back}

    def cardz8_hold_out_random(self, side: Token, n: Token, _out: Token, back: dict[str, Any]) -> dict[str, Any]:
        """「敵軍手札N枚を無作為に抜き出す。ターン終了時に、抜き出したカードを持ち主の手札に移す」 (P62 at random; R-480)."""
        from .compiler import SIDE

        if back["to"] != "hand":
            raise _unsupported("抜き出す: a hand's card brought back elsewhere")
        return {"do": "cardz8_hold_out", "side": SIDE[str(side)], "count": int(str(n)), "random": True, **back}

    def cardz8_then_hold_out(self, *parts: Any) -> dict[str, Any]:
        return {**self.cardz8_hold_out(*parts), "_then": True}

    def cardz8_then_hold_out_random(self, *parts: Any) -> dict[str, Any]:
        return {**self.cardz8_hold_out_random(*parts), "_then": True}

    def cardz8_back_deploy(self, state: Token) -> dict[str, Any]:
        """「（抜き出した）対象を持ち主の配備エリアにロール状態で出す」: the held cards enter their owner's deploy area."""
        return {"to": "deploy", "rolled": str(state) == "ロール状態"}

    def cardz8_back_group(self, state: Token) -> dict[str, Any]:
        """「（抜き出した）対象を1つのセットグループとして、持ち主の配備エリアに…出す」: the group enters whole (P66)."""
        return {"to": "deploy", "rolled": str(state) == "ロール状態", "group": True}

    def cardz8_back_hand(self) -> dict[str, Any]:
        """「抜き出したカードを持ち主の手札に移す」: the held cards go to their owner's hand."""
        return {"to": "hand"}
