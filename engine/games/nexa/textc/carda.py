"""Family A of the card-text compiler (issue 14): steps naming an earlier result, set groups,
types excluded from a selector. Grammar in grammar_carda.lark; `CardaBuild` is a mixin of the
compiler's transformer and `print_step` / `print_target` are the printer's wordings for the same
constructs, so compiling and printing stay each other's inverse in one file.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from .cardr8 import cardr8_own_home

TYPE = {"ユニット": "unit", "キャラ": "character", "オペレーション": "operation", "コマンド": "command", "ACE": "ace",
        "カード": "card", "グラフィック": "graphic", "G": "g", "オペ": "operation"}  # オペ: normal form (normalise.py)
_JA_TYPE = {v: k for k, v in TYPE.items()}
_JA_PILE = {"home": "自軍本国", "discard": "自軍捨て山"}


@v_args(inline=True)
class CardaBuild(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_carda.lark)."""

    def q_not_type(self, *types: Token) -> dict[str, Any]:
        return {"not_type": [TYPE[str(t)] for t in types]}

    def q_outside_group(self) -> dict[str, Any]:
        return {"outside_group": True}

    def t_group(self, kind: Token) -> dict[str, Any]:
        return {"group": True, "type": TYPE[str(kind)], "count": "all"}

    def st_modify_x(self, target: Any, stats: list[Any], xdef: dict[str, Any]) -> dict[str, Any]:
        from .compiler import Unsupported

        if "X" not in stats and "-X" not in stats:
            raise Unsupported("X defined but not used")
        x = xdef["_x"]
        return {"apply": "modify", "target": target,
                "stats": [x if v == "X" else {"neg": x} if v == "-X" else v for v in stats]}

    def s_after(self, step: dict[str, Any]) -> dict[str, Any]:
        return {**step, "after": True}

    def s_shuffle_own(self) -> dict[str, Any]:
        return {"do": "shuffle", "side": "own"}

    # ---- conditions: if N or more
    def c_at_least(self, *parts: Any) -> dict[str, Any]:
        from .compiler import Unsupported, _selector

        *quals, n, being = parts
        sel = _selector(tuple(quals), {})
        if _being(sel) != str(being):
            raise Unsupported("「ある」/「いる」 not as the cards counted say")
        return {"exists": sel, "min": int(str(n))}

    # ---- the top cards of a pile, cards to their owner's places
    def tt_place(self, place: Token) -> dict[str, Any]:
        return {"to": {"自軍ハンガー": "hangar", "自軍手札": "hand"}[str(place)]}

    def tt_g(self, state: Token) -> dict[str, Any]:
        return {"to": "gzone", "rolled": str(state) == "ロール状態"}

    def s_take_top(self, zone: str, n: Any, to: dict[str, Any]) -> dict[str, Any]:
        return {"do": "take_top", "side": "own", "zone": zone, "count": n, **to}

    def s_to_owner_deploy(self, t: Any) -> dict[str, Any]:
        return {"do": "withdraw", "target": t}

    # ---- putting looked-at cards back in order
    def at_home_either(self) -> tuple[str, str]:
        return "home", "top_or_bottom"

    def at_home_top(self) -> tuple[str, str]:
        return "home", "home_top"

    def at_own_either(self) -> tuple[str, str]:
        return "discard", "top_or_bottom"

    def at_own_top(self) -> tuple[str, str]:
        return "discard", "home_top"

    def s_arrange(self, look: dict[str, Any], *rest: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        *order, (zone, to) = rest
        if zone != look["zone"] and (home := cardr8_own_home(look, zone, to, bool(order))) is not None:
            return home  # 「自軍本国の上のカード…を見て、…自軍本国の上か下に移す」: the same home (family R8)
        if zone != look["zone"]:  # 「元の本国」 is said of a home looked at, 「自軍本国」 of a discard pile
            raise Unsupported("putting looked-at cards into another pile")
        if bool(order) != (look["top"] != 1):
            raise Unsupported("「任意の順番で」 with one card, or missing with several")
        return {"do": "arrange", "side": "own", "zone": zone, "count": look["top"], "to": to}

    def s_draw_x(self) -> dict[str, Any]:
        return {"do": "draw", "side": "own", "count": "X"}

    def s_recover_x(self) -> dict[str, Any]:
        return {"do": "recover", "side": "own", "count": "X"}

    def s_home_damage_x(self, side: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"do": "home_damage", "side": SIDE[str(side)], "amount": "X"}

    # ---- values (P65)
    def v_capped(self, cap: Any, v: Any) -> Any:
        return {"min": [cap, v]}

    def v_coins_self(self) -> Any:
        return {"coins_on": "self"}

    def v_self_stat(self, stat: Token) -> Any:
        from .compiler import STAT_NAME

        return {"self_stat": STAT_NAME[str(stat)]}

    def v_group_count(self, kind: Token) -> Any:
        return {"count": {"group": True, "type": TYPE[str(kind)]}}

    def v_removed_count(self) -> Any:
        return {"count": {"zone": "removed"}}

    def t_types(self, *parts: Any) -> dict[str, Any]:
        """「敵軍ユニットまたは敵軍コマンド1枚」: one of these types (the side, if any, said of each)."""
        from .compiler import SIDE, Unsupported, _selector

        *head, count = parts
        toks = [p for p in head if isinstance(p, Token) and p.type in ("SIDE", "TYPE")]
        quals = [p for p in head if not (isinstance(p, Token) and p.type in ("SIDE", "TYPE"))]
        sides = [SIDE[str(t)] for t in toks if t.type == "SIDE"]
        types = [TYPE[str(t)] for t in toks if t.type == "TYPE"]
        if sides and (len(sides) != len(types) or len(set(sides)) != 1):
            raise Unsupported("types with different sides")
        sel = _selector(tuple(quals), {})
        if sides:
            sel["side"] = sides[0]
        return {**sel, "type": types, "count": int(str(count))}

    def kinds(self, *toks: Token) -> Any:
        types = [TYPE[str(t)] for t in toks]
        return types[0] if len(types) == 1 else types

    def t_again(self, n: Token | None = None) -> dict[str, Any]:
        """「対象」 (the one target) or 「対象2」: a target an earlier step chose, by its number."""
        return {"_ref": 1 if n is None else int(str(n))}

    def t_range(self, *parts: Any) -> dict[str, Any]:
        from .compiler import Unsupported, _selector

        *quals, lo, hi = parts
        if int(str(lo)) != 1:
            raise Unsupported("a target count range not starting at 1")
        return _selector(tuple(quals), {"count": {"from": 1, "upto": int(str(hi))}})

    # ---- looking at cards and taking some (P61, R-29)
    def look_n(self, lo: Token, hi: Token | None = None) -> Any:
        if hi is None:
            return int(str(lo))
        if int(str(lo)) != 1:
            from .compiler import Unsupported

            raise Unsupported("look at a range not starting at 1")
        return {"upto": int(str(hi))}

    def pile_home(self) -> str:
        return "home"

    def pile_discard(self) -> str:
        return "discard"

    def look_top(self, zone: str, n: Any) -> dict[str, Any]:
        return {"zone": zone, "top": n}

    def pick_typed(self, *parts: Any) -> dict[str, Any]:
        from .compiler import _selector

        *quals, kind, count = parts
        flt = _selector(tuple(quals), {})
        if kind != "card":
            flt["type"] = kind
        return {"filter": flt, "count": count}

    def pick_name(self, name: Token, count: Any) -> dict[str, Any]:
        return {"filter": {"name": str(name)}, "count": count}

    def tk_place(self, place: Token) -> dict[str, Any]:
        return {"to": {"自軍ハンガー": "hangar", "自軍手札": "hand"}[str(place)]}

    def tk_reveal(self) -> dict[str, Any]:
        return {"to": "hand", "reveal": True}

    def tk_junkyard(self) -> dict[str, Any]:
        return {"to": "junkyard"}

    def tk_deploy(self, state: Token) -> dict[str, Any]:
        return {"to": "deploy", "rolled": str(state) == "ロール状態"}

    def s_look_top(self, where: dict[str, Any], pick: dict[str, Any], take: dict[str, Any]) -> dict[str, Any]:
        return {"do": "search", "side": "own", **where, **pick, **take}

    def s_look_all(self, zone: str, pick: dict[str, Any], take: dict[str, Any], *rest: Any) -> dict[str, Any]:
        from .compiler import Unsupported

        *may, shuffled = rest
        if shuffled != zone:
            raise Unsupported("shuffling another pile than the one looked through")
        step = {"do": "search", "side": "own", "zone": zone, **pick, **take}
        return {"do": "optional", "steps": [step]} if may else step


class Mentions(dict[str, Any]):
    """The declared targets of one ability while it is printed: the first mention of a target prints
    its selector, later ones 「対象」 (or 「対象N」 when the ability has several)."""

    def __init__(self, targets: dict[str, Any]) -> None:
        super().__init__(targets)
        self.seen: set[str] = set()

    def again(self, name: str) -> bool:
        if name in self.seen:
            return True
        self.seen.add(name)
        return False


def print_target(sel: dict[str, Any]) -> str | None:
    """This family's selectors in words, or None for the core printer's."""
    if sel.get("group"):
        return "このセットグループの" + _JA_TYPE[sel["type"]]
    return None


def print_qualifier(key: str, v: Any) -> str | None:
    if key == "outside_group":
        return "このセットグループ以外の"
    if key == "not_type":
        return "と".join(_JA_TYPE[t] for t in v) + "以外の"
    return None


def print_step(s: dict[str, Any], target: Any) -> str | None:
    """This family's steps in canonical words (without 。), or None for the core printer's.
    `target` prints a selector or target name as the core printer does."""
    if s["do"] == "optional" and _is_look(s["steps"][0]) and "top" not in s["steps"][0]:
        return _look(s["steps"][0], target, may=True)
    if _is_look(s):
        return _look(s, target, may=False)
    if s["do"] == "take_top":
        to = (f"{'ロール' if s.get('rolled') else 'リロール'}状態で自軍Gにする" if s["to"] == "gzone"
              else {"hangar": "自軍ハンガー", "hand": "自軍手札"}[s["to"]] + "に移す")
        return f"{_JA_PILE[s['zone']]}の上のカード{_n(s['count'])}枚を{to}"
    if s["do"] == "withdraw":
        return f"{target(s['target'])}を持ち主の配備エリアに移す"
    if s["do"] == "shuffle" and s["side"] == "own":
        return "自軍本国をシャッフルする"
    if s["do"] == "arrange":
        order = "任意の順番で" if s["count"] != 1 else ""
        home = "元の本国" if s["zone"] == "home" else "自軍本国"
        back = "の上か下に" + ("戻す" if s["zone"] == "home" else "移す") if s["to"] == "top_or_bottom" else "の上に移す"
        return f"{_JA_PILE[s['zone']]}の上のカード{_n(s['count'])}枚を見て、{order}{home}{back}"
    return None


def _is_look(s: dict[str, Any]) -> bool:
    return s["do"] == "search" and s.get("zone") in _JA_PILE


def _look(s: dict[str, Any], target: Any, may: bool) -> str:
    pile = _JA_PILE[s["zone"]]
    head = f"{pile}の上のカード{_n(s['top'])}枚を見て、" if "top" in s else f"{pile}のカードを全て見て、"
    flt = s["filter"]
    what = f"「{flt['name']}」" if set(flt) == {"name"} else target({**flt, "count": "bare"})
    to = s["to"]
    if to == "deploy":
        take = f"自軍配備エリアに{'ロール' if s.get('rolled') else 'リロール'}状態で出す"
    elif to == "junkyard":  # 「…を自軍ジャンクヤードに移す」 (`wording: move`, textc/cards3.py)
        take = "自軍ジャンクヤードに移す" if s.get("wording") == "move" else "廃棄する"
    else:
        take = ("表にしてから" if s.get("reveal") else "") + {"hangar": "自軍ハンガー", "hand": "自軍手札"}[to] + "に移す"
    out = f"{head}その中にある{what}{_n(s['count'])}枚を{take}"
    if "top" in s:
        return out
    return out + ("事ができる" if may else "") + f"。その後、{pile}をシャッフルする"


def _n(v: Any) -> str:
    if isinstance(v, dict) and isinstance(v["upto"], dict):  # 「1～X枚」, X a value said after (family K9)
        return "1~X"
    return f"1~{v['upto']}" if isinstance(v, dict) else str(v)


def x_definition(continuous: list[dict[str, Any]], value: Any) -> str:
    """「Xの値は…とする。」 after a continuous text whose stats are a value, else nothing."""
    for c in continuous:
        if c.get("wording") == "per":  # 「…2枚につき+2/+2/+2」: no X (textc/cardv3.py)
            continue
        for v in c.get("stats", ()):
            if isinstance(v, dict):
                return f"Xの値は{value(v.get('neg', v))}とする。"
    return ""


def count_words(count: dict[str, Any]) -> str:
    """A target count range: 「1～N」."""
    return f"{count.get('from', 0)}~{count['upto']}"


def print_value(v: dict[str, Any], value: Any) -> str | None:
    """This family's values in words, or None for the core printer's."""
    from .compiler import STAT_NAME

    if "min" in v:  # 「Aを上限とするB」
        return None if len(v["min"]) != 2 else f"{value(v['min'][0])}を上限とする{value(v['min'][1])}"
    if v == {"coins_on": "self"}:
        return "このカードの上のコインの個数"
    if "self_stat" in v:
        return "このカードの" + {b: a for a, b in STAT_NAME.items()}[v["self_stat"]] + "の値"
    if v == {"count": {"zone": "removed"}}:
        return "ゲームから取り除かれているカードの枚数"
    return None


def _being(sel: dict[str, Any]) -> str:
    """Gs and cards in a pile 「ある」; units, characters and other cards on the field 「いる」."""
    return "ある" if sel.get("type") == "g" or sel.get("zone") not in (None, "battle", "deploy") else "いる"


def print_condition(cond: dict[str, Any], target: Any) -> str | None:
    """This family's conditions in words, or None for the core printer's."""
    if "exists" in cond and "min" in cond:
        sel = cond["exists"]
        return f"{target({**sel, 'count': 'bare'})}が{cond['min']}枚以上{_being(sel)}"
    return None


def types_words(types: list[str], side: str) -> str:
    """「ユニットまたはキャラ」, 「敵軍ユニットまたは敵軍コマンド」."""
    return "または".join(side + _JA_TYPE[t] for t in types)
