"""Family R3 of issue 14 (grammar_cardr3.lark): cards named by where they are (「自軍手札1枚」), chosen on
resolution (「…を選んで…」), and the places they go (a home's top or bottom, the G zone in a roll state)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

_SIDE = {"自軍": "own", "敵軍": "enemy"}


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


def _rolled(state: Token) -> bool:
    return str(state) == "ロール状態"


@v_args(inline=True)
class Cardr3Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardr3.lark (a lark Transformer through `_Build`)."""

    def cardr3_hand_n(self, side: Token, n: Token) -> dict[str, Any]:
        """「自軍手札1枚」: cards of the own hand, any type (an enemy's hand is never chosen this way)."""
        if str(side) != "自軍":
            raise _unsupported("choosing from the enemy's hand")
        return {"side": "own", "zone": "hand", "count": int(str(n))}

    def cardr3_chosen(self, t: Any, do: dict[str, Any]) -> dict[str, Any]:
        """「…を選んで…」: the step's cards are picked when it resolves (P56, `choose: resolution`)."""
        if not isinstance(t, dict) or t.get("count") == "all" or "_ref" in t:
            raise _unsupported("選んで of this card, all cards or a target named before")
        zone = t.get("zone")
        zones: list[Any] = zone if isinstance(zone, list) else [zone]
        if do["do"] == "move" and do["to"] == "junkyard" and t.get("type") == "g" and zone is None:
            return {"do": "discard", "target": {**t, "choose": "resolution"}}  # 「自軍GX枚を選んで廃棄する」 (family Z8)
        if do["do"] == "move" and do["to"] == "junkyard" and not set(zones) <= {"hand", "hangar", "junkyard"}:
            raise _unsupported("選んで廃棄 of a card not in a hand, hangar or junkyard")
        if do["do"] == "cardr3_deploy_set":  # 「…を選んで、自軍配備エリアに…で出し、このカードをセットする」
            put = {"do": "put_into_play", "target": {**t, "choose": "resolution"}, "rolled": do["rolled"]}
            return _and_set(put, Token("CARDR3_SET", "できる" if do["may"] else "する"))
        if do["do"] == "cardr3_swap_top" and (t.get("zone") != "hand" or t.get("count") != do["count"]):
            raise _unsupported("入れ替える: not as many cards of the own hand")
        if do["do"] == "set_on" and t.get("type") != "character":
            raise _unsupported("setting a card that is not a character")
        return {**do, "target": {**t, "choose": "resolution"}}

    def cardr3_to_g(self, t: Any, state: Token) -> dict[str, Any]:
        """「…をロール状態で自軍Gにする」: made the player's G (P53) in the roll state said."""
        if not isinstance(t, dict) or not _g_source(t):
            raise _unsupported("a card made a G in a roll state, not from a hand")
        return {"do": "cardr3_place", "target": t, "to": "gzone", "rolled": _rolled(state)}

    def cardr3_d_owner_home(self, end: Token) -> dict[str, Any]:
        return {"do": "move", "to": "home_top" if str(end) == "上" else "home_bottom"}

    def cardr3_d_owner_either(self) -> dict[str, Any]:
        return {"do": "cardr3_place", "to": "home_either"}

    def cardr3_d_own_home(self, end: Token) -> dict[str, Any]:
        return {"do": "cardr3_place", "to": "home_top" if str(end) == "上" else "home_bottom", "wording": "own"}

    def cardr3_d_g(self, state: Token) -> dict[str, Any]:
        return {"do": "cardr3_place", "to": "gzone", "rolled": _rolled(state)}

    def cardr3_d_deploy(self, state: Token) -> dict[str, Any]:
        return {"do": "put_into_play", "rolled": _rolled(state)}

    def cardr3_d_roll(self) -> dict[str, Any]:
        return {"do": "roll"}

    def cardr3_d_reroll(self) -> dict[str, Any]:
        return {"do": "reroll"}

    def cardr3_d_destroy(self) -> dict[str, Any]:
        return {"do": "destroy"}

    def cardr3_d_set_unit(self) -> dict[str, Any]:
        """「…キャラ1枚を選んで、自軍ユニット1枚にセットする」: set on an own unit the player picks (P66, R-92)."""
        return {"do": "set_on", "onto": "own_unit"}

    def cardr3_d_swap_top(self, n: Token) -> dict[str, Any]:
        """「自軍手札1枚を選んで、自軍本国の上のカード1枚と入れ替える」: the chosen hand cards and the home's top cards
        change places (`cardr3_swap_top`, cardr3steps.py)."""
        return {"do": "cardr3_swap_top", "count": int(str(n))}

    def cardr3_d_discard(self) -> dict[str, Any]:
        return {"do": "move", "to": "junkyard"}

    def cardr3_random_g(self, side: Token, n: Token, to: Token) -> dict[str, Any]:
        """「敵軍手札1枚を無作為に敵軍Gにする」: N cards of that hand picked at random, made that side's G."""
        if str(side) != str(to):
            raise _unsupported("a hand's cards made the other side's G")
        return {"do": "cardr3_random", "side": _SIDE[str(side)], "count": int(str(n)), "to": "gzone"}

    def cardr3_c_no_character(self) -> dict[str, Any]:
        """「このカードにキャラがセットされていない」: this card has no character set on it (P66)."""
        return {"exists": {"self": True, "has_character": False}}

    def cardr3_look_all_set(self, zone: str, pick: dict[str, Any], state: Token, how: Token,
                            shuffled: str) -> dict[str, Any]:
        """「自軍本国のカードを全て見て、その中にある…1枚を、自軍配備エリアに…で出し、このカードをセットできる。その後、
        自軍本国をシャッフルする」: the look (P61) puts the unit in, then this card is set on it (P66)."""
        if shuffled != zone:
            raise _unsupported("shuffling another pile than the one looked through")
        look = {"do": "search", "side": "own", "zone": zone, **pick, "to": "deploy", "rolled": _rolled(state)}
        return _and_set(look, how)

    def cardr3_d_deploy_set(self, state: Token, how: Token) -> dict[str, Any]:
        return {"do": "cardr3_deploy_set", "rolled": _rolled(state), "may": str(how).endswith("できる")}

    def cardr3_on_set_on_battle(self, *parts: Any) -> dict[str, Any]:
        """「このカードが戦闘エリアにいる自軍ユニットにセットされた場合」: set on such a host (P66), as cardt's on_set_on."""
        from .compiler import _selector

        return {"on": "enters_field", "condition": {"exists": {"host": True, "zone": "battle", **_selector(parts, {})}}}

    def cardr3_side_does(self, side: Token, *parts: Any) -> dict[str, Any]:
        """「敵軍は、自分のG1枚をリロールできる」: that side's player picks their own cards and the step acts on
        them (`cardr3_side_does`, cardr3steps.py; ruling R-133)."""
        from .compiler import SIDE, _selector

        ints = [p for p in parts if isinstance(p, Token) and p.type == "INT"]
        quals = [p for p in parts if not (isinstance(p, Token) and p.type in ("INT", "CARDR3_SIDE_DO"))]
        did = str(parts[-1])
        sel = {**_selector(tuple(quals), {}), "side": SIDE[str(side)]}
        lo, hi = int(str(ints[0])), int(str(ints[-1]))
        count: Any = hi if len(ints) == 1 else {"from": lo, "upto": hi}
        verb = {"ロール": "roll", "リロール": "reroll", "廃棄": "discard", "破壊": "destroy", "持ち主の手札に移す": "bounce"}[
            did.removesuffix("する").removesuffix("できる")]
        return {"do": "cardr3_side_does", "side": SIDE[str(side)], "filter": {**sel, "count": count}, "then": verb,
                "may": did.endswith("できる")}

    def cardr3_at_turn_end_may(self, step: dict[str, Any]) -> dict[str, Any]:
        return {"do": "at_turn_end", "steps": [{"do": "optional", "steps": [step]}]}

    def cardr3_discard_random_may(self, side: Token, n: Token) -> dict[str, Any]:
        from .compiler import SIDE

        step = {"do": "discard_hand", "side": SIDE[str(side)], "count": int(str(n)), "random": True}
        return {"do": "optional", "steps": [step]}
    def cardr3_look_discard_may(self, pile: str, n: Token) -> dict[str, Any]:
        if int(str(n)) != 1 or pile != "home":
            raise _unsupported("looking at more than one card, then そのカード")
        return {"do": "cardr3_look_may", "side": "own", "count": 1, "to": "junkyard"}
    def cardr3_all_do(self, *parts: Any) -> dict[str, Any]:
        """「全ての軍は、自分の…1枚を…」: each player does it to their own cards, the controller first (R-80, R-133)."""
        return {**self.cardr3_side_does(Token("SIDE", "自軍"), *parts), "side": "any"}

    def cardr3_all_chosen(self, *parts: Any) -> dict[str, Any]:
        *rest, did = parts
        said = {"破壊する": "破壊する", "廃棄する": "廃棄する", "持ち主の手札に移す": "持ち主の手札に移す"}[str(did)]
        out = self.cardr3_all_do(*rest, Token("CARDR3_SIDE_DO", said))
        return {**out, "wording": "chosen"}
    def cardr3_target_deploy_set(self, t: Any, state: Token, how: Token) -> dict[str, Any]:
        if not isinstance(t, dict) or t.get("count") == "all":
            raise _unsupported("putting in this card or all cards, then setting this card")
        return _and_set({"do": "put_into_play", "target": t, "rolled": _rolled(state)}, how)

    def cardr3_to_enemy_hangar(self, t: Any) -> dict[str, Any]:
        """「敵軍ユニット1枚を敵軍ハンガーに移す」: an enemy card to its owner's hangar (P62)."""
        if not isinstance(t, dict) or t.get("side") != "enemy":
            raise _unsupported("a card not the enemy's to the enemy's hangar")
        return {"do": "cardr3_place", "target": t, "to": "enemy_hangar"}

def _and_set(step: dict[str, Any], how: Token) -> dict[str, Any]:
    """A step bringing a unit in, then this card set on that unit: `cardr3_and_set` (cardr3steps.py)."""
    out = {"do": "cardr3_and_set", "steps": [step]}
    return {"do": "optional", "steps": [out]} if str(how).endswith("できる") else out



def _g_source(t: dict[str, Any]) -> bool:
    """Where a card made a G in a roll state may come from (P53): a hand, a hangar or a junkyard (family G5 adds the
    last two), or an own card on the field (make_g discards its set cards, R-254); an enemy card on the field is not
    read here."""
    zone = t.get("zone")
    if zone is None or zone in ("battle", "deploy"):
        return t.get("side") == "own"
    return zone in ("hand", "hangar", "junkyard") or zone == ["hand", "hangar"]
