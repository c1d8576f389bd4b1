"""Family T6 of the card-text compiler (issue 14): texts about texts and effects, second round
(grammar_cardt6.lark; printed back by print_cardt6.py)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

WORDING_INSIDE = 61  # a 常駐 status with its condition said after the cards (status wording is an int: cardk4's 3, cardk5's 2)


@v_args(inline=True)
class Cardt6Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardt6.lark)."""

    def cardt6_st_lose_text(self, target: Any) -> dict[str, Any]:
        """「…が持つ全てのテキストを無効にする」 as a 常駐 text: the cards have no texts while it is in force (R-410)."""
        return {"apply": "lose_text", "target": target}

    def cardt6_st_lose_text_passive(self, target: Any) -> dict[str, Any]:
        """「…が持つ全てのテキストは、無効になる」: the same application, said of the cards."""
        return {"apply": "lose_text", "target": target, "wording": "passive"}

    def cardt6_s_lose_other(self, target: Any) -> dict[str, Any]:
        """「…は、このターン、特殊効果以外の全てのテキストが無効になる」: the special effects stay (R-411)."""
        return {"do": "cardt6_lose_other_texts", "target": target, "until": "this_turn"}

    def cardt6_s_lose_other_protect(self, target: Any, status: str) -> dict[str, Any]:
        """「…が無効になると共に、（protection）」: the protection for this turn too."""
        return {"do": "cardt6_lose_other_texts", "target": target, "until": "this_turn", "and_status": status}

    def cardt6_retarget_marker(self, cond: dict[str, Any], other: Any, how: Token) -> dict[str, Any]:
        """「（condition）場合、この効果の対象部分は…に変更される」: merged into the step before (merge_retargets)."""
        return {"_cardt6_retarget": (cond, other, str(how))}


def merge_retargets(build: Any, steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each 「（condition）場合、この効果の対象部分は…」 marker sentence made family S2's `instead` of the step before it
    (cards2.s2_retarget: its checks and ruling R-90), said with the condition first (wording cond_first)."""
    if not any("_cardt6_retarget" in st for st in steps):
        return steps
    from .compiler import Unsupported

    out: list[dict[str, Any]] = []
    for st in steps:
        if "_cardt6_retarget" not in st:
            out.append(st)
            continue
        if not out or "_cardt6_retarget" in out[-1]:
            raise Unsupported("この効果の対象部分は with no step before it")
        cond, other, how = st["_cardt6_retarget"]
        step = build.s2_retarget(out.pop(), cond, other, how)
        step["target"]["instead"]["wording"] = "cond_first"
        out.append(step)
    return out


@v_args(inline=True)
class Cardt6Protections(Transformer[Token, Any]):
    """Protections of family T6 (the `protection` rule of grammar_cardb.lark, extended)."""

    def cardt6_p_ps_stay(self, _word: Token) -> str:
        return "ps_stay"

    def cardt6_st_ps_stay_turn(self, target: Any, side: Token) -> dict[str, Any]:
        """「このカードは敵軍ターン中、「PS装甲」の効果では移動しない」: family K4's protection in one side's turns."""
        return self.cardk4_st_protect_turn(target, side, "ps_stay")  # type: ignore[attr-defined, no-any-return]

    def cardt6_st_ps_stay_series(self, phrase: Token) -> dict[str, Any]:
        """「このカードは、このカードと同じ属性のGサインを持つ自軍GがN枚以上ある場合、「PS装甲」の効果では移動しない」."""
        n = int("".join(ch for ch in str(phrase) if ch.isdigit()))
        cond = {"exists": {"same_series": True, "side": "own", "type": "g"}, "min": n}
        return {"apply": "status", "target": "self", "status": "ps_stay", "condition": cond, "wording": WORDING_INSIDE}
