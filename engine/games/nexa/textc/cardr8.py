"""Compiler mixin of issue 14's family R8 (grammar_cardr8.lark): named step results and looking at cards, round 3."""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

# 「X。その場合、Y。（さらに）Z。」, 「X。その場合、Y。ターン終了時に、Z。」: the steps after the その場合 run, said without
# その場合 (a `sequence` with this wording; R-450)
REST: Final = "cardr8_rest"


def rest_after_then(out: list[dict[str, Any]], run: int) -> list[dict[str, Any]] | None:
    """The steps of a text whose その場合 run (steps 1..run-1) is followed by steps said on their own: the whole text is
    one effect applied only if all its parts can apply (P77 「前述、及び後述の効果全て」; R-450), the trailing steps kept as
    one `sequence` (wording cardr8_rest) so they print back without その場合. None if it is not that shape."""
    rest = out[run:]
    if run < 2 or not rest or any(s.get("_then") for s in rest):
        return None
    if all(s.get("after") for s in rest):  # only その後 steps: the shared reading (compiler.sentences)
        return None
    head = [{k: v for k, v in s.items() if k != "_then"} for s in out[:run]]
    return [*head, {"do": "sequence", "wording": REST, "steps": [_at_end_either(s) for s in rest]}, {"_all_or_nothing": True}]


