"""Effect-language data back to canonical card Japanese (the style of real card lists).

It is the inverse of compiler.py: every construct the grammar reads is printed in one canonical
wording, so compile-then-print gives back a text (in normal form) only if nothing was dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import (
    carda,
    cardk,
    cardk3,
    cardk4,
    cardk9,
    cards,
    cards2,
    cardt,
    cardt2,
    cardv,
    cardv2,
    cardv3,
    print_cardb,
    print_cardb3,
    print_cardb4,
    print_cardb5,
    print_cardb6,
    print_cardb8,
    print_cardb9,
    print_cardc3,
    print_cardg5,
    print_cardg6,
    print_cardg8,
    print_cardk5,
    print_cardk6,
    print_cardk7,
    print_cardk8,
    print_cardk9,
    print_cardo,
    print_cardo2,
    print_cardo3,
    print_cardo4,
    print_cardo5,
    print_cardo6,
    print_cardo8,
    print_cardo9,
    print_cardr3,
    print_cardr4,
    print_cardr5,
    print_cardr6,
    print_cardr8,
    print_cardr9,
    print_cardt5,
    print_cardt6,
    print_cardt8,
    print_cardt9,
    print_cardv4,
    print_cardv5,
    print_cardv6,
    print_cardv8,
    print_cardv9,
    print_cardz3,
    print_cardz4,
    print_cardz5,
    print_cardz6,
    print_cardz8,
    print_cardz9,
)
from .cardc import NOT_G
from .cardc import QUALIFIERS as _CARDC_QUALIFIERS
from .cardc import print_condition as _cardc_condition
from .cardc import print_step as _cardc_step
from .cardc import print_trigger as _cardc_trigger
from .cardc import selector_x as _cardc_x
from .compiler import (
    COLOUR,
    COST_KW,
    KEYWORD_COST,
    PLACE_AT,
    SIDE,
    SIMPLE_KW,
    STAT_NAME,
    TRAIT_KW,
    TYPE,
    WHEN,
    Compiled,
)

_JA_COLOUR = {v: k for k, v in COLOUR.items()}
_JA_WHEN = {v: k for k, v in WHEN.items()}
_JA_SIDE = {v: k for k, v in SIDE.items()}
_JA_TYPE = {v: k for k, v in TYPE.items()}
_JA_KW = {v: k for k, v in {**SIMPLE_KW, **TRAIT_KW, **COST_KW}.items()}
_JA_PLACE = {v: k for k, v in PLACE_AT.items()}
_JA_STAT = {v: k for k, v in STAT_NAME.items()}
_TRIGGER = {"enters_field": "このカードが場に出た場合、", "played": "このカードがプレイされて場に出た場合、",
            "destroyed": "このカードが破壊された場合、", "own_turn_start": "自軍ターン開始時、",
            "enemy_unit_enters": "敵軍ユニットが場に出た場合、", "sortie": "このカードが出撃した場合、",
            "leaves_field": "このカードが場から離れた場合、",
            "attack_sortie": "このカードが攻撃に出撃した場合、", "defence_sortie": "このカードが防御に出撃した場合、", "own_turn_end": "自軍ターン終了時に",
            "enemy_turn_start": "敵軍ターン開始時に", "enters_as_g": "このカードがGとして場に出た場合、",
            "coins_reached": "", "exclusive_made": "このカードの「専用機のセット」が成立した場合、",  # family O2
            "own_exclusive_made": "自軍キャラの「専用機のセット」が成立した場合、"}  # family C3
_TRIGGER.update(cardk3.TRIGGERS)  # family K3 (textc/cardk3.py)
_TRIGGER.update(cardk4.TRIGGERS)  # family K4 (textc/cardk4.py)


# Notes and rules reminders a card prints on a line of their own, by the reminder the compiler read
_NOTES = {"stat_one": print_cardb3.ONE_NOTE,  # family B3 (print_cardb3.py)
          "pierce": cardk.PIERCE_REMINDER,  # family K (cardk.py)
          "no_target": print_cardo2.NO_TARGET_NOTE, "pm_rule": print_cardo2.PM_NOTE,  # family O2 (print_cardo2.py)
          "set_char_note": print_cardc3.SET_CHAR_NOTE, "face_down_note": print_cardc3.FACE_DOWN_NOTE,  # family C3
          "arrange_together": print_cardz3.ARRANGE_NOTE}  # family Z3 (print_cardz3.py)


def print_text(c: Compiled) -> str:
    """Canonical Japanese for one compiled text."""
    if c.reminder == "cross_weapon":
        return _CW_REMINDER
    note = _NOTES.get(c.reminder) or cardk3.NOTES.get(c.reminder)  # a note on a line of its own (K3: textc/cardk3.py)
    note = note or cardk4.NOTES.get(c.reminder)  # (K4: textc/cardk4.py)
    note = note or print_cardz4.note(c.reminder)  # family Z4 (print_cardz4.py)
    note = note or print_cardv5.note(c.reminder)  # family V5 (print_cardv5.py)
    note = note or print_cardo6.note(c.reminder)  # family O6 (print_cardo6.py)
    if note is not None:
        return note
    if c.is_keywords:
        return "　".join(_keyword(k) for k in c.keywords)
    if c.ability.get("protected") == "angle":  # 〈 〉, written ＜ ＞ in card lists (print_cardb.py)
        return "＜" + _ability({k: v for k, v in c.ability.items() if k != "protected"}) + "＞"
    return _ability(c.ability)


_CW_REMINDER = ("（クロスウェポンのルール＞（戦闘フェイズ）：［ ］の特徴を持つ自軍ユニット１枚は、ターン終了時まで、"
                "このカードの本来のテキスト１つと同じテキストを得る。ただし同じテキストは得られない）")


def _keyword(kw: Any) -> str:
    if (v5 := print_cardv5.keyword(kw, _cost, _JA_KW)) is not None:  # 〔R〕：クロスウェポン［A］ (family V5)
        return v5
    if (mine := cardk.print_keyword(kw, _cost, _timing)) is not None:  # family K (cardk.py)
        return mine
    if isinstance(kw, str) and kw not in COST_KW.values():
        return _JA_KW[kw]
    name, arg = (kw, None) if isinstance(kw, str) else next((k, v) for k, v in kw.items() if k != "cost")
    cost = kw.get("cost", KEYWORD_COST) if isinstance(kw, dict) else KEYWORD_COST
    head = f"〔{cost}〕：" if isinstance(cost, int) else _cost({"pay": cost}) + "："
    if name == "psycommu":
        return f"{head}サイコミュ（{arg}）"
    if name == "area_weapon":
        return f"範囲兵器（{arg}）"
    if arg is None:
        return head + _JA_KW[name]
    return f"{head}{_JA_KW[name]}［{arg}］"


def _ability(a: dict[str, Any]) -> str:
    if (k9 := print_cardk9.ability(a)) is not None:  # family K9 (print_cardk9.py)
        return k9
    if (b8 := print_cardb8.ability(a, lambda x: _step(x, carda.Mentions(a.get("targets", {}))))) is not None:
        return b8  # family B8 (print_cardb8.py): its topic wording only
    if a.get("wording") in ("b6_topic_area", "b6_topic_squad"):  # family B6 (print_cardb6.py): its wordings only
        mentions = carda.Mentions(a.get("targets", {}))
        return print_cardb6.ability(a, _target, lambda x: _step(x, mentions))
    if (v5 := print_cardv5.ability(a, _ability)) is not None:  # family V5: the ＊ note at the end (print_cardv5.py)
        return v5
    if (b5 := print_cardb5.ability(a, _ability, _target)) is not None:  # family B5 (print_cardb5.py): its wording only
        return b5
    if (t5 := print_cardt5.ability(a, _ability)) is not None:  # family T5 (print_cardt5.py)
        return t5
    if (o4 := print_cardo4.ability(a, _continuous, _ability)) is not None:  # family O4 (print_cardo4.py)
        return o4
    if (o5 := print_cardo5.ability(a)) is not None:  # family O5 (print_cardo5.py)
        return o5
    if (r4 := print_cardr4.ability(a, _ability, _condition)) is not None:  # family R4 (print_cardr4.py)
        return r4
    if (r8 := print_cardr8.ability(a, _ability)) is not None:  # family R8 (print_cardr8.py): before Z4's junkyard texts
        return r8
    if (t8 := print_cardt8.ability(a, _ability)) is not None:  # family T8 (print_cardt8.py)
        return t8
    if (z4 := print_cardz4.ability(a, _ability)) is not None:  # family Z4 (print_cardz4.py)
        return z4
    if (z5 := print_cardz5.ability(a, _ability)) is not None:  # family Z5 (print_cardz5.py)
        return z5
    if (o3 := print_cardo3.ability(a, _target, _condition, _ability)) is not None:  # family O3 (print_cardo3.py)
        return o3
    if (c3 := print_cardc3.ability(a, _step)) is not None:  # family C3 (print_cardc3.py)
        return c3
    if (k6 := print_cardk6.ability(a, _ability, _condition)) is not None:  # family K6 (print_cardk6.py)
        return k6
    if (o2 := print_cardo2.ability(a, _ability, _target)) is not None:  # family O2 (print_cardo2.py)
        return o2
    if a.get("limit"):  # uses per turn (print_cardo.py)
        said = (print_cardk7.limit(a["limit"])  # family K7: 「この効果は、プレイヤー毎に…」
                or print_cardc3.limit(a["limit"], _value) or print_cardo.limit(a["limit"]))  # family C3: a value
        said = print_cardo6.limit(a["limit"]) or said  # family O6: 1ステップに (print_cardo6.py)
        return _ability({k: v for k, v in a.items() if k != "limit"}) + said
    kind = a["kind"]
    if (held := cardv2.print_held(a, _value)) is not None:  # family V, second round (textc/cardv2.py)
        return held
    if (k4 := cardk4.print_static(a, _target)) is not None:  # family K4 (textc/cardk4.py)
        return k4
    if (k3 := cardk3.print_static(a, _target, _condition, _stats)) is not None:  # family K3 (textc/cardk3.py)
        return k3
    if kind in ("static", "constant"):
        head = "『常駐』：" if kind == "static" else "『恒常』："
        return head + "".join(_continuous(c) for c in a["continuous"]) + carda.x_definition(a["continuous"], _value)
    targets = carda.Mentions(a.get("targets", {}))
    then = "その場合、" if a.get("all_or_nothing") else ""
    xval = _x_value(a["effect"])
    xval = cardv.selector_x(a) if xval is None else xval  # X+1以上の… (textc/cardv.py)
    xval = _cardc_x(a) if xval is None else xval
    xval = print_cardo2.selector_x(a) if xval is None else xval  # X以下のロールコストを持つ (family O2)
    xval = cards2.top_x(a["effect"]) if xval is None else xval  # 「上のカードX枚を見て」 (textc/cards2.py)
    xval = print_cardk5.search_x(a["effect"]) if xval is None else xval  # 「その中にある、X以下の…」 (family K5)
    xval = print_cardr4.look_x(a["effect"]) if xval is None else xval  # 「その中にある、X以下の…」 (family R4)
    xval = print_cardv5.x_value(a["effect"]) if xval is None else xval  # 「…をXに固定する」 (family V5)
    xval = print_cardv8.x_value(a["effect"]) if xval is None else xval  # 「範囲兵器（X）」を得る (family V8)
    xval = cardk9.top_upto_value(a["effect"]) if xval is None else xval  # 「上のカード1～X枚を見て」 (family K9)
    body = "".join((then if i and not s.get("after") and s.get("wording") != print_cardr8.REST else "")  # R8: said alone
                   + _step(s, targets) + "。" for i, s in enumerate(a["effect"]))
    body += print_cardr9.retarget_end(a, targets, _condition, _target)  # 「…。この効果の対象部分は…」 (family R9)
    if xval is not None and xval != "X":  # "X": chosen on play (a cost's X, textc/cardv.py)
        body += f"Xの値は{_value(xval, targets)}とする。"
    body += cardv.print_x_cap(a)  # 「Xの上限はNとする」: X chosen on play (textc/cardv.py)
    body += cardv3.print_x_min(a)  # 「Xの下限はNとする」 (textc/cardv3.py)
    body += cardv2.print_note(a)  # 「注：X=3の時6ダメージになる」 (textc/cardv2.py)
    body += cardv3.print_note(a)  # 「（注：このカードも枚数に含める）」 (textc/cardv3.py)
    body += print_cardb3.note(a["effect"])  # 「注：固定した場合…」 (textc/print_cardb3.py)
    body += print_cardb4.note(a["effect"])  # 「注：戦闘力は個別で選択できない」 (textc/print_cardb4.py)
    body += print_cardb5.note(a["effect"])  # 「注：両方のロールコストを持つ場合、…」 (textc/print_cardb5.py)
    body += print_cardz3.note(a)  # 「（注：戻す場所は個別で選択できない）」 (family Z3)
    body += print_cardk8.note(a)  # 「（注：コスト支払い後の枚数を参照する）」 (family K8)
    if kind == "triggered" and a["on"] == "resolved":  # (with a condition: family Z3)
        cond = f"{_condition(a['condition'])}場合、" if a.get("condition") else ""
        return f"『恒常』：{cond}このカードの解決直後に、{body}"
    if kind == "triggered" and a["on"] == "gain_replaced":  # print_cardb.py
        return print_cardb.gain_replaced(a)
    if (b3_topic := print_cardb3.topic(a)) is not None:  # family B3: 「…場合、ユニットのいる戦闘エリア…に移る」
        return b3_topic
    if kind == "triggered" and a.get("wording") == "topic":  # 「このカードは、…場合、ロールする」 (textc/cardt.py)
        return cardt.print_topic(a, lambda x: _step(x, targets), _value)
    if kind == "triggered":
        on = a["on"]
        if on == "coins_reached":  # print_cardb.py: the trigger carries its number in its condition
            trig = f"このカードの上のコインが{a['condition']['self_coins_at_least']}個以上になった場合、"
            return f"『起動』：{trig}{body}"
        if (o8 := print_cardo8.trigger(a, _target)) is not None:  # family O8 (textc/print_cardo8.py)
            return f"『起動』：{o8}{body}"
        if (g8 := print_cardg8.trigger(a, _target)) is not None:  # family G8 (print_cardg8.py)
            return f"『起動』：{g8}{body}"
        if (b8 := print_cardb8.trigger(a, _target, _condition)) is not None:  # family B8 (print_cardb8.py)
            return f"『起動』：{b8}{body}"
        if (b9 := print_cardb9.trigger(a, _target, _condition)) is not None:  # family B9 (print_cardb9.py)
            return f"『起動』：{b9}{body}"
        if (k6 := print_cardk6.trigger(a)) is not None:  # family K6 (textc/print_cardk6.py)
            return f"『起動』：{k6}{body}"
        if (z5 := print_cardz5.trigger(a, _target)) is not None:  # family Z5 (print_cardz5.py)
            return f"『起動』：{z5}{body}"
        if (k5 := print_cardk5.trigger(a, _target)) is not None:  # family K5 (textc/print_cardk5.py)
            return f"『起動』：{k5}{body}"
        if (b5 := print_cardb5.trigger(a, _target)) is not None:  # family B5 (textc/print_cardb5.py)
            return f"『起動』：{b5}{body}"
        if (t5 := print_cardt5.trigger(a, _target)) is not None:  # family T5 (textc/print_cardt5.py)
            return f"『起動』：{t5}{body}"
        if (t8 := print_cardt8.trigger(a)) is not None:  # family T8 (textc/print_cardt8.py)
            return f"『起動』：{t8}{body}"
        if (t9 := print_cardt9.trigger(a, _target)) is not None:  # family T9 (textc/print_cardt9.py)
            return f"『起動』：{t9}{body}"
        if (b4 := print_cardb4.trigger(a, _target)) is not None:  # family B4 (textc/print_cardb4.py)
            return f"『起動』：{b4}{body}"
        if (z4 := print_cardz4.trigger(a, _target)) is not None:  # family Z4 (print_cardz4.py)
            return f"『起動』：{z4}{body}"
        if (c3 := print_cardc3.trigger(a, _target)) is not None:  # family C3 (textc/print_cardc3.py)
            return f"『起動』：{c3}{body}"
        if (o4 := print_cardo4.trigger(a, _target)) is not None:  # family O4 (print_cardo4.py)
            return f"『起動』：{o4}{body}"
        if (b3 := print_cardb3.whole_trigger(a)) is not None:  # family B3 (print_cardb3.py)
            return f"『起動』：{b3}{body}"
        if (family_t := cardt.print_trigger(a, _condition)) is not None:  # textc/cardt.py
            return f"『起動』：{family_t}{body}"
        if a.get("wording") == "cond_after":  # 「（trigger）、（condition）場合、…」 (textc/cardv2.py)
            bare = _ability({k: v for k, v in a.items() if k not in ("wording", "condition")})
            return bare.removesuffix(body) + f"{_condition(a['condition'])}場合、{body}"
        trig = print_cardb3.trigger(a, _target) or _cardc_trigger(a, _target) or cardt2.print_trigger(a, _target) or (
            print_cardo3.trigger(a, _target)) or (
            f"{_JA_WHEN[a['when']]}開始時に" if on == "step_start" else cardv2.print_trigger(a) or cardv3.print_trigger(a)
            or _TRIGGER[on])
        state = f"{_condition(a['condition'])}状態で、" if a.get("condition") else ""  # grammar_cardc.lark
        return f"『起動』：{state}{trig}{body}"
    cond = f"{_condition(a['condition'])}場合、" if a.get("condition") else ""
    every = "毎" if a.get("repeatable") else ""
    return f"{_timing(a['timing'])}{_cost(a.get('cost', {}))}{every}：{cond}{body}"


def _x_value(steps: list[dict[str, Any]]) -> Any:
    """The value an ability's X stands for (Xの値は…とする), if a step uses one."""
    for st in steps:
        if "steps" in st:
            inner = _x_value(st["steps"])
            if inner is not None:
                return inner
        for v in [st.get("amount"), st.get("count"), *st.get("stats", ())] if st.get("do") in (
                "damage", "modify", "draw", "recover", "home_damage", "pierce", "add_coin", "discard_hand",
                "keyword_plus", "protect_upto") else ():
            if isinstance(v, dict) and "x_times" not in v and "per_count" not in v and not cardv3.x_arith(v):  # X+2: cardv3.py  # (「X+X」 is X itself twice: textc/cardv2.py)
                return v.get("neg", v)  # 「-X」 is minus the value X stands for
    return None


