"""Family G8 (issue 14): whose effect caused an event (grammar_cardg8.lark; printed by print_cardg8.py; engine:
cardg8cause.py, ruling R-490)."""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

NOT_OWN: Final = "cardg8_not_own"  # as cardg8cause.NOT_OWN
ENEMY: Final = "cardg8_enemy"
WORDING: Final = "cardg8_not_own"  # the trigger's wording key (print_cardg8.trigger)
WORDING_WILL: Final = "cardg8_not_own_will"  # the same, said 「…廃棄される場合」
DISCARDED_NOT_OWN: Final = "cardg8_discarded_not_own"  # as cardg8cause.DISCARDED_NOT_OWN
CHAR_PLAYED_SET: Final = "cardg8_char_played_set"  # a character was played and set on this card (R-497)
WORDING_SET_WITH: Final = "cardg8_set_with"  # 「（qualifiers）キャラがプレイされてこのカードにセットされた場合」
EITHER: Final = "cardg8_either"  # 「敵軍ACE、または敵軍コマンドがプレイされた場合」 (the wording of a type list)


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)
HOME_EVENT: Final = "own_cardg8_home_hit_not_own"


def _kind(words: Token) -> str:
    return ENEMY if str(words).startswith("敵軍") else NOT_OWN


@v_args(inline=True)
class Cardg8Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardg8.lark (a lark Transformer through `_Build`)."""

    def cardg8_q_destroyed_by(self, words: Token) -> dict[str, Any]:
        return {"destroyed_by": _kind(words)}

    def cardg8_cs_destroyed_by(self, words: Token) -> dict[str, Any]:
        return {"exists": {"self": True, "destroyed": True, "destroyed_by": _kind(words)}}

    def cardg8_on_destroyed_not_own(self, words: Token) -> dict[str, Any]:
        w = str(words)
        if "破壊" not in w:  # 「自軍効果以外で廃棄された（廃棄される）」 (R-493)
            return {"on": "to_junkyard", "condition": {"cardg8_self_left": DISCARDED_NOT_OWN},
                    "wording": WORDING if w.endswith("された") else WORDING_WILL}
        on = "destroyed_out" if w.endswith("廃棄される") else "destroyed"
        return {"on": on, "condition": {"self_destroyed_by": NOT_OWN}, "wording": WORDING}

    def cardg8_on_self_or_home_hit(self) -> dict[str, Any]:
        return {"on": "cardg8_hit_not_own", "also_on": [HOME_EVENT]}

    def cardg8_on_card_or_home_hit(self, *sel: Any) -> dict[str, Any]:
        from .cardc import _selector_of

        return {"on": "card_cardg8_hit_not_own", "of": _selector_of(tuple(sel)), "also_on": [HOME_EVENT]}

    def cardg8_c_home_or_hit(self, *sel: Any) -> dict[str, Any]:
        from .cardc import _selector_of

        return {"any": [{"cardg8_home_hit": "own"}, {"cardg8_hit_not_own": _selector_of(tuple(sel))}]}

    def cardg8_take_top_g_may(self, zone: str, n: Any, state: Token) -> dict[str, Any]:
        """「自軍本国の上のカードN枚を、ロール状態で自軍Gにできる」: may put them as Gs in that state (P53)."""
        return {"do": "take_top", "side": "own", "zone": zone, "count": n, "to": "gzone",
                "rolled": str(state) == "ロール状態"}

    def cardg8_extract_self_g(self, _words: Token) -> dict[str, Any]:
        """「このカードを抜き出し、リロール状態で自軍Gにする」 (R-491)."""
        return {"do": "cardg8_extract_g", "target": "self"}

    def cardg8_draw_range(self, lo: Token, hi: Token) -> dict[str, Any]:
        """「カードN～M枚を引く」: N to M cards, the number picked on resolution (R-492)."""
        a, b = int(str(lo)), int(str(hi))
        if not 0 < a < b:
            from .compiler import Unsupported

            raise Unsupported("カードN～M枚を引く: not a range")
        return {"do": "cardg8_draw_range", "side": "own", "min": a, "max": b}

    def cardg8_on_hit_other_text(self, *sel: Any) -> dict[str, Any]:
        """「この記述の効果以外で、（selector）がダメージを受ける毎に」 (R-494)."""
        from .cardc import _selector_of

        return {"on": "card_cardg8_hit_other_text", "of": _selector_of(tuple(sel)), "every": True}

    def cardg8_st_reduce_all(self, target: Any, words: Token, n: Token) -> dict[str, Any]:
        """「…が受ける全てのダメージは、N減殺される」: every damage, battle damage too (R-495)."""
        if not str(words).startswith("が受ける"):
            from .compiler import Unsupported

            raise Unsupported("…に与えられる全てのダメージは…減殺される")
        return {"apply": "cardg8_reduce_all", "target": target, "amount": int(str(n))}

    def cardg8_st_reduce_all_if(self, cond: dict[str, Any], target: Any, words: Token, n: Token) -> dict[str, Any]:
        return {**self.cardg8_st_reduce_all(target, words, n), "condition": cond}

    def cardg8_on_played(self, *parts: Any) -> dict[str, Any]:
        """「（selector）がプレイされた場合（される毎に）」 (R-496)."""
        from .cardc import _selector_of

        *sel, words = parts
        out: dict[str, Any] = {"on": "card_cardg8_played", "of": _selector_of(tuple(sel))}
        if str(words).endswith("毎に"):
            out["every"] = True
        return out

    def cardg8_on_either_played(self, side1: Token, type1: Token, side2: Token, type2: Token,
                                words: Token) -> dict[str, Any]:
        """「敵軍ACE、または敵軍コマンドがプレイされた場合」: a card of either type (R-496)."""
        from .compiler import SIDE, TYPE

        if str(side1) != str(side2) or str(type1) == str(type2):
            raise _unsupported("…、または…がプレイされた場合: two sides")
        out: dict[str, Any] = {"on": "card_cardg8_played", "of": {"side": SIDE[str(side1)],
                                                                  "type": [TYPE[str(type1)], TYPE[str(type2)]]},
                               "wording": EITHER}
        if str(words).endswith("毎に"):
            out["every"] = True
        return out

    def cardg8_evt_char_played_set(self) -> list[str]:
        return [CHAR_PLAYED_SET]

    def cardg8_on_char_played_set_with(self, *quals: Any) -> dict[str, Any]:
        """「このカードと同じ属性のGサインを持つキャラが、プレイされてこのカードにセットされた場合」 (R-497)."""
        from .compiler import _selector

        sel = _selector(quals, {})
        return {"on": CHAR_PLAYED_SET, "condition": {"exists": {**sel, "group": True, "type": "character"}},
                "wording": WORDING_SET_WITH}

    def cardg8_enemy_top_to_enemy_g(self, n: Any, state: Token) -> dict[str, Any]:
        """「敵軍本国の上のカードN枚を、ロール状態で敵軍Gにする」: the enemy's own G (P53)."""
        if not isinstance(n, int):
            raise _unsupported("敵軍本国の上のカード…を敵軍Gにする: a count other than N")
        return {"do": "take_top", "side": "enemy", "zone": "home", "count": n, "to": "gzone",
                "rolled": str(state) == "ロール状態", "cardg8_keeper_g": True}

    def cardg8_on_destruction_negated(self) -> dict[str, Any]:
        """「このカードの破壊が無効になった場合」 (P39)."""
        return {"on": "cardg8_destruction_negated"}

    def cardg8_on_left_not_own(self, *sel: Any) -> dict[str, Any]:
        """「（selector）が、自軍効果以外で場から離れた場合」 (R-493)."""
        from .cardc import _selector_of

        return {"on": "card_cardg8_left_not_own", "of": _selector_of(tuple(sel))}
