"""Family B5 of the card-text compiler (issue 14): battle, sorties and damage, third round.

Grammar in grammar_cardb5.lark; `Cardb5Build` is a mixin of the compiler's transformer (compiler._Build).
The printer's wordings of the same constructs are in print_cardb5.py; the engine reads them in
engine/games/nexa/battleb5.py (condition side_dealt_unit) and effects.queue_trigger (watched also_on).
"""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

SIDE: Final = {"自軍": "own", "敵軍": "enemy"}
WEVENT: Final = {"card_enters": "場に出た", "card_attack_sortie": "攻撃に出撃した",
                 "card_defence_sortie": "防御に出撃した", "card_becomes_engaged": "交戦中となった"}
# qualifiers a chosen squad may carry (「ユニットが1枚のみの敵軍部隊1つ」, 「このカードと交戦中の敵軍部隊1つ」, 「「特徴：A」を持つ
#自軍ユニットと交戦中の敵軍部隊1つ」): read on the unit that stands for its squad (cardc.sq_chosen; P35, P70)
COLOUR: Final = {"白": "white", "青": "blue", "緑": "green", "黒": "black", "赤": "red", "茶": "brown", "紫": "purple"}
SQUAD_QUALS: Final = frozenset(("engaged", "same_area", "squad_units", "squad_min_units", "engaged_with"))
HOME_HIT: Final = {"本国に戦闘ダメージが与えられた場合": "given", "本国が戦闘ダメージを受けた場合": "taken"}


