"""Targets (P56): which cards a selector names, from whose side, in which place."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any, Final

from .battleb4 import fits as b4_fits
from .battleb4 import selector_part as b4_part
from .battlestates import fits as b3_fits
from .battlestates import selector_part as b3_part
from .cardg5rules import fits as g5_fits
from .cardg5rules import gsign_changed, gsign_colour
from .cardg5rules import selector_part as g5_part
from .cardg6rules import other_series as g6_other_series
from .cardo3rules import refit_gs
from .cardr4sel import fits as r4_fits
from .cardr4sel import selector_part as r4_part
from .minusmods import minus_modified
from .overrides import untargetable, untargetable_by_commands
from .ownstates import same_place
from .state import (
    BATTLE,
    CUT,
    DEPLOY,
    DISCARD,
    FIELD_ZONES,
    GZONE,
    HAND,
    HANGAR,
    HOME,
    JUNK,
    REMOVED,
    SET,
    State,
)
from .stats import (
    applied_kinds,
    area_of,
    cached,
    children,
    ctype,
    exclusive_set,
    field_cards,
    gained_trait,
    has_character,
    has_keyword,
    host_of,
    is_unit,
    squad_index,
    static_sources,
    stats,
    table_building,
)
from .valuesv5 import KEYS as V5_KEYS
from .valuesv5 import evaluate as v5_evaluate

ZONE_CODES: Final = {"hand": HAND, "hangar": HANGAR, "junkyard": JUNK, "home": HOME, "discard": DISCARD,
              "removed": REMOVED, "gzone": GZONE, "cut": CUT}


def side_of(s: State, iid: int) -> int:
    """Whose card it is for 自軍/敵軍 (P63): the controller on the field, else the place's keeper."""
    if s.zone[iid] in FIELD_ZONES:
        return s.ctrl[iid]
    return s.zseat[iid]


def value(s: State, v: Any, source: int, seat: int, bound: dict[str, tuple[int, ...]] | None = None,
          x: int = 0) -> int:
    """Evaluate a value of the effect language (P65 変数)."""
    if isinstance(v, int):
        return v
    if v == "X":
        return x
    if isinstance(v, dict):
        key, arg = next(iter(v.items()))
        if key == "count":
            return len(candidates(s, arg, seat, source))
        if key in ("g_count", "hand_count", "junkyard_count", "home_count"):
            who = seat if arg == "own" else 1 - seat
            place = {"g_count": GZONE, "hand_count": HAND, "junkyard_count": JUNK, "home_count": HOME}[key]
            return len(s.place(who, place))
        if key == "target_stat":
            name, stat = arg
            cards = (bound or {}).get(name, ())
            if not cards:
                return 0
            c = cards[0]
            if stat == "total_cost":
                return s.defs[c].total_cost
            if stat == "roll_cost":
                return s.defs[c].roll_total
            if stat == "roll_or_gain":  # 「本来のロールコストまたはゲインレベルの値」: a graphic's gain level (P29)
                d = s.defs[c]
                return d.gain_level if d.type == "graphic" and d.gain_level is not None else d.roll_total
            return stats(s, c)[("melee", "shooting", "defence").index(stat)]
        if key == "x_times":
            return x * int(arg)
        if key == "sum":  # arithmetic on values: 「…の枚数+1」 (issue 14)
            return sum(value(s, part, source, seat, bound, x) for part in arg)
        if key == "min":  # 「Aを上限とするB」: B, at most A
            return min(value(s, part, source, seat, bound, x) for part in arg)
        if key == "neg":  # 「-X」: minus the value X stands for
            return -value(s, arg, source, seat, bound, x)
        if key == "coins_on":  # 「このカードの上のコインの個数」
            from .coins import coin_count

            return coin_count(s, source)
        if key == "self_stat":  # 「このカードの格闘力の値」
            return stats(s, source)[("melee", "shooting", "defence").index(arg)]
        if key in V5_KEYS:  # 「4から敵軍手札の枚数を引いた値」, 「…の合計値」 (family V5, valuesv5.py)
            return v5_evaluate(s, key, arg, source, seat, bound, x, value, candidates)
        from .values2 import evaluate  # 「自軍国力の値」, 「…の上にある…コインの個数」 (family V)

        more = evaluate(s, key, arg, source, seat, bound)
        if more is not None:
            return more
    return 0


def _zones(sel: dict[str, Any]) -> list[int] | None:
    z = sel.get("zone", "field")
    zs = z if isinstance(z, list) else [z]
    out: list[int] = []
    for name in zs:
        if name == "field":
            return None
        if name == "deploy":
            out.extend((DEPLOY, SET))
        elif name == "battle":
            out.append(BATTLE)
        else:
            out.append(ZONE_CODES[name])
    return out


