"""Transformer rules of grammar_cardo.lark (issue 14 family O): texts that change a rule.

Mixed into compiler._Build; each method turns one rule into a continuous application that the
engine reads where the rule applies (costs.py for play costs, rulechanges.py for the others).
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

# 「…1ターンに1回まで使用できる／まで解決できる／しか起動しない」: the limit's verb (limits.py)
LIMIT_VERB = {"まで使用できる": "use", "まで解決できる": "resolve", "しか起動しない": "trigger"}
SORTIE_BAN = {"出撃できない": "cannot_sortie", "攻撃に出撃できない": "cannot_attack"}


def _signed(tok: Token) -> int | str:
    t = str(tok)
    return t if t[1:] == "X" else int(t)


@v_args(inline=True)
class CardoBuild(Transformer[Token, Any]):
    """Family O rules; the names match the aliases in grammar_cardo.lark."""

    # ---- play cost changes (P55; costs.py reads `apply: cost`)
    def play_cost(self, total: Token, roll: Token | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"total": _signed(total)}
        if roll is not None:
            out["roll"] = _signed(roll)
        return out

    def cost_note(self) -> dict[str, Any]:
        return {"note": "floor"}

    def _cost(self, target: Any, change: dict[str, Any]) -> dict[str, Any]:
        from .compiler import Unsupported

        if any(isinstance(v, str) for v in change.values()):
            raise Unsupported("X without its value")
        if any(v >= 0 for v in change.values()):
            raise Unsupported("a play cost raised by its own text")
        return {"apply": "cost", "target": target, **change}

    def st_play_cost(self, target: Any, change: dict[str, Any], note: dict[str, Any] | None = None) -> dict[str, Any]:
        return {**self._cost(target, change), **(note or {})}

    def st_play_cost_when(self, target: Any, cond: dict[str, Any], change: dict[str, Any]) -> dict[str, Any]:
        from .compiler import Unsupported

        if target != "self":
            raise Unsupported("a cost change of other cards with a presence condition")
        return {**self._cost(target, change), "condition": cond}

    def st_play_cost_x(self, target: Any, change: dict[str, Any], xdef: dict[str, Any]) -> dict[str, Any]:
        from .compiler import Unsupported

        if set(change.values()) != {"-X"}:
            raise Unsupported("X defined but not used")
        return {"apply": "cost", "target": target, **{k: {"neg": xdef["_x"]} for k in change}}

    # ---- the set rule (P66)
    def st_keyword_hold(self, side: Token, kw: Token, turn: Token) -> dict[str, Any]:
        from .compiler import SIDE, SIMPLE_KW, Unsupported

        keyword, whose, when = SIMPLE_KW[str(kw)], SIDE[str(side)], SIDE[str(turn)]
        if (keyword, whose, when) != ("ps_armor", "own", "enemy"):
            raise Unsupported("a special effect held: other than 自軍PS装甲 at the enemy turn start")
        return {"apply": "hold_keyword", "side": whose, "keyword": keyword, "turn_start": when}

    # ---- a special cost of rolling Gs of one of several colours (P55 4; rulechanges.roll_alternatives)
    def st_roll_either(self, *alts: dict[str, int]) -> dict[str, Any]:
        return {"apply": "roll_either", "target": "self", "either": list(alts)}

    def roll_alt(self, colour: Token, n: Token) -> dict[str, int]:
        from .compiler import COLOUR

        return {COLOUR[str(colour)]: int(str(n))}

    # ---- 減殺 of normal damage (reductions.py)
    def st_reduce_damage(self, target: Any, n: Token) -> dict[str, Any]:
        return {"apply": "reduce_damage", "target": target, "amount": int(str(n))}

    def s_reduce_damage(self, target: Any, until: Token, n: Token) -> dict[str, Any]:
        return {"do": "reduce_damage", "target": target, "amount": int(str(n)),
                "until": "turn_end" if str(until) == "このターン" else "step_end"}

    # ---- uses per turn (limits.py)
    def use_limit(self, who: Token, n: Token, verb: Token) -> dict[str, Any]:
        limit: dict[str, Any] = {"count": int(str(n)), "verb": LIMIT_VERB[str(verb)]}
        if str(who) != "この効果は":
            limit["per_player"] = True
        return {"_limit": limit}

    def triggered_limited(self, trig: dict[str, Any], steps: list[Any], limit: dict[str, Any]) -> Any:
        from .compiler import Compiled, Unsupported

        if limit["_limit"]["verb"] not in ("trigger", "apply"):  # apply: 「…度しか適用できない」 (family O3)
            raise Unsupported("a use limit of a 起動 text: not 起動しない")
        built = self.triggered(trig, steps)  # type: ignore[attr-defined]
        return Compiled(ability={**built.ability, "limit": limit["_limit"]})

    def timed_limited(self, *parts: Any) -> Any:
        from .compiler import Compiled, Unsupported

        *rest, limit = parts
        if limit["_limit"]["verb"] in ("trigger", "apply"):
            raise Unsupported("a use limit 起動しない of a text that is played")
        built = self.timed(*rest)  # type: ignore[attr-defined]
        return Compiled(ability={**built.ability, "limit": limit["_limit"]})


    # ---- sorties forbidden (battle.py reads the statuses)
    def st_no_sortie(self, target: Any, ban: Token) -> dict[str, Any]:
        from .compiler import Unsupported

        if target != "self" and target.get("count") != "all":
            raise Unsupported("a sortie forbidden to some cards chosen")
        return {"apply": "status", "target": target, "status": SORTIE_BAN[str(ban)]}

    def st_no_sortie_when(self, target: Any, qual: dict[str, Any], ban: Token) -> dict[str, Any]:
        from .compiler import Unsupported

        if target != "self" or set(qual) != {"has_character"}:
            raise Unsupported("a sortie forbidden while this card is otherwise")
        return {**self.st_no_sortie(target, ban), "condition": {"exists": {"self": True, **qual}}}

    # ---- texts that cannot be played (play.py reads the status)
    def s_no_texts(self, target: Any) -> dict[str, Any]:
        return {"do": "status", "target": target, "status": "no_texts", "until": "turn_end"}

    # ---- a set group rerolled only by this card's effects (rulechanges.reroll_locked)
    def st_reroll_lock(self, target: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        if target != {"group": True, "count": "all"}:  # 「このセットグループは」 (family K's target)
            raise Unsupported("a reroll lock on other cards")
        return {"apply": "reroll_lock", "target": target}

    # ---- a cheaper play chosen at a price (rulechanges.cost_option)
    def st_cost_option(self, target: Any, change: dict[str, Any], end: Token) -> dict[str, Any]:
        from .compiler import Unsupported

        if target != "self" or "roll" in change or not isinstance(change["total"], int) or change["total"] >= 0:
            raise Unsupported("a cheaper play at a price: other than 合計国力-N of this card")
        return {"apply": "cost_option", "target": "self", "total": change["total"],
                "discard_at": "cut_end" if str(end) == "カット終了時" else "turn_end"}
