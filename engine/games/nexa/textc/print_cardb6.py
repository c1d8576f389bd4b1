"""Canonical wordings of grammar_cardb6.lark's constructs (family B6: battle, round 2), called from printer.py's small
hooks; textc/cardb6.py builds the same constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

_JA_SIDE: Final = {"own": "自軍", "enemy": "敵軍"}


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[..., str]) -> str | None:
    """This family's steps in words, or None."""
    if s["do"] == "cardb6_one_squad":  # 「敵軍は、このターン、自分の部隊を1つしか出撃させる事ができない」 (R-420)
        return f"{_JA_SIDE[s['side']]}は、このターン、自分の部隊を1つしか出撃させる事ができない"
    if s["do"] == "cardb6_home_shield_from":  # 「このターン、自軍本国は、対象から戦闘ダメージを受けない」 (R-421)
        return f"このターン、{_JA_SIDE[s['side']]}本国は、{target(s['target'], targets)}から戦闘ダメージを受けない"
    if s["do"] == "cardb6_modify_like":  # 「…は、ターン終了時まで、対象の本来の戦闘修正と同じ値の戦闘修正を得る」 (R-422)
        return (f"{target(s['target'], targets)}は、ターン終了時まで、{target(s['like_target'], targets)}の本来の戦闘修正と"
                "同じ値の戦闘修正を得る")
    if s["do"] == "to_area" and s.get("wording") == "b6_same":  # 「…を、このカードと同じ戦闘エリアにリロール状態で移す」
        state = "" if "rolled" not in s else ("ロール状態で" if s["rolled"] else "リロール状態で")
        return f"{target(s['target'], targets)}を、このカードと同じ戦闘エリアに{state}移す"
    return None


def ability(a: dict[str, Any], target: Callable[..., str], step: Callable[[dict[str, Any]], str]) -> str:
    """「『起動』：このカードは、…が、戦闘エリアに出撃した場合、…。」 (wording b6_topic_area), 「…と同じ部隊で出撃した場合、
    …。」 (b6_topic_squad)."""
    from .cardt import topic_words

    said = topic_words(a["effect"], step)
    eff = a["effect"]
    if said is None and len(eff) == 1 and (eff[0]["do"] == "grant_either" and eff[0]["target"] == "self"
                                           and not eff[0].get("wording")  # family C3's topic grant_either
                                           or eff[0]["do"] == "together" and eff[0]["steps"][0].get("target") == "self"):
        said = step(eff[0]).removeprefix("このカードは、")  # 「…を得ると共に、リロールできる」 (as family K4's)
    if said is None:
        raise ValueError(f"no topic wording for {a['effect']!r}")  # pragma: no cover - compiler and printer agree
    if a["wording"] == "b6_topic_squad":  # 「このカードは、「PS装甲」を持つ自軍ユニットと同じ部隊で出撃した場合、」
        sel = {k: v for k, v in a["condition"]["exists"].items() if k not in ("same_squad", "exclude_self")}
        return f"『起動』：このカードは、{target({**sel, 'count': 'bare'}, {})}と同じ部隊で出撃した場合、{said}。"
    of = a["of"] if "of" in a else {"side": a["on"].split("_")[0], "type": "unit"}  # 「敵軍ユニットが」: own/enemy_unit_sorties
    return f"『起動』：このカードは、{target({**of, 'count': 'bare'}, {})}が、戦闘エリアに出撃した場合、{said}。"


def condition(cond: dict[str, Any]) -> str | None:
    """「このカードが、破壊されている状態で交戦中の」 (two of family T's self states at once), or None."""
    both = cond.get("all") if set(cond) == {"all"} else None
    if not isinstance(both, list) or len(both) != 2:
        return None
    words = [_SELF_STATE.get(repr(c)) for c in both]
    if None in words:
        return None
    return f"このカードが、{words[0]}状態で{words[1]}"


_SELF_STATE: Final = {repr({"exists": {"self": True, "destroyed": True}}): "破壊されている",
                      repr({"self_engaged": True}): "交戦中の",
                      repr({"self_attacking": True}): "攻撃に出撃している",
                      repr({"self_defending": True}): "防御に出撃している"}
