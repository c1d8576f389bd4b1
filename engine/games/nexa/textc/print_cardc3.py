"""Canonical wordings of grammar_cardc3.lark's constructs (family C3: set groups and characters),
called from printer.py by its hooks; each function returns None for another family's construct."""

from __future__ import annotations

from typing import Any

from .cardc3 import HAS_CHARACTER


def _ja_colour(c: str) -> str:
    from .printer import _JA_COLOUR

    return _JA_COLOUR[c]


SET_CHAR_NOTE = "（注：場にセットされているキャラも対象にできる）"  # a reminder (P66), textc/cardc3.py
FACE_DOWN_NOTE = "（注：裏向きのセットカードは、表を見ずに選択する）"  # a reminder (blankset.py), textc/cardc3.py

# events of triggers said after 「このカードが…、または」 (textc/cardt.py's EVENT_JA takes them, printer.py)
EVENTS: dict[str, str] = {"own_exclusive_made": "自軍キャラの「専用機のセット」が成立した"}

QUALIFIERS: dict[str, Any] = {
    "printed_roll_colour": lambda v: f"本来の記述に、{_ja_colour(v)}のロールコストを持つ",
}


def step(s: dict[str, Any], targets: dict[str, Any], target: Any, step: Any) -> str | None:
    """A step of this family in words, else None."""
    do = s["do"]
    if do == "modify_like" and s.get("until") == "turn_end" and s["like"].get("group"):
        from .printer import _JA_TYPE

        like = f"このセットグループの{_JA_TYPE[s['like']['type']]}{s['like']['count']}枚"
        return f"{target(s['target'], targets)}は、ターン終了時まで、{like}の本来の戦闘修正と、同じ値の戦闘修正を得る"
    if do == "set_blank":
        return blank_step(s, targets, target)
    if do == "status" and s.get("until") == "next_own_turn_start":
        from .cardb import PROTECTION_JA

        if s["status"] in PROTECTION_JA:
            return f"{target(s['target'], targets)}は、次の自軍ターン開始時まで、{PROTECTION_JA[s['status']]}"
    if do == "hold_ps":
        return f"{target(s['target'], targets)}は、次のターン開始時まで、「PS装甲」の効果では移動しない"
    if do == "lose_mods" and s.get("until") == "turn_end" and ("keep" in s or "only" in s):
        what = "キャラの戦闘修正以外の、全ての戦闘修正" if s.get("keep") == "character" else "キャラの戦闘修正"
        return f"{target(s['target'], targets)}は、このターン、{what}を失う"
    if do == "if" and s.get("condition") == HAS_CHARACTER and "else" not in s and len(s["then"]) == 1:
        inner = s["then"][0]
        if inner.get("target") != "self" or inner["do"] not in ("grant_either", "modify", "grant_keyword"):
            return None
        if inner["do"] == "grant_either" and inner.get("wording"):
            return None
        said: str = step(inner, targets)
        return "このカードは、キャラがセットされている場合、" + said.removeprefix("このカードは、")
    return None


def target(sel: dict[str, Any], target: Any) -> str | None:
    """「敵軍ACE、またはキャラがセットされていない敵軍ユニット1枚」 (any_of of typed selectors), else None."""
    if sel.get("set_card") is True and sel.get("count") == "bare" and set(sel) == {"side", "set_card", "count"}:
        return {"own": "自軍", "enemy": "敵軍"}[sel["side"]] + "セットカード"  # 「自軍セットカードがいる」 (presence)
    if sel.get("whole_group") and isinstance(sel.get("count"), int) and set(sel) == {"side", "count", "whole_group"}:
        return {"own": "自軍", "enemy": "敵軍"}[sel["side"]] + f"セットグループ{sel['count']}つ"
    if sel.get("whole_group") and isinstance(sel.get("count"), int):  # 「自軍ユニットのセットグループ1つ」
        said: str = target({k: v for k, v in sel.items() if k != "whole_group"} | {"count": "bare"}, {})
        return f"{said}の、セットグループ{sel['count']}つ"
    kinds = sel.get("type")
    if sel.get("each_said") and isinstance(kinds, list) and len(kinds) == 2 and sel.get("count") == "all":
        from .printer import _JA_SIDE, _JA_TYPE

        first = target({k: (kinds[0] if k == "type" else v) for k, v in sel.items() if k != "each_said"}, {})
        return f"{first}と全ての{_JA_SIDE[sel['side']]}{_JA_TYPE[kinds[1]]}"  # 「…全ての自軍ユニットと全ての自軍キャラ」
    subs = sel.get("any_of")
    if not isinstance(subs, list) or len(subs) != 2 or set(sel) != {"side", "any_of", "count"}:
        return None
    if not all(isinstance(x.get("type"), str) for x in subs) or set(subs[0]) != {"type"}:
        return None
    first = target({"side": sel["side"], "type": subs[0]["type"], "count": "bare"}, {})
    second = target({**subs[1], "side": sel["side"], "count": sel["count"]}, {})
    return f"{first}、または{second}"


def blank_step(s: dict[str, Any], targets: dict[str, Any], target: Any) -> str | None:
    """「…を、記述を持たないセットカードとして、…に裏向きでセットする」 (verb set_blank), else None."""
    if s["do"] != "set_blank":
        return None
    what = s["what"]
    if what == "self":
        said = "このカード"
    elif what == "target":
        said = target(s["target"], targets)
    else:
        n = s["count"]
        num = f"1~{n['upto']}" if isinstance(n, dict) else str(n)
        said = f"自軍{'本国' if what == 'home' else '捨て山'}の上のカード{num}枚"
    onto = "このカード" if s["onto"] == "self" else target(s["target"], targets)
    face = "裏向き" if s["face"] == "down" else "表向き"
    return f"{said}を、記述を持たないセットカードとして、{onto}に{face}でセットする"


