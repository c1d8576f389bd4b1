"""Canonical wordings of grammar_cardb4.lark's constructs (family B4: battle, sorties and damage, second round),
called from printer.py's small hooks; textc/cardb4.py builds the same constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardb4 import BAN, EACH_OWN, EITHER, SORTIE, SQUAD_DEALT

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}
_KIND = {"battle": "戦闘", "normal": "通常"}
_SORTIE_JA = {v: k for k, v in SORTIE.items()}
_BAN_JA = {v: k for k, v in BAN.items()}
_DEALT_JA = {v: k for k, v in SQUAD_DEALT.items()}


def trigger(a: dict[str, Any], target: Callable[..., str]) -> str | None:
    """This family's triggers (by their wording key), or None."""
    w = a.get("wording")
    if a.get("on") == "card_sortie":  # 「「特徴：艦艇」を持つ自軍ユニットが出撃した場合、」
        return f"{target({**a['of'], 'count': 'bare'}, {})}が出撃した場合、"
    if w == "b4_side_during":  # 「このカードが、敵軍戦闘フェイズ中に場に出た場合、」
        from .cardt import EVENT_JA
        from .compiler import WHEN

        turn, phase = a["condition"]["all"]
        when = {v: k for k, v in WHEN.items()}[phase["phase"]]
        return f"このカードが、{_JA_SIDE[turn['turn']]}{when}中に{EVENT_JA[a['on']]}場合、"
    if w == EACH_OWN:  # 「全ての軍は、自分の戦闘フェイズ開始時に、」
        from .printer import _JA_WHEN

        return f"全ての軍は、自分の{_JA_WHEN[a['when']]}開始時に、"
    if w == "b4_destroyed_by":  # 「敵軍ユニットが、通常ダメージで破壊された場合、」
        sel = {k: v for k, v in a["of"].items() if k != "destroyed_by"}
        return f"{target({**sel, 'count': 'bare'}, {})}が、{_KIND[a['of']['destroyed_by']]}ダメージで破壊された場合、"
    if w == "b4_squad_last":  # 「このカードが…場に出た、または、このカードの部隊が敵軍部隊に戦闘ダメージを与えた場合、」
        from .cardt import _event_words

        said: list[str] = [a["on"], *a.get("also_on", [])]
        events, last = said[:-1], said[-1]
        return ("このカードが" + "、または".join(_event_words(events))
                + f"、または、このカードの部隊が{_DEALT_JA[last]}戦闘ダメージを与えた場合、")
    return None


def condition(cond: dict[str, Any], target: Callable[..., str]) -> str | None:
    """「「特徴：A」を持つ自軍カードが、攻撃に出撃している、または交戦中の」, or None."""
    sel = cond.get("exists") if set(cond) == {"exists"} else None
    if not isinstance(sel, dict) or ("sortie_state" not in sel and "gain_mod" not in sel):
        return None
    if sel.get("gain_mod") is True:  # 「攻撃に出撃している、または交戦中の自軍カードが、「ゲイン」の効果で…」
        rest = {k: v for k, v in sel.items() if k != "gain_mod"}
        return f"{target({**rest, 'count': 'bare'}, {})}が、「ゲイン」の効果で戦闘修正を得ている"
    rest = {k: v for k, v in sel.items() if k != "sortie_state"}
    return f"{target({**rest, 'count': 'bare'}, {})}が、" + "、または".join(_SORTIE_JA[x] for x in sel["sortie_state"])


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[..., str]) -> str | None:
    """This family's steps in words, or None."""
    if s["do"] == "lose_keywords":  # 「…は、このターン、「速攻」「強襲」が無効となる」
        from .printer import _JA_KW

        kws = "".join(f"「{_JA_KW[k]}」" for k in s["keywords"])
        return f"{target(s['target'], targets)}は、このターン、{kws}が無効となる"
    if s["do"] == "fix_one":  # 「…の戦闘力1つを、ターン終了時まで1に固定する」; the note after the sentence
        return f"{target(s['target'], targets)}の戦闘力１つを、ターン終了時まで{s['value']}に固定する"
    if s["do"] == "if" and s.get("wording") == EACH_OWN:  # the own side's steps, said once
        from .printer import _step

        return "。".join(_step(x, targets) for x in s["then"])
    if s["do"] == "sortie_ban":  # 「このターン、全ての軍は、ユニットを戦闘エリアに移動させる事ができない」
        who = "全ての軍" if s["side"] == "all" else _JA_SIDE[s["side"]]
        return f"このターン、{who}は、ユニットを{_BAN_JA[s['ban']]}"
    if s["do"] == "status" and s.get("wording") == "b4_suru":  # 「…は、このターン、出撃する事ができない」
        return f"{target(s['target'], targets)}は、このターン、出撃する事ができない"
    if s["do"] == "choose_one" and s.get("wording") == EITHER:  # 「A。または、B」
        from .printer import _step

        first, second = (_step(o["steps"][0], targets) for o in s["options"])
        return f"{first}。または、{second}"
    if s["do"] == "damage" and s.get("split"):  # 「…に、3ダメージを振り分けて与える」
        from .printer import _n_or_x

        return f"{target(s['target'], targets)}に、{_n_or_x(s['amount'])}ダメージを振り分けて与える"
    if s["do"] == "side_picks" and s.get("then") == "to_area":  # 「敵軍は、自分のユニット1枚を選んで、…に移す」
        from .cardt2 import _kind_word

        flt = {k: v for k, v in s["filter"].items() if k != "side"}
        said = target({**flt, "count": "bare"}, {})
        kind = _kind_word(flt)
        here = "このカードのいる戦闘エリア" if s.get("wording") == "b4_no" else "このカードがいる戦闘エリア"
        state = "" if "rolled" not in s else ("ロール状態で" if s["rolled"] else "リロール状態で")
        return (f"{_JA_SIDE[s['side']]}は、{said.removesuffix(kind)}自分の{kind}{s['count']}枚を選んで、"
                f"{here}に{state}移す")
    return None


def _damaged_by(v: str) -> str:
    """「「サイコミュ」の効果でダメージを受けている」, or family B3's kinds (print_cardb3.QUALIFIERS)."""
    from .print_cardb3 import QUALIFIERS as B3

    return "「サイコミュ」の効果でダメージを受けている" if v == "psycommu" else str(B3["damaged_by"](v))


QUALIFIERS: dict[str, Any] = {"damaged_by": _damaged_by,
                              "sortie_state": lambda v: "、または".join(_SORTIE_JA[x] for x in v),
                              "same_squad_as": lambda v: "このカードと同じ部隊にいる"}


def note(steps: list[dict[str, Any]]) -> str:
    """「（注：戦闘力は個別で選択できない）」 after the text (the compiler reads it after its last step, R-236)."""
    if steps and steps[-1].get("do") == "fix_one" and steps[-1].get("note") is True:
        return "（注：戦闘力は個別で選択できない）"
    return ""
