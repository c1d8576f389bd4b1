"""Family Z4 (issue 14): zones, leaving the field, and the notes that restate them (grammar_cardz4.lark)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

IN_JUNKYARD = {"self_in": "junkyard"}  # the condition of a text heard from the own junkyard (junkz4.py)
JUNK_HEARD = ("card_enters", "card_played")  # the events such a text may hear (effects.queue_trigger)
ENTER_NOTE = "cardz4_enter_note"
MOVED_NOTE = "cardz4_moved_note"  # 「（注：カードをハンガーに移さなかった場合、残りは廃棄しない）」  # 「（注：このカードが場に出た時にも起動する）」
FULL_PILE_NOTE = "cardz4_full_pile:"  # 「（注：自軍捨て山がN枚以下の場合、自軍捨て山を選択できない）」, N after the colon
SELF_IN_BATTLE = {"self": True, "zone": "battle"}  # 「このカードが、戦闘エリアにいる状態で場から離れた場合」
# watched entries a card may fit itself (「…が場に出た場合」, 「…がプレイされて…」, 「…が「改装」の効果で…」)
_ENTRY_WATCHES = ("card_enters", "card_played", "card_refit_in", "card_played_or_refit")


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardz4Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardz4.lark (a lark Transformer through `_Build`)."""

    def cardz4_on_card_leaves(self, *parts: Any) -> dict[str, Any]:
        """「（selector）が場から離れた場合」: a card that fits, as it was on the field, leaving it (R-240)."""
        from .cardc import _selector_of

        return {"on": "card_leaves", "of": _selector_of(parts)}

    def cardz4_on_self_leaves_battle(self) -> dict[str, Any]:
        return {"on": "card_leaves", "of": dict(SELF_IN_BATTLE)}

    def cardz4_enter_note(self) -> Any:
        from .compiler import Compiled

        return Compiled(reminder=ENTER_NOTE)

    def cardz4_moved_note(self, _note: Token) -> Any:
        from .compiler import Compiled

        return Compiled(reminder=MOVED_NOTE)

    def cardz4_triggered_moved(self, trig: dict[str, Any], steps: list[Any], _note: Token) -> Any:
        """The text with the note after it on its line: its search marked (R-248)."""
        from .compiler import Compiled

        ab = dict(self.triggered(trig, steps).ability)  # type: ignore[attr-defined]
        _mark_moved(ab)
        if "'wording': 'cardz4_moved'" not in repr(ab["effect"]):
            raise _unsupported("注:カードをハンガーに移さなかった場合: a text that moves no looked-at card to the hangar")
        return Compiled(ability=ab)

    def cardz4_full_pile_note(self, n: Token) -> Any:
        from .compiler import Compiled

        return Compiled(reminder=f"{FULL_PILE_NOTE}{int(str(n))}")


def _fits_self(card: dict[str, Any], of: dict[str, Any]) -> bool:
    """Does the card fit a watched entry's selector (traits, type, own side; nothing else named)?"""
    if not set(of) <= {"trait", "type", "side"} or of.get("side") not in (None, "own"):
        return False
    kind = of.get("type")
    if kind is not None and kind != card.get("type") and not (isinstance(kind, list) and card.get("type") in kind):
        return False
    trait = of.get("trait")
    return trait is None or trait in card.get("traits", ())


def _piles_step(a: dict[str, Any]) -> dict[str, Any] | None:
    """The text's step 「自軍本国、または自軍捨て山の上のカードN枚を…」 (take_top of either own pile), else None."""
    steps: list[dict[str, Any]] = a.get("effect", [])
    for st in steps:
        if st.get("do") == "take_top" and st.get("zone") == ["home", "discard"] and st.get("side", "own") == "own" \
                and isinstance(st.get("count"), int) and "wording" not in st:
            return st
    return None


