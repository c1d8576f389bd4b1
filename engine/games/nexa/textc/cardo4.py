"""Family O4 of issue 14: rule overrides, durations and set cards (grammar_cardo4.lark)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


@v_args(inline=True)
class Cardo4Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardo4.lark (a lark Transformer through `_Build`)."""

    def cardo4_if_further_cut(self, cond: dict[str, Any], of: Token, status: str) -> dict[str, Any]:
        """「…場合、対象は、（さらに）カット終了時まで、<protection>」: if the condition holds, 対象 also gets the protection
        until the end of the cut (family O2's further, with the cut's duration)."""
        n = str(of)[len("場合対象"):].split("は")[0]
        target = {"_ref": int(n) if n else 1}
        return {"do": "if", "condition": cond, "wording": "further",  # bound as family O2's (compiler._bind_step)
                "then": [{"do": "status", "status": status, "until": "cut_end", "target": target}]}

    def cardo4_take_top_g_may(self, zone: str, n: Any) -> dict[str, Any]:
        """「自軍本国の上のカードN枚を、自軍Gにできる」: may put them as Gs (rerolled, P53), or not."""
        return {"do": "take_top", "side": "own", "zone": zone, "count": n, "to": "gzone", "rolled": False,
                "wording": "plain"}

    def cardo4_trigger_redirect(self, target: Any, event: str, to: dict[str, Any]) -> Any:
        """「『起動』：<cards>は、破壊されて廃棄される場合、廃棄される代わりに…」: family B's redirect (st_redirect), in
        force while the card is on the field; `header` keeps its 起動 for the printer."""
        from .compiler import Compiled

        app = self.st_redirect(target, event, to)  # type: ignore[attr-defined]
        return Compiled(ability={"kind": "static", "continuous": [{**app, "header": "trigger"}]})
