"""Transformer rules of grammar_cardo2.lark (issue 14 family O, second round): texts that change a rule.

Mixed into compiler._Build like textc/cardo.py; textc/print_cardo2.py prints the data back. The engine
reads each construct where its rule applies (targets.py, battle.py, deckrules.py).
"""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

# 部隊戦闘力 with 格闘力 instead of 射撃力: the wordings (0 is the printer's default)
MELEE_POWER = ("射撃力の代わりに格闘力を用いて部隊戦闘力の計算を行う",
               "部隊戦闘力の計算において射撃力の代わりに格闘力を用いて計算を行う")
MELEE_POWER_USE = "射撃力の代わりに格闘力を使用して部隊戦闘力の計算を行う"


def _all_selector(steps: list[dict[str, Any]]) -> bool:
    """Does a step act on 「全ての…」 (cards the rules name without targeting them)?"""
    for st in steps:
        if isinstance(st.get("target"), dict) and st["target"].get("count") == "all":
            return True
        if "steps" in st and _all_selector(st["steps"]):
            return True
    return False


def untargeted_step(st: dict[str, Any]) -> dict[str, Any]:
    """「全ての…」 of a step marked as the note says (the printer prints the note from the mark)."""
    out = dict(st)
    if isinstance(st.get("target"), dict) and st["target"].get("count") == "all":
        out["target"] = {**st["target"], "untargeted": True}
    if "steps" in st:
        out["steps"] = [untargeted_step(x) for x in st["steps"]]
    return out


PM_VERBS: Final = frozenset((
    "modify_pm",
    "squad_power_pm",  # 「部隊戦闘力を、部隊解散まで±Xする」 (family V8)
))


def _has_pm(steps: list[dict[str, Any]]) -> bool:
    return any(st.get("do") in PM_VERBS or _has_pm(_sublists(st)) for st in steps if isinstance(st, dict))


def _sublists(st: dict[str, Any]) -> list[Any]:
    """A step's own steps (「steps」, 「then」), where they are lists of steps (other families' keys of the
    same names may hold a word)."""
    return [x for key in ("steps", "then") if isinstance(st.get(key), list) for x in st[key]]


def _pm_noted(st: dict[str, Any]) -> dict[str, Any]:
    """The steps of ± marked with the rule's note (the printer prints it once, after the steps)."""
    if st["do"] == "modify_pm":
        return {**st, "note": "pm_rule"}
    out = dict(st)
    for key in ("steps", "then"):
        if key in st:
            out[key] = [_pm_noted(x) for x in st[key]]
    return out


def pm_noted(a: dict[str, Any]) -> bool:
    return "'note': 'pm_rule'" in repr(a.get("effect", []))


def untargeted(a: dict[str, Any]) -> bool:
    """Does the ability say 「（注：対象は取らない）」 (a selector of it marked untargeted)?"""
    return "'untargeted': True" in repr(a.get("targets", {})) + repr(a.get("effect", []))


def note_fits(abilities: list[dict[str, Any]]) -> bool:
    """May a card carry 「（注：対象は取らない）」 on a line of its own? Only with a text that acts on
    「全ての…」 and chooses no target (the note restates P56 for it)."""
    return any(not a.get("targets") and _all_selector(a.get("effect", [])) for a in abilities)


def pm_fits(abilities: list[dict[str, Any]]) -> bool:
    """May a card carry 「±のルール＞…」 on a line of its own? Only with a text of ± (R-71 restated)."""
    return any(_has_pm(a.get("effect", [])) for a in abilities)


