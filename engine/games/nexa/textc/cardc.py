"""Family C of the card-text compiler (issue 14): selectors that refer to this card or to other
cards, and 破壊を無効にする. The grammar is grammar_cardc.lark; `CardcRules` is a mixin of the
compiler's transformer (compiler._Build), `print_step` and `QUALIFIERS` are the printer's wordings.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from .cardb5 import SQUAD_QUALS

KEYWORD_HELD = {"高機動": "high_mobility", "速攻": "first_strike", "強襲": "assault", "PS装甲": "ps_armor",
                "戦闘配備": "battle_ready", "クイック": "quick", "ステイ": "stay", "サイコミュ": "psycommu",
                "範囲兵器": "area_weapon", "クロスウェポン": "cross_weapon", "改装": "refit", "共有": "share",
                "ゲイン": "gain", "供給": "supply"}
_JA_KEYWORD = {v: k for k, v in KEYWORD_HELD.items()}
IMPLIED = "destroyed"
NOT_G = ("unit", "character", "operation", "ace", "command", "graphic")  # G以外の: every card type but G
_TYPE = {"ユニット": "unit", "キャラ": "character", "オペレーション": "operation", "コマンド": "command",
         "グラフィック": "graphic", "G": "g", "オペ": "operation"}  # 「…の破壊を無効にする」 names a destroyed card without saying 破壊されている


def _selector_of(parts: tuple[Any, ...]) -> dict[str, Any]:
    """qualifiers, side and type of a selector in the order the text gave them (no count)."""
    sel: dict[str, Any] = {}
    for q in parts:
        if isinstance(q, dict):
            if set(q) & set(sel):
                from .compiler import Unsupported

                raise Unsupported("selector: repeated qualifier")
            sel.update(q)
        elif q.type == "SIDE":
            sel["side"] = {"自軍": "own", "敵軍": "enemy"}[str(q)]
        elif str(q) != "カード":
            sel["type"] = _TYPE[str(q)]
    return sel


class CardcRules:
    """Transformer methods of grammar_cardc.lark (mixed into compiler._Build)."""

    @v_args(inline=True)
    def q_keyword(self, kw: Token) -> dict[str, Any]:
        return {"keyword": KEYWORD_HELD[str(kw)]}

    @v_args(inline=True)
    def q_max_cost_x(self) -> dict[str, Any]:
        return {"max_total_cost": "X"}

    @v_args(inline=True)
    def q_max_defence_x(self) -> dict[str, Any]:
        return {"max_defence": "X"}

    @v_args(inline=True)
    def sq_self(self) -> Any:
        return "self"

    @v_args(inline=True)
    def sq_chosen(self, *parts: Any) -> dict[str, Any]:
        sel: dict[str, Any] = {}
        for p in parts[:-1]:
            if isinstance(p, Token):
                sel["side"] = {"自軍": "own", "敵軍": "enemy"}[str(p)]
            elif (p == {"engaged": True} or (isinstance(p, dict) and p and set(p) <= SQUAD_QUALS)  # SQUAD_QUALS: B5
                  or (isinstance(p, dict) and set(p) == {"area"})):  # area: family K6
                sel.update(p)
            elif p == {"same_area": True, "zone": "battle"}:  # 「このカードと同じ戦闘エリアにいる部隊1つ」 (family V8)
                sel["same_area"] = True
            else:
                from .compiler import Unsupported

                raise Unsupported("squad: a qualifier other than 交戦中の")
        return {**sel, "zone": "battle", "type": "unit", "squad": True, "count": int(str(parts[-1]))}

    @v_args(inline=True)
    def s_squad_power(self, t: Any, amount: Token) -> dict[str, Any]:
        a = str(amount)
        n: Any = {"neg": "X"} if a == "-X" else "X" if a == "+X" else int(a)  # -X: minus X (textc/cardv.py)
        return {"do": "squad_power", "target": t, "amount": n}

    @v_args(inline=True)
    def on_watched(self, *parts: Any) -> dict[str, Any]:
        *quals, watch = parts
        sel = _selector_of(tuple(quals))
        w = str(watch)
        on = "card_played" if "プレイされて" in w else "card_enters"
        return {"on": on, "of": sel, **({"every": True} if w.endswith("毎に") else {})}

    @v_args(inline=True)
    def c_present(self, *parts: Any) -> dict[str, Any]:
        return {"exists": _selector_of(parts)}

    @v_args(inline=True)
    def c_absent(self, *parts: Any) -> dict[str, Any]:
        return {"not": {"exists": _selector_of(parts)}}

    @v_args(inline=True)
    def c_present_n(self, *parts: Any) -> dict[str, Any]:
        *rest, n = parts
        return {"exists": _selector_of(tuple(rest)), "min": int(str(n))}

    @v_args(inline=True)
    def q_no_character(self) -> dict[str, Any]:
        return {"has_character": False}

    @v_args(inline=True)
    def q_has_character(self) -> dict[str, Any]:
        return {"has_character": True}

    @v_args(inline=True)
    def q_no_set_card(self) -> dict[str, Any]:
        return {"has_set_card": False}

    @v_args(inline=True)
    def q_has_set_card(self) -> dict[str, Any]:
        return {"has_set_card": True}

    @v_args(inline=True)
    def q_not_g(self, _tok: Token) -> dict[str, Any]:
        return {"type": list(NOT_G)}

    @v_args(inline=True)
    def q_gain_level(self) -> dict[str, Any]:
        return {"has_gain_level": True}

    @v_args(inline=True)
    def s_owner_hangar(self, t: Any) -> dict[str, Any]:
        return {"do": "move", "target": t, "to": "hangar", "owner_side": True}

    @v_args(inline=True)
    def triggered_when(self, cond: dict[str, Any], trig: dict[str, Any], steps: list[Any]) -> Any:
        from .compiler import Compiled, _bind

        return Compiled(ability={"kind": "triggered", **trig, "condition": cond, **_bind(steps)})

    @v_args(inline=True)
    def s_save(self, t: Any) -> dict[str, Any]:
        if isinstance(t, dict) and IMPLIED not in t:
            t = {**t, IMPLIED: True}  # after `count`: the printer knows the text did not say it
        return {"do": "negate_destruction", "target": t}


def _unsaid(sel: dict[str, Any]) -> dict[str, Any]:
    keys = list(sel)
    if keys and keys[-1] == IMPLIED:
        return {k: v for k, v in sel.items() if k != IMPLIED}
    return sel


def print_step(s: dict[str, Any], targets: dict[str, Any], target: Any) -> str | None:
    """The canonical wording of a family-C step, or None for another family's verb."""
    if s["do"] == "move" and s.get("owner_side") and s["to"] == "hangar":
        return target(s["target"], targets) + "を持ち主のハンガーに移す"  # type: ignore[no-any-return]
    if s["do"] == "squad_power":
        return f"{_squad(s['target'], targets)}の部隊戦闘力を部隊解散まで{_signed(s['amount'])}する"
    if s["do"] == "negate_destruction":
        ref = s["target"]
        if isinstance(ref, str) and ref in getattr(targets, "seen", ()):  # 「対象の破壊を無効にする」 (family O3)
            return target(ref, targets) + "の破壊を無効にする"  # type: ignore[no-any-return]
        sel = targets.get(ref, ref) if isinstance(ref, str) and ref != "self" else ref
        said: str = target(_unsaid(sel) if isinstance(sel, dict) else sel, targets)
        if isinstance(ref, str) and isinstance(seen := getattr(targets, "seen", None), set):
            seen.add(ref)  # named now: a later step says 「対象」 (family K5)
        return said + "の破壊を無効にする"
    return None


