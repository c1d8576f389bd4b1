"""Family O3 of issue 14: rule overrides and durations (grammar_cardo3.lark)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


@v_args(inline=True)
class Cardo3Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardo3.lark (a lark Transformer through `_Build`)."""

    def cardo3_g_as_colour(self, gs: Any, _words: Token, colour: Token) -> dict[str, Any]:
        """「Aのgサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、BのGサインを持つGとしても扱える」:
        every own G of colour A pays this card's roll cost as a G of A or of B (ruling R-140)."""
        from .compiler import COLOUR, Unsupported

        if not (isinstance(gs, dict) and set(gs) == {"gsign_colour", "count", "side", "type"} and gs["count"] == "all"
                and gs["side"] == "own" and gs["type"] == "g"):
            raise Unsupported("treat as (rule override)")
        to = COLOUR[str(colour)]
        if gs["gsign_colour"] == to:
            raise Unsupported("treat as (rule override)")
        return {"apply": "g_as_colour", "target": "self", "from": gs["gsign_colour"], "colour": to}

    def cardo3_refit_as_g(self, target: Any, of: Token, how: Token, note: Token | None = None) -> dict[str, Any]:
        """「このカードは、（このカードと同じ属性のGサインを持つ自軍ユニットの）「改装」の効果において自軍Gとしても扱う事が
        できる」: counted as one more own G by that 改装 (ruling R-141)."""
        from .compiler import Unsupported

        if target != "self":
            raise Unsupported("treat as (rule override)")
        out: dict[str, Any] = {"apply": "refit_as_g", "target": "self",
                               "of": "self" if "このカードの「改装」" in str(of)
                               else {"same_series": True, "side": "own", "type": "unit"}}
        if str(how) == "として扱う":
            out["wording"] = "plain"
        if note is not None:
            out["note"] = "count"
        return out

    def cardo3_then_either(self, first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
        """「その場合、A、またはB。」: one of two steps, picked as it resolves, both about one card (ruling R-142)."""
        from .compiler import Unsupported

        t1, t2 = first.get("target"), second.get("target")
        same = t1 == t2 == "self" or (isinstance(t1, dict) and isinstance(t2, dict) and "_ref" in t1
                                      and t1.get("_ref") == t2.get("_ref"))
        if not (same
                and "steps" not in first and "steps" not in second):
            raise Unsupported("replacement effect")
        return {"do": "choose_one", "_then": True, "options": [
            {"label": {"ja": "前の効果", "en": "The first"}, "steps": [first]},
            {"label": {"ja": "後の効果", "en": "The second"}, "steps": [second]}]}

    def cardo3_at_turn_end_may(self, step: dict[str, Any]) -> dict[str, Any]:
        """「ターン終了時に、…できる」: the step, optional, done at the end of the turn."""
        return {"do": "at_turn_end", "steps": [{"do": "optional", "steps": [step]}]}

    def cardo3_make_owner_g(self, t: Any) -> dict[str, Any]:
        """「…を持ち主のGにできる」: a G of the card's owner (whoever controls it)."""
        return {"do": "make_g", "target": t, "owner": True}

    # ---- the return step's rule (P40)
    def cardo3_on_returned(self, tok: Token) -> dict[str, Any]:
        """「このカードが、（自軍）帰還ステップの規定の効果で自軍配備エリアに移動した場合」 (P40)."""
        return {"on": "own_returned" if str(tok).startswith("自軍") else "returned"}

    def cardo3_on_watched_returned(self, *parts: Any) -> dict[str, Any]:
        """「…自軍ユニットが、帰還ステップの規定の効果で自軍配備エリアに移動した場合」: such a unit returned (P40)."""
        from .cardc import _selector_of
        from .compiler import Unsupported

        *sel, tok = parts
        if str(tok).startswith("自軍"):
            raise Unsupported("phrase: 自軍帰還ステップ of a watched card")
        return {"on": "card_returned", "of": _selector_of(tuple(sel))}

    def cardo3_no_return_roll(self, target: Any, _tok: Token) -> dict[str, Any]:
        """「このカードは、帰還ステップの規定の効果ではロールしない」: it keeps its state as it returns (ruling R-144)."""
        from .compiler import Unsupported

        if target != "self" and (not isinstance(target, dict) or target.get("count") != "all"):
            raise Unsupported("treat as (rule override)")
        return {"apply": "status", "target": target, "status": "stays_rerolled"}

    def cardo3_modify_and_no_return_roll(self, cond: dict[str, Any], target: Any, stats: list[Any],
                                         tok: Token) -> list[dict[str, Any]]:
        """「（condition）場合、全ての自軍ユニットは、+1/+1/+1を得ると共に、帰還ステップ規定の効果ではロールしない」."""
        from .compiler import Unsupported, _fixed

        _fixed(stats)
        if target == "self" or not isinstance(target, dict) or target.get("count") != "all":
            raise Unsupported("treat as (rule override)")
        wording = {"wording": 1} if "帰還ステップ規定" in str(tok) else {}
        return [{"apply": "modify", "target": target, "stats": stats, "condition": cond},
                {"apply": "status", "target": target, "status": "stays_rerolled", "condition": cond, **wording}]

    # ---- waiting effects at a step's end (P57)
    def cardo3_at_step_end(self, step: dict[str, Any]) -> dict[str, Any]:
        return {"do": "wait", "at": "step_end", "steps": [step]}

    def cardo3_at_named_step_end(self, when: Token, step: dict[str, Any]) -> dict[str, Any]:
        from .compiler import WHEN, Unsupported

        at = f"step_end:{WHEN[str(when)]}"
        if at not in ("step_end:attack", "step_end:defence", "step_end:damage", "step_end:return"):
            raise Unsupported("duration: until end of this step")
        return {"do": "wait", "at": at, "steps": [step]}

    def cardo3_t_host(self) -> dict[str, Any]:
        return {"host": True, "type": "unit", "count": "all"}

    def cardo3_apply_limit(self, who: Token, n: Token, _verb: Token) -> dict[str, Any]:
        """「…1ターンに1度しか適用できない」: a limit counted as the effect applies (ruling R-146)."""
        limit: dict[str, Any] = {"count": int(str(n)), "verb": "apply"}
        if str(who) != "この効果は":
            limit["per_player"] = True
        return {"_limit": limit}

    # ---- a G that pays as two for the plays of cards or of texts (R-147)
    def cardo3_q_colours(self, a: Token, b: Token) -> dict[str, Any]:
        from .compiler import COLOUR

        return {"gsign_colours": [COLOUR[str(a)], COLOUR[str(b)]]}

    def cardo3_double_g(self, target: Any, tok: Token) -> dict[str, Any]:
        """「…G1枚は、フェイズ中、カードのプレイのロールコストの支払いにおいて、2枚分のGとして扱う事ができる」."""
        from .compiler import Unsupported

        words = str(tok)
        if not (isinstance(target, dict) and target.get("type") == "g" and target.get("side") == "own"
                and isinstance(target.get("count"), int)):
            raise Unsupported("treat as (rule override)")
        if "gsign_colours" in target:  # 「緑、または紫のGサインを持つ自軍G1枚」: one G of either colour
            rest = {k: v for k, v in target.items() if k not in ("gsign_colours", "count")}
            target = {**rest, "any_of": [{"type": "g", "gsign_colour": c} for c in target["gsign_colours"]],
                      "count": target["count"]}
        until = {"フェイズ中": "phase_end", "ステップ中": "step_end", "このターン": "turn_end"}[_span(words)]
        return {"do": "double_g", "target": target, "for": "card" if "カードのプレイ" in words else "text", "until": until}

    def cardo3_timed_pay_note(self, *parts: Any) -> Any:
        """「…。（注：〔緑2〕、または〔紫2〕を支払える）」 after a text of double_g: the colours it names are kept."""
        import re

        from .compiler import COLOUR, Compiled, Unsupported

        built = self.timed(*parts[:-1])  # type: ignore[attr-defined]
        ab = dict(built.ability)
        steps = [st for st in ab["effect"] if st.get("do") == "double_g"]
        if len(steps) != 1:
            raise Unsupported("treat as (rule override)")
        note = [COLOUR[c] for c in re.findall(r"(青|緑|黒|赤|茶|白|紫)2", str(parts[-1]))]
        ab["effect"] = [{**st, "note": note} if st.get("do") == "double_g" else st for st in ab["effect"]]
        return Compiled(ability=ab)

    def cardo3_g_as_many(self, gs: Any, _words: Token, n: Token) -> dict[str, Any]:
        """「このカードと同じ属性のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、3枚分のGとしても
        扱える」: each such G pays as up to N Gs of its colour for this card's roll cost (ruling R-148)."""
        from .compiler import Unsupported

        if not (isinstance(gs, dict) and gs == {"same_series": True, "count": "all", "side": "own", "type": "g"}
                and int(str(n)) >= 2):
            raise Unsupported("treat as (rule override)")
        return {"apply": "g_as_many", "target": "self", "same_series": True, "count": int(str(n))}

    def cardo3_g_as_unit(self, target: Any, state: Token) -> dict[str, Any]:
        """「…G1枚を、ユニットとして、自軍配備エリアに（リ）ロール状態で出す」: a G put onto the field as a unit (R-149)."""
        from .compiler import Unsupported

        if target != "self" and not (isinstance(target, dict) and target.get("type") == "g"
                                     and target.get("side") == "own" and isinstance(target.get("count"), int)):
            raise Unsupported("phrase: ユニットとして自軍配…")
        return {"do": "g_as_unit", "target": target, "rolled": str(state) == "ロール状態"}

    def cardo3_no_defence(self, target: Any, _tok: Token) -> dict[str, Any]:
        """「このセットグループは、防御に出撃できない」: its unit cannot sortie to defend (P34)."""
        from .compiler import Unsupported

        if target != "self" and not (isinstance(target, dict) and target.get("count") == "all"):
            raise Unsupported("a sortie forbidden to some cards chosen")
        return {"apply": "status", "target": target, "status": "cannot_defend"}

    def cardo3_set_only(self, target: Any, *parts: Any) -> dict[str, Any]:
        """「このカードは、「特徴：A」を持つユニットにのみセットできる」: the units it may be set on (P66)."""
        from .cardc import _selector_of
        from .compiler import TYPE, Unsupported

        *quals, kind, _tok = parts
        if target != "self" or TYPE[str(kind)] != "unit":
            raise Unsupported("phrase: にのみセットできる。…")
        return {"apply": "set_only", "target": "self", "host": {**_selector_of(tuple(quals)), "type": "unit"}}

    def cardo3_t_group_of(self, inner: Any, _tok: Token) -> dict[str, Any]:
        """「…全ての自軍ユニットのセットグループ」: the cards of those set groups (P66)."""
        from .compiler import Unsupported

        if not (isinstance(inner, dict) and inner.get("count") == "all" and "group_of" not in inner):
            raise Unsupported("phrase: のセットグループ…")
        return {"group_of": {k: v for k, v in inner.items() if k != "count"}, "count": "all"}

    def cardo3_g_as_character(self, target: Any, _tok: Token, *parts: Any) -> dict[str, Any]:
        """「このカードを、キャラとして、（…）自軍ユニットにセットする」: a G set on an own unit as a character."""
        from .cardc import _selector_of
        from .compiler import Unsupported

        onto = _selector_of(tuple(parts))
        if target != "self" or onto.get("side") != "own" or onto.get("type") != "unit":
            raise Unsupported("phrase: キャラとして自軍ユニ…")
        return {"do": "g_as_character", "target": "self", "onto": onto}

    def cardo3_cost_option_during(self, target: Any, when: Token, _tok: Token, change: dict[str, Any],
                                  end: Token) -> dict[str, Any]:
        """「このカードは、ダメージ判定ステップ中、合計国力-3してプレイできる。その場合、…廃棄する」: only then (P55)."""
        from .compiler import WHEN, Unsupported

        built = self.st_cost_option(target, change, end)  # type: ignore[attr-defined]
        if WHEN[str(when)] == "any":
            raise Unsupported("phrase: 常時中")
        return {**built, "condition": {"phase": WHEN[str(when)]}}


def _span(words: str) -> str:
    """The duration word at the start of 「は…中…」 (フェイズ中, ステップ中, このターン)."""
    for w in ("フェイズ中", "ステップ中", "このターン"):
        if words.startswith("は" + w):
            return w
    raise ValueError(words)  # pragma: no cover - the terminal allows these only