_ABSENT: Final = object()  # a key the selector does not name


class Selector:
    """A selector dict read once (P56): matching a card then touches only the keys it names.

    `candidates` asks the same selector about every card on the field, many times per decision,
    and reading the dict again for each card was a large part of the engine's time.
    """

    __slots__ = ("zones", "field_pool", "self_only", "host", "exclude_self", "side", "types", "zone_named",
                 "same_area", "stat_checks", "colour", "trait", "printed_trait", "name", "rolled", "destroyed",
                 "damaged",
                 "engaged", "area", "front", "has_character", "keyword", "max_defence", "min_defence",
                 "max_melee",
                 "min_melee",  # family K6: 「N以上の格闘力を持つ」
                 "max_total_cost", "min_total_cost", "context_free", "pool_zones", "skips_gs",
                 "squad", "gsign_colour", "same_series", "has_set_card", "has_gain_level", "not_types", "group",
                 "outside_group", "engaged_with", "same_place", "exclusive_set", "set_card", "has_coin", "same_squad",
                 "entered_turn", "roll_colour", "keyword_or_trait", "same_gsign", "not_gsign_colour", "traits_any",
                 "printed_traits_any",
                 "max_roll_cost", "untargeted", "printed_type", "refit",
                 "instead", "any_of", "exclusive_for", "taken",
                 "minus_mod", "printed_roll_colour", "group_of",  # family V2, S2, O2 (C3: printed_roll_colour; O3: group_of)
                 "gsign_colours", "has_terrain", "lacks_terrain", "one_terrain",  # family K3
                 "roll_cost",  # family V4
                 "total_cost",  # family V4
                 "cause",  # family V4: 「そのユニット」, the card a trigger heard
                 "coins_below", "coin_kind",  # family V4: fewer than N coins of a kind on it
                 "b3",  # family B3 (battlestates.py): squad size, not engaged
                 "b4",  # family B4 (battleb4.py): attacking or engaged
                 "r4",  # family R4 (cardr4sel.py): a G sign, a set card without a description
                 "g5",  # family G5 (cardg5rules.py): another name than this card's, not a chip
                 "g6",  # family G6 (cardg6rules.py): a G sign of another 属性 than a target's
                 "g6_on_unit",  # family G6: 「ユニットにセットされている」, set on a unit (P66)
                 "not_of",  # family V8: 「（対象1以外の）」, not a card of that target
                 "o8_place_of",  # family O8: 「「供給」を持つ自軍ユニットと同じエリアにいる」
                 )

    def __init__(self, sel: dict[str, Any]) -> None:
        self.zones = _zones(sel)
        zs = self.zones
        self.field_pool = zs is None or BATTLE in zs or DEPLOY in zs or SET in zs
        # zones a card of the field may be in and still fit (set cards are judged by their host)
        self.pool_zones = FIELD_ZONES if zs is None else frozenset((*zs, SET))
        self.self_only = sel.get("self") is True
        self.host = sel.get("host") is True
        self.exclude_self = bool(sel.get("exclude_self"))
        self.side = sel.get("side", "any")
        t = sel.get("type")
        self.types = None if t is None else tuple(t if isinstance(t, list) else [t])
        nt = sel.get("not_type")  # 「…以外の」 (issue 14)
        self.not_types = () if nt is None else tuple(nt if isinstance(nt, list) else [nt])
        self.group = bool(sel.get("group"))  # this card's set group (P66)
        # 「…全ての自軍ユニットのセットグループ」: a card of the set group of a card that fits (P66; family O3)
        self.group_of: Any = Selector(sel["group_of"]) if "group_of" in sel else None
        self.outside_group = bool(sel.get("outside_group"))
        self.engaged_with: Any = sel.get("engaged_with", _ABSENT)  # 「…と交戦中の」 (issue 14, family S)
        self.same_place = bool(sel.get("same_place"))  # 「このカードと同じエリアにいる」 (ownstates.py)
        self.o8_place_of: Any = Selector(sel["cardo8_place_of"]) if "cardo8_place_of" in sel else None  # family O8
        self.has_coin = sel.get("has_coin")  # 「コインが上にある」 (P67): a coin's name, or "any"
        self.same_squad = bool(sel.get("same_squad") or sel.get("same_squad_as"))  # 「このカードの（と同じ）部隊にいる」 (P70)
        self.entered_turn = bool(sel.get("entered_this_turn"))  # 「このターン中に場に出た」
        self.roll_colour: Any = sel.get("roll_colour", _ABSENT)  # 「緑のロールコストを持つ」 (cardt2steps.py)
        self.printed_roll_colour: Any = sel.get("printed_roll_colour", _ABSENT)  # 本来の記述に (family C3, R-151)
        self.keyword_or_trait: Any = sel.get("keyword_or_trait", _ABSENT)  # 「「A」または「特徴：A」を持つ」
        self.minus_mod = bool(sel.get("minus_mod"))  # 「マイナスの戦闘修正を得ている」 (minusmods.py)
        self.b3 = b3_part(sel)  # 「ユニットがN枚以上の部隊にいる」, 「交戦中ではない」 (battlestates.py)
        self.b4 = b4_part(sel)  # 「攻撃に出撃している、または交戦中の」 (battleb4.py)
        self.r4 = r4_part(sel)  # 「Gサインを持つ」, 「記述を持たないセットカード」 (cardr4sel.py)
        self.g5 = g5_part(sel)  # 「このカードと異なる名称である」, 「チップ以外の」 (cardg5rules.py)
        self.g6: Any = sel.get("cardg6_series_not_of")  # 「対象1と異なる属性のGサインを持つ」 (cardg6rules.py)
        self.g6_on_unit = bool(sel.get("cardg6_on_unit"))  # 「ユニットにセットされている」: in the set zone (P66)
        self.not_of: Any = sel.get("cardv8_not_of")  # 「（対象1以外の）」: not a card of that bound target (family V8)
        self.zone_named = "zone" in sel
        # 「…ユニット1枚または「A」1枚」 (family S2): a card that fits one of these, in the places this selector names
        place: dict[str, Any] = {k: sel[k] for k in ("zone", "side") if k in sel}
        typed: dict[str, Any] = {"type": sel["type"]} if "type" in sel else {}  # the outer type, unless a sub names one
        self.any_of: Any = tuple(Selector({**typed, **sub, **place}) for sub in sel["any_of"]) if "any_of" in sel else ()
        self.exclusive_for: Any = sel.get("exclusive_for", _ABSENT)  # 「「A」と専用機のセットが成立する」 (P76)
        self.taken = bool(sel.get("taken"))  # 「この効果で出した」: a card this effect's look took (bound _taken)
        inst = sel.get("instead")  # 「この効果の対象部分は…場合…に変更される」 (textc/cards2.py): (condition, base, other)
        self.instead: Any = None if inst is None else (
            inst["if"], Selector({k: v for k, v in sel.items() if k != "instead"}),
            Selector({**inst["sel"], "count": sel.get("count", 1)}))
        # a G in the G zone is only a G (P21): it fits only "card", "g" (or a chip), or a named zone
        if self.types is None:
            self.skips_gs = not self.zone_named
        else:
            self.skips_gs = not {"card", "g", "chip"} & set(self.types)
        self.same_area = bool(sel.get("same_area"))
        # the target is the squad of the chosen unit, not the unit: 対象にならない does not stop it (P73)
        self.squad = bool(sel.get("squad"))
        self.stat_checks = "max_defence" in sel or "min_defence" in sel or "max_melee" in sel \
            or "min_melee" in sel  # family K6
        get = sel.get
        self.colour: Any = get("colour", _ABSENT)
        self.gsign_colour: Any = get("gsign_colour", _ABSENT)
        self.gsign_colours: Any = get("gsign_colours", _ABSENT)  # 「青または黒のGサインを持つ」 (family K3)
        self.has_terrain: Any = get("has_terrain", _ABSENT)  # 「地形適性「宇宙」を持つ」 (family K3)
        self.lacks_terrain: Any = get("lacks_terrain", _ABSENT)
        self.one_terrain = bool(get("one_terrain"))  # 「地形適性を片方しか持たない」 (family K3)
        self.same_series = bool(get("same_series"))
        self.not_gsign_colour: Any = get("not_gsign_colour", _ABSENT)  # 「紫以外のGサインを持つ」
        self.traits_any: Any = get("traits_any", _ABSENT)  # 「「特徴：A」「特徴：B」を持つ」: either, or both (P65)
        self.printed_traits_any: Any = get("printed_traits_any", _ABSENT)  # 本来の記述に…
        self.same_gsign = bool(get("same_gsign"))  # 「このカードと同じGサインを持つ」: colour and 属性 (P22, R-114)
        self.trait: Any = get("trait", _ABSENT)
        self.printed_trait: Any = get("printed_trait", _ABSENT)
        self.name: Any = get("name", _ABSENT)
        self.rolled: Any = get("rolled", _ABSENT)
        self.destroyed: Any = get("destroyed", _ABSENT)
        self.damaged: Any = get("damaged", _ABSENT)
        self.engaged: Any = get("engaged", _ABSENT)
        self.area: Any = get("area", _ABSENT)
        self.front: Any = get("front", _ABSENT)
        self.has_character: Any = get("has_character", _ABSENT)
        self.has_set_card: Any = get("has_set_card", _ABSENT)  # セットカードがセットされている (P66)
        self.has_gain_level: Any = get("has_gain_level", _ABSENT)  # ゲインレベルを持つ: a graphic (P29)
        self.exclusive_set: Any = get("exclusive_set", _ABSENT)  # 「専用機のセット」が成立している (P76, family K)
        self.set_card: Any = get("set_card", _ABSENT)  # 「セットカード」: a card set on a unit (P66, family K)
        self.keyword: Any = get("keyword", _ABSENT)
        self.max_defence: Any = get("max_defence", _ABSENT)
        self.min_defence: Any = get("min_defence", _ABSENT)
        self.max_melee: Any = get("max_melee", _ABSENT)
        self.min_melee: Any = get("min_melee", _ABSENT)  # 「N以上の格闘力を持つ」 (family K6)
        self.max_total_cost: Any = get("max_total_cost", _ABSENT)
        self.min_total_cost: Any = get("min_total_cost", _ABSENT)
        self.max_roll_cost: Any = get("max_roll_cost", _ABSENT)  # 「2以下のロールコストを持つ」 (P9, family O2)
        self.roll_cost: Any = get("roll_cost", _ABSENT)  # 「ロールコストXを持つ」 (P9, family V4)
        self.total_cost: Any = get("total_cost", _ABSENT)  # 「合計国力Xを持つ」 (P9, family V4)
        self.cause = bool(get("cause"))  # 「そのユニット」: the card whose entering the trigger heard (family V4)
        self.coins_below: Any = get("coins_below", _ABSENT)  # 「…コインが2個以上乗っている…を対象にできない」 (V4)
        self.coin_kind: Any = get("coin_kind")
        self.untargeted = bool(get("untargeted"))  # 「（注：対象は取らない）」: not a target (P56, R-100)
        self.printed_type: Any = get("printed_type", _ABSENT)  # 「本来の種類がキャラである」 (P53, family O2)
        self.refit = bool(get("refit"))  # 改装's own selector: a total cost as 改装 reads it (family O2)
        # the same cards whatever "this card", the bound targets and X are: no key reads them
        self.context_free = not (self.self_only or self.host or self.group or self.outside_group or self.exclude_self
                                 or self.same_area or self.engaged_with is not _ABSENT or self.same_place or self.same_squad
                                 or self.entered_turn or self.instead is not None or bool(self.any_of) or self.taken
                                 or self.group_of is not None
                                 or self.same_series or self.same_gsign
                                 or self.stat_checks or self.max_total_cost is not _ABSENT
                                 or self.min_total_cost is not _ABSENT or self.max_roll_cost is not _ABSENT
                                 or self.roll_cost is not _ABSENT or self.cause  # family V4
                                 or self.total_cost is not _ABSENT
                                 or self.g6 is not None  # family G6: a bound target's 属性
                                 or self.not_of is not None  # family V8: a bound target's cards
                                 or (self.g5 is not None and (self.g5[0] or self.g5[3] is not None)))  # G5: this card's