def print_trigger(a: dict[str, Any], target: Any) -> str | None:
    """The wording of a card_enters / card_played trigger (「…が場に出た場合、」), else None."""
    if a.get("on") not in ("card_enters", "card_played"):
        return None
    who: str = target({**a["of"], "count": "bare"}, {})
    played = "プレイされて" if a["on"] == "card_played" else ""
    return f"{who}が{played}" + ("場に出る毎に、" if a.get("every") else "場に出た場合、")


def print_condition(cond: dict[str, Any], target: Any) -> str | None:
    """The wording of a presence condition (…がいる / …がN枚以上ある), else None."""
    if set(cond) == {"not"} and set(cond["not"]) == {"exists"}:
        inner = print_condition(cond["not"], target)
        return None if inner is None else inner.removesuffix("がいる") + "がいない"
    sel = cond.get("exists")
    if not isinstance(sel, dict) or sel.get("self"):
        return None
    who: str = target({**sel, "count": "bare"}, {})
    return f"{who}が{cond['min']}枚以上ある" if "min" in cond else f"{who}がいる"


def squad_words(sel: dict[str, Any]) -> str | None:
    from .print_cardb5 import squad
    from .printer import _target

    return squad(sel, _target)


def _squad(ref: Any, targets: dict[str, Any]) -> str:
    if ref == "self":
        return "このカードの部隊"
    sel = targets[ref] if isinstance(ref, str) else ref
    side = {"own": "自軍", "enemy": "敵軍"}.get(sel.get("side", "any"), "")
    if sel.get("squad") and sel["count"] == "all":  # 「このカードと交戦中の敵軍部隊」 (cardk.sq_engaged; family K5)
        return "このカードと交戦中の敵軍部隊"
    if (b5 := squad_words(sel)) is not None:  # 「ユニットが1枚のみの敵軍部隊1つ」 (family B5, print_cardb5.py)
        return b5
    area = {"space": "宇宙エリアにいる", "earth": "地球エリアにいる"}.get(sel.get("area", ""), "")  # family K6
    return f"{area}{'交戦中の' if sel.get('engaged') else ''}{side}部隊{sel['count']}つ"


