"""Family K4 of the card-text compiler (issue 14): selectors, durations and the long tail of single wordings, part 1.

Grammar in grammar_cardk4.lark. `Cardk4Build` is a mixin of the compiler's transformer (compiler._Build); the
`print_*` functions and `TRIGGERS` are the printer's wordings of the same constructs, so compiling and printing stay
each other's inverse in one file.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from .cardb import PROTECTION_JA

TRIGGERS = {"turn_end": "ターン終了時に",  # 「『起動』：ターン終了時に、…」 (P41)
            "own_cross_weapon": "自軍「クロスウェポン」の効果が適用された場合、",  # (P75)
            "self_cross_weapon": "このカードの「クロスウェポン」の効果が適用された場合、"}
NOTES = {"copies_note": "（注：２枚目以降のカードの同一の効果は起動しない）",  # notes on a line of their own
         "g_set_note": "（注：Gになるカードにセットされていたカードは廃棄される）"}
QUALIFIERS: dict[str, Any] = {"one_area": lambda v: "戦闘エリア1つにいる"}  # the area declared on play (areamodes.py)
_DEALT = {"any": "", "home": "敵軍本国に", "unit": "敵軍部隊に"}
_DEALT_KEY = {"": "any", "敵軍本国に": "home", "敵軍部隊に": "unit"}
WORDING_TURN_AFTER = 3  # a 常駐 protection with 「自軍ターン中、」 said after the cards (cardb3.WORDING_TOPIC is 1, cardk5.WORDING_COND_FIRST 2)
_LOCKED = {"コマンド": "command", "テキスト": "text", "ユニットのテキスト": "unit_text"}
_JA_LOCKED = {v: k for k, v in _LOCKED.items()}


@v_args(inline=True)
class Cardk4Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardk4.lark)."""

    def cardk4_copies_note(self) -> Any:
        from .compiler import Compiled

        return Compiled(reminder="copies_note")

    def cardk4_g_set_note(self) -> Any:
        from .compiler import Compiled

        return Compiled(reminder="g_set_note")

    def cardk4_q_one_area(self) -> dict[str, Any]:
        return {"one_area": True}

    def cardk4_on_own_cross_weapon(self) -> dict[str, Any]:
        return {"on": "own_cross_weapon"}

    def cardk4_on_self_cross_weapon(self) -> dict[str, Any]:
        return {"on": "self_cross_weapon"}

    def cardk4_st_protect_turn(self, t: Any, side: Token, status: str) -> dict[str, Any]:
        from .compiler import SIDE

        return {"apply": "status", "target": t, "status": status, "condition": {"turn": SIDE[str(side)]},
                "wording": WORDING_TURN_AFTER}

    def cardk4_on_turn_end(self) -> dict[str, Any]:
        return {"on": "turn_end"}

    def cardk4_s_protect_phase(self, t: Any, status: str) -> dict[str, Any]:
        return {"do": "status", "target": t, "status": status, "until": "phase_end"}

    def cardk4_c_set_with(self, *quals: Any) -> dict[str, Any]:
        """A character in this card's set group that fits (P66: set on this card)."""
        from .compiler import _selector

        sel = _selector(quals, {})
        if "side" in sel or "type" in sel:
            from .compiler import Unsupported

            raise Unsupported("a set character of a side")
        return {"exists": {**sel, "type": "character", "group": True}}

    def cardk4_c_and_dealt(self, cond: dict[str, Any], to: Token | None = None) -> dict[str, Any]:
        return {"condition": {"all": [cond, {"self_dealt": _DEALT_KEY["" if to is None else str(to)]}]}}

    def cardk4_s_topic_turn_end_reroll(self, t: Any) -> dict[str, Any]:
        return {"do": "at_turn_end", "steps": [{"do": "reroll", "target": t}], "wording": "topic"}

    def cardk4_s_topic_turn_end_reroll_may(self, t: Any) -> dict[str, Any]:
        return {"do": "at_turn_end", "steps": [{"do": "optional", "steps": [{"do": "reroll", "target": t}]}],
                "wording": "topic"}

    def cardk4_s_self_if_present(self, *parts: Any) -> dict[str, Any]:
        """「このカードは、…がいる場合、ターン終了時まで…」: the steps apply only while the presence holds (P57)."""
        from .compiler import _selector

        *quals, then = parts
        return self.s_self_if({"exists": _selector(tuple(quals), {})}, then)  # type: ignore[attr-defined, no-any-return]

    def cardk4_tp_modify_reroll(self, stats: list[Any]) -> list[dict[str, Any]]:
        """「（このカードは、…場合、）ターン終了時まで+1/+1/+1を得ると共に、リロールできる」: family T's together of one card."""
        from .compiler import _fixed

        _fixed(stats)
        return [{"do": "together", "wording": "and", "steps": [
            {"do": "modify", "target": "self", "stats": stats, "until": "turn_end"},
            {"do": "optional", "steps": [{"do": "reroll", "target": "self"}]}]}]

    def cardk4_c_self_or_in_battle(self, *parts: Any) -> dict[str, Any]:
        return {"any": [{"self_in": "battle"}, self.c_present_in_battle(*parts)]}  # type: ignore[attr-defined]

    def cardk4_s_lock(self, side: Token, what: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"do": "lock_plays", "side": SIDE[str(side)], "what": _LOCKED[str(what)]}

    def cardk4_s_lock_all(self, what: Token) -> dict[str, Any]:
        return {"do": "lock_plays", "side": "any", "what": _LOCKED[str(what)]}

    def cardk4_s_withdraw_rerolled(self, t: Any) -> dict[str, Any]:
        if isinstance(t, dict) and (t.get("type") != "unit" or t.get("zone", "battle") != "battle"):
            from .compiler import Unsupported

            raise Unsupported("持ち主の配備エリアに移す: not a unit of a battle area")
        return {"do": "withdraw_rerolled", "target": t}

    def cardk4_s_no_texts_first(self, t: Any) -> dict[str, Any]:
        return {"do": "status", "target": t, "status": "no_texts", "until": "this_turn"}

    def cardk4_c_squad_min(self, words: Token) -> dict[str, Any]:
        return {"self_squad_min": int(str(words)[4:].split("枚")[0])}