def _n_or_x(v: Any) -> str:
    """A count or amount: a number, or X (its value is printed after, Xの値は…), or X+N (textc/cardv3.py)."""
    if cardv3.x_arith(v):
        return cardv3.x_words(v)
    return str(v) if isinstance(v, int) else "X"


def _value(v: Any, targets: dict[str, Any] | None = None) -> str:
    mine = carda.print_value(v, _value)
    if mine is not None:
        return mine
    if (v8 := print_cardv8.value(v)) is not None:  # family V8 (print_cardv8.py)
        return v8
    if (v9 := print_cardv9.value(v)) is not None:  # family V9 (print_cardv9.py)
        return v9
    if (r5 := print_cardr5.value(v, _target)) is not None:  # family R5: the cards shown
        return r5
    if isinstance(v, dict) and (second := cardv2.print_value(v, targets)) is not None:  # family V, second round
        return second
    if isinstance(v, dict) and (third := cardv3.print_value(v, targets)) is not None:  # family V3
        return third
    if (fourth := print_cardv4.print_value(v)) is not None:  # family V4
        return fourth
    if (fifth := print_cardv5.print_value(v, targets, _value, lambda sel: _target(sel, {}))) is not None:  # family V5
        return fifth
    ours = cardv.print_value(v, targets)  # family V (textc/cardv.py)
    if ours is not None:
        return ours
    key, arg = next(iter(v.items()))
    if key == "sum":
        base, n = arg
        return f"{_value(base, targets)}{n:+d}"
    if key == "count":
        return _target({**arg, "count": "bare"}, {}) + "の枚数"
    if key == "hand_count":
        return f"{_JA_SIDE[arg]}手札の枚数"
    if key == "target_stat":  # 「対象の…」, or 「対象2の…」 in an ability with several targets
        n = "" if targets is None or len(targets) <= 1 else arg[0][1:]
        return f"対象{n}の{_JA_STAT[arg[1]]}の値"
    raise ValueError(f"no wording for value {v!r}")  # pragma: no cover - compiler and printer agree


