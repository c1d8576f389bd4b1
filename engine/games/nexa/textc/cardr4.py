"""Family R4 of issue 14 (grammar_cardr4.lark): a hand looked at and the cards the look takes (P61), a text that
cannot be used while a condition holds."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer, v_args

_SIDE = {"自軍": "own", "敵軍": "enemy"}


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


def _look_filter(parts: tuple[Any, ...]) -> tuple[dict[str, Any], Any]:
    """The qualifiers, type and count of 「その中にある…N枚」 as a search filter and count."""
    from .compiler import _selector

    *quals, kind, count = parts
    return _selector((*quals, kind), {}), count


def _recent(t: Any) -> dict[str, Any]:
    """Every card of the selector while it is in the turn it entered the field or the next (cardr4sel.py)."""
    if not isinstance(t, dict) or t.get("count") != "all":
        raise _unsupported("場に出たターンと次のターン中: not every card of a kind")
    return {**t, "cardr4_recent": True}


@v_args(inline=True)
class Cardr4Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardr4.lark (a lark Transformer through `_Build`)."""

    def cardr4_hand_to_g(self, *parts: Any) -> dict[str, Any]:
        """「敵軍手札を全て見て、その中にある…1枚を敵軍Gにする」: the player picks the card; it becomes its owner's G."""
        flt, count = _look_filter(parts)
        return {"do": "search", "side": "enemy", "zone": "hand", "filter": flt, "count": count, "to": "gzone"}

    def cardr4_q_has_gsign(self, _: Token) -> dict[str, Any]:
        return {"cardr4_gsign": True}

    def cardr4_q_keywords_any(self, word: Token) -> dict[str, Any]:
        """「「共有」「戦闘配備」を持つ」: a card with either special effect."""
        from .cardc import KEYWORD_HELD

        said = re.findall(r"「([^「」]+)」", str(word))
        names = list(dict.fromkeys(KEYWORD_HELD[k] for k in said))
        if len(names) != len(said):
            raise _unsupported("「A」「A」を持つ: one special effect twice")
        return {"cardr4_kw_any": names}

    def cardr4_q_multi_roll(self) -> dict[str, Any]:
        return {"cardr4_min_roll": 2}

    def cardr4_q_rolls_at_least(self, n: Token) -> dict[str, Any]:
        """「ロールコストを2つ以上持つ」: a roll cost of N or more (P9), as 複数の says it for 2."""
        return {"cardr4_rolls_at_least": int(str(n))}

    def cardr4_q_roll_min(self, n: Token) -> dict[str, Any]:
        """「3以上のロールコストを持つ」: a roll cost of N or more (P9)."""
        return {"cardr4_roll_min": int(str(n))}

    def cardr4_st_recent_keyword(self, t: Any, _: Token, kw: Token) -> dict[str, Any]:
        """「全ての自軍ユニットは、（そのユニットが）場に出たターンと次のターン中、「速攻」を得る」 (P74)."""
        from .compiler import SIMPLE_KW

        return {"apply": "keyword", "target": _recent(t), "keyword": SIMPLE_KW[str(kw)]}

    def cardr4_st_recent_no_battle_damage(self, t: Any, _: Token) -> dict[str, Any]:
        """「…場に出たターンと次のターン中、戦闘ダメージを受けない」 (P35, R-161)."""
        return {"apply": "status", "target": _recent(t), "status": "no_battle_damage_taken"}

    def cardr4_reveal_take_all(self, pile: str, n: Any, *parts: Any) -> dict[str, Any]:
        """「自軍本国の上のカード1～3枚を表にして、その中にある…全てのカードを自軍手札に移す」: shown, every one that fits."""
        from .compiler import _selector

        if pile != "home":
            raise _unsupported("showing the top cards of another pile and taking every one that fits")
        flt = _selector(tuple(p for p in parts if not (isinstance(p, Token) and p.type == "ALL")), {})
        return {"do": "search", "side": "own", "zone": "home", "top": n, "filter": flt, "cardr4_all": True,
                "to": "hand", "reveal": True, "wording": "cardr4_shown"}

    def cardr4_look_to_discard(self, where: dict[str, Any]) -> dict[str, Any]:
        """「…を見て、その中にある任意の枚数のカードを、任意の順番で自軍捨て山の上に移す」: any of them, in the order picked."""
        top = where["top"]
        if where.get("zone") != "home" or where.get("side", "own") != "own":
            raise _unsupported("looking at another pile, then onto the discard pile")
        most = top["upto"] if isinstance(top, dict) else top
        if not isinstance(most, int):
            raise _unsupported("any number of X cards looked at")
        return {"do": "search", "side": "own", "zone": "home", "top": top, "filter": {}, "count": {"upto": most},
                "to": "discard", "wording": "cardr4_any_order"}

    def cardr4_t_junk_name(self, word: Token, n: Token) -> dict[str, Any]:
        """「自軍ジャンクヤードにある「バグ」1枚」: cards of that name in the own junkyard."""
        name = str(word).split("「", 1)[1].rstrip("」")
        return {"side": "own", "zone": "junkyard", "name": name, "count": int(str(n))}

    def cardr4_hand_blank_may(self, *parts: Any) -> dict[str, Any]:
        """「敵軍手札を全て見て、その中にあるカード1枚を、記述を持たないセットカードとして、このカードにセットできる」."""
        flt, count = _look_filter(parts)
        if isinstance(count, dict):
            raise _unsupported("a range of cards set without a description from a hand")
        return {"do": "cardr4_hand_blank", "side": "enemy", "filter": flt, "count": count, "face": "up"}

    def cardr4_side_blank(self, side: Token, n: Token, face: Token) -> dict[str, Any]:
        """「敵軍は、自分の手札1枚を選んで、記述を持たないセットカードとして、このカードに裏向きでセットする」: that
        player picks from their own hand (R-210)."""
        who = _SIDE[str(side)]
        return {"do": "cardr4_hand_blank", "side": who, "chooser": who, "filter": {}, "count": int(str(n)),
                "face": "down" if str(face) == "裏向き" else "up"}

    def cardr4_look_then_if(self, side: Token, *parts: Any) -> dict[str, Any]:
        """「敵軍手札を全て見る。その中に、ユニット以外のカードがある場合、…」: the look, then the step if that hand holds
        such a card (the look changes nothing, so the condition is read on the hand as it is)."""
        from .compiler import _selector

        *quals, kind, step = parts
        if "_ref" in repr(step) or "'count': 1" in repr(step.get("target", "")):
            raise _unsupported("a chosen target under その中に…場合")
        who = _SIDE[str(side)]
        sel = {**_selector((*quals, kind), {}), "side": who, "zone": "hand"}
        return {"do": "sequence", "wording": "cardr4_look_if",
                "steps": [{"do": "look_hand", "side": who},
                          {"do": "if", "condition": {"exists": sel}, "then": [step]}]}

    def cardr4_timed_unusable(self, *parts: Any) -> Any:
        """「…。この効果は、（condition）場合、使用できない。」: the text is played only while the condition does not hold."""
        *rest, unusable = parts
        out = self.timed(*rest)  # type: ignore[attr-defined]
        ab = dict(out.ability)
        if "condition" in ab:
            raise _unsupported("a text with a condition and a condition it cannot be used under")
        ab["condition"] = {"not": unusable}
        ab["wording"] = "cardr4_unusable"
        return type(out)(ability=ab)

    def cardr4_unusable(self, _: Token, side: Token) -> dict[str, Any]:
        """「記述を持たない自軍セットカードがある」: an own set card without a description (R-152) is on the field."""
        return {"exists": {"side": _SIDE[str(side)], "set_card": True, "cardr4_blank": True}}
