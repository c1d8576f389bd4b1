"""Family K6 of the card-text compiler (issue 14): selectors, protections and the long tail, part 3.

Grammar in grammar_cardk6.lark. `Cardk6Build` is a mixin of the compiler's transformer (compiler._Build);
the printer's wordings of the same constructs are in print_cardk6.py, the engine's verbs in cardk6steps.py.
"""

from __future__ import annotations

import re
from typing import Any, Final

from lark import Token, Transformer, Tree, v_args

WORDING_AND = "cardk6_and"
WORDING_THEN_IF = "cardk6_then_if"  # 「その後、（condition）場合、…」
WORDING_PM = "cardk6_pm"  # 「±3する」 (squad_power_pm)
WORDING_NAMED_OR_SELF = "cardk6_named_or_self"  # 「自軍「A」が場に出た、または自軍「A」がいる状態で、このカードが…」  # 「自分の手札1枚と自分のユニット1枚を選んで廃棄する」: a sequence said as one sentence


@v_args(inline=True)
class Cardk6Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardk6.lark)."""

    def cardk6_pick(self, *parts: Any) -> tuple[Any, ...]:
        return parts

    def cardk6_s_hand_or(self, side: Token, n: Token, pick: tuple[Any, ...], verb: Token) -> dict[str, Any]:
        return {"do": "side_either", "side": _side(side), "picks": [_hand(side, n, verb), _picks(side, pick, verb)]}

    def cardk6_s_hand_and(self, side: Token, n: Token, pick: tuple[Any, ...], verb: Token) -> dict[str, Any]:
        return {"do": "sequence", "steps": [_hand(side, n, verb), _picks(side, pick, verb)], "wording": WORDING_AND}

    def cardk6_q_min_melee(self, n: Token) -> dict[str, Any]:
        return {"min_melee": int(str(n))}

    def cardk6_q_max_melee(self, n: Token) -> dict[str, Any]:
        return {"max_melee": int(str(n))}

    def cardk6_q_max_melee_x(self) -> dict[str, Any]:
        return {"max_melee": "X"}

    def cardk6_ts_area_count(self, words: Token) -> dict[str, Any]:
        from .compiler import SIDE

        w = str(words)
        n = int("".join(ch for ch in w if ch.isdigit()))
        return {"exists": {"zone": "battle", "side": SIDE[w[6:8]], "type": "unit"}, "min": n}

    def cardk6_c_named(self, words: Token) -> dict[str, Any]:
        (side, name), = _NAMED.findall(str(words))
        return {"exists": {"side": _side(side), "name": name}}

    def cardk6_c_named_or(self, words: Token) -> dict[str, Any]:
        return {"any": [{"exists": {"side": _side(side), "name": name}} for side, name in _NAMED.findall(str(words))]}

    def cardk6_on_named_or_self_with(self, words: Token) -> dict[str, Any]:
        from .compiler import Unsupported

        (side, name), (side2, name2) = _NAMED.findall(str(words))
        if (side, name) != (side2, name2):
            raise Unsupported("「自軍「A」が場に出た、または自軍「B」がいる状態で…」 naming two cards")
        of = {"side": _side(side), "name": name}
        return {"on": "card_enters", "of": of, "also_on": ["played" if "プレイ" in str(words) else "enters_field"],
                "condition": {"exists": dict(of)}, "wording": WORDING_NAMED_OR_SELF}

    def cardk6_timed_cheaper_roll(self, *parts: Any) -> Any:
        """「（steps）。（condition）場合、このカードは、ロールコスト-1してプレイできる。」: the condition read by the grammar
        (a text of that condition alone), the play's roll cost lowered while it holds (cost cheaper_if, cheaper_roll_by)."""
        from .compiler import Compiled, Unsupported, compile_text

        words = str(parts[-1])
        m = re.fullmatch(r"(.+)場合このカードはロールコスト-(\d+)してプレイできる。", words)
        assert m is not None
        probe = compile_text(f"常時:{m.group(1)}場合カード1枚を引く。")
        cond = probe.ability.get("condition") if probe.ability else None
        if not isinstance(cond, dict):
            raise Unsupported("a cheaper play's condition")
        built = self.timed(*parts[:-1])  # type: ignore[attr-defined]
        ab = dict(built.ability)
        if "cheaper_if" in ab.get("cost", {}):
            raise Unsupported("two cheaper plays")
        return Compiled(ability={**ab, "cost": {**ab.get("cost", {}), "cheaper_if": cond,
                                                "cheaper_roll_by": int(m.group(2))}})

    def cardk6_q_area(self, words: Token) -> dict[str, Any]:
        return {"area": "space" if str(words) == "宇宙" else "earth"}

    def cardk6_s_squad_pm(self, t: Any, pm: Token) -> dict[str, Any]:
        return {"do": "squad_power_pm", "target": t, "amount": int(str(pm)[1:]), "wording": WORDING_PM}

    def cardk6_s_set_other_enemy(self, t: Any) -> dict[str, Any]:
        return {"do": "set_on", "target": t, "onto": "other_enemy"}

    def cardk6_then_if(self, cond: dict[str, Any], step: dict[str, Any]) -> dict[str, Any]:
        return {"do": "if", "condition": cond, "then": [step], "wording": WORDING_THEN_IF, "after": True}

    def cardk6_s_pick_or(self, side: Token, *parts: Any) -> dict[str, Any]:
        *first, pick, verb = parts
        return {"do": "side_either", "side": _side(side), "picks": [_picks(side, tuple(first), verb),
                                                                      _picks(side, pick, verb)]}


_NAMED: Final = re.compile(r"(自軍|敵軍)「([^「」]+)」")


def _side(side: Token | str) -> str:
    from .compiler import SIDE

    return str(SIDE[str(side)])


def _hand(side: Token, n: Token, verb: Token) -> dict[str, Any]:
    from .compiler import Unsupported

    if str(verb) != "廃棄する":
        raise Unsupported("a hand card picked for another verb than 廃棄する")
    return {"do": "discard_hand", "side": _side(side), "count": int(str(n))}


def _picks(side: Token, parts: tuple[Any, ...], verb: Token) -> dict[str, Any]:
    from .cardt2 import _PICKED
    from .compiler import _selector

    *quals, kind, n = (p for p in parts if not isinstance(p, Tree))
    sel = {**_selector((*quals, kind), {}), "side": _side(side)}
    return {"do": "side_picks", "side": _side(side), "filter": sel, "count": int(str(n)), "then": _PICKED[str(verb)]}

