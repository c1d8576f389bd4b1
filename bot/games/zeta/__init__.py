"""The Zeta wargame's bot bundle: `/hex` (what stands on a hex of the map image)."""

from __future__ import annotations

from .. import GameKit
from .hexinfo import hex_answer

KIT = GameKit(game="zeta", extensions=("bot.games.zeta.cog",), lookups=(("hex", hex_answer),))
