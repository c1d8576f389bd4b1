"""Family K of issue 14: special effects printed with their own timing, cost, 毎 or 〈 〉 (P75, P76).

`CardkBuild` (mixed into compiler._Build) reads grammar_cardk.lark's rules into keyword entries
with options (kwopts.py); `print_keyword` prints such an entry back (printer.py calls it first).
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer, v_args

from .cardv9 import keyword_either

_TRAIT_KW = {"改装": "refit", "共有": "share", "クロスウェポン": "cross_weapon"}
_COST_KW = {"ゲイン": "gain", "供給": "supply"}
_JA = {v: k for k, v in {**_TRAIT_KW, **_COST_KW}.items()}


@v_args(inline=True)
class CardkBuild(Transformer[Token, Any]):
    """Family K rules; the names match the aliases in grammar_cardk.lark."""

    def kh_timed(self, timing: dict[str, str], cost: dict[str, Any], *every: Token) -> dict[str, Any]:
        return {"timing": timing, "cost": cost, **({"repeatable": True} if every else {})}

    def kh_every(self, cost: dict[str, Any], _every: Token) -> dict[str, Any]:
        return {"cost": cost, "repeatable": True}

    def kb_trait(self, kw: Token, name: Token) -> tuple[str, Any]:
        return _TRAIT_KW[str(kw)], str(name)

    def kb_costed(self, kw: Token) -> tuple[str, Any]:
        return _COST_KW[str(kw)], None

    def kb_area(self, n: Token) -> tuple[str, Any]:
        return "area_weapon", int(str(n))

    def kb_psycommu(self, n: Token) -> tuple[str, Any]:
        return "psycommu", int(str(n))

    def kw_headed(self, head: dict[str, Any], body: tuple[str, Any]) -> dict[str, Any]:
        name, arg = body
        either = keyword_either(head["cost"])  # 〔青2/緑2〕 (family V9, textc/cardv9.py)
        return {name: arg, **(either or {"cost": _printed_cost(head["cost"], name)}),
                **{k: v for k, v in head.items() if k != "cost"}}

    def kw_area_costed(self, cost: dict[str, Any], n: Token) -> dict[str, Any]:
        # 「〔1〕：範囲兵器（3）」 keeps its printed ①: the bare 「範囲兵器（3）」 of a quoted text has none
        either = keyword_either(cost)  # 〔青2/緑2〕 (family V9, textc/cardv9.py)
        return {"area_weapon": int(str(n)), **(either or {"cost": _printed_cost(cost, "area_weapon")})}

    # ---- set groups (P66)
    def t_whole_group(self) -> dict[str, Any]:
        return {"group": True, "count": "all"}  # no type: the unit and every card set on it

    # ---- where a card may be set (P66, setrules.py)
    def st_no_characters(self, t: Any) -> dict[str, Any]:
        return {"apply": "max_characters", "target": t, "amount": 0}

    def st_max_characters(self, t: Any, n: Token) -> dict[str, Any]:
        return {"apply": "max_characters", "target": t, "amount": int(str(n))}

    def st_set_also(self, t: Any, *parts: Any) -> dict[str, Any]:
        from .compiler import Unsupported, _selector

        if t != "self" or _selector(parts, {}) != {"zone": "battle", "side": "own", "type": "unit"}:
            raise Unsupported("set also on units other than own units in a battle area")
        return {"apply": "set_also", "target": t, "zone": "battle"}

    def st_set_exclusive(self, t: Any, side: Token, kind: Token) -> dict[str, Any]:
        from .compiler import Unsupported

        if t != "self" or (str(side), str(kind)) != ("自軍", "ユニット"):
            raise Unsupported("set only on something other than own units")
        return {"apply": "set_only", "target": t, "exclusive": True}

    # ---- a special effect and stats in one 得る (boost.py)
    def s_boost(self, t: Any, kw: Token, stats: list[Any]) -> dict[str, Any]:
        from .compiler import SIMPLE_KW, Unsupported

        if any(not isinstance(v, int) for v in stats):
            raise Unsupported("boost by X")
        return {"do": "boost", "target": t, "keyword": SIMPLE_KW[str(kw)], "stats": stats, "until": "turn_end"}

    # ---- chips (P67, verb chip; chip_squad: chips.py)
    def chip_spec(self, name: Token, *rest: Any) -> dict[str, Any]:
        *items, a, b, c = rest
        out: dict[str, Any] = {"name": {"ja": f"{name}チップ", "en": f"{name} chip"}, "stats": [int(str(x)) for x in (a, b, c)],
                               "terrain": []}
        for kind, v in items:
            out.setdefault(kind, [])
            out[kind].append(v)
        return out

    def ci_trait(self, name: Token) -> tuple[str, Any]:
        return "traits", str(name)

    def ci_terrain(self, t: Token) -> tuple[str, Any]:
        return "terrain", {"「宇宙」": "space", "「地球」": "earth"}[str(t)]

    def ci_keyword(self, kw: Token) -> tuple[str, Any]:
        from .compiler import SIMPLE_KW

        return "keywords", SIMPLE_KW[str(kw)]

    def ct_deploy(self) -> str:
        return "chip"

    def ct_squad(self) -> str:
        return "chip_squad"

    def s_chip(self, spec: dict[str, Any], n: Token, verb: str) -> dict[str, Any]:
        if verb.startswith("chip_area:"):  # 「…を戦闘エリアの任意の順番に出す」 (family B5, textc/cardb5.py)
            return {"do": "chip_area", "side": "own", **spec, "count": int(str(n)), "area": verb.split(":")[1]}
        return {"do": verb, "side": "own", **spec, "count": int(str(n))}

    # ---- a cost when set where it makes an exclusive set (costs.py reads `onto_exclusive`)
    def st_exclusive_cost(self, t: Any, change: dict[str, Any]) -> dict[str, Any]:
        return {"apply": "cost", "target": t, **change, "onto_exclusive": True}

    def cc_to(self, *parts: Token) -> dict[str, Any]:
        return self._cost_change(parts, "_to")

    def cc_by(self, *parts: Token) -> dict[str, Any]:
        return self._cost_change(parts, "")

    def _cost_change(self, parts: tuple[Token, ...], suffix: str) -> dict[str, Any]:
        from .compiler import Unsupported

        out: dict[str, Any] = {}
        for stat, n in zip(parts[::2], parts[1::2], strict=True):
            key = {"合計国力": "total", "ロールコスト": "roll"}.get(str(stat))
            if key is None or "X" in str(n) or key + suffix in out:
                raise Unsupported("a cost change of another value")
            out[key + suffix] = int(str(n))
        if list(out) not in (["total" + suffix], ["total" + suffix, "roll" + suffix]):
            raise Unsupported("a cost change of another value")
        return out

    # ---- 専用機のセット (P76): selector key exclusive_set
    def c_exclusive_self(self) -> dict[str, Any]:
        return {"exists": {"self": True, "exclusive_set": True}}

    def c_exclusive_any(self, side: Token, kind: Token) -> dict[str, Any]:
        from .compiler import SIDE, TYPE

        return {"exists": {"side": SIDE[str(side)], "type": TYPE[str(kind)], "exclusive_set": True}}

    def q_exclusive(self) -> dict[str, Any]:
        return {"exclusive_set": True}

    def st_exclusive_as(self, t: Any, *names: Token) -> dict[str, Any]:
        from .compiler import Unsupported

        if t != "self":
            raise Unsupported("another card's names for 専用機のセット")
        return {"apply": "exclusive_as", "target": t, "names": [str(n) for n in names]}

    # ---- set cards (P66): selector key set_card
    def t_set_card(self, *parts: Token) -> dict[str, Any]:
        from .compiler import SIDE

        side = {"side": SIDE[str(parts[0])]} if len(parts) == 2 else {}
        return {**side, "set_card": True, "count": int(str(parts[-1]))}

    def t_group_set_card(self, n: Token) -> dict[str, Any]:
        return {"group": True, "set_card": True, "count": int(str(n))}

    def q_not_set_card(self) -> dict[str, Any]:
        return {"set_card": False}

    # ---- while set on a unit of a kind (P66): condition {exists: {host: true, ...}}
    def _host(self, t: Any, parts: tuple[Any, ...]) -> dict[str, Any]:
        from .compiler import Unsupported, _selector

        if t != "self":
            raise Unsupported("another card set on a unit")
        return {"exists": {"host": True, **_selector(parts, {})}}

    def st_modify_set_on(self, t: Any, *rest: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        *parts, stats = rest
        if any(not isinstance(v, int) for v in stats):
            raise Unsupported("continuous +X (arithmetic on values)")
        return {"apply": "modify", "target": t, "stats": stats, "condition": self._host(t, tuple(parts))}

    def st_keyword_set_on(self, t: Any, *rest: Any) -> dict[str, Any]:
        from .compiler import SIMPLE_KW

        *parts, kw = rest
        return {"apply": "keyword", "target": t, "keyword": SIMPLE_KW[str(kw)], "condition": self._host(t, tuple(parts))}

    # ---- 「…であれば」 (verb if)
    def side_count(self, side: Token, kind: Token) -> dict[str, Any]:
        from .compiler import SIDE, TYPE

        return {"count": {"side": SIDE[str(side)], "type": TYPE[str(kind)]}}

    def s_if_counts_equal(self, a: Any, b: Any, step: dict[str, Any]) -> dict[str, Any]:
        from .compiler import Unsupported

        if re.search(r"'count': \d", repr(step)) or "_ref" in repr(step):
            raise Unsupported("a chosen target under であれば")  # targets are declared on play (P56): none inside
        return {"do": "if", "condition": {"equal": [a, b]}, "then": [step]}

    # ---- 貫通ダメージ (P73)
    def s_pierce(self, squad: Any, n: Token) -> dict[str, Any]:
        return {"do": "pierce", "target": squad, "amount": "X" if str(n) == "X" else int(str(n))}

    def sq_engaged(self, *parts: Any) -> dict[str, Any]:
        """「このカードと交戦中の敵軍部隊」: the squad engaged with this card's (its front unit stands for it)."""
        from .compiler import Unsupported

        *quals, side = parts
        if quals != [{"engaged": True, "same_area": True}] or str(side) != "敵軍":
            raise Unsupported("squad: other than このカードと交戦中の敵軍部隊")
        return {"engaged": True, "same_area": True, "side": "enemy", "zone": "battle", "type": "unit", "squad": True,
                "count": "all"}

    def pierce_reminder(self) -> Any:
        from .compiler import Compiled

        return Compiled(reminder="pierce")

    def kw_angle(self, kw: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        if isinstance(kw, str):
            raise Unsupported("〈 〉 around a special effect without a text")
        if "cost" not in kw:
            kw = {**kw, "cost": 1}  # the built-in ① (keywords.py), printed
        return {**kw, "as_g": True}


def _printed_cost(cost: dict[str, Any], name: str) -> Any:
    """A keyword entry's cost: a number for a generic payment, else the payment by colour."""
    from .compiler import Unsupported

    if "roll_self" in cost or not set(cost) <= {"pay"}:
        raise Unsupported(f"keyword cost 〔R〕 ({name})")
    pay = cost.get("pay", {})
    return pay.get("any", 0) if set(pay) <= {"any"} else pay


def print_keyword(kw: Any, head_of: Any, timing_of: Any) -> str | None:
    """Canonical wording of a keyword entry with options (and of a costed 範囲兵器); None for others.
    `head_of(cost)` prints a cost 〔…〕, `timing_of(timing)` a timing （…） (printer.py)."""
    if not isinstance(kw, dict) or "cost" not in kw:
        return None
    opts = {k for k in kw if k in ("timing", "repeatable", "as_g", "cost_or", "roll_or")}
    name, arg = next((k, v) for k, v in kw.items()
                     if k not in ("cost", "timing", "repeatable", "as_g", "cost_or", "roll_or"))
    if not opts and name != "area_weapon":
        return None
    pay = kw["cost"]
    cost = head_of({"pay": {"any": pay} if isinstance(pay, int) else pay}) if pay != 0 else "〔0〕"
    if "cost_or" in kw:  # 〔青2/緑2〕 (family V9, R-510)
        cost = head_of({"pay_either": [pay, kw["cost_or"]]})
    if kw.get("roll_or"):  # 〔1/R〕 (family V9, R-512)
        cost = head_of({"pay_either": [{"any": pay} if isinstance(pay, int) else pay, {"any": 0}], "roll_either": 1})
    if kw.get("repeatable"):
        cost = cost[:-1] + "毎〕"
    head = (timing_of(kw["timing"]) if "timing" in kw else "") + cost + "："
    if name == "area_weapon":
        body = f"範囲兵器（{arg}）"
    elif name == "psycommu":
        body = f"サイコミュ（{arg}）"
    else:
        body = _JA[name] + ("" if arg is None else f"［{arg}］")
    text = head + body
    return f"＜{text}＞" if kw.get("as_g") else text


PIERCE_REMINDER = "注：貫通ダメージは部隊へのダメージと同様に処理する"


def print_condition(cond: dict[str, Any], target_of: Any = None, value_of: Any = None) -> str | None:
    """「このカードの／自軍ユニットの「専用機のセット」が成立している」, 「「特徴：A」を持つユニットにセットされている」,
    「AとBが同じ」; None for other conditions. `target_of(sel)` prints a selector, `value_of(v)` a value (printer.py)."""
    if set(cond) == {"equal"} and value_of is not None:
        a, b = cond["equal"]
        return f"{value_of(a)}と{value_of(b)}が同じ"
    sel = cond.get("exists")
    if len(cond) == 1 and isinstance(sel, dict) and sel.get("host") is True and target_of is not None:
        host: str = target_of({k: v for k, v in sel.items() if k != "host"} | {"count": "bare"})
        return host + "にセットされている"
    if len(cond) != 1 or not isinstance(sel, dict) or not sel.get("exclusive_set") or len(sel) not in (2, 3):
        return None
    if sel == {"self": True, "exclusive_set": True}:
        return "このカードの「専用機のセット」が成立している"
    from .compiler import SIDE, TYPE

    if set(sel) == {"side", "type", "exclusive_set"} and isinstance(sel["type"], str):
        side = {v: k for k, v in SIDE.items()}[sel["side"]]
        kind = {v: k for k, v in TYPE.items()}[sel["type"]]
        return f"{side}{kind}の「専用機のセット」が成立している"
    return None


def print_step(s: dict[str, Any], targets: dict[str, Any], target_of: Any, condition_of: Any = None,
               step_of: Any = None) -> str | None:
    """A family K verb in words (printer.py calls it first); None for other verbs.
    `target_of(ref)` prints a target (printer._target with the ability's targets), `condition_of` a condition."""
    then = s.get("then", [])
    if s["do"] == "if" and condition_of is not None and "else" not in s and len(then) == 1 \
            and then[0].get("target") == "self" and then[0]["do"] in ("modify", "grant_keyword"):
        from .compiler import SIMPLE_KW

        step = then[0]
        what = ("「" + {v: k for k, v in SIMPLE_KW.items()}[step["keyword"]] + "」" if step["do"] == "grant_keyword"
                else "/".join(f"{n:+d}" for n in step["stats"]))
        return f"このカードは、{condition_of(s['condition'])}場合、ターン終了時まで{what}を得る"
    if s["do"] == "if" and condition_of is not None and "else" not in s and len(then) == 1 \
            and "equal" in s["condition"]:  # 「…が同じであれば、…」
        return f"{condition_of(s['condition'])}であれば、{step_of(then[0])}" if step_of is not None else None
    if s["do"] == "boost":
        from .compiler import SIMPLE_KW

        kw = {v: k for k, v in SIMPLE_KW.items()}[s["keyword"]]
        stats = "/".join(f"{n:+d}" for n in s["stats"])
        return f"{target_of(s['target'])}は、ターン終了時まで「{kw}」{stats}を得る"
    if s["do"] in ("chip", "chip_squad") and s.get("side") == "own" and s["name"]["ja"].endswith("チップ"):
        from .compiler import SIMPLE_KW

        items = "".join(f"「特徴：{t}」" for t in s.get("traits", []))
        terrain = "".join({"space": "「宇宙」", "earth": "「地球」"}[t] for t in s["terrain"])
        items += f"地形適性{terrain}" if terrain else ""
        kws = {v: k for k, v in SIMPLE_KW.items()}
        from .print_cardg5 import special  # 「〔1〕：サイコミュ（2）」 (family G5)

        items += "".join(f"「{kws[k] if isinstance(k, str) else special(k)}」" for k in s.get("keywords", []))
        stats = "/".join(str(n) for n in s["stats"])
        to = "を出す" if s["do"] == "chip" else "をこのカードの部隊の任意の順番に出す"
        return f"{s['name']['ja'][:-3]}チップ｛UNIT{items}{stats}｝{s.get('count', 1)}個{to}"
    if s["do"] != "pierce":
        return None
    sel = targets[s["target"]] if isinstance(s["target"], str) else s["target"]
    side = {"own": "自軍", "enemy": "敵軍"}.get(sel.get("side", "any"), "")
    if sel.get("count") == "all":
        who = f"このカードと交戦中の{side}部隊"
    else:  # a chosen squad, as grammar_cardc.lark's squad reads it: 「交戦中の敵軍部隊1つ」
        area = {"space": "宇宙エリアにいる", "earth": "地球エリアにいる"}.get(sel.get("area", ""), "")  # family K6
        who = f"{area}{'交戦中の' if sel.get('engaged') else ''}{side}部隊{sel['count']}つ"
    from .cardv3 import x_arith, x_words

    n = s["amount"] if isinstance(s["amount"], int) else x_words(s["amount"]) if x_arith(s["amount"]) else "X"
    return f"{who}に{n}貫通ダメージを与える"


def print_target(sel: dict[str, Any]) -> str | None:
    """「このセットグループ」 (a whole set group, no type), 「自軍セットカード1枚」; None for other selectors."""
    if sel.get("set_card") is True and isinstance(sel.get("count"), int) and set(sel) <= {"set_card", "count", "side", "group"}:
        if sel.get("group"):
            return None if "side" in sel else f"このセットグループのセットカード{sel['count']}枚"
        side = {"own": "自軍", "enemy": "敵軍"}.get(sel.get("side", "any"), "")
        return f"{side}セットカード{sel['count']}枚"
    return "このセットグループ" if sel.get("group") and "type" not in sel else None


def print_continuous(c: dict[str, Any], target_of: Any) -> str | None:
    """Family K's continuous applications in words (printer.py calls it first); None for others."""
    apply = c["apply"]
    if apply == "cost" and c.get("onto_exclusive"):
        to = "total_to" in c
        change = "".join(f"{ja}{c[k] if to else format(c[k], '+d')}" for k, ja in (
            ("total_to" if to else "total", "合計国力"), ("roll_to" if to else "roll", "ロールコスト")) if k in c)
        return (f"{target_of(c['target'])}は、「専用機のセット」が成立する自軍ユニットにセットする場合、"
                f"{change}{'として' if to else 'して'}プレイできる。")
    who = target_of(c["target"]) if apply in ("max_characters", "set_also", "set_only", "exclusive_as") else ""
    if apply == "max_characters":
        n = c["amount"]
        return f"{who}は、キャラをセットできない。" if n == 0 else f"{who}は、キャラを{n}枚までセットできる。"
    host = (c.get("condition") or {}).get("exists")
    if apply in ("modify", "keyword") and c["target"] == "self" and isinstance(host, dict) and host.get("host"):
        cond = print_condition(c["condition"], lambda sel: target_of(sel))
        if apply == "keyword":
            from .compiler import SIMPLE_KW

            return f"このカードは、{cond}場合、「{ {v: k for k, v in SIMPLE_KW.items()}[c['keyword']] }」を得る。"
        return f"このカードは、{cond}場合、{'/'.join(format(n, '+d') for n in c['stats'])}を得る。"
    if apply == "exclusive_as":
        names = "".join(f"「{n}」" for n in c["names"])
        return f"{who}は、「専用機のセット」の成立において{names}としても扱う。"
    if apply == "set_also":
        return f"{who}は、戦闘エリアにいる自軍ユニットにもセットできる。"
    if apply == "set_only":
        return f"{who}は、「専用機のセット」が成立する自軍ユニットにしかセットできない。"
    return None
