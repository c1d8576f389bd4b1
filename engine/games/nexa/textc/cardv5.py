"""Family V5 (issue 14): values, coins and costs (grammar_cardv5.lark; printed back by print_cardv5.py)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


def keyword_rolled(cost: dict[str, Any], name: str, arg: Any) -> dict[str, Any]:
    """〔R〕：クロスウェポン［A］, 〔R+1〕：共有［A］: the special effect's text is paid by rolling this card (and the
    rest of the payment); keyword option roll_self (kwopts.py, P44, P75)."""
    pay = cost.get("pay", {})
    if name not in ("cross_weapon", "share"):  # (〔R〕：改装: the card replaced as it pays, not read)
        raise _unsupported(f"keyword cost 〔R〕 ({name})")
    return {name: arg, "cost": pay.get("any", 0) if set(pay) <= {"any"} else pay, "roll_self": True}


FIX_NOTE = "cardv5_fix_note"  # 「（注：固定した場合、その他の効果でも変動しない）」 on a line of its own


def notes_fit(abilities: list[dict[str, Any]]) -> set[str]:
    """The notes of the family a card may print on a line of their own: the fix note after a text that fixes
    battle values (verb fix_stats, R-164)."""
    return {FIX_NOTE} if "'do': 'fix_stats'" in repr(abilities) else set()


@v_args(inline=True)
class Cardv5Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardv5.lark (a lark Transformer through `_Build`)."""

    def cardv5_fix_note(self, _note: Token) -> Any:
        from .compiler import Compiled

        return Compiled(reminder=FIX_NOTE)

    def cardv5_st_less_onto_roll(self, t: Any) -> dict[str, Any]:
        """「…セットする場合、セット先のロールコストの値だけ、合計国力をマイナスしてプレイできる」 (P55, P76)."""
        return {"apply": "cost", "target": t, "onto_exclusive": True, "wording": "less_onto_roll"}

    # ---- chips (P67)
    def cardv5_chip_spec_x(self, name: Token, *items: Any) -> dict[str, Any]:
        """A chip spec of family K with battle values X (its value: Xの値は…)."""
        out = self.chip_spec(name, *items, Token("INT", "0"), Token("INT", "0"), Token("INT", "0"))  # type: ignore[attr-defined]
        return {**out, "stats": ["X", "X", "X"]}

    def cardv5_s_chip_enemy(self, spec: dict[str, Any], n: Token) -> dict[str, Any]:
        """「…チップ｛…｝1個を敵軍配備エリアに出す」: the chip enters the enemy's deploy area, the enemy's (R-285)."""
        return {"do": "chip", "side": "enemy", **spec, "count": int(str(n))}

    def cardv5_s_chip_rolled_xn(self, spec: dict[str, Any], n: Token) -> dict[str, Any]:
        """「…チップ｛…｝X+1個をロール状態で出す」 (P67; X+N: textc/cardv3.py)."""
        from .cardv3 import x_plus

        return {"do": "chip", "side": "own", **spec, "count": x_plus(n), "rolled": True}

    def cardv5_s_chip_rolled(self, spec: dict[str, Any], n: Token) -> dict[str, Any]:
        return {"do": "chip", "side": "own", **spec, "count": int(str(n)), "rolled": True}

    def cardv5_side_damages(self, side: Token, *parts: Any) -> dict[str, Any]:
        """「敵軍は、自分のユニット1枚にXダメージを与える」: family R3's side_does, then damage (R-133)."""
        from .compiler import SIDE, _selector

        *rest, n, amount = parts
        sel = {**_selector(tuple(rest), {}), "side": SIDE[str(side)]}
        a = str(amount)
        return {"do": "cardr3_side_does", "side": SIDE[str(side)], "filter": {**sel, "count": int(str(n))},
                "then": "damage", "may": False, "amount": "X" if a == "X" else int(a)}

    def cardv5_look_n_x(self, lo: Token) -> dict[str, Any]:
        """「1～X枚」: 1 to X, X its value (Xの値は…)."""
        if int(str(lo)) != 1:
            raise _unsupported("N~X other than 1~X")
        return {"upto": "X"}

    # ---- steps
    def cardv5_s_protect_upto_this_turn(self, t: Any, prot: Token) -> dict[str, Any]:
        """「…は、このターン、X以下の合計国力を持つ敵軍カードの効果の対象にならない」 (R-122, R-280)."""
        n = str(prot).split("以下")[0]
        return {"do": "protect_upto", "target": t, "amount": "X" if n == "X" else int(n), "until": "this_turn"}

    def cardv5_s_take_player_coins(self, side: Token, name: Token, n: Token) -> dict[str, Any]:
        """「自軍弾薬コイン1個を取り除く」: coins the player keeps (P67, R-281)."""
        from .compiler import SIDE

        return {"do": "take_player_coins", "side": SIDE[str(side)], "coin": str(name)[: -len("コイン")],
                "count": int(str(n))}

    def cardv5_s_star(self, t: Any, stars: Token) -> dict[str, Any]:
        """「…は、ターン終了時まで＊/±0/±0を得る」: the starred values are 0 until the turn ends (P71, R-282)."""
        return {"do": "star_stats", "target": t, "stars": [x == "*" for x in str(stars).split("/")], "until": "turn_end"}

    def _star_noted(self, built: Any, note: Token) -> Any:
        from .compiler import Compiled

        ab = dict(built.ability)
        steps = [st for st in ab.get("effect", []) if st.get("do") == "star_stats"]
        if len(steps) != 1:
            raise _unsupported("注:＊… on a text without ＊")
        word = "数値" if "数値" in str(note) else "値"
        ab["effect"] = [{**st, "note": word} if st.get("do") == "star_stats" else st for st in ab["effect"]]
        return Compiled(ability=ab)

    def cardv5_timed_star_noted(self, *parts: Any) -> Any:
        return self._star_noted(self.timed(*parts[:-1]), parts[-1])  # type: ignore[attr-defined]

    def cardv5_triggered_star_noted(self, trig: dict[str, Any], steps: list[Any], note: Token) -> Any:
        return self._star_noted(self.triggered(trig, steps), note)  # type: ignore[attr-defined]

    def _cost_turn(self, t: Any, change: dict[str, Any], wording: str) -> dict[str, Any]:
        """A cost change of every card that fits, for the turn (P55, R-283)."""
        zone = t.get("zone") if isinstance(t, dict) else None
        zones = set([zone] if isinstance(zone, str) else zone or [])
        if not (isinstance(t, dict) and t.get("count") == "all" and zones and zones <= {"hand", "hangar"}):
            raise _unsupported("a cost change for the turn of cards not all of the hand or hangar")
        if not all(isinstance(v, int) and v < 0 for v in change.values()):
            raise _unsupported("a cost change for the turn other than less")
        return {"do": "cost_this_turn", "target": t, **change, "wording": wording}

    def cardv5_s_cost_play(self, t: Any, change: dict[str, Any]) -> dict[str, Any]:
        return self._cost_turn(t, change, "play")

    def cardv5_s_cost_gain(self, t: Any, change: dict[str, Any]) -> dict[str, Any]:
        return self._cost_turn(t, change, "gain")

    def cardv5_s_cost_gain_first(self, t: Any, change: dict[str, Any]) -> dict[str, Any]:
        return self._cost_turn(t, change, "gain_first")

    def cardv5_s_fix_squad(self, t: Any, n: Token) -> dict[str, Any]:
        """「…の部隊戦闘力を、部隊解散まで12に固定する」 (R-284)."""
        return {"do": "fix_squad_power", "target": t, "amount": int(str(n))}

    def cardv5_then_fix_noted(self, step: dict[str, Any], note: Token) -> dict[str, Any]:
        return {**self.cardb3_sentence_fix_noted(step, note), "_then": True}  # type: ignore[attr-defined]

    def cardv5_s_fix_squad_x(self, t: Any) -> dict[str, Any]:
        return {"do": "fix_squad_power", "target": t, "amount": "X"}

    # ---- values (P65)
    def cardv5_v_hand_resolved(self, side: Token) -> dict[str, Any]:
        """「解決時の自軍手札の枚数」: the hand's size when the step applies (every value is read then)."""
        from .compiler import SIDE

        return {"worded": ["resolved", {"hand_count": SIDE[str(side)]}]}

    def cardv5_v_count_mine(self, *parts: Any) -> dict[str, Any]:
        """「…を持つ自分のユニットの枚数」: 自分の is the text's player (自軍, P63)."""
        from .compiler import _selector

        sel = _selector(parts, {"side": "own", "count": "all"})
        del sel["count"]
        return {"worded": ["mine", {"count": sel}]}

    def cardv5_v_power_at_play(self, side: Token) -> dict[str, Any]:
        """「プレイ時の敵軍国力の値」: that side's power as the card is played (P22, P55)."""
        from .compiler import SIDE

        return {"worded": ["at_play", {"power": SIDE[str(side)]}]}

    def cardv5_v_count_types(self, *parts: Any) -> dict[str, Any]:
        """「…を持つ、ユニットとキャラの枚数」: the cards that fit, of either type."""
        from .compiler import TYPE, _selector

        *rest, a, b = parts
        sel = _selector(tuple(rest), {"count": "all"})
        del sel["count"]
        if "カード" in (str(a), str(b)) or a == b:
            raise _unsupported("a count of two types")
        return {"worded": ["types", {"count": {**sel, "type": [TYPE[str(a)], TYPE[str(b)]]}}]}

    def cardv5_v_squad_power(self, n: Token | None = None) -> dict[str, Any]:
        """「対象の部隊戦闘力の値」: the power of the squad that target is in (P35)."""
        return {"squad_power_of": _ref(n)}

    def cardv5_v_chip_one_total(self, n: Token | None = None) -> dict[str, Any]:
        """「チップの合計国力を1とした、対象の合計国力の値」: the target's total cost, 1 for a chip (R-285)."""
        return {"chip_one_total": _ref(n)}

    def cardv5_v_diff(self, n: Token, v: Any) -> dict[str, Any]:
        """「4から敵軍手札の枚数を引いた値」: N less the value."""
        return {"diff": [int(str(n)), v]}

    def cardv5_v_count_sum(self, *parts: Any) -> dict[str, Any]:
        """「ゲインレベルを持つ自軍Gと、自軍ユニットの枚数の合計」: the two counts added."""
        from .compiler import _selector

        toks = [i for i, p in enumerate(parts) if isinstance(p, Token) and p.type == "SIDE"]
        if len(toks) != 2:
            raise _unsupported("a sum of counts")
        first, second = parts[: toks[0] + 2], parts[toks[0] + 2:]
        sels = []
        for group in (first, second):
            sel = _selector(group, {"count": "all"})
            del sel["count"]
            sels.append(sel)
        return {"count_sum": sels}

    def cardv5_v_target_roll_total(self, n: Token | None = None) -> dict[str, Any]:
        """「対象のロールコストの合計値」: that card's roll cost, every colour's count added (P9)."""
        return {"worded": ["total", {"target_stat": [_ref(n), "roll_cost"]}]}

    def cardv5_v_total_of(self, *parts: Any) -> dict[str, Any]:
        """「自軍ハンガーにある全てのコマンドの合計国力の合計値」: the values of every card that fits, added."""
        from .compiler import STAT_NAME, _selector

        *quals, stat = parts
        sel = _selector(tuple(quals), {"count": "all"})
        del sel["count"]
        return {"total_of": [sel, STAT_NAME[str(stat)]]}

    def cardv5_v_target_kw(self, *parts: Any) -> dict[str, Any]:
        """「対象が持つ「範囲兵器」1つの値」: the value of that special effect of the target (P75)."""
        n = parts[0] if len(parts) == 2 else None
        return {"kw_value": [_ref(n), KW_VALUE[str(parts[-1])]]}

    def cardv5_v_self_kw(self, kw: Token) -> dict[str, Any]:
        """「このカードが持つ「サイコミュ（X）」1つの値」: this card's value of it (P75)."""
        return {"kw_value": ["self", KW_VALUE[str(kw)]]}

    def cardv5_v_self_kw_of(self, kw: Token) -> dict[str, Any]:
        return {"worded": ["of", {"kw_value": ["self", KW_VALUE[str(kw)]]}]}