def _timing(t: dict[str, str]) -> str:
    side = "" if t["side"] == "any" else _JA_SIDE[t["side"]]
    if t["when"] == "any" and side:
        return f"（{side}ターン）"
    return f"（{side}{_JA_WHEN[t['when']]}）"


def _cost(cost: dict[str, Any]) -> str:
    if "roll_either" in cost:  # 〔1/R〕 (family V5, print_cardv5.py)
        return print_cardv5.cost_either(cost, _JA_COLOUR)
    if "pay_either" in cost:  # 〔黒2/赤2〕 (family K5, print_cardk5.py)
        return print_cardk5.cost_either(cost)
    items = ["R"] if cost.get("roll_self") else []
    for colour, n in cost.get("pay", {}).items():
        items.append(str(n) if colour == "any" else f"{_JA_COLOUR[colour]}{n}")
    items += cardv.print_cost_x(cost)  # 〔1+X〕, 〔黒X〕 (textc/cardv.py)
    return f"〔{'+'.join(items)}〕" if items else ""


def _stats(stats: list[Any]) -> str:
    return "/".join(f"{n:+d}" if isinstance(n, int) else "-X" if isinstance(n, dict) and "neg" in n else "+X"
                    for n in stats)


def _first(*tries: Callable[[], str | None]) -> str | None:
    """The first family printer that knows the construct: the families stay apart, tried in a fixed order."""
    for attempt in tries:
        if (out := attempt()) is not None:
            return out
    return None


