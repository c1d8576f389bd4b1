"""Family T of the card-text compiler, second round (issue 14): selectors that compare a card's costs,
another card's play resolving, texts negated, special effects given by 常駐 texts or picked.

Grammar in grammar_cardt2.lark. `Cardt2Build` is a mixin of the compiler's transformer (compiler._Build);
the `print_*` functions are the printer's wordings of the same constructs (each returns None for a
construct of another family), so compiling and printing stay each other's inverse in one file.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

_PICKED = {"破壊する": "destroy", "廃棄する": "discard", "持ち主の手札に移す": "bounce"}
_JA_COLOUR = {"blue": "青", "green": "緑", "black": "黒", "red": "赤", "brown": "茶", "white": "白", "purple": "紫"}


@v_args(inline=True)
class Cardt2Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardt2.lark)."""

    def q_roll_colour(self, colour: Token) -> dict[str, Any]:
        from .compiler import COLOUR

        return {"roll_colour": COLOUR[str(colour)]}

    def q_keyword_or_trait(self, kw: Token, trait: Token) -> dict[str, Any]:
        """「「PS装甲」または「特徴：PS装甲」を持つ」: the card has the special effect or the trait."""
        from .cardc import KEYWORD_HELD
        from .compiler import Unsupported

        key = KEYWORD_HELD.get(str(kw))
        if key is None:
            raise Unsupported("「…」または「特徴：…」を持つ: not a special effect")
        return {"keyword_or_trait": {"keyword": key, "trait": str(trait)}}

    def q_traits_any(self, *names: Token) -> dict[str, Any]:
        return {"traits_any": _distinct(names)}

    def q_printed_traits_any(self, *names: Token) -> dict[str, Any]:
        return {"printed_traits_any": _distinct(names)}

    # ---- 「AとBを持つ」: each part a selector key; `joined` keeps the keys said together (printer: joined_words)
    def q_held_all(self, *parts: dict[str, Any]) -> dict[str, Any]:
        from .compiler import Unsupported

        out: dict[str, Any] = {}
        for p in parts:
            if set(p) == {"trait"} and "trait" in out and "traits_any" not in out:  # 「「特徴：A」と「特徴：B」を持つ」: both
                p = {"traits_any": [p["trait"]]}  # (one of one more trait, with the first: family K8)
            if set(p) & set(out):
                raise Unsupported("「AとBを持つ」 naming one thing twice")
            out.update(p)
        return {"joined": list(out), **out}

    def h_max_cost(self, n: Token) -> dict[str, Any]:
        return {"max_total_cost": int(str(n))}

    def h_max_cost_x(self) -> dict[str, Any]:
        return {"max_total_cost": "X"}

    def h_colour(self, colour: Token) -> dict[str, Any]:
        from .compiler import COLOUR

        return {"gsign_colour": COLOUR[str(colour)]}

    def h_same_series(self) -> dict[str, Any]:
        return {"same_series": True}

    def h_traits(self, *names: Token) -> dict[str, Any]:
        return {"trait": str(names[0])} if len(names) == 1 else {"traits_any": _distinct(names)}

    def h_keyword(self, name: Token) -> dict[str, Any]:
        from .cardc import KEYWORD_HELD
        from .compiler import Unsupported

        kw = KEYWORD_HELD.get(str(name))
        if kw is None:
            raise Unsupported("「…」を持つ: not a special effect")
        return {"keyword": kw}

    def on_watched_refit_in(self, *parts: Any) -> dict[str, Any]:
        """「「特徴：A」を持つ自軍ユニットが「改装」の効果で場に出た場合」: such a card entered by 改装 (P75)."""
        from .cardc import _selector_of

        return {"on": "card_refit_in", "of": _selector_of(parts)}

    def q_same_gsign(self) -> dict[str, Any]:
        return {"same_gsign": True}

    def on_watched_resolved(self, *parts: Any) -> dict[str, Any]:
        """「緑のロールコストを持つ自軍カードがプレイされて解決された場合」 (cardt2steps.play_resolved)."""
        from .cardc import _selector_of

        return {"on": "card_resolved", "of": _selector_of(parts)}

    def s_lose_text(self, target: Any) -> dict[str, Any]:
        return {"do": "lose_text", "target": target, "until": "turn_end"}

    def s_grant_any_one(self, target: Any, *kws: Token) -> dict[str, Any]:
        """「「速攻」「強襲」「高機動」のいずれか1つを得る」: the player picks one (verb grant_either)."""
        keys = _keywords(kws)
        return {"do": "grant_either", "target": target, "keywords": keys, "until": "turn_end", "wording": "any_one"}

    def s_grant_keywords(self, target: Any, *kws: Token) -> dict[str, Any]:
        """「「速攻」「強襲」を得る」: each of them (verb grant_keywords)."""
        return {"do": "grant_keywords", "target": target, "keywords": _keywords(kws), "until": "turn_end"}

    def q_not_gsign_colour(self, colour: Token) -> dict[str, Any]:
        from .compiler import COLOUR

        return {"not_gsign_colour": COLOUR[str(colour)]}

    def s_lose_mods(self, target: Any) -> dict[str, Any]:
        return {"do": "lose_mods", "target": target, "until": "turn_end"}

    def s_side_picks(self, side: Token, *parts: Any) -> dict[str, Any]:
        """「敵軍は、G以外の自分のカード1枚を選んで破壊する」: that side picks its own cards (verb side_picks)."""
        from .compiler import SIDE, _selector

        *quals, kind, n, verb = parts
        sel = {**_selector((*quals, kind), {}), "side": SIDE[str(side)]}
        return {"do": "side_picks", "side": SIDE[str(side)], "filter": sel, "count": int(str(n)),
                "then": _PICKED[str(verb)]}

    def s_to_unit_area(self, target: Any, where: Token, state: Token | None = None) -> dict[str, Any]:
        rolled = {} if state is None else {"rolled": str(state) == "ロール状態"}
        w = str(where)
        said = {"敵軍ユニットのいる": {"with": "enemy"}, "敵軍ユニットがいる": {"with": "enemy", "wording": "ga"}}.get(w, {})
        return {"do": "to_unit_area", "target": target, **rolled, **said}

    def s_to_unit_area_back(self, target: Any, where: Token, state: Token | None = None) -> dict[str, Any]:
        """Without 「任意の順番に」: the back of its side's squad there (P70 部隊への編入)."""
        return {**self.s_to_unit_area(target, where, state), "position": "back"}

    def st_trait(self, target: Any, trait: Token) -> dict[str, Any]:
        return {"apply": "trait", "target": target, "trait": str(trait)}

    def c_self_g(self) -> dict[str, Any]:
        return {"self_in": "gzone"}

    def c_state_and_g(self, cond: dict[str, Any]) -> dict[str, Any]:
        return {"all": [cond, {"self_in": "gzone"}]}

    def s_hangar_then(self, target: Any, step: dict[str, Any]) -> dict[str, Any]:
        """「このカードを持ち主のハンガーに移し、…」: both, in that order (verb sequence)."""
        from .compiler import Unsupported

        if step.get("do") == "sequence" or "_then" in step:
            raise Unsupported("three steps joined by 「し」")
        return {"do": "sequence", "steps": [{"do": "move", "target": target, "to": "hangar", "owner_side": True}, step]}

    def s_lose_text_passive(self, target: Any) -> dict[str, Any]:
        return {"do": "lose_text", "target": target, "until": "turn_end", "wording": "passive"}

    def st_cost_cond_first(self, cond: dict[str, Any], target: Any, change: dict[str, Any]) -> dict[str, Any]:
        """「（condition）場合、このカードは、合計国力-2してプレイできる。」 (print_cardo words it after the card)."""
        from .compiler import Unsupported

        if target != "self":
            raise Unsupported("a cost change of other cards with a condition first")
        return {**self._cost(target, change), "condition": cond, "wording": "cond_first"}  # type: ignore[attr-defined]

    def c_set_card_present(self, side: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"exists": {"side": SIDE[str(side)], "set_card": True}}

    def st_keyword(self, target: Any, kw: Token) -> dict[str, Any]:
        from .compiler import SIMPLE_KW, Unsupported

        if str(kw) not in SIMPLE_KW:
            raise Unsupported("a 常駐 special effect with a cost or value")
        return {"apply": "keyword", "target": target, "keyword": SIMPLE_KW[str(kw)]}

    def s_grant_either(self, target: Any, a: Token, b: Token) -> dict[str, Any]:
        from .compiler import SIMPLE_KW, Unsupported

        if str(a) == str(b):
            raise Unsupported("the same special effect twice")
        return {"do": "grant_either", "target": target, "keywords": [SIMPLE_KW[str(a)], SIMPLE_KW[str(b)]],
                "until": "turn_end"}


