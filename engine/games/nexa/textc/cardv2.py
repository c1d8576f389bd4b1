"""Family V of the card-text compiler, second round (issue 14): values, coins and players.

Grammar in grammar_cardv2.lark; `Cardv2Build` is a mixin of the compiler's transformer, and the
`print_*` functions are the printer's wordings of the same constructs (one-line hooks in printer.py),
so compiling and printing stay each other's inverse in one file.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardv2Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardv2.lark)."""

    def s_all_draw(self, n: Token) -> dict[str, Any]:
        """「全ての軍はカードN枚を引く」: the controller draws, then the other player (R-80)."""
        count = int(str(n))
        return {"do": "together", "steps": [{"do": "draw", "side": "own", "count": count},
                                            {"do": "draw", "side": "enemy", "count": count}]}

    def s_no_squad_power(self, t: Any) -> dict[str, Any]:
        return {"do": "status", "target": t, "status": "no_squad_power", "until": "this_turn"}

    def s_modify_or(self, t: Any, stats: list[Any], other: list[Any]) -> dict[str, Any]:
        if not all(isinstance(v, int) for v in [*stats, *other]):
            raise _unsupported("arithmetic on values")
        return {"do": "modify_or", "target": t, "stats": stats, "or_stats": other, "until": "turn_end"}

    def v_power(self, side: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"power": SIDE[str(side)]}

    def v_coins_of(self, *parts: Any) -> dict[str, Any]:
        from .cardc import _selector_of

        *rest, stats = parts
        if not all(isinstance(v, int) for v in stats):
            raise _unsupported("arithmetic on values")
        return {"coins_of": {"on": _selector_of(tuple(rest)), "coin": "/".join(f"{v:+d}" for v in stats)}}

    def v_set_count(self, side: Token | None = None) -> dict[str, Any]:
        from .compiler import SIDE

        return {"count": {**({"side": SIDE[str(side)]} if side is not None else {}), "set_card": True}}

    def v_hand_and_hangar(self) -> dict[str, Any]:
        return {"count": {"side": "own", "zone": ["hand", "hangar"]}}

    def on_played_or_refit(self, *parts: Any) -> dict[str, Any]:
        from .cardc import _selector_of

        *quals, watch = parts
        every = str(watch).endswith("毎に")
        return {"on": "card_played_or_refit", "of": _selector_of(tuple(quals)), **({"every": True} if every else {})}

    def s_modify_one(self, t: Any, n: Token) -> dict[str, Any]:
        if str(n)[1:] == "X":
            raise _unsupported("arithmetic on values")
        return {"do": "modify_one", "target": t, "amount": int(str(n)), "until": "turn_end"}

    def tp_modify_one(self, n: Token) -> list[dict[str, Any]]:
        return [self.s_modify_one("self", n)]

    def s_lower_stat_x(self, t: Any, pair: Token) -> dict[str, Any]:
        return {"do": "lower_stat_x", "target": t, "stats": ["melee", "shooting"], "until": "turn_end"}

    def x_cap_designated(self) -> dict[str, Any]:
        return {"_x_max": None}  # X is chosen by the lower_stat_x step, up to the value it designates

    def constant_held_cost(self, n: Token, xdef: dict[str, Any] | None = None) -> Any:
        from .compiler import Compiled

        t = str(n)
        if t[1:] == "X":
            if xdef is None or "_x" not in xdef or t[0] != "-":
                raise _unsupported("X without its value")
            total: Any = {"neg": xdef["_x"]}
        elif xdef is not None:
            raise _unsupported("X defined but not used")
        else:
            total = int(t)
        cont = {"apply": "cost", "target": "self", "total": total}
        return Compiled(ability={"kind": "constant", "continuous": [cont], "wording": "held"})

    def v_player_coins(self, side: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"player_coins": SIDE[str(side)]}

    def on_unit_sorties(self, side: Token, kind: Token, when: Token) -> dict[str, Any]:
        from .compiler import SIDE

        if str(kind) != "ユニット":
            raise _unsupported("trigger: a card other than a unit sortied")
        every = str(when).endswith("毎に")
        return {"on": f"{SIDE[str(side)]}_unit_sorties", **({"every": True} if every else {})}

    def q_rerolled(self) -> dict[str, Any]:
        return {"rolled": False}

    def v_target_damage(self, n: Token | None = None) -> dict[str, Any]:
        return {"damage_on": "t1" if n is None else f"t{n}"}

    def v_self_damage(self) -> dict[str, Any]:
        return {"damage_on": "self"}

    def s_damage_2x(self, t: Any) -> dict[str, Any]:
        return {"do": "damage", "target": t, "amount": {"x_times": 2}}

    def x_cap_noted(self, cap: Token, x: Token, dealt: Token) -> dict[str, Any]:
        """「Xの上限は3とする。注：X=3の時6ダメージになる」: the cap, and a note the printer says again from the
        steps (so a note that does not match them does not print back)."""
        return {"_x_max": int(str(cap))}

    def q_minus_mod(self) -> dict[str, Any]:
        return {"minus_mod": True}

    def s_all_recover(self, n: Token) -> dict[str, Any]:
        """「全ての本国を4回復する」: every player's home recovers, the controller's first (R-80)."""
        count = int(str(n))
        return {"do": "together", "steps": [{"do": "recover", "side": "own", "count": count},
                                            {"do": "recover", "side": "enemy", "count": count}]}

    def s_enemy_recover(self, n: Token) -> dict[str, Any]:
        return {"do": "recover", "side": "enemy", "count": int(str(n))}

    def triggered_if(self, trig: dict[str, Any], cond: dict[str, Any], steps: list[Any]) -> Any:
        from .compiler import Compiled, _bind

        if "condition" in trig or "wording" in trig:
            raise _unsupported("trigger: two conditions")
        return Compiled(ability={"kind": "triggered", **trig, "condition": cond, "wording": "cond_after",
                                 **_bind(steps)})