def cost_either_rolled(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """〔1/R〕, 〔紫1/R〕: a cost paid by the Gs of A, or by rolling this card (cost roll_either, P44)."""
    from .compiler import COLOUR

    payable = set(COLOUR.values()) | {"any"}
    if b == {"roll_self": True} and len(a) == 1 and set(a) <= payable and a != b:
        return {"pay_either": [a, {"any": 0}], "roll_either": 1}
    raise _unsupported("a cost A/B other than two colours")


KW_VALUE = {"範囲兵器": "area_weapon", "範囲兵器X": "area_weapon", "サイコミュX": "psycommu"}
KW_VALUE_JA = {"area_weapon": "範囲兵器", "psycommu": "サイコミュ（X）"}


def _ref(n: Token | None) -> str:
    return "t1" if n is None else f"t{n}"


def _refs(x: Any) -> list[str]:
    """Target names a family V5 value reads (kw_value of a target)."""
    if isinstance(x, dict):
        kv = x.get("kw_value")
        own = [kv[0]] if isinstance(kv, list) and kv[0] != "self" else []
        own += [x["squad_power_of"]] if isinstance(x.get("squad_power_of"), str) else []
        own += [x["chip_one_total"]] if isinstance(x.get("chip_one_total"), str) else []
        return own + [r for v in x.values() for r in _refs(v)]
    if isinstance(x, list):
        return [r for v in x for r in _refs(v)]
    return []


def check(ability: dict[str, Any] | None) -> None:
    """「対象が持つ「範囲兵器」1つの値」 names a target an earlier step chose."""
    if not ability:
        return
    for ref in _refs(ability.get("effect")):
        if ref not in ability.get("targets", {}):
            raise _unsupported("対象 that no step chose")
