"""Names users give things (decks): one normal form, and the names that cannot be used refused.

A name is shown in autocomplete, in lists and in the public lobby, and typed back to choose a deck.
So it must be visible (not blank, no zero-width or bidi-control characters that make two names look
alike or flip the text around them), on one line, without NUL, short enough for Discord's choice
names, and not the name of a ready-made deck (those win the lookup, so such a deck could never be
chosen).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

MAX_DECK_NAME = 50
_SPACES = re.compile(r"\s+")


def normal_name(raw: str) -> str:
    """NFKC (full-width letters and half-width kana fold), runs of spaces as one space, trimmed."""
    return _SPACES.sub(" ", unicodedata.normalize("NFKC", raw)).strip()


def unusable_char(name: str) -> str | None:
    """The first character a name may not hold: controls (newline, NUL, tab...), format characters
    (zero-width, bidi controls, BOM), line/paragraph separators, surrogates and private use."""
    for ch in name:
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp"):
            return ch
    return None


def deck_name_problem(raw: str, reserved: Iterable[str] = ()) -> tuple[str, str] | None:
    """Why `raw` cannot name a deck, as (message key, offending value), or None when it can.

    Checked on the raw text (before spaces are folded) so a newline is refused, not folded away."""
    bad = unusable_char(raw)
    if bad is not None:
        return "errors.deck_name_chars", f"U+{ord(bad):04X}"
    name = normal_name(raw)
    if not name:
        return "errors.deck_name_blank", ""
    if len(name) > MAX_DECK_NAME:
        return "errors.deck_name_long", str(MAX_DECK_NAME)
    if name.casefold() in {r.casefold() for r in reserved}:
        return "errors.deck_name_reserved", name
    return None


def usable_deck_name(name: str) -> bool:
    """A stored name that can be offered as a choice (older databases may hold blank or odd names)."""
    return 0 < len(name) <= 100 and name.strip() == name and unusable_char(name) is None
