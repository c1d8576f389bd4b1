"""Family T8 of the card-text printer (issue 14): the wordings of textc/cardt8.py's constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardt8 import WHAT_JA


def step(s: dict[str, Any], target: Callable[[Any], str],
         step_of: Callable[[dict[str, Any], dict[str, Any]], str]) -> str | None:
    """One step of the family in words, or None."""
    do = s["do"]
    if do == "cardt8_change_kw":
        return change_kw(s, target, step_of)
    if do == "sequence" and s.get("wording") == "cardt8_kw_stats":
        from .printer import _JA_KW, _stats

        kw, mod = s["steps"]
        words = "、".join([f"「{_JA_KW[k]}」" for k in kw["keywords"]] + [_stats(mod["stats"])])
        return f"{target(kw['target'])}は、ターン終了時まで{words}を得る"
    if do == "cardt8_lose_one":
        pending = {"still": "と、まだ未解決のその効果", "bare": "と、未解決のその効果"}.get(s.get("pending", ""), "")
        what = f"{target(s['target'])}が持つ{WHAT_JA[s['what']]}{pending}を"
        if s.get("wording") == "used_this_turn":
            return f"{what}、このターン、無効にする"
        if s.get("until") == "this_turn":
            return f"このターン、{what}無効にする"
        pick = "選んで、" if s.get("wording") == "pick" else ""
        return f"{what}{pick}ターン終了時まで無効にする"
    if do == "if" and s.get("wording") == "cardt8_into" and "else" not in s and len(s["then"]) == 1:
        from .printer import _condition

        return f"{_condition(s['condition'])}場合、{step_of(s['then'][0], {})}"
    if do == "cardt8_name_special":
        return f"{target(s['target'])}が持つ特殊効果1つを指定する"
    if do == "cardt8_lose_named" and s.get("until") == "turn_end":
        return f"{target(s['target'])}が持つ、指定した特殊効果を、ターン終了時まで無効にする"
    if do == "cardt8_gain_lost":
        word = "テキスト" if s["what"] == "text" else "特殊効果"
        return f"{target(s['target'])}は、ターン終了時まで、無効にした{word}と同じ{word}を得る"
    return None


def change_kw(s: dict[str, Any], target: Callable[[Any], str],
              step_of: Callable[[dict[str, Any], dict[str, Any]], str]) -> str:
    """「…が持つ「サイコミュ」の効果1つを、このターン、『…』に変更する」."""
    from .cardt8 import KW_EFFECT_JA

    w = s.get("wording", "has")
    name = KW_EFFECT_JA[s["keyword"]] + ("（X）" if "_x" in w else "")
    whose = f"{target(s['target'])}{'の' if w.startswith('of') else 'が持つ'}"
    one = "1つ" if w.endswith("_one") else ""
    when = "このターン" if s.get("until") == "this_turn" else "ターン終了時まで"
    into = s["into"]
    inner = "。".join(step_of(x, into.get("targets", {})) for x in into["effect"])
    return f"{whose}「{name}」の効果{one}を、{when}、『{inner}』に変更する"


def trigger(a: dict[str, Any]) -> str | None:
    """A trigger of the family in words (with its 、), or None."""
    if a.get("wording") == "cardt8_engaged" and a.get("on") == "gains" and a.get("condition") == {"self_engaged": True}:
        return "このカードが、交戦中の状態で、「ゲイン」の効果で戦闘修正を得た場合、"
    return None


def ability(a: dict[str, Any], ability_of: Callable[[dict[str, Any]], str]) -> str | None:
    """「…。この効果は、このカードが場に出たターン中のみ使用できる。」: the text without its condition, then it."""
    from .cardt8 import ENTERED_THIS_TURN

    if a.get("wording") != "cardt8_entered_only" or a.get("condition") != ENTERED_THIS_TURN:
        return None
    bare = ability_of({k: v for k, v in a.items() if k not in ("wording", "condition")})
    return f"{bare}この効果は、このカードが場に出たターン中のみ使用できる。"
