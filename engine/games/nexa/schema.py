"""Card files: pydantic models that check every field and every word of the effect language.

Validation happens once, at load; the engine then works with frozen dataclasses (`cards.py`).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .kwopts import KEYWORD_OPTIONS, keyword_options
from .vocabulary import (
    BATTLE_AREAS,
    CARD_TYPES,
    COLOURS,
    CONDITIONS,
    CONTINUOUS,
    COSTS,
    DESTINATIONS,
    DURATIONS,
    KEYWORDS,
    SELECTOR_KEYS,
    SIDES,
    STATUSES,
    TERRAINS,
    TEXT_KEYWORDS,
    TIMING_SIDE,
    TIMING_WHEN,
    TRIGGERS,
    VERBS,
    WAIT_TIMINGS,
    WATCHED_TRIGGERS,
    ZONES,
)


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Text(Strict):
    ja: str
    en: str


class Cost(Strict):
    total: int = Field(0, ge=0)
    roll: dict[str, int] = Field(default_factory=dict)
    x: bool = False  # the total and/or roll cost contains X (P55: chosen on play, never 0)
    x_roll: str | None = None  # 「ロールコストX」: that colour's roll count is X (family V4; with x false the total is fixed)

    @field_validator("roll")
    @classmethod
    def _colours(cls, v: dict[str, int]) -> dict[str, int]:
        for colour, n in v.items():
            if colour not in COLOURS:
                raise ValueError(f"unknown colour {colour!r}")
            if n < 0:
                raise ValueError("roll cost must be >= 0")
        return v


class GSign(Strict):
    colour: str
    series: str

    @field_validator("colour")
    @classmethod
    def _colour(cls, v: str) -> str:
        if v not in COLOURS:
            raise ValueError(f"unknown colour {v!r}")
        return v


class Timing(Strict):
    when: str = "any"
    side: str = "any"

    @model_validator(mode="after")
    def _known(self) -> Timing:
        if self.when not in TIMING_WHEN:
            raise ValueError(f"unknown timing {self.when!r}")
        if self.side not in TIMING_SIDE:
            raise ValueError(f"unknown timing side {self.side!r}")
        return self


class Ability(Strict):
    kind: Literal["activated", "triggered", "static", "constant", "play"]
    text: Text
    timing: Timing | None = None
    cost: dict[str, Any] = Field(default_factory=dict)
    repeatable: bool = False  # 毎: once per cut instead of once per turn
    condition: dict[str, Any] | None = None
    targets: dict[str, dict[str, Any]] = Field(default_factory=dict)
    effect: list[dict[str, Any]] = Field(default_factory=list)
    all_or_nothing: bool = False  # その場合 (P77)
    on: str | None = None  # trigger event for triggered abilities
    when: str | None = None  # step for step_start triggers
    every: bool = False  # 毎に: every time, not once per turn
    continuous: list[dict[str, Any]] = Field(default_factory=list)
    protected: Literal["bracket", "angle"] | None = None  # 【 】 / 〈 〉
    x_max: int | dict[str, Any] | None = None  # upper bound for X chosen on play (a value: family V4, R-203)
    x_min: int | None = None  # lower bound for X chosen on play (「Xの下限はNとする」, family V3; else 1, P65)
    of: dict[str, Any] | None = None  # card_enters / card_played: the card that entered matches this selector
    also_on: list[str] = Field(default_factory=list)  # other events it is heard at (「…または…場合」)
    # wording only (the effect is the same): "topic": this card named once, as the topic (「このカードは、場に
    # 出た場合、ロールする」); "inner_state": the state said after the card (「このカードが…がいる状態で場に出た場合」)
    # "cond_after": the condition said after the trigger (「（trigger）、（condition）場合、…」, textc/cardv2.py)
    # "held": a 恒常 cost said as what the card has in the hand or hangar (「…にある場合、合計国力-Xを得る」, cardv2.py)
    # "during": the turn condition said inside the trigger (「このカードの部隊が、自軍ターン中に…」, textc/cardb3.py);
    # "states": states said after the card (「このカードが、攻撃に出撃している、または…状態で、破壊された場合」);
    # "with_squad": 「このカードが、（selector）と同じ部隊で出撃した場合」 (family B3)
    # "b4_destroyed_by": 「敵軍ユニットが、通常ダメージで破壊された場合」; "b4_squad_last": 「このカードが…場に出た、
    # または、このカードの部隊が敵軍部隊に戦闘ダメージを与えた場合」 (family B4, textc/cardb4.py)
    # "cardr4_unusable": the condition is said last, as when the text cannot be used (「この効果は、…場合、使用できない」)
    wording: Literal["topic", "inner_state", "cond_after", "held", "during", "states", "with_squad",
                     "b4_destroyed_by",
                     "b6_topic_area",
                     "b6_topic_squad",
                     "b4_squad_last",
                     "b4_each_own",
                     "b4_side_during",
                     "cardr4_unusable",
                     "cardk6_named_or_self",  # 「自軍「A」が場に出た、または自軍「A」がいる状態で、このカードが…」 (family K6)
                     "b5_watched_or",  # 「…自軍ユニットが、場に出た、または交戦中となった場合」 (family B5, textc/cardb5.py)
                     "b5_taken",  # 「自軍本国が戦闘ダメージを受けた場合」 (family B5)
                     "b5_entered_turn",  # 「このカードが、場に出たターン中に出撃した場合」 (family B5)
                     "b5_topic_with",  # 「このカードは、敵軍キャラと交戦中となった場合、…」 (family B5)
                     "cardo5_topic",  # 「『起動』：このカードは、ターン終了時に、持ち主の手札に移る。」 (family O5)
                     "cardo8_area",  # 「このカードが宇宙エリアに移動した場合」: the area as a condition (family O8)
                     "cardo8_refit_resolved",  # 「…が持つ「改装」の効果がプレイされて解決された場合」 (family O8)
                     "cardt8_engaged",  # 「このカードが、交戦中の状態で、「ゲイン」の効果で…」 (family T8)
                     "cardt8_entered_only",  # 「この効果は、このカードが場に出たターン中のみ使用できる。」 (family T8)
                     "cardg8_not_own",  # 「このカードが、自軍効果以外で破壊された場合」 (family G8)
                     "cardg8_not_own_will",  # 「このカードが、自軍効果以外で廃棄される場合」 (family G8)
                     "cardg8_either",  # 「敵軍ACE、または敵軍コマンドがプレイされた場合」 (family G8)
                     "cardg8_set_with",  # 「…キャラが、プレイされてこのカードにセットされた場合」 (family G8)
                     "cardk8_after_cost",  # 「（注：コスト支払い後の枚数を参照する）」 (family K8)
                     "b8_squad_attack",  # 「このカードの部隊が攻撃に出撃した場合」 (family B8, textc/cardb8.py)
                     "b8_side_squad",  # 「自軍部隊が攻撃に出撃した場合」 (family B8)
                     "b8_squad_sortie",  # 「このカードが、ユニットが1枚のみの部隊で攻撃に出撃した場合」 (family B8)
                     "b8_squad_sortie_bare",  # 「このカードが、ユニット1枚のみの部隊で攻撃に出撃した場合」 (family B8)
                     "b8_topic_squad",  # 「このカードは、ユニットが3枚以上の部隊で出撃した場合、…」 (family B8)
                     "b8_into_battle",  # 「このカードが、自軍効果で戦闘エリアに出た場合」 (family B8)
                     "b8_topic_into_battle",  # 「このカードは、「改装」の効果で戦闘エリアに出た場合、宇宙エリアの…に移る」 (B8)
                     "b8_destroyed_by",  # 「このカードが戦闘ダメージで破壊された場合」 (family B8)
                     ] | None = None
    # uses per turn (issue 14 family O, limits.py): {count: N, per_player: bool, verb: use|resolve|trigger|apply};
    # per: step counts the uses in each step instead (「1ステップに1回」, family O6)
    # verb target (family S2): 「1ターンに同じユニットを対象にできない」, no card targeted twice a turn
    limit: dict[str, Any] | None = None

    @model_validator(mode="after")
    def _check(self) -> Ability:
        path = f"ability ({self.kind})"
        if (self.of is not None) != (self.on in WATCHED_TRIGGERS):
            raise ValueError(f"{path}: 'of' goes with the triggers {', '.join(WATCHED_TRIGGERS)}")
        if self.of is not None:
            check_selector(self.of, f"{path}.of")
        if self.limit is not None and not (set(self.limit) <= {"count", "per_player", "verb", "per",
                                                                 "wording"}  # family K7: how it is said
                                           and self.limit.get("per", "step") == "step"  # 1ステップに (family O6)
                                           and ((isinstance(self.limit.get("count"), int) and self.limit["count"] > 0)
                                                or isinstance(self.limit.get("count"), dict))  # a value (family C3)
                                           and self.limit.get("verb") in ("use", "resolve", "trigger", "target", "apply")):
            raise ValueError(f"{path}: limit is {{count: N, per_player?, verb: use|resolve|trigger|target|apply}}")
        if self.kind in ("activated", "play") and self.timing is None and self.kind == "activated":
            raise ValueError(f"{path}: an activated text needs a timing")
        if self.kind == "triggered":
            if self.on not in TRIGGERS:
                raise ValueError(f"{path}: unknown trigger {self.on!r}")
            if self.on in ("step_start", "own_step_start", "enemy_step_start") and self.when not in TIMING_WHEN:
                raise ValueError(f"{path}: step_start needs a known 'when'")
            for ev in self.also_on:
                if ev not in TRIGGERS or ev == "step_start" or (  # a watched event only with a watched trigger (B5)
                        ev in WATCHED_TRIGGERS and self.on not in WATCHED_TRIGGERS):
                    raise ValueError(f"{path}: also_on names events of this card (or of the card watched), not {ev!r}")
        elif self.on is not None or self.also_on:
            raise ValueError(f"{path}: only triggered abilities have 'on'")
        if self.kind in ("static", "constant"):
            if self.effect:
                raise ValueError(f"{path}: continuous abilities use 'continuous', not 'effect'")
            for i, c in enumerate(self.continuous):
                check_continuous(c, f"{path}.continuous[{i}]")
        elif self.continuous:
            raise ValueError(f"{path}: only static/constant abilities have 'continuous'")
        for key, value in self.cost.items():
            if key not in COSTS:
                raise ValueError(f"{path}: unknown cost {key!r}")
            check_cost(key, value, f"{path}.cost.{key}")
        if self.condition is not None:
            check_condition(self.condition, f"{path}.condition")
        for name, sel in self.targets.items():
            check_selector(sel, f"{path}.targets.{name}")
        names = set(self.targets)
        for i, step in enumerate(self.effect):
            check_step(step, f"{path}.effect[{i}]", names)
        return self


class Card(Strict):
    number: str
    name: Text
    type: str
    colours: list[str] = Field(default_factory=list)
    cost: Cost | None = None
    gsign: GSign | None = None
    stats: tuple[int, int, int] | None = None
    terrain: list[str] = Field(default_factory=list)
    traits: list[str] = Field(default_factory=list)
    model: str | None = None
    rarity: str = "C"
    keywords: list[str | dict[str, Any]] = Field(default_factory=list)
    star: bool = False
    set_on: Literal["unit", "character", "operation", "ace", "any"] | None = None
    guard_level: int | None = None
    gain_level: int | None = None
    abilities: list[Ability] = Field(default_factory=list)
    text: Text | None = None
    flavor: Text | None = None

    @model_validator(mode="after")
    def _check(self) -> Card:
        if self.type not in CARD_TYPES:
            raise ValueError(f"unknown card type {self.type!r}")
        for c in self.colours:
            if c not in COLOURS:
                raise ValueError(f"unknown colour {c!r}")
        if self.type != "graphic":
            if not self.colours or len(self.colours) > 2:
                raise ValueError("a card has one colour or two (dual)")
            if self.cost is None:
                raise ValueError("a card other than a graphic needs a cost")
        else:
            if self.gsign is None:
                raise ValueError("a graphic needs a G sign")
            if self.guard_level is None or self.gain_level is None:
                raise ValueError("a graphic needs guard_level and gain_level")
        if self.type in ("unit", "ace"):
            if self.stats is None:
                raise ValueError(f"a {self.type} needs stats [melee, shooting, defence]")
            if not self.terrain and self.type == "unit":
                raise ValueError("a unit needs a terrain")  # an ACE may have none (P28)
        if self.type == "character" and self.stats is None:
            raise ValueError("a character needs its modifiers as stats")
        for t in self.terrain:
            if t not in TERRAINS:
                raise ValueError(f"unknown terrain {t!r}")
        for kw in self.keywords:
            parse_keyword(kw)
        if self.set_on is not None and self.type != "operation":
            raise ValueError("only operations name a set_on")
        plays = [a for a in self.abilities if a.kind == "play"]
        if self.type == "command":
            if len(plays) != 1 or plays[0].timing is None:
                raise ValueError("a command has exactly one 'play' ability with a timing")
        elif plays:
            raise ValueError("only commands have a 'play' ability")
        return self


def parse_keyword(kw: str | dict[str, Any]) -> tuple[str, int | str | None]:
    """Read a keyword entry: "assault", {"psycommu": 2} or {"refit": "ガンダム"}."""
    if isinstance(kw, str):
        name, arg = kw, None
    elif isinstance(kw, dict) and len(kw) == 1:
        name, arg = next(iter(kw.items()))
    elif isinstance(kw, dict) and len(kw) >= 2 and "cost" in kw and len(set(kw) - KEYWORD_OPTIONS) == 1:
        name, arg = next((k, v) for k, v in kw.items() if k not in KEYWORD_OPTIONS)
        keyword_cost(kw)
        keyword_options(kw, name)  # a printed timing, 毎 or 〈 〉 (kwopts.py, issue 14 family K)
    else:
        raise ValueError(f"malformed keyword {kw!r}")
    if name not in KEYWORDS:
        raise ValueError(f"unknown keyword {name!r}")
    kind = KEYWORDS[name]
    if kind is None and arg is not None:
        raise ValueError(f"keyword {name!r} takes no argument")
    if kind == "int" and not (isinstance(arg, int) and arg > 0):
        raise ValueError(f"keyword {name!r} needs a positive number")
    if kind == "trait" and not (isinstance(arg, str) and arg):
        raise ValueError(f"keyword {name!r} needs a trait")
    return name, arg


def keyword_cost(kw: str | dict[str, Any]) -> tuple[tuple[str, int], ...] | None:
    """The printed cost of a playable special effect (〔0〕：改装[A] is `{refit: A, cost: 0}`):
    None for the built-in ①, () for 〔0〕, else the payment by colour ('any' for a generic one)."""
    if not isinstance(kw, dict) or "cost" not in kw:
        return None
    cost = kw["cost"]
    name = next(k for k in kw if k not in KEYWORD_OPTIONS)
    if name not in TEXT_KEYWORDS:
        raise ValueError(f"keyword {name!r} has no text to pay for")
    if isinstance(cost, int) and not isinstance(cost, bool) and cost >= 0:
        return (("any", cost),) if cost else ()
    if isinstance(cost, dict) and cost:
        _check_payment(cost, f"keyword {name} cost")
        return tuple(sorted(cost.items()))
    raise ValueError(f"keyword {name!r}: cost is a number or a payment by colour")


# ---- recursive checks of the effect language -------------------------------------------------

def _fail(path: str, msg: str) -> None:
    raise ValueError(f"{path}: {msg}")


def check_value(v: Any, path: str) -> None:
    if isinstance(v, bool):
        _fail(path, "a value cannot be a boolean")
    if isinstance(v, int):
        return
    if v == "X":
        return
    if isinstance(v, dict) and len(v) == 1:
        key, arg = next(iter(v.items()))
        if key == "count":
            check_selector(arg, f"{path}.count")
            return
        if key in ("g_count", "hand_count", "junkyard_count", "home_count"):
            if arg not in SIDES:
                _fail(path, f"{key} needs a side")
            return
        if key in ("target_stat",):
            if not (isinstance(arg, list) and len(arg) == 2 and arg[1] in ("melee", "shooting", "defence",
                                                                            "total_cost", "roll_cost", "roll_or_gain")):
                _fail(path, "target_stat is [target, melee|shooting|defence|total_cost|roll_cost|roll_or_gain]")
            return
        if key == "sum":
            if not (isinstance(arg, list) and len(arg) >= 2):
                _fail(path, "sum needs a list of two or more values")
            for i, part in enumerate(arg):
                check_value(part, f"{path}.sum[{i}]")
            return
        if key == "min":
            if not (isinstance(arg, list) and len(arg) >= 2):
                _fail(path, "min needs a list of two or more values")
            for i, part in enumerate(arg):
                check_value(part, f"{path}.min[{i}]")
            return
        if key == "neg":
            check_value(arg, f"{path}.neg")
            return
        if key == "coins_on" and arg == "self":
            return
        if key == "self_stat" and arg in ("melee", "shooting", "defence"):
            return
        if key == "x_times":
            if not isinstance(arg, int):
                _fail(path, "x_times needs a number")
            return
        from .valuesv5 import KEYS as V5_KEYS
        from .valuesv5 import check as v5_check

        if key in V5_KEYS:  # 「4から…を引いた値」, 「…の合計値」 (valuesv5.py, family V5)
            why = v5_check(key, arg, check_value, check_selector, path)
            if why is not None:
                _fail(path, why)
            return
        from .values2 import KEYS, check

        if key in KEYS:  # 「自軍国力の値」, 「…の上にある…コインの個数」 (values2.py, family V)
            why = check(key, arg)
            if why is not None:
                _fail(path, why)
            return
        if key == "upto" and (isinstance(arg, dict) or arg == "X"):  # 「上のカード1～X枚」, X a value (V5; the card's X, Z6)
            check_value(arg, f"{path}.upto")
            return
        if key == "upto":  # a search takes "up to N" (P61: it may find nothing)
            if not (isinstance(arg, int) and not isinstance(arg, bool) and arg > 0):
                _fail(path, "upto needs a positive number")
            return
    _fail(path, f"malformed value {v!r}")


def check_selector(sel: Any, path: str) -> None:
    if sel == "self":
        return
    if not isinstance(sel, dict):
        _fail(path, f"a target is 'self' or a mapping, not {sel!r}")
    for key, value in sel.items():
        kind = SELECTOR_KEYS.get(key)
        if kind is None:
            _fail(path, f"unknown selector key {key!r}")
        sub = f"{path}.{key}"
        if kind == "side" and value not in SIDES:
            _fail(sub, f"unknown side {value!r}")
        elif kind == "zone" and not _zones_ok(value):
            _fail(sub, f"unknown zone {value!r}")
        elif kind == "type_or_list":
            types = value if isinstance(value, list) else [value]
            for t in types:
                if t not in (*CARD_TYPES, "g", "chip", "card"):
                    _fail(sub, f"unknown card type {t!r}")
        elif kind == "colour" and value not in COLOURS:
            _fail(sub, f"unknown colour {value!r}")
        elif kind == "colours" and not (isinstance(value, list) and len(value) >= 2 and all(c in COLOURS for c in value)):
            _fail(sub, "needs a list of two or more colours")  # gsign_colours (family K3)
        elif kind == "bool" and not isinstance(value, bool):
            _fail(sub, "needs true or false")
        elif kind == "str" and not isinstance(value, str):
            _fail(sub, "needs a string")
        elif kind == "selector_or_target":
            if isinstance(value, str):
                if not (value.startswith("t") and value[1:].isdigit()):
                    _fail(sub, "needs a selector or a target name tN")
            else:
                check_selector(value, sub)
        elif kind == "name_or_names" and not (isinstance(value, str) or (
                isinstance(value, list) and value and all(isinstance(n, str) for n in value))):
            _fail(sub, "needs a name or a list of names")
        elif kind == "keyword" and value not in KEYWORDS:
            _fail(sub, f"unknown keyword {value!r}")
        elif kind == "strs" and not (isinstance(value, list) and value and all(isinstance(x, str) for x in value)):
            _fail(sub, "needs a list of words")
        elif kind == "keyword_or_trait" and not (isinstance(value, dict) and set(value) == {"keyword", "trait"}
                                                 and value["keyword"] in KEYWORDS and isinstance(value["trait"], str)):
            _fail(sub, "needs {keyword, trait}")
        elif kind == "terrain" and value not in TERRAINS:
            _fail(sub, f"unknown terrain {value!r}")
        elif kind == "value":
            check_value(value, sub)
        elif kind == "count":
            if not (value == "all" or (isinstance(value, int) and value > 0 and not isinstance(value, bool))
                    or (isinstance(value, dict) and set(value) in ({"upto"}, {"from", "upto"})
                        and all(isinstance(v, int) for v in value.values()))
                    or value == {"from": 1, "upto": "X"}  # 1 to X cards, X chosen on play (family V8)
                    or value == "X"):
                _fail(sub, "count is a positive number, 'all', 'X', {upto: N} or {from: M, upto: N}")
        elif kind == "choose" and value not in ("play", "resolution"):
            _fail(sub, "choose is 'play' or 'resolution'")
        elif kind == "selector":
            check_selector(value, sub)
        elif kind == "selectors":  # any_of (family S2)
            if not (isinstance(value, list) and len(value) >= 2):
                _fail(sub, "needs a list of at least two selectors")
            for k, one in enumerate(value):
                check_selector(one, f"{sub}[{k}]")
        elif kind == "instead":  # 「この効果の対象部分は…場合…に変更される」 (ruling R-90)
            if not (isinstance(value, dict) and {"if", "sel"} <= set(value) <= {
                    "if", "sel", "count", "may",
                    "wording",  # family T6: cond_first, the condition said first (textc/cardt6.py)
            }):
                _fail(sub, "instead is {if: condition, sel: selector, count?, may?, wording?}")
            check_condition(value["if"], f"{sub}.if")
            check_selector(value["sel"], f"{sub}.sel")
            if "count" in value:
                check_selector({"count": value["count"]}, f"{sub}.count")


def _zones_ok(value: Any) -> bool:
    """A zone, or a list of places (hand or hangar: 改装 P75)."""
    if isinstance(value, list):
        return bool(value) and all(isinstance(z, str) and z in ZONES for z in value)
    return value in ZONES


def check_condition(cond: Any, path: str) -> None:
    if not isinstance(cond, dict) or not cond:
        _fail(path, "a condition is a non-empty mapping")
    for key, value in cond.items():
        kind = CONDITIONS.get(key)
        sub = f"{path}.{key}"
        if kind is None:
            _fail(path, f"unknown condition {key!r}")
        elif kind == "conditions":
            if not isinstance(value, list) or not value:
                _fail(sub, "needs a list of conditions")
            for i, c in enumerate(value):
                check_condition(c, f"{sub}[{i}]")
        elif kind == "condition":
            check_condition(value, sub)
        elif kind == "side" and value not in ("own", "enemy"):
            _fail(sub, "needs own or enemy")
        elif kind == "when" and value not in TIMING_WHEN:
            _fail(sub, f"unknown timing {value!r}")
        elif kind == "bool" and not isinstance(value, bool):
            _fail(sub, "needs true or false")
        elif kind == "zone" and value not in ZONES:
            _fail(sub, f"unknown zone {value!r}")
        elif kind == "selector":
            check_selector(value, sub)
        elif kind == "int" and not (isinstance(value, int) and not isinstance(value, bool)):
            _fail(sub, "needs a number")
        elif kind == "str" and not isinstance(value, str):
            _fail(sub, "needs a string")
        elif kind == "values" and not (isinstance(value, list) and len(value) == 2):
            _fail(sub, "needs two values")


def _check_arg(kind: str, value: Any, path: str, names: set[str]) -> None:
    if kind == "target":
        if isinstance(value, str) and value != "self" and value not in names:
            _fail(path, f"unknown target name {value!r} (declare it under 'targets')")
        if not isinstance(value, str):
            check_selector(value, path)
    elif kind == "cut_target":
        if not (value in ("top", "below_self") or (isinstance(value, dict) and set(value) <= {"side", "kind"})):
            _fail(path, "a cut target is 'top', 'below_self' or {side, kind}")
    elif kind == "value":
        check_value(value, path)
    elif kind == "side":
        if value not in SIDES:
            _fail(path, f"unknown side {value!r}")
    elif kind == "zone":
        if value not in ZONES:
            _fail(path, f"unknown zone {value!r}")
    elif kind == "zone_or_piles":  # a place, or [home, discard]: the player picks one (「自軍本国または自軍捨て山」)
        if value != ["home", "discard"] and value not in ZONES:
            _fail(path, f"unknown zone {value!r}")
    elif kind == "dest":
        if value not in DESTINATIONS:
            _fail(path, f"unknown destination {value!r}")
    elif kind == "bool":
        if not isinstance(value, bool):
            _fail(path, "needs true or false")
    elif kind == "bools":  # star_stats (family V5): one flag a battle value
        if not (isinstance(value, list) and len(value) == 3 and all(isinstance(x, bool) for x in value) and any(value)):
            _fail(path, "needs three flags [melee, shooting, defence], one true at least")
    elif kind == "stats":
        if not (isinstance(value, list) and len(value) == 3 and all(isinstance(x, int) or x == "X" for x in value)):
            _fail(path, "stats are [melee, shooting, defence]")
    elif kind == "payment":
        _check_payment(value, path)
    elif kind == "payments":  # roll_either (issue 14 family O): two or more roll costs, one of them paid
        if not isinstance(value, list) or len(value) < 2:
            _fail(path, "needs two or more payments")
        for i, p in enumerate(value):
            _check_payment(p, f"{path}[{i}]")
    elif kind == "stat_values":  # modify: each entry may be a value (「+X」 with 「Xの値は…」, issue 14)
        if not (isinstance(value, list) and len(value) == 3):
            _fail(path, "stats are [melee, shooting, defence]")
        for i, x in enumerate(value):
            check_value(x, f"{path}[{i}]")
    elif kind == "instead_stats":  # modify's {if: condition, stats} (family S2)
        if not (isinstance(value, dict) and set(value) == {"if", "stats"}
                and isinstance(value["stats"], list) and len(value["stats"]) == 3
                and all(isinstance(x, int) for x in value["stats"])):
            _fail(path, "instead is {if: condition, stats: [melee, shooting, defence]}")
        check_condition(value["if"], f"{path}.if")
    elif kind == "duration":
        if value not in DURATIONS:
            _fail(path, f"unknown duration {value!r}")
    elif kind == "selector":
        check_selector(value, path)
    elif kind == "str":
        if not isinstance(value, str):
            _fail(path, "needs a string")
    elif kind == "colour":  # pay_as_g (overrides.stand_ins)
        if value not in COLOURS:
            _fail(path, f"unknown colour {value!r}")
    elif kind == "names":
        if not (isinstance(value, dict) and set(value) == {"ja", "en"}):
            _fail(path, "needs {ja, en}")
    elif kind == "keyword":
        if value not in KEYWORDS:
            _fail(path, f"unknown keyword {value!r}")
    elif kind == "keywords":
        if not isinstance(value, list):
            _fail(path, "needs a list of keywords")
        for kw in value:
            try:
                parse_keyword(kw)
            except ValueError as e:
                _fail(path, str(e))
    elif kind == "terrains":
        if not (isinstance(value, list) and value and all(t in TERRAINS for t in value)):
            _fail(path, "needs a list of space/earth")
    elif kind == "status":
        if value not in STATUSES:
            _fail(path, f"unknown status {value!r}")
    elif kind == "when":
        if value not in TIMING_WHEN:
            _fail(path, f"unknown timing {value!r}")
    elif kind == "condition":
        check_condition(value, path)
    elif kind == "wait_at":
        if value not in WAIT_TIMINGS:
            _fail(path, f"unknown waiting timing {value!r}")
    elif kind == "arrange_to":
        if value not in ("home_top", "top_or_bottom"):
            _fail(path, "needs home_top or top_or_bottom")
    elif kind == "area":
        if value not in BATTLE_AREAS:
            _fail(path, f"unknown battle area {value!r}")
    elif kind == "steps":
        if not isinstance(value, list) or not value:
            _fail(path, "needs a list of steps")
        for i, s in enumerate(value):
            check_step(s, f"{path}[{i}]", names)
    elif kind == "branches":
        if not isinstance(value, list) or len(value) < 2:
            _fail(path, "needs at least two options")
        for i, b in enumerate(value):
            if not (isinstance(b, dict) and set(b) == {"label", "steps"}):
                _fail(f"{path}[{i}]", "an option is {label: {ja, en}, steps: [...]}")
            _check_arg("names", b["label"], f"{path}[{i}].label", names)
            _check_arg("steps", b["steps"], f"{path}[{i}].steps", names)
    elif kind == "int":  # take_damage's wording (family O2); a step argument of a plain number (family G5 found it unread)
        if not (isinstance(value, int) and not isinstance(value, bool)):
            _fail(path, "needs a number")
    elif kind == "strs":  # a list of words: a chip's traits (issue 14 family K)
        if not (isinstance(value, list) and all(isinstance(v, str) and v for v in value)):
            _fail(path, "needs a list of words")
    elif kind == "cardt8_into":  # family T8: the steps a special effect's text does instead, with their own targets
        if not (isinstance(value, dict) and "effect" in value and set(value) <= {"effect", "targets"}
                and isinstance(value.get("targets", {}), dict)):
            _fail(path, "needs {effect: [...], targets: {...}}")
        own = value.get("targets", {})
        for n, sel in own.items():
            check_selector(sel, f"{path}.targets.{n}")
        _check_arg("steps", value["effect"], f"{path}.effect", set(own))
    else:  # pragma: no cover - vocabulary and checker disagree
        _fail(path, f"internal: unknown argument kind {kind!r}")


def check_step(step: Any, path: str, names: set[str]) -> None:
    if not isinstance(step, dict) or "do" not in step:
        _fail(path, "a step is a mapping with 'do'")
    verb = step["do"]
    spec = VERBS.get(verb)
    if spec is None:
        _fail(path, f"unknown verb {verb!r}")
        return
    allowed = {k.lstrip("?"): k.startswith("?") for k in spec}
    if "after" in step and step["after"] is not True:
        _fail(path, "after (その後) is true or absent")
    for key in step:
        if key not in ("do", "after") and key not in allowed:
            _fail(path, f"{verb}: unknown argument {key!r}")
    for key, optional in allowed.items():
        if key not in step:
            if not optional:
                _fail(path, f"{verb}: missing argument {key!r}")
            continue
        kind = spec[key if not optional else "?" + key]
        _check_arg(kind, step[key], f"{path}.{key}", names)


def check_continuous(c: Any, path: str) -> None:
    if not isinstance(c, dict) or "apply" not in c:
        _fail(path, "a continuous effect is a mapping with 'apply'")
    spec = CONTINUOUS.get(c["apply"])
    if spec is None:
        _fail(path, f"unknown continuous effect {c['apply']!r}")
        return
    allowed = {k.lstrip("?"): k for k in spec}
    for key in c:
        if key not in ("apply", "condition") and key not in allowed:
            _fail(path, f"{c['apply']}: unknown argument {key!r}")
    for key, raw in allowed.items():
        if key not in c:
            if not raw.startswith("?"):
                _fail(path, f"{c['apply']}: missing argument {key!r}")
            continue
        kind = spec[raw]
        if kind == "int":
            if not isinstance(c[key], int):
                _fail(f"{path}.{key}", "needs a number")
        else:
            _check_arg(kind, c[key], f"{path}.{key}", set())
    if "condition" in c:
        check_condition(c["condition"], f"{path}.condition")


def check_cost(key: str, value: Any, path: str) -> None:
    kind = COSTS[key]
    if kind == "bool" and value is not True:
        _fail(path, "needs true")
    elif kind == "int" and not (isinstance(value, int) and value > 0):
        _fail(path, "needs a positive number")
    elif kind == "payment":
        if value != {"any": 0}:  # 〔0〕: a printed cost of nothing (the text is still a 使用型 text, P44)
            _check_payment(value, path)
    elif kind == "payments":
        if not isinstance(value, list) or len(value) < 2:
            _fail(path, "needs two or more payments")
        for i, p in enumerate(value):
            _check_payment(p, f"{path}[{i}]")
    elif kind == "index" and not (isinstance(value, int) and not isinstance(value, bool) and value >= 0):
        _fail(path, "needs the index of an alternative")  # roll_either (family V5)
    elif kind == "selector":
        check_selector(value, path)
    elif kind == "condition":  # free_if (family O2)
        check_condition(value, path)
    elif kind == "x_payment" and value != "any" and value not in COLOURS:
        _fail(path, "X is paid in 'any' or a colour")


def _check_payment(value: Any, path: str) -> None:
    if not isinstance(value, dict) or not value:
        _fail(path, "a payment maps colours (or 'any') to counts")
    if value == {"any": 0}:  # a printed 〔0〕: the text is used for nothing (imported card texts, issue 14)
        return
    for colour, n in value.items():
        if colour != "any" and colour not in COLOURS:
            _fail(path, f"unknown colour {colour!r}")
        if not (isinstance(n, int) and n > 0):
            _fail(path, "counts are positive numbers")


class Deck(Strict):
    """A preconstructed deck: a name and card counts by card number."""

    id: str
    name: Text
    description: Text | None = None
    cards: dict[str, int]


class CardFile(Strict):
    cards: list[Card] = Field(default_factory=list)
    decks: list[Deck] = Field(default_factory=list)