_COMPILED: Final[dict[int, tuple[dict[str, Any], dict[str, Any], Selector]]] = {}


def compiled(sel: dict[str, Any]) -> Selector:
    """The Selector for `sel`, read once and kept.

    Keyed by identity; the entry holds the dict itself (so its id cannot be reused while the entry
    lives) and a deep copy that must still equal it (so a dict changed in place is read again).
    """
    hit = _COMPILED.get(id(sel))
    if hit is not None and hit[0] is sel and hit[1] == sel:
        return hit[2]
    cs = Selector(sel)
    if len(_COMPILED) >= 4096:
        _COMPILED.clear()
    _COMPILED[id(sel)] = (sel, copy.deepcopy(sel), cs)
    return cs


def matches(s: State, sel: Any, iid: int, seat: int, source: int, use_base: bool = False,
            bound: dict[str, tuple[int, ...]] | None = None, x: int = 0, by_effect: bool = True) -> bool:
    """Does card `iid` fit the selector, seen from `seat` with `source` as "this card"?"""
    if sel == "self":
        return iid == source
    cs = compiled(sel)
    if cs.instead is not None:
        cs = _in_force(s, cs, seat, source)
    return _fits(s, cs, iid, seat, source, use_base, bound, x, by_effect)


def _gsign(s: State, iid: int, d: Any) -> str | None:
    """The card's G-sign colour now: printed, unless a text changed it for a while (family G5, cardg5rules.py)."""
    return gsign_colour(s, iid) if s.grants and gsign_changed(s) else d.gsign_colour


