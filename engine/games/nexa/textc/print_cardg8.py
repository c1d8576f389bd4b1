"""Printing family G8's constructs (textc/cardg8.py, grammar_cardg8.lark): whose effect caused an event (R-490)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cardg8 import (
    CHAR_PLAYED_SET,
    EITHER,
    ENEMY,
    HOME_EVENT,
    NOT_OWN,
    WORDING,
    WORDING_SET_WITH,
    WORDING_WILL,
)

KIND_JA = {NOT_OWN: "自軍効果以外で", ENEMY: "敵軍効果で"}

Target = Callable[[Any, dict[str, Any]], str]

# events of triggers said after 「このカードが…、または」 (textc/cardt.py's EVENT_JA takes them, printer.py)
EVENTS: dict[str, str] = {CHAR_PLAYED_SET: "キャラがプレイされてこのカードにセットされた"}


def trigger(a: dict[str, Any], target: Target) -> str | None:
    """The trigger's words with their 、, or None for another family's trigger."""
    on = a.get("on")
    if a.get("wording") in (WORDING, WORDING_WILL) and on == "to_junkyard":
        return f"このカードが、自軍効果以外で廃棄{'された' if a['wording'] == WORDING else 'される'}場合、"
    if a.get("wording") == WORDING:
        event = "破壊されて廃棄された" if on == "destroyed_out" else "破壊された"
        return f"このカードが、自軍効果以外で{event}場合、"
    if on == "card_cardg8_left_not_own":
        return f"{target({**a['of'], 'count': 'bare'}, {})}が、自軍効果以外で場から離れた場合、"
    if on == "cardg8_destruction_negated":
        return "このカードの破壊が無効になった場合、"
    if a.get("wording") == WORDING_SET_WITH:
        sel = {k: v for k, v in a["condition"]["exists"].items() if k not in ("group", "type")}
        words = target({**sel, "type": "character", "count": "bare"}, {})
        return f"{words}が、プレイされてこのカードにセットされた場合、"
    if on == "card_cardg8_played":
        when = "される毎に" if a.get("every") else "された場合"
        of = a["of"]
        if a.get("wording") == EITHER:
            one, two = (target({"type": t, "side": of["side"], "count": "bare"}, {}) for t in of["type"])
            return f"{one}、または{two}がプレイ{when}、"
        return f"{target({**of, 'count': 'bare'}, {})}がプレイ{when}、"
    if on == "card_cardg8_hit_other_text":
        return f"この記述の効果以外で、{target({**a['of'], 'count': 'bare'}, {})}がダメージを受ける毎に、"
    if a.get("also_on") != [HOME_EVENT]:
        return None
    if on == "cardg8_hit_not_own":
        return "このカード、または自軍本国が、自軍効果以外でダメージを受けた場合、"
    if on == "card_cardg8_hit_not_own":
        return f"{target({**a['of'], 'count': 'bare'}, {})}、または自軍本国が、自軍効果以外でダメージを受けた場合、"
    return None


def condition(cond: dict[str, Any], target: Target) -> str | None:
    """「このカードが自軍効果以外で破壊されている」, 「自軍本国、または…が、自軍効果以外でダメージを受けている」, or None."""
    sel = cond.get("exists") if set(cond) == {"exists"} else None
    if isinstance(sel, dict) and set(sel) == {"self", "destroyed", "destroyed_by"} and sel["destroyed_by"] in KIND_JA:
        return f"このカードが、{KIND_JA[sel['destroyed_by']]}破壊されている"
    both = cond.get("any") if set(cond) == {"any"} else None
    if isinstance(both, list) and len(both) == 2 and both[0] == {"cardg8_home_hit": "own"} \
            and set(both[1]) == {"cardg8_hit_not_own"}:
        return f"自軍本国、または{target({**both[1]['cardg8_hit_not_own'], 'count': 'bare'}, {})}が、自軍効果以外でダメージを受けている"
    return None


def step(s: dict[str, Any]) -> str | None:
    """「このカードを抜き出し、リロール状態で自軍Gにする」, 「カード1～2枚を引く」, or None for another family's step."""
    if s["do"] == "cardg8_extract_g" and s.get("target") == "self":
        return "このカードを抜き出し、リロール状態で自軍Gにする"
    if s["do"] == "take_top" and s.get("cardg8_keeper_g"):
        state = "ロール状態" if s.get("rolled") else "リロール状態"
        return f"敵軍本国の上のカード{s['count']}枚を、{state}で敵軍Gにする"
    if s["do"] == "cardg8_draw_range":
        return f"カード{s['min']}～{s['max']}枚を引く"
    return None


def continuous(c: dict[str, Any], target: Target, condition: Callable[[dict[str, Any]], str]) -> str | None:
    """「（condition場合、）…が受ける全てのダメージは、N減殺される。」, or None for another family's application."""
    if c.get("apply") != "cardg8_reduce_all":
        return None
    cond = f"{condition(c['condition'])}場合、" if c.get("condition") else ""
    return f"{cond}{target(c['target'], {})}が受ける全てのダメージは、{c['amount']}減殺される。"
