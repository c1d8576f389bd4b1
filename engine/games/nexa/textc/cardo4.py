"""Family O4 of issue 14: rule overrides, durations and set cards (grammar_cardo4.lark)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer, v_args

from .cards import needs_split, split_pair


@v_args(inline=True)
class Cardo4Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardo4.lark (a lark Transformer through `_Build`)."""

    def cardo4_if_further_cut(self, cond: dict[str, Any], of: Token, status: str) -> dict[str, Any]:
        """「…場合、対象は、（さらに）カット終了時まで、<protection>」: if the condition holds, 対象 also gets the protection
        until the end of the cut (family O2's further, with the cut's duration)."""
        n = str(of)[len("場合対象"):].split("は")[0]
        target = {"_ref": int(n) if n else 1}
        return {"do": "if", "condition": cond, "wording": "further",  # bound as family O2's (compiler._bind_step)
                "then": [{"do": "status", "status": status, "until": "cut_end", "target": target}]}

    def cardo4_take_top_g_may(self, zone: str, n: Any) -> dict[str, Any]:
        """「自軍本国の上のカードN枚を、自軍Gにできる」: may put them as Gs (rerolled, P53), or not."""
        return {"do": "take_top", "side": "own", "zone": zone, "count": n, "to": "gzone", "rolled": False,
                "wording": "plain"}

    def cardo4_trigger_redirect(self, target: Any, event: str, to: dict[str, Any]) -> Any:
        """「『起動』：<cards>は、破壊されて廃棄される場合、廃棄される代わりに…」: family B's redirect (st_redirect), in
        force while the card is on the field; `header` keeps its 起動 for the printer."""
        from .compiler import Compiled

        app = self.st_redirect(target, event, to)  # type: ignore[attr-defined]
        return Compiled(ability={"kind": "static", "continuous": [{**app, "header": "trigger"}]})

    def cardo4_st_gain_costed(self, target: Any, _kw: Token) -> dict[str, Any]:
        """「…は、「〔１〕：ゲイン」を得る」: ゲイン at its built-in cost ① (keywords.KEYWORD_COST), said with it."""
        return {"apply": "keyword", "target": target, "keyword": "gain", "wording": "costed"}

    # ---- 「…場合、対象2を持ち主の手札に移す代わりに廃棄する」 (instead_if, cardo4rules.py)
    def cardo4_to_junkyard(self) -> str:
        return "junkyard"

    def cardo4_to_discard_bottom(self) -> str:
        return "discard_bottom"

    def cardo4_timed_instead(self, *parts: Any) -> Any:
        """The text's steps, with the bounce of the target named (対象N, or the only one) replaced by instead_if: that
        target goes to `to` instead of the hand when a card of the printed name is an own G or in the own junkyard."""
        from .compiler import Unsupported

        note = parts[-1] if isinstance(parts[-1], Token) and parts[-1].type == "CARDO4_SET_NOTE" else None
        *head, steps, said, to = parts[:-1] if note is not None else parts
        m = re.fullmatch(r"本来の名称が「([^「」]+)」であるカードが自軍Gまたは自軍ジャンクヤードにある場合(?:対象(\d*)を)?"
                         r"持ち主の手札に移す代わりに", str(said))
        assert m is not None
        name, ref = m.group(1), m.group(2)
        n = 0 if ref is None else int(ref or 1)  # 0: no 対象 said (the step's only target)
        if len(steps) != 1:
            raise Unsupported("replacement effect")
        first = split_pair(steps[0]) if needs_split(steps[0]) else steps[0]  # 「AとBを…」: each (textc/cards.py)
        bounces = first["steps"] if first.get("do") == "together" else [first]
        if not all(b.get("do") == "bounce" and isinstance(b.get("target"), dict) and "_ref" not in b["target"]
                   and b["target"].get("count") == 1 for b in bounces) or not 0 <= n <= len(bounces) \
                or (n == 0 and len(bounces) != 1):
            raise Unsupported("replacement effect")
        i = max(n, 1) - 1
        swapped = {"do": "instead_if", "target": bounces[i]["target"], "of": "bounce", "to": to, "ref": n,
                   "condition": {"exists": {"name": name, "zone": ["gzone", "junkyard"], "side": "own"}}}
        if note is not None:  # 「（注：場にセットされているキャラも対象にできる）」 (P66 restated: set cards are cards)
            if not bounces[i]["target"].get("set_card"):
                raise Unsupported("replacement effect")
            swapped["note"] = "set_char"
        new = [*bounces[:i], swapped, *bounces[i + 1:]]
        step = {**first, "steps": new} if first.get("do") == "together" else swapped
        return self.timed(*head, [step])  # type: ignore[attr-defined]

    def cardo4_no_sortie_absent(self, target: Any, *parts: Any) -> dict[str, Any]:
        """「このカードは、敵軍ユニットがいない場合、攻撃に出撃できない」: family O's st_no_sortie with the absent
        condition (family V3's wording inside)."""
        from .compiler import _selector

        *sel_parts, ban = parts
        out: dict[str, Any] = self.st_no_sortie(target, ban)  # type: ignore[attr-defined]
        return {**out, "condition": {"not": {"exists": _selector(tuple(sel_parts), {})}}}

    def cardo4_on_group_watched(self, *parts: Any) -> dict[str, Any]:
        """「このセットグループの…が攻撃に出撃した場合」: family B3's cardb3_on_watched, `of` in this set group."""
        out: dict[str, Any] = self.cardb3_on_watched(*parts)  # type: ignore[attr-defined]
        return {**out, "of": {"group": True, **out["of"]}}

    def cardo4_enters_as_g_rolled(self, _said: Token, *thens: dict[str, Any]) -> Any:
        """〈このカードは、Gとして場に出る場合、ロール状態で出す事ができる。その場合、…〉: at enters_as_g, the player may
        roll the G just made (optional roll of this card), and only then (その場合, all or nothing) the steps after."""
        from .compiler import Compiled

        roll = {"do": "optional", "steps": [{"do": "roll", "target": "self"}]}  # print_cardo4.ENTER_ROLLED
        built = self.triggered({"on": "enters_as_g"}, self.sentences(roll, *thens))  # type: ignore[attr-defined]
        return Compiled(ability={**built.ability, "wording": "topic"})  # 「このカードは、…場合、」: the card as the topic

    def cardo4_bw_chosen(self, t: Any) -> dict[str, Any]:
        """「自軍手札1枚を選んで、記述を持たないセットカードとして…」: the card picked from the own hand (or hand and hangar)
        as the step resolves (family C3's set_blank, what hand / hand_hangar)."""
        from .compiler import Unsupported

        zone = t.get("zone") if isinstance(t, dict) else None
        key = "+".join(zone) if isinstance(zone, list) else str(zone)
        what = {"hand": "hand", "hand+hangar": "hand_hangar"}.get(key)
        if what is None or not isinstance(t.get("count"), int) or t.get("side") != "own" \
                or set(t) - {"side", "zone", "count", "type"} or t.get("type", "card") != "card":
            raise Unsupported("a set card without a description chosen from another place")
        return {"what": what, "count": t["count"]}

    def cardo4_trait_and_reroll(self, target: Any, name: Token) -> dict[str, Any]:
        """「…は、ターン終了時まで、「特徴：A」を得ると共に、リロールできる」: the trait, then the same card may be rerolled."""
        out: dict[str, Any] = self._and_reroll(  # type: ignore[attr-defined]
            target, {"do": "grant_trait", "trait": str(name), "until": "turn_end"})
        return out

    def cardo4_char_with(self, name: Token) -> str:
        return str(name)

    def cardo4_c_two_characters(self, a: str, b: str, state: dict[str, Any]) -> dict[str, Any]:
        """「このカードが、「特徴：A」を持つキャラと「特徴：B」を持つキャラがセットされている状態で、<state>」 (R-223)."""
        from .compiler import Unsupported

        if a == b:
            raise Unsupported("the same trait twice")
        return {"all": [{"has_character_trait": a}, {"has_character_trait": b}, state]}

    def cardo4_on_group_refit_out(self) -> dict[str, Any]:
        return {"on": "group_refit_out"}

    def cardo4_on_watched_refit_out(self, *parts: Any) -> dict[str, Any]:
        from .cardc import _selector_of

        return {"on": "card_refit_out", "of": _selector_of(parts)}

    def cardo4_unplayable(self, _said: Token) -> Any:
        """「『恒常』：このカードは、プレイできない。」 (a 恒常 text: in force in the hand and hangar, P68)."""
        from .compiler import Compiled

        return Compiled(ability={"kind": "constant", "continuous": [{"apply": "unplayable", "target": "self"}]})

    def cardo4_t_group_chosen(self, *parts: Any) -> dict[str, Any]:
        """「このセットグループの、…自軍ユニット1枚」: N cards of this card's set group that fit (chosen as targets)."""
        from .compiler import _selector

        *rest, n = parts
        return {"group": True, **_selector(tuple(rest), {"count": int(str(n))})}

    def cardo4_st_no_reroll(self, target: Any) -> dict[str, Any]:
        """「全てのGは、リロールできない」: every card of the selector (全ての only) stays rolled."""
        from .compiler import Unsupported

        if not isinstance(target, dict) or target.get("count") != "all":
            raise Unsupported("a reroll ban on this card or on cards chosen")
        return {"apply": "no_reroll", "target": target}
