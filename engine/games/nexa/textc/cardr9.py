"""Compiler mixin of issue 14's family R9 (grammar_cardr9.lark): named step results and looking at cards, round 4."""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

RETARGET_END: Final = "cardr9_end"  # the wording of an `instead` said at the end of the text, after its その場合 step


def merge_end_retargets(build: Any, steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A その場合 step carrying 「この効果の対象部分は…」 (cardr9_then_retarget): the changed target part is made family
    S2's `instead` (cards2.s2_retarget, its checks, R-90) of the text's first step, which names the chosen target, and
    said at the end of the text (wording cardr9_end; R-530)."""
    if not any("_cardr9_retarget" in st for st in steps):
        return steps
    out = [dict(st) for st in steps]
    for i, st in enumerate(out):
        if "_cardr9_retarget" not in st:
            continue
        cond, other, how = st.pop("_cardr9_retarget")
        if i != 1 or len(out) != 2:
            raise _unsupported("この効果の対象部分は after a その場合 step: not the second of two steps")
        first = build.s2_retarget(out[0], cond, other, how)
        first["target"]["instead"]["wording"] = RETARGET_END
        out[0] = first
    return out


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardr9Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardr9.lark (a lark Transformer through `_Build`)."""

    def cardr9_owner_either(self, t: Any) -> dict[str, Any]:
        """「…を持ち主の本国の上か下に移す」: each card of a declared target to its owner's home, top or bottom as the
        player says (P62); family R3's `cardr3_place` (cardr3steps.py) does it."""
        if not isinstance(t, dict) or t.get("choose") == "resolution":
            raise _unsupported("上か下に移す of a card chosen on resolution")
        return {"do": "cardr3_place", "target": t, "to": "home_either"}

    def cardr9_then_retarget(self, step: dict[str, Any], cond: dict[str, Any], other: Any, how: Token) -> dict[str, Any]:
        """「その場合、Y。この効果の対象部分は…」: the その場合 step, the changed part merged (merge_end_retargets)."""
        return {**step, "_then": True, "_cardr9_retarget": (cond, other, str(how))}

    def cardr9_all_homes_upto(self, n: Token) -> dict[str, Any]:
        """「全ての本国の上のカード1～N枚を廃棄する」: one number the player says, each home that many (R-531)."""
        if int(str(n)) < 2:
            raise _unsupported("1~1枚")
        return {"do": "cardr9_tops_upto", "zone": "home", "upto": int(str(n))}
