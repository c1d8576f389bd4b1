"""Family T8 of the card-text compiler (issue 14): texts about texts and effects, third round
(grammar_cardt8.lark; printed back by print_cardt8.py; the engine's verbs are in cardt8steps.py)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

WHAT = {"テキスト1つ": "text", "特殊効果1つ": "special", "全てのテキスト": "all"}
WHAT_JA = {v: k for k, v in WHAT.items()} | {"used_all": "全ての使用型テキスト"}


def _one(tok: Token) -> dict[str, Any]:
    """「が持つテキスト1つ（と、まだ未解決のその効果）」: what is lost, and the waiting effects said with it."""
    word = str(tok)[len("が持つ"):]
    out: dict[str, Any] = {}
    for ja, what in WHAT.items():
        if word.startswith(ja):
            out["what"] = what
            rest = word[len(ja):]
            if rest:
                out["pending"] = "still" if "まだ" in rest else "bare"
    return out


@v_args(inline=True)
class Cardt8Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardt8.lark)."""

    def cardt8_s_lose_one(self, target: Any, one: Token, tail: Token) -> dict[str, Any]:
        """「…が持つテキスト1つ（と、まだ未解決のその効果）を（選んで）、ターン終了時まで無効にする（できる）」 (R-460)."""
        step: dict[str, Any] = {"do": "cardt8_lose_one", "target": target, **_one(one), "until": "turn_end"}
        if "選んで" in str(tail):
            step["wording"] = "pick"
        return step

    def cardt8_s_lose_one_turn(self, target: Any, one: Token, _tail: Token) -> dict[str, Any]:
        """「このターン、…が持つ特殊効果1つを無効にする」: the same, lost for this turn."""
        return {"do": "cardt8_lose_one", "target": target, **_one(one), "until": "this_turn"}

    def cardt8_s_set_onto_battle(self, what: Any, _word: Token, onto: Any) -> dict[str, Any]:
        """「…キャラ1枚を、戦闘エリアにいる（…）自軍ユニット1枚にセットする」: family T5's set_onto, the unit in a battle area."""
        if isinstance(onto, dict) and "zone" not in onto:
            onto = {"zone": "battle", **onto}
        return self.cardt5_s_set_onto(what, onto)  # type: ignore[attr-defined, no-any-return]

    def cardt8_s_lose_used(self, target: Any, _word: Token) -> dict[str, Any]:
        """「…が持つ全ての使用型テキストを、このターン、無効にする」: its texts with a timing go this turn (R-460)."""
        return {"do": "cardt8_lose_one", "target": target, "what": "used_all", "until": "this_turn",
                "wording": "used_this_turn"}

    def cardt8_on_gains_engaged(self, _word: Token) -> dict[str, Any]:
        """「このカードが、交戦中の状態で、「ゲイン」の効果で戦闘修正を得た場合」: heard while the card is engaged."""
        return {"on": "gains", "condition": {"self_engaged": True}, "wording": "cardt8_engaged"}

    def cardt8_s_keywords_stats(self, target: Any, *parts: Any) -> dict[str, Any]:
        """「…は、ターン終了時まで「速攻」、「強襲」、+1/+1/+1を得る」: the special effects and the change together."""
        from .cardt2 import _keywords
        from .compiler import Unsupported, _fixed

        if target != "self":  # (two steps of one chosen card would bind two targets)
            raise Unsupported("special effects and a change for a chosen card")
        kws = tuple(p for p in parts if isinstance(p, Token))
        stats = next(p for p in parts if isinstance(p, list))
        _fixed(stats)
        return {"do": "sequence", "wording": "cardt8_kw_stats", "steps": [
            {"do": "grant_keywords", "target": target, "keywords": _keywords(kws), "until": "turn_end"},
            {"do": "modify", "target": target, "stats": stats, "until": "turn_end"}]}

    def cardt8_s_name_special(self, target: Any, _word: Token) -> dict[str, Any]:
        """「…が持つ特殊効果1つを指定する」: one special effect of the card, named as the step resolves (R-463)."""
        return {"do": "cardt8_name_special", "target": target}

    def cardt8_s_lose_named(self, target: Any, _word: Token) -> dict[str, Any]:
        """「…が持つ、指定した特殊効果を、ターン終了時まで無効にする」: the cards lose the special effect named (R-463)."""
        return {"do": "cardt8_lose_named", "target": target, "until": "turn_end"}

    def cardt8_s_gain_lost(self, target: Any, same: Token) -> dict[str, Any]:
        """「（card）は、ターン終了時まで、無効にしたテキストと同じテキストを得る」: the text taken by the step before."""
        what = "text" if "テキスト" in str(same) else "special"
        return {"do": "cardt8_gain_lost", "target": target, "what": what, "until": "turn_end"}


