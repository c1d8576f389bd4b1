"""Family V8 of issue 14 (values, coins and costs, round 8): constructs of textc/grammar_cardv8.lark."""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

from .cardk6 import WORDING_PM

# the card family R5's reveal showed (bound _revealed, cardr5steps.cardr5_reveal)
SHOWN: Final = "_revealed"
WORDING_OR: Final = "cardv8_or"  # 「または、（condition）場合、…」
WORDING_UPTO_POWER: Final = "cardv8_upto_power"  # 「対象の部隊戦闘力の値と同じ枚数まで、…捨て山の上のカードを廃棄する」


def grant_valued(target: Any, kw: dict[str, Any]) -> dict[str, Any]:
    """「…は、ターン終了時まで「〔0〕：範囲兵器（X）」を得る」 (cardg5_s_grant_special's, R-431)."""
    return {"do": "cardv8_grant_valued", "target": target, "keyword": kw["_cardv8_valued"], "amount": kw["amount"],
            "cost": kw["cost"], "until": "turn_end"}


def cardv8_check(ability: dict[str, Any]) -> None:
    """「廃棄したカードの…」 (value cardv8_taken) reads the cards a first step took from the top of a pile to the junkyard
    (R-437): without that step it names nothing."""
    from .compiler import Unsupported

    steps = ability.get("effect", [])
    if "'cardv8_taken'" in repr(steps) and not (steps and steps[0].get("do") == "take_top"
                                                   and steps[0].get("to") == "junkyard"):
        raise Unsupported("arithmetic on values")


@v_args(inline=True)
class Cardv8Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardv8.lark (a lark Transformer through `_Build`)."""

    # ---- 「「〔0〕：範囲兵器（X）」を得る」: a valued special effect granted
    @staticmethod
    def _valued(cost: dict[str, Any], name: str, amount: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        if set(cost) != {"pay"} or not set(cost["pay"]) <= {"any"}:
            raise Unsupported(f"keyword cost 〔R〕 ({name})")
        return {"_cardv8_valued": name, "amount": amount, "cost": cost["pay"]}

    def cardv8_kw_area(self, cost: dict[str, Any], n: Token) -> dict[str, Any]:
        return self._valued(cost, "area_weapon", int(str(n)))

    def cardv8_kw_area_x(self, cost: dict[str, Any]) -> dict[str, Any]:
        return self._valued(cost, "area_weapon", "X")

    def cardv8_or_if(self, first: dict[str, Any], cond: dict[str, Any], step: dict[str, Any]) -> dict[str, Any]:
        """「A。または、（condition）場合、B。」: A, then B when that condition holds (two sentences, R-433)."""
        from .compiler import Unsupported

        if first.get("do") != "if" or first.get("wording") is not None:
            raise Unsupported("または、…場合: after a sentence without a condition")
        return {"_cardr5_steps": [first, {"do": "if", "condition": cond, "then": [step], "wording": WORDING_OR}]}

    # ---- 「自軍ハンガーにあるキャラ1枚は、このターン、「クイック」、合計国力-2、ロールコスト-2を得る」
    def cardv8_hg_total(self, n: Token) -> tuple[str, int]:
        return "total", self._lower(n)

    def cardv8_hg_roll(self, n: Token) -> tuple[str, int]:
        return "roll", self._lower(n)

    @staticmethod
    def _lower(n: Token) -> int:
        from .compiler import Unsupported

        if "X" in str(n) or int(str(n)) >= 0:
            raise Unsupported("a held card's cost raised or X")
        return int(str(n))

    def cardv8_held_gains(self, t: Any, _tok: Token, *gains: tuple[str, int]) -> dict[str, Any]:
        from .compiler import Unsupported

        said = dict(gains)
        if [k for k, _ in gains] != [k for k in ("total", "roll") if k in said] or not (
                isinstance(t, dict) and t.get("zone") == "hangar" and t.get("side") == "own"
                and isinstance(t.get("count"), int)):
            raise Unsupported("phrase: 「クイック」…を得る in a hangar")
        return {"do": "cardv8_held_gains", "target": t, "keyword": "quick", **said}

    # ---- 「敵軍部隊1つにいるユニットに、Xダメージを振り分けて与える」
    def cardv8_squad_split(self, t: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        if not (isinstance(t, dict) and t.get("squad") and t.get("count") == 1):
            raise Unsupported("damage shared (振り分けて) among other targets or X")
        return {"do": "cardv8_squad_split", "target": t, "amount": "X"}

    def cardv8_v_squad_power(self) -> dict[str, Any]:
        return {"cardv8_squad_power": "t1"}

    # ---- 「廃棄したカードの、ロールコストの合計値」, 「この効果で廃棄したカードの中にある、ユニットの枚数」
    def cardv8_v_taken_roll(self, _tok: Token) -> dict[str, Any]:
        return {"cardv8_taken": {"what": "roll_cost"}}

    def cardv8_v_taken_units(self, _tok: Token) -> dict[str, Any]:
        return {"cardv8_taken": {"what": "count", "type": "unit"}}

    # ---- 「対象の部隊戦闘力の値と同じ枚数まで、敵軍捨て山の上のカードを廃棄する」
    def cardv8_top_upto_power(self, _tok: Token, side: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"do": "take_top", "side": SIDE[str(side)], "zone": "discard", "count": {"upto": {"squad_power_of": "t1"}},
                "to": "junkyard", "wording": WORDING_UPTO_POWER}

    def cardv8_q_not_of(self) -> dict[str, Any]:
        """「（対象1以外の）」 (normalised 「対象以外の」: no 対象2 named): not the first target's card (R-439)."""
        return {"cardv8_not_of": "t1"}

    def cardv8_s_squad_pm_x(self, t: Any) -> dict[str, Any]:
        """「…の部隊戦闘力を、部隊解散まで±Xする」: plus or minus X, the user choosing (R-71, R-430)."""
        return {"do": "squad_power_pm", "target": t, "amount": "X", "wording": WORDING_PM}

    def cardv8_v_shown_roll(self, _tok: Token) -> dict[str, Any]:
        """「表にしたカードのロールコスト、またはゲインレベルの値」: the shown card's printed roll cost, or a graphic's gain
        level (P29; R-430)."""
        return {"target_stat": [SHOWN, "roll_or_gain"]}
