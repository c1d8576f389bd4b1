"""Family Z3 (issue 14): zones, moving and leaving play (grammar_cardz3.lark)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

HOME_OR = "home_or"  # choose_one wording: 「<side>本国、または<target>に…」 (the mode is the kind of target, R-170)
_SIDE = {"自軍": "own", "敵軍": "enemy"}


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardz3Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardz3.lark (a lark Transformer through `_Build`)."""

    def cardz3_home_or_damage(self, side: Token, t: Any, n: Token) -> dict[str, Any]:
        """「敵軍本国、または敵軍ユニット1枚にNダメージを与える」: the home, or the cards (chosen on play, R-170)."""
        if str(n) == "X" or t == "self" or not isinstance(t, dict) or "_ref" in t:
            raise _unsupported("本国、または…に: X, this card or 対象")
        amount = int(str(n))
        return {"do": "choose_one", "wording": HOME_OR, "options": [
            {"label": {"ja": "本国", "en": "The home"},
             "steps": [{"do": "home_damage", "side": _SIDE[str(side)], "amount": amount}]},
            {"label": {"ja": "カード", "en": "The cards"},
             "steps": [{"do": "damage", "target": t, "amount": amount}]}]}

    def cardz3_to_own_deploy(self, t: Any, state: Token | None = None) -> dict[str, Any]:
        """「…を自軍配備エリアに（リロール状態で）移す」: a card on the field to the player's deploy area (R-171)."""
        if isinstance(t, dict) and (t.get("zone", "battle") not in ("battle", "deploy") or t.get("type") != "unit"):
            raise _unsupported("自軍配備エリアに移す: a card that is not a unit on the field")
        out: dict[str, Any] = {"do": "to_own_deploy", "target": t}
        if state is not None:
            out["rolled"] = str(state) == "ロール状態"
        return out