KW_EFFECT_NAMES = {"サイコミュ": "psycommu", "範囲兵器": "area_weapon"}
KW_EFFECT_JA = {v: k for k, v in KW_EFFECT_NAMES.items()}


@v_args(inline=True)
class Cardt8Change(Transformer[Token, Any]):
    """「…が持つ「サイコミュ」の効果1つを、このターン、『…』に変更する」 (grammar_cardt8.lark; R-462)."""

    def cardt8_into_one(self, step: dict[str, Any]) -> list[dict[str, Any]]:
        return [step]

    def cardt8_into_then(self, first: dict[str, Any], then: dict[str, Any]) -> list[dict[str, Any]]:
        return [first, {**then, "after": True}]

    def cardt8_into_if(self, cond: dict[str, Any], step: dict[str, Any]) -> list[dict[str, Any]]:
        """「このカードが戦闘エリアにいる場合、…」 as the quoted steps: the step when the condition holds as it resolves
        (このカード: the card whose special effect it is)."""
        return [{"do": "if", "condition": cond, "then": [step], "wording": "cardt8_into"}]

    def cardt8_into_picks_x(self, side: Token, *parts: Any) -> list[dict[str, Any]]:
        """「敵軍は、自分のカードX枚を選んでロールする」 as the quoted steps: family Z3's side_picks, X the special effect's
        value (put in when the text is read, stats._changed_texts)."""
        step = self.cardz3_side_picks_roll(side, *parts, Token("INT", "0"))  # type: ignore[attr-defined]
        return [{**step, "count": "X"}]

    def cardt8_s_change_kw(self, target: Any, tok: Token, into: list[dict[str, Any]]) -> dict[str, Any]:
        from .compiler import _bind

        word = str(tok)
        name = word[word.index("「") + 1:word.index("」")]
        step: dict[str, Any] = {"do": "cardt8_change_kw", "target": target,
                                "keyword": KW_EFFECT_NAMES[name.rstrip("X")],
                                "until": "this_turn" if word.endswith("このターン") else "turn_end",
                                "into": _bind(into, x_paid=True)}  # its own targets, chosen when it is played
        wording = ("of" if word.startswith("の") else "has") + ("_x" if name.endswith("X") else "") \
            + ("_one" if "効果1つ" in word else "")
        step["wording"] = wording
        return step


ENTERED_THIS_TURN = {"exists": {"self": True, "entered_this_turn": True}}


@v_args(inline=True)
class Cardt8Abilities(Transformer[Token, Any]):
    """Whole abilities of family T8 (grammar_cardt8.lark)."""

    def cardt8_timed_entered_only(self, *parts: Any) -> Any:
        """「…。この効果は、このカードが場に出たターン中のみ使用できる。」: played only in the turn the card entered."""
        from .compiler import Unsupported

        *rest, _word = parts
        out = self.timed(*rest)  # type: ignore[attr-defined]
        ab = dict(out.ability)
        if "condition" in ab:
            raise Unsupported("a text with a condition and the turn it entered")
        ab["condition"] = ENTERED_THIS_TURN
        ab["wording"] = "cardt8_entered_only"
        return type(out)(ability=ab)