def _distinct(names: tuple[Token, ...]) -> list[str]:
    from .compiler import Unsupported

    out = [str(n) for n in names]
    if len(set(out)) != len(out):
        raise Unsupported("the same trait twice")
    return out


def _keywords(kws: tuple[Token, ...]) -> list[str]:
    from .compiler import SIMPLE_KW, Unsupported

    keys = [SIMPLE_KW[str(k)] for k in kws]
    if len(set(keys)) != len(keys):
        raise Unsupported("the same special effect twice")
    return keys


def print_trigger(a: dict[str, Any], target: Any) -> str | None:
    """「…がプレイされて解決された場合、」, 「…が「改装」の効果で場に出た場合、」, else None."""
    words = {"card_resolved": "がプレイされて解決された場合、", "card_refit_in": "が「改装」の効果で場に出た場合、"}
    if a.get("on") not in words:
        return None
    who: str = target({**a["of"], "count": "bare"}, {})
    return who + words[a["on"]]


def print_condition(cond: dict[str, Any], condition: Any) -> str | None:
    """「このカードがGである」, 「（presence）状態でこのカードがGである」, 「自軍セットカードがいる」, else None."""
    sel = cond.get("exists") if set(cond) == {"exists"} else None
    if isinstance(sel, dict) and set(sel) == {"side", "set_card"} and sel["set_card"] is True:
        return {"own": "自軍", "enemy": "敵軍"}[sel["side"]] + "セットカードがいる"
    if cond == {"self_in": "gzone"}:
        return "このカードがGである"
    parts = cond.get("all") if set(cond) == {"all"} else None
    if isinstance(parts, list) and len(parts) == 2 and parts[1] == {"self_in": "gzone"}:
        return f"{condition(parts[0])}状態でこのカードがGである"
    return None