def _in_force(s: State, cs: Selector, seat: int, source: int) -> Selector:
    """A target part changed under a condition (「この効果の対象部分は…場合…に変更される」): the other
    selector while the condition holds, read whenever the target is declared or checked (ruling R-90)."""
    from .conditions import holds

    cond, base, other = cs.instead
    chosen: Selector = other if holds(s, cond, source, seat) else base
    return chosen


def _fits(s: State, cs: Selector, iid: int, seat: int, source: int, use_base: bool,
          bound: dict[str, tuple[int, ...]] | None, x: int, by_effect: bool) -> bool:
    if cs.any_of:
        return any(_fits(s, sub, iid, seat, source, use_base, bound, x, by_effect) for sub in cs.any_of)
    if cs.group_of is not None:  # the set group of a card that fits (family O3)
        h = host_of(s, iid)
        return s.zone[iid] in FIELD_ZONES and any(
            _fits(s, cs.group_of, m, seat, source, use_base, bound, x, False) for m in (h, *children(s, h)))
    z = s.zone[iid]
    on_field = z in FIELD_ZONES
    zones = cs.zones
    if zones is None:
        if not on_field:
            return False
    elif z == SET:
        if SET not in zones and not (BATTLE in zones and s.zone[host_of(s, iid)] == BATTLE):
            return False
        if SET in zones and s.zone[host_of(s, iid)] != DEPLOY and BATTLE not in zones:
            return False
    elif z not in zones:
        return False
    if cs.self_only and iid != source:
        return False
    if cs.host and iid != (host_of(s, source) if s.zone[source] == SET else _group_host(s, source, bound)
                           if bound and "_group_of" in bound else -1):
        return False  # its host; once this card left, the one it was set on as its effect began (R-65, family O3)
    if cs.exclude_self and iid == source:
        return False
    if cs.group and host_of(s, iid) != _group_host(s, source, bound):
        return False
    if cs.outside_group and host_of(s, iid) == _group_host(s, source, bound):
        return False
    if cs.has_coin is not None and not any(n > 0 and cs.has_coin in ("any", k) for k, n in s.coins.get(iid, ())):
        return False
    if cs.same_squad and (squad_index(s, source) < 0 or squad_index(s, iid) != squad_index(s, source)):
        return False
    side = cs.side
    if side != "any":
        who = s.ctrl[iid] if on_field else s.zseat[iid]  # side_of
        if who < 0 or (who == seat) != (side == "own"):  # lost control: neither own nor enemy (P63)
            return False
    types = cs.types
    if types is not None:
        ct = ctype(s, iid) if on_field else s.defs[iid].type
        for want in types:
            if want == "card" or want == ct or (want == "unit" and on_field and is_unit(s, iid)) or (
                    want == "unit" and not on_field and ct in ("unit", "ace")) or (
                    want == "chip" and iid in s.chip_specs):
                break
        else:
            return False
    elif on_field and not cs.zone_named and ctype(s, iid) == "g":
        return False  # "a card on the field" rarely means a G; ask for type g explicitly
    if cs.not_types and (ctype(s, iid) if on_field else s.defs[iid].type) in cs.not_types:
        return False
    d = s.defs[iid]
    if cs.colour is not _ABSENT and cs.colour not in d.colours:
        return False
    if cs.gsign_colour is not _ABSENT and _gsign(s, iid, d) != cs.gsign_colour and not (
            d.gsign_also and cs.gsign_colour in d.gsign_also and s.zone[iid] == GZONE):  # its other colour as a G (G6)
        return False
    if cs.gsign_colours is not _ABSENT and _gsign(s, iid, d) not in cs.gsign_colours and not (
            d.gsign_also and s.zone[iid] == GZONE and any(c in cs.gsign_colours for c in d.gsign_also)):
        return False
    if (cs.has_terrain is not _ABSENT or cs.lacks_terrain is not _ABSENT or cs.one_terrain) \
            and not _terrain_fits(s, cs, iid):
        return False
    if cs.same_series and (d.gsign_series is None or d.gsign_series != s.defs[source].gsign_series):
        return False
    if cs.traits_any is not _ABSENT and not any(
            x in d.traits or (on_field and gained_trait(s, iid, x)) for x in cs.traits_any):
        return False
    if cs.printed_traits_any is not _ABSENT and not any(x in d.traits for x in cs.printed_traits_any):
        return False
    if cs.not_gsign_colour is not _ABSENT and ((gsign := _gsign(s, iid, d)) is None or gsign == cs.not_gsign_colour):
        return False
    if cs.same_gsign and (d.gsign_series is None or d.gsign_colour is None or (d.gsign_colour, d.gsign_series) != (
            s.defs[source].gsign_colour, s.defs[source].gsign_series)):
        return False
    if cs.roll_colour is not _ABSENT and (s.is_g[iid] or not any(  # a G has no roll cost (P21; R-110)
            c == cs.roll_colour and n > 0 for c, n in d.roll_cost)):
        return False
    if cs.printed_roll_colour is not _ABSENT and not any(  # printed on the card, a G's too (R-151)
            c == cs.printed_roll_colour and n > 0 for c, n in d.roll_cost):
        return False
    if cs.printed_trait is not _ABSENT and cs.printed_trait not in d.traits:
        return False
    if cs.trait is not _ABSENT and cs.trait not in d.traits and not _any_trait(cs.trait, d.traits) and not (
            on_field and gained_trait(s, iid, cs.trait)):  # a trait a 常駐 text gives (issue 14 family T)
        return False
    if cs.name is not _ABSENT and (cs.name not in d.names if isinstance(cs.name, str)
                                   else not any(n in d.names for n in cs.name)):  # 「「A」または「B」」
        return False
    if cs.rolled is not _ABSENT and s.rolled[iid] != cs.rolled:
        return False
    if cs.destroyed is not _ABSENT and s.destroyed[iid] != cs.destroyed:
        return False
    if cs.damaged is not _ABSENT and (s.damage[iid] > 0) != cs.damaged:
        return False
    if cs.engaged is not _ABSENT:
        a = area_of(s, iid)
        eng = a >= 0 and s.engaged[a]
        if eng != cs.engaged:
            return False
    if cs.area is not _ABSENT:
        a = area_of(s, iid)
        if a < 0 or ("space", "earth")[a] != cs.area:
            return False
    if cs.same_place and not same_place(s, iid, source):
        return False
    if cs.o8_place_of is not None and not any(  # 「「供給」を持つ自軍ユニットと同じエリアにいる」 (family O8)
            same_place(s, iid, j) for j in field_cards(s) if _fits(s, cs.o8_place_of, j, seat, source, False, None, 0, False)):
        return False
    if cs.entered_turn and s.entered[iid] != s.turn:
        return False
    if cs.minus_mod and not minus_modified(s, iid):
        return False
    if cs.b3 is not None and not b3_fits(s, cs.b3, iid):
        return False
    if cs.b4 is not None and not b4_fits(s, cs.b4, iid):
        return False
    if cs.r4 is not None and not r4_fits(s, cs.r4, iid):
        return False
    if cs.g5 is not None and not g5_fits(s, cs.g5, iid, source):
        return False
    if cs.g6 is not None and not g6_other_series(s, d.gsign_series, (bound or {}).get(cs.g6, ())):
        return False
    if cs.not_of is not None and iid in (bound or {}).get(cs.not_of, ()):  # 「（対象1以外の）」 (family V8)
        return False
    if cs.g6_on_unit and s.zone[iid] != SET:  # 「ユニットにセットされている」 (family G6): not a ステイ character
        return False
    if cs.same_area:
        a = area_of(s, iid)
        if a < 0 or a != area_of(s, source):
            return False
    if cs.front is not _ABSENT:
        h = host_of(s, iid)
        front = any(q and q[0] == h for q in s.squads)
        if front != cs.front:
            return False
    if cs.engaged_with is not _ABSENT and not _engaged_with(s, iid, cs.engaged_with, seat, source, bound):
        return False
    if cs.has_character is not _ABSENT and has_character(s, iid) != cs.has_character:
        return False
    if cs.has_set_card is not _ABSENT and bool(children(s, iid)) != cs.has_set_card:
        return False
    if cs.has_gain_level is not _ABSENT and (d.gain_level is not None) != cs.has_gain_level:
        return False
    if cs.exclusive_set is not _ABSENT and exclusive_set(s, host_of(s, iid)) != cs.exclusive_set:
        return False
    if cs.exclusive_for is not _ABSENT and cs.exclusive_for not in d.exclusive:
        return False
    if cs.taken and iid not in (bound or {}).get("_taken", ()):
        return False
    if cs.coins_below is not _ABSENT and sum(n for k, n in s.coins.get(iid, ()) if k == cs.coin_kind) >= cs.coins_below:
        return False  # 「この効果は、+1/+1/+1コインが2個以上乗っているユニットを対象にできない」 (family V4)
    if cs.cause and iid not in (bound or {}).get("_cause", ()):
        return False  # 「そのユニット」: the card the trigger heard, still that card on the field (family V4)
    if cs.set_card is not _ABSENT and (s.zone[iid] == SET) != cs.set_card:
        return False
    if cs.keyword is not _ABSENT and not use_base and not has_keyword(s, iid, cs.keyword):
        return False
    if cs.keyword_or_trait is not _ABSENT and cs.keyword_or_trait["trait"] not in d.traits and (
            use_base or not has_keyword(s, iid, cs.keyword_or_trait["keyword"])):
        return False
    if cs.stat_checks:
        st = stats(s, iid, use_base=use_base)
        if cs.max_defence is not _ABSENT and st[2] > value(s, cs.max_defence, source, seat, bound, x):
            return False
        if cs.min_defence is not _ABSENT and st[2] < value(s, cs.min_defence, source, seat, bound, x):
            return False
        if cs.max_melee is not _ABSENT and st[0] > value(s, cs.max_melee, source, seat, bound, x):
            return False
        if cs.min_melee is not _ABSENT and st[0] < value(s, cs.min_melee, source, seat, bound, x):
            return False
    if cs.max_total_cost is not _ABSENT and (_refit_total(s, iid, d) if cs.refit else d.total_cost) > value(
            s, cs.max_total_cost, source, seat, bound, x) + (refit_gs(s, source, seat) if cs.refit else 0):
        return False  # refit_gs: cards 改装 counts as Gs (family O3, cardo3rules.py)
    if cs.min_total_cost is not _ABSENT and d.total_cost < value(s, cs.min_total_cost, source, seat, bound, x):
        return False
    if cs.max_roll_cost is not _ABSENT and d.roll_total > value(s, cs.max_roll_cost, source, seat, bound, x):
        return False
    if cs.total_cost is not _ABSENT and d.total_cost != value(s, cs.total_cost, source, seat, bound, x):
        return False  # 「合計国力Xを持つ」: the printed total cost, as max_total_cost reads it (family V4)
    if cs.roll_cost is not _ABSENT and d.roll_total != value(s, cs.roll_cost, source, seat, bound, x):
        return False  # 「ロールコストXを持つ」: every colour's count added, as max_roll_cost reads it (family V4)
    if cs.printed_type is not _ABSENT and d.type != cs.printed_type:
        return False
    if not (by_effect and on_field and not use_base and not cs.squad and not cs.untargeted):
        return True
    if side_of(s, iid) != seat and untargetable(s, iid, source):  # 対象にならない, by kind of enemy effect (overrides.py)
        return False
    # 「…は、コマンドの対象にならない」: either player's commands (family O5, R-313)
    return not (source >= 0 and s.defs[source].type == "command" and untargetable_by_commands(s, iid))