def continuous(c: dict[str, Any], target: Any) -> str | None:
    """A continuous application of this family in words, else None."""
    if c["apply"] == "cost" and isinstance(c.get("onto"), dict):  # 「…にセットする場合、…してプレイできる」
        to = "total_to" in c or "roll_to" in c
        change = "".join(f"{ja}{c[k] if to else format(c[k], '+d')}" for k, ja in (
            ("total_to" if to else "total", "合計国力"), ("roll_to" if to else "roll", "ロールコスト")) if k in c)
        onto = target({**c["onto"], "count": "bare"}, {})
        return f"{target(c['target'], {})}は、{onto}にセットする場合、{change}{'として' if to else 'して'}プレイできる。"
    if c["apply"] == "set_characters_only" and set(c["filter"]) == {"trait"}:
        return f"{target(c['target'], {})}は、「特徴：{c['filter']['trait']}」を持たないキャラをセットできない。"
    cond = c.get("condition")
    if c["apply"] == "status" and isinstance(cond, dict) and set(cond) == {"turn"}:  # 「敵軍ターン中、…」
        from .cardb import PROTECTION_JA
        from .printer import _JA_SIDE

        if c["status"] in PROTECTION_JA:
            return f"{_JA_SIDE[cond['turn']]}ターン中、{target(c['target'], {})}は、{PROTECTION_JA[c['status']]}。"
    if c["apply"] == "set_only_onto":
        return f"{target(c['target'], {})}は、{target({**c['onto'], 'count': 'bare'}, {})}にのみセットできる。"
    if c["apply"] == "same_name_ok":
        return f"{target(c['target'], {})}は、同名の自軍キャラがいても場に出せる。"
    return None


def trigger(a: dict[str, Any], target: Any) -> str | None:
    """A trigger of this family in words (「…場合、」), else None."""
    of = a.get("of") or {}
    if a.get("on") == "card_destroyed" and isinstance(of.get("type"), list) and set(of) == {"side", "type"}:
        from .printer import _JA_SIDE, _JA_TYPE

        side = _JA_SIDE[of["side"]]
        return "、または".join(f"{side}{_JA_TYPE[t]}" for t in of["type"]) + "が破壊された場合、"
    if a.get("on") == "card_character_set" and not a.get("condition"):
        who: str = target({**a["of"], "count": "bare"}, {})
        return who + "にキャラがセットされた場合、"
    cond = a.get("condition") or {}
    held = cond.get("exists") if set(cond) == {"exists"} else None
    if a.get("on") == "character_set" and isinstance(held, dict) and held.get("group") is True \
            and held.get("type") == "character" and not a.get("also_on"):
        sel = {k: v for k, v in held.items() if k not in ("group", "type")}
        said = target({**sel, "type": "character", "count": "bare"}, {})
        return f"このカードに、{said}がセットされた場合、"
    return None


def limit(lim: dict[str, Any], value: Any) -> str | None:
    """「この効果は、1ターンに、（value）と同じ回数まで使用できる。」 (a count that is a value), else None."""
    if not isinstance(lim.get("count"), dict):
        return None
    from .cardo import LIMIT_VERB

    who = "この記述の効果は、プレイヤー毎に" if lim.get("per_player") else "この効果は、"
    verb = {v: k for k, v in LIMIT_VERB.items()}[lim["verb"]]
    return f"{who}1ターンに、{value(lim['count'])}と同じ回数{verb}。"


SORTIE_WITH_CHARACTER = {"exists": {"side": "own", "type": "character", "same_squad": True}}


def ability(a: dict[str, Any], step: Any) -> str | None:
    """A whole ability of this family in words (its own shape), else None."""
    unseen = {k for k, v in a.get("targets", {}).items() if isinstance(v, dict) and v.get("face_unseen")}
    if unseen:  # 「…。（注：裏向きのセットカードは、表を見ずに選択する）」 after the text
        from .printer import _ability

        plain = {k: ({x: y for x, y in v.items() if x != "face_unseen"} if k in unseen else v)
                 for k, v in a["targets"].items()}
        said: str = _ability({**a, "targets": plain})
        return said + FACE_DOWN_NOTE
    if a.get("kind") == "triggered" and a.get("wording") == "topic" and a.get("condition") == HAS_CHARACTER:
        from .printer import _ability

        bare: str = _ability({k: v for k, v in a.items() if k != "condition"})
        head = "『起動』：このカードは、"
        if bare.startswith(head):  # 「このカードは、キャラがセットされている状態で（event）場合、…」
            return head + "キャラがセットされている状態で" + bare.removeprefix(head)
    eff = a.get("effect", [])
    if a.get("kind") == "triggered" and a.get("on") == "sortie" and a.get("condition") == SORTIE_WITH_CHARACTER \
            and len(eff) == 1 and eff[0].get("target") == "self" and eff[0]["do"] == "modify" and not a.get("also_on"):
        first: str = step(eff[0], {})
        return f"『起動』：このカードは、自軍キャラと同じ部隊で出撃した場合、{first.removeprefix('このカードは、')}。"
    return None