def _continuous(c: dict[str, Any]) -> str:
    family = _first(lambda: print_cardo9.continuous(c, _target),  # family O9 (print_cardo9.py): its own wording keys
                    lambda: print_cardo8.continuous(c, _target, _condition),  # family O8 (print_cardo8.py): its own keys
                    lambda: print_cardk8.static(c, _target),  # family K8 (print_cardk8.py): area_ban only
                    lambda: print_cardg8.continuous(c, _target, _condition),  # family G8 (print_cardg8.py): its own apply
                    lambda: print_cardo6.continuous(c, _target),  # family O6 (print_cardo6.py): its own keys only
                    lambda: print_cardv5.continuous(c, lambda sel: _target(sel, {})),  # family V5: its wording key only
                    lambda: print_cardk5.continuous(c, _target, _condition),  # family K5 (print_cardk5.py)
                    lambda: print_cardg5.continuous(c, _target),  # family G5 (print_cardg5.py): its own applies
                    lambda: print_cardg6.continuous(c),  # family G6 (print_cardg6.py): gsign_also
                    lambda: print_cardt6.continuous(c, _target),  # family T6 (print_cardt6.py): its own applies
                    lambda: print_cardz8.continuous(c),  # family Z8 (print_cardz8.py): its own applies
                    lambda: print_cardb5.continuous(c, _target),  # family B5 (print_cardb5.py): must_sortie only
                    lambda: print_cardk6.continuous(c, _target),  # family K6 (print_cardk6.py): its topic state
                    lambda: print_cardk5.continuous(c, _target, _condition),  # family K5 (print_cardk5.py)
                    lambda: print_cardt5.continuous(c),  # family T5 (print_cardt5.py): its own applications
                    lambda: print_cardz4.continuous(c, _target),  # family Z4: its wording key only
                    lambda: print_cardr4.continuous(c, _target),  # family R4: 場に出たターンと次のターン中
                    lambda: print_cardo4.continuous(c, _target),  # family O4: redirects of other cards
                    lambda: print_cardc3.continuous(c, _target),  # family C3: only its own keys (onto, same_name_ok)
                    lambda: print_cardb3.continuous(c, _target),  # family B3 (print_cardb3.py): its wording key only
                    lambda: cardv3.print_continuous(c, _target, _condition, _value),  # each family's wordings, in order
                    lambda: cardt2.print_continuous(c, _target, _condition),
                    lambda: cardt.print_continuous(c, _target),
                    lambda: cardk.print_continuous(c, lambda t: _target(t, {})),
                    lambda: print_cardb.continuous(c, _target, _condition),
                    lambda: print_cardo.continuous(c, _target, _value),
                    lambda: print_cardo2.continuous(c, _target),
                    lambda: print_cardo3.continuous(c, _target),  # family O3
                    lambda: print_cardt9.continuous(c))  # family T9
    if family is not None:
        return family
    cond = c.get("condition")
    if cond and "exists" in cond and "min" not in cond and c["target"] == "self" \
            and c.get("wording") != "cond_first":  # worded inside: このカードは、…がいる場合、
        return f"{_target(c['target'], {})}は、{_condition(cond)}場合、{_stats(c['stats'])}を得る。"
    pre = f"{_condition(cond)}場合、" if cond else ""
    return f"{pre}{_target(c['target'], {})}は{_stats(c['stats'])}を得る。"


