"""Canonical wordings of grammar_cardb8.lark's constructs (family B8: battle, round 3), called from printer.py's small
hooks; textc/cardb8.py builds the same constructs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

_THIS_TURN_ON: Final = {"deals_home_damage": "このカードの部隊が敵軍本国に戦闘ダメージを与えた場合",
                        "deals_battle_damage": "このカードの部隊が戦闘ダメージを与えた場合",
                        "deals_unit_damage": "このカードの部隊が敵軍部隊に戦闘ダメージを与えた場合",
                        "enemy_unit_sorties": "敵軍ユニットが出撃した場合",
                        "own_unit_sorties": "自軍ユニットが出撃した場合"}
_REF_WATCH: Final = {"becomes_engaged": "が交戦中となった場合", "defence_sortie": "が防御に出撃した場合",
                     "attack_sortie": "が攻撃に出撃した場合", "deals_battle_damage": "の部隊が戦闘ダメージを与えた場合"}


def step(s: dict[str, Any], targets: dict[str, Any], target: Callable[..., str],
         inner: Callable[[dict[str, Any]], str]) -> str | None:
    """This family's steps in words, or None."""
    if s["do"] == "cardb8_this_turn":  # 「このターン、（trigger）場合、…」
        when = (f"{target(s['target'], targets)}{_REF_WATCH[s['on']]}" if "target" in s else _THIS_TURN_ON[s["on"]])
        return f"このターン、{when}、" + "。".join(inner(x) for x in s["steps"])
    if s["do"] == "cardb8_lock_all_plays":  # 「敵軍は、このターン（この効果の解決以降）、カードとテキストをプレイできない」
        note = "（この効果の解決以降）" if s.get("note") else ""
        return f"{_JA_SIDE[s['side']]}は、このターン{note}、カードとテキストをプレイできない"
    if s["do"] == "cardb8_area_ban":  # 「敵軍は、このターン、対象1がいる戦闘エリアに、ユニットを移動させる事ができない」
        where = ("このカードのいる戦闘エリア" if s.get("no_said") else "このカードがいる戦闘エリア") if s["target"] == "self" \
            else f"{_ref(s['target'], targets)}がいる戦闘エリア"
        w = s["without"]
        units = "ユニット" if not w else "キャラがセットされていない自軍ユニット" if w == "character" \
            else f"「{_JA_KW[w]}」を持たないユニット"
        verb = "移動させる事ができない" if s["ban"] == "move" else "出撃させられない" if s.get("rarenai") else "出撃させる事ができない"
        side = _JA_SIDE[s["side"]]
        head = f"このターン、{side}は、" if s.get("turn_first") else f"{side}は、このターン、"
        return f"{head}{where}に、{units}を{verb}"
    if s["do"] == "sequence" and s.get("wording") == "b8_area_then" and len(s["steps"]) == 2:  # 「…に移し、…」
        first = inner(s["steps"][0])
        if not first.endswith("移す"):
            return None  # pragma: no cover - compiler and printer agree
        return first.removesuffix("移す") + "移し、" + inner(s["steps"][1])
    if s["do"] == "cardb8_squad_power":  # 「対象1と交戦中の敵軍部隊の部隊戦闘力を、部隊解散まで-3する」
        sel = targets.get(s["target"]) if isinstance(s["target"], str) else s["target"]
        if not isinstance(sel, dict):
            return None  # pragma: no cover - compiler and printer agree
        if isinstance(s["target"], str) and hasattr(targets, "again"):
            targets.again(s["target"])
        return (f"{_ref(sel['engaged_with'], targets)}と交戦中の{_JA_SIDE[sel['side']]}部隊の部隊戦闘力を、部隊解散まで"
                f"{s['amount']:+d}する")
    if s["do"] == "cardb8_enemy_g":  # 「…を、（破壊を無効にした上で）敵軍Gにする」
        return f"{target(s['target'], targets)}を、敵軍Gにする"
    if s["do"] == "cardb8_show_then":  # 「自軍本国の上のカード1枚を表にし、…」
        then = "表にした後" if s.get("shown_after") else "表にし"
        joint = "。その場合、" if s.get("then_said") else "。"
        return f"{_JA_SIDE[s['side']]}本国の上のカード1枚を{then}、" + joint.join(inner(x) for x in s["steps"])
    if s["do"] in ("damage", "designate") and isinstance(s.get("target"), str) and s["target"] != "self":
        ref = s["target"]  # 「…1枚を選んでXダメージを与える」, 「…1つを選んで指定する」: chosen on resolution (family R3's 選んで)
        sel = targets.get(ref)
        if not isinstance(sel, dict) or sel.get("choose") != "resolution" or ref in getattr(targets, "seen", set()):
            return None
        words = target({k: v for k, v in sel.items() if k != "choose"}, {})
        if hasattr(targets, "again"):
            targets.again(ref)  # printed here: a later mention is 「対象」
        if s["do"] == "designate":
            return f"{words}を選んで指定する"
        amount = s["amount"]
        return f"{words}を選んで{amount if isinstance(amount, int) else 'X'}ダメージを与える"
    return None


