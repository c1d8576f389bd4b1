"""Family K9 of the card-text compiler (issue 14): selectors, conditions and the long tail, round 4.

Grammar in grammar_cardk9.lark (when the family adds wordings). Helpers the core compiler and printer call
for the family's constructs live here; the printer's wordings are in print_cardk9.py.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


def cardk9_top_upto_x(step: dict[str, Any]) -> bool:
    """「…の上のカード1～X枚を見て」: a look whose number of cards looked at is at most X (P65)."""
    top = step.get("top")
    return step.get("do") == "search" and isinstance(top, dict) and top.get("upto") == "X"


def top_upto_value(steps: list[dict[str, Any]]) -> Any:
    """The value X stands for in 「上のカード1～X枚を見て」 (a look's `top` upto a value), if any."""
    for st in steps:
        top = st.get("top")
        if st.get("do") == "search" and isinstance(top, dict) and isinstance(top.get("upto"), dict):
            return top["upto"]
        inner = top_upto_value(list(st.get("steps", ())))
        if inner is not None:
            return inner
    return None


@v_args(inline=True)
class Cardk9Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardk9.lark)."""

    def cardk9_s_modify_per(self, t: Any, *parts: Any) -> dict[str, Any]:
        """「（target）は、（selector）N枚につき、ターン終了時まで+A/+B/+Cを得る」: A, B, C once for every N cards that fit,
        counted as the effect resolves (family V3's value per_count; P65), until the turn ends."""
        from .compiler import Unsupported, _selector

        *sel_parts, each, stats = parts
        if not all(isinstance(v, int) for v in stats) or int(str(each)) < 1:
            raise Unsupported("arithmetic on values")
        sel = _selector(tuple(sel_parts), {})
        per = [{"per_count": {"of": sel, "each": int(str(each)), "gives": v}} if v else 0 for v in stats]
        return {"do": "modify", "target": t, "stats": per, "until": "turn_end"}

    def cardk9_s_modify_per_self(self, *parts: Any) -> dict[str, Any]:
        return self.cardk9_s_modify_per("self", *parts)

    def cardk9_junk_turn_start(self, _said: Token, steps: list[dict[str, Any]]) -> Any:
        """「『恒常』：自軍ターン開始時に、このカードがジャンクヤードにある場合、…」 (family O5's cardo5junk.py)."""
        built = self.triggered({"on": "own_turn_start"}, steps)  # type: ignore[attr-defined]
        built.ability["condition"] = {"self_in": "junkyard"}
        return built