def _condition(cond: dict[str, Any]) -> str:
    family = _first(lambda: print_cardo8.condition(cond, _target),  # family O8 (print_cardo8.py): one count below another
                    lambda: print_cardb8.condition(cond, _target),  # family B8 (print_cardb8.py): its own shape only
                    lambda: print_cardg8.condition(cond, _target),  # family G8 (print_cardg8.py): its own shapes
                    lambda: print_cardb6.condition(cond),  # family B6 (print_cardb6.py): two self states at once
                    lambda: print_cardk6.condition(cond),  # family K6 (print_cardk6.py): only its own shapes
                    lambda: print_cardk6.condition(cond),  # family K6 (print_cardk6.py): only its own shapes
                    lambda: print_cardk6.condition(cond),  # family K6 (print_cardk6.py): only its own shapes
                    lambda: print_cardk7.condition(cond),  # family K7 (print_cardk7.py): its own key only
                    lambda: print_cardk8.condition(cond),  # family K8 (print_cardk8.py): its own shapes only
                    lambda: print_cardz9.condition(cond),  # family Z9 (print_cardz9.py): its own keys only
                    lambda: print_cardr6.condition(cond, _value),  # family R6 (print_cardr6.py): its own keys only
                    lambda: print_cardg5.condition(cond, _condition),  # family G5 (print_cardg5.py): its own shape
                    lambda: print_cardz5.condition(cond),  # family Z5 (print_cardz5.py): only its own shapes
                    lambda: print_cardk5.condition(cond, _target),  # family K5 (print_cardk5.py): only its own shapes
                    lambda: print_cardr4.condition(cond),  # family R4 (print_cardr4.py)
                    lambda: print_cardb4.condition(cond, _target),  # family B4 (print_cardb4.py): its own key only
                    lambda: print_cardb5.condition(cond),  # family B5 (print_cardb5.py): its own key only
                    lambda: cardk4.print_condition(cond, _target, _condition),  # family K4 (textc/cardk4.py)
                    lambda: print_cardo4.condition(cond, _condition),  # family O4 (print_cardo4.py)
                    lambda: cardk3.print_condition(cond, _target),  # family K3 (textc/cardk3.py): its own key order
                    lambda: print_cardv4.print_condition(cond),  # family V4 (print_cardv4.py)
                    lambda: print_cardv5.condition(cond),  # family V5 (print_cardv5.py)
                    lambda: print_cardr3.print_condition(cond),  # family R3 (print_cardr3.py)
                    lambda: print_cardb3.condition(cond),  # family B3 (print_cardb3.py)
                    lambda: cardt2.print_condition(cond, _condition),  # each family's conditions, in this order
                        lambda: print_cardo2.condition(cond),
                    lambda: cardt.print_condition(cond),
                    lambda: cardk.print_condition(cond, lambda sel: _target(sel, {}), _value),
                    lambda: cardv.print_condition(cond),
                    lambda: _cardc_condition(cond, _target),
                    lambda: carda.print_condition(cond, lambda sel: _target(sel, {})))
    if family is not None:
        return family
    if "exclusive_set" in cond:
        return "専用機のセットが成立している"
    if cond.get("self_in") == "battle":
        return "このカードが戦闘エリアにいる"
    if cond.get("self_engaged"):
        return "このカードが交戦中の"
    if "g_at_least" in cond:
        return f"自軍Gが{cond['g_at_least']}枚以上ある"
    if cond.get("exists") == {"self": True, "has_character": True}:
        return "このカードにキャラがセットされている"
    if "exists" in cond:
        return _target({**cond["exists"], "count": "bare"}, {}) + "がいる"  # with every qualifier
    return f"自軍本国が{cond['home_at_most']}枚以下の"