@v_args(inline=True)
class Cardb5Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardb5.lark)."""

    # ---- 「自軍部隊が、敵軍部隊に戦闘ダメージを与えている場合」 (P71)
    def cardb5_c_side_dealt_unit(self, side: Token) -> dict[str, Any]:
        return {"side_dealt_unit": SIDE[str(side)]}

    # ---- 「…自軍ユニットが、場に出た、または交戦中となった場合」 (P68)
    def cardb5_we_enters(self) -> str:
        return "card_enters"

    def cardb5_we_attack(self) -> str:
        return "card_attack_sortie"

    def cardb5_we_defence(self) -> str:
        return "card_defence_sortie"

    def cardb5_we_engaged(self) -> str:
        return "card_becomes_engaged"

    def cardb5_on_watched_or(self, *parts: Any) -> dict[str, Any]:
        from .cardc import _selector_of
        from .compiler import Unsupported

        *quals, first, second = parts
        if first == second:
            raise Unsupported("trigger: one event said twice")
        return {"on": first, "of": _selector_of(tuple(quals)), "also_on": [second], "wording": "b5_watched_or"}

    # ---- 「自軍本国に戦闘ダメージが与えられた場合」 (P35)
    def cardb5_on_home_battle_damaged(self, words: Token) -> dict[str, Any]:
        w = str(words)
        out: dict[str, Any] = {"on": f"{SIDE[w[:2]]}_home_battle_damaged"}
        if HOME_HIT[w[2:]] == "taken":
            out["wording"] = "b5_taken"
        return out

    # ---- 「ユニットが1枚のみの敵軍部隊1つ」, 「…と交戦中の敵軍部隊1つ」 (P35, P70)
    def cardb5_sq_sized(self, size: Token, *parts: Any) -> dict[str, Any]:
        w = str(size)
        n = int(w[len("ユニットが"):].split("枚")[0])
        return self.sq_chosen({"squad_min_units" if "以上" in w else "squad_units": n}, *parts)  # type: ignore[attr-defined,no-any-return]

    def cardb5_sq_engaged_with(self, ew: dict[str, Any], *parts: Any) -> dict[str, Any]:
        if ew.get("_said"):
            from .compiler import Unsupported

            raise Unsupported("squad: engaged with 対象N")
        return self.sq_chosen({"engaged_with": ew["engaged_with"]}, *parts)  # type: ignore[attr-defined,no-any-return]

    # ---- 「…部隊1つを指定する。このターン、対象が与える戦闘ダメージは、…両方で与えられる」 (R-168, R-322)
    def cardb5_s_designate_squad(self, sq: Any) -> dict[str, Any]:
        if not isinstance(sq, dict) or sq.get("count") == "all":
            from .compiler import Unsupported

            raise Unsupported("指定 of this card's squad or every squad")
        return {"do": "designate", "target": sq}

    def cardb5_s_both_speeds_of(self, t: Any) -> dict[str, Any]:
        if not (isinstance(t, dict) and "_ref" in t):
            from .compiler import Unsupported

            raise Unsupported("both speeds: a squad not declared before")
        return {"do": "both_speeds", "target": t, "until": "this_turn"}

    # ---- 「このカードが出撃している」 (P32, P33)
    def cardb5_cs_sortied(self) -> dict[str, Any]:
        return {"self_sortied": True}

    # ---- 「表にしたカードが、青のロールコストを持つ場合、A。黒のロールコストを持つ場合、B。」 (R-323)
    def cardb5_branch(self, words: Token, step: dict[str, Any]) -> dict[str, Any]:
        return {"do": "reveal_branch", "if": {"roll_colour": COLOUR[str(words)[0]]}, "steps": [step]}

    def cardb5_s_reveal_cases(self, zone: Any, n: Any, cond: dict[str, Any], step: dict[str, Any],
                              *rest: Any) -> dict[str, Any]:
        branches = [b for b in rest if isinstance(b, dict)]
        noted = any(isinstance(b, Token) for b in rest)
        out = self.reveal_block(zone, n, cond, step)  # type: ignore[attr-defined]
        if set(cond) != {"roll_colour"}:
            from .compiler import Unsupported

            raise Unsupported("cases of a card shown: other than roll-cost colours")
        return {**out, "also": branches, **({"both_note": True} if noted else {})}

    # ---- 「交戦中の敵軍部隊1つの部隊戦闘力を、部隊解散まで-4できる」
    def cardb5_s_squad_power_may(self, sq: Any, amount: Token) -> dict[str, Any]:
        return {"do": "optional", "steps": [self.s_squad_power(sq, amount)]}  # type: ignore[attr-defined]

    # ---- 「…は、可能な限り出撃する」 (R-324)
    def cardb5_st_must_sortie(self, target: Any, words: Token) -> dict[str, Any]:
        if target != "self" and (not isinstance(target, dict) or target.get("count") != "all"):
            from .compiler import Unsupported

            raise Unsupported("a sortie forced on some cards chosen")
        out: dict[str, Any] = {"apply": "status", "target": target, "status": "must_sortie"}
        if str(words).endswith("なければならない"):
            out["wording"] = 1
        return out

    def cardb5_s_must_sortie(self, target: Any) -> dict[str, Any]:
        return {"do": "status", "target": target, "status": "must_sortie", "until": "this_turn"}

    def cardb5_s_side_must_sortie(self, side: Token, target: Any) -> dict[str, Any]:
        return {**self.cardb5_s_must_sortie(target), "wording": f"b5_side_{SIDE[str(side)]}"}

    def cardb5_s_must_or_cannot_sortie(self, target: Any) -> dict[str, Any]:
        if not (isinstance(target, dict) and "_ref" not in target and isinstance(target.get("count"), int)):
            from .compiler import Unsupported

            raise Unsupported("可能な限り出撃する。または: not one chosen target")
        return {"do": "choose_one", "wording": "b5_sortie_or", "options": [
            {"label": {"ja": "可能な限り出撃する", "en": "Must sortie"}, "steps": [self.cardb5_s_must_sortie(target)]},
            {"label": {"ja": "出撃できない", "en": "Cannot sortie"},
             "steps": [{"do": "status", "target": {"_ref": 1}, "status": "cannot_sortie", "until": "this_turn"}]}]}

    # ---- chips into a battle area the player picks (R-325)
    def cardb5_ct_any_area(self) -> str:
        return "chip_area:any"

    def cardb5_ct_own_squad(self) -> str:
        return "chip_area:own_squad"

    # ---- 「ダメージを受けていない」, 「敵軍Gが4枚以下の」
    def cardb5_q_undamaged(self) -> dict[str, Any]:
        return {"damaged": False}

    def cardb5_c_at_most(self, side: Token, kind: Token, n: Token) -> dict[str, Any]:
        from .compiler import TYPE

        return {"not": {"exists": {"side": SIDE[str(side)], "type": TYPE[str(kind)]}, "min": int(str(n)) + 1}}

    # ---- 「敵軍本国に1ダメージ、または、敵軍ユニット1枚に2ダメージを与える」 (R-170)
    def cardb5_s_home_or_damage(self, side: Token, home_n: Token, t: Any, n: Token) -> dict[str, Any]:
        out: dict[str, Any] = self.cardz3_home_or_damage(side, t, n)  # type: ignore[attr-defined]
        out["options"][0]["steps"][0]["amount"] = int(str(home_n))
        return {**out, "wording": "b5_home_or"}

    # ---- 「このカードが、場に出たターン中に出撃した場合」 (P68)
    def cardb5_on_sortie_entered_turn(self) -> dict[str, Any]:
        return {"on": "sortie", "condition": {"entered_this_turn": True}, "wording": "b5_entered_turn"}

    # ---- 「このカードが、ユニットが3枚以上の部隊にいる状態で交戦中の場合」
    def cardb5_cs_squad_min_engaged(self, words: Token) -> dict[str, Any]:
        n = int(str(words)[len("ユニット"):].split("枚")[0])
        return {"all": [{"self_squad_min": n}, {"self_engaged": True}]}

    # ---- 「『起動』：このカードは、敵軍キャラと交戦中となった場合、廃棄される。」 (P70)
    def cardb5_topic_engaged_with(self, *parts: Any) -> Any:
        from .cardc import _selector_of

        *quals, steps = parts
        sel = _selector_of(tuple(quals))
        if sel.get("side") != "enemy" or {"engaged", "same_area"} & set(sel):
            from .compiler import Unsupported

            raise Unsupported("交戦中となった: engaged with other than an enemy card")
        out = self.triggered_topic({"on": "becomes_engaged"}, steps)  # type: ignore[attr-defined]
        out.ability.update({"condition": {"exists": {"engaged": True, "same_area": True, **sel}}, "wording": "b5_topic_with"})
        return out

    # ---- 「このカードの部隊の部隊戦闘力は、交戦中の場合、+2される」 (P35, P70)
    def cardb5_st_squad_power_engaged(self, amount: Token) -> dict[str, Any]:
        a = str(amount)
        if "X" in a:
            from .compiler import Unsupported

            raise Unsupported("X without its value")
        return {"apply": "squad_power", "target": "self", "amount": int(a), "condition": {"self_engaged": True}}

    # ---- 「このターン、自軍本国が受ける戦闘ダメージを、合計6まで減殺する」 (R-326)
    def cardb5_s_home_reduce(self, side: Token, n: Token) -> dict[str, Any]:
        return {"do": "home_reduce", "side": SIDE[str(side)], "amount": int(str(n)), "until": "this_turn"}
