"""Family Z3 (issue 14): zones, moving and leaving play (grammar_cardz3.lark)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

HOME_OR = "home_or"  # choose_one wording: 「<side>本国、または<target>に…」 (the mode is the kind of target, R-170)
_SIDE = {"自軍": "own", "敵軍": "enemy"}


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardz3Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardz3.lark (a lark Transformer through `_Build`)."""

    def cardz3_home_or_damage(self, side: Token, t: Any, n: Token) -> dict[str, Any]:
        """「敵軍本国、または敵軍ユニット1枚にNダメージを与える」: the home, or the cards (chosen on play, R-170)."""
        if t == "self" or not isinstance(t, dict) or "_ref" in t:
            raise _unsupported("本国、または…に: this card or 対象")
        amount: int | str = "X" if str(n) == "X" else int(str(n))  # X: the value paid or said (family T9)
        return {"do": "choose_one", "wording": HOME_OR, "options": [
            {"label": {"ja": "本国", "en": "The home"},
             "steps": [{"do": "home_damage", "side": _SIDE[str(side)], "amount": amount}]},
            {"label": {"ja": "カード", "en": "The cards"},
             "steps": [{"do": "damage", "target": t, "amount": amount}]}]}

    def cardz3_to_own_deploy(self, t: Any, state: Token | None = None) -> dict[str, Any]:
        """「…を自軍配備エリアに（リロール状態で）移す」: a card on the field to the player's deploy area (R-171)."""
        if isinstance(t, dict) and (t.get("zone", "battle") not in ("battle", "deploy") or t.get("type") != "unit"):
            raise _unsupported("自軍配備エリアに移す: a card that is not a unit on the field")
        out: dict[str, Any] = {"do": "to_own_deploy", "target": t}
        if state is not None:
            out["rolled"] = str(state) == "ロール状態"
        return out

    def cardz3_to_enemy_hangar(self, t: Any) -> dict[str, Any]:
        """「…を敵軍ハンガーに移す」: a card on the field into the enemy's hangar (P62)."""
        if isinstance(t, dict) and t.get("zone", "battle") not in ("battle", "deploy"):
            raise _unsupported("敵軍ハンガーに移す: a card not on the field")
        return {"do": "to_hangar", "target": t, "side": "enemy"}

    def cardz3_each_pile_top(self, n: Token) -> dict[str, Any]:
        """「全ての軍は、自分の本国、または自分の捨て山の上のカードN枚を廃棄する」: each player's pick (R-174)."""
        return {"do": "each_pile_top", "count": int(str(n))}

    def cardz3_discard_to_home(self, end: Token) -> dict[str, Any]:
        return {"do": "pile_to_home", "side": "own", "to": "top" if str(end) == "上" else "bottom"}

    def cardz3_all_discards_to_homes(self, end: Token) -> dict[str, Any]:
        return {"do": "pile_to_home", "side": "any", "to": "top" if str(end) == "上" else "bottom"}

    def cardz3_shuffle_all(self) -> dict[str, Any]:
        """「全ての本国をシャッフルする」: each player's home, the controller's first."""
        return {"do": "shuffle_homes"}

    def cardz3_reroll_or_modify(self, t: Any, stats: list[Any]) -> dict[str, Any]:
        """「…1枚は、リロールする。または、ターン終了時まで+1/+1/+1を得る」: either step on one target (R-175). The
        second names the text's first target (対象1): a text with an earlier target does not print back the same."""
        if not (isinstance(t, dict) and "_ref" not in t and isinstance(t.get("count"), int)):
            raise _unsupported("リロールする。または: not one chosen target")
        return {"do": "choose_one", "wording": "reroll_or", "options": [
            {"label": {"ja": "リロール", "en": "Reroll"}, "steps": [{"do": "reroll", "target": t}]},
            {"label": {"ja": "戦闘修正", "en": "The modifier"},
             "steps": [{"do": "modify", "target": {"_ref": 1}, "stats": stats, "until": "turn_end"}]}]}

    def cardz3_after_resolving_if(self, cond: dict[str, Any], steps: list[Any]) -> Any:
        """「（condition）場合、このカードの解決直後に、…」: after_resolving with the text's condition."""
        from .compiler import Compiled

        built = self.after_resolving(steps)  # type: ignore[attr-defined]
        return Compiled(ability={**built.ability, "condition": cond})

    def cardz3_to_own_home(self, t: Any, end: Token) -> dict[str, Any]:
        """「自軍ジャンクヤードにある…を、自軍本国の上に移す」: an own card off the field to its owner's (own) home."""
        if not (isinstance(t, dict) and t.get("side") == "own" and t.get("zone") in ("junkyard", "hand")):
            raise _unsupported("自軍本国に移す: a card not of the own junkyard or hand")
        return {"do": "move", "target": t, "to": "home_top" if str(end) == "上" else "home_bottom", "wording": "own_home"}

    def cardz3_all_homes_top(self, n: Token) -> dict[str, Any]:
        return {"do": "tops_to_junk", "zone": "home", "count": int(str(n))}

    def cardz3_all_discards_top(self, n: Token) -> dict[str, Any]:
        return {"do": "tops_to_junk", "zone": "discard", "count": int(str(n)), "wording": "each_upto"}

    def cardz3_side_picks_roll(self, side: Token, *parts: Any) -> dict[str, Any]:
        """「敵軍は、自分のG1枚を選んでロールする」: that side picks its own cards, which are rolled (side_picks, R-112)."""
        from .compiler import SIDE, _selector

        *quals, kind, n = parts
        sel = {**_selector((*quals, kind), {}), "side": SIDE[str(side)]}
        return {"do": "side_picks", "side": SIDE[str(side)], "filter": sel, "count": int(str(n)), "then": "roll"}

    def cardz3_hangar_then(self, t: Any, step: dict[str, Any]) -> dict[str, Any]:
        """「…を自軍ハンガーに移し、…」: both steps in order (sequence, wording own)."""
        return _sequence({"do": "to_hangar", "target": t}, step)

    def cardz3_hand_then(self, t: Any, step: dict[str, Any]) -> dict[str, Any]:
        """「自軍G1枚を自軍手札に移し、…」: an own card to the own hand (its owner's, P62), then the step."""
        if not (t == "self" or (isinstance(t, dict) and t.get("side") == "own")):
            raise _unsupported("自軍手札に移し: a card that is not the player's")
        return _sequence({"do": "move", "target": t, "to": "hand"}, step)

    def cardz3_tt_g_plain(self) -> dict[str, Any]:
        return {"to": "gzone", "rolled": False, "wording": "plain"}

    # ---- 「（注：戻す場所は個別で選択できない）」
    def cardz3_timed_noted(self, *parts: Any) -> Any:
        return _noted(self.timed(*parts[:-1]))  # type: ignore[attr-defined]

    def cardz3_triggered_noted(self, trig: dict[str, Any], steps: list[Any], _note: Token) -> Any:
        return _noted(self.triggered(trig, steps))  # type: ignore[attr-defined]

    def cardz3_arrange_reminder(self, _note: Token) -> Any:
        from .compiler import Compiled

        return Compiled(reminder=ARRANGE_TOGETHER)


