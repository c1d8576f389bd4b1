"""Family O8 of issue 14: rule overrides, durations and states, round 3 (grammar_cardo8.lark)."""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

MOVED: Final = "moved_to_battle"  # this card moved into a battle area (places.move, cardo8rules.py)
MOVED_OF: Final = "card_moved_to_battle"  # a card matching `of` did
AREA_JA: Final = {"宇宙": "space", "地球": "earth"}


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardo8Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardo8.lark (a lark Transformer through `_Build`)."""

    def cardo8_on_self_moved(self, tok: Token) -> dict[str, Any]:
        """「このカードが戦闘エリアに移動した場合」 / 「…宇宙エリアに…」: the area named read as it resolves (R-440)."""
        area = str(tok)[len("このカードが"):].split("エリア", 1)[0]
        if area == "戦闘":
            return {"on": MOVED}
        return {"on": MOVED, "condition": {"exists": {"self": True, "area": AREA_JA[area]}}, "wording": "cardo8_area"}

    def cardo8_on_watched_moved(self, *parts: Any) -> dict[str, Any]:
        """「敵軍ユニットが戦闘エリアに移動した場合」: a card that fits moved into a battle area."""
        from .cardc import _selector_of

        return {"on": MOVED_OF, "of": _selector_of(parts[:-1])}
