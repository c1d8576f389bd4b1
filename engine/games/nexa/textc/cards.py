"""Family S of the card-text compiler (issue 14): steps about what an earlier step looked at, chose
or moved. Grammar in grammar_cards.lark; `CardsBuild` is a mixin of the compiler's transformer and
`print_step` is the printer's wording of the same constructs, so both directions live in one file.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from . import carda
from .cardc import KEYWORD_HELD

_SQUAD_AT = {"任意の順番": "any", "先頭": "front"}
_JA_SQUAD_AT = {v: k for k, v in _SQUAD_AT.items()}


def _unsupported(item: str) -> Exception:
    from .compiler import Unsupported

    return Unsupported(item)


@v_args(inline=True)
class CardsBuild(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_cards.lark)."""

    def q_named_held(self, name: Token) -> dict[str, Any]:
        """「「サイコミュ」を持つ」: a special effect in brackets (only those; a card name is not held)."""
        kw = KEYWORD_HELD.get(str(name))
        if kw is None:
            raise _unsupported("「…」を持つ: not a special effect")
        return {"keyword": kw}

    def tk_g(self, state: Token) -> dict[str, Any]:
        return {"to": "gzone", "rolled": str(state) == "ロール状態"}

    def pick_names(self, *parts: Any) -> dict[str, Any]:
        """「「A」1枚または「B」1枚」: one pick of cards named A or B, the same count said of each."""
        names = [str(p) for p in parts[0::2]]
        counts = parts[1::2]
        if any(c != counts[0] for c in counts):
            raise _unsupported("names with different counts")
        return {"filter": {"name": names}, "count": counts[0]}

    def s_look_top_g_may(self, where: dict[str, Any], pick: dict[str, Any], state: Token) -> dict[str, Any]:
        step = {"do": "search", "side": "own", **where, **pick, **self.tk_g(state)}
        return {"do": "optional", "steps": [step]}

    def s_look_all_g_may(self, zone: str, pick: dict[str, Any], state: Token, shuffled: str) -> dict[str, Any]:
        if shuffled != zone:
            raise _unsupported("shuffling another pile than the one looked through")
        step = {"do": "search", "side": "own", "zone": zone, **pick, **self.tk_g(state)}
        return {"do": "optional", "steps": [step]}

    def s_enemy_hand_may(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        *quals, count = parts
        flt = _selector(tuple(quals), {})
        step = {"do": "search", "side": "enemy", "zone": "hand", "filter": flt, "count": count, "to": "junkyard"}
        return {"do": "optional", "steps": [step]}

    def ew_selector(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        return {"engaged_with": _selector(parts, {})}

    def ew_target(self, n: Token | None = None) -> dict[str, Any]:
        return {"engaged_with": f"t{1 if n is None else int(str(n))}", "_said": n is not None}

    def t_engaged_with(self, ew: dict[str, Any], *parts: Any) -> dict[str, Any]:
        """「…と交戦中の敵軍ユニット1枚」: engaged with a card of a selector or an earlier target (P32 交戦中)."""
        from .compiler import _selector

        *rest, count = parts
        ref = ew["engaged_with"]
        # 「対象1」 with no 対象2 in the text reads 「対象」 (normalise.py, family V): the first target either way
        return {"engaged_with": ref, **_selector(tuple(rest), {"count": int(str(count))})}

    def pile_either(self) -> list[str]:
        return ["home", "discard"]

    def tt_junkyard(self) -> dict[str, Any]:
        return {"to": "junkyard"}

    def tt_removed(self) -> dict[str, Any]:
        return {"to": "removed"}

    def s_take_top_may(self, zone: Any, n: Any) -> dict[str, Any]:
        return {"do": "optional", "steps": [{"do": "take_top", "side": "own", "zone": zone, "count": n,
                                             "to": "junkyard"}]}

    def t_pair_self(self, second: Any) -> dict[str, Any]:
        return {"_pair": ["self", *_parts(second)]}

    def t_pair(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        *quals, n, second = parts
        return {"_pair": [_selector(tuple(quals), {"count": int(str(n))}), *_parts(second)]}

    def s_designate(self, t: Any) -> dict[str, Any]:
        if t == "self" or (isinstance(t, dict) and ("_ref" in t or t.get("count") == "all")):
            raise _unsupported("指定 of this card, a target again or every card")
        return {"do": "designate", "target": t}

    def s_designate_and(self, t: Any, step: dict[str, Any]) -> dict[str, Any]:
        return {**self.s_designate(t), "steps": [step]}

    # ---- 「…の上のカード1枚を表にする。表にしたカードが…場合、…」
    def ri_quals(self, *quals: Any) -> dict[str, Any]:
        from .compiler import _selector

        return _selector(quals, {})

    def ri_type(self, kind: Token) -> dict[str, Any]:
        from .compiler import TYPE

        return {"type": TYPE[str(kind)]}

    def reveal_step(self, step: dict[str, Any]) -> dict[str, Any]:
        return step

    def rs_revealed(self, to: str) -> dict[str, Any]:
        return {"do": "move_revealed", "to": to}

    def rt_hangar(self) -> str:
        return "hangar"

    def rt_hand(self) -> str:
        return "hand"

    def rt_top_or_bottom(self) -> str:
        return "top_or_bottom"

    def reveal_else(self, kind: Token, step: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        from .compiler import TYPE

        return TYPE[str(kind)], step

    def reveal_block(self, zone: Any, n: Any, cond: dict[str, Any], step: dict[str, Any],
                     other: tuple[str, dict[str, Any]] | None = None) -> dict[str, Any]:
        if n != 1 or isinstance(zone, list):
            raise _unsupported("showing more than one card, or from either pile")
        out = {"do": "reveal_top", "side": "own", "zone": zone, "count": 1, "if": cond, "steps": [step]}
        if other is not None:
            if cond != {"type": other[0]}:
                raise _unsupported("「…以外の場合」 not of the type shown")
            out["else"] = [other[1]]
        return out

    def s_reveal(self, block: dict[str, Any]) -> dict[str, Any]:
        return block

    def s_designate_reveal(self, t: Any, block: dict[str, Any]) -> dict[str, Any]:
        return {**self.s_designate(t), "steps": [block]}

    # ---- into this card's squad (P70)
    def tk_squad(self, at: Token, state: Token) -> dict[str, Any]:
        return {"to": "squad", "position": _SQUAD_AT[str(at)], "rolled": str(state) == "ロール状態"}

    def s_to_squad(self, t: Any, at: Token, state: Token) -> dict[str, Any]:
        if not (isinstance(t, dict) and t.get("zone") == "hand" and t.get("side") == "own" and t.get("type") == "unit"):
            raise _unsupported("選んで…部隊に出す of a card not a unit in the own hand")
        return {"do": "to_squad", "target": {**t, "choose": "resolution"}, "position": _SQUAD_AT[str(at)],
                "rolled": str(state) == "ロール状態"}

    def tk_owner_hand(self) -> dict[str, Any]:
        return {"to": "hand", "owner_side": True}

    def tk_owner_hangar(self) -> dict[str, Any]:
        return {"to": "hangar", "owner_side": True}

    def s_rest(self, to: Token) -> dict[str, Any]:
        return {"do": "move_rest", "to": "junkyard" if str(to) == "廃棄する" else "home_bottom"}

    def s_enemy_hand_deploy(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        *quals, count, state = parts
        return {"do": "search", "side": "enemy", "zone": "hand", "filter": _selector(tuple(quals), {}),
                "count": count, "to": "deploy", "rolled": str(state) == "ロール状態"}

    def pick_pair(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        *quals, kind, count, second = parts
        flt = _selector(tuple(quals), {})
        if kind != "card":
            flt["type"] = kind
        rest = second.get("_picks", [second])
        return {"_picks": [{"filter": flt, "count": count}, *rest]}

    def s_mill_enemy(self, n: Any) -> dict[str, Any]:
        return {"do": "take_top", "side": "enemy", "zone": "home", "count": n, "to": "junkyard"}


def _parts(t: Any) -> list[Any]:
    return list(t["_pair"]) if isinstance(t, dict) and "_pair" in t else [t]


def split_pair(s: dict[str, Any]) -> dict[str, Any]:
    """A step on 「AとB」: the same step done to each, in the order the text names them (`together`);
    a look with two picks: one search of the same cards for each pick."""
    if "_picks" in s:
        base = {k: v for k, v in s.items() if k != "_picks"}
        if "top" in base:  # a second search of the top N would see a card the first did not
            raise _unsupported("two picks from the top cards looked at")
        return {"do": "together", "steps": [{**base, **p} for p in s["_picks"]]}
    return {"do": "together", "steps": [{**s, "target": t} for t in s["target"]["_pair"]]}


def needs_split(s: dict[str, Any]) -> bool:
    return "_picks" in s or (isinstance(s.get("target"), dict) and "_pair" in s["target"])


def _n(v: Any) -> str:
    return (f"1~{v['upto'] if isinstance(v['upto'], int) else 'X'}"  # 1～X (family V5)
            if isinstance(v, dict) else str(v))


def print_step(s: dict[str, Any], targets: dict[str, Any], target: Any, step: Any) -> str | None:
    """This family's steps in canonical words (without 。), or None for another family's.
    `target(ref, targets)` prints a selector or target name as the core printer does, `step(s, targets)` a step."""
    do = s["do"]
    if do == "designate":  # 「…を指定する」, 「…を指定し、（step）」
        head = str(target(s["target"], targets))
        return head + ("を指定し、" + "".join(str(step(x, targets)) for x in s["steps"]) if "steps" in s else "を指定する")
    if do == "reveal_top":
        return _reveal(s, lambda x: target(x, targets), lambda x: str(step(x, targets)))
    if do == "move_revealed":
        return "そのカード" + _REVEALED_TO[s["to"]]
    if do == "move_rest":
        return "残りを" + ("廃棄する" if s["to"] == "junkyard" else "持ち主の本国の下に移す")
    if do == "to_squad":  # 「…を選んで」: a target chosen on resolution; declared on play without it (family S2)
        ref = s["target"]
        sel = targets.get(ref) if isinstance(ref, str) and ref != "self" else ref
        chosen = "を選んで" if isinstance(sel, dict) and sel.get("choose") == "resolution" else "を"
        return f"{target(ref, targets)}{chosen}{_squad_words(s)}"
    if do == "together" and all(x["do"] == "search" for x in s["steps"]):  # a look with two picks
        picks = "と".join(_pick_words(x, lambda r: target(r, targets)) for x in s["steps"])
        first = {**s["steps"][0], "filter": {"name": _NAME_SLOT}}
        return str(step(first, targets)).replace(f"「{_NAME_SLOT}」{_n(first['count'])}枚", picks, 1)
    if do == "together":  # 「AとBを…」: A's words, then the step as said of B
        *first, last = s["steps"]
        return "".join(target(x["target"], targets) + "と" for x in first) + str(step(last, targets))
    if do == "optional" and len(s["steps"]) == 1:
        inner = s["steps"][0]
        if _mine_look(inner):
            return _look(inner, lambda ref: target(ref, targets), may=True)
        if inner["do"] == "together" and all(x["do"] == "search" for x in inner["steps"]):
            text = str(print_step(inner, targets, target, step))
            return text.replace("。その後、", "事ができる。その後、", 1) if "。その後、" in text else text + "事ができる"
        if inner["do"] == "take_top" and inner["side"] == "own" and inner["to"] == "junkyard":
            return _take_top(inner)[:-len("廃棄する")] + "廃棄する事ができる"
        if inner["do"] == "search" and inner.get("zone") == "hand" and isinstance(inner.get("count"), dict):
            return _hand(inner, target) + "事ができる"
    if do == "search" and s.get("zone") == "hand" and s.get("to") == "deploy":
        state = "ロール" if s.get("rolled") else "リロール"
        return _hand(s, target).replace("を選んで廃棄する", f"を自軍配備エリアに{state}状態で出す")
    if _mine_look(s):
        return _look(s, lambda ref: target(ref, targets), may=False)
    if do == "take_top" and (s["side"] == "enemy" and s["zone"] == "discard"):
        return None  # the enemy's discard pile: family S2 (cards2.py)
    if do == "take_top" and (s["side"] == "enemy" or isinstance(s["zone"], list) or s["to"] in ("junkyard", "removed")):
        return _take_top(s)
    return None


_REVEALED_TO = {"hangar": "を自軍ハンガーに移す", "hand": "を持ち主の手札に移す", "top_or_bottom": "を元の本国の上か下に戻す"}


def _reveal(s: dict[str, Any], target: Any, step: Any) -> str:
    """「（pile）の上のカード1枚を表にする。表にしたカードが（cond）場合、（step）。(（type）以外の場合、（step）)」"""
    from .compiler import TYPE

    cond = s["if"]
    if set(cond) == {"type"}:
        words = {v: k for k, v in TYPE.items() if k != "オペ"}[cond["type"]] + "の"
    else:
        words = str(target({**cond, "count": "bare"}))[: -len("カード")]  # the qualifiers, without 「カード」
    out = f"{_PILE_WORDS[s['zone']]}の上のカード1枚を表にする。表にしたカードが{words}場合、" + "".join(
        step(x) for x in s["steps"])
    if "else" in s:
        out += "。" + {v: k for k, v in TYPE.items() if k != "オペ"}[cond["type"]] + "以外の場合、" + "".join(
            step(x) for x in s["else"])
    return out


_PILE_WORDS = {"home": "自軍本国", "discard": "自軍捨て山"}
_EITHER = "自軍本国または自軍捨て山"


def _pile(zone: Any) -> str:
    return _EITHER if isinstance(zone, list) else _PILE_WORDS[zone]


def _take_top(s: dict[str, Any]) -> str:
    """「（pile）の上のカードN枚を（to）」: own piles, either of them, or the enemy's home."""
    pile = "敵軍本国" if s["side"] == "enemy" else _pile(s["zone"])
    to = s["to"]
    if to == "gzone":
        words = f"{'ロール' if s.get('rolled') else 'リロール'}状態で自軍Gにする"
    else:
        words = {"junkyard": "廃棄する", "removed": "ゲームから取り除く", "hangar": "自軍ハンガーに移す",
                 "hand": "自軍手札に移す"}[to]
    return f"{pile}の上のカード{_n(s['count'])}枚を{words}"


def _squad_words(s: dict[str, Any]) -> str:
    state = "ロール" if s.get("rolled") else "リロール"
    return f"このカードの部隊の{_JA_SQUAD_AT[s['position']]}に{state}状態で出す"


def _mine_look(s: dict[str, Any]) -> bool:
    """A look this family words: made a G or put in this card's squad, several names, or either pile."""
    return s["do"] == "search" and (isinstance(s.get("zone"), list) or (
        s.get("zone") in ("home", "discard") and (s.get("to") in ("gzone", "squad") or s.get("owner_side")
                                                  or _named_any(s))))


def engaged_with_words(ref: Any, target: Any) -> str:
    """「…と交戦中の」: a selector in words, or 「対象N」 for a target chosen before."""
    if isinstance(ref, str):
        return f"対象{ref[1:]}と交戦中の"
    return str(target({**ref, "count": "bare"})) + "と交戦中の"


def _pick_words(s: dict[str, Any], target: Any) -> str:
    flt = s["filter"]
    what = f"「{flt['name']}」" if set(flt) == {"name"} and isinstance(flt["name"], str) else target(
        {**flt, "count": "bare"})
    return f"{what}{_n(s['count'])}枚"


def _named_any(s: dict[str, Any]) -> bool:
    return s["do"] == "search" and isinstance(s.get("filter", {}).get("name"), list)


def _hand(s: dict[str, Any], target: Any) -> str:
    what = target({**s["filter"], "count": "bare"}, {})
    return f"敵軍手札を全て見て、その中にある{what}{_n(s['count'])}枚を選んで廃棄する"


_NAME_SLOT = "\x00"


def _look(s: dict[str, Any], target: Any, may: bool) -> str:
    """carda's wording of a look, with what is taken made a G and a pick of several names."""
    names = s["filter"].get("name")
    step = dict(s)
    either = isinstance(s["zone"], list)
    if either:
        step["zone"] = "home"  # worded below
    if isinstance(names, list):
        step["filter"] = {"name": _NAME_SLOT}
    to_g = step.get("to") in ("gzone", "squad")
    if to_g:
        step["to"] = "junkyard"  # printed as 「廃棄する」, then put right below
    out = carda._look(step, target, may=may and "top" not in s)
    if to_g:
        state = "ロール" if s.get("rolled") else "リロール"
        words = _squad_words(s) if s["to"] == "squad" else f"{state}状態で自軍Gにする"
        out = out.replace("を廃棄する", f"を{words}", 1)
    if isinstance(names, list):
        n = _n(s["count"])
        out = out.replace(f"「{_NAME_SLOT}」{n}枚", "または".join(f"「{x}」{n}枚" for x in names), 1)
    if either:
        out = out.replace("自軍本国の上のカード", _EITHER + "の上のカード", 1)
    if s.get("owner_side"):  # 「持ち主の手札に移す」: the card's owner's place
        out = out.replace("を自軍手札に移す", "を持ち主の手札に移す", 1).replace("を自軍ハンガーに移す", "を持ち主のハンガーに移す", 1)
    if may and "top" in s:
        out += "事ができる"
    return out
