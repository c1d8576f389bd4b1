"""Family Z8 (issue 14): zones and moves, round 3 (grammar_cardz8.lark; printed by print_cardz8.py)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardz8Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardz8.lark (a lark Transformer through `_Build`)."""

    def cardz8_hold_out(self, t: Any, _out: Token, back: dict[str, Any]) -> dict[str, Any]:
        """「…を抜き出す。ターン終了時に、（抜き出した）対象を…」: the cards (their set groups) held out of play, back to
        their owner at the turn's end (R-480)."""
        if isinstance(t, dict) and t.get("zone") not in (None, "battle", "deploy"):
            raise _unsupported("抜き出す: a card not on the field")
        if back["to"] == "hand":
            raise _unsupported("抜き出したカードを持ち主の手札に: a card of the field")
        if bool(back.get("group")) != (isinstance(t, dict) and bool(t.get("whole_group"))):
            raise _unsupported("抜き出す: a set group brought back otherwise")
        return {"do": "cardz8_hold_out", "target": t, **back}

    def cardz8_hold_out_random(self, side: Token, n: Token, _out: Token, back: dict[str, Any]) -> dict[str, Any]:
        """「敵軍手札N枚を無作為に抜き出す。ターン終了時に、抜き出したカードを持ち主の手札に移す」 (P62 at random; R-480)."""
        from .compiler import SIDE

        if back["to"] != "hand":
            raise _unsupported("抜き出す: a hand's card brought back elsewhere")
        return {"do": "cardz8_hold_out", "side": SIDE[str(side)], "count": int(str(n)), "random": True, **back}

    def cardz8_then_hold_out(self, *parts: Any) -> dict[str, Any]:
        return {**self.cardz8_hold_out(*parts), "_then": True}

    def cardz8_then_hold_out_random(self, *parts: Any) -> dict[str, Any]:
        return {**self.cardz8_hold_out_random(*parts), "_then": True}

    def cardz8_back_deploy(self, state: Token) -> dict[str, Any]:
        """「（抜き出した）対象を持ち主の配備エリアにロール状態で出す」: the held cards enter their owner's deploy area."""
        return {"to": "deploy", "rolled": str(state) == "ロール状態"}

    def cardz8_back_group(self, state: Token) -> dict[str, Any]:
        """「（抜き出した）対象を1つのセットグループとして、持ち主の配備エリアに…出す」: the group enters whole (P66)."""
        return {"to": "deploy", "rolled": str(state) == "ロール状態", "group": True}

    def cardz8_back_hand(self) -> dict[str, Any]:
        """「抜き出したカードを持ち主の手札に移す」: the held cards go to their owner's hand."""
        return {"to": "hand"}

    def cardz8_to_squad(self, t: Any, at: Token, state: Token | None = None) -> dict[str, Any]:
        """「…を、このカードの部隊の先頭に（任意の順番に、リロール状態で）移す」: own units into this card's squad (R-481)."""
        if not isinstance(t, dict) or t.get("side") != "own" or t.get("type") != "unit" or "zone" in t:
            raise _unsupported("このカードの部隊に移す: a card other than an own unit of the field")
        out: dict[str, Any] = {"do": "cardz8_to_squad", "target": t,
                               "position": "front" if str(at) == "先頭" else "any"}
        if state is not None:
            out["rolled"] = str(state) == "ロール状態"
        return out

    def cardz8_d_enemy_hangar(self) -> dict[str, Any]:
        """「…を選んで、敵軍ハンガーに移す」: into the enemy's hangar (P62 ハンガー, R-482)."""
        return {"do": "to_hangar", "side": "enemy"}

    def cardz8_side_hand_to_other(self, side: Token, n: Token) -> dict[str, Any]:
        """「敵軍は、自分の手札N枚を選んで、相手のハンガーに移す」: that side picks, into the other's hangar (R-482)."""
        from .compiler import SIDE

        return {"do": "cardz8_hand_to_other_hangar", "side": SIDE[str(side)], "count": int(str(n))}

    def cardz8_whole_hand_hangar(self, tok: Token) -> dict[str, Any]:
        """「全ての敵軍手札を、自軍ハンガーに移す（。その後、敵軍は、移した枚数分だけ、カードを引く）」 (R-482)."""
        import re

        from .compiler import SIDE

        m = re.fullmatch(r"全ての(自軍|敵軍)手札を(自軍|敵軍)ハンガーに移す(?:。その後(自軍|敵軍)は移した枚数分だけカードを引く)?",
                         str(tok))
        assert m is not None
        side, to, drawer = m.groups()
        if side == to:
            raise _unsupported("全ての手札を: into the same side's hangar (family Z6's 自軍手札全て)")
        if drawer is not None and drawer != side:
            raise _unsupported("移した枚数分だけ: drawn by the other side")
        out: dict[str, Any] = {"do": "cardz8_whole_hand_hangar", "side": SIDE[side], "to": SIDE[to]}
        if drawer is not None:
            out["draw"] = True
        return out

    def cardz8_play_from_junk(self, _tok: Token) -> Any:
        """「『恒常』：このカードは、自軍ジャンクヤードにある場合、自軍ハンガーにあるかのように、プレイできる。」 (R-483)."""
        from .compiler import Compiled

        return Compiled(ability={"kind": "constant", "continuous": [{"apply": "cardz8_play_from_junk", "target": "self"}]})

    def _cardz8_enter(self, t: Any, state: Token, where: str) -> dict[str, Any]:
        if not isinstance(t, dict) or t.get("zone") in (None, "field", "battle", "deploy") or t.get("type") != "unit":
            raise _unsupported("…エリアに出す: not a unit off the field")
        return {"do": "cardz8_enter", "target": t, "where": where, "rolled": str(state) == "ロール状態"}

    def cardz8_enter_same_area(self, t: Any, state: Token, _put: Token) -> dict[str, Any]:
        """「…を、このカードと同じエリアにリロール状態で出す」 (R-484)."""
        return self._cardz8_enter(t, state, "same_area")

    def cardz8_enter_deploy_or_enemy(self, t: Any, state: Token, _put: Token) -> dict[str, Any]:
        """「…を、自軍配備エリア、または敵軍部隊がいる戦闘エリアに、リロール状態で出す」 (R-484)."""
        return self._cardz8_enter(t, state, "deploy_or_enemy_area")

    def cardz8_d_bounce(self) -> dict[str, Any]:
        """「…を選んで持ち主の手札に移す」: bounce, the cards picked on resolution (P56)."""
        return {"do": "bounce"}

    def cardz8_to_own_hand(self, t: Any) -> dict[str, Any]:
        """「自軍ジャンクヤードにある…を、自軍手札に移す」: the own junkyard's cards are the player's, so their owner's hand is the
        player's (P62; R-485); said of another place (a hangar may hold the enemy's cards) it is not read."""
        if not isinstance(t, dict) or t.get("side") != "own" or t.get("zone") != "junkyard":
            raise _unsupported("自軍手札に移す: a card not of the own junkyard")
        return {"do": "bounce", "target": t, "wording": "cardz8_own_hand"}

    def cardz8_hand_all_under(self) -> dict[str, Any]:
        """「自軍手札全てを、任意の順番で自軍本国の下に移す」 (R-486)."""
        return {"do": "cardz8_hand_under", "side": "own"}

    def cardz8_no_reroll_turn(self, t: Any) -> dict[str, Any]:
        """「このターン、対象は、リロールする事ができない」 (R-487)."""
        return {"do": "no_reroll", "target": t, "until": "turn_end"}

    def cardz8_roll_lock(self, t: Any, _tok: Token) -> dict[str, Any]:
        """「…をロールする。このターン、対象は、リロールする事ができない。」 (R-487)."""
        return {"do": "cardz8_roll_lock", "target": t}

    def cardz8_draw_per_rolled(self, n: Token) -> dict[str, Any]:
        """「ロールしたユニット1枚につき、カードN枚を引く」: per unit of the step before now rolled (R-488)."""
        return {"do": "cardz8_draw_per", "target": {"_ref": 1}, "count": int(str(n))}

    def cardz8_home_min_shield(self, side: Token, n: Token) -> dict[str, Any]:
        """「自軍本国は、このターン、N以上の戦闘ダメージを受けない」 (R-489)."""
        from .compiler import SIDE

        return {"do": "cardz8_home_min_shield", "side": SIDE[str(side)], "min": int(str(n))}

    def cardz8_home_reduce_from(self, tok: Token) -> dict[str, Any]:
        """「このターン、対象が自軍本国に与える戦闘ダメージはN減殺される」 (R-489)."""
        import re

        from .compiler import SIDE

        m = re.fullmatch(r"このターン対象が(自軍|敵軍)本国に与える戦闘ダメージは(\d+)減殺される", str(tok))
        assert m is not None
        return {"do": "cardz8_home_reduce_from", "side": SIDE[m.group(1)], "target": {"_ref": 1},
                "amount": int(m.group(2))}
