"""Canonical wordings of grammar_cardo9.lark's constructs (family O9: rule overrides, durations and states, round 4),
called from printer.py's small hooks; textc/cardo9.py builds the same constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardc import _squad
from .cardo9 import AND, SQUAD_TO_HOME, WITH


def step(s: dict[str, Any], targets: dict[str, Any], again: Callable[[dict[str, Any]], str],
         target: Callable[[Any, dict[str, Any]], str]) -> str | None:
    """This family's steps in words, or None."""
    play = s.get("play") if s.get("do") == "negate_play" else None
    if isinstance(play, dict) and isinstance(play.get("instead"), dict):  # 「…のプレイに変更できる」 (R-521)
        from .printer import _condition

        inst = play["instead"]
        head = again({**s, "play": {k: v for k, v in play.items() if k != "instead"}})
        return f"{head}。{_condition(inst['if'])}場合、この効果の対象部分は、『{target({**inst['sel'], 'count': 1}, {})}のプレイ』に変更できる"
    if s.get("do") == SQUAD_TO_HOME and s.get("until") == "turn_end":
        return f"このターン、{_squad(s['target'], targets)}が与える戦闘ダメージは、敵軍部隊の代わりに敵軍本国に与えられる"
    return None


def continuous(c: dict[str, Any], target: Callable[..., str]) -> str | None:
    """「防御ステップ中、…は、「A」を得ると共に、合計国力-1してプレイできる。」 (two applications, R-522), or None."""
    if c.get("wording") == WITH and c.get("apply") == "keyword":
        from .compiler import SIMPLE_KW, WHEN

        when = {v: k for k, v in WHEN.items()}[c["condition"]["phase"]]
        kw = {v: k for k, v in SIMPLE_KW.items()}[c["keyword"]]
        return f"{when}中、{target(c['target'], {})}は、「{kw}」を得ると共に、"
    if c.get("wording") == AND and c.get("apply") == "cost":
        from .print_cardo import _change

        return f"{_change(c)}してプレイできる。"
    return None