def _step(s: dict[str, Any], targets: dict[str, Any]) -> str:
    do = s["do"]
    if s.get("after"):  # 「その後、」
        return "その後、" + _step({k: v for k, v in s.items() if k != "after"}, targets)
    family = _first(  # each family's wordings (textc/card*.py, print_card*.py), in this order
        lambda: print_cardb9.step(s, lambda ref: _target(ref, targets), lambda x: _step(x, targets)),  # family B9 (print_cardb9.py): its wording keys
        lambda: print_cardv8.step(s, targets, _target, lambda x: _step(x, targets)),  # family V8: its own wordings
        lambda: print_cardo8.step(s, lambda ref: _target(ref, targets)),  # family O8: its own status
        lambda: print_cardo9.step(s, targets, lambda x: _step(x, targets), _target),  # family O9
        lambda: print_cardo6.step(s, _condition, lambda x: _step(x, targets)),  # family O6: its own wording keys
        lambda: print_cardr6.step_whole(s, lambda x: _step(x, targets)),  # family R6: K6's side_either said otherwise
        lambda: print_cardr8.step_whole(s, lambda x: _step(x, targets), lambda ref: _target(ref, targets)),  # family R8
        lambda: print_cardk6.step(s, lambda x: _step(x, targets)),  # family K6: its own verbs and wording keys
        lambda: print_cardk9.step(s, lambda ref: _target(ref, targets), _stats),  # family K9: its own wording keys
        lambda: print_cardk8.step(s, lambda x: _step(x, targets), _condition,  # family K8: its own verbs and wording keys
                                  lambda ref: _target(ref, targets)),
        lambda: print_cardk7.with_may(s, lambda x: _step(x, targets)),  # family K7: 「…と共に、…できる」
        lambda: print_cardk7.negated_then(s, lambda ref: _target(ref, targets), lambda x: _step(x, targets)),  # K7
        lambda: print_cardt6.step(s, targets, _target, lambda x: _step(x, targets)),  # family T6: its own verb and wording
        lambda: print_cardt8.step(s, lambda ref: _target(ref, targets), _step),  # family T8: its own verbs (print_cardt8.py)
        lambda: print_cardt9.step(s, _condition, lambda x: _step(x, targets)),  # family T9 (print_cardt9.py)
        lambda: print_cardk6.step_with_target(s, lambda ref: _target(ref, targets)),  # family K6
        lambda: print_cardk6.squad_step(s, targets),  # family K6: 「±3する」
        lambda: print_cardk6.further(s, _condition, lambda x: _step(x, targets)),  # family K6: 「…場合、（さらに）…」
        lambda: print_cardz5.step(s, lambda x: _step(x, targets), _condition,  # family Z5: its wording key and verb
                                  lambda ref: _target(ref, targets), targets),
        lambda: print_cardz6.step(s, lambda ref: _target(ref, targets)),  # family Z6: its own verb (print_cardz6.py)
        lambda: print_cardz8.step(s, lambda ref: _target(ref, targets), targets),  # family Z8: its own verbs (print_cardz8.py)
        lambda: print_cardg5.step(s, lambda ref: _target(ref, targets), targets, lambda x: _step(x, targets)),  # family G5: its own verbs (print_cardg5.py)
        lambda: print_cardg6.step(s, lambda ref: _target(ref, targets)),  # family G6: its own verb (print_cardg6.py)
        lambda: print_cardg8.step(s),  # family G8: its own verb (print_cardg8.py)
        lambda: print_cardo4.step(s, targets, _target),  # family O4: only its own wording keys
        lambda: print_cardr5.step(s, targets, _target, _step),  # family R5: its own verb and wording keys
        lambda: print_cardr6.step(s),  # family R6: its own verbs (print_cardr6.py)
        lambda: print_cardo5.step(s, targets, _target),  # family O5: its own verbs and wording keys
        lambda: cardk4.print_step(s, lambda ref: _target(ref, targets), lambda x: _step(x, targets)),  # family K4: its own wordings (textc/cardk4.py)
        lambda: print_cardb6.step(s, targets, _target),  # family B6 (print_cardb6.py): its own verbs
        lambda: print_cardb8.step(s, targets, _target, lambda x: _step(x, targets)),  # family B8 (print_cardb8.py)
        lambda: print_cardb5.step(s, targets, _target, _step),  # family B5 (print_cardb5.py): squads, both speeds, cases
        lambda: print_cardb4.step(s, targets, _target),  # family B4 (print_cardb4.py): side_picks into an area
        lambda: print_cardr4.step(s, targets, _target, _step),  # family R4: a hand looked at (print_cardr4.py)
        lambda: print_cardr9.step(s, targets, _step),  # family R9: a changed target part said at the text's end
        lambda: print_cardr3.step(s, targets, _target, _step),  # family R3: 選んで, before the verb's own wording
        lambda: print_cardk5.step(s, targets, _target, _stats, lambda x: _step(x, targets)),  # family K5: its own verbs (print_cardk5.py)
        lambda: print_cardt5.step(s, targets, _target, _stats),  # family T5: its own verbs (print_cardt5.py)
        lambda: print_cardv4.step(s, targets, _target, _step),  # family V4: its own verbs
        lambda: print_cardv5.step(s, targets, _target),  # family V5: its own verbs
        lambda: print_cardv6.step(s, targets, _target),  # family V6: its own wording keys
        lambda: print_cardo3.step(s, targets, _target, lambda x: _step(x, targets)),  # family O3: only its own keys
        lambda: cardk3.print_step(s, lambda ref: _target(ref, targets), _stats),  # family K3: its own verbs and wordings
        lambda: print_cardo2.step(s, targets, _target),  # family O2 first: only its own wordings (wording keys)
        lambda: print_cardc3.step(s, targets, _target, _step),  # family C3: only its own keys (keep/only, has_character)
        lambda: print_cardk7.step(s, targets, _target),  # family K7: 「…を、宇宙エリアの任意の順番に移す」
        lambda: print_cardb3.step(s, targets, _target, lambda x: cardt.topic_words(x, lambda y: _step(y, targets))),
        lambda: print_cardz3.step(s, targets, _step, _target),  # family Z3: its own wordings (wording keys)
        lambda: print_cardz4.step(s, targets, _target, _step),  # family Z4: its own wordings (wording keys)
        lambda: cardv2.print_step(s, targets, _target),
        lambda: cardv3.print_step(s, targets, _target),
        lambda: cardt.print_step(s, lambda x: _step(x, targets)),
        lambda: cardk.print_step(s, targets, lambda ref: _target(ref, targets), _condition,
                                 lambda x: _step(x, targets)),
        lambda: cards.print_step(s, targets, _target, _step),
        lambda: cards2.print_step(s, targets, _target, _step),
        lambda: _cardc_step(s, targets, _target),
        lambda: cardv.print_step(s, targets, _target),
        lambda: print_cardb.step(s, targets, _target),
        lambda: print_cardo.step(s, targets, _target),
        lambda: carda.print_step(s, lambda ref: _target(ref, targets)),
        lambda: cardt2.print_step(s, lambda ref: _target(ref, targets), lambda x: _step(x, targets)))
    if family is not None:
        return family
    if do == "search" and s["zone"] == "hand":
        what = _target({**s["filter"], "count": s["count"]}, {})
        return f"敵軍手札を全て見て、その中にある{what}を選んで廃棄する"
    if do == "optional":
        return "".join(_step(x, targets) for x in s["steps"]) + "事ができる"
    if do == "at_turn_end":
        return "ターン終了時に、" + "".join(_step(x, targets) for x in s["steps"])
    if do == "terrain":
        terr = "".join({"space": "「宇宙」", "earth": "「地球」"}[x] for x in s["add"])
        return f"{_target(s['target'], targets)}は、ターン終了時まで地形適性{terr}を得る"
    t = _target(s["target"], targets) if "target" in s else ""
    if do == "damage":
        return f"{t}に{_n_or_x(s['amount'])}ダメージを与える"
    simple = {"destroy": "を破壊する", "roll": "をロールする", "reroll": "をリロールする",
              "bounce": "を持ち主の手札に移す", "remove": "をゲームから取り除く", "to_hangar": "を自軍ハンガーに移す",
              "make_g": "を自軍Gにする", "discard": "を廃棄する"}
    if do in simple:
        return t + simple[do]
    if do == "pay":
        return _cost({"pay": s["pay"]}) + "を支払う"
    if do == "put_into_play":
        return f"{t}を自軍配備エリアに{'ロール' if s['rolled'] else 'リロール'}状態で出す"
    if do == "move" and s["to"] == "junkyard":
        return f"{t}を選んで廃棄する"
    if do == "move":
        return f"{t}を持ち主の本国の{'上' if s['to'] == 'home_top' else '下'}に移す"
    if do == "draw":
        return f"カード{_n_or_x(s['count'])}枚を引く"
    if do == "recover":
        return f"自軍本国を{_n_or_x(s['count'])}回復する"
    if do == "home_damage":
        return f"{_JA_SIDE[s['side']]}本国に{_n_or_x(s['amount'])}ダメージを与える"
    if do == "discard_hand":
        side = _JA_SIDE[s["side"]]
        if s.get("random"):
            return f"{side}手札{s['count']}枚を無作為に廃棄する"
        if s["side"] == "own":
            return f"自軍手札{_n_or_x(s['count'])}枚を選んで廃棄する"
        return f"{side}は自分の手札{s['count']}枚を選んで廃棄する"
    if do == "modify":
        return f"{t}は、ターン終了時まで{_stats(s['stats'])}を得る"
    if do == "grant_keyword":
        return f"{t}は、ターン終了時まで「{_JA_KW[s['keyword']]}」を得る"
    if do == "add_coin":
        return f"{t}の上に{_stats(s['stats'])}コイン{_n_or_x(s['count'])}個を乗せる"
    raise ValueError(f"no wording for verb {do!r}")  # pragma: no cover - compiler and printer agree


