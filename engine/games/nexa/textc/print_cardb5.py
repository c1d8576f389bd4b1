"""Canonical wordings of grammar_cardb5.lark's constructs (family B5: battle, sorties and damage, third round),
called from printer.py's small hooks; textc/cardb5.py builds the same constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardb5 import COLOUR, WEVENT

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}


def trigger(a: dict[str, Any], target: Callable[..., str]) -> str | None:
    """This family's triggers, or None."""
    on = a.get("on")
    if a.get("wording") == "b5_watched_or":  # 「「特徴：A」を持つ自軍ユニットが、場に出た、または交戦中となった場合、」
        said = "、または".join(WEVENT[e] for e in (on, *a["also_on"]))
        return f"{target({**a['of'], 'count': 'bare'}, {})}が、{said}場合、"
    if a.get("wording") == "b5_entered_turn":  # 「このカードが、場に出たターン中に出撃した場合、」
        return "このカードが、場に出たターン中に出撃した場合、"
    if on in ("own_home_battle_damaged", "enemy_home_battle_damaged"):  # 「自軍本国に戦闘ダメージが与えられた場合、」
        side = _JA_SIDE[on.split("_")[0]]
        if a.get("wording") == "b5_taken":
            return f"{side}本国が、戦闘ダメージを受けた場合、"
        return f"{side}本国に、戦闘ダメージが与えられた場合、"
    return None


def condition(cond: dict[str, Any]) -> str | None:
    """「自軍部隊が、敵軍部隊に戦闘ダメージを与えている」, 「このカードが出撃している」, or None."""
    if cond == {"self_sortied": True}:
        return "このカードが出撃している"
    both = cond.get("all") if set(cond) == {"all"} else None
    if isinstance(both, list) and len(both) == 2 and set(both[0]) == {"self_squad_min"} and both[1] == {"self_engaged": True}:
        return f"このカードがユニット{both[0]['self_squad_min']}枚以上の部隊にいる状態で交戦中の"  # (family B5)
    inner = cond.get("not") if set(cond) == {"not"} else None
    if isinstance(inner, dict) and set(inner) == {"exists", "min"} and isinstance(inner["exists"], dict) \
            and set(inner["exists"]) == {"side", "type"} and isinstance(inner["min"], int):  # 「敵軍Gが4枚以下の」
        from .printer import _JA_TYPE

        kind = _JA_TYPE[inner["exists"]["type"]]
        return f"{_JA_SIDE[inner['exists']['side']]}{kind}が{inner['min'] - 1}枚以下の"
    if set(cond) == {"side_dealt_unit"}:
        return f"{_JA_SIDE[cond['side_dealt_unit']]}部隊が、敵軍部隊に戦闘ダメージを与えている"
    return None