def print_step(s: dict[str, Any], target: Any, step: Any = None) -> str | None:
    """A step of this family in words (`target` prints a target reference), else None."""
    from .printer import _JA_KW

    if s["do"] == "lose_text" and s.get("until") == "turn_end" and s.get("wording") == "passive":
        return f"{target(s['target'])}が持つ全てのテキストは、このターン、無効になる"
    if s["do"] == "lose_text" and s.get("until") == "turn_end":
        return f"{target(s['target'])}が持つ全てのテキストをターン終了時まで無効にする"
    if s["do"] == "sequence" and len(s["steps"]) == 2 and s["steps"][0].get("owner_side"):
        first = target(s["steps"][0]["target"])
        return f"{first}を持ち主のハンガーに移し、{step(s['steps'][1])}"
    if s["do"] == "side_picks":
        from .printer import _JA_SIDE, _target

        flt = {k: v for k, v in s["filter"].items() if k != "side"}
        said = _target({**flt, "count": "bare"}, {})
        kind = _kind_word(flt)
        verb = {v: k for k, v in _PICKED.items()}[s["then"]]
        return f"{_JA_SIDE[s['side']]}は、{said.removesuffix(kind)}自分の{kind}{s['count']}枚を選んで{verb}"
    if s["do"] == "to_unit_area":
        state = "" if "rolled" not in s else ("ロール状態で" if s["rolled"] else "リロール状態で")
        where = "ユニットのいる" if s.get("with") != "enemy" else (
            "敵軍ユニットがいる" if s.get("wording") == "ga" else "敵軍ユニットのいる")
        order = "に" if s.get("position") == "back" else "の任意の順番に"
        return f"{target(s['target'])}を、{where}戦闘エリア{order}{state}移す"
    if s["do"] == "lose_mods" and s.get("until") == "turn_end":
        return f"{target(s['target'])}は、このターン全ての戦闘修正を失う"
    if s["do"] == "grant_either" and s.get("until") == "turn_end":
        kws = [f"「{_JA_KW[k]}」" for k in s["keywords"]]
        if s.get("wording") == "any_one":
            return f"{target(s['target'])}は、ターン終了時まで{''.join(kws)}のいずれか1つを得る"
        return f"{target(s['target'])}は、ターン終了時まで{'または'.join(kws)}を得る"
    if s["do"] == "grant_keywords" and s.get("until") == "turn_end":
        return f"{target(s['target'])}は、ターン終了時まで{''.join(f'「{_JA_KW[k]}」' for k in s['keywords'])}を得る"
    return None