@v_args(inline=True)
class Cardo2Build(Transformer[Token, Any]):
    """Family O (second round) rules; the names match the aliases in grammar_cardo2.lark."""

    # ---- 「（注：対象は取らない）」 (P56; ruling R-100)
    def timed_untargeted(self, *parts: Any) -> Any:
        return self._untargeted(self.timed(*parts[:-1]))  # type: ignore[attr-defined]

    def triggered_untargeted(self, trig: dict[str, Any], steps: list[Any], _note: Token) -> Any:
        return self._untargeted(self.triggered(trig, steps))  # type: ignore[attr-defined]

    def _untargeted(self, built: Any) -> Any:
        from .compiler import Compiled, Unsupported

        ab = dict(built.ability)
        targets = ab.get("targets", {})
        if not targets and not _all_selector(ab["effect"]):
            raise Unsupported("注:対象は取らない on a text that names no card")
        if targets:  # chosen when it resolves, and not as a target: 対象にならない does not stop it
            ab["targets"] = {k: {**v, "choose": "resolution", "untargeted": True} for k, v in targets.items()}
        ab["effect"] = [untargeted_step(st) for st in ab["effect"]]
        return Compiled(ability=ab)

    def no_target_reminder(self, _note: Token) -> Any:
        from .compiler import Compiled

        return Compiled(reminder="no_target")

    # ---- X以下のロールコストを持つ (P9 ロールコスト)
    def q_max_roll_x(self) -> dict[str, Any]:
        return {"max_roll_cost": "X"}

    def q_max_roll(self, n: Token) -> dict[str, Any]:
        return {"max_roll_cost": int(str(n))}

    # ---- 本来の種類が…である (P53 本来の)
    def q_printed_type(self, kind: Token) -> dict[str, Any]:
        from .compiler import TYPE, Unsupported

        t = TYPE[str(kind)]
        if t in ("card", "g"):
            raise Unsupported("本来の種類 of no card type")
        return {"printed_type": t}

    # ---- 「このカード、または…全ての自軍ユニットは、…代わりに…」 (overrides.redirect)
    def st_redirect_self_and(self, *parts: Any) -> Any:
        from .compiler import Unsupported, _selector

        *sel_parts, event, to = parts
        sel = _selector(tuple(sel_parts), {})
        if set(sel) - {"trait", "side", "type", "count"} or sel.get("side") != "own" or "trait" not in sel:
            raise Unsupported("replacement effect")
        return [{"apply": "redirect", "target": "self", "event": event, **to},
                {"apply": "redirect", "target": sel, "event": event, **to}]

    # ---- 「このカードの「専用機のセット」が成立した場合」 (places.set_onto queues it)
    def on_exclusive_made(self) -> dict[str, Any]:
        return {"on": "exclusive_made"}

    # ---- 「…場合、この効果のコストは0に変更される」 (rulechanges.free_cost)
    def timed_free_if(self, *parts: Any) -> Any:
        from .compiler import Compiled

        built = self.timed(*parts[:-1])  # type: ignore[attr-defined]
        ab = dict(built.ability)
        own = str(parts[-1]).startswith("自軍ユニット")
        cond = {"exists": {"side": "own", "type": "unit", "exclusive_set": True}} if own else \
            {"exists": {"self": True, "exclusive_set": True}}
        return Compiled(ability={**ab, "cost": {**ab.get("cost", {}), "free_if": cond}})

    # ---- a command's play made cheaper by a card of a name among the own Gs or in the junkyard (costs.py)
    def timed_cheaper_if(self, *parts: Any) -> Any:
        import re

        from .compiler import Compiled

        built = self.timed(*parts[:-1])  # type: ignore[attr-defined]
        ab = dict(built.ability)
        m = re.match(r"本来の名称が「([^「」]+)」.*合計国力-(\d+)", str(parts[-1]))
        assert m is not None
        cond = {"exists": {"name": m.group(1), "zone": ["gzone", "junkyard"], "side": "own"}}
        return Compiled(ability={**ab, "cost": {**ab.get("cost", {}), "cheaper_if": cond, "cheaper_by": int(m.group(2))}})

    # ---- 「自軍手札からプレイされて解決された場合、ジャンクヤードに移る代わりに…」 (overrides.redirect)
    def ev_resolved_from_hand(self) -> str:
        return "resolved_from_hand"

    # ---- 「「ゲイン」の効果において、ロールコストを3として扱う」 (effects._gain)
    def st_gain_as(self, target: Any, n: Token, how: Token) -> dict[str, Any]:
        from .compiler import Unsupported

        if target != "self":
            raise Unsupported("treat as (rule override)")
        out: dict[str, Any] = {"apply": "gain_as", "target": "self", "roll": int(str(n))}
        return {**out, "any_series": True} if str(how) != "として扱う" else out

    # ---- 「…「改装」の効果において、合計国力3として扱う」 (targets.py: the refit selector)
    def st_refit_total(self, target: Any, n: Token) -> dict[str, Any]:
        from .compiler import Unsupported

        if target != "self":
            raise Unsupported("treat as (rule override)")
        return {"apply": "refit_total", "target": "self", "total": int(str(n))}

    # ---- battle damage dealt elsewhere (damageto.py)
    def s_squad_takes_home(self) -> dict[str, Any]:
        return {"do": "battle_damage_to", "target": "self", "to": "own_home", "until": "turn_end"}

    def s_squad_deals_homes(self) -> dict[str, Any]:
        return {"do": "battle_damage_to", "target": "self", "to": "both_homes", "until": "turn_end"}

    def s_squad_deals_unit(self, target: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        if target == "self" or target.get("count") != 1 or target.get("side") != "enemy" or target.get("type") != "unit":
            raise Unsupported("replacement effect")
        return {"do": "battle_damage_to", "target": target, "to": "unit", "until": "turn_end"}

    # ---- 「…は、このターン、ロールコストの支払いにおいて、2枚分のGとして扱う事ができる」 (costs.py)
    def s_double_g(self, target: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        if target == "self" or target.get("type") != "g" or target.get("side") != "own":
            raise Unsupported("treat as (rule override)")
        return {"do": "status", "target": target, "status": "double_g", "until": "turn_end"}

    # ---- 「このカードが、キャラがセットされている状態で、（state）場合」 (P57)
    def c_character_and_states(self, *states: dict[str, Any]) -> dict[str, Any]:
        rest = states[0] if len(states) == 1 else {"any": list(states)}
        return {"all": [{"exists": {"self": True, "has_character": True}}, rest]}

    # ---- デッキに4枚以上入れられる (P5)
    def st_deck_copies(self, target: Any, n: Token) -> dict[str, Any]:
        from .compiler import Unsupported

        if target != "self" or int(str(n)) != 4:
            raise Unsupported("a deck limit other than このカードは4枚以上")
        return {"apply": "deck_copies", "target": "self", "min": 4}

    # ---- 射撃力の代わりに格闘力を用いて部隊戦闘力の計算を行う (P35)
    def st_melee_power(self, target: Any, wording: Token) -> dict[str, Any]:
        from .compiler import Unsupported

        if target != "self" and target.get("count") != "all" and target != {"group": True, "count": "all"}:
            raise Unsupported("melee for squad power of cards chosen")
        out: dict[str, Any] = {"apply": "status", "target": target, "status": "melee_power"}
        if MELEE_POWER.index(str(wording)):
            out["wording"] = MELEE_POWER.index(str(wording))
        return out

    def static_keyword_melee_power(self, target: Any, kw: Token, wording: Token) -> Any:
        """「…は、「強襲」を得ると共に、射撃力の代わりに…」: two applications of one text."""
        from .compiler import SIMPLE_KW, Compiled

        power = self.st_melee_power(target, wording)
        keyword = {"apply": "keyword", "target": target, "keyword": SIMPLE_KW[str(kw)[1:].split("」")[0]]}
        return Compiled(ability={"kind": "static", "continuous": [keyword, power]})

    # ---- 「…場合、対象は、ターン終了時までさらに…」 (verb if, wording further)
    def s_if_further(self, cond: dict[str, Any], of: Token, then: dict[str, Any]) -> dict[str, Any]:
        n = str(of)[len("場合対象"):].split("は")[0]
        target = {"_ref": int(n) if n else 1}  # 「対象」, 「対象2」: a target an earlier step chose
        return {"do": "if", "condition": cond, "then": [{**then, "target": target}], "wording": "further"}

    def fu_modify(self, stats: list[Any]) -> dict[str, Any]:
        from .compiler import Unsupported

        if not all(isinstance(v, int) for v in stats):
            raise Unsupported("arithmetic on values")
        return {"do": "modify", "stats": stats, "until": "turn_end"}

    def fu_modify_pm(self, pm: Token) -> dict[str, Any]:
        return {"do": "modify_pm", "stats": [int(v) for v in str(pm).replace("±", "").split("/")], "until": "turn_end"}

    def fu_keyword(self, kw: Token) -> dict[str, Any]:
        from .compiler import SIMPLE_KW

        return {"do": "grant_keyword", "keyword": SIMPLE_KW[str(kw)]}

    def fu_protect(self, status: str) -> dict[str, Any]:
        return {"do": "status", "status": status, "until": "turn_end"}

    def c_original_name(self, name: Token) -> dict[str, Any]:
        return {"exists": {"name": str(name), "zone": ["gzone", "junkyard"], "side": "own"}}

    # ---- 「±のルール＞…」 (ruling R-71 restated)
    def timed_pm_note(self, *parts: Any) -> Any:
        from .compiler import Compiled, Unsupported

        built = self.timed(*parts[:-1])  # type: ignore[attr-defined]
        ab = dict(built.ability)
        if not _has_pm(ab["effect"]):
            raise Unsupported("±のルール on a text without ±")
        ab["effect"] = [_pm_noted(st) for st in ab["effect"]]
        return Compiled(ability=ab)

    def pm_reminder(self, _note: Token) -> Any:
        from .compiler import Compiled

        return Compiled(reminder="pm_rule")

    # ---- 「…を得ると共に、リロールできる」 (together, wording and)
    def _and_reroll(self, target: Any, first: dict[str, Any]) -> dict[str, Any]:
        reroll = {"do": "optional", "steps": [{"do": "reroll", "target": target}]}
        return {"do": "together", "steps": [{**first, "target": target}, reroll], "wording": "and"}

    def s_modify_and_reroll(self, target: Any, stats: list[Any]) -> dict[str, Any]:
        return self._and_reroll(target, {"do": "modify", "stats": stats, "until": "turn_end"})

    def s_grant_and_reroll(self, target: Any, kw: Token) -> dict[str, Any]:
        from .compiler import SIMPLE_KW

        return self._and_reroll(target, {"do": "grant_keyword", "keyword": SIMPLE_KW[str(kw)], "until": "turn_end"})

    # ---- damage dealt to this card instead (damageto.py)
    def s_take_damage(self, target: Any, of: Token, to: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        if to == "self":
            where = "self"
        elif to == {"group": True, "type": "unit", "count": "all"}:
            where = "group"
        else:
            raise Unsupported("damage dealt instead to a card other than this card or its unit")
        if target == "self" or target.get("count") == "all":
            raise Unsupported("damage dealt instead: of cards not chosen")
        out = {"do": "take_damage", "target": target, "to": where, "until": "turn_end"}
        return {**out, "wording": 1} if str(of) == "に与えられる全てのダメージ" else out

    def s_melee_power(self, target: Any, _wording: Token) -> dict[str, Any]:
        return {"do": "status", "target": target, "status": "melee_power", "until": "turn_end"}
