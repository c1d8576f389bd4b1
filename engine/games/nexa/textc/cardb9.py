"""Family B9 of the card-text compiler (issue 14): battle, round 4.

Grammar in grammar_cardb9.lark; `Cardb9Build` is a mixin of the compiler's transformer (compiler._Build).
The printer's wordings of the same constructs are in print_cardb9.py.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


@v_args(inline=True)
class Cardb9Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardb9.lark)."""

    def cardb9_s_lose_mods_turn_first(self, target: Any) -> dict[str, Any]:
        """「このターン、対象は全ての戦闘修正を失う」: lose_mods (family T2), the turn said first."""
        return {"do": "sequence", "wording": "b9_turn_first",
                "steps": [{"do": "lose_mods", "target": target, "until": "turn_end"}]}

    def cardb9_s_no_sortie_lose_used(self, target: Any) -> dict[str, Any]:
        """「…は、このターン、出撃できず、対象の持つ全ての使用型テキストを、ターン終了時まで無効にする」."""
        return {"do": "sequence", "wording": "b9_no_sortie_lose_used", "steps": [
            {"do": "status", "target": target, "status": "cannot_sortie", "until": "this_turn"},
            {"do": "cardt8_lose_one", "target": {"_ref": 1}, "what": "used_all", "until": "turn_end"}]}

    def cardb9_s_to_empty_area(self, target: Any, area: Token) -> dict[str, Any]:
        """「…を、（自軍）ユニットがいない戦闘エリアに移す」: the area read once, each unit moved there (R-550)."""
        side = {"side": "own"} if str(area).startswith("自軍") else {}
        return {"do": "cardb9_empty_area", **side,
                "steps": [{"do": "to_area", "target": target, "area": "any", "position": "back"}]}