def _terrain_fits(s: State, cs: Selector, iid: int) -> bool:
    """「地形適性「宇宙」を持つ」 / 「…を持たない」: the terrain the card has now, given ones included (P27; family K3)."""
    from .stats import terrain

    have = terrain(s, iid)
    if cs.one_terrain and len(have & {"space", "earth"}) != 1:
        return False
    return (cs.has_terrain is _ABSENT or cs.has_terrain in have) and (
        cs.lacks_terrain is _ABSENT or cs.lacks_terrain not in have)


def _refit_total(s: State, iid: int, d: Any) -> int:
    """「このカードは、自軍手札、または自軍ハンガーにある場合、「改装」の効果において、合計国力3として扱う」: the total
    cost 改装 reads of a card in the hand or hangar (the only places it takes cards from); also said of the cards that
    fit by a 常駐 text in force of the card's owner (「自軍手札、または自軍ハンガーにある、…全てのユニットは、…」, family O6,
    R-372; the card's own text first)."""
    for a in d.abilities:
        if a.kind == "constant":
            for c in a.continuous:
                if c.get("apply") == "refit_total":
                    return int(c["total"])
    if "refit_total" in applied_kinds(s):
        for source, c in static_sources(s):
            if c["apply"] == "refit_total" and isinstance(c["target"], dict) and s.ctrl[source] == s.owner[iid] \
                    and matches(s, c["target"], iid, s.ctrl[source], source, by_effect=False):
                return int(c["total"])
    return int(d.total_cost)


