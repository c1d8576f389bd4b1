"""Family B8 of the card-text compiler (issue 14): battle, round 3.

Grammar in grammar_cardb8.lark; `Cardb8Build` is a mixin of the compiler's transformer (compiler._Build).
The printer's wordings of the same constructs are in print_cardb8.py; the engine plays them in
engine/games/nexa/cardb8steps.py.
"""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

# events a waiting 「このターン、…場合、」 can wait for (cardb8steps.WAKE_EVENTS reads the same names)
THIS_TURN_ON: Final = frozenset((
    "deals_home_damage",  # 「このカードの部隊が敵軍本国に戦闘ダメージを与えた場合」
    "deals_battle_damage",  # 「このカードの部隊が戦闘ダメージを与えた場合」
    "deals_unit_damage",  # 「このカードの部隊が敵軍部隊に戦闘ダメージを与えた場合」
    "enemy_unit_sorties",  # 「敵軍ユニットが出撃した場合」
    "own_unit_sorties",  # 「自軍ユニットが出撃した場合」
))
# 「対象が防御に出撃した場合」 etc.: the event about the card an earlier step chose
REF_WATCH: Final = {"が交戦中となった場合": "becomes_engaged", "が防御に出撃した場合": "defence_sortie",
                    "が攻撃に出撃した場合": "attack_sortie", "の部隊が戦闘ダメージを与えた場合": "deals_battle_damage"}


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardb8Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardb8.lark)."""

    # ---- 「このターン、（trigger）場合、…」 (P57, P59; R-470)
    def cardb8_s_this_turn(self, trig: dict[str, Any], step: dict[str, Any]) -> dict[str, Any]:
        if set(trig) != {"on"} or trig["on"] not in THIS_TURN_ON:
            raise _unsupported(f"this turn, when {trig.get('on')}")
        return {"do": "cardb8_this_turn", "on": trig["on"], "steps": [step]}

    def cardb8_s_this_turn_ref(self, *parts: Any) -> dict[str, Any]:
        *n, watch, step = parts
        return {"do": "cardb8_this_turn", "on": REF_WATCH[str(watch)],
                "target": {"_ref": int(str(n[0])) if n else 1}, "steps": [step]}