def _signed(v: Any) -> str:
    return f"{v:+d}" if isinstance(v, int) else "-X" if isinstance(v, dict) and "neg" in v else "+X"


def _x_or(v: Any, word: str) -> str:
    from .cardv3 import x_arith, x_words

    if x_arith(v):  # 「X+1以下の…」 (textc/cardv3.py)
        return f"{x_words(v)}{word}"
    return f"X{word}" if not isinstance(v, int) else f"{v}{word}"


QUALIFIERS: dict[str, Any] = {
    "keyword": lambda v: f"「{_JA_KEYWORD[v]}」を持つ",
    "has_character": lambda v: "キャラがセットされている" if v else "キャラがセットされていない",
    "has_gain_level": lambda v: "ゲインレベルを持つ" if v else "ゲインレベルを持たない",  # 持たない: family G5
    "has_set_card": lambda v: "セットカードがセットされている" if v else "セットカードがセットされていない",
    "type": lambda v: "G以外の" if isinstance(v, list) and tuple(v) == NOT_G else "",
    "max_total_cost": lambda v: _x_or(v, "以下の合計国力を持つ"),
    "max_defence": lambda v: _x_or(v, "以下の防御力を持つ"),
}


def selector_x(a: dict[str, Any]) -> Any:
    """The value X stands for when it sits in a target's qualifier (X以下の合計国力を持つ)."""
    from .cardv3 import x_arith

    for sel in a.get("targets", {}).values():
        for key in ("max_total_cost", "max_defence", "max_melee"):  # max_melee: family K6
            if isinstance(sel.get(key), dict) and not x_arith(sel[key]):  # X+1以下: X itself (cardv3.py)
                return sel[key]
    for st in a.get("effect", []):
        if st.get("do") == "squad_power" and isinstance(st.get("amount"), dict):
            return st["amount"].get("neg", st["amount"])  # -X: the value X stands for
        t = st.get("target")
        if isinstance(t, dict):
            for key in ("max_total_cost", "max_defence", "max_melee"):  # max_melee: family K6
                if isinstance(t.get(key), dict) and not x_arith(t[key]):
                    return t[key]
    return None