def notes_fit(abilities: list[dict[str, Any]]) -> set[str]:
    """The notes of this family a card may carry: what they restate is one of its texts (importer.py)."""
    limited = any(a.get("kind") == "triggered" and (a.get("limit") or {}).get("per_player")
                  and (a.get("limit") or {}).get("verb") == "trigger" for a in abilities)
    out = {"copies_note"} if limited else set()
    said = repr(abilities)
    if "'do': 'make_g'" in said or "'to': 'gzone'" in said:  # a card made a G: its set cards are discarded
        out.add("g_set_note")
    return out


def _is_set_with(cond: Any) -> bool:
    sel = cond.get("exists") if isinstance(cond, dict) and set(cond) == {"exists"} else None
    return isinstance(sel, dict) and sel.get("group") is True and sel.get("type") == "character" \
        and "side" not in sel and "self" not in sel


def print_condition(cond: dict[str, Any], target: Any, condition: Any) -> str | None:
    """「このカードに、…キャラがセットされている」, 「…状態で、このカードの部隊が…戦闘ダメージを与えている」, else None."""
    if set(cond) == {"self_squad_min"}:
        return f"このカードがユニット{cond['self_squad_min']}枚以上の部隊にいる"
    if _is_set_with(cond):
        sel = {k: v for k, v in cond["exists"].items() if k not in ("group", "type")}
        quals = target({**sel, "type": "character", "count": "bare"}, {})
        return f"このカードに、{quals}がセットされている"
    either = cond.get("any") if set(cond) == {"any"} else None
    if isinstance(either, list) and len(either) == 2 and either[0] == {"self_in": "battle"} \
            and set(either[1]) == {"exists"} and either[1]["exists"].get("zone") == "battle":
        sel = {k: v for k, v in either[1]["exists"].items() if k != "zone"}
        return f"このカード、または{target({**sel, 'count': 'bare'}, {})}が戦闘エリアにいる"
    both = cond.get("all") if set(cond) == {"all"} else None
    if isinstance(both, list) and len(both) == 2 and isinstance(both[1], dict) and set(both[1]) == {"self_dealt"}:
        return f"{condition(both[0])}状態で、このカードの部隊が{_DEALT[both[1]['self_dealt']]}戦闘ダメージを与えている"
    return None