def _group_host(s: State, source: int, bound: dict[str, tuple[int, ...]] | None) -> int:
    """The host of this card's set group; while its effect resolves, the unit it was set on when the
    effect began (「このカードを廃棄する。その場合、このセットグループの…」: ruling R-65)."""
    if bound and "_group_of" in bound and s.zone[source] not in FIELD_ZONES:
        return bound["_group_of"][0]
    return host_of(s, source)


def _engaged_with(s: State, iid: int, spec: Any, seat: int, source: int,
                  bound: dict[str, tuple[int, ...]] | None) -> bool:
    """Is `iid` engaged (P32: in a battle area where both sides' squads fight) with a card of the
    other side that `spec` names: a selector, or a target chosen before (checked once it is bound)?"""
    a = area_of(s, iid)
    if a < 0 or not s.engaged[a]:
        return False
    if isinstance(spec, str):
        if bound is None or spec not in bound:
            return True  # not chosen yet: the play is declared, the target checked once it is (P56)
        others: Sequence[int] = bound[spec]
    else:
        others = candidates(s, spec, seat, source, bound, by_effect=False)
    return any(area_of(s, o) == a and s.ctrl[o] != s.ctrl[iid] for o in others)


def candidates(s: State, sel: Any, seat: int, source: int, bound: dict[str, tuple[int, ...]] | None = None,
               x: int = 0, by_effect: bool = True) -> list[int]:
    """Every card the selector could name now, in a stable order."""
    if sel == "self":
        return [source] if s.zone[source] in FIELD_ZONES else []
    cs = compiled(sel)
    if cs.instead is not None:
        cs = _in_force(s, cs, seat, source)
    if cs.context_free and not table_building():
        # many texts ask the same question (the guard system of every G): keep the answer for
        # the state version; keyed by the Selector object itself, which the key keeps alive
        c = cached(s)
        # the source's card type too: some protections stop only enemy commands or units (overrides.py)
        key = ("cands", cs, seat, by_effect, s.defs[source].type if by_effect and source >= 0 else "")
        hit: list[int] | None = c.get(key)
        if hit is None:
            hit = c[key] = _candidates(s, cs, seat, source, bound, x, by_effect)
        return list(hit)
    return _candidates(s, cs, seat, source, bound, x, by_effect)


