"""Family B8 of issue 14: wordings of card lists folded to one form before the grammar reads them (called from
normalise.py; only presentation, never meaning)."""

from __future__ import annotations

import re
from typing import Final

# 「ユニットが1枚のみの全ての部隊にいる、全ての自軍ユニット」 says 「ユニットが1枚のみの部隊にいる全ての自軍ユニット」 (P35: a unit is in
# one squad; family B3's squad size)
_ALL_SQUADS: Final = re.compile(r"ユニットが(\d+)枚のみの全ての部隊にいる")


def after(s: str) -> str:
    """On the normal form."""
    if "全ての部隊にいる" in s:
        s = _ALL_SQUADS.sub(r"ユニットが\1枚のみの部隊にいる", s)
    return s
