"""Family S, second round (issue 14): moves to the owner's places, steps that name what an earlier
step did, a target changed under a condition. Grammar in grammar_cards2.lark; `Cards2Build` is a mixin
of the compiler's transformer and `print_step` the printer's wording of the same constructs.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from .cardr5 import untargeted as cardr5_untargeted

# this family's qualifiers in words (printer._QUALIFIER)
QUALIFIERS: dict[str, Any] = {"exclusive_for": lambda v: f"「{v}」と専用機のセットが成立する",
                              "taken": lambda v: "この効果で出した"}


# 「任意の枚数の」: any number of the cards looked at (none at all included)
ANY_NUMBER = {"upto": 99}


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class Cards2Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cards2.lark)."""

    def s2_to_discard_top(self, t: Any) -> dict[str, Any]:
        return {"do": "move", "target": t, "to": "discard"}

    def s2_owner_g(self, t: Any) -> dict[str, Any]:
        return {"do": "move", "target": t, "to": "gzone", "owner_side": True}

    def s2_retarget(self, step: dict[str, Any], cond: dict[str, Any], other: Any, how: Token) -> dict[str, Any]:
        """「この効果の対象部分は…場合…に変更される」: the step's chosen target gets the other selector
        (`instead`), read while the condition holds (ruling R-90). 「…に変更できる」 changes only the number of
        the same cards, which the player then chooses (`may`)."""
        t = step.get("target")
        if not (isinstance(t, dict) and isinstance(other, dict) and "_ref" not in t and "_ref" not in other
                and t.get("count") not in (None, "all") and other.get("count") not in (None, "all")
                and "instead" not in t):
            raise _unsupported("対象部分 of a step without a chosen target")
        alt = {k: v for k, v in other.items() if k != "count"}
        inst: dict[str, Any] = {"if": cond, "sel": alt}
        may = str(how) == "に変更できる"
        same_count = other["count"] == t["count"]
        if may and (same_count or alt != {k: v for k, v in t.items() if k != "count"}
                    or not (isinstance(t["count"], int) and isinstance(other["count"], int) and other["count"] > t["count"])):
            raise _unsupported("対象部分 that may be changed: only to more of the same cards")
        if not same_count:
            if "X" in (t["count"], other["count"]):
                raise _unsupported("対象部分 changed to or from X cards")
            inst["count"] = other["count"]
        if may:
            inst["may"] = True
        return {**step, "target": {**t, "instead": inst}}

    def s2_if_destroyed(self, first: dict[str, Any], q: Token, then: dict[str, Any]) -> dict[str, Any]:
        """「この効果で対象が破壊された場合」: 対象 is the first step's one chosen target."""
        t = first.get("target")
        if not (isinstance(t, dict) and "_ref" not in t and "_pair" not in t and t.get("count") not in (None, "all")):
            raise _unsupported("この効果で対象が破壊: a step without one chosen target")
        return {"do": "watch_destroyed",
                "steps": [first, {"do": "if_destroyed", "destroyed": str(q) == "破壊された", "steps": [then]}]}

    def s2_timed_fresh(self, *parts: Any) -> Any:
        """A played text that may not target the same unit twice a turn (limit verb target, R-91)."""
        from .compiler import Compiled

        built = self.timed(*parts)  # type: ignore[attr-defined]
        named = built.ability.get("targets", {})
        if not named or any(sel.get("type") != "unit" for sel in named.values()):
            raise _unsupported("同じユニットを対象にできない: a text without a chosen unit target")
        return Compiled(ability={**built.ability, "limit": {"count": 1, "verb": "target"}})

    def s2_set_self(self, t: Any) -> dict[str, Any]:
        if t == "self":
            raise _unsupported("このカードをこのカードにセット")
        return {"do": "set_on", "target": t, "onto": "self"}

    def s2_set_other(self, t: Any) -> dict[str, Any]:
        return {"do": "set_on", "target": t, "onto": "other"}

    def s2_look_set_may(self, where: dict[str, Any], pick: dict[str, Any]) -> dict[str, Any]:
        if "_picks" in pick or pick.get("filter", {}).get("type") != "character":
            raise _unsupported("a look setting other than one pick of characters on this card")
        return {"do": "optional", "steps": [{"do": "search", "side": "own", **where, **pick, "to": "set_self"}]}

    def cs2_not_engaged(self) -> dict[str, Any]:
        """「非交戦中の」: in a battle area that is not engaged (P53's glossary; P70)."""
        return {"self_in": "battle", "self_engaged": False}

    def s2_look_rest_top(self, where: dict[str, Any], pick: dict[str, Any], place: Token) -> dict[str, Any]:
        if "_picks" in pick or isinstance(where.get("zone"), list):
            raise _unsupported("the rest on top after two picks, or from either pile")
        look = {"do": "search", "side": "own", **where, **pick,
                "to": {"自軍ハンガー": "hangar", "自軍手札": "hand"}[str(place)]}
        return {"do": "look_and_rest", "steps": [look, {"do": "rest_on_top"}]}

    def ln2_x(self) -> str:
        return "X"


    def q2_any_junkyard(self) -> dict[str, Any]:
        return {"zone": "junkyard", "side": "any"}

    def s2_to_discard_bottom(self, t: Any) -> dict[str, Any]:
        return {"do": "move", "target": t, "to": "discard_bottom"}

    def s2_if_did(self, first: dict[str, Any], *parts: Any) -> dict[str, Any]:
        """「この効果で（selector）を取り除いた／破壊した場合」: a card of the selector among the first step's
        targets was removed (destroyed) by it."""
        from .compiler import _selector

        *quals, did, then = parts
        t = first.get("target")
        verb = {"取り除いた": "remove", "破壊した": "destroy"}[str(did)]
        damage_kills = verb == "destroy" and first.get("do") == "damage"  # destroyed by its damage (P39, R-132; family R3)
        if (first.get("do") != verb and not damage_kills) or not (isinstance(t, dict) and "_ref" not in t and "_pair" not in t
                                            and t.get("count") not in (None, "all")):
            raise _unsupported("この効果で…した場合: not said of the step before's chosen target")
        of = _selector(tuple(quals), {})
        return {"do": "watch_destroyed", "steps": [first, {"do": "if_destroyed", "destroyed": True, "of": of,
                                                           "moved": verb == "remove", "steps": [then]}]}

    def q2_exclusive_for(self, name: Token) -> dict[str, Any]:
        return {"exclusive_for": str(name)}

    def pick2_or_name(self, *parts: Any) -> dict[str, Any]:
        *quals, kind, n1, name, n2 = parts
        if n1 != n2:
            raise _unsupported("a selector or a name, with different counts")
        return self._or_name(quals, kind, name, n2)

    def _or_name(self, quals: list[Any], kind: Any, name: Token, n: Any) -> dict[str, Any]:
        from .compiler import _selector

        first = _selector(tuple(quals), {})
        if kind != "card":  # kinds (carda): a type, or a list of types (「ユニットまたはキャラ」)
            first["type"] = kind
        return {"filter": {"any_of": [first, {"name": str(name)}]}, "count": n}

    def s2_tutor_top(self, zone: str, pick: dict[str, Any]) -> dict[str, Any]:
        if zone != "home" or "_picks" in pick:
            raise _unsupported("抜き出す from another pile than the home, or two picks")
        return {"do": "optional", "steps": [{"do": "search", "side": "own", "zone": "home", **pick, "to": "home_top"}]}

    def s2_if_none_taken(self, step: dict[str, Any]) -> dict[str, Any]:
        return {"do": "if_taken", "taken": False, "steps": [step]}

    def s2_look_hangar_or_set(self, zone: str, pick: dict[str, Any], shuffled: str) -> dict[str, Any]:
        if shuffled != zone or "_picks" in pick or pick.get("filter", {}).get("type") != "character":
            raise _unsupported("hangar or this card: another pile shuffled, or not one pick of characters")
        return {"do": "optional", "steps": [{"do": "search", "side": "own", "zone": zone, **pick,
                                             "to": "hangar_or_set"}]}

    def s2_enemy_discard_top(self, n: Any, to: dict[str, Any]) -> dict[str, Any]:
        return {"do": "take_top", "side": "enemy", "zone": "discard", "count": n, **to}

    def s2_enemy_discard_top_may(self, n: Any) -> dict[str, Any]:
        return {"do": "optional", "steps": [self.s2_enemy_discard_top(n, {"to": "junkyard"})]}

    def s2_restat(self, step: dict[str, Any], cond: dict[str, Any], stats: list[Any]) -> dict[str, Any]:
        if step.get("do") != "modify" or "instead" in step or any(not isinstance(v, int) for v in
                                                                     [*step["stats"], *stats]):
            raise _unsupported("戦闘修正部分 of a step without a fixed modifier")
        return {**step, "instead": {"if": cond, "stats": stats}}

    def pick2_any(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        *quals, kind = parts
        flt = _selector(tuple(quals), {})
        if kind != "card":
            flt["type"] = kind
        return {"filter": flt, "count": dict(ANY_NUMBER)}

    def lt2_either_discard(self, n: Any) -> dict[str, Any]:
        return {"zone": "discard", "side": "any", "top": n}  # whose pile, the player says (effects._search)

    def t2_taken(self, kind: Token) -> dict[str, Any]:
        from .compiler import TYPE

        return {"taken": True, "type": TYPE[str(kind)], "count": "all"}

    def s2_to_terrain_area(self, t: Any, *parts: Token) -> dict[str, Any]:
        *at, state = parts
        if not (isinstance(t, dict) and t.get("type") == "unit" and isinstance(t.get("count"), int)):
            raise _unsupported("対象が地形適性を持つ戦闘エリア: not said of chosen units")
        out: dict[str, Any] = {"do": "to_terrain_area", "target": t, "rolled": str(state) == "ロール状態"}
        if at:
            out["position"] = "any"
        return out

    def s2_either(self, first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
        """「A、またはB」: one of two steps, the second said of the first one's target (対象)."""
        t1, t2 = first.get("target"), second.get("target")
        untargeted = not any(k in x for x in (first, second) for k in ("target", "steps", "play"))
        untargeted = untargeted or (cardr5_untargeted(first) and cardr5_untargeted(second))  # family R5 (textc/cardr5.py)
        if not untargeted and not (  # family R4: 「カード1枚を引く、または自軍本国を5回復する」 names no card
                isinstance(t1, dict) and "_ref" not in t1 and t1.get("count") not in (None, "all")
                and t2 == {"_ref": 1} and "steps" not in first and "steps" not in second):
            raise _unsupported("または between steps not on one chosen target")
        return {"do": "choose_one", "options": [
            {"label": {"ja": "前の効果", "en": "The first"}, "steps": [first]},
            {"label": {"ja": "後の効果", "en": "The second"}, "steps": [second]}]}

    def s2_to_squad(self, t: Any, at: Token, state: Token) -> dict[str, Any]:
        zone = t.get("zone") if isinstance(t, dict) else None
        if not (isinstance(t, dict) and zone in ("hand", ["hand", "hangar"]) and t.get("type") == "unit"
                and t.get("side", "own") == "own" and isinstance(t.get("count"), int)):
            raise _unsupported("…をこのカードの部隊に出す: not units of the own hand or hangar")
        return {"do": "to_squad", "target": t, "position": {"任意の順番": "any", "先頭": "front"}[str(at)],
                "rolled": str(state) == "ロール状態"}


def top_x(steps: list[dict[str, Any]]) -> Any:
    """The value X stands for in 「上のカードX枚を見て」 (a look's `top` that is a value), if any."""
    for st in steps:
        top = st.get("top")
        if st.get("do") == "search" and isinstance(top, dict) and "upto" not in top:
            return top
        inner = top_x(list(st.get("steps", ())))
        if inner is not None:
            return inner
    return None


def _enemy_discard_top(s: dict[str, Any]) -> str:
    n = s["count"]
    words = f"1~{n['upto']}" if isinstance(n, dict) else str(n)
    if isinstance(n, dict) and isinstance(n["upto"], dict):  # 「1～X枚」, X a value (family Z6)
        words = "1~X"
    return f"敵軍捨て山の上のカード{words}枚を" + {"junkyard": "廃棄する", "removed": "ゲームから取り除く"}[s["to"]]


_NAME_SLOT = "\x01"
_X_SLOT = 987654  # a number no text names: printed, then replaced by X


def print_step(s: dict[str, Any], targets: dict[str, Any], target: Any, step: Any) -> str | None:
    """This family's steps in canonical words (without 。), or None for another family's."""
    do = s["do"]
    ref = s.get("target")
    sel = targets.get(ref) if isinstance(ref, str) and ref != "self" else ref
    if isinstance(sel, dict) and "instead" in sel and not s.get("_instead_said"):
        from .printer import _condition

        inst = sel["instead"]
        other = {**inst["sel"], "count": inst.get("count", sel["count"])}
        head = step({**s, "_instead_said": True}, targets)
        how = "に変更できる" if inst.get("may") else "に変更される"
        return f"{head}。この効果の対象部分は、{_condition(inst['if'])}場合、{target(other, {})}{how}"
    if do == "watch_destroyed" and "of" in s["steps"][1]:
        first, check = s["steps"]
        what = target({**check["of"], "count": "bare"}, {})
        did = "取り除いた" if check.get("moved") else "破壊した"
        return f"{step(first, targets)}。この効果で{what}を{did}場合、" + "".join(str(step(x, targets)) for x in check["steps"])
    if do == "watch_destroyed":
        first, check = s["steps"]
        q = "破壊された" if check["destroyed"] else "破壊されなかった"
        return (f"{step(first, targets)}。この効果で対象が{q}場合、"
                + "".join(str(step(x, targets)) for x in check["steps"]))
    if do == "search" and "top" in s and not isinstance(s["top"], int | dict) or (
            isinstance(s.get("top"), dict) and "upto" not in s["top"]):  # 「上のカードX枚を見て」: X or its value
        text = str(step({**s, "top": _X_SLOT}, targets))
        return text.replace(f"上のカード{_X_SLOT}枚を見て", "上のカードX枚を見て", 1)
    inner = s["steps"][0] if do == "optional" and len(s["steps"]) == 1 else s
    if do == "optional" and inner["do"] == "search" and inner.get("to") == "home_top":
        from . import carda

        look = carda._look({**inner, "to": "junkyard"}, lambda ref: target(ref, targets), may=False)
        head = look[:look.index("その中にある")]
        words = look[look.index("その中にある"):look.rindex("を廃棄する")]
        return f"{head}{words}を抜き出す事ができる。その後、自軍本国をシャッフルし、抜き出したカードを自軍本国の上に移す"
    if do == "optional" and inner["do"] == "search" and inner.get("to") == "hangar_or_set":
        from . import carda

        look = carda._look({**inner, "to": "hangar"}, lambda ref: target(ref, targets), may=True)
        return look.replace("を自軍ハンガーに移す事ができる", "を自軍ハンガーに移す、またはこのカードにセットする事ができる", 1)
    if do == "take_top" and s["side"] == "enemy" and s["zone"] == "discard":
        return _enemy_discard_top(s)
    if do == "optional" and inner["do"] == "take_top" and inner["side"] == "enemy" and inner["zone"] == "discard" \
            and inner["to"] == "junkyard":
        return _enemy_discard_top(inner)[:-len("廃棄する")] + "廃棄する事ができる"
    if do == "if_taken":
        return "この効果でカードを抜き出さなかった場合、" + "".join(str(step(x, targets)) for x in s["steps"])
    if inner["do"] == "search" and "any_of" in inner.get("filter", {}):  # 「…1枚または「A」1枚」
        from . import carda

        first, named = inner["filter"]["any_of"]
        n = inner["count"]
        words = target({**first, "count": n}, {}) + f"または「{named['name']}」{n}枚"
        out = carda._look({**inner, "filter": {"name": _NAME_SLOT}}, lambda ref: target(ref, targets),
                          may=do == "optional" and "top" not in inner)
        if do == "optional" and "top" in inner:
            out += "事ができる"
        return out.replace(f"「{_NAME_SLOT}」{n}枚", words, 1)
    if do == "modify" and "instead" in s:  # 「この効果の戦闘修正部分は、…場合、…に変更される」
        from .printer import _condition, _stats

        head = str(step({k: v for k, v in s.items() if k != "instead"}, targets))
        inst = s["instead"]
        return f"{head}。この効果の戦闘修正部分は、{_condition(inst['if'])}場合、{_stats(inst['stats'])}に変更される"
    if inner["do"] == "search" and inner.get("side") == "any" and inner.get("zone") == "discard" and "top" in inner:
        mine_ = {**inner, "side": "own"}
        text = str(step({**s, "steps": [mine_]} if do == "optional" else mine_, targets))
        return text.replace("自軍捨て山の上のカード", "捨て山1つの上のカード", 1)  # 「捨て山1つ」: whose pile, the player says
    if inner["do"] == "search" and inner.get("count") == ANY_NUMBER:  # 「任意の枚数の…」
        text = str(step({**s, "steps": [{**inner, "count": 1}]} if do == "optional" else {**s, "count": 1}, targets))
        what = target({**inner["filter"], "count": 1}, {})
        kind = target({"type": inner["filter"].get("type", "card"), "count": "bare"}, {})
        return text.replace(what, what[:-len(kind + "1枚")] + "任意の枚数の" + kind, 1)
    if do == "to_terrain_area":
        at = "の任意の順番" if s.get("position") == "any" else ""
        state = "ロール" if s.get("rolled") else "リロール"
        return f"{target(s['target'], targets)}を対象が地形適性を持つ戦闘エリア{at}に{state}状態で移す"
    if do == "choose_one" and len(s["options"]) == 2 and s["options"][0]["label"]["en"] == "The first":
        a, b = (o["steps"][0] for o in s["options"])
        return f"{step(a, targets)}、または{step(b, targets)}"
    if do == "look_and_rest":
        text = str(step(s["steps"][0], targets))
        if not text.endswith("に移す"):
            raise ValueError("look_and_rest: a look that does not move its card")  # pragma: no cover
        return text[:-1] + "し、残りを任意の順番で自軍本国の上に移す"
    if do == "set_on":
        onto = "このカード" if s["onto"] == "self" else "別の自軍ユニット"
        return f"{target(s['target'], targets)}を{onto}にセットする"
    if do == "optional" and len(s["steps"]) == 1 and s["steps"][0]["do"] == "search" \
            and s["steps"][0].get("to") == "set_self":
        from . import carda

        inner = {**s["steps"][0], "to": "junkyard"}
        out = carda._look(inner, lambda ref: target(ref, targets), may=False)
        return out.replace("を廃棄する", "をこのカードにセットする", 1) + "事ができる"
    if do == "move" and s["to"] == "discard_bottom":
        return f"{target(s['target'], targets)}を持ち主の捨て山の下に移す"
    if do == "move" and s["to"] == "discard":
        return f"{target(s['target'], targets)}を持ち主の捨て山の上に移す"
    if do == "move" and s["to"] == "gzone" and s.get("owner_side"):
        return f"{target(s['target'], targets)}を持ち主のGにする"
    return None
