"""Canonical wordings of grammar_cardv8.lark's constructs (called from printer.py by one hook each)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardk6 import WORDING_PM
from .cardv8 import SHOWN, WORDING_OR, WORDING_UPTO_POWER


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[[Any, dict[str, Any]], str],
         step_of: Callable[[dict[str, Any]], str]) -> str | None:
    """One step of the family in words, or None."""
    if s["do"] == "take_top" and s.get("wording") == WORDING_UPTO_POWER:
        side = {"own": "自軍", "enemy": "敵軍"}[s["side"]]
        return f"対象の部隊戦闘力の値と同じ枚数まで、{side}捨て山の上のカードを廃棄する"
    if s["do"] == "cardv8_squad_split":
        from .cardc import _squad

        return f"{_squad(s['target'], targets)}にいるユニットに、Xダメージを振り分けて与える"
    if s["do"] == "cardv8_held_gains":
        more = "".join(f"、{w}{s[k]:+d}" for k, w in (("total", "合計国力"), ("roll", "ロールコスト")) if k in s)
        return f"{target(s['target'], targets)}は、このターン、「クイック」{more}を得る"
    if s["do"] == "if" and s.get("wording") == WORDING_OR:  # 「または、（condition）場合、…」
        from .printer import _condition

        return f"または、{_condition(s['condition'])}場合、{step_of(s['then'][0])}"
    if s["do"] == "cardv8_grant_valued":  # 「…は、ターン終了時まで「〔0〕：範囲兵器（X）」を得る」
        n = s["amount"] if isinstance(s["amount"], int) else "X"
        return f"{target(s['target'], targets)}は、ターン終了時まで「〔{s['cost']['any']}〕：範囲兵器（{n}）」を得る"
    if s["do"] == "squad_power_pm" and s.get("wording") == WORDING_PM and not isinstance(s["amount"], int):
        from .cardc import _squad

        return f"{_squad(s['target'], targets)}の部隊戦闘力を部隊解散まで±Xする"
    return None


def value(v: Any) -> str | None:
    """A value of the family in words, or None."""
    if isinstance(v, dict) and v.get("cardv8_taken") == {"what": "roll_cost"}:
        return "廃棄したカードの、ロールコストの合計値"
    if isinstance(v, dict) and v.get("cardv8_taken") == {"what": "count", "type": "unit"}:
        return "この効果で廃棄したカードの中にある、ユニットの枚数"
    if isinstance(v, dict) and v.get("cardv8_squad_power") == "t1":
        return "対象の部隊の部隊戦闘力"
    if isinstance(v, dict) and v.get("target_stat") == [SHOWN, "roll_or_gain"]:
        return "表にしたカードの、ロールコスト、またはゲインレベルの値"
    return None


def x_value(steps: list[dict[str, Any]]) -> Any:
    """The value X stands for in a step of the family (Xの値は…とする), or None."""
    for st in steps:
        if st.get("do") in ("cardv8_grant_valued", "cardv8_squad_split") and isinstance(st["amount"], dict):
            return st["amount"]
        if st.get("do") == "if" and st.get("wording") is None and isinstance(st.get("then"), list):
            from .printer import _x_value  # 「このカードは、…場合、…+X/±0/±0を得る」

            inner = _x_value(st["then"])
            if inner is not None:
                return inner
    return None


QUALIFIERS: dict[str, Any] = {"cardv8_not_of": lambda v: f"対象{str(v)[1:]}以外の"}  # 「（対象1以外の）」
