"""Family K5 of the card-text compiler (issue 14): texts, selectors and the long tail, part 2.

Grammar in grammar_cardk5.lark. `Cardk5Build` is a mixin of the compiler's transformer (compiler._Build);
the printer's wordings of the same constructs are in print_cardk5.py.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

# `wording` of a continuous protection (apply status): its condition said before the card it protects
# (「…が5枚以上ある場合、このカードは、敵軍効果の対象にならない。」), not inside (the printer's default).
WORDING_COND_FIRST = 2
# 「このカードは、キャラがセットされている場合、…」: the condition of family B3's topic form (P66)
HAS_CHARACTER: dict[str, Any] = {"exists": {"self": True, "has_character": True}}


@v_args(inline=True)
class Cardk5Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardk5.lark)."""

    def st_protect_if(self, cond: dict[str, Any], target: Any, status: str) -> dict[str, Any]:
        """Family B's 「（condition）場合、…は、（protection）。」, its condition kept where the text said it."""
        out: dict[str, Any] = {"apply": "status", "target": target, "status": status, "condition": cond}
        if "exists" in cond:  # a presence: the printer's default says it inside (st_protect_when)
            out["wording"] = WORDING_COND_FIRST
        return out

    def cardk5_s_save_group(self) -> dict[str, Any]:
        return {"do": "negate_destruction", "target": {"group": True, "count": "all"}}

    def cardk5_on_self_or_named(self, side: Token, name: Token, watch: Token) -> dict[str, Any]:
        from .compiler import SIDE, Unsupported

        w = str(watch)
        if w.endswith("毎に"):
            raise Unsupported("このカード、または…が場に出る毎に")
        played = "プレイされて" in w
        return {"on": "card_played" if played else "card_enters", "of": {"side": SIDE[str(side)], "name": str(name)},
                "also_on": ["played" if played else "enters_field"]}

    def cardk5_s_draw_to(self, side: Token, n: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"do": "draw_to", "side": SIDE[str(side)], "count": int(str(n))}

    def cardk5_ts_has_character(self) -> dict[str, Any]:
        return dict(HAS_CHARACTER)

    def cardk5_s_modify_protect(self, target: Any, stats: list[Any], status: str) -> dict[str, Any]:
        from .compiler import _fixed

        _fixed(stats)
        return {"do": "modify_status", "target": target, "stats": stats, "status": status, "until": "turn_end"}

    def cardk5_at_next_draw(self, step: dict[str, Any]) -> dict[str, Any]:
        return {"do": "wait", "at": "next_draw", "steps": [step]}

    def st_cost_cond_first(self, cond: dict[str, Any], target: Any, change: dict[str, Any]) -> dict[str, Any]:
        """Family T2's 「（condition）場合、…は、ロールコスト-1してプレイできる。」, for other cards too: 「このカードが戦闘
        エリアにいる場合、自軍ハンガーにある全てのコマンドは、…」 (costs.py reads the condition of the text's card, P57)."""
        return {**self._cost(target, change), "condition": cond, "wording": "cond_first"}  # type: ignore[attr-defined]

    def cardk5_c_present_both(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        cut = next(i for i, p in enumerate(parts) if isinstance(p, Token) and p.type == "TYPE")
        first, second = _selector(parts[:cut + 1], {}), _selector(parts[cut + 1:], {})
        return {"all": [{"exists": first}, {"exists": second}]}

    def cardk5_on_enemy_turn_end(self) -> dict[str, Any]:
        return {"on": "enemy_turn_end"}

    def cardk5_c_all_rolled(self, side: Token, kind: Token) -> dict[str, Any]:
        from .compiler import SIDE, TYPE

        sel = {"side": SIDE[str(side)], "type": TYPE[str(kind)]}
        return {"equal": [{"count": sel}, {"count": {**sel, "rolled": True}}]}

    def cardk5_cost_either(self, a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
        from .compiler import COLOUR

        colours = set(COLOUR.values())
        if not all(len(x) == 1 and set(x) <= colours for x in (a, b)) or a == b:
            from .cardv5 import cost_either_rolled  # 〔1/R〕, 〔紫1/R〕 (family V5)

            return cost_either_rolled(a, b)
        return {"pay_either": [a, b]}

    def cardk5_c_hand_at_least(self, side: Token, n: Token) -> dict[str, Any]:
        return {"hand_at_least": _own_only(side, n)}

    def cardk5_c_hand_at_most(self, side: Token, n: Token) -> dict[str, Any]:
        if str(side) == "敵軍":  # 「敵軍手札が3枚以下の」 (family V5)
            return {"enemy_hand_at_most": int(str(n))}
        return {"hand_at_most": _own_only(side, n)}

    def cardk5_ts_in_deploy(self) -> dict[str, Any]:
        return {"self_in": "deploy"}

    def cardk5_ts_in_battle(self) -> dict[str, Any]:
        return {"self_in": "battle"}

    def cardk5_on_watched_destroyed(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        return {"on": "card_destroyed", "of": _selector(parts, {})}
    def cardk5_s_discard_upto(self, side: Token, n: Token) -> dict[str, Any]:
        return _discard_upto(side, n)

    def cardk5_s_reroll_to(self, *parts: Any) -> dict[str, Any]:
        from .compiler import SIDE, Unsupported

        *quals, side, kind, n, side2, kind2 = parts
        if quals != [{"rolled": False}] or str(side) != "自軍" or str(side2) != "自軍" or str(kind) != "G" \
                or str(kind2) != "G":
            raise Unsupported("rerolling cards up to N other than own Gs")
        return {"do": "optional", "steps": [{"do": "reroll_to", "side": SIDE[str(side)], "count": int(str(n))}]}
    def cardk5_s_units_down_to(self, n: Token) -> dict[str, Any]:
        return {"do": "units_down_to", "count": int(str(n))}


def _own_only(side: Token, n: Token) -> int:
    from .compiler import Unsupported

    if str(side) != "自軍":
        raise Unsupported("the enemy hand's size")
    return int(str(n))



def _discard_upto(side: Token, n: Token) -> dict[str, Any]:
    from .compiler import SIDE

    return {"do": "discard_hand", "side": SIDE[str(side)], "count": int(str(n)), "wording": "upto"}
