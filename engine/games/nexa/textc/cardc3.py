"""Family C3 of the card-text compiler (issue 14): set groups and characters.

Grammar in grammar_cardc3.lark; `Cardc3Build` is a mixin of the compiler's transformer (compiler._Build),
and print_cardc3.py prints the same constructs back.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

# 「このカードにキャラがセットされている」: the condition on this card (grammar.lark's c_has_character)
HAS_CHARACTER: dict[str, Any] = {"exists": {"self": True, "has_character": True}}


@v_args(inline=True)
class Cardc3Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardc3.lark)."""

    def cardc3_self_char_if(self, then: list[dict[str, Any]]) -> dict[str, Any]:
        """「このカードは、キャラがセットされている場合、…」: the steps apply only while a character is set on it."""
        out: dict[str, Any] = self.s_self_if(HAS_CHARACTER, then)  # type: ignore[attr-defined]
        return out

    def cardc3_topic_pred(self, then: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return then

    def cardc3_tp_grant_either(self, a: Token, b: Token) -> list[dict[str, Any]]:
        step: dict[str, Any] = self.s_grant_either("self", a, b)  # type: ignore[attr-defined]
        return [step]

    def cardc3_t_either(self, *parts: Any) -> dict[str, Any]:
        """「敵軍ACE、またはキャラがセットされていない敵軍ユニット1枚」: a card that fits either selector (any_of)."""
        from .compiler import SIDE, TYPE, Unsupported, _selector

        side1, type1, *quals, side2, type2, count = parts
        if str(side1) != str(side2):
            raise Unsupported("either of two selectors of different sides")
        second = _selector(tuple(quals), {})
        if str(type1) == "カード" or str(type2) == "カード":
            raise Unsupported("either of two selectors: a card of any type")
        return {"side": SIDE[str(side1)], "any_of": [{"type": TYPE[str(type1)]}, {**second, "type": TYPE[str(type2)]}],
                "count": int(str(count))}

    def cardc3_set_card_present(self, side: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"exists": {"side": SIDE[str(side)], "set_card": True}}

    def cardc3_lose_mods_but_char(self, target: Any) -> dict[str, Any]:
        """「…は、このターン、キャラの戦闘修正以外の全ての戦闘修正を失う」: its set characters' still count (R-150)."""
        return {"do": "lose_mods", "target": target, "until": "turn_end", "keep": "character"}

    def cardc3_lose_char_mods(self, target: Any) -> dict[str, Any]:
        """「…は、このターン、キャラの戦闘修正を失う」: only its set characters' are lost (R-150)."""
        return {"do": "lose_mods", "target": target, "until": "turn_end", "only": "character"}

    def cardc3_q_printed_roll_colour(self, colour: Token) -> dict[str, Any]:
        from .compiler import COLOUR

        return {"printed_roll_colour": COLOUR[str(colour)]}

    # ---- 「…を、記述を持たないセットカードとして、…に裏向きでセットする」 (verb set_blank, R-152)
    def cardc3_bw_target(self, t: Any) -> dict[str, Any]:
        return {"what": "self"} if t == "self" else {"what": "target", "_sel": t}

    def cardc3_bw_pile(self, zone: str, n: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        if zone not in ("home", "discard"):
            raise Unsupported("a set card without a description from either pile")
        return {"what": zone, "count": n}

    def cardc3_set_blank(self, what: dict[str, Any], onto: Any, face: Token) -> dict[str, Any]:
        from .compiler import Unsupported

        step: dict[str, Any] = {"do": "set_blank", "what": what["what"]}
        if "count" in what:
            step["count"] = what["count"]
        if onto == "self":
            step["onto"] = "self"
            if what["what"] == "target":
                step["target"] = what["_sel"]
        else:
            if what["what"] in ("target",) or not isinstance(onto, dict) or "_ref" in onto:
                raise Unsupported("a set card without a description: two chosen cards")
            step["onto"] = "target"
            step["target"] = onto
        if what["what"] == "self" and onto == "self":
            raise Unsupported("a card set on itself")
        step["face"] = "down" if str(face) == "裏向き" else "up"
        return step

    def cardc3_set_blank_may(self, what: dict[str, Any], onto: Any, face: Token) -> dict[str, Any]:
        return self.cardc3_set_blank(what, onto, face)  # (the grammar's `may` makes it optional)

    # ---- 「自軍キャラの「専用機のセット」が成立した場合」 (P76; event own_exclusive_made)
    def cardc3_on_self_or_own_exclusive(self, event: list[str]) -> dict[str, Any]:
        out: dict[str, Any] = self.on_self_events(event, ["own_exclusive_made"])  # type: ignore[attr-defined]
        return out

    def cardc3_on_own_exclusive(self) -> dict[str, Any]:
        return {"on": "own_exclusive_made"}

    def cardc3_same_name_ok(self, target: Any) -> dict[str, Any]:
        """「このカードは、同名の自軍キャラがいても場に出せる。」 (continuous same_name_ok; engine samename.py)."""
        from .compiler import Unsupported

        if target != "self":
            raise Unsupported("same name allowed for other cards")
        return {"apply": "same_name_ok", "target": "self"}

    def cardc3_triggered_when_limited(self, cond: dict[str, Any], trig: dict[str, Any], steps: list[Any],
                                      limit: dict[str, Any]) -> Any:
        """「（condition）状態で、（trigger）場合、…。この記述の効果は、…1回しか起動しない。」 (limits.py)."""
        from .compiler import Compiled, Unsupported

        if limit["_limit"]["verb"] != "trigger":
            raise Unsupported("a use limit of a 起動 text: not 起動しない")
        built = self.triggered_when(cond, trig, steps)  # type: ignore[attr-defined]
        return Compiled(ability={**built.ability, "limit": limit["_limit"]})

    def cardc3_on_character_set_with(self, *quals: Any) -> dict[str, Any]:
        """「このカードに、「特徴：A」を持つキャラがセットされた場合」: heard when a character is set on it and a
        character of its set group fits (one character a unit, P66: the one just set); print_cardc3.trigger reads
        the condition's shape back."""
        from .compiler import _selector

        sel = _selector(quals, {})
        return {"on": "character_set", "condition": {"exists": {**sel, "group": True, "type": "character"}}}

    def cardc3_cost_onto(self, target: Any, *parts: Any) -> dict[str, Any]:
        """「このカードは、（selector）にセットする場合、…してプレイできる。」: the cost when set onto such a unit."""
        from .compiler import Unsupported, _selector

        *sel_parts, change = parts
        if target != "self":
            raise Unsupported("a cost when set onto a unit, of other cards")
        onto = _selector(tuple(sel_parts), {})
        if onto.get("type") not in ("unit", "ace"):
            raise Unsupported("a cost when set onto a card that is not a unit")
        return {"apply": "cost", "target": "self", **change, "onto": onto}

    def cardc3_cost_change(self, *parts: Token) -> dict[str, Any]:
        """「合計国力-1、ロールコスト-1して」, 「ロールコスト-2して」: the changes (P55), each said once."""
        from .compiler import Unsupported

        out: dict[str, Any] = {}
        for stat, n in zip(parts[::2], parts[1::2], strict=True):
            key = {"合計国力": "total", "ロールコスト": "roll"}.get(str(stat))
            if key is None or "X" in str(n) or key in out:
                raise Unsupported("a cost change of another value")
            out[key] = int(str(n))
        if list(out) not in (["total"], ["roll"], ["total", "roll"]):
            raise Unsupported("a cost change of another value")
        return out

    def cardc3_set_char_note(self) -> Any:
        """「（注：場にセットされているキャラも対象にできる）」: the rule restated, no text of its own."""
        from .compiler import Compiled

        return Compiled(reminder="set_char_note")

    def cardc3_set_characters_only(self, target: Any, trait: Token) -> dict[str, Any]:
        """「このカードは、「特徴：A」を持たないキャラをセットできない。」 (setrules.host_allowed)."""
        from .compiler import Unsupported

        if target != "self":
            raise Unsupported("characters refused by other cards")
        return {"apply": "set_characters_only", "target": "self", "filter": {"trait": str(trait)}}

    def cardc3_t_all_both(self, *parts: Any) -> dict[str, Any]:
        """「…、全ての自軍ユニットと全ての自軍キャラ」: every card of both types (the qualifiers said once, for both)."""
        from .compiler import SIDE, TYPE, Unsupported, _selector

        quals = [p for p in parts if not isinstance(p, Token)]
        toks = [p for p in parts if isinstance(p, Token) and p.type in ("SIDE", "TYPE")]
        side1, type1, side2, type2 = (str(x) for x in toks)
        if side1 != side2 or type1 == type2 or "カード" in (type1, type2):
            raise Unsupported("every card of two types: other sides or types")
        sel = _selector(tuple(quals), {})
        return {**sel, "count": "all", "side": SIDE[side1], "type": [TYPE[type1], TYPE[type2]], "each_said": True}

    def cardc3_use_limit(self, who: Token, v: Any, verb: Token) -> dict[str, Any]:
        from .cardo import LIMIT_VERB

        limit: dict[str, Any] = {"count": v, "verb": LIMIT_VERB[str(verb)]}
        if str(who) != "この効果は":
            limit["per_player"] = True
        return {"_limit": limit}

    def cardc3_timed_limited_value(self, *parts: Any) -> Any:
        """「…。この効果は、1ターンに、（value）と同じ回数まで使用できる。」 (limits.py reads the value on use)."""
        from .compiler import Compiled, Unsupported

        *rest, limit = parts
        if limit["_limit"]["verb"] not in ("use", "resolve"):
            raise Unsupported("a use limit of a played text: 起動しない")
        built = self.timed(*rest)  # type: ignore[attr-defined]
        return Compiled(ability={**built.ability, "limit": limit["_limit"]})

    def cardc3_on_watched_character_set(self, *parts: Any) -> dict[str, Any]:
        """「（selector）にキャラがセットされた場合」: heard when a character is set on a card that fits (P66)."""
        from .compiler import _selector

        return {"on": "card_character_set", "of": _selector(parts, {})}

    def cardc3_t_whole_group(self, *parts: Any) -> dict[str, Any]:
        """「自軍ユニットのセットグループ1つ」: a card chosen; a protection acts on its whole set group (P66)."""
        from .compiler import _selector

        *sel, n = parts
        return {**_selector(tuple(sel), {}), "count": int(str(n)), "whole_group": True}

    def cardc3_like_group(self, kind: Token, n: Token) -> dict[str, Any]:
        from .compiler import TYPE, Unsupported

        if int(str(n)) != 1:
            raise Unsupported("the printed modifiers of several cards")
        return {"group": True, "type": TYPE[str(kind)], "count": 1}

    def cardc3_modify_like(self, target: Any, like: dict[str, Any]) -> dict[str, Any]:
        """「…は、ターン終了時まで、（card）の本来の戦闘修正と、同じ値の戦闘修正を得る」: the card's printed values (P52).
        The card whose values are read is chosen when the step resolves (ruling R-155; setgroups.py)."""
        from .compiler import Unsupported

        if target == "self" or not isinstance(target, dict) or "_ref" in target:
            raise Unsupported("the printed modifiers of a card given to this card")
        return {"do": "modify_like", "target": target, "like": like, "until": "turn_end"}

    def cardc3_protect_turn(self, side: Token, target: Any, status: str) -> dict[str, Any]:
        """「敵軍ターン中、このセットグループは、敵軍コマンドの対象にならない。」: while it is that side's turn."""
        from .compiler import SIDE

        return {"apply": "status", "target": target, "status": status, "condition": {"turn": SIDE[str(side)]}}

    def cardc3_face_down_note(self) -> Any:
        """「（注：裏向きのセットカードは、表を見ずに選択する）」: the rule restated, no text of its own."""
        from .compiler import Compiled

        return Compiled(reminder="face_down_note")

    def cardc3_sortie_with_character(self, then: list[dict[str, Any]]) -> Any:
        """「このカードは、自軍キャラと同じ部隊で出撃した場合、…」: heard on its sortie when an own character is in its
        squad then (P70; selector same_squad)."""
        from .compiler import Compiled, Unsupported

        if len(then) != 1 or then[0].get("target") != "self" or then[0]["do"] != "modify":
            raise Unsupported("a sortie with a character: another step")
        cond = {"exists": {"side": "own", "type": "character", "same_squad": True}}
        return Compiled(ability={"kind": "triggered", "on": "sortie", "condition": cond, "effect": then})

    def cardc3_timed_face_note(self, *parts: Any) -> Any:
        """「…。（注：裏向きのセットカードは、表を見ずに選択する）」 after a text choosing set cards (R-152)."""
        from .compiler import Compiled, Unsupported

        built = self.timed(*parts[:-1])  # type: ignore[attr-defined]
        targets = {k: v for k, v in built.ability.get("targets", {}).items()}
        picked = [k for k, v in targets.items() if isinstance(v, dict) and v.get("set_card") is True]
        if not picked:
            raise Unsupported("the note on face-down set cards after a text choosing none")
        for k in picked:
            targets[k] = {**targets[k], "face_unseen": True}
        return Compiled(ability={**built.ability, "targets": targets})

    def cardc3_set_only_onto(self, target: Any, *parts: Any) -> dict[str, Any]:
        """「このカードは、「特徴：A」を持つユニットにのみセットできる。」 (own units: where a card is set, P26)."""
        from .compiler import Unsupported, _selector

        onto = _selector(parts, {})
        if target != "self" or onto.get("type") != "unit" or len(onto) < 2:
            raise Unsupported("set only on other cards")
        return {"apply": "set_only_onto", "target": "self", "onto": onto}

    def cardc3_hold_ps(self, target: Any) -> dict[str, Any]:
        """「…は、次のターン開始時まで、「PS装甲」の効果では移動しない」 (verb hold_ps)."""
        return {"do": "hold_ps", "target": target}

    def cardc3_topic_with_character(self, when: dict[str, Any], steps: list[dict[str, Any]]) -> Any:
        """「このカードは、キャラがセットされている状態で（event）場合、…」: heard while a character is set on it."""
        from .compiler import Compiled, Unsupported

        if "condition" in when:
            raise Unsupported("a topic trigger with two conditions")
        built = self.triggered_topic(when, steps)  # type: ignore[attr-defined]
        return Compiled(ability={**built.ability, "condition": HAS_CHARACTER})

    def cardc3_protect_own_turn_start(self, target: Any, status: str) -> dict[str, Any]:
        """「…は、次の自軍ターン開始時まで、敵軍効果の対象にならない」 (effects._grant, turn._end_turn)."""
        return {"do": "status", "target": target, "status": status, "until": "next_own_turn_start"}

    def cardc3_t_set_group(self, side: Token, n: Token) -> dict[str, Any]:
        """「自軍セットグループ1つ」: one card of the side chosen (not a G), its whole set group acted on (P66)."""
        from .compiler import SIDE

        return {"side": SIDE[str(side)], "count": int(str(n)), "whole_group": True}

    def cardc3_on_either_destroyed(self, side1: Token, type1: Token, side2: Token, type2: Token) -> dict[str, Any]:
        """「敵軍ユニット、または敵軍キャラが破壊された場合」: heard for each such card destroyed (P39, P66)."""
        from .compiler import SIDE, TYPE, Unsupported

        if str(side1) != str(side2) or str(type1) == str(type2) or "カード" in (str(type1), str(type2)):
            raise Unsupported("a destroyed card of two kinds: other sides")
        return {"on": "card_destroyed", "of": {"side": SIDE[str(side1)], "type": [TYPE[str(type1)], TYPE[str(type2)]]}}