def _target(ref: Any, targets: dict[str, Any]) -> str:
    """A selector in words; its qualifiers (and 全ての) in the order the text gave them (the compiler keeps it)."""
    if ref == "self":
        return "このカード"
    if isinstance(ref, str) and isinstance(targets, carda.Mentions) and targets.again(ref):
        return "対象" if len(targets) == 1 else f"対象{ref[1:]}"  # a target named before
    sel = targets[ref] if isinstance(ref, str) else ref
    if (either := print_cardk8.target(sel, lambda x: _target(x, {}))) is not None:  # 「…、または自軍「A」」 (family K8)
        return either
    if (chip := print_cardg5.target(sel, lambda x: _target(x, {}))) is not None:  # 「自軍チップ1枚」 (family G5)
        return chip
    if (r8 := print_cardr8.target(sel)) is not None:  # 「自軍セットカード1～2枚」 (family R8)
        return r8
    if (junk := print_cardr4.print_target(sel)) is not None:  # 「自軍ジャンクヤードにある「A」1枚」 (print_cardr4.py)
        return junk
    if isinstance(sel, dict) and sel.get("one_place"):  # 「ジャンクヤード1つにある…」 (family Z4, print_cardz4.py)
        return print_cardz4.one_place(_target({k: v for k, v in sel.items() if k != "one_place"}, {}))
    if (hand := print_cardr3.print_target(sel)) is not None:  # 「自軍手札1枚」 (print_cardr3.py)
        return hand
    if (cause := print_cardv4.print_target(sel)) is not None:  # 「そのユニット」 (family V4)
        return cause
    if (c3 := print_cardc3.target(sel, _target)) is not None:  # 「敵軍ACE、または…敵軍ユニット1枚」 (family C3)
        return c3
    if (whole := cardk.print_target(sel)) is not None:  # 「このセットグループ」 (cardk.py)
        return whole
    if (host := print_cardo3.print_target(sel)) is not None:  # 「このカードがセットされているユニット」 (family O3)
        return host
    if (o8 := print_cardo8.target(sel, _target)) is not None:  # 「このセットグループの「特徴：A」を持つユニット」 (O8)
        return o8
    if (o4 := print_cardo4.target(sel, _target)) is not None:  # 「このセットグループの、…1枚」 (family O4)
        return o4
    mine = carda.print_target(sel)
    if mine is not None:
        return mine
    out = ""
    zone = sel.get("zone")
    joined = set(sel.get("joined", ()))  # 「AとBを持つ」: said once, where `joined` stands (textc/cardt2.py)
    joined |= set(sel.get("printed_with", ())) | ({"printed_with"} if "printed_with" in sel else set())  # family G5
    for key in sel:
        if key in joined:
            continue
        if key == "joined":
            out += cardt2.joined_words(sel)
        elif key == "printed_type" and "printed_with" in sel:  # 「本来の種類が、…を持つ、ユニットである」 (family G5)
            out += print_cardg5.printed_type_with(sel, _QUALIFIER)
        elif key == "count" and sel["count"] == "all":
            out += "全ての"
        elif key == "zone":
            if isinstance(zone, list) and zone == ["hand", "hangar"]:
                out += "自軍手札または自軍ハンガーにある"
            elif isinstance(zone, str) and zone in _JA_PLACE:  # either player's: 「ジャンクヤードにある」 (cards2.py)
                out += _JA_SIDE.get(sel.get("side", "any"), "") + _JA_PLACE[zone]
            elif zone == "battle" and not sel.get("same_area") and not sel.get("engaged"):
                out += "戦闘エリアにいる"
            elif zone == "deploy":
                out += "配備エリアにいる"
            elif zone == "removed":  # 「ゲームから取り除かれている」 (family K8, textc/cardk8.py)
                out += "ゲームから取り除かれている"
        elif key == "engaged":
            out += "このカードと交戦中の" if sel.get("same_area") else "交戦中の"
        elif key == "same_area" and not sel.get("engaged"):
            out += "このカードと同じ戦闘エリアにいる"
        elif key == "engaged_with":  # issue 14 family S (textc/cards.py)
            out += cards.engaged_with_words(sel[key], lambda x: _target(x, {}))
        elif key == "same_squad" and sel.get("cardr8_said") == "that_squad":  # family R8: 「その部隊にいる」
            out += "その部隊にいる"
        elif key == "roll_cost" and sel.get("cardr8_said") == "roll_total_is":  # family R8 (textc/cardr8.py)
            out += f"本来のロールコストの合計値が{sel[key]}である"
        elif key in _QUALIFIER:
            out += _QUALIFIER[key](sel[key])
        elif (word := carda.print_qualifier(key, sel[key])) is not None:
            out += word
    side = "" if isinstance(zone, list) or zone in _JA_PLACE else _JA_SIDE.get(sel.get("side", "any"), "")
    t = sel.get("type", "card")
    kind = _JA_TYPE.get(t, "カード") if isinstance(t, str) else "カード"
    if isinstance(t, list) and tuple(t) != NOT_G:  # 「敵軍ユニットまたは敵軍コマンド」 (G以外の…: textc/cardc.py)
        side, kind = "", carda.types_words(t, side)
    if isinstance(sel["count"], dict):  # 「1～N枚」
        return f"{out}{side}{kind}{carda.count_words(sel['count'])}枚"
    if sel["count"] in ("bare", "all"):
        return f"{out}{side}{kind}"
    return f"{out}{side}{kind}{sel['count']}枚"


