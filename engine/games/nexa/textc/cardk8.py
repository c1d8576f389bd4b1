"""Family K8 of the card-text compiler (issue 14): selectors, conditions and the long tail, round 3.

Grammar in grammar_cardk8.lark. `Cardk8Build` is a mixin of the compiler's transformer (compiler._Build);
the printer's wordings of the same constructs are in print_cardk8.py.
"""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

FURTHER_FIRST: Final = "cardk8_further_first"  # 「（さらに）（condition）場合、（step）」
_OFF_FIELD: Final = ("junkyard", "hand", "hangar")  # places a card replacing this one may come from (R-23's exchange)
AFTER_COST: Final = "cardk8_after_cost"  # 「（注：コスト支払い後の枚数を参照する）」
LOSE_EITHER: Final = "cardk8_lose_either"  # 「…、「速攻」、または「強襲」を失う」


@v_args(inline=True)
class Cardk8Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardk8.lark)."""

    def cardk8_q_removed(self) -> dict[str, Any]:
        """「ゲームから取り除かれている」: a card of either player removed from the game (zone removed, P25)."""
        return {"zone": "removed"}

    def cardk8_further_first_if(self, cond: dict[str, Any], step: dict[str, Any]) -> dict[str, Any]:
        """「（さらに）（condition）場合、…」: the step when the condition holds as the text resolves (P57)."""
        return {"do": "if", "condition": cond, "then": [step], "wording": FURTHER_FIRST}

    def cardk8_t_all_engaged_with(self, ew: dict[str, Any], *parts: Any) -> dict[str, Any]:
        """「…と交戦中の全ての敵軍ユニット」: every card engaged with one another selector names (P70)."""
        from .compiler import Unsupported, _selector

        if ew.get("_said") is not None:
            raise Unsupported("every card engaged with a target chosen before")
        return {"engaged_with": ew["engaged_with"], **_selector(parts, {})}

    def cardk8_s_lose_kw(self, target: Any, kw: Token) -> dict[str, Any]:
        from .compiler import SIMPLE_KW

        return {"do": "lose_keyword", "target": target, "keyword": SIMPLE_KW[str(kw)], "until": "turn_end"}

    def cardk8_s_lose_kw_either(self, target: Any, first: Token, second: Token) -> dict[str, Any]:
        """「…、「速攻」、または「強襲」を失う」: one of the two, declared on play with the target (R-93, R-500)."""
        from .compiler import SIMPLE_KW, Unsupported

        if str(first) == str(second):
            raise Unsupported("the same special effect twice")
        return {"do": "choose_one", "wording": LOSE_EITHER, "options": [
            {"label": {"ja": f"「{kw}」を失う", "en": f"Loses {SIMPLE_KW[kw]}"},
             "steps": [self.cardk8_s_lose_kw(target, Token("KW_NAME", kw))]} for kw in (str(first), str(second))]}

    def cardk8_s_replace_by(self, target: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        if not isinstance(target, dict) or target.get("count") != 1 or target.get("zone") not in _OFF_FIELD:
            raise Unsupported("置き換え of this card by other than one card off the field")
        return {"do": "replace_by", "target": target}

    def cardk8_st_ban_units(self, side: Token, _here: Token, *quals: Any) -> dict[str, Any]:
        """「敵軍は、このカードがいる戦闘エリアに、（qualifiers）自分のユニットを出撃させる事ができない」 (R-501)."""
        from .compiler import SIDE, Unsupported, _selector

        unit = _selector(quals, {"type": "unit"})
        if not quals or "side" in unit:
            raise Unsupported("a sortie ban into this card's area of every unit")
        return {"apply": "area_ban", "target": "self", "side": SIDE[str(side)], "unit": unit}

    def cardk8_st_ban_squad(self, side: Token, _here: Token, words: Token) -> dict[str, Any]:
        """「敵軍は、このカードがいる戦闘エリアに、ユニットが1枚のみの部隊を出撃させる事ができない」 (R-501)."""
        from .compiler import SIDE

        n = int(str(words)[len("ユニットが"):].split("枚")[0])
        return {"apply": "area_ban", "target": "self", "side": SIDE[str(side)], "squad_of": n}

    def cardk8_q_trait_nested(self, words: Token) -> dict[str, Any]:
        """「「特徴：専用「A」」を持つ」: the trait as printed, its inner brackets kept (traits are read in NFKC, 「」)."""
        return {"trait": str(words)[len("「特徴:"):-len("」を持つ")]}

    def cardk8_timed_after_cost(self, *parts: Any) -> Any:
        """「…。Xの値は、（count）と同じとする。（注：コスト支払い後の枚数を参照する）」: the note restates P65's reading of a
        value as the effect resolves (after the cost, P55); only after an X that counts cards, in a text with a cost."""
        from .compiler import Compiled, Unsupported

        built = self.timed(*parts[:-1])  # type: ignore[attr-defined]
        ab = dict(built.ability)
        if "'count'" not in repr(ab.get("effect")) or not ab.get("cost") or ab.get("wording"):
            raise Unsupported("注：コスト支払い後の枚数を参照する without a count read after a cost")
        return Compiled(ability={**ab, "wording": AFTER_COST})

    # ---- a selector, or a card of that name (any_of)
    @staticmethod
    def _either(sel: dict[str, Any], words: str, named_first: bool) -> dict[str, Any]:
        from .compiler import SIDE, Unsupported

        side, name = words.split("「")[0], words.split("「")[1].split("」")[0]
        side = side.removeprefix("または")
        if sel.get("side") != SIDE[side] or "zone" in sel or "count" in sel:
            raise Unsupported("a selector or a name of another side")
        sub = {k: v for k, v in sel.items() if k != "side"}
        pair = [{"name": name}, sub] if named_first else [sub, {"name": name}]
        return {"side": SIDE[side], "any_of": pair}

    def cardk8_either_sel_named(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        *sel_parts, named = parts
        return self._either(_selector(tuple(sel_parts), {}), str(named), False)

    def cardk8_either_named_sel(self, named: Token, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        return self._either(_selector(parts, {}), str(named)[: -len("または")], True)

    def cardk8_c_either_battle(self, either: dict[str, Any]) -> dict[str, Any]:
        return {"exists": {**either, "zone": "battle"}}

    def cardk8_c_either(self, either: dict[str, Any]) -> dict[str, Any]:
        return {"exists": either}

    def cardk8_on_either_enters(self, either: dict[str, Any]) -> dict[str, Any]:
        return {"on": "card_enters", "of": either}

    def cardk8_c_named_both(self, words: Token) -> dict[str, Any]:
        """「自軍「A」と自軍「B」がいる」: both present (P57)."""
        import re

        from .compiler import SIDE

        m = re.fullmatch(r"(自軍|敵軍)「([^「」]+)」と(自軍|敵軍)「([^「」]+)」がいる", str(words))
        assert m is not None
        return {"all": [{"exists": {"side": SIDE[m.group(1)], "name": m.group(2)}},
                        {"exists": {"side": SIDE[m.group(3)], "name": m.group(4)}}]}

    def cardk8_st_lose_text_if(self, cond: dict[str, Any], target: Any) -> dict[str, Any]:
        return {"apply": "lose_text", "target": target, "wording": "passive", "condition": cond}

    def cardk8_s_kw_retarget(self, target: Any, part: Token, to: Any) -> dict[str, Any]:
        """「…が持つ、「サイコミュ」1つの対象部分を、ターン終了時まで『…1枚』に変更する」 (R-502): the new selector stays
        a selector (declared by the special effect's text when played), never a target of this text."""
        from .compiler import Unsupported

        kw = "psycommu" if "サイコミュ" in str(part) else "area_weapon"
        if not isinstance(to, dict) or to.get("count") != 1 or "_ref" in to:
            raise Unsupported("a target part changed to other than one card")
        if not isinstance(target, dict) or "keyword" in target or "_ref" in target:
            raise Unsupported("a target part changed of this card or of a card named otherwise")
        held = {**target, "keyword": kw}  # 「…1枚が持つ、「サイコミュ」」: a unit that has it
        return {"do": "kw_retarget", "target": held, "keyword": kw, "to": to, "until": "turn_end"}

    def cardk8_s_sortie_ban_long(self, *parts: Token) -> dict[str, Any]:
        from .cardb4 import BAN
        from .compiler import SIDE

        side = "all" if len(parts) == 2 else SIDE[str(parts[0])]
        said = str(parts[-1])
        if said == "出撃させることができない":
            return {"do": "sortie_ban", "side": side, "ban": "sortie", "until": "next_turn_end", "wording": "cardk8_koto"}
        return {"do": "sortie_ban", "side": side, "ban": BAN[said], "until": "next_turn_end"}

    def cardk8_s_lose_stat_mods(self, target: Any, words: Token) -> dict[str, Any]:
        stat = {"格闘力": "melee", "射撃力": "shooting", "防御力": "defence"}[str(words)[len("はこのターン全ての"):][:3]]
        return {"do": "lose_stat_mods", "target": target, "stat": stat, "until": "turn_end"}

    def cardk8_st_kw_costed(self, cond: dict[str, Any], target: Any, _kw: Token) -> dict[str, Any]:
        """「（condition）場合、…は、「〔1〕：ゲイン」を得る」: ゲイン at the built-in ① (P75), while the condition holds."""
        return {"apply": "keyword", "target": target, "keyword": "gain", "wording": "costed", "condition": cond}
