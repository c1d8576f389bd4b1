"""Canonical wordings of grammar_cardb3.lark's constructs (family B3: battle, sorties and damage),
called from printer.py's small hooks; textc/cardb3.py builds the same constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardb import PROTECTION_JA
from .cardb3 import AREA, WATCH, WORDING_TOPIC

_JA_SIDE = {"own": "自軍", "enemy": "敵軍"}
_SQUAD_SIZE = {"squad_units": "枚のみの部隊にいる", "squad_min_units": "枚以上の部隊にいる"}

QUALIFIERS: dict[str, Any] = {
    "squad_units": lambda v: f"ユニットが{v}枚のみの部隊にいる",
    "squad_min_units": lambda v: f"ユニットが{v}枚以上の部隊にいる",
    "unengaged": lambda v: "交戦中ではない" if v == "any" else "非交戦中の",
    "damaged_by": lambda v: {"battle": "戦闘", "normal": "通常"}[v] + "ダメージを受けている",
    "destroyed_by": lambda v: {"battle": "戦闘ダメージで", "normal": "通常ダメージで", "not_battle": "戦闘ダメージ以外で",
                               "cardg8_not_own": "自軍効果以外で",  # family G8
                               "cardg8_enemy": "敵軍効果で",  # family G8
                               }[v]
    + "破壊されている",
}


def condition(cond: dict[str, Any]) -> str | None:
    """「自軍部隊が交戦中の」, 「このカードが部隊の先頭にいる」, or None for another family's condition."""
    if set(cond) == {"squad_engaged"}:
        return f"{_JA_SIDE[cond['squad_engaged']]}部隊が交戦中の"
    sel = cond.get("exists") if set(cond) == {"exists"} else None
    if isinstance(sel, dict) and list(sel)[-1:] == ["engaged"] and sel["engaged"] is True and len(sel) > 1:
        from .printer import _target  # 「自軍ユニットが交戦中の」

        return _target({k: v for k, v in sel.items() if k != "engaged"} | {"count": "bare"}, {}) + "が交戦中の"
    if set(cond) == {"self_position"}:
        n = cond["self_position"]
        place = "先頭" if n == 1 else f"{n}番目の順番" if n > 0 else f"{-n}番後ろの順番"
        return f"このカードが部隊の{place}にいる"
    return None


def _topic_state(cond: dict[str, Any]) -> str | None:
    if set(cond) == {"self_squad_units"}:
        return f"ユニットが{cond['self_squad_units']}枚のみの部隊にいる"
    if cond == {"self_engaged": False}:
        return "交戦中ではない"
    if cond == {"exclusive_set": True}:
        return "「専用機のセット」が成立している"
    return None


def _squads(t: Any) -> str:
    if t == "self":
        return "このカードの部隊"
    side = _JA_SIDE.get(t.get("side", "any"), "")
    return ("このカードと交戦中の" if t.get("engaged") else "全ての") + side + "部隊"


def continuous(c: dict[str, Any], target: Callable[..., str]) -> str | None:
    """「このカードは、ユニットが1枚のみの部隊にいる場合、敵軍効果の対象にならない。」, or None."""
    if c["apply"] == "keyword" and set(c.get("condition") or {}) == {"self_position"}:
        from .printer import _JA_KW

        return f"{condition(c['condition'])}場合、{target(c['target'], {})}は、「{_JA_KW[c['keyword']]}」を得る。"
    if c["apply"] == "squad_power":  # 「このカードの部隊の部隊戦闘力を+3する。」
        n = c["amount"]
        return f"{_squads(c['target'])}の部隊戦闘力を{'+' if n >= 0 else ''}{n}する。"
    if c["apply"] != "status" or c.get("wording") != WORDING_TOPIC or c["status"] not in PROTECTION_JA:
        return None
    state = _topic_state(c.get("condition") or {})
    if state is None:
        return None
    return f"{target(c['target'], {})}は、{state}場合、{PROTECTION_JA[c['status']]}。"


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[..., str],
         topic: Callable[[list[dict[str, Any]]], str | None]) -> str | None:
    """This family's steps in words, or None."""
    do = s["do"]
    if do == "status" and s.get("until") == "this_turn" and s["status"] in PROTECTION_JA:
        return f"このターン、{target(s['target'], targets)}は、{PROTECTION_JA[s['status']]}"
    if do == "home_shield":
        side = _JA_SIDE[s["side"]]
        if s.get("wording") == "pre":
            return f"このターン、{side}本国は戦闘ダメージを受けない"
        return f"{side}本国は、このターン、戦闘ダメージを受けない"
    if do == "to_area":
        where = {v: k for k, v in AREA.items()}[s["area"]]
        order = "に" if s.get("position") == "back" else "の任意の順番に"
        state = "" if "rolled" not in s else ("ロール状態で" if s["rolled"] else "リロール状態で")
        return f"{target(s['target'], targets)}を、{where}{order}{state}移す"
    if do == "fix_stats":
        values = "/".join(str(v) for v in s["stats"])
        if "or_stats" in s:
            values += "、または" + "/".join(str(v) for v in s["or_stats"])
        return f"{target(s['target'], targets)}の戦闘力を、ターン終了時まで、{values}に固定する"
    if do == "to_unit_area" and s.get("wording") == "ga_any":
        order = "に" if s.get("position") == "back" else "の任意の順番に"
        rolled = "" if "rolled" not in s else ("ロール状態で" if s["rolled"] else "リロール状態で")
        return f"{target(s['target'], targets)}を、ユニットがいる戦闘エリア{order}{rolled}移す"
    if do == "squad_status" and s["status"] == "no_battle_damage":
        return f"{_squads(s['target'])}は、このターン、戦闘ダメージを与えられない"
    if do == "both_speeds":
        return "このターン、このカードの部隊が与える戦闘ダメージは、「速度１」と「速度２」の両方で与えられる"
    if do == "homes_damage":
        return f"全ての本国に{s['amount']}ダメージを与える"
    if do == "if" and "else" not in s and set(s["condition"]) == {"squad_engaged"}:
        said = topic(s["then"])  # 「このカードは、自軍部隊が交戦中の場合、…」 (the topic form of textc/cardt.py)
        words = condition(s["condition"])
        return None if said is None else f"このカードは、{words}場合、{said}"
    return None


