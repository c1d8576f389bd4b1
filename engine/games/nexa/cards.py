"""Card definitions as the engine uses them: frozen, checked once at load (P8-P13, P65)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Final

import yaml
from pydantic import ValidationError

from ...core.errors import CardDataError
from .cardg6rules import gsign_also
from .kwopts import keyword_options
from .schema import Ability as AbilityModel
from .schema import Card as CardModel
from .schema import CardFile, keyword_cost, parse_keyword

_ALIAS: Final = re.compile(r"^別名[\[「](.+)[\]」]$")
_EXCLUSIVE: Final = re.compile(r"^専用\[(.+)\]$")


@dataclass(frozen=True, slots=True)
class Ability:
    """One text of a card; `index` is its position, used in action tokens."""

    index: int
    kind: str
    text_ja: str
    text_en: str
    when: str = "any"
    side: str = "any"
    cost: dict[str, Any] = field(default_factory=dict)
    repeatable: bool = False
    condition: dict[str, Any] | None = None
    targets: tuple[tuple[str, Any], ...] = ()
    effect: tuple[dict[str, Any], ...] = ()
    all_or_nothing: bool = False
    on: str | None = None
    on_when: str | None = None
    every: bool = False
    continuous: tuple[dict[str, Any], ...] = ()
    protected: str | None = None
    x_max: Any = None  # a number, or a value read as X is chosen (「Xの値は、自軍Gの枚数を上限とする」, family V4)
    x_min: int | None = None  # 「Xの下限はNとする」 (family V3): X chosen on play is at least this (else 1)
    keyword: str | None = None  # set when the ability comes from a special effect
    of: dict[str, Any] | None = None  # card_enters / card_played: the selector the entering card matches
    also_on: tuple[str, ...] = ()  # other events of this card it is heard at (「…または…場合」)
    limit: dict[str, Any] | None = None  # 「この記述の効果は、プレイヤー毎に1ターンに1回…」 (limits.py)
    # derived in __post_init__: does its condition, or a continuous one, ask about the phase
    # (P57)? Then what it allows changes with the point of the turn, not only with the board.
    reads_phase: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        reads = names_phase(self.condition) or any(names_phase(c.get("condition")) for c in self.continuous)
        object.__setattr__(self, "reads_phase", reads)


def names_phase(cond: Any) -> bool:
    """Does a condition (P57), however nested, ask about the phase or step?"""
    if isinstance(cond, dict):
        return "phase" in cond or any(names_phase(v) for v in cond.values())
    if isinstance(cond, list | tuple):
        return any(names_phase(v) for v in cond)
    return False


@dataclass(frozen=True, slots=True)
class CardDef:
    number: str
    name_ja: str
    name_en: str
    type: str
    colours: tuple[str, ...]
    total_cost: int
    roll_cost: tuple[tuple[str, int], ...]
    x_cost: bool
    x_roll: str | None  # 「ロールコストX」: that colour's roll count is the X chosen on play (family V4)
    gsign_colour: str | None
    gsign_series: str | None
    stats: tuple[int, int, int] | None
    terrain: frozenset[str]
    traits: tuple[str, ...]
    aliases: tuple[str, ...]
    exclusive: tuple[str, ...]
    keywords: tuple[tuple[str, int | str | None], ...]
    star: bool
    set_on: str | None
    guard_level: int | None
    gain_level: int | None
    abilities: tuple[Ability, ...]
    model: str | None
    rarity: str
    text_ja: str
    text_en: str
    # printed costs of playable special effects other than the built-in ① (〔0〕：改装[A], P75)
    keyword_costs: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()
    # their printed timing, 毎 and 〈 〉 (kwopts.py, P75)
    keyword_options: tuple[tuple[str, tuple[tuple[str, Any], ...]], ...] = ()
    # a classic card read by P78 (classic_cards.py): the colours its roll cost may be paid in
    # (the player picks one of two) and X, the own hand cards/Gs removed from the game after it
    p78_colours: tuple[str, ...] = ()
    p78_remove: int = 0
    # Derived from the fields above once, in __post_init__: the rules engine asks for these for
    # every card on the field at every timing, so they must not be rebuilt each time.
    names: tuple[str, ...] = field(init=False, repr=False, compare=False)
    activated: tuple[Ability, ...] = field(init=False, repr=False, compare=False)
    triggered: tuple[Ability, ...] = field(init=False, repr=False, compare=False)
    keyword_names: frozenset[str] = field(init=False, repr=False, compare=False)
    angle: bool = field(init=False, repr=False, compare=False)  # has a 〈 〉 text, which works as a G
    # 〈「このカードがGである場合、このカードのGサインの色は、黒としても扱う」〉: the G sign's other colours as a G (family G6)
    gsign_also: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # every name the card counts as in the game (P65 別名), Japanese first
        object.__setattr__(self, "names", (self.name_ja, self.name_en, *self.aliases))
        object.__setattr__(self, "activated", tuple(a for a in self.abilities if a.kind == "activated"))
        object.__setattr__(self, "triggered", tuple(a for a in self.abilities if a.kind == "triggered"))
        object.__setattr__(self, "keyword_names", frozenset(k for k, _ in self.keywords))
        object.__setattr__(self, "angle", any(a.protected == "angle" for a in self.abilities))
        object.__setattr__(self, "gsign_also", gsign_also(self.abilities, self.gsign_colour))

    def has_keyword(self, name: str) -> bool:
        return name in self.keyword_names

    def keyword_cost(self, name: str) -> tuple[tuple[str, int], ...] | None:
        """The printed cost of a special effect's text on this card; None for the built-in ①."""
        return next((c for k, c in self.keyword_costs if k == name), None)

    def keyword_opts(self, name: str) -> tuple[tuple[str, Any], ...]:
        """A special effect's printed timing, 毎 or 〈 〉 (kwopts.py); () for none."""
        return next((o for k, o in self.keyword_options if k == name), ())

    def keyword_arg(self, name: str) -> int | str | None:
        for k, a in self.keywords:
            if k == name:
                return a
        return None

    @property
    def roll_total(self) -> int:
        return sum(n for _, n in self.roll_cost)

    @property
    def play_ability(self) -> Ability | None:
        for a in self.abilities:
            if a.kind == "play":
                return a
        return None