def _at_end_either(s: dict[str, Any]) -> dict[str, Any]:
    """「ターン終了時に、A、または、B」: at the end of the turn, A or B (R-450), not A then, or B now."""
    opts = s.get("options") or []
    if s["do"] != "choose_one" or s.get("wording") or len(opts) != 2 or len(opts[0]["steps"]) != 1:
        return s
    first = opts[0]["steps"][0]
    if first["do"] != "at_turn_end" or first.get("wording") or first.get("after"):
        return s
    inner = {**s, "options": [{**opts[0], "steps": list(first["steps"])}, opts[1]]}
    return {"do": "at_turn_end", "steps": [inner]}


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cardr8Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardr8.lark (a lark Transformer through `_Build`)."""

    def cardr8_pick_bare(self, *parts: Any) -> dict[str, Any]:
        """「その中にある、「特徴：A」を持つユニットを」: one card (R-452); the look's step is marked (cardr8_bare)."""
        pick: dict[str, Any] = self.pick_typed(*parts, 1)  # type: ignore[attr-defined]
        return {**pick, "_cardr8_bare": True}

    def cardr8_swap_typed(self, *parts: Any) -> dict[str, Any]:
        pick: dict[str, Any] = self.pick_typed(*parts)  # type: ignore[attr-defined]
        return pick

    def cardr8_swap_named(self, name: Token, n: Any) -> dict[str, Any]:
        pick: dict[str, Any] = self.pick_name(name, n)  # type: ignore[attr-defined]
        return pick

    def cardr8_old_self(self) -> str:
        return "self"

    def cardr8_old_target(self, word: Token) -> dict[str, Any]:
        """「自軍ユニット1枚」 (one word here: after 「と」 a side is read as a qualifier's first word)."""
        from .compiler import SIDE

        w = str(word)
        if SIDE[w[:2]] != "own" or int(w[6:-1]) != 1:
            raise _unsupported("a card looked at swapped with another than one own unit")
        return {"side": "own", "type": "unit", "count": 1}

    def cardr8_look_top_swap(self, where: dict[str, Any], pick: dict[str, Any], old: Any, _may: Token,
                             shuffled: str | None = None) -> dict[str, Any]:
        """「…の上のカード1～5枚を見て、その中にある…1枚と、自軍ユニット1枚を置き換える事ができる。（その後、自軍本国を
        シャッフルする。）」 (R-454): the pile shuffled after the swap, declined or not."""
        if shuffled is not None and shuffled != where["zone"]:
            raise _unsupported("shuffling another pile than the one looked through")
        swap = _swap(where, pick, old)  # (a may of itself: the player picks none or one card, the shuffle follows anyway)
        return {**swap, "shuffled": True} if shuffled else swap

    def cardr8_look_all_swap(self, zone: str, pick: dict[str, Any], old: Any, _may: Token, shuffled: str) -> dict[str, Any]:
        """「自軍本国のカードを全て見て、その中にある「A」1枚と、このカードを置き換える事ができる。その後、自軍本国を
        シャッフルする」: the whole pile looked at, shuffled after (R-454)."""
        if shuffled != zone:
            raise _unsupported("shuffling another pile than the one looked through")
        return _swap({"zone": zone}, pick, old)

    def cardr8_if_not_swapped(self, _word: Token, step: dict[str, Any]) -> dict[str, Any]:
        """「この効果でこのユニットを置き換えなかった場合、…」: the step when the look swapped no card in (if_taken, R-454)."""
        return {"do": "sequence", "wording": NOT_SWAPPED, "steps": [{"do": "if_taken", "taken": False, "steps": [step]}]}

    def cardr8_q_roll_total_is(self, n: Token) -> dict[str, Any]:
        """「本来のロールコストの合計値がXである」: family V4's roll_cost (the printed roll cost, every colour's count
        added, P9), said so."""
        q: dict[str, Any] = self.cardv4_q_roll_cost(n)  # type: ignore[attr-defined]
        return {**q, "cardr8_said": "roll_total_is"}

    def cardr8_look_enter_back(self, where: dict[str, Any], pick: dict[str, Any], _area: Token, state: Token, _may: Token,
                               _back: Token) -> dict[str, Any]:
        """「…を見て、その中にある…1枚を、敵軍ユニットのいる戦闘エリアに…で出す事ができる。ターン終了時に、この効果で出した
        ユニットを自軍本国の上に移す。」 (R-456): two steps, the second on the card the first put in."""
        from .cardr3 import _rolled

        if "_picks" in pick or pick.get("count") != 1 or pick["filter"].get("type") != "unit":
            raise _unsupported("a look putting other than one unit into a battle area")
        enter = {"do": "cardr8_look_enter", "side": "own", **where, "filter": pick["filter"], "with": "enemy",
                 "rolled": _rolled(state)}
        back = {"do": "sequence", "wording": PUT_BACK, "steps": [{"do": "at_turn_end", "steps": [
            {"do": "move", "target": {"taken": True, "type": "unit", "count": "all"}, "to": "home_top"}]}]}
        return {"_cardr5_steps": [enter, back]}

    def cardr8_t_set_card_range(self, side: Token, lo: Token, hi: Token) -> dict[str, Any]:
        """「自軍セットカード1～2枚」: one to N set cards of that side (R-457)."""
        from .compiler import SIDE

        if int(str(lo)) != 1 or int(str(hi)) < 2:
            raise _unsupported("set cards of a range not from 1")
        return {"side": SIDE[str(side)], "set_card": True, "count": {"from": 1, "upto": int(str(hi))}}

    def cardr8_junk_set_that(self, trig: dict[str, Any], _word: Token) -> Any:
        """「…自軍ユニットが場に出る毎に、自軍ジャンクヤードにあるこのカードを、そのユニットにセットできる」 (R-458)."""
        from .compiler import Compiled

        if trig.get("on") != "card_enters" or trig.get("of", {}).get("type") != "unit" or "condition" in trig:
            raise _unsupported("this card set from the junkyard on another card than a unit entering")
        step = {"do": "set_onto", "target": "self", "onto_unit": {"cause": "that", "type": "unit", "count": "all"}}
        return Compiled(ability={"kind": "triggered", **trig, "condition": {"self_in": "junkyard"}, "effect": [
            {"do": "sequence", "wording": JUNK_SET, "steps": [{"do": "optional", "steps": [step]}]}]})

    def cardr8_q_that_squad(self) -> dict[str, Any]:
        """「その部隊にいる」: in this card's squad (P70), after a condition on this card's place in it (R-459)."""
        return {"same_squad": True, "cardr8_said": "that_squad"}

    def cardr8_look_all_onto_host(self, zone: str, pick: dict[str, Any], _onto: Token, shuffled: str) -> dict[str, Any]:
        """「…を全て見て、その中にある…キャラ1枚を、そのユニットにセットできる。その後、…をシャッフルする」: set on the unit
        this card is set on (only in a text triggered by this card set on a unit: cardr8.check)."""
        if shuffled != zone:
            raise _unsupported("shuffling another pile than the one looked through")
        if "_picks" in pick or pick.get("count") != 1 or pick["filter"].get("type") != "character":
            raise _unsupported("a look setting other than one character")
        return {"do": "cardr8_look_set_host", "side": "own", "zone": zone, "filter": pick["filter"]}

    def cardr8_look_top_set(self, where: dict[str, Any], pick: dict[str, Any], state: Token, how: Token) -> dict[str, Any]:
        """「…の上のカード1～5枚を見て、その中にある…を、自軍配備エリアに…で出し、このカードをセットできる」: the look (P61)
        puts the unit in, then this card is set on it (P66; family R3's cardr3_and_set)."""
        from .cardr3 import _and_set, _rolled

        look = {"do": "search", "side": "own", **where, **pick, "to": "deploy", "rolled": _rolled(state)}
        return _and_set(look, how)

    def cardr8_look_top_then_set(self, where: dict[str, Any], pick: dict[str, Any], state: Token,
                                 _then: Token) -> dict[str, Any]:
        """「…で出す事ができる。その場合、このカードを、そのユニットにセットする。」: as 「…で出し、このカードをセットできる」,
        the set only on the unit that came in (P77 その場合; R-453)."""
        step = self.cardr8_look_top_set(where, pick, state, Token("CARDR3_SET", "できる"))
        return {"do": "sequence", "wording": THEN_SET, "steps": [step]}


