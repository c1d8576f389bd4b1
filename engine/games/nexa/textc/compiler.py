"""Card text (controlled Japanese) to effect-language data, through the lark grammar.

The tree is built by the grammar (grammar.lark); `_Build` turns each rule into effect-language
data: keyword entries for a keyword line, an ability mapping (kind, timing, cost, on, targets,
effect or continuous) for an ability. What the grammar or the effect language cannot express
raises `Unsupported` naming the missing item, so an import report can rank what blocks cards.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any, Final

from lark import Lark, Token, v_args
from lark.exceptions import UnexpectedInput, VisitError

from .carda import CardaBuild
from .cardb import CardbBuild
from .cardb3 import Cardb3Build
from .cardb4 import Cardb4Build
from .cardb5 import Cardb5Build
from .cardb6 import Cardb6Build
from .cardb8 import Cardb8Build, nest_shown
from .cardb9 import Cardb9Build
from .cardb9 import check as cardb9_check
from .cardc import CardcRules
from .cardc3 import Cardc3Build
from .cardg5 import Cardg5Build
from .cardg6 import Cardg6Build
from .cardg8 import Cardg8Build
from .cardk import CardkBuild
from .cardk3 import Cardk3Build
from .cardk4 import Cardk4Build
from .cardk5 import Cardk5Build
from .cardk6 import Cardk6Build
from .cardk7 import Cardk7Build
from .cardk8 import Cardk8Build
from .cardk9 import Cardk9Build, cardk9_top_upto_x
from .cardo import CardoBuild
from .cardo2 import Cardo2Build
from .cardo3 import Cardo3Build
from .cardo4 import Cardo4Build
from .cardo5 import Cardo5Build
from .cardo6 import Cardo6Build
from .cardo6 import check as cardo6_check
from .cardo8 import Cardo8Build
from .cardo9 import Cardo9Build, merge_play_retargets
from .cardr3 import Cardr3Build
from .cardr4 import Cardr4Build
from .cardr5 import Cardr5Build, expand_sentences, fold_checks
from .cardr5 import check as cardr5_check
from .cardr6 import Cardr6Build
from .cardr8 import Cardr8Build, cardr8_all_ref, cardr8_name_alls, cardr8_steps, rest_after_then
from .cardr8 import check as cardr8_check
from .cardr9 import Cardr9Build, merge_end_retargets
from .cards import CardsBuild, needs_split, split_pair
from .cards2 import Cards2Build
from .cards3 import Cards3Build
from .cardt import CardtBuild
from .cardt2 import Cardt2Build
from .cardt5 import Cardt5Build
from .cardt6 import Cardt6Build, Cardt6Protections, merge_retargets
from .cardt8 import Cardt8Abilities, Cardt8Build, Cardt8Change
from .cardt9 import Cardt9Build
from .cardv import CardvBuild, put_x, uses_x, x_paid_step
from .cardv2 import Cardv2Build, step_start_trigger, x_counted_targets
from .cardv3 import Cardv3Build, x_arith
from .cardv4 import Cardv4Build
from .cardv4 import check as cardv4_check
from .cardv5 import Cardv5Build
from .cardv5 import check as cardv5_check
from .cardv5 import keyword_rolled as cardv5_keyword_rolled
from .cardv6 import Cardv6Build, x_picked_on_resolution
from .cardv8 import Cardv8Build, cardv8_check
from .cardv9 import Cardv9Build, cardv9_check, keyword_either
from .cardz3 import Cardz3Build
from .cardz4 import Cardz4Build, Cardz4Sentences, Cardz4Statics
from .cardz5 import Cardz5Build
from .cardz6 import Cardz6Build
from .cardz8 import Cardz8Build
from .cardz9 import Cardz9Build
from .normalise import normalise

COLOUR = {"青": "blue", "緑": "green", "黒": "black", "赤": "red", "茶": "brown", "白": "white", "紫": "purple"}
WHEN = {"常時": "any", "戦闘フェイズ": "battle", "防御ステップ": "defence", "ダメージ判定ステップ": "damage",
        "攻撃ステップ": "attack", "配備フェイズ": "deploy", "帰還ステップ": "return", "ドローフェイズ": "draw",
        "リロールフェイズ": "reroll"}
SIDE = {"自軍": "own", "敵軍": "enemy"}
TYPE = {"ユニット": "unit", "キャラ": "character", "オペレーション": "operation", "コマンド": "command", "ACE": "ace",
        "カード": "card", "グラフィック": "graphic", "G": "g", "オペ": "operation"}  # オペ: normal form (normalise.py)
PLACE_AT = {"ジャンクヤードにある": "junkyard", "ハンガーにある": "hangar", "手札にある": "hand"}
HAND_OR_HANGAR = "手札または自軍ハンガーにある"
STAT_NAME = {"合計国力": "total_cost", "ロールコスト": "roll_cost", "格闘力": "melee", "射撃力": "shooting",
             "防御力": "defence"}
SIMPLE_KW = {"高機動": "high_mobility", "速攻": "first_strike", "強襲": "assault", "クイック": "quick",
             "戦闘配備": "battle_ready", "ステイ": "stay", "ユニーク": "unique", "PS装甲": "ps_armor"}
TRAIT_KW = {"改装": "refit", "共有": "share", "クロスウェポン": "cross_weapon"}
COST_KW = {"ゲイン": "gain", "供給": "supply"}
KEYWORD_COST = 1  # the engine's built-in keyword texts cost ① (engine/games/nexa/keywords.py)

# Phrases of real card texts that name a missing part of the language (issue 14), checked when
# the grammar cannot read a text, so the report ranks language items rather than raw errors.
MISSING_FEATURES: tuple[tuple[str, str], ...] = (
    ("枚を見て", "look at top N and take a matching card (other wordings)"),
    ("カット終了時まで", "duration: until end of this cut"),
    ("ステップ終了時まで", "duration: until end of this step"),
    ("代わりに", "replacement effect"),
    ("として扱う", "treat as (rule override)"),
    ("無効にならない", "cannot be negated (rule override)"),
    ("Gとして", "text active while a G"),
    ("手札にある場合", "text active from the hand"),
    ("倍の", "arithmetic on values"),
    ("の値", "arithmetic on values"),
    ("そのカード", "named step results"),
    ("その中", "named step results"),
    ("以上の場合", "named step results"),
    ("クロスウェポンのルール", "cross-weapon rule text"),
    ("コイン", "coins (other wordings)"),
)


class Unsupported(Exception):
    """The text uses something the grammar or the effect language cannot express (yet)."""

    def __init__(self, item: str) -> None:
        super().__init__(item)
        self.item = item


@dataclass(frozen=True)
class Compiled:
    """One compiled text: keyword entries, or one ability in the effect language."""

    keywords: tuple[Any, ...] = ()
    ability: dict[str, Any] = field(default_factory=dict)
    reminder: str = ""  # a rules reminder of this special effect (its rule is built in)

    @property
    def is_keywords(self) -> bool:
        return not self.ability


@lru_cache(maxsize=1)
def _parser() -> Lark:
    # grammar.lark is the core; each grammar_<topic>.lark adds its constructs with lark's %extend,
    # so a construct family lives in its own file (and its transformer in textc/<topic>.py).
    root = resources.files(__package__)
    extras = sorted(p.name for p in root.iterdir() if p.name.startswith("grammar_") and p.name.endswith(".lark"))
    grammar = "\n".join(root.joinpath(n).read_text(encoding="utf-8") for n in ["grammar.lark", *extras])
    # LALR(1) with the contextual lexer: a terminal is only tried where the grammar accepts it, so
    # words need no spaces between them; measured 30x faster than Earley with the same trees.
    return Lark(grammar, parser="lalr", lexer="contextual")


def _int(tok: Token) -> int:
    return int(str(tok))


class _Targets:
    """Numbers the chosen targets of one ability t1, t2, ..."""

    def __init__(self) -> None:
        self.declared: dict[str, dict[str, Any]] = {}
        self.last_all: dict[str, Any] | None = None  # the 全ての selector said last (family R8, textc/cardr8.py)

    def ref(self, sel: Any) -> Any:
        if sel == "self" or sel.get("count") == "all":
            self.last_all = sel if sel != "self" else None
            return sel
        if "_ref" in sel:  # 「対象」, 「対象2」: a target an earlier step chose (textc/carda.py)
            if f"t{sel['_ref']}" not in self.declared and (named := cardr8_all_ref(self, sel)) is not None:
                return named  # 「全ての自軍Gをリロールする。…対象を…」: the cards the step before acted on (R-451)
            if f"t{sel['_ref']}" not in self.declared:
                raise Unsupported("対象 that no earlier step chose")
            return f"t{sel['_ref']}"
        self.last_all = None
        name = f"t{len(self.declared) + 1}"
        self.declared[name] = sel
        return name


@v_args(inline=True)
class _Build(Cardk5Build,  # family K5 first: its overrides of shared rules win (textc/cardk5.py)
             Cardk6Build,  # family K6 (textc/cardk6.py)
             Cardk7Build,  # family K7 (textc/cardk7.py)
             Cardk8Build,  # family K8 (textc/cardk8.py)
             Cardk9Build,  # family K9 (textc/cardk9.py)
             Cardt5Build,  # family T5 (textc/cardt5.py)
             CardaBuild, CardbBuild, CardcRules, CardkBuild, CardoBuild, CardsBuild, CardtBuild,  # each family's mixin
             Cardt2Build, CardvBuild, Cardo2Build, Cards2Build, Cardv2Build, Cards3Build,
             Cardv3Build, Cardr3Build, Cardo3Build, Cardc3Build, Cardb3Build,
             Cardb4Build,
             Cardb5Build,
             Cardb6Build,
             Cardb8Build,
             Cardb9Build,
             Cardz4Build, Cardz4Statics, Cardz4Sentences,
             Cardz5Build,
             Cardz6Build,
             Cardz8Build,
             Cardz9Build,
             Cardz3Build, Cardk3Build,
             Cardo4Build,
             Cardo5Build,
             Cardo6Build,
             Cardk4Build,
             Cardr4Build,
             Cardr5Build,
             Cardr6Build,
             Cardr8Build,  # family R8 (textc/cardr8.py)
             Cardr9Build,  # family R9 (textc/cardr9.py)
             Cardv4Build,
             Cardv5Build,
             Cardv6Build,
             Cardv8Build,
             Cardv9Build,  # family V9 (textc/cardv9.py)
             Cardg5Build,
             Cardg6Build,
             Cardg8Build,
             Cardt6Build,
             Cardo8Build,  # family O8 (textc/cardo8.py)
             Cardo9Build,  # family O9 (textc/cardo9.py)
             Cardt8Build,
             Cardt8Change,
             Cardt8Abilities,
             Cardt9Build,  # family T9 (textc/cardt9.py)
             Cardt6Protections):  # is a Transformer too
    x_of_card = False  # an X without value, cost or cap is the card's own X (a command of total cost X)
    # ---- keyword lines
    def keyword_line(self, *kws: Any) -> Compiled:
        return Compiled(keywords=tuple(kws))

    def cw_reminder(self) -> Compiled:
        return Compiled(reminder="cross_weapon")

    def kw_simple(self, tok: Token) -> Any:
        return SIMPLE_KW[str(tok)]

    def _keyword(self, cost: dict[str, Any], name: str, arg: Any) -> Any:
        """A playable special effect with its printed cost: ① is built in (keywords.py)."""
        if (either := keyword_either(cost)) is not None:  # 〔青2/緑2〕, 〔1/R〕 (family V9, textc/cardv9.py)
            return {name: arg, **either}
        if "roll_self" in cost and set(cost) <= {"pay", "roll_self"}:  # 〔R〕：クロスウェポン［A］ (family V5, textc/cardv5.py)
            return cardv5_keyword_rolled(cost, name, arg)
        if "roll_self" in cost or not set(cost) <= {"pay"}:
            raise Unsupported(f"keyword cost 〔R〕 ({name})")
        pay = cost.get("pay", {})
        if pay == {"any": KEYWORD_COST}:
            return name if arg is None else {name: arg}
        return {name: arg, "cost": pay.get("any", 0) if set(pay) <= {"any"} else pay}

    def kw_trait(self, cost: dict[str, Any], kw: Token, name: Token) -> Any:
        return self._keyword(cost, TRAIT_KW[str(kw)], str(name))

    def kw_costed(self, cost: dict[str, Any], kw: Token) -> Any:
        return self._keyword(cost, COST_KW[str(kw)], None)

    def kw_psycommu(self, cost: dict[str, Any], n: Token) -> Any:
        return self._keyword(cost, "psycommu", _int(n))

    def kw_area(self, n: Token) -> Any:
        return {"area_weapon": _int(n)}

    # ---- headers
    def timing(self, *toks: Token) -> dict[str, str]:
        side = SIDE[str(toks[0])] if len(toks) == 2 else "any"
        return {"when": WHEN[str(toks[-1])], "side": side}

    def turn_timing(self, side: Token) -> dict[str, str]:
        return {"when": "any", "side": SIDE[str(side)]}

    def cost(self, *items: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        pay: dict[str, int] = {}
        for it in items:
            if "roll_self" in it:
                out["roll_self"] = True
            elif "pay_x" in it:  # 〔X〕, 〔黒X〕: X chosen on play (textc/cardv.py)
                if "pay_x" in out:
                    raise Unsupported("a cost with X twice")
                out["pay_x"] = it["pay_x"]
            else:
                for k, v in it.items():
                    pay[k] = pay.get(k, 0) + v
        if pay:
            out["pay"] = pay
        return out

    def cost_roll(self) -> dict[str, Any]:
        return {"roll_self": True}

    def cost_colour(self, colour: Token, n: Token) -> dict[str, Any]:
        return {COLOUR[str(colour)]: _int(n)}

    def cost_any(self, n: Token) -> dict[str, Any]:
        return {"any": _int(n)}

    # ---- triggers and conditions
    def on_enters(self) -> dict[str, Any]:
        return {"on": "enters_field"}

    def on_played(self) -> dict[str, Any]:
        return {"on": "played"}

    def on_destroyed(self) -> dict[str, Any]:
        return {"on": "destroyed"}

    def on_own_turn_start(self) -> dict[str, Any]:
        return {"on": "own_turn_start"}

    def on_enemy_unit_enters(self) -> dict[str, Any]:
        return {"on": "enemy_unit_enters"}

    def on_sortie(self) -> dict[str, Any]:
        return {"on": "sortie"}

    def on_attack_sortie(self) -> dict[str, Any]:
        return {"on": "attack_sortie"}

    def on_defence_sortie(self) -> dict[str, Any]:
        return {"on": "defence_sortie"}

    def on_leaves(self) -> dict[str, Any]:
        return {"on": "leaves_field"}

    def on_own_turn_end(self) -> dict[str, Any]:
        return {"on": "own_turn_end"}

    def on_enemy_turn_start(self) -> dict[str, Any]:
        return {"on": "enemy_turn_start"}

    def on_step_start(self, *toks: Token) -> dict[str, Any]:
        when = WHEN[str(toks[-1])]
        if when == "any":
            raise Unsupported("trigger: 常時開始時")
        if len(toks) == 2:  # 「自軍ダメージ判定ステップ開始時に」: that side's turn (textc/cardv2.py)
            return step_start_trigger(SIDE[str(toks[0])], when)
        return {"on": "step_start", "when": when}

    def c_exclusive(self) -> dict[str, Any]:
        return {"exclusive_set": True}

    def c_home_at_most(self, n: Token) -> dict[str, Any]:
        return {"home_at_most": _int(n)}

    def c_in_battle(self) -> dict[str, Any]:
        return {"self_in": "battle"}

    def c_engaged(self) -> dict[str, Any]:
        return {"self_engaged": True}

    def c_g_at_least(self, n: Token) -> dict[str, Any]:
        return {"g_at_least": _int(n)}

    def c_has_character(self) -> dict[str, Any]:
        return {"exists": {"self": True, "has_character": True}}

    # ---- abilities
    def after_resolving(self, steps: list[Any]) -> Compiled:
        return Compiled(ability={"kind": "triggered", "on": "resolved", **_bind(steps)})

    def triggered(self, trig: dict[str, Any], steps: list[Any]) -> Compiled:
        return Compiled(ability={"kind": "triggered", **trig, **_bind(steps)})

    def timed(self, timing: dict[str, str], *rest: Any) -> Compiled:
        ab: dict[str, Any] = {"kind": "activated", "timing": timing}
        for part in rest[:-1]:
            if isinstance(part, Token):  # 毎: once per cut (P44)
                ab["repeatable"] = True
            elif "condition" in part:
                ab["condition"] = part["condition"]
            elif part:
                ab["cost"] = part
        x_paid = "pay_x" in ab.get("cost", {}) or self.x_of_card  # 〔X〕, or the card's X (P55)
        return Compiled(ability={**ab, **_bind(rest[-1], x_paid=x_paid)})

    def precondition(self, cond: dict[str, Any]) -> dict[str, Any]:
        return {"condition": cond}

    def static(self, cont: dict[str, Any] | list[dict[str, Any]]) -> Compiled:
        # a list: one text of several applications (textc/cardo2.py)
        return Compiled(ability={"kind": "static", "continuous": cont if isinstance(cont, list) else [cont]})

    def constant(self, cont: dict[str, Any]) -> Compiled:
        return Compiled(ability={"kind": "constant", "continuous": [cont]})

    def st_modify(self, target: Any, stats: list[int]) -> dict[str, Any]:
        _fixed(stats)
        return {"apply": "modify", "target": target, "stats": stats}

    def st_modify_when(self, target: Any, cond: dict[str, Any], stats: list[int]) -> dict[str, Any]:
        _fixed(stats)
        return {"apply": "modify", "target": target, "stats": stats, "condition": cond}

    def c_exists(self, *parts: Any) -> dict[str, Any]:
        sel = _selector(parts, {})
        return {"exists": sel}

    def st_modify_if(self, cond: dict[str, Any], target: Any, stats: list[int]) -> dict[str, Any]:
        _fixed(stats)
        out = {"apply": "modify", "target": target, "stats": stats, "condition": cond}
        if target == "self" and "exists" in cond and "min" not in cond:  # said first (the printer's default is inside)
            out["wording"] = "cond_first"  # family K3
        return out

    # ---- steps: (verb data with selectors still inline) bound to target names by _bind
    def sentences(self, *steps: dict[str, Any]) -> list[dict[str, Any]]:
        out = cardr8_steps(list(steps))  # a look's pick said without its count (family R8, textc/cardr8.py; R-452)
        out = expand_sentences(out)  # one sentence of family R5 that says several steps (textc/cardr5.py)
        out = merge_retargets(self, out)  # 「（condition）場合、この効果の対象部分は…」 (textc/cardt6.py)
        out = merge_play_retargets(out)  # 「…場合、この効果の対象部分は『…のプレイ』に変更できる」 (textc/cardo9.py)
        out = merge_end_retargets(self, out)  # 「…。その場合、…。この効果の対象部分は…」 (family R9, textc/cardr9.py)
        out = nest_shown(out)  # 「…を表にし（た後）、…。その場合、…」: the その場合 steps inside (textc/cardb8.py)
        chosen: list[dict[str, Any]] = []  # X chosen on play: a cost's X (textc/cardv.py), checked by _bind
        if out and "_x_max" in out[-1]:
            chosen = [{"_x_chosen": out.pop()["_x_max"]}]
        elif out and "_x_min" in out[-1]:  # 「Xの下限は2とする」 (textc/cardv3.py): X chosen on play, at least that
            chosen = [{"_x_chosen": None, "_x_min": out.pop()["_x_min"]}]
        elif out and "_x" in out[-1]:  # Xの値は…とする: X in the steps is that value (P65)
            xval = out.pop()["_x"]
            out = [_set_x(st, xval) for st in out]
        if not chosen and any(_has_x(st) or uses_x(st) for st in out):
            chosen = [{"_x_chosen": None}]
        if chosen:  # X is the number chosen on play: 「-X」 is minus it
            out = [_set_x(st, "X") for st in out]
        if any("_cardr5_check" in s for s in out):  # 「この効果で…を廃棄した場合」 read with the steps before (family R5)
            return fold_checks(out) + chosen
        run = next((i for i, s in enumerate(out[1:], 1) if not s.get("_then")), len(out))
        if run > 1 and all(s.get("after") for s in out[run:]):  # その場合 (P77), then その後 steps (textc/cards.py)
            return [{k: v for k, v in s.items() if k != "_then"} for s in out] + [{"_all_or_nothing": True}] + chosen
        if (r8 := rest_after_then(out, run)) is not None:  # その場合, then steps said on their own (family R8, R-450)
            return r8 + chosen
        if any(s.get("_then") for s in out):
            raise Unsupported("その場合 after an independent sentence")
        return out + chosen

    def xdef(self, v: Any) -> dict[str, Any]:
        return {"_x": v}

    def value(self, base: Any, arith: Token | None = None) -> Any:
        return base if arith is None else {"sum": [base, int(str(arith))]}

    def v_count(self, *parts: Any) -> Any:
        sel = _selector(parts, {"count": "all"})
        del sel["count"]
        return {"count": sel}

    def v_hand(self, side: Token) -> Any:
        return {"hand_count": SIDE[str(side)]}

    def v_target_stat(self, *toks: Token) -> Any:
        name = f"t{toks[0]}" if len(toks) == 2 else "t1"  # 対象: the one target, 対象N: the Nth (checked in _bind)
        return {"target_stat": [name, STAT_NAME[str(toks[-1])]]}

    def then(self, step: dict[str, Any]) -> dict[str, Any]:
        return {**step, "_then": True}

    def s_terrain(self, t: Any, *terrains: Token) -> dict[str, Any]:
        add = [{"「宇宙」": "space", "「地球」": "earth"}[str(x)] for x in terrains]
        return {"do": "terrain", "target": t, "add": add, "until": "turn_end"}

    def s_at_turn_end(self, step: dict[str, Any]) -> dict[str, Any]:
        return {"do": "at_turn_end", "steps": [step]}

    def s_optional(self, step: dict[str, Any]) -> dict[str, Any]:
        if step.get("do") == "pay_by":  # 「敵軍は1を支払う事ができる」: that side chooses (textc/cardv.py)
            return {"do": "may_by", "side": step["side"], "steps": [step]}
        if step.get("do") == "search" and "top" not in step and step.get("zone") == "home":
            raise Unsupported("look at a whole home: 事ができる in its place")
        return {"do": "optional", "steps": [step]}

    def s_grant(self, t: Any, kw: Token) -> dict[str, Any]:
        return {"do": "grant_keyword", "target": t, "keyword": SIMPLE_KW[str(kw)], "until": "turn_end"}

    def sentence(self, step: dict[str, Any]) -> dict[str, Any]:
        return step

    def s_damage(self, t: Any, n: Token) -> dict[str, Any]:
        return {"do": "damage", "target": t, "amount": "X" if str(n) == "X" else _int(n)}

    def s_discard_chosen(self, t: Any) -> dict[str, Any]:
        if not (isinstance(t, dict) and t.get("zone") == "hand" and t.get("side") == "own"):
            return self.cardr3_chosen(t, {"do": "move", "to": "junkyard"})  # a hangar's or junkyard's (textc/cardr3.py)
        return {"do": "move", "target": t, "to": "junkyard"}

    def s_to_hangar(self, t: Any) -> dict[str, Any]:
        return {"do": "to_hangar", "target": t}

    def s_to_home(self, t: Any, end: Token) -> dict[str, Any]:
        return {"do": "move", "target": t, "to": "home_top" if str(end) == "上" else "home_bottom"}

    def s_pay(self, cost: dict[str, Any]) -> dict[str, Any]:
        if set(cost) == {"pay_x"}:  # 「Xを支払う」 while resolving (textc/cardv.py, xpay.py)
            return {"do": "pay_x", "colour": cost["pay_x"]}
        if cost == {"roll_self": True}:
            return {"do": "pay_roll"}  # 〔R〕を支払う: roll this card (gtexts.py)
        if set(cost) != {"pay"}:
            raise Unsupported("paying R while resolving")
        return {"do": "pay", "pay": cost["pay"]}

    def s_put_into_play(self, t: Any, state: Token) -> dict[str, Any]:
        return {"do": "put_into_play", "target": t, "rolled": str(state) == "ロール状態"}

    def s_enemy_hand_discard(self, *rest: Any) -> dict[str, Any]:
        *quals, n = rest
        flt = _selector(tuple(quals), {})
        return {"do": "search", "side": "enemy", "zone": "hand", "filter": flt, "count": _int(n), "to": "junkyard"}

    def s_make_g(self, t: Any) -> dict[str, Any]:
        return {"do": "make_g", "target": t}

    def s_discard(self, t: Any) -> dict[str, Any]:
        if isinstance(t, dict) and t.get("zone") == "hangar":  # a card of a hangar, declared on play (family Z3)
            return {"do": "move", "target": t, "to": "junkyard", "wording": "discard"}
        if isinstance(t, dict) and t.get("zone") in ("hand", "hangar", "junkyard"):
            raise Unsupported("discard from a hand or hangar")
        return {"do": "discard", "target": t}

    def s_destroy(self, t: Any) -> dict[str, Any]:
        return {"do": "destroy", "target": t}

    def s_roll(self, t: Any) -> dict[str, Any]:
        return {"do": "roll", "target": t}

    def s_reroll(self, t: Any) -> dict[str, Any]:
        return {"do": "reroll", "target": t}

    def s_bounce(self, t: Any) -> dict[str, Any]:
        return {"do": "bounce", "target": t}

    def s_remove(self, t: Any) -> dict[str, Any]:
        return {"do": "remove", "target": t}

    def s_draw(self, n: Token) -> dict[str, Any]:
        return {"do": "draw", "side": "own", "count": _int(n)}

    def s_recover(self, n: Token) -> dict[str, Any]:
        return {"do": "recover", "side": "own", "count": _int(n)}

    def s_home_damage(self, side: Token, n: Token) -> dict[str, Any]:
        return {"do": "home_damage", "side": SIDE[str(side)], "amount": _int(n)}

    def s_discard_hand(self, side: Token, n: Token) -> dict[str, Any]:
        return {"do": "discard_hand", "side": SIDE[str(side)], "count": _int(n)}

    def s_discard_own(self, side: Token, n: Token) -> dict[str, Any]:
        if str(side) != "自軍":
            raise Unsupported("choosing from the enemy's hand")
        return {"do": "discard_hand", "side": "own", "count": _int(n)}

    def s_discard_random(self, side: Token, n: Token) -> dict[str, Any]:
        return {"do": "discard_hand", "side": SIDE[str(side)], "count": _int(n), "random": True}

    def s_modify_pre(self, t: Any, stats: list[int]) -> dict[str, Any]:
        raise Unsupported("duration phrase not in canonical place")

    def s_modify(self, t: Any, stats: list[int]) -> dict[str, Any]:
        return {"do": "modify", "target": t, "stats": stats, "until": "turn_end"}

    def s_coin(self, t: Any, stats: list[int], n: Token) -> dict[str, Any]:
        return {"do": "add_coin", "target": t, "stats": stats, "count": _int(n)}

    def stats(self, a: Token, b: Token, c: Token) -> list[Any]:
        return [_signed(x) for x in (a, b, c)]

    # ---- targets
    def t_self(self) -> Any:
        return "self"

    def t_chosen(self, *parts: Any) -> dict[str, Any]:
        return _selector(parts[:-1], {"count": _int(parts[-1])})

    def t_all(self, *parts: Any) -> dict[str, Any]:
        return _selector(parts, {})  # 全ての sits among the qualifiers where the text put it

    def q_place(self, side: Token, place: Token) -> dict[str, Any]:
        if str(place) == HAND_OR_HANGAR:
            if str(side) != "自軍":
                raise Unsupported("enemy hand or hangar")
            return {"side": "own", "zone": ["hand", "hangar"]}
        return {"side": SIDE[str(side)], "zone": PLACE_AT[str(place)]}

    def q_exclude_self(self) -> dict[str, Any]:
        return {"exclude_self": True}

    def q_engaged_self(self) -> dict[str, Any]:
        return {"engaged": True, "same_area": True}

    def q_same_area(self) -> dict[str, Any]:
        return {"same_area": True, "zone": "battle"}

    def q_engaged(self) -> dict[str, Any]:
        return {"engaged": True}

    def q_battle(self) -> dict[str, Any]:
        return {"zone": "battle"}

    def q_deploy(self) -> dict[str, Any]:
        return {"zone": "deploy"}

    def q_destroyed(self) -> dict[str, Any]:
        return {"destroyed": True}

    def q_damaged(self) -> dict[str, Any]:
        return {"damaged": True}

    def q_rolled(self) -> dict[str, Any]:
        return {"rolled": True}

    def q_max_cost(self, n: Token) -> dict[str, Any]:
        return {"max_total_cost": _int(n)}

    def q_max_defence(self, n: Token) -> dict[str, Any]:
        return {"max_defence": _int(n)}

    def q_trait(self, name: Token) -> dict[str, Any]:
        return {"trait": str(name)}

    def q_printed_trait(self, name: Token) -> dict[str, Any]:
        return {"printed_trait": str(name)}

    def q_colour(self, c: Token) -> dict[str, Any]:
        return {"gsign_colour": COLOUR[str(c)]}

    def q_same_series(self) -> dict[str, Any]:
        return {"same_series": True}


def _signed(tok: Token) -> Any:
    t = str(tok)
    if t[1:] == "X":
        return t.lstrip("+")  # "X", or "-X": minus the value (Xの値は…)
    return int(t)


def _fixed(stats: list[Any]) -> None:
    if "X" in stats or "-X" in stats:
        raise Unsupported("continuous +X (arithmetic on values)")


def _has_x(step: dict[str, Any]) -> bool:
    if "steps" in step:
        return any(_has_x(x) for x in step["steps"])
    if step.get("do") == "if" and step.get("wording") is None and isinstance(step.get("then"), list):
        return any(_has_x(x) for x in step["then"])  # 「このカードは、…場合、…-X/±0/-Xを得る」 (family V8)
    t = step.get("target")
    if isinstance(t, dict) and "X" in (t.get("max_total_cost"), t.get("max_defence"),
                                       t.get("max_melee"),  # family K6: 「X以下の格闘力を持つ」
                                       t.get("max_roll_cost")):  # X以下の… (family C; ロールコスト: family O2)
        return True
    if step.get("do") == "search" and step.get("filter", {}).get("max_total_cost") == "X":  # what a look takes (R4)
        return True
    if isinstance(t, dict) and (x_arith(t.get("max_total_cost")) or x_arith(t.get("max_defence"))):
        return True  # X+1以下の… (textc/cardv3.py)
    if isinstance(t, dict) and t.get("roll_cost") == "X":  # 「ロールコストXを持つ」 (textc/cardv4.py)
        return True
    if isinstance(t, dict) and t.get("total_cost") == "X":  # 「合計国力Xを持つ」 (textc/cardv4.py)
        return True
    stats = step.get("stats", ())
    return (step.get("amount") == "X" or x_arith(step.get("amount")) or x_arith(step.get("count"))  # X+2 (cardv3)
            or "X" in stats or "-X" in stats or step.get("count") == "X"
            or step.get("top") == "X"  # 「上のカードX枚を見て」 (family S2)
            or cardk9_top_upto_x(step))  # 「上のカード1～X枚を見て」 (family K9)


def _set_x(step: dict[str, Any], v: Any) -> dict[str, Any]:
    """Put the defined value of X where the step says X."""
    if "steps" in step:
        return {**step, "steps": [_set_x(x, v) for x in step["steps"]]}
    if step.get("do") == "if" and step.get("wording") is None and isinstance(step.get("then"), list):
        return {**step, "then": [_set_x(x, v) for x in step["then"]]}  # (family V8)
    out = dict(step)
    t = out.get("target")
    if isinstance(t, dict):  # X以下の合計国力を持つ… (family C): the selector reads the value
        out["target"] = {k: (v if x == "X" and k in ("max_total_cost", "max_defence", "max_roll_cost",
                                                     "max_melee",  # family K6
                                                     ) else x)
                         for k, x in t.items()}
        if "min_total_cost" in t:  # X以上, X+1以上の合計国力を持つ (textc/cardv.py)
            out["target"]["min_total_cost"] = put_x(t["min_total_cost"], v)
        if t.get("roll_cost") == "X":  # 「ロールコストXを持つ」 (textc/cardv4.py)
            out["target"]["roll_cost"] = v
        if t.get("total_cost") == "X":  # 「合計国力Xを持つ」 (textc/cardv4.py)
            out["target"]["total_cost"] = v
    flt = out.get("filter")
    if out.get("do") == "search" and isinstance(flt, dict) and flt.get("max_total_cost") == "X":
        # 「その中にある、X以下の合計国力を持つ…」, 「…X以下の…を見て」 (families K5, R4)
        out["filter"] = {**flt, "max_total_cost": v}
    play = out.get("play")
    if isinstance(play, dict) and play.get("max_total_cost") == "X":  # 「X以下の…のプレイを無効にし」
        out["play"] = {**play, "max_total_cost": v}
    for key in ("amount", "count"):  # 「X+2」 (textc/cardv3.py): X is a cost's X or chosen on play
        if x_arith(out.get(key)) and v != "X":
            raise Unsupported("X+N with a value of X (arithmetic on values)")
        if x_arith(out.get(key)):
            out[key] = put_x(out[key], v)
    if isinstance(out.get("target"), dict) and any(x_arith(out["target"].get(k)) for k in ("max_total_cost", "max_defence")):
        out["target"] = {k: put_x(x, v) if x_arith(x) else x for k, x in out["target"].items()}
    if out.get("amount") == "X":
        out["amount"] = v
    elif out.get("amount") == {"neg": "X"}:  # 「…を部隊解散まで-Xする」
        out["amount"] = {"neg": v}
    if out.get("count") == "X" and out["do"] in ("draw", "recover", "add_coin", "discard_hand"):  # 「カードX枚を引く」
        out["count"] = v
    if out.get("top") == "X":  # 「上のカードX枚を見て」 (family S2)
        out["top"] = v
    if cardk9_top_upto_x(out):  # 「上のカード1～X枚を見て」 (family K9)
        out["top"] = {"upto": v}
    if isinstance(out.get("count"), dict) and out["count"].get("upto") == "X" and out.get("do") == "take_top":
        out["count"] = {**out["count"], "upto": v}  # 「上のカード1～X枚を廃棄する」 (family V5)
    if out.get("do") == "chip" and out.get("stats") == ["X", "X", "X"] and v != "X":  # X/X/X of a chip (V5, R-285)
        out["stats"] = [v, v, v]
    elif "stats" in out and ("X" in out["stats"] or "-X" in out["stats"]):
        if out["do"] != "modify":
            raise Unsupported("coins +X (arithmetic on values)")
        out["stats"] = [v if x == "X" else {"neg": v} if x == "-X" else x for x in out["stats"]]
    return out


def _selector(parts: tuple[Any, ...], tail: dict[str, Any]) -> dict[str, Any]:
    sel: dict[str, Any] = {}
    for p in parts:
        if isinstance(p, dict):
            for k in p:
                if k in sel:
                    raise Unsupported("selector: repeated qualifier")
            sel.update(p)
        elif isinstance(p, Token) and p.type == "ALL":
            sel["count"] = "all"
        elif isinstance(p, Token) and p.type == "SIDE":
            sel["side"] = SIDE[str(p)]
        elif isinstance(p, Token) and p.type == "TYPE" and str(p) != "カード":
            sel["type"] = TYPE[str(p)]
    sel.update(tail)
    return sel


def _bind(steps: list[dict[str, Any]], x_paid: bool | None = None) -> dict[str, Any]:
    """Chosen targets become declared target names (P56); `全ての` and `self` stay inline.
    X without its value (Xの値は…) is chosen on play when the cost pays it (〔X〕) or a cap bounds it."""
    x_max: Any = False
    x_min = None
    if steps and "_x_chosen" in steps[-1]:
        x_max = steps[-1]["_x_chosen"]
        x_min = steps[-1].get("_x_min")  # 「Xの下限は2とする」 (textc/cardv3.py)
        steps = steps[:-1]
        paid = x_paid_step(steps)  # 「Xを支払う事ができる」: the X paid while resolving
        if paid is not None and x_min is not None:
            raise Unsupported("a least X paid while resolving")
        if paid is not None and any(uses_x(st) for st in steps):  # targets are chosen before it is paid
            raise Unsupported("X targets of an X paid while resolving")
        if paid is not None:
            if x_max is not None:
                paid["max"] = x_max
            x_max, x_paid = False, True
        # chosen on play (P65) in a played text: a cost's X (〔X〕), or X with its cap (Xの上限は…),
        # or the X of the card's own total cost (a command's, compile_text(x_of_card=True))
        picked = x_paid is None and x_picked_on_resolution(steps)  # 「…X枚を…事ができる。…X…」 (family V6, R-350)
        if not picked and (x_paid is None or (not x_paid and x_max is None and not x_counted_targets(steps))):
            raise Unsupported("X without its value")
    names = _Targets()
    flag = bool(steps) and steps[-1] == {"_all_or_nothing": True}
    bound = [_bind_step(s, names) for s in (steps[:-1] if flag else steps)]
    bound = cardr8_name_alls(bound, names.declared)  # the 全ての selector 対象 names, named where said first (R-451)
    out: dict[str, Any] = {"effect": bound}
    for ref in re.findall(r"'(?:target_stat|targets_total)': \['(t\d+)'", repr(bound)):
        if ref not in names.declared:  # (対象 or 対象N as the ability's targets say: the round trip checks)
            raise Unsupported("対象 that no step chose")
    if names.declared:
        out["targets"] = names.declared
    if flag:
        out["all_or_nothing"] = True
    if x_max:
        out["x_max"] = x_max
    if x_min:
        out["x_min"] = x_min
    return out


def _bind_step(s: dict[str, Any], names: _Targets) -> dict[str, Any]:
    if needs_split(s):  # 「AとBを…」, two picks of a look (textc/cards.py)
        s = split_pair(s)
    if s["do"] == "if" and s.get("wording") in (
            "further",  # 「…場合、対象は、…さらに…」 (textc/cardo2.py)
            "cardk6_then_if",  # 「その後、…場合、…」 (textc/cardk6.py)
            "cardt9_at_resolution",  # 「（この効果の解決時に）…場合、…」 (textc/cardt9.py)
    ):
        return {**s, "then": [_bind_step(x, names) for x in s["then"]]}
    if s["do"] == "if" and s.get("wording") in (
            "cardz5_further",  # 「…場合、（さらに）…」 (family Z5, textc/cardz5.py)
            "cardk8_further_first",  # 「（さらに）…場合、…」 (family K8, textc/cardk8.py)
    ):
        return {**s, "then": [_bind_step(x, names) for x in s["then"]]}
    if s["do"] == "together" and s.get("wording") == "and":  # 「…を得ると共に、リロールできる」: one target
        t = names.ref(s["steps"][0]["target"])
        return {**s, "steps": [{**s["steps"][0], "target": t},
                               {**s["steps"][1], "steps": [{**s["steps"][1]["steps"][0], "target": t}]}]}
    if s["do"] == "together" and s.get("wording") in (
            "cardz4_protect",  # 「…を得ると共に、（protection）」: one target (Z4)
            "cardk7_negated",  # 「…を、破壊を無効にした上で、…」: one target (family K7, textc/cardk7.py)
    ):
        t = names.ref(s["steps"][0]["target"])
        return {**s, "steps": [{**x, "target": t} for x in s["steps"]]}
    if s["do"] in ("optional", "at_turn_end", "together"):  # (「その後、…できる」 keeps its その後: family V3)
        return {"do": s["do"], **({"after": True} if s.get("after") else {}), "steps": [_bind_step(x, names) for x in s["steps"]],
                **({"wording": s["wording"]} if s["do"] == "at_turn_end" and "wording" in s else {})}  # family K4: topic
    if s["do"] == "choose_one" and s.get("wording") == "cardk8_lose_either":  # one target for both (family K8)
        t = names.ref(s["options"][0]["steps"][0]["target"])
        return {**s, "options": [{**o, "steps": [{**o["steps"][0], "target": t}]} for o in s["options"]]}
    if s["do"] == "choose_one":  # 「A、またはB」 (textc/cards2.py): each option's targets
        return {**s, "options": [{**o, "steps": [_bind_step(x, names) for x in o["steps"]]} for o in s["options"]]}
    if "steps" in s:  # a verb with steps of its own (「…を指定し、…」, textc/cards.py): its target first
        head = {k: (names.ref(v) if k == "target" else v) for k, v in s.items() if k not in ("steps", "else")}
        out = {**head, "steps": [_bind_step(x, names) for x in s["steps"]]}
        return out if "else" not in s else {**out, "else": [_bind_step(x, names) for x in s["else"]]}
    return {k: (names.ref(v) if k in _TARGET_KEYS else v) for k, v in s.items()}


# step keys holding a selector chosen as a target: the step's own, and the unit a card is set on (family T5's set_onto)
_TARGET_KEYS: Final = frozenset((
    "target",
    "onto_unit",
    "like_target",  # 「対象の本来の戦闘修正と同じ値の戦闘修正を得る」 (family B6, textc/cardb6.py)
))


def _blocker(norm: str, err: Exception) -> str:
    """What blocks a text: a named language item in the sentence the grammar stopped in, else the
    words where it stopped (numbers and names folded, so one wording ranks as one item)."""
    pos = getattr(err, "pos_in_stream", None)
    pos = pos if isinstance(pos, int) and 0 <= pos <= len(norm) else 0
    start = norm.rfind("。", 0, pos) + 1
    end = norm.find("。", pos)
    sentence = norm[start:end + 1] if end >= 0 else norm[start:]
    for phrase, item in MISSING_FEATURES:
        if phrase in sentence:
            return item
    at = re.sub(r"「[^「」]*」", "「…」", norm[pos:pos + 16])
    return "phrase: " + re.sub(r"\d+", "N", at)[:10] + "…"


@lru_cache(maxsize=8192)
def compile_text(text: str, x_of_card: bool = False) -> Compiled:
    """Compile one card text; raises Unsupported with the blocking item. With `x_of_card` (the text
    of a command whose total cost is X), an X the text leaves undefined is that X, chosen on play (P55)."""
    norm = normalise(text)
    if not norm:
        raise Unsupported("empty text")
    parser = _parser()  # a broken grammar raises here, never as a card's blocker
    try:
        tree = parser.parse(norm)
        build = _Build()
        build.x_of_card = x_of_card
        result = build.transform(tree)
    except VisitError as e:
        if isinstance(e.orig_exc, Unsupported):
            raise e.orig_exc from None
        raise
    except UnexpectedInput as e:
        raise Unsupported(_blocker(norm, e)) from None
    if not isinstance(result, Compiled):  # pragma: no cover - the start rule always builds one
        raise Unsupported("grammar: no text")
    cardv4_check(result.ability)  # 「そのユニット」 only in a text triggered by another unit (family V4)
    cardv5_check(result.ability)  # 「対象が持つ「範囲兵器」1つの値」: a target chosen (family V5)
    cardr5_check(result.ability)  # 「その破壊を無効にする」 only of this card's destruction heard (family R5)
    cardo6_check(result.ability)  # 「…状態で、このカードが場に出た場合、（さらに）」 only so triggered (family O6)
    cardv8_check(result.ability)  # 「廃棄したカードの…」 only after the top cards were discarded (family V8)
    cardv9_check(result.ability)  # 「この効果で自軍ハンガーに移したユニットの…」 only of that card (family V9)
    cardr8_check(result.ability)  # 「その部隊にいる」 only after this card's place in its squad (family R8)
    cardb9_check(result.ability)  # 「ダメージを受けた全ての…ユニット」 only so triggered (family B9)
    return result
