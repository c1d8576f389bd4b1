"""Family B4 of the card-text compiler (issue 14): battle, sorties and damage, second round.

Grammar in grammar_cardb4.lark; `Cardb4Build` is a mixin of the compiler's transformer (compiler._Build).
The printer's wordings of the same constructs are in print_cardb4.py; the engine reads them in
engine/games/nexa/battlestates.py (selector keys destroyed_by, sortie_state) and cardt2steps.py (side_picks).
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from .cardv4 import ANY_TARGETS

SIDE = {"自軍": "own", "敵軍": "enemy"}
KIND = {"戦闘": "battle", "通常": "normal"}
HERE = {"このカードがいる戦闘エリア": "ga", "このカードのいる戦闘エリア": "no"}
SORTIE = {"攻撃に出撃している": "attacking", "防御に出撃している": "defending", "交戦中の": "engaged"}
EACH_OWN = "b4_each_own"  # 「全ての軍は、自分の…開始時に、…」: the turn's player does it (R-235)
EITHER = "b4_sentences"  # 「A。または、B。」 (a mode of modesz3.py)
BAN = {"戦闘エリアに移動させる事ができない": "move", "出撃させる事ができない": "sortie",
       "防御に出撃させる事ができない": "defence", "攻撃に出撃させる事ができない": "attack"}
SQUAD_DEALT = {"": "deals_battle_damage", "敵軍本国に": "deals_home_damage", "敵軍部隊に": "deals_unit_damage"}


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardb4Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardb4.lark)."""

    # ---- 「敵軍ユニットが、通常ダメージで破壊された場合」 (R-230)
    def cardb4_on_destroyed_by(self, *parts: Any) -> dict[str, Any]:
        from .cardc import _selector_of

        *quals, kind = parts
        sel = _selector_of(tuple(quals))
        if "destroyed_by" in sel:
            raise _unsupported("selector: repeated qualifier")
        return {"on": "card_destroyed", "of": {**sel, "destroyed_by": KIND[str(kind)]}, "wording": "b4_destroyed_by"}

    # ---- 「敵軍は、自分のユニット1枚を選んで、このカードがいる戦闘エリアに移す」 (R-231)
    def cardb4_s_picks_to_area(self, side: Token, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        if isinstance(parts[-1], Token) and parts[-1].type == "ROLL_STATE":
            *parts_, state = parts
            rolled: dict[str, Any] = {"rolled": str(state) == "ロール状態"}
        else:
            parts_, rolled = list(parts), {}
        *quals, kind, n, here = parts_
        sel = {**_selector((*quals, kind), {}), "side": SIDE[str(side)]}
        out: dict[str, Any] = {"do": "side_picks", "side": SIDE[str(side)], "filter": sel, "count": int(str(n)),
                               "then": "to_area", "area": "self", "position": "back", **rolled}
        if HERE[str(here)] == "no":
            out["wording"] = "b4_no"
        return out

    # ---- 「…自軍カードが、攻撃に出撃している、または交戦中の場合」 (P32, P33, P70)
    def cardb4_c_sortied(self, *parts: Any) -> dict[str, Any]:
        from .cardc import _selector_of

        *quals, words = parts
        sel = _selector_of(tuple(quals))
        w = str(words)
        states = [SORTIE[w.split("または")[0]]] + (["engaged"] if "または" in w else [])
        if "sortie_state" in sel or "engaged" in sel:
            raise _unsupported("selector: repeated qualifier")
        return {"exists": {**sel, "sortie_state": states}}

    # ---- 「このカードが（event）、または、このカードの部隊が敵軍部隊に戦闘ダメージを与えた場合」 (P68)
    def cardb4_on_events_or_squad_dealt(self, *parts: Any) -> dict[str, Any]:
        to = ""
        if parts and isinstance(parts[-1], Token):
            to = str(parts[-1])
            parts = parts[:-1]
        flat = [e for group in parts for e in group] + [SQUAD_DEALT[to]]
        if len(set(flat)) != len(flat):
            raise _unsupported("trigger: the same event twice")
        return {"on": flat[0], "also_on": flat[1:], "wording": "b4_squad_last"}

    # ---- 「…1～3枚に、3ダメージを振り分けて与える」 (R-232)
    def cardb4_s_damage_split(self, target: Any, n: Token) -> dict[str, Any]:
        if isinstance(target, dict) and target.get("count") == ANY_TARGETS:  # 「任意の枚数の…」 (family V4, R-200)
            shared: dict[str, Any] = self.cardv4_s_share_damage(target, n)  # type: ignore[attr-defined]
            return shared
        return {"do": "damage", "target": target, "amount": "X" if str(n) == "X" else int(str(n)), "split": True}

    # ---- 「A。または、B。」: one of two sentences, a mode declared on play (R-233)
    def cardb4_either_sentences(self, first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
        for s in (first, second):
            if s.get("do") == "choose_one" or "_ref" in str(s.get("target")):
                raise _unsupported("または between sentences: a choice inside, or 対象 of the other sentence")
        return {"do": "choose_one", "wording": EITHER, "options": [
            {"label": {"ja": "前の効果", "en": "The first"}, "steps": [first]},
            {"label": {"ja": "後の効果", "en": "The second"}, "steps": [second]}]}

    # ---- 「このターン、全ての軍は、ユニットを戦闘エリアに移動させる事ができない」 (R-234)
    def cardb4_s_sortie_ban(self, *parts: Token) -> dict[str, Any]:
        side = "all" if len(parts) == 1 else SIDE[str(parts[0])]
        return {"do": "sortie_ban", "side": side, "ban": BAN[str(parts[-1])], "until": "this_turn"}

    def cardb4_s_unit_no_sortie(self, target: Any) -> dict[str, Any]:
        return {"do": "status", "target": target, "status": "cannot_sortie", "until": "this_turn", "wording": "b4_suru"}

    # ---- 「「サイコミュ」の効果でダメージを受けている」 (P75)
    def cardb4_q_psycommu_damaged(self) -> dict[str, Any]:
        return {"damaged_by": "psycommu"}

    # ---- 「…が「ゲイン」の効果で戦闘修正を得ている」 (P75), 「攻撃に出撃している、または交戦中の」 before the card
    def cardb4_c_gain_mod(self, *parts: Any) -> dict[str, Any]:
        from .cardc import _selector_of

        sel = _selector_of(parts)
        return {"exists": {**sel, "gain_mod": True}}

    def cardb4_q_sortied(self, words: Token) -> dict[str, Any]:
        w = str(words)
        return {"sortie_state": [SORTIE[w.split("または")[0]]] + (["engaged"] if "または" in w else [])}

    # ---- 「このカードと同じ部隊にいる」 (P70)
    def cardb4_q_same_squad(self) -> dict[str, Any]:
        return {"same_squad_as": True}

    # ---- 「全ての軍は、自分の戦闘フェイズ開始時に、…」 (R-235)
    def cardb4_each_own_start(self, when: Token, steps: list[Any]) -> Any:
        from .compiler import WHEN

        made = self.triggered({"on": "step_start", "when": WHEN[str(when)]}, steps)  # type: ignore[attr-defined]
        ab = made.ability
        effect = ab["effect"]
        if ab.get("targets") or any(set(s) - {"do", "side", "count", "amount"} or s.get("side") != "own"
                                    for s in effect):
            raise _unsupported("全ての軍は自分の…開始時に: a step other than the own side's (draw, recover)")
        flipped = [{**s, "side": "enemy"} for s in effect]
        ab["effect"] = [{"do": "if", "condition": {"turn": "own"}, "then": effect, "else": flipped,
                         "wording": EACH_OWN}]
        ab["wording"] = EACH_OWN
        return made

    # ---- 「このカードが、敵軍戦闘フェイズ中に場に出た場合」 (P57)
    def cardb4_on_self_event_side_during(self, side: Token, when: Token, event: list[str]) -> dict[str, Any]:
        out: dict[str, Any] = self.on_self_event_during(when, event)  # type: ignore[attr-defined]
        out["condition"] = {"all": [{"turn": SIDE[str(side)]}, out["condition"]]}
        return {**out, "wording": "b4_side_during"}

    # ---- 「…の戦闘力1つを、ターン終了時まで1に固定する」 (R-236)
    def cardb4_s_fix_one(self, target: Any, n: Token) -> dict[str, Any]:
        return {"do": "fix_one", "target": target, "value": int(str(n)), "until": "turn_end"}

    def cardb4_sentence_fix_one_noted(self, step: dict[str, Any], _note: Token) -> dict[str, Any]:
        if step.get("do") != "fix_one":
            raise _unsupported("note: 戦闘力は個別で選択できない after another step")
        return {**step, "note": True}

    # ---- 「「特徴：艦艇」を持つ自軍ユニットが出撃した場合」 (P68)
    def cardb4_on_watched_sortie(self, *parts: Any) -> dict[str, Any]:
        from .cardc import _selector_of

        sel = _selector_of(parts)
        if set(sel) == {"side", "type"} and sel["type"] == "unit":  # 「自軍ユニットが出撃した場合」: family V2's
            return {"on": f"{sel['side']}_unit_sorties"}
        return {"on": "card_sortie", "of": sel}

    # ---- 「…は、このターン、「速攻」「強襲」「改装」が無効となる」 (P57)
    def cardb4_s_lose_keywords(self, target: Any, *kws: Token) -> dict[str, Any]:
        from .compiler import COST_KW, SIMPLE_KW, TRAIT_KW

        names = {**SIMPLE_KW, **TRAIT_KW, **COST_KW}
        keys = [names[str(k)] for k in kws]
        if len(set(keys)) != len(keys):
            raise _unsupported("the same special effect twice")
        return {"do": "lose_keywords", "target": target, "keywords": keys, "until": "this_turn"}

    # ---- 「このカードは、…場合、2ダメージを受ける」 (the topic form of textc/cardt.py)
    def cardb4_tp_damage(self, n: Token) -> list[dict[str, Any]]:
        return [{"do": "damage", "target": "self", "amount": int(str(n))}]
