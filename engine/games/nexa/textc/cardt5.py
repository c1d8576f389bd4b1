"""Family T5 of the card-text compiler (issue 14): texts about texts and effects.

Grammar in grammar_cardt5.lark. `Cardt5Build` is a mixin of the compiler's transformer (compiler._Build);
the printer's wordings of the same constructs are in print_cardt5.py.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


@v_args(inline=True)
class Cardt5Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardt5.lark)."""

    def cardt5_timed_g_play(self, *parts: Any) -> Any:
        from .compiler import Compiled

        built = self.timed(*parts)  # type: ignore[attr-defined]
        ab = built.ability
        return Compiled(ability={**ab, "cost": {**ab.get("cost", {}), "g_play": True}})

    def cardt5_s_grant_any_or_modify(self, target: Any, *parts: Any) -> dict[str, Any]:
        from .compiler import SIMPLE_KW, _fixed

        *kws, stats = parts
        _fixed(stats)
        return {"do": "grant_any_or_modify", "target": target, "keywords": [SIMPLE_KW[str(k)] for k in kws],
                "stats": stats, "until": "turn_end"}

    def cardt5_st_gain_unlimited(self) -> dict[str, Any]:
        return {"apply": "gain_unlimited", "target": "self"}

    def cardt5_timed_cost_if(self, *parts: Any) -> Any:
        """「…。この効果のコストは、（condition）場合、〔N〕に変更される。」: cost keys changed_if / changed_to."""
        from .compiler import Compiled, Unsupported

        rest = list(parts)
        every = isinstance(rest[-1], Token) and rest[-1].type == "EVERY"
        if every:
            rest.pop()
        to = rest.pop()
        cond = rest.pop()
        built = self.timed(*rest)  # type: ignore[attr-defined]
        ab = dict(built.ability)
        if every != bool(ab.get("repeatable")) or set(to) != {"pay"} or set(ab.get("cost", {})) - {"pay"}:
            raise Unsupported("a cost changed to one of another kind")
        return Compiled(ability={**ab, "cost": {**ab.get("cost", {}), "changed_if": cond, "changed_to": to["pay"]}})

    def cardt5_c_set_on(self, *parts: Any) -> dict[str, Any]:
        from .compiler import Unsupported, _selector

        sel = _selector(parts, {})
        if "side" in sel or sel.get("type") != "unit":
            raise Unsupported("set on a card other than a unit")
        return {"exists": {**sel, "host": True}}

    def cardt5_c_set_with(self, *quals: Any) -> dict[str, Any]:
        from .compiler import Unsupported, _selector

        sel = _selector(quals, {})
        if "side" in sel or "type" in sel:
            raise Unsupported("a set character of a side")
        return {"exists": {**sel, "type": "character", "group": True}}

    def cardt5_q_series_or_trait(self, trait: Token) -> dict[str, Any]:
        return {"any_of": [{"same_series": True}, {"trait": str(trait)}]}

    def cardt5_on_group_text(self) -> dict[str, Any]:
        return {"on": "group_text_played"}

    def cardt5_on_card_text(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        return {"on": "card_text_played", "of": _selector(parts, {})}

    def cardt5_s_pay_most(self, side: Token, cost: dict[str, Any]) -> dict[str, Any]:
        from .compiler import SIDE, Unsupported

        if set(cost) != {"pay"} or set(cost["pay"]) != {"any"}:
            raise Unsupported("a payment as far as possible of a colour")
        return {"do": "pay_most", "side": SIDE[str(side)], "count": cost["pay"]["any"]}

    def cardt5_on_card_gain(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        return {"on": "card_gain_played", "of": _selector(parts, {})}

    def cardt5_s_set_onto(self, what: Any, onto: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        if not isinstance(onto, dict) or onto.get("type") != "unit" or onto.get("count") != 1:
            raise Unsupported("set onto something other than one unit")
        if what != "self" and (not isinstance(what, dict) or what.get("type") != "character"
                               or what.get("side", "own") != "own"):
            raise Unsupported("set something other than an own character")
        if "has_character" in onto:
            raise Unsupported("set onto a unit said to have a character or not")
        # P66: a unit takes one character, so only a unit without one is a place to set it (said by the rule, not the
        # text: `p66` tells the printer)
        return {"do": "set_onto", "target": what, "onto_unit": {**onto, "has_character": False}, "p66": True}

    def cardt5_s_set_onto_any(self, what: Any, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        onto = _selector(parts, {})
        step = self.cardt5_s_set_onto(what, {**onto, "count": 1})
        return {"do": "set_onto", "target": step["target"], "onto_any": {**onto, "count": 1}}  # (can_take on resolution)

    def cardt5_s_lock_both(self, side: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"do": "lock_plays_both", "side": SIDE[str(side)]}

    def cardt5_s_protect_this_turn(self, target: Any, status: str) -> dict[str, Any]:
        return {"do": "status", "target": target, "status": status, "until": "this_turn", "wording": "cardt5_after"}

    def cardt5_s_grant_this_turn(self, target: Any, kw: Token) -> dict[str, Any]:
        from .compiler import SIMPLE_KW, Unsupported

        if str(kw) not in SIMPLE_KW:
            raise Unsupported("a special effect with a cost gained this turn")

        return {"do": "grant_keyword", "target": target, "keyword": SIMPLE_KW[str(kw)], "until": "this_turn",
                "wording": "cardt5_after"}

    def cardt5_entered_turn_grant(self, kw: Token) -> Any:
        from .compiler import SIMPLE_KW, Compiled

        step = {"do": "grant_keyword", "target": "self", "keyword": SIMPLE_KW[str(kw)], "until": "turn_end",
                "wording": "cardt5_entered"}
        return Compiled(ability={"kind": "triggered", "on": "enters_field", "effect": [step]})
