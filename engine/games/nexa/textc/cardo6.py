"""Family O6 of issue 14: rule overrides, durations and states, round 2 (grammar_cardo6.lark)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

STAR_NOTE = "cardo6_star_note"  # 「（注：＊が加えられた数値は、０として扱う）」 on a line of its own
REFIT_ZONES = ["hand", "hangar"]  # 「自軍手札、または自軍ハンガーにある」: where 改装 takes its card from (P75)
STATE_ENTERED = "cardo6_state_entered"  # 「（presence）状態で、このカードが場に出た場合、（さらに）…」


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


def notes_fit(abilities: list[dict[str, Any]]) -> set[str]:
    """The notes of the family a card may print on a line of their own: the ＊ note after a text giving ＊
    (verb star_stats, family V5)."""
    return {STAR_NOTE} if "'do': 'star_stats'" in repr(abilities) else set()


def _steps_of(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for s in steps:
        out.append(s)
        for key in ("then", "steps", "else"):
            if isinstance(s.get(key), list):
                out.extend(_steps_of(s[key]))
    return out


def check(ability: dict[str, Any]) -> None:
    """「…状態で、このカードが場に出た場合、（さらに）…」 only in a text triggered by this card entering."""
    steps = _steps_of(ability.get("effect", []))
    said = any(s.get("wording") == STATE_ENTERED for s in steps)
    if said and (ability.get("kind") != "triggered" or ability.get("on") != "enters_field" or "condition" in ability):
        raise _unsupported("…状態でこのカードが場に出た場合: not in a text triggered by this card entering")


@v_args(inline=True)
class Cardo6Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardo6.lark (a lark Transformer through `_Build`)."""

    def cardo6_star_note(self, _note: Token) -> Any:
        from .compiler import Compiled

        return Compiled(reminder=STAR_NOTE)

    def cardo6_not_as_unit(self, _said: Token) -> Any:
        """「『恒常』：このカードは、ユニットとしてプレイできない。」: unplayable as a card, a G play left (R-371)."""
        from .compiler import Compiled

        return Compiled(ability={"kind": "constant", "continuous": [{"apply": "unplayable", "target": "self",
                                                                     "as_g": True}]})

    def cardo6_refit_total_of(self, target: Any, n: Token) -> dict[str, Any]:
        """「自軍手札、または自軍ハンガーにある、…全てのユニットは、「改装」の効果において、合計国力Nとして扱う」 (R-372)."""
        if not isinstance(target, dict) or target.get("count") != "all" or target.get("side") != "own" \
                or target.get("zone") != REFIT_ZONES:
            raise _unsupported("treat as (rule override)")
        return {"apply": "refit_total", "target": target, "total": int(str(n))}

    def cardo6_step_limit(self, who: Token, n: Token, verb: Token) -> dict[str, Any]:
        """「…1ステップに1回まで使用できる」: family O's use limit, counted in the step (limits.py, R-370)."""
        from .cardo import LIMIT_VERB

        limit: dict[str, Any] = {"count": int(str(n)), "verb": LIMIT_VERB[str(verb)], "per": "step"}
        if str(who) != "この効果は":
            limit["per_player"] = True
        return {"_limit": limit}

    def cardo6_state_entered_further(self, cond: dict[str, Any], _w: Token, step: dict[str, Any]) -> dict[str, Any]:
        """「（presence）状態で、このカードが場に出た場合、（さらに）（step）」: the step when the presence holds (P57)."""
        return {"do": "if", "condition": cond, "then": [step], "wording": STATE_ENTERED}
