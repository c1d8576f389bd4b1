"""Card files as pydantic models: every field and every word of the small effect language is checked.

A card is data. Effects are one small declarative shape (`Effect`): a verb, a number, a target kind.
Special effects are keywords (`kw`) whose rules live in the engine; a keyword with a number is written
`name:X`, one with a name `name:A` (for example `refit:Gundam Mk-II`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

COLOURS = ("blue", "green", "black", "red", "brown", "white", "purple")
TYPES = ("g", "unit", "character", "command", "operation")
TERRAINS = ("space", "earth")
VERBS = ("damage", "destroy_le", "draw", "mod", "roll", "reroll", "bounce", "pollute", "counter", "mill",
         "salvage", "hangar", "none")
TARGETS = ("none", "self", "enemy_unit", "own_unit", "any_unit", "enemy_battle_unit", "played_card",
           "enemy_player", "own_player", "engaged_enemy")
WHEN = ("any", "own_turn", "enemy_turn", "deploy", "battle", "attack", "defense", "damage", "return")
TRIGGERS = ("enter", "destroyed", "sortie", "end")
# Keywords: the special effects of the page. Those marked with X carry a number, with A a name.
KEYWORDS_PLAIN = ("mobile", "water", "desert", "assault", "first_strike", "vulture", "reentry", "dismantle",
                  "transform", "ship", "base", "support", "quick", "once_per_turn", "unique", "unique_own",
                  "unique_deck", "set_char", "set_g", "mf", "battle_ready", "boost", "ps_armor")
KEYWORDS_X = ("space_combat", "shield", "psycommu", "area", "supply", "prevent", "ps_armor")
KEYWORDS_A = ("refit", "special_weapon")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Text(Strict):
    ja: str
    en: str


class Effect(Strict):
    """One effect: `do` to `target`, with a number `n` or combat modifiers `mods` (until end of turn)."""

    do: str
    n: int = 0
    mods: tuple[int, int, int] = (0, 0, 0)
    target: str = "none"

    @model_validator(mode="after")
    def _known(self) -> Effect:
        if self.do not in VERBS:
            raise ValueError(f"unknown verb {self.do!r}")
        if self.target not in TARGETS:
            raise ValueError(f"unknown target {self.target!r}")
        return self


class Cost(Strict):
    """A cost beyond the normal one: discard hand cards, roll own Gs, pay cards from the home."""

    discard: int = Field(0, ge=0)
    roll_g: int = Field(0, ge=0)
    home: int = Field(0, ge=0)
    roll_self: bool = False


class TextDef(Strict):
    """A text effect: `kind` A (continuous), C (triggered, can be cut into), D (triggered, at once),
    or `play` (a text played at a free timing of `when`, once per turn)."""

    kind: Literal["A", "C", "D", "play"]
    when: str = "any"
    on: str = "enter"
    cost: Cost = Cost()
    effect: Effect = Effect(do="none")
    who: Literal["self", "own_units", "team"] = "self"  # kind A: who gets `mods`
    mods: tuple[int, int, int] = (0, 0, 0)
    dedicated: bool = False  # kind A: only while the dedicated pilot is set (専用機のセット)

    @model_validator(mode="after")
    def _known(self) -> TextDef:
        if self.when not in WHEN:
            raise ValueError(f"unknown timing {self.when!r}")
        if self.on not in TRIGGERS:
            raise ValueError(f"unknown trigger {self.on!r}")
        return self


class AltCost(Strict):
    """代替コスト〔B〕:A — `benefit` is B ("none" for *), `pay` is A."""

    benefit: Literal["none", "enter_rerolled", "draw"]
    pay: Cost


class Form(Strict):
    """The transformed form (変形形態): its own combat power and keywords."""

    stats: tuple[int, int, int]
    kw: tuple[str, ...] = ()


class CardModel(Strict):
    id: str
    name: Text
    type: str
    colour: str
    total: int = Field(0, ge=0)       # 合計国力
    need: int = Field(0, ge=0)        # 指定国力 (of `colour`)
    cost: int = Field(0, ge=0)        # 資源コスト: cards from the home to the discard pile
    stats: tuple[int, int, int] | None = None      # 格闘力/射撃力/防御力
    stats_set: tuple[int, int, int] | None = None  # split power "a/b": with a character set
    mods: tuple[int, int, int] = (0, 0, 0)         # a character's or operation's combat modifiers
    ship_mods: tuple[int, int, int] | None = None  # 艦船用修正
    terrain: tuple[str, ...] = ()
    kw: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    team: str | None = None             # チーム〔A〕
    team_mods: tuple[int, int, int] | None = None  # the B of チーム〔A〕B
    pilot: str | None = None             # 専用機: the character name (en) this unit is made for
    form: Form | None = None
    extra_cost: Cost | None = None       # 追加コスト
    alt_cost: AltCost | None = None      # 代替コスト
    multiple: Effect | None = None       # マルチプル A
    effect: Effect | None = None         # a command's effect
    when: str = "any"                    # a command's timing
    set_on: Literal["none", "unit", "character", "g"] = "none"  # an operation set on a card
    texts: tuple[TextDef, ...] = ()
    flavour: Text | None = None

    @model_validator(mode="after")
    def _consistent(self) -> CardModel:
        if self.type not in TYPES:
            raise ValueError(f"{self.id}: unknown type {self.type!r}")
        if self.colour not in COLOURS:
            raise ValueError(f"{self.id}: unknown colour {self.colour!r}")
        if self.need > self.total:
            raise ValueError(f"{self.id}: specified power exceeds total power")
        if self.type == "unit" and (self.stats is None or not self.terrain):
            raise ValueError(f"{self.id}: a unit needs stats and terrain")
        if self.type == "command" and self.effect is None:
            raise ValueError(f"{self.id}: a command needs an effect")
        if self.when not in WHEN:
            raise ValueError(f"{self.id}: unknown timing {self.when!r}")
        for t in self.terrain:
            if t not in TERRAINS:
                raise ValueError(f"{self.id}: unknown terrain {t!r}")
        for k in (*self.kw, *(self.form.kw if self.form else ())):
            check_keyword(k)
        return self


def check_keyword(k: str) -> None:
    name, _, arg = k.partition(":")
    if name in KEYWORDS_A:
        if not arg:
            raise ValueError(f"keyword {name} needs a name")
    elif name in KEYWORDS_X and arg:
        if not arg.isdigit():
            raise ValueError(f"keyword {name} needs a number")
    elif name not in KEYWORDS_PLAIN and name not in KEYWORDS_X:
        raise ValueError(f"unknown keyword {k!r}")
    elif arg:
        raise ValueError(f"keyword {name} takes no value")


class DeckModel(Strict):
    id: str
    name: Text
    cards: dict[str, int]


class PoolFile(Strict):
    cards: tuple[CardModel, ...] = ()
    decks: tuple[DeckModel, ...] = ()
