"""In-memory card index for `/card` autocomplete and lookups.

Build it once from `engine.api.card_catalogue("nexa")` and query it on every keystroke:

    index = CardIndex.build(card_catalogue("nexa"))
    index.search("がんだむ", "ja")   # [("ガンダム [NX-001]", "NX-001"), ...]
    index.get("NX-001")              # the card dict, or None

Matching folds case, full-width/half-width forms and hiragana/katakana (`fold`), ignores spaces and
punctuation (`compact`), ranks exact, prefix and substring matches first and then fuzzy matches by
character-bigram similarity. All keys are folded once at build time, so a query over a few hundred
cards takes a few tens of microseconds.

`fold`, `compact` and `FuzzyMatcher` are shared with `bot.glossary`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["CardIndex", "FuzzyMatcher", "compact", "fold"]

CHOICE_MAX = 100  # Discord: autocomplete choice name and value, 1-100 characters

_HIRAGANA_TO_KATAKANA = {c: c + 0x60 for c in range(0x3041, 0x3097)} | {0x309D: 0x30FD, 0x309E: 0x30FE}
# Spaces and punctuation that people type or leave out at will: "NX-001" = "nx001", "G zone" = "gzone".
_NOISE = re.compile(r"[\s\-‐‑‒–—―_・･·.,:;'\"`!?()\[\]{}（）「」『』【】〈〉《》&/+*~〜]+")


def fold(text: str) -> str:
    """Case-, width- and kana-insensitive form: NFKC, casefold, hiragana → katakana."""
    return unicodedata.normalize("NFKC", text).casefold().translate(_HIRAGANA_TO_KATAKANA)


def compact(text: str) -> str:
    """`fold` without spaces and punctuation (falls back to `fold` minus spaces if nothing is left)."""
    folded = fold(text)
    squeezed = _NOISE.sub("", folded)
    return squeezed or "".join(folded.split())


def _grams(key: str) -> frozenset[str]:
    if len(key) < 2:
        return frozenset((key,)) if key else frozenset()
    return frozenset(key[i : i + 2] for i in range(len(key) - 1))


@dataclass(frozen=True, slots=True)
class _Item:
    keys: tuple[str, ...]  # compact keys, most preferred first
    grams: frozenset[str]  # bigrams of all keys together


class FuzzyMatcher:
    """Ranks items, each known by a few names, against a typed query.

    Tiers, best first: a key equals the query, a key starts with it, a key contains it; within a tier
    the earlier (preferred) key and then the shorter key win. Items with no such match follow, ranked
    by how many of the query's character bigrams their first `fuzzy_keys` keys (all when None) contain,
    at least `min_similarity` of them, blended with a Dice coefficient so shorter near-misses come
    first. Ties keep the input order.
    """

    def __init__(
        self, keys_per_item: Iterable[Sequence[str]], *, fuzzy_keys: int | None = None, min_similarity: float = 0.6
    ) -> None:
        items = []
        for keys in keys_per_item:
            ck = tuple(dict.fromkeys(c for c in (compact(k) for k in keys if k) if c))
            fk = [compact(k) for k in keys[:fuzzy_keys] if k]
            items.append(_Item(ck, frozenset().union(*(_grams(k) for k in fk if k))))
        self._items: tuple[_Item, ...] = tuple(items)
        self.min_similarity = min_similarity

    def __len__(self) -> int:
        return len(self._items)

    def rank(self, query: str, limit: int) -> list[int]:
        """Indices of the best `limit` items for `query`; an empty query gives the first `limit`."""
        if limit <= 0:
            return []
        q = compact(query) if query.strip() else ""
        if not q:
            return list(range(min(limit, len(self._items))))
        hits: list[tuple[int, int, int, int]] = []  # (tier, key position, key length, index)
        rest: list[int] = []
        for i, item in enumerate(self._items):
            best: tuple[int, int, int, int] | None = None
            for pos, key in enumerate(item.keys):
                if key == q:
                    tier = 0
                elif key.startswith(q):
                    tier = 1
                elif q in key:
                    tier = 2
                else:
                    continue
                cand = (tier, pos, len(key), i)
                if best is None or cand < best:
                    best = cand
            if best is None:
                rest.append(i)
            else:
                hits.append(best)
        hits.sort()
        out = [h[3] for h in hits[:limit]]
        if len(out) >= limit or len(q) < 2:
            return out
        qg = _grams(q)
        scored: list[tuple[float, int]] = []
        for i in rest:
            item = self._items[i]
            common = len(qg & item.grams)
            if not common:
                continue
            contained = common / len(qg)
            if contained < self.min_similarity:
                continue
            dice = 2 * common / (len(qg) + len(item.grams))
            scored.append((-(contained + dice / 2), i))
        scored.sort()
        out.extend(i for _, i in scored[: limit - len(out)])
        return out


def _clip(name: str, suffix: str) -> str:
    room = CHOICE_MAX - len(suffix)
    if len(name) > room:
        name = name[: max(room - 1, 0)] + "…"
    return name + suffix


class CardIndex:
    """The cards of one game, searchable by number, Japanese or English name and model number."""

    def __init__(self, cards: Sequence[dict[str, Any]]) -> None:
        self._cards: tuple[dict[str, Any], ...] = tuple(cards)
        self._by_key: dict[str, dict[str, Any]] = {}
        keys: dict[str, list[Sequence[str]]] = {"ja": [], "en": []}
        self._display: dict[str, list[str]] = {"ja": [], "en": []}
        for card in self._cards:
            number = str(card.get("card") or "")
            name = card.get("name") or {}
            ja = str(name.get("ja") or number) if isinstance(name, dict) else str(name or number)
            en = str(name.get("en") or ja) if isinstance(name, dict) else ja
            model = str(card.get("model") or "")
            keys["ja"].append((ja, en, number, model))
            keys["en"].append((en, ja, number, model))
            suffix = f" [{number}]" if number else ""
            self._display["ja"].append(_clip(ja, suffix))
            self._display["en"].append(_clip(en if fold(en) == fold(ja) else f"{en} ({ja})", suffix))
            for key in (number, ja, en):  # first come, first kept: numbers win over names
                self._by_key.setdefault(compact(key), card)
        self._matchers = {lang: FuzzyMatcher(k, fuzzy_keys=2) for lang, k in keys.items()}

    @classmethod
    def build(cls, cards: Iterable[dict[str, Any]]) -> CardIndex:
        """Index card dicts as returned by `engine.api.card_catalogue(game)`."""
        return cls(list(cards))

    def __len__(self) -> int:
        return len(self._cards)

    @property
    def cards(self) -> tuple[dict[str, Any], ...]:
        return self._cards

    def search(self, query: str, lang: str, limit: int = 25) -> list[tuple[str, str]]:
        """Up to `limit` (display name ≤ 100 characters, card number) pairs, best match first."""
        lang = "ja" if lang == "ja" else "en"
        display = self._display[lang]
        return [(display[i], str(self._cards[i].get("card") or "")[:CHOICE_MAX])
                for i in self._matchers[lang].rank(query, limit)]

    def get(self, value: str) -> dict[str, Any] | None:
        """The card with this number or exact (folded) Japanese or English name."""
        if not value or not value.strip():
            return None
        return self._by_key.get(compact(value))