def _kind_word(sel: dict[str, Any]) -> str:
    """The card-type word a selector ends with when printed (「G以外の」 leaves 「カード」)."""
    from .printer import _JA_TYPE

    t = sel.get("type", "card")
    return _JA_TYPE.get(t, "カード") if isinstance(t, str) else "カード"


def print_continuous(c: dict[str, Any], target: Any, condition: Any = None) -> str | None:
    """「…は「強襲」を得る。」 (a 常駐 special effect without a condition), a cost change with its
    condition first, else None."""
    if c["apply"] == "cost" and c.get("wording") == "cond_first" and condition is not None:
        from .print_cardo import _change

        return f"{condition(c['condition'])}場合、{target(c['target'], {})}は、{_change(c)}してプレイできる。"
    if c["apply"] == "trait" and "condition" not in c:
        return f"{target(c['target'], {})}は「特徴：{c['trait']}」を得る。"
    if c["apply"] != "keyword" or "condition" in c:
        return None
    from .printer import _JA_KW

    return f"{target(c['target'], {})}は「{_JA_KW[c['keyword']]}」を得る。"


def _keyword_or_trait(v: dict[str, Any]) -> str:
    from .printer import _JA_KW

    return f"「{_JA_KW[v['keyword']]}」または「特徴：{v['trait']}」を持つ"


def joined_words(sel: dict[str, Any]) -> str:
    """「4以下の合計国力と「特徴：A」を持つ」: the keys `joined` names, each without its 「を持つ」, joined by 「と」."""
    from .printer import _JA_KW

    words = []
    for key in sel["joined"]:
        v = sel[key]
        if key == "max_total_cost":
            words.append(f"{v if isinstance(v, int) else 'X'}以下の合計国力")
        elif key == "gsign_colour":
            words.append(f"{_JA_COLOUR[v]}のGサイン")
        elif key == "same_series":
            words.append("このカードと同じ属性のGサイン")
        elif key == "trait":
            words.append(f"「特徴：{v}」")
        elif key == "traits_any":
            words.append("".join(f"「特徴：{x}」" for x in v))
        elif key == "keyword":
            words.append(f"「{_JA_KW[v]}」")
        elif key == "has_gain_level":  # family K3 (grammar_cardt_k3.lark)
            words.append("ゲインレベル")
        elif key == "cardr4_roll_min":  # family R4 (grammar_cardr4.lark)
            words.append(f"{v}以上のロールコスト")
        else:
            raise ValueError(f"no wording for {key!r} said with と")  # pragma: no cover - compiler and printer agree
    return "と".join(words) + "を持つ"


QUALIFIERS: dict[str, Any] = {"roll_colour": lambda v: f"{_JA_COLOUR[v]}のロールコストを持つ",
                              "keyword_or_trait": _keyword_or_trait,
                              "same_gsign": lambda v: "このカードと同じGサインを持つ",
                              "not_gsign_colour": lambda v: f"{_JA_COLOUR[v]}以外のGサインを持つ",
                              "traits_any": lambda v: "".join(f"「特徴：{x}」" for x in v) + "を持つ",
                              "printed_traits_any": lambda v: "本来の記述に" + "".join(f"「特徴：{x}」" for x in v) + "を持つ"}
