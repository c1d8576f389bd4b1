"""Normal form of card text: the round trip compares texts in this form, and the grammar reads it.

Only presentation is folded: character width (NFKC), circled digits, spaces and 、, the header
brackets 『』（）〔〕【】 and the styles of name brackets (「」［］[] all become 「」). Words stay.
"""

from __future__ import annotations

import re
import unicodedata

_CIRCLED = {chr(0x2460 + i): str(i + 1) for i in range(20)}
_DROP = re.compile(r"[\s、『』（）()〔〕【】]")
_NAME_OPEN = re.compile(r"[［\[「]")
_NAME_CLOSE = re.compile(r"[］\]」]")


def normalise(text: str) -> str:
    """Fold a card text to the form the grammar parses and the round trip compares."""
    s = "".join(_CIRCLED.get(ch, ch) for ch in text)
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("〜", "~").replace("−", "-").replace("±", "+")
    s = _DROP.sub("", s)
    s = _NAME_OPEN.sub("「", s)
    return _NAME_CLOSE.sub("」", s)


def split_texts(textstr: str) -> list[str]:
    """A card's text field split into its texts (one ability or keyword line each)."""
    parts = re.split(r"<br\s*/?>|\n", textstr or "")
    return [p.strip() for p in parts if p.strip()]
