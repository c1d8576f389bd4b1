"""Compiler mixin of issue 14's family R5 (grammar_cardr5.lark): named step results and looking at cards."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


_X_KEYS = ("_x", "_x_max", "_x_min", "_x_chosen")


def expand_sentences(out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A sentence of this family that says several steps (`_cardr5_steps`) spread into them."""
    if not any("_cardr5_steps" in s for s in out):
        return out
    return [x for s in out for x in s.get("_cardr5_steps", [s])]


def fold_checks(out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Steps with a check sentence of this family (「この効果で…を廃棄した場合、…」) last: every step before it runs inside
    one `cardr5_watch` (which notes what those steps discard or destroy), the check last. Steps said with その場合 keep
    their all-or-nothing reading (P77): the ability's flag, and the watch prints them with その場合 (`then`)."""
    k = next(i for i, s in enumerate(out) if "_cardr5_check" in s)
    if k == 0 or k != len(out) - 1:
        raise _unsupported("この効果で…場合: first, or before more sentences")
    prefix, check = out[:k], dict(out[k])
    kind = check.pop("_cardr5_check")
    then = any(s.get("_then") for s in prefix[1:])
    if then and not all(s.get("_then") for s in prefix[1:]):
        raise _unsupported("この効果で…場合 after その場合 and other sentences")
    if then and prefix[0].get("after"):
        raise _unsupported("この効果で…場合 after その後 and その場合")
    if kind == "destroyed" and check["of"].get("type") == "g":
        raise _unsupported("この効果で…Gを破壊した場合")
    if kind == "destroyed" and _destroying(prefix) is None:
        raise _unsupported("この効果で…を破壊した場合: no step before destroys a chosen target")
    if kind == "discarded" and not any(_discards(s) for s in prefix):
        raise _unsupported("この効果で…を廃棄した場合: no step before discards")
    watch: dict[str, Any] = {"do": "cardr5_watch", "kind": kind,
                             "steps": [{k2: v for k2, v in s.items() if k2 != "_then"} for s in prefix] + [check]}
    if "wording" in check:  # (how the check was said: the watch keeps it, its check is the engine's)
        watch["wording"] = check.pop("wording")
        watch["steps"][-1] = check
    if then:
        watch["then"] = True
        return [watch, {"_all_or_nothing": True}]
    return [watch]


def untargeted(step: dict[str, Any]) -> bool:
    """A step (its inner steps too) that declares nothing on play: no target but this card, or cards picked on
    resolution (「…を選んで」); 「A、またはB」 of two such steps is a choice made on resolution (R-292)."""
    if "play" in step:
        return False
    t = step.get("target")
    if t is not None and t != "self" and not (isinstance(t, dict) and t.get("choose") == "resolution"):
        return False
    return all(untargeted(x) for x in step.get("steps", ())) and "options" not in step


def _discards(s: dict[str, Any]) -> bool:
    if s.get("do") == "optional":
        return any(_discards(x) for x in s["steps"])
    return s.get("do") == "discard_hand" or (s.get("do") == "take_top" and s.get("to") == "junkyard")


def _destroying(prefix: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The step before that destroys chosen targets (a 「…できる」 unwrapped), if any."""
    for s in prefix:
        if s.get("do") == "optional" and len(s["steps"]) == 1:
            s = s["steps"][0]
        t = s.get("target")
        if s.get("do") == "destroy" and isinstance(t, dict) and "_ref" not in t and "_pair" not in t \
                and t.get("count") not in (None, "all"):
            return s
    return None


def check(a: dict[str, Any]) -> None:
    """「その破壊を無効にする」 only in a text heard when this card is destroyed (R-293); 「指定した種類のカード」 only after a
    type named (R-296)."""
    if "_cardr5_named" in repr(a.get("effect", ())):
        raise _unsupported("指定した種類のカード: no type named before")
    if any(s.get("do") == "cardr5_negate_that" for s in a.get("effect", ())) and a.get("on") != "destroyed":
        raise _unsupported("その破壊を無効にする: not this card's destruction heard")

@v_args(inline=True)
class Cardr5Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardr5.lark (a lark Transformer through `_Build`)."""

    def cardr5_if_did(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        *quals, did, then = parts
        of = _selector(tuple(quals), {})
        if str(did) == "廃棄した":
            return {"do": "if_discarded", "of": of, "steps": [then], "_cardr5_check": "discarded"}
        return {"do": "if_destroyed", "destroyed": True, "of": of, "steps": [then], "_cardr5_check": "destroyed"}

    def _not_kind(self, kind: Token, neg: Token, then: dict[str, Any], further: str) -> dict[str, Any]:
        from .compiler import TYPE

        if TYPE[str(kind)] in ("card", "g"):
            raise _unsupported("この効果で廃棄したカードが…ではない場合: not a card type")
        return {"do": "if_discarded", "of": {"not_type": [TYPE[str(kind)]]}, "steps": [then], "_cardr5_check": "discarded",
                "wording": f"cardr5_not{further}{'_iga' if str(neg) == '以外の' else ''}"}

    def cardr5_if_discarded_not(self, *parts: Any) -> dict[str, Any]:
        """「この効果で廃棄したカードが、ユニットではない場合、（さらに、）Z」."""
        _, kind, neg, *rest = parts
        return self._not_kind(kind, neg, rest[-1], "_further" if len(rest) == 2 else "")

    def cardr5_if_discarded_not_further(self, _: Token, kind: Token, neg: Token, then: dict[str, Any]) -> dict[str, Any]:
        """「さらに、この効果で廃棄したカードがユニット以外の場合、Z」."""
        return self._not_kind(kind, neg, then, "_first")

    def cardr5_discard_random_picked(self, side: Token, n: Token) -> dict[str, Any]:
        return {"do": "discard_hand", "side": {"自軍": "own", "敵軍": "enemy"}[str(side)], "count": int(str(n)),
                "random": True, "wording": "cardr5_picked"}

    def cardr5_side_hand_to_home(self, side: Token, n: Token, tail: Token) -> dict[str, Any]:
        """「敵軍は、自分の手札1枚を選んで、持ち主の本国の上に移す」: that player picks (P61)."""
        word = str(tail)
        return {"do": "cardr5_hand_to_home", "side": {"自軍": "own", "敵軍": "enemy"}[str(side)], "count": int(str(n)),
                "to": "home_top" if "上" in word else "home_bottom", "owner_word": "持ち主" if "持ち主" in word else "自分"}

    def cardr5_side_discard_draw(self, side: Token, n: Token, m: Token) -> dict[str, Any]:
        """「敵軍は、自分の手札1枚を選んで廃棄し、カード1枚を引く」: that player discards, then draws."""
        return {"do": "cardr5_discard_draw", "side": {"自軍": "own", "敵軍": "enemy"}[str(side)], "count": int(str(n)),
                "draw": int(str(m))}

    def cardr5_negate_that(self) -> dict[str, Any]:
        return {"do": "cardr5_negate_that"}

    def cardr5_to_home_shuffle(self, t: Any, end: Token) -> dict[str, Any]:
        if t != "self":
            raise _unsupported("…を持ち主の本国に移し、その本国をシャッフルする: not this card")
        return {"do": "cardr5_to_home_shuffle", "target": "self", "to": "home_top" if str(end) == "上" else "home_bottom"}

    def cardr5_hand_refresh(self) -> dict[str, Any]:
        return {"do": "cardr5_hand_refresh"}


    def cardr5_g_onto_taken(self, n: Token) -> dict[str, Any]:
        return {"do": "sequence", "wording": "cardr5_g_onto", "steps": [
            {"do": "cardr5_g_onto_taken"},
            {"do": "take_top", "side": "own", "zone": "home", "count": int(str(n)), "to": "gzone", "rolled": True}]}

    def cardr5_look_then_shuffle(self, zone: str, pick: dict[str, Any], take: dict[str, Any], _may: Token, _then: Token,
                                 then: dict[str, Any], _shuffle: Token) -> dict[str, Any]:
        """「…全て見て、その中にある…できる。その場合、Y。その後、自軍本国をシャッフルする。」: the search keeps the home
        unshuffled until the shuffle said last (R-294)."""
        if zone != "home" or "_picks" in pick:
            raise _unsupported("look then その場合: another pile than the home, or two picks")
        search = {"do": "search", "side": "own", "zone": zone, **pick, **take, "cardr5_unshuffled": True}
        return {"_cardr5_steps": [{"do": "optional", "steps": [search]}, {**then, "_then": True},
                                  {"do": "cardr5_shuffle_home", "after": True}]}

    def cardr5_side_random_discard(self, side: Token, n: Token) -> dict[str, Any]:
        return {"do": "discard_hand", "side": {"自軍": "own", "敵軍": "enemy"}[str(side)], "count": int(str(n)),
                "random": True, "wording": "cardr5_side"}

    def cardr5_then_either_sentences(self, first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
        """「その場合、A。または、B。」: one of the two (family B4's wording of two sentences), after その場合 (R-295)."""
        from .cardb4 import EITHER

        if any(s.get("do") == "choose_one" for s in (first, second)):
            raise _unsupported("その場合、A。または、B: a choice inside")
        return {"do": "choose_one", "wording": EITHER, "_then": True, "options": [
            {"label": {"ja": "前の効果", "en": "The first"}, "steps": [first]},
            {"label": {"ja": "後の効果", "en": "The second"}, "steps": [second]}]}

    def cardr5_ri_named(self, _: Token) -> dict[str, Any]:
        return {"_cardr5_named": True}

    def cardr5_named_reveal(self, _: Token, block: dict[str, Any]) -> dict[str, Any]:
        """「カードの種類1つを指定し、…を表にする。表にしたカードが、指定した種類のカードであった場合、…」 (R-296)."""
        if block.get("if") != {"_cardr5_named": True} or "else" in block:
            raise _unsupported("種類1つを指定し: the shown card not compared with the type named")
        return {"do": "cardr5_name_kind", "zone": block["zone"], "steps": block["steps"]}

    def cardr5_d_hangar(self) -> dict[str, Any]:
        return {"do": "to_hangar"}

    def cardr5_t_any_hand(self) -> dict[str, Any]:
        return {"side": "own", "zone": "hand", "count": {"from": 1, "upto": 99}}

    def cardr5_reveal_then(self, zone: Any, n: Any, then: dict[str, Any]) -> dict[str, Any]:
        """「…の上のカード1～4枚を表にする。その場合、…」: shown where they lie, then the step (R-298)."""
        if isinstance(zone, list) or zone != "home":
            raise _unsupported("表にする from another pile than the own home")
        return {"_cardr5_steps": [{"do": "cardr5_reveal", "zone": zone, "count": n}, {**then, "_then": True}]}

    def _shown(self, word: Token, parts: tuple[Any, ...], what: str) -> dict[str, Any]:
        from .cardc import _selector_of

        sel = _selector_of(parts)
        sel.pop("count", None)
        return {"cardr5_shown": {"of": sel, "what": what, "said": str(word).startswith("この効果で")}}

    def cardr5_v_shown_count(self, word: Token, *parts: Any) -> dict[str, Any]:
        return self._shown(word, parts, "count")

    def cardr5_v_shown_total(self, word: Token, *parts: Any) -> dict[str, Any]:
        return self._shown(word, parts, "total_cost")

    def cardr5_either_discard_top(self, word: Token) -> dict[str, Any]:
        lo, _, hi = str(word).removesuffix("枚を廃棄する").partition("~")
        if hi and lo != "1":
            raise _unsupported("捨て山1つの上のカードN～M枚: not from 1")
        return {"do": "cardr5_either_discard_top", "count": {"upto": int(hi)} if hi else int(lo)}
