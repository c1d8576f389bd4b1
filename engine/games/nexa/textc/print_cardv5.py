"""Canonical wordings of grammar_cardv5.lark's constructs (called from printer.py by one hook each)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def keyword(kw: Any, cost_of: Callable[[dict[str, Any]], str], kw_ja: dict[str, str]) -> str | None:
    """〔R〕：クロスウェポン［A］ (a keyword entry with roll_self), or None."""
    if not isinstance(kw, dict) or not kw.get("roll_self"):
        return None
    name, arg = next((k, v) for k, v in kw.items() if k not in ("cost", "roll_self"))
    pay = kw["cost"]
    head = cost_of({"roll_self": True, **({"pay": {"any": pay} if isinstance(pay, int) else pay} if pay else {})})
    return f"{head}：{kw_ja[name]}［{arg}］"


def cost_either(cost: dict[str, Any], ja_colour: dict[str, str]) -> str:
    """〔1/R〕, 〔紫1/R〕: the alternative roll_either is R."""
    alts = []
    for i, alt in enumerate(cost["pay_either"]):
        if i == cost["roll_either"]:
            alts.append("R")
        else:
            alts.extend(str(n) if c == "any" else f"{ja_colour[c]}{n}" for c, n in alt.items())
    return "〔" + "/".join(alts) + "〕"


_WORDED = {"resolved": "解決時の", "of": ""}
_JA_STAT = {"total_cost": "合計国力", "roll_cost": "ロールコスト", "melee": "格闘力", "shooting": "射撃力", "defence": "防御力"}


def print_value(v: Any, targets: dict[str, Any] | None, value_of: Callable[[Any, Any], str],
                target_of: Callable[[Any], str]) -> str | None:
    """The values of family V5 (worded, diff, count_sum, total_of, kw_value), or None.
    `value_of(v, targets)` prints another value, `target_of(sel)` a selector."""
    from .cardv5 import KW_VALUE_JA

    if not isinstance(v, dict) or len(v) != 1:
        return None
    key, arg = next(iter(v.items()))
    n = "" if targets is None or len(targets) <= 1 else None
    if key == "worded":
        how, inner = arg
        if how == "resolved":
            return "解決時の" + value_of(inner, targets)
        if how == "types":  # 「…を持つ、ユニットとキャラの枚数」
            from .compiler import TYPE

            ja = {v: k for k, v in TYPE.items()}
            sel = inner["count"]
            first, second = (ja[t] for t in sel["type"])
            whole = target_of({**sel, "type": sel["type"][0], "count": "bare"})
            if not whole.endswith(first):
                return None
            return f"{whole}と{second}の枚数"
        if how == "at_play":
            return "プレイ時の" + value_of(inner, targets)
        if how == "mine":  # 「…を持つ自分のユニットの枚数」
            sel = inner["count"]
            whole = target_of({**sel, "count": "bare"})
            side = target_of({k: w for k, w in sel.items() if k in ("side", "type")} | {"count": "bare"})
            kind = target_of({k: w for k, w in sel.items() if k == "type"} | {"count": "bare"})
            if not whole.endswith(side):
                return None
            return whole[: len(whole) - len(side)] + "自分の" + kind + "の枚数"
        if how == "total":  # 「対象のロールコストの合計値」
            ref = inner["target_stat"][0]
            return f"対象{'' if n == '' else ref[1:]}のロールコストの合計値"
        if how == "of":  # 「このカードの「サイコミュ（X）」1つの値」
            return f"このカードの「{KW_VALUE_JA[inner['kw_value'][1]]}」1つの値"
        return None
    if key == "chip_one_total":
        return f"チップの合計国力を1とした、対象{'' if n == '' else arg[1:]}の合計国力の値"
    if key == "squad_power_of":
        return f"対象{'' if n == '' else arg[1:]}の部隊戦闘力の値"
    if key == "diff":
        return f"{arg[0]}から{value_of(arg[1], targets)}を引いた値"
    if key == "count_sum":
        a, b = (target_of({**sel, "count": "bare"}) for sel in arg)
        return f"{a}と、{b}の枚数の合計"
    if key == "total_of":
        sel, stat = arg
        return f"{target_of({**sel, 'count': 'all'})}の{_JA_STAT[stat]}の合計値"
    if key == "kw_value":
        ref, kw = arg
        if ref == "self":
            return f"このカードが持つ「{KW_VALUE_JA[kw]}」1つの値"
        return f"対象{'' if n == '' else ref[1:]}が持つ「{KW_VALUE_JA[kw]}」1つの値"
    return None


def note(reminder: str) -> str | None:
    """A note of the family on a line of its own, else None."""
    from .cardv5 import FIX_NOTE

    return "（注：固定した場合、その他の効果でも変動しない）" if reminder == FIX_NOTE else None


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[[Any, dict[str, Any]], str]) -> str | None:
    """A step of the family in words, or None."""
    if s["do"] == "protect_upto" and s.get("until") == "this_turn":
        bound = str(s["amount"]) if isinstance(s["amount"], int) else "X"
        return f"{target(s['target'], targets)}は、このターン、{bound}以下の合計国力を持つ敵軍カードの効果の対象にならない"
    if s["do"] == "star_stats" and s.get("until") == "turn_end":
        ref = s["target"]
        sel = targets.get(ref) if isinstance(ref, str) else ref
        if isinstance(sel, dict) and "instead" in sel and not s.get("_instead_said"):
            return None  # 「この効果の対象部分は…」: family S2 says it, then this step (cards2.print_step)
        said = "/".join("＊" if x else "±0" for x in s["stars"])
        return f"{target(s['target'], targets)}は、ターン終了時まで{said}を得る"
    if s["do"] == "cost_this_turn":
        said = f"合計国力{s['total']:+d}" + (f"、ロールコスト{s['roll']:+d}" if "roll" in s else "")
        who = target(s["target"], targets)
        if s["wording"] == "play":
            return f"{who}は、このターン、{said}してプレイできる"
        if s["wording"] == "gain":
            return f"{who}は、このターン、{said}を得る"
        return f"このターン、{who}は、{said}を得る"
    if s["do"] == "chip" and (s.get("side") == "enemy" or any(isinstance(v, dict) for v in s["stats"])
                              or s.get("rolled")):
        from .cardk import print_step as k_step
        from .cardv3 import x_arith, x_words

        shown = {**s, "side": "own", "stats": ["X" if isinstance(v, dict) else v for v in s["stats"]], "count": 1}
        chip: str | None = k_step(shown, targets, lambda ref: target(ref, targets))
        n = s.get("count", 1)
        count: str | None = x_words(n) if x_arith(n) else str(n) if isinstance(n, int) else None
        if chip is None or count is None or not chip.endswith("1個を出す"):
            return None
        where = "敵軍配備エリアに" if s.get("side") == "enemy" else ""
        return chip.removesuffix("1個を出す") + f"{count}個を{where}{'ロール状態で' if s.get('rolled') else ''}出す"
    if s["do"] == "cardr3_side_does" and s.get("then") == "damage":  # 「敵軍は、自分のユニット1枚にXダメージを与える」
        sel = s["filter"]
        whole = target({**sel, "count": "bare"}, {})
        side = target({k: v for k, v in sel.items() if k in ("side", "type")} | {"count": "bare"}, {})
        kind = target({k: v for k, v in sel.items() if k == "type"} | {"count": "bare"}, {})
        if not whole.endswith(side):
            return None
        amount = s["amount"] if isinstance(s["amount"], int) else "X"
        who = {"own": "自軍", "enemy": "敵軍"}[s["side"]]
        return f"{who}は、{whole[: len(whole) - len(side)]}自分の{kind}{sel['count']}枚に{amount}ダメージを与える"
    if s["do"] == "fix_squad_power":
        from .cardc import _squad

        amount = s["amount"] if isinstance(s["amount"], int) else "X"
        return f"{_squad(s['target'], targets)}の部隊戦闘力を、部隊解散まで{amount}に固定する"
    if s["do"] == "take_player_coins":
        side = {"own": "自軍", "enemy": "敵軍"}[s["side"]]
        return f"{side}{s['coin']}コイン{s['count']}個を取り除く"
    return None


def ability(a: dict[str, Any], ability_of: Callable[[dict[str, Any]], str]) -> str | None:
    """A text with 「（注：＊が加えられた数値は、０として扱う）」 at its end (a star_stats step with `note`), or None."""
    steps = a.get("effect", [])
    noted = [st for st in steps if st.get("do") == "star_stats" and "note" in st]
    if not noted:
        return None
    word = noted[0]["note"]
    plain = {**a, "effect": [{k: v for k, v in st.items() if k != "note"} for st in steps]}
    return ability_of(plain) + f"（注：＊が加えられた{word}は、０として扱う）"


def condition(cond: dict[str, Any]) -> str | None:
    """「敵軍手札が3枚以下の」 (condition enemy_hand_at_most), or None."""
    if set(cond) == {"enemy_hand_at_most"}:
        return f"敵軍手札が{cond['enemy_hand_at_most']}枚以下の"
    return None


def x_value(steps: list[dict[str, Any]]) -> Any:
    """The value X stands for in a step of the family (fix_squad_power), or None."""
    for st in steps:
        if st.get("do") == "take_top" and isinstance(st.get("count"), dict) and isinstance(st["count"].get("upto"), dict) \
                and st.get("wording") != "cardv8_upto_power":  # (family V8 says its value in the step)
            return st["count"]["upto"]  # 「上のカード1～X枚を…」
        if st.get("do") in ("fix_squad_power", "cardr3_side_does") and isinstance(st.get("amount"), dict):
            return st["amount"]
        if st.get("do") == "chip" and isinstance(st.get("stats", [0])[0], dict):  # X/X/X of a chip (R-285)
            return st["stats"][0]
    return None


def continuous(c: dict[str, Any], target_of: Callable[[Any], str]) -> str | None:
    """A continuous application of the family in words (with 。), or None."""
    if c.get("apply") == "cost" and c.get("wording") == "less_onto_roll":
        return (f"{target_of(c['target'])}は、「専用機のセット」が成立する自軍ユニットにセットする場合、"
                "セット先のロールコストの値だけ、合計国力をマイナスしてプレイできる。")
    return None