def _sequence(first: dict[str, Any], step: dict[str, Any]) -> dict[str, Any]:
    if step.get("do") == "sequence" or "_then" in step:
        raise _unsupported("three steps joined by 「し」")
    return {"do": "sequence", "wording": "own", "steps": [first, step]}


ARRANGE_TOGETHER = "arrange_together"  # the reminder's name, and the arrange step's wording ("together")


def _mark(steps: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], bool]:
    out, hit = [], False
    for st in steps:
        if st.get("do") == "arrange" and st.get("to") == "top_or_bottom":
            st, hit = {**st, "wording": "together"}, True
        elif "steps" in st:
            inner, found = _mark(list(st["steps"]))
            st, hit = ({**st, "steps": inner}, True) if found else (st, hit)
        out.append(st)
    return out, hit


def _noted(built: Any) -> Any:
    """A text followed by the note: its 「元の本国の上か下に戻す」 step carries it (wording together)."""
    from .compiler import Compiled

    ab = dict(built.ability)
    ab["effect"], hit = _mark(list(ab["effect"]))
    if not hit:
        raise _unsupported("注:戻す場所は個別で選択できない on a text that puts back no cards")
    return Compiled(ability=ab)


def has_arrange_either(abilities: list[dict[str, Any]]) -> bool:
    """Does a card's text put cards back on top or at the bottom of the home (what the note restates)?"""
    return "'to': 'top_or_bottom'" in repr(abilities)
