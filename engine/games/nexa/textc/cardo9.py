"""Family O9 of issue 14: rule overrides, durations and states, round 4 (grammar_cardo9.lark)."""

from __future__ import annotations

from typing import Any, Final

from lark import Transformer, v_args

WITH: Final = "cardo9_with"  # the keyword said with the cheaper play after it (「…を得ると共に、合計国力-1してプレイできる」)
AND: Final = "cardo9_and"  # the cheaper play said after the keyword
MARK: Final = "_cardo9_play_retarget"
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

    def cardo9_play_retarget_marker(self, cond: dict[str, Any], other: Any, _how: Any) -> dict[str, Any]:
        """「（condition）場合、この効果の対象部分は『…のプレイ』に変更できる」: merged into the step before (R-521)."""
        return {MARK: (cond, other)}

    def cardo9_st_during_kw_cheaper(self, when: Any, _during: Any, target: Any, kw: Any, _and: Any,
                                    change: dict[str, Any]) -> list[dict[str, Any]]:
        """「防御ステップ中、（cards in the hand）は、「A」を得ると共に、合計国力-1してプレイできる」 (R-522)."""
        from .compiler import SIMPLE_KW, WHEN, Unsupported

        if WHEN[str(when)] == "any" or not isinstance(target, dict) or target.get("zone") != "hand" \
                or target.get("count") != "all" or str(kw) not in SIMPLE_KW:
            raise Unsupported("phrase: 防御ステップ中自軍手…")
        cond = {"phase": WHEN[str(when)]}
        cost = self.st_play_cost(target, change)  # type: ignore[attr-defined]  # family O's
        return [{"apply": "keyword", "target": target, "keyword": SIMPLE_KW[str(kw)], "wording": WITH, "condition": cond},
                {**cost, "condition": cond, "wording": AND}]


def merge_play_retargets(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each play-retarget marker made `instead` (may, cond_first) of the negate_play step before it (R-521)."""
    if not any(MARK in st for st in steps):
        return steps
    from .compiler import Unsupported

    out: list[dict[str, Any]] = []
    for st in steps:
        if MARK not in st:
            out.append(st)
            continue
        cond, other = st[MARK]
        if not out or out[-1].get("do") != "negate_play" or "instead" in out[-1]["play"]:
            raise Unsupported("この効果の対象部分は…のプレイ with no play negated before it")
        if not isinstance(other, dict) or other.get("count") != 1 or set(other) - {"side", "type", "not_type", "count"}:
            raise Unsupported("この効果の対象部分は…のプレイ: not one card's play")
        sel = {k: v for k, v in other.items() if k != "count"}
        step = out.pop()
        out.append({**step, "play": {**step["play"], "instead": {"if": cond, "sel": sel, "may": True,
                                                                 "wording": "cond_first"}}})
    return out
