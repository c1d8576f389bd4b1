"""Family B6 of the card-text compiler (issue 14): battle, round 2.

Grammar in grammar_cardb6.lark; `Cardb6Build` is a mixin of the compiler's transformer (compiler._Build).
The printer's wordings of the same constructs are in print_cardb6.py; the engine plays them in
engine/games/nexa/cardb6steps.py.
"""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

SIDE: Final = {"自軍": "own", "敵軍": "enemy"}


@v_args(inline=True)
class Cardb6Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardb6.lark)."""

    # ---- 「敵軍は、このターン、自分の部隊を1つしか出撃させる事ができない」 (P32-P34, R-420)
    def cardb6_s_one_squad(self, side: Token) -> dict[str, Any]:
        return {"do": "cardb6_one_squad", "side": SIDE[str(side)]}

    # ---- 「このターン、自軍本国は、対象から戦闘ダメージを受けない」 (P35, P71, R-421)
    def cardb6_s_home_shield_from(self, side: Token, target: Any) -> dict[str, Any]:
        return {"do": "cardb6_home_shield_from", "side": SIDE[str(side)], "target": target}

    # ---- 「…は、ターン終了時まで、対象の本来の戦闘修正と同じ値の戦闘修正を得る」 (P52, R-422)
    def cardb6_s_modify_like_target(self, target: Any, n: Token | None = None) -> dict[str, Any]:
        return {"do": "cardb6_modify_like", "target": target, "like_target": {"_ref": 1 if n is None else int(str(n))},
                "until": "turn_end"}

    # ---- 「『起動』：このカードは、「特徴：A」を持つ敵軍ユニットが、戦闘エリアに出撃した場合、…」 (P32-P34, P68)
    def cardb6_topic_watched_sortie(self, *parts: Any) -> Any:
        *sel, steps = parts
        compiled = self.triggered_topic(self.cardb4_on_watched_sortie(*sel), steps)  # type: ignore[attr-defined]
        compiled.ability["wording"] = "b6_topic_area"  # 「このカードは、…が、戦闘エリアに出撃した場合、」
        return compiled

    # ---- 「『起動』：このカードは、「PS装甲」を持つ自軍ユニットと同じ部隊で出撃した場合、…」 (P32, P70)
    def cardb6_topic_sortie_with(self, *parts: Any) -> Any:
        *sel, steps = parts
        when = {**self.cardb3_on_sortie_with(*sel), "wording": "b6_topic_squad"}  # type: ignore[attr-defined]
        compiled = self.triggered_topic(when, steps)  # type: ignore[attr-defined]
        compiled.ability["wording"] = "b6_topic_squad"
        return compiled

    # ---- 「…を、このカードと同じ戦闘エリアにリロール状態で移す」 (P70, R-162)
    def cardb6_s_to_same_area(self, target: Any, state: Token | None = None) -> dict[str, Any]:
        rolled = {} if state is None else {"rolled": str(state) == "ロール状態"}
        return {"do": "to_area", "target": target, "area": "self", **rolled, "position": "back", "wording": "b6_same"}

    # ---- 「このカードが、破壊されている状態で交戦中の場合」 (P39, P70)
    def cardb6_c_self_both(self, first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
        return {"all": [first, second]}