QUALIFIERS: dict[str, Any] = {"minus_mod": lambda v: "マイナスの戦闘修正を得ている",
                              "rolled": lambda v: "ロール状態の" if v else "リロール状態の"}


def x_counted_targets(steps: list[dict[str, Any]]) -> bool:
    """「自軍ユニットX枚を…」 in a played text whose X has no value, cost or cap: X is chosen on play, as many
    cards as are then targeted (P65, P56; R-84). Only a step's own target counts (not one inside 「…できる」)."""
    return any(isinstance(st.get("target"), dict) and st["target"].get("count") == "X" for st in steps)


def step_start_trigger(side: str, when: str) -> dict[str, Any]:
    """「自軍ダメージ判定ステップ開始時に」: the start of that step in that side's turn (P38-P41)."""
    return {"on": f"{side}_step_start", "when": when}


def print_held(a: dict[str, Any], value: Any) -> str | None:
    """「『恒常』：このカードは、自軍手札または自軍ハンガーにある場合、合計国力-Xを得る。…」 (`wording: held`), or None."""
    if a.get("wording") != "held" or len(a["continuous"]) != 1:
        return None
    total = a["continuous"][0]["total"]
    said = f"{total:+d}" if isinstance(total, int) else "-X"
    xdef = "" if isinstance(total, int) else f"Xの値は、{value(total['neg'])}とする。"
    return f"『恒常』：このカードは、自軍手札または自軍ハンガーにある場合、合計国力{said}を得る。{xdef}"


def print_trigger(a: dict[str, Any]) -> str | None:
    """This family's triggers in words (with 、), or None."""
    if a["on"] == "card_played_or_refit":
        from .printer import _target

        when = "場に出る毎に" if a.get("every") else "場に出た場合"
        return f"{_target({**a['of'], 'count': 'bare'}, {})}がプレイまたは「改装」の効果で{when}、"
    if a["on"] in ("own_unit_sorties", "enemy_unit_sorties"):
        side = _JA_SIDE[a["on"].split("_")[0]]
        return f"{side}ユニットが" + ("出撃する毎に、" if a.get("every") else "出撃した場合、")
    if a["on"] in ("own_step_start", "enemy_step_start"):
        from .printer import _JA_WHEN

        return f"{_JA_SIDE[a['on'].split('_')[0]]}{_JA_WHEN[a['when']]}開始時に"
    return None


