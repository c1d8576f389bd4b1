"""Family B3 of the card-text compiler (issue 14): battle, sorties and damage.

Grammar in grammar_cardb3.lark; `Cardb3Build` is a mixin of the compiler's transformer (compiler._Build).
The printer's wordings of the same constructs are in print_cardb3.py; the engine reads them in
engine/games/nexa/battlestates.py (squad sizes, engagement, a home shielded from battle damage).
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer, v_args

SIDE = {"自軍": "own", "敵軍": "enemy"}
AREA = {"このカードがいる戦闘エリア": "self", "別の戦闘エリア": "other", "自軍部隊": "own_squad", "戦闘エリア": "any"}
WORDING_TOPIC = 1
# another card's event (a trigger with `of`) and its wording after the selector
WATCH = {"card_becomes_engaged": "が交戦中となった場合", "card_defence_sortie": "が防御に出撃した場合",
         "card_attack_sortie": "が攻撃に出撃した場合", "card_squad_dealt": "の部隊が戦闘ダメージを与えた場合"}  # a continuous status worded 「…は、（state）場合、（protection）。」 (print_cardb3.py)


def _number(words: Token) -> int:
    return int(re.sub(r"\D", "", str(words)))


@v_args(inline=True)
class Cardb3Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardb3.lark)."""

    # ---- qualifiers of a selector
    def cardb3_q_squad_size(self, words: Token) -> dict[str, Any]:
        """「ユニットがN枚以上の部隊にいる」 / 「ユニットがN枚のみの部隊にいる」 (P35)."""
        key = "squad_min_units" if "枚以上" in str(words) else "squad_units"
        return {key: _number(words)}

    def cardb3_q_not_engaged(self) -> dict[str, Any]:
        return {"unengaged": "any"}  # 「交戦中ではない」: in a deploy area too (ruling R-160)

    def cardb3_q_unengaged(self) -> dict[str, Any]:
        return {"unengaged": "battle"}  # 「非交戦中の」: in a battle area (P53's glossary)

    def cardb3_q_damaged_by(self, kind: Token) -> dict[str, Any]:
        """「戦闘ダメージを受けている」 / 「通常ダメージを受けている」 (R-165)."""
        return {"damaged_by": {"戦闘": "battle", "通常": "normal"}[str(kind)]}

    # ---- conditions
    def cardb3_c_squad_engaged(self, side: Token) -> dict[str, Any]:
        return {"squad_engaged": SIDE[str(side)]}

    def cardb3_s_self_if_squad_engaged(self, side: Token, then: list[dict[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = self.s_self_if(self.cardb3_c_squad_engaged(side), then)  # type: ignore[attr-defined]
        return out  # the topic form of textc/cardt.py

    def cardb3_ts_squad_of(self, words: Token) -> dict[str, Any]:
        return {"self_squad_units": _number(words)}

    def cardb3_ts_not_engaged(self) -> dict[str, Any]:
        return {"self_engaged": False}

    def cardb3_ts_exclusive(self) -> dict[str, Any]:
        return {"exclusive_set": True}  # its set group's 専用機のセット (P76; conditions.py)

    def cardb3_p_no_normal_damage(self) -> str:
        return "no_normal_damage"

    def cardb3_p_no_battle_damage(self) -> str:
        return "no_battle_damage_taken"

    def cardb3_st_protect_in_state(self, target: Any, cond: dict[str, Any], status: str) -> dict[str, Any]:
        return {"apply": "status", "target": target, "status": status, "condition": cond, "wording": WORDING_TOPIC}

    # ---- steps
    def cardb3_s_protect_this_turn(self, target: Any, status: str) -> dict[str, Any]:
        return {"do": "status", "target": target, "status": status, "until": "this_turn"}

    def cardb3_s_home_shield(self, side: Token) -> dict[str, Any]:
        return {"do": "home_shield", "side": SIDE[str(side)], "until": "this_turn"}

    def cardb3_s_home_shield_pre(self, side: Token) -> dict[str, Any]:
        return {**self.cardb3_s_home_shield(side), "wording": "pre"}

    def cardb3_s_homes_damage(self, n: Token) -> dict[str, Any]:
        return {"do": "homes_damage", "amount": int(str(n))}

    # ---- 部隊戦闘力 changed by a 常駐 text (battlestates.static_squad_power)
    def cardb3_st_squad_power(self, squads: Any, amount: Token) -> dict[str, Any]:
        n = str(amount)
        if "X" in n:
            from .compiler import Unsupported

            raise Unsupported("arithmetic on values")
        return {"apply": "squad_power", "target": squads, "amount": int(n)}

    def cardb3_sq_self(self) -> Any:
        return "self"

    def cardb3_sq_all(self, _all: Token, side: Token | None = None) -> dict[str, Any]:
        return {"squad": True, "count": "all", **({"side": SIDE[str(side)]} if side is not None else {})}

    def cardb3_sq_quals(self, *parts: Any) -> dict[str, Any]:
        quals: dict[str, Any] = {}
        for p in parts[:-1]:
            quals.update(p)
        if quals != {"engaged": True, "same_area": True}:  # 「このカードと交戦中の」 only
            from .compiler import Unsupported

            raise Unsupported("squad: a qualifier other than このカードと交戦中の")
        return {**quals, "side": SIDE[str(parts[-1])], "squad": True, "count": "all"}

    # ---- into a battle area (battlesteps.to_area, P70)
    def cardb3_s_to_area(self, target: Any, area: Token, state: Token | None = None) -> dict[str, Any]:
        rolled = {} if state is None else {"rolled": str(state) == "ロール状態"}
        return {"do": "to_area", "target": target, "area": AREA[str(area)], **rolled}

    def cardb3_s_to_area_back(self, target: Any, area: Token, state: Token | None = None) -> dict[str, Any]:
        return {**self.cardb3_s_to_area(target, area, state), "position": "back"}

    # ---- 戦闘力 fixed until the turn ends (battlesteps.fix_stats, R-164)
    def cardb3_s_fix_stats(self, target: Any, first: Token, other: Token | None = None) -> dict[str, Any]:
        def three(t: Token) -> list[int]:
            return [int(x) for x in str(t).split("/")]

        out: dict[str, Any] = {"do": "fix_stats", "target": target, "stats": three(first), "until": "turn_end"}
        if other is not None:
            out["or_stats"] = three(other)
        return out

    def cardb3_sentence_fix_noted(self, step: dict[str, Any], _note: Token) -> dict[str, Any]:
        if step.get("do") not in ("fix_stats", "fix_squad_power"):  # (fix_squad_power: family V5)
            from .compiler import Unsupported

            raise Unsupported("note: 固定 after another step")
        return {**step, "note": True}

    # ---- 「ユニットがいる戦闘エリア」: to_unit_area (cardt2steps.py, R-113), said with が
    def cardb3_s_to_unit_area_ga(self, target: Any, state: Token | None = None) -> dict[str, Any]:
        rolled = {} if state is None else {"rolled": str(state) == "ロール状態"}
        return {"do": "to_unit_area", "target": target, **rolled, "wording": "ga_any"}

    def cardb3_s_to_unit_area_ga_back(self, target: Any, state: Token | None = None) -> dict[str, Any]:
        return {**self.cardb3_s_to_unit_area_ga(target, state), "position": "back"}

    # ---- another card's event (P68)
    def cardb3_on_watched(self, *parts: Any) -> dict[str, Any]:
        from .cardc import _selector_of

        *quals, watch = parts
        on = {v: k for k, v in WATCH.items()}[str(watch)]
        return {"on": on, "of": _selector_of(tuple(quals))}

    def cardb3_on_squad_dealt_during(self, side: Token) -> dict[str, Any]:
        return {"on": "deals_battle_damage", "condition": {"turn": SIDE[str(side)]}, "wording": "during"}

    def cardb3_s_squads_no_damage(self, squads: Any) -> dict[str, Any]:
        if squads == "self":
            from .compiler import Unsupported

            raise Unsupported("このカードの部隊は…戦闘ダメージを与えられない")
        return {"do": "squad_status", "target": squads, "status": "no_battle_damage", "until": "this_turn"}

    # ---- its place in its squad (battlestates.self_position)
    def cardb3_c_position(self, place: Token) -> dict[str, Any]:
        w = str(place)
        if w == "先頭":
            return {"self_position": 1}
        n = int(re.sub(r"\D", "", w))
        return {"self_position": -n if "後ろ" in w else n}

    def cardb3_st_keyword_if(self, cond: dict[str, Any], target: Any, kw: Token) -> dict[str, Any]:
        from .compiler import SIMPLE_KW

        if set(cond) != {"self_position"} or str(kw) not in SIMPLE_KW:
            from .compiler import Unsupported

            raise Unsupported("a 常駐 special effect under another condition")
        return {"apply": "keyword", "target": target, "keyword": SIMPLE_KW[str(kw)], "condition": cond}

    def cardb3_sentence_one_noted(self, step: dict[str, Any], _note: Token) -> dict[str, Any]:
        if step.get("do") != "modify_one":
            from .compiler import Unsupported

            raise Unsupported("note: 戦闘力1つ after another step")
        return {**step, "note": True}

    def cardb3_one_reminder(self, _note: Token) -> Any:
        from .compiler import Compiled

        return Compiled(reminder="stat_one")

    # ---- 「このカードが、（state）、または（state）状態で、（event）場合」
    def cardb3_state(self, state: dict[str, Any]) -> dict[str, Any]:
        return state

    def cardb3_cs_deploy(self) -> dict[str, Any]:
        return {"self_in": "deploy"}

    def cardb3_on_event_in_states(self, *parts: Any) -> dict[str, Any]:
        *states, event = parts
        if len(event) != 1:
            from .compiler import Unsupported

            raise Unsupported("trigger: two events after states")
        return {"on": event[0], "condition": {"any": list(states)}, "wording": "states"}

    # ---- destroyed by a kind of damage
    def cardb3_q_destroyed_by(self, words: Token) -> dict[str, Any]:
        w = str(words)
        kind = "not_battle" if "以外" in w else "battle" if w.startswith("戦闘") else "normal"
        return {"destroyed_by": kind}

    def cardb3_on_destroyed_out_by(self, kind: Token) -> dict[str, Any]:
        return {"on": "destroyed_out", "condition": {"self_destroyed_by": {"戦闘": "battle", "通常": "normal"}[str(kind)]},
                "wording": "during"}

    def cardb3_c_engaged_present(self, *parts: Any) -> dict[str, Any]:
        from .cardc import _selector_of

        sel = _selector_of(parts)
        if "engaged" in sel:
            from .compiler import Unsupported

            raise Unsupported("selector: repeated qualifier")
        return {"exists": {**sel, "engaged": True}}  # 交戦中 said last (print_cardb3.condition)

    # ---- both speeds (battle.battle_damage, R-168)
    def cardb3_s_both_speeds(self) -> dict[str, Any]:
        return {"do": "both_speeds", "until": "this_turn"}

    def cardb3_sentence_speed_noted(self, step: dict[str, Any], _note: Token) -> dict[str, Any]:
        if step.get("do") != "both_speeds":
            from .compiler import Unsupported

            raise Unsupported("note: 速度2 after another step")
        return {**step, "note": True}

    def cardb3_then_speed_noted(self, step: dict[str, Any], note: Token) -> dict[str, Any]:
        return {**self.cardb3_sentence_speed_noted(step, note), "_then": True}

    def cardb3_on_sortie_with(self, *parts: Any) -> dict[str, Any]:
        from .cardc import _selector_of

        sel = _selector_of(parts)
        if "same_squad" in sel or "exclude_self" in sel:
            from .compiler import Unsupported

            raise Unsupported("selector: repeated qualifier")
        return {"on": "sortie", "condition": {"exists": {**sel, "same_squad": True, "exclude_self": True}},
                "wording": "with_squad"}

    def cardb3_topic_to_unit_area(self, when: dict[str, Any]) -> Any:
        from .compiler import Compiled

        return Compiled(ability={"kind": "triggered", **when, "effect": [{"do": "to_unit_area", "target": "self"}],
                                 "wording": "topic"})