def condition(cond: dict[str, Any], target: Callable[..., str]) -> str | None:
    """「このカードが戦闘ダメージで破壊されている」 (family B3's destroyed_by of this card), 「AとBが、戦闘エリアにいる」, or None."""
    both = cond.get("all") if set(cond) == {"all"} else None
    if isinstance(both, list) and len(both) == 2 and all(
            isinstance(c, dict) and set(c) == {"exists"} and c["exists"].get("zone") == "battle" and "side" in c["exists"]
            and not c["exists"].get("self") for c in both):
        a, b = ({**{k: v for k, v in c["exists"].items() if k != "zone"}, "count": "bare"} for c in both)
        return f"{target(a, {})}と、{target(b, {})}が、戦闘エリアにいる"
    e = cond.get("exists") if set(cond) == {"exists"} else None
    if isinstance(e, dict) and set(e) == {"self", "destroyed_by"} and e["self"] is True:
        kind = {"battle": "戦闘ダメージで", "normal": "通常ダメージで", "not_battle": "戦闘ダメージ以外で"}[e["destroyed_by"]]
        return f"このカードが{kind}破壊されている"
    return None


def _ref(name: str, targets: dict[str, Any]) -> str:
    """「対象」 (「対象N」 when the ability has several targets) of a target an earlier step chose: always said as 対象 here."""
    return "対象" if len(targets) < 2 else f"対象{name[1:]}"


_SORTIE: Final = {"attack_sortie": "攻撃に", "defence_sortie": "防御に", "sortie": ""}


def _squad(a: dict[str, Any], ga: bool = True) -> str:
    """「ユニットが1枚のみの部隊で攻撃に出撃した場合」 of a trigger with its squad size."""
    cond = a["condition"]
    size = f"{cond['self_squad_units']}枚のみ" if "self_squad_units" in cond else f"{cond['self_squad_min']}枚以上"
    return f"ユニット{'が' if ga else ''}{size}の部隊で{_SORTIE[a['on']]}出撃した場合"


def trigger(a: dict[str, Any], target: Callable[..., str], condition: Callable[[dict[str, Any]], str]) -> str | None:
    """This family's triggers in words (with 「、」 after them), or None."""
    w = a.get("wording")
    if w == "b8_squad_attack":  # 「（condition）状態で、このカードの部隊が攻撃に出撃した場合、」
        state = f"{condition(a['condition'])}状態で、" if a.get("condition") else ""
        return f"{state}このカードの部隊が攻撃に出撃した場合、"
    if w == "b8_side_squad":  # 「自軍部隊が攻撃に出撃した場合、」
        return f"{_JA_SIDE[a['of']['side']]}部隊が攻撃に出撃した場合、"
    if w == "b8_destroyed_by":  # 「このカードが戦闘ダメージで破壊された場合、」
        kind = {"battle": "戦闘", "normal": "通常"}[a["condition"]["self_destroyed_by"]]
        return f"このカードが{kind}ダメージで破壊された場合、"
    if w == "b8_into_battle":  # 「このカードが、自軍効果で戦闘エリアに出た場合、」
        return f"このカードが、{_INTO[a['on']]}で戦闘エリアに出た場合、"
    if w in ("b8_squad_sortie", "b8_squad_sortie_bare"):  # 「このカードが、ユニットが1枚のみの部隊で攻撃に出撃した場合、」
        return f"このカードが、{_squad(a, w == 'b8_squad_sortie')}、"
    return None


def ability(a: dict[str, Any], step: Callable[[dict[str, Any]], str]) -> str | None:
    """「『起動』：このカードは、ユニットが3枚以上の部隊で出撃した場合、…。」 (wording b8_topic_squad), 「このカードは、「改装」の
    効果で戦闘エリアに出た場合、宇宙エリアの任意の順番に移る。」 (b8_topic_into_battle), or None."""
    if a.get("wording") == "b8_topic_into_battle":
        area = {"space": "宇宙", "earth": "地球"}[a["effect"][0]["area"]]
        return f"『起動』：このカードは、{_INTO[a['on']]}で戦闘エリアに出た場合、{area}エリアの任意の順番に移る。"
    if a.get("wording") != "b8_topic_squad":
        return None
    from .cardt import topic_words

    said = topic_words(a["effect"], step)
    if said is None:
        raise ValueError(f"no topic wording for {a['effect']!r}")  # pragma: no cover - compiler and printer agree
    return f"『起動』：このカードは、{_squad(a)}、{said}。"


_JA_SIDE: Final = {"own": "自軍", "enemy": "敵軍"}
_INTO: Final = {"enters_field": "自軍効果", "refit_in": "「改装」の効果"}
_JA_KW: Final = {"high_mobility": "高機動", "first_strike": "速攻", "assault": "強襲", "quick": "クイック",
                  "deploy": "戦闘配備", "ps_armor": "PS装甲"}
