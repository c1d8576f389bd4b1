"""Family V3 of the card-text compiler (issue 14): values and coins, third round.

Grammar in grammar_cardv3.lark; `Cardv3Build` is a mixin of the compiler's transformer, and the
`print_*` functions are the printer's wordings of the same constructs (one-line hooks in printer.py),
so compiling and printing stay each other's inverse in one file. The engine side of the values is
values2.py (family V2's module, extended).
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

# 「対象の本来の…」: what of each card is added up (values2.targets_total)
_TOTAL = {"の本来のロールコストの合計値": "roll_cost", "の本来のロールコストとゲインレベルの合計値": "roll_and_gain",
          "の本来のロールコストゲインレベルの値": "roll_gain"}
_TOTAL_JA = {"roll_cost": "の本来のロールコストの合計値", "roll_and_gain": "の本来のロールコストとゲインレベルの合計値",
             "roll_gain": "の本来のロールコスト、ゲインレベルの値"}


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardv3Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardv3.lark)."""

    def cardv3_v_targets_total(self, *toks: Token) -> dict[str, Any]:
        name = f"t{toks[0]}" if len(toks) == 2 else "t1"  # 対象: the one target, 対象N: the Nth (checked in _bind)
        return {"targets_total": [name, _TOTAL[str(toks[-1])]]}

    def cardv3_st_modify_absent(self, t: Any, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        *sel_parts, stats = parts
        if not all(isinstance(v, int) for v in stats):
            raise _unsupported("continuous +X (arithmetic on values)")
        cond = {"not": {"exists": _selector(tuple(sel_parts), {})}}
        return {"apply": "modify", "target": t, "stats": stats, "condition": cond, "wording": "inside"}

    def cardv3_s_grant_or_modify(self, t: Any, kw: Token, stats: list[Any]) -> dict[str, Any]:
        from .compiler import SIMPLE_KW

        if not all(isinstance(v, int) for v in stats):
            raise _unsupported("arithmetic on values")
        return {"do": "grant_or_modify", "target": t, "keyword": SIMPLE_KW[str(kw)], "stats": stats,
                "until": "turn_end"}

    def cardv3_timed_all_note(self, *parts: Any) -> Any:
        """「…を得る。（注：ユニット個別で違う効果は得られない）」: said of a pick made once for every card (R-125)."""
        from .compiler import Compiled

        built = self.timed(*parts[:-1])  # type: ignore[attr-defined]
        ab = dict(built.ability)
        picks = [st for st in ab["effect"] if st.get("do") == "grant_or_modify"
                 and isinstance(st["target"], dict) and st["target"].get("count") == "all"]
        if len(picks) != 1:
            raise _unsupported("注：ユニット個別で違う効果は得られない without one pick for every card")
        ab["effect"] = [{**st, "note": "one_for_all"} if st is picks[0] else st for st in ab["effect"]]
        return Compiled(ability=ab)

    def cardv3_st_hand_limit(self, side: Token, n: Token) -> dict[str, Any]:
        from .compiler import SIDE

        if str(n)[1:] == "X":
            raise _unsupported("arithmetic on values")
        return {"apply": "hand_limit", "side": SIDE[str(side)], "amount": int(str(n))}

    def cardv3_st_modify_engaged_with(self, t: Any, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        *sel_parts, stats = parts
        if t != "self" or not all(isinstance(v, int) for v in stats):
            raise _unsupported("a static change while engaged, of another card or of a value")
        cond = {"exists": {"self": True, "engaged_with": _selector(tuple(sel_parts), {})}}
        return {"apply": "modify", "target": t, "stats": stats, "condition": cond, "wording": "engaged"}

    def cardv3_st_modify_engaged(self, t: Any, stats: list[Any]) -> dict[str, Any]:
        if t != "self" or not all(isinstance(v, int) for v in stats):
            raise _unsupported("a static change while engaged, of another card or of a value")
        return {"apply": "modify", "target": t, "stats": stats, "condition": {"self_engaged": True},
                "wording": "engaged"}

    def cardv3_play_cost_roll(self, n: Token) -> dict[str, Any]:
        if str(n)[1:] == "X":
            raise _unsupported("X without its value")
        return {"roll": int(str(n))}

    def cardv3_s_boost_and_reroll(self, t: Any, *parts: Any) -> dict[str, Any]:
        from .compiler import SIMPLE_KW

        *kws, stats = parts
        if not all(isinstance(v, int) for v in stats):
            raise _unsupported("arithmetic on values")
        names = [SIMPLE_KW[str(k)] for k in kws]
        first = ({"do": "boost", "target": t, "keyword": names[0], "stats": stats, "until": "turn_end"} if len(names) == 1
                 else {"do": "boost_many", "target": t, "keywords": names, "stats": stats, "until": "turn_end"})
        reroll = {"do": "optional", "steps": [{"do": "reroll", "target": t}]}
        return {"do": "together", "steps": [first, reroll], "wording": "and"}

    def cardv3_st_modify_per(self, t: Any, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        *sel_parts, each, stats = parts
        if not all(isinstance(v, int) for v in stats) or int(str(each)) < 1:
            raise _unsupported("arithmetic on values")
        sel = _selector(tuple(sel_parts), {})
        per = [{"per_count": {"of": sel, "each": int(str(each)), "gives": v}} if v else 0 for v in stats]
        return {"apply": "modify", "target": t, "stats": per, "wording": "per"}

    def cardv3_x_min(self, n: Token) -> dict[str, Any]:
        return {"_x_min": int(str(n))}

    def cardv3_x_self_counted(self, v: Any) -> dict[str, Any]:
        """The note makes the count of the value take this card too (R-124)."""
        def with_self(x: Any) -> Any:
            if isinstance(x, dict) and set(x) == {"count"}:
                return {"count_with_self": x["count"]}
            if isinstance(x, dict) and set(x) == {"sum"}:
                return {"sum": [with_self(p) for p in x["sum"]]}
            return x

        out = with_self(v)
        if "count_with_self" not in repr(out):
            raise _unsupported("注：このカードも枚数に含める without a count")
        return {"_x": out}

    # ---- X with a number added (P65)
    def cardv3_s_damage_xn(self, t: Any, n: Token) -> dict[str, Any]:
        return {"do": "damage", "target": t, "amount": x_plus(n)}

    def cardv3_s_pierce_xn(self, squad: Any, n: Token) -> dict[str, Any]:
        return {"do": "pierce", "target": squad, "amount": x_plus(n)}

    def cardv3_s_recover_xn(self, n: Token) -> dict[str, Any]:
        return {"do": "recover", "side": "own", "count": x_plus(n)}

    def cardv3_s_draw_xn(self, n: Token) -> dict[str, Any]:
        return {"do": "draw", "side": "own", "count": x_plus(n)}

    def cardv3_s_home_damage_xn(self, side: Token, n: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"do": "home_damage", "side": SIDE[str(side)], "amount": x_plus(n)}

    def cardv3_q_max_cost_xn(self, n: Token) -> dict[str, Any]:
        return {"max_total_cost": x_plus(n)}

    def cardv3_q_min_cost_xn(self, n: Token) -> dict[str, Any]:
        """「X+1以上の合計国力を持つ」 (family V's min_total_cost, read here since 「X+1」 is one word of this grammar)."""
        v = x_plus(n)
        if v["sum"][0] != "X":
            raise _unsupported("arithmetic on values")
        return {"min_total_cost": v}

    def cardv3_q_max_defence_xn(self, n: Token) -> dict[str, Any]:
        return {"max_defence": x_plus(n)}

    # ---- 「「サイコミュ」+2を得る」 (kwplus.py)
    def cardv3_s_kw_plus(self, t: Any, kw: Token, n: Token) -> dict[str, Any]:
        return {"do": "keyword_plus", "target": t, "keyword": _KWV[str(kw)], "amount": _signed(n), "until": "turn_end"}

    def cardv3_s_kw_plus_and_reroll(self, t: Any, kw: Token, n: Token) -> dict[str, Any]:
        reroll = {"do": "optional", "steps": [{"do": "reroll", "target": t}]}
        return {"do": "together", "steps": [self.cardv3_s_kw_plus(t, kw, n), reroll], "wording": "and"}

    # ---- 「X以下の合計国力を持つ敵軍カードの効果の対象にならない」 (protectupto.py)
    def cardv3_s_protect_upto(self, t: Any, prot: Token) -> dict[str, Any]:
        n = str(prot).split("以下")[0]
        return {"do": "protect_upto", "target": t, "amount": "X" if n == "X" else int(n), "until": "turn_end"}

    def cardv3_s_protect_upto_and_reroll(self, t: Any, prot: Token) -> dict[str, Any]:
        reroll = {"do": "optional", "steps": [{"do": "reroll", "target": t}]}
        return {"do": "together", "steps": [self.cardv3_s_protect_upto(t, prot), reroll], "wording": "and"}

    # ---- triggers (rerolltrig.py)
    def cardv3_on_rerolled(self) -> dict[str, Any]:
        return {"on": "rerolled"}

    def cardv3_on_home_recovers(self, words: Token) -> dict[str, Any]:
        every = str(words).endswith("毎に")
        side = "own" if str(words).startswith("自軍") else "enemy"
        return {"on": f"{side}_home_recovers", **({"every": True} if every else {})}

    def cardv3_on_pays_roll(self, words: Token) -> dict[str, Any]:
        return {"on": ("own" if str(words).startswith("自軍") else "enemy") + "_pays_roll"}

    def cardv3_st_kw_plus(self, t: Any, kw: Token, n: Token, xdef: dict[str, Any] | None = None) -> dict[str, Any]:
        amount = _signed(n)
        if (amount == "X") != (xdef is not None and "_x" in xdef):
            raise _unsupported("X without its value")
        return {"apply": "keyword_plus", "target": t, "keyword": _KWV[str(kw).strip("「」")],
                "amount": xdef["_x"] if xdef is not None else amount}

    def cardv3_st_kw_plus_if(self, cond: dict[str, Any], t: Any, kw: Token, n: Token) -> dict[str, Any]:
        return {**self.cardv3_st_kw_plus(t, kw, n), "condition": cond}

    def cardv3_st_kw_plus_set(self, t: Any, *parts: Any) -> dict[str, Any]:
        """「このカードは、「特徴：NT」を持つキャラがセットされている場合、…」: such a character in its set group (P66)."""
        from .cardc import _selector_of

        *quals, kw, n = parts
        if t != "self":
            raise _unsupported("a character set on another card")
        sel = {**_selector_of(tuple(quals)), "type": "character", "group": True}
        return {**self.cardv3_st_kw_plus(t, kw, n), "condition": {"exists": sel}, "wording": "set"}


_JA_SIDE_V3 = {"own": "自軍", "enemy": "敵軍"}
_KWV = {"サイコミュ": "psycommu", "範囲兵器": "area_weapon"}
_KWV_JA = {v: k for k, v in _KWV.items()}


def _signed(n: Token) -> Any:
    t = str(n)
    if t == "+X":
        return "X"
    if t[1:] == "X" or t.startswith("-"):
        raise _unsupported("a special effect's value lowered")
    return int(t)


def x_plus(tok: Token) -> dict[str, Any]:
    """「X+2」 → {"sum": ["X", 2]}, 「X-1」 → {"sum": ["X", -1]}, 「3+X」 → {"sum": [3, "X"]}."""
    t = str(tok)
    if t.endswith("+X"):
        return {"sum": [int(t[:-2]), "X"]}
    return {"sum": ["X", int(t[1:])]}


def x_arith(v: Any) -> bool:
    """Is the value X with a number added (「X+2」, 「3+X」)?"""
    if not (isinstance(v, dict) and set(v) == {"sum"} and len(v["sum"]) == 2):
        return False
    a, b = v["sum"]
    return (a == "X" and isinstance(b, int)) or (b == "X" and isinstance(a, int))


def x_words(v: Any) -> str:
    """「X+2」, 「X-1」, 「3+X」 (x_arith values)."""
    a, b = v["sum"]
    return f"X{b:+d}" if a == "X" else f"{a}+X"


def print_value(v: Any, targets: dict[str, Any] | None = None) -> str | None:
    """This family's values in words, or None."""
    key, arg = next(iter(v.items()))
    if key == "targets_total":
        n = "" if targets is None or len(targets) <= 1 else arg[0][1:]
        return f"対象{n}{_TOTAL_JA[arg[1]]}"
    if key == "count_with_self":
        from .printer import _target

        return _target({**arg, "count": "bare"}, {}) + "の枚数"
    return None


def print_note(a: dict[str, Any]) -> str:
    """「（注：このカードも枚数に含める）」 after the X of a text whose value counts this card too (R-124), 「（注：ユニット
    個別で違う効果は得られない）」 after a pick made once for every card (R-125), else ""."""
    said = repr(a.get("effect", []))
    return ("（注：このカードも枚数に含める）" if "'count_with_self'" in said else "") + (
        "（注：ユニット個別で違う効果は得られない）" if "'one_for_all'" in said else "")


def print_step(s: dict[str, Any], targets: dict[str, Any], target: Any) -> str | None:
    """This family's steps in words (without 。), or None."""
    if s["do"] == "keyword_plus" and s.get("until") == "turn_end":
        n = f"{s['amount']:+d}" if isinstance(s["amount"], int) else "+X"
        return f"{target(s['target'], targets)}は、ターン終了時まで「{_KWV_JA[s['keyword']]}」{n}を得る"
    if s["do"] == "grant_or_modify" and s.get("until") == "turn_end":
        from .printer import _JA_KW, _stats

        return f"{target(s['target'], targets)}は、ターン終了時まで「{_JA_KW[s['keyword']]}」または{_stats(s['stats'])}を得る"
    if s["do"] == "protect_upto" and s.get("until") == "turn_end":
        bound = str(s["amount"]) if isinstance(s["amount"], int) else "X"
        return f"{target(s['target'], targets)}は、ターン終了時まで{bound}以下の合計国力を持つ敵軍カードの効果の対象にならない"
    first = s["steps"][0] if s["do"] == "together" and s.get("wording") == "and" else {}
    if first.get("do") in ("boost", "boost_many") and first.get("until") == "turn_end":
        from .printer import _JA_KW, _stats

        kws = "".join(f"「{_JA_KW[k]}」" for k in first.get("keywords", [first.get("keyword")]))
        return f"{target(first['target'], targets)}は、ターン終了時まで{kws}{_stats(first['stats'])}を得ると共に、リロールできる"
    if first.get("do") in ("keyword_plus", "protect_upto"):  # 「…を得ると共に、リロールできる」 (family O2's wording)
        said = print_step(first, targets, target)
        return None if said is None else said + "と共に、リロールできる"
    return None


def print_continuous(c: dict[str, Any], target: Any, condition: Any, value: Any) -> str | None:
    """This family's 常駐 texts in words (with 。 and the X they define), or None."""
    if c["apply"] == "modify" and c.get("wording") == "inside" and c.get("condition"):  # 「このカードは、…がいない場合、…」
        from .printer import _stats

        return f"{target(c['target'], {})}は、{condition(c['condition'])}場合、{_stats(c['stats'])}を得る。"
    if c["apply"] == "modify" and c.get("wording") == "engaged" and c.get("condition"):  # 「このカードは、…と交戦中の場合、」
        from .printer import _stats, _target

        cond = c["condition"]
        with_ = "" if "self_engaged" in cond else _target({**cond["exists"]["engaged_with"], "count": "bare"}, {}) + "と"
        return f"{target(c['target'], {})}は、{with_}交戦中の場合、{_stats(c['stats'])}を得る。"
    if c["apply"] == "cost" and set(c) <= {"apply", "target", "roll"} and isinstance(c.get("roll"), int):
        return f"{target(c['target'], {})}は、ロールコスト{c['roll']:+d}してプレイできる。"  # (no total: family O's wording)
    if c["apply"] == "modify" and c.get("wording") == "per":  # 「…2枚につき+2/+2/+2を得る」
        from .printer import _stats, _target

        pers = [v["per_count"] for v in c["stats"] if isinstance(v, dict)]
        if not pers or any(p["of"] != pers[0]["of"] or p["each"] != pers[0]["each"] for p in pers):
            return None
        values = [v["per_count"]["gives"] if isinstance(v, dict) else v for v in c["stats"]]
        who = _target({**pers[0]["of"], "count": "bare"}, {})
        return f"{target(c['target'], {})}は、{who}{pers[0]['each']}枚につき{_stats(values)}を得る。"
    if c["apply"] == "hand_limit":
        return f"{_JA_SIDE_V3[c['side']]}の手札の上限枚数に{c['amount']:+d}する。"
    if c["apply"] != "keyword_plus":
        return None
    amount = c["amount"]
    said = f"「{_KWV_JA[c['keyword']]}」" + (f"{amount:+d}" if isinstance(amount, int) else "+X") + "を得る。"
    xdef = "" if isinstance(amount, int) else f"Xの値は、{value(amount)}とする。"
    who = target(c["target"], {})
    cond = c.get("condition")
    if c.get("wording") == "set" and cond is not None:
        from .printer import _target

        quals = _target({**{k: v for k, v in cond["exists"].items() if k not in ("group", "type")},
                         "type": "character", "count": "bare"}, {})
        return f"{who}は、{quals}がセットされている場合、{said}"
    pre = f"{condition(cond)}場合、" if cond else ""
    return f"{pre}{who}は、{said}{xdef}"


def print_trigger(a: dict[str, Any]) -> str | None:
    """This family's triggers in words (with 、), or None."""
    if a["on"] in ("own_pays_roll", "enemy_pays_roll"):
        return ("自軍" if a["on"].startswith("own") else "敵軍") + "がロールコストを支払った場合、"
    if a["on"] == "rerolled":
        return "このカードがリロールした場合、"
    if a["on"] in ("own_home_recovers", "enemy_home_recovers"):
        side = "自軍" if a["on"].startswith("own") else "敵軍"
        return f"{side}本国が" + ("回復する毎に、" if a.get("every") else "回復した場合、")
    return None


def print_x_min(a: dict[str, Any]) -> str:
    """「Xの下限はNとする。」 of an ability whose X chosen on play has a least value, else ""."""
    return f"Xの下限は{a['x_min']}とする。" if isinstance(a.get("x_min"), int) else ""
