"""Family O8 of issue 14: rule overrides, durations and states, round 3 (grammar_cardo8.lark)."""

from __future__ import annotations

import re
from typing import Any, Final

from lark import Token, Transformer, v_args

MOVED: Final = "moved_to_battle"  # this card moved into a battle area (places.move, cardo8rules.py)
MOVED_OF: Final = "card_moved_to_battle"  # a card matching `of` did
AREA_JA: Final = {"宇宙": "space", "地球": "earth"}
# 「…のロールコストの支払いにおいて」: what a card paying as a G pays for (pay_as_g's `for`, cardo8rules.py)
PAY_FOR: Final = {"カードのプレイ": "card", "自軍ユニットが持つ「サイコミュ」": "kw:psycommu",
                  "自軍ユニットが持つ「範囲兵器」": "kw:area_weapon",
                  "このカード以外の自軍カードが持つテキストのプレイとコマンドのプレイ": "other_text+command"}
PAY_FOR_TAIL: Final = "のロールコストの支払いにおいて"
BARE: Final = "cardo8_bare"  # said without 「（注：国力は発生しない）」
PLAYED_OR_FIELD: Final = ["deploy", "battle", "cut"]  # 「自軍ユニット1枚、または、プレイされている自軍ユニット1枚」
GUARD: Final = "cardo8_played_guard"  # 「…対象にならず、プレイが無効にならない」 (overrides.py)
TOTAL_TO_IF: Final = "cardo8_total_to_if"  # 「（condition）場合、このカードは、合計国力3としてプレイできる」
DISCARD_TO_JUNK: Final = "discard_to_junk"  # 「捨て山から自軍ジャンクヤードに移る場合」 (places.move)
REFIT_RESOLVED: Final = "cardo8_refit_resolved"  # 「…が持つ「改装」の効果がプレイされて解決された場合」
DISCARDED: Final = "cardo8_discarded"  # 「手札からプレイされて解決された場合、廃棄される代わりに自軍ハンガーに移る」

# 「このターン、…は、カット終了時まで、…」: the cut ends in the turn, so the first duration says nothing more
_TURN_THEN_CUT: Final = re.compile(r"(?<=[。:])このターン(?!中)([^。:]*?)はカット終了時まで")
# 「…を指定する。その場合、カット終了時まで、対象に与えられる全ての通常ダメージを、無効にする」: the damage the target would be
# dealt negated, i.e. the target is dealt none (family B3's no_normal_damage, 「通常ダメージを受けない」)
_NEGATE_DEALT: Final = re.compile(r"カット終了時まで対象(\d*)に与えられる全ての通常ダメージを無効にする")


# 「（常時）〔０〕：（常時）〔０〕：…」: a header said twice, a misprint of card lists
_HEADER_TWICE: Final = re.compile(r"^([^:。]{2,12}:)\1")


