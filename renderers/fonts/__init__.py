"""The CJK fonts the renderers ship, so Japanese renders on a fresh machine with no system fonts.

Fonts are opened once per (size, weight) and kept: opening a 4 MB OpenType file costs far more than
drawing with it. `missing_glyphs` lets tests and card-data checks find characters that would show as
empty boxes, without needing fontTools at run time.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).resolve().parent
REGULAR = FONT_DIR / "NotoSansJP-Regular.otf"
BOLD = FONT_DIR / "NotoSansJP-Bold-subset.otf"

# A code point no font maps (last plane's private-use area): renders as .notdef.
_UNMAPPED = "\U0010fffd"


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The shipped font at a pixel size; BASIC layout is faster than raqm and needs no shaping for JP."""
    path = BOLD if bold else REGULAR
    return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)


@lru_cache(maxsize=4)
def _notdef_mask(bold: bool) -> bytes:
    """The bitmap of the font's missing-glyph box, to recognise characters that would fall back to it."""
    return bytes(font(32, bold).getmask(_UNMAPPED))


@lru_cache(maxsize=65536)
def has_glyph(char: str, bold: bool = False) -> bool:
    """True when the font draws `char` with a real glyph (whitespace and controls count as present)."""
    if char.isspace() or not char.isprintable():
        return True
    return bytes(font(32, bold).getmask(char)) != _notdef_mask(bold)


def missing_glyphs(text: str, *, bold: bool | None = None) -> set[str]:
    """Characters of `text` that one of the shipped fonts (or the one asked for) cannot draw."""
    weights = (False, True) if bold is None else (bold,)
    return {c for c in set(text) for b in weights if not has_glyph(c, b)}