def cardr8_all_ref(names: Any, sel: dict[str, Any]) -> str | None:
    """「全ての自軍Gをリロールする。ターン終了時に、対象をロールする。」, 「このカードがセットされているユニットを…。…対象は…」: a
    「対象」 naming no chosen target, said right after a step on 全ての cards (or this card's unit): those cards, declared as a
    target found when the text resolves (every match, as the step before acts on; R-451). None when it is not that case."""
    last = names.last_all
    n = sel.get("_ref") or 1
    if last is None or n != len(names.declared) + 1:
        return None
    name = f"t{n}"
    names.declared[name] = last
    return name


def cardr8_name_alls(steps: list[dict[str, Any]], declared: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """The step that said the 全ての selector a later 「対象」 names (cardr8_all_ref) acts on that target too."""
    alls = {id(sel): name for name, sel in declared.items() if sel.get("count") == "all"}
    if not alls:
        return steps

    def swap(x: Any) -> Any:
        if isinstance(x, dict):
            if id(x) in alls:
                return alls[id(x)]
            return {k: swap(v) for k, v in x.items()}
        if isinstance(x, list):
            return [swap(v) for v in x]
        return x

    return [swap(s) for s in steps]


THEN_SET: Final = "cardr8_then_set"  # 「…で出す事ができる。その場合、このカードを、そのユニットにセットする」
NOT_SWAPPED: Final = "cardr8_not_swapped"  # 「この効果でこのユニットを置き換えなかった場合、…」
PUT_BACK: Final = "cardr8_put_back"  # 「ターン終了時に、この効果で出したユニットを自軍本国の上に移す」
JUNK_SET: Final = "cardr8_junk_set"  # 「自軍ジャンクヤードにあるこのカードを、そのユニットにセットできる」
BARE: Final = "cardr8_bare"  # a look's pick said without its count (「その中にある…ユニットを」, R-452)


def _swap(where: dict[str, Any], pick: dict[str, Any], old: Any) -> dict[str, Any]:
    if pick.get("count") != 1 or "_picks" in pick:
        raise _unsupported("a swap of other than one card looked at")
    return {"do": "cardr8_look_swap", "side": "own", **where, "filter": pick["filter"], "target": old}


def cardr8_steps(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A text's steps as this family reads them: a look's pick said without its count (`_cardr8_bare` from
    cardr8_pick_bare) takes one card (R-452) and is worded cardr8_bare, such a pick anywhere else is not read; 「この効果で
    このユニットを置き換えなかった場合」 only right after a swap of this card (R-454)."""
    for i, s in enumerate(steps):
        if s.get("wording") == NOT_SWAPPED and not (i and _swaps_self(steps[i - 1])):
            raise _unsupported("この効果で…置き換えなかった場合 without this card swapped before")
    return [_bare(s) for s in steps]


def _swaps_self(s: dict[str, Any]) -> bool:
    return s.get("do") == "cardr8_look_swap" and s.get("target") == "self"


def _bare(step: Any) -> Any:
    if not isinstance(step, dict):
        return step
    if "_cardr8_bare" in step:
        if step.get("do") != "search" or "wording" in step:
            raise _unsupported("a pick without its count in this look")
        return {**{k: v for k, v in step.items() if k != "_cardr8_bare"}, "wording": BARE}
    out = dict(step)
    for key in ("steps", "then", "else"):
        if isinstance(step.get(key), list):
            out[key] = [_bare(x) for x in step[key]]
    if isinstance(step.get("options"), list):
        out["options"] = [{**o, "steps": [_bare(x) for x in o["steps"]]} for o in step["options"]]
    if isinstance(step.get("_cardr5_steps"), list):
        out["_cardr5_steps"] = [_bare(x) for x in step["_cardr5_steps"]]
    return out


def sets_itself(ability: dict[str, Any]) -> bool:
    """Does the text set its own card on a unit (family R3's cardr3_and_set)? Only a character is set so (P66): the
    importer does not read it on a card of another type (an operation's 「このカードをセットできる」 is another rule)."""
    return "'cardr3_and_set'" in repr(ability.get("effect", ()))


def check(ability: dict[str, Any]) -> None:
    """「その部隊にいる」 only in a text whose condition is this card's place in its squad (「このカードが部隊の先頭にいる場合」)."""
    if "'cardr8_look_set_host'" in repr(ability.get("effect", ())) and not (
            ability.get("on") == "played" and "'host': True" in repr(ability.get("condition"))):
        raise _unsupported("そのユニット without the unit this card is set on named before")
    said = "'cardr8_said': 'that_squad'"
    if said not in repr(ability):
        return
    for c in ability.get("continuous", ()):
        if said in repr(c.get("target")) and "self_position" not in (c.get("condition") or {}):
            raise _unsupported("その部隊 without this card's squad named before")
    if ability.get("kind") not in ("static", "constant"):
        raise _unsupported("その部隊 without this card's squad named before")


OWN_HOME: Final = "cardr8_own_home"  # 「自軍本国の上のカード…を見て、…自軍本国の上（か下）に移す」: the home looked at


def cardr8_own_home(look: dict[str, Any], zone: str, to: str, ordered: bool) -> dict[str, Any] | None:
    """「自軍本国の上のカード1～3枚を見て、任意の順番で自軍本国の上か下に移す」: the 「自軍本国」 of a home looked at is that home,
    as 「元の本国」 says (family A's arrange, worded so); None for any other pile."""
    if look["zone"] != "home" or zone != "discard":
        return None
    if ordered != (look["top"] != 1):
        return None
    arrange = {"do": "arrange", "side": "own", "zone": "home", "count": look["top"], "to": to}
    return {"do": "sequence", "wording": OWN_HOME, "steps": [arrange]}
