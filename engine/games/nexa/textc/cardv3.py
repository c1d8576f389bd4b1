"""Family V3 of the card-text compiler (issue 14): values and coins, third round.

Grammar in grammar_cardv3.lark; `Cardv3Build` is a mixin of the compiler's transformer, and the
`print_*` functions are the printer's wordings of the same constructs (one-line hooks in printer.py),
so compiling and printing stay each other's inverse in one file. The engine side of the values is
values2.py (family V2's module, extended).
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

# 「対象の本来の…」: what of each card is added up (values2.targets_total)
_TOTAL = {"の本来のロールコストの合計値": "roll_cost", "の本来のロールコストとゲインレベルの合計値": "roll_and_gain",
          "の本来のロールコストゲインレベルの値": "roll_gain"}
_TOTAL_JA = {"roll_cost": "の本来のロールコストの合計値", "roll_and_gain": "の本来のロールコストとゲインレベルの合計値",
             "roll_gain": "の本来のロールコスト、ゲインレベルの値"}


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardv3Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardv3.lark)."""

    def cardv3_v_targets_total(self, *toks: Token) -> dict[str, Any]:
        name = f"t{toks[0]}" if len(toks) == 2 else "t1"  # 対象: the one target, 対象N: the Nth (checked in _bind)
        return {"targets_total": [name, _TOTAL[str(toks[-1])]]}


def print_value(v: Any, targets: dict[str, Any] | None = None) -> str | None:
    """This family's values in words, or None."""
    key, arg = next(iter(v.items()))
    if key == "targets_total":
        n = "" if targets is None or len(targets) <= 1 else arg[0][1:]
        return f"対象{n}{_TOTAL_JA[arg[1]]}"
    return None