def _ability(i: int, a: AbilityModel) -> Ability:
    return Ability(
        index=i,
        kind=a.kind,
        text_ja=a.text.ja,
        text_en=a.text.en,
        when=a.timing.when if a.timing else "any",
        side=a.timing.side if a.timing else "any",
        cost=dict(a.cost),
        repeatable=a.repeatable,
        condition=a.condition,
        targets=tuple(a.targets.items()),
        effect=tuple(a.effect),
        all_or_nothing=a.all_or_nothing,
        on=a.on,
        on_when=a.when,
        every=a.every,
        continuous=tuple(a.continuous),
        protected=a.protected,
        x_max=a.x_max,
        x_min=a.x_min,
        of=a.of,
        also_on=tuple(a.also_on),
        limit=a.limit,
    )


def to_def(m: CardModel) -> CardDef:
    """Convert a checked card model into the engine's frozen definition."""
    aliases: list[str] = []
    exclusive: list[str] = []
    for t in m.traits:
        am = _ALIAS.match(t)
        if am:
            aliases.append(am.group(1))
        em = _EXCLUSIVE.match(t)
        if em:
            exclusive.extend(em.group(1).split("/"))
    keywords = tuple(parse_keyword(k) for k in m.keywords)
    text_ja = m.text.ja if m.text else "\n".join(a.text.ja for a in m.abilities)
    text_en = m.text.en if m.text else "\n".join(a.text.en for a in m.abilities)
    cost = m.cost
    return CardDef(
        number=m.number,
        name_ja=m.name.ja,
        name_en=m.name.en,
        type=m.type,
        colours=tuple(m.colours) if m.colours else ((m.gsign.colour,) if m.gsign else ()),
        total_cost=cost.total if cost else 0,
        roll_cost=tuple(sorted((cost.roll if cost else {}).items())),
        x_cost=bool(cost.x and cost.x_roll is None) if cost else False,  # the total is X (not only the roll)
        x_roll=cost.x_roll if cost else None,
        gsign_colour=m.gsign.colour if m.gsign else None,
        gsign_series=m.gsign.series if m.gsign else None,
        stats=m.stats,
        terrain=frozenset(m.terrain),
        traits=tuple(m.traits),
        aliases=tuple(aliases),
        exclusive=tuple(exclusive),
        keywords=keywords,
        star=m.star,
        set_on=m.set_on,
        guard_level=m.guard_level,
        gain_level=m.gain_level,
        abilities=tuple(_ability(i, a) for i, a in enumerate(m.abilities)),
        model=m.model,
        rarity=m.rarity,
        text_ja=text_ja,
        text_en=text_en,
        keyword_costs=tuple((parse_keyword(k)[0], c) for k in m.keywords
                            if (c := keyword_cost(k)) is not None),
        keyword_options=tuple((n, o) for k in m.keywords if isinstance(k, dict)
                              and (o := keyword_options(k, n := parse_keyword(k)[0]))),
    )