def _candidates(s: State, cs: Selector, seat: int, source: int, bound: dict[str, tuple[int, ...]] | None,
                x: int, by_effect: bool) -> list[int]:
    pool: Sequence[int]
    if cs.field_pool:
        # the cheap part of _fits first, over the field only, in one pass
        zone = s.zone
        is_g = s.is_g
        allowed = cs.pool_zones
        if cs.skips_gs:
            pool = [i for i in field_cards(s) if zone[i] in allowed and not (is_g[i] and zone[i] == GZONE)]
        elif allowed is FIELD_ZONES:
            pool = field_cards(s)
        else:
            pool = [i for i in field_cards(s) if zone[i] in allowed]
    else:
        places: list[int] = []
        for zc in cs.zones or ():
            if zc == CUT:  # 「プレイされている…」: the cards being played (family O8, R-442)
                places.extend(e.source for e in s.cut if e.kind == "card" and not e.negated)
                continue
            for who in (0, 1):
                places.extend(s.place(who, zc))
        pool = places
    if cs.field_pool and CUT in cs.pool_zones:  # 「自軍ユニット1枚、または、プレイされている自軍ユニット1枚」 (O8)
        pool = [*pool, *(e.source for e in s.cut if e.kind == "card" and not e.negated)]
    return [i for i in pool if _fits(s, cs, i, seat, source, False, bound, x, by_effect)]