def attach(reminder: str, abilities: list[dict[str, Any]]) -> None:
    """A note on a line of its own said of the text before it: 「自軍捨て山を選択できない」 marks its take_top step
    (wording full_pile) when N is one less than the cards it takes."""
    if reminder == MOVED_NOTE and abilities:
        _mark_moved(abilities[-1])
    if not reminder.startswith(FULL_PILE_NOTE) or not abilities:
        return
    a = abilities[-1]
    st = _piles_step(a)
    if st is not None and st["count"] == int(reminder.removeprefix(FULL_PILE_NOTE)) + 1:  # (compiled texts are
        a["effect"] = [{**x, "wording": "full_pile"} if x is st else x for x in a["effect"]]  # cached: copied)


def _mark_moved(a: dict[str, Any]) -> None:
    """「…1枚を、自軍ハンガーに移す事ができる。その場合、残りを廃棄する。」: its search stops the text with no card moved."""
    eff = a.get("effect", [])
    if not (a.get("all_or_nothing") and len(eff) == 2 and eff[0].get("do") == "optional"
            and len(eff[0]["steps"]) == 1 and eff[0]["steps"][0].get("do") == "search"
            and eff[0]["steps"][0].get("to") == "hangar" and "wording" not in eff[0]["steps"][0]
            and eff[1] == {"do": "move_rest", "to": "junkyard"}):
        return
    a["effect"] = [{**eff[0], "steps": [{**eff[0]["steps"][0], "wording": "cardz4_moved"}]}, eff[1]]


def notes_fit(card: dict[str, Any], abilities: list[dict[str, Any]]) -> set[str]:
    """The notes of this family the card may carry (importer.py): what they restate is one of its texts."""
    out: set[str] = set()
    for a in abilities:
        of = a.get("of")
        if a.get("kind") == "triggered" and a.get("on") in _ENTRY_WATCHES and isinstance(of, dict) \
                and _fits_self(card, of):
            out.add(ENTER_NOTE)  # its own entry is heard too (P68)
        if "'wording': 'cardz4_moved'" in repr(a.get("effect", ())):
            out.add(MOVED_NOTE)
        for st in a.get("effect", ()):
            if st.get("do") == "take_top" and st.get("wording") == "full_pile":
                out.add(f"{FULL_PILE_NOTE}{st['count'] - 1}")
    return out


@v_args(inline=True)
class Cardz4Statics(Transformer[Token, Any]):
    """The static texts of the family (a second mixin, so each class stays small)."""

    def cardz4_st_cost_gain(self, t: Any, change: dict[str, Any]) -> dict[str, Any]:
        """「（cards of the hand or hangar）は、合計国力-1を得る」: their play costs less (P55; apply cost, wording gain)."""
        zone = t.get("zone") if isinstance(t, dict) else None
        if not (isinstance(zone, (str, list)) and set([zone] if isinstance(zone, str) else zone) <= {"hand", "hangar"}):
            raise _unsupported("合計国力を得る: cards that are not of the hand or hangar")
        if set(change) != {"total"} or not isinstance(change["total"], int) or change["total"] >= 0:
            raise _unsupported("合計国力を得る: not a lower total cost")
        return {"apply": "cost", "target": t, "total": change["total"], "wording": "gain"}

    def cardz4_p_no_enemy_roll(self) -> str:
        return "no_enemy_roll"

    def cardz4_s_modify_protect(self, t: Any, stats: list[Any], status: str) -> dict[str, Any]:
        """「…1枚は、ターン終了時まで+2/+2/+2を得ると共に、敵軍効果ではロールしない」: both on the one target (bound
        once, compiler._bind_step)."""
        from .compiler import _fixed

        if not (isinstance(t, dict) and "_ref" not in t and isinstance(t.get("count"), int)) and t != "self":
            raise _unsupported("を得ると共に（protection）: not one chosen target")
        _fixed(stats)
        return {"do": "together", "wording": "cardz4_protect", "steps": [
            {"do": "modify", "target": t, "stats": stats, "until": "turn_end"},
            {"do": "status", "target": t, "status": status, "until": "turn_end"}]}

    def cardz4_st_enemy_phase_reroll(self) -> dict[str, Any]:
        return {"apply": "status", "target": "self", "status": ENEMY_PHASE_REROLL}


