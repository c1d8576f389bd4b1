"""Card data: pydantic models of the YAML pool in engine/data/coj/, loaded once.

Cards are data; their abilities are lists of steps in a small declarative language (docs/coj/cards.md)
that `effects.py` interprets. Card texts are generated from the steps (`texts.py`), so a card's text
can never disagree with what it does.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from ...core.errors import CardDataError

Colour = Literal["red", "yellow", "blue", "green", "purple", "colourless"]
COLOURS: tuple[str, ...] = ("red", "yellow", "blue", "green", "purple", "colourless")
Kind = Literal["unit", "evolution", "trigger", "intercept", "joker"]
KEYWORDS: tuple[str, ...] = (
    "speed_move", "indomitable", "pierce", "selfless", "fixed", "blessing", "dimension", "curse",
    "immortal", "order_shield", "silence", "forced_block", "no_attack", "king_heal",
)
"""スピードムーブ, 不屈, 貫通, 無我の境地, 固着, 加護, 次元干渉, 呪縛, 不滅, 秩序の盾, 沈黙, 強制防御, 攻撃禁止, 王の治癒力."""

Verb = Literal["damage", "bp", "base_bp", "destroy", "bounce", "exhaust", "ready", "level", "grant", "delete",
               "draw", "discard", "cp", "gauge", "life", "break_zone"]
UNIT_VERBS = frozenset({"damage", "bp", "base_bp", "destroy", "bounce", "exhaust", "ready", "level", "grant", "delete"})
Selector = Literal[
    "self", "subject", "attacker", "blocker",
    "enemy_strongest", "enemy_weakest", "enemy_random", "enemy_all", "enemy_exhausted_all", "enemy_ready_strongest",
    "ally_strongest", "ally_weakest", "ally_random", "ally_all", "ally_others",
    "all_units", "me", "opp", "both",
]
TARGETING = frozenset({"subject", "attacker", "blocker", "enemy_strongest", "enemy_weakest", "enemy_random",
                       "enemy_ready_strongest", "ally_strongest", "ally_weakest", "ally_random"})
"""Selectors that choose a unit (対象): 【加護】 units are never chosen by them."""
PLAYER_SELECTORS = frozenset({"me", "opp", "both"})
UnitTiming = Literal["drive", "attack", "block", "destroyed", "turn_start", "turn_end", "oc", "field"]
ZoneTiming = Literal["own_drive", "enemy_drive", "own_attack", "enemy_attack", "battle", "own_destroyed",
                     "own_turn_start"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Step(_Strict):
    """One instruction. `chain`: "" always runs (pattern A), "if_done" runs only when the step before
    was done in full (そうした場合, a cost), "if_any" runs only when the step before reached a unit
    (pattern B)."""

    do: Verb
    who: Selector = "self"
    n: int = 0
    kw: str | None = None
    perm: bool = False
    chain: Literal["", "if_done", "if_any"] = ""

    @model_validator(mode="after")
    def _check(self) -> Step:
        if self.do in UNIT_VERBS and self.who in PLAYER_SELECTORS:
            raise ValueError(f"{self.do} acts on units, not on player {self.who}")
        if self.do not in UNIT_VERBS and self.do != "break_zone" and self.who not in PLAYER_SELECTORS:
            raise ValueError(f"{self.do} acts on players (me/opp/both), not {self.who}")
        if self.do == "grant" and (self.kw or "").split(":")[0] not in KEYWORDS:
            raise ValueError(f"unknown keyword {self.kw}")
        return self


class Ability(_Strict):
    when: UnitTiming
    steps: tuple[Step, ...]


class Card(_Strict):
    id: str = Field(pattern=r"^[A-Z]{2}-\d{3}$")
    name: dict[str, str]
    kind: Kind
    colour: Colour
    cost: int = Field(ge=0, le=12)
    species: str = ""
    bp: tuple[int, int, int] | None = None
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    when: ZoneTiming | None = None  # triggers and intercepts
    steps: tuple[Step, ...] = ()  # triggers, intercepts and jokers
    gauge: int = 0  # jokers: gauge cost in tenths of a percent (0-1000)
    character: str = ""  # jokers: the character who uses it

    @model_validator(mode="after")
    def _check(self) -> Card:
        if set(self.name) != {"ja", "en"}:
            raise ValueError("name needs ja and en")
        for kw in self.keywords:
            if kw.split(":")[0] not in KEYWORDS:
                raise ValueError(f"unknown keyword {kw}")
        if self.kind in ("unit", "evolution"):
            if self.bp is None or self.when or self.steps:
                raise ValueError(f"{self.id}: units have bp and abilities, not when/steps")
            if self.colour == "colourless":
                raise ValueError(f"{self.id}: units have a colour")
        else:
            if self.bp is not None or self.abilities or self.keywords:
                raise ValueError(f"{self.id}: {self.kind} has no bp, abilities or keywords")
            if not self.steps:
                raise ValueError(f"{self.id}: {self.kind} needs steps")
            if self.kind in ("trigger", "intercept") and self.when is None:
                raise ValueError(f"{self.id}: {self.kind} needs a timing (when)")
            if self.kind == "joker" and (not self.character or not 0 < self.gauge <= 1000):
                raise ValueError(f"{self.id}: a joker needs a character and a gauge cost")
        return self

    @property
    def is_unit(self) -> bool:
        return self.kind in ("unit", "evolution")

    def dimension(self) -> int | None:
        """The cost limit of 【次元干渉/N】, if the card has it."""
        for kw in self.keywords:
            if kw.startswith("dimension:"):
                return int(kw.split(":")[1])
        return None


class DeckFile(_Strict):
    id: str
    name: dict[str, str]
    cards: tuple[str, ...]


class PoolFile(_Strict):
    cards: tuple[Card, ...] = ()
    decks: tuple[DeckFile, ...] = ()


@cache
def load_pool() -> tuple[dict[str, Card], tuple[DeckFile, ...]]:
    """Every card by id and every ready-made deck, from engine/data/coj/*.yaml (read once)."""
    root = resources.files("engine") / "data" / "coj"
    cards: dict[str, Card] = {}
    decks: list[DeckFile] = []
    for entry in sorted(root.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".yaml"):
            continue
        try:
            doc = PoolFile.model_validate(yaml.safe_load(entry.read_text(encoding="utf-8")))
        except Exception as e:  # pydantic and yaml errors both mean bad data
            raise CardDataError(f"engine/data/coj/{entry.name}: {e}") from e
        for c in doc.cards:
            if c.id in cards:
                raise CardDataError(f"duplicate card id {c.id}")
            cards[c.id] = c
        decks.extend(doc.decks)
    return cards, tuple(decks)


def cards() -> dict[str, Card]:
    return load_pool()[0]


def card(cid: str) -> Card:
    try:
        return cards()[cid]
    except KeyError:
        raise CardDataError(f"unknown card {cid!r}") from None


def find(ref: str) -> Card | None:
    """A card by id or by its Japanese or English name (case-insensitive)."""
    ref = ref.strip()
    pool = cards()
    if ref.upper() in pool:
        return pool[ref.upper()]
    key = ref.casefold()
    for c in pool.values():
        if key in (c.name["ja"].casefold(), c.name["en"].casefold()):
            return c
    return None