def squad(sel: dict[str, Any], target: Callable[..., str]) -> str | None:
    """A chosen squad with this family's qualifiers, in the order the text gave them, or None."""
    from .cardb5 import SQUAD_QUALS

    if sel.get("count") == "all" or not (set(sel) & SQUAD_QUALS) - {"engaged"}:
        return None
    from .cards import engaged_with_words

    words = ""
    for key, v in sel.items():
        if key == "engaged":
            words += "このカードと交戦中の" if sel.get("same_area") else "交戦中の"
        elif key == "same_area" and not sel.get("engaged"):  # 「このカードと同じ戦闘エリアにいる部隊1つ」 (family V8)
            words += "このカードと同じ戦闘エリアにいる"
        elif key == "squad_units":
            words += f"ユニットが{v}枚のみの"
        elif key == "squad_min_units":
            words += f"ユニットが{v}枚以上の"
        elif key == "engaged_with":
            words += engaged_with_words(v, lambda x: target(x, {}))
    return f"{words}{_JA_SIDE.get(sel.get('side', 'any'), '')}部隊{sel['count']}つ"


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[..., str],
         any_step: Callable[..., str] | None = None) -> str | None:
    """This family's steps in words, or None."""
    do = s["do"]
    if do == "home_reduce":  # 「このターン、自軍本国が受ける戦闘ダメージを、合計6まで減殺する」
        return f"このターン、{_JA_SIDE[s['side']]}本国が受ける戦闘ダメージを、合計{s['amount']}まで減殺する"
    if do == "chip_area" and any_step is not None:  # 「…チップ{…}1個を戦闘エリアの任意の順番に出す」
        plain = any_step({k: v for k, v in s.items() if k != "area" and k != "do"} | {"do": "chip"}, targets)
        where = "戦闘エリア" if s["area"] == "any" else "ユニットのいる戦闘エリア" if s["area"] == "unit_area" else "自軍部隊1つ"
        return plain.removesuffix("を出す") + f"を{where}の任意の順番に出す"
    if do == "choose_one" and s.get("wording") == "b5_home_or":  # 「敵軍本国に1ダメージ、または、…に2ダメージを与える」
        home, cards = (o["steps"][0] for o in s["options"])
        return (f"{_JA_SIDE[home['side']]}本国に{home['amount']}ダメージ、または、"
                f"{target(cards['target'], targets)}に{cards['amount']}ダメージを与える")
    if do == "choose_one" and s.get("wording") == "b5_sortie_or":  # 「…は、このターン、可能な限り出撃する。または出撃できない」
        first = s["options"][0]["steps"][0]
        return f"{target(first['target'], targets)}は、このターン、可能な限り出撃する。または出撃できない"
    if do == "status" and s["status"] == "must_sortie":  # 「対象は、このターン、可能な限り出撃する」
        w = str(s.get("wording", ""))
        if w.startswith("b5_side_"):  # 「敵軍は、このターン、可能な限り対象1を出撃させる」
            return f"{_JA_SIDE[w.removeprefix('b5_side_')]}は、このターン、可能な限り{target(s['target'], targets)}を出撃させる"
        return f"{target(s['target'], targets)}は、このターン、可能な限り出撃する"
    if do == "reveal_top" and "also" in s and any_step is not None:  # 「…場合、A。赤のロールコストを持つ場合、B」
        first = any_step({k: v for k, v in s.items() if k not in ("also", "both_note")}, targets)
        return first + "".join("。" + any_step(b, targets) for b in s["also"])
    if do == "reveal_branch" and any_step is not None:  # 「赤のロールコストを持つ場合、B」
        colour = {v: k for k, v in COLOUR.items()}[s["if"]["roll_colour"]]
        return f"{colour}のロールコストを持つ場合、" + "".join(any_step(x, targets) for x in s["steps"])
    if do == "both_speeds" and "target" in s:  # 「このターン、対象が与える戦闘ダメージは、…」
        return f"このターン、{target(s['target'], targets)}が与える戦闘ダメージは、「速度1」と「速度2」の両方で与えられる"
    ref = s.get("target") if do == "designate" else None
    sel = targets.get(ref) if isinstance(ref, str) else None
    if isinstance(sel, dict) and sel.get("squad"):  # 「ユニットが1枚のみの自軍部隊1つを指定する」
        from .carda import Mentions
        from .cardc import _squad

        if isinstance(targets, Mentions):
            targets.again(str(ref))
        return f"{_squad(ref, targets)}を指定する"
    return None


def note(steps: list[dict[str, Any]]) -> str:
    """「（注：両方のロールコストを持つ場合、2つとも適用できる）」 after the text, or nothing."""
    return "（注：両方のロールコストを持つ場合、２つとも適用できる）" if any(x.get("both_note") for x in steps) else ""


def continuous(c: dict[str, Any], target: Callable[..., str]) -> str | None:
    """「このセットグループのユニットは、可能な限り出撃する。」, 「このカードの部隊の部隊戦闘力は、交戦中の場合、+2される。」,
    or None."""
    if c.get("apply") == "squad_power" and c.get("target") == "self" and c.get("condition") == {"self_engaged": True}:
        return f"このカードの部隊の部隊戦闘力は、交戦中の場合、{int(c['amount']):+d}される。"
    if c.get("apply") == "status" and c.get("status") == "must_sortie" and "condition" not in c:
        verb = "出撃しなければならない" if c.get("wording") == 1 else "出撃する"
        return f"{target(c['target'], {})}は、可能な限り{verb}。"
    return None


QUALIFIERS: dict[str, Any] = {
    "damaged": lambda v: "ダメージを受けている" if v else "ダメージを受けていない",  # 「ダメージを受けていない」 (family B5)
}


def ability(a: dict[str, Any], whole: Callable[[dict[str, Any]], str], target: Callable[..., str]) -> str | None:
    """「『起動』：このカードは、敵軍キャラと交戦中となった場合、廃棄される。」, or None."""
    if a.get("wording") != "b5_topic_with":
        return None
    plain = whole({k: v for k, v in a.items() if k != "condition"} | {"wording": "topic"})
    sel = {k: v for k, v in a["condition"]["exists"].items() if k not in ("engaged", "same_area")}
    return plain.replace("このカードは、交戦中となった場合", f"このカードは、{target({**sel, 'count': 'bare'}, {})}と交戦中となった場合", 1)
