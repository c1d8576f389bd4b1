"""Canonical wordings of grammar_cardo.lark's constructs (called from printer.py by one hook)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .compiler import COLOUR, SIDE, SIMPLE_KW

_JA_SIDE = {v: k for k, v in SIDE.items()}
_JA_KW = {v: k for k, v in SIMPLE_KW.items()}
_JA_COLOUR = {v: k for k, v in COLOUR.items()}

Target = Callable[[Any, dict[str, Any]], str]


def _change(c: dict[str, Any]) -> str:
    words = [f"合計国力{'-X' if isinstance(c['total'], dict) else format(c['total'], '+d')}"]
    if "roll" in c:
        words.append(f"ロールコスト{'-X' if isinstance(c['roll'], dict) else format(c['roll'], '+d')}")
    return "".join(words)


def continuous(c: dict[str, Any], target: Target, value: Callable[[Any], str]) -> str | None:
    """One continuous application of the family in words, or None."""
    if c["apply"] == "cost" and "total" in c and not {"roll_to", "total_to"} & set(c):
        who = target(c["target"], {})
        cond = c.get("condition")
        pre = f"{target({**cond['exists'], 'count': 'bare'}, {})}がいる場合、" if cond else ""
        if cond and "min" in cond:  # 「…が3枚以上ある場合、」 (family K3, textc/cardk3.py)
            pre = f"{target({**cond['exists'], 'count': 'bare'}, {})}が{cond['min']}枚以上ある場合、"
        text = f"{who}は、{pre}{_change(c)}してプレイできる。"
        if isinstance(c["total"], dict):
            text += f"Xの値は{value(c['total']['neg'])}とする。"
        if c.get("note") == "floor":
            text += "（注：合計国力はマイナスの値にはならない）"
        return text
    if c["apply"] == "max_characters" and c["amount"] == 0:
        return f"{target(c['target'], {})}は、キャラをセットできない。"
    if c["apply"] == "status" and c["status"] in ("cannot_sortie", "cannot_attack"):
        from .cardo import SORTIE_BAN

        ban = {v: k for k, v in SORTIE_BAN.items()}[c["status"]]
        cond = (c.get("condition") or {}).get("exists", {})
        when = "" if not cond else "キャラがセットされている場合、" if cond["has_character"] else "キャラがセットされていない場合、"
        return f"{target(c['target'], {})}は、{when}{ban}。"
    if c["apply"] == "cost_option":
        end = "カット終了時" if c["discard_at"] == "cut_end" else "ターン終了時"
        return (f"{target(c['target'], {})}は、合計国力{c['total']:+d}してプレイできる。その場合、{end}に"
                "このカードを廃棄する。")
    if c["apply"] == "reroll_lock":
        return "このセットグループは、このカードの効果以外ではリロールできない。"
    if c["apply"] == "reduce_damage":
        return f"{target(c['target'], {})}が受ける全ての通常ダメージは、{c['amount']}減殺される。"
    if c["apply"] == "roll_either":
        alts = "または".join(f"{_JA_COLOUR[k]}のGサインを持つ自軍G{n}枚" for alt in c["either"] for k, n in alt.items())
        return f"このカードをプレイする場合、コストとして、{alts}をロールする。"
    if c["apply"] == "hold_keyword":
        return (f"{_JA_SIDE[c['side']]}「{_JA_KW[c['keyword']]}」の効果は、{_JA_SIDE[c['turn_start']]}ターン開始時に"
                "起動しない。")
    return None


def step(s: dict[str, Any], targets: dict[str, Any], target: Target) -> str | None:
    """One step of the family in words, or None when it is not one of them."""
    if s["do"] == "status" and s["status"] == "no_texts" and s.get("until") == "turn_end":
        return f"{target(s['target'], targets)}は、このターンテキストをプレイできない"
    if s["do"] == "reduce_damage":
        when = "このターン" if s["until"] == "turn_end" else "このステップ中"
        return f"{target(s['target'], targets)}が受ける全ての通常ダメージは、{when}{s['amount']}減殺される"
    return None


def limit(lim: dict[str, Any]) -> str:
    """「この記述の効果は、プレイヤー毎に1ターンに1回まで使用できる。」 after a text's steps."""
    from .cardo import LIMIT_VERB

    if lim["verb"] == "target":  # family S2 (textc/cards2.py): no card targeted twice a turn
        return "この効果は、1ターンに同じユニットを対象にできない。"
    who = "この記述の効果は、プレイヤー毎に" if lim.get("per_player") else "この効果は、"
    if lim["verb"] == "apply":  # family O3 (grammar_cardo3.lark)
        return f"{who}1ターンに{lim['count']}度しか適用できない。"
    verb = {v: k for k, v in LIMIT_VERB.items()}[lim["verb"]]
    return f"{who}1ターンに{lim['count']}回{verb}。"