def note(steps: list[dict[str, Any]]) -> str:
    """「（注：固定した場合、その他の効果でも変動しない）」 after the text (the compiler reads it after its last step)."""
    if not steps or steps[-1].get("note") is not True:
        return ""
    if steps[-1].get("do") == "modify_one":  # 「…戦闘力1つに+2を得る。（注：戦闘力1つ＝…）」
        return ONE_NOTE
    if steps[-1].get("do") == "both_speeds":
        return "（注：「速度２」とは通常の部隊の戦闘ダメージを指す）"
    fixes = ("fix_stats", "fix_squad_power")  # (fix_squad_power: family V5)
    return "（注：固定した場合、その他の効果でも変動しない）" if steps[-1].get("do") in fixes else ""


ONE_NOTE = "（注：戦闘力１つ＝格闘力、射撃力、防御力のいずれか１つ）"


def trigger(a: dict[str, Any], target: Callable[..., str]) -> str | None:
    """「「特徴：A」を持つ自軍ユニットが交戦中となった場合、」 (another card's event), or None."""
    if a.get("on") not in WATCH:
        return None
    return target({**a["of"], "count": "bare"}, {}) + WATCH[a["on"]] + "、"


def whole_trigger(a: dict[str, Any]) -> str | None:
    """「このカードの部隊が、自軍ターン中に戦闘ダメージを与えた場合、」 (its condition said inside), or None."""
    if a.get("wording") == "states":  # 「このカードが、攻撃に出撃している、または自軍配備エリアにいる状態で、破壊された場合、」
        from .cardt import EVENT_JA, _state_words

        words = ["自軍配備エリアにいる" if c == {"self_in": "deploy"} else _state_words(c) for c in a["condition"]["any"]]
        return "このカードが、" + "、または".join(w or "" for w in words) + f"状態で、{EVENT_JA[a['on']]}場合、"
    if a.get("wording") == "with_squad":  # 「このカードが、「特徴：A」を持つ自軍ユニットと同じ部隊で出撃した場合、」
        from .printer import _target

        sel = {k: v for k, v in a["condition"]["exists"].items() if k not in ("same_squad", "exclude_self")}
        return f"このカードが、{_target({**sel, 'count': 'bare'}, {})}と同じ部隊で出撃した場合、"
    if a.get("wording") == "during" and a.get("on") == "destroyed_out":  # 「このカードが、戦闘ダメージで破壊されて…」
        kind = {"battle": "戦闘", "normal": "通常"}[a["condition"]["self_destroyed_by"]]
        return f"このカードが、{kind}ダメージで破壊されて廃棄された場合、"
    if a.get("wording") != "during" or a.get("on") != "deals_battle_damage":
        return None
    return f"このカードの部隊が、{_JA_SIDE[a['condition']['turn']]}ターン中に戦闘ダメージを与えた場合、"


def topic(a: dict[str, Any]) -> str | None:
    """「『起動』：このカードは、（event）場合、ユニットのいる戦闘エリアの任意の順番に移る。」, or None."""
    if a.get("wording") != "topic" or a.get("effect") != [{"do": "to_unit_area", "target": "self"}]:
        return None
    from .cardt import print_trigger
    from .printer import _TRIGGER

    trig = print_trigger({k: v for k, v in a.items() if k != "wording"}, lambda c: "") or _TRIGGER[a["on"]]
    return f"『起動』：このカードは、{trig.removeprefix('このカードが')}ユニットのいる戦闘エリアの任意の順番に移る。"
