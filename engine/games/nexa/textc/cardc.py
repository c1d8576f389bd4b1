"""Family C of the card-text compiler (issue 14): selectors that refer to this card or to other
cards, and 破壊を無効にする. The grammar is grammar_cardc.lark; `CardcRules` is a mixin of the
compiler's transformer (compiler._Build), `print_step` and `QUALIFIERS` are the printer's wordings.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

KEYWORD_HELD = {"高機動": "high_mobility", "速攻": "first_strike", "強襲": "assault", "PS装甲": "ps_armor",
                "戦闘配備": "battle_ready", "クイック": "quick", "ステイ": "stay", "サイコミュ": "psycommu",
                "範囲兵器": "area_weapon", "クロスウェポン": "cross_weapon", "改装": "refit", "共有": "share",
                "ゲイン": "gain", "供給": "supply"}
_JA_KEYWORD = {v: k for k, v in KEYWORD_HELD.items()}
IMPLIED = "destroyed"  # 「…の破壊を無効にする」 names a destroyed card without saying 破壊されている


class CardcRules:
    """Transformer methods of grammar_cardc.lark (mixed into compiler._Build)."""

    @v_args(inline=True)
    def q_keyword(self, kw: Token) -> dict[str, Any]:
        return {"keyword": KEYWORD_HELD[str(kw)]}

    @v_args(inline=True)
    def q_max_cost_x(self) -> dict[str, Any]:
        return {"max_total_cost": "X"}

    @v_args(inline=True)
    def q_max_defence_x(self) -> dict[str, Any]:
        return {"max_defence": "X"}

    @v_args(inline=True)
    def s_save(self, t: Any) -> dict[str, Any]:
        if isinstance(t, dict) and IMPLIED not in t:
            t = {**t, IMPLIED: True}  # after `count`: the printer knows the text did not say it
        return {"do": "negate_destruction", "target": t}


def _unsaid(sel: dict[str, Any]) -> dict[str, Any]:
    keys = list(sel)
    if keys and keys[-1] == IMPLIED:
        return {k: v for k, v in sel.items() if k != IMPLIED}
    return sel


def print_step(s: dict[str, Any], targets: dict[str, Any], target: Any) -> str | None:
    """The canonical wording of a family-C step, or None for another family's verb."""
    if s["do"] == "negate_destruction":
        ref = s["target"]
        sel = targets.get(ref, ref) if isinstance(ref, str) and ref != "self" else ref
        said: str = target(_unsaid(sel) if isinstance(sel, dict) else sel, targets)
        return said + "の破壊を無効にする"
    return None


def _x_or(v: Any, word: str) -> str:
    return f"X{word}" if not isinstance(v, int) else f"{v}{word}"


QUALIFIERS: dict[str, Any] = {
    "keyword": lambda v: f"「{_JA_KEYWORD[v]}」を持つ",
    "max_total_cost": lambda v: _x_or(v, "以下の合計国力を持つ"),
    "max_defence": lambda v: _x_or(v, "以下の防御力を持つ"),
}


def selector_x(a: dict[str, Any]) -> Any:
    """The value X stands for when it sits in a target's qualifier (X以下の合計国力を持つ)."""
    for sel in a.get("targets", {}).values():
        for key in ("max_total_cost", "max_defence"):
            if isinstance(sel.get(key), dict):
                return sel[key]
    for st in a.get("effect", []):
        t = st.get("target")
        if isinstance(t, dict):
            for key in ("max_total_cost", "max_defence"):
                if isinstance(t.get(key), dict):
                    return t[key]
    return None
