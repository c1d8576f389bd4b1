"""Family V9 of issue 14 (values, coins and costs, round 9): constructs of textc/grammar_cardv9.lark."""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args


def keyword_either(cost: dict[str, Any]) -> dict[str, Any] | None:
    """「〔青2/緑2〕：範囲兵器（4）」: a special effect's printed cost payable in either of two colours (P44, family K5's
    〔黒2/赤2〕 of a text): the keyword entry's `cost` is the first payment and option `cost_or` the other (kwopts.py,
    R-510); 「〔1/R〕：クロスウェポン［A］」: paid with a G, or by rolling this card (option `roll_or`, R-512); None for any
    other cost."""
    alts = cost.get("pay_either")
    if set(cost) == {"pay_either", "roll_either"} and cost["roll_either"] == 1 and isinstance(alts, list) \
            and len(alts) == 2 and alts[1] == {"any": 0} and len(alts[0]) == 1:  # 〔1/R〕 (R-512)
        first = alts[0]
        return {"cost": first["any"] if "any" in first else dict(first), "roll_or": True}
    if set(cost) != {"pay_either"} or not isinstance(alts, list) or len(alts) != 2:
        return None
    if any(not a or "any" in a for a in alts):
        return None
    return {"cost": dict(alts[0]), "cost_or": dict(alts[1])}


MOVED: Final = "cardv9_moved"  # 「この効果で自軍ハンガーに移したユニットの格闘力」 (value, R-511)
_STAT: Final = {"格闘力": "melee", "射撃力": "shooting", "防御力": "defence", "合計国力": "total_cost"}
STAT_JA: Final = {v: k for k, v in _STAT.items()}


def cardv9_check(ability: dict[str, Any]) -> None:
    """「この効果で自軍ハンガーに移したユニットの…」 (value cardv9_moved) reads the first target, which the first step moves
    to the hangar (R-511): said of any other text it names nothing."""
    from .compiler import Unsupported

    steps = ability.get("effect", [])
    if f"'{MOVED}'" in repr(ability) and not (
            steps and steps[0].get("do") == "to_hangar" and steps[0].get("target") == "t1"
            and ability.get("targets", {}).get("t1", {}).get("type") == "unit"):
        raise Unsupported("arithmetic on values")


@v_args(inline=True)
class Cardv9Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardv9.lark (a lark Transformer through `_Build`)."""

    def cardv9_v_moved(self, tok: Token) -> dict[str, Any]:
        """「この効果で自軍ハンガーに移したユニットの格闘力」: that value of the first target (R-511)."""
        return {MOVED: ["t1", _STAT[str(tok)[len("この効果で自軍ハンガーに移したユニットの"):]]]}
