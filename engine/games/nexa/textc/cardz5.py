"""Family Z5 (issue 14): zones and moves, the long tail (grammar_cardz5.lark; printed by print_cardz5.py)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

HOME_AND = "cardz5_home_and"  # 「敵軍本国と、…にNダメージを与える」
FURTHER = "cardz5_further"  # 「（さらに）」: one more step (a wording of if and sequence)


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardz5Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardz5.lark (a lark Transformer through `_Build`)."""

    def cardz5_on_destroyed_out(self, *parts: Any) -> dict[str, Any]:
        """「（selector）が破壊されて廃棄された場合」: a card that fits destroyed and discarded (R-330)."""
        from .cardc import _selector_of

        *sel, words = parts
        out: dict[str, Any] = {"on": "card_destroyed_out", "of": _selector_of(tuple(sel))}
        if str(words).endswith("毎に"):
            out["every"] = True
        return out

    def cardz5_entered_turn_trigger(self, side: Token, name: Token, trig: dict[str, Any]) -> dict[str, Any]:
        """「このカード、または自軍「A」が場に出たターン中に、（trigger）場合」: heard only in such a turn (P68)."""
        from .compiler import SIDE

        if "condition" in trig or "wording" in trig:
            raise _unsupported("…が場に出たターン中に: a trigger with its own condition")
        return {**trig, "condition": entered_turn(SIDE[str(side)], str(name))}

    def cardz5_further_if(self, cond: dict[str, Any], step: dict[str, Any]) -> dict[str, Any]:
        """「（condition）場合、（さらに）…」: the step when the condition holds as the text resolves (P57)."""
        return {"do": "if", "condition": cond, "then": [step], "wording": FURTHER}

    def cardz5_further(self, step: dict[str, Any]) -> dict[str, Any]:
        return {"do": "sequence", "steps": [step], "wording": FURTHER}

    def cardz5_c_discard_is(self, side: Token, n: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"equal": [{"count": {"side": SIDE[str(side)], "zone": "discard"}}, int(str(n))]}

    def cardz5_c_hand_is(self, side: Token, n: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"equal": [{"hand_count": SIDE[str(side)]}, int(str(n))]}

    def cardz5_held_play(self, t: Any, what: dict[str, Any]) -> dict[str, Any]:
        """「このターン、（ハンガーにある）対象は、…」: the cards an earlier step moved, while in the hangar (R-332)."""
        if not isinstance(t, dict) or "_ref" not in t:
            raise _unsupported("（ハンガーにある）…: not a target an earlier step chose")
        return {"do": "held_play", "target": t, **what}

    def cardz5_hw_free(self) -> dict[str, Any]:
        return {"free": True}

    def cardz5_hw_total(self, n: Token) -> dict[str, Any]:
        if "X" in str(n) or int(str(n)) >= 0:
            raise _unsupported("（ハンガーにある）…: a total raised or X")
        return {"total": int(str(n))}

    def cardz5_hw_quick(self) -> dict[str, Any]:
        return {"keyword": "quick"}

    def cardz5_no_reroll(self, t: Any) -> dict[str, Any]:
        """「…は、このターンと次のターン、リロールできない」 (R-333)."""
        return {"do": "no_reroll", "target": t, "until": "next_turn_end"}

    def cardz5_on_played_or(self, event: list[str]) -> dict[str, Any]:
        return self.on_self_events(["played"], event)  # type: ignore[attr-defined,no-any-return]

    def cardz5_home_and_damage(self, side: Token, t: Any, n: Token) -> dict[str, Any]:
        """「敵軍本国と、…にNダメージを与える」: both, the home first."""
        from .compiler import SIDE

        amount: Any = "X" if str(n) == "X" else int(str(n))
        return {"do": "sequence", "wording": HOME_AND, "steps": [
            {"do": "home_damage", "side": SIDE[str(side)], "amount": amount},
            {"do": "damage", "target": t, "amount": amount}]}

    def cardz5_home_shield_next(self, side: Token) -> dict[str, Any]:
        """「次のターン、自軍本国は戦闘ダメージを受けない」 (R-334)."""
        from .compiler import SIDE

        return {"do": "home_shield", "side": SIDE[str(side)], "until": "next_turn_end", "wording": "pre"}

    def cardz5_if_same_gsign(self, step: dict[str, Any]) -> dict[str, Any]:
        """「対象が、それぞれ同じGサインを持つ場合、…」 (R-335)."""
        return {"do": "if_same_gsign", "target": {"_ref": 1}, "then": [step]}

    def cardz5_enemy_top_hangar(self, n: Token) -> dict[str, Any]:
        return {"do": "take_top", "side": "enemy", "zone": "home", "count": int(str(n)), "to": "hangar"}

    def cardz5_recovers_during(self, side: Token, words: Token) -> dict[str, Any]:
        """「自軍ターン中に自軍本国が回復した場合」: the recovery of family V3 (R-123), in that side's turns only."""
        from .compiler import SIDE

        trig: dict[str, Any] = self.cardv3_on_home_recovers(words)  # type: ignore[attr-defined]
        if trig.get("every"):
            raise _unsupported("…ターン中に…回復する毎に")
        return {**trig, "condition": {"turn": SIDE[str(side)]}}

    def cardz5_or_type(self, t: Token) -> Token:
        return t

    def cardz5_on_to_junk(self, side: Token, *parts: Any) -> dict[str, Any]:
        """「自軍ジャンクヤードに、…が（新たに）移動した場合」: a card that fits arrives there (R-331)."""
        return _to_junk("card_to_junkyard", side, parts)

    def cardz5_on_to_junk_from_play(self, side: Token, *parts: Any) -> dict[str, Any]:
        """「場、または手札から、敵軍ジャンクヤードに…が移動した場合」: from the field or the hand only (R-331)."""
        return _to_junk("card_to_junkyard_from_play", side, parts)


def _to_junk(on: str, side: Token, parts: tuple[Any, ...]) -> dict[str, Any]:
    from .cardc import _selector_of
    from .compiler import SIDE, TYPE

    *sel, words = parts
    types = [p for p in sel if isinstance(p, Token) and p.type == "TYPE"]
    rest = tuple(p for p in sel if not (isinstance(p, Token) and p.type == "TYPE"))
    of = _selector_of(rest)
    names = [TYPE[str(t)] for t in types if str(t) != "カード"]
    if len(types) == 2 and len(names) != 2:
        raise _unsupported("「カードかA」 arriving in a junkyard")
    if names:
        of["type"] = names[0] if len(names) == 1 else names
    of = {**of, "side": SIDE[str(side)], "zone": "junkyard"}
    out: dict[str, Any] = {"on": on, "of": of}
    if str(words).endswith("毎に"):
        out["every"] = True
    return out


def entered_turn(side: str, name: str) -> dict[str, Any]:
    """This card, or a card of `side` named `name`, entered the field this turn."""
    return {"any": [{"entered_this_turn": True}, {"exists": {"side": side, "name": name, "entered_this_turn": True}}]}
