"""Family B8 of the card-text compiler (issue 14): battle, round 3.

Grammar in grammar_cardb8.lark; `Cardb8Build` is a mixin of the compiler's transformer (compiler._Build).
The printer's wordings of the same constructs are in print_cardb8.py; the engine plays them in
engine/games/nexa/cardb8steps.py.
"""

from __future__ import annotations

import re
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

    # ---- 「このカードの部隊が攻撃に出撃した場合」, 「自軍部隊が攻撃に出撃した場合」 (P32, P35)
    def cardb8_on_squad_attack(self) -> dict[str, Any]:
        return {"on": "attack_sortie", "wording": "b8_squad_attack"}

    def cardb8_on_side_squad_attack(self, side: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"on": "card_attack_sortie", "of": {"side": SIDE[str(side)], "type": "unit"}, "wording": "b8_side_squad"}

    # ---- 「このカードが、ユニットが1枚のみの部隊で攻撃に出撃した場合」 (P32-P35)
    def cardb8_on_sortie_in_squad(self, words: Token) -> dict[str, Any]:
        when, ga = squad_sortie(str(words))
        return {**when, "wording": "b8_squad_sortie" if ga else "b8_squad_sortie_bare"}  # 「ユニット1枚のみの…」: no が

    def cardb8_topic_sortie_in_squad(self, words: Token, steps: Any) -> Any:
        when, ga = squad_sortie(str(words))
        if not ga:
            raise _unsupported("topic form of a squad sortie said without が")
        compiled = self.triggered_topic(when, steps)  # type: ignore[attr-defined]
        compiled.ability["wording"] = "b8_topic_squad"
        return compiled

    # ---- 「敵軍は、このターン（この効果の解決以降）、カードとテキストをプレイできない」 (P43, P44; R-471)
    def cardb8_s_lock_all_plays(self, side: Token, note: Token | None = None) -> dict[str, Any]:
        from .compiler import SIDE

        return {"do": "cardb8_lock_all_plays", "side": SIDE[str(side)], **({"note": True} if note is not None else {})}

    # ---- 「このカードが、自軍効果で戦闘エリアに出た場合」, 「このカードは、「改装」の効果で戦闘エリアに出た場合、…に移る」 (R-472)
    def cardb8_on_into_battle(self, words: Token) -> dict[str, Any]:
        return {**_into_battle(str(words)), "wording": "b8_into_battle"}

    def cardb8_topic_into_battle(self, words: Token, area: Token) -> Any:
        from .compiler import Compiled

        step = {"do": "to_area", "target": "self", "area": "space" if str(area).startswith("宇宙") else "earth"}
        return Compiled(ability={"kind": "triggered", **_into_battle(str(words)), "effect": [step],
                                 "wording": "b8_topic_into_battle"})

    # ---- 「敵軍は、このターン、対象1がいる戦闘エリアに、…ユニットを移動させる事ができない」 (P32-P34, P70; R-473)
    def cardb8_s_area_ban(self, side: Token, where: dict[str, Any], units: dict[str, Any], ban: Token) -> dict[str, Any]:
        from .compiler import SIDE

        b = str(ban)
        return {"do": "cardb8_area_ban", "side": SIDE[str(side)], **where, **units,
                "ban": "move" if b.startswith("移動") else "sortie", **({"rarenai": True} if b.endswith("られない") else {})}

    def cardb8_s_area_ban_first(self, side: Token, where: dict[str, Any], units: dict[str, Any],
                                ban: Token) -> dict[str, Any]:
        return {**self.cardb8_s_area_ban(side, where, units, ban), "turn_first": True}

    def cardb8_ba_target(self, n: Token | None = None) -> dict[str, Any]:
        return {"target": {"_ref": 1 if n is None else int(str(n))}}

    def cardb8_ba_self(self, words: Token) -> dict[str, Any]:
        return {"target": "self", **({"no_said": True} if str(words).startswith("このカードの") else {})}

    def cardb8_bu_any(self) -> dict[str, Any]:
        return {"without": ""}

    def cardb8_bu_no_character(self, side: Token) -> dict[str, Any]:
        if str(side) != "自軍":
            raise _unsupported("units of the other side barred from an area")
        return {"without": "character"}

    def cardb8_bu_lacks(self, kw: Token) -> dict[str, Any]:
        from .compiler import SIMPLE_KW

        return {"without": SIMPLE_KW[str(kw)]}

    # ---- 「…を選んでXダメージを与える」, 「…を選んで指定する」 (after family R3's 選んで)
    def cardb8_d_damage(self, amount: Token) -> dict[str, Any]:
        a = str(amount)
        return {"do": "damage", "amount": a if a == "X" else int(a)}

    def cardb8_d_designate(self) -> dict[str, Any]:
        return {"do": "designate"}

    # ---- 「自軍本国の上のカード1枚を表にし、…」 (P53; R-474)
    def cardb8_s_show_then(self, zone: Any, n: Any, then: Token, step: dict[str, Any]) -> dict[str, Any]:
        if zone != "home" or n != 1:
            raise _unsupported("showing more than one card, or from another pile, then a step")
        return {"do": "cardb8_show_then", "side": "own", "steps": [step],
                **({"shown_after": True} if str(then) == "表にした後" else {})}

    def cardb8_s_show_enemy_then(self, n: Any, then: Token, step: dict[str, Any]) -> dict[str, Any]:
        return {**self.cardb8_s_show_then("home", n, then, step), "side": "enemy"}

    # ---- 「…を、別の戦闘エリアの任意の順番に移し、…」 (R-162, then the step)
    def cardb8_s_to_area_then(self, target: Any, area: Token, step: dict[str, Any]) -> dict[str, Any]:
        if step.get("do") == "sequence" or "_then" in step:
            raise _unsupported("three steps joined by 「し」")
        first = self.cardb3_s_to_area(target, area)  # type: ignore[attr-defined]
        return {"do": "sequence", "steps": [first, step], "wording": "b8_area_then"}

    # ---- 「このカードが戦闘ダメージで破壊されている」 (R-167)
    def cardb8_cs_destroyed_by(self, words: Token) -> dict[str, Any]:
        return {"exists": {"self": True, **self.cardb3_q_destroyed_by(words)}}  # type: ignore[attr-defined]

    # ---- 「対象1と交戦中の敵軍部隊の部隊戦闘力を、部隊解散まで-3する」 (P35, P70)
    def cardb8_s_the_squad_power(self, ew: dict[str, Any], side: Token, n: Token) -> dict[str, Any]:
        from .compiler import SIDE

        if not isinstance(ew.get("engaged_with"), str) or not str(n).lstrip("+-").isdigit():
            raise _unsupported("the squad engaged with a selector, or an X, said without a count")
        sel = {"engaged_with": ew["engaged_with"], "side": SIDE[str(side)], "zone": "battle", "type": "unit",
               "squad": True, "count": 1}
        return {"do": "cardb8_squad_power", "target": sel, "amount": int(str(n))}

    # ---- 「AとBが戦闘エリアにいる」 (family K5's present_both, in a battle area)
    def cardb8_c_both_in_battle(self, *parts: Any) -> dict[str, Any]:
        both = self.cardk5_c_present_both(*parts)  # type: ignore[attr-defined]
        return {"all": [{"exists": {**c["exists"], "zone": "battle"}} for c in both["all"]]}

    # ---- 「このカードが戦闘ダメージで破壊された場合」, 「…を、破壊を無効にした上で敵軍Gにする」 (R-167, R-393; R-475)
    def cardb8_on_destroyed_by(self, kind: Token) -> dict[str, Any]:
        return {"on": "destroyed", "condition": {"self_destroyed_by": {"戦闘": "battle", "通常": "normal"}[str(kind)]},
                "wording": "b8_destroyed_by"}

    def cardb8_s_negate_enemy_g(self, target: Any) -> dict[str, Any]:
        return {"do": "together", "steps": [{"do": "negate_destruction", "target": target},
                                            {"do": "cardb8_enemy_g", "target": target}], "wording": "cardk7_negated"}


