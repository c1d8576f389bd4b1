"""Family K3 of the card-text compiler (issue 14): selectors that compose (either colour, a terrain, the
front of a squad) and the long tail of single wordings.

Grammar in grammar_cardk3.lark. `Cardk3Build` is a mixin of the compiler's transformer (compiler._Build);
`QUALIFIERS` and the `print_*` functions are the printer's wordings of the same constructs, so compiling and
printing stay each other's inverse in one file.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

_JA_COLOUR = {"blue": "青", "green": "緑", "black": "黒", "red": "赤", "brown": "茶", "white": "白", "purple": "紫"}
_TERRAIN = {"「宇宙」": "space", "「地球」": "earth"}
_JA_TERRAIN = {v: k for k, v in _TERRAIN.items()}


@v_args(inline=True)
class Cardk3Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardk3.lark)."""

    def cardk3_q_gsign_colours(self, a: Token, b: Token) -> dict[str, Any]:
        """「青または黒のGサインを持つ」: either colour (P22)."""
        from .compiler import COLOUR, Unsupported

        if str(a) == str(b):
            raise Unsupported("「AまたはAのGサイン」")
        return {"gsign_colours": [COLOUR[str(a)], COLOUR[str(b)]]}

    def cardk3_q_terrain(self, t: Token) -> dict[str, Any]:
        return {"has_terrain": _TERRAIN[str(t)]}

    def cardk3_q_no_terrain(self, t: Token) -> dict[str, Any]:
        return {"lacks_terrain": _TERRAIN[str(t)]}

    def cardk3_q_one_terrain(self) -> dict[str, Any]:
        return {"one_terrain": True}

    def cardk3_q_front(self) -> dict[str, Any]:
        return {"front": True}


    # ---- special effects lost (P57: a loss beats a gain whenever each applied)
    def cardk3_lost(self, *names: Token) -> list[str]:
        from .compiler import SIMPLE_KW, Unsupported

        kws = [SIMPLE_KW.get(str(n)) for n in names]
        if None in kws or len(set(kws)) != len(kws):
            raise Unsupported("「…」を失う: not a special effect")
        return [k for k in kws if k is not None]

    def cardk3_s_modify_lose(self, target: Any, stats: list[Any], lost: list[str]) -> dict[str, Any]:
        from .compiler import _fixed

        _fixed(stats)
        return {"do": "modify_lose", "target": target, "stats": stats, "keywords": lost, "until": "turn_end"}

    def _static_lose(self, target: Any, lost: list[str], cond: Any = None) -> list[dict[str, Any]]:
        out = [{"apply": "lose_keyword", "target": target, "keyword": k, "wording": "with"} for k in lost]
        return [{**c, "condition": cond} for c in out] if cond is not None else out

    def cardk3_st_modify_lose(self, target: Any, stats: list[Any], lost: list[str]) -> list[dict[str, Any]]:
        from .compiler import _fixed

        _fixed(stats)
        return [{"apply": "modify", "target": target, "stats": stats}, *self._static_lose(target, lost)]

    def cardk3_st_modify_lose_if(self, cond: dict[str, Any], target: Any, stats: list[Any],
                                 lost: list[str]) -> list[dict[str, Any]]:
        from .compiler import _fixed

        _fixed(stats)
        return [{"apply": "modify", "target": target, "stats": stats, "condition": cond},
                *self._static_lose(target, lost, cond)]

    def cardk3_st_lose(self, target: Any, lost: list[str]) -> list[dict[str, Any]]:
        return self._static_lose(target, lost)

    def cardk3_s_lose_specials(self, target: Any) -> dict[str, Any]:
        return {"do": "lose_specials", "target": target, "until": "turn_end"}

    def cardk3_s_side_turn_end_discard(self, side: Token, n: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"do": "at_turn_end", "steps": [{"do": "discard_hand", "side": SIDE[str(side)], "count": int(str(n)),
                                                "wording": "side_first"}]}

    def cardk3_c_destroyed(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        return {"exists": {**_selector(parts, {}), "destroyed": True}}

    def cardk3_c_set_on_trait(self, name: Token, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        return {"exists": {**_selector(({"trait": str(name)}, *parts), {}), "host": True}}

    def cardk3_c_set_on_held(self, name: Token, *parts: Any) -> dict[str, Any]:
        from .cardc import KEYWORD_HELD
        from .compiler import Unsupported, _selector

        kw = KEYWORD_HELD.get(str(name))
        if kw is None:
            raise Unsupported("「…」を持つ: not a special effect")
        return {"exists": {**_selector(({"keyword": kw}, *parts), {}), "host": True}}

    def cardk3_on_unit_destroyed(self, side: Token) -> dict[str, Any]:
        return {"on": {"自軍": "own_unit_destroyed", "敵軍": "enemy_unit_destroyed"}[str(side)]}

    def cardk3_cs_in_area(self, area: Token) -> dict[str, Any]:
        return {"exists": {"self": True, "area": {"地球": "earth", "宇宙": "space"}[str(area)]}}

    def cardk3_st_play_cost_when_n(self, target: Any, *rest: Any) -> dict[str, Any]:
        from .compiler import _selector

        *parts, n, change = rest
        return self.st_play_cost_when(target, {"exists": _selector(tuple(parts), {}), "min": int(str(n))}, change)  # type: ignore[attr-defined, no-any-return]

    def cardk3_s_grant_either_one(self, target: Any, a: Token, b: Token) -> dict[str, Any]:
        return {**self.s_grant_either(target, a, b), "wording": "or_one"}  # type: ignore[attr-defined]

    def cardk3_played_note(self) -> Any:
        from .compiler import Compiled

        return Compiled(reminder="played_note")

    def cardk3_gain_note(self) -> Any:
        from .compiler import Compiled

        return Compiled(reminder="gain_note")

    def cardk3_target_note(self) -> Any:
        from .compiler import Compiled

        return Compiled(reminder="target_note")

    def cardk3_s_draw_top(self, zone: str, n: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        if zone != "discard":
            raise Unsupported("「自軍本国の上のカードN枚を引く」 (a draw, said otherwise)")
        return {"do": "take_top", "side": "own", "zone": zone, "count": n, "to": "hand", "wording": "draw"}

    def cardk3_h_gain_level(self) -> dict[str, Any]:
        return {"has_gain_level": True}

    def cardk3_s_look_hand(self, side: Token) -> dict[str, Any]:
        from .compiler import SIDE, Unsupported

        if str(side) != "敵軍":
            raise Unsupported("looking at the own hand")
        return {"do": "look_hand", "side": SIDE[str(side)]}

    def cardk3_c_present_either(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        cut = next(i for i, p in enumerate(parts) if isinstance(p, Token) and p.type == "TYPE")
        first, second = _selector(parts[:cut + 1], {}), _selector(parts[cut + 1:], {})
        return {"any": [{"exists": first}, {"exists": second}]}

    def cardk3_c_exactly(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        *sel_parts, n = parts
        sel = _selector(tuple(sel_parts), {})
        k = int(str(n))
        return {"all": [{"exists": sel, "min": k}, {"not": {"exists": sel, "min": k + 1}}]}

    def cardk3_st_keywords(self, target: Any, kws: list[str]) -> list[dict[str, Any]]:
        return [{"apply": "keyword", "target": target, "keyword": k, "wording": "with"} for k in kws]

    def cardk3_st_modify_keyword(self, target: Any, stats: list[Any], name: Token) -> list[dict[str, Any]]:
        from .compiler import _fixed

        _fixed(stats)
        return [{"apply": "modify", "target": target, "stats": stats},
                *self.cardk3_st_keywords(target, self.cardk3_lost(name))]

    def cardk3_st_keyword_if(self, cond: dict[str, Any], target: Any, name: Token) -> dict[str, Any]:
        """「常駐：（condition）場合、このカードは「強襲」を得る。」: a special effect while the condition holds (P57)."""
        return {"apply": "keyword", "target": target, "keyword": self.cardk3_lost(name)[0], "condition": cond,
                "wording": "cond_first"}

    def cardk3_triggered_topic_watched(self, *parts: Any) -> Any:
        *sel, steps = parts
        return self.triggered_topic(self.on_watched(*sel), steps)  # type: ignore[attr-defined]

    def cardk3_s_grant_trait(self, target: Any, name: Token) -> dict[str, Any]:
        return {"do": "grant_trait", "target": target, "trait": str(name), "until": "turn_end"}

    def cardk3_s_lose_text(self, target: Any) -> dict[str, Any]:
        return {"do": "lose_text", "target": target, "until": "turn_end", "wording": "passive_end"}


def _destroyed_or_host(cond: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """("destroyed" | "host", the selector without it) for this family's conditions (the key said last), else None."""
    sel = cond.get("exists") if set(cond) == {"exists"} else None
    if not isinstance(sel, dict) or len(sel) < 2 or "self" in sel:
        return None
    last = list(sel)[-1]
    if last in ("destroyed", "host") and sel[last] is True:
        return last, {k: v for k, v in sel.items() if k != last}
    return None


def print_condition(cond: dict[str, Any], target: Any) -> str | None:
    """「…が破壊されている」, 「このカードが…にセットされている」, 「AまたはBがいる」, else None."""
    either = cond.get("any") if set(cond) == {"any"} else None
    if isinstance(either, list) and len(either) == 2 and all(
            isinstance(c, dict) and set(c) == {"exists"} and "self" not in c["exists"] for c in either):
        a, b = (target({**c["exists"], "count": "bare"}, {}) for c in either)
        return f"{a}、または{b}がいる"
    both = cond.get("all") if set(cond) == {"all"} else None
    if isinstance(both, list) and len(both) == 2 and set(both[0]) == {"exists", "min"} and both[1] == {
            "not": {"exists": both[0]["exists"], "min": both[0]["min"] + 1}}:
        return f"{target({**both[0]['exists'], 'count': 'bare'}, {})}が{both[0]['min']}枚のみの"
    got = _destroyed_or_host(cond)
    if got is None:
        return None
    kind, sel = got
    said: str = target({**sel, "count": "bare"}, {})
    return f"{said}が破壊されている" if kind == "destroyed" else f"このカードが{said}にセットされている"


def _kw_words(kws: list[str]) -> str:
    from .printer import _JA_KW

    return "".join(f"「{_JA_KW[k]}」" for k in kws)


def print_static(a: dict[str, Any], target: Any, condition: Any, stats: Any) -> str | None:
    """「…は、+1/+1/+1を得ると共に、「高機動」を失う。」, 「…は、「速攻」「強襲」を失う。」 (a 常駐 text), else None."""
    cs = a.get("continuous", [])
    if a.get("kind") == "static" and len(cs) == 1 and cs[0].get("apply") == "keyword" \
            and cs[0].get("wording") == "cond_first" and "condition" in cs[0]:
        return (f"『常駐』：{condition(cs[0]['condition'])}場合、{target(cs[0]['target'], {})}は、"
                f"{_kw_words([cs[0]['keyword']])}を得る。")
    gained = [c for c in cs if c.get("apply") == "keyword" and c.get("wording") == "with"]
    if a.get("kind") == "static" and gained and all(c.get("target") == cs[0]["target"] and "condition" not in c for c in cs):
        head = cs[0] if cs[0]["apply"] == "modify" and cs[1:] == gained else None
        if head is not None or cs == gained:
            said = stats(head["stats"]) if head is not None else ""
            return f"『常駐』：{target(cs[0]['target'], {})}は、{said}{_kw_words([c['keyword'] for c in gained])}を得る。"
    if a.get("kind") != "static" or not any(c.get("apply") == "lose_keyword" and c.get("wording") == "with" for c in cs):
        return None
    head = cs[0] if cs[0]["apply"] == "modify" else None
    lost = cs[1:] if head is not None else cs
    if not lost or any(c["apply"] != "lose_keyword" or c.get("wording") != "with" or c["target"] != cs[0]["target"]
                       or c.get("condition") != cs[0].get("condition") for c in lost):
        return None
    cond = cs[0].get("condition")
    pre = f"{condition(cond)}場合、" if cond else ""
    gain = f"{stats(head['stats'])}を得ると共に、" if head is not None else ""
    return f"『常駐』：{pre}{target(cs[0]['target'], {})}は、{gain}{_kw_words([c['keyword'] for c in lost])}を失う。"


def print_step(s: dict[str, Any], target: Any, stats: Any) -> str | None:
    """A step of this family in words (without 。), or None."""
    if s["do"] == "modify_lose" and s.get("until") == "turn_end":
        return f"{target(s['target'])}は、ターン終了時まで{stats(s['stats'])}を得ると共に、{_kw_words(s['keywords'])}を失う"
    if s["do"] == "grant_either" and s.get("until") == "turn_end" and s.get("wording") == "or_one":
        return f"{target(s['target'])}は、ターン終了時まで{'または'.join(_kw_words([k]) for k in s['keywords'])}1つを得る"
    if s["do"] == "take_top" and s.get("wording") == "draw" and s["zone"] == "discard" and isinstance(s["count"], int):
        return f"自軍捨て山の上のカード{s['count']}枚を引く"
    if s["do"] == "look_hand":
        return {"own": "自軍", "enemy": "敵軍"}[s["side"]] + "手札を全て見る"
    if s["do"] == "grant_trait" and s.get("until") == "turn_end":
        return f"{target(s['target'])}は、ターン終了時まで「特徴：{s['trait']}」を得る"
    if s["do"] == "lose_specials" and s.get("until") == "turn_end":
        return f"{target(s['target'])}が持つ全ての特殊効果をターン終了時まで無効にする"
    inner = s.get("steps", [{}])
    if s["do"] == "at_turn_end" and len(inner) == 1 and inner[0].get("do") == "discard_hand" \
            and inner[0].get("wording") == "side_first":
        side = {"own": "自軍", "enemy": "敵軍"}[inner[0]["side"]]
        return f"{side}は、ターン終了時に、自分の手札{inner[0]['count']}枚を選んで廃棄する"
    if s["do"] == "lose_text" and s.get("until") == "turn_end" and s.get("wording") == "passive_end":
        return f"{target(s['target'])}が持つ全てのテキストは、ターン終了時まで無効となる"
    return None


NOTES = {"played_note": "（注：このカードがプレイされて場に出た時にも起動する）",
         "gain_note": "（注：「ゲイン」の効果で、このカードが表になった時に適用される）",
         "target_note": "（注：対象がいる場合のみ適用される）"}


def target_note_fits(ability: dict[str, Any]) -> bool:
    """May 「（注：対象がいる場合のみ適用される）」 follow this text? A triggered text that chooses a target and does more
    than that: without the target nothing of it applies (P56; ruling R-180: all or nothing, effects.parts_possible)."""
    return ability.get("kind") == "triggered" and bool(ability.get("targets"))


def notes_fit(card: dict[str, Any], abilities: list[dict[str, Any]]) -> set[str]:
    """The notes of this family a card may carry: what they restate is one of its texts (importer.py)."""
    out: set[str] = set()
    traits = set(card.get("traits", ()))
    for a in abilities:
        of = a.get("of")
        if a.get("kind") == "triggered" and a.get("on") == "card_played" and isinstance(of, dict) \
                and of.get("trait") in traits and of.get("side") in (None, "own"):
            out.add("played_note")  # the card fits its own selector: its own play is heard too (P68)
        if any(c.get("apply") == "gain_as" for c in a.get("continuous", ())):
            out.add("gain_note")
        if a.get("all_or_nothing") and target_note_fits(a) and a.get("_target_note"):
            out.add("target_note")
    return out


TRIGGERS = {"own_unit_destroyed": "自軍ユニットが破壊された場合、", "enemy_unit_destroyed": "敵軍ユニットが破壊された場合、"}


def state_words(cond: dict[str, Any]) -> str | None:
    """「地球エリアにいる」: a state of this card in a battle area, else None."""
    sel = cond.get("exists") if set(cond) == {"exists"} else None
    if isinstance(sel, dict) and set(sel) == {"self", "area"} and sel["self"] is True:
        return {"earth": "地球", "space": "宇宙"}[sel["area"]] + "エリアにいる"
    return None


QUALIFIERS: dict[str, Any] = {
    "gsign_colours": lambda v: "または".join(_JA_COLOUR[c] for c in v) + "のGサインを持つ",
    "has_terrain": lambda v: f"地形適性{_JA_TERRAIN[v]}を持つ",
    "lacks_terrain": lambda v: f"地形適性{_JA_TERRAIN[v]}を持たない",
    "front": lambda v: "先頭の" if v else "",
    "one_terrain": lambda v: "地形適性を片方しか持たない" if v else "",
}
