"""The card pool: YAML files under engine/data/classic validated once, then looked up by id or name."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources

import yaml

from ...core.errors import CardDataError
from .schema import CardModel, DeckModel, PoolFile


def kw_value(card: CardModel, name: str, kws: tuple[str, ...] | None = None) -> int | str | None:
    """The value of keyword `name` on `card` (True-ish 1 for plain keywords, the sum of numbers)."""
    found: int | str | None = None
    for k in (kws if kws is not None else card.kw):
        n, _, arg = k.partition(":")
        if n != name:
            continue
        if arg.isdigit():
            found = (found if isinstance(found, int) else 0) + int(arg)
        elif arg:
            found = arg
        else:
            found = found if found is not None else 0
    return found


def has_kw(card: CardModel, name: str) -> bool:
    return kw_value(card, name) is not None


@dataclass(frozen=True)
class Pool:
    cards: dict[str, CardModel]
    decks: dict[str, DeckModel]

    def find(self, ref: str) -> CardModel | None:
        key = ref.strip()
        if key in self.cards:
            return self.cards[key]
        low = key.casefold()
        for c in self.cards.values():
            if low in (c.id.casefold(), c.name.ja.casefold(), c.name.en.casefold()):
                return c
        return None

    def card(self, cid: str) -> CardModel:
        return self.cards[cid]


def build_pool(files: list[tuple[str, dict[str, object]]]) -> Pool:
    cards: dict[str, CardModel] = {}
    decks: dict[str, DeckModel] = {}
    for fname, raw in files:
        try:
            pf = PoolFile.model_validate(raw)
        except Exception as e:  # pydantic's message names the field
            raise CardDataError(f"{fname}: {e}") from e
        for c in pf.cards:
            if c.id in cards:
                raise CardDataError(f"{fname}: duplicate card id {c.id}")
            cards[c.id] = c
        for d in pf.decks:
            decks[d.id] = d
    for d in decks.values():
        for cid in d.cards:
            if cid not in cards:
                raise CardDataError(f"deck {d.id}: unknown card {cid}")
    return Pool(cards, decks)


@cache
def builtin_pool() -> Pool:
    root = resources.files("engine") / "data" / "classic"
    files = []
    for entry in sorted(root.iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".yaml"):
            files.append((entry.name, yaml.safe_load(entry.read_text(encoding="utf-8")) or {}))
    return build_pool(files)


DECK_SIZE = 50
MAX_COPIES = 3


def base_name(card: CardModel) -> str:
    """The name without a model number (型番): `RX-78-2 Gundam` -> `Gundam` for 1枚制限/デッキ."""
    en = card.name.en
    head, _, rest = en.partition(" ")
    return rest if rest and any(ch.isdigit() for ch in head) and head == head.upper() else en


def deck_problems(pool: Pool, ids: list[str]) -> list[str]:
    """Deck rules (NEX-A P5 where the classic pages are silent: exactly 50, at most 3 of a name)."""
    problems: list[str] = []
    if len(ids) != DECK_SIZE:
        problems.append(f"a deck has exactly {DECK_SIZE} cards (this one has {len(ids)})")
    by_name: dict[str, int] = {}
    by_base: dict[str, list[str]] = {}
    for cid in ids:
        c = pool.card(cid)
        if c.type == "g" and not c.kw and not c.texts:
            continue  # basic G: any number
        by_name[c.name.en] = by_name.get(c.name.en, 0) + 1
        by_base.setdefault(base_name(c), []).append(cid)
    for name, n in by_name.items():
        if n > MAX_COPIES:
            problems.append(f"at most {MAX_COPIES} copies of {name} (this deck has {n})")
    for base, cids in by_base.items():
        if len(cids) > 1 and any(has_kw(pool.card(c), "unique_deck") for c in cids):
            problems.append(f"1枚制限/デッキ: only one card named {base} in a deck")
    return problems