_QUALIFIER: dict[str, Any] = {
    "destroyed": lambda v: "破壊されている",
    "damaged": lambda v: "ダメージを受けている",
    "rolled": lambda v: "ロール状態の",
    "trait": lambda v: f"「特徴：{v}」を持つ",
    "printed_trait": lambda v: f"本来の記述に「特徴：{v}」を持つ",
    "same_series": lambda v: "このカードと同じ属性のGサインを持つ",
    "gsign_colour": lambda v: f"{_JA_COLOUR[v]}のGサインを持つ",
    "max_total_cost": lambda v: f"{v}以下の合計国力を持つ",
    "max_defence": lambda v: f"{v}以下の防御力を持つ",
    "exclude_self": lambda v: "このカード以外の",
    "exclusive_set": lambda v: "「専用機のセット」が成立している",  # family K (cardk.py)
    "set_card": lambda v: "" if v else "セットカード以外の",  # family K: 「セットカード以外の」 (cardk.py)
    "not_type": lambda v: "と".join(_JA_TYPE[t] for t in (v if isinstance(v, list) else [v])) + "以外の",  # issue 14 family B (negating a play)
}
_QUALIFIER.update(_CARDC_QUALIFIERS)  # family C's qualifiers (textc/cardc.py)
_QUALIFIER.update(cardt.QUALIFIERS)  # family T's qualifiers (textc/cardt.py)
_QUALIFIER.update(cardv.QUALIFIERS)  # family V's (textc/cardv.py)
_QUALIFIER.update(cardt2.QUALIFIERS)  # family T's second round (textc/cardt2.py)
_QUALIFIER.update(print_cardv8.QUALIFIERS)  # family V8 (print_cardv8.py)
_QUALIFIER.update(print_cardo2.QUALIFIERS)  # family O2's (textc/print_cardo2.py)
_QUALIFIER.update(cards2.QUALIFIERS)  # family S2's (textc/cards2.py)
_QUALIFIER.update(cardv2.QUALIFIERS)  # family V's second round (textc/cardv2.py)
_QUALIFIER.update(print_cardc3.QUALIFIERS)  # family C3's (textc/print_cardc3.py)
cardt.EVENT_JA.update(print_cardc3.EVENTS)  # family C3's trigger events (textc/print_cardc3.py)
cardt.EVENT_JA.update(print_cardg8.EVENTS)  # family G8's trigger events (textc/print_cardg8.py)
_QUALIFIER.update(print_cardb3.QUALIFIERS)  # family B3's (textc/print_cardb3.py)
_QUALIFIER.update(print_cardb4.QUALIFIERS)  # family B4's (textc/print_cardb4.py): damaged_by psycommu too
_QUALIFIER.update(print_cardb5.QUALIFIERS)  # family B5's (textc/print_cardb5.py): damaged false too
_QUALIFIER.update(cardk3.QUALIFIERS)  # family K3's (textc/cardk3.py)
_TRIGGER.update(print_cardk5.TRIGGERS)  # family K5's (textc/print_cardk5.py)
_QUALIFIER.update(cardk4.QUALIFIERS)  # family K4's (textc/cardk4.py)
_QUALIFIER.update(print_cardr4.QUALIFIERS)  # family R4's (textc/print_cardr4.py)
_QUALIFIER.update(print_cardv4.QUALIFIERS)  # family V4's (textc/print_cardv4.py)
_QUALIFIER.update(print_cardk6.QUALIFIERS)  # family K6's (textc/print_cardk6.py)
_QUALIFIER.update(print_cardg5.QUALIFIERS)  # family G5's (textc/print_cardg5.py)
_QUALIFIER.update(print_cardg6.QUALIFIERS)  # family G6's (textc/print_cardg6.py)
_QUALIFIER.update(print_cardt5.QUALIFIERS)  # family T5's (textc/print_cardt5.py): any_of of its own shape
_QUALIFIER.update(print_cardo8.QUALIFIERS)  # family O8's (textc/print_cardo8.py)
