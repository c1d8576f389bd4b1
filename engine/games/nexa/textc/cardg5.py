"""Family G5 of the card-text compiler (issue 14): G cards, G-sign colours, sets, characters and chips.

Grammar in grammar_cardg5.lark. `Cardg5Build` is a mixin of the compiler's transformer (compiler._Build);
the printer's wordings of the same constructs are in print_cardg5.py; the engine's in cardg5rules.py.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args


@v_args(inline=True)
class Cardg5Build(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cardg5.lark)."""

    # ---- G-sign colour changed until the phase / turn ends (verb gsign_colour)
    def cardg5_until_phase(self) -> str:
        return "phase_end"

    def cardg5_until_turn(self) -> str:
        return "turn_end"

    @staticmethod
    def _gsign(target: Any, until: str, colours: tuple[Token, ...], wording: str | None = None) -> dict[str, Any]:
        from .compiler import COLOUR, Unsupported

        picked = [COLOUR[str(c)] for c in colours]
        if len(set(picked)) != len(picked):
            raise Unsupported("a G-sign colour named twice")
        out: dict[str, Any] = {"do": "gsign_colour", "target": target, "colours": picked, "until": until}
        if wording:
            out["wording"] = wording
        return out

    def cardg5_s_gsign_one_of(self, target: Any, until: str, *colours: Token) -> dict[str, Any]:
        return self._gsign(target, until, colours)

    def cardg5_s_gsign_either(self, target: Any, until: str, a: Token, b: Token) -> dict[str, Any]:
        return self._gsign(target, until, (a, b), "either")

    def cardg5_s_gsign_to(self, target: Any, until: str, c: Token) -> dict[str, Any]:
        return self._gsign(target, until, (c,))

    def cardg5_s_gsign_held_to(self, target: Any, until: str, c: Token) -> dict[str, Any]:
        return self._gsign(target, until, (c,), "held")

    def cardg5_q_no_gain_level(self) -> dict[str, Any]:
        return {"has_gain_level": False}

    def cardg5_q_other_name(self) -> dict[str, Any]:
        return {"cardg5_other_name": True}

    def cardg5_q_not_chip(self) -> dict[str, Any]:
        return {"cardg5_not_chip": True}

    def cardg5_q_series_colour(self, c: Token) -> dict[str, Any]:
        from .compiler import COLOUR

        return {"cardg5_series_colour": COLOUR[str(c)]}

    def cardg5_timed_cheaper_if(self, *parts: Any) -> Any:
        import re

        from .compiler import COLOUR, Compiled

        built = self.timed(*parts[:-1])  # type: ignore[attr-defined]
        ab = dict(built.ability)
        m = re.match(r"このカードと同じ属性の(.)のGサイン.*合計国力-(\d+)", str(parts[-1]))
        assert m is not None  # the terminal's own pattern
        cond = {"exists": {"cardg5_series_colour": COLOUR[m.group(1)], "side": "own"}}
        return Compiled(ability={**ab, "cost": {**ab.get("cost", {}), "cheaper_if": cond, "cheaper_by": int(m.group(2))}})

    def cardg5_q_name_has(self, word: Token) -> dict[str, Any]:
        return {"cardg5_name_has": str(word)}

    def cardg5_d_replace_self(self, state: Token) -> dict[str, Any]:
        return {"do": "replace_self", "rolled": str(state) == "ロール状態"}

    @staticmethod
    def _chips_expire(words: str) -> dict[str, Any]:
        return {"do": "chips_expire", "name": words[: -len("はターン終了時に取り除かれる")]}

    def cardg5_st_power_each(self, target: Any, *parts: Any) -> dict[str, Any]:
        """「このカードは、青、緑、黒のGサインを持つ自軍Gが、それぞれ1枚以上ある場合、紫国力1を発生する。（注：…）」."""
        from .compiler import COLOUR, Unsupported

        *colours, made, n, _note = parts
        if target != "self":
            raise Unsupported("power made by another card")
        each = [COLOUR[str(c)] for c in colours]
        if len(set(each)) != len(each):
            raise Unsupported("a G-sign colour named twice")
        return {"apply": "power_total", "target": "self", "colour": COLOUR[str(made)], "amount": int(str(n)),
                "condition": {"all": [{"exists": {"gsign_colour": c, "side": "own", "type": "g"}} for c in each]}}

    def cardg5_s_chip_expiring(self, spec: dict[str, Any], n: Token, verb: str, tok: Token) -> dict[str, Any]:
        """The chips put out, then their leaving at the turn's end, as one step (after 「その場合」)."""
        chip = self.s_chip(spec, n, verb)  # type: ignore[attr-defined]  # family K's
        gone = self._chips_expire(str(tok)[1:])
        return {"do": "sequence", "steps": [chip, gone], "wording": "g5_chips"}

    def cardg5_t_chip(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        *rest, n, piece = parts
        sel = _selector(tuple(rest), {"type": "chip", "count": int(str(n))})
        if str(piece) == "個":
            sel["cardg5_pieces"] = True
        return sel

    def cardg5_s_take_off(self, target: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        if not (isinstance(target, dict) and (target.get("type") == "chip" or "_ref" in target)):
            raise Unsupported("取り除く of a card that is not a chip")
        return {"do": "remove", "target": target, "wording": "chip"}

    # ---- a 常駐 special effect with its value and cost (continuous keyword_value)
    def cardg5_kwc_trait(self, cost: dict[str, Any], kw: Token, name: Token) -> Any:
        from .compiler import TRAIT_KW

        return self._keyword(cost, TRAIT_KW[str(kw)], str(name))  # type: ignore[attr-defined]  # compiler._Build's

    def cardg5_st_kw_set_on(self, target: Any, *rest: Any) -> dict[str, Any]:
        *parts, kw = rest
        host = self._host(target, tuple(parts))  # type: ignore[attr-defined]  # family K's (textc/cardk.py)
        return {"apply": "keyword_value", "target": target, "keywords": [kw], "condition": host}

    def cardg5_q_printed_type_with(self, *parts: Any) -> dict[str, Any]:
        """「本来の種類が、（qualifiers）（type）である」: the printed type and the qualifiers said inside it."""
        from .compiler import TYPE, Unsupported

        *quals, kind = parts
        t = TYPE[str(kind)]
        if t in ("card", "g"):
            raise Unsupported("本来の種類 of no card type")
        inner: dict[str, Any] = {}
        for q in quals:
            if not isinstance(q, dict) or set(q) & set(inner) or "printed_type" in q:
                raise Unsupported("本来の種類が…である naming one thing twice")
            inner.update(q)
        return {"printed_type": t, "printed_with": list(inner), **inner}

    def cardg5_c_g_and(self, cond: dict[str, Any]) -> dict[str, Any]:
        return {"condition": {"all": [{"self_in": "gzone"}, cond]}}  # a precondition (compiler.precondition's shape)

    # ---- a special effect with its value in quotes (grant_special; a chip's keywords)
    def _special(self, cost: dict[str, Any], name: str, arg: Any) -> Any:
        return self._keyword(cost, name, arg)  # type: ignore[attr-defined]  # compiler._Build's

    def cardg5_kw_costed(self, cost: dict[str, Any], kw: Token) -> Any:
        from .compiler import COST_KW

        return self._special(cost, COST_KW[str(kw)], None)

    def cardg5_kw_trait(self, cost: dict[str, Any], kw: Token, name: Token) -> Any:
        from .compiler import TRAIT_KW

        return self._special(cost, TRAIT_KW[str(kw)], str(name))

    def cardg5_kw_psycommu(self, cost: dict[str, Any], n: Token) -> Any:
        return self._special(cost, "psycommu", int(str(n)))

    def cardg5_s_grant_special(self, target: Any, kw: dict[str, Any]) -> dict[str, Any]:
        if isinstance(kw, dict) and "_cardv8_valued" in kw:  # 「〔0〕：範囲兵器（X）」: a value (family V8, textc/cardv8.py)
            from .cardv8 import grant_valued

            return grant_valued(target, kw)
        return {"do": "grant_special", "target": target, "keywords": [kw], "until": "turn_end"}

    def cardg5_ci_special(self, kw: Any) -> tuple[str, Any]:
        from .compiler import Unsupported

        if not isinstance(kw, dict) or "cost" in kw:  # a chip's special effects are read with the built-in ① (P67)
            raise Unsupported("a quoted special effect with a cost other than ①")
        return "keywords", kw

    # ---- a G set as a character (family O3's g_as_character), of a G chosen or onto this card
    @staticmethod
    def _g_as_char(target: Any, onto: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        if target != "self" and not (isinstance(target, dict) and target.get("type") == "g" and target.get("side") == "own"
                                     and target.get("printed_type") == "character"
                                     and isinstance(target.get("count"), int)):
            raise Unsupported("phrase: キャラとして自軍ユニ…")
        return {"do": "g_as_character", "target": target, "onto": onto}

    def cardg5_g_as_char_self(self, target: Any, _tok: Token) -> dict[str, Any]:
        return self._g_as_char(target, "self")

    def cardg5_g_as_char_may(self, target: Any, _tok: Token, *parts: Any) -> dict[str, Any]:
        from .cardc import _selector_of
        from .compiler import Unsupported

        onto = _selector_of(tuple(parts))
        if onto.get("side") != "own" or onto.get("type") != "unit":
            raise Unsupported("phrase: キャラとして自軍ユニ…")
        return self._g_as_char(target, onto)


def special_clash(keywords: list[Any], abilities: list[dict[str, Any]]) -> bool:
    """Does a text give this card a special effect it prints with another value (「〔1〕：改装［B］」 on a card of
    「改装［A］」)? A card holds one value of each special effect (stats.keywords): the gained one would not play."""
    printed = {next(iter(k)) for k in keywords if isinstance(k, dict)} | {k for k in keywords if isinstance(k, str)}
    for a in abilities:
        for st in a.get("effect", []):
            if st.get("do") == "grant_special" and st.get("target") == "self" \
                    and any((k if isinstance(k, str) else next(iter(k))) in printed for k in st["keywords"]):
                return True
    return False
