"""Family K3 of the card-text compiler (issue 14): selectors that compose (either colour, a terrain, the
front of a squad) and the long tail of single wordings.

Grammar in grammar_cardk3.lark. `Cardk3Build` is a mixin of the compiler's transformer (compiler._Build);
`QUALIFIERS` and the `print_*` functions are the printer's wordings of the same constructs, so compiling and
printing stay each other's inverse in one file.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

_JA_COLOUR = {"blue": "青", "green": "緑", "black": "黒", "red": "赤", "brown": "茶", "white": "白", "purple": "紫"}
_TERRAIN = {"「宇宙」": "space", "「地球」": "earth"}
_JA_TERRAIN = {v: k for k, v in _TERRAIN.items()}


@v_args(inline=True)
class Cardk3Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardk3.lark)."""

    def cardk3_q_gsign_colours(self, a: Token, b: Token) -> dict[str, Any]:
        """「青または黒のGサインを持つ」: either colour (P22)."""
        from .compiler import COLOUR, Unsupported

        if str(a) == str(b):
            raise Unsupported("「AまたはAのGサイン」")
        return {"gsign_colours": [COLOUR[str(a)], COLOUR[str(b)]]}

    def cardk3_q_terrain(self, t: Token) -> dict[str, Any]:
        return {"has_terrain": _TERRAIN[str(t)]}

    def cardk3_q_no_terrain(self, t: Token) -> dict[str, Any]:
        return {"lacks_terrain": _TERRAIN[str(t)]}

    def cardk3_q_front(self) -> dict[str, Any]:
        return {"front": True}


QUALIFIERS: dict[str, Any] = {
    "gsign_colours": lambda v: "または".join(_JA_COLOUR[c] for c in v) + "のGサインを持つ",
    "has_terrain": lambda v: f"地形適性{_JA_TERRAIN[v]}を持つ",
    "lacks_terrain": lambda v: f"地形適性{_JA_TERRAIN[v]}を持たない",
    "front": lambda v: "先頭の" if v else "",
}