ENEMY_PHASE_REROLL = "enemy_phase_reroll"  # 「このカードは、敵軍リロールフェイズの規定の効果でもリロールする」 (turn.py)


@v_args(inline=True)
class Cardz4Sentences(Transformer[Token, Any]):
    """Sentences of the family (a third mixin)."""

    def cardz4_junk_triggered(self, trig: dict[str, Any], steps: list[Any]) -> Any:
        """「『恒常』：このカードが自軍ジャンクヤードにある状態で、（selector）が場に出た場合、…」: heard from the junkyard (R-246)."""
        from .compiler import Compiled

        if trig.get("on") not in JUNK_HEARD or "condition" in trig:
            raise _unsupported("自軍ジャンクヤードにある状態で: an event other than another card's entering")
        built = self.triggered(trig, steps)  # type: ignore[attr-defined]
        return Compiled(ability={**built.ability, "condition": dict(IN_JUNKYARD)})

    def cardz4_if_discarded(self, first: dict[str, Any], *parts: Any) -> dict[str, Any]:
        """「（step）。この効果で（selector）が廃棄された場合、（step）。」: the second step when a card of the selector went
        to a junkyard by the first (R-245)."""
        from .cardc import _selector_of

        *quals, then = parts
        discards = first.get("do") == "discard_hand" or (first.get("do") == "take_top" and first.get("to") == "junkyard")
        if not discards or then.get("do") in ("watch_discarded", "sequence"):
            raise _unsupported("この効果で…が廃棄された場合: a step before that discards no hand or pile cards")
        return {"do": "watch_discarded", "steps": [first, {"do": "if_discarded", "of": _selector_of(tuple(quals)),
                                                           "steps": [then]}]}

    def cardz4_hands_and_to_home(self, t: Any, end: Token) -> dict[str, Any]:
        """「全ての手札と全てのユニットを持ち主の本国の下に移す」: every hand's cards, then the cards named (all of them)."""
        if not (isinstance(t, dict) and t.get("count") == "all" and "zone" not in t):
            raise _unsupported("全ての手札と…: not every card of a kind on the field")
        to = "home_top" if str(end) == "上" else "home_bottom"
        return {"do": "sequence", "wording": "cardz4_hands_and", "steps": [
            {"do": "move", "target": {"zone": "hand", "side": "any", "count": "all"}, "to": to},
            {"do": "move", "target": t, "to": to}]}

    def cardz4_discard_hand_upto(self, side: Token, n: Token) -> dict[str, Any]:
        """「自軍手札2枚までを、可能な限り廃棄する」: the hand's player chooses (P61: a hand is seen by its player only)."""
        return {"do": "discard_hand", "side": {"自軍": "own", "敵軍": "enemy"}[str(side)], "count": int(str(n)),
                "wording": "cardz4_upto"}

    def cardz4_withdraw_state(self, t: Any, state: Token) -> dict[str, Any]:
        """「…を持ち主の配備エリアにロール状態で移す」: withdraw, the card in the roll state said."""
        if isinstance(t, dict) and t.get("zone", "battle") not in ("battle", "deploy"):
            raise _unsupported("持ち主の配備エリアに…移す: a card not on the field")
        return {"do": "withdraw_state", "target": t, "rolled": str(state) == "ロール状態"}

    def cardz4_q_one_junkyard(self) -> dict[str, Any]:
        return {"zone": "junkyard", "side": "any", "one_place": True}

    def cardz4_each_top_g(self, n: Token) -> dict[str, Any]:
        return {"do": "each_top_g", "count": int(str(n))}

    def cardz4_each_top_hangar(self, n: Token) -> dict[str, Any]:
        return {"do": "each_top_hangar", "count": int(str(n))}