def normalise(s: str) -> str:
    """Family O8's folds of one meaning said two ways (textc/normalise.py calls it last)."""
    if s[:14].count(":") >= 2:
        s = _HEADER_TWICE.sub(r"\1", s)
    if "カット終了時まで" not in s:
        return s
    s = _TURN_THEN_CUT.sub(r"\1はカット終了時まで", s)
    return _NEGATE_DEALT.sub(r"対象\1はカット終了時まで通常ダメージを受けない", s)


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardo8Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardo8.lark (a lark Transformer through `_Build`)."""

    def cardo8_on_self_moved(self, tok: Token) -> dict[str, Any]:
        """「このカードが戦闘エリアに移動した場合」 / 「…宇宙エリアに…」: the area named read as it resolves (R-440)."""
        area = str(tok)[len("このカードが"):].split("エリア", 1)[0]
        if area == "戦闘":
            return {"on": MOVED}
        return {"on": MOVED, "condition": {"exists": {"self": True, "area": AREA_JA[area]}}, "wording": "cardo8_area"}

    def cardo8_on_watched_moved(self, *parts: Any) -> dict[str, Any]:
        """「敵軍ユニットが戦闘エリアに移動した場合」: a card that fits moved into a battle area."""
        from .cardc import _selector_of

        return {"on": MOVED_OF, "of": _selector_of(parts[:-1])}

    def cardo8_st_pay_as_g_for(self, target: Any, scope: Token, colour: str) -> dict[str, Any]:
        """「…は、（what）のロールコストの支払いにおいて、赤のGサインを持つ自軍Gとして扱う事ができる」 (R-441)."""
        return {"apply": "pay_as_g", "target": target, "colour": colour,
                "for": PAY_FOR[str(scope).removesuffix(PAY_FOR_TAIL)]}

    def cardo8_st_pay_as_g_for_bare(self, target: Any, scope: Token, colour: Token, _w: Token) -> dict[str, Any]:
        from .compiler import COLOUR

        return {**self.cardo8_st_pay_as_g_for(target, scope, COLOUR[str(colour)]), "wording": BARE}

    def cardo8_t_group_qual(self, *parts: Any) -> dict[str, Any]:
        """「このセットグループの「特徴：A」を持つユニット」: family A's t_group, with its qualifiers (P66)."""
        from .cardc import _selector_of

        sel = _selector_of(parts)
        return {"group": True, **sel, "count": "all"}

    def cardo8_st_hand_resolved_hangar(self, target: Any, _w: Token) -> dict[str, Any]:
        """「このカードは、手札からプレイされて解決された場合、廃棄される代わりに自軍ハンガーに移る」 (P77 置き換え)."""
        if target != "self":
            raise _unsupported("replacement effect")
        return {"apply": "redirect", "target": "self", "event": "resolved_from_hand", "to": "hangar", "wording": DISCARDED}

    def _plain(self, sel: Any) -> dict[str, Any]:
        if not isinstance(sel, dict) or not {"side", "count"} <= set(sel) <= {"side", "type", "count"} or sel["count"] != 1:
            raise _unsupported("duration: until end of this cut")
        return sel

    def cardo8_s_protect_or_played(self, first: Any, _w: Token, second: Any, status: str) -> dict[str, Any]:
        """「自軍ユニット1枚、または、プレイされている自軍ユニット1枚は、カット終了時まで…」: one card, on the field or in the cut."""
        if self._plain(first) != self._plain(second):
            raise _unsupported("duration: until end of this cut")
        return {"do": "status", "target": {**first, "zone": list(PLAYED_OR_FIELD)}, "status": status, "until": "cut_end"}

    def cardo8_s_played_guard(self, _w: Token, target: Any, _g: Token) -> dict[str, Any]:
        """「プレイされている自軍カード1枚は、カット終了時まで敵軍効果の対象にならず、プレイが無効にならない」 (R-442)."""
        return {"do": "status", "target": {**self._plain(target), "zone": "cut"}, "status": GUARD, "until": "cut_end"}

    def cardo8_c_fewer(self, side1: Token, type1: Token, side2: Token, type2: Token, _w: Token) -> dict[str, Any]:
        """「自軍ユニットの枚数が敵軍ユニットより少ない」: not (the first count at least the second)."""
        from .compiler import SIDE, TYPE

        a = {"side": SIDE[str(side1)], "type": TYPE[str(type1)]}
        b = {"side": SIDE[str(side2)], "type": TYPE[str(type2)]}
        return {"not": {"cardr6_at_least": [{"count": a}, {"count": b}]}}

    def cardo8_st_total_to_if(self, cond: dict[str, Any], target: Any, _w: Token, n: Token, _p: Token) -> dict[str, Any]:
        """「（condition）場合、このカードは、合計国力3としてプレイできる」: the total cost becomes N (P55) while it holds."""
        if target != "self":
            raise _unsupported("phrase: としてプレイできる")
        return {"apply": "cost", "target": "self", "total_to": int(str(n)), "condition": cond, "wording": TOTAL_TO_IF}

    def cardo8_ev_discard_junk(self, _w: Token) -> str:
        """「捨て山から自軍ジャンクヤードに移る場合、ジャンクヤードに移る」: the event a redirect replaces (R-444)."""
        return DISCARD_TO_JUNK

    def cardo8_on_refit_resolved(self, *parts: Any) -> dict[str, Any]:
        """「自軍ユニットが持つ「改装」の効果がプレイされて解決された場合」: card_refit_in of such units (P75, R-445)."""
        from .cardc import _selector_of

        sel = _selector_of(parts[:-1])
        if sel.get("type") != "unit":
            raise _unsupported("trigger: 「改装」 of a card other than a unit")
        return {"on": "card_refit_in", "of": sel, "wording": REFIT_RESOLVED}

    def cardo8_c_self_rerolled(self, _w: Token) -> dict[str, Any]:
        """「このカードがリロール状態の」: this card is not rolled (P57)."""
        return {"self_rolled": False}

    def cardo8_s_lose_other_turn(self, target: Any, _w: Token) -> dict[str, Any]:
        """「…が持つ、特殊効果以外の全てのテキストを、ターン終了時まで、無効にする」 (family T6's verb, R-411)."""
        return {"do": "cardt6_lose_other_texts", "target": target, "until": "turn_end"}

    def cardo8_q_kw_place(self, tok: Token) -> dict[str, Any]:
        """「「供給」を持つ自軍ユニットと同じエリアにいる」: in the area of such a unit (selector cardo8_place_of)."""
        from .compiler import COST_KW, SIDE, SIMPLE_KW

        m = re.match(r"「([^「」]+)」を持つ(自軍|敵軍)ユニットと同じエリアにいる", str(tok))
        assert m is not None
        kw = {**SIMPLE_KW, **COST_KW}.get(m.group(1))
        if kw is None:
            raise _unsupported("selector: the area of a card with that word")
        return {"cardo8_place_of": {"keyword": kw, "side": SIDE[m.group(2)], "type": "unit"}}

    def cardo8_s_protect_roll_upto(self, target: Any, tok: Token) -> dict[str, Any]:
        """「…は、カット終了時まで、X以下のロールコストを持つ敵軍コマンドの対象にならない」 (R-446)."""
        n = str(tok).split("以下", 1)[0]
        return {"do": "cardo8_protect_roll_upto", "target": target, "amount": "X" if n == "X" else int(n),
                "until": "cut_end"}

    def cardo8_s_roll_lock(self, t: Any, _w: Token) -> dict[str, Any]:
        """「対象は、ターン終了時にロールすると共に、次のターン中、リロールできない」 (R-447)."""
        if not isinstance(t, dict) or "_ref" not in t:
            raise _unsupported("phrase: はターン終了時にロールすると共に")
        return {"do": "at_turn_end", "steps": [{"do": "roll", "target": t},
                                               {"do": "no_reroll", "target": t, "until": "next_turn_end"}]}