def chosen_on_resolution(sel: Any) -> bool:
    """Is this target chosen when the effect resolves rather than on play (P56, P61, R-18)?

    選んで (`choose: resolution`), and places the player cannot look at: a home, a discard pile,
    the enemy's hand. A target in the player's own hand is declared on play and kept (P56).
    """
    if not isinstance(sel, dict):
        return False
    if sel.get("choose") == "resolution":
        return True
    zone = sel.get("zone")
    if zone in ("home", "discard"):
        return True
    return zone == "hand" and sel.get("side", "any") != "own"


def count_spec(sel: Any) -> tuple[int, int, bool]:
    """(minimum, maximum, every) a selector asks for; `every` is 全ての (P56)."""
    if sel == "self" or not isinstance(sel, dict):
        return 1, 1, False
    c = sel.get("count", 1)
    if c == "all":
        return 0, 10 ** 6, True
    if isinstance(c, dict):  # {upto: N}, or 「1～N枚」 {from: 1, upto: N}
        if c["upto"] == "X":  # 1 to X cards, X chosen on play (the caller bounds it: family V8)
            return int(c.get("from", 0)), 10 ** 6, False
        return int(c.get("from", 0)), int(c["upto"]), False
    if c == "X":
        return 1, 1, False
    return int(c), int(c), False


def count_in_force(s: State, sel: Any, seat: int, source: int) -> tuple[int, int, bool]:
    """count_spec, with a target part changed to another number of cards while its condition holds
    (「…に変更される／変更できる」, `instead` with `count`; ruling R-90)."""
    inst = sel.get("instead") if isinstance(sel, dict) else None
    if inst is None or "count" not in inst:
        return count_spec(sel)
    from .conditions import holds

    if not holds(s, inst["if"], source, seat):
        return count_spec(sel)
    if inst.get("may"):  # 「…N枚に変更できる」: the printed number or the changed one, as the player says
        lo, _hi, every = count_spec(sel)
        return lo, count_spec({"count": inst["count"]})[1], every
    return count_spec({"count": inst["count"]})


def _any_trait(trait: Any, traits: tuple[str, ...]) -> bool:
    """「クロスウェポン［A／B］」: a trait written A/B is met by either (as 専用[A/B], P76; ruling R-70)."""
    return isinstance(trait, str) and "/" in trait and any(t in traits for t in trait.split("/"))