def nest_shown(out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """「自軍本国の上のカード1枚を表にし、…。その場合、…」: the その場合 steps go inside the step that shows the card, so that a
    card chosen after it is shown is there for them (P77 read by the verb, cardb8steps.py; R-474)."""
    k = len(out)
    while k > 1 and "do" not in out[k - 1]:  # Xの値は… (the compiler reads it next)
        k -= 1
    body = out[1:k]
    if body and out[0].get("do") == "cardb8_show_then" and all(s.get("_then") for s in body):
        rest = [{k: v for k, v in s.items() if k != "_then"} for s in body]
        return [{**out[0], "steps": out[0]["steps"] + rest, "then_said": True}, *out[k:]]
    return out


def _into_battle(words: str) -> dict[str, Any]:
    return {"on": "refit_in" if words.startswith("「改装」") else "enters_field", "condition": {"self_in": "battle"}}


def squad_sortie(words: str) -> tuple[dict[str, Any], bool]:
    """「ユニットが1枚のみの部隊で攻撃に出撃した場合」: the event and the squad's size as a condition of this card; said with が?"""
    m = re.match(r"ユニット(が?)(\d+)枚(のみ|以上)の部隊で(攻撃に|防御に)?出撃した場合", words)
    assert m is not None
    on = {"攻撃に": "attack_sortie", "防御に": "defence_sortie", None: "sortie"}[m.group(4)]
    n = int(m.group(2))
    cond = {"self_squad_units": n} if m.group(3) == "のみ" else {"self_squad_min": n}
    return {"on": on, "condition": cond}, bool(m.group(1))
