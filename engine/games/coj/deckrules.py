"""Deck construction (デッキ構成): 40 cards, at most 3 of a name, and two jokers of different characters."""

from __future__ import annotations

import re
from collections import Counter

from ...core.errors import CardDataError
from .cards import card, find

DECK_SIZE = 40
MAX_COPIES = 3
LINE = re.compile(r"^\s*(?:(\d+)\s*[x×]?\s+)?(.+?)\s*$")


def split_deck(ids: list[str]) -> tuple[list[str], list[str]]:
    """(the 40 main cards, the 2 jokers) of a deck given as card ids; raises CardDataError if illegal."""
    problems = deck_problems(ids)
    if problems:
        raise CardDataError("; ".join(problems))
    main = [i for i in ids if card(i).kind != "joker"]
    jokers = [i for i in ids if card(i).kind == "joker"]
    return main, jokers


def deck_problems(ids: list[str]) -> list[str]:
    out: list[str] = []
    for i in ids:
        card(i)  # unknown ids raise CardDataError
    main = [i for i in ids if card(i).kind != "joker"]
    jokers = [i for i in ids if card(i).kind == "joker"]
    if len(main) != DECK_SIZE:
        out.append(f"a deck has exactly {DECK_SIZE} cards besides its jokers (found {len(main)})")
    by_name = Counter(card(i).name["ja"] for i in main)
    out.extend(f"more than {MAX_COPIES} of {n}" for n, k in by_name.items() if k > MAX_COPIES)
    if len(jokers) != 2:
        out.append(f"a deck has exactly 2 jokers (found {len(jokers)})")
    elif card(jokers[0]).character == card(jokers[1]).character:
        out.append("the two jokers must belong to different characters")
    return out


def check_deck(lines: list[str]) -> tuple[list[str], list[str]]:
    """(problems, card ids) for a plain-text list: "3 RD-001" or "3x Name" per line."""
    ids: list[str] = []
    problems: list[str] = []
    for raw in lines:
        if not raw.strip() or raw.strip().startswith("#"):
            continue
        m = LINE.match(raw)
        assert m is not None
        count = int(m.group(1) or 1)
        c = find(m.group(2))
        if c is None:
            problems.append(f"unknown card: {m.group(2)}")
            continue
        ids.extend([c.id] * count)
    if not problems:
        problems = deck_problems(ids)
    return problems, ids
