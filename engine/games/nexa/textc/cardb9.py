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

    def cardb9_on_damaged(self, *sel: Any) -> dict[str, Any]:
        """「（selector）がダメージを受ける毎に」: trigger card_damaged with `of`, every time (R-551)."""
        from .cardc import _selector_of

        return {"on": "card_damaged", "of": _selector_of(tuple(sel)), "every": True}

    def cardb9_t_damaged(self, side: Token) -> dict[str, Any]:
        """「ダメージを受けた全ての敵軍ユニット」: the card the trigger heard (family V4's cause)."""
        from .compiler import SIDE

        return {"cause": f"damaged_{SIDE[str(side)]}", "count": "all"}

    def cardb9_ct_unit_area(self) -> str:
        """「…を、ユニットのいる戦闘エリアの任意の順番に出す」: family B5's chip_area, area unit_area (R-552)."""
        return "chip_area:unit_area"


def check(ability: dict[str, Any] | None) -> None:
    """「ダメージを受けた全ての敵軍ユニット」 only in a text heard by 「（that side's unit）がダメージを受ける毎に」 (R-551)."""
    if ability is None or not _names(ability.get("effect"), "damaged_"):
        return
    of = ability.get("of") or {}
    if ability.get("on") != "card_damaged" or not _names(ability.get("effect"), f"damaged_{of.get('side')}") \
            or _names(ability.get("effect"), "damaged_enemy" if of.get("side") == "own" else "damaged_own") \
            or of.get("type") != "unit":
        from .compiler import Unsupported

        raise Unsupported("ダメージを受けた全ての…ユニット without that trigger")


def _names(x: Any, cause: str) -> bool:
    if isinstance(x, dict):
        return str(x.get("cause", "")).startswith(cause) or any(_names(v, cause) for v in x.values())
    if isinstance(x, list):
        return any(_names(v, cause) for v in x)
    return False

