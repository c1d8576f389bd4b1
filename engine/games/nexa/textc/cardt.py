"""Family T of the card-text compiler (issue 14): when a text is heard and the states of its own card.

Grammar in grammar_cardt.lark. `CardtBuild` is a mixin of the compiler's transformer (compiler._Build);
`print_trigger`, `print_condition` and `QUALIFIERS` are the printer's wordings of the same constructs,
so compiling and printing stay each other's inverse in one file.

Events of 「このカード」 (P68): a text may name several (「…場に出たまたは交戦中となった場合」); the
ability then carries the first as `on` and the others as `also_on` (each heard once a turn, P68).
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

# event -> its wording after 「このカードが」 (a list of them is joined with 「または」)
EVENT_JA = {"enters_field": "場に出た", "played": "プレイされて場に出た", "refit_in": "「改装」の効果で場に出た",
            "refit_out": "「改装」の効果で廃棄される", "to_junkyard": "廃棄される", "leaves_field": "場から離れた",
            "attack_sortie": "攻撃に出撃した", "defence_sortie": "防御に出撃した",
            "becomes_engaged": "交戦中となった", "destroyed": "破壊された", "destroyed_out": "破壊されて廃棄される",
            "character_set": "このカードにキャラがセットされた", "gains": "「ゲイン」の効果で戦闘修正を得た",
            "cardz9_rolled_by_own": "自軍効果でロールした",  # family Z9 (rollz9.py, R-560)
            "cardz9_rolled_by_enemy": "敵軍効果でロールした",
            "cardz9_rerolled_by_own": "自軍効果でリロールした",
            "cardz9_rerolled_by_enemy": "敵軍効果でリロールした",
            }
# 「このカードの部隊が（敵軍本国に｜敵軍部隊に）戦闘ダメージを与えた場合」
SQUAD_DEALT = {"deals_battle_damage": "", "deals_home_damage": "敵軍本国に", "deals_unit_damage": "敵軍部隊に"}
_ENTRY_BY = {"プレイ": "played", "「改装」の効果": "refit_in"}
# states of this card (conditions, P57) and their wording after 「このカードが」
STATE_JA: tuple[tuple[dict[str, Any], str], ...] = (
    ({"self_attacking": True}, "攻撃に出撃している"), ({"self_defending": True}, "防御に出撃している"),
    ({"self_engaged": True}, "交戦中の"), ({"exists": {"self": True, "destroyed": True}}, "破壊されている"),
    ({"self_in": "battle"}, "戦闘エリアにいる"),
    ({"self_in": "battle", "self_engaged": False}, "非交戦中の"))  # family S2 (grammar_cards2.lark; P53 非交戦中の)


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class CardtBuild(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardt.lark)."""

    # ---- events of this card
    def on_self_events(self, *events: list[str]) -> dict[str, Any]:
        flat = [e for group in events for e in group]
        if len(set(flat)) != len(flat):
            raise _unsupported("trigger: the same event twice")
        return {"on": flat[0], **({"also_on": flat[1:]} if len(flat) > 1 else {})}

    def on_self_events_in_state(self, cond: dict[str, Any], *events: list[str]) -> dict[str, Any]:
        """「このカードが…がいる状態で場に出た場合」: heard only while the condition holds (P68)."""
        return {**self.on_self_events(*events), "condition": cond, "wording": "inner_state"}

    def inner_state(self, cond: dict[str, Any]) -> dict[str, Any]:
        return cond

    def on_self_event_during(self, when: Token, event: list[str]) -> dict[str, Any]:
        """「このカードが戦闘フェイズ中に場に出た場合」: heard only in that phase or step (P57)."""
        from .compiler import WHEN

        if len(event) != 1 or event[0] not in ("enters_field", "played") or str(when) == "常時":
            raise _unsupported("trigger: an event during a phase")
        return {"on": event[0], "condition": {"phase": WHEN[str(when)]}}

    def evt_enters(self) -> list[str]:
        return ["enters_field"]

    def evt_played(self) -> list[str]:
        return ["played"]

    def evt_entered_by(self, *means: Token) -> list[str]:
        out = [_ENTRY_BY[str(m)] for m in means]
        if out not in (["refit_in"], ["played", "refit_in"]):  # the wordings the printer gives back
            raise _unsupported("trigger: entering by these means")
        return out

    def evt_refit_out(self) -> list[str]:
        return ["refit_out"]

    def evt_discarded(self) -> list[str]:
        return ["to_junkyard"]

    def evt_leaves(self) -> list[str]:
        return ["leaves_field"]

    def evt_attack_sortie(self) -> list[str]:
        return ["attack_sortie"]

    def evt_defence_sortie(self) -> list[str]:
        return ["defence_sortie"]

    def evt_becomes_engaged(self) -> list[str]:
        return ["becomes_engaged"]

    def evt_destroyed(self) -> list[str]:
        return ["destroyed"]

    def evt_destroyed_out(self) -> list[str]:
        return ["destroyed_out"]

    def on_squad_dealt(self, to: Token | None = None) -> dict[str, Any]:
        on = {"": "deals_battle_damage", "敵軍本国に": "deals_home_damage", "敵軍部隊に": "deals_unit_damage"}
        return {"on": on["" if to is None else str(to)]}

    # ---- states of this card
    def c_squad_dealt(self, to: Token | None = None) -> dict[str, Any]:
        return {"self_dealt": {"": "any", "敵軍本国に": "home", "敵軍部隊に": "unit"}["" if to is None else str(to)]}

    def c_self_states(self, *states: dict[str, Any]) -> dict[str, Any]:
        if len(states) == 1:
            return states[0]
        return {"any": list(states)}

    def cs_attacking(self) -> dict[str, Any]:
        return {"self_attacking": True}

    def cs_defending(self) -> dict[str, Any]:
        return {"self_defending": True}

    def cs_engaged(self) -> dict[str, Any]:
        return {"self_engaged": True}

    def cs_destroyed(self) -> dict[str, Any]:
        return {"exists": {"self": True, "destroyed": True}}

    def cs_in_battle(self) -> dict[str, Any]:
        return {"self_in": "battle"}

    def s_self_if(self, state: dict[str, Any], then: list[dict[str, Any]]) -> dict[str, Any]:
        if any(not isinstance(v, int) and v not in ("X", "-X") for x in then for v in x.get("stats", ())):
            raise _unsupported("arithmetic on values")  # (X, -X: the value of X, or a cost's X: family V8)
        return {"do": "if", "condition": state, "then": then}

    def s_self_exclusive_if(self, then: list[dict[str, Any]]) -> dict[str, Any]:
        return self.s_self_if({"exclusive_set": True}, then)  # its 専用機のセット (P76; conditions.py)

    def tp_modify(self, stats: list[Any]) -> list[dict[str, Any]]:
        return [_self_modify(stats)]

    def tp_grant_modify(self, kw: Token, stats: list[Any]) -> list[dict[str, Any]]:
        from .compiler import SIMPLE_KW

        return [{"do": "grant_keyword", "target": "self", "keyword": SIMPLE_KW[str(kw)], "until": "turn_end"},
                _self_modify(stats)]

    def tp_protect_turn(self, status: str) -> list[dict[str, Any]]:
        return [{"do": "status", "target": "self", "status": status, "until": "turn_end"}]

    def tp_protect_cut(self, status: str) -> list[dict[str, Any]]:
        return [{"do": "status", "target": "self", "status": status, "until": "cut_end"}]

    def tp_protect_step(self, status: str) -> list[dict[str, Any]]:
        return [{"do": "status", "target": "self", "status": status, "until": "step_end"}]

    def tp_bounce(self) -> list[dict[str, Any]]:
        return [{"do": "bounce", "target": "self"}]

    def tp_roll(self) -> list[dict[str, Any]]:
        return [{"do": "roll", "target": "self"}]

    def tp_reroll(self) -> list[dict[str, Any]]:
        return [{"do": "reroll", "target": "self"}]

    def tp_discard(self) -> list[dict[str, Any]]:
        return [{"do": "discard", "target": "self"}]

    def tp_destroy(self) -> list[dict[str, Any]]:
        return [{"do": "destroy", "target": "self"}]

    def tp_at_turn_end(self, steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return [{"do": "at_turn_end", "steps": steps}]

    def tp_grant(self, kw: Token) -> list[dict[str, Any]]:
        from .compiler import SIMPLE_KW

        return [{"do": "grant_keyword", "target": "self", "keyword": SIMPLE_KW[str(kw)], "until": "turn_end"}]

    def tp_terrain(self, *terrains: Token) -> list[dict[str, Any]]:
        add = [{"「宇宙」": "space", "「地球」": "earth"}[str(x)] for x in terrains]
        return [{"do": "terrain", "target": "self", "add": add, "until": "turn_end"}]

    # ---- 「起動：このカードは、<event>場合、<predicate>。」
    def tw_events(self, *events: list[str]) -> dict[str, Any]:
        return self.on_self_events(*events)

    def tw_during(self, when: Token, event: list[str]) -> dict[str, Any]:
        return self.on_self_event_during(when, event)

    def triggered_topic(self, when: dict[str, Any], steps: list[dict[str, Any]], xdef: Any = None) -> Any:
        from .compiler import Compiled, _has_x, _set_x

        if xdef is not None:
            steps = [_set_x(st, xdef["_x"]) for st in steps]
        elif any(_has_x(st) for st in steps):
            raise _unsupported("X without its value")
        return Compiled(ability={"kind": "triggered", **when, "effect": steps, "wording": "topic"})

    def q_entered_this_turn(self) -> dict[str, Any]:
        return {"entered_this_turn": True}

    def c_present_in_battle(self, *parts: Any) -> dict[str, Any]:
        """「敵軍ユニットが戦闘エリアにいる」: `zone` last, as the words say it after the cards."""
        from .cardc import _selector_of

        sel = _selector_of(parts)
        if "zone" in sel:
            raise _unsupported("selector: two places")
        return {"exists": {**sel, "zone": "battle"}}

    def c_squad_present(self, side: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"exists": {"side": SIDE[str(side)], "zone": "battle", "type": "unit", "squad": True}}

    def q_same_place(self) -> dict[str, Any]:
        return {"same_place": True}

    # ---- set cards
    def on_character_set(self) -> dict[str, Any]:
        return {"on": "character_set"}

    def evt_gains(self) -> list[str]:
        return ["gains"]

    def on_watched_gains(self, *parts: Any) -> dict[str, Any]:
        """「自軍カードが「ゲイン」の効果で戦闘修正を得た場合」: a card that fits got its ゲイン bonus (P75)."""
        from .cardc import _selector_of

        return {"on": "card_gains", "of": _selector_of(parts)}

    def evt_character_set(self) -> list[str]:
        return ["character_set"]

    def on_set_on(self, *parts: Any) -> dict[str, Any]:
        """「このカードが「特徴：A」を持つ自軍ユニットにセットされた場合」: it entered set on such a host."""
        from .compiler import _selector

        return {"on": "enters_field", "condition": {"exists": {"host": True, **_selector(parts, {})}}}

    def cs_squad_of(self, n: Token) -> dict[str, Any]:
        return {"self_squad_units": int(str(n))}

    def st_keyword_turn(self, target: Any, side: Token, kw: Token) -> dict[str, Any]:
        from .compiler import SIDE, SIMPLE_KW

        return {"apply": "keyword", "target": target, "keyword": SIMPLE_KW[str(kw)],
                "condition": {"turn": SIDE[str(side)]}}

    def on_played_set_on(self, *parts: Any) -> dict[str, Any]:
        """「このカードがプレイされて「特徴：A」を持つ自軍ユニットにセットされた場合」: played onto such a host."""
        from .compiler import _selector

        return {"on": "played", "condition": {"exists": {"host": True, **_selector(parts, {})}}}


def _self_modify(stats: list[Any]) -> dict[str, Any]:
    return {"do": "modify", "target": "self", "stats": stats, "until": "turn_end"}


_PASSIVE = {"roll": "ロールする", "reroll": "リロールする", "discard": "廃棄される", "destroy": "破壊される",
            "bounce": "持ち主の手札に移る"}


def topic_words(steps: list[dict[str, Any]], step: Any) -> str | None:
    """What this card does, said without naming it (the text named it as its topic), or None."""
    if [x["do"] for x in steps] == ["grant_keyword", "modify"] and all(x["target"] == "self" for x in steps):
        from .printer import _JA_KW, _stats

        return f"ターン終了時まで「{_JA_KW[steps[0]['keyword']]}」{_stats(steps[1]['stats'])}を得る"
    if len(steps) != 1:
        return None
    x = steps[0]
    if x["do"] == "at_turn_end":
        inner = topic_words(x["steps"], step)
        return None if inner is None else "ターン終了時に" + inner
    if x == {"do": "move", "target": "self", "to": "home_bottom"}:  # 「持ち主の本国の下に移る」 (family Z9)
        return "持ち主の本国の下に移る"
    if x["do"] == "damage" and x.get("target") == "self" and set(x) == {"do", "target", "amount"} \
            and isinstance(x["amount"], int):  # 「…2ダメージを受ける」 (family B4, grammar_cardb4.lark)
        return f"{x['amount']}ダメージを受ける"
    if x.get("target") != "self" or set(x) - {"do", "target", "stats", "until", "keyword", "add", "status"}:
        return None
    if x["do"] in _PASSIVE:
        return _PASSIVE[x["do"]]
    if x["do"] in ("modify", "grant_keyword", "terrain", "status"):
        said: str = step(x)
        return said.removeprefix("このカードは、")
    return None


def print_topic(a: dict[str, Any], step: Any, value: Any) -> str:
    """「『起動』：このカードは、場に出た場合、ロールする。」 (an ability with `topic`)."""
    trig = print_trigger({k: v for k, v in a.items() if k != "wording"}, lambda c: "")
    if trig is None and a["on"] in ("card_enters", "card_played"):  # another card's event (family K3)
        from .cardc import print_trigger as watched
        from .printer import _target

        trig = watched(a, _target)
    if trig is None:  # a single event of the core grammar: its words after 「このカードが」
        from .printer import _TRIGGER

        trig = _TRIGGER[a["on"]]
    said = topic_words(a["effect"], step)
    if said is None:
        raise ValueError(f"no topic wording for {a['effect']!r}")  # pragma: no cover - compiler and printer agree
    from .printer import _x_value

    xv = _x_value(a["effect"])
    xdef = "" if xv is None else f"Xの値は{value(xv)}とする。"
    return f"『起動』：このカードは、{trig.removeprefix('このカードが')}{said}。{xdef}"


def print_step(s: dict[str, Any], step: Any) -> str | None:
    """「このカードは、交戦中の場合、…」 (an `if` on a state of this card), or None."""
    if s["do"] != "if" or "else" in s or _state_words(s["condition"]) is None:
        return None
    said = topic_words(s["then"], step)
    return None if said is None else f"このカードは、{_state_words(s['condition'])}場合、{said}"


def _state_words(cond: dict[str, Any]) -> str | None:
    if set(cond) == {"self_squad_units"}:
        return f"ユニットが{cond['self_squad_units']}枚のみの部隊にいる"
    from .cardk3 import state_words  # 「地球エリアにいる」 (family K3)

    if (area := state_words(cond)) is not None:
        return area
    return next((w for c, w in STATE_JA if c == cond), None)


def print_continuous(c: dict[str, Any], target: Any) -> str | None:
    """「このカードは、敵軍ターン中、「高機動」を得る。」, or None for another family's."""
    cond = c.get("condition")
    if c["apply"] != "keyword" or not isinstance(cond, dict) or set(cond) != {"turn"}:
        return None
    from .printer import _JA_KW, _JA_SIDE

    return f"{target(c['target'], {})}は、{_JA_SIDE[cond['turn']]}ターン中、「{_JA_KW[c['keyword']]}」を得る。"


def print_condition(cond: dict[str, Any]) -> str | None:
    """「このカードが攻撃に出撃しているまたは交戦中の」, or None for another family's condition."""
    sel = cond.get("exists") if set(cond) == {"exists"} else None
    if isinstance(sel, dict) and sel.get("squad") is True and set(sel) == {"side", "zone", "type", "squad"}:
        return {"own": "自軍", "enemy": "敵軍"}[sel["side"]] + "部隊がいる"
    if isinstance(sel, dict) and list(sel)[-1:] == ["zone"] and sel["zone"] == "battle" and len(sel) > 1:
        from .printer import _target

        return _target({k: v for k, v in sel.items() if k != "zone"} | {"count": "bare"}, {}) + "が戦闘エリアにいる"
    if set(cond) == {"self_dealt"}:
        to = {"any": "", "home": "敵軍本国に", "unit": "敵軍部隊に"}[cond["self_dealt"]]
        return f"このカードの部隊が{to}戦闘ダメージを与えている"
    items = cond["any"] if set(cond) == {"any"} and isinstance(cond["any"], list) else [cond]
    words = [_state_words(c) if isinstance(c, dict) else None for c in items]
    if any(w is None for w in words):
        return None
    if len(items) == 1 and cond in ({"self_engaged": True}, {"self_in": "battle"}):
        return None  # the core printer's wording (the same words)
    return "このカードが" + "または".join(w for w in words if w)


def print_trigger(a: dict[str, Any], condition: Any) -> str | None:
    """The trigger of a triggered text in words (with its 「…状態で、」), or None for the core printer's."""
    on = a.get("on")
    also = a.get("also_on", [])
    cond = a.get("condition")
    if on == "card_gains":
        from .printer import _target

        who = _target({**a["of"], "count": "bare"}, {})
        state = f"{condition(cond)}状態で、" if cond else ""
        return f"{state}{who}が「ゲイン」の効果で戦闘修正を得た場合、"
    if on in SQUAD_DEALT and not also:
        state = f"{condition(cond)}状態で、" if cond else ""
        return f"{state}このカードの部隊が{SQUAD_DEALT[on]}戦闘ダメージを与えた場合、"
    if on not in EVENT_JA:
        return None
    events = [on, *also]
    if a.get("wording") == "inner_state":
        return f"このカードが{condition(cond)}状態で" + "または".join(_event_words(events)) + "場合、"
    if any(e not in EVENT_JA for e in events):
        raise ValueError(f"no wording for the events {events!r}")  # pragma: no cover - compiler and printer agree
    if not also and on in ("enters_field", "played") and isinstance(cond, dict) and set(cond) == {"phase"}:
        from .compiler import WHEN

        when = {v: k for k, v in WHEN.items()}[cond["phase"]]
        return f"このカードが{when}中に{EVENT_JA[on]}場合、"
    if not also and on in ("played", "enters_field") and isinstance(cond, dict) and set(cond) == {"exists"} \
            and cond["exists"].get("host") is True:
        from .printer import _target

        host = _target({k: v for k, v in cond["exists"].items() if k != "host"} | {"count": "bare"}, {})
        return f"このカードが{'プレイされて' if on == 'played' else ''}{host}にセットされた場合、"
    if not also and on not in ("refit_in", "refit_out", "to_junkyard", "becomes_engaged", "destroyed_out",
                               "character_set", "gains") and not on.startswith("cardz9_"):
        return None  # a single event of the core grammar (printer._TRIGGER)
    words = _event_words(events)
    state = f"{condition(cond)}状態で、" if cond else ""
    subject = "" if events[0] == "character_set" else "このカードが"  # 「このカードにキャラが…」 names it
    return f"{state}{subject}" + "または".join(words) + "場合、"


def _event_words(events: list[str]) -> list[str]:
    words: list[str] = []
    i = 0
    while i < len(events):
        if events[i:i + 2] == ["played", "refit_in"]:  # 「プレイまたは「改装」の効果で場に出た」
            words.append("プレイまたは「改装」の効果で場に出た")
            i += 2
            continue
        words.append(EVENT_JA[events[i]])
        i += 1
    return words


QUALIFIERS: dict[str, Any] = {"same_place": lambda v: "このカードと同じエリアにいる",
                              "entered_this_turn": lambda v: "このターン中に場に出た"}