def _self_if(s: dict[str, Any], target: Any, step: Any) -> str | None:
    """「このカードは、（presence｜state）場合、…」: an `if` of this card's steps, the card named once as the topic."""
    from .cardt import _state_words, topic_words

    cond = s["condition"]
    presence = set(cond) == {"exists"} and "self" not in cond["exists"]
    if not presence and not (len(s["then"]) == 1 and s["then"][0]["do"] == "together"):
        return None  # a state with family T's own steps: family T's wording (cardt.print_step)
    words = f"{target({**cond['exists'], 'count': 'bare'})}がいる" if presence else _state_words(cond)
    if words is None or not all(x.get("target") == "self" or (x["do"] == "together" and x.get("wording") == "and")
                                for x in s["then"]):
        return None
    said = topic_words(s["then"], step)
    if said is None and len(s["then"]) == 1 and s["then"][0]["do"] == "together":
        first = s["then"][0]["steps"][0]
        said = step(s["then"][0]).removeprefix("このカードは、") if first.get("target") == "self" else None
    return None if said is None else f"このカードは、{words}場合、{said}"


def print_step(s: dict[str, Any], target: Any, step: Any) -> str | None:
    """A step of this family in words (`target` prints a target reference, `step` another step), else None."""
    if s["do"] == "if" and "else" not in s:
        return _self_if(s, target, step)
    if s["do"] == "withdraw_rerolled":
        return f"{target(s['target'])}を、持ち主の配備エリアにリロール状態で移す"
    if s["do"] == "status" and s["status"] == "no_texts" and s.get("until") == "this_turn":
        return f"このターン、{target(s['target'])}は、テキストをプレイできない"
    if s["do"] == "lock_plays":
        who = {"own": "自軍は", "enemy": "敵軍は", "any": "全ての軍は"}[s["side"]]
        return f"{who}、このターン、{_JA_LOCKED[s['what']]}をプレイできない"
    if s["do"] == "status" and s.get("until") == "phase_end" and s["status"] in PROTECTION_JA:
        return f"{target(s['target'])}は、フェイズ終了時まで{PROTECTION_JA[s['status']]}"
    if s["do"] == "at_turn_end" and s.get("wording") == "topic" and len(s["steps"]) == 1:
        inner = s["steps"][0]
        may = inner["do"] == "optional"
        if may:
            inner = inner["steps"][0] if len(inner["steps"]) == 1 else {}
        if inner.get("do") == "reroll":
            return f"{target(inner['target'])}は、ターン終了時にリロール" + ("できる" if may else "する")
    return None


def print_static(a: dict[str, Any], target: Any) -> str | None:
    """「『常駐』：…は、自軍ターン中、敵軍コマンドの対象にならない。」, else None."""
    cs = a.get("continuous", [])
    if a.get("kind") != "static" or len(cs) != 1 or cs[0].get("wording") != WORDING_TURN_AFTER:
        return None
    c = cs[0]
    side = {"own": "自軍", "enemy": "敵軍"}[c["condition"]["turn"]]
    return f"『常駐』：{target(c['target'], {})}は、{side}ターン中、{PROTECTION_JA[c['status']]}。"
