"""Deck construction (P5): exactly 50 cards, at most 3 of a name, graphics unlimited; ユニーク."""

from __future__ import annotations

import re

from .cards import CardDef, Pool

DECK_SIZE = 50
MAX_COPIES = 3
_LINE = re.compile(r"^\s*(\d+)\s*[x×]?\s+(.+?)\s*$")


def _any_copies(c: CardDef) -> bool:
    """「このカードは、デッキに4枚以上入れられる」 (issue 14 family O2): no limit of 3 of its name (P5)."""
    return any(x.get("apply") == "deck_copies" for a in c.abilities if a.kind == "constant" for x in a.continuous)


def deck_problems(cards: list[CardDef]) -> list[str]:
    """Problems of a whole deck, as sentences; empty when the deck is legal."""
    problems: list[str] = []
    if len(cards) != DECK_SIZE:
        problems.append(f"the deck has {len(cards)} cards; it must have exactly {DECK_SIZE} (P5)")
    by_name: dict[str, int] = {}
    for c in cards:
        limited = (c.type != "graphic" or c.has_keyword("unique")) and not _any_copies(c)
        if limited:
            by_name[c.name_ja] = by_name.get(c.name_ja, 0) + 1
    for n, count in sorted(by_name.items()):
        if count > MAX_COPIES:
            problems.append(f"{count} cards named {n}; at most {MAX_COPIES} of a name (P5, ユニーク P76)")
    return problems


def _unknown(ref: str) -> str:
    """Why a reference names no card: a classic card refused by ruling R-40 says so (P78)."""
    from .classic_cards import lookup

    found = lookup(ref)
    if isinstance(found, str):
        return f"the classic card {ref.strip()!r} cannot be used in NEX-A: {found} (P78)"
    return f"unknown card {ref!r}"


def validate_deck_lines(pool: Pool, lines: list[str]) -> tuple[list[str], list[str]]:
    """Check a plain-text deck list ("3 ガンダム" or "3 Gundam" per line).

    Returns (problems, card numbers). Every problem names its line; an empty list means legal.
    """
    problems: list[str] = []
    numbers: list[str] = []
    cards: list[CardDef] = []
    seen_lines: dict[str, int] = {}
    for no, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        m = _LINE.match(line)
        if not m:
            problems.append(f"line {no}: cannot read {line!r}; write a count and a card name, e.g. '3 ガンダム'")
            continue
        digits, ref = m.group(1), m.group(2)
        if len(digits.lstrip("0")) > 3 or int(digits) > DECK_SIZE:  # refused before anything is expanded
            problems.append(f"line {no}: the count {digits[:12]} is more than a whole deck ({DECK_SIZE} cards, P5)")
            continue
        count = int(digits)
        if count <= 0:
            problems.append(f"line {no}: the count must be at least 1")
            continue
        card = pool.find(ref)
        if card is None:
            problems.append(f"line {no}: {_unknown(ref)}")
            continue
        first = seen_lines.get(card.number)
        if first is not None:
            problems.append(f"line {no}: {card.name_ja} is already listed on line {first}; counts add up")
        seen_lines.setdefault(card.number, no)
        limited = card.type != "graphic" or card.has_keyword("unique")
        if limited and count > MAX_COPIES:
            problems.append(f"line {no}: {count} × {card.name_ja}; at most {MAX_COPIES} of a name (P5)")
        numbers.extend([card.number] * count)
        cards.extend([card] * count)
    if len(cards) != DECK_SIZE:
        problems.append(f"total: {len(cards)} cards; a deck has exactly {DECK_SIZE} (P5)")
    by_name: dict[str, list[int]] = {}
    for no, raw in enumerate(lines, start=1):
        m = _LINE.match(raw.strip())
        if m:
            c = pool.find(m.group(2))
            if c is not None and (c.type != "graphic" or c.has_keyword("unique")):
                by_name.setdefault(c.name_ja, []).append(no)
    for n, nos in by_name.items():
        total = sum(1 for c in cards if c.name_ja == n)
        if total > MAX_COPIES and len(nos) > 1:
            problems.append(f"lines {', '.join(map(str, nos))}: {total} cards named {n}; at most {MAX_COPIES} (P5)")
    return problems, numbers