def print_value(v: Any, targets: dict[str, Any] | None = None) -> str | None:
    """This family's values in words, or None."""
    key, arg = next(iter(v.items()))
    if key == "damage_on":
        if arg == "self":
            return "このカードが受けているダメージの値"
        n = "" if targets is None or len(targets) <= 1 else arg[1:]
        return f"対象{n}が受けているダメージの値"
    if key == "power":
        return f"{_JA_SIDE[arg]}国力の値"
    if key == "player_coins":
        return f"{_JA_SIDE[arg]}コインの個数"
    if key == "coins_of":
        from .printer import _target

        return f"{_target({**arg['on'], 'count': 'bare'}, {})}の上にある{arg['coin']}コインの個数"
    if key == "count" and arg == {"side": "own", "zone": ["hand", "hangar"]}:
        return "自軍手札と自軍ハンガーにあるカードの枚数"
    if key == "count" and set(arg) <= {"side", "set_card"} and arg.get("set_card") is True:
        return _JA_SIDE.get(arg.get("side", ""), "") + "セットカードの枚数"
    return None


def print_note(a: dict[str, Any]) -> str:
    """「注：X=3の時6ダメージになる」 after the cap of a text whose damage is X+X (x_times), else ""."""
    cap = a.get("x_max")
    twice = [st for st in a.get("effect", []) if st.get("do") == "damage" and st.get("amount") == {"x_times": 2}]
    return f"注：X={cap}の時{2 * cap}ダメージになる" if twice and isinstance(cap, int) else ""


def print_step(s: dict[str, Any], targets: dict[str, Any], target: Any) -> str | None:
    """This family's steps in words (without 。), or None."""
    if s["do"] == "status" and s["status"] == "no_squad_power" and s.get("until") == "this_turn":
        return f"{target(s['target'], targets)}の戦闘力は、このターン、部隊戦闘力に加えられない"
    if s["do"] == "modify_or" and s.get("until") == "turn_end":
        one, other = ("/".join(f"{v:+d}" for v in x) for x in (s["stats"], s["or_stats"]))
        return f"{target(s['target'], targets)}は、ターン終了時まで{one}または{other}を得る"
    if s["do"] == "damage" and s.get("amount") == {"x_times": 2}:
        return f"{target(s['target'], targets)}にX+Xダメージを与える"
    if s["do"] == "lower_stat_x" and s["stats"] == ["melee", "shooting"] and s.get("until") == "turn_end":
        return f"{target(s['target'], targets)}の格闘力または射撃力を、ターン終了時まで-Xする"
    if s["do"] == "modify_one" and s.get("until") == "turn_end" and isinstance(s["amount"], int):
        return f"{target(s['target'], targets)}は、ターン終了時まで戦闘力1つに{s['amount']:+d}を得る"
    then = s.get("then", [])
    if s["do"] == "if" and "else" not in s and len(then) == 1 and then[0]["do"] == "modify_one" \
            and then[0]["target"] == "self":  # 「このカードは、交戦中の場合、ターン終了時まで戦闘力1つに+2を得る」
        from .cardt import _state_words

        state = _state_words(s["condition"])
        said = print_step(then[0], targets, target)
        if state is not None and said is not None:
            return f"このカードは、{state}場合、" + said.removeprefix("このカードは、")
    if s["do"] == "recover" and s["side"] == "enemy" and isinstance(s["count"], int):
        return f"敵軍本国を{s['count']}回復する"
    if s["do"] == "together" and len(s["steps"]) == 2 and s["steps"][0]["do"] in ("draw", "recover") \
            and all(x["do"] == s["steps"][0]["do"] for x in s["steps"]):
        own, enemy = s["steps"]
        if own["side"] == "own" and enemy["side"] == "enemy" and own["count"] == enemy["count"] \
                and isinstance(own["count"], int) and set(own) == set(enemy) == {"do", "side", "count"}:
            if own["do"] == "recover":
                return f"全ての本国を{own['count']}回復する"
            return f"全ての軍はカード{own['count']}枚を引く"
    return None
