"""Family O9 of issue 14: rule overrides, durations and states, round 4 (grammar_cardo9.lark)."""

from __future__ import annotations

from typing import Any, Final

from lark import Transformer, v_args

SQUAD_TO_HOME: Final = "cardo9_squad_to_home"  # a chosen squad's battle damage goes to the enemy home (cardo9steps.py)


@v_args(inline=True)
class Cardo9Build(Transformer):  # type: ignore[type-arg]
    """Family O9's constructs (mixed into the compiler)."""

    def cardo9_s_squad_to_home(self, _turn: Any, squad: Any, _tail: Any) -> dict[str, Any]:
        """「このターン、交戦中の自軍部隊1つが与える戦闘ダメージは、敵軍部隊の代わりに敵軍本国に与えられる」 (R-520)."""
        from .compiler import Unsupported

        if not isinstance(squad, dict) or squad.get("side") != "own" or squad.get("count") != 1:
            raise Unsupported("replacement effect")
        return {"do": SQUAD_TO_HOME, "target": squad, "until": "turn_end"}
