"""Canonical wordings of family G5's constructs (grammar_cardg5.lark; called from printer.py by one hook each)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_COLOUR_JA = {"blue": "青", "green": "緑", "black": "黒", "red": "赤", "brown": "茶", "white": "白", "purple": "紫"}
_UNTIL_JA = {"phase_end": "フェイズ終了時まで", "turn_end": "ターン終了時まで"}


def special(kw: dict[str, Any]) -> str:
    """A special effect with its value and the built-in ①, as quoted: 「〔1〕：改装［A］」, 「〔1〕：サイコミュ（2）」."""
    from .printer import _JA_KW

    name, arg = next(iter(kw.items()))
    return f"〔１〕：サイコミュ（{arg}）" if name == "psycommu" else f"〔１〕：{_JA_KW[name]}［{arg}］"


QUALIFIERS: dict[str, Any] = {"cardg5_other_name": lambda v: "このカードと異なる名称である",
                              "cardg5_not_chip": lambda v: "チップ以外の",
                              "cardg5_name_has": lambda v: f"名称に「{v}」を含む",
                              "cardg5_series_colour": lambda v: f"このカードと同じ属性の{_COLOUR_JA[v]}のGサインを持つ"}


def target(sel: Any, target_of: Callable[[Any], str]) -> str | None:
    """A chip selector (「自軍チップ1枚」, 「このカードと同じエリアにいるチップ1個」), else None."""
    if not isinstance(sel, dict) or sel.get("type") != "chip":
        return None
    words = target_of({k: v for k, v in sel.items() if k not in ("type", "cardg5_pieces")})
    head, _, tail = words.rpartition("カード")
    if sel.get("cardg5_pieces"):
        tail = tail.replace("枚", "個")
    return f"{head}チップ{tail}"


def step(s: dict[str, Any], target: Callable[[Any], str], targets: Any = None,
         step_of: Callable[[Any], str] | None = None) -> str | None:
    """One step of the family in words, or None for another family's step (`targets`: the text's named targets,
    `step_of` prints another step)."""
    if s.get("do") == "sequence" and s.get("wording") == "g5_chips" and step_of is not None:
        chip, gone = s["steps"]
        return f"{step_of(chip)}。{step_of(gone)}"
    if s.get("do") == "remove" and s.get("wording") == "chip":
        return f"{target(s['target'])}を取り除く"
    if s.get("do") == "chips_expire":
        return f"{s['name']}は、ターン終了時に取り除かれる"
    if s.get("do") == "replace_self":
        ref = s["target"]
        sel = targets.get(ref) if isinstance(ref, str) and targets is not None else ref
        if not isinstance(sel, dict) or sel.get("choose") != "resolution":
            return None
        state = "ロール状態" if s["rolled"] else "リロール状態"
        return f"{target(ref)}を選んで、このカードと{state}で置き換える"
    if s.get("do") == "grant_special" and len(s["keywords"]) == 1 and s.get("until") == "turn_end":
        from .printer import _keyword

        return f"{target(s['target'])}は、ターン終了時まで「{_keyword(s['keywords'][0])}」を得る"
    if s.get("do") == "g_as_character" and s.get("onto") == "self":  # (family O3 prints the others)
        return f"{target(s['target'])}を、キャラとして、このカードにセットする"
    if s.get("do") == "gsign_colour":
        cs = [_COLOUR_JA[c] for c in s["colours"]]
        until = _UNTIL_JA[s["until"]]
        who = target(s["target"])
        if s.get("wording") == "held":
            return f"{who}が持つGサインの色を、{until}、{cs[0]}に変更する"
        if s.get("wording") == "either":
            return f"{who}のGサインの色を、{until}{cs[0]}、または{cs[1]}に変更する"
        if len(cs) == 1:
            return f"{who}のGサインの色を、{until}{cs[0]}に変更する"
        return f"{who}のGサインの色を、{until}{'、'.join(cs)}のいずれか１つに変更する"
    return None


def condition(cond: dict[str, Any], condition: Callable[[Any], str]) -> str | None:
    """「このカードがGである状態で、（condition）」 (cardg5_c_g_and), else None."""
    parts = cond.get("all") if set(cond) == {"all"} else None
    if isinstance(parts, list) and len(parts) == 2 and parts[0] == {"self_in": "gzone"} \
            and parts[1] != {"self_in": "gzone"}:
        return f"このカードがGである状態で、{condition(parts[1])}"
    return None


def printed_type_with(sel: dict[str, Any], qualifier: dict[str, Any]) -> str:
    """「本来の種類が、（the qualifiers printed_with names）（type）である」 (cardg5_q_printed_type_with)."""
    from .cardt2 import joined_words
    from .printer import _JA_TYPE

    words = ""
    for key in sel["printed_with"]:
        if key == "joined":
            words += joined_words(sel)
        elif key not in sel.get("joined", ()) and key in qualifier:
            words += qualifier[key](sel[key])
    return f"本来の種類が、{words}、{_JA_TYPE[sel['printed_type']]}である"


def continuous(c: dict[str, Any], target: Callable[..., str] | None = None) -> str | None:
    """One continuous application of the family in words (power_total, keyword_value), else None."""
    if c.get("apply") == "keyword_value" and target is not None:
        from .cardk import print_condition
        from .printer import _keyword

        kw = _keyword(c["keywords"][0])
        cond = c.get("condition")
        if cond is None or c["target"] != "self":
            return None
        return f"このカードは、{print_condition(cond, lambda sel: target(sel, {}))}場合、「{kw}」を得る。"
    if c.get("apply") != "power_total" or c.get("target") != "self":
        return None
    parts = c.get("condition", {}).get("all", [])
    colours = [p["exists"]["gsign_colour"] for p in parts]
    each = "、".join(_COLOUR_JA[x] for x in colours)
    return (f"このカードは、{each}のGサインを持つ自軍Gが、それぞれ１枚以上ある場合、{_COLOUR_JA[c['colour']]}国力"
            f"{c['amount']}を発生する。（注：ロールコストの支払いには使用できない）")
