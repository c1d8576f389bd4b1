"""The Zeta wargame's bot bundle: `/hex` (what stands on a hex of the map image)."""

from __future__ import annotations

from .. import GameKit

KIT = GameKit(game="zeta", extensions=("bot.games.zeta.cog",))