@dataclass(frozen=True)
class DeckDef:
    id: str
    name_ja: str
    name_en: str
    cards: tuple[tuple[str, int], ...]

    def card_list(self) -> list[str]:
        out: list[str] = []
        for number, n in self.cards:
            out.extend([number] * n)
        return out


@dataclass(frozen=True)
class Pool:
    """A card pool: definitions by card number, plus preconstructed decks."""

    cards: dict[str, CardDef]
    decks: dict[str, DeckDef]

    def find(self, name: str) -> CardDef | None:
        """Look a card up by number, Japanese or English name (case-insensitive for English);
        `classic:ID` or `classic:NAME` names an allowed classic card read by P78."""
        if name in self.cards:
            return self.cards[name]
        if name.strip().casefold().startswith("classic:"):
            from .classic_cards import classic_def

            return classic_def(name)
        key = name.strip().casefold()
        for c in self.cards.values():
            if c.name_ja == name.strip() or c.name_en.casefold() == key:
                return c
        return None


def parse_card_file(data: Any, source: str) -> tuple[list[CardDef], list[DeckDef]]:
    """Check one file's contents; the error names the file and the card."""
    if not isinstance(data, dict):
        raise CardDataError(f"{source}: expected a mapping with 'cards' and/or 'decks'")
    raw_cards = data.get("cards", [])
    cards: list[CardDef] = []
    problems: list[str] = []
    for i, raw in enumerate(raw_cards if isinstance(raw_cards, list) else []):
        label = raw.get("number", f"#{i}") if isinstance(raw, dict) else f"#{i}"
        try:
            cards.append(to_def(CardModel.model_validate(raw)))
        except ValidationError as e:
            for err in e.errors():
                loc = ".".join(str(p) for p in err["loc"])
                problems.append(f"{source}: card {label}: {loc}: {err['msg']}")
        except ValueError as e:
            problems.append(f"{source}: card {label}: {e}")
    try:
        decks_model = CardFile.model_validate({"decks": data.get("decks", [])}).decks
    except ValidationError as e:
        problems.append(f"{source}: decks: {e}")
        decks_model = []
    extra = set(data) - {"cards", "decks"}
    if extra:
        problems.append(f"{source}: unknown top-level keys {sorted(extra)}")
    if problems:
        raise CardDataError("\n".join(problems))
    decks = [DeckDef(d.id, d.name.ja, d.name.en, tuple(d.cards.items())) for d in decks_model]
    return cards, decks


def build_pool(files: list[tuple[str, Any]]) -> Pool:
    cards: dict[str, CardDef] = {}
    decks: dict[str, DeckDef] = {}
    problems: list[str] = []
    for source, data in files:
        try:
            cs, ds = parse_card_file(data, source)
        except CardDataError as e:
            problems.append(str(e))
            continue
        for c in cs:
            if c.number in cards:
                problems.append(f"{source}: card {c.number}: duplicate card number")
            cards[c.number] = c
        for d in ds:
            decks[d.id] = d
    for d in decks.values():
        for number, _ in d.cards:
            if number not in cards:
                problems.append(f"deck {d.id}: unknown card {number}")
    if problems:
        raise CardDataError("\n".join(problems))
    return Pool(cards, decks)


@lru_cache(maxsize=1)
def builtin_pool() -> Pool:
    """The project's own NEX-A pool shipped in engine/data/nexa."""
    root = resources.files("engine") / "data" / "nexa"
    files: list[tuple[str, Any]] = []
    for entry in sorted(root.iterdir(), key=lambda p: p.name):
        if entry.name.endswith((".yaml", ".yml")):
            files.append((f"engine/data/nexa/{entry.name}", yaml.safe_load(entry.read_text(encoding="utf-8"))))
    return build_pool(files)


def load_pool_files(paths: list[Path]) -> Pool:
    files = [(str(p), yaml.safe_load(p.read_text(encoding="utf-8"))) for p in paths]
    return build_pool(files)
